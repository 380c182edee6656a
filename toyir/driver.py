"""Verifying a whole buffer: decode, split, parse and verify each chunk, collect diagnostics.

This is the Python API's entry point and what the CLI calls for each file.
"""

from __future__ import annotations

import os
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from itertools import accumulate

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from mmap import mmap
    from typing import Any

from toyir.diagnostics import Diagnostic, DiagnosticError, Severity, error, file_order
from toyir.explanations import NOT_UTF8
from toyir.ir import FUNC_OP, Module, Operation, StringAttr, Type, symbol_key
from toyir.records import record
from toyir.semantics import BY_NAME, SPEC, Semantics
from toyir.source import Source
from toyir.syntax.context import ParseContext, resolve_locations
from toyir.syntax.fastparse import Fragment, GiveUp, blank_out, iter_ops
from toyir.syntax.reader import read_item, read_rule
from toyir.syntax.splitting import split_chunks
from toyir.traits.base import with_teaching_notes
from toyir.verifier import (Alone, Externals, SymbolUse, TopLevelPart, apart, check_symbol_uses, join_alone,
                            merge_alone, merge_top_level_parts, part_names, reported, shifted, symbol_redefined,
                            symbol_references, verify, verify_parts, verify_top_level_part)


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

# A diagnostic as the caller's `render` wrote it, with what ordering and the verdict need: what
# `check_chunks(render=...)` gives, made in whichever process found the diagnostic.
Rendered = record("Rendered", "severity offset output")
Render = Callable[[Diagnostic], str]


class Output:
    """Where `check_chunks(output=...)` writes each chunk's rendered diagnostics, in file order,
    once the chunk is known to parse, and how many of them were errors.

    Where every diagnostic is reported (`spec`), a chunk read a function at a time is written
    as it is checked, a function at a time, to a temporary file (one per process, where it is
    verified in two), then copied here: a file with a million errors is never held in memory
    (mlir-opt holds its diagnostics; a chunk that does not parse reports only its syntax error,
    so nothing is written before the chunk is read whole)."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.errors = 0

    def write(self, rendered: list) -> None:
        self.stream.writelines([r.output for r in rendered])
        self.errors += _errors(rendered)

    def copy(self, spool: Any, spooled: _Spooled, inserted: list | tuple = (), piece: int | None = None) -> None:
        """What a process spooled (`_Spool`), or only what it spooled for the `piece`-th piece
        it claimed, with each of `inserted` (rendered, in file order) before the first
        diagnostic there at or after it."""
        begin, end = (_Mark(0, 0, 0, 0), spooled.marks[-1]) if piece is None else spooled.marks[piece:piece + 2]
        self.errors += end.errors - begin.errors
        # ASCII in a file, as nearly always, is copied as it is by a stream that can take it
        # (the command's standard error, `copy_ascii`): 31 MB in 1 ms, where reading it back as
        # text and writing that took 7 to 20.
        copy_ascii = getattr(self.stream, "copy_ascii", None)
        if spooled.ascii and not inserted and copy_ascii is not None and hasattr(spool, "fileno"):
            spool.flush()
            if copy_ascii(spool.fileno(), end.bytes - begin.bytes, begin.bytes):
                return
        spool.seek(begin.bytes)  # a text file's position: for UTF-8, where its bytes are
        at = begin.size
        for rendered in inserted:
            index = bisect_left(spooled.firsts, rendered.offset, begin.writes, end.writes)
            to = spooled.positions[index] if index < end.writes else end.size
            _copy(spool, self.stream, to - at)
            at = to
            self.write([rendered])
        _copy(spool, self.stream, end.size - at)


def _errors(diagnostics: list) -> int:
    """How many of `diagnostics` (or of their `Rendered` records) are errors."""
    return [d.severity for d in diagnostics].count(Severity.ERROR)  # a list and C's count: one per wrong op


def _copy(spool: Any, stream: Any, count: int) -> None:
    """`count` characters of `spool` to `stream`, a megabyte at a time."""
    while count > 0:
        text = spool.read(min(count, 1 << 20))
        if not text:
            return
        stream.write(text)
        count -= len(text)


class _Spool:
    """A chunk's (or a process's pieces') rendered diagnostics, written to a file as each
    function is checked (a `verify_parts` sink), with where each function's begin (each
    diagnostic's, where more of its own come later), and where each piece's do (`mark`):
    `Output` copies them from there.  From the first diagnostic at a location alias
    (`loc(#name)`, which the chunk may define further on: mlir-opt prints them at its end), the
    rest is `kept`, not written."""

    def __init__(self, file: Any, render: Render) -> None:
        self.file, self.render = file, render
        self.errors = self.size = self.bytes = 0
        self.ascii = True  # every character written was ASCII: a character is a byte in the file
        self.firsts: list[int] = []
        self.positions: list[int] = []
        self.marks: list[_Mark] = []
        self.kept: list[Diagnostic] = []

    def mark(self) -> None:
        """Where the next piece's diagnostics begin."""
        self.marks.append(_Mark(len(self.firsts), self.size, self.bytes, self.errors))

    def write(self, diagnostics: list[Diagnostic], placed: bool = False) -> None:
        """Write a function's `diagnostics`; where more of its own will come later (its calls',
        once their callees are known: `placed`), with where each begins, so that those go in
        among them in file order."""
        if self.kept or str in {type(d.location) for d in diagnostics}:
            self.kept += diagnostics
            return
        texts = [self.render(d) for d in diagnostics]
        text = "".join(texts)
        if placed:
            self.firsts += [d.offset for d in diagnostics]
            self.positions += accumulate(map(len, texts[:-1]), initial=self.size)
        else:
            self.firsts.append(diagnostics[0].offset)
            self.positions.append(self.size)
        self.file.write(text)
        self.size += len(text)
        if text.isascii():
            self.bytes += len(text)
        else:
            self.ascii = False
            self.bytes += len(text.encode("utf-8", "surrogatepass"))  # as the file encodes it
        self.errors += _errors(diagnostics)

    def summary(self) -> _Spooled:
        self.file.flush()
        self.mark()  # where the last piece ends
        return _Spooled(self.errors, self.firsts, self.positions, self.size, self.ascii, self.marks)


