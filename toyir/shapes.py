"""Broadcast shape math: pure functions over tuples of dims, no IR types, no parser.

This is the seed's `Broadcastable` algorithm (seeds/mlir-Broadcastable.md; DIALECT.md §3), and
the single place every broadcasting convention takes its per-dim rule from, as MLIR's traits
take theirs from `Traits.cpp`.  A dim is an `int` (static) or `None` (dynamic, `?`); a shape is a
tuple of dims; an unranked shape is `None`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from toyir.records import record

Dim = int | None
Shape = tuple[Dim, ...]


def format_shape(shape: Shape) -> str:
    """A shape as MLIR prints it in messages: `4x?x2`, and an empty string for rank 0."""
    return "x".join(map(dim_text, shape))


class _DimTexts(dict):
    """A dim's text, `?` for a dynamic one: each distinct dim is written once, and a shape's
    dims are looked up in C (a file with a wrong op on every line writes several shapes an op)."""

    def __missing__(self, dim: object) -> str:  # a table's `*` too, and whatever a dialect's trait holds
        if len(self) >= 4096:  # a long-lived process (the LSP) keeps a bounded memory
            self.clear()
            self[None] = "?"
        text = self[dim] = str(dim)
        return text


dim_text: Callable[[Dim], str] = _DimTexts({None: "?"}).__getitem__


class BroadcastError(ValueError):
    """Two static dims, neither of them 1, that differ: no broadcast rule reconciles them.

    `axis` counts from the right (0 is the innermost dim), the only way to name the same dim
    of shapes of different ranks; `operand` is the position, among the shapes given to
    `infer_result_shape`, of the shape that failed to join the ones before it.
    """

    def __init__(self, axis: int, dims: tuple[Dim, Dim], operand: int = 1) -> None:
        super().__init__(f"dims {dims[0]} and {dims[1]} are not broadcast-compatible")
        self.axis = axis
        self.dims = dims
        self.operand = operand


def infer_dim(dim0: Dim, dim1: Dim) -> Dim:
    """The seed's InferDim: one dim of the result from one dim of each operand.

    Dims fall in three classes: `?`, `1`, and ">1", which reads "static, not 1" (so 0 is in it):

        (?, ?) -> ?      (?, 1) -> ?      (1, 1) -> 1      (>1, ?) -> dim0   (>1, 1) -> dim0
        (?, >1) -> dim1  (1, ?) -> ?      (1, >1) -> dim1  (>1, >1) -> dim0 if equal, else error
    """
    if dim0 == 1:
        return dim1
    if dim1 == 1 or dim1 is None:
        return dim0
    if dim0 is None or dim0 == dim1:
        return dim1
    raise BroadcastError(0, (dim0, dim1))


def infer_shape(shape0: Shape, shape1: Shape, dim_rule: Callable[[Dim, Dim], Dim] = infer_dim) -> Shape:
    """The seed's InferShape: pad the shorter shape with 1s on the left, then InferDim each pair."""
    if dim_rule is infer_dim:  # shortcuts: scalar operands and equal shapes are common
        if not shape0 or shape0 == shape1:
            return shape1  # a rank-0 operand is all 1s, InferDim(1, d) is d, and InferDim(d, d) is d
        if not shape1:
            return shape0  # InferDim(d, 1) is d
    rank = max(len(shape0), len(shape1))
    padded0 = (1,) * (rank - len(shape0)) + shape0
    padded1 = (1,) * (rank - len(shape1)) + shape1
    try:
        return tuple(map(dim_rule, padded0, padded1))
    except BroadcastError:
        pass
    for axis, (dim0, dim1) in enumerate(zip(padded0, padded1)):  # which axis: the first that fails
        try:
            dim_rule(dim0, dim1)
        except BroadcastError:
            raise BroadcastError(rank - 1 - axis, (dim0, dim1)) from None
    raise AssertionError("unreachable: some axis failed")


def infer_result_shape(shapes: Iterable[Shape | None],
                       dim_rule: Callable[[Dim, Dim], Dim] = infer_dim) -> Shape | None:
    """The seed's InferResultShape: fold InferShape over the ranked shapes, left to right.

    Unranked shapes (`None`) are discarded; with no ranked shape the result cannot be inferred
    and this returns `None`.
    """
    inferred: Shape | None = None
    for position, shape in enumerate(shapes):
        if shape is None:
            continue
        if inferred is None:
            inferred = shape
            continue
        try:
            inferred = infer_shape(inferred, shape, dim_rule)
        except BroadcastError as e:
            raise BroadcastError(e.axis, e.dims, position) from None
    return inferred


# Why an actual result shape is not compatible with the inferred one: `axis` is `None` when the
# ranks differ, otherwise the (left-based) dim where they part.  A record of its own, not a
# subclass: mypyc compiles this module in the optional compiled build (setup.py).
ResultMismatch = record("ResultMismatch", "axis inferred actual", defaults=(None, None), module=__name__)


def result_mismatch(inferred: Shape, actual: Shape) -> ResultMismatch | None:
    """The seed's Verify, after inference: how `actual` fails to match `inferred`, or `None`.

    Ranks must match; then per dim: an inferred `?` admits only `?` (a static result dim would
    claim knowledge the operands do not give), an inferred static dim admits itself or `?`.
    """
    if inferred == actual:
        return None
    if len(inferred) != len(actual):
        return ResultMismatch(None)
    for axis, (inferred_dim, actual_dim) in enumerate(zip(inferred, actual)):
        if actual_dim is not None and inferred_dim != actual_dim:
            return ResultMismatch._make((axis, inferred_dim, actual_dim))  # in C: one per wrong op
    return None


# ---------------------------------------------------------------- upstream MLIR (LLVM 22)
# What mlir-opt actually does (mlir/lib/Dialect/Traits.cpp), for `--semantics=mlir`.  It departs
# from the seed in two places: the dim rule when one side is `?`, and the result check.


def mlir_broadcast_dim(dim0: Dim, dim1: Dim) -> Dim:
    """`getBroadcastedShape`'s rule for one pair of dims.

    With a `?` on either side it follows TensorFlow: a static dim above 1 wins, a 1 yields the
    other dim, anything else is `?`, so `(?, 0)` is `?` where the seed says 0.  Two static dims
    must be equal unless one is 1.
    """
    if dim0 is None or dim1 is None:
        if dim0 is not None and dim0 > 1:
            return dim0
        if dim1 is not None and dim1 > 1:
            return dim1
        if dim0 == 1:
            return dim1
        if dim1 == 1:
            return dim0
        return None
    if dim0 == dim1 or dim1 == 1:
        return dim0
    if dim0 == 1:
        return dim1
    raise BroadcastError(0, (dim0, dim1))


def mlir_result_mismatch(inferred: Shape, actual: Shape) -> ResultMismatch | None:
    """`verifyCompatibleOperandBroadcast`'s result check: only the result's trailing dims count.

    A result of higher rank than inferred passes if its last dims match; a `?` on either side
    matches anything; two static dims must be equal.
    """
    suffix = actual[len(actual) - len(inferred):] if len(actual) >= len(inferred) else actual
    if len(suffix) != len(inferred):
        return ResultMismatch(None)
    for axis, (inferred_dim, actual_dim) in enumerate(zip(inferred, suffix)):
        if inferred_dim is not None and actual_dim is not None and inferred_dim != actual_dim:
            return ResultMismatch._make((axis + len(actual) - len(suffix), inferred_dim, actual_dim))
    return None
