"""The reader: the whole grammar of record read by hand, into exactly the AST the grammar builds.

grammar/toyir.lark is the syntax of record, and Lark's parser of it the judge of every error.
This module reads the same language without Lark: a recursive descent over the grammar's
rules, one method per rule, each token matched at its place by the grammar's own terminal
regex, whitespace and comments skipped between any two tokens as Lark ignores them.  It builds
the nodes the grammar's AST builder (toyir/syntax/parser.py) builds, offsets included, and
makes the builder's checks (toyir/syntax/checks.py).  Whatever it does not accept, an error
or a form it does not know, raises `GiveUp`: the caller hands the text to the grammar, which
reads it or says what is wrong.  So the reader may refuse what the grammar accepts (that costs
time), never accept what it rejects; tests/test_reader.py checks that on generated, grammar-
derived and mutated texts.

Where Lark's contextual lexer could split a text two ways, the reader takes Lark's way or
gives up: a keyword is a whole word here (Lark matches it as a prefix, and the rest is then an
error, or a form no one writes), and numbers are tried as Lark orders them (float, hex, int).
Distinct texts of types, attribute dictionaries and locations are read once and remembered
(a file repeats them); an op on a line of its own in the common shape is read by the fast
path's line regex (toyir/syntax/fastparse.py) without a step per token.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    import re
    from typing import Any, Callable

from toyir import ir
from toyir.syntax import fastparse
from toyir.syntax.checks import (FUNC_INFERRED, LOCATION_NUMBER, MAX_ALIAS_PARTS, MAX_DIGITS, MAX_INTEGER_WIDTH,
                                 MAX_LOCATION_NUMBER, DenseList, Scalable, TypeList, UndefinedAlias, bad_escape, callsite_location,
                                 dense_error, dense_list, distinct_error, function_attributes,
                                 fused_location, hex_float_out_of_range, hex_string_error, joined_sign, memref_of,
                                 name_location, nesting, numeric_elements, plain_location, remember_metadata, resources_error, shaped,
                                 symbol_string)
from toyir.syntax import affine
from toyir.syntax.affine import opaque_error
from toyir.syntax import numbers
from toyir.syntax.numbers import dense_elements_error
from toyir.syntax.context import ParseContext
from toyir.syntax.fastparse import GiveUp
from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.syntax.bounded import bounded as _bounded

# ---------------------------------------------------------------- the grammar's terminals
# Each is the grammar's regex (tests/test_reader.py compares them), possessive: none backtracks.

_p = fastparse._possessive
IGNORED = _Lazy(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+")  # WS and COMMENT, which the grammar ignores
_VALUE_ID_TEXT = _p(fastparse.VALUE_ID)
_SYMBOL_NAME_TEXT = _p(r'@(?:[A-Za-z_][A-Za-z0-9_$.]*|"[^"\\\n\v\f]*(?:\\.[^"\\\n\v\f]*)*")')
_BLOCK_ID_TEXT = _p(fastparse.BLOCK_ID)
_HASH_ID_TEXT = _p(fastparse.HASH_ID)
_BANG_ID_TEXT = r"![A-Za-z_][A-Za-z0-9_$.-]*+"
_BARE_ID_TEXT = _p(ir.BARE_ID)
_VALUE_ID = _Lazy(_VALUE_ID_TEXT)
_RESULT_NUMBER = _Lazy(r"#[0-9]++")
_SYMBOL_NAME = _Lazy(_SYMBOL_NAME_TEXT)
_BLOCK_ID = _Lazy(_BLOCK_ID_TEXT)
_HASH_ID = _Lazy(_HASH_ID_TEXT)
_BANG_ID = _Lazy(_BANG_ID_TEXT)
_BARE_ID = _Lazy(_BARE_ID_TEXT)
_STRING = _Lazy(fastparse._STRING)
# (a `-` may stand apart from its digits, blanks and comments between, as MLIR's lexer reads it: `_plain`)
_SIGN = r"(?:-(?:[ \t\f\r\n\x00]|//[^\n]*+\n)*+)?+"
_INT = _Lazy(rf"{_SIGN}[0-9]++")
# FLOAT, HEX_INT, INT in the order Lark's lexer tries them where all three may come
_NUMBER = _Lazy(rf"({_SIGN}[0-9]++\.[0-9]*+(?:[eE][-+]?[0-9]++)?+)|({_SIGN}0x[0-9a-fA-F]++)|({_SIGN}[0-9]++)")


def _plain(number: str | None) -> str | None:
    """A group `_NUMBER` matched (None: the group did not), its `-` joined to its digits."""
    return None if number is None else joined_sign(number)


_ELEMENT_WORD = _Lazy(rf"([su]?i[0-9]++|{fastparse.FLOAT_TYPES})(?![A-Za-z0-9_$.])")
# A keyword is read as a whole word, then looked up (a word that is no keyword: GiveUp).
_WORD = _Lazy(r"[A-Za-z_][A-Za-z0-9_$.]*+")
# Inside `<...>` (a dialect's, an affine map's): one token of `_balanced_token`, in Lark's order
# (an affine body's `>=` and `<=` are `balanced`'s).
_BALANCED_TOKEN = _Lazy(
    rf"{fastparse._STRING}|{_SYMBOL_NAME_TEXT}"
    r"|-?[0-9]++\.[0-9]*+(?:[eE][-+]?[0-9]++)?+|-?0x[0-9a-fA-F]++|-?[0-9]++"  # FLOAT, HEX_INT, INT
    rf"|{_VALUE_ID_TEXT}|#[0-9]++|{_HASH_ID_TEXT}|{_BANG_ID_TEXT}|{_BLOCK_ID_TEXT}|{_BARE_ID_TEXT}"
    r"|::|->|[,:=*?+^-]")

# Any other character of a dialect's body: the grammar's BODY_CHAR
_BODY_CHAR = _Lazy(r'[^ \t\f\r\n\x00A-Za-z0-9_"<>()\[\]{},:=*?+^-]')

# The keywords Lark's lexer takes, as whole words, right after a `<...>` nested in brackets
# (tests/test_reader.py asks the grammar of every keyword it has).
_AFTER_NESTED = _Lazy(r"(?:attributes|builtin\.module|func\.func|func\.return|loc|module|return)(?![A-Za-z0-9_$.])")
_SPACE = " \t\n\r\f\x00/"  # what whitespace (a NUL byte too, as MLIR's lexer skips it) or a comment begins with
_OPENERS = {"<": ">", "(": ")", "[": "]", "{": "}"}
_TYPE_KEYWORDS = frozenset({"tensor", "memref", "vector", "tuple", "none", "complex", "index"})
_BUILTIN_OPAQUE = frozenset({"affine_map", "affine_set", "strided"})
# Where a shaped or dialect type's text ends, its brackets three deep (a text otherwise: the
# reader finds where, and keeps no text in `ParseContext.read_types` for it)
_TYPE_EXTENT = _Lazy(r"(?:tensor|memref|vector|![A-Za-z_][A-Za-z0-9_$.]*+)<(?:[^<>\n]++|<(?:[^<>\n]++|<[^<>\n]*+>)*+>)*+>")
_READ_TYPES_MAX = 4096
# What a type written without spaces or aliases looks like: read once per distinct text.
_TYPE_TEXT = _Lazy(r"(?:tensor|vector|memref|complex)<[0-9a-z?*\[\]]*+(?:<[0-9a-z?*\[\]]*+>)?+>"
                   r"|[a-z][a-z0-9]*+(?![A-Za-z0-9_$.])"
                   # a dialect's type as fastparse._DIALECT_TYPE takes it, whole: not a name before a body it refuses
                   r"|![A-Za-z_][A-Za-z0-9_$]*+\.[A-Za-z0-9_$.]*+"
                   r"(?:<(?:[A-Za-z0-9_,?*:]++|-(?!>)|\[(?:[A-Za-z0-9_,?*:]++|-(?!>))*+\])*+>|(?![ \t\n\r\f\x00]*+[</]))")
# An attribute dictionary or location of up to three levels of brackets, no comment: its text
# is remembered with what it reads as (a file repeats them).
_ALL_BRACKETS = ((r"\[", r"\]"), ("<", ">"), (r"\(", r"\)"), (r"\{", r"\}"))
_PLAIN = r'[^{}()\[\]<>"/\n]'  # no bracket, quote, comment or line end (`->` and `>=` are taken first)
# A dictionary or location of up to three levels of brackets, no comment: its text is
# remembered with what it reads as (a file repeats them).
_DICT_TEXT = _Lazy(r"\{" + fastparse._nested(_ALL_BRACKETS, _PLAIN, 2, ("->", ">=")) + r"*+\}")
_LOC_TEXT = _Lazy(r"loc\(" + fastparse._nested(_ALL_BRACKETS, _PLAIN, 2, ("->", ">=")) + r"*+\)")
# An attribute's value in a dictionary, up to the `,` or `}` after it (see `entry_value`).
_VALUE = fastparse._nested(_ALL_BRACKETS, _PLAIN, 2, ("->", ">="), top=r'[^,{}()\[\]<>"/\n]') + "*+"
_VALUE_TEXT = _Lazy(_VALUE)
# A dictionary's entries: a name, `=` and its value (`_VALUE`), then `,`.
# Blanks may stand around `=` and `,` (a dictionary over lines, say); a comment there breaks
# the tiling split_attr_dict checks, and the reader reads the dictionary.
_ENTRY = r"({}|{})(?:([ \t\n]*+=[ \t\n]*+)({}))?+([ \t\n]*+(?:,[ \t\n]*+)?+)"
_ENTRIES = _Lazy(_ENTRY.format(_BARE_ID_TEXT, fastparse._STRING, _VALUE))
# Values three brackets deep (`dense<[[1], [2]]>`, `memref<4xf32, strided<[1]>>`), for a file
# that holds many: a pattern four times the size, which costs a small file more to compile
# (11 ms) than the reader takes to read a few such dictionaries token by token.
_ENTRIES_DEEP = _Lazy(_ENTRY.format(_BARE_ID_TEXT, fastparse._STRING, fastparse._nested(
    _ALL_BRACKETS, _PLAIN, 3, ("->", ">="), top=r'[^,{}()\[\]<>"/\n]') + "*+"))
_DEEP_AFTER = 64  # dictionaries _ENTRIES did not split, in this process, before _ENTRIES_DEEP is tried
_SHALLOW = [0]  # how many so far
# A call site or fused location of location aliases, spaced as printed, read in one step: what
# mlir-opt's debug info defines by the thousand (`#loc9 = loc(callsite(#loc4 at #loc7))`).
_ALIASED_LOC = _Lazy(rf"loc\((?:callsite\(({_HASH_ID_TEXT}) at ({_HASH_ID_TEXT})\)"
                     rf"|fused\[({_HASH_ID_TEXT}(?:, {_HASH_ID_TEXT})*+)\])\)")
# The keyword that begins a location, as a whole word.
_LOC_WORD = _Lazy(r"loc(?![A-Za-z0-9_$.])")
# The commonest location, `loc("file":line:column)` with no escape, read in one step.
_FILE_LOC = _Lazy(rf'loc\("([^"\\\n\v\f]*+)":({LOCATION_NUMBER}):({LOCATION_NUMBER})\)')


_DICTS: dict[str, tuple[tuple[str, ir.AttrValue, int], ...]] = {}  # a dictionary's text -> its entries' layout
_LOCATIONS: dict[str, ir.Location] = {}
_UNIT = ir.UnitAttr()
_VALUES: dict[str, Any] = {}  # an attribute value's text in a dictionary -> the value (maybe `ir.Unread`)
# Values a dictionary's split read at once, in this process, before those `sure` admits are kept
# unread: a file of fewer reads them sooner than `sure`'s pattern compiles (some 25 ms).
_UNREAD_AFTER = 2000
_READ = [0]
# How often `sure` admitted what it was asked of, lately (both halved every 1024 asks), and how
# many asks were let go since: a file whose values it seldom admits (spaced by hand, say) stops
# paying for the asking, but for one ask in 1024, which tells when its values change.
_SURE_ASKED = [0, 0, 0]


def _sure_worth_asking() -> bool:
    if _READ[0] <= _UNREAD_AFTER:
        return False
    asked, admitted, skipped = _SURE_ASKED
    if asked >= 1024:
        asked, admitted = asked // 2, admitted // 2
        _SURE_ASKED[0], _SURE_ASKED[1] = asked, admitted
    if asked < 256 or admitted * 2 >= asked or skipped >= 1024:  # (an ask admitted pays for one refused)
        _SURE_ASKED[2] = 0
        return True
    _SURE_ASKED[2] = skipped + 1
    return False


def _sure_answered(admitted: bool) -> bool:
    _SURE_ASKED[0] += 1
    _SURE_ASKED[1] += admitted
    return admitted


class Reader:
    """A chunk's text read from `start` to `end` with the chunk's `context`."""

    __slots__ = ("text", "end", "pos", "context", "lines", "aliases")

    def __init__(self, text: str, start: int, end: int, context: ParseContext) -> None:
        self.text = text
        self.end = end
        self.pos = start
        self.context = context
        self.lines: fastparse._Reader | None = None  # the fast path's line reader, made when first needed
        self.aliases = 0  # alias values used so far: where one is, how deep a value nests is no longer its text's

    # ------------------------------------------------------------ tokens

    def skip(self) -> int:
        """Past whitespace and comments: where the next token starts."""
        pos = self.pos
        text = self.text
        if pos < self.end and text[pos] in _SPACE:
            pos = self.pos = IGNORED.match(text, pos, self.end).end()  # type: ignore[union-attr]
        return pos

    # Each of these tries its token where it stands first, and skips whitespace and comments
    # only if that fails: most tokens follow the last one at once, or after one space.

    def peek(self) -> str:
        """The next token's first character ("" at the end)."""
        pos = self.pos
        if pos < self.end:
            first = self.text[pos]
            if first not in _SPACE:
                return first
            pos = self.skip()
            if pos < self.end:
                return self.text[pos]
        return ""

    def accept(self, literal: str) -> bool:
        pos = self.pos
        text = self.text
        if not text.startswith(literal, pos, self.end):
            if pos >= self.end or text[pos] not in _SPACE:
                return False
            pos = self.skip()
            if not text.startswith(literal, pos, self.end):
                return False
        self.pos = pos + len(literal)
        return True

    def expect(self, literal: str) -> int:
        """Where `literal` (punctuation) is, next; GiveUp if it is not."""
        pos = self.pos
        text = self.text
        if not text.startswith(literal, pos, self.end):
            pos = self.skip()
            if not text.startswith(literal, pos, self.end):
                raise GiveUp
        self.pos = pos + len(literal)
        return pos

    def token(self, pattern: _Lazy) -> tuple[str, int]:
        """The next token, which `pattern` must match, and where it is."""
        pos = self.pos
        match = pattern.match(self.text, pos, self.end)
        if match is None:
            pos = self.skip()
            match = pattern.match(self.text, pos, self.end)
            if match is None:
                raise GiveUp
        self.pos = match.end()
        return match.group(), pos

    def word(self) -> str:
        """The next token as a whole word ("" if it is not one), not taken."""
        pos = self.pos
        if pos < self.end and self.text[pos] in _SPACE:
            pos = self.skip()
        match = _WORD.match(self.text, pos, self.end)
        return "" if match is None else match.group()

    def string(self) -> tuple[str, int]:
        literal, pos = self.token(_STRING)
        if "\\" in literal and bad_escape(literal) is not None:
            raise GiveUp
        return literal, pos

    def symbol(self) -> tuple[str, int]:
        name, pos = self.token(_SYMBOL_NAME)
        if "\\" in name and bad_escape(name) is not None:
            raise GiveUp
        return name, pos

    def integer(self, limit: int | None = None) -> int:
        """INT; GiveUp if it has more digits than the builder converts (or, with a `limit`, is
        negative or above it)."""
        digits = _plain(self.token(_INT)[0])
        if len(digits) > MAX_DIGITS:  # type: ignore[arg-type]
            raise GiveUp
        value = int(digits)  # type: ignore[arg-type]
        if limit is not None and not 0 <= value <= limit:
            raise GiveUp
        return value

    def listed(self, read: Any, close: str) -> list:
        """What `read` reads, again after each `,`, up to `close`, which may also come first."""
        items = []
        if not self.accept(close):
            items.append(read())
            while not self.accept(close):
                self.expect(",")
                items.append(read())
        return items

    def done(self) -> None:
        """Nothing but whitespace and comments is left."""
        if self.skip() != self.end:
            raise GiveUp

    # ------------------------------------------------------------ structure

    def items(self, closer: str | None, top: bool = False) -> list[ir.Operation]:
        """`_item*` (and at the top level, alias definitions and resources) up to `closer` or the end."""
        ops: list[ir.Operation] = []
        text, end = self.text, self.end
        while True:
            pos = self.skip()
            if pos >= end:
                if closer is not None:
                    raise GiveUp
                return ops
            first = text[pos]
            if first in '%"':
                ops.append(self.op_at_line(pos))
            elif closer is not None and text.startswith(closer, pos):
                return ops
            elif top and first in "#!":
                self.alias_def()
            elif top and text.startswith("{-#", pos, end):
                self.file_metadata()
            else:
                ops.append(self.custom_item())

    def custom_item(self) -> ir.Operation:
        word = self.word()
        if word == "func.func":
            return self.func_op()
        if word in ("module", "builtin.module"):
            return self.module_op()
        raise GiveUp

    def item(self) -> ir.Operation:
        """One `_item`: an op, a function or a module."""
        if self.peek() in ('%', '"'):
            return self.op_at_line(self.pos)
        return self.custom_item()

    def op_at_line(self, pos: int) -> ir.Operation:
        """An op starting at `pos`: read by the line patterns where it opens its line in the
        usual shape (`_OP` on one line, `_LOOSE_OP` with any spacing, over lines too), else token
        by token."""
        text = self.text
        line_start = text.rfind("\n", 0, pos) + 1
        if line_start == pos or not text[line_start:pos].strip(" \t"):
            line_end = text.find("\n", pos, self.end)
            line_end = self.end if line_end == -1 else line_end
            if text[line_end - 1] == "\r" and line_end > pos:
                line_end -= 1  # a CRLF line's `\r` is a blank between tokens, left with the line's end (as the line loop)
            lines = self.lines
            if lines is None:
                lines = self.lines = fastparse._Reader(text, self.context, self.fragment, None)
            match = fastparse._OP.fullmatch(text, pos, line_end)
            if match is not None and not self.located_below(match, line_end):
                try:
                    op = lines.operation(match, 0)
                except fastparse._Fallback:
                    pass
                else:
                    self.pos = line_end
                    return op
            match = fastparse._LOOSE_OP.match(text, pos, self.end)
            if match is not None and not self.located_below(match, match.end()):
                try:
                    op = lines.loose_operation(match)
                except fastparse._Fallback:
                    pass
                else:
                    self.pos = match.end()
                    return op
        self.pos = pos
        return self.op()

    def located_below(self, match: re.Match, stop: int) -> bool:
        """Whether an op a line pattern matched without a location (`match`, up to `stop`) has
        one further on, after line ends or comments (`} : (T) -> T\n  loc(...)`): the grammar
        reads it as the op's, so the pattern's op is not the whole op."""
        if match.group(9) is not None:
            return False
        after = IGNORED.match(self.text, stop, self.end).end()  # type: ignore[union-attr]
        return _LOC_WORD.match(self.text, after, self.end) is not None

    def fragment(self, rule: str, start: int, end: int) -> Any:
        """The fast path's hand-over of a piece of a line: read here, with this chunk's context."""
        return Reader(self.text, start, end, self.context).rule(rule)

    def alias_def(self) -> None:
        context = self.context
        if self.peek() == "!":
            name, _ = self.token(_BANG_ID)
            self.expect("=")
            value: object = self.type()
            table: dict = context.types
        else:
            name, _ = self.token(_HASH_ID)
            self.expect("=")
            value = self.attr_value()  # a location alias's `loc(...)` too
            table = context.attributes
        if name in table or "." in name:
            raise GiveUp  # a redefinition, or a name with a `.`: the grammar says why
        measure = nesting(value, context.measured)
        if measure[1] > MAX_ALIAS_PARTS:
            raise GiveUp
        context.measured[id(value)] = measure
        table[name] = value
        context.definitions.append((name, value))

    def file_metadata(self) -> None:
        begin = self.expect("{-#")
        if not self.accept("#-}"):
            while True:
                self.metadata_entry()
                if self.accept("#-}"):
                    break
                self.expect(",")
        if resources_error(self.text, begin, self.pos) is not None:
            raise GiveUp  # a key, dialect or blob mlir-opt does not take: the grammar says which
        self.context.resources = self.text[begin:self.pos]

    def metadata_entry(self) -> str:
        """`key: value`; the key."""
        key, _ = self.string() if self.peek() == '"' else self.token(_BARE_ID)
        self.expect(":")
        first = self.peek()
        if first == '"':
            self.string()
        elif first == "{":
            self.pos += 1
            if not self.accept("}"):
                while True:
                    self.metadata_entry()
                    if self.accept("}"):
                        break
                    self.expect(",")
        elif self.word() in ("true", "false"):
            self.pos += len(self.word())
        else:
            self.integer()
        return key

    def module_op(self) -> ir.Operation:
        keyword = self.skip()
        self.pos += len(self.word())
        name = None
        if self.peek() == "@":
            name = self.symbol()
        attributes: tuple = ()
        if self.word() == "attributes":
            self.pos += 10
            attributes = self.attr_dict().entries
        self.expect("{")
        body = self.items("}")
        self.pos += 1
        location = self.optional_location()
        properties = () if name is None else (ir.Attribute("sym_name", symbol_string(name[0]), name[1]),)
        block = ir.Block(None, (), tuple(body), keyword)
        return ir.Operation(ir.MODULE_OP, (), (), attributes, (), (), keyword, keyword, keyword,
                            properties=properties, regions=(ir.Region((block,), keyword),), location=location)

    def func_header(self) -> tuple:
        """`func.func`'s header, up to its body if it has one: its keyword's offset, visibility
        (or None), name and its offset, arguments (None for a declaration's types), their
        types and attributes, the results' types and attributes, and its own attributes."""
        keyword = self.skip()
        if self.word() != "func.func":  # (a whole word: `func.funcprivate` is no function, as in MLIR)
            raise GiveUp
        self.pos += 9
        visibility = self.word()
        if visibility in ("private", "public", "nested"):
            self.pos += len(visibility)
        elif visibility:
            raise GiveUp
        else:
            visibility = None  # type: ignore[assignment]
        name, name_offset = self.symbol()
        arguments, argument_types, argument_dicts = self.func_args()
        results: tuple = ()
        result_dicts: tuple = ()
        if self.accept("->"):
            results, result_dicts = self.func_results()
        attributes: tuple = ()
        if self.word() == "attributes":
            self.pos += 10
            attributes = self.attr_dict().entries
            if any(a.name in FUNC_INFERRED for a in attributes):
                raise GiveUp  # what the custom form writes itself: the grammar says why
        return keyword, visibility, name, name_offset, arguments, argument_types, argument_dicts, results, \
            result_dicts, attributes

    def func_op(self) -> ir.Operation:
        keyword, visibility, name, name_offset, arguments, argument_types, argument_dicts, results, result_dicts, \
            attributes = self.func_header()
        regions: tuple[ir.Region, ...] = ()
        if self.peek() == "{":
            brace = self.pos
            self.pos += 1
            label, block_arguments, offset = None, arguments or (), brace
            blocks: list[ir.Block] = []
            while True:
                if self.peek() == "^":
                    if arguments and not blocks:
                        raise GiveUp  # named arguments and a label: the grammar says why
                    label, offset = self.token(_BLOCK_ID)
                    block_arguments = self.named_args() if self.accept("(") else ()
                    self.expect(":")
                blocks.append(ir.Block(label, block_arguments, self.function_block(), offset))
                if self.accept("}"):
                    break
            regions = (ir.Region(tuple(blocks), brace),)
        location = self.optional_location()
        properties = [*function_attributes("arg_attrs", argument_dicts, keyword),
                      ir.Attribute("function_type", ir.TypeAttr(ir.FunctionType(argument_types, results)), keyword),
                      *function_attributes("res_attrs", result_dicts, keyword),
                      ir.Attribute("sym_name", symbol_string(name), name_offset)]
        if visibility is not None:
            properties.append(ir.Attribute("sym_visibility", ir.StringAttr(f'"{visibility}"'), keyword))
        return ir.Operation(ir.FUNC_OP, (), (), attributes, (), (), keyword, keyword, keyword,
                            properties=tuple(properties), regions=regions, location=location)

    def function_block(self) -> tuple[ir.Operation, ...]:
        """A custom body's ops up to the next block's label or the body's `}`: `return` closes it."""
        ops = []
        while True:
            first = self.peek()
            if first in ('%', '"'):
                ops.append(self.op_at_line(self.pos))
            elif first in ("}", "^"):
                return tuple(ops)
            elif self.word() in ("return", "func.return"):
                ops.append(self.return_op())
                if self.peek() not in ("}", "^"):
                    raise GiveUp
                return tuple(ops)
            else:
                raise GiveUp

    def func_args(self) -> tuple[tuple[ir.BlockArgument, ...] | None, tuple[ir.Type, ...], tuple]:
        """The entry block's arguments (None for a declaration's types), the types, and each
        argument's attributes (None where it has none)."""
        self.expect("(")
        if self.accept(")"):
            return (), (), ()
        named = self.peek() == "%"
        arguments, types, dicts = [], [], []
        while True:
            if named:
                name, offset = self.token(_VALUE_ID)
                self.expect(":")
            types.append(self.type())
            dicts.append(self.attr_dict() if self.peek() == "{" else None)
            if named:
                # an argument's `loc(#alias)` stays the alias's name until the chunk is read, as the grammar keeps it
                arguments.append(ir.BlockArgument(name, types[-1], offset, self.optional_location()))
            if self.accept(")"):
                return (tuple(arguments) if named else None), tuple(types), tuple(dicts)
            self.expect(",")

    def func_results(self) -> tuple[tuple[ir.Type, ...], tuple]:
        """After `->`: the result types, and each one's attributes (None where it has none)."""
        if self.peek() != "(":
            return (self.non_function_type(),), (None,)
        self.pos += 1
        if self.accept(")"):
            return (), ()
        types, dicts = [], []
        while True:
            types.append(self.type())
            dicts.append(self.attr_dict() if self.peek() == "{" else None)
            if self.accept(")"):
                return tuple(types), tuple(dicts)
            self.expect(",")

    def named_args(self) -> tuple[ir.BlockArgument, ...]:
        """`named_arg ("," named_arg)* ")"` after a `(`, or just `)`."""
        if self.accept(")"):
            return ()
        arguments = []
        while True:
            name, offset = self.token(_VALUE_ID)
            self.expect(":")
            # an argument's `loc(#alias)` stays the alias's name until the chunk is read, as the grammar keeps it
            arguments.append(ir.BlockArgument(name, self.type(), offset, self.optional_location()))
            if self.accept(")"):
                return tuple(arguments)
            self.expect(",")

    def return_op(self) -> ir.Operation:
        offset = self.skip()
        word = self.word()
        if word not in ("return", "func.return"):
            raise GiveUp
        self.pos += len(word)
        operands: tuple = ()
        types: list = []
        if self.peek() == "%":
            operands = self.operands(None)
            self.expect(":")
            types.append(self.type())
            while self.accept(","):
                types.append(self.type())
        return ir.Operation(ir.RETURN_OP, (), operands, (), tuple(types), (), offset, offset, offset,
                            location=self.optional_location())

    # ------------------------------------------------------------ operations

    def op(self) -> ir.Operation:
        head = self.op_head()
        regions: tuple = ()
        if self.peek() == "(":
            regions = self.regions()
        return fastparse.make_op(head, regions, self.op_tail())

    def op_head(self) -> tuple:
        results: tuple = ()
        if self.peek() == "%":
            groups = []
            while True:
                name, offset = self.token(_VALUE_ID)
                count = 1
                if self.accept(":"):
                    count = self.integer()
                    if count < 1:
                        raise GiveUp
                groups.append(ir.ResultGroup(name, count, offset))
                if not self.accept(","):
                    break
            self.expect("=")
            results = tuple(groups)
        name, offset = self.string()
        if "\x00" in name or name == '""':
            raise GiveUp  # the grammar says why
        self.expect("(")
        operands = self.operands(")")
        successors: tuple = ()
        if self.accept("["):
            refs = []
            while True:
                label, at = self.token(_BLOCK_ID)
                refs.append(ir.BlockRef(label, at))
                if self.accept("]"):
                    break
                self.expect(",")
            successors = tuple(refs)
        properties: tuple = ()
        if self.accept("<"):
            properties = self.attr_dict().entries
            self.expect(">")
        return results, name[1:-1], offset, operands, successors, properties

    def operands(self, closer: str | None) -> tuple[ir.Use, ...]:
        """`operand ("," operand)*`, then `closer` (if given), which may also come first."""
        if closer is not None and self.accept(closer):
            return ()
        uses = []
        while True:
            name, offset = self.token(_VALUE_ID)
            number = None
            if self.peek() == "#":
                digits, _ = self.token(_RESULT_NUMBER)
                if len(digits) > MAX_DIGITS + 1:
                    raise GiveUp
                number = int(digits[1:])
            uses.append(ir.Use(name, number, offset))
            if closer is not None and self.accept(closer):
                return tuple(uses)
            if not self.accept(","):
                if closer is not None:
                    raise GiveUp
                return tuple(uses)

    def regions(self) -> tuple[ir.Region, ...]:
        self.expect("(")
        regions = []
        while True:
            regions.append(self.region())
            if self.accept(")"):
                return tuple(regions)
            self.expect(",")

    def region(self) -> ir.Region:
        brace = self.expect("{")
        blocks = []
        entry = self.block_items()
        if entry:
            blocks.append(ir.Block(None, (), tuple(entry), entry[0].start))
        while not self.accept("}"):
            label, offset = self.token(_BLOCK_ID)
            arguments: tuple = ()
            if self.accept("("):
                arguments = self.named_args()
            self.expect(":")
            blocks.append(ir.Block(label, arguments, tuple(self.block_items()), offset))
        return ir.Region(tuple(blocks), brace)

    def block_items(self) -> list[ir.Operation]:
        """`_item*` up to the next block's label or the region's `}`."""
        ops: list[ir.Operation] = []
        while True:
            first = self.peek()
            if first in "}^" or not first:
                return ops
            ops.append(self.item())

    def op_tail(self) -> tuple:
        attributes: tuple = ()
        if self.peek() == "{":
            attributes = self.attr_dict().entries
        self.expect(":")
        operand_types, types_offset = self.type_list()
        self.expect("->")
        result_types = self.result_types()
        return attributes, operand_types, types_offset, result_types, self.optional_location()

    # ------------------------------------------------------------ types

    def type_list(self) -> tuple[tuple[ir.Type, ...], int]:
        offset = self.expect("(")
        return tuple(self.listed(self.type, ")")), offset

    def result_types(self) -> tuple[ir.Type, ...]:
        if self.peek() == "(":
            return self.type_list()[0]
        return (self.non_function_type(),)

    def type(self) -> ir.Type:
        if self.peek() == "(":
            aliases = self.aliases
            inputs, offset = self.type_list()
            self.expect("->")
            function_type = ir.FunctionType(inputs, self.result_types())
            self.check_nesting(function_type, ir.MAX_NESTING, offset, aliases)
            return function_type
        return self.non_function_type()

    def non_function_type(self) -> ir.Type:
        pos = self.pos
        text = self.text
        if pos < self.end and text[pos] in _SPACE:
            pos = self.skip()
        match = _TYPE_TEXT.match(text, pos, self.end)
        if match is not None:
            # The common case: a type without spaces or aliases, read once per distinct text
            # by the fast path (which knows exactly what the grammar builds, or says it is unsure).
            known = fastparse._TYPES.get(match.group())
            if known is None:
                try:
                    known = fastparse.decode_type(match.group())
                except fastparse._Fallback:
                    pass
            if known is not None:
                self.pos = match.end()
                return known
        match = fastparse._SPACED_SHAPE.match(text, pos, self.end)
        if match is not None:
            # `tensor<4 x ? x f32>`: as the tolerant line pattern reads it, without its spaces
            try:
                known = fastparse._loose_type(match.group())
            except fastparse._Fallback:
                pass
            else:
                self.pos = match.end()
                return known
        # A text read token by token before in this chunk (a Triton kernel's `tensor<64x64xf16,
        # #blocked>` on every op) is what it read as then
        extent = _TYPE_EXTENT.match(text, pos, self.end)
        if extent is None:
            return self.type_by_tokens(pos)
        read_types = self.context.read_types
        known_read = read_types.get(extent.group())
        if known_read is not None:
            self.pos = extent.end()
            self.aliases += known_read[1]
            return known_read[0]
        aliases = self.aliases
        read = self.type_by_tokens(pos)
        if self.pos == extent.end():
            if len(read_types) >= _READ_TYPES_MAX:
                read_types.clear()  # (a chunk of ever new types: no more memory than this)
            read_types[extent.group()] = (read, self.aliases - aliases)
        return read

    def type_by_tokens(self, pos: int) -> ir.Type:
        """A type other than a function type, from `pos`, token by token."""
        text = self.text
        first = text[pos] if pos < self.end else ""
        if first == "!":
            name, _ = self.token(_BANG_ID)
            body = self.balanced() if self.peek() == "<" else None
            return self.alias_or_opaque(name, body, self.context.types, ir.OpaqueType)  # type: ignore[no-any-return]
        word = self.word()
        if word in _TYPE_KEYWORDS:
            self.pos += len(word)
            if word == "tensor":
                return self.tensor_type()
            if word == "memref":
                return self.memref_type()
            if word == "vector":
                return self.vector_type()
            if word == "tuple":
                return self.tuple_type()
            if word == "none":
                return ir.NoneType()
            if word == "index":
                return ir.IndexType()
            return self.complex_type()
        return self.element_word()

    def element_word(self) -> ir.Type:
        """INTEGER_TYPE or FLOAT_TYPE."""
        token, _ = self.token(_ELEMENT_WORD)
        if token[0] == "f" or token[0] == "b" or token[0] == "t":
            return ir.FloatType(token)
        signedness, _, width = token.partition("i")
        if len(width) > 8 or int(width) > MAX_INTEGER_WIDTH:
            raise GiveUp
        return ir.IntegerType(int(width), signedness)

    def element_type(self) -> ir.Type:
        word = self.word()
        if word == "index":
            self.pos += 5
            return ir.IndexType()
        if word == "complex":
            self.pos += 7
            return self.complex_type()
        return self.element_word()

    def complex_type(self) -> ir.Type:
        start = self.expect("<")
        complex_type = ir.ComplexType(self.element_type())
        self.expect(">")
        self.check_nesting(complex_type, ir.MAX_NESTING + 1, start, self.aliases)
        return complex_type

    def dims(self, scalable: bool = False) -> tuple[tuple, bool]:
        """`(dim "x")*` of a tensor, memref or vector, and whether it was `*x` (unranked)."""
        if not scalable and self.accept("*"):
            self.expect("x")
            return (), True
        dims: list = []
        text = self.text
        while True:
            first = self.peek()
            if first == "?" and not scalable:
                self.pos += 1
                dims.append(None)
            elif first.isdigit() or first == "-":
                dims.append(self.integer(ir.INT64_MAX))
            elif first == "[" and scalable:
                self.pos += 1
                dims.append(Scalable(self.integer(ir.INT64_MAX)))
                self.expect("]")
            else:
                return tuple(dims), False
            pos = self.skip()
            # `x` ends a dim; the element type may follow at once (`4xf32`): take the `x` alone.
            if not text.startswith("x", pos, self.end):
                raise GiveUp
            self.pos = pos + 1

    def shaped_element(self) -> ir.Type:
        first = self.peek()
        if first == "!":
            return self.non_function_type()
        word = self.word()
        if word in ("vector", "tuple"):
            return self.non_function_type()
        return self.element_type()

    def tensor_type(self) -> ir.Type:
        self.expect("<")
        dims, unranked = self.dims()
        element = self.shaped_element()
        encoding = None
        if self.accept(",") and self.peek() != ">":  # (a comma and no encoding: mlir-opt's `tensor<4xf32, >` is `tensor<4xf32>`)
            encoding = self.attr_value()
        self.expect(">")
        return ir.TensorType(None if unranked else dims, element, encoding)

    def memref_type(self) -> ir.Type:
        self.expect("<")
        dims, unranked = self.dims()
        element = self.shaped_element()
        first = second = None
        if self.accept(","):
            first = self.attr_value()
            if self.accept(","):
                second = self.attr_value()
        self.expect(">")
        memref = memref_of(None if unranked else dims, element, first, second)
        if isinstance(memref, str):
            raise GiveUp  # the grammar says why
        return memref

    def vector_type(self) -> ir.Type:
        self.expect("<")
        dims, _ = self.dims(scalable=True)
        element = self.non_function_type() if self.peek() == "!" else self.element_type()
        self.expect(">")
        shape = tuple(map(int, dims))
        if 0 in shape:
            raise GiveUp
        scalable = tuple(isinstance(d, Scalable) for d in dims)
        return ir.VectorType(shape, element, scalable if any(scalable) else ())

    def tuple_type(self) -> ir.Type:
        start, aliases = self.expect("<"), self.aliases
        tuple_type = ir.TupleType(tuple(self.listed(self.type, ">")))
        self.check_nesting(tuple_type, ir.MAX_NESTING, start, aliases)
        return tuple_type

    def check_nesting(self, value: object, levels: int, start: int, aliases: int) -> None:
        """`value`, read from `start` to here, nests fewer than `levels` deep, as the grammar's
        builder checks.  Each level of a type or attribute that has parts opens a bracket, so a
        value that holds no alias nests at most one deeper than its text opens brackets: only
        a text of that many is walked."""
        if aliases == self.aliases:
            text, end = self.text, self.pos
            opened = text.count("[", start, end) + text.count("{", start, end) + text.count("<", start, end) \
                + text.count("(", start, end)
            if opened + 1 < levels:
                return
        if nesting(value, self.context.measured)[0] >= levels:
            raise GiveUp

    def alias_or_opaque(self, name: str, body: str | None, table: dict, opaque: Any) -> Any:
        if body is None:
            found = table.get(name)
            if found is not None:
                self.aliases += 1
                return found
            if "." not in name:
                raise GiveUp  # an alias not (yet) defined: the grammar says so
        return opaque(name + (body or ""))

    def balanced(self, affine: bool = False) -> str:
        """`<` ... `>` with brackets matched inside, as written; `affine`: an affine body
        (the grammar's `affine_body`), where `>=` and `<=` are tokens and only `(` and `[` nest."""
        start = self.expect("<")
        text, end = self.text, self.end
        closers = [">"]
        while closers:
            pos = self.skip()
            if pos >= end:
                raise GiveUp
            char = text[pos]
            if affine and (text.startswith((">=", "<="), pos, end) or char in "<{"):
                if char == "{" or char == "<" and text[pos + 1:pos + 2] != "=":
                    raise GiveUp
                self.pos = pos + 2
            elif char in _OPENERS:
                closers.append(_OPENERS[char])
                self.pos = pos + 1
            elif char in ">)]}":
                if closers.pop() != char:
                    raise GiveUp
                self.pos = pos + 1
                if char == ">" and closers:
                    # After a nested `<...>`, Lark's lexer is in the state where a `balanced`
                    # ends, which LALR shares with every place one may end: a keyword that may
                    # follow a whole op there (`_AFTER_NESTED`, or `{-#`) is lexed as that
                    # keyword, and rejected; any other word is a word.
                    after = self.skip()
                    if after < end and (text.startswith("{-#", after, end) or _AFTER_NESTED.match(text, after, end)):
                        raise GiveUp
            else:
                found = _BALANCED_TOKEN.match(text, pos, end)
                if found is not None:
                    token = found.group()
                    if '"' in token and "\\" in token and bad_escape(token) is not None:
                        raise GiveUp
                    self.pos = found.end()
                elif not affine and _BODY_CHAR.match(text, pos, end) is not None:
                    self.pos = pos + 1  # (the grammar's BODY_CHAR: `fp32|fp16`, a `.` alone)
                else:
                    raise GiveUp
        return text[start:self.pos]

    # ------------------------------------------------------------ attributes

    def attr_dict(self) -> ir.DictAttr:
        """`{...}`: a text seen before is placed from what it read as."""
        pos = self.skip()
        match = _DICT_TEXT.match(self.text, pos, self.end)
        if match is not None:
            layout = _DICTS.get(match.group())
            if layout is not None:
                self.pos = match.end()
                Attribute = ir.Attribute
                return ir.DictAttr(tuple([Attribute(name, value, pos + relative) for name, value, relative in layout]))
            split = self.split_attr_dict(match.group(), pos)
            if split is not None:
                self.pos = match.end()
                return split
        dictionary = self.read_attr_dict()
        if match is not None and self.pos == match.end() and not fastparse._contextual(match.group()):
            _bounded(_DICTS, match.group())[match.group()] = tuple((a.name, a.held, a.offset - pos) for a in dictionary.entries)
        return dictionary

    def split_attr_dict(self, text: str, pos: int, unread: bool = True) -> ir.DictAttr | None:
        """`unread_entries` (unless `unread` is false: `sure_entries` was asked already), else
        `split_entries` with `_ENTRIES`, then `_ENTRIES_DEEP` once there were many it did not split."""
        if unread and _sure_worth_asking():
            split = self.unread_entries(text, pos)
            if split is not None:
                return split
        split = self.split_entries(text, pos, _ENTRIES)
        if split is None:
            _SHALLOW[0] += 1
            if _SHALLOW[0] > _DEEP_AFTER:
                split = self.split_entries(text, pos, _ENTRIES_DEEP)
        return split

    def split_entries(self, text: str, pos: int, entries_pattern: _Lazy) -> ir.DictAttr | None:
        """The dictionary `text` at `pos` split into its entries at once (by `entries_pattern`):
        each value a text seen before is what it read as then, and only a new one is read
        (`entry_value`'s rule).  None for a text not so split (a comment in it, a value nested
        deeper than the pattern sees, say), or a value not read so."""
        first = len(text) - len(text[1:].lstrip(" \t\n"))
        pieces = entries_pattern.findall(text, first, len(text) - 1)
        if not pieces:
            return None
        unread = _sure_worth_asking()
        if unread:
            from toyir.syntax.sure_values import sure
        entries = []
        names = set()
        offset, aliases, last = pos + first, self.aliases, pieces[-1]
        known, Attribute = _VALUES.get, ir.Attribute
        for piece in pieces:
            name, equal, value_text, comma = piece
            if ("," in comma) == (piece is last) or not text.startswith(name, offset - pos):
                # the pieces are not one list (findall skipped what is no entry: a comment, a
                # stray token): the reader reads it, and no value is read, nor remembered,
                # from where it is not
                return None
            key = name
            if name[0] == '"':
                if "\\" in name and bad_escape(name) is not None:
                    return None
                key = name[1:-1]
            if key in names:
                return None  # a duplicate: the grammar says so
            names.add(key)
            if equal:
                value = known(value_text)
                if value is None and unread and _sure_answered(
                        sure(value_text) and ("{" not in value_text or _names_once_within(value_text))):
                    value = _bounded(_VALUES, value_text)[value_text] = ir.Unread(value_text, read_value)
                elif value is None:
                    _READ[0] += 1
                    start = offset + len(name) + len(equal)
                    value = self.value_alone(start, start + len(value_text))
                    if value is None:
                        return None
                    if not fastparse._contextual(value_text):
                        _bounded(_VALUES, value_text)[value_text] = value
            else:
                value = _UNIT
            entries.append(Attribute(name, value, offset))
            offset += len(name) + len(equal) + len(value_text) + len(comma)
        if offset != pos + len(text) - 1:
            return None  # a piece of it is not an entry
        dictionary = ir.DictAttr(tuple(entries))
        self.pos = pos + len(text)
        self.check_nesting(dictionary, ir.MAX_NESTING + 1, pos, aliases)
        return dictionary

    def unread_entries(self, text: str, pos: int) -> ir.DictAttr | None:
        """The dictionary `text` at `pos` with its values kept unread (`unread_layout`), but an
        alias's (`#map`), read here with the chunk's aliases; None where `unread_layout` says."""
        aliases = self.aliases
        layout = unread_layout(text, lambda start, end: self.value_alone(pos + start, pos + end))
        if layout is None:
            return None
        Attribute = ir.Attribute
        dictionary = ir.DictAttr(tuple([Attribute(name, value, pos + relative) for name, value, relative in layout]))
        self.pos = pos + len(text)
        if self.aliases != aliases:  # (values admitted nest three deep at most; an alias's, any)
            self.check_nesting(dictionary, ir.MAX_NESTING + 1, pos, aliases)
        return dictionary

    def value_alone(self, start: int, end: int) -> Any:
        """The attribute value that is all of `text[start:end]`, read here (and then where this
        reader was), or None."""
        pos, stop, aliases = self.pos, self.end, self.aliases
        self.pos, self.end = start, end
        try:
            value = self.attr_value()
            self.done()
        except GiveUp:
            self.aliases = aliases
            return None
        finally:
            self.pos, self.end = pos, stop
        return value

    def read_attr_dict(self) -> ir.DictAttr:
        start, aliases = self.expect("{"), self.aliases
        entries = []
        if not self.accept("}"):
            names = set()
            while True:
                if self.peek() == '"':
                    name, offset = self.string()
                else:
                    name, offset = self.token(_BARE_ID)
                key = name[1:-1] if name.startswith('"') else name
                if key in names:
                    raise GiveUp  # a duplicate: the grammar says so
                names.add(key)
                value: ir.AttrValue = self.entry_value() if self.accept("=") else ir.UnitAttr()
                entries.append(ir.Attribute(name, value, offset))
                if self.accept("}"):
                    break
                self.expect(",")
        dictionary = ir.DictAttr(tuple(entries))
        self.check_nesting(dictionary, ir.MAX_NESTING + 1, start, aliases)
        return dictionary

    def entry_value(self) -> Any:
        """A dictionary entry's value: a text seen before, followed at once by the `,` or `}`
        that ends it, is what it read as then (unless an alias may mean another thing now)."""
        pos = self.skip()
        text, end = self.text, self.end
        match = _VALUE_TEXT.match(text, pos, end)
        stop = match.end()  # type: ignore[union-attr]  # the pattern matches the empty text
        if stop == pos or stop >= end or text[stop] not in ",}":
            return self.attr_value()
        known = _VALUES.get(match.group())  # type: ignore[union-attr]
        if known is not None:
            self.pos = stop
            return known
        value = self.attr_value()
        if self.skip() == stop and not fastparse._contextual(text[pos:stop]):
            _bounded(_VALUES, match.group())[match.group()] = value  # type: ignore[union-attr]
        return value

    def shaped_type(self) -> ir.Type:
        """`: type` after an elements literal, a tensor, vector or memref (else the grammar says why)."""
        type_ = self.optional_type()
        if not shaped(type_):
            raise GiveUp
        return type_  # type: ignore[return-value]  # (shaped: not None)

    def optional_type(self) -> ir.Type | None:
        """`[":" type]` after a literal."""
        pos = self.pos
        if pos < self.end and self.text[pos] in _SPACE:
            pos = self.skip()
        if not self.text.startswith(":", pos, self.end) or self.text.startswith("::", pos, self.end):
            return None
        self.pos = pos + 1
        return self.type()

    def attr_value(self) -> Any:
        first = self.peek()
        text = self.text
        if first == '"':
            literal, _ = self.string()
            return ir.StringAttr(literal, self.optional_type())
        if first.isdigit() or first == "-":
            return self.number_attr()
        if first == "[":
            start, aliases = self.pos, self.aliases
            self.pos += 1
            array = ir.ArrayAttr(tuple(self.listed(self.attr_value, "]")))
            self.check_nesting(array, ir.MAX_NESTING + 1, start, aliases)
            return array
        if first == "{":
            return self.attr_dict()
        if first == "@":
            names = [self.symbol()[0]]
            while text.startswith("::", self.skip(), self.end):
                self.pos += 2
                names.append(self.symbol()[0])
            return ir.SymbolRefAttr(tuple(names))
        if first == "#":
            name, _ = self.token(_HASH_ID)
            body = self.balanced() if self.peek() == "<" else None
            value = self.alias_or_opaque(name, body, self.context.attributes, ir.OpaqueAttr)
            if self.peek() == ":" and not self.text.startswith("::", self.skip(), self.end):
                if body is None and "." not in name:
                    raise GiveUp  # an alias takes no type: the grammar says so
                self.pos += 1
                value = ir.OpaqueAttr(f"{value} : {self.type()}")
            return value
        if first == "(" or first == "!":
            return ir.TypeAttr(self.type())
        word = self.word()
        if word == "true" or word == "false":
            self.pos += len(word)
            return ir.BoolAttr(word == "true")
        if word == "unit":
            self.pos += 4
            return ir.UnitAttr()
        if word == "array":
            return self.dense_array()
        if word in ("dense", "dense_resource", "sparse"):
            return self.elements_attr(word)
        if word in _BUILTIN_OPAQUE:
            self.pos += len(word)
            body = self.balanced(affine=True)
            if opaque_error(word, self.text, self.pos - len(body), self.pos) is not None:
                raise GiveUp  # a body mlir-opt does not read: the grammar says where and why
            return ir.OpaqueAttr(word + body)
        if word == "distinct":
            return self.distinct_attr()
        if word == "loc":  # a location is an attribute too; an alias there is resolved at once, unlike an op's
            try:
                location = self.location_read()
            except UndefinedAlias:
                raise GiveUp from None
            resolved = self.context.location(location)
            if resolved is None:
                raise GiveUp  # an alias not defined above: the grammar says where
            return resolved
        return ir.TypeAttr(self.type())

    def distinct_attr(self) -> ir.DistinctAttr:
        self.pos += 8
        self.expect("[")
        pos = self.skip()
        match = _NUMBER.match(self.text, pos, self.end)
        if match is None or match.group(1) is not None or match.group().startswith("-") \
                or len(match.group()) > MAX_DIGITS:
            raise GiveUp  # a float, a sign, a number no id is: the grammar says why
        self.pos = match.end()
        id_ = int(match.group(), 16) if match.group(2) is not None else int(match.group())
        self.expect("]")
        self.expect("<")
        value = ir.UnitAttr() if self.peek() == ">" else self.attr_value()
        self.expect(">")
        if id_ >= 2**64 or distinct_error(self.context.distinct, id_, value) is not None:
            raise GiveUp
        return ir.DistinctAttr(id_, value)

    def number_attr(self) -> ir.IntegerAttr | ir.FloatAttr:
        pos = self.skip()
        match = _NUMBER.match(self.text, pos, self.end)
        if match is None:
            raise GiveUp
        self.pos = match.end()
        floating, hexadecimal, decimal = map(_plain, match.groups())
        type_ = self.optional_type()
        if floating is not None:
            if type_ is not None and not isinstance(type_, ir.FloatType):
                raise GiveUp
            return ir.FloatAttr(floating, type_)
        token = hexadecimal or decimal or ""  # (one of them is the number)
        negative = token.startswith("-")
        digits = token[negative:]
        if numbers.scalar_integer_error(digits, negative, type_) is not None:
            raise GiveUp  # the grammar says why
        if isinstance(type_, ir.FloatType):
            return ir.FloatAttr(token, type_)
        return ir.IntegerAttr(ir.wrapped_integer(numbers.value(digits, negative), type_), type_)

    def dense_array(self) -> ir.DenseArrayAttr:
        self.pos += 5
        self.expect("<")
        element = self.element_type()
        if isinstance(element, ir.IntegerType) and element.width % 8 and element.width != 1:
            raise GiveUp  # `array<i12: ...>`: the grammar says why
        values: list[int | str] = []
        if self.accept(":"):
            while True:
                values.append(self.array_number(element))
                if not self.accept(","):
                    break
        self.expect(">")
        return ir.DenseArrayAttr(element, tuple(values))

    def number_or_bool(self) -> tuple[str, re.Match | None]:
        """`true` or `false` (its text, no match), or a number (its text and `_NUMBER`'s match)."""
        word = self.word()
        if word in ("true", "false"):
            self.pos += len(word)
            return word, None
        pos = self.skip()
        match = _NUMBER.match(self.text, pos, self.end)
        if match is None:
            raise GiveUp
        self.pos = match.end()
        return _plain(match.group()), match  # type: ignore[return-value]

    def array_number(self, element: ir.Type) -> int | str:
        """`_array_number` of a dense array of `element`s."""
        text, match = self.number_or_bool()
        negative = text.startswith("-")
        digits = text[negative:]
        kind = "bool" if match is None else "float" if match.group(1) is not None else "number"
        if numbers.array_element_error(kind, digits, negative, element) is not None:
            raise GiveUp  # the grammar says why
        if kind != "number" or isinstance(element, ir.FloatType):
            return text
        return ir.wrapped_integer(numbers.value(digits, negative), element)

    def elements_attr(self, word: str) -> ir.ElementsAttr:
        self.pos += len(word)
        if word == "sparse":
            body = self.balanced()
            return ir.ElementsAttr("sparse", body[1:-1], None, self.shaped_type())
        opener = self.expect("<") + 1
        if word == "dense_resource":
            self.token(_BARE_ID)
            body = self.text[opener:self.expect(">")]
            return ir.ElementsAttr("dense_resource", body, None, self.shaped_type())
        literal: Any = None
        if self.peek() != ">":
            literal = self.dense_literal()
        body = self.text[opener:self.expect(">")]
        type_ = self.shaped_type()
        shape: tuple[int, ...] | None = None
        hex_bytes = None
        if isinstance(literal, DenseList):
            shape = literal.shape
        elif literal is not None and literal.startswith('"') and numeric_elements(type_):
            if hex_string_error(literal):
                raise GiveUp  # the grammar says why
            hex_bytes = (len(literal) - 4) // 2
        elif literal is not None:
            shape = ()
        if dense_error(shape, type_, literal is None, hex_bytes) is not None or (
                literal is not None and hex_bytes is None and dense_elements_error(body, type_) is not None):
            raise GiveUp  # the grammar says why
        return ir.ElementsAttr("dense", body, shape, type_)

    def dense_literal(self) -> Any:
        """A `dense_list` (its shape) or one literal (its text)."""
        first = self.peek()
        if first == "[":
            self.pos += 1
            shaped = dense_list(self.listed(self.dense_literal, "]"))
            if shaped is None:
                raise GiveUp
            return shaped
        if first == '"':
            return self.string()[0]
        if first == "(":  # (its parts checked against the type with the literal's other elements)
            self.pos += 1
            self.number_or_bool()
            self.expect(",")
            self.number_or_bool()
            self.expect(")")
            return "()"
        return self.number_or_bool()[0]

    # ------------------------------------------------------------ locations

    def optional_location(self) -> ir.Location | str | None:
        if self.word() != "loc":
            return None
        return self.location()

    def location(self) -> ir.Location | str:
        """`loc(...)`; an alias inside it not yet defined: the grammar says where."""
        at = self.pos
        try:
            location = self.location_read()
        except UndefinedAlias:
            raise GiveUp from None
        if isinstance(location, str) and self.context.deferred is not None:  # resolved once the chunk is read
            self.context.deferred.append((location, at))
        return location

    def location_read(self) -> ir.Location | str:
        """`loc(...)`: a text seen before (without aliases) is what it read as then."""
        pos = self.skip()
        match = _FILE_LOC.match(self.text, pos, self.end)
        if match is not None:
            self.pos = match.end()
            file, line, column = match.groups()
            return ir.Location(self.text[pos + 4:self.pos - 1], file, int(line), int(column))
        match = _ALIASED_LOC.match(self.text, pos, self.end)
        if match is not None:
            self.pos = match.end()
            callee, caller, fused = match.groups()
            if fused is None:
                return callsite_location(callee, caller, self.context.location)
            return fused_location(None, fused.split(", "), self.context.location)
        match = _LOC_TEXT.match(self.text, pos, self.end)
        if match is not None:
            known = _LOCATIONS.get(match.group())
            if known is None:
                known = plain_location(match.group()[4:-1])
                if known is not None:
                    _bounded(_LOCATIONS, match.group())[match.group()] = known
            if known is not None:
                self.pos = match.end()
                return known
        if self.word() != "loc":
            raise GiveUp
        self.pos += 3
        self.expect("(")
        location = self.location_body()
        self.expect(")")
        # (a `#` in a location is an alias's name but in a fused location's metadata: not
        # remembered either way, and no pattern need say which)
        if match is not None and self.pos == match.end() and isinstance(location, ir.Location) \
                and "#" not in match.group():
            _bounded(_LOCATIONS, match.group())[match.group()] = location
        return location

    def location_body(self) -> ir.Location | str:
        first = self.peek()
        if first == '"':
            name, at = self.string()
            if self.accept(":"):
                return self.file_location(name, at)
            child = None
            if self.accept("("):
                child = self.location_body()
                self.expect(")")
            return name_location(name, child, self.context.location)
        if first == "#":
            return self.token(_HASH_ID)[0]
        word = self.word()
        if word == "unknown":
            self.pos += 7
            return ir.Location("unknown", None, None, None)
        if word == "callsite":
            self.pos += 8
            self.expect("(")
            callee = self.location_body()
            if self.word() != "at":
                raise GiveUp
            self.pos += 2
            caller = self.location_body()
            self.expect(")")
            return callsite_location(callee, caller, self.context.location)
        if word == "fused":
            self.pos += 5
            metadata = None
            if self.accept("<"):
                start = self.skip()
                metadata = self.attr_value()
                self.remember_metadata(metadata, start)
                self.expect(">")
            self.expect("[")
            return fused_location(metadata, self.listed(self.location_body, "]"), self.context.location)
        raise GiveUp

    def remember_metadata(self, metadata: object, start: int) -> None:
        """A fused location's metadata just read from `start`, a dialect's attribute kept as
        written, right before `>[` and naming no alias: `plain_location` reads it so from now."""
        text, end = self.text, self.pos
        if text[start] == "#" and text.startswith(">[", end, self.end) and str(metadata) == text[start:end] \
                and fastparse._ALIAS_NAME.search(text, start, end) is None:
            remember_metadata(text[start:end])

    def file_location(self, name: str, at: int) -> ir.Location:
        line = self.location_number()
        column = 1
        stop = self.pos  # the location's text ends with its last number
        if self.accept(":"):
            column = self.location_number()
            stop = self.pos
        elif self.word() == "to":
            raise GiveUp  # a range from a line alone: the grammar says what is wrong
        if self.word() == "to":
            self.pos += 2
            if self.peek() != ":":
                self.location_number()
            self.expect(":")
            self.location_number()
            stop = self.pos
        return ir.Location(self.text[at:stop], ir.unquote(name), line, column)

    def location_number(self) -> int:
        """A file location's line or column: an unsigned integer (`-0` too is not one: the
        grammar's builder says what mlir-opt says of a `-` there)."""
        if self.peek() == "-":
            raise GiveUp
        return self.integer(MAX_LOCATION_NUMBER)  # (MLIR's: unsigned 32 bits; the grammar's builder says so)

    # ------------------------------------------------------------ rules as the grammar's start rules

    def rule(self, rule: str) -> Any:
        """`rule` (one of the parser's START_RULES) read from here to the end, as
        `toyir.syntax.parser.parse_rule` would build it."""
        if rule == "start":
            context = self.context
            context.deferred = []
            body = self.items(None, top=True)
            if any(context.location(name) is None for name, _ in context.deferred):
                raise GiveUp  # an op's `loc(#alias)` never defined: the grammar says where
            return ir.Module(tuple(body), tuple(context.definitions), context.resources)
        value = _RULES[rule](self)
        self.done()
        return value