_Spooled = record("_Spooled", "errors firsts positions size ascii marks")
# What a spool held when a piece began: its writes (functions, or diagnostics), characters,
# bytes and errors.
_Mark = record("_Mark", "writes size bytes errors")


def _rendered(diagnostics: list, render: Render | None) -> list:
    """`diagnostics`, each written by `render` (if given) unless it already is."""
    if render is None:
        return diagnostics
    return [d if type(d) is Rendered else Rendered(d.severity, d.offset, render(d)) for d in diagnostics]


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


def _parse_and_verify(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                      keep_module: bool, render: Render | None = None, output: Output | None = None
                      ) -> tuple[Module | None, list]:
    """The fast path where it applies; the grammar of record otherwise, and for every error.
    With `output`, what the chunk earns may be written there as it is found (and not returned)."""
    if not keep_module and end - start >= PARALLEL_MIN_CHARS:
        if _two_processes():
            found = _verify_in_two(source, start, end, semantics, allow_unregistered, render, output)
        else:
            found = (_verify_top_level_alone(source, start, end, semantics, allow_unregistered)
                     if end - start >= COLUMNS_MIN_CHARS else None)
        if found is not None:
            return None, found
    if keep_module:
        module = parse_source(source, start, end)
        return module, verify(module, semantics, allow_unregistered=allow_unregistered)
    file = _spool_file(output, render, semantics, in_memory_first=True)
    try:
        return None, _verify_streamed(source, start, end, semantics, allow_unregistered, render, output, file)
    finally:
        if file is not None:
            file.close()


def _verify_streamed(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                     render: Render | None, output: Output | None, file: Any) -> list:
    """A chunk read and verified one function at a time, through the fast path; with a spool
    `file`, what each function earns is written there as it is checked, then copied to
    `output` with the rest in its place, and nothing is returned."""
    context = ParseContext()
    removable: list[tuple[int, int]] = []
    spooled = None if file is None or render is None else _Spool(file, render)
    try:
        found = verify(iter_ops(source.text, start, end, context, _fragments(source, context), removable),
                       semantics, allow_unregistered=allow_unregistered, release=True,
                       sink=None if spooled is None else spooled.write)
    except GiveUp:
        return _verify_after_giving_up(source, start, end, semantics, allow_unregistered, removable)
    except OSError:  # a spool that cannot be written (a full disk): the chunk again, held
        if spooled is None:
            raise
        return _verify_streamed(source, start, end, semantics, allow_unregistered, render, None, None)
    if spooled is None or output is None:
        return _located(found, context)
    # What the sink kept and what other top-level ops earned, among or after the functions'
    rest = _located(sorted(spooled.kept + found, key=file_order), context)
    output.copy(file, spooled.summary(), _rendered(rest, render))
    return []


def _verify_after_giving_up(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                            removable: list[tuple[int, int]]) -> list[Diagnostic]:
    """What the chunk earns once the fast path gave up on it, having read `removable`: its
    syntax error (DiagnosticError), found by the grammar with those spans blanked out, or, if it
    has none, its diagnostics, the grammar having read it whole."""
    context = ParseContext()
    module = _parse_after_fast_path(source, start, end, removable, context)
    return _located(verify(module, semantics, allow_unregistered=allow_unregistered), context)


def _located(diagnostics: list[Diagnostic], context: ParseContext) -> list[Diagnostic]:
    """Diagnostics whose op had `loc(#alias)`, with the location the chunk defined for it."""
    return [d._replace(location=context.location(d.location)) if isinstance(d.location, str) else d
            for d in diagnostics]


def _fragments(source: Source, context: ParseContext) -> Fragment:
    """What the fast path calls for a piece of a line it does not read itself, or for an item
    that is not one line (`item`): the reader reads it; where the reader does not accept it,
    the whole chunk goes to the grammar, which says where and why."""
    def fragment(rule: str, start: int, end: int) -> object:
        if rule == "item":
            return read_item(source.text, start, end, context)
        return read_rule(source.text, rule, start, end, context)
    return fragment


