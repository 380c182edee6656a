"""The parts of a large top level, checked apart and merged (for toyir.parallel): a stretch of
ops without regions checked as far as it can be alone (`verify_top_level_part`), then the
stretches' uses of each other's values (`merge_top_level_parts`, or each part alone where
they share no name: `apart`, `merge_alone`, `join_alone`).  Only a large chunk imports it."""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, islice

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import UNDECLARED
from toyir.ir import Operation, Type, Use
from toyir.records import record
from toyir.semantics import SPEC, Semantics
from toyir.verifier.op_checks import OpChecks
from toyir.verifier.report import NOWHERE, Report
from toyir.verifier.values import Scope, Values, definition_mismatch, invalid_result_number, type_mismatch


class TopLevelPart:
    """One stretch of a top level made of ops without regions, checked as far as it can be
    without the rest: its own definitions, its define pass's diagnostics, and for each op that
    failed or uses a name the stretch does not define, what `merge_top_level_parts` needs.

    Those ops ("recorded") are kept in columns, not a record each: a large top level has one
    for nearly every op (1M ops: ~190 bytes each less than a tuple of tuples)."""

    __slots__ = ("definitions", "diagnostics", "value_errors", "uses", "offsets", "ends", "checks")

    def __init__(self) -> None:
        self.definitions: dict[str, tuple[tuple[Type, ...] | None, int]] = {}  # name: types, offset
        self.diagnostics: list[Diagnostic] = []  # of the define pass: redefinitions
        self.value_errors: list[Diagnostic] = []
        # The recorded ops' uses of names not defined here, in order: name, result number and
        # type, flat; each use's offset; each recorded op's end in them (its uses follow the
        # previous op's end); and for the recorded ops that earned diagnostics, by their number,
        # what their operands earned, those of it that are value errors, and what their own
        # checks earned (`_check_uses` reports one or the other).
        self.uses: list = []
        self.offsets = array("q")
        self.ends = array("q")
        self.checks: dict[int, tuple[Sequence[Diagnostic], Sequence[Diagnostic], Sequence[Diagnostic]]] = {}

    def used(self) -> Iterable[str]:
        """The names of the uses in `uses`, in order."""
        return islice(self.uses, 0, None, 3)

    def each_use(self) -> Iterator[tuple[str, int | None, Type]]:
        """Each use in `uses`, in order: its name, result number and type."""
        flat = iter(self.uses)
        return zip(flat, flat, flat)


def verify_top_level_part(ops: Iterable[Operation], semantics: Semantics = SPEC, *,
                          allow_unregistered: bool = False) -> TopLevelPart | None:
    """`ops`, a stretch of the top level, checked apart from the rest of it: a part of a large
    top level verified in two processes.  None if an op has regions, successors or a symbol
    name, or refers to symbols (functions, modules, symbols and their users are checked with
    the whole top level)."""
    report = Report()
    values = Values(report, semantics.first_error_per_region)
    traits = OpChecks(semantics, allow_unregistered, report)
    scope = Scope(None, (0, 0), graph=True, region=None, external=semantics.top_level_inputs)
    part = TopLevelPart()
    uses, offsets, ends = part.uses, part.offsets, part.ends
    # What an op earns, and its uses left to the merge: lists made anew only once an op keeps them.
    diagnostics: list[Diagnostic] = []
    value_errors: list[Diagnostic] = []
    pending: list[tuple[Use, Type]] = []
    # One pass, each op let go once checked: a use of a name defined further on is left to the
    # merge, as one of a name the part does not define, and checked against all definitions.
    for position, op in enumerate(ops):
        if op.regions or op.successors or ((op.attributes or op.properties) and op.attribute("sym_name") is not None):
            return None
        report.diagnostics, report.value_errors = part.diagnostics, part.value_errors
        values.define(op, position, 0, scope)
        report.diagnostics, report.value_errors = diagnostics, value_errors
        report.current = op
        sound = values.operands(op, position, 0, scope, pending)
        if sound:
            definition = traits.lookup(op.name)
            if not traits.own_checks(op, definition) and definition is not None and definition.uses:
                return None  # a symbol user: its references are checked against the whole top level's symbols
        if pending or diagnostics:
            for use, use_type in pending:
                uses += (use.name, use.index, use_type)
                offsets.append(use.offset)
            pending.clear()
            if diagnostics:
                part.checks[len(ends)] = ((), (), diagnostics) if sound else (diagnostics, value_errors, ())
            ends.append(len(offsets))
        if diagnostics or value_errors:
            diagnostics, value_errors = [], []
    part.definitions = {name: (d.types, d.offset) for name, d in scope.definitions.items()}
    return part


