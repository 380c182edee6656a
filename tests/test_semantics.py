"""`--semantics`: each documented difference between the seed and mlir-opt, in both modes.

These are the README's table rows ("Where the seed spec and mlir-opt disagree"); the
differential test checks the mlir column against the real binary.
"""

from __future__ import annotations

import pytest

from support import diagnose
from toyir.semantics import MLIR, SPEC

OP = "'test.broadcastable' op "


def wrapped(args: str, operands: str, result: str, names: str) -> str:
    return (f"func.func @f({args}) -> {result} {{\n"
            f'  %0 = "test.broadcastable"({names}) : ({operands}) -> {result}\n'
            f"  return %0 : {result}\n}}\n")


def case(*operands: str, result: str) -> str:
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(operands))
    return wrapped(args, ", ".join(operands), result, ", ".join(f"%a{i}" for i in range(len(operands))))


# (difference, IR, the seed's verdict, mlir-opt's verdict): None is "verifies".
ROWS = [
    ("a result of higher rank",
     case("tensor<3xi32>", "tensor<3xi32>", result="tensor<1x3xi32>"),
     OP + "result type '1x3' not broadcast compatible with broadcasted operands's shapes '3'", None),
    ("a static result dim where the operands give '?'",
     case("tensor<?xi32>", "tensor<?xi32>", result="tensor<4xi32>"),
     OP + "result type '4' not broadcast compatible with broadcasted operands's shapes '?'", None),
    ("(?, 0) infers 0 in the seed, '?' upstream",
     case("tensor<?xi32>", "tensor<0xi32>", result="tensor<5xi32>"),
     OP + "result type '5' not broadcast compatible with broadcasted operands's shapes '0'", None),
    ("zero operands",
     case(result="tensor<4xi32>"),
     OP + "expected 1 or more operands, but found 0", None),
    ("vectors",
     case("vector<4xf32>", "vector<1xf32>", result="vector<4xf32>"),
     None, OP + "operand #0 must be variadic of tensor of any type values, but got 'vector<4xf32>'"),
    ("a scalar operand",
     case("tensor<4xf32>", "f32", result="tensor<4xf32>"),
     OP + "operand #1 must be tensor or vector, but got 'f32'",
     OP + "operand #1 must be variadic of tensor of any type values, but got 'f32'"),
]


@pytest.mark.parametrize(("ir", "seed", "upstream"), [r[1:] for r in ROWS], ids=[r[0] for r in ROWS])
def test_each_difference_in_both_modes(ir, seed, upstream):
    for semantics, expected in ((SPEC, seed), (MLIR, upstream)):
        messages = [m for _, _, m in diagnose(ir, semantics=semantics)]
        if expected is None:
            assert messages == [], semantics.name
        else:
            assert len(messages) == 1 and messages[0].startswith(expected), (semantics.name, messages)


def two_errors_per_function(name: str) -> str:
    bad = '  %{0} = "test.broadcastable"(%a, %b) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>\n'
    return (f"func.func @{name}(%a: tensor<4xi32>, %b: tensor<3xi32>) -> tensor<4xi32> {{\n"
            + bad.format(0) + bad.format(1) + "  return %0 : tensor<4xi32>\n}\n")


def test_mlir_reports_the_first_failing_op_of_each_function():
    text = two_errors_per_function("f") + two_errors_per_function("g")
    assert [line for line, _, _ in diagnose(text, semantics=SPEC)] == [2, 3, 7, 8]
    assert [line for line, _, _ in diagnose(text, semantics=MLIR)] == [2, 7]


def test_mlir_stops_at_a_failing_top_level_op_before_any_function():
    # mlir-opt's fn/f16: the module's own ops are verified first; one failure ends verification.
    text = (two_errors_per_function("f")
            + '%0 = "test.foo"() : () -> tensor<4xi32>\n%1 = "test.foo"() : () -> tensor<3xi32>\n'
            + '%2 = "test.broadcastable"(%0, %1) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>\n'
            + '%3 = "test.broadcastable"(%0, %1) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>\n')
    assert [line for line, _, _ in diagnose(text, semantics=MLIR)] == [8]


def test_mlir_does_not_verify_what_it_could_not_parse():
    text = case("tensor<4xi32>", "tensor<3xi32>", result="tensor<4xi32>").replace("%a1)", "%zz)")
    assert [m for _, _, m in diagnose(text, semantics=MLIR)] == ["use of undeclared SSA value name"]
    assert len(diagnose(text, semantics=SPEC)) == 1  # the op is not checked with an unsound operand either