def _op_tail(reader: Reader) -> tuple:
    return reader.op_tail()


def _type_list(reader: Reader) -> TypeList:
    return TypeList(*reader.type_list())


def _block_arguments(reader: Reader) -> tuple:
    reader.expect("(")
    return reader.named_args()


def _attr_dict(reader: Reader, unread: bool = True) -> ir.DictAttr:
    """A dictionary handed over whole (the fast path found where it ends): split at once, with
    no pattern to find its end first."""
    pos, end, text = reader.pos, reader.end, reader.text
    if text.startswith("{", pos, end) and text[end - 1] == "}":
        split = reader.split_attr_dict(text[pos:end], pos, unread)
        if split is not None:
            return split
    return reader.attr_dict()


def _attr_dict_asked(reader: Reader) -> ir.DictAttr:
    return _attr_dict(reader, unread=False)


def _attr_layout(reader: Reader) -> tuple[tuple[str, Any, int], ...]:
    layout = dictionary_layout(reader.text, reader.pos, reader.end, reader.context)
    reader.pos = reader.end
    return layout


def _alias_def(reader: Reader) -> None:
    reader.alias_def()


def _file_metadata(reader: Reader) -> None:
    reader.file_metadata()


_RULES: dict[str, Any] = {
    "op": Reader.op, "op_head": Reader.op_head, "op_tail": _op_tail, "type": Reader.type,
    "type_list": _type_list, "attr_dict": _attr_dict, "attr_dict_asked": _attr_dict_asked,
    "attr_layout": _attr_layout, "location": Reader.location,
    "alias_def": _alias_def, "block_arguments": _block_arguments, "file_metadata": _file_metadata,
    "attr_value": Reader.attr_value,
}


