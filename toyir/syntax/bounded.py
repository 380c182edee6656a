"""Caches of texts read, bounded: a long-lived process (the language server) keeps a bounded
memory however many texts it reads and however long each is.

It is a module of its own, below the readers that remember texts (the fast path, the reader,
the builder's checks, quant's types, IRDL's constraints), so that each bounds its caches the
same way.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from typing import Any

CACHE_LIMIT = 1 << 16  # distinct texts per cache: a long-lived process stays bounded
# and, for long texts, their characters per cache: a long-lived process (the LSP) stays within a
# few MB per cache however long each text is (only texts longer than LONG_TEXT are counted, so
# that the common short one costs no more than the count)
LONG_TEXT = 256
CACHE_CHARS = 1 << 21
CHARS: dict[int, int] = {}  # a cache's id -> the characters of the long texts it holds


def bounded(cache: Any, text: str) -> Any:
    """`cache`, emptied first if `text` would fill it, by count or by the characters of its long
    texts: a long-lived process (the LSP) keeps a bounded memory however long each text is (each
    edit of an op of 20,000 operands added 0.85 MB when only the count was bounded)."""
    if len(cache) >= CACHE_LIMIT:
        cache.clear()
        CHARS[id(cache)] = 0
    if len(text) > LONG_TEXT:
        held = CHARS.get(id(cache), 0) + len(text)
        if held > CACHE_CHARS:
            cache.clear()
            held = len(text)
        CHARS[id(cache)] = held
    return cache
