"""Verifying a whole buffer, in the order it flows: decode its bytes, split it into chunks, read
each (toyir.reading), verify it, and report what it earns, chunk by chunk.

This is the Python API's entry point and what the CLI calls for each file.  A large chunk is
verified without being held whole (toyir.parallel: two processes, or columns) and writes its
diagnostics through a spool (toyir.spooling); a small file imports neither.
"""

from __future__ import annotations

from bisect import bisect_left

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from mmap import mmap

    from toyir.spooling import _Spool

from toyir.diagnostics import Diagnostic, DiagnosticError, error, file_order
from toyir.explanations import NOT_UTF8
from toyir.ir import Module
from toyir.reading import (_fragments, _located, _verify_after_giving_up, check_location_aliases, dialect_syntax_error,
                           parse_source, stopping_where_mlir_opt_does, verify_read)
from toyir.records import record
from toyir.reporting import Output, Render, _rendered
from toyir.semantics import BY_NAME, SPEC, Semantics
from toyir.source import Source
from toyir.syntax.context import ParseContext
from toyir.syntax.fastparse import GiveUp, iter_ops
from toyir.syntax.splitting import split_chunks
from toyir.traits.base import with_teaching_notes
from toyir.verifier import reported, verify


def decode(name: str, data: bytes | mmap) -> tuple[Source, Diagnostic | None]:
    """The bytes (or a mapped file's) as a `Source`, and an error at the first byte that is not
    UTF-8, if any.

    Bad bytes are replaced (U+FFFD) so that the line can still be shown under the error.
    """
    try:
        text = str(data, "utf-8")
        return Source.from_text(name, text), None
    except UnicodeDecodeError as e:
        offset = len(str(data[: e.start], "utf-8"))
        source = Source.from_text(name, str(data, "utf-8", "replace"))
        return source, error(offset, "input is not valid UTF-8", detail=f": {e.reason} (byte 0x{data[e.start]:02x})",
                             code=NOT_UTF8)


# One `// -----` chunk of a buffer (or all of it), checked: its offsets, its module if it parsed,
# and its diagnostics.
Chunk = record("Chunk", "start end module diagnostics")


def check_chunks(source: Source, *, split_marker: str | None = None, allow_unregistered: bool = False,
                 semantics: Semantics | str = SPEC, keep_modules: bool = True,
                 render: Render | None = None, teaching_notes: bool = True, output: Output | None = None
                 ) -> list[Chunk]:
    """Each chunk of `source` checked on its own; without `split_marker`, the whole buffer.

    `semantics` is `SPEC` or `MLIR` (toyir.semantics), or their names, "spec" and "mlir".
    Without `keep_modules`, each `Chunk.module` is None, and a large chunk is verified function
    by function, never held whole.  With `render` (a diagnostic's text for output), each
    chunk's diagnostics come as `Rendered` records, in the same order: a chunk verified in two
    processes has each half's written in its own process, so a file with many errors is
    formatted on both cores.  Without `teaching_notes`, the traits that make teaching notes do
    not make them (`toyir.traits.teaching`); a dialect's own trait may still attach some.
    With `output` (and `render`), each chunk's diagnostics are written there, in file order, as
    soon as they are known to stand, and each `Chunk.diagnostics` is empty.
    """
    return with_teaching_notes(teaching_notes, lambda: _check_chunks(source, split_marker, allow_unregistered,
                                                                     semantics, keep_modules, render, output))


def _check_chunks(source: Source, split_marker: str | None, allow_unregistered: bool, semantics: Semantics | str,
                  keep_modules: bool, render: Render | None, output: Output | None) -> list[Chunk]:
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
        # a near miss of a split marker would have to be merged into what a spool holds
        streamed = None if diagnostics or render is None else output
        try:
            module, found = _parse_and_verify(source, start, end, semantics, allow_unregistered, keep_modules, render,
                                              streamed)
        except DiagnosticError as e:
            chunks.append(Chunk(start, end, None, _rendered([*diagnostics, e.diagnostic], render)))
        else:
            chunks.append(Chunk(start, end, module, _rendered(sorted(diagnostics + found, key=file_order),
                                                              render)))
        if output is not None and render is not None:
            output.write(chunks[-1].diagnostics)
            chunks[-1] = chunks[-1]._replace(diagnostics=[])
    return chunks


