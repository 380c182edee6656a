"""Notebooks: `toyir.report` shows itself as rich output, the `%%toyir` magic verifies a cell, and
samples/lesson.ipynb runs headless in a real Jupyter kernel (nbclient) with its diagnostics in
its outputs."""

from __future__ import annotations

import html
import json
import subprocess
import sys
from pathlib import Path

import pytest

import toyir
from toyir.notebook import Report, report

ROOT = Path(__file__).parents[1]
INVALID = (ROOT / "samples" / "broadcastable_invalid.mlir").read_text()
WRONG = '%r = "test.broadcastable"(%a, %b) : (tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>\n'
RANKS = ('func.func @f(%a: tensor<3xi32>, %b: tensor<3xi32>) {\n'  # an error in spec only
         '  %r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>\n  return\n}\n')


def test_a_report_says_what_toyir_verify_writes(tmp_path):
    path = tmp_path / "invalid.mlir"
    path.write_text(INVALID)
    run = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", str(path)], capture_output=True,
                         text=True)
    found = report(INVALID, str(path))
    assert str(found) == run.stderr and not found.ok and run.returncode == 1
    assert found.found == toyir.diagnose(INVALID, str(path))
    assert repr(found) == f"<toyir.Report {path}: 5 errors>"


def test_its_html_holds_the_words_the_source_line_the_caret_and_the_aligned_table_without_ansi():
    shown = report(WRONG, "lesson.mlir")._repr_html_()
    assert "\x1b" not in shown
    text = html.unescape(shown)
    assert "lesson.mlir:1:6: " in text and "operands don't have broadcast-compatible shapes" in text
    assert WRONG.rstrip() in text  # the source line, echoed
    assert '\n<span style="color:#2e7d32;font-weight:bold">     ^</span>\n' in text  # under column 6, marked
    # the teaching note's table, its rows aligned as the text output aligns them
    assert "  operand #0  3 4\n  operand #1  2 4\n" in text and "^ InferDim(3, 2)" in text
    # the code, with what `--explain` says about it on hover
    assert '[TOYIR-E001]</abbr>' in shown and 'title="TOYIR-E001: operands that do not broadcast' in shown
    assert "&#10007; 1 error" in shown


def test_a_verified_text_shows_its_ir_and_with_inference_the_inferred_type():
    text = '%r = "test.broadcastable"(%a, %b) : (tensor<3x4xf32>, tensor<1x4xf32>) -> tensor<?x4xf32>\n'
    plain, inferred = report(text), report(text, infer_shapes=True)
    assert plain.ok and plain.diagnostics == () and "-> tensor<?x4xf32>" in plain.ir
    assert "-> tensor<3x4xf32>" in inferred.ir and "-> tensor<3x4xf32>" in html.unescape(inferred._repr_html_())
    assert "&#10003; verified" in inferred._repr_html_()
    assert inferred._repr_markdown_().startswith("**verified** (&lt;cell&gt;)\n\n```\n")


def test_a_report_takes_the_options_of_check():
    assert report(RANKS).ok is False and report(RANKS, semantics="mlir").ok is True
    with pytest.raises(ValueError, match="semantics must be one of"):
        report(RANKS, semantics="x")
    with pytest.raises(TypeError, match="text must be a str"):
        report(b"x")  # type: ignore[arg-type]


def test_toyir_report_needs_no_notebook_package():
    code = "import sys, toyir; toyir.report('%r = \"test.broadcastable\"() : () -> tensor<1xi32>')._repr_html_(); " \
           "print(sorted(m for m in sys.modules if m.split('.')[0] in ('IPython', 'ipykernel', 'argparse')))"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "[]"


# ---------------------------------------------------------------- the magic, in a real IPython

@pytest.fixture(scope="module")
def ipython():
    pytest.importorskip("IPython", reason="IPython is not installed (pip install 'toyir[notebook]')")
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    shell.run_line_magic("load_ext", "toyir.notebook")
    return shell


def test_the_magic_verifies_its_cell_with_the_options_of_toyir_verify(ipython, tmp_path):
    shown = ipython.run_cell_magic("toyir", "", RANKS)
    assert isinstance(shown, Report) and not shown.ok and shown.source.name == "<cell>"
    assert ipython.run_cell_magic("toyir", "--semantics mlir", RANKS).ok
    dialect = tmp_path / "course.py"
    dialect.write_text("import toyir\nOPS = (toyir.OpDef('course.sink', (toyir.NOperands(0),)),)\n")
    assert ipython.run_cell_magic("toyir", f"--dialect {dialect}", '"course.sink"() : () -> ()\n').ok
    assert not ipython.run_cell_magic("toyir", "", '"course.sink"() : () -> ()\n').ok
    split = ipython.run_cell_magic("toyir", "--split-input-file", RANKS + "// -----\n" + WRONG)
    assert [f.line for f in split.found] == [2, 6]


