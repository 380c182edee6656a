"""The parser: grammar/toyir.lark run by Lark's LALR parser, with the AST built as it reduces.

The AST builder is handed to Lark as its transformer, so no parse tree is ever built: each
grammar rule is reduced straight into an `ir` node, its offset taken from its tokens.  Every
Lark exception becomes a located `DiagnosticError` (see `syntax_errors`).
"""

from __future__ import annotations

import functools
import os
import re
import threading
from collections.abc import Callable
from importlib.resources import files
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedInput
from lark.lexer import LexerState, LexerThread, LineCounter
from lark.utils import TextSlice

from toyir import ir
from toyir.diagnostics import DiagnosticError, error
from toyir.explanations import NESTING, SYNTAX
from toyir.printer import mlir_text
from toyir.shapes import Shape
from toyir.source import Source
from toyir.syntax import tables
from toyir.syntax.checks import (FUNC_INFERRED, MAX_ALIAS_PARTS, MAX_LOCATION_NUMBER, MAX_DIGITS, MAX_INTEGER_WIDTH,
                                 DenseList, Scalable, TypeList, UndefinedAlias, bad_escape, callsite_location,
                                 dense_error, dense_list, distinct_error, function_attributes,
                                 fused_location, hex_string_error, joined_sign, memref_of,
                                 name_location, nesting, numeric_elements, resources_error, shaped, symbol_string,
                                 HEX_EXPECTED, NOT_SHAPED, RESOURCE_NOT_SHAPED)
from toyir.syntax.affine import opaque_error
from toyir.syntax import numbers
from toyir.syntax.numbers import dense_elements_error
from toyir.syntax.context import ParseContext, resolve_locations
from toyir.syntax.dialect_tokens import BLANKS
from toyir.syntax.errors import LOCATION_AFTER_TO, LOCATION_COLUMN, LOCATION_LINE, after_previous_token, syntax_error
from toyir.syntax.fastparse import make_op



def grammar_text() -> str:
    """The grammar of record, read from the installed package (`grammar/` in a checkout)."""
    return files("toyir.grammar").joinpath("toyir.lark").read_text(encoding="utf-8")


def make_lark(*, strict: bool = False, cache: str | bool = False) -> Lark:
    """A Lark LALR parser for toyir.  `strict` (tests) fails on any conflict or terminal collision.

    `cache` is a file where Lark keeps its LALR tables between runs; it rebuilds them whenever
    the grammar no longer matches the hash stored with them.
    """
    return Lark(grammar_text(), parser="lalr", lexer="contextual", transformer=_AstBuilder(),
                lexer_callbacks=_LEXER_CALLBACKS, maybe_placeholders=True, strict=strict, cache=cache,
                start=list(START_RULES), _plugins=_PLUGINS)


class _SliceLexerThread(LexerThread):
    """Lark's lexer thread, except that a slice of a text is lexed without first counting the
    lines before it.  Lark counts them for its tokens' line numbers, which toyir never reads (it
    locates everything by offset): each piece the fast path hands over, and each chunk after the
    first, cost time in proportion to where it starts, and a file of distinct attribute
    dictionaries took time quadratic in its length."""

    @classmethod
    def from_text(cls, lexer: Any, text_or_slice: Any) -> LexerThread:
        text = TextSlice.cast_from(text_or_slice)
        counter = LineCounter("\n")
        counter.char_pos = counter.line_start_pos = text.start
        return cls(lexer, LexerState(text, counter))


# Lark's hook for replacing its parts (what lark-cython uses): given when the parser is built,
# and again when its tables are loaded from the cache, which does not hold it.
_PLUGINS = {"LexerThread": _SliceLexerThread}


# The whole grammar (`start`), and the pieces the fast path hands over when a line is not one of
# the shapes it reads itself.
START_RULES = ("start", "op", "op_head", "op_tail", "type", "type_list", "attr_dict", "location", "alias_def",
               "block_arguments", "file_metadata", "attr_value")


def _cache_file() -> str | None:
    """Where the LALR tables are cached (see toyir/syntax/tables.py), or None for no cache."""
    directory = tables.cache_directory()
    return None if directory is None else os.path.join(directory, tables.cache_name(_tables_key()))


def _tables_key() -> str:
    """What the cached tables are of: the grammar and the rules it is parsed from."""
    return grammar_text() + "\0start " + " ".join(START_RULES)


@functools.cache
def _lark() -> Lark:
    # Not Lark's `cache=`: it loads a pickle without checking who wrote it (tables.py does).
    return tables.cached_lark(make_lark, _tables_key(), transformer=_AstBuilder(), lexer_callbacks=_LEXER_CALLBACKS,
                              _plugins=_PLUGINS)