def merge_top_level_parts(parts: list[TopLevelPart], semantics: Semantics = SPEC
                          ) -> tuple[list[Diagnostic], list[Diagnostic]] | None:
    """The diagnostics and value errors `verify_parts` gives the top level whose stretches, in
    order, `parts` are; None if a name is defined in two of them (the whole is checked then)."""
    definitions: dict[str, tuple[tuple[Type, ...] | None, int]] = {}
    diagnostics: list[Diagnostic] = []
    value_errors: list[Diagnostic] = []
    for part in parts:
        if not definitions.keys().isdisjoint(part.definitions):
            return None
        definitions.update(part.definitions)
        diagnostics += part.diagnostics
        value_errors += part.value_errors
    _check_uses(parts, definitions, semantics, diagnostics, value_errors, Externals())
    return diagnostics, value_errors


def part_names(part: TopLevelPart) -> Iterator[str]:
    """The names `part` defines or uses (a name may come more than once)."""
    return chain(part.definitions, part.used())


class Externals(dict):
    """The external values of a part `merge_alone` merged: an external value's first use's
    type, keyed by its name where the use names result #0, else by (name, result number);
    and `names`, the names of the latter, and those of the uses after a failing op that
    stopped the merge (mlir-opt's rule), which it did not reach."""

    __slots__ = ("names",)

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()


def apart(first: Iterable[list[str]], second: TopLevelPart, externals: Externals) -> bool:
    """Whether two parts share no name: the first's `part_names` (a list at a time), and the
    second, merged alone to its end with `externals` (its names are those it defines, and those
    it uses without defining them, which are its external values).  Then each is merged alone
    (`merge_alone`), and `join_alone` joins them as `merge_top_level_parts` would: no name
    defined in one is defined or used in the other, and no external value is used in both (its
    first use, which fixes its type, may be in the other)."""
    defined, used, others = second.definitions.keys(), externals.keys(), externals.names
    # no set of the second's names is made: its tables are at hand, and a million names would take tens of MB
    return all(defined.isdisjoint(names) and used.isdisjoint(names) and others.isdisjoint(names) for names in first)


# A part's diagnostics and value errors as `merge_top_level_parts` makes them: those of its
# define pass, those of its ops, and whether its ops' region stopped at a failing op there.
Alone = record("Alone", "diagnostics value_errors op_diagnostics op_value_errors stopped", module=__name__)


def merge_alone(part: TopLevelPart, semantics: Semantics = SPEC, externals: Externals | None = None) -> Alone:
    """`part` merged as though it were the whole top level; right for `join_alone` when it
    shares no name with the others (`apart`, which reads `externals`, filled here)."""
    diagnostics: list[Diagnostic] = []
    value_errors: list[Diagnostic] = []
    externals = Externals() if externals is None else externals
    stopped = _check_uses([part], part.definitions, semantics, diagnostics, value_errors, externals)
    if stopped:
        externals.names.update(part.used())
    return Alone(part.diagnostics, part.value_errors, diagnostics, value_errors, stopped)


def join_alone(parts: list[Alone]) -> tuple[list[Diagnostic], list[Diagnostic]]:
    """What `merge_top_level_parts` gives for parts that share no name, from each merged alone."""
    diagnostics = [d for part in parts for d in part.diagnostics]
    value_errors = [d for part in parts for d in part.value_errors]
    stopped = False
    for part in parts:
        value_errors += part.op_value_errors  # mlir-opt's parser finds them wherever its verifier stops
        if not stopped:
            diagnostics += part.op_diagnostics
            stopped = part.stopped
    return diagnostics, value_errors


