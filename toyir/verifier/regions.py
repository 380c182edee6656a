"""The walk of the regions, in mlir-opt's order (toyir.verifier's docstring): the top level and
each op's regions, their blocks on the way in and out (terminators), isolated ops apart, and
the symbol tables the walk opens, whose users wait for the table to be read whole."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from toyir.diagnostics import Diagnostic, Note, error, file_order
from toyir.explanations import NESTING, REDEFINITION, STRUCTURE
from toyir.ir import (MAX_NESTING, ArrayAttr, Block, DictAttr, Operation, StringAttr, SymbolRefAttr, referenced,
                      symbol_key)
from toyir.registry import OpDef
from toyir.semantics import Semantics
from toyir.traits import GraphRegions, IsolatedFromAbove, NoTerminator, SymbolTable, SymbolUser, Terminator
from toyir.traits.base import first_failure, reported_by, trait_failed
from toyir.verifier.op_checks import OpChecks, parse_time_error, registered_as_no_table
from toyir.verifier.report import Report
from toyir.verifier.values import CutBody, Scope, Values


# A symbol user as its table keeps it: where MLIR's walk of the table meets it (`Checker.path`),
# the op, and whether an op of an unknown dialect with one region stands between them, which
# mlir-opt takes for a symbol table it cannot read (its lookups there find nothing).
SymbolUse = tuple[tuple, Operation, bool]
# The dialects of the ops of mlir-opt's whose properties toyir.dialects.mlir_opt_rules converts


class Table:
    """A symbol table being read: the first op defining each symbol (`symbol_key`), the symbol
    users whose nearest table it is, the length of the checker's `path` where it begins, and
    how many ops of unknown dialects with one region are open inside it."""

    __slots__ = ("symbols", "users", "depth", "unknown", "redefinitions")

    def __init__(self, symbols: dict[str, Operation] | None = None, users: list[SymbolUse] | None = None,
                 depth: int = 0) -> None:
        self.symbols: dict[str, Operation] = {} if symbols is None else symbols
        self.users: list[SymbolUse] = [] if users is None else users
        self.depth = depth
        self.unknown = 0
        self.redefinitions: list[Diagnostic] = []  # held for `check_uses` where mlir-opt reports them (`first_only`)


def first_use_failure(op: Operation, traits: Sequence[SymbolUser], symbols: dict[str, Operation]) -> Diagnostic | None:
    """`first_failure` of the symbol users' `verify_uses`, against a table's `symbols`."""
    for trait in traits:
        try:
            found = trait.verify_uses(op, symbols)
        except Exception as e:  # noqa: BLE001
            return trait_failed(op, trait, e)
        if found is not None:
            return reported_by(op, trait, found)
    return None


def symbol_redefined(name: str, offset: int, first: int) -> Diagnostic:
    """A symbol table's error: `name` (what its string says, `symbol_key`) defined at `offset`,
    first defined at `first`."""
    return error(offset, f"redefinition of symbol named '{name}'",
                 Note("see existing symbol definition here", first), code=REDEFINITION)


def symbol_references(ops: Iterable[Operation]) -> set[str]:
    """The symbols (`symbol_key`) `ops` name in their attributes and properties, as MLIR's
    `getSymbolUses` finds them: where a table's users look (in arrays and dictionaries too)."""
    found: set[str] = set()
    values: list = [a.value for op in ops for a in (*op.properties, *op.attributes)]
    while values:
        value = values.pop()
        if isinstance(value, SymbolRefAttr):
            found.add(referenced(value.names[0]))
        elif isinstance(value, ArrayAttr):
            values += value.elements
        elif isinstance(value, DictAttr):
            values += [entry.value for entry in value.entries]
    return found


def _unlink(op: Operation) -> None:
    """Take the parent links out of `op`'s tree, so that reference counting alone frees it."""
    stack = [op]
    while stack:
        node = stack.pop()
        node.parent = None
        for region in node.regions:
            region.parent = None
            for block in region.blocks:
                block.parent = None
                stack.extend(block.ops)