def parse(source: Source, start: int = 0, end: int | None = None, context: ParseContext | None = None,
          values_first: bool = True, whole: bool = True) -> ir.Module:
    """Parse `source.text[start:end]` (one `// -----` chunk, or all of it) into a module, its
    location aliases resolved.

    Offsets in the result are offsets into the whole `source.text`.  Raises `DiagnosticError`:
    the first error, as mlir-opt's parser finds it (`values_first`: with the value errors it
    finds before an error further on, toyir.syntax.before_error).  `whole`: the text is the
    chunk as written; where parts of it are blanked out, the uses of aliases in them are gone,
    and an alias never defined is not said (the chunk as written says which comes first).
    """
    context = ParseContext() if context is None else context
    context.deferred = []
    read = False  # (whether the chunk was read whole: an alias never defined is said at its end)
    try:
        module = parse_rule(source, "start", start, end, context)
        read = True
        never = next(((name, at) for name, at in context.deferred if context.location(name) is None), None) \
            if whole else None
        if never is not None:  # as mlir-opt, once the chunk is read: the first in file order
            value = context.attributes.get(never[0])
            if value is not None:  # an alias of an attribute that is no location
                raise DiagnosticError(error(never[1], f"expected location, but found '{mlir_text(value)}'",
                                            code=SYNTAX))
            raise DiagnosticError(error(never[1], "operation location alias was never defined", code=SYNTAX))
    except DiagnosticError as e:
        if not values_first:
            raise
        from toyir.syntax.before_error import value_error_before  # (it reads with this module's grammar)

        # (mlir-opt says an alias never defined once the chunk is read: after every value's error in it)
        earlier = value_error_before(source, start, (len(source.text) if end is None else end) if read
                                     else e.diagnostic.offset)
        if earlier is None:
            raise
        raise DiagnosticError(earlier) from None
    resolve_locations(module.body, context)
    return module


def parse_rule(source: Source, rule: str, start: int = 0, end: int | None = None,
               context: ParseContext | None = None):
    """`source.text[start:end]` read as grammar rule `rule` (one of START_RULES), built by the
    AST builder with `context`'s aliases (updated with those the text defines)."""
    text = source.text if start == 0 and end is None else TextSlice(source.text, start, len(source.text) if end is None else end)
    with _PARSING:
        parser = _lark()
        builder: _AstBuilder = parser.options.transformer  # type: ignore[assignment]  # the one make_lark gave
        builder.text = source.text
        builder.context = ParseContext() if context is None else context
        try:
            return parser.parse(text, start=rule)
        except UnexpectedInput as e:
            raise DiagnosticError(syntax_error(source, e, start, end, builder.context)) from None
        finally:
            builder.context = ParseContext()  # nothing of this parse leaks into the next


def built_before(source: Source, start: int, end: int) -> list:
    """What the grammar builds of `source.text[start:end]`, a chunk cut short (at a line where
    an error is): the values its parser holds where the text ends, the open constructs' tokens
    and the parts of them built, first to last (toyir.syntax.before_error); the module, if the
    text is whole; nothing if it has an error of its own before its end."""
    with _PARSING:
        parser = _lark()
        builder: _AstBuilder = parser.options.transformer  # type: ignore[assignment]  # the one make_lark gave
        builder.text = source.text
        builder.context = ParseContext()
        try:
            return [parser.parse(TextSlice(source.text, start, end), start="start")]
        except UnexpectedInput as e:
            interactive = getattr(e, "interactive_parser", None)
            at_end = getattr(getattr(e, "token", None), "type", None) == "$END"
            return list(interactive.parser_state.value_stack) if interactive is not None and at_end else []
        except DiagnosticError:
            return []
        finally:
            builder.context = ParseContext()


# The one parser's AST builder holds the text and the alias context of the parse in hand: one
# parse at a time (an autograder's threads), each with its own.  The grammar reads only what
# the reader gave up on, most often around an error: the lock is rarely waited for.
_PARSING = threading.Lock()


_UNRANKED = object()


def _at(token: Token) -> int:
    return token.start_pos or 0  # Lark's tokens always have it; its types say Optional


