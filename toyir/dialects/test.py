"""The `test` dialect: `test.broadcastable`, the seed's own example op (mlir-Broadcastable.md)."""

from toyir.registry import OpDef
from toyir.traits import Broadcastable

OPS = (
    OpDef("test.broadcastable", (Broadcastable(),),
          "1+ tensor or vector operands, one result; the seed's Broadcastable rules"),
)
