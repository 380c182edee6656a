"""Diagnostics: built as values; toyir.rendering writes them the way mlir-opt does.

A diagnostic holds an offset, not a line and column: those are computed when it is rendered,
from the `Source` it belongs to.
"""

from __future__ import annotations

from operator import attrgetter

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from collections.abc import Callable

from toyir.lazy_regex import LazyPattern
from toyir.records import record
from toyir.source import Source


class Severity:
    """The kinds of diagnostic, as mlir-opt prints them."""

    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


class Note(record("Note", "message offset explanatory", defaults=(None, False))):
    """A fact attached to a diagnostic, at its own `offset` (`None`: the diagnostic's).

    `explanatory` marks a note that toyir adds to teach, where mlir-opt attaches none: such
    notes take no part in `--verify-diagnostics`, so tests ported from MLIR keep passing.
    """

    __slots__ = ()


class Diagnostic(record("Diagnostic", "severity offset message notes span detail location code",
                            defaults=((), 1, "", None, ""))):
    """A located message.  `message` is mlir-opt's wording where mlir-opt has one; `detail`,
    printed right after it (with its own leading punctuation), is what toyir adds: which
    operand, which dim, what was found.  Keeping them apart lets `--verify-diagnostics` match
    annotations written for mlir-opt, even anchored ones, as well as toyir's own.  `span` is
    how many characters from `offset` to underline (`^` then `~`s), as mlir-opt marks a range.
    `location` is the op's `loc(...)` (an `ir.Location`) where it names a file: mlir-opt reports
    there, not at the text of the op.  `code` is the stable code (`TOYIR-E001`) given where the
    diagnostic is made (toyir.explanations lists them)."""

    __slots__ = ()

    @property
    def text(self) -> str:
        return self.message + self.detail


# The key that sorts diagnostics (or records of them, `Rendered`) in file order: a getter in C,
# since every function's diagnostics are sorted, a call per wrong op.
file_order: Callable[[Diagnostic], int] = attrgetter("offset")


def error(offset: int, message: str, *notes: Note, detail: str = "", code: str = "") -> Diagnostic:
    return Diagnostic._make((Severity.ERROR, offset, message, notes, 1, detail, None, code))


def warning(offset: int, message: str, code: str = "") -> Diagnostic:
    return Diagnostic(Severity.WARNING, offset, message, code=code)


class DiagnosticError(Exception):
    """Raised where processing of one buffer cannot go on (a syntax error); carries the diagnostic."""

    def __init__(self, diagnostic: Diagnostic) -> None:
        super().__init__(diagnostic.text)
        self.diagnostic = diagnostic


def where(source: Source, diagnostic: Diagnostic) -> tuple[str, int, int]:
    """File, line and column a diagnostic is reported at: its op's file location, if it has
    one (as mlir-opt reports), else its place in `source`.  A location's empty file name
    (`loc("":7:9)`) is written `-`, as mlir-opt writes it."""
    location = diagnostic.location
    if location is not None and getattr(location, "file", None) is not None:
        return location.file or "-", location.line, location.column
    return (source.name, *source.line_col(diagnostic.offset))


def without_teaching_notes(diagnostic: Diagnostic) -> Diagnostic:
    """`diagnostic` without the notes toyir adds to teach (mlir-opt's own notes stay)."""
    return diagnostic._replace(notes=tuple(n for n in diagnostic.notes if not n.explanatory))


# What a one-character location covers for tools (JSON, SARIF, the language server): a quoted
# op name, a value, symbol or block name, a word, else the one character.
_TOKEN = LazyPattern(r'"[^"\n\r]*"|[%@^]?[\w$.#-]+|\S')


def token_at(text: str, offset: int) -> str:
    """The token that starts at `offset` (`_TOKEN`), or "" where only blanks or the end are."""
    match = _TOKEN.match(text, offset)
    return match.group(0) if match else ""


def extent(source: Source, offset: int, span: int = 1) -> int:
    """The offset just past what a diagnostic at `offset` covers: `span` characters, or the token there."""
    if span <= 1:
        span = len(token_at(source.text, offset))
    return min(len(source.text), offset + max(span, 0))


JSON_VERSION = 1


def _located(source: Source, offset: int, span: int = 1) -> dict:
    line, col = source.line_col(offset)
    end_line, end_col = source.line_col(extent(source, offset, span))
    return {"line": line, "column": col, "endLine": end_line, "endColumn": end_col}


def as_json(source: Source, diagnostic: Diagnostic) -> dict:
    """One diagnostic for tools, `--diagnostics-format=json`'s record (README.md documents it).

    Lines and columns are 1-based; columns count Unicode code points (characters), and
    `endLine`/`endColumn` is the position just past the underlined text (the op's quoted name,
    or the token at the location).  A note's first line is its `message`; the lines after (the
    aligned shapes) are its `detail`.
    """
    notes = []
    for note in diagnostic.notes:
        first, _, rest = note.message.partition("\n")
        notes.append({"file": source.name, **_located(source, diagnostic.offset if note.offset is None else note.offset),
                      "message": first, "detail": rest, "explanatory": note.explanatory})
    name, line, column = where(source, diagnostic)
    place = _located(source, diagnostic.offset, diagnostic.span)
    if name != source.name or line != place["line"]:  # reported at its op's `loc(...)`, in another file
        place = {"line": line, "column": column, "endLine": line, "endColumn": column}
    return {"version": JSON_VERSION, "file": name, **place,
            "severity": diagnostic.severity, "code": diagnostic.code, "message": diagnostic.text, "notes": notes}


def unlocated_json(file: str, message: str, code: str = "TOYIR-IO") -> dict:
    """A JSON record for an error that has no place in a text (a file that cannot be read)."""
    return {"version": JSON_VERSION, "file": file, "line": None, "column": None, "endLine": None, "endColumn": None,
            "severity": "error", "code": code, "message": message, "notes": []}
