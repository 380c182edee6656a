"""Imports point one way, down the pipeline the package docstring names; none hide inside functions."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[1] / "toyir"
LAYERS = ["lazy_regex", "records", "trial", "suggestions", "explanations", "source", "diagnostics", "rendering", "shapes", "conventions", "ir", "builder",
          "printer", "traits", "convention_traits", "registry", "dialects", "semantics", "extensions", "inference",
          "verifier", "syntax", "driver", "api", "expectations", "sarif", "cli", "lsp"]


# The one import that waits until it is needed: the grammar (and Lark, tens of milliseconds to
# import) is loaded only when the fast path gives up on a chunk.
# And SARIF's writer, the printer and shape inference, loaded only when that output is asked for,
# and the annotations' checker, only for --verify-diagnostics; and the OpenVINO, ONNX and ncnn
# dialects, each when a file first names one of its ops (toyir/dialects/__init__.py).
DEFERRED = {("toyir.driver", "toyir.syntax.parser"), ("toyir.cli", "toyir.sarif"), ("toyir.cli", "toyir.inference"),
            ("toyir.cli", "toyir.printer"), ("toyir.cli", "toyir.expectations"),
            ("toyir.dialects", "toyir.dialects")}  # and toyir/__init__.py loads the API on first use


def layer(module: str) -> int:
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 1 else -1  # the bare package: only __version__


def toyir_imports(path: Path) -> list[tuple[str, bool]]:
    """`(module, at top level)` for every `toyir.*` import in `path`."""
    tree = ast.parse(path.read_text())
    top = {id(node) for node in tree.body}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("toyir"):
            names = [node.module] if node.module != "toyir" else [
                f"toyir.{a.name}" if a.name in LAYERS else "toyir" for a in node.names]
            found += [(name, id(node) in top) for name in names]
        elif isinstance(node, ast.Import):
            found += [(a.name, id(node) in top) for a in node.names if a.name.startswith("toyir")]
    return found


def test_every_module_has_a_layer():
    modules = {p.stem for p in PACKAGE.glob("*.py")} - {"__init__"} | {"dialects", "syntax", "traits"}
    assert modules == set(LAYERS)


def test_imports_only_point_down():
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        own = ".".join(part for part in relative.parts if part != "__init__")
        for module, at_top in toyir_imports(path):
            assert at_top or (own, module) in DEFERRED, f"{own} imports {module} inside a function"
            if layer(module) >= 0 and layer(own) >= 0 and own.split(".")[1] != module.split(".")[1]:
                assert layer(module) < layer(own), f"{own} imports {module}, which is above it"
