"""toyir: an MLIR-style verifier for a toy dialect of broadcasting ops.

The pipeline, one module per stage, each importing only those before it (tests/test_layering.py):
lazy_regex (patterns compiled on first use) -> records -> explanations -> source -> diagnostics ->
rendering -> shapes -> conventions -> ir -> builder -> printer -> traits -> convention_traits ->
registry -> dialects -> semantics -> extensions -> inference -> verifier -> syntax (the readers:
fastparse's line patterns, the reader of the whole grammar, the grammar of record and its errors,
splitting) -> reading (which reader reads a chunk) -> reporting -> spooling and parallel (what
only a large chunk needs) -> driver (decode, split, read, verify, report) -> api -> expectations
-> sarif -> notebook -> cli -> lsp.

The Python API (toyir.api) is re-exported here, and loaded on first use, so that `toyir-verify`
starts without it: `toyir.parse`, `toyir.verify`, `toyir.check`, `toyir.diagnose`, `toyir.render`,
`toyir.print_ir`, `toyir.infer_shapes`, the builder (`toyir.ModuleBuilder`), the names needed to
declare ops (`OpDef`, `Registry`, `DEFAULT_REGISTRY`, the traits) and to do shape math
(`infer_dim`, `infer_shape`, `infer_result_shape`); and for notebooks, `toyir.report`, a
`Report` that shows itself as rich output (toyir.notebook, with the `%%toyir` cell magic).
"""

from __future__ import annotations

__version__ = "0.1.0"

_EXPORTS = {
    "parse": "toyir.api", "verify": "toyir.api", "check": "toyir.api", "render": "toyir.api",
    "ParseError": "toyir.api", "diagnose": "toyir.api", "Found": "toyir.api", "Place": "toyir.api",
    "print_ir": "toyir.api", "infer_shapes": "toyir.api", "parse_type": "toyir.api",
    "ModuleBuilder": "toyir.builder", "FunctionBuilder": "toyir.builder", "BlockBuilder": "toyir.builder",
    "RegionBuilder": "toyir.builder", "Value": "toyir.builder", "location": "toyir.builder",
    "Location": "toyir.ir", "FunctionType": "toyir.ir", "IntegerType": "toyir.ir", "FloatType": "toyir.ir",
    "IndexType": "toyir.ir", "MemRefType": "toyir.ir", "ElementsAttr": "toyir.ir", "SymbolRefAttr": "toyir.ir",
    "StringAttr": "toyir.ir", "IntegerAttr": "toyir.ir", "TypeAttr": "toyir.ir", "ArrayAttr": "toyir.ir",
    "Region": "toyir.ir", "Block": "toyir.ir", "walk": "toyir.ir",
    "Diagnostic": "toyir.diagnostics", "Note": "toyir.diagnostics", "Severity": "toyir.diagnostics",
    "Module": "toyir.ir", "Operation": "toyir.ir", "TensorType": "toyir.ir", "VectorType": "toyir.ir",
    "OpDef": "toyir.registry", "Registry": "toyir.registry", "DEFAULT_REGISTRY": "toyir.dialects",
    "Semantics": "toyir.semantics", "SPEC": "toyir.semantics", "MLIR": "toyir.semantics",
    "Trait": "toyir.traits", "Broadcastable": "toyir.traits", "AtLeastNOperands": "toyir.traits",
    "NOperands": "toyir.traits", "OneResult": "toyir.traits", "TensorOrVector": "toyir.traits",
    "Tensors": "toyir.traits", "SameElementType": "toyir.traits", "op_error": "toyir.traits",
    "result_error": "toyir.traits", "HasParent": "toyir.traits", "Terminator": "toyir.traits",
    "IsolatedFromAbove": "toyir.traits", "NoTerminator": "toyir.traits", "GraphRegions": "toyir.traits",
    "SymbolTable": "toyir.traits", "SymbolUser": "toyir.traits", "FunctionSignature": "toyir.dialects.func",
    "load_dialect": "toyir.extensions", "load_irdl": "toyir.irdl", "with_irdl": "toyir.irdl", "emit_irdl": "toyir.irdl",
    "infer_dim": "toyir.api", "infer_shape": "toyir.api", "infer_result_shape": "toyir.api",
    "BroadcastError": "toyir.shapes", "format_shape": "toyir.shapes",
    "report": "toyir.notebook", "Report": "toyir.notebook",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> object:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'toyir' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(_EXPORTS[name]), name)


def __dir__() -> list[str]:
    """What a prompt's tab completion offers: the API, which is loaded on first use."""
    return sorted({*globals(), *_EXPORTS})
