"""`toyir-verify`: verify MLIR generic-form files against toyir's dialects.

Exit status: 0 every op verifies, 1 any diagnostic error, 2 a usage or I/O error, 3 an internal
error (a bug; `--debug` shows its traceback).  Silent on
success; diagnostics go to stderr in mlir-opt's layout.  mlir-opt's single-dash spellings
(`-split-input-file`) are accepted too, so RUN lines port unchanged.
"""

from __future__ import annotations

import atexit
import codecs
import errno
import gc
import os
import sys
from functools import partial
from importlib.machinery import EXTENSION_SUFFIXES
from types import SimpleNamespace

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Iterable
    from mmap import mmap
    from typing import NoReturn, TextIO

from toyir import __version__
from toyir.diagnostics import Diagnostic, DiagnosticError, Severity, as_json, unlocated_json, without_teaching_notes
from toyir.driver import Chunk, check_chunks, decode
from toyir.explanations import codes, explain
from toyir.extensions import DialectError, load_dialect, with_dialects
from toyir.rendering import render
from toyir.reporting import Output
from toyir.semantics import BY_NAME, Semantics
from toyir.source import Source
from toyir.syntax import fastparse
from toyir.syntax.splitting import DEFAULT_MARKER

EXIT_OK, EXIT_ERRORS, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3
BUG_REPORT = "this is a bug in toyir: please report it with the input that caused it (--debug shows the traceback)"
PROG = "toyir-verify"


def _arguments(argv: list[str]) -> SimpleNamespace:
    """The command line, read.  One of input files alone (as lit runs a test, and most runs are)
    is read without argparse: importing it and building its parser, with gettext's locale lookup,
    is some 6 ms of a start of 60.  Anything else is read by argparse's parser, the syntax of
    record; tests/test_cli.py checks on generated command lines that the two agree."""
    if argv and all(arg == "-" or not arg.startswith("-") for arg in argv):
        return SimpleNamespace(files=list(argv), **_defaults())
    return _argument_parser().parse_args(_detach_values(argv), SimpleNamespace())


def _defaults() -> dict[str, object]:
    """Each option's value when it is not given (new each time: `--dialect` appends to its list)."""
    return {"split_marker": None, "verify_level": None, "allow_unregistered_dialect": False, "semantics": "spec",
            "print_ir": False, "output": None, "infer_shapes": False, "diagnostics_format": "text", "color": "auto",
            "explain": None, "dialect": [], "irdl_file": [], "emit_irdl": False, "teaching_notes": True,
            "debug": False}


def _with_values(text: str) -> str:
    """argparse's usage with the values two flags take after `=` (`_arguments` reads them)."""
    return text.replace("[--split-input-file]", "[--split-input-file[=MARKER]]").replace(
        "[--verify-diagnostics]", "[--verify-diagnostics[=all|only-expected]]")


