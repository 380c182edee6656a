"""Source text and the mapping from character offsets to lines and columns.

Everything downstream of the parser locates things by offset into a `Source`; lines and
columns are computed only when a diagnostic is printed (as tomli and xDSL do), so the hot path
never counts lines.
"""

from __future__ import annotations

from bisect import bisect_right


class Source:
    """One input buffer: its display name (as given on the command line) and its text."""

    __slots__ = ("name", "text", "_line_starts")

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text
        self._line_starts: list[int] | None = None

    def line_starts(self) -> list[int]:
        if self._line_starts is None:
            starts = [0]
            find = self.text.find
            pos = find("\n")
            while pos != -1:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return self._line_starts

    def line_col(self, offset: int) -> tuple[int, int]:
        """1-based line and column of `offset`; columns count characters, as editors do."""
        starts = self.line_starts()
        line = bisect_right(starts, offset)
        return line, offset - starts[line - 1] + 1

    def place(self, offset: int) -> tuple[int, int, str]:
        """`line_col(offset)` and that line's `line_text`: a diagnostic's place and the line it echoes."""
        line, col = self.line_col(offset)
        return line, col, self.line_text(line)

    def line_count(self) -> int:
        return len(self.line_starts())

    def line_text(self, line: int) -> str:
        """The text of 1-based `line` without its line ending."""
        starts = self.line_starts()
        start = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[start:end].rstrip("\r")
