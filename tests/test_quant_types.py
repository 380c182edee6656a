"""quant's types as mlir-opt 22's quant parser reads them (toyir/syntax/quant_types.py), for `--semantics=mlir`.

Recorded cases (tests/data/mlir-opt-22/s55-quant, run by test_mlir_opt_conformance.py) need no
mlir-opt; here, quant types of each form with one or two characters deleted, doubled or
replaced are judged by both tools: every chunk gets mlir-opt's verdict, and its first error at
mlir-opt's place in mlir-opt's words.  Skips, saying so, when mlir-opt 22 is not installed.
"""

from __future__ import annotations

import random
import re
import subprocess

import pytest

from support import find_mlir_opt
from toyir.driver import check_chunks
from toyir.semantics import MLIR
from toyir.source import Source
from toyir.syntax.quant_types import first_error

MLIR_OPT = find_mlir_opt()
FORMS = ["!quant.uniform<i8:f32, 0.5:1>", "!quant.uniform<i8<-127:127>:f32:0, {2.729319e-04,1.5:91}>",
         "!quant.uniform<u8:f16, 1.5E-2:128>", "!quant.uniform<i16:bf16:1, {9.3e-02, 1.5:-70, 0.011777300211234274}>",
         "!quant.any<i8<-8:7>:f32>", "!quant.calibrated<f32<-0.998:1.2321>>",
         "!quant.uniform<i4:f32:{0:2,1:4}, {{0.5, 2.0}, {1.0:1, 3.0}}>", "!quant.uniform<u4<1:15>:f64, 0.25>",
         "!quant.uniform<i32:f32, 6.6E-1:27144>", "!quant.uniform<si8:f32, 0x3FE0000000000000>"]
CHARACTERS = "0123456789.-:,<>{} eE#fiu8x"


def mutants(rng: random.Random, count: int) -> list[str]:
    cases = []
    for _ in range(count):
        text = rng.choice(FORMS)
        for _ in range(rng.randint(1, 2)):
            body = text.find("<")  # (its dialect's and its own name aside: what quant's parser reads)
            at, character = rng.randrange(body if body > 0 else 7, len(text) - 1), rng.choice(CHARACTERS)
            text = rng.choice((text[:at] + text[at + 1:], text[:at] + character + text[at:],
                               text[:at] + character + text[at + 1:]))
        cases.append(f'"t.a"() : () -> {text}\n')
    return cases


def first_errors(output: str) -> dict[int, tuple[int, str]]:
    found: dict[int, tuple[int, str]] = {}
    for match in re.finditer(r"^[^:\n]*:(\d+):(\d+): error: (.*)$", output, re.M):
        found.setdefault(int(match.group(1)), (int(match.group(2)), match.group(3)))
    return found


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt 22 is not installed (apt-get install mlir-22-tools)")
def test_quant_types_and_their_mutants_are_judged_as_mlir_opt_judges_them(tmp_path, capsys):
    cases = mutants(random.Random(20261128), 1500)
    path = tmp_path / "quant.mlir"
    path.write_text("// -----\n".join(cases))
    theirs = first_errors(subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "-split-input-file", str(path),
                                          "-o", "/dev/null"], capture_output=True, text=True).stderr)
    from toyir import cli
    cli.main(["--semantics=mlir", "--allow-unregistered-dialect", "-split-input-file", str(path)])
    ours = first_errors(capsys.readouterr().err)
    differ = []
    for line in range(1, 2 * len(cases), 2):
        mine, other = ours.get(line), theirs.get(line)
        if (mine is None) != (other is None) or mine and other and (mine[0] != other[0]
                                                                  or not mine[1].startswith(other[1])):
            differ.append((cases[line // 2].strip(), mine, other))
    rejected = sum(line in theirs for line in range(1, 2 * len(cases), 2))
    assert rejected > 500  # (the mutants are mostly wrong: the check ran on something)
    # mlir-opt's own check of a storage type of another kind than an integer reads what it did
    # not set (`!quant.uniform<f8E4M3FN:f32, 0.5>`: "illegal storage type size: 834003936", a new
    # number each run): toyir claims nothing of those, nor of a per-axis type's negative axis
    unknowable = [d for d in differ if d[1] is None and re.search(r"storage type size: \d{5,}|quantized dimension",
                                                                    d[2][1])]
    assert [d for d in differ if d not in unknowable] == []


@pytest.mark.parametrize("text, offset, message", [
    ("!quant.uniform<i8:f32, .5:1>", 24, "expected three consecutive dots for an ellipsis"),
    ("!quant.uniform<i8:f32, 0.5:1.5>", 27, "expected integer value"),
    ("!quant.uniform<i8:f16, 70000.0>", 30, "scale 7.000000e+04 out of expressed type range [5.960464e-08, 6.550400e+04]"),
    ("!quant.uniform<i8:i32, 0.5>", 18, "invalid kind of type specified"),
    ("!quant.uniform<i64:f32, 0.5>", 15, "illegal storage type size: 64"),
    ("!quant.uniform<x8:f32, 0.5>", 15, "illegal storage type prefix"),
    ("!quant.uniformm<i8:f32, 0.5>", 7, "unknown quantized type uniformm"),
    ("!quant.uniform<u4<1:-15>:f64, 0.25>", 7, "illegal storage min and storage max: (1:-15)"),
    ("!quant.uniform<i8:f32 0.5>", 21, "expected ','"),
    ("!quant.calibrated<f32<2.0:1.0>>", 7, "illegal min and max: (2.000000e+00:1.000000e+00)"),
    ("!quant.uniform<i8:f32, 0.5:1>", None, None),
    ("!quant.uniform<i8:f32, \"0.5\">", 23, "expected floating point literal"),
    ('"!quant.uniform<i8:f32, x>"', None, None),  # (in a string: none)
])
def test_a_quant_type_is_read_as_mlir_opts_quant_parser_reads_it(text, offset, message):
    found = first_error(text, 0, len(text))
    assert (found and (found.offset, found.message)) == (offset and (offset, message))


@pytest.mark.parametrize("wrong", ["!quant.uniform<i8:f32 0.5>", "!quant.uniformm<i8:f32, 0.5>",
                                   "!quant.uniform<i8:f32, 0.5> )", "!quant.any<i8<-9:9>:f32> %"])
def test_a_quant_type_judged_once_is_judged_so_wherever_it_stands(wrong):
    # Each distinct text is judged once (a file repeats its types on every op): the same text
    # later, after one in a string, at another indent, earns its error at its own place, and
    # the token after it is lexed each time (`)` and `%`: none, and mlir-opt's error)
    alone = first_error(wrong, 0, len(wrong))
    for text in (f'"{wrong}" ;\n  {wrong}', f"{wrong}\n{wrong}", f"x {wrong}"):
        found = first_error(text, 0, len(text))
        at = text.rindex(wrong) if text.startswith('"') or text.startswith("x") else 0
        assert (found and (found.offset - at, found.message, found.notes)) == \
            (alone and (alone.offset, alone.message, alone.notes))


def test_spec_semantics_keeps_a_quant_types_body_as_written():
    """The seed documents say nothing of quant: `--semantics=spec` takes a dialect type's body as
    the grammar does."""
    text = '"t.a"() : () -> !quant.uniform<x8:f32, 0.5>\n'
    (spec,) = check_chunks(Source("t.mlir", text), allow_unregistered=True)
    (mlir,) = check_chunks(Source("t.mlir", text), semantics=MLIR, allow_unregistered=True)
    assert spec.diagnostics == [] and [d.message for d in mlir.diagnostics] == ["illegal storage type prefix"]
