"""Teaching-grade output: error codes and --explain, JSON diagnostics, colour."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from support import diagnose
from toyir.explanations import CODES, code_of, explain

BAD = '%r = "test.broadcastable"(%a) : (tensor<3xi32>) -> tensor<4xi32>\n'


def toyir_verify(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *args], input=stdin,
                          capture_output=True)


@pytest.mark.parametrize(("code", "example"), [(c[0], c[4]) for c in CODES if c[4] and "..." not in c[4]
                                               and "é" not in c[4]])
def test_each_codes_example_earns_that_code(code, example):
    found = [code_of(message) for _, _, message in diagnose(example + "\n")]
    if code == "E050":  # a near miss needs something above it, and splitting on
        found = [code_of(m) for _, _, m in diagnose('"test.x"() : () -> ()\n' + example + "\n", split_marker="// -----")]
    assert f"TOYIR-{code}" in found, found


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
