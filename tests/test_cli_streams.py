"""Issue 15 items 5 and 6: `-o` survives an unreadable input; exit statuses survive broken streams."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from toyir import parallel, reporting, spooling
from toyir.diagnostics import error
from toyir.cli import _Stream

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


# Functions with wrong ops, checked in two processes (`toyir.parallel._verify_in_two`) however
# small: each half's diagnostics are spooled to a file, then copied to standard error.
RUN_IN_TWO = (f'"{sys.executable}" -c "from toyir import driver; driver.PARALLEL_MIN_CHARS = 0; '
              f'from toyir.cli import run; run()"')
FUNCTIONS = "".join(f"func.func @f{f}(%a: tensor<4xi32>) {{\n"
                    + "".join(f'  %r{i} = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<{i + 5}xi32>\n'
                              for i in range(20)) + "  return\n}\n" for f in range(40))


@pytest.mark.skipif(not parallel._two_processes(), reason="one core here: every file is checked in one process")
@pytest.mark.parametrize("name", ["many.mlir", "caf\u00e9.mlir"])  # ASCII diagnostics, and others
@pytest.mark.parametrize("redirect", ["2> '{out}'", "2>> '{out}'", "2>&1 >/dev/null | cat > '{out}'"])
def test_diagnostics_spooled_in_two_processes_reach_standard_error_whole(tmp_path, name, redirect):
    # A file: the kernel copies ASCII spools there; a file opened to append: it refuses, and
    # the text is written; a pipe.  Each gets what one process writes.
    source, out = tmp_path / name, tmp_path / "out.txt"
    source.write_text(FUNCTIONS, encoding="utf-8")
    expected = shell(f"{RUN} '{source}'").stderr
    assert expected.count(b": error: ") == 800
    result = shell(f"{RUN_IN_TWO} '{source}' " + redirect.format(out=out))
    assert result.returncode == 1 and out.read_bytes() == expected


def test_a_standard_stream_copies_ascii_from_a_file_where_the_kernel_can(tmp_path):
    spool = tmp_path / "spool"
    spool.write_bytes(b"0123456789" * 1000)
    with open(spool, "rb") as source:
        for mode, copied in (("w", True), ("a", False)):  # appending: sendfile refuses it
            (tmp_path / "out").unlink(missing_ok=True)
            with open(tmp_path / "out", mode, encoding="utf-8") as out:
                out.write("before\n")
                assert _Stream(out).copy_ascii(source.fileno(), 9995) is copied
            assert (tmp_path / "out").read_text() == "before\n" + ("0123456789" * 1000)[:9995] * copied
        for stream in (io.StringIO(), open(tmp_path / "utf16", "w", encoding="utf-16")):
            assert _Stream(stream).copy_ascii(source.fileno(), 10) is False
            stream.close()


def test_a_copy_that_fails_once_begun_is_kept_for_the_verdict_as_a_failed_write_is(tmp_path):
    spool = tmp_path / "spool"
    spool.write_bytes(b"x" * 100)
    read, write = os.pipe()
    os.close(read)  # a reader gone (`| head -1`): the kernel refuses with EPIPE, not EINVAL
    with open(spool, "rb") as source, open(write, "w", encoding="utf-8") as pipe:
        stream = _Stream(pipe)
        assert stream.copy_ascii(source.fileno(), 100) is True and stream.broken_pipe
        with open(tmp_path / "out", "w", encoding="utf-8") as out:  # a spool shorter than said
            stream = _Stream(out)
            assert stream.copy_ascii(source.fileno(), 200) is True and stream.failure is not None
        assert (tmp_path / "out").read_text() == "x" * 100


def test_an_output_takes_an_ascii_spool_from_a_stream_that_can_copy_it_and_any_other_as_text(tmp_path):
    class Copying(io.StringIO):
        def __init__(self, copies: bool) -> None:
            super().__init__()
            self.copies, self.asked = copies, []

        def copy_ascii(self, fd: int, size: int, start: int = 0) -> bool:
            self.asked.append(size)
            return self.copies

    for texts, copies, asked in ((["one\n", "two\n"], True, [8]), (["one\n", "two\n"], False, [8]),
                                 (["caf\u00e9\n", "two\n"], True, [])):
        spool = spooling._temporary_file(False)
        spooled = spooling._Spool(spool, lambda d: texts[d.offset])
        for offset in range(2):
            spooled.write([error(offset, "x")])
        output = reporting.Output(Copying(copies))
        spooling.copy_spooled(output, spool, spooled.summary())
        assert output.stream.asked == asked and output.errors == 2
        assert output.stream.getvalue() == ("" if asked and copies else "".join(texts))
        spool.close()
