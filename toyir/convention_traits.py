"""Traits for the OpenVINO, ONNX and ncnn conventions: thin wrappers around `toyir.conventions`.

Each reads its parameters from attributes (checked first by the traits it requires), infers
the result shape with the convention's pure function, and reports as MLIR would
(`operands don't have broadcast-compatible shapes`, `result type ... not broadcast compatible`),
with the convention's own reason after MLIR's words.  Unranked operands leave nothing to infer.
"""

from __future__ import annotations


from toyir.conventions import (ConventionError, broadcast_to_bidirectional, broadcast_to_numpy, gemm, infer_ncnn,
                               infer_none, infer_numpy, infer_pdpd, ncnn_order, unidirectional)
from toyir.diagnostics import Diagnostic
from toyir.explanations import INCOMPATIBLE_SHAPES, MATRIX_PRODUCT, OPERAND_COUNT
from toyir.ir import NoneType, Operation
from toyir.shapes import Shape
from toyir.traits import (AtLeastNOperands, Broadcastable, IntAttrIn, NOperands, OneResult, OperandCountIn, ShapeAttr,
                          StringAttrIn, Tensors, Trait, int_attribute, op_error, result_error, string_attribute)

INCOMPATIBLE = "operands don't have broadcast-compatible shapes"
MATRIX_MISMATCH = "matrix operands A and B cannot be multiplied"


def _shapes(op: Operation) -> list[Shape | None]:
    # (an operand of type `none`, an optional one left out where a convention allows it: no shape)
    return [getattr(t, "shape", None) for t in op.operand_types]


class _Convention(Trait):
    """A convention's trait: `shape` infers the result (or raises ConventionError); verifying
    and `--infer-shapes` both go through it, so they cannot disagree."""

    __slots__ = ()
    code = INCOMPATIBLE_SHAPES

    def shape(self, op: Operation) -> tuple[Shape, str] | None:
        """The inferred result shape and the reason to quote with it; None if nothing to infer."""
        raise NotImplementedError

    def verify(self, op: Operation) -> Diagnostic | None:
        try:
            found = self.shape(op)
        except ConventionError as e:
            return op_error(op, INCOMPATIBLE, f": {e}", code=INCOMPATIBLE_SHAPES)
        if found is None:
            return None
        # (the table's rows: the operands there, not one left out as `none`)
        return result_error(op, *found, shapes=[t.shape for t in op.operand_types  # type: ignore[union-attr]
                                                if not isinstance(t, NoneType)])

    def infer(self, op: Operation) -> Shape | None:
        try:
            found = self.shape(op)
        except ConventionError:
            return None
        return None if found is None else found[0]


class AutoBroadcast(_Convention):
    """OpenVINO's `auto_broadcast` (seeds/openvino-broadcast_rules.md): none, numpy or pdpd with `axis`."""

    __slots__ = ()
    MODES = ("none", "numpy", "pdpd")
    requires: tuple[Trait, ...] = (NOperands(2), OneResult(), Tensors(),
                                   StringAttrIn("auto_broadcast", MODES), IntAttrIn("axis", -1))

    def shape(self, op: Operation) -> tuple[Shape, str] | None:
        a, b = _shapes(op)
        if a is None or b is None:
            return None
        mode = string_attribute(op, "auto_broadcast", "numpy")
        axis = int_attribute(op, "axis", -1)
        how = f' (auto_broadcast = "{mode}"' + (f", axis = {axis})" if mode == "pdpd" else ")")
        try:
            if mode == "pdpd":
                return infer_pdpd(a, b, axis), how
            return (infer_none(a, b) if mode == "none" else infer_numpy(a, b)), how
        except ConventionError as e:
            raise ConventionError(f"{e}{how}") from None


class BroadcastTo(_Convention):
    """OpenVINO's Broadcast: the data onto `target_shape`, one way (numpy) or both (bidirectional)."""

    __slots__ = ()
    MODES = ("numpy", "bidirectional")
    requires: tuple[Trait, ...] = (NOperands(1), OneResult(), Tensors(), ShapeAttr("target_shape"),
                                   StringAttrIn("mode", MODES))

    def shape(self, op: Operation) -> tuple[Shape, str] | None:
        (data,) = _shapes(op)
        target = op.attribute("target_shape").values  # type: ignore[union-attr]
        mode = string_attribute(op, "mode", "numpy")
        how = f' (mode = "{mode}", target_shape = {op.attribute("target_shape")})'
        if data is None:
            return (target, how) if mode == "numpy" else None
        try:
            if mode == "numpy":
                return broadcast_to_numpy(data, target), how
            return broadcast_to_bidirectional(data, target), how
        except ConventionError as e:
            raise ConventionError(f"{e}{how}") from None


