"""IRDL definitions made toyir ops: each `irdl.operation` an OpDef whose one trait, `IrdlOp`,
verifies an op as mlir-opt 22 verifies an op of a dialect it loaded with `--irdl-file`.

mlir-opt checks an op in this order, and stops at the first failure: the number of operands
(segment sizes, from `operandSegmentSizes` where more than one operand is optional or
variadic), the number of results (`resultSegmentSizes`), the attributes, each operand's type,
each result's type; then, with the same bindings, the regions.  The types and attributes an
IRDL file defines are checked where an op uses them (mlir-opt checks them where they are read).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from toyir import ir
from toyir.diagnostics import Diagnostic, DiagnosticError, Note, error
from toyir.explanations import IRDL, IRDL_FILE
from toyir.irdl.constraints import Matcher, dialect_name, parameters_of, shown
from toyir.irdl.generic import looks_generic, read_generic
from toyir.irdl.syntax import Definition, Dialect, finished, read_irdl
from toyir.reading import read_attribute
from toyir.registry import OpDef
from toyir.source import Source
from toyir.traits import Trait, op_error

_Definitions = dict[tuple[str, ...], Definition]


class IrdlOp(Trait):
    """The op meets its `irdl.operation` definition (`definitions`: the file's types and
    attributes, which its constraints may name)."""

    __slots__ = ("definition", "definitions")
    code = IRDL
    cacheable = False  # regions are part of it
    title = "an op that does not meet its IRDL definition"

    def __init__(self, definition: Definition, definitions: _Definitions) -> None:
        self.definition = definition
        self.definitions = definitions

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)

    def verify(self, op: ir.Operation) -> Diagnostic | None:
        try:
            return self._verify(op)
        except RecursionError:  # constraints of constraints, chained deeper than Python's stack
            return error(op.offset, "constraints nest too deep to check", code=IRDL,
                         detail=f": the IRDL definition of '{op.name}' chains its constraints (all_of, any_of, "
                                f"parametric) hundreds deep")

    def _verify(self, op: ir.Operation) -> Diagnostic | None:
        definition = self.definition
        operands = _segments(op, "operand", "operandSegmentSizes", len(op.operand_types), definition.operands)
        if isinstance(operands, Diagnostic):
            return operands
        results = _segments(op, "result", "resultSegmentSizes", len(op.result_types), definition.results)
        if isinstance(results, Diagnostic):
            return results
        matcher = Matcher(definition.slots, self.definitions)
        given = {_unquoted(a.name): a.value for a in op.attributes}
        for name, index in definition.attributes:
            if name not in given:
                return op_error(op, f'attribute "{name}" is expected but not provided')
            failure = matcher.match(given[name], index)
            if failure is not None:
                return _error(op.offset, failure)
        for types, segments, entries in ((op.operand_types, operands, definition.operands),
                                         (op.result_types, results, definition.results)):
            position = 0
            for (_, _, index), size in zip(entries, segments):
                for t in types[position:position + size]:
                    failure = matcher.match(ir.TypeAttr(t), index)
                    if failure is not None:
                        return _error(op.offset, failure)
                position += size
        return _regions(op, definition, matcher)


def _error(offset: int, message: str) -> Diagnostic:
    return error(offset, message, code=IRDL)


def _unquoted(name: str) -> str:
    """An attribute's name as written (bare, or a string with MLIR's escapes) as it names it."""
    return ir.unquote(name) if name.startswith('"') else name


def _segments(op: ir.Operation, kind: str, attribute: str, count: int,
              entries: list[tuple[str, str, int]]) -> list[int] | Diagnostic:
    """How many of the op's operands (results) each entry takes, or mlir-opt's error."""
    variadicities = [v for _, v, _ in entries]
    flexible = sum(v != "single" for v in variadicities)
    if flexible > 1:
        return _sizes_from_attribute(op, kind, attribute, count, variadicities)
    if flexible == 0:
        if count != len(entries):
            return _error(op.offset, f"op expects exactly {len(entries)} {kind}s, but got {count}")
        return [1] * len(entries)
    rest = count - len(entries) + 1
    if rest < 0:
        return _error(op.offset, f"op expects at least {len(entries) - 1} {kind}s, but got {count}")
    sizes = []
    for variadicity in variadicities:
        if variadicity == "single":
            sizes.append(1)
            continue
        if rest > 1 and variadicity == "optional":
            return _error(op.offset, f"op expects at most {len(entries)} {kind}s, but got {count}")
        sizes.append(rest)
    return sizes


def _sizes_from_attribute(op: ir.Operation, kind: str, attribute: str, count: int,
                          variadicities: list[str]) -> list[int] | Diagnostic:
    value = next((a.value for a in op.attributes if _unquoted(a.name) == attribute), None)
    if value is None:
        return _error(op.offset, f"'{attribute}' attribute is expected but not provided")
    if not (isinstance(value, ir.DenseArrayAttr) and value.element == ir.IntegerType(32)):
        return _error(op.offset, f"'{attribute}' attribute is expected to be a dense i32 array")
    sizes = list(value.values)
    if len(sizes) != len(variadicities):
        return _error(op.offset, f"'{attribute}' attribute for specifying {kind} segments must have "
                                f"{len(variadicities)} elements, but got {len(sizes)}")
    for i, (size, variadicity) in enumerate(zip(sizes, variadicities)):
        if size < 0:
            return _error(op.offset, f"'{attribute}' attribute for specifying {kind} segments must have "
                                    f"non-negative values")
        if variadicity == "single" and size != 1:
            return _error(op.offset, f"element {i} in '{attribute}' attribute must be equal to 1")
        if variadicity == "optional" and size > 1:
            return _error(op.offset, f"element {i} in '{attribute}' attribute must be equal to 0 or 1")
    if sum(sizes) != count:
        return _error(op.offset, f"sum of elements in '{attribute}' attribute must be equal to the number of "
                                f"{kind}s")
    return sizes  # type: ignore[return-value]


def _regions(op: ir.Operation, definition: Definition, matcher: Matcher) -> Diagnostic | None:
    if len(op.regions) != len(definition.regions):
        return op_error(op, f"unexpected number of regions: expected {len(definition.regions)} but got "
                            f"{len(op.regions)}")
    for number, ((_, index), region) in enumerate(zip(definition.regions, op.regions)):
        slot = definition.region_slots[index]
        if slot.value is not None and len(region.blocks) != slot.value:
            return _error(op.offset, f"expected region {number} to have {slot.value} block(s) but got "
                                    f"{len(region.blocks)}")
        if slot.constrained and region.blocks:
            arguments = region.blocks[0].arguments
            if len(arguments) != len(slot.args):
                where = arguments[0] if arguments else None
                return _at(op, where, f"expected region {number} to have {len(slot.args)} arguments but got "
                                      f"{len(arguments)}")
            for argument, constraint in zip(arguments, slot.args):
                failure = matcher.match(ir.TypeAttr(argument.type), constraint)
                if failure is not None:
                    return _at(op, argument, failure)
    return None


def _at(op: ir.Operation, argument: ir.BlockArgument | None, message: str) -> Diagnostic:
    """`message` at a block argument (at its `loc(...)` if it has one, with a note at the op),
    else at the op."""
    if argument is None:
        return _error(op.offset, message)
    found = error(argument.offset, message, Note("see the operation", op.offset), code=IRDL)
    return found._replace(location=argument.location) if isinstance(argument.location, ir.Location) else found


# ------------------------------------------------------ the types and attributes a file defines


def check_dynamic(value: object, definitions: _Definitions) -> str | None:
    """What mlir-opt says of a type or attribute of an IRDL dialect whose parameters do not
    meet its definition (it says so where it reads one); None if `value` is not one or meets it."""
    text = value.text if isinstance(value, (ir.OpaqueType, ir.OpaqueAttr)) else None
    if text is None:
        return None
    name = dialect_name(text)
    definition = definitions.get(tuple(name.split(".", 1))) if name else None
    if definition is None or definition.kind == "operation":
        return None
    parameters = parameters_of(text)
    if parameters is None:
        return None
    if len(parameters) != len(definition.parameters):
        return f"expected {len(definition.parameters)} type arguments, but had {len(parameters)}"
    matcher = Matcher(definition.slots, definitions)
    for parameter, (_, index) in zip(parameters, definition.parameters):
        failure = matcher.match(parameter, index)
        if failure is not None:
            return failure
    return None


# ------------------------------------------------------------------------------- loading


class IrdlDialects:
    """What one or more IRDL files declare: `ops` (toyir OpDefs) and `dialects` (their names)."""

    __slots__ = ("ops", "dialects", "definitions")

    def __init__(self, dialects: list[Dialect]) -> None:
        self.definitions: _Definitions = {(d.name, definition.name): definition
                                          for d in dialects for definition in d.definitions}
        self.dialects = tuple(dict.fromkeys(d.name for d in dialects))
        self.ops = tuple(OpDef(definition.full_name, (IrdlOp(definition, self.definitions),),
                               f"declared in IRDL: {_summary(definition)}")
                         for definition in self.definitions.values() if definition.kind == "operation")

    def __repr__(self) -> str:
        return f"<IrdlDialects {', '.join(self.dialects)}: {len(self.ops)} ops>"


def _summary(definition: Definition) -> str:
    def listed(entries: list[tuple[str, str, int]]) -> str:
        return ", ".join(name if v == "single" else f"{v} {name}" for name, v, _ in entries)
    return f"operands ({listed(definition.operands)}), results ({listed(definition.results)})"


def load(source: Source) -> IrdlDialects:
    """The dialects `source` (an IRDL file's text) declares; DiagnosticError where mlir-opt
    would not load it."""
    if looks_generic(source.text):
        dialects = finished(*read_generic(source))
    else:
        dialects = read_irdl(source)
    _check_any_of(source, dialects)
    return IrdlDialects(dialects)


def _check_any_of(source: Source, dialects: list[Dialect]) -> None:
    """mlir-opt loads an `any_of` only if no alternative may match anything (`irdl.any`)."""
    for dialect in dialects:
        for definition in dialect.definitions:
            for slot in definition.slots:
                if slot.kind == "any_of" and any(_matches_anything(definition, index) for index in slot.args):
                    raise DiagnosticError(error(0, "any_of constraints are not in the correct form", code=IRDL_FILE)
                                          ._replace(location=ir.Location(f'"{source.name}":0:0', source.name, 0, 0)))


def _matches_anything(definition: Definition, index: int) -> bool:
    """Whether slot `index` may match anything, as mlir-opt 22 judges it: an `any`, or an
    `all_of` whose first constraint may (a loop: a file may chain thousands)."""
    slot = definition.slots[index]
    while slot.kind == "all_of" and slot.args:
        slot = definition.slots[slot.args[0]]
    return slot.kind == "any"  # an any_of within: mlir-opt 22 asks no further


def dynamic_check(loaded: IrdlDialects) -> Callable[[Source, int, int], None] | None:
    """A check of a chunk's text for what mlir-opt says of `loaded`'s dialects as it reads
    them (a parse error, which comes alone, the first one read): a type or attribute of theirs
    the file does not define (`expected dynamic type`), or whose parameters do not meet its
    definition (`!course.pair<i32, f32>`; both at its name); an op of theirs with properties
    (`<{...}>`, which an IRDL dialect does not take), read when the op is complete, after the
    ops of its regions.  None where `loaded` declares no dialect."""
    if not loaded.dialects:
        return None
    ops = sorted((d.full_name for d in loaded.definitions.values() if d.kind == "operation"), key=len, reverse=True)
    # (an operand list holds no quote or bracket: a scan for one stops at the next op's name)
    with_properties = re.compile('"(' + "|".join(map(re.escape, ops)) + ')"'
                                 r'\([^()"]*+\)(?:\s*+\[[^\[\]"]*+\])?+\s*+<\{') if ops else None
    dialect_names = "|".join(map(re.escape, sorted(loaded.dialects, key=len, reverse=True)))
    uses = re.compile(rf"([!#])({dialect_names})\.([A-Za-z_][A-Za-z0-9_$.]*)")

    def check(source: Source, start: int, end: int) -> None:
        text = source.text
        found: list[tuple[int, Diagnostic]] = []  # (where mlir-opt finds it, what it says)
        checked_to = start  # a use inside one checked whole is not scanned again: linear time
        for match in uses.finditer(text, start, end):
            if match.start() < checked_to or _in_comment(text, match.start()):
                continue
            sigil, dialect, name = match.groups()
            definition = loaded.definitions.get((dialect, name))
            kind = "type" if sigil == "!" else "attribute"
            if definition is None or definition.kind != kind:
                found.append((match.start(3), _error(match.start(3), f"expected dynamic {kind}")))
                break
            close = _balanced_end(text, match.end(), end)
            if close is None:
                break  # not closed: the grammar says what is wrong with it
            checked_to = close
            used = text[match.start():close]
            failure = check_dynamic(ir.OpaqueType(used) if sigil == "!" else ir.OpaqueAttr(used), loaded.definitions)
            if failure is not None:
                found.append((match.start(3), _error(match.start(3), failure)))
                break
        if with_properties is not None:
            first: tuple[int, int, int, int] | None = None  # (op's end, where, properties' start, end)
            closing: dict[int, int] | None = None  # each `(`'s closing `)`, found once the first op needs it
            for match in with_properties.finditer(text, start, end):
                if first is not None and match.start() > first[0]:
                    break  # an op that starts after one ended ends after it too
                if _in_comment(text, match.start()):
                    continue
                close = _balanced_end(text, match.end() - 2, end, "<", ">")
                if close is None:
                    continue
                if closing is None:
                    closing = _closing_parentheses(text, match.start(), end)
                op_end = _regions_end(text, close, end, closing)
                if first is None or op_end < first[0]:
                    first = (op_end, match.start(), match.end() - 1, close - 1)
            if first is not None:
                op_end, where, opened, closed = first
                properties = read_attribute(source, opened, closed)
                name = text[where + 1:text.index('"', where + 1)]
                found.append((op_end, _error(where, f"invalid properties {shown(properties)} for op {name}: "
                                                    f"extensible Dialects don't support properties")))
        if found:
            raise DiagnosticError(min(found, key=lambda f: f[0])[1])
    return check


def _in_comment(text: str, position: int) -> bool:
    """Whether `position` follows `//` on its line (in a comment, or a string that holds `//`:
    rare enough)."""
    return "//" in text[text.rfind("\n", 0, position) + 1:position]


def _regions_end(text: str, position: int, end: int, closing: dict[int, int]) -> int:
    """Where an op whose properties end at `position` ends: after its regions, `({...})`, if
    it has any (else `position`); `closing` gives each `(`'s `)`."""
    at = position
    while at < end and text[at] in " \t\r\n":
        at += 1
    if not text.startswith("({", at):
        return position
    return closing.get(at, end)


def _closing_parentheses(text: str, start: int, end: int) -> dict[int, int]:
    """Where each `(` of `text[start:end]` is closed (after its `)`), strings and comments
    skipped: one pass, so that nested ops' regions are not each scanned again."""
    found, opened, i = {}, [], start
    while i < end:
        char = text[i]
        if char == '"':
            i = _string_end(text, i, end)
            if i >= end:
                break
        elif char == "/" and text.startswith("//", i):
            i = text.find("\n", i)
            if i < 0:
                break
        elif char == "(":
            opened.append(i)
        elif char == ")" and opened:
            found[opened.pop()] = i + 1
        i += 1
    return found


def _balanced_end(text: str, position: int, end: int, opener: str = "<", closer: str = ">") -> int | None:
    """Where the bracket `opener` at `position` is closed (after its `closer`), strings skipped;
    `position` itself if no `opener` is there; None if it is not closed before `end`."""
    if not text.startswith(opener, position):
        return position
    depth, i = 0, position
    while i < end:
        char = text[i]
        if char == '"':
            i = _string_end(text, i, end)
            if i >= end:
                return None
        elif char == opener:
            depth += 1
        elif char == closer and not (closer == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None


def _string_end(text: str, position: int, end: int) -> int:
    """Where the string literal opened at `position` is closed (its last quote; `end` if not)."""
    i = position + 1
    while i < end:
        char = text[i]
        if char == "\\":
            i += 2
            continue
        if char == '"' or char == "\n":
            return i
        i += 1
    return end
