"""Traits: the rules an op declares, each a small value with one `verify(op)`.

A trait's `verify` returns the first `Diagnostic` the op earns, or `None`; shape arithmetic
is delegated to `toyir.shapes`.  A trait may name the traits it presupposes in `requires`
(the seed says `Broadcastable` itself demands one result and tensor-or-vector types): an op
declared with it runs those first, and its traits stop at the first failure, since a later
trait may rely on what an earlier one checked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from toyir.diagnostics import Diagnostic, error
from toyir.ir import Operation, TensorType, Type, VectorType, is_shaped
from toyir.shapes import BroadcastError, format_shape, infer_result_shape, result_mismatch


def op_error(op: Operation, message: str, detail: str = "") -> Diagnostic:
    """An error about `op`, located at its quoted name and worded as MLIR's `emitOpError`."""
    return error(op.offset, f"'{op.name}' op {message}", detail=detail)


@dataclass(frozen=True)
class Trait:
    """A rule over one op; `requires` lists the traits that must hold before this one is checked."""

    requires: ClassVar[tuple[Trait, ...]] = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        raise NotImplementedError


# ---------------------------------------------------------------- structure (MLIR's ODS wording)


@dataclass(frozen=True)
class AtLeastNOperands(Trait):
    n: int

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) >= self.n:
            return None
        return op_error(op, f"expected {self.n} or more operands, but found {len(op.operand_types)}")


@dataclass(frozen=True)
class OneResult(Trait):
    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.result_types) == 1:
            return None
        return op_error(op, "requires one result", f", but found {len(op.result_types)} results")


def _typed_values(op: Operation) -> list[tuple[str, Type]]:
    """Each operand and result of `op` with the name a message gives it (`operand #1`)."""
    return [(f"operand #{i}", t) for i, t in enumerate(op.operand_types)] + [
        (f"result #{i}", t) for i, t in enumerate(op.result_types)
    ]


@dataclass(frozen=True)
class TensorOrVector(Trait):
    """Every operand and result is a tensor or a vector, and they are not both kinds."""

    def verify(self, op: Operation) -> Diagnostic | None:
        values = _typed_values(op)
        for label, t in values:
            if not is_shaped(t):
                return op_error(op, f"{label} must be tensor or vector, but got '{t}'")
        tensor = next((v for v in values if isinstance(v[1], TensorType)), None)
        vector = next((v for v in values if isinstance(v[1], VectorType)), None)
        if tensor and vector:
            # MLIR emits this one without the `'name' op` prefix; ported tests match it as is.
            return error(op.offset, "cannot broadcast vector with tensor",
                         detail=f": {vector[0]} is '{vector[1]}' and {tensor[0]} is '{tensor[1]}'")
        return None


# ---------------------------------------------------------------- broadcasting


@dataclass(frozen=True)
class Broadcastable(Trait):
    """The seed's `Broadcastable` (seeds/mlir-Broadcastable.md; MLIR's ResultsBroadcastableShape).

    Operand shapes must broadcast together (InferResultShape); when both the inferred shape and
    the result are ranked, the result must have the inferred rank, and each static result dim
    must equal the inferred dim, which must itself be static.
    """

    requires: ClassVar[tuple[Trait, ...]] = (AtLeastNOperands(1), OneResult(), TensorOrVector())

    def verify(self, op: Operation) -> Diagnostic | None:
        shapes = [t.shape for t in op.operand_types]  # type: ignore[union-attr]
        try:
            inferred = infer_result_shape(shapes)
        except BroadcastError as e:
            return op_error(op, "operands don't have broadcast-compatible shapes", ": " + _explain_conflict(shapes, e))
        actual = op.result_types[0].shape  # type: ignore[union-attr]
        if inferred is None or actual is None:
            return None
        mismatch = result_mismatch(inferred, actual)
        if mismatch is None:
            return None
        message = (f"result type '{format_shape(actual)}' not broadcast compatible with "
                   f"broadcasted operands's shapes '{format_shape(inferred)}'")
        if mismatch.axis is None:
            detail = f"the result has rank {len(actual)}, but the operands broadcast to rank {len(inferred)}"
        elif mismatch.inferred is None:
            detail = (f"result dim {mismatch.axis} is {mismatch.actual}, but the operands leave it dynamic "
                      f"('?'), so the result dim must be '?' too")
        else:
            detail = f"result dim {mismatch.axis} is {mismatch.actual}, but the operands broadcast it to {mismatch.inferred}"
        return op_error(op, message, f": {detail}")


def _explain_conflict(shapes: list, e: BroadcastError) -> str:
    """Name the operand and dim that broke broadcasting, and the earlier operand it met."""
    def dim_index(shape: tuple) -> int:
        return len(shape) - 1 - e.axis

    # The static dim that was inferred so far came from some earlier operand: name the first.
    source = next(i for i, shape in enumerate(shapes[: e.operand])
                  if shape is not None and dim_index(shape) >= 0 and shape[dim_index(shape)] == e.dims[0])
    return (f"dim {dim_index(shapes[e.operand])} of operand #{e.operand} is {e.dims[1]}, "
            f"but dim {dim_index(shapes[source])} of operand #{source} is {e.dims[0]} "
            f"(static dims broadcast only when equal or 1)")