def _argument_parser() -> argparse.ArgumentParser:
    import argparse  # here, not at start-up: a command line of files alone is read without it (_arguments)

    class Parser(argparse.ArgumentParser):
        def error(self, message: str) -> NoReturn:
            # One line, not argparse's usage block: a usage error is reported like an I/O error.
            self.exit(EXIT_USAGE, f"{PROG}: error: {message} (see '{PROG} --help')\n")

        def format_usage(self) -> str:
            return _with_values(super().format_usage())

        def format_help(self) -> str:
            return _with_values(super().format_help())

    class Formatter(argparse.RawDescriptionHelpFormatter):
        """argparse's, but with the terminal's width read as shutil.get_terminal_size reads it,
        without importing shutil (and its compression modules) for each add_argument."""

        def __init__(self, prog: str) -> None:
            try:
                columns = int(os.environ.get("COLUMNS", "0")) or os.get_terminal_size().columns  # of stdout
            except (ValueError, OSError):
                columns = 80
            super().__init__(prog, width=max(columns, 22) - 2)

    parser = Parser(prog=PROG, allow_abbrev=False, formatter_class=Formatter,
                    description="Verify MLIR generic-form ops against toyir's broadcasting dialects.",
                    epilog="exit status:\n"
                           "  0  every op verifies (with --verify-diagnostics: every annotation is met)\n"
                           "  1  any diagnostic error (with --verify-diagnostics: any failed expectation)\n"
                           "  2  a usage or I/O error: an unreadable input, an unwritable output\n"
                           "  3  an internal error, a bug in toyir (--debug shows its traceback)\n"
                           "A reader that closes the pipe early (| head) does not change the status.")
    parser.add_argument("files", nargs="*", metavar="FILE", help="input file; '-' reads standard input")
    parser.add_argument("--split-input-file", "-split-input-file", action="store_const", const=DEFAULT_MARKER,
                        dest="split_marker",
                        help=f"verify each chunk between '{DEFAULT_MARKER}' lines on its own; "
                             f"--split-input-file=MARKER splits at MARKER instead")
    parser.add_argument("--split-input-file-marker", dest="split_marker", help=argparse.SUPPRESS)
    parser.add_argument("--verify-diagnostics", "-verify-diagnostics", action="store_const", const="all",
                        dest="verify_level",
                        help="check the file's '// expected-error {{...}}' annotations instead of printing "
                             "diagnostics, as mlir-opt does; --verify-diagnostics=only-expected ignores "
                             "diagnostics that no annotation expects")
    parser.add_argument("--verify-diagnostics-level", dest="verify_level", choices=("all", "only-expected"),
                        help=argparse.SUPPRESS)
    parser.add_argument("--allow-unregistered-dialect", "-allow-unregistered-dialect", action="store_true",
                        help="accept ops that no dialect declares (they are parsed and SSA-checked only)")
    parser.add_argument("--semantics", choices=sorted(BY_NAME),
                        help="the rules to verify by: 'spec', the seed documents (default), every error reported; "
                             "'mlir', what mlir-opt 22 does, first failing op per function")
    parser.add_argument("--print-ir", action="store_true",
                        help="print the verified IR to standard output in generic form, chunks joined by "
                             f"'{DEFAULT_MARKER}'; a chunk with errors prints nothing")
    parser.add_argument("-o", metavar="FILE", dest="output",
                        help="write the verified IR to FILE ('-': standard output), only if every op "
                             "verifies; otherwise FILE is removed, as mlir-opt does")
    parser.add_argument("--infer-shapes", action="store_true",
                        help="print the verified IR with each result type replaced by the type its operands "
                             "infer (a more specific type written in the file is kept)")
    parser.add_argument("--diagnostics-format", choices=("text", "json", "sarif"),
                        help="'json': one JSON object per diagnostic and line (version 1: file, line, column, "
                             "endLine, endColumn, severity, code, message, notes), for tools and autograders; "
                             "'sarif': one SARIF 2.1.0 log for the whole run, for code-scanning services")
    parser.add_argument("--color", "--colour", choices=("auto", "always", "never"), dest="color",
                        help="colour diagnostics: on a terminal only (auto, the default), always, or never")
    parser.add_argument("--explain", metavar="CODE", nargs="?", const="",
                        help="explain an error code (TOYIR-E001, or E001) and exit; without a code, list them")
    parser.add_argument("--dialect", metavar="MODULE_OR_FILE", action="append",
                        help="also declare the ops of this dialect: a Python file or module defining OPS "
                             "(repeatable); installed 'toyir.dialects' entry points are loaded too")
    parser.add_argument("--irdl-file", "-irdl-file", metavar="FILE", action="append", dest="irdl_file",
                        help="also declare the dialects of this IRDL file, as mlir-opt --irdl-file loads it "
                             "(repeatable); an op a --dialect file also declares keeps that file's traits too")
    parser.add_argument("--emit-irdl", action="store_true",
                        help="write the IRDL of the dialects the --dialect files declare (what IRDL can say of "
                             "their ops' traits, a comment for each trait it cannot) to standard output, or to "
                             "-o FILE, and exit; mlir-opt --irdl-file loads it")
    parser.add_argument("--no-teaching-notes", action="store_false", dest="teaching_notes",
                        help="leave out the notes that explain an error (shape tables, inferred types), "
                             "e.g. when they would give a student the answer")
    parser.add_argument("--debug", action="store_true", help="on an internal error, show Python's traceback")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__} ({_build()})")
    parser.set_defaults(**_defaults())
    return parser


