"""Verifying a whole buffer: decode, split, parse and verify each chunk, collect diagnostics.

This is the Python API's entry point and what the CLI calls for each file.
"""

from __future__ import annotations

from dataclasses import dataclass

from toyir.diagnostics import Diagnostic, DiagnosticError, error
from toyir.ir import Module
from toyir.parser import parse
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


@dataclass(frozen=True)
class Chunk:
    """One `// -----` chunk of a buffer (or all of it), checked: its module, if it parsed."""

    start: int
    end: int
    module: Module | None
    diagnostics: list[Diagnostic]


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
            module = parse(source, start, end)
        except DiagnosticError as e:
            chunks.append(Chunk(start, end, None, [*diagnostics, e.diagnostic]))
            continue
        diagnostics += verify(module, semantics, allow_unregistered=allow_unregistered)
        chunks.append(Chunk(start, end, module, sorted(diagnostics, key=lambda d: d.offset)))
    return chunks


def check(source: Source, **options) -> list[Diagnostic]:
    """Every diagnostic for `source`, in file order; options as for `check_chunks`."""
    return [d for chunk in check_chunks(source, **options) for d in chunk.diagnostics]
