"""The `test` dialect: `test.broadcastable`, the seed's own example op (mlir-Broadcastable.md).

Declared twice: as the seed specifies it (the default), and as upstream MLIR's test dialect
declares it (`Variadic<AnyTensor>` operands, one `AnyTensor` result, `ResultsBroadcastableShape`),
for `--semantics=mlir`.
"""

from toyir.registry import OpDef
from toyir.traits import Broadcastable, UpstreamBroadcastable

OPS = (
    OpDef("test.broadcastable", (Broadcastable(),),
          "1+ tensor or vector operands, one result; the seed's Broadcastable rules"),
)

UPSTREAM_OPS = (
    OpDef("test.broadcastable", (UpstreamBroadcastable(),),
          "tensor operands (any number), one tensor result; mlir-opt 22's ResultsBroadcastableShape"),
)