def read_rule(text: str, rule: str, start: int, end: int, context: ParseContext) -> Any:
    """`text[start:end]` read as the grammar's `rule`, with `context`'s aliases (updated with
    those the text defines), as `toyir.syntax.parser.parse_rule` builds it; GiveUp where the
    reader does not accept it (the grammar then decides)."""
    return _guarded(lambda: Reader(text, start, end, context).rule(rule), text, start)


def dictionary_layout(text: str, start: int, end: int, context: ParseContext) -> tuple[tuple[str, Any, int], ...]:
    """The layout of the dictionary `text[start:end]` (each entry's name, value and offset from
    its `{`): its values kept unread where `unread_layout` admits them all, an alias alone
    (`#map`) looked up (no reader is set up for it), else as the reader reads it; GiveUp where
    the reader does not accept it."""
    rule = "attr_dict"
    if _sure_worth_asking():
        whole = text[start:end]
        aliases, measured = context.attributes, context.measured

        def alias(first: int, last: int) -> Any:
            if _ALIAS_ALONE.fullmatch(whole, first, last):
                found = aliases.get(whole[first:last])
                # (the dictionary is one level more: the reader's `check_nesting` of it)
                return None if found is None or nesting(found, measured)[0] >= ir.MAX_NESTING else found
            if _ALIASES_LISTED.fullmatch(whole, first, last):  # `[#map, #map1]`, as `indexing_maps`
                listed = [aliases.get(name) for name in whole[first + 1:last - 1].split(", ")]
                if None in listed or max(nesting(value, measured)[0] for value in listed) >= ir.MAX_NESTING - 1:
                    return None
                return ir.ArrayAttr(tuple(listed))
            return None
        layout = _guarded(lambda: unread_layout(whole, alias), text, start)
        if layout is not None:
            return layout  # type: ignore[no-any-return]
        rule = "attr_dict_asked"
    entries = read_rule(text, rule, start, end, context).entries
    return tuple([(a.name, a.held, a.offset - start) for a in entries])


