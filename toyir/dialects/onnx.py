"""`onnx`: ONNX's broadcasting ops (seeds/onnx-Broadcasting.md).

Element types: Equal, Greater and Less compare operands of one type and give `i1`; And, Or and
Xor take and give `i1`; Pow's result has its base's type; the rest share one type.
"""

from toyir.convention_traits import GemmShapes, Multidirectional, Unidirectional
from toyir.registry import OpDef
from toyir.traits import BoolElements, NOperands, SameElementType

_BINARY = "multidirectional broadcasting of two operands"
_VARIADIC = "multidirectional broadcasting of one or more operands"

OPS = (
    *(OpDef(f"onnx.{name}", (NOperands(2), SameElementType(), Multidirectional()), _BINARY)
      for name in ("Add", "Div", "Mul", "Sub")),
    *(OpDef(f"onnx.{name}", (NOperands(2), SameElementType(results=False), BoolElements(), Multidirectional()),
            _BINARY + "; the result is i1")
      for name in ("Equal", "Greater", "Less")),
    *(OpDef(f"onnx.{name}", (NOperands(2), BoolElements(operands=True), Multidirectional()),
            _BINARY + "; operands and result are i1")
      for name in ("And", "Or", "Xor")),
    OpDef("onnx.Pow", (NOperands(2), SameElementType(operands=(0,)), Multidirectional()),
          _BINARY + "; the result has the base's element type"),
    *(OpDef(f"onnx.{name}", (SameElementType(), Multidirectional()), _VARIADIC)
      for name in ("Max", "Mean", "Min", "Sum")),
    OpDef("onnx.PRelu", (SameElementType(), Unidirectional(0, 1, ("X", "slope"))),
          "slope broadcasts one way to X"),
    OpDef("onnx.Gemm", (SameElementType(absent_none=(2,)), GemmShapes()),
          "A (M, K) x B (K, N), transA / transB, and C broadcast one way to (M, N) (C of type none: left out)"),
)
