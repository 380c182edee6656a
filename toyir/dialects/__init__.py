"""The dialects toyir declares (DIALECT.md §2), gathered into registries.

`DEFAULT_REGISTRY` follows the seeds; `UPSTREAM_REGISTRY` differs only in `test.broadcastable`,
declared as upstream MLIR declares it.
"""

from toyir.dialects import func, ncnn, onnx, ov, test
from toyir.registry import Registry

_OTHERS = ov.OPS + onnx.OPS + ncnn.OPS + func.OPS

DEFAULT_REGISTRY = Registry(test.OPS + _OTHERS, func.DIALECTS)
UPSTREAM_REGISTRY = Registry(test.UPSTREAM_OPS + _OTHERS, func.DIALECTS)
