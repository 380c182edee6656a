"""Verifying a whole buffer: decode, split, parse and verify each chunk, collect diagnostics.

This is the Python API's entry point and what the CLI calls for each file.
"""

from __future__ import annotations

from toyir.diagnostics import Diagnostic, DiagnosticError, error
from toyir.parser import parse
from toyir.registry import Registry
from toyir.dialects import DEFAULT_REGISTRY
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
        return source, error(offset, f"input is not valid UTF-8: {e.reason} (byte 0x{data[e.start]:02x})")


def check(source: Source, *, split_marker: str | None = None, allow_unregistered: bool = False,
          registry: Registry = DEFAULT_REGISTRY) -> list[Diagnostic]:
    """Every diagnostic for `source`, in file order; each `split_marker` chunk is checked on its own."""
    chunks = split_chunks(source.text, split_marker) if split_marker else [(0, len(source.text))]
    diagnostics: list[Diagnostic] = []
    for start, end in chunks:
        try:
            module = parse(source, start, end)
        except DiagnosticError as e:
            diagnostics.append(e.diagnostic)
            continue
        diagnostics.extend(verify(module, registry, allow_unregistered=allow_unregistered))
    return diagnostics