@pytest.mark.parametrize("layout", ["a later function", "a region after the failing op"])
def test_mlir_finds_what_it_could_not_parse_beyond_where_its_verifier_stops(layout):
    # mlir-opt parses the whole file before it verifies anything: a parse error after the op
    # its verifier would stop at (mlir-opt 22: `cannot name an operation with no results`) is
    # all it reports, wherever it stands.
    wrong = '  %0 = "test.broadcastable"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>\n'
    unparsable = '    %c = "test.foo"() : () -> ()\n'
    if layout == "a later function":
        text = ("module {\n" + wrong + "  func.func @g() {\n" + unparsable + "    return\n  }\n}\n")
        text = text.replace("module {\n", 'module {\n  %a = "test.foo"() : () -> tensor<2xi32>\n')
    else:
        text = ("func.func @f(%a: tensor<2xi32>) {\n" + wrong + '  "test.region"() ({\n' + unparsable
                + "  }) : () -> ()\n  return\n}\n")
    line = text.splitlines().index(unparsable.rstrip("\n")) + 1
    assert diagnose(text, semantics=MLIR, allow_unregistered=True) == [
        (line, 5, "cannot name an operation with no results")]
    assert [found for found, _, _ in diagnose(text, semantics=SPEC, allow_unregistered=True)] == [line - 2, line]


def test_mlir_lets_the_test_dialect_hold_undeclared_ops():
    assert diagnose('"test.foo"() : () -> ()', semantics=MLIR) == []
    assert diagnose('"test.foo"() : () -> ()', semantics=SPEC) != []


def test_mlir_keeps_known_dialects_closed_even_with_the_flag():
    text = 'func.func @f() {\n  "func.frobnicate"() : () -> ()\n  return\n}\n'
    assert diagnose(text, semantics=SPEC, allow_unregistered=True) == []
    assert diagnose(text, semantics=MLIR, allow_unregistered=True) == [
        (2, 3, "unregistered operation 'func.frobnicate' found in dialect ('func') that does not allow unknown "
               "operations")]


def test_mlir_names_each_value_the_top_level_defines_nowhere():
    # as mlir-opt 22 says it (run on this text: 1:7, 2:7 and 2:15): once per name and result
    # number, at its first use; the seed's semantics takes them as inputs to the IR.
    text = ('"t.a"(%x) : (i32) -> ()\n"t.b"(%y, %x, %y#1) : (i32, i32, i32) -> ()\n'
            'func.func @f() {\n  %0 = "test.broadcastable"() : () -> tensor<1xi32>\n  return\n}\n')
    found = diagnose(text, semantics=MLIR, allow_unregistered=True)
    assert found[0] == (1, 7, "use of undeclared SSA value name: the top level defines it nowhere "
                              "(--semantics=spec takes it as an input to the IR)")
    assert all(message.startswith("use of undeclared SSA value name") for _, _, message in found)
    assert [line for line, _, _ in diagnose(text, semantics=SPEC, allow_unregistered=True)] == [4]


def test_mlir_says_a_value_used_with_two_types_before_it_names_undeclared_ones():
    # mlir-opt stops at the type clash as it parses; the undeclared values it names at the end
    text = '"t.a"(%x) : (i32) -> ()\n"t.c"(%x) : (i64) -> ()\n'
    assert diagnose(text, semantics=MLIR, allow_unregistered=True) == [
        (2, 7, "use of value '%x' expects different type than prior uses: 'i64' vs 'i32'")]


def test_mlir_checks_arith_and_cf_as_mlir_opt_does():
    # (toyir.dialects.upstream: mlir-opt's own dialects, some of their ops declared; the others
    # pass unchecked, with or without the flag; the seed's semantics knows neither dialect)
    text = ('func.func @f(%a: i32) {\n  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1\n'
            '  %1 = "arith.extui"(%0) : (i1) -> i32\n  return\n}\n')
    assert diagnose(text, semantics=MLIR) == [(2, 8, "'arith.cmpi' op requires attribute 'predicate'")]
    assert diagnose(text, semantics=MLIR, allow_unregistered=True) == diagnose(text, semantics=MLIR)
    assert diagnose(text, semantics=SPEC, allow_unregistered=True) == []


def test_mlir_reports_only_where_its_parser_stops():
    # mlir-opt 22 on this text: the redefinition in @g alone; the undeclared %x of @f it would
    # have named once the whole file was read
    text = ('func.func @f() {\n  %0 = "t.a"(%x) : (i32) -> i32\n  return\n}\n'
            'func.func @g() {\n  %0 = "t.a"() : () -> i32\n  %0 = "t.a"() : () -> i32\n  %1 = "t.a"() : () -> i32\n'
            '  %1 = "t.a"() : () -> i32\n  return\n}\n')
    assert diagnose(text, semantics=MLIR, allow_unregistered=True) == [(7, 3, "redefinition of SSA value '%0'")]
    assert len(diagnose(text, semantics=SPEC, allow_unregistered=True)) == 3
