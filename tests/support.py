"""Helpers shared by the tests: run toyir on text and get diagnostics as plain tuples."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

from toyir import parallel
from toyir.rendering import render
from toyir.driver import check
from toyir.source import Source


def claims_in_halves(monkeypatch) -> None:
    """Two processes verifying a chunk of functions claim its pieces by halves, not as each is
    free: this process the first half, the child the second (a small file's pieces may all be
    claimed before the child starts), so that a test may count on who writes what."""
    def halves(claims):
        middle = claims.count // 2
        return iter(range(middle, claims.count) if parallel._IN_CHILD else range(middle))
    monkeypatch.setattr(parallel._Claims, "__iter__", halves)


def diagnose(text: str, **options) -> list[tuple[int, int, str]]:
    """`(line, column, message)` of every diagnostic toyir reports for `text`, read as
    `toyir-verify` reads it when it prints no IR: streamed, one function at a time, large
    chunks in two processes."""
    source = Source("t.mlir", text)
    return [(*source.line_col(d.offset), d.text) for d in check(source, **{"keep_modules": False, **options})]


def rendered(text: str, name: str = "t.mlir", **options) -> str:
    source = Source(name, text)
    return "".join(render(source, d) for d in check(source, **options))


def find_mlir_opt() -> str | None:
    """mlir-opt 22 (its diagnostics differ from 19's), from $MLIR_OPT, PATH or Debian's mlir-22-tools."""
    for candidate in (os.environ.get("MLIR_OPT"), shutil.which("mlir-opt"), "/usr/lib/llvm-22/bin/mlir-opt"):
        if candidate and os.access(candidate, os.X_OK):
            version = subprocess.run([candidate, "--version"], capture_output=True, text=True).stdout
            if re.search(r"LLVM version 22\.", version):
                return candidate
    return None
