"""The fast path builds exactly what the grammar builds, or gives up; errors are the grammar's.

Generated files mix lines the fast path reads (plain ops, functions, `^bb0`, `return`, modules,
comments) with lines it must leave to the grammar (attributes, other spacing, mistakes).  On each:
if the fast path gives a module, the grammar gives an equal one (offsets included); if the
grammar finds an error, the fast path gave up.  And a file verified in two processes gets the
same diagnostics as in one.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bench_generate import generate
from support import diagnose
from toyir import driver
from toyir.diagnostics import DiagnosticError
from toyir.syntax.fastparse import GiveUp, parse_fast
from toyir.syntax.parser import parse
from toyir.source import Source

TYPES = ["tensor<4xi32>", "tensor<?x2xf32>", "tensor<*xf32>", "tensor<i32>", "vector<4x[8]xf32>", "i32",
         "complex<f64>", "tensor<0x9223372036854775807xi8>", "index"]
# Lines outside the fast path's subset, some valid, some not: the grammar must decide each.
ODD = ['%x = "t.a"(%y) {n = 1} : (i32) -> i32', '%x = "t.a"(%y,%z) : (i32, i32) -> i32',
       '%x = "t.a"(%y) : (tensor< 4 x i32 >) -> i32', '%x = "t.a"(%y) : (tensor<4xi32) -> i32',
       '"t.a"() : () -> ()  "t.b"() : () -> ()', '%x = "t.a"(%y) : (tensor<-1xi32>) -> i32',
       '%x:0 = "t.a"() : () -> ()', '%x = "t.a"(%y) : (vector<0xi32>) -> i32', 'return', '}', '{',
       '%x = "t.a"(%y) : (tensor<99999999999999999999xi32>) -> i32', 'module {', 'func.func @g() {']

names = st.sampled_from(["%0", "%1", "%a", "%arg0", "%x.y", "%p#1"])
types = st.sampled_from(TYPES)


@st.composite
def op_line(draw, indent: str = "") -> str:
    operands = draw(st.lists(st.tuples(names, types), max_size=3))
    results = draw(st.lists(types, max_size=2))
    lhs = draw(st.sampled_from(["", "%r = ", "%r:2 = ", "%a, %b = "])) if results else ""
    rhs = results[0] if len(results) == 1 else f"({', '.join(results)})"
    comment = draw(st.sampled_from(["", "  // note", " // -> x"]))
    return (f'{indent}{lhs}"{draw(st.sampled_from(["test.broadcastable", "t.x", "func.return"]))}"'
            f'({", ".join(n for n, _ in operands)}) : ({", ".join(t for _, t in operands)}) -> {rhs}{comment}')


@st.composite
def function(draw, indent: str = "") -> list[str]:
    args = draw(st.lists(types, max_size=3))
    named = draw(st.booleans())
    signature = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(args)) if named else ", ".join(args)
    results = draw(st.lists(types, max_size=2))
    arrow = "" if not results else f" -> {results[0] if len(results) == 1 else '(' + ', '.join(results) + ')'}"
    lines = [f"{indent}func.func @f{draw(st.integers(0, 3))}({signature}){arrow} {{"]
    if not named and draw(st.booleans()):
        lines.append(f"{indent}^bb0({', '.join(f'%arg{i}: {t}' for i, t in enumerate(args))}):")
    lines += draw(st.lists(op_line(indent + "  "), max_size=3))
    if draw(st.booleans()):
        ret = draw(st.lists(st.tuples(names, types), max_size=2))
        lines.append(f"{indent}  return" + (f" {', '.join(n for n, _ in ret)} : {', '.join(t for _, t in ret)}"
                                            if ret else ""))
    lines.append(f"{indent}}}")
    return lines


@st.composite
def files(draw) -> str:
    lines: list[str] = []
    for _ in range(draw(st.integers(0, 5))):
        kind = draw(st.sampled_from(["op", "function", "module", "blank", "comment", "odd"]))
        if kind == "op":
            lines.append(draw(op_line()))
        elif kind == "function":
            lines += draw(function())
        elif kind == "module":
            lines += ["module {", *draw(function("  ")), "}"]
        elif kind == "blank":
            lines.append(draw(st.sampled_from(["", "   ", "\t"])))
        elif kind == "comment":
            lines.append("// a comment")
        else:
            lines.append(draw(st.sampled_from(ODD)))
    return "\n".join(lines) + draw(st.sampled_from(["", "\n"]))


@settings(max_examples=400)
@given(files())
def test_fast_path_equals_the_grammar_or_gives_up(text):
    try:
        fast = parse_fast(text)
    except GiveUp:
        fast = None
    try:
        grammar = parse(Source("t.mlir", text))
    except DiagnosticError:
        assert fast is None, "the fast path accepted what the grammar rejects"
        return
    if fast is not None:
        assert fast == grammar


def test_the_generated_files_exercise_both_paths():
    taken = {"fast": 0, "grammar": 0}
    for text in (generate(50, 5), '%x = "t.a"(%y) {n = 1} : (i32) -> i32\n'):
        try:
            parse_fast(text)
            taken["fast"] += 1
        except GiveUp:
            taken["grammar"] += 1
    assert taken == {"fast": 1, "grammar": 1}


def test_errors_always_come_from_the_grammar():
    text = '%x = "t.a"(%y) : (tensor<4xi32) -> i32\n'
    with pytest.raises(GiveUp):
        parse_fast(text)
    assert diagnose(text, allow_unregistered=True) == [(1, 31, "expected '>' in tensor type, found ')'")]


def with_errors(ops: int, functions: int) -> str:
    """A benchmark file with an error here and there, and one name used twice."""
    text = generate(ops, functions)
    text = text.replace("-> tensor<4xf32>\n", "-> tensor<5xf32>\n", 3)
    return text.replace("func.func @f1(", "func.func @f0(", 1) + (
        'func.func @f3() {\n  "test.broadcastable"() : () -> ()\n  return\n}\n')


def test_two_processes_find_what_one_finds(monkeypatch):
    text = with_errors(3000, 60)
    one = diagnose(text)
    assert len(one) >= 5
    monkeypatch.setattr(driver, "PARALLEL_MIN_CHARS", 0)
    assert diagnose(text) == one


def test_two_processes_fall_back_to_one_when_a_half_is_not_only_functions(monkeypatch):
    text = with_errors(3000, 60) + '%top = "test.broadcastable"(%x) : (tensor<2xf32>) -> tensor<3xf32>\n'
    one = diagnose(text)
    assert one[-1][2].startswith("'test.broadcastable' op result type '3'")  # the free op is checked
    monkeypatch.setattr(driver, "PARALLEL_MIN_CHARS", 0)
    assert driver._verify_in_two(text, 0, len(text), driver.SPEC, False) is None
    assert diagnose(text) == one
