"""`ncnn`: ncnn's BinaryOp (seeds/ncnn-binaryop-broadcasting.md). Operands and result share one type."""

from toyir.convention_traits import NcnnBroadcast
from toyir.registry import OpDef
from toyir.traits import SameElementType

OPS = (
    OpDef("ncnn.BinaryOp", (SameElementType(), NcnnBroadcast()),
          "ncnn's broadcasting of A and B (or A alone with with_scalar = 1); op_type 0..11"),
)