def _build() -> str:
    """Which build runs: setup.py's optional compiled one, or the default pure-Python one."""
    return "compiled" if (fastparse.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES)) else "pure Python"


def _read(path: str, stdin: TextIO | None) -> bytes | mmap:
    """The bytes of `path` (`-`: the standard input); a large regular file's mapped, not copied."""
    if path == "-":
        if stdin is None:  # `<&-`: Python found no standard input
            raise OSError(errno.EBADF, os.strerror(errno.EBADF))
        return stdin.buffer.read()
    with open(path, "rb") as f:
        if os.fstat(f.fileno()).st_size >= MAPPED_MIN_BYTES:
            # Decoded straight from the page cache, as mlir-opt maps a large file: the copy
            # that `read` makes first costs a page fault every 4 KB (15 MB: 8 to 10 ms here).
            import mmap  # here, not at start-up: only a large file needs it

            try:
                return mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
            except (OSError, ValueError):  # a file the kernel will not map (a FIFO, /proc): read
                pass
        return f.read()


MAPPED_MIN_BYTES = 1 << 20


# Options whose value may only be attached with `=`, as in mlir-opt: a separate word after them
# is an input file, never their value.
_ATTACHED_VALUE_OPTIONS = {
    "--split-input-file": "--split-input-file-marker", "-split-input-file": "--split-input-file-marker",
    "--verify-diagnostics": "--verify-diagnostics-level", "-verify-diagnostics": "--verify-diagnostics-level",
}


def _detach_values(argv: list[str]) -> list[str]:
    """`--split-input-file=M` becomes `--split-input-file-marker M`, which argparse parses unambiguously."""
    out = []
    for arg in argv:
        option, eq, value = arg.partition("=")
        if eq and option in _ATTACHED_VALUE_OPTIONS:
            out += [_ATTACHED_VALUE_OPTIONS[option], value]
        else:
            out.append(arg)
    return out


class _Stream:
    """A standard stream that never raises: what goes wrong writing to it is kept for the verdict.

    A closed pipe (`| head -1`), a full device (`>/dev/full`) or a stream closed before the
    start (`>&-`, which leaves Python's stream None) must not turn a verdict into an internal
    error, nor an exit status of 1 into 0.
    """

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream
        self.failure: OSError | None = None if stream is not None else OSError(errno.EBADF, os.strerror(errno.EBADF))
        self.written = False

    def write(self, text: str) -> None:
        self.written = self.written or bool(text)
        if self.failure is None and self.stream is not None:
            try:
                self.stream.write(text)
            except (OSError, ValueError) as e:
                self._failed(e)

    def writelines(self, lines: Iterable[str]) -> None:
        # In batches of about 64 KB: standard error is line-buffered, so a write per diagnostic
        # would be a system call each (a second per 100k diagnostics).
        batch: list[str] = []
        size = 0
        for line in lines:
            batch.append(line)
            size += len(line)
            if size >= 1 << 16:
                self.write("".join(batch))
                batch, size = [], 0
        if batch:
            self.write("".join(batch))

    def copy_ascii(self, fd: int, size: int, start: int = 0) -> bool:
        """`size` bytes of the file `fd` from `start`, ASCII text, written as `write` would write
        them, by the kernel (sendfile): False where this stream cannot take them so (no file
        descriptor, an encoding that is not ASCII's, or one the kernel refuses, as a file opened
        to append), and nothing was written."""
        stream = self.stream
        self.written = self.written or size > 0
        if self.failure is not None or stream is None:
            return True
        try:
            if codecs.lookup(stream.encoding).name not in ("utf-8", "ascii", "iso8859-1", "cp1252"):
                return False
            send = os.sendfile
            stream.flush()
            out = stream.fileno()
        except (AttributeError, LookupError, OSError, TypeError, ValueError):
            return False
        copied = 0
        try:
            while copied < size:
                sent = send(out, fd, start + copied, size - copied)
                if sent == 0:
                    raise OSError(errno.EIO, "the spool ended early")
                copied += sent
        except OSError as e:
            if copied == 0 and e.errno in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
                return False
            self._failed(e)
        return True

    def flush(self) -> None:
        if self.failure is None and self.stream is not None:
            try:
                self.stream.flush()
            except (OSError, ValueError) as e:
                self._failed(e)

    def isatty(self) -> bool:
        try:
            return self.stream is not None and self.stream.isatty()
        except (OSError, ValueError):
            return False

    def _failed(self, e: Exception) -> None:
        self.failure = e if isinstance(e, OSError) else OSError(errno.EBADF, str(e))
        # What is still buffered would fail again at interpreter exit (status 120): drop it.
        try:
            fd = self.stream.fileno()  # type: ignore[union-attr]
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, fd)
            os.close(devnull)
        except (OSError, ValueError, AttributeError):
            pass

    @property
    def broken_pipe(self) -> bool:
        return isinstance(self.failure, BrokenPipeError) or getattr(self.failure, "errno", None) == errno.EPIPE


