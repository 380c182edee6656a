"""The dialects toyir declares (DIALECT.md §2), gathered into registries.

`DEFAULT_REGISTRY` follows the seeds; `UPSTREAM_REGISTRY` differs in the `test` dialect only:
`test.broadcastable` is declared as upstream MLIR declares it, and, as upstream's test dialect
does, `test` accepts ops it does not declare.  The OpenVINO, ONNX and ncnn dialects are loaded
when a file first names one of their ops (`Registry`'s loaders), with the conventions they use.
"""

from collections.abc import Iterable

from toyir.dialects import func, test
from toyir.registry import OpDef, Registry


def _ov() -> Iterable[OpDef]:
    from toyir.dialects import ov

    return ov.OPS


def _onnx() -> Iterable[OpDef]:
    from toyir.dialects import onnx

    return onnx.OPS


def _ncnn() -> Iterable[OpDef]:
    from toyir.dialects import ncnn

    return ncnn.OPS


_LOADERS = {"ov": _ov, "onnx": _onnx, "ncnn": _ncnn}

DEFAULT_REGISTRY = Registry(test.OPS + func.OPS, func.DIALECTS, loaders=_LOADERS)
UPSTREAM_REGISTRY = Registry(test.UPSTREAM_OPS + func.OPS, func.DIALECTS, open_dialects=("test",), loaders=_LOADERS)
