"""`--split-input-file`: cut a buffer into chunks at a marker line, as mlir-opt does.

mlir-opt splits wherever the marker text occurs, even inside a line: the text before it stays
in the chunk above, the text after it (normally just the line's newline) opens the next one.
Chunks are offset ranges into the original text, so every diagnostic keeps the original file's
line and column.
"""

from __future__ import annotations

DEFAULT_MARKER = "// -----"


def split_chunks(text: str, marker: str = DEFAULT_MARKER) -> list[tuple[int, int]]:
    """The `(start, end)` offsets of each chunk of `text`, in order."""
    chunks = []
    start = 0
    found = text.find(marker)
    while found != -1:
        chunks.append((start, found))
        start = found + len(marker)
        found = text.find(marker, start)
    chunks.append((start, len(text)))
    return chunks
