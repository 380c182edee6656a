"""Broadcasting: the seed's `Broadcastable` and mlir-opt 22's `ResultsBroadcastableShape`.

Shape arithmetic is delegated to `toyir.shapes`; what is here reads the op and words the errors.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from itertools import chain

from toyir.diagnostics import Diagnostic, Note
from toyir.explanations import INCOMPATIBLE_SHAPES, RESULT_SHAPE
from toyir.ir import Operation, type_with_shape
from toyir.shapes import (BroadcastError, Dim, ResultMismatch, Shape, dim_text, infer_dim, infer_result_shape,
                          mlir_broadcast_dim, mlir_result_mismatch, result_mismatch)
from toyir.traits.base import (Trait, cells_table, labelled_table, op_error, operand_labels, table_rows, teaching,
                               teaching_note)
from toyir.traits.structure import AtLeastNOperands, OneResult
from toyir.traits.types import TensorOrVector, Tensors



def _conflict_note(shapes: list, e: BroadcastError) -> Note:
    # an unranked operand is a row of its own, `*`: it took no part, and the table says so
    why = f"InferDim({e.dims[0]}, {e.dims[1]}): two static dims, neither 1 and not equal, do not broadcast"
    table = labelled_table(operand_labels(e.operand + 1), tuple(shapes[: e.operand + 1]), e.axis, why)
    return teaching_note(INCOMPATIBLE_SHAPES, "the operands' shapes, aligned on their last dim", table)


class Broadcastable(Trait):
    """The seed's `Broadcastable` (seeds/mlir-Broadcastable.md; MLIR's ResultsBroadcastableShape).

    Operand shapes must broadcast together (InferResultShape); when both the inferred shape and
    the result are ranked, the result must have the inferred rank, and each static result dim
    must equal the inferred dim, which must itself be static.  A variant changes the dim rule,
    the result rule and what it requires, never the algorithm (`UpstreamBroadcastable`).
    """

    __slots__ = ()
    code = INCOMPATIBLE_SHAPES
    requires: tuple[Trait, ...] = (AtLeastNOperands(1), OneResult(), TensorOrVector())
    dim_rule: Callable[[Dim, Dim], Dim] = staticmethod(infer_dim)
    result_rule: Callable[[Shape, Shape], ResultMismatch | None] = staticmethod(result_mismatch)
    result_why = ""

    def verify(self, op: Operation) -> Diagnostic | None:
        shapes = [t.shape for t in op.operand_types]  # type: ignore[union-attr]
        try:
            inferred = infer_result_shape(shapes, self.dim_rule)
        except BroadcastError as e:
            return op_error(op, "operands don't have broadcast-compatible shapes", ": " + explain_conflict(shapes, e),
                            *((_conflict_note(shapes, e),) if teaching() else ()))
        return None if inferred is None else result_error(op, inferred, self.result_why, self.result_rule, shapes)

    def infer(self, op: Operation) -> Shape | None:
        try:
            return infer_result_shape([t.shape for t in op.operand_types], self.dim_rule)  # type: ignore[union-attr]
        except BroadcastError:
            return None


class UpstreamBroadcastable(Broadcastable):
    """What mlir-opt 22 checks for `test.broadcastable` (`--semantics=mlir`): ODS's tensor
    constraints, then `verifyCompatibleOperandBroadcast` (toyir.shapes, "upstream MLIR")."""

    __slots__ = ()
    requires: tuple[Trait, ...] = (OneResult(), Tensors(variadic=True))
    dim_rule = staticmethod(mlir_broadcast_dim)
    result_rule = staticmethod(mlir_result_mismatch)
    result_why = " (mlir-opt compares the result's trailing dims only)"


def result_error(op: Operation, inferred: Shape, why: str = "",
                 rule: Callable[[Shape, Shape], ResultMismatch | None] = result_mismatch,
                 shapes: list[Shape | None] | None = None) -> Diagnostic | None:
    """The seed's Verify (or another `rule`), after inference: the result against `inferred`.

    Nothing to check when the result is unranked.  `why` names the convention's reason for the
    inferred shape, if it is not plain broadcasting; `shapes` are the operands', if the caller
    has listed them.
    """
    result = op.result_types[0]
    actual = result.shape  # type: ignore[union-attr]
    if actual is None:
        return None
    mismatch = rule(inferred, actual)
    if mismatch is None:
        return None
    # The two shapes' dims are written once, for the message and for the note's table.
    inferred_cells, actual_cells = tuple(map(dim_text, inferred)), tuple(map(dim_text, actual))
    inferred_text = "x".join(inferred_cells)
    message = (f"result type '{'x'.join(actual_cells)}' not broadcast compatible with "
               f"broadcasted operands's shapes '{inferred_text}'")
    dim, inferred_dim, actual_dim = mismatch
    if dim is None:
        detail = f"the result has rank {len(actual)}, but the operands broadcast to rank {len(inferred)}"
        # under the outermost dim of the longer shape: where the ranks part
        axis, reason = max(len(actual), len(inferred)) - 1, f"ranks differ: {len(actual)} in the result, {len(inferred)} inferred"
    elif inferred_dim is None:
        detail = (f"result dim {dim} is {actual_dim}, but the operands leave it dynamic "
                  f"('?'), so the result dim must be '?' too")
        axis, reason = len(actual) - 1 - dim, "InferDim gave '?': a static result dim claims what the operands do not say"
    else:
        detail = f"result dim {dim} is {actual_dim}, but the operands broadcast it to {inferred_dim}"
        axis, reason = len(actual) - 1 - dim, f"results do not broadcast: {actual_dim} is not {inferred_dim}"
    if not teaching():
        return op_error(op, message, f": {detail}{why}", code=RESULT_SHAPE)
    rows = table_rows([t.shape for t in op.operand_types] if shapes is None else shapes)  # type: ignore[union-attr]
    table = cells_table(_result_labels(len(rows)), (*map(len, rows), len(inferred), len(actual)),
                        (*map(dim_text, chain.from_iterable(rows)), *inferred_cells, *actual_cells), axis, reason)
    fixed = type_with_shape(result, inferred, inferred_text)  # type: ignore[arg-type]
    note = teaching_note(RESULT_SHAPE, f"the inferred result type is '{fixed}'", table)
    return op_error(op, message, f": {detail}{why}", note, code=RESULT_SHAPE)


@lru_cache(maxsize=64)  # one per operand count, made once: a table is made per wrong op
def _result_labels(count: int) -> tuple[str, ...]:
    """The rows of a result's table: `count` operands, then what they infer, then the result."""
    return (*operand_labels(count), "inferred", "result")


def explain_conflict(shapes: list, e: BroadcastError) -> str:
    """Name the operand and dim that broke broadcasting, and the earlier operand it met."""
    def dim_index(shape: tuple) -> int:
        return len(shape) - 1 - e.axis

    # The static dim that was inferred so far came from some earlier operand: name the first.
    source = next(i for i, shape in enumerate(shapes[: e.operand])
                  if shape is not None and dim_index(shape) >= 0 and shape[dim_index(shape)] == e.dims[0])
    return (f"dim {dim_index(shapes[e.operand])} of operand #{e.operand} is {e.dims[1]}, "
            f"but dim {dim_index(shapes[source])} of operand #{source} is {e.dims[0]} "
            f"(static dims broadcast only when equal or 1)")
