"""Teaching-grade output: error codes and --explain, JSON diagnostics, colour."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from toyir.driver import check
from toyir.explanations import CODES, explain
from toyir.source import Source


def codes_of(text: str, **options) -> list[str]:
    return [d.code for d in check(Source("t.mlir", text), **options)]

BAD = '%r = "test.broadcastable"(%a) : (tensor<3xi32>) -> tensor<4xi32>\n'


def toyir_verify(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *args], input=stdin,
                          capture_output=True)


@pytest.mark.parametrize(("code", "example"), [(c[0], c[3]) for c in CODES if c[3] and "..." not in c[3]
                                               and "é" not in c[3] and c[0] != "E051"])
def test_each_codes_example_earns_that_code(code, example):
    found = codes_of(example + "\n")
    if code == "E050":  # a near miss needs something above it, and splitting on
        found = codes_of('"test.x"() : () -> ()\n' + example + "\n", split_marker="// -----")
    assert f"TOYIR-{code}" in found, found


def test_codes_are_given_where_diagnostics_are_made_not_read_from_their_words():
    import pathlib
    import re
    package = pathlib.Path(__file__).parents[1] / "toyir"
    for path in package.rglob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            # Every `error(` / `warning(` / `Diagnostic(` (or `Diagnostic._make(`) call names its
            # code, or is in the two helpers that pass one on (a trait's `op_error` takes the trait's code).
            made = re.search(r"(?<![\w.])(error|warning|Diagnostic|Diagnostic\._make)\((?!self)", line)
            if made and "def " not in line:
                call = line
                following = path.read_text().splitlines()[number:number + 3]
                assert "code" in call + "".join(following) or path.name in ("errors.py",), f"{path.name}:{number}: {line}"


def test_a_dialects_trait_gives_its_own_code_or_e009():
    import toyir
    from toyir.traits import Trait, op_error

    class NoZeroRank(Trait):
        __slots__ = ()

        def verify(self, op):
            return op_error(op, "wants rank > 0") if any(t.shape == () for t in op.operand_types) else None

    class Coded(NoZeroRank):
        __slots__ = ()
        code = "COURSE-7"

    text = '%r = "c.a"(%x) : (tensor<i32>) -> i32\n%s = "c.b"(%x) : (tensor<i32>) -> i32\n'
    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("c.a", (NoZeroRank(),)), toyir.OpDef("c.b", (Coded(),))])
    assert [d.code for d in toyir.check(text, registry=registry)] == ["TOYIR-E009", "COURSE-7"]


def test_explain_without_a_code_lists_them():
    result = toyir_verify("--explain")
    lines = result.stdout.decode().splitlines()
    assert result.returncode == 0 and len(lines) == len(CODES)
    assert lines[0].startswith("TOYIR-E001  operands that do not broadcast")


def test_the_code_closes_the_first_line_of_text_output():
    err = toyir_verify("-", stdin=BAD.encode()).stderr.decode()
    assert err.splitlines()[0].endswith("not broadcast compatible with broadcasted operands's shapes '3': "
                                        "result dim 0 is 4, but the operands broadcast it to 3 [TOYIR-E002]")


def test_every_code_explains_itself():
    codes = [c[0] for c in CODES]
    assert len(codes) == len(set(codes))
    for code in codes:
        text = explain(code)
        assert text.startswith(f"TOYIR-{code}: ") and explain(f"toyir-{code.lower()}") == text
    assert explain("E999") is None
    result = toyir_verify("--explain", "TOYIR-E002")
    assert (result.returncode, result.stdout.decode().splitlines()[0]) == (
        0, "TOYIR-E002: a result that is not the broadcast shape")
    assert toyir_verify("--explain", "E999").returncode == 2


def test_json_diagnostics_one_object_per_line():
    result = toyir_verify("--diagnostics-format=json", "-", stdin=BAD.encode())
    assert result.returncode == 1
    (line,) = result.stderr.decode().splitlines()
    record = json.loads(line)
    assert {k: record[k] for k in ("file", "line", "column", "severity", "code")} == {
        "file": "<stdin>", "line": 1, "column": 6, "severity": "error", "code": "TOYIR-E002"}
    assert record["message"].startswith("'test.broadcastable' op result type '4' not broadcast compatible")
    assert record["notes"][0]["message"].startswith("the inferred result type is 'tensor<3xi32>'")


@pytest.mark.parametrize(("flag", "coloured"), [("--color=always", True), ("--color=never", False),
                                                 ("--color=auto", False)])
def test_colour_only_where_asked_or_on_a_terminal(flag, coloured):
    err = toyir_verify(flag, "-", stdin=BAD.encode()).stderr.decode()
    assert ("\033[1;31merror: " in err) == coloured
    assert ("\033[" in err) == coloured


def test_a_shape_table_aligns_every_kind_of_row_on_the_last_dim():
    from toyir.traits import shape_table

    rows = [("operand #0", (3, None, 12345)), ("operand #1", None), ("scalar", ()), ("result", (1,))]
    assert shape_table(rows, 1, "why") == (
        "  operand #0      3     ? 12345\n"
        "  operand #1                  *\n"
        "  scalar      \n"
        "  result                      1\n"
        "                        ^ why")  # under the `?`, dim 1 from the right
    assert shape_table(rows[1:3]) == "  operand #1  *\n  scalar      "


def test_a_result_table_labels_every_operand_past_the_sixteen_made_in_advance():
    count = 18
    names = ", ".join(f"%a{i}" for i in range(count))
    types = ", ".join(["tensor<1xi32>"] * (count - 1) + ["tensor<3xi32>"])
    text = f'%r = "test.broadcastable"({names}) : ({types}) -> tensor<4xi32>\n'
    (diagnostic,) = check(Source("t.mlir", text), allow_unregistered=True)
    table = diagnostic.notes[0].message.splitlines()[1:]
    assert [row.split()[:2] for row in table[:count]] == [["operand", f"#{i}"] for i in range(count)]
    assert table[count].split() == ["inferred", "3"] and table[count + 1].split() == ["result", "4"]


def test_an_unranked_operand_is_a_row_of_its_own_in_a_result_table_and_a_conflict_table():
    # A result's table writes some rows itself (`result_error`), a conflict's through
    # `labelled_table`: both show an unranked operand as `*`, aligned on the last dim.
    wrong_result = '%r = "test.broadcastable"(%a, %b) : (tensor<*xi32>, tensor<3x1xi32>) -> tensor<3x4xi32>\n'
    conflict = '%r = "test.broadcastable"(%a, %b, %c) : (tensor<*xi32>, tensor<3xi32>, tensor<4xi32>) -> tensor<*xi32>\n'
    (result,) = check(Source("t.mlir", wrong_result), allow_unregistered=True)
    assert result.notes[0].message.splitlines()[1:] == [
        "  operand #0    *",
        "  operand #1  3 1",
        "  inferred    3 1",
        "  result      3 4",
        "                ^ results do not broadcast: 4 is not 1"]
    (clash,) = check(Source("t.mlir", conflict), allow_unregistered=True)
    assert [row.rstrip() for row in clash.notes[0].message.splitlines()[1:4]] == [
        "  operand #0  *", "  operand #1  3", "  operand #2  4"]
