"""The Python API, as README.md shows it; the teaching sample that uses it; the types, checked by mypy."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

import toyir

ROOT = Path(__file__).parents[1]
BAD = '%r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>\n'


def test_parse_verify_render():
    module = toyir.parse(BAD, filename="x.mlir")
    assert isinstance(module, toyir.Module) and module.body[0].name == "test.broadcastable"
    (diagnostic,) = toyir.verify(module)
    assert diagnostic.message == "'test.broadcastable' op operands don't have broadcast-compatible shapes"
    assert toyir.render(BAD, diagnostic, filename="x.mlir").startswith("x.mlir:1:6: error: 'test.broadcastable' op")
    # mlir-opt's rules: the top level's %a and %b are defined nowhere; as a function's arguments, the same error
    assert toyir.verify(module, semantics="mlir")[0].message == "use of undeclared SSA value name"
    in_function = toyir.parse("func.func @f(%a: tensor<3xi32>, %b: tensor<2xi32>) {\n  " + BAD + "  return\n}\n")
    assert toyir.verify(in_function, semantics="mlir")[0].message == diagnostic.message


def test_parse_error_is_located():
    with pytest.raises(toyir.ParseError) as e:
        toyir.parse(BAD.replace("3xi32>,", "3xi32,"))
    assert e.value.diagnostic.message == "expected '>' in tensor type"


def test_check_is_the_command_line_in_a_call():
    assert [d.message for d in toyir.check(BAD + "// -----\n" + BAD, split_marker="// -----")] == [
        "'test.broadcastable' op operands don't have broadcast-compatible shapes"] * 2


def test_declaring_an_op_with_an_existing_trait_and_a_new_one():
    class EvenRank(toyir.Trait):
        """A new trait in a few lines: every operand has an even rank."""

        __slots__ = ()

        def verify(self, op):
            odd = [i for i, t in enumerate(op.operand_types) if len(t.shape) % 2]
            return toyir.op_error(op, f"operand #{odd[0]} must have an even rank") if odd else None

    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("my.add", (toyir.Broadcastable(), EvenRank()))],
                                               dialects=["my"])
    ok = '%r = "my.add"(%a, %b) : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>'
    assert toyir.check(ok, registry=registry) == []
    assert toyir.check(ok) != []  # the default registry does not know my.add
    odd = '%r = "my.add"(%a, %b) : (tensor<3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>'
    assert [d.message for d in toyir.check(odd, registry=registry)] == ["'my.add' op operand #0 must have an even rank"]


def test_a_byte_order_mark_is_read_as_the_command_line_reads_it():
    """A blank, as `toyir-verify` reads it (test_reliability.py): the error and its column are the text's without it."""
    marked = "\ufeff" + BAD
    assert [f[1:] for f in toyir.diagnose(marked, "x.mlir")] == [f[1:] for f in toyir.diagnose(" " + BAD, "x.mlir")]
    (found,) = toyir.diagnose(marked, "x.mlir")
    assert (found.line, found.column, found.code) == (1, 7, "TOYIR-E001")
    assert isinstance(toyir.parse(marked), toyir.Module)
    (diagnostic,) = toyir.check(marked)
    assert "\ufeff" not in toyir.render(marked, diagnostic)


def test_shape_functions():
    assert toyir.infer_shape((1, None), (3, 1)) == (3, None)
    assert toyir.infer_result_shape([(2, 1), None, (3,)]) == (2, 3)
    with pytest.raises(toyir.BroadcastError):
        toyir.infer_dim(2, 3)


def test_unknown_names_are_attribute_errors():
    with pytest.raises(AttributeError):
        toyir.no_such_thing  # noqa: B018


def test_the_teaching_compiler_sample():
    result = subprocess.run([sys.executable, str(ROOT / "samples" / "teaching_compiler.py")], capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:3] == ["-- a program that types:", "%c : tensor<4x3xf32>", "%d : tensor<4x3xf32>"]
    assert lines[4].startswith("program.mlir:2:8: error: 'tc.add' op operands don't have broadcast-compatible")
    assert any(line.startswith("program.mlir:2:8: note: the operands' shapes") for line in lines)
    assert sum(": error: " in line for line in lines) == 1


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None, reason="mypy is not installed (pip install mypy)")
def test_the_package_is_mypy_clean():
    result = subprocess.run([sys.executable, "-m", "mypy", "toyir"], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout
    assert (ROOT / "toyir" / "py.typed").exists()


# The API at a prompt (issue 40, item 7): tab completion finds it, help shows real signatures,
# and a wrong argument is a TypeError or ValueError naming it.
def test_tab_completion_finds_the_api():
    names = dir(toyir)
    assert {"check", "diagnose", "parse", "ModuleBuilder", "OpDef", "infer_shape", "__version__"} <= set(names)


def test_help_shows_the_builders_real_signature():
    import inspect

    assert list(inspect.signature(toyir.ModuleBuilder.op).parameters)[:4] == ["self", "name", "operands", "result_types"]


@pytest.mark.parametrize(("call", "error", "words"), [
    (lambda: toyir.parse(b'"t.a"() : () -> ()'), TypeError, "decode it first"),
    (lambda: toyir.check(None), TypeError, "text must be a str"),
    (lambda: toyir.check("", semantics="x"), ValueError, "semantics must be one of 'spec', 'mlir'"),
    (lambda: toyir.check("", semantics=5), TypeError, "semantics must be"),
    (lambda: toyir.diagnose("", registry=5), TypeError, "registry must be a toyir.Registry"),
    (lambda: toyir.diagnose(None), TypeError, "text (or a Module) must be a str"),
    (lambda: toyir.check("", 5), TypeError, "filename must be a str"),
    (lambda: toyir.infer_shape(("a",), (1,)), TypeError, "shape0: a dim is an int >= 0 or None"),
    (lambda: toyir.infer_shape((2,), 3), TypeError, "shape1 must be a tuple of dims"),
    (lambda: toyir.infer_dim(-1, 2), ValueError, "dim0: a dim is an int >= 0"),
    (lambda: toyir.infer_result_shape([(2,), ("x",)]), TypeError, "shapes[1]"),
    (lambda: toyir.ModuleBuilder().function(None, []), TypeError, "name must be a str"),
    (lambda: toyir.ModuleBuilder().function("f", [5]), TypeError, "inputs must hold types"),
    (lambda: toyir.ModuleBuilder().op("t.a", [1]), TypeError, "operands must hold values a builder made"),
    (lambda: toyir.ModuleBuilder().op("t.a", [], "i32"), TypeError, "result_types must be a sequence of types"),
])
def test_a_wrong_argument_is_named(call, error, words):
    with pytest.raises(error, match=re.escape(words)):
        call()


def test_the_checked_shape_math_is_the_seeds():
    assert toyir.infer_shape((2, None), (1, 3)) == (2, 3) and toyir.infer_dim(None, 1) is None
    assert toyir.infer_result_shape([None, (4, 1), (3,)]) == (4, 3)
