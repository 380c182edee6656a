"""A large chunk, verified without holding it whole: in two processes, each reading and checking
part of it, where this process may run on two cores and fork; else, for a top level of ops
without regions, in columns (`_verify_top_level_alone`).

Two kinds of chunk split: functions only (isolated: apart from their names each is verified
alone; the pieces are claimed in turn by the processes, `_Claims`, each spooling what it finds,
toyir.spooling; a function alone has its body cut in two, toyir.halves), and ops without
regions only (each half checked as far as it can be alone, the values that cross the cut
checked when the halves join).  Anything else, or a half that fails, leaves the chunk to the
caller, which verifies it in one piece.  Only a chunk of toyir.driver's PARALLEL_MIN_CHARS or
more imports this module.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterable, Iterator

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from typing import Any

from toyir.diagnostics import Diagnostic, DiagnosticError, file_order
from toyir.ir import FUNC_OP, MODULE_OP, Location, Operation, StringAttr, symbol_key
from toyir.halves import NO_BRACE, Cut, function_cut, joined, verify_half
from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.reading import (_first_syntax_error, _fragments, _located, _parse_after_fast_path, _verify_after_giving_up,
                           stopping_where_mlir_opt_does, verify_read)
from toyir.records import record
from toyir.reporting import Output, Render, Rendered, _rendered
from toyir.semantics import Semantics
from toyir.source import Source
from toyir.spooling import _Spool, _Spooled, _spool_file, copy_spooled
from toyir.syntax.context import ParseContext
from toyir.syntax.fastparse import _STRING, GiveUp, iter_ops
from toyir.syntax.reader import IGNORED
from toyir.verifier import SymbolUse, check_symbol_uses, reported, stops_parsing, verify
from toyir.verifier.parts import (Alone, Externals, TopLevelPart, apart, join_alone, merge_alone, merge_top_level_parts,
                                  part_names, verify_top_level_part)
from toyir.verifier.regions import symbol_redefined, symbol_references


# A chunk of top-level ops this large (about 150 000 ops) is checked in columns where it is
# checked in one process (`_verify_top_level_alone`): the region held whole takes about 2 KB an
# op (1M ops: 1.8 GB, mlir-opt 1.2), the columns half that, for up to a tenth more time in
# pure Python (none compiled), which a smaller chunk is not worth.
COLUMNS_MIN_CHARS = 16_000_000


def verify_large_chunk(source: Source, start: int, end: int, semantics: Semantics, allow_unregistered: bool,
                       render: Render | None = None, output: Output | None = None) -> list | None:
    """What a large chunk earns, verified in two processes where they may run (`_verify_in_two`),
    else in columns if it is large enough (`_verify_top_level_alone`); None if neither applies
    to it: the caller verifies it in one piece.  With `output`, what it earns may be written
    there as it is found (and not returned)."""
    if _two_processes():
        return _verify_in_two(source, start, end, semantics, allow_unregistered, render, output)
    return (_verify_top_level_alone(source, start, end, semantics, allow_unregistered)
            if end - start >= COLUMNS_MIN_CHARS else None)


def _two_processes() -> bool:
    """Whether a large chunk may be verified in two processes: this one may run on two cores and fork."""
    return hasattr(os, "fork") and usable_cores() >= 2


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity), not merely those the machine has."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _verify_in_two(source: Source, start: int, end: int, semantics: Semantics,
                   allow_unregistered: bool, render: Render | None = None, output: Output | None = None) -> list | None:
    """Verify a chunk in two processes at once, if it is one of two kinds; None if it is not.
    The caller has made sure that two processes may run (`_two_processes`).

    A chunk of functions only: functions are isolated, so apart from their names, which must
    differ, each is verified alone, and the processes' diagnostics join
    (`_verify_functions_in_two`; a function that is most of the chunk has its body cut in two,
    toyir.halves).  A chunk of ops without regions only: each half is checked as far as it can
    be alone, and the values that cross the cut are checked when the halves join
    (`merge_top_level_parts`; halves that share no name are each merged alone, in their own
    process).  Anything else at the top level (a module, an alias, a function among ops), or an
    id that two `distinct` attributes after the chunk's opening aliases share: None, and the
    caller verifies the chunk in one piece.
    """
    text = source.text
    if not _distinct_ids_once(text, _prelude(text, start, end), end):
        return None  # one id twice after the aliases, maybe in both halves: no process would see both values
    if _TOP_LEVEL_FUNCTION.search(text, (start + end) // 2, end) is not None or \
            text.startswith(_MODULES, _prelude(text, start, end), end) or \
            _FIRST_FUNCTION[_FUNCTION].match(text, _prelude(text, start, end), end) is not None:  # (toyir.halves')
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
    text = source.text
    prelude_end = _prelude(text, start, end)
    body_start, body_end, after = prelude_end, end, end
    cut_after = None
    module = None
    if text.startswith(_MODULES, prelude_end, end):
        # A module of functions (as front ends and mlir-opt print them, in the custom form or
        # the generic one, perhaps with debug info's aliases after it): its body is cut into
        # pieces as a top level of functions would be, and the module without its body is
        # checked here.  Any other: in one piece.
        module = _module_of_functions(text, prelude_end, end)
        if module is None:
            return None
        body_start, body_end, after, cut_after = module
    else:
        # The location aliases mlir-opt's debug info defines after the last function (`#loc3 =
        # loc(...)`, a line each, often most of the file) follow its closing line.
        body_end = after = _epilogue(text, body_start, end)
    pieces = _pieces(text, body_start, body_end, cut_after)
    epilogue = None
    if after < end:
        # Those aliases are a piece of their own, claimed first.  A prelude of location
        # aliases only (mlir-opt's for block arguments) is read with them, by the process that
        # claims that piece: no function needs it to be read.
        pieces.append((after, end))
        epilogue = (start, prelude_end) if _LOCATION_PRELUDE.fullmatch(text, start, prelude_end) else (start, start)
    # Any other aliases the chunk defines before its first function (`#map = ...`, `!t = ...`,
    # as mlir-opt prints them) are read here once: each process starts from them, so that a
    # piece read alone knows what its functions name.
    prelude = ParseContext()
    if prelude_end > start and (epilogue is None or epilogue[1] == start):
        try:  # by the line patterns, which read a `#loc3 = loc("file":3:4)` line in one step
            if next(iter_ops(text, start, prelude_end, prelude, _fragments(source, prelude)), None) is not None:
                return None  # never: no op is in the prelude
        except GiveUp:
            return None  # the chunk in one piece: the grammar says what is wrong there
    if module is not None and not _shell_verifies(source, prelude_end, module, prelude, semantics, allow_unregistered):
        return None
    largest = _largest_function(text, pieces[:len(pieces) - (epilogue is not None)], cut_after,
                                (body_end - body_start) // 2)
    if largest is not None:
        # A function that is most of the chunk (a converted model's `main`): its body in two
        # (toyir.halves), if that finds the chunk valid; else the pieces, as any chunk's, and
        # what the halves read is read again (a wrong model costs half again its reading).
        cut = function_cut(text, *largest, aliases=end - after,
                           others=body_end - body_start - (largest[1] - largest[0]))
        if cut is not None and _function_in_halves(source, start, end, largest, cut, semantics, allow_unregistered):
            return []
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
    claims = _Claims(len(pieces), first=0 if epilogue is None else len(pieces) - 1)
    try:
        first, second = _in_two_processes(
            _verify_functions, *((source, pieces, claims, semantics, allow_unregistered, render, file, prelude,
                                  epilogue, body_start != prelude_end, start)
                                 for file in spools or (None, None)),
            packed=render is not None and not spools, talk=True)
        if first is None or second is None:
            return None
        gave_up = [answer for answer in (first, second) if isinstance(answer, _GaveUp)]
        if semantics.first_error_per_region:
            # Where mlir-opt's parser stops, if a process found where (the pieces before it were
            # read whole, by one process or the other) and none gave up on a piece before it
            stop = stops_parsing([d for answer in (first, second) if type(answer) is tuple for d in answer[0][1]])
            if stop is not None and all(stop.offset < pieces[answer.piece][0] for answer in gave_up):
                return [stop]
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
            # (nor the aliases before the pieces or among them, which the text left to the grammar may name)
            lead = body_start  # a module's own lines were not read
            removable = _around_aliases(text, lead, cut)
            for answer in (first, second):  # a span of one process's pieces may run on past the cut
                spans = answer.read if isinstance(answer, _GaveUp) else answer[3]
                removable += [(max(span_start, cut), span_end) for span_start, span_end in spans if span_end > cut]
            return verify(_parse_after_fast_path(source, start, end, removable, ParseContext()), semantics,
                          allow_unregistered=allow_unregistered)
        (first_found, first_names, first_claimed, _, first_symbols, first_users, first_others), \
            (second_found, second_names, second_claimed, _, second_symbols, second_users, second_others) = first, second
        if semantics.first_error_per_region and first_others and second_others:
            return None  # ops beside the functions failed in both: mlir-opt reports the first only, whichever it is
        if semantics.first_error_per_region and (first_others or second_others):
            # an op beside the functions failed: as mlir-opt, what functions earned is not
            # reported, in either process (each dropped its own where its others failed)
            first_found = first_found if first_others else ([], first_found[1])
            second_found = second_found if second_others else ([], second_found[1])
        redefinitions = _redefinitions(first_names, second_names)
        if semantics.first_error_per_region:  # as mlir-opt: once every function verified, the first
            redefinitions = [] if first_found[0] or second_found[0] else redefinitions[:1]
        # The top level's symbol users are checked once its symbols are known: a callee may be in the other half.
        failed = bool(redefinitions) or (not spools and bool(first_found[0] or second_found[0]))
        used = _users_located(check_symbol_uses((first_symbols, second_symbols), first_users + second_users,
                                                semantics, failed, allow_unregistered),
                              _LateAliases(source, prelude, prelude, pieces, epilogue))
        if used is None:
            return None
        joined = _rendered(sorted(redefinitions + used, key=file_order), render)
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
                copy_spooled(output, spool, spooled, joined[inserted:at], n)
            return []
        # Functions are isolated in mlir-opt too: its verifier checks them all, each to its first
        # error, so the processes' parts join as the whole chunk's would.
        # A redefinition goes before what its function earns at its offset, as one process reports it.
        return reported(joined + first_found[0] + second_found[0], first_found[1] + second_found[1], semantics)
    finally:
        claims.close()
        for spool in spools or ():
            try:
                spool.close()
            except OSError:  # a full disk: what was buffered is lost with the spool, which is given up
                pass
        _reap_exiting()


def _around_aliases(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """`text[start:end]` as spans that leave out each line that may define an alias."""
    spans, at = [], start
    for definition in _ALIAS_LINE.finditer(text, start, end):
        if definition.start() > at:
            spans.append((at, definition.start()))
        at = definition.end()
    return spans + [(at, end)] if end > at else spans


def _largest_function(text: str, pieces: list[tuple[int, int]], cut_after: Callable[[int, int], int] | None,
                      least: int) -> tuple[int, int] | None:
    """The span of the function of more than `least` characters among `pieces` (of a chunk's
    functions), if one is: in the largest piece, each function from where it begins to where
    the next does (`cut_after`).  None at once if no piece is so large (most chunks)."""
    piece_start, piece_end = max(pieces, key=lambda piece: piece[1] - piece[0])
    if piece_end - piece_start <= least:
        return None
    find = cut_after or _cuts_after(text, _TOP_LEVEL_FUNCTION)
    starts = [piece_start]
    while (found := find(starts[-1] + 1, piece_end)) != -1:
        starts.append(found)
    largest = max(zip(starts, [*starts[1:], piece_end]), key=lambda function: function[1] - function[0])
    return largest if largest[1] - largest[0] > least else None


def _function_in_halves(source: Source, start: int, end: int, piece: tuple[int, int], cut: Cut, semantics: Semantics,
                        allow_unregistered: bool) -> bool:
    """Whether the chunk is valid, checked in two processes, a part of the body `cut` of the
    function that is its `piece` each, the first with the rest of the chunk (toyir.halves);
    False if that does not say (anything found, or a value that crosses the cut other than
    where it may): the caller verifies it otherwise."""
    try:
        first, second = _in_two_processes(
            verify_half, *((source, start, end, piece, cut, part == 0, semantics, allow_unregistered)
                           for part in (0, 1)))
    finally:
        _reap_exiting()
    return first is not None and second is not None and joined(first, second, cut, semantics, allow_unregistered)


def _module_of_functions(text: str, start: int, end: int) -> tuple[int, int, int, Callable[[int, int], int]] | None:
    """For a chunk from `start` that is a module whose body holds only functions and after
    which there is nothing but alias definitions (debug info's, as `--mlir-print-debuginfo`
    prints them), the file's metadata (`{-# ... #-}`) or blanks: where its body begins and
    ends, where the line after its closing line (and blank lines) begins, and where, from an
    offset on, the body's next function begins
    (`_cuts_after`).  Else None: a module with ops among its functions, say, is verified in one
    piece, where both processes would read theirs for nothing (a held-out hand-edited module
    took twice as long).  What its own lines hold is checked once the prelude is read
    (`_shell_verifies`).

    Laid out as printed (each line at the first function's indent opens or closes one; the rest
    deeper, blank or a comment), the lines say where functions begin (`\n  func.func`, or
    `\n  "func.func"(` in the generic form, as indented).  Laid out otherwise (ops at column
    0, a function's brace on a line of its own), its braces do (`_functions_by_depth`)."""
    opening_end = text.find("\n", start, end) + 1
    close = text.rfind("\n}", start, _metadata(text, start, end)) + 1
    if opening_end == 0 or close <= opening_end:
        return None
    close_end = text.find("\n", close, end)
    close_end = end if close_end == -1 else close_end
    after = min(close_end + 1, end)
    if IGNORED.fullmatch(text, after, end):
        after = end
    else:
        after = _blank_lines(text, after, end)
        if not _late_definitions(text, after, end):
            return None
    generic = text.startswith('"', start, end)
    function = _GENERIC_OP if generic else _FUNCTION_OR_GENERIC_OP
    first = _FIRST_FUNCTION[function].search(text, opening_end, close)
    if first is None:
        return None
    indent = text[text.rfind("\n", 0, first.start()) + 1:first.start()]
    if not indent.strip(" \t") and \
            _not_a_function_line(indent, function).search(text, opening_end - 1, close - 1) is None:
        import re

        return opening_end, close, after, _cuts_after(text, re.compile(rf"\n{re.escape(indent)}{function}"))
    if generic:
        return None
    cuts = _functions_by_depth(text, opening_end, close)
    return None if cuts is None else (opening_end, close, after, _cuts_among(cuts))


_MODULES = ("module", "builtin.module", '"builtin.module"(')  # what a module's first line begins with
# What a function's first line begins with, custom form or generic: `func.func` is followed by
# anything but a character of a bare name (`func.func@f(`, `func.func\tprivate @f` are as
# good as `func.func @f(`).
_FUNCTION, _GENERIC_FUNCTION = r"func\.func(?![\w$.])", r'"func\.func"\('
# In a module in the generic form, any op at its body's depth that defines no value may begin a
# piece: a `"func.func"(`, an `"llvm.func"(`, a global (each asked once read whether it may
# stand among the functions, `_beside_functions`: if not, the module is verified whole)
_GENERIC_OP = r'"[A-Za-z_][A-Za-z0-9_$.]*+"\('
# and so may it in a module in the custom form (`module @m attributes {...} {` holding
# `"util.global"()`, `"hal.executable"() ({...})`, `"util.func"()`, as IREE prints them)
_FUNCTION_OR_GENERIC_OP = rf"(?:{_FUNCTION}|{_GENERIC_OP})"
_FIRST_FUNCTION = {function: _Lazy(function) for function in (_FUNCTION, _GENERIC_OP, _FUNCTION_OR_GENERIC_OP)}
_TOP_LEVEL_FUNCTION = _Lazy(rf"\n{_FUNCTION}")


def _not_a_function_line(indent: str, function: str) -> Any:
    """A line, from the newline before it, that neither opens (with `function`, a pattern) nor
    closes a function indented by `indent`, nor opens a module or an op in the generic form
    there (a global, a nested module, an executable: whether it may stand beside functions is
    asked of it once read, `_beside_functions`), nor labels a block (a function's: printed at
    its indent, written anywhere), nor is deeper, blank or a comment: C's speed over a module's
    body (27 MB: 10 ms).
    (A label of the module's own block would be read in the first piece, and give up.)"""
    import re

    return re.compile(rf"\n(?!{re.escape(indent)}(?:{function}|(?:builtin\.)?+module(?![\w$.])|\}}|[ \t\"])"
                      rf"|[ \t]*+\^|[ \t]*+(?://[^\n]*+)?+(?:\n|\Z))")


def _functions_by_depth(text: str, start: int, end: int) -> list[int] | None:
    """Where the lines of `text[start:end]` (a module's body in the custom form) begin that
    begin a function or a module at the body's own depth, found by counting braces (strings and comments
    skipped: 12 MB in 0.1 s); None if a line there begins an op that defines values (`%x =`:
    such an op may not stand among the functions, `_beside_functions`, and both processes
    would read for nothing) or the braces do not balance.  A function that begins on a line
    after another one's closing brace is read with the piece that one is in."""
    cuts: list[int] = []
    depth, stretch, at = 0, start, start
    owner = None  # the last op named in the generic form at the body's depth
    skip = NO_BRACE.match
    while True:
        at = skip(text, at, end).end()  # type: ignore[union-attr]  # (it matches anywhere, if nothing)
        if at == end or (depth == 0 and text[at] == "{"):
            # a stretch at the body's depth: between a function's header and its body, or between functions
            if _GENERIC_OP_LINE.search(text, stretch, at) is not None:
                return None
            heads = _GENERIC_HEAD.findall(text, stretch, at)
            owner = heads[-1] if heads else owner
            if at < end and text[stretch:at].rstrip(" \t\f\r\n").endswith("(") and \
                    (owner is None or owner[1].strip(" \t\f\r\n")):
                # a region opens, and only a function's, a module's or one of an op that uses
                # no value may, in the generic form too (`"hal.executable"() <{...}> ({`, say,
                # holding modules: no piece of its own, and asked whether it may stand among
                # the functions once read, `_beside_functions`)
                return None
            cuts += [line.start() for line in _FUNCTION_LINE.finditer(text, stretch, at)]
        if at == end:
            return cuts if depth == 0 else None
        depth += 1 if text[at] == "{" else -1
        if depth < 0:
            return None
        at += 1
        if depth == 0:
            stretch = at


# a line that begins a function or a module (each isolated: a piece may begin with either), or
# an op in the generic form that uses no value (`"hw.module"() <{...}> ({`, `"util.global"()`:
# each asked once read whether it may stand among the functions, `_beside_functions`)
_FUNCTION_LINE = _Lazy(rf'(?m)^[ \t]*+(?:{_FUNCTION}|(?:builtin\.)?+module(?![\w$.])|{_GENERIC_OP}[ \t]*+\))')
# an op's name in the generic form, and its operands
_GENERIC_HEAD = _Lazy(r'("[A-Za-z_][A-Za-z0-9_$.]*+")[ \t\f\r\n]*+\(([^()]*+)\)')
_GENERIC_OP_LINE = _Lazy(r'(?m)^[ \t]*+%[^\s=:,]*+(?::[0-9]++)?+[ \t]*+[=,]')


def _cuts_after(text: str, pattern: Any) -> Callable[[int, int], int]:
    """Where in `text`, from an offset and before an end, the line after the next newline that
    `pattern` matches from begins (-1 if nowhere)."""
    def find(at: int, end: int) -> int:
        found = pattern.search(text, at, end)
        return -1 if found is None else found.start() + 1
    return find


def _cuts_among(cuts: list[int]) -> Callable[[int, int], int]:
    """The first of `cuts` (sorted) from an offset and before an end (-1 if none)."""
    from bisect import bisect_left

    def find(at: int, end: int) -> int:
        index = bisect_left(cuts, at)
        return cuts[index] if index < len(cuts) and cuts[index] < end else -1
    return find


def _shell_verifies(source: Source, start: int, module: tuple[int, int, int, Any], prelude: ParseContext,
                    semantics: Semantics, allow_unregistered: bool) -> bool:
    """Whether the module from `start`, its body left out (its opening and closing lines: a
    name, attributes, a location), reads and verifies as it is: the pieces of its body are
    then all that is left to check.  Else the chunk is verified in one piece, which says
    what is wrong, as mlir-opt does, before anything in the body."""
    body_start, body_end, after, _ = module
    shell = source.text[start:body_start] + source.text[body_end:after]
    context = ParseContext()
    context.types, context.attributes = dict(prelude.types), dict(prelude.attributes)
    try:
        ops = list(iter_ops(shell, 0, len(shell), context, _fragments(Source(source.name, shell), context)))
    except GiveUp:
        return False
    if len(ops) != 1 or verify(ops, semantics, allow_unregistered=allow_unregistered):
        return False
    # A transform library is checked as its module is entered, every sequence and call in it
    # before anything else, and a sequence against its module's attributes, which a piece read
    # alone does not see (toyir.dialects.transform): such a module's body is read whole.
    return not (semantics.closed_known_dialects and
                source.text.find('"transform.named_sequence"', body_start, body_end) != -1)


def _epilogue(text: str, start: int, end: int) -> int:
    """Where the alias definitions that close `text[start:end]` begin, after the line of its
    last top-level closing brace (`end` if none follow it).  Not checked here: a piece of
    them that holds anything else is not only functions, and the chunk is verified whole."""
    brace = text.rfind("\n}", start, _metadata(text, start, end))
    if brace == -1:
        return end
    after = text.find("\n", brace + 1, end) + 1
    if after == 0:
        return end
    after = _blank_lines(text, after, end)
    return after if _late_definitions(text, after, end) else end


def _metadata(text: str, start: int, end: int) -> int:
    """Where the file's metadata begins (a line that begins with `{-#`, after the functions),
    else `end`: its braces are not a module's or a function's."""
    found = text.rfind("\n{-#", start, end)
    return end if found == -1 else found


def _blank_lines(text: str, at: int, end: int) -> int:
    """Where the first line from `at` (a line's start) that is not blank or a comment begins."""
    return _BLANK_LINES.match(text, at, end).end()  # type: ignore[union-attr]  # (it matches the empty text)


_BLANK_LINES = _Lazy(r"(?:[ \t\r\f]*+(?://[^\n]*+)?+\n)*+")


def _late_definitions(text: str, at: int, end: int) -> bool:
    """Whether what follows a chunk's last function, from `at`, begins as what may follow it in
    a piece of its own: alias definitions (debug info's locations), or the file's metadata
    (`{-# dialect_resources: ... #-}`, a converted model's weights, often most of the file)."""
    return _ALIAS_LINE.match(text, at, end) is not None or text.startswith("{-#", at, end)


def _pieces(text: str, start: int, end: int, cut_after: Callable[[int, int], int] | None = None) \
        -> list[tuple[int, int]]:
    """`text[start:end]`, a chunk with functions, cut before functions at the top level (where
    `cut_after` says the next begins: by default, a line that begins with `func.func`) into
    the pieces `_verify_functions_in_two` hands out: a quarter of what is left each, down to a
    256th of the chunk, so that the last are small (two processes end about together) and few
    (at most 255: a piece's number is a byte)."""
    find = cut_after or _cuts_after(text, _TOP_LEVEL_FUNCTION)
    cuts = [start]
    least = max((end - start) // 256, 1)
    while len(cuts) < 255:
        cut = find(cuts[-1] + max((end - cuts[-1]) // 4, least), end)
        if cut == -1:
            break
        cuts.append(cut)
    return list(zip(cuts, [*cuts[1:], end]))


class _Claims:
    """The pieces of a chunk, handed out in order to whichever process asks first: a pipe made
    before the fork, holding each piece's number as a byte.  A read of one byte from a pipe is
    atomic: each piece is claimed once."""

    def __init__(self, count: int, first: int = 0) -> None:
        self.count = count
        self.fd, write = os.pipe()
        try:  # `first` first, then the others in order
            os.write(write, bytes([first, *range(first), *range(first + 1, count)]))  # at most 256 bytes: a pipe holds 4 KiB or more
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


class _NotOnlyFunctions(Exception):
    """A piece holds something besides functions: it cannot be verified apart."""


# What a process of `_verify_functions_in_two` gives when the fast path gave up on a piece: the
# piece's number, the spans of its pieces that were read, which the grammar may skip (see
# `blank_out`), and the piece's first syntax error (None: none was found that is the chunk's
# once the pieces before it are read whole).
_GaveUp = record("_GaveUp", "piece read error")


def _distinct_ids_once(text: str, start: int, end: int) -> bool:
    """Whether no `distinct[id]` of `text[start:end]` gives its id a value another one there
    gives it otherwise (as written: `distinct[1]<>` in every op's debug info is one value): then
    none can give its id a value another process gave it (each process reads the aliases before
    `start`, and sees any clash with them itself).  A value this does not see whole (nested
    deeper, over lines) is taken as another one."""
    if text.find("distinct", start, end) == -1:
        return True
    values: dict[int | str, str] = {}
    for at, (written, value) in enumerate(_DISTINCT_ID.findall(text, start, end)):
        id_ = _distinct_id(written)
        if values.setdefault(id_, value or f"\n{at}") != (value or f"\n{at}"):
            return False
    return True


def _distinct_id(written: str) -> int | str:
    """The id `distinct[written]` names (`0x1` is `1`); what no id is, as written (the reading says why)."""
    try:
        return int(written, 16) if written.startswith("0x") else int(written) if written.isdigit() else written
    except ValueError:
        return written


# `distinct[id]` and the value after it, where it has at most one level of `<...>` on its line
_DISTINCT_ID = _Lazy(r"distinct(?:[ \t\f\r\n]++|//[^\n]*+)*+\[(?:[ \t\f\r\n]++|//[^\n]*+)*+([^\]\s/]*+)"
                     rf'(?:\](<(?:[^<>"\n]++|{_STRING}|<(?:[^<>"\n]++|{_STRING})*+>)*+>))?+')


def _prelude(text: str, start: int, end: int) -> int:
    """Where the alias definitions, comments and blank lines that open `text[start:end]` end
    (`start` if it opens with none): each definition on a line of its own."""
    return _PRELUDE.match(text, start, end).end()  # type: ignore[union-attr]  # it matches the empty text


_BLANK_LINE = r"[ \t\r\f\v]*+(?://[^\n]*+)?+(?:\n|\Z)"
_PRELUDE = _Lazy(rf"(?:{_BLANK_LINE}|[#!][A-Za-z_][A-Za-z0-9_$.]*+[ \t]*+=[^\n]*+(?:\n|\Z))*+")
# A prelude of location aliases only (`#loc3 = loc(...)`, mlir-opt's for block arguments): no
# function needs them to be read, only to say where a diagnostic is.
_LOCATION_PRELUDE = _Lazy(rf"(?:{_BLANK_LINE}|#[A-Za-z_][A-Za-z0-9_$.-]*+[ \t]*+=[ \t]*+loc\([^\n]*+(?:\n|\Z))*+")


# A line that may define an alias (indented too: a line that is no definition where it stands
# is the chunk's syntax error, which the process that claims its piece finds), the line alone.
_ALIAS_LINE = _Lazy(r"(?m)^[ \t]*+([#!][A-Za-z_][A-Za-z0-9_$.]*+[ \t]*+=[^\n]*+)")


def _verify_functions(source: Source, pieces: list[tuple[int, int]], claims: Iterable[int], semantics: Semantics,
                      allow_unregistered: bool, render: Render | None = None, spool: Any = None,
                      prelude: ParseContext | None = None, epilogue: tuple[int, int] | None = None,
                      in_module: bool = False, chunk_start: int = 0, peer: _Peer | None = None) \
        -> tuple[tuple[list, list] | _Spooled, dict[str, list[int]], list[int], list[tuple[int, int]],
                 dict[str, Operation], list[SymbolUse], bool] | _GaveUp | None:
    """Verify the `pieces` (each a stretch of `source.text`) this process `claims`, in order,
    if they hold only functions (and ops that may stand beside them, `_beside_functions`): their diagnostics and value errors (`verify_parts`, written by
    `render` if given), the offsets of each function name's definitions, which the caller
    checks (`_redefinitions`), the numbers of the pieces claimed, the spans read (should
    the other process give up, the grammar may skip them: see `blank_out`), and each name's
    first function here (without its body) and the symbol users whose table is the top level,
    which the caller checks (`check_symbol_uses`), and whether the ops beside the functions
    (`_beside_functions`) failed.  With a `peer`, the first process tells the
    second the symbols its users name, and the second answers with only those of its functions
    and those its own users name: a file of a thousand functions sends none of them.  With `spool` (a text
    file) and `render`, the diagnostics are written there as each function is checked, and what
    was written (`_Spooled`, marked where each piece begins) stands for them.  Each process
    starts from the aliases of the chunk's `prelude` (`_prelude`).  With an `epilogue`, the
    last piece is the aliases after the last function, and the text `epilogue` spans (perhaps
    none) is read before it by the process that claims it: only that process may define
    aliases, and what the other finds at one is placed once it reads them too
    (`_LateAliases`).  `in_module`: the
    pieces are a module's body (a syntax error found in a piece read alone is not the chunk's).
    `chunk_start`: where the chunk begins (the aliases a piece may name are the chunk's).

    None if a piece holds anything else (or the spool cannot be written): the pieces left
    are claimed, not verified.  `_GaveUp` if the fast path gave up on a piece, with the
    syntax error the grammar finds in the piece read alone, unless that is at the piece's end
    and the piece is not the chunk's last (the pieces left are claimed if there is one)."""
    names: dict[str, list[int]] = {}
    symbols: dict[str, Operation] = {}  # each name's first function here, without its body
    users: list[SymbolUse] = []  # the symbol users whose table is the top level
    claimed: list[int] = []
    context = ParseContext()
    if prelude is not None:  # what the chunk defined before the pieces, as the whole chunk's reading knows it
        context.types, context.attributes = dict(prelude.types), dict(prelude.attributes)
        context.measured, context.definitions = dict(prelude.measured), list(prelude.definitions)
    defined = len(context.definitions)
    fragments = _fragments(source, context)
    removable: list[tuple[int, int]] = []
    spooled = None if spool is None or render is None else _Spool(spool, render)

    aliases = _LateAliases(source, context, prelude, pieces, epilogue)

    caught_up = [0]  # the pieces before this one whose aliases this process knows

    def catch_up(piece: int) -> None:
        """The aliases the other process's pieces before `piece` define, read here (a lit
        file's `#map1 = ...` before each function): this process reads on as the whole chunk
        is read, and finds a name defined twice across the two.  Where one does not read, the
        chunk in one piece says what is wrong."""
        mine = set(claimed)
        for other in range(caught_up[0], piece):
            if other not in mine:
                for definition in _ALIAS_LINE.finditer(source.text, *pieces[other]):
                    try:
                        for op in iter_ops(source.text, *definition.span(1), context, fragments):
                            raise _NotOnlyFunctions
                    except GiveUp:
                        raise _NotOnlyFunctions from None
        caught_up[0] = max(caught_up[0], piece + 1)

    def functions_only():
        for piece in claims:
            if epilogue is not None and piece == len(pieces) - 1:
                claimed.append(piece)
                if spooled is not None:
                    spooled.mark()
                aliases.read(context, fragments, removable)
                continue
            catch_up(piece)
            claimed.append(piece)
            if spooled is not None:
                spooled.mark()
            start, end = pieces[piece]
            ops = iter_ops(source.text, start, end, context, fragments, removable)
            if semantics.first_error_per_region:
                ops = stopping_where_mlir_opt_does(ops, source.text, start, end, chunk_start)
            for op in ops:
                if op.name != FUNC_OP and not _beside_functions(op):
                    raise _NotOnlyFunctions
                name = op.attribute("sym_name") if op.properties or op.attributes else None
                if isinstance(name, StringAttr):  # as the verifier's symbol table counts names
                    names.setdefault(symbol_key(name), []).append(op.offset)
                    symbols.setdefault(symbol_key(name), op.without_regions())
                yield op

    def sink(diagnostics: list[Diagnostic], placed: bool = False) -> None:
        spooled.write(aliases.located(diagnostics), placed)  # type: ignore[union-attr]

    others: list[bool] = []
    try:
        found, value_errors = verify_read(functions_only(), context, semantics,
                                          allow_unregistered=allow_unregistered, release=True,
                                          sink=None if spooled is None else sink, symbols=False, users=users,
                                          others=others)
        if semantics.first_error_per_region and stops_parsing(value_errors) is not None:
            _given_up(claims, None)  # mlir-opt's parser stops in these pieces: the other process need not go on
        if peer is not None:
            symbols = _symbols_wanted(symbols, users, peer)
        if found or value_errors:  # each at the location its alias names, however late the chunk defines it
            located = dict(zip(map(id, found), aliases.located(found)))
            found, value_errors = list(located.values()), [located.get(id(d)) or d for d in value_errors]
        # (a symbol user's location stays an alias's name, if it is one: its diagnostics are made
        # where the chunk's symbols are known, most often none, and placed there, `_users_located`)
        # An alias read in a module's body (no definition stands there), or among functions
        # where the chunk opens with location aliases that only the process claiming debug
        # info's aliases reads: the chunk in one piece says what it means.
        aliases_here = (in_module or (epilogue is not None and
                                      _ALIAS_LINE.search(source.text, *epilogue) is not None)) and \
            len(context.definitions) > defined and \
            (epilogue is None or claimed[0] != len(pieces) - 1)
        if aliases_here or (spooled is not None and spooled.kept) or any(type(d.location) is str for d in found):
            # A location alias never defined (or defined after its use, in the other
            # process's pieces): the whole chunk decides what it means, as mlir-opt reads it.
            return _given_up(claims, None)
        if spooled is not None:  # nothing is left over: every op here is a function, and went to the sink
            return spooled.summary(), names, claimed, removable, symbols, users, others[0]
    except _NotOnlyFunctions:
        return _given_up(claims, None)
    except GiveUp:
        piece = claimed[-1]
        if epilogue is not None and piece == len(pieces) - 1:
            return _given_up(claims, None)  # the aliases (and their prelude): the chunk in one piece says what is wrong
        start, end = pieces[piece]
        # what was read of this piece (a span read of the piece before may run on into it)
        read = [(max(span_start, start), span_end) for span_start, span_end in removable if span_end > start]
        error = _first_syntax_error(source, start, end, read)
        if error is not None and piece < len(pieces) - 1 and IGNORED.fullmatch(source.text, error.offset, end):
            error = None  # at the piece's end (comments aside): most often a function or a module the piece cuts short
        if error is not None and (defined or _ALIAS_LINE.search(source.text, pieces[0][0], start) is not None):
            error = None  # an alias defined before the piece, which the grammar reading the piece alone does not know
        if in_module:
            error = None  # the grammar reads a piece alone as a top level, not as a module's body: its words differ
        answer = _GaveUp(piece, removable, error)
        # Only a syntax error makes what the other process would read of the pieces left moot;
        # else the grammar reads the chunk whole, and may skip what that process reads.
        return _given_up(claims, answer) if error is not None else answer
    except OSError:  # a spool that cannot be written (a full disk): the caller verifies the chunk in one piece
        if spooled is None:
            raise
        return _given_up(claims, None)
    if render is None:
        return (found, value_errors), names, claimed, removable, symbols, users, others[0]
    # A value error is among the diagnostics too: each is written once.
    written = _rendered(found, render)
    by_identity = {id(d): w for d, w in zip(found, written)} if value_errors else {}
    _kept_until_exit(found)
    return ((written, [by_identity.get(id(d)) or _rendered([d], render)[0] for d in value_errors]), names, claimed,
            removable, symbols, users, others[0])


class _LateAliases:
    """The location aliases a chunk defines after its functions, as mlir-opt's debug info
    prints them (`#loc3 = loc(...)`, often most of the file: the last piece), for the places
    of what a process finds at them.  The process that claims that piece reads it first, into
    its own context; the other reads it only when it finds something at an alias it does not
    know (a wrong op), into a context of its own, and the caller only when a symbol user earns
    something (`_users_located`): a file without errors is read once, and one with errors is
    not read again in one piece."""

    def __init__(self, source: Source, context: ParseContext, prelude: ParseContext | None,
                 pieces: list[tuple[int, int]], epilogue: tuple[int, int] | None) -> None:
        self.source, self.context, self.prelude, self.pieces, self.epilogue = source, context, prelude, pieces, epilogue
        self.late: ParseContext | None = None

    def read(self, context: ParseContext, fragments: Any, removable: list[tuple[int, int]] | None = None) -> None:
        """Read the aliases into `context`: the chunk's prelude of location aliases first (the
        span `epilogue`, perhaps empty), then the last piece.  An op among them: the chunk is
        not only functions."""
        if self.epilogue is None:
            return
        text = self.source.text
        if self.epilogue[0] < self.epilogue[1]:
            for op in iter_ops(text, *self.epilogue, context, fragments):
                raise _NotOnlyFunctions
        for op in iter_ops(text, *self.pieces[-1], context, fragments, removable):
            raise _NotOnlyFunctions

    def location(self, name: str) -> Location | str:
        """The location alias `name` names; `name` if the chunk defines none so named."""
        location = self.context.location(name)
        if location is None and self.epilogue is not None:
            if self.late is None:
                late = ParseContext()
                if self.prelude is not None:
                    late.attributes = dict(self.prelude.attributes)
                try:
                    self.read(late, _fragments(self.source, late))
                except GiveUp:  # the process that claims the piece finds what is wrong there
                    raise _NotOnlyFunctions from None
                self.late = late
            location = self.late.location(name)
        return name if location is None else location

    def located_op(self, op: Operation) -> Location | str | None:
        location = op.location
        return self.location(location) if type(location) is str else location

    def located(self, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
        return _located(diagnostics, self.location)


def _users_located(found: list[Diagnostic], aliases: _LateAliases) -> list[Diagnostic] | None:
    """What the symbol users earned (`found`), each at the location its op's alias names, the
    aliases read only if one is (a file of calls at aliases is read once when it is valid);
    None if an alias is not one the chunk defines (the chunk in one piece says what is wrong)."""
    if all(type(d.location) is not str for d in found):
        return found
    try:
        located = aliases.located(found)
    except _NotOnlyFunctions:
        return None
    return None if any(type(d.location) is str for d in located) else located


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


def _beside_functions(op: Operation) -> bool:
    """Whether `op` may stand among the functions of a chunk verified in pieces: a module
    (isolated, as a function is), or an op that neither uses nor defines a value, nor has
    successors (a global, say: `"memref.global"() {sym_name = ...} : () -> ()`), which no other
    op's values reach; if it holds regions (an executable holding modules: `"hal.executable"()
    ({...})`), every value used there is defined there (the functions and modules they hold
    aside, whose values are their own): one from outside would be the whole chunk's to judge.
    Its symbol name is counted with the functions'."""
    if op.name == MODULE_OP:
        return True
    if op.operands or op.results or op.successors:
        return False
    return not op.regions or _self_contained(op)


def _self_contained(op: Operation) -> bool:
    """Whether every value used in `op`'s regions is defined there (block arguments, results;
    dominance aside: the regions' own check), leaving out the functions and modules they hold,
    whose values are their own."""
    defined: set[str] = set()
    used: set[str] = set()
    holders = [op]
    while holders:
        for region in holders.pop().regions:
            for block in region.blocks:
                defined.update(argument.name for argument in block.arguments)
                for inner in block.ops:
                    defined.update(group.name for group in inner.results)
                    used.update(use.name for use in inner.operands)
                    if inner.regions and inner.name not in (FUNC_OP, MODULE_OP):
                        holders.append(inner)
    return used <= defined


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


def _slices(text: str) -> Iterator[list[str]]:
    """The lines of `text`, a list for each slice of about a megabyte: a million names are
    never all made at once."""
    start = 0
    while start < len(text):
        end = text.find("\n", start + (1 << 20))
        end = len(text) if end == -1 else end
        yield text[start:end].split("\n")
        start = end + 1


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
    parent = os.getpid()
    pid = os.fork()
    if pid == 0:  # the child: the second half; whatever happens, it ends here
        global _IN_CHILD
        _IN_CHILD = True
        try:
            _end_with(parent)
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
    except BaseException:  # Ctrl-C, say: the child's half is of no use now
        os.kill(pid, signal.SIGKILL)
        raise
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


def _end_with(parent: int) -> None:
    """This child is killed when its parent ends, however it ends (SIGKILL, SIGTERM: what a
    timeout or a supervisor sends it), not left computing what nobody will read: Linux's
    PR_SET_PDEATHSIG.  Elsewhere the child ends when it finds its answer unread."""
    try:
        import ctypes  # here: only a forked child needs it (1.5 ms)

        ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # no prctl: not Linux
        return
    if os.getppid() != parent:  # the parent ended before the request was made
        os._exit(0)


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
_Packed = record("_Packed", "found values names claimed read symbols users others_failed")


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
            answer.read, answer.symbols, answer.users, answer.others_failed)


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
