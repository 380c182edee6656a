"""Value scopes and dominance: each region's values as the walk meets them (`Scope`), and each
operand checked against its definition (`Values`): within reach, dominating its use in an SSA
CFG region, of the type the use says; each successor a block of its region.  A function's body
of which a process reads only a part (`CutBody`, for toyir.halves) takes what the rest defines
as external values."""

from __future__ import annotations

from toyir.diagnostics import Diagnostic, Note, error
from toyir.explanations import COUNTS, DOMINANCE, REDEFINITION, STRUCTURE, TYPE_MISMATCH, UNDECLARED
from toyir.ir import BlockArgument, Operation, Region, Type, Use
from toyir.verifier.report import NOWHERE, Report


# A value's definition: `types` (None: the defining op's own result count was wrong), `offset` of
# the name, the `block` (index in its region) and `position` of the defining op in it (-1 for a
# block argument), and `op_offset` (None for a block argument).
class Definition:
    __slots__ = ("types", "offset", "block", "position", "op_offset")  # a class: cheaper to make than a namedtuple

    def __init__(self, types: tuple[Type, ...] | None, offset: int, block: int, position: int,
                 op_offset: int | None) -> None:
        self.types = types
        self.offset = offset
        self.block = block
        self.position = position
        self.op_offset = op_offset


class Scope:
    """The values of one region as its ops are checked.

    `parent` is the enclosing region's scope (None at an isolated op), and `anchor` the
    (block, position) of the op holding this region, in the parent's region.
    """

    __slots__ = ("definitions", "parent", "anchor", "graph", "externals", "undeclared", "region", "dominators",
                 "labels")

    def __init__(self, parent: Scope | None, anchor: tuple[int, int], graph: bool, region: Region | None,
                 external: bool = False) -> None:
        self.definitions: dict[str, Definition] = {}
        self.parent = parent
        self.anchor = anchor
        self.graph = graph
        # In the top level and module bodies, a value defined nowhere is an external input:
        # name -> the first use's type and offset.
        self.externals: dict[tuple[str, int], tuple[Type, int]] | None = {} if external else None
        # names and result numbers already reported: their first use's type and offset
        self.undeclared: dict[tuple[str, int], tuple[Type, int]] = {}
        self.region = region
        self.dominators: list[set[int]] | None = None
        self.labels: set[str | None] | None = None  # its blocks' labels, once a successor names one

    def lookup(self, name: str) -> tuple[Definition | None, Scope, tuple[int, int] | None]:
        """The definition of `name`, the scope that holds it, and where the use stands in that
        scope's region (None: in this very scope)."""
        scope: Scope | None = self
        where = None
        while scope is not None:
            found = scope.definitions.get(name)
            if found is not None:
                return found, scope, where
            where = scope.anchor
            scope = scope.parent
        return None, self, None