# What each of the grammar's number tokens is to toyir.syntax.numbers
_NUMBER_KINDS = {"INT": "number", "HEX_INT": "number", "FLOAT": "float", "TRUE": "bool", "FALSE": "bool"}
# After a number: its `:` and the name its type begins with
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*+"')
_TYPE_AFTER = re.compile(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+:(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+[!A-Za-z_][A-Za-z0-9_$.]*+")


def _after_type(text: str, end: int) -> int | None:
    """Where the token after the type that follows a number ending at `end` is (`1.5 : i32 }`:
    the `}`); None for a type it does not find the end of (a function type)."""
    found = _TYPE_AFTER.match(text, end)
    if found is None:
        return None
    at = found.end()
    if text.startswith("<", at):
        depth = 0
        while at < len(text):
            if text[at] == '"':
                closed = _STRING.match(text, at)
                at = closed.end() if closed is not None else len(text)
                continue
            depth += {"<": 1, ">": -1}.get(text[at], 0)
            at += 1
            if depth == 0:
                break
    return BLANKS.match(text, at).end()  # type: ignore[union-attr]


def _nested(build: Callable[[], ir.Location]) -> ir.Location:
    """A location made of others, one of them an alias not defined before it: mlir-opt's
    words, after the alias's name, where its lexer stands then."""
    try:
        return build()
    except UndefinedAlias as e:
        token = e.part
        assert isinstance(token, Token)  # what `location_alias` gives
        raise DiagnosticError(error(token.end_pos or 0, f"undefined symbol alias id '{token[1:]}'",
                                    code=SYNTAX)) from None


def _fail(token: Token, message: str, detail: str = "", code: str = SYNTAX) -> DiagnosticError:
    return DiagnosticError(error(_at(token), message, detail=detail, code=code))


def _number(token: Token, message: str) -> int:
    """The integer `token` spells; `message` at the token if it has too many digits to be one.

    Checked before `int()`: Python refuses to convert strings of over 4,300 digits, and a
    number that long is out of every range MLIR has anyway.
    """
    text = str(token).lstrip("#")
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _fail(token, message, f": '{text[:20]}...' has {len(text)} digits")
    return int(text, 16) if "0x" in text else int(text)


def _check_string(token: Token) -> Token:
    """A string literal's escapes are MLIR's, or the error mlir-opt gives, at the bad one.

    The lexer calls it on every token that holds one (`_LEXER_CALLBACKS`), as MLIR's lexer
    checks every string it reads: an op's name, an attribute's name or value, a location, a
    quoted symbol name, a string inside a dialect's `<...>` or `dense<...>`, a resource."""
    bad = bad_escape(str(token))
    if bad is not None:
        raise DiagnosticError(error(_at(token) + bad, "unknown escape in string literal", code=SYNTAX))
    return token


def _signed(token: Token) -> Token:
    """A number whose `-` stands apart from its digits (`- 2`), as the number (`-2`)."""
    text = joined_sign(str(token))
    return token if text == token else token.update(value=text)


# The terminals that may hold a string literal: `"..."`, and `@"..."`; the numbers, whose sign may stand apart.
_LEXER_CALLBACKS = {"STRING": _check_string, "SYMBOL_NAME": _check_string, "INT": _signed, "HEX_INT": _signed,
                    "FLOAT": _signed}


def _dim(token: Token) -> int:
    # mlir-opt's word for both cases is "invalid dimension"; toyir says why.
    size = _number(token, "invalid dimension")
    if size < 0:  # mlir-opt's lexer reads no dimension there, then no type
        raise _fail(token, "expected non-function type",
                    f": invalid dimension '{token}': a size cannot be negative (write '?' for a dynamic size)")
    if size > ir.INT64_MAX:
        raise _fail(token, "invalid dimension", f" '{token}': larger than the int64 maximum {ir.INT64_MAX}")
    return size


# What mlir-opt says where a value ends and its container does not go on, by the bracket before
# the value (its entry's `=`: a dictionary's)
_AFTER_VALUE = {"=": "expected '}' in attribute dictionary", "[": "expected ',' or ']'", ",": "expected ',' or ']'"}


def _alias_or_opaque(name: Token, body: str | None, table: dict, opaque: Callable[[str], object]) -> Any:
    """What the alias `name` (`#x`, `!t`) stands for, or a dialect's own attribute or type
    (`!llvm.ptr`, `#dialect<...>`) kept as written by `opaque`.  An alias used before its
    definition is mlir-opt's error."""
    if body is None:
        found = table.get(str(name))
        if found is not None:
            return found
        if "." not in name:
            # (right after the name, where mlir-opt's lexer then stands)
            raise DiagnosticError(error(_at(name) + len(name), f"undefined symbol alias id '{name[1:]}'", code=SYNTAX))
    return opaque(str(name) + (body or ""))


def _check_nesting(value: object, opener: Token, aliases: dict[int, tuple[int, int]],
                   levels: int = ir.MAX_NESTING) -> None:
    """`value` nests fewer than `levels` deep (its parts fewer than ir.MAX_NESTING: `levels`
    one more); what `aliases` stand for is measured already.  One walk for all of a value's
    parts: a walk per element of a 200k-element array cost a second."""
    if nesting(value, aliases)[0] >= levels:
        raise _fail(opener, "nesting too deep", f": types and attributes nest at most {ir.MAX_NESTING} levels",
                    NESTING)


def _unquote(text: str) -> str:
    return text[1:-1] if text.startswith('"') else text


class _AstBuilder(Transformer):
    """One short method per grammar rule; children arrive already built, literals filtered out.

    `text` and `context` are set for each parse: the buffer (tokens hold offsets into it) and
    the chunk's aliases.
    """

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.context = ParseContext()

    def _measured(self) -> dict[int, tuple[int, int]]:
        """What the chunk's aliases stand for, measured (`nesting`)."""
        return self.context.measured if self.context is not None else {}

    def _location(self, value: ir.Location | str | None) -> ir.Location | None:
        """A location inside another (fused, call site, name): its alias resolved now, if it can be."""
        return self.context.location(value) if self.context is not None else None

    # ---------------------------------------------------------------- structure

    def start(self, items: list) -> ir.Module:
        context = self.context
        assert context is not None
        return ir.Module(tuple(i for i in items if i is not None), tuple(context.definitions), context.resources)

    def attribute_alias(self, children: list) -> Token:
        return self._alias_name(children[0], "attribute")

    def type_alias(self, children: list) -> Token:
        return self._alias_name(children[0], "type")

    def _alias_name(self, name: Token, kind: str) -> Token:
        """An alias's name, checked before its value is read (the builder runs as the parser
        reduces: this comes first), as mlir-opt checks it."""
        assert self.context is not None
        table: dict = self.context.types if kind == "type" else self.context.attributes
        if "." in name:  # `#dialect.name` and `!dialect.name` are a dialect's own
            raise _fail(name, f"{kind} names with a '.' are reserved for dialect-defined names")
        if str(name) in table:
            raise _fail(name, f"redefinition of {kind} alias id '{name[1:]}'")
        return name

    def alias_def(self, children: list) -> None:
        name, value = children
        context = self.context
        assert context is not None
        table: dict = context.types if name.type == "BANG_ID" else context.attributes
        measure = nesting(value, context.measured)
        if measure[1] > MAX_ALIAS_PARTS:
            raise _fail(name, "alias too large",
                        f": '{name[1:]}' stands for {measure[1]} types and attributes written out, "
                        f"more than {MAX_ALIAS_PARTS}", NESTING)
        context.measured[id(value)] = measure
        table[str(name)] = value
        context.definitions.append((str(name), value))
        return None

    def file_metadata(self, children: list) -> None:
        begin, *keys, end = children
        wrong = resources_error(self.text, _at(begin), end.end_pos)
        if wrong is not None:
            raise DiagnosticError(error(wrong[0], wrong[1], code=SYNTAX))
        assert self.context is not None
        self.context.resources = self.text[_at(begin):end.end_pos]
        return None

    def metadata_entry(self, children: list) -> Token:
        return children[0]  # the key: file_metadata checks those of the top level

    def metadata_dict(self, _: list) -> None:
        return None

    def module_op(self, children: list) -> ir.Operation:
        keyword, name, attributes, *body, location = children
        offset = _at(keyword)
        properties = () if name is None else (ir.Attribute("sym_name", symbol_string(str(name)), _at(name)),)
        block = ir.Block(None, (), tuple(body), offset)
        return ir.Operation(ir.MODULE_OP, (), (), attributes.entries if attributes else (), (), (), offset, offset,
                            offset, properties=properties, regions=(ir.Region((block,), offset),), location=location)

    def func_op(self, children: list) -> ir.Operation:
        keyword, visibility, name, (arguments, argument_types, argument_dicts), results, attributes, body, location \
            = children
        results, result_dicts = results or ((), ())
        offset = _at(keyword)
        inferred = next((a for a in attributes.entries if a.name in FUNC_INFERRED), None) if attributes else None
        if inferred is not None:  # the custom form says these itself
            at = self.text.rfind("attributes", offset, attributes.entries[0].offset)
            raise DiagnosticError(error(at, f"custom op 'func.func' '{inferred.name}' is an inferred attribute and "
                                            f"should not be specified in the explicit attribute dictionary",
                                        code=SYNTAX))
        function_type = ir.FunctionType(argument_types, results)
        properties = [*function_attributes("arg_attrs", argument_dicts, offset),
                      ir.Attribute("function_type", ir.TypeAttr(function_type), offset),
                      *function_attributes("res_attrs", result_dicts, offset),
                      ir.Attribute("sym_name", symbol_string(str(name)), _at(name))]
        if visibility is not None:
            properties.append(ir.Attribute("sym_visibility", ir.StringAttr(f'"{visibility}"'), offset))
        regions: tuple[ir.Region, ...] = ()
        if body is not None:
            brace, entry, blocks = body
            if entry is not None:
                blocks = (ir.Block(None, arguments or (), entry, brace), *blocks)
            elif not blocks:
                blocks = (ir.Block(None, arguments or (), (), brace),)
            elif arguments:
                raise DiagnosticError(error(blocks[0].offset, "invalid block name in region with named arguments",
                                            code=SYNTAX))
            regions = (ir.Region(blocks, brace),)
        return ir.Operation(ir.FUNC_OP, (), (), attributes.entries if attributes else (), (), (), offset, offset,
                            offset, properties=tuple(properties), regions=regions, location=location)

    def visibility(self, children: list) -> str:
        return str(children[0])

    def func_args(self, children: list) -> tuple[tuple[ir.BlockArgument, ...] | None, tuple[ir.Type, ...], tuple]:
        """The entry block's arguments (None for a declaration's types), the types, and each
        argument's attributes (None where it has none)."""
        dicts = tuple(d for _, d in children)
        if children and isinstance(children[0][0], ir.BlockArgument):
            return tuple(a for a, _ in children), tuple(a.type for a, _ in children), dicts
        return (None if children else ()), tuple(t for t, _ in children), dicts

    def func_arg(self, children: list) -> tuple[ir.BlockArgument, ir.DictAttr | None]:
        name, type_, attributes, location = children
        return ir.BlockArgument(str(name), type_, _at(name), location), attributes

    def func_type_arg(self, children: list) -> tuple[ir.Type, ir.DictAttr | None]:
        type_, attributes = children
        return type_, attributes

    def func_results(self, children: list) -> tuple[tuple[ir.Type, ...], tuple]:
        """The result types, and each one's attributes (None where it has none)."""
        if not isinstance(children[0], Token):
            return (children[0],), (None,)
        results = [r for r in children[1:] if r is not None]
        return tuple(t for t, _ in results), tuple(d for _, d in results)

    def func_result(self, children: list) -> tuple[ir.Type, ir.DictAttr | None]:
        type_, attributes = children
        return type_, attributes

    def named_arg(self, children: list) -> ir.BlockArgument:
        name, type_, location = children
        return ir.BlockArgument(str(name), type_, _at(name), location)

    def func_body(self, children: list) -> tuple:
        brace, entry, *blocks = children
        return _at(brace), entry, tuple(blocks)

    def func_entry(self, children: list) -> tuple[ir.Operation, ...]:
        return tuple(op for op in children if op is not None)  # `[return_op]` left out is None

    def func_block(self, children: list) -> ir.Block:
        (label, arguments, offset), *ops = children
        return ir.Block(label, arguments, tuple(op for op in ops if op is not None), offset)

    def block_header(self, children: list) -> tuple:
        name, *arguments = children
        return str(name), tuple(a for a in arguments if a is not None), _at(name)

    def return_op(self, children: list) -> ir.Operation:
        keyword, operands, *types, location = children
        offset = _at(keyword)
        return ir.Operation(
            name=ir.RETURN_OP, results=(), operands=operands or (), attributes=(),
            operand_types=tuple(t for t in types if t is not None), result_types=(),
            offset=offset, start=offset, types_offset=offset, location=location)

    # ---------------------------------------------------------------- operations

    def op(self, children: list) -> ir.Operation:
        head, regions, tail = children
        return make_op(head, regions or (), tail)

    def op_head(self, children: list) -> tuple:
        results, name, operands, successors, properties = children
        if "\x00" in name:
            raise _fail(name, "null character not allowed in operation name")
        if name == '""':
            raise _fail(name, "empty operation name is invalid")
        return results or (), str(name)[1:-1], _at(name), operands or (), successors or (), properties or ()

    def op_tail(self, children: list) -> tuple:
        attributes, (operand_types, types_offset, result_types), location = children
        return attributes.entries if attributes else (), operand_types, types_offset, result_types, location

    def op_results(self, groups: list) -> tuple[ir.ResultGroup, ...]:
        return tuple(groups)

    def op_result(self, children: list) -> ir.ResultGroup:
        name, count = children
        if count is not None:
            size = _number(count, "invalid result group size")
            if size < 1:
                raise _fail(count, f"invalid result group size '{count}': expected a positive number of results")
        return ir.ResultGroup(str(name), 1 if count is None else size, _at(name))

    def operand_list(self, uses: list) -> tuple[ir.Use, ...]:
        return tuple(uses)

    def operand(self, children: list) -> ir.Use:
        name, number = children
        index = None if number is None else _number(number, "invalid SSA value result number")
        return ir.Use(str(name), index, _at(name))

    def successors(self, children: list) -> tuple[ir.BlockRef, ...]:
        return tuple(children[1:])

    def successor(self, children: list) -> ir.BlockRef:
        (label,) = children
        return ir.BlockRef(str(label), _at(label))

    def properties(self, children: list) -> tuple[ir.Attribute, ...]:
        return children[1].entries

    def regions(self, children: list) -> tuple[ir.Region, ...]:
        return tuple(children[1:])

    def region(self, children: list) -> ir.Region:
        brace, entry, *blocks = children
        if entry is not None:
            blocks.insert(0, ir.Block(None, (), entry, entry[0].start))
        return ir.Region(tuple(blocks), _at(brace))

    def entry_ops(self, ops: list) -> tuple[ir.Operation, ...]:
        return tuple(ops)

    def block(self, children: list) -> ir.Block:
        label, arguments, *ops = children
        return ir.Block(str(label), arguments or (), tuple(ops), _at(label))

    def block_arguments(self, children: list) -> tuple[ir.BlockArgument, ...]:
        return tuple(a for a in children if a is not None)

    def op_type(self, children: list) -> tuple:
        operand_types, result_types = children
        return operand_types.types, operand_types.offset, result_types

    def function_type(self, children: list) -> ir.FunctionType:
        operand_types, result_types = children
        function_type = ir.FunctionType(operand_types.types, result_types)
        _check_nesting(function_type, children[0] if isinstance(children[0], Token) else Token("", "", 0),
                       self._measured())
        return function_type

    def type_list(self, children: list) -> TypeList:
        lpar, *types = children
        return TypeList(tuple(types), _at(lpar))

    def result_types(self, children: list) -> tuple[ir.Type, ...]:
        (result,) = children
        return result.types if isinstance(result, TypeList) else (result,)

    # ---------------------------------------------------------------- locations

    def location(self, children: list) -> ir.Location | str:
        value = children[1]
        if isinstance(value, Token):  # an alias's name: resolved once the chunk is read
            deferred = self.context.deferred  # type: ignore[union-attr]
            if deferred is not None:
                deferred.append((str(value), _at(value)))
            return str(value)
        return value

    def file_location(self, children: list) -> ir.Location:
        name, line, column, to, end_line, end_column = children
        # MLIR's numbers here are unsigned 32-bit integers: its words where a `-` stands instead,
        # or a larger one, each in turn (after `to`, right after it, where its parser wanted a line)
        for number, what in ((line, LOCATION_LINE), (column, LOCATION_COLUMN), (end_line, LOCATION_AFTER_TO),
                             (end_column, LOCATION_COLUMN)):
            if number is None:
                continue
            negative = str(number).startswith("-")
            digits = str(number).lstrip("-").lstrip("0")  # (leading zeros are MLIR's too: `007` is 7)
            if negative or len(digits) > 10 or int(digits or "0") > MAX_LOCATION_NUMBER:
                at = after_previous_token(self.text, 0, _at(number)) if number is end_line else _at(number)
                raise DiagnosticError(error(at, what if negative or number is not end_line else LOCATION_LINE,
                                            code=SYNTAX))
        text = self.text[_at(name):(end_column or column or line).end_pos]
        line_number = int(line)
        column_number = 1 if column is None else int(column)
        return ir.Location(text, ir.unquote(str(name)), line_number, column_number)  # the file mlir-opt names

    def name_location(self, children: list) -> ir.Location:
        name, *rest = children  # the optional `(...)` is an inlined rule: no placeholder for it
        return _nested(lambda: name_location(str(name), rest[0] if rest else None, self._location))

    def unknown_location(self, _: list) -> ir.Location:
        return ir.Location("unknown", None, None, None)

    def callsite_location(self, children: list) -> ir.Location:
        _, callee, _, caller = children
        return _nested(lambda: callsite_location(callee, caller, self._location))

    def fused_location(self, children: list) -> ir.Location:
        _, _, metadata, _, *parts = children
        return _nested(lambda: fused_location(metadata, [p for p in parts if p is not None], self._location))

    def location_attr(self, children: list) -> ir.Location:
        """A location written as an attribute's value (an alias definition's too): `loc(#alias)`
        is the location the alias names, which must be defined above it (MLIR resolves an
        attribute's alias at once, unlike an op's location)."""
        value = children[1]
        if not isinstance(value, Token):
            return value  # type: ignore[no-any-return]
        found = self.context.location(str(value))  # type: ignore[union-attr]
        if found is None:
            raise DiagnosticError(error(_at(value) + len(value), f"undefined symbol alias id '{value[1:]}'", code=SYNTAX))
        return found

    def location_alias(self, children: list) -> Token:
        return children[0]  # its token, where an error about it is reported

    # ---------------------------------------------------------------- types

    def tensor_type(self, children: list) -> ir.TensorType:
        _, dims, element, encoding = children
        return ir.TensorType(None if dims is _UNRANKED else dims, element, encoding)

    def memref_type(self, children: list) -> ir.MemRefType:
        keyword, dims, element, first, second = children
        memref = memref_of(None if dims is _UNRANKED else dims, element, first, second)
        if isinstance(memref, str):
            raise _fail(keyword, memref)
        return memref

    def ranked_dims(self, dims: list) -> Shape:
        return tuple(None if d is None else _dim(d) for d in dims)

    def unranked_dims(self, _: list) -> object:
        return _UNRANKED

    def dynamic_dim(self, _: list) -> None:
        return None

    def vector_type(self, children: list) -> ir.VectorType:
        keyword, *dims, element = children
        shape = tuple(d if isinstance(d, Scalable) else _dim(d) for d in dims)
        if 0 in shape:
            raise _fail(keyword, f"vector types must have positive constant sizes but got {', '.join(map(str, shape))}")
        scalable = tuple(isinstance(d, Scalable) for d in dims)
        return ir.VectorType(tuple(map(int, shape)), element, scalable if any(scalable) else ())

    def scalable_dim(self, children: list) -> Scalable:
        (size,) = children
        return Scalable(_dim(size))

    def tuple_type(self, children: list) -> ir.TupleType:
        keyword, *types = children
        tuple_type = ir.TupleType(tuple(t for t in types if t is not None))
        _check_nesting(tuple_type, keyword, self._measured())
        return tuple_type

    def none_type(self, _: list) -> ir.NoneType:
        return ir.NoneType()

    def dialect_type(self, children: list) -> ir.Type:
        name, body = children
        return _alias_or_opaque(name, body, self.context.types, ir.OpaqueType)

    def integer_type(self, children: list) -> ir.IntegerType:
        (token,) = children
        signedness, _, width = token.partition("i")
        if len(width) > 8 or int(width) > MAX_INTEGER_WIDTH:
            raise _fail(token, f"integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits")
        return ir.IntegerType(int(width), signedness)

    def float_type(self, children: list) -> ir.FloatType:
        return ir.FloatType(str(children[0]))

    def index_type(self, _: list) -> ir.IndexType:
        return ir.IndexType()

    def complex_type(self, children: list) -> ir.ComplexType:
        keyword, element = children
        complex_type = ir.ComplexType(element)
        _check_nesting(complex_type, keyword, self._measured(), ir.MAX_NESTING + 1)
        return complex_type

    # ---------------------------------------------------------------- attributes

    def attr_dict(self, children: list) -> ir.DictAttr:
        brace, *values = children
        entries = tuple(e for e in values if e is not None)
        seen: set[str] = set()
        for entry in entries:
            name = _unquote(entry.name)
            if name in seen:
                raise DiagnosticError(error(entry.offset, f"duplicate key '{name}' in dictionary attribute", code=SYNTAX))
            seen.add(name)
        dictionary = ir.DictAttr(entries)
        _check_nesting(dictionary, brace, self._measured(), ir.MAX_NESTING + 1)
        return dictionary

    def attr_entry(self, children: list) -> ir.Attribute:
        name, value = children
        return ir.Attribute(str(name), ir.UnitAttr() if value is None else value, _at(name))

    def string_attr(self, children: list) -> ir.StringAttr:
        literal, type_ = children
        return ir.StringAttr(str(literal), type_)

    def integer_attr(self, children: list) -> ir.IntegerAttr | ir.FloatAttr:
        token, type_ = children
        negative = token.startswith("-")  # (its sign joined to its digits by the lexer: `_signed`)
        digits = token[negative:]
        wrong = numbers.scalar_integer_error(digits, negative, type_)
        if wrong is not None:
            raise DiagnosticError(error(token.end_pos - len(digits), wrong[0], detail=wrong[1], code=SYNTAX))
        if isinstance(type_, ir.FloatType):  # a float's bits, as mlir-opt prints NaN and infinities
            return ir.FloatAttr(str(token), type_)
        return ir.IntegerAttr(ir.wrapped_integer(numbers.value(digits, negative), type_), type_)

    def float_attr(self, children: list) -> ir.FloatAttr:
        text, type_ = children
        if type_ is not None and not isinstance(type_, ir.FloatType):
            # (said where MLIR's parser stands then: at the token after the type)
            raise DiagnosticError(error(_after_type(self.text, text.end_pos) or _at(text),
                                        "floating point value not valid for specified type", code=SYNTAX))
        return ir.FloatAttr(str(text), type_)

    def bool_attr(self, children: list) -> ir.BoolAttr:
        return ir.BoolAttr(children[0] == "true")

    def unit_attr(self, _: list) -> ir.UnitAttr:
        return ir.UnitAttr()

    def array_attr(self, children: list) -> ir.ArrayAttr:
        bracket, *values = children
        array = ir.ArrayAttr(tuple(e for e in values if e is not None))
        _check_nesting(array, bracket, self._measured(), ir.MAX_NESTING + 1)
        return array

    def dense_array_attr(self, children: list) -> ir.DenseArrayAttr:
        keyword, element, *tokens = children
        if isinstance(element, ir.IntegerType) and element.width % 8 and element.width != 1:
            at = self.text.index("<", keyword.end_pos) + 1
            while self.text[at] in " \t\r\n":  # the element type, after any blanks
                at += 1
            raise DiagnosticError(error(at, "element type bitwidth must be a multiple of 8", code=SYNTAX))
        values: list[int | str] = []
        for token in tokens:
            if token is None:
                continue
            negative = token.startswith("-")
            digits = token[negative:]
            wrong = numbers.array_element_error(_NUMBER_KINDS[token.type], digits, negative, element)
            if wrong is not None:
                after, message, detail = wrong
                at = BLANKS.match(self.text, token.end_pos).end() if after else token.end_pos - len(digits)  # type: ignore
                raise DiagnosticError(error(at, message, detail=detail, code=SYNTAX))
            if token.type in ("INT", "HEX_INT") and not isinstance(element, ir.FloatType):
                values.append(ir.wrapped_integer(numbers.value(digits, negative), element))
            else:
                values.append(str(token))
        return ir.DenseArrayAttr(element, tuple(values))

    def type_attr(self, children: list) -> ir.TypeAttr:
        return ir.TypeAttr(children[0])

    def symbol_ref(self, children: list) -> ir.SymbolRefAttr:
        return ir.SymbolRefAttr(tuple(str(c) for c in children if c.type == "SYMBOL_NAME"))

    def elements_attr(self, children: list) -> ir.ElementsAttr:
        keyword, *rest, type_ = children
        if keyword.type == "SPARSE":
            (body,) = rest
            if not shaped(type_):
                raise _fail(keyword, NOT_SHAPED)
            return ir.ElementsAttr("sparse", body[1:-1], None, type_)
        opener, literal, closer = rest
        body = self.text[opener.end_pos:_at(closer)]
        if keyword.type == "DENSE_RESOURCE":
            if not shaped(type_):  # (said at the `:` after the `>`)
                raise DiagnosticError(error(BLANKS.match(self.text, closer.end_pos).end(),  # type: ignore[union-attr]
                                            RESOURCE_NOT_SHAPED, code=SYNTAX))
            return ir.ElementsAttr("dense_resource", body, None, type_)
        shape: tuple[int, ...] | None = None
        hex_bytes = None
        if isinstance(literal, DenseList):
            shape = literal.shape
        elif literal is not None and literal.type == "STRING" and numeric_elements(type_):
            if hex_string_error(literal):
                raise _fail(literal, HEX_EXPECTED)
            hex_bytes = (len(literal) - 4) // 2
        elif literal is not None:
            shape = ()
        wrong = dense_error(shape, type_, literal is None, hex_bytes)
        if wrong is not None:
            raise _fail(keyword, wrong)
        if literal is not None and hex_bytes is None:
            elements = dense_elements_error(body, type_)
            if elements is not None:
                at, message, detail = elements
                raise DiagnosticError(error(_at(keyword) if at is None else opener.end_pos + at, message,
                                            detail=detail, code=SYNTAX))
        return ir.ElementsAttr("dense", body, shape, type_)

    def dense_list(self, children: list) -> DenseList:
        opener, *elements, _ = children
        shaped = dense_list([e for e in elements if e is not None])
        if shaped is None:
            raise _fail(opener, "tensor literal is invalid; ranks are not consistent between elements")
        return shaped

    def dense_complex(self, children: list) -> Token:
        return Token("COMPLEX_LITERAL", "", 0)

    def distinct_attr(self, children: list) -> ir.DistinctAttr:
        keyword, _, number, closer, _, value, _ = children
        if number.startswith("-"):
            raise _fail(number, "expected distinct ID")
        id_ = 2**64 if len(number) > MAX_DIGITS else int(number, 16) if number.type == "HEX_INT" else int(number)
        if id_ >= 2**64:
            raise _fail(closer, "expected an unsigned 64-bit integer")
        value = ir.UnitAttr() if value is None else value
        wrong = distinct_error(self.context.distinct, id_, value)
        if wrong is not None:
            raise _fail(keyword, wrong)
        return ir.DistinctAttr(id_, value)

    def builtin_opaque_attr(self, children: list) -> ir.OpaqueAttr:
        keyword, body = children
        opener = self.text.index("<", keyword.end_pos)
        wrong = opaque_error(str(keyword), self.text, opener, opener + len(body))
        if wrong is not None:
            raise DiagnosticError(error(wrong[0], wrong[1], code=SYNTAX))
        return ir.OpaqueAttr(str(keyword) + body)

    def dialect_attr(self, children: list) -> ir.AttrValue:
        name, body, colon, type_ = children
        if colon is not None and body is None and "." not in name:
            # an alias, which MLIR reads as the value it stands for, then finds the `:` where the
            # value's container goes on (only a dialect's attribute is read with its type)
            words = _AFTER_VALUE.get(self.text[:_at(name)].rstrip()[-1:], "expected ',' or end of the value")
            raise DiagnosticError(error(after_previous_token(self.text, 0, _at(colon)), words,
                                        detail=f": an alias ('{name}') takes no ': type'", code=SYNTAX))
        value = _alias_or_opaque(name, body, self.context.attributes, ir.OpaqueAttr)
        return value if colon is None else ir.OpaqueAttr(f"{value} : {type_}")

    def balanced(self, children: list) -> str:
        return self.text[_at(children[0]):children[-1].end_pos]

    affine_body = balanced
