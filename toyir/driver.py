"""Verifying a whole buffer: decode, split, parse and verify each chunk, collect diagnostics.

This is the Python API's entry point and what the CLI calls for each file.
"""

from __future__ import annotations

from collections import namedtuple

from toyir.diagnostics import Diagnostic, DiagnosticError, error
from toyir.fastparse import GiveUp, parse_fast
from toyir.ir import Module
from toyir.semantics import BY_NAME, SPEC, Semantics
from toyir.source import Source
from toyir.splitting import split_chunks
from toyir.verifier import verify


def decode(name: str, data: bytes) -> tuple[Source, Diagnostic | None]:
    """The bytes as a `Source`, and an error at the first byte that is not UTF-8, if any.

    Bad bytes are replaced (U+FFFD) so that the line can still be shown under the error.
    """
    try:
        return Source(name, data.decode("utf-8")), None
    except UnicodeDecodeError as e:
        offset = len(data[: e.start].decode("utf-8"))
        source = Source(name, data.decode("utf-8", errors="replace"))
        return source, error(offset, "input is not valid UTF-8", detail=f": {e.reason} (byte 0x{data[e.start]:02x})")


# One `// -----` chunk of a buffer (or all of it), checked: its offsets, its module if it parsed,
# and its diagnostics.
Chunk = namedtuple("Chunk", "start end module diagnostics")


def check_chunks(source: Source, *, split_marker: str | None = None, allow_unregistered: bool = False,
                 semantics: Semantics | str = SPEC) -> list[Chunk]:
    """Each chunk of `source` checked on its own; without `split_marker`, the whole buffer.

    `semantics` is `SPEC` or `MLIR` (toyir.semantics), or their names, "spec" and "mlir".
    """
    if isinstance(semantics, str):
        semantics = BY_NAME[semantics]
    if split_marker:
        ranges, near_misses = split_chunks(source.text, split_marker)
    else:
        ranges, near_misses = [(0, len(source.text))], []
    chunks = []
    for start, end in ranges:
        diagnostics = [w for w in near_misses if start <= w.offset < end]
        try:
            module = _parse(source, start, end)
        except DiagnosticError as e:
            chunks.append(Chunk(start, end, None, [*diagnostics, e.diagnostic]))
            continue
        diagnostics += verify(module, semantics, allow_unregistered=allow_unregistered)
        chunks.append(Chunk(start, end, module, sorted(diagnostics, key=lambda d: d.offset)))
    return chunks


def _parse(source: Source, start: int, end: int) -> Module:
    """The fast path where it applies; the grammar of record otherwise, and for every error."""
    try:
        return parse_fast(source.text, start, end)
    except GiveUp:
        from toyir.parser import parse  # deferred: Lark takes tens of milliseconds to import

        return parse(source, start, end)


def check(source: Source, **options) -> list[Diagnostic]:
    """Every diagnostic for `source`, in file order; options as for `check_chunks`."""
    return [d for chunk in check_chunks(source, **options) for d in chunk.diagnostics]
