"""Counts of operands, results and regions, in MLIR's words (OpDefinition.h's traits)."""

from __future__ import annotations

from toyir.diagnostics import Diagnostic
from toyir.explanations import OPERAND_COUNT, RESULT_COUNT, STRUCTURE
from toyir.ir import Operation
from toyir.traits.base import Marker, Trait, op_error



class AtLeastNOperands(Trait):
    """`n` operands or more."""

    __slots__ = ("n",)
    code = OPERAND_COUNT

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) >= self.n:
            return None
        return op_error(op, f"expected {self.n} or more operands, but found {len(op.operand_types)}")


class OneResult(Trait):
    """Exactly one result."""

    __slots__ = ()
    code = RESULT_COUNT

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.result_types) == 1:
            return None
        return op_error(op, "requires one result", f", but found {len(op.result_types)} results")


class NOperands(Trait):
    """Exactly `n` operands."""

    __slots__ = ("n",)
    code = OPERAND_COUNT

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) == self.n:
            return None
        if self.n == 1:  # MLIR's OneOperand, in its words
            return op_error(op, "requires a single operand", f", but found {len(op.operand_types)}")
        return op_error(op, f"expected {self.n} operands, but found {len(op.operand_types)}")


class OperandCountIn(Trait):
    """A number of operands among `counts` (ONNX's optional inputs)."""

    __slots__ = ("counts",)
    code = OPERAND_COUNT

    def __init__(self, counts: tuple[int, ...]) -> None:
        self.counts = counts

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) in self.counts:
            return None
        *rest, last = self.counts
        expected = f"{', '.join(map(str, rest))} or {last}" if rest else str(last)
        return op_error(op, f"expected {expected} operands, but found {len(op.operand_types)}")


class ZeroOperands(Trait):
    """No operands."""

    __slots__ = ()
    code = OPERAND_COUNT

    def verify(self, op: Operation) -> Diagnostic | None:
        return None if not op.operand_types else op_error(op, "requires zero operands")


class VariadicOperands(Marker):
    """Any number of operands: nothing to check (ODS's `Variadic`), said for readers of the declaration."""

    __slots__ = ()


class ZeroResults(Trait):
    """No results."""

    __slots__ = ()
    code = RESULT_COUNT

    def verify(self, op: Operation) -> Diagnostic | None:
        return None if not op.result_types else op_error(op, "requires zero results")


class NResults(Trait):
    """Exactly `n` results."""

    __slots__ = ("n",)
    code = RESULT_COUNT

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.result_types) == self.n:
            return None
        return op_error(op, f"expected {self.n} results, but found {len(op.result_types)}")


class AtLeastNResults(Trait):
    """`n` results or more."""

    __slots__ = ("n",)
    code = RESULT_COUNT

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.result_types) >= self.n:
            return None
        return op_error(op, f"expected {self.n} or more results")  # mlir-opt says no more


class NRegions(Trait):
    """Exactly `n` regions (`OneRegion` is NRegions(1), `ZeroRegions` NRegions(0))."""

    __slots__ = ("n",)
    code = STRUCTURE

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        found = len(op.regions)
        if found == self.n:
            return None
        if self.n == 0:
            return op_error(op, "requires zero regions")
        if self.n == 1:
            return op_error(op, "requires one region")
        return op_error(op, f"expected {self.n} regions")


def OneRegion() -> NRegions:  # noqa: N802  (named as MLIR names the trait)
    """Exactly one region."""
    return NRegions(1)


def ZeroRegions() -> NRegions:  # noqa: N802
    """No region."""
    return NRegions(0)