def _check_uses(parts: list[TopLevelPart], definitions: dict[str, tuple[tuple[Type, ...] | None, int]],
                semantics: Semantics, diagnostics: list[Diagnostic], value_errors: list[Diagnostic],
                externals: Externals) -> bool:
    """Check, in order, the uses `parts` left to the merge, against `definitions` and each
    external value's first use (`externals`, filled as they come); add what each op reports;
    True if a failing op ended the region (mlir-opt's rule)."""
    # An external value's first use's type alone, keyed by its name alone where the use names
    # result #0: a large top level has one for each of its uses.  Where that use was is only
    # needed for an error: `_first_uses` finds them all, once, if one is.
    first_uses: dict[str | tuple[str, int], int] | None = None
    nothing: tuple = ((), (), ())
    stopped = False
    for part in parts:
        offsets, ends, checks = part.offsets, part.ends, part.checks
        # Every use in one pass, not an op at a time: the errors found, by the number of the
        # op whose use it is (most parts have none; what they report is then the ops' own).
        # Under mlir-opt's rule, after the op that ends the region only value errors count
        # (mlir-opt's parser finds them first); the external values the uses there add are the
        # ones `merge_alone` then names anyway (it names every use of a part that stopped).
        found: dict[int, list[Diagnostic]] = {}
        for at, (name, number, use_type) in enumerate(part.each_use()):
            index = number or 0
            defined = definitions.get(name)
            if defined is None:
                key: str | tuple[str, int] = name
                if index:
                    key = (name, index)
                    externals.names.add(name)
                if not semantics.top_level_inputs and key not in externals:  # mlir-opt's error, at its first use
                    externals[key] = use_type
                    problem = error(offsets[at], "use of undeclared SSA value name", code=UNDECLARED, detail=NOWHERE)
                    found.setdefault(bisect_right(ends, at), []).append(problem)
                    continue
                prior_type = externals.setdefault(key, use_type)
                if prior_type is use_type or prior_type == use_type:
                    continue
                if first_uses is None:
                    first_uses = _first_uses(parts, definitions)
                problem = type_mismatch(Use(name, number, offsets[at]), use_type, prior_type, first_uses[key])
            else:
                types, defined_at = defined
                if types is None:
                    continue
                if index >= len(types):
                    problem = invalid_result_number(Use(name, number, offsets[at]))
                elif types[index] is not use_type and types[index] != use_type:
                    use = Use(name, number, offsets[at])
                    problem = definition_mismatch(use, use_type, types[index], defined_at) \
                        if semantics.first_error_per_region and defined_at > use.offset else \
                        type_mismatch(use, use_type, types[index], defined_at)  # (as `Values.operands` says it)
                else:
                    continue
            found.setdefault(bisect_right(ends, at), []).append(problem)
        # As `Values.operands` and the op's own checks report them, op by op
        for op_number in sorted(checks.keys() | found.keys()) if found else checks:
            reported_here, values, own = checks.get(op_number, nothing)
            errors = found.get(op_number, ())
            value_errors += values
            value_errors += errors
            if stopped:
                continue
            failed = bool(reported_here or errors)
            if failed:  # unsound operands: no further checks
                diagnostics += reported_here
                diagnostics += errors
            else:
                diagnostics += own
            # as mlir-opt, the first failing op ends the region
            stopped = bool(failed or own) and semantics.first_error_per_region
    return stopped


def _first_uses(parts: list[TopLevelPart], definitions: dict) -> dict[str | tuple[str, int], int]:
    """Each external value's first use's offset, keyed as `_check_uses` keys them."""
    first: dict[str | tuple[str, int], int] = {}
    for part in parts:
        for (name, number, _), offset in zip(part.each_use(), part.offsets):
            if name not in definitions:
                first.setdefault((name, number) if number else name, offset)
    return first
