"""Issue 15 items 5 and 6: `-o` survives an unreadable input; exit statuses survive broken streams."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
VALID = ROOT / "samples" / "broadcastable_valid.mlir"
INVALID = ROOT / "samples" / "broadcastable_invalid.mlir"
RUN = f'"{sys.executable}" -c "from toyir.cli import run; run()"'
ERRORS = ''.join(f'%r{i} = "test.broadcastable"(%a{i}) : (tensor<4xi32>) -> tensor<3xi32>\n' for i in range(5000))


def shell(command: str, cwd: Path | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", f"set -o pipefail; {command}"], capture_output=True, cwd=cwd,
                          env=env, timeout=300)


def test_output_is_left_alone_when_an_input_cannot_be_read(tmp_path):
    out = tmp_path / "out.mlir"
    out.write_text("earlier\n")
    result = shell(f"{RUN} -o {out} {tmp_path / 'missing.mlir'}")
    assert result.returncode == 2 and b"cannot open input file" in result.stderr
    assert out.read_text() == "earlier\n"  # mlir-opt leaves it; toyir used to delete it
    result = shell(f"{RUN} -o {out} {VALID} {tmp_path / 'missing.mlir'}")
    assert result.returncode == 2 and out.read_text() == "earlier\n"
    result = shell(f"{RUN} -o {out} {INVALID}")  # a verification failure still removes it, as mlir-opt
    assert result.returncode == 1 and not out.exists()


def test_a_failing_file_keeps_exit_1_when_the_reader_closes_the_pipe(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text(ERRORS)  # ~1 MB of diagnostics: far more than a pipe buffer holds
    result = shell(f"{RUN} {bad} 2>&1 | head -1")
    assert result.returncode == 1, result  # was 0: a CI step with pipefail passed
    assert result.stdout.count(b"\n") == 1 and b"error:" in result.stdout
    assert b"internal error" not in result.stderr and b"Exception ignored" not in result.stderr
    result = shell(f"{RUN} --print-ir {bad} {VALID} 2>/dev/null | head -c 10")
    assert result.returncode == 1


def test_a_valid_file_exits_0_when_the_reader_closes_the_pipe(tmp_path):
    big = tmp_path / "big.mlir"
    big.write_text(''.join(f'%r{i} = "test.broadcastable"(%a{i}) : (tensor<4xi32>) -> tensor<4xi32>\n'
                           for i in range(20000)))
    result = shell(f"{RUN} --print-ir {big} | head -1")
    assert result.returncode == 0 and result.stderr == b""


def test_closed_standard_input_is_an_io_error():
    result = shell(f"{RUN} - <&-")
    assert result.returncode == 2, result
    assert b"cannot open input file '-'" in result.stderr


@pytest.mark.parametrize("redirect", [">&-", ">/dev/full"])
def test_print_ir_to_an_unwritable_stdout_is_an_io_error(redirect):
    if redirect == ">/dev/full" and not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    result = shell(f"{RUN} --print-ir {VALID} {redirect}")
    assert result.returncode == 2, result  # was 3, an internal error
    assert b"cannot write to standard output" in result.stderr
    assert b"internal error" not in result.stderr and b"Exception ignored" not in result.stderr


def test_a_closed_stderr_keeps_the_verdict():
    assert shell(f"{RUN} {VALID} 2>&-").returncode == 0  # was 1
    assert shell(f"{RUN} {INVALID} 2>&-").returncode == 1


def test_non_ascii_under_an_ascii_locale(tmp_path):
    name = tmp_path / "caf\u00e9.mlir"
    name.write_text('%x = "test.foo"() {s = "caf\u00e9"} : () -> i32\n'
                    '%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>\n', encoding="utf-8")
    env = dict(os.environ, LC_ALL="C", LANG="C", PYTHONUTF8="0", PYTHONCOERCECLOCALE="0", PYTHONIOENCODING="")
    result = shell(f"{RUN} --allow-unregistered-dialect --print-ir '{name}'", env=env)
    assert result.returncode == 0, result  # was 3: UnicodeEncodeError
    assert "caf\u00e9".encode() in result.stdout  # IR is UTF-8, as mlir-opt writes it
    result = shell(f"{RUN} '{name}'", env=env)  # diagnostics naming a non-ASCII file
    assert result.returncode == 1 and b"internal error" not in result.stderr


def test_help_documents_the_exit_statuses():
    result = shell(f"{RUN} --help")
    assert result.returncode == 0
    for line in (b"0  every op verifies", b"1  any diagnostic error", b"2  a usage or I/O error",
                 b"3  an internal error"):
        assert line in result.stdout