def main(argv: list[str] | None = None) -> int:
    args = _arguments(sys.argv[1:] if argv is None else argv)
    # Ops, blocks and regions link to their parents; the driver unlinks each function's tree once
    # it is verified, so reference counting frees it, and a module kept whole lives to the end.
    # The cyclic collector would only walk millions of live objects over and over.
    gc.disable()
    for stream, errors in ((sys.stderr, "backslashreplace"), (sys.stdout, "strict")):
        if stream is not None and hasattr(stream, "reconfigure"):
            # IR is UTF-8 whatever the locale (as mlir-opt writes it); diagnostics degrade to escapes.
            stream.reconfigure(**({"encoding": "utf-8"} if stream is sys.stdout else {}), errors=errors)
    stdout, stderr = _Stream(sys.stdout), _Stream(sys.stderr)
    try:
        status = _main(args, stdout, stderr)
    except Exception as e:  # anything else is toyir's own fault: say so in one line, no traceback
        if args.debug:
            raise
        stderr.write(f"{PROG}: internal error: {type(e).__name__}: {e}\n{PROG}: {BUG_REPORT}\n")
        status = EXIT_INTERNAL
    stdout.flush()
    if stdout.written and stdout.failure is not None and not stdout.broken_pipe:
        # `--print-ir >/dev/full` or `>&-`: the output asked for was not written.  A reader that
        # closed the pipe early (`| head`) had what it wanted: the verdict stands.
        stderr.write(f"{PROG}: cannot write to standard output: {stdout.failure.strerror or stdout.failure}\n")
        status = max(status, EXIT_USAGE)
    stderr.flush()
    return status


