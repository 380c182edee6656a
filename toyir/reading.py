"""How a chunk is read: the fast path, then the reader, then the grammar, each only where the
one before gives up.

The fast path (toyir.syntax.fastparse.iter_ops) reads the lines it knows a pattern for, op by
op; what it does not read itself (a piece of a line, an item over several lines) it hands to the
reader (toyir.syntax.reader), a recursive descent over the grammar's own rules.  Where the
reader gives up too, the chunk goes to the grammar of record (toyir.syntax.parser, Lark: loaded
only then), which reads it or says where and why it is wrong: most often it reads only the
lines around the error, with what the fast path already read blanked out.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from typing import Any

from toyir.diagnostics import Diagnostic, DiagnosticError
from toyir.explanations import COUNTS, REDEFINITION, TYPE_MISMATCH
from toyir.ir import AttrValue, Location, Module, Operation, Type
from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.semantics import Semantics
from toyir.source import Source
from toyir.syntax.context import ParseContext, resolve_locations
from toyir.syntax.fastparse import Fragment, GiveUp, blank_out, iter_ops
from toyir.syntax.reader import dictionary_layout, read_item, read_rule
from toyir.verifier import parse_time_checks, reported, shifted, stops_parsing, verify, verify_parts


def parse_source(source: Source, start: int = 0, end: int | None = None) -> Module:
    """`source.text[start:end]` as one module: by the fast path and the reader, by the grammar
    of record only where the reader gives up (raises DiagnosticError)."""
    context = ParseContext()
    end = len(source.text) if end is None else end
    removable: list[tuple[int, int]] = []
    try:
        body = tuple(iter_ops(source.text, start, end, context, _fragments(source, context), removable))
    except GiveUp:
        return _parse_after_fast_path(source, start, end, removable, ParseContext())
    check_location_aliases(source, start, end)
    resolve_locations(body, context)
    return Module(body, tuple(context.definitions), context.resources)


def check_location_aliases(source: Source, start: int, end: int, dialects_first: bool = False) -> None:
    """Raise mlir-opt's 'operation location alias was never defined' (DiagnosticError) if the
    chunk, read without the grammar, has an op, argument, function or module at `loc(#name)`
    that it never defines, or defines as an attribute that is no location ('expected
    location').  Its text says whether it may (a scan in C; a `loc(#name)` in a string or a
    comment may seem so): only then the grammar reads it, and says where (`dialects_first`,
    in `--semantics=mlir`: after a dialect's error its parser meets first)."""
    text = source.text
    used = set(_ALIAS_USE.findall(text, start, end))
    if not used:
        return
    # (as a location: `#name = loc(...)`; one of another attribute, or of an alias, the grammar judges)
    defined = set(_ALIAS_DEFINED.findall(text, start, end))
    first = _ALIAS_DEFINED_FIRST.match(text, start, end)
    if first is not None:
        defined.add(first.group(1))
    if not used <= defined:
        try:
            _by_grammar(source, start, end, ParseContext())  # raises its error, unless that was a string's
        except DiagnosticError as e:
            stop = dialect_syntax_error(text, start, end) if dialects_first else None
            if stop is not None and _comes_first(text, stop, e.diagnostic):
                raise DiagnosticError(stop) from None
            raise


_VALUE_CODES = frozenset((TYPE_MISMATCH, REDEFINITION, COUNTS))  # (toyir.syntax.before_error's)


def _comes_first(text: str, stop: Diagnostic, found: Diagnostic) -> bool:
    """Whether mlir-opt's parser meets `stop`, a dialect's error, before `found`, the grammar's
    first: at one place or before it, the dialect's parser's first; a value's error on the line
    of it too, as mlir-opt checks an op's values once its types, the line's rest, are read."""
    return stop.offset <= found.offset or found.code in _VALUE_CODES and text.rfind("\n", 0, stop.offset) < found.offset


# A location that is an alias, and an alias's definition (at a line's start: the first line's
# apart, so that each pattern opens with a literal, which the regex engine finds at C's speed:
# 27 MB in 15 ms, where `\b` or `^` first took 90 to 400).
_ALIAS_USE = _Lazy(r"loc(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+\((?:[ \t\f\r\n\x00]++|//[^\n]*+)*+"
                   r"(#[A-Za-z_][A-Za-z0-9_$.-]*+)(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+\)")
_ALIAS_DEFINED = _Lazy(r"\n[ \t]*+(#[A-Za-z_][A-Za-z0-9_$.-]*+)[ \t]*+=[ \t]*+loc(?=[ \t]*+\()")
_ALIAS_DEFINED_FIRST = _Lazy(r"[ \t]*+(#[A-Za-z_][A-Za-z0-9_$.-]*+)[ \t]*+=[ \t]*+loc(?=[ \t]*+\()")


def _fragments(source: Source, context: ParseContext) -> Fragment:
    """What the fast path calls for a piece of a line it does not read itself, or for an item
    that is not one line (`item`): the reader reads it; where the reader does not accept it,
    the whole chunk goes to the grammar, which says where and why."""
    def fragment(rule: str, start: int, end: int) -> object:
        if rule.endswith("item"):
            return read_item(source.text, start, end, context, rule)
        if rule == "attr_layout":  # (a dictionary whose values need no reader set up, most often)
            return dictionary_layout(source.text, start, end, context)
        return read_rule(source.text, rule, start, end, context)
    return fragment


def _parse_after_fast_path(source: Source, start: int, end: int, removable: list[tuple[int, int]],
                           context: ParseContext) -> Module:
    """The chunk, read after the fast path gave up on it: by the reader, whole; where the reader
    gives up too (most often at an error), by the grammar, once, which first reads it with the
    ops the fast path already read blanked out (`blank_out`): that costs little more than the
    lines around the error and gives the same diagnostic.  Only if that text parses does the
    grammar read the whole chunk (a form the reader does not take)."""
    try:
        module = read_rule(source.text, "start", start, end, context)
    except GiveUp:
        context.reset()  # what the reader defined before it gave up
    else:
        check_location_aliases(source, start, end)
        resolve_locations(module.body, context)
        return module  # type: ignore[no-any-return]
    found = _first_syntax_error(source, start, end, removable)
    if found is not None:
        raise DiagnosticError(found)
    return _by_grammar(source, start, end, context)


def _first_syntax_error(source: Source, start: int, end: int, removable: list[tuple[int, int]]) -> Diagnostic | None:
    """The chunk's first syntax error, found by the grammar with what the fast path read
    blanked out; None if the blanked text parses (or nothing was read: the caller parses).
    What is blanked is a copy of the chunk alone (where not every span read opens it), not of
    the whole buffer: a piece of a large file is a few kilobytes of it."""
    if not removable:
        return None
    text = source.text[start:end]  # the buffer itself, not a copy, when the chunk is all of it
    blanked, first = blank_out(text, 0, [(span_start - start, span_end - start) for span_start, span_end in removable])
    try:
        _by_grammar(Source(source.name, blanked), first, len(text), ParseContext(), True)
    except DiagnosticError as e:
        return _first_of_all(source, start, shifted(e.diagnostic, start))
    return None


def _by_grammar(source: Source, start: int, end: int, context: ParseContext, blanked: bool = False) -> Module:
    """The chunk read by the grammar of record, which the reader gave up on: it reads it or
    raises its first error (`blanked`: of a text with parts blanked out, as is)."""
    from toyir.syntax.parser import parse  # deferred: Lark takes tens of milliseconds to import

    return parse(source, start, end, context, values_first=not blanked, whole=not blanked)


def _first_of_all(source: Source, start: int, found: Diagnostic) -> Diagnostic:
    """`found`, the grammar's first error in the chunk at `start`, read with parts blanked
    out, or the value error mlir-opt's parser reports before it in the text as it is
    (toyir.syntax.before_error)."""
    from toyir.syntax.before_error import value_error_before  # (only where the grammar found an error)

    earlier = value_error_before(source, start, found.offset)
    return found if earlier is None else earlier


def _verify_after_giving_up(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                            removable: list[tuple[int, int]]) -> list[Diagnostic]:
    """What the chunk earns once the fast path gave up on it, having read `removable`: its
    diagnostics, the chunk read whole (`_parse_after_fast_path`), or its syntax error
    (DiagnosticError).  In `--semantics=mlir`, a bad attribute or type of mlir-opt's dialects
    (`dialect_syntax_error`) is where mlir-opt's parser stops, if it stands before any other
    such error."""
    context = ParseContext()
    stop = dialect_syntax_error(source.text, start, end) if semantics.first_error_per_region else None
    try:
        module = _parse_after_fast_path(source, start, end, removable, context)
    except DiagnosticError as e:
        if stop is not None and _comes_first(source.text, stop, e.diagnostic):
            raise DiagnosticError(stop) from None
        raise
    found, value_errors = verify_parts(module, semantics, allow_unregistered=allow_unregistered)
    if stop is not None:  # (the value errors mlir-opt's parser meets before it: those on the lines above)
        line_start = source.text.rfind("\n", 0, stop.offset) + 1
        value_errors = [d for d in value_errors if d.offset < line_start]
        found, value_errors = found + [stop], value_errors + [stop]
    return _located(reported(found, value_errors, semantics), context.location)


def verify_read(ops: Iterator[Operation], context: ParseContext, semantics: Semantics, **options: Any
                ) -> tuple[list, list]:
    """`verify_parts` of the ops a chunk's reading yields (`iter_ops` into `context`).  In
    `--semantics=mlir`, where mlir-opt's parser stops at its first error, so does the reading:
    an error raised in it (DiagnosticError) is one more of the value errors, found after those
    of the ops before (those of a module left unfinished among them: `context.unfinished`); and
    if the fast path gives up (GiveUp) after the parser would have stopped, what is beyond is
    moot.  Else GiveUp is raised, as the fast path raised it."""
    if not semantics.first_error_per_region:
        return verify_parts(ops, semantics, **options)
    ended: list[Exception] = []
    found, value_errors = verify_parts(_until_error(ops, ended), semantics, **options)
    if ended and context.unfinished and stops_parsing(value_errors) is None:
        before = stops_parsing(verify_parts(context.unfinished, semantics,
                                            allow_unregistered=options.get("allow_unregistered", False))[1])
        if before is not None:
            found, value_errors = found + [before], value_errors + [before]
    if ended and isinstance(ended[0], DiagnosticError):
        return found + [ended[0].diagnostic], value_errors + [ended[0].diagnostic]
    if ended and stops_parsing(value_errors) is None:
        raise ended[0]
    return found, value_errors


def stopping_where_mlir_opt_does(ops: Iterator[Operation], text: str, start: int, end: int,
                                 chunk_start: int | None = None, source: Source | None = None,
                                 semantics: Semantics | None = None) -> Iterator[Operation]:
    """`ops`, the top-level ops of `text[start:end]`, for `--semantics=mlir`: where an attribute
    or type of mlir-opt's dialects that its parser rejects stands (`dialect_syntax_error`; the
    grammar keeps a dialect's body as written), its error is raised (DiagnosticError) once the
    ops up to it are read, as a syntax error there would be.  The op it stands in (`_holds`: a
    type misspelt where a value is used, `!transform.any_p`, say) is not complete when mlir-opt's
    parser stops, nor are the values after it checked: that op is held back, and the value errors
    before the error's line are those of `toyir.syntax.before_error` (given the chunk's `source`);
    the ops in it that MLIR's parser made before it stopped have their properties converted (under
    `semantics`), whose first error may come before those."""
    found = dialect_syntax_error(text, start, end, chunk_start)
    if found is None:
        yield from ops
        return
    for op in ops:
        if op.start > found.offset:
            break
        if source is not None and _holds(op, text, found.offset):
            from toyir.syntax.before_error import value_error_before  # (only where such an error is)

            first = value_error_before(source, start, found.offset) or found
            if semantics is not None:
                check = parse_time_checks(semantics)
                for made in _made_before(op, text, found.offset):
                    wrong = check(made)
                    if wrong is not None and made.types_offset < first.offset:
                        first = wrong  # (MLIR's parser converts an op's properties once it has read it whole)
                        break
            raise DiagnosticError(first)
        yield op
    raise DiagnosticError(found)


def _made_before(op: Operation, text: str, offset: int) -> list[Operation]:
    """The ops inside `op` that MLIR's parser made before it stopped at `offset`: their types on a
    line above its, in the order it made them (each once its types are read)."""
    line_start = text.rfind("\n", 0, offset) + 1
    made, stack = [], [op]
    while stack:
        each = stack.pop()
        for nested in (nested for region in each.regions for block in region.blocks for nested in block.ops):
            if nested.start < offset:
                stack.append(nested)
                if nested.types_offset < line_start:
                    made.append(nested)
    return sorted(made, key=lambda each: each.types_offset)


def _holds(op: Operation, text: str, offset: int) -> bool:
    """Whether `offset` is inside `op` (so that mlir-opt's parser stops there before the op is
    complete): before its types, on the line of its types or of an op's in its regions, or
    before an op in them."""
    if offset < op.types_offset:
        return True
    line_start = text.rfind("\n", 0, offset) + 1
    stack = [op]
    while stack:
        each = stack.pop()
        if line_start <= each.types_offset <= offset or each.start > offset:
            return True
        stack += [nested for region in each.regions for block in region.blocks for nested in block.ops]
    return False


def dialect_syntax_error(text: str, start: int, end: int, chunk_start: int | None = None) -> Diagnostic | None:
    """The first attribute or type of mlir-opt's own dialects in `text[start:end]` its parser
    rejects, as its error: arith's attributes (toyir.syntax.arith_attributes), quant's types
    (toyir.syntax.quant_types), a name no dialect of mlir-opt's takes
    (toyir.syntax.dialect_mnemonics), llvm's types' bodies (toyir.syntax.llvm_types), llvm's
    struct attributes' parameters (toyir.syntax.llvm_attributes), enums' cases and sparse
    encodings (toyir.syntax.dialect_enums); the grammar keeps a dialect's body as written.  `chunk_start`: where the chunk begins, if
    `start` is that of a piece of it (its aliases are the chunk's)."""
    found = []
    if text.find("#arith", start, end) != -1:
        from toyir.syntax.arith_attributes import first_error  # deferred: only a chunk that names one needs arith's
        found.append(first_error(text, start, end))
    if text.find("!quant.", start, end) != -1:
        from toyir.syntax.quant_types import first_error as first_quant_error
        found.append(first_quant_error(text, start, end))
    from toyir.syntax.dialect_mnemonics import first_error as first_name_error  # (its names' table: mlir semantics only)
    found.append(first_name_error(text, start, end))
    if text.find("!llvm.", start, end) != -1:
        from toyir.syntax.llvm_types import first_error as first_llvm_type_error
        found.append(first_llvm_type_error(text, start, end))
    if text.find("#llvm.", start, end) != -1:
        from toyir.syntax.llvm_attributes import first_error as first_llvm_error
        found.append(first_llvm_error(text, start, end, chunk_start))
    if text.find("#linalg.iterator_type<", start, end) != -1 or text.find("#index<", start, end) != -1 or \
            text.find("#sparse_tensor.encoding<", start, end) != -1 or text.find("#llvm.", start, end) != -1:
        from toyir.syntax.dialect_enums import first_error as first_enum_error
        found.append(first_enum_error(text, start, end))
    return min((d for d in found if d is not None), key=lambda d: d.offset, default=None)


def _until_error(ops: Iterator[Operation], ended: list[Exception]) -> Iterator[Operation]:
    """`ops` until the reading raises DiagnosticError or GiveUp, which goes into `ended`."""
    try:
        yield from ops
    except (DiagnosticError, GiveUp) as e:
        ended.append(e)


def _located(diagnostics: list[Diagnostic], resolve: Callable[[str], Location | str | None]) -> list[Diagnostic]:
    """Diagnostics whose op had `loc(#alias)`, with the location `resolve` gives for its name
    (a chunk's `ParseContext.location`, once the chunk is read)."""
    return [d._replace(location=resolve(d.location)) if isinstance(d.location, str) else d for d in diagnostics]


def read_type(source: Source) -> Type:
    """The type `source` spells, read by the reader, or by the grammar, which says what is
    wrong (raises DiagnosticError)."""
    try:
        return read_rule(source.text, "type", 0, len(source.text), ParseContext())  # type: ignore[no-any-return]
    except GiveUp:
        from toyir.syntax.parser import parse_rule  # deferred: Lark takes tens of milliseconds to import

        return parse_rule(source, "type")  # type: ignore[no-any-return]


def read_attribute(source: Source, start: int, end: int) -> AttrValue:
    """The attribute `source.text[start:end]` spells (a type is a TypeAttr), read by the reader,
    or by the grammar, which says what is wrong (raises DiagnosticError)."""
    try:
        return read_rule(source.text, "attr_value", start, end, ParseContext())  # type: ignore[no-any-return]
    except GiveUp:
        from toyir.syntax.parser import parse_rule  # deferred: Lark takes tens of milliseconds to import

        return parse_rule(source, "attr_value", start, end)  # type: ignore[no-any-return]
