"""Where a chunk's diagnostics go once found: each written by the caller's `render`
(`Rendered`), then to an `Output`, in file order, its errors counted.

A chunk large enough to spool its diagnostics writes them to a file as it goes, and copies
them here at its end (toyir.spooling); any other holds them until then.
"""

from __future__ import annotations

from collections.abc import Callable

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from typing import Any

from toyir.diagnostics import Diagnostic, Severity
from toyir.records import record

# A diagnostic as the caller's `render` wrote it, with what ordering and the verdict need: what
# `check_chunks(render=...)` gives, made in whichever process found the diagnostic.
Rendered = record("Rendered", "severity offset output")
Render = Callable[[Diagnostic], str]


def _rendered(diagnostics: list, render: Render | None) -> list:
    """`diagnostics`, each written by `render` (if given) unless it already is."""
    if render is None:
        return diagnostics
    return [d if type(d) is Rendered else Rendered(d.severity, d.offset, render(d)) for d in diagnostics]


class Output:
    """Where `check_chunks(output=...)` writes each chunk's rendered diagnostics, in file order,
    once the chunk is known to parse, and how many of them were errors.

    Where every diagnostic is reported (`spec`), a large chunk read a function at a time is
    written as it is checked, a function at a time, to a temporary file (one per process, where
    it is verified in two), then copied here (`toyir.spooling.copy_spooled`): a file with a
    million errors is never held in memory (mlir-opt holds its diagnostics; a chunk that does
    not parse reports only its syntax error, so nothing is written before the chunk is read
    whole)."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.errors = 0

    def write(self, rendered: list) -> None:
        self.stream.writelines([r.output for r in rendered])
        self.errors += _errors(rendered)


def _errors(diagnostics: list) -> int:
    """How many of `diagnostics` (or of their `Rendered` records) are errors."""
    return [d.severity for d in diagnostics].count(Severity.ERROR)  # a list and C's count: one per wrong op