class Values:
    """Value scopes and dominance: each region's values (`Scope`), defined as the walk meets
    them, and each operand checked against its definition: within reach, dominating its use
    (in an SSA CFG region), of the type the use says; and each successor a block of the region."""

    def __init__(self, report: Report, first_only: bool = False) -> None:
        self.report = report
        self.first_only = first_only  # mlir-opt's semantics: its parser's words for a value's error

    def arguments(self, arguments: tuple[BlockArgument, ...], block: int, scope: Scope, signature: bool = False
                  ) -> None:
        """`signature`: the arguments of a custom form's header (a function's: an entry block with
        arguments and no label), which mlir-opt defines with the region, in its words."""
        definitions, isolated = scope.definitions, scope.parent is None  # a function's hundred arguments
        for argument in arguments:
            name = argument.name
            previous = definitions.get(name) if isolated else scope.lookup(name)[0]
            if previous is not None and previous.offset < argument.offset:
                self.report.value_error(
                    error(argument.offset, f"region entry argument '{name}' is already in use",
                          Note("previously referenced here", previous.offset), code=REDEFINITION) if signature else
                    error(argument.offset, f"redefinition of SSA value '{name}'",
                          Note("previously defined here", previous.offset), code=REDEFINITION))
                continue
            definitions[name] = Definition((argument.type,), argument.offset, block, -1, None)

    def define(self, op: Operation, position: int, block: int, scope: Scope) -> None:
        results = op.results
        definitions = scope.definitions
        if len(results) == 1 and results[0].count == len(op.result_types) and results[0].name not in definitions \
                and (scope.parent is None or scope.lookup(results[0].name)[0] is None):
            group = results[0]  # the common case: `%0 = ...`, a new name
            definitions[group.name] = Definition(op.result_types, group.offset, block, position, op.offset)
            return
        bound = sum(group.count for group in results)
        types: tuple[Type, ...] | None = op.result_types
        if results and bound != len(op.result_types):
            # mlir-opt's two messages, in its order
            message = (f"operation defines {len(op.result_types)} results but was provided {bound} to bind"
                       if op.result_types else "cannot name an operation with no results")
            self.report.value_error(error(op.start, message, code=COUNTS))
            types = None
        first = 0
        for group in results:
            previous, _, _ = scope.lookup(group.name)
            # A value of the region around, defined further on, is not yet defined here: as
            # mlir-opt's parser, which reads the text in order, this one is a new value.
            if previous is not None and previous.offset < group.offset:
                self.report.value_error(error(group.offset, f"redefinition of SSA value '{group.name}'",
                                              Note("previously defined here", previous.offset), code=REDEFINITION))
            else:
                group_types = None if types is None else types[first:first + group.count]
                definitions[group.name] = Definition(group_types, group.offset, block, position, op.offset)
            first += group.count

    def operands(self, op: Operation, position: int, block: int, scope: Scope,
                 pending: list[tuple[Use, Type]] | None = None) -> bool:
        """Check each operand of `op` against its definition; False if any is in error.  With
        `pending`, a use of a name this scope does not define goes there, unchecked (see
        `verify_top_level_part`)."""
        uses, types = op.operands, op.operand_types
        if len(uses) != len(types):
            self.report.value_error(error(op.types_offset, f"expected {len(uses)} operand types "
                                                           f"but had {len(types)}", code=COUNTS))
            return False
        definitions = scope.definitions
        ok = True
        for number, use in enumerate(uses):
            use_type = types[number]
            index = use.index or 0
            definition = definitions.get(use.name)
            if definition is not None and definition.block == block and definition.position < position \
                    and definition.types is not None and index < len(definition.types) \
                    and definition.types[index] is use_type:
                continue  # the common case, decided at once (types are shared, so `is` settles it)
            where = None
            holder = scope
            if definition is None and scope.parent is not None:
                definition, holder, where = scope.lookup(use.name)
            if definition is None:
                if pending is not None:
                    pending.append((use, use_type))
                    continue
                externals = scope.externals
                if externals is None and scope.parent is not None:
                    # in a region of an op of a cut function's body (`CutBody`): the other
                    # part's value, as the body's own ops' (the top level's graph regions
                    # take none from theirs)
                    root = scope.parent
                    while root.parent is not None:
                        root = root.parent
                    if not root.graph:
                        externals = root.externals
                if externals is not None:
                    key = (use.name, index)
                    prior = externals.get(key)
                    if prior is None:
                        externals[key] = (use_type, use.offset)
                        continue
                    prior_type, prior_offset = prior
                else:
                    ok = False
                    # as mlir-opt: once per name and result number, whose first use fixes its type
                    prior = scope.undeclared.get((use.name, index))
                    if prior is None:
                        scope.undeclared[(use.name, index)] = (use_type, use.offset)
                        self.report.value_error(error(use.offset, "use of undeclared SSA value name", code=UNDECLARED,
                                                      detail=NOWHERE if scope.region is None else ""),
                                                sure=scope.region is None or _surely_undeclared(scope, use.name))
                        continue
                    prior_type, prior_offset = prior
            else:
                if self.first_only and definition.offset > use.offset and definition.types is not None \
                        and index < len(definition.types) and definition.types[index] != use_type:
                    # a use before the definition, of another type: MLIR's parser says so at the
                    # definition, as it reads it, before any dominance is asked (spec semantics
                    # says it at the use, and whether the definition dominates it)
                    self.report.value_error(definition_mismatch(use, use_type, definition.types[index],
                                                                definition.offset))
                    ok = False
                    continue
                if not holder.graph and not self.dominates(definition, holder, where or (block, position)):
                    relation = ("a parent region" if holder is not scope else
                                "the same block" if definition.block == block else "the same region")
                    self.report.error(self.not_dominating(op, number, definition, relation))
                    ok = False
                    continue
                if definition.types is None:
                    continue
                if index >= len(definition.types):
                    self.report.value_error(invalid_result_number(use))
                    ok = False
                    continue
                prior_type, prior_offset = definition.types[index], definition.offset
            if prior_type is not use_type and prior_type != use_type:
                self.report.value_error(type_mismatch(use, use_type, prior_type, prior_offset))
                ok = False
        return ok

    def dominates(self, definition: Definition, scope: Scope, where: tuple[int, int]) -> bool:
        """Whether `definition` dominates a use standing at (block, position) of `scope`'s region."""
        block, position = where
        if definition.block == block:
            return definition.position < position
        dominators = self.dominator_sets(scope)
        # A block no path reaches is dominated by every block, as in MLIR.
        return not dominators[block] or definition.block in dominators[block]

    def dominator_sets(self, scope: Scope) -> list[set[int]]:
        """Per block of the scope's region, the blocks that dominate it (empty: unreachable)."""
        if scope.dominators is not None:
            return scope.dominators
        blocks = scope.region.blocks if scope.region is not None else ()
        labels = {b.label: i for i, b in enumerate(blocks) if b.label is not None}
        successors = [[labels[s.label] for s in b.ops[-1].successors if s.label in labels] if b.ops else []
                      for b in blocks]
        reachable, stack = {0}, [0]
        while stack:
            for following in successors[stack.pop()]:
                if following not in reachable:
                    reachable.add(following)
                    stack.append(following)
        everything = set(reachable)
        dominators = [({0} if i == 0 else set(everything)) if i in reachable else set() for i in range(len(blocks))]
        predecessors: list[list[int]] = [[] for _ in blocks]
        for i, targets in enumerate(successors):
            if i in reachable:
                for target in targets:
                    predecessors[target].append(i)
        changed = True
        while changed:  # the classic iterative data-flow solution: regions have few blocks
            changed = False
            for i in sorted(reachable - {0}):
                new = set.intersection(*(dominators[p] for p in predecessors[i])) | {i}
                if new != dominators[i]:
                    dominators[i], changed = new, True
        scope.dominators = dominators
        return dominators

    @staticmethod
    def not_dominating(op: Operation, number: int, definition: Definition, where: str) -> Diagnostic:
        """mlir-opt's error, with its note saying where the definition stands."""
        if definition.op_offset is None:
            note = Note(f"operand defined as a block argument (block #{definition.block} in {where})",
                        definition.offset)
        else:
            note = Note(f"operand defined here (op in {where})", definition.op_offset)
        return error(op.offset, f"operand #{number} does not dominate this use", note, code=DOMINANCE)

    def successors(self, op: Operation, scope: Scope) -> bool:
        """Each successor names a block of the op's own region; False (reported) if not."""
        labels = scope.labels
        if labels is None:  # once a region, not once a branch: a function of many blocks and branches
            region = scope.region
            labels = scope.labels = {b.label for b in region.blocks} if region is not None else set()
        for successor in op.successors:
            if successor.label not in labels:
                return not self.report.value_error(error(successor.offset, "reference to an undefined block", code=STRUCTURE))
        return True


