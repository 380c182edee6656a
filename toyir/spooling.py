"""Spools: a chunk's rendered diagnostics written to a file as each function is checked, then
copied to the `Output` in file order, so that a chunk with a million errors is never held in
memory.  Only a large chunk has one (toyir.driver's SPOOL_MIN_CHARS; a chunk verified in two
processes, a spool per process): a small file never imports this module.
"""

from __future__ import annotations

import os
from bisect import bisect_left
from itertools import accumulate

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from typing import Any

from toyir.diagnostics import Diagnostic
from toyir.records import record
from toyir.reporting import Output, Render, _errors
from toyir.semantics import Semantics


def _spool_file(output: Output | None, render: Render | None, semantics: Semantics, in_memory_first: bool) -> Any:
    """Where a chunk's diagnostics are spooled (`_Spool`), if they are written to an `output`
    and every one is reported (None otherwise, or if no temporary file can be made: they are
    held then).  In memory until it is large, or a file from the start: one a forked child
    writes must be one its parent can read."""
    if output is None or render is None or semantics.first_error_per_region:
        return None
    if in_memory_first:
        return _SpoolMadeOnWrite()
    try:
        return _temporary_file(False)
    except OSError:
        return None


def _temporary_file(in_memory_first: bool) -> Any:
    # Our own files, read back by us: any text a dialect's message holds (a lone surrogate too)
    # crosses them as it is, and meets the output's own error handling there.
    options: dict[str, Any] = {"encoding": "utf-8", "newline": "", "errors": "surrogatepass"}
    unnamed = None if in_memory_first else _unnamed_file()
    if unnamed is not None:
        return open(unnamed, "w+", **options)
    import tempfile  # here, not at start-up: only a file with errors needs it

    return (tempfile.SpooledTemporaryFile(8 << 20, "w+", **options) if in_memory_first
            else tempfile.TemporaryFile("w+", **options))


def _unnamed_file() -> int | None:
    """A file without a name, as tempfile.TemporaryFile makes one on Linux (O_TMPFILE), in the
    first directory it would try (TMPDIR, TEMP, TMP, else /tmp), but without importing tempfile:
    with shutil and random, about 7 ms that a large file's two processes waited for before
    they fork.  None where it cannot be made so: tempfile then finds a directory that serves."""
    flag = getattr(os, "O_TMPFILE", None)
    if flag is None:
        return None
    directory = next((os.environ[name] for name in ("TMPDIR", "TEMP", "TMP") if os.environ.get(name)), "/tmp")
    try:
        return os.open(directory, flag | os.O_RDWR | os.O_EXCL, 0o600)
    except OSError:
        return None


class _SpoolMadeOnWrite:
    """A spool in memory until it is large, made when the first diagnostic is written to it: a
    file that earns none never imports tempfile (with shutil and random, about 7 ms of a start
    that is 60).  A spool that cannot be made then raises OSError where a write would."""

    def __init__(self) -> None:
        self.file: Any = None

    def write(self, text: str) -> int:
        if self.file is None:
            self.file = _temporary_file(True)
        return self.file.write(text)

    def flush(self) -> None:
        if self.file is not None:
            self.file.flush()

    def seek(self, offset: int) -> None:
        if self.file is not None:
            self.file.seek(offset)

    def read(self, size: int) -> str:
        return "" if self.file is None else self.file.read(size)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


class _Spool:
    """A chunk's (or a process's pieces') rendered diagnostics, written to a file as each
    function is checked (a `verify_parts` sink), with where each function's begin (each
    diagnostic's, where more of its own come later), and where each piece's do (`mark`):
    `copy_spooled` copies them to the `Output` from there.  From the first diagnostic at a location alias
    (`loc(#name)`, which the chunk may define further on: mlir-opt prints them at its end), the
    rest is `kept`, not written."""

    def __init__(self, file: Any, render: Render) -> None:
        self.file, self.render = file, render
        self.errors = self.size = self.bytes = 0
        self.ascii = True  # every character written was ASCII: a character is a byte in the file
        self.firsts: list[int] = []
        self.positions: list[int] = []
        self.marks: list[_Mark] = []
        self.kept: list[Diagnostic] = []

    def mark(self) -> None:
        """Where the next piece's diagnostics begin."""
        self.marks.append(_Mark(len(self.firsts), self.size, self.bytes, self.errors))

    def write(self, diagnostics: list[Diagnostic], placed: bool = False) -> None:
        """Write a function's `diagnostics`; where more of its own will come later (its calls',
        once their callees are known: `placed`), with where each begins, so that those go in
        among them in file order."""
        if self.kept or str in {type(d.location) for d in diagnostics}:
            self.kept += diagnostics
            return
        texts = [self.render(d) for d in diagnostics]
        text = "".join(texts)
        if placed:
            self.firsts += [d.offset for d in diagnostics]
            self.positions += accumulate(map(len, texts[:-1]), initial=self.size)
        else:
            self.firsts.append(diagnostics[0].offset)
            self.positions.append(self.size)
        self.file.write(text)
        self.size += len(text)
        if text.isascii():
            self.bytes += len(text)
        else:
            self.ascii = False
            self.bytes += len(text.encode("utf-8", "surrogatepass"))  # as the file encodes it
        self.errors += _errors(diagnostics)

    def summary(self) -> _Spooled:
        self.file.flush()
        self.mark()  # where the last piece ends
        return _Spooled(self.errors, self.firsts, self.positions, self.size, self.ascii, self.marks)

    def copy(self, output: Output, inserted: list) -> None:
        """What was spooled, to `output`, with each of `inserted` where it falls (`copy_spooled`)."""
        copy_spooled(output, self.file, self.summary(), inserted)


_Spooled = record("_Spooled", "errors firsts positions size ascii marks")
# What a spool held when a piece began: its writes (functions, or diagnostics), characters,
# bytes and errors.
_Mark = record("_Mark", "writes size bytes errors")


def copy_spooled(output: Output, spool: Any, spooled: _Spooled, inserted: list | tuple = (),
                 piece: int | None = None) -> None:
    """Write to `output` what a process spooled (`_Spool`), or only what it spooled for the
    `piece`-th piece it claimed, with each of `inserted` (rendered, in file order) before the
    first diagnostic there at or after it."""
    begin, end = (_Mark(0, 0, 0, 0), spooled.marks[-1]) if piece is None else spooled.marks[piece:piece + 2]
    output.errors += end.errors - begin.errors
    # ASCII in a file, as nearly always, is copied as it is by a stream that can take it
    # (the command's standard error, `copy_ascii`): 31 MB in 1 ms, where reading it back as
    # text and writing that took 7 to 20.
    copy_ascii = getattr(output.stream, "copy_ascii", None)
    if spooled.ascii and not inserted and copy_ascii is not None and hasattr(spool, "fileno"):
        spool.flush()
        if copy_ascii(spool.fileno(), end.bytes - begin.bytes, begin.bytes):
            return
    spool.seek(begin.bytes)  # a text file's position: for UTF-8, where its bytes are
    at = begin.size
    for rendered in inserted:
        index = bisect_left(spooled.firsts, rendered.offset, begin.writes, end.writes)
        to = spooled.positions[index] if index < end.writes else end.size
        _copy(spool, output.stream, to - at)
        at = to
        output.write([rendered])
    _copy(spool, output.stream, end.size - at)


def _copy(spool: Any, stream: Any, count: int) -> None:
    """`count` characters of `spool` to `stream`, a megabyte at a time."""
    while count > 0:
        text = spool.read(min(count, 1 << 20))
        if not text:
            return
        stream.write(text)
        count -= len(text)
