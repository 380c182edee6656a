"""Source text and the mapping from character offsets to lines and columns.

Everything downstream of the parser locates things by offset into a `Source`; lines and
columns are computed only when a diagnostic is printed (as tomli and xDSL do), so the hot path
never counts lines.
"""

from __future__ import annotations

from bisect import bisect_right


# How far back from the last place asked for places are counted, in all, before an index of every
# line is made (once, at some 5 ms a megabyte): a megabyte, counted in C, takes well under one.
_COUNT_BACK = 1 << 20


class Source:
    """One input buffer: its display name (as given on the command line) and its text."""

    __slots__ = ("name", "text", "_line_starts", "_counted", "_counted_back")

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text
        self._line_starts: list[int] | None = None
        # (offset of a line's start, that line's number): where the last place asked for was.
        # Diagnostics are written in file order, so the next is found by counting on from there,
        # in C, and no line is indexed: a process that writes the second half of a large file's
        # diagnostics counts up to its first, where indexing would take every line (100k lines:
        # 20 to 30 ms).  One tuple, swapped whole: a reader never sees a line of another start.
        self._counted = (0, 1)
        self._counted_back = 0  # characters counted back from it (`_COUNT_BACK`)

    @classmethod
    def from_text(cls, name: str, text: str) -> Source:
        """The source of a file's or an editor's `text`, read as `toyir-verify` reads a file: a
        leading byte order mark, as some editors write, is a blank, so columns stay the file's
        (and an editor's UTF-16 positions: both are one unit).  The command line, the Python
        API and the language server all read text through this."""
        return cls(name, " " + text[1:] if text.startswith("\ufeff") else text)

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
        start, line = self._counted
        if self._line_starts is None and start <= offset:
            # On from the last place asked for (the next diagnostic, most often); an earlier
            # place is found in the index of every line, made once.
            text = self.text
            last = text.rfind("\n", start, offset)
            if last != -1:
                # most often the line after the last: one newline, found, and none before it
                first = text.find("\n", start, last)
                start, line = last + 1, line + (1 if first == -1 else text.count("\n", first, last) + 1)
                self._counted = (start, line)
            return line, offset - start + 1
        if self._line_starts is None and self._counted_back + start - offset < _COUNT_BACK:
            # A little before it (a note's place, most often: 'previously defined here'): counted
            # back, in C, without moving the place kept; up to a megabyte in all, then indexed
            self._counted_back += start - offset
            text = self.text
            return line - text.count("\n", offset, start), offset - text.rfind("\n", 0, offset)
        starts = self.line_starts()
        line = bisect_right(starts, offset)
        return line, offset - starts[line - 1] + 1

    def place(self, offset: int) -> tuple[int, int, str]:
        """`line_col(offset)` and that line's `line_text`: a diagnostic's place and the line it echoes."""
        line, col = self.line_col(offset)
        return line, col, self._line_from(offset - col + 1)

    def line_count(self) -> int:
        return len(self.line_starts())

    def line_text(self, line: int) -> str:
        """The text of 1-based `line` without its line ending."""
        return self._line_from(self.line_starts()[line - 1])

    def _line_from(self, start: int) -> str:
        """The text of the line that begins at `start`, without its line ending."""
        end = self.text.find("\n", start)
        return (self.text[start:] if end == -1 else self.text[start:end]).rstrip("\r")
