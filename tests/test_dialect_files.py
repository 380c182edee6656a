"""A course's dialect file as a student writes it, mistakes and all (issue 40, items 2 and 4):
every mistake is one located line and a clean exit, never toyir's "internal error"."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import toyir

TRAITS = '''from toyir import OpDef, Trait
class Says(Trait):
    __slots__ = ("value",)
    def __init__(self, value):
        self.value = value
    def verify(self, op):
        return self.value
OPS = [OpDef("course.say", (Says(VALUE),))]
'''


def toyir_verify(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *args], capture_output=True,
                          text=True)


@pytest.mark.parametrize(("value", "shown"), [('"oops"', "'oops' (str)"), ("True", "True (bool)"),
                                              ("0", "0 (int)"), ('["x" * 100]', "...")])
def test_a_trait_that_returns_what_is_no_diagnostic_is_reported_at_the_op(tmp_path, value, shown):
    dialect = tmp_path / "course.py"
    dialect.write_text(TRAITS.replace("VALUE", value))
    source = tmp_path / "p.mlir"
    source.write_text('"course.say"() : () -> ()\n')
    result = toyir_verify("--dialect", str(dialect), str(source))
    assert result.returncode == 1 and "internal error" not in result.stderr
    first = result.stdout.splitlines()[0] if result.stdout else result.stderr.splitlines()[0]
    assert first.startswith(f"{source}:1:1: error: trait Says of 'course.say' failed to run: its verify returned ")
    assert shown in first and first.endswith("[TOYIR-E090]") and len(first) < 300


def test_a_trait_that_returns_a_string_through_the_api():
    class Says(toyir.Trait):
        __slots__ = ()

        def verify(self, op):
            return "op is wrong"

    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("course.say", (Says(),))], dialects=["course"])
    [found] = toyir.check('"course.say"() : () -> ()', registry=registry)
    assert (found.code, found.message) == ("TOYIR-E090", "trait Says of 'course.say' failed to run")
    assert "'op is wrong' (str)" in found.detail


@pytest.mark.parametrize(("text", "expected"), [
    ("import sys\nsys.exit(0)\n", "it called sys.exit(0) while loading"),
    ("raise SystemExit('bye')\n", "it called sys.exit('bye') while loading"),
    ("OPS = 5\n", "OPS must be a sequence of toyir.OpDef, not int 5"),
    ("OPS = [1]\n", "OPS must be a sequence of toyir.OpDef; it holds int 1"),
    ("from toyir import OpDef\nOPS = [OpDef(5, ())]\n", "OpDef's name must be an op's name as a string, 'dialect.op', not 5"),
    ("from toyir import OpDef, Broadcastable\nOPS = [OpDef('c.a', (Broadcastable,))]\n",
     "Broadcastable is a trait class; give an instance, Broadcastable()"),
    ("from toyir import OpDef\nOPS = [OpDef('c.a', (5,))]\n", "5 is not a trait"),
    ("from toyir import OpDef\nOPS = [OpDef('c.a', ())]\nDIALECTS = 'c'\n", "DIALECTS must be a sequence of dialect names"),
    ("OPS = (\n", "SyntaxError"),
])
def test_a_dialect_file_with_a_mistake_is_one_line_and_exit_2(tmp_path, text, expected):
    dialect = tmp_path / "course.py"
    dialect.write_text(text)
    source = tmp_path / "p.mlir"
    source.write_text('"test.broadcastable"() : () -> ()\n')
    result = toyir_verify("--dialect", str(dialect), str(source))
    assert (result.returncode, result.stdout) == (2, "")
    [line] = result.stderr.splitlines()
    assert line.startswith("toyir-verify: error: ") and expected in line and "internal error" not in line


def test_a_dialect_that_is_not_a_file_says_so():
    result = toyir_verify("--dialect", "/dev/null", str(Path(__file__).parents[1] / "samples" / "broadcastable_valid.mlir"))
    assert (result.returncode, result.stderr) == (2, "toyir-verify: error: cannot load dialect '/dev/null': not a file\n")


EXPLAINED = '''import toyir
class EvenRank(toyir.Trait):
    __slots__ = ()
    code = "COURSE-E1"
    title = "an operand of odd rank"
    explanation = "Every operand of a course op has an even rank: the course's kernels tile by pairs of dims."
    example = '%r = "course.add"(%a) : (tensor<3xf32>) -> tensor<3xf32>'
    def verify(self, op):
        odd = [i for i, t in enumerate(op.operand_types) if len(t.shape) % 2]
        return toyir.op_error(op, f"operand #{odd[0]} must have an even rank") if odd else None
OPS = [toyir.OpDef("course.add", (EvenRank(),))]
'''


def test_a_dialects_own_code_is_explained_as_toyirs_are(tmp_path):
    # issue 40, item 5: --explain, its list, and SARIF's rules
    dialect = tmp_path / "course.py"
    dialect.write_text(EXPLAINED)
    explained = toyir_verify("--dialect", str(dialect), "--explain", "course-e1")
    assert (explained.returncode, explained.stderr) == (0, "")
    assert explained.stdout == ("COURSE-E1: an operand of odd rank\n\nEvery operand of a course op has an even rank: "
                                "the course's kernels tile by pairs of dims.\n\nFor example:\n\n"
                                '    %r = "course.add"(%a) : (tensor<3xf32>) -> tensor<3xf32>\n')
    listed = toyir_verify("--dialect", str(dialect), "--explain").stdout.splitlines()
    assert listed[-1] == "COURSE-E1  an operand of odd rank" and listed[0].startswith("TOYIR-E")
    unknown = toyir_verify("--explain", "COURSE-E1")
    assert unknown.returncode == 2 and "--dialect FILE.py" in unknown.stderr
    source = tmp_path / "odd.mlir"
    source.write_text('%r = "course.add"(%a) : (tensor<3xf32>) -> tensor<3xf32>\n')
    import json
    sarif = json.loads(toyir_verify("--dialect", str(dialect), "--diagnostics-format=sarif", str(source)).stderr)
    (rule,) = sarif["runs"][0]["tool"]["driver"]["rules"]
    assert (rule["id"], rule["name"], rule["shortDescription"]["text"]) == (
        "COURSE-E1", "OperandOfOddRank", "an operand of odd rank")
    assert rule["fullDescription"]["text"] == explained.stdout.strip()


def test_inference_leaves_an_op_its_traits_reject_as_written():
    # issue 40, item 8: Trait.infer is for a verified op; a wrong matmul is not typed (2x3 times 5x4)
    class MatMul(toyir.Trait):
        __slots__ = ()

        def verify(self, op):
            a, b = (t.shape for t in op.operand_types)
            return None if a[1] == b[0] else toyir.op_error(op, f"inner dims differ: {a[1]} and {b[0]}")

        def infer(self, op):
            a, b = (t.shape for t in op.operand_types)
            return (a[0], b[1])

    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("course.matmul", (MatMul(),))], dialects=["course"])
    text = ('%r = "course.matmul"(%a, %b) : (tensor<2x3xf32>, tensor<5x4xf32>) -> tensor<*xf32>\n'
            '%s = "course.matmul"(%a, %c) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<*xf32>\n')
    printed = toyir.print_ir(toyir.infer_shapes(toyir.parse(text), registry=registry))
    ops = "".join(line + "\n" for line in printed.splitlines() if "course.matmul" in line)
    assert ops == text.replace("tensor<3x4xf32>) -> tensor<*xf32>", "tensor<3x4xf32>) -> tensor<2x4xf32>")