def _main(args: SimpleNamespace, stdout: _Stream, stderr: _Stream) -> int:
    if args.explain is not None:
        return _explain(args, stdout, stderr)
    if args.emit_irdl:
        return _emit_irdl(args, stdout, stderr)
    if not args.files:
        stderr.write(f"{PROG}: error: the following arguments are required: FILE (see '{PROG} --help')\n")
        return EXIT_USAGE
    if args.files.count("-") > 1:  # read once, it would be empty the second time
        stderr.write(f"{PROG}: error: standard input ('-') given more than once\n")
        return EXIT_USAGE
    args.colour = args.color == "always" or (args.color == "auto" and stderr.isatty() and _terminal_colours())
    try:
        args.chosen = with_dialects(BY_NAME[args.semantics], args.dialect)
    except DialectError as e:
        stderr.write(f"{PROG}: error: {e}\n")
        return EXIT_USAGE
    args.sarif = None
    if args.irdl_file:
        chosen = _with_irdl(args, stderr)
        if chosen is None:
            return EXIT_ERRORS
        args.chosen = chosen
    if args.diagnostics_format == "sarif":
        from toyir.sarif import SarifLog  # here, not at start-up: only this output needs it

        args.sarif = SarifLog(args.chosen.registry)
    status, printed, unreadable = EXIT_OK, [], False
    for path in args.files:
        file_status, ir, read = _verify_file(path, args, stderr)
        status = max(status, file_status)
        unreadable = unreadable or not read
        printed.append(ir)
    if args.sarif is not None:
        stderr.write(args.sarif.dumps())
    # Several files print as the chunks of one, so that `--split-input-file` reads them back apart.
    text = _as_chunks(printed)
    printing = args.print_ir or args.infer_shapes or args.output == "-"
    if printing and not (args.output == "-" and status != EXIT_OK):  # `-o -` as `-o FILE`: only if all verified
        stdout.write(text)
    if args.output not in (None, "-") and not unreadable:
        # An input that cannot be read stops mlir-opt before it opens its output: FILE is left as it was.
        status = max(status, _write_output(args.output, text if status == EXIT_OK else None, stderr))
    return status


def _printed(chunks: list[Chunk], infer_shapes: bool, semantics: Semantics) -> str:
    from toyir.inference import infer_module  # here, not at start-up: only printing needs them
    from toyir.printer import print_module

    # As mlir-opt: a chunk that parsed and verified prints, one with errors adds nothing but its
    # separator.  A verified chunk of no ops prints an empty line (mlir-opt: `module {}`): a
    # separator must begin a line of its own for either tool to read it back as one.
    return _as_chunks((print_module(infer_module(c.module, semantics.registry) if infer_shapes else c.module) or "\n")
                      if c.module is not None and not _has_errors(c.diagnostics) else "" for c in chunks)


def _as_chunks(printed: Iterable[str]) -> str:
    """Printed IR, piece after piece, as the chunks of one file (`--split-input-file` reads them apart)."""
    return f"{DEFAULT_MARKER}\n".join(printed)


def _with_irdl(args: SimpleNamespace, stderr: _Stream) -> Semantics | None:
    """`args.chosen` with the dialects of each `--irdl-file`; None, having said why, where one
    cannot be read or mlir-opt would not load it."""
    from toyir.irdl import load, with_irdl  # here, not at start-up: it reads its files with Lark

    loaded = []
    for path in args.irdl_file:
        try:
            data = _read(path, sys.stdin)
        except OSError as e:
            _report_unreadable(path, f"cannot open input file '{path}': {e.strerror or e}", args, stderr)
            return None
        source, bad_encoding = decode("<stdin>" if path == "-" else path, data)
        try:
            if bad_encoding:
                raise DiagnosticError(bad_encoding)
            loaded.append(load(source))
        except DiagnosticError as e:
            _report(source, [e.diagnostic], args, stderr)
            return None
    try:
        return args.chosen._replace(registry=with_irdl(args.chosen.registry, *loaded))  # type: ignore[no-any-return]
    except ValueError as e:
        stderr.write(f"{PROG}: error: cannot load {', '.join(args.irdl_file)}: {e}\n")
        return None


