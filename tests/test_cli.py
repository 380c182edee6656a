"""`toyir-verify` as users run it: a subprocess, its exit status, its stderr, its silence."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toyir import cli

ROOT = Path(__file__).parents[1]
SAMPLES = ROOT / "samples"
OK = '%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>\n'
BAD = '%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<3xi32>\n'
BAD_MESSAGE = ("error: 'test.broadcastable' op result type '3' not broadcast compatible with broadcasted "
               "operands's shapes '4': result dim 0 is 3, but the operands broadcast it to 4 [TOYIR-E002]")


def toyir_verify(*args: str, stdin: bytes = b"", cwd: Path | None = None) -> subprocess.CompletedProcess:
    # `python -m`-free: the console script is what users run; fall back to its entry point.
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *args], input=stdin,
                          capture_output=True, cwd=cwd)


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def test_console_script_is_installed():
    script = Path(sys.executable).parent / "toyir-verify"
    result = subprocess.run([str(script), str(SAMPLES / "broadcastable_valid.mlir")], capture_output=True)
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")


def test_valid_sample_is_silent_and_exits_0():
    result = toyir_verify(str(SAMPLES / "broadcastable_valid.mlir"))
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")


def test_invalid_sample_reports_five_located_errors_and_exits_1():
    result = toyir_verify("samples/broadcastable_invalid.mlir", cwd=ROOT)
    assert result.returncode == 1
    assert result.stdout == b""
    headers = [line for line in result.stderr.decode().splitlines() if ": error: " in line]
    assert [h.split(": error: ")[0] for h in headers] == [
        f"samples/broadcastable_invalid.mlir:{line}:7" for line in (7, 11, 15, 19, 23)]


@pytest.mark.parametrize("text", ["", "\n\n", "// only comments\n"])
def test_a_file_without_ops_verifies(tmp_path, text):
    result = toyir_verify(str(write(tmp_path, "empty.mlir", text)))
    assert (result.returncode, result.stderr) == (0, b"")


def test_error_layout_is_mlir_opts(tmp_path):
    path = write(tmp_path, "bad.mlir", "// a comment\n" + BAD)
    result = toyir_verify(str(path))
    assert result.returncode == 1
    assert result.stderr.decode() == (
        f"{path}:2:6: {BAD_MESSAGE}\n{BAD}     ^\n"
        f"{path}:2:6: note: the inferred result type is 'tensor<4xi32>' (TOYIR-E002; toyir-verify --explain E002):\n"
        "  operand #0  4\n  inferred    4\n  result      3\n              ^ results do not broadcast: 3 is not 4\n")


def test_tabs_are_expanded_so_the_caret_lines_up(tmp_path):
    path = write(tmp_path, "tab.mlir", "\t" + BAD)
    lines = toyir_verify(str(path)).stderr.decode().splitlines()
    assert lines[0].startswith(f"{path}:1:7: error:")
    assert lines[1] == " " * 8 + BAD.rstrip("\n")
    assert lines[2] == " " * 13 + "^"


def test_crlf_line_endings_keep_lines_and_columns(tmp_path):
    path = write(tmp_path, "crlf.mlir", ("// x\r\n" + BAD).replace("\n", "\r\n"))
    lines = toyir_verify(str(path)).stderr.decode().splitlines()
    assert lines[0].startswith(f"{path}:2:6: error:")
    assert lines[1] == BAD.rstrip("\n")


def test_syntax_error_is_one_located_diagnostic_never_a_traceback(tmp_path):
    path = write(tmp_path, "typo.mlir", '%r = "test.broadcastable"(%a, %b) : (tensor<1x2xi32>, tensor<1x2xi32) -> tensor<1x2xi32>\n')
    result = toyir_verify(str(path))
    assert result.returncode == 1
    assert result.stderr.decode().splitlines() == [
        f"{path}:1:69: error: expected '>' in tensor type, found ')' [TOYIR-E010]",
        '%r = "test.broadcastable"(%a, %b) : (tensor<1x2xi32>, tensor<1x2xi32) -> tensor<1x2xi32>',
        " " * 68 + "^",
    ]


def test_stdin_is_read_for_dash_and_named_stdin():
    result = toyir_verify("-", stdin=BAD.encode())
    assert result.returncode == 1
    assert result.stderr.decode().startswith(f"<stdin>:1:6: {BAD_MESSAGE}\n")
    assert toyir_verify("-", stdin=OK.encode()).returncode == 0


def test_invalid_utf8_is_located_at_the_first_bad_byte(tmp_path):
    path = write(tmp_path, "latin1.mlir", OK.encode() + "// caf\xe9 \xff\n".encode("latin-1"))
    result = toyir_verify(str(path))
    assert result.returncode == 1
    assert result.stderr.decode().splitlines()[0] == (
        f"{path}:2:7: error: input is not valid UTF-8: invalid continuation byte (byte 0xe9) [TOYIR-E012]")


@pytest.mark.parametrize("bad", [False, True])
def test_a_large_file_is_read_mapped_as_a_small_one_is_read(tmp_path, monkeypatch, capsys, bad):
    # A comment line of a kilobyte, a thousand times and more, then an error (or a byte that
    # is not UTF-8): read from a mapping, located as read whole.
    padding = ("// " + "x" * 1021 + "\n") * (cli.MAPPED_MIN_BYTES // 1024 + 1)
    path = write(tmp_path, "large.mlir", padding.encode() + (OK.encode() + b"// caf\xe9\n" if bad else BAD.encode()))
    mapped = cli._read(str(path), None)
    assert type(mapped) is not bytes and bytes(mapped) == path.read_bytes()
    code = cli.main([str(path)])
    first = capsys.readouterr().err.splitlines()[0]
    line = padding.count("\n") + (2 if bad else 1)
    assert code == 1 and first == (f"{path}:{line}:7: error: input is not valid UTF-8: invalid continuation byte "
                                   f"(byte 0xe9) [TOYIR-E012]" if bad else f"{path}:{line}:6: {BAD_MESSAGE}")
    monkeypatch.setattr(cli, "MAPPED_MIN_BYTES", 1 << 40)  # read, not mapped: the same
    assert type(cli._read(str(path), None)) is bytes
    assert cli.main([str(path)]) == 1 and capsys.readouterr().err.splitlines()[0] == first


def test_split_input_file_verifies_chunks_alone_and_keeps_original_lines(tmp_path):
    path = write(tmp_path, "split.mlir", OK + "// -----\n" + OK + "// -----\n" + BAD)
    split = toyir_verify("--split-input-file", str(path))
    assert split.returncode == 1
    assert [line for line in split.stderr.decode().splitlines() if "error" in line] == [f"{path}:5:6: {BAD_MESSAGE}"]
    # mlir-opt's spelling, and a custom marker given with '='.
    assert toyir_verify("-split-input-file", str(path)).stderr == split.stderr
    custom = write(tmp_path, "custom.mlir", OK + "// ==\n" + OK)
    assert toyir_verify("--split-input-file=// ==", str(custom)).returncode == 0
    unsplit = toyir_verify(str(path))
    assert [line.split(": error: ")[1] for line in unsplit.stderr.decode().splitlines() if ": error: " in line] == [
        "redefinition of SSA value '%r' [TOYIR-E021]", "redefinition of SSA value '%r' [TOYIR-E021]", BAD_MESSAGE.removeprefix("error: ")]


def test_unregistered_ops_need_the_flag(tmp_path):
    path = write(tmp_path, "unreg.mlir", '"test.sink"(%a) : (tensor<4xi32>) -> ()\n')
    assert toyir_verify(str(path)).returncode == 1
    assert toyir_verify("--allow-unregistered-dialect", str(path)).returncode == 0
    assert toyir_verify("-allow-unregistered-dialect", str(path)).returncode == 0


@pytest.mark.parametrize("make", ["missing", "directory", "not-a-directory"])
def test_io_errors_are_one_line_and_exit_2(tmp_path, make):
    path = {"missing": tmp_path / "nope.mlir", "directory": tmp_path,
            "not-a-directory": write(tmp_path, "f.mlir", OK) / "x.mlir"}[make]
    result = toyir_verify(str(path))
    assert result.returncode == 2
    assert result.stderr.decode().count("\n") == 1
    assert result.stderr.decode().startswith(f"toyir-verify: cannot open input file '{path}': ")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads files whatever their mode")
def test_an_unreadable_file_exits_2(tmp_path):
    path = write(tmp_path, "secret.mlir", OK)
    path.chmod(0)
    result = toyir_verify(str(path))
    assert (result.returncode, result.stderr.decode()) == (
        2, f"toyir-verify: cannot open input file '{path}': Permission denied\n")


def test_a_permission_error_exits_2_in_process(tmp_path, monkeypatch, capsys):
    # Runs as root too, where chmod cannot make a file unreadable.
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("builtins.open", refuse)
    assert cli.main([str(tmp_path / "secret.mlir")]) == 2
    assert capsys.readouterr().err == f"toyir-verify: cannot open input file '{tmp_path / 'secret.mlir'}': Permission denied\n"


def test_several_files_each_reported_and_the_worst_status_wins(tmp_path):
    ok, bad = write(tmp_path, "ok.mlir", OK), write(tmp_path, "bad.mlir", BAD)
    assert toyir_verify(str(ok), str(ok)).returncode == 0
    both = toyir_verify(str(bad), str(ok), str(bad))
    assert both.returncode == 1
    assert both.stderr.decode().count(BAD_MESSAGE) == 2
    assert toyir_verify(str(bad), str(tmp_path / "missing.mlir")).returncode == 2


@pytest.mark.parametrize("args", [[], ["--bogus", "x.mlir"], ["--split"]])
def test_usage_errors_are_one_line_and_exit_2(args):
    result = toyir_verify(*args)
    assert result.returncode == 2
    lines = result.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith("toyir-verify: error: ")


def test_help_and_version_exit_0():
    assert b"--split-input-file" in toyir_verify("--help").stdout
    version = toyir_verify("--version")
    assert (version.returncode, version.stdout.decode().split()[0]) == (0, "toyir-verify")


# `%a`, used and never defined (the seed's examples give their operands so), is defined first
# for mlir-opt, which rejects an undeclared value (issue 40, item 11)
PRINTED_OK = '%a = "builtin.unrealized_conversion_cast"() : () -> tensor<4xi32>\n' + OK


def test_print_ir_and_output_file(tmp_path):
    ok = write(tmp_path, "ok.mlir", OK)
    printed = toyir_verify("--print-ir", str(ok))
    assert (printed.returncode, printed.stdout.decode()) == (0, PRINTED_OK)
    assert toyir_verify(str(ok), "-o", "-").stdout.decode() == PRINTED_OK
    out = tmp_path / "out.mlir"
    assert toyir_verify(str(ok), "-o", str(out)).returncode == 0
    assert out.read_text() == PRINTED_OK


def test_output_file_is_removed_when_verification_fails(tmp_path):
    out = write(tmp_path, "out.mlir", "stale")
    result = toyir_verify(str(write(tmp_path, "bad.mlir", BAD)), "-o", str(out))
    assert (result.returncode, result.stdout, out.exists()) == (1, b"", False)


def test_an_unwritable_output_file_is_an_io_error(tmp_path):
    result = toyir_verify(str(write(tmp_path, "ok.mlir", OK)), "-o", str(tmp_path / "no" / "such" / "x.mlir"))
    assert result.returncode == 2
    assert result.stderr.decode() == (
        f"toyir-verify: cannot open output file '{tmp_path / 'no' / 'such' / 'x.mlir'}': No such file or directory\n")


def test_verify_diagnostics_exit_status(tmp_path):
    expected = write(tmp_path, "e.mlir", "// expected-error @+1 {{result type '3'}}\n" + BAD)
    assert (toyir_verify("-verify-diagnostics", str(expected)).returncode,
            toyir_verify("--verify-diagnostics=only-expected", str(write(tmp_path, "b.mlir", BAD))).returncode,
            toyir_verify("--verify-diagnostics", str(write(tmp_path, "b2.mlir", BAD))).returncode) == (0, 0, 1)
    assert toyir_verify("--verify-diagnostics=some", str(expected)).returncode == 2


def test_semantics_option(tmp_path):
    higher_rank = write(tmp_path, "h.mlir",
                        'func.func @f(%a: tensor<3xi32>) -> tensor<1x3xi32> {\n'
                        '  %0 = "test.broadcastable"(%a) : (tensor<3xi32>) -> tensor<1x3xi32>\n'
                        '  return %0 : tensor<1x3xi32>\n}\n')
    assert toyir_verify(str(higher_rank)).returncode == 1
    assert toyir_verify("--semantics=spec", str(higher_rank)).returncode == 1
    assert toyir_verify("--semantics", "mlir", str(higher_rank)).returncode == 0
    assert toyir_verify("--semantics=fast", str(higher_rank)).returncode == 2


@pytest.mark.parametrize("sample", ["broadcastable_valid.mlir", "broadcastable_invalid.mlir"])
def test_a_small_file_is_checked_without_the_modules_only_a_grammar_or_a_spool_needs(sample):
    # A small file's time is mostly start-up: Lark costs tens of ms to import, tempfile (with
    # shutil and random) about 7, the annotations' checker 2, so none is imported before it is needed.
    # argparse, with gettext's locale lookup, some 6: a command line of files alone is read without it.
    # The OpenVINO, ONNX and ncnn dialects (and their conventions) wait for a file that names their ops.
    probe = ("import sys; from toyir.cli import main; code = main([sys.argv[1]]); print(code, [m for m in "
             "('lark', 'tempfile', 'shutil', 'random', 'toyir.expectations', 'argparse', 'gettext', 'locale', "
             "'toyir.dialects.onnx', 'toyir.dialects.ov', 'toyir.dialects.ncnn', 'toyir.conventions') "
             "if m in sys.modules])")
    result = subprocess.run([sys.executable, "-c", probe, str(SAMPLES / sample)], capture_output=True, text=True)
    assert result.stdout == f"{int('invalid' in sample)} []\n", result.stderr


def _read_by_argparse(argv: list[str]) -> dict | int:
    """What argparse's parser, the command line's syntax of record, makes of `argv` (its exit
    status, if it stops: a usage error, --help, --version)."""
    try:
        return vars(cli._argument_parser().parse_args(cli._detach_values(argv), cli.SimpleNamespace()))
    except SystemExit as e:
        return e.code  # type: ignore[return-value]


def _read_by_cli(argv: list[str]) -> dict | int:
    try:
        return vars(cli._arguments(argv))
    except SystemExit as e:
        return e.code  # type: ignore[return-value]


_WORDS = st.one_of(
    st.text(max_size=12),  # a file name, or anything a shell may pass
    st.sampled_from(["-", "--", "-o", "out.mlir", "--print-ir", "--semantics=mlir", "--semantics", "mlir",
                     "-split-input-file", "--split-input-file=// ----", "--verify-diagnostics", "--dialect",
                     "--no-teaching-notes", "-1", "a.mlir", "--colour=never", "--explain"]))


@given(st.lists(_WORDS, max_size=6))
def test_a_command_line_is_read_as_argparse_reads_it(argv):
    # Files alone are read without argparse (start-up): what that gives must be what it would give.
    assert _read_by_cli(argv) == _read_by_argparse(argv)


def test_a_command_line_of_files_alone_is_read_without_argparse(monkeypatch):
    def no_parser():
        raise AssertionError("argparse's parser was built")

    monkeypatch.setattr(cli, "_argument_parser", no_parser)
    for argv in (["a.mlir"], ["-", "b c.mlir", ""], ["x=1", "@f", "a-b"]):
        assert vars(cli._arguments(argv)) == {**cli._defaults(), "files": argv}
    with pytest.raises(AssertionError):
        cli._arguments(["--print-ir", "a.mlir"])


def test_standard_input_given_twice_is_a_usage_error():
    # read once, it would be empty the second time, and verified as an empty file
    result = toyir_verify("-", "-", stdin=OK.encode())
    assert (result.returncode, result.stderr) == (2, b"toyir-verify: error: standard input ('-') given more than once\n")


def test_the_usage_line_shows_the_values_two_flags_take():
    usage = toyir_verify("--help").stdout.decode()
    assert "[--split-input-file[=MARKER]]" in usage and "[--verify-diagnostics[=all|only-expected]]" in usage


def _on_a_terminal(tmp_path: Path, env: dict) -> bytes:
    """What `toyir-verify --color=auto` writes for a wrong file when its standard error is a terminal."""
    import pty

    path = write(tmp_path, "bad.mlir", BAD)
    controller, terminal = pty.openpty()
    try:
        subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--color=auto", str(path)],
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=terminal, env=env, timeout=60)
        os.close(terminal)
        output = b""
        while True:
            try:
                chunk = os.read(controller, 65536)
            except OSError:  # EIO: the terminal's other end is closed and all was read
                break
            if not chunk:
                break
            output += chunk
        return output
    finally:
        os.close(controller)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal")
@pytest.mark.parametrize(("extra", "coloured"), [({}, True), ({"NO_COLOR": "1"}, False), ({"TERM": "dumb"}, False),
                                                 ({"NO_COLOR": ""}, True)])
def test_color_auto_follows_no_color_and_a_dumb_terminal(tmp_path, extra, coloured):
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM")}
    env.update({"TERM": "xterm", **extra})
    output = _on_a_terminal(tmp_path, env)
    assert b"error:" in output and (b"\x1b[" in output) == coloured
