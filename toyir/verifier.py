"""The verifier: checks a parsed module and returns every diagnostic it earns, in file order.

Regions follow MLIR's rules:

* values: a region sees its own values and those of the regions around it, up to the first op
  that is `IsolatedFromAbove` (a function, a module); a name is defined once in that reach, and
  every use agrees with its definition's type;
* order: the top level and `builtin.module` bodies are graph regions, where a value may be used
  above its definition and a value defined nowhere is an external input, typed by its first
  use (toyir's reading of free op lines); so are the regions of an op no dialect declares
  (MLIR's unregistered ops: no SSA dominance), apart from the externals; every other region is
  an SSA CFG region, where a definition must dominate its uses (in its block above the use, or
  in a dominating block);
* terminators: each block of a registered op's region ends with a terminator, unless the region
  has one block and the op is `NoTerminator`; an unregistered op may end its blocks with anything.

Per op, in mlir-opt's order (a failure skips the later steps for that op, which would only
repeat it): its operands (counts, definitions, types), its declaration, its declared traits,
then its blocks, one by one as mlir-opt walks them: each on the way in (empty, successors),
the ops in it, its terminator on the way out.  A symbol table's users (`SymbolUser`) have their references
checked once the table is read whole, as MLIR's symbol tables check them.  Verdicts of traits
that look only at the op's name, types, attributes and properties are remembered for the run
(and given up where they mostly miss).  `Semantics.first_error_per_region` reproduces where mlir-opt stops: at the first failing op of an isolated op's body, whose
isolated children it then never reaches; what its parser would find beyond (value errors) is
still looked for, since a file that does not parse is not verified at all.

A run's checker is split by concern, each piece writing to one `_Report`: the walk of the
regions (`_Checker`: blocks, terminators, isolated ops, symbol tables, the order above), value
scopes and dominance (`_Values`), and an op's own checks (`_Traits`: its declaration, its
traits).  The parts of a large top level, checked apart and merged (`verify_top_level_part`,
for toyir.parallel), come last.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import chain, islice

from toyir.diagnostics import Diagnostic, Note, error, file_order
from toyir.explanations import (COUNTS, DOMINANCE, NESTING, REDEFINITION, STRUCTURE, TYPE_MISMATCH, UNDECLARED,
                                UNREGISTERED)
from toyir.ir import (MAX_NESTING, MLIR_OPT_DIALECTS, ArrayAttr, Block, BlockArgument, DictAttr, Module, Operation,
                      Region, StringAttr, SymbolRefAttr, Type, Use, referenced, symbol_key)
from toyir.records import record
from toyir.registry import OpDef
from toyir.semantics import SPEC, Semantics
from toyir.suggestions import op_suggestion
from toyir.traits.base import first_failure, reported_by, trait_failed
from toyir.traits import (GraphRegions, IsolatedFromAbove, NoTerminator, Symbol, SymbolTable, SymbolUser, Terminator,
                          Trait)
from toyir.trial import Trial


def verify(module: Module | Iterable[Operation], semantics: Semantics = SPEC, *,
           allow_unregistered: bool = False, release: bool = False,
           sink: Callable[[list[Diagnostic]], object] | None = None) -> list[Diagnostic]:
    """Every diagnostic of `module`, or of its top-level ops given one by one (a stream is read
    once, and each function can be let go as soon as it is checked).  With `release`, each
    function's tree is unlinked from its parents once checked: the caller is done with it, and
    it is freed without the cycle collector.  With `sink`, see `verify_parts`."""
    return reported(*verify_parts(module, semantics, allow_unregistered=allow_unregistered, release=release,
                                  sink=sink), semantics)


def verify_parts(module: Module | Iterable[Operation], semantics: Semantics = SPEC, *,
                 allow_unregistered: bool = False, release: bool = False,
                 sink: Callable[..., object] | None = None,
                 symbols: bool = True, users: list[SymbolUse] | None = None, others: list[bool] | None = None,
                 cut: CutBody | None = None) -> tuple[list[Diagnostic], list[Diagnostic]]:
    """Every diagnostic, and those of them mlir-opt would find as it parses (names, types,
    counts): the parts `reported` makes the verdict of, kept apart so that the functions of one
    file can be verified in two halves and their parts joined.

    With `sink` (where every diagnostic is reported: not `first_error_per_region`), what each
    isolated top-level op earns (a function's, with its symbol check's) goes to `sink` in file
    order as soon as it is checked, and is not kept: a file with many errors is never held
    whole.  The sink is told too whether what the op's symbol users earn comes later (and
    goes in among those diagnostics, in file order).  The rest is returned, as without.

    Without `symbols`, the top level's symbols are not checked, nor its symbol users'
    references: a caller that verifies a file's functions in parts, each part but the first not
    knowing the symbols before it, checks them when the parts join (each name's first
    definition may be in an earlier part, a callee in another): the top level's users go into
    `users` then (`check_symbol_uses`).

    With `others`, whether the top level's ops that are not isolated failed goes into it: then,
    as mlir-opt (`first_error_per_region`), what the isolated ones earned is not reported, and
    a caller that verifies the top level in parts drops what the other parts' earned too.

    With `cut`, the body of the function it names is one a process reads part of (see `CutBody`)."""
    checker = _Checker(semantics, allow_unregistered)
    checker.cut = cut
    checker.release = release
    checker.symbols = symbols
    if users is not None:
        checker.users = users
    if sink is not None:
        assert not checker.first_only, "mlir-opt's verdict on a function waits for the whole file"
        checker.sink = sink
    failed = checker.top_level(module.body if isinstance(module, Module) else module)
    if others is not None:
        others.append(failed)
    return checker.report.diagnostics, checker.report.value_errors


# The detail of "use of undeclared SSA value name" at the top level, under mlir-opt's rules.
_NOWHERE = ": the top level defines it nowhere (--semantics=spec takes it as an input to the IR)"


def _undeclared(diagnostic: Diagnostic) -> bool:
    """Whether `diagnostic` is "use of undeclared SSA value name" (by its code, or by its text
    where two processes wrote it already)."""
    code = getattr(diagnostic, "code", None)
    if code is not None:
        return code == UNDECLARED
    return "use of undeclared SSA value name" in diagnostic.output  # type: ignore[attr-defined]


def stops_parsing(value_errors: list[Diagnostic]) -> Diagnostic | None:
    """The error among `value_errors` at which mlir-opt's parser stops: the first in the text
    but for undeclared values, which it names only once the whole chunk is read (then all of
    them); None if there is none."""
    stopping = [d for d in value_errors if not _undeclared(d)]
    return min(stopping, key=file_order) if stopping else None


def reported(diagnostics: list[Diagnostic], value_errors: list[Diagnostic], semantics: Semantics) -> list[Diagnostic]:
    """What a verification reports, in file order."""
    if semantics.first_error_per_region and value_errors:
        # mlir-opt finds these while parsing, and a file that does not parse is not verified:
        # its parser stops at the first (`stops_parsing`), or, if every one is a value used and
        # never defined, names them all once the chunk is read.
        first = stops_parsing(value_errors)
        diagnostics = value_errors if first is None else [first]
    return sorted(diagnostics, key=file_order)


def check_symbol_uses(tables: Iterable[dict[str, Operation]], users: Iterable[SymbolUse], semantics: Semantics = SPEC,
                      failed: bool = False, allow_unregistered: bool = False) -> list[Diagnostic]:
    """What a top level's symbol `users` earn, checked against its symbols once the parts of it
    verified apart (`verify_parts` without `symbols`) join: `tables` are the parts' symbols,
    each name's first definition (by offset) standing for it.  `failed`: something else in the
    top level failed, and mlir-opt then checks no user (`--semantics=mlir`)."""
    symbols: dict[str, Operation] = {}
    for table in tables:
        for name, op in table.items():
            first = symbols.get(name)
            if first is None or op.offset < first.offset:
                symbols[name] = op
    checker = _Checker(semantics, allow_unregistered)
    checker.check_uses(_SymbolTable(symbols, list(users)), failed)
    return checker.report.diagnostics


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


def shifted(diagnostic: Diagnostic, delta: int) -> Diagnostic:
    """`diagnostic` moved by `delta` characters, its notes with it."""
    notes = tuple(n if n.offset is None else n._replace(offset=n.offset + delta) for n in diagnostic.notes)
    return diagnostic._replace(offset=diagnostic.offset + delta, notes=notes)


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


class _Report:
    """Where a run's diagnostics go, as its checks find them (`error`), those mlir-opt's parser
    would find apart too (`value_error`: names, types, counts); how many there were; the op being
    checked, whose `loc(...)` a diagnostic at it takes; and whether the run is past where
    mlir-opt stops (`muted`).  Shared by the pieces of a run's checker."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.value_errors: list[Diagnostic] = []  # those mlir-opt reports as it parses: names, types, counts
        self.parser_stopped = False  # whether one of them is where its parser stops (`stops_parsing`)
        self.current: Operation | None = None  # the op being checked
        self.errors = 0  # diagnostics reported so far: whether anything in a symbol table failed
        # Where mlir-opt stops verifying (`first_only`), it has parsed the whole file: the errors
        # its parser finds (value errors) are still looked for beyond, and nothing else is reported.
        self.muted = False

    def error(self, diagnostic: Diagnostic) -> bool:
        """Record `diagnostic`; True, so that a check can say it failed in the same breath.

        A diagnostic at the op being checked takes the op's `loc(...)`, if it has one."""
        current = self.current
        self.errors += 1
        if self.muted:
            return True
        if current is not None and current.location is not None and diagnostic.offset == current.offset:
            diagnostic = diagnostic._replace(location=current.location)
        self.diagnostics.append(diagnostic)
        return True

    def value_error(self, diagnostic: Diagnostic, sure: bool = False) -> bool:
        # Beyond where mlir-opt stops, a name undeclared here may be one its parser resolves (a
        # value of the region around an isolated op, in the generic form), which its verifier
        # would then have reported otherwise: only the errors its parser surely finds are kept
        # (`sure`: a name the top level defines nowhere, or a custom form's body: nothing is
        # around it that its parser looks in).
        if not (self.muted and diagnostic.code == UNDECLARED and not sure):
            self.value_errors.append(diagnostic)
            self.parser_stopped = self.parser_stopped or diagnostic.code != UNDECLARED
        return self.error(diagnostic)