_ALIAS_ALONE = _Lazy(r"#[A-Za-z_][A-Za-z0-9_$]*+")
_ALIASES_LISTED = _Lazy(r"\[#[A-Za-z_][A-Za-z0-9_$]*+(?:, #[A-Za-z_][A-Za-z0-9_$]*+)*+\]")


def read_item(text: str, start: int, end: int, context: ParseContext, rule: str = "item") -> tuple[Any, int]:
    """From `start`, what may run over lines, and where it ends: one `_item` (an op, a function
    or a module), a function's `return` (`return_item`), or what follows an op's regions
    (`op_tail_item`); GiveUp where the reader does not accept it."""
    reader = Reader(text, start, end, context)
    read = _ITEMS[rule]
    return _guarded(lambda: (read(reader), reader.pos), text, start)


def _function_head_item(reader: Reader) -> tuple | None:
    """A function's header and its body's `{` (spaced otherwise than the line patterns read, or
    over lines): what the fast path keeps of a header (`fastparse`'s `function_header`), its
    body then read by the line patterns; None where the header holds what that does not keep
    (an argument's or a result's attributes, a quoted name) or has no body: the reader then
    reads the function whole (what this reading deferred is dropped: it is read again)."""
    deferred = reader.context.deferred
    kept = 0 if deferred is None else len(deferred)
    keyword, visibility, name, name_offset, arguments, argument_types, argument_dicts, results, result_dicts, \
        attributes = reader.func_header()
    if arguments is None or reader.peek() != "{" or name[1] == '"' or \
            any(d is not None for d in (*argument_dicts, *result_dicts)):
        if deferred is not None:
            del deferred[kept:]
        return None
    reader.pos += 1
    return name, visibility, arguments, argument_types, results, keyword, name_offset, attributes