def _parse(source: Source, start: int, end: int | None, context: ParseContext) -> Module:
    """The chunk read by the reader, or where it does not accept it, by the grammar of record,
    which reads it or raises its first syntax error."""
    end = len(source.text) if end is None else end
    try:
        module = read_rule(source.text, "start", start, end, context)
    except GiveUp:
        from toyir.syntax.parser import parse  # deferred: Lark takes tens of milliseconds to import

        context.reset()
        return parse(source, start, end, context)
    resolve_locations(module.body, context)
    return module  # type: ignore[no-any-return]


def _parse_after_fast_path(source: Source, start: int, end: int, removable: list[tuple[int, int]],
                           context: ParseContext) -> Module:
    """The chunk, read by the grammar after the fast path gave up on it.

    Most often the chunk has an error: the grammar first reads it with the ops the fast path
    already read blanked out (`blank_out`), which costs little more than the lines around the
    error and gives the same diagnostic.  Only if that text parses (an op spread over lines,
    say) does the grammar read the whole chunk."""
    try:  # an op over several lines, say: the reader reads the chunk whole
        module = read_rule(source.text, "start", start, end, context)
    except GiveUp:
        context.reset()
    else:
        resolve_locations(module.body, context)
        return module  # type: ignore[no-any-return]
    found = _first_syntax_error(source, start, end, removable)
    if found is not None:
        raise DiagnosticError(found)
    return _parse(source, start, end, context)


def _first_syntax_error(source: Source, start: int, end: int, removable: list[tuple[int, int]]) -> Diagnostic | None:
    """The chunk's first syntax error, found by the grammar with what the fast path read
    blanked out; None if the blanked text parses (or nothing was read: the caller parses).
    What is blanked is a copy of the chunk alone (where not every span read opens it), not of
    the whole buffer: a piece of a large file is a few kilobytes of it."""
    if not removable:
        return None
    text = source.text[start:end]  # the buffer itself, not a copy, when the chunk is all of it
    blanked, first = blank_out(text, 0, [(span_start - start, span_end - start) for span_start, span_end in removable])
    try:
        _parse(Source(source.name, blanked), first, len(text), ParseContext())
    except DiagnosticError as e:
        return shifted(e.diagnostic, start)
    return None


# A chunk this large (about 20 000 ops) is verified in two processes where this process may run
# on two cores and can fork: each reads and checks half of the functions.
PARALLEL_MIN_CHARS = 2_000_000


# A chunk of top-level ops this large (about 150 000 ops) is checked in columns where it is
# checked in one process (`_verify_top_level_alone`): the region held whole takes about 2 KB an
# op (1M ops: 1.8 GB, mlir-opt 1.2), the columns half that, for up to a tenth more time in
# pure Python (none compiled), which a smaller chunk is not worth.
COLUMNS_MIN_CHARS = 16_000_000


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity), not merely those the machine has."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _two_processes() -> bool:
    """Whether a large chunk may be verified in two processes: this one may run on two cores and fork."""
    return hasattr(os, "fork") and usable_cores() >= 2


