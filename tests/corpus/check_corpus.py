"""Tests over the generic-form corpus (tests/corpus/generic, tests/corpus/debuginfo).

Not named test_*.py on purpose: pytest does not collect it until toyir reads MLIR's whole generic
syntax (issue 11). Run it by hand with

    python -m pytest tests/corpus/check_corpus.py

(a) toyir accepts every file: `toyir-verify --allow-unregistered-dialect --split-input-file FILE`
    exits 0 (and the same under --semantics=mlir, whose verdict is mlir-opt's: every chunk here
    was accepted by mlir-opt 22);
(b) with mlir-opt 22 present, `toyir-verify --print-ir` output is accepted by
    `mlir-opt --allow-unregistered-dialect --split-input-file`;
(c) the op lines are counted: every file has some, and toyir's --print-ir keeps as many.
Set TOYIR_CORPUS_EXTRA to a directory of more generic-form files (e.g. upstream MLIR tests
converted by regenerate.sh into a directory outside the repository) to run over those too.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
from census import count_ops  # noqa: E402

RUN_TOYIR = "import sys; from toyir.cli import run; sys.argv[0] = 'toyir-verify'; run()"
COMMON = ["--allow-unregistered-dialect", "--split-input-file"]


def corpus_files() -> list[Path]:
    dirs = [HERE / "generic", HERE / "debuginfo"]
    if os.environ.get("TOYIR_CORPUS_EXTRA"):
        dirs.append(Path(os.environ["TOYIR_CORPUS_EXTRA"]))
    return [p for d in dirs for p in sorted(d.glob("*.mlir"))]


FILES = corpus_files()
IDS = [f"{p.parent.name}/{p.stem}" for p in FILES]


def find_mlir_opt() -> str | None:
    """mlir-opt 22 from $MLIR_OPT, PATH or Debian's llvm-22 directory."""
    for candidate in (os.environ.get("MLIR_OPT"), shutil.which("mlir-opt"), "/usr/lib/llvm-22/bin/mlir-opt"):
        if candidate and os.access(candidate, os.X_OK):
            version = subprocess.run([candidate, "--version"], capture_output=True, text=True).stdout
            if re.search(r"LLVM version 22\.", version):
                return candidate
    return None


MLIR_OPT = find_mlir_opt()


def toyir(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    return subprocess.run([sys.executable, "-c", RUN_TOYIR, *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=300)


def test_corpus_is_there():
    assert len([p for p in FILES if p.parent.name == "generic"]) >= 20
    assert [p for p in FILES if p.parent.name == "debuginfo"]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_toyir_accepts(path: Path):
    r = toyir(*COMMON, str(path))
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_toyir_gives_mlir_opts_verdict(path: Path):
    r = toyir(*COMMON, "--semantics=mlir", str(path))
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_print_ir_round_trips_through_mlir_opt(path: Path, tmp_path: Path):
    if MLIR_OPT is None:
        pytest.skip("mlir-opt 22 not found (set MLIR_OPT, or install Debian's mlir-22-tools)")
    r = toyir(*COMMON, "--print-ir", str(path))
    assert r.returncode == 0, r.stderr
    printed = tmp_path / path.name
    printed.write_text(r.stdout, encoding="utf-8")
    back = subprocess.run([MLIR_OPT, *COMMON, str(printed)], capture_output=True, text=True, timeout=300)
    assert back.returncode == 0, f"mlir-opt rejects toyir's --print-ir output:\n{back.stderr}\n--- printed:\n{r.stdout}"


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_op_lines_counted_and_kept(path: Path):
    n = count_ops(path.read_text(encoding="utf-8"))
    assert n > 0
    r = toyir(*COMMON, "--print-ir", str(path))
    assert r.returncode == 0, r.stderr
    assert count_ops(r.stdout) == n, f"{path.name}: {n} op lines in, {count_ops(r.stdout)} printed"


def test_op_count_matches_mlir_opt():
    """The census's op count agrees with mlir-opt's own (--mlir-print-op-generic, one op a line)."""
    if MLIR_OPT is None:
        pytest.skip("mlir-opt 22 not found")
    for path in FILES:
        r = subprocess.run([MLIR_OPT, *COMMON, "--mlir-print-op-generic", str(path)], capture_output=True,
                           text=True, timeout=300)
        assert r.returncode == 0, r.stderr
        assert count_ops(r.stdout) == count_ops(path.read_text(encoding="utf-8")), path.name
