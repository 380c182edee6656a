"""`--verify-diagnostics` and `--split-input-file` against what mlir-opt 22 printed for the same input.

The rule for messages: toyir may add detail after mlir-opt's text (`: dim 0 of operand #1 ...`),
never change it.  So each line must equal mlir-opt's, or extend it with `:` or `,` detail.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from toyir import cli

DATA = Path(__file__).parent / "data" / "mlir-opt-22"
CASES = sorted(p.stem for p in DATA.glob("*.cmd"))


def test_the_cases_are_there():
    assert len(CASES) >= 40


def same_or_with_detail(ours: str, theirs: str) -> bool:
    """Our line is theirs, or theirs followed by what toyir adds: a detail (`: ...`, `, ...`)
    and the error's code (` [TOYIR-E001]`)."""
    ours = re.sub(r" \[TOYIR-E[0-9]{3}\]$", "", ours)
    return ours == theirs or (ours.startswith(theirs) and ours[len(theirs)] in ":,")


@pytest.mark.parametrize("case", CASES)
def test_toyir_prints_what_mlir_opt_printed(case, monkeypatch, capsys):
    args = shlex.split((DATA / f"{case}.cmd").read_text())[1:]
    toyir_only = DATA / f"{case}.toyir"  # toyir's own options, if any (`--semantics=mlir`)
    if toyir_only.exists():
        args = shlex.split(toyir_only.read_text()) + args
    monkeypatch.chdir(DATA)
    status = cli.main(args)
    expected = (DATA / f"{case}.stderr").read_text().splitlines()
    ours = capsys.readouterr().err.splitlines()
    assert status == int((DATA / f"{case}.rc").read_text()), "\n".join(ours)
    assert len(ours) == len(expected), "\n".join(ours)
    for our_line, their_line in zip(ours, expected):
        assert same_or_with_detail(our_line, their_line), (our_line, their_line)
