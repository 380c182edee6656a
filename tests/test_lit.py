"""The lit suite (tests/lit), run once by the real `lit` and `filecheck`; one pytest case per lit test.

Tests that need mlir-opt 22 carry `%if mlir-opt` RUN lines or `REQUIRES: mlir-opt`; lit.cfg.py
finds the binary ($MLIR_OPT, PATH, or Debian's mlir-22-tools).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

LIT_DIR = Path(__file__).parent / "lit"
TESTS = sorted(str(p.relative_to(LIT_DIR)) for suffix in ("*.mlir", "*.test") for p in LIT_DIR.rglob(suffix)
               if "Inputs" not in p.parts and "Output" not in p.parts)
RESULT = re.compile(r"^(PASS|FAIL|XFAIL|XPASS|UNSUPPORTED|UNRESOLVED|TIMEOUT): toyir :: (\S+) \(", re.M)


@pytest.fixture(scope="module")
def lit_run() -> tuple[dict[str, str], str]:
    run = subprocess.run([sys.executable, "-c", "from lit.main import main; main()", "-v", str(LIT_DIR)],
                         capture_output=True, text=True)
    output = run.stdout + run.stderr
    return {name: status for status, name in RESULT.findall(output)}, output


def test_the_suite_is_there():
    assert len(TESTS) >= 10


@pytest.mark.parametrize("test", TESTS)
def test_lit(lit_run, test):
    results, output = lit_run
    status = results.get(test)
    if status == "UNSUPPORTED":
        pytest.skip(f"lit: {test} is unsupported here (it needs mlir-opt 22)")
    assert status in ("PASS", "XFAIL"), output[output.find(f"toyir :: {test}"):][:6000] or output[-6000:]