def test_the_magic_takes_a_registry_the_notebook_built(ipython):
    ipython.user_ns["course"] = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("course.two", (toyir.NOperands(2),))])
    found = ipython.run_cell_magic("toyir", "--registry course", '"course.two"() : () -> ()\n')
    assert [f.message for f in found.found] == ["'course.two' op expected 2 operands, but found 0"]


@pytest.mark.parametrize(("line", "message"), [
    ("--registry nope", "--registry nope: no toyir.Registry of that name in the notebook"),
    ("--semantics x", "argument --semantics: invalid choice: 'x'"),
    ("--frobnicate", "unrecognized arguments: --frobnicate"),
    ("--dialect /nonexistent/course.py", "cannot load dialect '/nonexistent/course.py': no such file"),
])
def test_a_wrong_magic_line_is_a_usage_error_of_one_line(ipython, line, message):
    from IPython.core.error import UsageError

    with pytest.raises(UsageError, match="^%%toyir: .*" + message.replace("(", r"\(").replace(")", r"\)")):
        ipython.run_cell_magic("toyir", line, RANKS)


# ---------------------------------------------------------------- the lesson, executed headless

def test_the_lesson_notebook_runs_headless_and_its_outputs_hold_the_rendered_diagnostics(tmp_path):
    nbclient = pytest.importorskip("nbclient", reason="nbclient is not installed (pip install -e '.[test]')")
    nbformat = pytest.importorskip("nbformat", reason="nbformat is not installed (pip install -e '.[test]')")
    pytest.importorskip("ipykernel", reason="ipykernel is not installed (pip install -e '.[test]')")
    lesson = nbformat.read(ROOT / "samples" / "lesson.ipynb", as_version=4)
    assert all(not c.get("outputs") for c in lesson.cells if c.cell_type == "code"), "the sample is kept without outputs"
    # The kernel is this interpreter (the toyir under test), whatever Jupyter kernels are installed.
    from jupyter_client.kernelspec import KernelSpecManager
    from jupyter_client.manager import KernelManager

    spec = tmp_path / "kernels" / "toyir-test"
    spec.mkdir(parents=True)
    (spec / "kernel.json").write_text(json.dumps({
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": "toyir under test", "language": "python"}))
    manager = KernelManager(kernel_name="toyir-test",
                            kernel_spec_manager=KernelSpecManager(kernel_dirs=[str(tmp_path / "kernels")]))
    nbclient.NotebookClient(lesson, km=manager, timeout=120, resources={"metadata": {"path": str(tmp_path)}}).execute()
    outputs = [[o for o in c.outputs if o.output_type != "stream"] for c in lesson.cells if c.cell_type == "code"]
    errors = [o for c in lesson.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert errors == []
    table, _, wrong, inferred, _, course, from_python = outputs
    assert "| **3** | 3 | 3 | error | 3 |" in table[0].data["text/markdown"]
    shown = html.unescape(wrong[0].data["text/html"])
    assert "<cell>:2:8: " in shown and "operands don't have broadcast-compatible shapes" in shown
    assert "  operand #0  3 4\n  operand #1  2 4\n" in shown and "\x1b" not in shown
    assert "-> tensor<3x4xf32>" in html.unescape(inferred[0].data["text/html"])
    assert "verified" in inferred[0].data["text/html"]
    assert "operands must have one rank" in course[0].data["text/html"] and "COURSE-E2" in course[0].data["text/html"]
    assert "course.add adds tensors of one rank" in course[0].data["text/html"]  # the code's explanation
    assert "'course.add' op operands must have one rank" in from_python[0].data["text/plain"]
    (tmp_path / "lesson.ipynb").write_text(json.dumps(lesson))  # for a person to open


MARIMO_APP = '''import marimo

app = marimo.App()


@app.cell
def _():
    import toyir
    return (toyir,)


@app.cell
def _(toyir):
    toyir.report(%r, "lesson.mlir")
    return


if __name__ == "__main__":
    app.run()
'''


def test_marimo_shows_a_report_as_jupyter_does(tmp_path):
    pytest.importorskip("marimo", reason="marimo is not installed (pip install -e '.[test]')")
    app, out = tmp_path / "lesson.py", tmp_path / "lesson.html"
    app.write_text(MARIMO_APP % WRONG.rstrip())
    run = subprocess.run([sys.executable, "-m", "marimo", "export", "html", str(app), "-o", str(out)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    # the page holds each cell's output as escaped JSON: the report's HTML, as toyir wrote it
    page = html.unescape(out.read_text().encode().decode("unicode_escape"))
    assert '"text/html": "<div class="toyir-report">' in page
    assert "lesson.mlir:1:6: " in page and "  operand #0  3 4\n  operand #1  2 4\n" in page
