"""Verifying a whole buffer: decode, split, parse and verify each chunk, collect diagnostics.

This is the Python API's entry point and what the CLI calls for each file.
"""

from __future__ import annotations

import os
from bisect import bisect_left
from collections import namedtuple

from toyir.diagnostics import Diagnostic, DiagnosticError, Note, error
from toyir.ir import Function, Module
from toyir.semantics import BY_NAME, SPEC, Semantics
from toyir.source import Source
from toyir.syntax.fastparse import GiveUp, iter_items
from toyir.syntax.splitting import split_chunks
from toyir.verifier import verify


def decode(name: str, data: bytes) -> tuple[Source, Diagnostic | None]:
    """The bytes as a `Source`, and an error at the first byte that is not UTF-8, if any.

    Bad bytes are replaced (U+FFFD) so that the line can still be shown under the error.
    """
    try:
        text = data.decode("utf-8")
        # A byte order mark, as some editors write, is read as a blank: columns stay the file's.
        return Source(name, " " + text[1:] if text.startswith("\ufeff") else text), None
    except UnicodeDecodeError as e:
        offset = len(data[: e.start].decode("utf-8"))
        source = Source(name, data.decode("utf-8", errors="replace"))
        return source, error(offset, "input is not valid UTF-8", detail=f": {e.reason} (byte 0x{data[e.start]:02x})")


# One `// -----` chunk of a buffer (or all of it), checked: its offsets, its module if it parsed,
# and its diagnostics.
Chunk = namedtuple("Chunk", "start end module diagnostics")


def check_chunks(source: Source, *, split_marker: str | None = None, allow_unregistered: bool = False,
                 semantics: Semantics | str = SPEC, keep_modules: bool = True) -> list[Chunk]:
    """Each chunk of `source` checked on its own; without `split_marker`, the whole buffer.

    `semantics` is `SPEC` or `MLIR` (toyir.semantics), or their names, "spec" and "mlir".
    Without `keep_modules`, each `Chunk.module` is None, and a large chunk is verified function
    by function, never held whole.
    """
    if isinstance(semantics, str):
        semantics = BY_NAME[semantics]
    if split_marker:
        ranges, near_misses = split_chunks(source.text, split_marker)
    else:
        ranges, near_misses = [(0, len(source.text))], []
    chunks = []
    miss_offsets = [w.offset for w in near_misses]  # in order, as the chunks are: bisect, not a scan per chunk
    for start, end in ranges:
        diagnostics = near_misses[bisect_left(miss_offsets, start):bisect_left(miss_offsets, end)]
        try:
            module, found = _parse_and_verify(source, start, end, semantics, allow_unregistered, keep_modules)
        except DiagnosticError as e:
            chunks.append(Chunk(start, end, None, [*diagnostics, e.diagnostic]))
            continue
        chunks.append(Chunk(start, end, module, sorted(diagnostics + found, key=lambda d: d.offset)))
    return chunks


def _parse_and_verify(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                      keep_module: bool) -> tuple[Module | None, list[Diagnostic]]:
    """The fast path where it applies; the grammar of record otherwise, and for every error."""
    # Not with mlir-opt's stopping rule: which errors it keeps depends on the whole chunk at once.
    if not keep_module and end - start >= PARALLEL_MIN_CHARS and not semantics.first_error_per_region:
        found = _verify_in_two(source.text, start, end, semantics, allow_unregistered)
        if found is not None:
            return None, found
    if keep_module:
        module = parse_source(source, start, end)
        return module, verify(module, semantics, allow_unregistered=allow_unregistered)
    try:  # one function at a time, through the fast path
        return None, verify(iter_items(source.text, start, end), semantics, allow_unregistered=allow_unregistered)
    except GiveUp:
        return None, verify(parse_source(source, start, end), semantics, allow_unregistered=allow_unregistered)


# A chunk this large (about 20 000 ops) is verified in two processes where the machine has two
# cores and can fork: each reads and checks half of the functions.
PARALLEL_MIN_CHARS = 2_000_000


def _verify_in_two(text: str, start: int, end: int, semantics: Semantics,
                   allow_unregistered: bool) -> list[Diagnostic] | None:
    """Verify a chunk made only of functions in two halves at once; None if it is not such a chunk.

    Functions are isolated: apart from their names, which must differ, each is verified alone,
    so the halves can be checked apart and their diagnostics merged.  Anything else at the top
    level (an op, a module) or anything the fast path gives up on: None, and the caller verifies
    the chunk in one piece.
    """
    if not hasattr(os, "fork") or (os.cpu_count() or 1) < 2:
        return None
    import pickle  # here, not at start-up: only large files need it
    middle = text.find("\nfunc.func ", (start + end) // 2, end)
    if middle == -1:
        return None
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: the second half
        os.close(read_end)
        try:
            result = _verify_functions(text, middle + 1, end, semantics, allow_unregistered)
        except BaseException:  # any surprise: the parent redoes the chunk in one piece
            result = None
        with os.fdopen(write_end, "wb") as pipe:
            pickle.dump(result, pipe)
        os._exit(0)
    os.close(write_end)
    try:
        first = _verify_functions(text, start, middle + 1, semantics, allow_unregistered)
    finally:
        with os.fdopen(read_end, "rb") as pipe:
            try:
                second = pickle.load(pipe)
            except Exception:  # the child died before it could answer
                second = None
        os.waitpid(pid, 0)
    if first is None or second is None:
        return None
    (first_found, first_names), (second_found, second_names) = first, second
    for name, offset in second_names.items():
        if name in first_names:
            second_found.append(error(offset, f"redefinition of symbol named '{name[1:]}'",
                                      Note("see existing symbol definition here", first_names[name])))
    return first_found + second_found


def _verify_functions(text: str, start: int, end: int, semantics: Semantics,
                      allow_unregistered: bool) -> tuple[list[Diagnostic], dict[str, int]] | None:
    """Verify `text[start:end]` if it holds only functions; with each name's first offset."""
    names: dict[str, int] = {}

    def functions_only():
        for item in iter_items(text, start, end):
            if not isinstance(item, Function):
                raise GiveUp
            names.setdefault(item.name, item.offset)
            yield item

    try:
        return verify(functions_only(), semantics, allow_unregistered=allow_unregistered), names
    except GiveUp:
        return None


def parse_source(source: Source, start: int = 0, end: int | None = None) -> Module:
    """`source.text[start:end]` as one module: by the fast path where it applies, by the grammar
    of record otherwise and for every error (raises DiagnosticError)."""
    try:
        return Module(tuple(iter_items(source.text, start, end)))
    except GiveUp:
        from toyir.syntax.parser import parse  # deferred: Lark takes tens of milliseconds to import

        return parse(source, start, end)


def check(source: Source, **options) -> list[Diagnostic]:
    """Every diagnostic for `source`, in file order; options as for `check_chunks`."""
    return [d for chunk in check_chunks(source, **options) for d in chunk.diagnostics]