class Checker:
    """A run's walk of the regions, in mlir-opt's order (the module's docstring): the top level
    and each op's regions, their blocks on the way in and out (terminators), isolated ops apart,
    and the symbol tables the walk opens, whose users wait for them to be read whole.  What is
    checked of each value, and of each op on its own, is its pieces' (`Values`, `OpChecks`),
    which write to one `Report`."""

    def __init__(self, semantics: Semantics, allow_unregistered: bool) -> None:
        self.registry = semantics.registry
        self.first_only = semantics.first_error_per_region
        self.inputs = semantics.top_level_inputs  # values the top level defines nowhere are inputs
        self.report = Report()
        self.values = Values(self.report, self.first_only)
        self.traits = OpChecks(semantics, allow_unregistered, self.report)
        self.release = False  # unlink each function's tree once checked (see `verify`)
        self.sink: Callable[..., object] | None = None  # see `verify_parts`
        self.symbols = True  # check the top level's symbols (see `verify_parts`)
        self.tables: list[Table] = []  # the symbol tables around the op being checked, the nearest last
        self.users: list[SymbolUse] = []  # the top level's symbol users, where its symbols are not checked
        # Where the op being checked stands, in the order MLIR's walk of a symbol table meets
        # ops: a region's ops in order, then the regions they hold, the last first (`walkSymbolTable`).
        self.path: list[tuple] = []
        self.cut: CutBody | None = None  # see `verify_parts`

    def top_level(self, ops: Iterable[Operation]) -> bool:
        """The top level: a module body, read as a stream.  Isolated ops (functions, modules)
        are checked as they come; the others once all are read, since values may be used
        above their definitions.  Whether any of the others failed."""
        report, values = self.report, self.values
        scope = Scope(None, (0, 0), graph=True, region=None, external=self.inputs)
        others: list[Operation] = []
        isolated: list[Diagnostic] = []  # what functions and modules earn, checked as they come
        table = Table(users=None if self.symbols else self.users, depth=len(self.path))
        self.tables.append(table)
        outer = report.diagnostics
        for op in ops:
            before, users = len(outer), len(table.users)
            if self.symbols:
                self.symbol(op, table)
            if self.isolated(op):
                report.diagnostics = isolated
                values.define(op, len(others), 0, scope)
                self.op(op, scope, len(others), 0, 0)
                report.diagnostics, report.muted = outer, False  # each function is verified apart
                if self.release:
                    report.current = None
                    _unlink(op)
                if self.sink is not None and (isolated or len(outer) > before):
                    # its symbol check's first, as `reported`'s stable sort would put them; what
                    # its calls earn comes later, to go in among them (`placed`)
                    self.sink(sorted(outer[before:] + isolated, key=file_order), len(table.users) > users)
                    del outer[before:]
                    isolated = []
                    report.value_errors.clear()  # a part of the verdict only where the sink is not used
                if report.parser_stopped and self.first_only:
                    break  # mlir-opt's parser stops here: nothing further is its first error (read no more)
            else:
                others.append(op)
        failed = self.block_ops(others, 0, scope, 0, define=True)
        if not (failed and self.first_only):
            report.diagnostics += isolated
        self.tables.pop()
        if self.symbols:
            self.check_uses(table, report.errors > 0)
        return failed

    def symbol(self, op: Operation, table: Table) -> None:
        """A symbol table's check: each `sym_name` defined once among its ops."""
        name = op.attribute("sym_name") if op.properties or op.attributes else None
        if not isinstance(name, StringAttr):
            return
        key = symbol_key(name)
        first = table.symbols.setdefault(key, op.without_regions() if self.release and op.regions else op)
        if first.offset != op.offset:
            redefined = symbol_redefined(key, op.offset, first.offset)
            if self.first_only:  # mlir-opt checks a table's symbols once its ops are verified (`check_uses`)
                table.redefinitions.append(redefined)
            else:
                self.report.error(redefined)

    def check_uses(self, table: Table, failed: bool) -> None:
        """The references of `table`'s users, the table read whole: each user's, or as mlir-opt
        (`first_only`), none if anything in the table `failed`, else up to the first that fails."""
        if failed and self.first_only:
            return
        report = self.report
        if table.redefinitions:  # mlir-opt's `verifySymbolTable`: the first, and no user checked
            report.current = None
            report.error(table.redefinitions[0])
            return
        for _, op, unknown in sorted(table.users, key=lambda user: user[0]):  # as MLIR walks the table
            report.current = op
            traits = self.traits.lookup(op.name).uses  # type: ignore[union-attr]  # a user's op is declared
            found = first_use_failure(op, traits, {} if unknown else table.symbols)
            if found is not None and self.first_only:
                # mlir-opt's verifier shows the op it reports, as it prints it (no part of the
                # error that `--verify-diagnostics` matches: mlir-opt shows none there)
                from toyir.printer import mlir_op_text  # (an error's, not every file's, cost)

                shown = Note(f"see current operation: {mlir_op_text(op, self.isolated)}", None, True)
                found = found._replace(notes=(*found.notes, shown))
            if found is not None and report.error(found) and self.first_only:
                return

    def isolated(self, op: Operation) -> bool:
        definition = self.traits.lookup(op.name)
        return definition is not None and definition.has(IsolatedFromAbove)

    def op(self, op: Operation, scope: Scope, position: int, block: int, depth: int) -> bool:
        """Check `op`, then the ops of its regions; True if anything failed.

        In mlir-opt's order: the op's own traits, its blocks' structure on the way in (empty
        blocks, successors), the ops inside, then each block's terminator on the way out."""
        report, values, traits = self.report, self.values, self.traits
        report.current = op
        if not values.operands(op, position, block, scope) or (op.successors and not values.successors(op, scope)):
            report.muted = self.first_only
            return True
        declarations = traits.declarations
        definition = declarations[op.name] if op.name in declarations else traits.lookup(op.name)
        # (what MLIR's parser checks as it makes the op: asked of an op that may have any)
        failed = bool(definition.parsed if definition is not None else op.properties) and self.parsed(op, definition)
        if not report.muted:
            failed = traits.own_checks(op, definition)
            if failed:
                report.muted = self.first_only
            elif definition is not None and definition.uses:
                # a symbol user: its references wait for its symbol table to be read whole
                table = self.tables[-1]
                table.users.append(((*self.path[table.depth:], (0, op.offset)), op, table.unknown > 0))
        if not op.regions:
            return failed
        problem = self.entrance(op, definition)
        if problem is not None:
            failed = report.error(problem)
            report.muted = self.first_only
        report.current = op
        if self.regions(op, definition, scope, block, position, depth):
            failed = True
        if definition is not None and definition.exits and not report.muted:
            # what MLIR checks of the op once its regions are verified (its region traits)
            report.current = op
            found = first_failure(op, definition.exits)
            if found is not None:
                failed = report.error(found)
                report.muted = self.first_only
        return failed

    def regions(self, op: Operation, definition: OpDef | None, scope: Scope, block: int, position: int,
                depth: int) -> bool:
        """Check the ops in `op`'s regions; True if any failed."""
        if depth >= MAX_NESTING:
            return self.report.error(error(op.offset, "nesting too deep",
                                           detail=f": regions nest at most {MAX_NESTING} levels", code=NESTING))
        isolated = definition is not None and definition.has(IsolatedFromAbove)
        # An op no dialect declares holds regions of a kind nobody knows: as in MLIR, where an
        # unregistered op's regions have no SSA dominance, a value there may be used above its
        # definition (a TF executor graph's islands name each other so).
        graph = definition is None or definition.has(GraphRegions)
        if definition is None or not definition.has(SymbolTable):
            return self.region_ops(op, definition, isolated, graph, None, scope, block, position, depth)
        table = Table(depth=len(self.path))
        self.tables.append(table)
        errors = self.report.errors
        try:
            failed = self.region_ops(op, definition, isolated, graph, table, scope, block, position, depth)
        finally:
            self.tables.pop()
        self.check_uses(table, self.report.errors > errors)
        return failed or self.report.errors > errors

    def region_ops(self, op: Operation, definition: OpDef | None, isolated: bool, graph: bool,
                   symbols: Table | None, scope: Scope, block: int, position: int, depth: int) -> bool:
        """`regions`, once it knows what `op` is: the ops of its regions, with `symbols` the
        table they define their symbols in, if `op` is a symbol table; block by block, as
        mlir-opt walks them, each block's structure checked on the way in (`block_entrance`)
        and its terminator on the way out (`block_exit`)."""
        report = self.report
        failed = False
        values = self.values
        # An op of an unknown dialect with one region may be a symbol table, for mlir-opt: a
        # lookup from inside it finds nothing (`getNearestSymbolTable`); not one it registers
        # as no table (`scf.for`).
        unknown = int(symbols is None and len(op.regions) == 1 and not self.registry.has_dialect(op.dialect)
                      and not registered_as_no_table(op))
        self.tables[-1].unknown += unknown
        for number, region in enumerate(op.regions):
            self.path.append((1, -op.offset, -number))
            inner = Scope(None if isolated else scope, (block, position), graph, region,
                           external=graph and isolated and self.inputs)
            cut = self.cut
            if cut is not None and op.offset == cut.offset:
                inner.externals, cut.scope, cut.blocks = {}, inner, len(region.blocks)  # the rest's values: external
            for index, region_block in enumerate(region.blocks):
                values.arguments(region_block.arguments, index, inner, region_block.label is None)
                for at, nested in enumerate(region_block.ops):
                    values.define(nested, at, index, inner)
                    if symbols is not None:
                        self.symbol(nested, symbols)
            optional = self.terminator_optional(region.blocks, definition)
            for index, region_block in enumerate(region.blocks):
                report.current = op
                problem = self.block_entrance(op, region_block, optional)
                if problem is not None:
                    failed = report.error(problem)
                    report.muted = self.first_only
                if self.block_ops(region_block.ops, index, inner, depth + 1, define=False):
                    failed = True
                report.current = op
                problem = None if optional else self.block_exit(region_block)
                if problem is not None:
                    failed = report.error(problem)
                    report.muted = self.first_only
            self.path.pop()
        self.tables[-1].unknown -= unknown
        return failed

    def block_ops(self, ops: list[Operation] | tuple[Operation, ...], block: int, scope: Scope, depth: int,
                  define: bool) -> bool:
        """The ops of one block, isolated ones after the others, as mlir-opt verifies them: each
        isolated op apart (at once, in mlir-opt), unless what came before failed (`muted`)."""
        report, values = self.report, self.values
        if define:
            for position, op in enumerate(ops):
                values.define(op, position, block, scope)
        failed = False
        isolated: list[tuple[int, Operation]] = []
        for position, op in enumerate(ops):
            if op.regions and self.isolated(op):
                isolated.append((position, op))
            elif report.muted and not op.regions:
                # only what mlir-opt's parser would find: a file with an error in every function
                # reads the rest of each function this way
                report.current = op
                if values.operands(op, position, block, scope) and op.successors:
                    values.successors(op, scope)
                self.parsed(op, self.traits.lookup(op.name))
            elif self.op(op, scope, position, block, depth):
                failed = True
                report.muted = self.first_only
        muted = report.muted
        for position, op in isolated:
            failed = self.op(op, scope, position, block, depth) or failed
            report.muted = muted
        return failed

    def parsed(self, op: Operation, definition: OpDef | None) -> bool:
        """What MLIR's parser checks as it makes `op` (its properties), muted or not: all of a
        chunk's such errors come before any of its verifier's; True if one failed."""
        found = parse_time_error(op, definition, self.traits.closed_known_dialects)
        if found is None:
            return False
        self.report.value_error(found)
        self.report.muted = self.first_only
        return True

    def entrance(self, op: Operation, definition: OpDef | None) -> Diagnostic | None:
        """What mlir-opt checks of `op`'s regions before their blocks: a graph region has one block."""
        if definition is not None and definition.has(GraphRegions):
            for i, region in enumerate(op.regions):
                if len(region.blocks) > 1:
                    return error(op.offset, f"'{op.name}' op expects graph region #{i} to have 0 or 1 blocks",
                                 code=STRUCTURE)
        return None

    @staticmethod
    def block_entrance(op: Operation, block: Block, optional: bool) -> Diagnostic | None:
        """What mlir-opt checks of a block of `op` before the ops in it: it has ops (unless it may
        go without a terminator, `optional`), and only its last op has successors."""
        ops = block.ops
        if not ops and not optional:
            if op.name == "func.func" and block.label is None and not block.arguments \
                    and len(op.regions[0].blocks) == 1:
                # `func.func @f() {}`: only its custom form writes a body of one block with no
                # label and no arguments (the generic form's `({})` has none), which mlir-opt's
                # parser refuses; with arguments, the block is there, empty
                return error(op.regions[0].offset, "custom op 'func.func' expected non-empty function body",
                             code=STRUCTURE)
            return error(op.offset, "empty block: expect at least a terminator", code=STRUCTURE)
        for nested in ops[:-1]:
            if nested.successors:
                return error(nested.offset, "operation with block successors must terminate its parent block",
                             code=STRUCTURE)._replace(location=nested.location)
        return None

    def block_exit(self, block: Block) -> Diagnostic | None:
        """What mlir-opt checks of a block after the ops in it: it ends with a terminator (an
        unregistered op may be one)."""
        if not block.ops:
            return None
        last = block.ops[-1]
        last_definition = self.traits.lookup(last.name)
        if last_definition is not None and not last_definition.has(Terminator):
            # the op as mlir-opt prints it (its value names, its attributes' spelling) where its words are the point
            shown = str(last)
            if self.first_only:
                from toyir.printer import mlir_op_text  # here: a small file that verifies never needs the printer

                shown = mlir_op_text(last, self.isolated)
            return error(last.offset, f"block with no terminator, has {shown}",
                         code=STRUCTURE)._replace(location=last.location)
        return None

    @staticmethod
    def terminator_optional(blocks: tuple[Block, ...], definition: OpDef | None) -> bool:
        """mlir-opt's `mayBeValidWithoutTerminator`: a region's only block, of an unregistered op
        or of a NoTerminator one."""
        return len(blocks) == 1 and (definition is None or definition.has(NoTerminator))
