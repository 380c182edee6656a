"""The corpus (tests/corpus): MLIR as mlir-opt 22 prints it, read whole, with mlir-opt's verdicts,
printed back as IR that mlir-opt reads as the same IR."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from support import find_mlir_opt

CORPUS = Path(__file__).parent / "corpus"
# Renderings only: sources in custom syntax (`originals/`, `*.mlir.src`) are mlir-opt's to read.
FILES = sorted(p for p in CORPUS.rglob("*.mlir") if p.name != "verdicts.mlir" and "originals" not in p.parts)
# Renderings kept outside the repository (upstream's tests, converted by regenerate.sh), if named.
if os.environ.get("TOYIR_CORPUS_EXTRA"):
    FILES += sorted(Path(os.environ["TOYIR_CORPUS_EXTRA"]).rglob("*.mlir"))
MLIR_OPT = find_mlir_opt()
needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt 22 is not installed (Debian mlir-22-tools)")


def toyir_verify(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--allow-unregistered-dialect",
                           "--semantics=mlir", "--split-input-file", *args], capture_output=True, text=True)


def test_the_corpus_is_there():
    assert len(FILES) >= 2 and any("loc(" in p.read_text() for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=[p.name if CORPUS not in p.parents else str(p.relative_to(CORPUS))
                                              for p in FILES])
def test_every_chunk_is_read_and_verifies_as_in_mlir_opt(path):
    result = toyir_verify(str(path))
    assert (result.returncode, result.stderr) == (0, "")


@pytest.mark.parametrize("path", FILES, ids=[p.name if CORPUS not in p.parents else str(p.relative_to(CORPUS))
                                              for p in FILES])
def test_printed_ir_is_read_again(path, tmp_path):
    printed = toyir_verify("--print-ir", str(path))
    assert printed.returncode == 0, printed.stderr
    again = tmp_path / "again.mlir"
    again.write_text(printed.stdout)
    assert toyir_verify(str(again)).returncode == 0
    if MLIR_OPT is None:
        return

    def canonical(file: Path) -> str:
        result = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file",
                                 "--mlir-print-op-generic", "--mlir-print-debuginfo", str(file)],
                                capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
        # Locations name the file they were read from; aliases are numbered as printed.
        return re.sub(r"#loc\d*|loc\([^()]*\)", "", result.stdout)
    assert canonical(again) == canonical(path)


def chunk_errors(lines: list[str]) -> list[str]:
    """`line:column: message` of each error line, without the file name and toyir's code."""
    found = []
    for line in lines:
        match = re.match(r"(?:.*?\.mlir|prog\.toy):(\d+:\d+): error: (.*?)(?: \[TOYIR-E\d+\])?$", line)
        if match:
            found.append(f"{match.group(1)}: {match.group(2)}")
    return found


def test_each_chunk_gets_mlir_opts_verdict_and_message():
    verdicts = CORPUS / "own" / "verdicts.mlir"
    result = toyir_verify(str(verdicts))
    ours = chunk_errors(result.stderr.splitlines())
    theirs = chunk_errors((CORPUS / "own" / "verdicts.expected").read_text().splitlines())
    assert ours == theirs
    assert len(theirs) >= 10


@needs_mlir_opt
def test_the_recorded_verdicts_are_mlir_opts():
    verdicts = CORPUS / "own" / "verdicts.mlir"
    result = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file", str(verdicts)],
                            capture_output=True, text=True)
    assert chunk_errors(result.stderr.splitlines()) == chunk_errors(
        (CORPUS / "own" / "verdicts.expected").read_text().splitlines())