def _surely_undeclared(scope: Scope, name: str) -> bool:
    """Whether mlir-opt's parser, too, finds `name` nowhere, used in `scope`, defined in none
    of the scopes up to its isolated op: the names around that op are seen where its parser
    read it in the generic form (`"func.func"() ({...})`: names of the regions around it,
    before or after it), not where it read a custom form (`func.func @f(...) {`, `module {`:
    a name scope of its own, its signature where a generic op's types are).  The top level's
    own values are not looked at: a value there is rare, one used in a function rarer."""
    while scope.parent is not None:
        scope = scope.parent
    op = None if scope.region is None else scope.region.parent
    while op is not None and op.types_offset != op.offset:
        region = None if op.parent is None else op.parent.parent
        if region is None:
            return True
        for block in region.blocks:
            if any(argument.name == name for argument in block.arguments) or any(
                    group.name == name for each in block.ops for group in each.results):
                return False
        op = region.parent
    return True


def invalid_result_number(use: Use) -> Diagnostic:
    return error(use.offset, "reference to invalid result number", code=COUNTS)


def definition_mismatch(use: Use, use_type: Type, defined: Type, offset: int) -> Diagnostic:
    """mlir-opt's error for a value defined at `offset` as `defined`, used above as `use_type`."""
    from toyir.printer import mlir_type_text  # (an error's, no small file's, cost)
    return error(offset, f"definition of SSA value '{use.name}#{use.index or 0}' has type '{mlir_type_text(defined)}'",
                 Note(f"previously used here with type '{mlir_type_text(use_type)}'", use.offset), code=TYPE_MISMATCH)


def type_mismatch(use: Use, use_type: Type, prior_type: Type, prior_offset: int) -> Diagnostic:
    from toyir.printer import mlir_type_text  # (the types as mlir-opt prints them: an error's, no small file's, cost)
    # (mlir-opt names the value, `%0`, not the result of it used, `%0#1`: toyir says which after)
    return error(use.offset, f"use of value '{use.name}' expects different type than prior uses: "
                             f"'{mlir_type_text(use_type)}' vs '{mlir_type_text(prior_type)}'", Note("prior use here", prior_offset),
                 detail="" if use.index is None else f": its result #{use.index}", code=TYPE_MISMATCH)


class CutBody:
    """The body of one function (the op at `offset`), of which this process reads a part, the
    rest blanked out (toyir.halves): a value the body uses (its ops, or the regions they hold)
    and this part does not define is taken as an external value, its first use's type and
    offset kept (`Scope.externals`), not reported; the body's scope is kept in `scope` once
    checked, for the halves to join, and how many blocks it has in `blocks`."""

    __slots__ = ("offset", "scope", "blocks")

    def __init__(self, offset: int) -> None:
        self.offset = offset
        self.scope: Scope | None = None
        self.blocks = 0  # the body's, as this process read it

    def definitions(self) -> dict[str, tuple[Type, ...] | None]:
        """The values the ops of the part define (not the function's arguments): name -> types."""
        assert self.scope is not None
        return {name: d.types for name, d in self.scope.definitions.items() if d.position >= 0}

    def externals(self) -> dict[tuple[str, int], tuple[Type, int]]:
        """The values the part uses and does not define: (name, result number) -> the first
        use's type and offset."""
        assert self.scope is not None and self.scope.externals is not None
        return self.scope.externals
