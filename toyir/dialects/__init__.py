"""The dialects toyir declares (DIALECT.md §2), gathered into registries.

`DEFAULT_REGISTRY` follows the seeds: the OpenVINO, ONNX and ncnn dialects are loaded when a
file first names one of their ops (`Registry`'s loaders), with the conventions they use.
`UPSTREAM_REGISTRY` is what mlir-opt 22 knows: `test.broadcastable` declared as upstream MLIR
declares it, `test` accepting ops it does not declare, as upstream's test dialect does, some ops
of `arith`, `cf`, `linalg`, `memref`, `scf` and `transform` (toyir.dialects.upstream, loaded when a
file first names one), a module's `llvm.data_layout` and transform library checked as mlir-opt's
dialects check them, and no OpenVINO, ONNX or ncnn dialect, which mlir-opt has not (to check their ops by
toyir's rules there too, name one: `--dialect toyir.dialects.onnx`).
"""

from collections.abc import Callable, Iterable

from toyir.diagnostics import Diagnostic
from toyir.dialects import func, test
from toyir.ir import MODULE_OP, Operation
from toyir.registry import OpDef, Registry
from toyir.traits import VerifiedDialectAttribute


def _ov() -> Iterable[OpDef]:
    from toyir.dialects import ov

    return ov.OPS


def _onnx() -> Iterable[OpDef]:
    from toyir.dialects import onnx

    return onnx.OPS


def _ncnn() -> Iterable[OpDef]:
    from toyir.dialects import ncnn

    return ncnn.OPS


def _upstream(dialect: str) -> Callable[[], Iterable[OpDef]]:
    """The loader of one of mlir-opt's dialects, some of whose ops toyir.dialects.upstream declares."""
    def load() -> Iterable[OpDef]:
        from toyir.dialects import upstream

        return tuple(op for op in upstream.OPS if op.dialect == dialect)
    return load


def _transform_library(module: Operation) -> Diagnostic | None:
    """The transform dialect's verifier of `transform.with_named_sequence` on a module
    (toyir.dialects.transform, read only for a module that says it)."""
    from toyir.dialects import transform

    return transform.library_error(module)


def _data_layout(module: Operation) -> Diagnostic | None:
    """The llvm dialect's verifier of `llvm.data_layout` on a module (toyir.dialects.llvm_data_layout)."""
    from toyir.dialects import llvm_data_layout

    return llvm_data_layout.data_layout_error(module)


_LOADERS = {"ov": _ov, "onnx": _onnx, "ncnn": _ncnn}

DEFAULT_REGISTRY = Registry(test.OPS + func.OPS, func.DIALECTS, loaders=_LOADERS)
# mlir-opt's builtin.module: the dialects' attributes on it checked first, in their names' order
# (its data layout, and its transform library where it says it holds one)
_UPSTREAM_MODULE = func.module_def(VerifiedDialectAttribute("llvm.data_layout", _data_layout),
                                   VerifiedDialectAttribute("transform.with_named_sequence", _transform_library))
_UPSTREAM_FUNC = tuple(_UPSTREAM_MODULE if op.name == MODULE_OP else op for op in func.OPS)
# (the dialects of mlir-opt's that accept ops they do not register, as upstream's test dialect does:
# `"llvm.foo"()` passes it without --allow-unregistered-dialect)
_OPEN = ("test", "llvm", "nvvm", "rocdl", "shape", "spirv")
UPSTREAM_REGISTRY = Registry(test.UPSTREAM_OPS + _UPSTREAM_FUNC, func.DIALECTS, open_dialects=_OPEN,
                             loaders={dialect: _upstream(dialect)
                                      for dialect in ("arith", "cf", "emitc", "linalg", "llvm", "memref", "scf",
                                                      "transform")})