def _block_header_item(reader: Reader) -> tuple:
    """A block's arguments and the `:` after them (written over lines, say)."""
    arguments = _block_arguments(reader)
    reader.expect(":")
    return arguments


_ITEMS: dict[str, Any] = {"item": Reader.item, "return_item": Reader.return_op, "op_tail_item": _op_tail,
                          "block_header_item": _block_header_item, "function_head_item": _function_head_item}


def _names_once(dictionary: str) -> bool:
    """Whether the dictionary `dictionary`, of values `sure_entries` admitted, names none
    twice: split into entries as `split_entries` splits it (all of it, else no)."""
    first = len(dictionary) - len(dictionary[1:].lstrip(" \t\n"))
    names = set()
    length = first
    for name, equal, value_text, comma in _ENTRIES.findall(dictionary, first, len(dictionary) - 1):
        key = name[1:-1] if name[0] == '"' else name
        if key in names:
            return False
        names.add(key)
        length += len(name) + len(equal) + len(value_text) + len(comma)
    return length == len(dictionary) - 1


def _names_once_within(value: str) -> bool:
    """Whether the value `value` (that `sure_entries` admitted), a dictionary or an array, names
    none twice in any dictionary it is or holds (which holds none in turn).  A string holds
    none, whatever braces it has: its inside is not scanned (where a quote escaped in it began
    each scan, a JSON string of 7 kB took 68 ms, its square)."""
    if value[0] == '"':
        return True
    if value[0] == "{" and not _names_once(value):
        return False
    inner = value[1:-1]
    return all(found[0] != "{" or _names_once(found) for found in _STRING_OR_DICTIONARY.findall(inner))