def _verify_in_two(source: Source, start: int, end: int, semantics: Semantics,
                   allow_unregistered: bool, render: Render | None = None, output: Output | None = None) -> list | None:
    """Verify a chunk in two processes at once, if it is one of two kinds; None if it is not.
    The caller has made sure that two processes may run (`_two_processes`).

    A chunk of functions only: functions are isolated, so apart from their names, which must
    differ, each is verified alone, and the processes' diagnostics join
    (`_verify_functions_in_two`).  A chunk of ops without regions only: each half is checked as
    far as it can be alone, and the values that cross the cut are checked when the halves join
    (`merge_top_level_parts`; halves that share no name are each merged alone, in their own
    process).  Anything else at the top level (a module, an alias, a function among ops): None,
    and the caller verifies the chunk in one piece.
    """
    text = source.text
    if text.find("\nfunc.func ", (start + end) // 2, end) != -1:
        return _verify_functions_in_two(source, start, end, semantics, allow_unregistered, render, output)
    # the first line after the middle that starts an op at the top level
    middle = min((at for at in (text.find("\n%", (start + end) // 2, end),
                                text.find('\n"', (start + end) // 2, end)) if at != -1), default=-1)
    if middle == -1:
        return None
    try:
        first, second = _in_two_processes(_verify_top_level_ops,
                                          (source, start, middle + 1, semantics, allow_unregistered),
                                          (source, middle + 1, end, semantics, allow_unregistered), talk=True)
        if first is None or second is None:
            return None
        part, alone = first
        if isinstance(second, Alone):
            return reported(*join_alone([alone, second]), semantics)
        merged = merge_top_level_parts([part, second], semantics)
        return None if merged is None else reported(*merged, semantics)
    finally:
        _reap_exiting()


def _verify_functions_in_two(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                             render: Render | None, output: Output | None) -> list | None:
    """`_verify_in_two` for a chunk that has a function after its middle: cut into pieces of
    whole functions (`_pieces`), which the two processes claim in turn (`_Claims`), so that
    they end about together whatever the functions cost and whatever else takes a core.  With
    `render`, each process writes its own diagnostics; with `output` too (where every
    diagnostic is reported), each spools them as it goes, then each piece's are written there
    in file order, and none is returned.  None if the chunk holds anything but functions."""
    pieces = _pieces(source.text, start, end)
    spools = None
    # Files from the start, both (the child's is one it writes, and this process reads): made
    # before the fork without importing tempfile (a spool in memory first would import it in
    # this process's part, on the way to the end)
    files = (_spool_file(output, render, semantics, in_memory_first=False),
             _spool_file(output, render, semantics, in_memory_first=False))
    if None in files:  # both or none
        for file in files:
            if file is not None:
                file.close()
    else:
        spools = files
    claims = _Claims(len(pieces))
    try:
        first, second = _in_two_processes(
            _verify_functions, *((source, pieces, claims, semantics, allow_unregistered, render, file)
                                 for file in spools or (None, None)),
            packed=render is not None and not spools, talk=True)
        if first is None or second is None:
            return None
        gave_up = [answer for answer in (first, second) if isinstance(answer, _GaveUp)]
        if gave_up:
            # The fast path gave up on a piece (most often at a syntax error).  The pieces before
            # the first such were claimed before it and read whole: whole functions at the top
            # level, followed by that piece.  The syntax error its process found in it is the
            # chunk's first, found in parallel.  Else the grammar reads the chunk with all of
            # that and what both processes read of the rest blanked out, and says what is wrong.
            earliest = min(gave_up, key=lambda answer: answer.piece)
            if earliest.error is not None:
                raise DiagnosticError(earliest.error)
            cut = pieces[earliest.piece][0]
            removable = [(start, cut)] if cut > start else []
            for answer in (first, second):  # a span of one process's pieces may run on past the cut
                spans = answer.read if isinstance(answer, _GaveUp) else answer[3]
                removable += [(max(span_start, cut), span_end) for span_start, span_end in spans if span_end > cut]
            return verify(_parse_after_fast_path(source, start, end, removable, ParseContext()), semantics,
                          allow_unregistered=allow_unregistered)
        (first_found, first_names, first_claimed, _, first_symbols, first_users), \
            (second_found, second_names, second_claimed, _, second_symbols, second_users) = first, second
        redefinitions = _redefinitions(first_names, second_names)
        if semantics.first_error_per_region:  # as mlir-opt: once every function verified, the first
            redefinitions = [] if first_found[0] or second_found[0] else redefinitions[:1]
        # The top level's symbol users are checked once its symbols are known: a callee may be in the other half.
        failed = bool(redefinitions) or (not spools and bool(first_found[0] or second_found[0]))
        joined = _rendered(sorted(redefinitions + check_symbol_uses(
            (first_symbols, second_symbols), first_users + second_users, semantics, failed, allow_unregistered),
            key=file_order), render)
        if spools and output is not None:
            claimed = {piece: (spools[0], first_found, n) for n, piece in enumerate(first_claimed)}
            claimed.update({piece: (spools[1], second_found, n) for n, piece in enumerate(second_claimed)})
            if sorted(claimed) != list(range(len(pieces))):
                return None  # never: every piece is claimed, once
            at = 0
            for piece, (_, piece_end) in enumerate(pieces):
                spool, spooled, n = claimed[piece]
                inserted = at
                while at < len(joined) and joined[at].offset < piece_end:
                    at += 1
                output.copy(spool, spooled, joined[inserted:at], n)
            return []
        # Functions are isolated in mlir-opt too: its verifier checks them all, each to its first
        # error, so the processes' parts join as the whole chunk's would.
        # A redefinition goes before what its function earns at its offset, as one process reports it.
        return reported(joined + first_found[0] + second_found[0], first_found[1] + second_found[1], semantics)
    finally:
        claims.close()
        for spool in spools or ():
            spool.close()
        _reap_exiting()


def _pieces(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """`text[start:end]`, a chunk with functions, cut before functions at the top level into
    the pieces `_verify_functions_in_two` hands out: a quarter of what is left each, down to a
    256th of the chunk, so that the last are small (two processes end about together) and few
    (at most 255: a piece's number is a byte)."""
    cuts = [start]
    least = max((end - start) // 256, 1)
    while len(cuts) < 255:
        cut = text.find("\nfunc.func ", cuts[-1] + max((end - cuts[-1]) // 4, least), end)
        if cut == -1:
            break
        cuts.append(cut + 1)
    return list(zip(cuts, [*cuts[1:], end]))


class _Claims:
    """The pieces of a chunk, handed out in order to whichever process asks first: a pipe made
    before the fork, holding each piece's number as a byte.  A read of one byte from a pipe is
    atomic: each piece is claimed once."""

    def __init__(self, count: int) -> None:
        self.count = count
        self.fd, write = os.pipe()
        try:
            os.write(write, bytes(range(count)))  # at most 255 bytes: a pipe holds 4 KiB or more
        finally:
            os.close(write)

    def __iter__(self) -> Iterator[int]:
        while token := os.read(self.fd, 1):
            yield token[0]

    def give_up(self) -> None:
        """Claim every piece left: the other process stops at its next claim."""
        while os.read(self.fd, 256):
            pass

    def close(self) -> None:
        os.close(self.fd)


def _redefinitions(*parts: dict[str, list[int]]) -> list[Diagnostic]:
    """Each function name's definitions after its first, in file order, from the names that
    parts of a chunk of functions defined where (each checked without its symbols: a part's
    first definition of a name may not be the chunk's)."""
    offsets: dict[str, list[int]] = {}
    for names in parts:
        for name, defined in names.items():
            offsets.setdefault(name, []).extend(defined)
    found = []
    for name, defined in offsets.items():
        if len(defined) > 1:
            first = min(defined)
            found += [symbol_redefined(name, offset, first) for offset in defined if offset != first]
    return sorted(found, key=file_order)


def _spool_file(output: Output | None, render: Render | None, semantics: Semantics, in_memory_first: bool) -> Any:
    """Where a chunk's diagnostics are spooled (`_Spool`), if they are written to an `output`
    and every one is reported (None otherwise, or if no temporary file can be made: they are
    held then).  In memory until it is large, or a file from the start: one a forked child
    writes must be one its parent can read."""
    if output is None or render is None or semantics.first_error_per_region:
        return None
    if in_memory_first:
        return _SpoolMadeOnWrite()
    try:
        return _temporary_file(False)
    except OSError:
        return None


def _temporary_file(in_memory_first: bool) -> Any:
    # Our own files, read back by us: any text a dialect's message holds (a lone surrogate too)
    # crosses them as it is, and meets the output's own error handling there.
    options: dict[str, Any] = {"encoding": "utf-8", "newline": "", "errors": "surrogatepass"}
    unnamed = None if in_memory_first else _unnamed_file()
    if unnamed is not None:
        return open(unnamed, "w+", **options)
    import tempfile  # here, not at start-up: only a file with errors needs it

    return (tempfile.SpooledTemporaryFile(8 << 20, "w+", **options) if in_memory_first
            else tempfile.TemporaryFile("w+", **options))


def _unnamed_file() -> int | None:
    """A file without a name, as tempfile.TemporaryFile makes one on Linux (O_TMPFILE), in the
    first directory it would try (TMPDIR, TEMP, TMP, else /tmp), but without importing tempfile:
    with shutil and random, about 7 ms that a large file's two processes waited for before
    they fork.  None where it cannot be made so: tempfile then finds a directory that serves."""
    flag = getattr(os, "O_TMPFILE", None)
    if flag is None:
        return None
    directory = next((os.environ[name] for name in ("TMPDIR", "TEMP", "TMP") if os.environ.get(name)), "/tmp")
    try:
        return os.open(directory, flag | os.O_RDWR | os.O_EXCL, 0o600)
    except OSError:
        return None


class _SpoolMadeOnWrite:
    """A spool in memory until it is large, made when the first diagnostic is written to it: a
    file that earns none never imports tempfile (with shutil and random, about 7 ms of a start
    that is 60).  A spool that cannot be made then raises OSError where a write would."""

    def __init__(self) -> None:
        self.file: Any = None

    def write(self, text: str) -> int:
        if self.file is None:
            self.file = _temporary_file(True)
        return self.file.write(text)

    def flush(self) -> None:
        if self.file is not None:
            self.file.flush()

    def seek(self, offset: int) -> None:
        if self.file is not None:
            self.file.seek(offset)

    def read(self, size: int) -> str:
        return "" if self.file is None else self.file.read(size)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


def _in_two_processes(function: Callable[..., object], first: tuple, second: tuple, *,
                      talk: bool = False, packed: bool = False) -> tuple[Any, Any]:
    """`function(*first)` here and `function(*second)` in a forked child, at once; the child's
    answer comes back pickled through a pipe (None if it fails).  With `talk`, each is called
    with a `_Peer` too, through which this process may tell the child one thing.  With
    `packed`, the answer is a half of functions' with its diagnostics rendered: it crosses the
    pipe in columns (`_pack`)."""
    import pickle  # here, not at start-up: only large files need it; it reads only our own child's pipe

    up_read, up_write = os.pipe()  # the child's answer
    down_read, down_write = os.pipe()  # what this process tells the child
    pid = os.fork()
    if pid == 0:  # the child: the second half; whatever happens, it ends here
        global _IN_CHILD
        _IN_CHILD = True
        try:
            os.close(up_read)
            os.close(down_write)
            with os.fdopen(down_read, "rb") as inbox, os.fdopen(up_write, "wb") as outbox:
                try:
                    result = function(*second, *((_Peer(inbox, None),) if talk else ()))
                except BaseException:  # any surprise: the parent redoes the chunk in one piece
                    result = None
                pickle.dump(_pack(result) if packed else result, outbox)
        finally:
            os._exit(0)
    os.close(up_write)
    os.close(down_read)
    peer = _Peer(None, os.fdopen(down_write, "wb"))
    try:
        here = function(*first, *((peer,) if talk else ()))
    finally:
        peer.close()  # a child still waiting to be told hears that there is nothing to hear
        with os.fdopen(up_read, "rb") as inbox:
            try:
                there = pickle.load(inbox)
            except Exception:  # the child died before it could answer
                there = None
        # A child that has answered may still be exiting (freeing its memory takes milliseconds):
        # it is reaped once its answer is used (`_reap_exiting`), not waited for here.
        try:
            if os.waitpid(pid, os.WNOHANG)[0] == 0:
                _EXITING.append(pid)
        except ChildProcessError:  # reaped already: an embedding ignores SIGCHLD
            pass
    return here, _unpack(there) if packed else there


_EXITING: list[int] = []  # children of `_in_two_processes` that had answered, not yet reaped


def _reap_exiting() -> None:
    """Wait for the children that have answered to end (none is left a zombie)."""
    while _EXITING:
        pid = _EXITING.pop()
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass


# A process's answer of functions as it crosses the pipe: its rendered diagnostics in columns
# (severities, offsets, texts).  Pickle copies a list of strings or numbers in C, where each
# record costs it a Python call on each side: for 50k diagnostics, 0.2-0.4 s as records, 0.1 s
# in columns, after the halves end.
_Packed = record("_Packed", "found values names claimed read symbols users")


def _pack(answer: Any) -> Any:
    if type(answer) is not tuple:  # None, or _GaveUp
        return answer
    (found, values), *rest = answer
    return _Packed(_columns(found), _columns(values), *rest)


def _columns(rendered: list) -> tuple[list, list, list]:
    return [r.severity for r in rendered], [r.offset for r in rendered], [r.output for r in rendered]


def _unpack(answer: Any) -> Any:
    if type(answer) is not _Packed:
        return answer
    return ((list(map(Rendered, *answer.found)), list(map(Rendered, *answer.values))), answer.names, answer.claimed,
            answer.read, answer.symbols, answer.users)


# Set in a child of `_in_two_processes`, which ends at os._exit (`_kept_until_exit`).
_IN_CHILD = False
_NEVER_FREED: list = []


def _kept_until_exit(value: object) -> None:
    """In a child of `_in_two_processes`, keep `value`: it ends at os._exit, and what a half
    would free one object at a time on its way to the answer (~0.05 s for 50k ops or errors)
    would only delay it.  Elsewhere, nothing: this process goes on."""
    if _IN_CHILD:
        _NEVER_FREED.append(value)


class _Peer:
    """What one process of `_in_two_processes` knows of the other: the parent may tell the
    child one thing, which the child hears (EOFError if the parent had nothing to tell)."""

    __slots__ = ("inbox", "outbox", "writer")

    def __init__(self, inbox: Any, outbox: Any) -> None:
        self.inbox, self.outbox = inbox, outbox
        self.writer: Any = None

    @property
    def in_child(self) -> bool:
        return self.inbox is not None

    def tell(self, value: object) -> None:
        """Send `value` and go on: a thread writes it, since a child still busy with its own
        half reads it only then, and a pipe holds 64 KiB."""
        import pickle
        import threading

        self.writer = threading.Thread(target=self._write, args=(pickle.dumps(value),))
        self.writer.start()

    def _write(self, data: bytes) -> None:
        try:
            self.outbox.write(data)
            self.outbox.flush()
        except (OSError, ValueError):  # no traceback from a thread: the child gets a broken message
            pass  # and answers None (most often it is gone, and its missing answer says so)

    def close(self) -> None:
        """Once what was told is written, close the way to the child."""
        if self.writer is not None:
            self.writer.join()
        try:
            self.outbox.close()
        except OSError:  # a child that is gone (what was left unwritten is flushed here)
            pass

    def hear(self) -> Any:
        import pickle

        return pickle.load(self.inbox)


def _verify_top_level_ops(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                          peer: _Peer) -> tuple[TopLevelPart, Alone] | Alone | TopLevelPart | None:
    """`text[start:end]` checked as a stretch of a top level of ops without regions; None if it
    holds anything else, or if the fast path gave up on it (at a syntax error, or a cut inside a
    function whose body is not indented): the caller reads the chunk whole then.

    The first half tells the second the names it defines and uses (`part_names`), and gives its
    part, merged alone too.  The second half gives its part merged alone if the halves share no
    name (`apart`: `join_alone` then joins them, without the merge of every use in one
    process), else the part itself, for `merge_top_level_parts`.  It merges its part alone
    before it hears the first half's names, which are most often apart: the wait for them,
    not the merge, is then all that stands between the first half's end and the answer."""
    try:
        part = _top_level_part(source, start, end, semantics, allow_unregistered)
    except GiveUp:
        part = None
    if not peer.in_child:
        if part is None:
            peer.tell(None)
            return None
        # As a text, one name a line (a name has no line end): pickled in a copy, where a set
        # of them took this process, at the end of its half, ~0.1 s for 50k ops.
        peer.tell("\n".join(part_names(part)))
        return part, merge_alone(part, semantics)
    if part is None:
        return None
    externals = Externals()
    alone = merge_alone(part, semantics, externals)
    told = peer.hear()
    if told is None:
        return None
    if not apart(_slices(told), part, externals):
        return part
    _kept_until_exit((part, externals))
    return alone


def _top_level_part(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                    removable: list[tuple[int, int]] | None = None) -> TopLevelPart | None:
    """`text[start:end]` checked as a stretch of a top level of ops without regions
    (`verify_top_level_part`); None if it holds anything else, or defines a location alias (the
    whole chunk decides what it means).  GiveUp if the fast path gives up, with what it read
    in `removable`."""
    context = ParseContext()
    part = verify_top_level_part(iter_ops(source.text, start, end, context, _fragments(source, context), removable),
                                 semantics, allow_unregistered=allow_unregistered)
    return None if context.definitions else part


def _verify_top_level_alone(source: Source, start: int, end: int, semantics: Semantics,
                            allow_unregistered: bool) -> list | None:
    """A large chunk of ops without regions, in one process (one core, or no fork): checked as
    a half of two processes checks it, in columns, not held whole as a region (1M ops, compiled:
    0.9 GB, where the region took 1.8); None if it is not such a chunk (the caller verifies it)."""
    text = source.text
    # An op with a region (a function, a module) ends its first line with `{`, an alias (which
    # the whole chunk defines) begins one with `#`, and a symbol names itself (`sym_name`, or a
    # function's declaration): where the fast path reads one, it is found only once it is read,
    # and the chunk would be read twice.
    if (any(text.find(mark, start, end) != -1 for mark in ("{\n", "{\r\n", "\n#", "sym_name", "func.func"))
            or text.startswith("#", start)):
        return None
    removable: list[tuple[int, int]] = []
    try:
        part = _top_level_part(source, start, end, semantics, allow_unregistered, removable)
    except GiveUp:  # most often a syntax error: reported without reading the chunk again
        return _verify_after_giving_up(source, start, end, semantics, allow_unregistered, removable)
    merged = None if part is None else merge_top_level_parts([part], semantics)
    return None if merged is None else reported(*merged, semantics)


def _slices(text: str) -> Iterator[list[str]]:
    """The lines of `text`, a list for each slice of about a megabyte: a million names are
    never all made at once."""
    start = 0
    while start < len(text):
        end = text.find("\n", start + (1 << 20))
        end = len(text) if end == -1 else end
        yield text[start:end].split("\n")
        start = end + 1


class _NotOnlyFunctions(Exception):
    """A piece holds something besides functions: it cannot be verified apart."""


# What a process of `_verify_functions_in_two` gives when the fast path gave up on a piece: the
# piece's number, the spans of its pieces that were read, which the grammar may skip (see
# `blank_out`), and the piece's first syntax error (None: none was found that is the chunk's
# once the pieces before it are read whole).
_GaveUp = record("_GaveUp", "piece read error")


def _verify_functions(source: Source, pieces: list[tuple[int, int]], claims: Iterable[int], semantics: Semantics,
                      allow_unregistered: bool, render: Render | None = None, spool: Any = None,
                      peer: _Peer | None = None) \
        -> tuple[tuple[list, list] | _Spooled, dict[str, list[int]], list[int], list[tuple[int, int]],
                 dict[str, Operation], list[SymbolUse]] | _GaveUp | None:
    """Verify the `pieces` (each a stretch of `source.text`) this process `claims`, in order,
    if they hold only functions: their diagnostics and value errors (`verify_parts`, written by
    `render` if given), the offsets of each function name's definitions, which the caller
    checks (`_redefinitions`), the numbers of the pieces claimed, the spans read (should
    the other process give up, the grammar may skip them: see `blank_out`), and each name's
    first function here (without its body) and the symbol users whose table is the top level,
    which the caller checks (`check_symbol_uses`).  With a `peer`, the first process tells the
    second the symbols its users name, and the second answers with only those of its functions
    and those its own users name: a file of a thousand functions sends none of them.  With `spool` (a text
    file) and `render`, the diagnostics are written there as each function is checked, and what
    was written (`_Spooled`, marked where each piece begins) stands for them.

    None if a piece holds anything else (or the spool cannot be written): the pieces left
    are claimed, not verified.  `_GaveUp` if the fast path gave up on a piece, with the
    syntax error the grammar finds in the piece read alone, unless that is at the piece's end
    and the piece is not the chunk's last (the pieces left are claimed if there is one)."""
    names: dict[str, list[int]] = {}
    symbols: dict[str, Operation] = {}  # each name's first function here, without its body
    users: list[SymbolUse] = []  # the symbol users whose table is the top level
    claimed: list[int] = []
    context = ParseContext()
    fragments = _fragments(source, context)
    removable: list[tuple[int, int]] = []
    spooled = None if spool is None or render is None else _Spool(spool, render)

    def functions_only():
        for piece in claims:
            claimed.append(piece)
            if spooled is not None:
                spooled.mark()
            start, end = pieces[piece]
            for op in iter_ops(source.text, start, end, context, fragments, removable):
                if op.name != FUNC_OP:
                    raise _NotOnlyFunctions
                name = op.attribute("sym_name")
                if isinstance(name, StringAttr):  # as the verifier's symbol table counts names
                    names.setdefault(symbol_key(name), []).append(op.offset)
                    symbols.setdefault(symbol_key(name), op.without_regions())
                yield op

    try:
        found, value_errors = verify_parts(functions_only(), semantics, allow_unregistered=allow_unregistered,
                                           release=True, sink=None if spooled is None else spooled.write,
                                           symbols=False, users=users)
        if peer is not None:
            symbols = _symbols_wanted(symbols, users, peer)
        if context.definitions or (spooled is not None and spooled.kept) or \
                any(isinstance(op.location, str) for _, op, _ in users):
            # An alias defined here, or a diagnostic at one: the whole chunk decides what it
            # means (an alias defined at the end, as mlir-opt prints them, serves every piece).
            return _given_up(claims, None)
        if spooled is not None:  # nothing is left over: every op here is a function, and went to the sink
            return spooled.summary(), names, claimed, removable, symbols, users
    except _NotOnlyFunctions:
        return _given_up(claims, None)
    except GiveUp:
        piece = claimed[-1]
        start, end = pieces[piece]
        # what was read of this piece (a span read of the piece before may run on into it)
        read = [(max(span_start, start), span_end) for span_start, span_end in removable if span_end > start]
        error = _first_syntax_error(source, start, end, read)
        if error is not None and piece < len(pieces) - 1 and not source.text[error.offset:end].strip():
            error = None  # at the piece's end: most often a function or a module the piece cuts short
        answer = _GaveUp(piece, removable, error)
        # Only a syntax error makes what the other process would read of the pieces left moot;
        # else the grammar reads the chunk whole, and may skip what that process reads.
        return _given_up(claims, answer) if error is not None else answer
    except OSError:  # a spool that cannot be written (a full disk): the caller verifies the chunk in one piece
        if spooled is None:
            raise
        return _given_up(claims, None)
    if render is None:
        return (found, value_errors), names, claimed, removable, symbols, users
    # A value error is among the diagnostics too: each is written once.
    written = _rendered(found, render)
    by_identity = {id(d): w for d, w in zip(found, written)} if value_errors else {}
    _kept_until_exit(found)
    return ((written, [by_identity.get(id(d)) or _rendered([d], render)[0] for d in value_errors]), names, claimed,
            removable, symbols, users)


def _symbols_wanted(symbols: dict[str, Operation], users: list[SymbolUse], peer: _Peer) -> dict[str, Operation]:
    """The first process's `symbols`, once it has told the second those its `users` name; of
    the second's, those the first named and those its own users name (the others would only
    cross the pipe, each function with its signature)."""
    import pickle  # as `_in_two_processes` has: here only after it

    named = symbol_references(op for _, op, _ in users)
    if not peer.in_child:
        peer.tell(named)
        return symbols
    try:
        named |= peer.hear()
    except (EOFError, OSError, ValueError, pickle.UnpicklingError):  # the first process told nothing
        pass
    return {name: symbols[name] for name in named if name in symbols}


def _given_up(claims: Iterable[int], answer: _GaveUp | None) -> _GaveUp | None:
    """`answer`, once the pieces left are claimed: the other process need not verify them."""
    if isinstance(claims, _Claims):
        claims.give_up()
    return answer


def parse_source(source: Source, start: int = 0, end: int | None = None) -> Module:
    """`source.text[start:end]` as one module: by the fast path where it applies, by the grammar
    of record otherwise and for every error (raises DiagnosticError)."""
    context = ParseContext()
    end = len(source.text) if end is None else end
    removable: list[tuple[int, int]] = []
    try:
        body = tuple(iter_ops(source.text, start, end, context, _fragments(source, context), removable))
    except GiveUp:
        return _parse_after_fast_path(source, start, end, removable, ParseContext())
    resolve_locations(body, context)
    return Module(body, tuple(context.definitions), context.resources)


def read_type(source: Source) -> Type:
    """The type `source` spells, read by the reader, or by the grammar, which says what is
    wrong (raises DiagnosticError)."""
    try:
        return read_rule(source.text, "type", 0, len(source.text), ParseContext())  # type: ignore[no-any-return]
    except GiveUp:
        from toyir.syntax.parser import parse_rule  # deferred: Lark takes tens of milliseconds to import

        return parse_rule(source, "type")  # type: ignore[no-any-return]


def check(source: Source, **options) -> list[Diagnostic]:
    """Every diagnostic for `source`, in file order; options as for `check_chunks`."""
    return [d for chunk in check_chunks(source, **options) for d in chunk.diagnostics]
