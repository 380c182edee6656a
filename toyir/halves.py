"""One large function verified in two processes, its body cut in two (toyir.parallel asks,
for a chunk most of which is one function: a TFLite or ONNX model's `main`, say, or a JAX
export's among its helpers).

Each process reads with the other's part of the body blanked out (spaces, so that every
offset stays where it was), and checks its part as the whole body would be checked, but for
the values of the other part: the body's scope takes a value it does not define as an
external one (toyir.verifier's `CutBody`).  The first process reads the whole chunk but the
body's second part: the other functions, the body's first part and its terminator (the
`return`, whose operands the second part defines), and the aliases after the functions; the
second reads the function alone, but the body's first part, its symbol users (calls) kept
for the symbols the first process knows.  They join if neither found anything, the calls
of the second find what they name, and every value that crosses the cut is defined once, on
the side that dominates its uses, of the type they say: the first part's, for the second
part's uses; the second part's, for the terminator's.  Anything else, and the caller
verifies the chunk otherwise, and finds what is wrong as one process finds it.

Why blanked-out text is the body's parts: the cut is at a line's start, before the body's
last line (its terminator's), and a string or a comment ends with its line.  If the cut is
not between two ops at the body's own depth, one part's brackets do not balance (the cut is
inside an op's region or parentheses), or the first part ends in an op cut short, which no
op's grammar lets a `return` follow; either way a part has a syntax error, and the halves
do not join.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from collections.abc import Iterator
    from typing import Any

from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.reading import _fragments
from toyir.records import record
from toyir.semantics import Semantics
from toyir.source import Source
from toyir.syntax.context import ParseContext
from toyir.syntax.fastparse import GiveUp, iter_ops
from toyir.ir import FUNC_OP, MODULE_OP, Operation, StringAttr, symbol_key
from toyir.verifier import CutBody, SymbolUse, check_symbol_uses, verify_parts

# Where a function's body is cut: its first line, the line the cut is at, its terminator's
# line, and the offset of the function's op (its `func.func`).
Cut = record("Cut", "body middle terminator function", module=__name__)

# What a process's part gives the join: the values its ops define (name -> types), those it
# uses and does not define ((name, result number) -> the first use's type and offset), and the
# first's, the symbols of the function's table (name -> op), the second's, its symbol users.
Half = record("Half", "definitions externals symbols", module=__name__)


def function_cut(text: str, start: int, end: int, aliases: int = 0, others: int = 0) -> Cut | None:
    """Where to cut the one function of `text[start:end]` (a piece of a chunk of functions: a
    module's body, say), if it holds one in the custom form, `func.func`, ending in a `return`
    of one line; None if not (a body of several blocks is found so as the parts are read).
    The first part is the smaller by what the first process reads besides: `aliases`
    characters after the chunk's functions, and `others` characters of its other functions."""
    header = _FUNCTION_LINE.search(text, start, end)
    if header is None or (text.find("func.func", header.end(), end) != -1 and
                          _FUNCTION_LINE.search(text, header.end(), end) is not None):  # (a scan in C first)
        return None
    indent = header.group(1)
    body = _body_start(text, header.end(), end)
    if body is None:
        return None
    # the function's closing line, after which the piece holds only blank lines and comments
    closing = text.rfind("\n" + indent + "}", body - 1, end) + 1
    after = text.find("\n", closing, end)
    if closing <= body or (after != -1 and _BLANK_TAIL.fullmatch(text, after + 1, end) is None):
        return None
    # its terminator's line, the last above it but blank lines and comments
    line_end = closing - 1
    while True:
        line_start = text.rfind("\n", body, line_end) + 1 or body
        if _BLANK_TAIL.fullmatch(text, line_start, line_end) is None:
            break
        if line_start <= body:
            return None
        line_end = line_start - 1
    if _RETURN_LINE.fullmatch(text, line_start, line_end) is None:
        return None
    terminator = line_start
    first_op = _OP_LINE.search(text, body, terminator)
    if first_op is None:
        return None
    # the first op at the body's indent after where the two processes' shares are even
    share = max(terminator - body - int(aliases * _ALIAS_COST) - others, 0) // 2
    middle = re.compile(rf"\n{re.escape(first_op.group(1))}[%\"]").search(text, body + share, terminator)
    if middle is None:
        return None
    return Cut(body, middle.start() + 1, terminator, header.start(2))


def _body_start(text: str, at: int, end: int) -> int | None:
    """Where the line after the `{` that opens a function's body begins: the first brace after
    the header (from `at`) outside strings, comments and the header's own braces (argument
    attributes), with nothing after it on its line."""
    depth = 0
    while True:
        at = NO_BRACE.match(text, at, end).end()  # type: ignore[union-attr]  # it matches anywhere
        if at >= end:
            return None
        if text[at] == "}":
            depth -= 1
        elif depth == 0:
            line_end = text.find("\n", at, end)
            if line_end != -1 and _BLANK_TAIL.fullmatch(text, at + 1, line_end + 1):
                return line_end + 1
            depth += 1
        else:
            depth += 1
        at += 1


# What a character of debug info's location aliases costs to read, against one of ops
# (bench/heldout49.py's tfl_monolith, 100k ops, pure Python: about 0.045 against 0.1 us).
_ALIAS_COST = 0.45
_FUNCTION_LINE = _Lazy(r"(?m)^([ \t]*+)(func\.func)(?![\w$.])")
# What is not a brace, a string or a comment whole (an unterminated string: its quote); the
# brace count of toyir.parallel's hand-laid modules uses it too.
NO_BRACE = _Lazy(r'(?:[^{}"/]++|"(?:[^"\\\n]++|\\.)*+"|//[^\n]*+|/|")*+')
_BLANK_TAIL = _Lazy(r"[ \t\r]*+(?://[^\n]*+)?+(?:\n[ \t\r]*+(?://[^\n]*+)?+)*+\n?+")
_RETURN_LINE = _Lazy(r"[ \t]*+(?:func\.)?+return(?![\w$.])[^\n]*+")
_OP_LINE = _Lazy(r"(?m)^([ \t]*+)[%\"]")


def blanked(text: str, spans: list[tuple[int, int]]) -> str:
    """`text` with each of `spans` (sorted, apart) made spaces: every offset stays where it was."""
    pieces, at = [], 0
    for start, end in spans:
        pieces += [text[at:start], " " * (end - start)]
        at = end
    pieces.append(text[at:])
    return "".join(pieces)


def verify_half(source: Source, start: int, end: int, piece: tuple[int, int], cut: Cut, first: bool,
                semantics: Semantics, allow_unregistered: bool) -> Half | None:
    """This process's part of the cut body: the `first` reads the chunk (`start` to `end`) with
    the body's second part blanked out; the second, the function alone (its `piece` of the
    chunk) with the body's first part blanked out, not knowing the chunk's other symbols (its
    symbol users are the join's).  What the join needs, or None if the part read or checked
    found anything (a syntax error, a diagnostic), or the fast path gave up."""
    blank = [(cut.middle, cut.terminator)] if first else [(cut.body, cut.middle)]
    text = blanked(source.text, blank)
    context = ParseContext()
    body = CutBody(cut.function)
    ops = iter_ops(text, *((start, end) if first else piece), context, _fragments(Source(source.name, text), context))
    tables: list[dict[str, Operation]] = []
    users: list[SymbolUse] = []
    try:
        found, value_errors = verify_parts(_tables(ops, cut.function, tables) if first else ops, semantics,
                                           allow_unregistered=allow_unregistered, release=True, cut=body,
                                           symbols=first, users=users)
    except GiveUp:
        return None
    if found or value_errors or body.scope is None or body.blocks != 1 or (not first and len(context.definitions)):
        # (a block of the body's own labelled in a part: the body has blocks, and the values
        # of one part may not dominate the other's uses, which neither process could tell)
        return None
    return Half(body.definitions(), body.externals(), (tables[0] if len(tables) == 1 else None) if first else users)


def _tables(ops: Iterator[Operation], function: int, tables: list[dict[str, Operation]]) -> Iterator[Operation]:
    """`ops` (a chunk's top level), passed on; into `tables`, the symbols of the table the
    function at offset `function` stands in (the top level, or a module there that holds it),
    each name's first op without its regions (each op is let go once checked, as without)."""
    top: dict[str, Operation] = {}
    here = False
    for op in ops:
        yield op  # (checked when the next is asked for)
        here = here or (op.name == FUNC_OP and op.offset == function)
        _symbol(top, op)
        if op.name == MODULE_OP and op.regions and op.regions[0].blocks:
            body = op.regions[0].blocks[0].ops
            if any(inner.name == FUNC_OP and inner.offset == function for inner in body):
                table: dict[str, Operation] = {}
                for inner in body:
                    _symbol(table, inner)
                tables.append(table)
    if here:
        tables.append(top)


def _symbol(table: dict[str, Operation], op: Operation) -> None:
    name = op.attribute("sym_name") if op.properties or op.attributes else None
    if isinstance(name, StringAttr):  # as the verifier's symbol table counts names
        table.setdefault(symbol_key(name), op.without_regions())


def joined(first: Half, second: Half, cut: Cut, semantics: Semantics, allow_unregistered: bool) -> bool:
    """Whether the parts join as the whole body: no name defined in both; each value the
    second uses and does not define, defined by the first, of the type its first use says
    (the second checked its other uses against that one); each the first uses and does not
    define, used by the terminator only and defined by the second; and the second's symbol
    users find what they name among the first's symbols."""
    if first.symbols is None or not first.definitions.keys().isdisjoint(second.definitions):
        return False
    return _defined(second.externals, first.definitions, lambda offset: True) and \
        _defined(first.externals, second.definitions, lambda offset: offset >= cut.terminator) and \
        not check_symbol_uses((first.symbols,), second.symbols, semantics, False, allow_unregistered)


def _defined(externals: dict[tuple[str, int], tuple[Any, int]], definitions: dict[str, Any], where: Any) -> bool:
    for (name, index), (use_type, offset) in externals.items():
        types = definitions.get(name)
        if types is None or not where(offset) or index >= len(types) or types[index] != use_type:
            return False
    return True