# (a string whole, so that a brace in it is none; a dictionary, which holds none)
_STRING_OR_DICTIONARY = _Lazy(r'"(?:[^"\\]|\\.)*+"|\{(?:[^{}"]|"(?:[^"\\]|\\.)*+")*+\}')


def unread_layout(text: str, read_alias: Callable[[int, int], Any] | None = None
                  ) -> tuple[tuple[str, Any, int], ...] | None:
    """The layout of the dictionary `text` (each entry's name, value and offset from its `{`)
    with its values kept unread (`ir.Unread`), nothing read, if `sure_entries` admits it; else
    None (and where a name is given twice, in it or in a dictionary it holds: the grammar says
    so).  A value that names an alias (`#map`: what it names is the chunk's) is read by
    `read_alias(start, end)` (None: not read); with no `read_alias`, the layout is None."""
    entry_pieces, values_fit = _SURE or _sure_values()
    first = len(text) - len(text[1:].lstrip(" \t\n"))
    if not values_fit(text):
        _sure_answered(False)
        return None
    pieces = entry_pieces(text, first)
    layout = []
    names = set()
    fresh: dict[str, ir.Unread] = {}  # values first seen here: remembered once the pieces are known to be all of the text
    offset, last = first, len(pieces) - 1
    Unread, known, contextual, aliased = ir.Unread, _VALUES.get, fastparse._contextual, "#" in text
    for index, (name, equal, value_text, comma) in enumerate(pieces):
        # (no check that each piece begins where the last ended: their lengths adding up to
        # the text's, below, says that findall skipped nothing)
        if ("," in comma) == (index == last):
            _sure_answered(False)  # (a value that matched a prefix of what is written: `entry_pieces`)
            return None
        key = name[1:-1] if name[0] == '"' else name  # (no escape in a name admitted)
        if key in names or ("{" in value_text and not _names_once_within(value_text)):
            return None
        names.add(key)
        if not equal:
            value: Any = _UNIT
        elif aliased and "#" in value_text and contextual(value_text):
            if read_alias is None:
                return None
            start = offset + len(name) + len(equal)  # an alias (`#map`): what it names in this chunk
            value = read_alias(start, start + len(value_text))
            if value is None:
                return None
        else:
            # one value for one text, read or not: the verifier's memo knows it again
            value = known(value_text) or fresh.get(value_text)
            if value is None:
                value = fresh[value_text] = Unread(value_text, read_value)
        layout.append((name, value, offset))
        offset += len(name) + len(equal) + len(value_text) + len(comma)
    if offset != len(text) - 1:
        _sure_answered(False)
        return None
    _sure_answered(True)
    if fresh:
        values = _bounded(_VALUES, text)  # (emptied, if at all, before this dictionary's values go in)
        for value_text, value in fresh.items():
            values[value_text] = value
    return tuple(layout)


