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

A run's checker is split by concern, a module each, each piece writing to one `Report`
(toyir.verifier.report): the walk of the regions (toyir.verifier.regions: blocks, terminators,
isolated ops, symbol tables, the order above), value scopes and dominance
(toyir.verifier.values), and an op's own checks (toyir.verifier.op_checks: its declaration,
its traits).  The parts of a large top level, checked apart and merged, are
toyir.verifier.parts, which only toyir.parallel imports.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from toyir.diagnostics import Diagnostic
from toyir.ir import Module, Operation
from toyir.semantics import SPEC, Semantics
from toyir.verifier.op_checks import parse_time_error
from toyir.verifier.regions import Checker, SymbolUse, Table
from toyir.verifier.report import reported, shifted, stops_parsing
from toyir.verifier.values import CutBody

__all__ = ["CutBody", "SymbolUse", "check_symbol_uses", "parse_time_checks", "reported", "shifted", "stops_parsing",
           "verify", "verify_parts"]


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
    checker = Checker(semantics, allow_unregistered)
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
    checker = Checker(semantics, allow_unregistered)
    checker.check_uses(Table(symbols, list(users)), failed)
    return checker.report.diagnostics


def parse_time_checks(semantics: Semantics) -> Callable[[Operation], Diagnostic | None]:
    """What MLIR's parser finds wrong as it makes an op, under `semantics` (a property it cannot
    convert: `toyir.verifier.op_checks.parse_time_error`), for ops no verifier walks."""
    lookup, closed = semantics.registry.lookup, semantics.closed_known_dialects
    return lambda op: parse_time_error(op, lookup(op.name), closed)
