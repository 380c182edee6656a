"""The dialects toyir declares (DIALECT.md §2), gathered into registries.

`DEFAULT_REGISTRY` follows the seeds; `UPSTREAM_REGISTRY` differs in the `test` dialect only:
`test.broadcastable` is declared as upstream MLIR declares it, and, as upstream's test dialect
does, `test` accepts ops it does not declare.
"""

from toyir.dialects import func, ncnn, onnx, ov, test
from toyir.registry import Registry

_OTHERS = ov.OPS + onnx.OPS + ncnn.OPS + func.OPS

DEFAULT_REGISTRY = Registry(test.OPS + _OTHERS, func.DIALECTS)
UPSTREAM_REGISTRY = Registry(test.UPSTREAM_OPS + _OTHERS, func.DIALECTS, open_dialects=("test",))
