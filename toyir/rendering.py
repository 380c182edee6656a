"""Rendering: a diagnostic as text, the way mlir-opt prints it.

    FILE:LINE:COL: error: MESSAGE
      <the source line>
           ^

A diagnostic's line and column are found here, from the `Source` it belongs to, only when it is
written.  A module of its own, apart from the diagnostics' values (toyir.diagnostics), because
a file with every op wrong renders a diagnostic per op: the optional compiled build (README.md)
compiles it, with `toyir.source`.
"""

from __future__ import annotations

from toyir.diagnostics import Diagnostic, where
from toyir.source import Source

TAB_WIDTH = 8  # mlir-opt expands tabs to 8-column stops when it echoes a line
ECHO_WIDTH = 1024  # characters of a longer line echoed under a diagnostic, around its caret

# mlir-opt's colours (with --color): bold location, red errors, magenta warnings, green carets.
_COLOURS = {"error": "\033[1;31m", "warning": "\033[1;35m", "note": "\033[1;30m", "remark": "\033[1;34m"}
_BOLD, _GREEN, _RESET = "\033[1m", "\033[1;32m", "\033[0m"


def render(source: Source, diagnostic: Diagnostic, colour: bool = False) -> str:
    """The diagnostic and its notes as mlir-opt prints them, one block each, newline-terminated.

    A file with every op wrong renders one of these per op: the common one (in this buffer, no
    colour) is located once, with its line (`Source.place`), and written with f-strings."""
    offset = diagnostic.offset
    echoed: str | None
    if diagnostic.location is None:  # nearly every one: at its place in this buffer
        name, (line, col, echoed) = source.name, source.place(offset)
    else:
        name, line, col = where(source, diagnostic)
        # The source line is echoed only when the location is in this very buffer.
        echoed = source.line_text(line) if name == source.name and 1 <= line <= source.line_count() else None
    # The code closes the first line, where mlir-opt's message ends: `... [TOYIR-E001]`.
    text = diagnostic.message + diagnostic.detail
    if diagnostic.code:
        text = _with_code(text, diagnostic.code)
    here = f"{name}:{line}:{col}: "
    rendered = _header(here, diagnostic.severity, text) if colour else f"{here}{diagnostic.severity}: {text}\n"
    if echoed is not None:
        rendered += _echo(echoed, col, diagnostic.span, colour)
    if echoed is None or diagnostic.location is not None:
        here = ""  # where the diagnostic is written is not where its notes are
    for note in diagnostic.notes:
        # A note at the diagnostic's own offset (nearly all of them) is not located again, and
        # mlir-opt echoes the source only for a note somewhere else than what it annotates.
        at = offset if note.offset is None else note.offset
        if at != offset or not here:
            line, col, noted = source.place(at)
            here = f"{source.name}:{line}:{col}: "
        rendered += _header(here, "note", note.message) if colour else f"{here}note: {note.message}\n"
        if at != offset:
            rendered += _echo(noted, col, 1, colour)
        offset = at
    return rendered


def _with_code(text: str, code: str) -> str:
    if "\n" not in text:
        return f"{text} [{code}]"
    first, newline, rest = text.partition("\n")
    return f"{first} [{code}]{newline}{rest}"


def _header(here: str, kind: str, message: str) -> str:
    """A diagnostic's first line, at `here` (`FILE:LINE:COL: `), in mlir-opt's colours."""
    first, _, rest = message.partition("\n")
    return f"{_BOLD}{here}{_COLOURS[kind]}{kind}: {_RESET}{_BOLD}{first}{_RESET}\n" + (rest + "\n" if rest else "")


def _echo(text: str, col: int, span: int, colour: bool) -> str:
    """A source line, `text`, and a caret under `col` (`^~~~` for a `span` of characters).
    A line longer than `ECHO_WIDTH` is echoed as that many characters around the caret, `...`
    where it is cut: each of a long line's errors would write all of it again (a signature of
    5,000 arguments, each one a redefinition: 45 KB in, 563 MB out)."""
    if len(text) > ECHO_WIDTH:
        start = max(0, min(col - 1 - ECHO_WIDTH // 2, len(text) - ECHO_WIDTH))
        end = start + ECHO_WIDTH
        span = max(1, min(span, end - (col - 1)))
        text = ("..." if start else "") + text[start:end] + ("..." if end < len(text) else "")
        col -= start - (3 if start else 0)
    indent = min(col - 1, len(text))
    if "\t" in text:
        indent = len(text[: col - 1].expandtabs(TAB_WIDTH))
        text = text.expandtabs(TAB_WIDTH)
    caret = "^" + "~" * (span - 1)
    return f"{text}\n{' ' * indent}{_GREEN + caret + _RESET if colour else caret}\n"
