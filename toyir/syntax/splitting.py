"""`--split-input-file`: cut a buffer into chunks at a marker, as mlir-opt 22 does.

mlir-opt splits wherever the marker text occurs, even inside a line: the text before it stays
in the chunk above, the text after it (normally just the line's newline) opens the next one.
It also warns about near misses: it cuts at the marker less its last two characters, and where
those two do not follow (`// ----`), it keeps the text whole and warns.  Chunks are offset
ranges into the original text, so diagnostics keep the whole file's lines and columns.
"""

from __future__ import annotations

from toyir.diagnostics import Diagnostic, warning
from toyir.explanations import SPLIT_MARKER

DEFAULT_MARKER = "// -----"
_CHECKED = 2  # trailing marker characters checked after a cut, to spot near misses


def split_chunks(text: str, marker: str = DEFAULT_MARKER) -> tuple[list[tuple[int, int]], list[Diagnostic]]:
    """The `(start, end)` offsets of each chunk of `text`, and a warning per near miss.

    This follows mlir-opt's `splitAndProcessBuffer` step by step, quirks included: a cut counts
    only if the marker's last two characters follow it, then at least one more character that
    is not `0`; and a piece that arrives while the chunk being built is still empty (as at the
    start of a file that opens with the marker) is taken whole, unchecked.
    """
    stem, tail = (marker[:-_CHECKED], marker[-_CHECKED:]) if len(marker) > _CHECKED else (marker, "")
    pieces, start = [], 0
    found = text.find(stem)
    while found != -1:
        pieces.append((start, found))
        start = found + len(stem)
        found = text.find(stem, start)
    pieces.append((start, len(text)))

    chunks, warnings = [], []
    current = (0, 0)
    for piece_start, piece_end in pieces:
        if current[0] == current[1]:
            current = (piece_start, piece_end)
            continue
        after = piece_start + len(tail)
        if text.startswith(tail, piece_start) and after < piece_end and text[after] != "0":
            chunks.append(current)
            current = (after, piece_end)
        else:
            warnings.append(warning(piece_start, "near miss with file split marker", code=SPLIT_MARKER))
            current = (current[0], piece_end)
    if current[0] != current[1]:
        chunks.append(current)
    return chunks, warnings
