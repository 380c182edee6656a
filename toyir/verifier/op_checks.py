"""An op's own checks, once its operands are sound (`OpChecks`): that it is declared, or may go
undeclared (in mlir-opt's words where it may not), that a symbol stands in a symbol table,
and its declared traits, whose verdicts are remembered for the run where they look only at
the op itself; for an op mlir-opt registers that toyir does not declare, the rules probed from
mlir-opt (toyir.dialects.mlir_opt_rules)."""

from __future__ import annotations

from collections.abc import Callable

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import STRUCTURE, UNREGISTERED
from toyir.ir import MLIR_OPT_DIALECTS, Operation
from toyir.registry import OpDef
from toyir.semantics import Semantics
from toyir.suggestions import op_suggestion
from toyir.traits import Symbol, SymbolTable
from toyir.traits.base import first_failure
from toyir.trial import Trial
from toyir.verifier.report import Report, shifted


_UNKNOWN = object()
_MAX_VERDICTS = 1 << 16
# The memo of verdicts is kept while its `Trial` says (toyir.trial).  A miss costs more than its
# lookup: the verdict and its key's types are kept, and a file of ever new types grows the
# memory it touches.  Measured (pure Python, one core): with 15% of lookups hitting, the memo
# cost 12% of the time; 22% (the half of a file with every op wrong, whose diagnostics it kept),
# 5% of the time and 45 MB; 62%, it saved 4.5%.


class OpChecks:
    """An op's own checks, once its operands are sound: that it is declared (or may go
    undeclared), that a symbol stands in a symbol table, and its declared traits, whose
    verdicts are remembered for the run where they look only at the op itself."""

    def __init__(self, semantics: Semantics, allow_unregistered: bool, report: Report) -> None:
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
        passes waits for its symbol table: `Checker.op`.)"""
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


# The dialects of mlir-opt's, not declared by toyir, some of whose ops' properties its parser
# converts in ways toyir knows (toyir.dialects.mlir_opt_rules.property_error)
_PROPERTY_DIALECTS = frozenset(("llvm", "transform"))


def parse_time_error(op: Operation, definition: OpDef | None, closed_known_dialects: bool) -> Diagnostic | None:
    """What MLIR's parser finds wrong as it makes `op` (a property it cannot convert), if anything:
    `definition`'s parse-time checks, or for an op of mlir-opt's that toyir does not declare,
    those it knows (`closed_known_dialects`: mlir-opt's semantics)."""
    if definition is not None:
        return first_failure(op, definition.parsed) if definition.parsed else None
    if not (op.properties and closed_known_dialects and op.dialect in _PROPERTY_DIALECTS):
        return None
    from toyir.dialects.mlir_opt_rules import property_error  # (an op of mlir-opt's toyir does not declare)

    return property_error(op)


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


def registered_as_no_table(op: Operation) -> bool:
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
