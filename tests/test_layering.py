"""Imports point one way, down the pipeline the package docstring names; none hide inside functions."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).parents[1] / "toyir"
LAYERS = ["lazy_regex", "records", "trial", "suggestions", "explanations", "source", "diagnostics", "rendering", "shapes", "conventions", "ir", "builder",
          "printer", "traits", "convention_traits", "registry", "dialects", "semantics", "extensions", "inference",
          "verifier", "syntax", "reading", "irdl", "reporting", "spooling", "halves", "parallel", "driver", "api", "expectations",
          "sarif", "notebook", "cli", "lsp"]


# The imports that wait until they are needed: the grammar (and Lark, tens of milliseconds to
# import) is loaded only when the fast path gives up on a chunk; what only a large chunk needs
# (two processes or columns, spools) only for such a chunk (`LARGE_FILE_MACHINERY`, below).
# And SARIF's writer, the printer and shape inference, loaded only when that output is asked for,
# and the annotations' checker, only for --verify-diagnostics; arith's attributes, only for a chunk
# that names one in --semantics=mlir; and the OpenVINO, ONNX and ncnn
# dialects, each when a file first names one of its ops (toyir/dialects/__init__.py); IRDL (and
# Lark with it) only for an --irdl-file; the printer, in the verifier, only for a block with no
# terminator in --semantics=mlir, and in a property's trait and the rules of mlir-opt's ops only for
# their errors; the patterns that let attribute values be read later, only
# once a file has read many at once; the table of mlir-opt's ops, only for an op of a dialect of
# mlir-opt's that toyir does not declare, in --semantics=mlir.
DEFERRED = {("toyir.syntax.reader", "toyir.syntax.sure_values"), ("toyir.reading", "toyir.syntax.parser"), ("toyir.reading", "toyir.syntax.before_error"), ("toyir.reading", "toyir.syntax.arith_attributes"), ("toyir.reading", "toyir.syntax.quant_types"), ("toyir.reading", "toyir.syntax.dialect_mnemonics"), ("toyir.reading", "toyir.syntax.llvm_attributes"), ("toyir.reading", "toyir.syntax.llvm_types"), ("toyir.reading", "toyir.syntax.dialect_enums"), ("toyir.syntax.parser", "toyir.syntax.before_error"),
            ("toyir.driver", "toyir.parallel"),
            ("toyir.driver", "toyir.spooling"), ("toyir.cli", "toyir.sarif"), ("toyir.cli", "toyir.inference"),
            ("toyir.cli", "toyir.printer"), ("toyir.cli", "toyir.expectations"), ("toyir.cli", "toyir.irdl"), ("toyir.lsp", "toyir.irdl"), ("toyir.verifier.regions", "toyir.printer"), ("toyir.verifier.values", "toyir.printer"), ("toyir.traits.attributes", "toyir.printer"), ("toyir.dialects.mlir_opt_rules", "toyir.printer"),
            ("toyir.verifier.op_checks", "toyir.dialects.mlir_opt_ops"), ("toyir.verifier.op_checks", "toyir.dialects.mlir_opt_rules"),
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
    modules = {p.stem for p in PACKAGE.glob("*.py")} - {"__init__"} | {"dialects", "syntax", "traits", "irdl", "verifier"}
    assert modules == set(LAYERS)


def test_imports_only_point_down():
    for path in PACKAGE.rglob("*.py"):
        relative = path.relative_to(PACKAGE.parent).with_suffix("")
        own = ".".join(part for part in relative.parts if part != "__init__")
        for module, at_top in toyir_imports(path):
            assert at_top or (own, module) in DEFERRED, f"{own} imports {module} inside a function"
            if layer(module) >= 0 and layer(own) >= 0 and own.split(".")[1] != module.split(".")[1]:
                assert layer(module) < layer(own), f"{own} imports {module}, which is above it"


# What only a large chunk needs: a small file imports none of it, whatever it holds.
LARGE_FILE_MACHINERY = ("toyir.parallel", "toyir.halves", "toyir.spooling", "toyir.verifier.parts")
SAMPLES = PACKAGE.parent / "samples"
# Two functions, each with a wrong op, and a wrong op at the top level.
A_FEW_ERRORS = "".join(f'func.func @f{i}(%a: tensor<4xi32>) {{\n'
                       f'  %r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<5xi32>\n  return\n}}\n'
                       for i in range(2)) + '%t = "test.broadcastable"(%x) : (tensor<2xf32>) -> tensor<3xf32>\n'


def large_file_machinery_imported(path: Path, *options: str, **thresholds: int) -> tuple[int, list[str]]:
    """`toyir-verify OPTIONS PATH`'s exit status, run in a new interpreter, and which of
    LARGE_FILE_MACHINERY it imported; `thresholds` set toyir.driver's (PARALLEL_MIN_CHARS=0:
    any chunk is taken for a large one)."""
    probe = ("import sys; from toyir import driver; from toyir.cli import main\n"
             f"for name, value in {thresholds!r}.items(): setattr(driver, name, value)\n"
             "code = main(sys.argv[1:])\n"
             f"print(code, *[m for m in {LARGE_FILE_MACHINERY!r} if m in sys.modules], file=sys.__stdout__)")
    result = subprocess.run([sys.executable, "-c", probe, *options, str(path)], capture_output=True, text=True,
                            check=True)
    code, *modules = result.stdout.split()
    return int(code), modules


@pytest.mark.parametrize("name, text, options, code", [
    ("broadcastable_invalid.mlir", None, (), 1), ("broadcastable_valid.mlir", None, (), 0),
    ("one_op.mlir", '%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>\n', (), 0),
    ("a_few_errors.mlir", A_FEW_ERRORS, ("--semantics=spec",), 1),
    ("a_few_errors.mlir", A_FEW_ERRORS, ("--semantics=mlir",), 1)])
def test_a_small_file_needs_no_large_file_machinery(tmp_path, name, text, options, code):
    path = SAMPLES / name
    if text is not None:
        path = tmp_path / name
        path.write_text(text)
    assert large_file_machinery_imported(path, *options) == (code, [])
    # the same file, taken for a large one: checked by the large file's machinery, the same verdict
    assert large_file_machinery_imported(path, *options, PARALLEL_MIN_CHARS=0) == (code, list(LARGE_FILE_MACHINERY))


def test_a_chunk_spools_its_diagnostics_from_spool_min_chars_on(tmp_path):
    path = tmp_path / "a_few_errors.mlir"
    path.write_text(A_FEW_ERRORS)
    size = len(A_FEW_ERRORS)
    assert large_file_machinery_imported(path, SPOOL_MIN_CHARS=size + 1) == (1, [])
    assert large_file_machinery_imported(path, SPOOL_MIN_CHARS=size) == (1, ["toyir.spooling"])