def _verify_file(path: str, args: SimpleNamespace, stderr: _Stream) -> tuple[int, str, bool]:
    """Verify one input; return its status, the IR printed for it and whether it could be read."""
    try:
        data = _read(path, sys.stdin)
    except OSError as e:
        # mlir-opt's wording: cannot open input file 'x': No such file or directory
        _report_unreadable(path, f"cannot open input file '{path}': {e.strerror or e}", args, stderr)
        return EXIT_USAGE, "", False
    source, bad_encoding = decode("<stdin>" if path == "-" else path, data)
    del data  # the text is all that is needed now: a large input is not held twice
    if bad_encoding:
        _report(source, [bad_encoding], args, stderr)
        return EXIT_ERRORS, "", True
    semantics = args.chosen
    printing = bool(args.print_ir or args.output or args.infer_shapes)
    # Text and JSON are written where each diagnostic is found (in a second process too);
    # --verify-diagnostics and SARIF need the diagnostics themselves.
    written = None if args.verify_level or args.sarif is not None else _writer(source, args)
    # Written as soon as each chunk is known to parse, not held (a printed chunk is, for its IR).
    output = Output(stderr) if written is not None and not printing else None
    chunks = check_chunks(source, split_marker=args.split_marker, allow_unregistered=args.allow_unregistered_dialect,
                          semantics=semantics, keep_modules=printing, render=written,
                          teaching_notes=args.teaching_notes, output=output)
    ir = _printed(chunks, args.infer_shapes, semantics) if printing else ""
    if args.verify_level:
        from toyir.expectations import check_expectations  # here, not at start-up: only this mode needs it

        failures = check_expectations(source, chunks, args.verify_level)
        _report(source, failures, args, stderr)
        return (EXIT_ERRORS if failures else EXIT_OK), ir, True
    diagnostics = [d for chunk in chunks for d in chunk.diagnostics]
    if written is None:
        _report(source, diagnostics, args, stderr)
    else:
        stderr.writelines(d.output for d in diagnostics)
    failed = _has_errors(diagnostics) or (output is not None and output.errors > 0)
    return (EXIT_ERRORS if failed else EXIT_OK), ir, True


def _writer(source: Source, args: SimpleNamespace) -> Callable[[Diagnostic], str]:
    """How one diagnostic of `source` is written in the text or JSON format asked for."""
    if args.diagnostics_format == "json":
        import json  # here, not at start-up: only this output needs it

        def write(d: Diagnostic) -> str:
            return json.dumps(as_json(source, d if args.teaching_notes else without_teaching_notes(d))) + "\n"
    elif args.teaching_notes:
        # One call per wrong op: `render` itself, given the source (and colour, where asked for)
        return partial(render, source) if not args.colour else partial(render, source, colour=True)
    else:
        def write(d: Diagnostic) -> str:
            return render(source, without_teaching_notes(d), args.colour)
    return write


def _report(source, diagnostics: list, args: SimpleNamespace, stderr: _Stream) -> None:
    """Diagnostics in the format asked for: every kind goes this way (verification, syntax, encoding,
    --verify-diagnostics results), so a reader of JSON or SARIF never meets text."""
    if args.diagnostics_format == "json":
        import json  # here, not at start-up: only this output needs it

        stderr.writelines(json.dumps(as_json(source, d)) + "\n" for d in diagnostics)
    elif args.sarif is not None:
        for d in diagnostics:
            args.sarif.add(source, d, d.code)
    else:
        stderr.writelines(render(source, d, args.colour) for d in diagnostics)


def _report_unreadable(path: str, message: str, args: SimpleNamespace, stderr: _Stream) -> None:
    """An input that cannot be read, in the format asked for."""
    if args.diagnostics_format == "json":
        import json

        stderr.write(json.dumps(unlocated_json("<stdin>" if path == "-" else path, message)) + "\n")
    elif args.sarif is not None:
        args.sarif.cannot_read("<stdin>" if path == "-" else path, message)
    else:
        stderr.write(f"{PROG}: {message}\n")


def _explain(args: SimpleNamespace, stdout: _Stream, stderr: _Stream) -> int:
    """`--explain [CODE]`: TOYIR's codes, and those of the dialects loaded (`--dialect`, the
    installed ones) whose traits explain them."""
    text = explain(args.explain) if args.explain else None  # TOYIR's own: nothing to load
    if text is None:
        try:
            ops = list(with_dialects(BY_NAME[args.semantics], args.dialect).registry)
        except DialectError as e:
            stderr.write(f"{PROG}: error: {e}\n")
            return EXIT_USAGE
        if args.explain == "":
            stdout.writelines(f"{code}  {title}\n" for code, title in codes(ops))
            return EXIT_OK
        text = explain(args.explain, ops)
    if text is None:
        hint = "" if args.dialect else " (a dialect's own code is explained with the dialect loaded: --dialect FILE.py)"
        stderr.write(f"{PROG}: error: unknown error code '{args.explain}'{hint}\n")
        return EXIT_USAGE
    stdout.write(text)
    return EXIT_OK