# sure_values' `entry_pieces` and `values_fit`, imported when a large file first asks (a small
# one reads its few values sooner than that module's pattern compiles), then looked up here at
# no cost: an import statement in `unread_layout` cost half a microsecond a dictionary.
_SURE: list[Any] = []


def _sure_values() -> list[Any]:
    from toyir.syntax.sure_values import entry_pieces, values_fit
    _SURE[:] = [entry_pieces, values_fit]
    return _SURE


def read_value(text: str) -> ir.AttrValue:
    """An attribute value `sure` admitted, read (`ir.Unread`'s reading): as it would have been
    where it is written, which gives it no meaning of its own (no alias, no location)."""
    try:
        value = read_rule(text, "attr_value", 0, len(text), ParseContext())
    except GiveUp:
        value = None
    if value is None or not isinstance(value, _VALUE_TYPES):
        # `sure` admitted what the reader does not read: toyir's bug, never the file's
        raise RuntimeError(f"toyir: an attribute value taken as valid does not read: {text!r}")
    return value  # type: ignore[no-any-return]


_VALUE_TYPES = (ir.StringAttr, ir.IntegerAttr, ir.FloatAttr, ir.BoolAttr, ir.UnitAttr, ir.ArrayAttr, ir.DenseArrayAttr,
                ir.DictAttr, ir.TypeAttr, ir.SymbolRefAttr, ir.ElementsAttr, ir.OpaqueAttr, ir.DistinctAttr)


def clear_caches() -> None:
    """Forget every text the readers remembered (toyir.syntax.fastparse's and affine's too)."""
    for cache in (_DICTS, _LOCATIONS, _VALUES):
        cache.clear()
    _READ[0] = 0
    _SURE_ASKED[:] = [0, 0, 0]
    fastparse.clear_caches()
    affine.clear_caches()


# Each text at which the reader itself failed (a bug of the reader's, not the text's): the
# user gets the grammar's verdict, never a traceback, and tests/test_reader.py asserts that
# this stays empty.
MISREAD: list[tuple[str, int, str]] = []


def _guarded(read: Any, text: str, start: int) -> Any:
    try:
        return read()
    except RecursionError:
        raise GiveUp from None  # nesting deeper than Python's stack: the grammar reads it without recursion
    except (IndexError, ValueError) as e:
        if len(MISREAD) < 100:
            MISREAD.append((text[start:start + 200], start, repr(e)))
        raise GiveUp from None