# A chunk this large (about 20 000 ops) is verified by toyir.parallel, unless it must be kept
# whole: in two processes where this process may run on two cores and can fork, each reading
# and checking half of the functions; else, if larger still, in columns (COLUMNS_MIN_CHARS).
PARALLEL_MIN_CHARS = 2_000_000


# A chunk this large (about 10 000 ops) that writes its diagnostics to an `Output` spools them
# (toyir.spooling): a spool is for a chunk whose diagnostics would not fit comfortably in
# memory.  A smaller one holds them, and imports neither the spool nor tempfile: a chunk just
# under this size, of short ops each wrong, holds 15 000 errors with their notes in about
# 11 MB (measured), about what a spool kept in memory before it went to disk (8 MB of text).
SPOOL_MIN_CHARS = 1 << 20


def _parse_and_verify(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                      keep_module: bool, render: Render | None = None, output: Output | None = None
                      ) -> tuple[Module | None, list]:
    """The chunk read (toyir.reading: the grammar of record only for an error) and verified.
    With `output`, what the chunk earns may be written there as it is found (and not returned)."""
    for text_check in semantics.registry.text_checks:  # what MLIR checks as it reads (raise DiagnosticError)
        text_check(source, start, end)
    if keep_module:
        module = parse_source(source, start, end)
        if semantics.first_error_per_region and dialect_syntax_error(source.text, start, end) is not None:
            # mlir-opt's parser stops there: no module, the ops before it read as it reads them
            ops = stopping_where_mlir_opt_does(iter(module.body), source.text, start, end, source=source,
                                               semantics=semantics)
            return None, reported(*verify_read(ops, ParseContext(), semantics, allow_unregistered=allow_unregistered),
                                  semantics)
        return module, verify(module, semantics, allow_unregistered=allow_unregistered)
    # A location alias never defined is a parse error, which comes alone; the chunk's text
    # says at once whether it may have one (whichever way the chunk is then read).
    check_location_aliases(source, start, end, dialects_first=semantics.first_error_per_region)
    if end - start >= PARALLEL_MIN_CHARS:
        from toyir.parallel import verify_large_chunk  # deferred: only a large chunk needs processes or columns

        found = verify_large_chunk(source, start, end, semantics, allow_unregistered, render, output)
        if found is not None:
            return None, found
    if end - start < SPOOL_MIN_CHARS:
        return None, _verify_streamed(source, start, end, semantics, allow_unregistered, render, None, None)
    from toyir.spooling import _Spool, _spool_file  # deferred: only a large chunk is spooled

    file = _spool_file(output, render, semantics, in_memory_first=True)
    try:
        spool = None if file is None or render is None else _Spool(file, render)
        return None, _verify_streamed(source, start, end, semantics, allow_unregistered, render, output, spool)
    finally:
        if file is not None:
            file.close()


def _verify_streamed(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                     render: Render | None, output: Output | None, spool: _Spool | None) -> list:
    """A chunk read and verified one function at a time, through the fast path; with a `spool`,
    what each function earns is written there as it is checked, then copied to `output` with
    the rest in its place, and nothing is returned."""
    context = ParseContext()
    removable: list[tuple[int, int]] = []
    try:
        ops = iter_ops(source.text, start, end, context, _fragments(source, context), removable)
        if semantics.first_error_per_region:
            ops = stopping_where_mlir_opt_does(ops, source.text, start, end, source=source, semantics=semantics)
        found = reported(*verify_read(ops, context, semantics, allow_unregistered=allow_unregistered,
                                      release=True, sink=None if spool is None else spool.write), semantics)
    except GiveUp:
        return _verify_after_giving_up(source, start, end, semantics, allow_unregistered, removable)
    except OSError:  # a spool that cannot be written (a full disk): the chunk again, held
        if spool is None:
            raise
        return _verify_streamed(source, start, end, semantics, allow_unregistered, render, None, None)
    if spool is None or output is None:
        return _located(found, context.location)
    # What the sink kept and what other top-level ops earned, among or after the functions'
    rest = _located(sorted(spool.kept + found, key=file_order), context.location)
    spool.copy(output, _rendered(rest, render))
    return []


def check(source: Source, **options) -> list[Diagnostic]:
    """Every diagnostic for `source`, in file order; options as for `check_chunks`."""
    return [d for chunk in check_chunks(source, **options) for d in chunk.diagnostics]