class Multidirectional(Broadcastable):
    """ONNX multidirectional broadcasting: NumPy's rules over all operands, which is the seed's
    InferResultShape: Broadcastable's checks, on tensors only."""

    __slots__ = ()
    requires: tuple[Trait, ...] = (AtLeastNOperands(1), OneResult(), Tensors())


class Unidirectional(_Convention):
    """ONNX unidirectional broadcasting: operand `source` broadcasts to operand `target`, never back."""

    __slots__ = ("target", "source", "names")
    requires: tuple[Trait, ...] = (NOperands(2), OneResult(), Tensors())

    def __init__(self, target: int = 0, source: int = 1, names: tuple[str, str] = ("A", "B")) -> None:
        self.target = target
        self.source = source
        self.names = names

    def shape(self, op: Operation) -> tuple[Shape, str] | None:
        shapes = _shapes(op)
        a, b = shapes[self.target], shapes[self.source]
        if a is None or b is None:
            return None
        return unidirectional(a, b, *self.names), f" ({self.names[1]} broadcasts to {self.names[0]}, whose shape the result has)"


class GemmShapes(_Convention):
    """ONNX Gemm: (M, K) x (K, N) -> (M, N), `transA`/`transB` first; C broadcasts one way to (M, N)
    (C of type `none`: left out, as onnx-mlir writes an absent optional input)."""

    __slots__ = ()
    requires: tuple[Trait, ...] = (OperandCountIn((2, 3)), OneResult(), Tensors(absent_none=(2,)),
                                   IntAttrIn("transA", 0, 1), IntAttrIn("transB", 0, 1))

    def verify(self, op: Operation) -> Diagnostic | None:
        # A and B are multiplied, not broadcast: their mismatch is worded as such (TOYIR-E013).
        a, b, *_ = _shapes(op)
        if a is not None and b is not None:
            try:
                gemm(a, b, bool(int_attribute(op, "transA", 0)), bool(int_attribute(op, "transB", 0)))
            except ConventionError as e:
                return op_error(op, MATRIX_MISMATCH, f": {e}", code=MATRIX_PRODUCT)
        return super().verify(op)

    def shape(self, op: Operation) -> tuple[Shape, str] | None:
        a, b, *c = _shapes(op)
        if a is None or b is None:
            return None
        inferred = gemm(a, b, bool(int_attribute(op, "transA", 0)), bool(int_attribute(op, "transB", 0)))
        if c and c[0] is not None:
            inferred = unidirectional(inferred, c[0], "(M, N)", "C")
        return inferred, " (Gemm's result is (M, N))"


class NcnnOperands(Trait):
    """Two operands, or one when `with_scalar = 1` (the other operand is then a scalar attribute)."""

    __slots__ = ()
    code = OPERAND_COUNT

    def verify(self, op: Operation) -> Diagnostic | None:
        expected = 1 if int_attribute(op, "with_scalar", 0) else 2
        if len(op.operand_types) == expected:
            return None
        return op_error(op, f"expected {expected} operands, but found {len(op.operand_types)}",
                        f" (with_scalar = {int_attribute(op, 'with_scalar', 0)})")


class NcnnBroadcast(_Convention):
    """ncnn BinaryOp's broadcasting (seeds/ncnn-binaryop-broadcasting.md), on IR-order shapes."""

    __slots__ = ()
    requires: tuple[Trait, ...] = (IntAttrIn("op_type", 0, 11), IntAttrIn("with_scalar", 0, 1),
                                   NcnnOperands(), OneResult(), Tensors())

    def shape(self, op: Operation) -> tuple[Shape, str] | None:
        a, *rest = _shapes(op)
        b = rest[0] if rest else ()
        if a is None or b is None:
            return None
        if not rest:
            return a, " (with_scalar = 1: the result has A's shape)"
        inferred, rule = infer_ncnn(a, b)
        return inferred, f" (ncnn's {rule} rule, with A {ncnn_order(a)} and B {ncnn_order(b)} in ncnn order)"