# A symbol user as its table keeps it: where MLIR's walk of the table meets it (`_Checker.path`),
# the op, and whether an op of an unknown dialect with one region stands between them, which
# mlir-opt takes for a symbol table it cannot read (its lookups there find nothing).
SymbolUse = tuple[tuple, Operation, bool]


class _SymbolTable:
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


class _Checker:
    """A run's walk of the regions, in mlir-opt's order (the module's docstring): the top level
    and each op's regions, their blocks on the way in and out (terminators), isolated ops apart,
    and the symbol tables the walk opens, whose users wait for them to be read whole.  What is
    checked of each value, and of each op on its own, is its pieces' (`_Values`, `_Traits`),
    which write to one `_Report`."""

    def __init__(self, semantics: Semantics, allow_unregistered: bool) -> None:
        self.registry = semantics.registry
        self.first_only = semantics.first_error_per_region
        self.inputs = semantics.top_level_inputs  # values the top level defines nowhere are inputs
        self.report = _Report()
        self.values = _Values(self.report)
        self.traits = _Traits(semantics, allow_unregistered, self.report)
        self.release = False  # unlink each function's tree once checked (see `verify`)
        self.sink: Callable[..., object] | None = None  # see `verify_parts`
        self.symbols = True  # check the top level's symbols (see `verify_parts`)
        self.tables: list[_SymbolTable] = []  # the symbol tables around the op being checked, the nearest last
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
        scope = _Scope(None, (0, 0), graph=True, region=None, external=self.inputs)
        others: list[Operation] = []
        isolated: list[Diagnostic] = []  # what functions and modules earn, checked as they come
        table = _SymbolTable(users=None if self.symbols else self.users, depth=len(self.path))
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

    def symbol(self, op: Operation, table: _SymbolTable) -> None:
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

    def check_uses(self, table: _SymbolTable, failed: bool) -> None:
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
            if found is not None and report.error(found) and self.first_only:
                return

    def isolated(self, op: Operation) -> bool:
        definition = self.traits.lookup(op.name)
        return definition is not None and definition.has(IsolatedFromAbove)

    def op(self, op: Operation, scope: _Scope, position: int, block: int, depth: int) -> bool:
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
        failed = False
        if definition is not None and definition.parsed:
            # what MLIR's parser checks as it makes the op (its properties), muted or not
            found = first_failure(op, definition.parsed)
            if found is not None:
                failed = report.value_error(found)
                report.muted = self.first_only
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

    def regions(self, op: Operation, definition: OpDef | None, scope: _Scope, block: int, position: int,
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
        table = _SymbolTable(depth=len(self.path))
        self.tables.append(table)
        errors = self.report.errors
        try:
            failed = self.region_ops(op, definition, isolated, graph, table, scope, block, position, depth)
        finally:
            self.tables.pop()
        self.check_uses(table, self.report.errors > errors)
        return failed or self.report.errors > errors

    def region_ops(self, op: Operation, definition: OpDef | None, isolated: bool, graph: bool,
                   symbols: _SymbolTable | None, scope: _Scope, block: int, position: int, depth: int) -> bool:
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
                      and not _registered_as_no_table(op))
        self.tables[-1].unknown += unknown
        for number, region in enumerate(op.regions):
            self.path.append((1, -op.offset, -number))
            inner = _Scope(None if isolated else scope, (block, position), graph, region,
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

    def block_ops(self, ops: list[Operation] | tuple[Operation, ...], block: int, scope: _Scope, depth: int,
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
            elif self.op(op, scope, position, block, depth):
                failed = True
                report.muted = self.first_only
        muted = report.muted
        for position, op in isolated:
            failed = self.op(op, scope, position, block, depth) or failed
            report.muted = muted
        return failed

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


# A value's definition: `types` (None: the defining op's own result count was wrong), `offset` of
# the name, the `block` (index in its region) and `position` of the defining op in it (-1 for a
# block argument), and `op_offset` (None for a block argument).
class _Definition:
    __slots__ = ("types", "offset", "block", "position", "op_offset")  # a class: cheaper to make than a namedtuple

    def __init__(self, types: tuple[Type, ...] | None, offset: int, block: int, position: int,
                 op_offset: int | None) -> None:
        self.types = types
        self.offset = offset
        self.block = block
        self.position = position
        self.op_offset = op_offset


class _Scope:
    """The values of one region as its ops are checked.

    `parent` is the enclosing region's scope (None at an isolated op), and `anchor` the
    (block, position) of the op holding this region, in the parent's region.
    """

    __slots__ = ("definitions", "parent", "anchor", "graph", "externals", "undeclared", "region", "dominators",
                 "labels")

    def __init__(self, parent: _Scope | None, anchor: tuple[int, int], graph: bool, region: Region | None,
                 external: bool = False) -> None:
        self.definitions: dict[str, _Definition] = {}
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

    def lookup(self, name: str) -> tuple[_Definition | None, _Scope, tuple[int, int] | None]:
        """The definition of `name`, the scope that holds it, and where the use stands in that
        scope's region (None: in this very scope)."""
        scope: _Scope | None = self
        where = None
        while scope is not None:
            found = scope.definitions.get(name)
            if found is not None:
                return found, scope, where
            where = scope.anchor
            scope = scope.parent
        return None, self, None


class _Values:
    """Value scopes and dominance: each region's values (`_Scope`), defined as the walk meets
    them, and each operand checked against its definition: within reach, dominating its use
    (in an SSA CFG region), of the type the use says; and each successor a block of the region."""

    def __init__(self, report: _Report) -> None:
        self.report = report

    def arguments(self, arguments: tuple[BlockArgument, ...], block: int, scope: _Scope, signature: bool = False
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
            definitions[name] = _Definition((argument.type,), argument.offset, block, -1, None)

    def define(self, op: Operation, position: int, block: int, scope: _Scope) -> None:
        results = op.results
        definitions = scope.definitions
        if len(results) == 1 and results[0].count == len(op.result_types) and results[0].name not in definitions \
                and (scope.parent is None or scope.lookup(results[0].name)[0] is None):
            group = results[0]  # the common case: `%0 = ...`, a new name
            definitions[group.name] = _Definition(op.result_types, group.offset, block, position, op.offset)
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
                definitions[group.name] = _Definition(group_types, group.offset, block, position, op.offset)
            first += group.count

    def operands(self, op: Operation, position: int, block: int, scope: _Scope,
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
                                                      detail=_NOWHERE if scope.region is None else ""),
                                                sure=scope.region is None or _surely_undeclared(scope, use.name))
                        continue
                    prior_type, prior_offset = prior
            else:
                if not holder.graph and not self.dominates(definition, holder, where or (block, position)):
                    relation = ("a parent region" if holder is not scope else
                                "the same block" if definition.block == block else "the same region")
                    self.report.error(self.not_dominating(op, number, definition, relation))
                    ok = False
                    continue
                if definition.types is None:
                    continue
                if index >= len(definition.types):
                    self.report.value_error(_invalid_result_number(use))
                    ok = False
                    continue
                prior_type, prior_offset = definition.types[index], definition.offset
            if prior_type is not use_type and prior_type != use_type:
                self.report.value_error(_type_mismatch(use, use_type, prior_type, prior_offset))
                ok = False
        return ok

    def dominates(self, definition: _Definition, scope: _Scope, where: tuple[int, int]) -> bool:
        """Whether `definition` dominates a use standing at (block, position) of `scope`'s region."""
        block, position = where
        if definition.block == block:
            return definition.position < position
        dominators = self.dominator_sets(scope)
        # A block no path reaches is dominated by every block, as in MLIR.
        return not dominators[block] or definition.block in dominators[block]

    def dominator_sets(self, scope: _Scope) -> list[set[int]]:
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
    def not_dominating(op: Operation, number: int, definition: _Definition, where: str) -> Diagnostic:
        """mlir-opt's error, with its note saying where the definition stands."""
        if definition.op_offset is None:
            note = Note(f"operand defined as a block argument (block #{definition.block} in {where})",
                        definition.offset)
        else:
            note = Note(f"operand defined here (op in {where})", definition.op_offset)
        return error(op.offset, f"operand #{number} does not dominate this use", note, code=DOMINANCE)

    def successors(self, op: Operation, scope: _Scope) -> bool:
        """Each successor names a block of the op's own region; False (reported) if not."""
        labels = scope.labels
        if labels is None:  # once a region, not once a branch: a function of many blocks and branches
            region = scope.region
            labels = scope.labels = {b.label for b in region.blocks} if region is not None else set()
        for successor in op.successors:
            if successor.label not in labels:
                return not self.report.value_error(error(successor.offset, "reference to an undefined block", code=STRUCTURE))
        return True


def _surely_undeclared(scope: _Scope, name: str) -> bool:
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


def _invalid_result_number(use: Use) -> Diagnostic:
    return error(use.offset, "reference to invalid result number", code=COUNTS)


def _type_mismatch(use: Use, use_type: Type, prior_type: Type, prior_offset: int) -> Diagnostic:
    # (mlir-opt names the value, `%0`, not the result of it used, `%0#1`: toyir says which after)
    return error(use.offset, f"use of value '{use.name}' expects different type than prior uses: "
                             f"'{use_type}' vs '{prior_type}'", Note("prior use here", prior_offset),
                 detail="" if use.index is None else f": its result #{use.index}", code=TYPE_MISMATCH)


_UNKNOWN = object()
_MAX_VERDICTS = 1 << 16
# The memo of verdicts is kept while its `Trial` says (toyir.trial).  A miss costs more than its
# lookup: the verdict and its key's types are kept, and a file of ever new types grows the
# memory it touches.  Measured (pure Python, one core): with 15% of lookups hitting, the memo
# cost 12% of the time; 22% (the half of a file with every op wrong, whose diagnostics it kept),
# 5% of the time and 45 MB; 62%, it saved 4.5%.


class _Traits:
    """An op's own checks, once its operands are sound: that it is declared (or may go
    undeclared), that a symbol stands in a symbol table, and its declared traits, whose
    verdicts are remembered for the run where they look only at the op itself."""

    def __init__(self, semantics: Semantics, allow_unregistered: bool, report: _Report) -> None:
        self.report = report
        self.registry = semantics.registry
        self.allow_unregistered = allow_unregistered
        self.closed_known_dialects = semantics.closed_known_dialects
        self.load_dialect = semantics.load_dialect
        self.declarations: dict[str, OpDef | None] = {}
        self.unknown_allowed: dict[str, bool] = {}  # an op name no dialect declares -> whether it passes
        self.unregistered_words: dict[str, tuple[str, str]] = {}  # such a name -> mlir-opt's words, toyir's detail
        # such a name -> what checks it (toyir.dialects.mlir_opt_rules), or None
        self.rules: dict[str, Callable[[Operation], Diagnostic | None] | None] = {}
        self.verdicts: dict[tuple, tuple[Diagnostic, int] | None] = {}  # this run's memo: a verdict and its op's offset
        self.kept: list[tuple] = []  # the type lists whose identities key `verdicts`
        self.memo = Trial()  # whether `verdicts` is still worth keeping

    def lookup(self, name: str) -> OpDef | None:
        try:
            return self.declarations[name]
        except KeyError:
            found = self.declarations[name] = self.registry.lookup(name)
            return found

    def own_checks(self, op: Operation, definition: OpDef | None) -> bool:
        """What `op` is checked for once its operands are sound: that its op is known, that a
        symbol stands in a symbol table, its traits; True if one failed.  (A symbol user that
        passes waits for its symbol table: `_Checker.op`.)"""
        if definition is None:
            if not self.unregistered_allowed(op):
                return self.report.error(self.unregistered(op))
            if op.name in self.rules:
                rules = self.rules[op.name]
            else:  # (asked once a name: most such names have none)
                rules = self.rules[op.name] = _mlir_opt_rules(op) if self.closed_known_dialects else None
            found = None if rules is None else rules(op)
            return found is not None and self.report.error(found)
        if definition.has(Symbol) and not self.in_symbol_table(op):
            return self.report.error(error(op.offset, f"'{op.name}' op symbol's parent must have the SymbolTable "
                                                      "trait", code=STRUCTURE))
        return self.run(op, definition)

    def in_symbol_table(self, op: Operation) -> bool:
        """Whether `op` stands directly in a symbol table (the top level is one), or may."""
        parent = op.parent_op
        if parent is None:
            return True
        definition = self.lookup(parent.name)
        return definition is None or definition.has(SymbolTable)  # an unregistered op may be one

    def run(self, op: Operation, definition: OpDef) -> bool:
        """Run `op`'s declared traits; True if one failed.  Cacheable verdicts are remembered
        (relative to the op's offset): files repeat names, types and attributes."""
        memo = self.memo
        if not definition.cacheable or not memo.on:
            return self.first_failure(op, definition.runs)
        if op.attributes or op.properties:
            # (a value not read yet is keyed as itself: reading it only to look it up would cost
            # more than the checks; a file of unread values has few repeats)
            key: tuple = (op.name, op.operand_types, op.result_types,
                          tuple((a.name, a.held) for a in op.attributes),
                          tuple((a.name, a.held) for a in op.properties))
        else:
            # Readers share one tuple per distinct type list: its identity is a cheap key.  The
            # tuples are kept alive for the run, so no identity is reused for another list.
            key = (op.name, id(op.operand_types), id(op.result_types))
        verdict = self.verdicts.get(key, _UNKNOWN)
        memo.lookups += 1
        if verdict is _UNKNOWN:
            memo.missed()  # a file of ever new types and attributes: building keys costs more than it saves
            if len(self.verdicts) >= _MAX_VERDICTS:  # a file of ever new shapes: memory stays bounded
                self.verdicts.clear()
                self.kept.clear()
            if len(key) == 3:
                self.kept.append((op.operand_types, op.result_types))
            found = first_failure(op, definition.runs)
            # kept as found, with where: shifted only if it is met again
            self.verdicts[key] = None if found is None else (found, op.offset)
            return found is not None and self.report.error(found)
        if verdict is None:
            return False
        earlier: Diagnostic
        at: int
        earlier, at = verdict  # type: ignore[misc]  # (Diagnostic, int) once neither _UNKNOWN nor None
        return self.report.error(shifted(earlier, op.offset - at))

    def first_failure(self, op: Operation, checks) -> bool:
        found = first_failure(op, checks)
        return found is not None and self.report.error(found)

    def unregistered_allowed(self, op: Operation) -> bool:
        """Whether `op`, which no dialect toyir has declares, passes unchecked (asked once a name)."""
        allowed = self.unknown_allowed.get(op.name)
        if allowed is None:
            allowed = self.unknown_allowed[op.name] = self._unregistered_allowed(op)
        return allowed

    def _unregistered_allowed(self, op: Operation) -> bool:
        dialect = op.dialect
        known = self.registry.has_dialect(dialect)
        if self.registry.allows_unknown_ops(dialect):
            return True
        if known and self.closed_known_dialects:
            # A dialect of mlir-opt's that toyir declares in part (arith, cf, func): an op
            # mlir-opt registers passes unchecked, with or without the flag, as one mlir-opt
            # does not register is rejected.
            registered = _mlir_opt_ops(dialect)
            if registered is not None:
                return op.name[len(dialect) + 1:] in registered
        if not self.allow_unregistered:
            return False
        if not self.closed_known_dialects:
            return True
        if known:
            return False
        # A dialect of mlir-opt's that toyir does not declare: its ops pass unchecked, as
        # --allow-unregistered-dialect makes them pass in toyir; any other op of it is
        # rejected, as mlir-opt rejects it (`"arith.consant"`).
        registered = _mlir_opt_ops(dialect)
        return registered is None or op.name[len(dialect) + 1:] in registered

    def unregistered(self, op: Operation) -> Diagnostic:
        words = self.unregistered_words.get(op.name)
        if words is None:  # (a file of one undeclared op by the thousand: the closest name sought once)
            words = self.unregistered_words[op.name] = self._unregistered_words(op)
        return error(op.offset, words[0], code=UNREGISTERED, detail=words[1])

    def _unregistered_words(self, op: Operation) -> tuple[str, str]:
        # mlir-opt's two messages, kept word for word so that ported expectations match.
        registered = _mlir_opt_ops(op.dialect) if self.closed_known_dialects else None
        if self.registry.has_dialect(op.dialect) or (registered is not None and self.allow_unregistered):
            names = (d.name for d in self.registry) if registered is None else \
                (f"{op.dialect}.{name}" for name in registered)
            return (f"unregistered operation '{op.name}' found in dialect ('{op.dialect}') "
                    f"that does not allow unknown operations", op_suggestion(op.name, names))
        # A close name is most likely a typo (not the name of one of mlir-opt's dialects, in
        # mlir-opt's semantics); else, how to make the dialect known.
        real = self.closed_known_dialects and op.dialect in MLIR_OPT_DIALECTS
        detail = (None if real else op_suggestion(op.name, (d.name for d in self.registry))) or (
            f": toyir knows no dialect '{op.dialect}'; to check its ops, load the dialect that declares them "
            f"({self.load_dialect}")
        return ("operation being parsed with an unregistered dialect. If this is intended, "
                "please use -allow-unregistered-dialect with the MLIR tool used", detail)


def _mlir_opt_rules(op: Operation) -> Callable[[Operation], Diagnostic | None] | None:
    """What checks `op`, an op mlir-opt registers that toyir does not declare, if anything does
    (toyir.dialects.mlir_opt_rules, read only when such an op is met)."""
    if op.dialect not in MLIR_OPT_DIALECTS:
        return None
    from toyir.dialects.mlir_opt_rules import applies, first_error
    return first_error if applies(op.name) else None


# The ops of one region that mlir-opt registers as symbol tables (SymbolTable), of dialects toyir
# does not declare.
_MLIR_OPT_TABLES = frozenset(("gpu.module", "spirv.module", "llvm.comdat", "irdl.dialect", "emitc.file",
                              "shape.function_library"))


def _registered_as_no_table(op: Operation) -> bool:
    """Whether mlir-opt registers `op` and it is no symbol table (an op of scf, say)."""
    registered = _mlir_opt_ops(op.dialect)
    return registered is not None and op.name[len(op.dialect) + 1:] in registered and op.name not in _MLIR_OPT_TABLES


def _mlir_opt_ops(dialect: str) -> frozenset[str] | None:
    """The ops mlir-opt registers in `dialect`, without the dialect's name, if it is one of its
    dialects that allow no unknown op (the table is read only when such an op is met)."""
    if dialect not in MLIR_OPT_DIALECTS:
        return None
    from toyir.dialects.mlir_opt_ops import OPS
    return OPS.get(dialect)


class CutBody:
    """The body of one function (the op at `offset`), of which this process reads a part, the
    rest blanked out (toyir.halves): a value the body uses (its ops, or the regions they hold)
    and this part does not define is taken as an external value, its first use's type and
    offset kept (`_Scope.externals`), not reported; the body's scope is kept in `scope` once
    checked, for the halves to join, and how many blocks it has in `blocks`."""

    __slots__ = ("offset", "scope", "blocks")

    def __init__(self, offset: int) -> None:
        self.offset = offset
        self.scope: _Scope | None = None
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
    report = _Report()
    values = _Values(report)
    traits = _Traits(semantics, allow_unregistered, report)
    scope = _Scope(None, (0, 0), graph=True, region=None, external=semantics.top_level_inputs)
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
                    problem = error(offsets[at], "use of undeclared SSA value name", code=UNDECLARED, detail=_NOWHERE)
                    found.setdefault(bisect_right(ends, at), []).append(problem)
                    continue
                prior_type = externals.setdefault(key, use_type)
                if prior_type is use_type or prior_type == use_type:
                    continue
                if first_uses is None:
                    first_uses = _first_uses(parts, definitions)
                problem = _type_mismatch(Use(name, number, offsets[at]), use_type, prior_type, first_uses[key])
            else:
                types, defined_at = defined
                if types is None:
                    continue
                if index >= len(types):
                    problem = _invalid_result_number(Use(name, number, offsets[at]))
                elif types[index] is not use_type and types[index] != use_type:
                    problem = _type_mismatch(Use(name, number, offsets[at]), use_type, types[index], defined_at)
                else:
                    continue
            found.setdefault(bisect_right(ends, at), []).append(problem)
        # As `_Values.operands` and the op's own checks report them, op by op
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
