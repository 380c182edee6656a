"""The dialects toyir declares (DIALECT.md §2), gathered into the default registry."""

from toyir.dialects import func, ncnn, onnx, ov, test
from toyir.registry import Registry

DEFAULT_REGISTRY = Registry(test.OPS + ov.OPS + onnx.OPS + ncnn.OPS + func.OPS, func.DIALECTS)