def _emit_irdl(args: SimpleNamespace, stdout: _Stream, stderr: _Stream) -> int:
    """`--emit-irdl`: the IRDL of the dialects the `--dialect` files declare."""
    if not args.dialect:
        stderr.write(f"{PROG}: error: --emit-irdl writes the dialects of --dialect files: name one "
                     f"(--dialect FILE.py --emit-irdl)\n")
        return EXIT_USAGE
    if args.files:
        stderr.write(f"{PROG}: error: --emit-irdl reads no input files (it writes the IRDL of the --dialect files)\n")
        return EXIT_USAGE
    from toyir.irdl import emit_irdl  # here, not at start-up: only this mode needs it

    ops = []
    try:
        for spec in args.dialect:
            declared, names = load_dialect(spec)
            ops += [op for op in declared if op.dialect in {*names, *(o.dialect for o in declared)}]
    except DialectError as e:
        stderr.write(f"{PROG}: error: {e}\n")
        return EXIT_USAGE
    text = emit_irdl(ops)
    if args.output in (None, "-"):
        stdout.write(text)
        return EXIT_OK
    return _write_output(args.output, text, stderr)


def _terminal_colours() -> bool:
    """Whether `--color=auto` may colour a terminal: not where NO_COLOR is set (no-color.org) or
    the terminal is dumb."""
    return not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def _has_errors(diagnostics: list) -> bool:
    return any(d.severity == Severity.ERROR for d in diagnostics)


def _write_output(path: str, text: str | None, stderr: _Stream) -> int:
    """Write `text` to `path`; with None (a failed run), remove what an earlier run left there.

    A regular file is written whole or not at all: to a temporary file beside it, renamed into
    place once complete; where that fails (a full disk), neither the temporary file nor the old
    content is left (mlir-opt removes the file too).  Anything else (`/dev/null`, a pipe) is
    written as it is."""
    target = os.path.realpath(path)  # a link's target is replaced, not the link
    try:
        if text is None:
            if os.path.isfile(target):
                os.remove(target)
            return EXIT_OK
        if os.path.exists(target) and not os.path.isfile(target):
            with open(target, "w", encoding="utf-8") as f:
                f.write(text)
            return EXIT_OK
    except OSError as e:
        stderr.write(f"{PROG}: cannot open output file '{path}': {e.strerror or e}\n")
        return EXIT_USAGE
    import tempfile  # here: only -o FILE needs it

    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".tmp",
                                         dir=os.path.dirname(target))
    except OSError as e:
        stderr.write(f"{PROG}: cannot open output file '{path}': {e.strerror or e}\n")
        return EXIT_USAGE
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, 0o666 & ~umask)  # as open() would make it, not mkstemp's 0600
        with open(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(temporary, target)
    except OSError as e:
        for leftover in (temporary, target):
            try:
                os.remove(leftover)
            except OSError:
                pass
        stderr.write(f"{PROG}: cannot write output file '{path}': {e.strerror or e}\n")
        return EXIT_USAGE
    return EXIT_OK


def run() -> NoReturn:
    """The console script: `main`, then the process ends at once.

    Tearing the interpreter down (every module, cache and object freed one by one) would cost
    several milliseconds on a small file and more on a large one, for nothing: what exit does
    that matters, running atexit's functions (a --dialect module may register some) and
    flushing the standard streams, is done here, then os._exit."""
    try:
        status = main()
    except KeyboardInterrupt:
        status = 130  # the shell's status for SIGINT, without a traceback
    except SystemExit as e:  # argparse's --help, --version and usage errors
        status = e.code if isinstance(e.code, int) else 0 if e.code is None else 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except (OSError, ValueError):  # a closed or broken stream: what was written is what was read
            pass
    os._exit(status)
