"""A regex compiled on its first use: a small file needs few of the fast path's patterns (nor
the ones only JSON, SARIF, printing or the language server use), and compiling them all would
cost every start-up several milliseconds.

It is a module of its own, at the bottom of the pipeline, so that any module may declare its
patterns this way, and because `toyir.syntax.fastparse` may be compiled (the optional mypyc
build, README.md): a compiled class cannot fill its own slots on first use, as this one does.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from typing import Any


class LazyPattern:
    """`re.compile(source)`'s `match`, `fullmatch`, `search`, `findall`, `finditer` and `scanner`,
    compiled when first asked for."""

    __slots__ = ("_source", "match", "fullmatch", "search", "findall", "finditer", "scanner")

    def __init__(self, source: str) -> None:
        self._source = source

    def __getattr__(self, name: str) -> Any:  # only while the slots are empty
        compiled = re.compile(self._source)
        self.match, self.fullmatch, self.search = compiled.match, compiled.fullmatch, compiled.search
        self.findall, self.finditer = compiled.findall, compiled.finditer
        self.scanner = compiled.scanner  # type: ignore[attr-defined]  # (CPython's, undocumented: matches one after another)
        return getattr(compiled, name)
