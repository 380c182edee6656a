"""The fast path: the common shapes of lines, read with one regex each, into the same AST.

Files are mostly op lines, one op per line, in functions or in regions.  This module reads such
lines with compiled regexes, decodes each distinct type, attribute or operand text once, and
builds exactly the AST `toyir.syntax.parser` builds, offsets included.  A line it does not read
itself is handed to the grammar of record alone (`Fragment`: the op on that line, the head of an
op that opens regions, the tail after they close, a type list, an alias), so an odd line costs
one small Lark parse and never the whole file.  Only when the grammar rejects a piece, or the
text is not made of lines at all (an op spread over lines), does the caller parse the whole
chunk with the grammar, which alone decides what is an error and reports it.

Every pattern here is a subset of the grammar's terminal of the same meaning (tests check them
against the grammar's), ASCII only, with possessive quantifiers: no pattern backtracks, so a
line of any length costs time linear in its length.  Caches are keyed on raw text and bounded.
tests/test_fastparse.py checks on generated and mutated files that both paths build equal ASTs.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from typing import Any

from toyir import ir
from toyir.diagnostics import DiagnosticError
from toyir.syntax.checks import FUNC_INFERRED, LOC_TOKEN, LOCATION_NUMBER, PLAIN_STRING, plain_location
from toyir.syntax import numbers
from toyir.syntax.context import ParseContext
from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.syntax.bounded import CACHE_LIMIT as _CACHE_LIMIT, CHARS as _CHARS, bounded as _bounded


class GiveUp(Exception):
    """This text is not in the fast path's subset; parse the chunk with the grammar."""


class _Fallback(Exception):
    """This line is not one the fast path reads itself: hand it to the grammar alone."""


# `fragment(rule, start, end)`: the grammar rule `rule` read from text[start:end] with the
# chunk's context, as the parser builds it; raises GiveUp where the grammar rejects it.
Fragment = Callable[[str, int, int], "Any"]

# ---------------------------------------------------------------- the grammar's terminals
# Each is the grammar's own regex (tests/test_fastparse.py compares them).

VALUE_ID = r"%(?:[0-9]+|[A-Za-z$._-][A-Za-z0-9_$.-]*)"
STRING = r'"[^"\\\n\v\f]*(?:\\.[^"\\\n\v\f]*)*"'
BLOCK_ID = r"\^[A-Za-z0-9_$.-]+"
HASH_ID = r"#[A-Za-z_][A-Za-z0-9_$.-]*"
BARE_ID = ir.BARE_ID
INT = r"(-([ \t\f\r\n\x00]|\/\/[^\n]*\n)*)?[0-9]+"  # a `-` may stand apart from its digits, as MLIR's lexer reads it
WS = r"[ \t\f\r\n\x00]+"  # a NUL byte too: MLIR's lexer skips it between tokens
# MLIR 22's float types, each by name: another `f8E...` is no type (mlir-opt: "expected non-function type")
FLOAT_TYPES = r"f16|f32|f64|f80|f128|bf16|tf32|f8E4M3B11FNUZ|f8E5M2FNUZ|f8E4M3FNUZ|f8E4M3FN|f8E8M0FNU|f8E5M2|f8E4M3|f8E3M4|f6E2M3FN|f6E3M2FN|f4E2M1FN"


def _possessive(pattern: str) -> str:
    """`pattern` with every `*` and `+` quantifier possessive: what it took, it keeps."""
    return re.sub(r"(?<!\\)([*+])(?![+?])", r"\1+", pattern)


_NAME = _possessive(VALUE_ID)
_STRING = _possessive(STRING)

# ---------------------------------------------------------------- types

_MAX_DIGITS = 18  # a size of more digits may pass INT64_MAX: the grammar's builder decides
_ELEMENT = rf"(?:[su]?i[0-9]++|{FLOAT_TYPES}|index|complex<[^<>]*+>)"
_TENSOR = _Lazy(rf"tensor<(\*x|(?:(?:[0-9]{{1,{_MAX_DIGITS}}}+|\?)x)*+)({_ELEMENT})>")  # longer sizes: the grammar's
_VECTOR = _Lazy(rf"vector<((?:(?:[0-9]++|\[[0-9]++\])x)*+)({_ELEMENT})>")
_INTEGER = _Lazy(r"([su]?)i([0-9]++)")
_FLOAT = _Lazy(FLOAT_TYPES)
_COMPLEX = _Lazy(rf"complex<({_ELEMENT})>")
_MAX_WIDTH_DIGITS = 7  # i16777215 is the widest integer type

_TYPES: dict[str, ir.Type] = {}


def decode_type(text: str) -> ir.Type:
    """The type `text` spells, exactly as the grammar would build it; _Fallback if unsure."""
    known = _TYPES.get(text)
    return _new_type(text) if known is None else known


def _new_type(text: str) -> ir.Type:
    """`decode_type(text)` where `text` was just looked for in the cache and missed: not looked
    for again (a miss in a cache of many thousand texts is a cache miss of the processor too)."""
    known = _bounded(_TYPES, text)[text] = _decode(text)
    return known


def _decode(text: str) -> ir.Type:
    if text.startswith("tensor<") and text.endswith(">") and "ex" not in text:
        # Split on `x`, not matched: every piece is checked as it is looked up, a dim by
        # `_DIM_VALUES` and the element type by `_element`, each once per distinct text, so
        # what this accepts `_TENSOR` accepts too.  The element types with an `x` in their
        # names (`index`, `complex<...>`: "ex") take the regex.  A file of distinct shapes
        # decodes a type or more per op.
        sizes = text[7:-1].split("x")
        element = sizes.pop()
    else:
        match = _TENSOR.fullmatch(text)
        if match is None:
            return _vector_or_element(text)
        dims, element = match.groups()
        sizes = dims[:-1].split("x") if dims else []
    shape = (None if sizes == ["*"] else tuple(map(_dim_value, sizes))) if sizes else ()
    decoded = _ELEMENTS.get(element)
    if decoded is None:
        decoded = _bounded(_ELEMENTS, element)[element] = _element(element)
    return _tensor_type((shape, decoded, None))


def _vector_or_element(text: str) -> ir.Type:
    if text[:1] == "!":
        if _DIALECT_TYPE.fullmatch(text) is None:
            raise _Fallback
        return ir.OpaqueType(text)  # as the reader keeps it: the text as written
    match = _VECTOR.fullmatch(text)
    if match:
        dims, element = match.groups()
        parts = dims.split("x")[:-1]
        shape = tuple(_size(d.strip("[]")) for d in parts)
        if 0 in shape:
            raise _Fallback  # an error: the grammar reports it
        scalable = tuple(d.startswith("[") for d in parts)
        return ir.VectorType(shape, _element(element), scalable if any(scalable) else ())
    return _element(text)


# A dialect's type as front ends print most of theirs (`!torch.vtensor<[2,?],f32>`, `!torch.int`):
# a name with a `.` (an alias's has none), and a body of tokens each of which the grammar's
# `balanced` takes wherever it stands (a `-` not before `>`, which would make `->`), `[...]`
# one deep, no nested `<...>` (after which a keyword would end it), no string, no blank;
# anything else is the reader's.
_DIALECT_TYPE = _Lazy(r"![A-Za-z_][A-Za-z0-9_$]*+\.[A-Za-z0-9_$.]*+"
                      r"(?:<(?:[A-Za-z0-9_,?*:]++|-(?!>)|\[(?:[A-Za-z0-9_,?*:]++|-(?!>))*+\])*+>)?+")
_DIM = _Lazy(rf"[0-9]{{1,{_MAX_DIGITS}}}+")  # a static dim as `_TENSOR` admits it


class _DimValues(dict):
    """A dim's text to its value, `?` to None: each distinct text is checked and converted
    once, and a shape's dims are looked up without a Python call each.  A text that is not a
    dim `_TENSOR` admits (a sign, a space, too many digits, `*` among others) raises
    `_Fallback`, and is not remembered."""

    def __missing__(self, text: str) -> int:
        if _DIM.fullmatch(text) is None:
            raise _Fallback
        if len(self) >= _CACHE_LIMIT:
            self.clear()
            self["?"] = None
        value = self[text] = int(text)
        return value


_DIM_VALUES = _DimValues({"?": None})
# Bound once, not looked up per type (the cache is cleared, never replaced).
_dim_value: Callable[[str], int | None] = _DIM_VALUES.__getitem__
_tensor_type: Callable[[tuple], ir.TensorType] = ir.TensorType._make
_ELEMENTS: dict[str, ir.ElementType] = {}


def _size(digits: str) -> int:
    if len(digits) > _MAX_DIGITS:
        raise _Fallback
    return int(digits)


def _element(text: str) -> ir.ElementType:
    match = _INTEGER.fullmatch(text)
    if match:
        if len(match.group(2)) > _MAX_WIDTH_DIGITS or int(match.group(2)) > 16_777_215:
            raise _Fallback
        return ir.IntegerType(int(match.group(2)), match.group(1))
    if _FLOAT.fullmatch(text):
        return ir.FloatType(text)
    if text == "index":
        return ir.IndexType()
    match = _COMPLEX.fullmatch(text)
    if match:
        return ir.ComplexType(_element(match.group(1)))
    raise _Fallback


_TYPE_LISTS: dict[str, tuple[ir.Type, ...]] = {}
_RESULT_TYPES: dict[str, tuple[ir.Type, ...]] = {}  # an op's result types as written after `->`


def _type_list(text: str) -> tuple[ir.Type, ...]:
    """`(t0, t1)` or `()`, spaced `, ` in this path; decoded once per distinct text."""
    known = _TYPE_LISTS.get(text)
    return _new_type_list(text) if known is None else known


def _new_type_list(text: str, keep: bool = True) -> tuple[ir.Type, ...]:
    """`_type_list(text)` where `text` was just looked for and missed (`_new_type`); kept in
    the cache unless not to `keep`."""
    inner = text[1:-1]
    types = _TYPES
    # a type may be falsy (`index`, a record of no fields): `is None`, or it would be decoded again
    known = tuple([cached if (cached := types.get(t)) is not None else _new_type(t)
                   for t in inner.split(", ")]) if inner else ()
    if keep:
        _bounded(_TYPE_LISTS, text)[text] = known
    return known


def _result_types(text: str) -> tuple[ir.Type, ...]:
    return _type_list(text) if text.startswith("(") else (decode_type(text),)


# ---------------------------------------------------------------- lines

_COMMENT = r"[ \t]*+(?://[^\n]*+)?+"
_RESULTS = rf"{_NAME}(?::[0-9]++)?+(?:, {_NAME}(?::[0-9]++)?+)*+"
def _nested(brackets: tuple[tuple[str, str], ...], plain: str, depth: int, tokens: tuple[str, ...] = (),
            top: str | None = None) -> str:
    """One step of a text, a pattern to repeat possessively: a run of `plain` characters (a
    class `[^...]`; `top` at the outer level, if given) that begin no token, one of `tokens`,
    one `plain` character, a whole string, or a pair of `brackets` around such steps, `depth`
    deep.  (A run is taken in one step, not a character a step: the same text, matched sooner.)"""
    first = "".join(f"{token}|" for token in tokens)
    starts = "".join(sorted({re.escape(token[1] if token[0] == "\\" else token[0]) for token in tokens}))

    def run(chars: str) -> str:
        return f"{chars[:-1]}{starts}]++|" if chars.startswith("[^") and chars.endswith("]") else ""
    step = rf"(?:{run(plain)}{first}{plain}|{_STRING})"
    for level in range(depth):
        here = top if top is not None and level == depth - 1 else plain
        pairs = "".join(f"|{open_}{step}*+{close}" for open_, close in brackets)
        step = rf"(?:{run(here)}{first}{here}|{_STRING}{pairs})"
    return step


# An attribute dictionary's inside: anything but braces, quotes and line ends, or whole strings,
# or dictionaries of such inside (two deep).  What it holds is read by `dictionary`.
_DICT = _nested(((r"\{", r"\}"),), r'[^{}"\n]', 2) + "*+"
# A location: any text of balanced parentheses (up to four deep) on the line.  The common
# `"file":line:column` and `#alias` are read here; the others by the reader (`location`).
_LOC = r"loc\(" + _nested(((r"\(", r"\)"),), r'[^()"\n]', 4) + r"*+\)"
_SIMPLE_LOC = _Lazy(rf'"[^"\\\n\v\f]*+":[0-9]++:[0-9]++|{_possessive(HASH_ID)}')
_HEAD = (rf"[ \t]*+(?:({_RESULTS}) = )?+"            # 1 results
         r'"([A-Za-z0-9$._-]++)"\(([^()\n]*+)\)'      # 2 name, 3 operands
         r"(?:\[([^\[\]\n]*+)\])?+"                   # 4 successors
         rf"(?: <\{{({_DICT})\}}>)?+")                # 5 properties
_TAIL = (rf"(?: \{{({_DICT})\}})?+"                    # attributes
         r" : (\([^()\n]*+\)) -> (\([^()\n]*+\)|[^ \t()\n/]++)"  # types
         rf"(?: ({_LOC}))?+")                         # location
_OP = _Lazy(_HEAD + _TAIL + _COMMENT)

# The same op with any whitespace between its tokens, over several lines too, up to the end of
# its last line (comments inside it go to the reader): what `loose_operation` reads.
_W = r"[ \t\n\f]*+"
_LOOSE_DICT = _nested(((r"\{", r"\}"),), r'[^{}"/]', 2) + "*+"
_LOOSE_LOC = r"loc\(" + _nested(((r"\(", r"\)"),), r'[^()"/]', 4) + r"*+\)"
_LOOSE_TYPE = r"!?+[A-Za-z0-9_$.]++(?:[ \t]*+<[^<>()/\n]*+(?:<[^<>()/\n]*+>[^<>()/\n]*+)*+>)?+"
_LOOSE_RESULT = rf"{_NAME}(?:{_W}:{_W}[0-9]++)?+"
# Between its pieces, comments too (`(%a, %b)  // operands` then `: (...)` on the next line),
# and inside its operand and type lists (`(i32, // lhs`), blanked before they are read
# (`_uncommented`); not inside its other pieces (a dictionary's text is read as it stands).
_WC = r"(?:[ \t\n\f]++|//[^\n]*+)*+"
_IN_LIST = r"(?:[^()/]++|//[^\n]*+)*+"
_LOOSE_OP = _Lazy(
    rf"{_W}(?:({_LOOSE_RESULT}(?:{_W},{_W}{_LOOSE_RESULT})*+){_WC}={_WC})?+"  # 1 results
    rf'"([A-Za-z0-9$._-]++)"{_WC}\(((?:[^()/"]++|//[^\n]*+)*+)\)'             # 2 name, 3 operands
    rf"(?:{_WC}(\[))?+"                                                       # 4 successors: the reader's
    rf"(?:{_WC}<{_W}\{{({_LOOSE_DICT})\}}{_W}>)?+"                            # 5 properties
    rf"(?:{_WC}\{{({_LOOSE_DICT})\}})?+"                                      # 6 attributes
    rf"{_WC}:{_WC}(\({_IN_LIST}\)){_WC}->{_WC}(\({_IN_LIST}\)|{_LOOSE_TYPE})"  # 7, 8 types
    rf"(?:{_WC}({_LOOSE_LOC}))?+"                                               # 9 location
    r"[ \t]*+(?://[^\n]*+)?+(?=\n|\Z)")
_LOOSE_RESULTS = _Lazy(rf"({_NAME})(?:{_W}:{_W}([0-9]++))?+")
_LOOSE_USES = _Lazy(rf"{_W}(?:{_NAME}(?:#[0-9]++)?+(?:{_W},{_W}{_NAME}(?:#[0-9]++)?+)*+)?+{_W}")
_LOOSE_USE = _Lazy(rf"({_NAME})(?:#([0-9]++))?+")
_SPACED_SHAPE = _Lazy(r"(?:tensor|vector)[ \t]*+<[ \t]*+(?:(?:[0-9]{1,18}+|\?|\*)[ \t]*+x[ \t]*+)*+"
                      r"[a-z][a-z0-9]*+(?![A-Za-z0-9_$.])[ \t]*+>")
# How many lines after an op's first one its head may go on before its regions open (`head_over_lines`).
_HEAD_LINES = 64
_OPEN = _Lazy(_HEAD + r" \(\{" + _COMMENT)
_CLOSE_OP = _Lazy(r"[ \t]*+\}\)" + _TAIL + _COMMENT)
# A line up to its `//` comment, if any: strings whole (a `//` in one is no comment)
_BEFORE_COMMENT = _Lazy(r'(?:[^"/\n]++|"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"|/(?!/))*+')
_NEXT_REGION = _Lazy(r"[ \t]*+\}, \{" + _COMMENT)
_REGION_COMMA = _Lazy(r"[ \t]*+\},[ \t]*+(?://[^\n]*+)?+")  # (the `//` comment: `_COMMENT`'s)
_REGION_BRACE = _Lazy(r"[ \t]*+(\{)[ \t]*+(?://[^\n]*+)?+")
# Arguments as printed, each perhaps with the location debug info gives it: `loc("file":L:C)`
# or a range from there (`to L:C`, `to :C`; no escape, no comma or parenthesis in the file's
# name) or `loc(#alias)`; only such a location may hold a parenthesis, so the text splits at
# its `, ` (`_block_arguments`).
_ARGUMENTS = (r'(?:[^()\n]*+\((?:"[^"(),\\\n\v\f]*+":[0-9]{1,18}+:[0-9]{1,18}+(?: to (?:[0-9]{1,18}+)?+:[0-9]{1,18}+)?+'
              r'|#[A-Za-z_][A-Za-z0-9_$.-]*+)\))*+[^()\n]*+')
_BLOCK = _Lazy(rf"[ \t]*+({BLOCK_ID})(?:\(({_ARGUMENTS})\))?+:" + _COMMENT)
_FUNC = _Lazy(
    rf"[ \t]*+func\.func (?:(private|public|nested) )?+(@[A-Za-z_][A-Za-z0-9_$.]*+)\(({_ARGUMENTS})\)"
    rf"(?: -> (\([^()\n]*+\)|[^ \t(){{/\n]++))?+(?: attributes \{{([^{{}}\n]*+)\}})?+( \{{)?+{_COMMENT}")
# The same header on one line with any blanks between its tokens (no attributes, no location):
# what `loose_function_header` reads, each argument `%name : type` between commas.
_LOOSE_FUNC = _Lazy(
    rf"[ \t]*+func\.func[ \t]++(?:(private|public|nested)[ \t]++)?+(@[A-Za-z_][A-Za-z0-9_$.]*+)[ \t]*+\(([^(){{}}\n]*+)\)"
    rf"(?:[ \t]*+->[ \t]*+(\([^(){{}}\n]*+\)|{_LOOSE_TYPE}))?+[ \t]*+(\{{)?+{_COMMENT}")
# and over lines (`func.func @f(\n    %a: i32,\n    %b: i32\n) {`, as formatters break a long one)
_LOOSE_FUNC_LINES = _Lazy(
    rf"[ \t]*+func\.func[ \t]++(?:(private|public|nested)[ \t]++)?+(@[A-Za-z_][A-Za-z0-9_$.]*+)[ \t]*+\(([^(){{}}/]*+)\)"
    rf"(?:[ \t\n]*+->[ \t\n]*+(\([^(){{}}/]*+\)|{_LOOSE_TYPE}))?+[ \t\n]*+(\{{)?+{_COMMENT}(?=\n|\Z)")
_LOOSE_ARGUMENT = _Lazy(rf"[ \t\n]*+({_NAME})[ \t\n]*+:([^\n]*+)[ \t\n]*+")
# What may continue a function's header on the lines after one that could end a declaration.
_HEADER_GOES_ON = _Lazy(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+(?:->|\{(?!-#)|attributes\b|loc\b)")
_RETURN = _Lazy(
    rf"[ \t]*+(?:func\.)?+return(?: ((?:{_NAME}(?:#[0-9]++)?+)(?:, {_NAME}(?:#[0-9]++)?+)*+) : ([^ /\n][^/\n]*+))?+{_COMMENT}")
# An op's location on a line below it (`... -> T\n    loc(...)`, as a reformatted file has it):
# the op a line pattern matched without one is not the whole op.
_LOCATED_BELOW = _Lazy(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+loc(?![A-Za-z0-9_$.])")
# What may follow a block's last op: its block's end, or the next block's label.
_BLOCK_ENDS = _Lazy(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+[}^]")
# A module's opening line up to its brace, or up to its attributes' (`module_header` reads on).
_MODULE = _Lazy(r"[ \t]*+(module|builtin\.module)(?: (@[A-Za-z_][A-Za-z0-9_$.]*+))?+(?: \{|( attributes )(?=\{))")
_COMMENT_LINE = _Lazy(_COMMENT)
_CLOSE = _Lazy(rf"[ \t]*+\}}{_COMMENT}")
# A location alias's definition, `#name = loc(...)`, of every form `plain_location` reads, a
# line at a time from where a run of such lines begins (`alias_lines`): the definitions
# `--mlir-print-debuginfo` writes after the module, by the hundred thousand (a file location's
# text and parts apart: most are one; then those made of other aliases: a call site, a name's
# child, a fused location; a name with a `.` is left to the grammar, which says why).  The
# tokens' `+` gives back the last `)`, and only that: a text splits into them one way alone.
_ALIAS_REF = r"#[A-Za-z_][A-Za-z0-9_$.-]*+"
_ALIAS_LINE = _Lazy(rf'[ \t]*+(#[A-Za-z_][A-Za-z0-9_$-]*+) = loc\((?:("([^"\\\n\v\f]*+)":({LOCATION_NUMBER}):({LOCATION_NUMBER}))'
                    rf'|(callsite\(({_ALIAS_REF}) at ({_ALIAS_REF})\)|{PLAIN_STRING}\(({_ALIAS_REF})\)'
                    rf'|fused\[({_ALIAS_REF}(?:, {_ALIAS_REF})*+)\])'
                    rf'|((?:{LOC_TOKEN})+))\)' + _COMMENT + r'\r?+(?:\n|\Z)')
_USE = _Lazy(rf"({_NAME})(?:#([0-9]++))?+")
_PLAIN_USES = _Lazy(rf"{_NAME}(?:, {_NAME})*+")
_BLOCK_ID = _Lazy(BLOCK_ID)


class _Open:
    """An op whose regions are being read: its head, its finished regions, the current region's
    blocks and the block being filled.  `kind` is "op", or "func"/"module" for the custom forms."""

    __slots__ = ("kind", "head", "regions", "blocks", "block", "region_offset", "returned", "start", "last")

    def __init__(self, kind: str, head: tuple, region_offset: int, start: int) -> None:
        self.kind = kind
        self.start = start  # of the line that opened it
        self.last: tuple[int, int] | None = None  # the text of the last complete op of the current block
        self.head = head
        self.regions: list[ir.Region] = []
        self.blocks: list[ir.Block] = []
        self.block: list = [None, (), [], None]  # label, arguments, ops, offset
        self.region_offset = region_offset
        self.returned = False  # a custom body's `return`: only the next block's label or `}` may follow

    def end_block(self) -> None:
        label, arguments, ops, offset = self.block
        if label is not None or ops:
            self.blocks.append(ir.Block(label, arguments, tuple(ops), ops[0].start if offset is None else offset))

    def end_region(self) -> None:
        self.end_block()
        self.last = None
        self.regions.append(ir.Region(tuple(self.blocks), self.region_offset))
        self.blocks = []
        self.block = [None, (), [], None]


def iter_ops(text: str, start: int, end: int, context: ParseContext, fragment: Fragment,
             removable: list[tuple[int, int]] | None = None) -> Iterator[ir.Operation]:
    """The top-level ops of `text[start:end]`, each as soon as it is complete; aliases and
    resources go into `context`.

    A caller can verify a function and let it go before the next is read, so a large file is
    never held as one tree.  `GiveUp` may come at any point: then nothing read so far counts.
    Into `removable` go the spans of ops read so far that the grammar would read the same
    without (see `blank_out`), so that after `GiveUp` it need not read them again.
    """
    return _Reader(text, context, fragment, removable).ops(start, end)


def blank_out(text: str, start: int, spans: list[tuple[int, int]]) -> tuple[str, int]:
    """`text` with each span's characters but line ends made blanks (same offsets, same lines),
    and the offset from which the grammar need read the chunk that begins at `start`.

    The spans are whole ops, each followed in its block by another op that is kept: taking an
    item out of a non-empty list of items leaves the grammar in the same state at every later
    token, so the grammar finds in the blanked text the same first error, at the same place,
    as in the whole text, after reading little more than blanks.  The spans that open the
    chunk, with only the grammar's whitespace around them, are top-level items: after them the
    grammar is in its initial state, so it reads from their end, and the text is not copied
    for them.
    """
    spans = sorted(spans)  # an op that ends later was recorded after the ops inside it
    first, kept = start, 0
    for kept, (begin, end) in enumerate(spans):
        if begin < first:
            continue  # inside an op already skipped
        if begin > first and _BLANK.fullmatch(text, first, begin) is None:
            break
        first = end
    else:
        return text, first
    pieces, previous = [], 0
    for begin, end in spans[kept:]:
        if begin < previous:
            continue  # inside an op already blanked
        pieces.append(text[previous:begin])
        pieces.append("\n".join(map(" ".__mul__, map(len, text[begin:end].split("\n")))))
        previous = end
    pieces.append(text[previous:])
    return "".join(pieces), first


_BLANK = _Lazy(_possessive(WS))


class _Reader:
    __slots__ = ("text", "context", "fragment", "removable", "top_last", "type_lists")

    def __init__(self, text: str, context: ParseContext, fragment: Fragment,
                 removable: list[tuple[int, int]] | None) -> None:
        self.text = text
        self.context = context
        self.type_lists = context.type_lists
        self.fragment = fragment
        self.removable = removable
        self.top_last: tuple[int, int] | None = None

    def item(self, owner: _Open | None, start: int, end: int) -> None:
        """An op from `start` to `end` is complete in `owner`'s current block (None: the top
        level): the one before it there may be blanked out."""
        last = self.top_last if owner is None else owner.last
        removable = self.removable
        if last is not None and removable and removable[-1][1] + 1 == last[0] and removable[-1][0] < last[0]:
            removable[-1] = (removable[-1][0], last[1])  # the common case: the line after the last span
        elif last is not None and removable is not None:
            # Spans come in the order ops end: an op's span follows those of the ops inside it,
            # which it covers.  Kept merged, the list stays as short as the nesting is deep.
            begin, finish = last
            while removable and removable[-1][0] >= begin:
                removable.pop()
            if removable and self.text.count("\n", removable[-1][1], begin) <= 1 \
                    and not self.text[removable[-1][1]:begin].strip():
                begin = removable.pop()[0]
            removable.append((begin, finish))
        if owner is None:
            self.top_last = (start, end)
        else:
            owner.last = (start, end)

    def ops(self, start: int, end: int) -> Iterator[ir.Operation]:
        frames: list[_Open] = []
        try:
            yield from self._ops(start, end, frames)
        except (GiveUp, DiagnosticError):
            module = frames[0] if frames else None
            if module is not None and (module.kind == "module" or module.head[1] == ir.MODULE_OP) \
                    and not module.blocks:
                self.context.unfinished = tuple(module.block[2])
            raise

    def _ops(self, start: int, end: int, frames: list[_Open]) -> Iterator[ir.Operation]:
        text, fragment = self.text, self.fragment
        top: list[ir.Operation] = []
        op_match, position = _OP.fullmatch, start
        while position < end:
            newline = text.find("\n", position, end)
            line_end = end if newline == -1 else newline
            if text[line_end - 1] == "\r" and line_end > position:
                # A line of a CRLF file: its `\r` is a blank between tokens, as MLIR's lexer
                # reads it, left with the line's end (the next line starts after the `\n`: an
                # empty line between them, which the loop steps over).
                line_end -= 1
            # The common line, an op on its own line, matched in place: no copy of the line.
            match = op_match(text, position, line_end)
            if match is not None and (match.group(9) is not None or _LOCATED_BELOW.match(text, line_end, end) is None):
                frame = frames[-1] if frames else None
                if frame is not None and frame.returned:
                    raise GiveUp
                try:
                    (frame.block[2] if frame is not None else top).append(self.operation(match, 0))
                except _Fallback:
                    (frame.block[2] if frame is not None else top).append(fragment("op", position, line_end))
                self.item(frame, position, line_end)
                position = line_end + 1
                if top:
                    yield from top
                    top.clear()
                continue
            line = text[position:line_end]
            stripped = line.lstrip(" \t")
            if not stripped or stripped.startswith("//"):
                position = line_end + 1
                continue
            frame = frames[-1] if frames else None
            ops = frame.block[2] if frame is not None else top
            if frame is not None and frame.returned and not stripped.startswith(("}", "^")):
                raise GiveUp
            first = stripped[0]
            if first in '%"':
                if line.rstrip(" \t").endswith("({") and "//" not in line:
                    cut = line.rindex("({")
                    opened = _OPEN.fullmatch(line)
                    head = None
                    if opened is not None:
                        try:
                            head = self.head(opened, position)
                        except _Fallback:
                            pass
                    if head is None:
                        head = fragment("op_head", position, position + cut)
                    frames.append(_Open("op", head, position + cut + 1, position))
                else:
                    loose = _LOOSE_OP.match(text, position, end)
                    try:
                        if loose is None or (loose.group(9) is None and
                                             _LOCATED_BELOW.match(text, loose.end(), end) is not None):
                            raise _Fallback
                        ops.append(self.loose_operation(loose))
                    except _Fallback:
                        opened_below = self.head_over_lines(position, line_end, end)
                        if opened_below is None:
                            line_end = self.whole_item(ops, frame, position, end)
                        else:  # (its regions read by the line patterns, as after a head on one line)
                            head, cut, line_end = opened_below
                            frames.append(_Open("op", head, cut + 1, position))
                    else:
                        line_end = loose.end()
                        self.item(frame, position, line_end)
            elif first == "}":
                if frame is None:
                    raise GiveUp
                if stripped.startswith("})"):
                    if frame.kind != "op":
                        raise GiveUp
                    match = _CLOSE_OP.fullmatch(line)
                    tail = None
                    if match is not None and (match.group(4) is not None or
                                              _LOCATED_BELOW.match(text, line_end, end) is None):
                        try:
                            tail = self.tail(match, position, 1)
                        except _Fallback:
                            pass
                    op_end = line_end
                    if tail is None:  # other spacing, or over lines (`}) {\n  attrs\n} : ...`): the reader reads it
                        tail, op_end = fragment("op_tail_item", position + line.index("})") + 2, end)
                        line_end = op_end - 1  # (where the loop goes on, less one: `whole_item`'s)
                    frame.end_region()
                    frames.pop()
                    (frames[-1].block[2] if frames else top).append(make_op(frame.head, tuple(frame.regions), tail))
                    self.item(frames[-1] if frames else None, frame.start, op_end)
                elif _NEXT_REGION.fullmatch(line) is not None:
                    if frame.kind != "op":
                        raise GiveUp
                    frame.end_region()
                    frame.region_offset = position + line.index("{")
                elif _REGION_COMMA.fullmatch(line) is not None and frame.kind == "op":
                    # `},` and the next region's `{` on the line after it, as people write them
                    following = text.find("\n", line_end + 1, end)
                    following = end if following == -1 else following
                    opened = _REGION_BRACE.fullmatch(text, line_end + 1, following)
                    if opened is None:
                        raise GiveUp
                    frame.end_region()
                    frame.region_offset = opened.start(1)
                    line_end = following
                elif frame.kind != "op" and (_CLOSE.fullmatch(line) is not None
                                             or stripped[1:].lstrip(" \t").startswith("loc")):
                    # `}`, or `} loc(...)` as mlir-opt prints a function or module with debug info
                    after = position + line.index("}") + 1
                    location = None if _CLOSE.fullmatch(line) else fragment("location", after, line_end)
                    frames.pop()
                    (frames[-1].block[2] if frames else top).append(_custom(frame, location))
                    self.item(frames[-1] if frames else None, frame.start, line_end)
                else:
                    raise GiveUp
            elif first == "^":
                if frame is None or frame.kind == "module":
                    raise GiveUp
                resume = self.block_header(line, position, end, frame)
                if resume is not None:
                    line_end = resume
            elif stripped.startswith(("return", "func.return")):
                match = _RETURN.fullmatch(line)
                if frame is None or frame.kind != "func":
                    raise GiveUp
                try:
                    if match is None or _BLOCK_ENDS.match(text, line_end, end) is None:
                        # (a `return` with its operands, or more of its types, on the lines below it)
                        raise _Fallback
                    ops.append(self.return_op(match, position))
                except _Fallback:  # other spacing, say, or over lines: the reader reads it
                    line_end = self.whole_item(ops, frame, position, end, "return_item")
                frame.returned = True
            elif stripped.startswith("func.func"):
                if frame is not None and frame.kind == "func":
                    raise GiveUp
                header, brace = self.header_line(line, position)
                if header is None and line.rstrip(" \t").endswith("("):  # its arguments on the lines below
                    header, brace, line_end = self.header_lines(position, line_end, end)
                if header is None or (brace is None and _HEADER_GOES_ON.match(text, line_end, end) is not None):
                    # (a line that could end a declaration, but the header goes on below it:
                    # `-> T {` on the next line, as a hand-formatted signature is written):
                    # the reader reads the header, the line patterns its body
                    header, stop = fragment("function_head_item", position, end)
                    if header is None:  # (what the line patterns' function does not keep: the reader reads it all)
                        line_end = self.whole_item(ops, frame, position, end)
                    else:
                        frame = _Open("func", header, stop - 1, position)
                        frame.block = [None, header[2] or (), [], stop - 1]
                        frames.append(frame)
                        line_end = stop - 1
                elif brace is not None:
                    frame = _Open("func", header, brace, position)
                    frame.block = [None, header[2] or (), [], brace]
                    frames.append(frame)
                else:
                    ops.append(_function(header, None))
                    self.item(frame, position, line_end)
            elif stripped.startswith(("module", "builtin.module")):
                if frame is not None and frame.kind == "func":
                    raise GiveUp
                head = self.module_header(line, position)
                if head is None:
                    line_end = self.whole_item(ops, frame, position, end)
                else:
                    frame = _Open("module", head, head[1], position)
                    frame.block[3] = head[1]
                    frames.append(frame)
            elif first in "#!" and frame is None:
                resume = self.alias_lines(position, end)
                if resume != position:
                    position = resume
                    continue
                fragment("alias_def", position, line_end)  # (any other alias, and any other form: the reader)
            elif stripped.startswith("{-#") and frame is None:
                fragment("file_metadata", position, end)
                break
            else:
                raise GiveUp
            position = line_end + 1
            if top:
                yield from top
                top.clear()
        if frames:
            raise GiveUp
        yield from top

    def alias_lines(self, position: int, end: int) -> int:
        """The lines from `position` that each define a location alias of a form `_ALIAS_LINE`
        reads, defined as the reader defines them, in one loop: where the line loop goes on
        (`position` itself if its line is not one)."""
        text, context = self.text, self.context
        attributes, definitions, resolve = context.attributes, context.definitions, context.location
        match_line, located = _ALIAS_LINE.match, ir.Location._make
        Location = ir.Location
        while position < end and (match := match_line(text, position, end)) is not None:
            name, written, file, line, column, aliased, callee, caller, child, fused, body = match.groups()
            if name in attributes:  # (defined twice: the grammar says so)
                break
            if written is not None:
                location = located((written, file, int(line), int(column)))
            elif aliased is not None:  # at the first file location of those it names (`_shown`)
                shown: ir.Location | None = None
                for part in (callee, caller) if callee is not None else (child,) if child is not None else fused.split(", "):
                    found = attributes.get(part)
                    if type(found) is not Location:
                        shown = found = None  # (an alias not defined above, or not a location's: the grammar)
                        break
                    if shown is None and found.file:  # type: ignore[union-attr]
                        shown = found  # type: ignore[assignment]
                if found is None:
                    break
                location = located((aliased, None, None, None)) if shown is None else \
                    located((aliased, shown.file, shown.line, shown.column))
            else:
                found = plain_location(body, resolve)
                if found is None:
                    break
                location = found
            attributes[name] = location
            definitions.append((name, location))
            position = match.end()
        return position

    def module_header(self, line: str, position: int) -> tuple | None:
        """A module's opening line, `module @name attributes {...} {` (a name and attributes
        optional): its name, keyword's and name's offsets and attributes; None if the line
        is not one (a comment after its brace, say: the reader reads the module then)."""
        match = _MODULE.match(line)
        if match is None:
            return None
        attributes: tuple = ()
        if match.group(3) is None:  # `module @name {`
            if _COMMENT_LINE.fullmatch(line, match.end()) is None:
                return None
        else:  # the attributes, up to the brace that ends the line
            close = line.rstrip(" \t")
            dictionary_end = len(close[:-1].rstrip(" \t"))
            if not close.endswith("{") or dictionary_end <= match.end() or close[dictionary_end - 1] != "}":
                return None
            attributes = self.fragment("attr_dict", position + match.end(),  # type: ignore[attr-defined]
                                       position + dictionary_end).entries
        keyword = position + match.start(1)
        return match.group(2), keyword, None if match.group(2) is None else position + match.start(2), attributes

    def whole_item(self, ops: list, frame: _Open | None, start: int, end: int, rule: str = "item") -> int:
        """An item from `start` that is not a line of a shape read here (other spacing, over
        several lines, a function whose header has more), read by the reader (`fragment`'s
        `item`, or `return_item` for a function's `return`) into `ops`: where the line loop
        goes on, less one (it may be inside a line, after the item and what follows it up to
        the next token)."""
        op, stop = self.fragment(rule, start, end)
        ops.append(op)
        self.item(frame, start, stop)
        return stop - 1

    # ------------------------------------------------------------ pieces of lines

    def operation(self, match: re.Match, base: int) -> ir.Operation:
        (results_text, name, operands_text, successors_text, properties_text, attributes_text, types_text,
         result_text, location_text) = match.groups()
        if successors_text is None and properties_text is None and \
                (not results_text or (":" not in results_text and "," not in results_text)):
            # The common line, `%r = "d.op"(%a, %b) {attrs} : (T, U) -> V loc(...)`, in one step: distinct texts
            # are decoded once, and the rest is placing them at this line's offsets.
            start = match.start
            offset = base + start(2) - 1
            # A file of ever new shapes keeps its new type lists and result types only for the
            # trial (toyir.trial): each costs its insertion and the memory it holds (pure
            # Python, 100k ops: 1 to 3% of the time), where a file that repeats its types keeps
            # them all and needs them (the verifier's memo knows a list by the tuple kept here).
            trial = self.type_lists
            trial.lookups += 1
            operand_types = _TYPE_LISTS.get(types_text)
            if operand_types is None:
                keep = trial.on and trial.missed()
                operand_types = self.type_list(types_text, base + start(7), missed=True, keep=keep)
            else:
                keep = trial.on
            result_types = _RESULT_TYPES.get(result_text)
            if result_types is None:
                result_types = self.result_types(result_text, base + start(8))
                if keep and not _contextual(result_text):
                    _bounded(_RESULT_TYPES, result_text)[result_text] = result_types
            results: tuple[ir.ResultGroup, ...] = (ir.ResultGroup(results_text, 1, base + start(1)),) \
                if results_text else ()
            attributes = () if attributes_text is None else self.dictionary(attributes_text, base + start(6) - 1)
            location = None if location_text is None else self.location(location_text, base + start(9))
            return ir.Operation(name, results, _uses(operands_text, base + start(3)) if operands_text else (),
                                attributes, operand_types, result_types, offset,
                                results[0].offset if results else offset, base + start(7), location=location)
        results, name, offset, operands, successors, properties = self.head(match, base)
        attributes, operand_types, types_offset, result_types, location = self.tail(match, base, 6)
        return ir.Operation(name, results, operands, attributes, operand_types, result_types, offset,
                            results[0].offset if results else offset, types_offset, successors, properties, (),
                            location)

    def loose_operation(self, match: re.Match) -> ir.Operation:
        """The op `_LOOSE_OP` matched (offsets are the text's): its pieces read as the grammar
        reads them between any whitespace; _Fallback where a piece is not one read here."""
        (results_text, name, operands_text, successors, properties_text, attributes_text, types_text, result_text,
         location_text) = match.groups()
        if successors is not None:
            raise _Fallback
        start = match.start
        results = _loose_results(results_text, start(1)) if results_text else ()
        offset = start(2) - 1
        operands = _loose_uses(_uncommented(operands_text), start(3))
        types_text, result_text = _uncommented(types_text), _uncommented(result_text)
        properties = () if properties_text is None else self.dictionary(properties_text, start(5) - 1)
        attributes = () if attributes_text is None else self.dictionary(attributes_text, start(6) - 1)
        operand_types = self.loose_types(types_text, start(7))
        result_types = self.loose_types(result_text, start(8)) if result_text.startswith("(") \
            else self.loose_result(result_text, start(8))
        location = None if location_text is None else self.location(location_text, start(9))
        return ir.Operation(name, results, operands, attributes, operand_types, result_types, offset,
                            results[0].offset if results else offset, start(7), (), properties, (), location)

    def head(self, match: re.Match, base: int) -> tuple:
        results_text, name, operands_text, successors_text, properties_text = match.group(1, 2, 3, 4, 5)
        results = _results(results_text, base + match.start(1)) if results_text else ()
        successors = () if successors_text is None else _successors(successors_text, base + match.start(4))
        properties = () if properties_text is None else self.dictionary(properties_text, base + match.start(5) - 1)
        return results, name, base + match.start(2) - 1, _uses(operands_text, base + match.start(3)), successors, \
            properties

    def tail(self, match: re.Match, base: int, first: int) -> tuple:
        attributes_text, operand_types, result_text, location_text = match.group(first, first + 1, first + 2, first + 3)
        attributes = () if attributes_text is None else self.dictionary(attributes_text, base + match.start(first) - 1)
        location = None if location_text is None else self.location(location_text, base + match.start(first + 3))
        types_offset = base + match.start(first + 1)
        return attributes, self.type_list(operand_types, types_offset), types_offset, \
            self.result_types(result_text, base + match.start(first + 2)), location

    def dictionary(self, text: str, offset: int) -> tuple[ir.Attribute, ...]:
        """The entries of `{text}` written at `offset` (of its `{`): each distinct text is read
        once (by `_plain_dictionary`, else by the grammar), and its entries are placed at each use."""
        layout = _DICTS.get(text)
        if layout is None and _NOT_PLAIN.match(text) is None:  # (a bracket, say: not worth trying)
            layout = _plain_dictionary(text)
        if layout is None:
            layout = self.context.read_dicts.get(text)  # one that names an alias, read in this chunk
        if layout is None:
            layout = self.fragment("attr_layout", offset, offset + len(text) + 2)
            if not _contextual(text):
                _bounded(_DICTS, text)[text] = layout
            else:  # aliases mean other things in other chunks: kept for this one
                dicts = self.context.read_dicts
                if len(dicts) >= _CACHE_LIMIT:
                    dicts.clear()  # (a chunk of ever new dictionaries: no more memory than this)
                dicts[text] = layout
        Attribute = ir.Attribute
        return tuple([Attribute(name, value, offset + relative) for name, value, relative in layout])

    def deferred(self, arguments: tuple[ir.BlockArgument, ...]) -> tuple[ir.BlockArgument, ...]:
        """`arguments`, those at `loc(#alias)` kept to be resolved once the chunk is read."""
        deferred = self.context.deferred
        if deferred is not None:
            deferred += [(a.location, a.offset) for a in arguments if isinstance(a.location, str)]
        return arguments

    def location(self, text: str, offset: int) -> ir.Location | str:
        """The location `text` (`loc(...)`) written at `offset`: the common forms read here,
        the others by the reader."""
        if _SIMPLE_LOC.fullmatch(text, 4, len(text) - 1) is not None:
            location = _location(text[4:-1])
            if isinstance(location, str) and self.context.deferred is not None:  # as the reader keeps it
                self.context.deferred.append((location, offset + 4))
            return location
        plain = plain_location(text[4:-1])
        if plain is not None:
            return plain
        return self.fragment("location", offset, offset + len(text))  # type: ignore[no-any-return]

    def type_list(self, text: str, offset: int, missed: bool = False, keep: bool = True) -> tuple[ir.Type, ...]:
        """The types `text` lists, at `offset`; `missed`: `text` was just looked for in the cache
        (and is kept there if to `keep`)."""
        try:
            return _new_type_list(text, keep) if missed else _type_list(text)
        except _Fallback:
            return self.read_types(text, offset, "type_list")

    def loose_types(self, text: str, offset: int) -> tuple[ir.Type, ...]:
        """The types `( t0 , t1 )` lists, at `offset`, with any whitespace."""
        try:
            return _loose_type_list(text)
        except _Fallback:
            return self.read_types(text, offset, "type_list")

    def loose_result(self, text: str, offset: int) -> tuple[ir.Type]:
        """An op's one result type, with any whitespace around it."""
        try:
            return (_loose_type(text),)
        except _Fallback:
            return self.read_types(text, offset, "type")

    def read_types(self, text: str, offset: int, rule: str) -> Any:
        """What the reader reads `text` at `offset` as, a `type_list`'s types or a `type` in a
        tuple of one: each distinct text read once, in the process or, where it names an alias
        (`tensor<64xf16, #blocked>`), in the chunk (`ParseContext.read_lists`)."""
        contextual = _contextual(text)
        known = self.context.read_lists.get(text) if contextual else _TYPE_LISTS.get(text)
        if known is not None:
            return known
        read = self.fragment(rule, offset, offset + len(text))
        types = read.types if rule == "type_list" else (read,)
        if not contextual:  # the grammar reads each distinct list once too
            _bounded(_TYPE_LISTS, text)[text] = types
        else:
            lists = self.context.read_lists
            if len(lists) >= _CACHE_LIMIT:
                lists.clear()  # (a chunk of ever new lists: no more memory than this; it ends with the chunk)
            lists[text] = types
        return types

    def result_types(self, text: str, offset: int) -> tuple[ir.Type, ...]:
        if text.startswith("("):
            return self.type_list(text, offset)
        try:
            return (decode_type(text),)
        except _Fallback:
            read = self.fragment("type", offset, offset + len(text))
            if not _contextual(text):
                _bounded(_TYPES, text)[text] = read
            return (read,)

    def block_header(self, line: str, base: int, end: int, frame: _Open) -> int | None:
        """A block's label and arguments, from the line `line` at `base`: None where they end on
        it, else where the line loop goes on, less one (`whole_item`'s)."""
        label_start = base + len(line) - len(line.lstrip(" \t"))
        resume = None
        match = _BLOCK.fullmatch(line)
        if match is not None:
            label, arguments_text = match.group(1, 2)
            arguments: tuple = ()
            if arguments_text:
                try:
                    arguments = self.deferred(_block_arguments(arguments_text, base + match.start(2)))
                except _Fallback:
                    arguments = self.fragment("block_arguments", base + match.start(2) - 1, base + match.end(2) + 1)  # type: ignore[assignment]
        else:
            # (a comment after it, mlir-opt's `// pred: ^bb0`, left out; one in a string is no comment)
            body = _BEFORE_COMMENT.match(line).group().rstrip(" \t")  # type: ignore[union-attr]  # it matches the empty text
            if "(" not in line:
                raise GiveUp
            opener = line.index("(")
            label = line[label_start - base:opener]
            if _BLOCK_ID.fullmatch(label) is None:
                raise GiveUp  # `^^bb0(...)`, say: the grammar says why
            if body.endswith("):"):
                arguments = self.fragment("block_arguments", base + opener, base + len(body) - 1)  # type: ignore[assignment]
            else:  # its arguments over lines (as a hand-edited file breaks them), or more after its `:`
                arguments, resume = self.fragment("block_header_item", base + opener, end)  # type: ignore[misc]
        if frame.kind != "func" or frame.block[2] or frame.block[0] is not None or frame.blocks:
            frame.end_block()  # a function's first block may go without a label, as a region's
        elif frame.head[2]:
            raise GiveUp  # named arguments and a label: the grammar says why
        frame.returned = False
        frame.block = [label, arguments, [], label_start]
        frame.last = None
        return None if resume is None else resume - 1

    # ------------------------------------------------------------ the custom forms

    def return_op(self, match: re.Match, base: int) -> ir.Operation:
        operands_text, types_text = match.groups()
        offset = base + len(match.group(0)) - len(match.group(0).lstrip(" \t"))
        uses = _uses(operands_text, base + match.start(1)) if operands_text else ()
        types = tuple(decode_type(t) for t in types_text.split(", ")) if types_text else ()
        return ir.Operation(ir.RETURN_OP, (), uses, (), types, (), offset, offset, offset)

    def head_over_lines(self, position: int, line_end: int, end: int) -> tuple[tuple, int, int] | None:
        """An op's head written over lines, its regions opening at the end of a later line (`"firrtl.module"()
        <{` ... `}> ({`, as CIRCT prints a module's many properties): the head, as the reader reads
        it, the offset of its `(`, and the end of that line; None if no line of the next few ends
        so, or the text up to it is no op's head (the reader then reads the op whole)."""
        text = self.text
        for _ in range(_HEAD_LINES):
            following = text.find("\n", line_end + 1, end)
            following = end if following == -1 else following
            line = text[line_end + 1:following].rstrip(" \t\r")
            if line.endswith("({") and "//" not in line:
                cut = line_end + 1 + len(line) - 2
                try:
                    return self.fragment("op_head", position, cut), cut, following  # type: ignore[return-value]
                except GiveUp:
                    return None
            if following >= end:
                return None
            line_end = following
        return None

    def header_line(self, line: str, base: int) -> tuple[tuple | None, int | None]:
        """A function's header that is the whole `line` (at `base`), as the line patterns read
        it (`_FUNC`, or `_LOOSE_FUNC` for other blanks), and where its body's `{` stands (None:
        the line ends without one); (None, None) where neither reads it."""
        match = _FUNC.fullmatch(line)
        if match is not None:
            try:
                return self.function_header(match, base), base + match.start(6) + 1 if match.group(6) else None
            except _Fallback:  # arguments of other spacing, say
                pass
        loose = _LOOSE_FUNC.fullmatch(line)
        if loose is not None:
            try:
                return self.loose_function_header(loose, base), base + loose.start(5) if loose.group(5) else None
            except _Fallback:
                pass
        return None, None

    def header_lines(self, position: int, line_end: int, end: int) -> tuple[tuple | None, int | None, int]:
        """A function's header over the lines from `position` that `_LOOSE_FUNC_LINES` reads,
        where its `{` stands, and the end of its last line; (None, None, `line_end`) otherwise."""
        match = _LOOSE_FUNC_LINES.match(self.text, position, end)
        if match is not None:
            try:
                return self.loose_function_header(match, 0), match.start(5) if match.group(5) else None, match.end()
            except _Fallback:
                pass
        return None, None, line_end

    def loose_function_header(self, match: re.Match, base: int) -> tuple:
        """The header `_LOOSE_FUNC` matched, as `function_header` gives one."""
        visibility, name, arguments_text, results_text, _ = match.groups()
        offset = base + match.start(3)
        if not arguments_text.strip(_LOOSE_SPACE):
            arguments: tuple[ir.BlockArgument, ...] | None = ()
            argument_types: tuple[ir.Type, ...] = ()
        elif arguments_text.lstrip(_LOOSE_SPACE).startswith("%"):
            arguments = _loose_arguments(arguments_text, offset)
            argument_types = tuple([a.type for a in arguments])
        else:
            arguments, argument_types = None, _loose_type_list(f"({arguments_text})")
        results: tuple[ir.Type, ...] = () if results_text is None else \
            _loose_type_list(results_text) if results_text.startswith("(") else (_loose_type(results_text),)
        return (name, visibility, arguments, argument_types, results,
                base + match.start() + match.group(0).index("func.func"), base + match.start(2), ())

    def function_header(self, match: re.Match, base: int) -> tuple:
        visibility, name, arguments_text, results_text, attributes_text, _ = match.groups()
        try:
            arguments, argument_types = _signature_arguments(arguments_text, base + match.start(3))
        except _Fallback:
            if not arguments_text.startswith("%"):
                raise
            # a type the line patterns do not decode (`memref<?xf32>`): the reader reads the
            # arguments alone, not the whole function
            try:
                read = self.fragment("block_arguments", base + match.start(3) - 1, base + match.end(3) + 1)
            except GiveUp:  # (an argument's attributes, `{llvm.noalias}`: the reader reads the function)
                raise _Fallback from None
            arguments, argument_types = read, tuple([a.type for a in read])
        if arguments:
            self.deferred(arguments)
        results = () if results_text is None else _result_types(results_text)
        keyword = base + match.group(0).index("func.func")
        attributes: tuple[ir.Attribute, ...] = ()
        if attributes_text is not None:  # `attributes {...}`: its own dictionary, on the op
            attributes = self.dictionary(attributes_text, base + match.start(5) - 1)
            if any(a.name in FUNC_INFERRED for a in attributes):
                raise _Fallback  # what the custom form writes itself: the grammar says why
        return name, visibility, arguments, argument_types, results, keyword, base + match.start(2), attributes


def _uncommented(text: str) -> str:
    """An operand or type list of a loose op, its comments blanked (each character a space, so
    that what follows stands where it was written).  _Fallback for a list with a string: a `//`
    there may be the string's (`!d.t<"a//b">`), which the loose pattern took for a comment."""
    if "//" not in text:
        return text
    if '"' in text:
        raise _Fallback
    return _LINE_COMMENT.sub(_spaces, text)


def _spaces(comment: re.Match) -> str:
    return " " * (comment.end() - comment.start())


_LINE_COMMENT = _Lazy(r"//[^\n]*+")


def _loose_results(text: str, offset: int) -> tuple[ir.ResultGroup, ...]:
    groups = []
    for match in _LOOSE_RESULTS.finditer(text):  # type: ignore[attr-defined]
        name, count = match.groups()
        if count is not None and (len(count) > _MAX_DIGITS or int(count) < 1):
            raise _Fallback
        groups.append(ir.ResultGroup(name, 1 if count is None else int(count), offset + match.start()))
    return tuple(groups)


def _loose_uses(text: str, offset: int) -> tuple[ir.Use, ...]:
    """`%a , %p#1` at `offset`: uses between any whitespace (a result number follows its name
    at once here)."""
    if _LOOSE_USES.fullmatch(text) is None:
        raise _Fallback
    uses = []
    for match in _LOOSE_USE.finditer(text):  # type: ignore[attr-defined]
        name, number = match.groups()
        if number is not None and len(number) > _MAX_DIGITS:
            raise _Fallback
        uses.append(ir.Use(name, None if number is None else int(number), offset + match.start()))
    return tuple(uses)


_LOOSE_SPACE = " \t\n\f"


def _loose_type(text: str) -> ir.Type:
    """A type between any whitespace: its text as written, or, where spaces stand between the
    tokens of a shaped type (`_SPACED_SHAPE` sees that they do), without them."""
    text = text.strip(_LOOSE_SPACE)
    known = _TYPES.get(text)
    if known is not None:
        return known
    if " " in text or "\t" in text:
        if _SPACED_SHAPE.fullmatch(text) is None:
            raise _Fallback
        text = text.replace(" ", "").replace("\t", "")
    return decode_type(text)


def _loose_arguments(text: str, offset: int) -> tuple[ir.BlockArgument, ...]:
    """`%a : t0 , %b : t1` at `offset`: a function's arguments between any blanks (line ends too),
    each type as `_loose_type` reads it (one with a comma of its own is not read here)."""
    arguments, at = [], offset
    for piece in text.split(","):
        match = _LOOSE_ARGUMENT.fullmatch(piece)
        if match is None or piece.count("<") != piece.count(">"):
            raise _Fallback
        arguments.append(ir.BlockArgument(match.group(1), _loose_type(match.group(2)), at + match.start(1), None))
        at += len(piece) + 1
    return tuple(arguments)


def _loose_type_list(text: str) -> tuple[ir.Type, ...]:
    """`( t0 , t1 )`, each type as `_loose_type` reads it; a type with a comma of its own is
    not read here."""
    known = _TYPE_LISTS.get(text)
    if known is not None:
        return known
    inner = text[1:-1]
    if not inner.strip(_LOOSE_SPACE):
        return ()
    pieces = inner.split(",")
    if any(piece.count("<") != piece.count(">") for piece in pieces):
        raise _Fallback
    return tuple([_loose_type(piece) for piece in pieces])


def _contextual(text: str) -> bool:
    """Whether `text` may name an alias (`#a`, `!t`), whose meaning depends on the chunk, or a
    `distinct[id]`, which the chunk's others must agree with: what it reads as is then not
    remembered.  A dialect's `#name<...>` or `!name<...>` is no alias.  Asked of every op's new
    result types: three scans in C first (a fifth of a us), the pattern only for a text that
    holds a `#` or a `!`."""
    return ("#" in text or "!" in text) and _ALIAS_NAME.search(text) is not None or "distinct" in text


# (a name with a `.` is a dialect's, `!torch.int`: no alias may have one)
_ALIAS_NAME = _Lazy(r"[#!][A-Za-z_][A-Za-z0-9_$]*+(?![A-Za-z0-9_$.<])")


_DICTS: dict[str, tuple[tuple[str, Any, int], ...]] = {}  # a dictionary's text -> (name, value held, offset)s

_BOUNDED_INT = f"-?[0-9]{{1,{_MAX_DIGITS}}}+"  # the grammar's INT, its `-` at its digits, of at most _MAX_DIGITS digits

# One entry of a plain dictionary: a name alone (a unit attribute), or with a string without
# escapes, a decimal integer of at most _MAX_DIGITS digits with an integer type or none, or a bool.
_PLAIN_ENTRY = _Lazy(rf'({_possessive(BARE_ID)})(?: = (?:("[^"\\\n\v\f]*+")|({_BOUNDED_INT})'
                     r"(?: : ([su]?+i[0-9]++|index))?+|(true|false)))?+")


# The same with any blanks (line ends too) before its name, around its `=` and its type's `:`,
# and after it, then the `,` that ends it if there is one.
_LOOSE_PLAIN_ENTRY = _Lazy(rf'[ \t\n]*+({_possessive(BARE_ID)})(?:[ \t\n]*+=[ \t\n]*+(?:("[^"\\\n\v\f]*+")'
                           rf'|({_BOUNDED_INT})(?:[ \t\n]*+:[ \t\n]*+([su]?+i[0-9]++|index))?+|(true|false)))?+'
                           r"[ \t\n]*+(,?+)")
# Blanks other than `_PLAIN_ENTRY`'s and one space after a comma, or none where it has one (in
# a string too: a second try costs little)
_OTHER_BLANKS = _Lazy(r"\n|\t|  |\A | \Z| ,|,[^ ]|[^ ]=|=[^ ]|[^ ]:|:[^ ]")
_UNIT = ir.UnitAttr()

# A dictionary's text up to a character no plain dictionary holds outside its strings.
_NOT_PLAIN = _Lazy(r'(?:"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"|[^"\[\]<>{}()@#!])*+[\[\]<>{}()@#!]')


def _plain_dictionary(text: str) -> tuple[tuple[str, Any, int], ...] | None:
    """The layout of the dictionary `{text}` (each entry's name, value and offset from the `{`)
    if every entry is a `_PLAIN_ENTRY`, one space after each comma (or, where other blanks stand
    between its tokens, a line end say, `_LOOSE_PLAIN_ENTRY`): what the grammar builds, without
    it, so that a file whose every op has its own numbers or strings does not cost a grammar
    parse per op.  None for anything else, and for what the grammar reports (a duplicate name,
    an integer out of its type's range): the grammar reads those."""
    layout = []
    names = set()
    position, end = 0, len(text)
    while True:
        match = _PLAIN_ENTRY.match(text, position)
        if match is None:
            return _loose_plain_dictionary(text) if _OTHER_BLANKS.search(text) is not None else None
        name, string, number, integer_type, boolean = match.groups()
        # (a string, the most common, made here: a call an entry is some 3% of a file of them)
        value = ir.StringAttr(string) if string is not None else _plain_value(None, number, integer_type, boolean)
        if value is None or name in names:
            return None
        names.add(name)
        layout.append((name, value, position + 1))
        position = match.end()
        if position == end:
            return tuple(layout)
        if not text.startswith(", ", position):
            return _loose_plain_dictionary(text) if _OTHER_BLANKS.search(text) is not None else None
        position += 2


def _plain_value(string: str | None, number: str | None, integer_type: str | None, boolean: str | None) -> Any:
    """A plain entry's value (`_PLAIN_ENTRY`'s groups); None where the grammar says what is wrong."""
    if string is not None:
        return ir.StringAttr(string)
    if number is not None:
        try:
            type_ = None if integer_type is None else decode_type(integer_type)
        except _Fallback:  # wider than MLIR's widest integer: the grammar says so
            return None
        negative = number[0] == "-"
        digits = number[negative:]
        if numbers.scalar_integer_error(digits, negative, type_) is not None:
            return None  # the grammar says why
        return ir.IntegerAttr(ir.wrapped_integer(numbers.value(digits, negative), type_), type_)
    if boolean is not None:
        return ir.BoolAttr(boolean == "true")
    return _UNIT


def _loose_plain_dictionary(text: str) -> tuple[tuple[str, Any, int], ...] | None:
    """`_plain_dictionary` of a dictionary with other blanks between its tokens (entries one a
    line, no space, several): each entry a `_LOOSE_PLAIN_ENTRY`, all of the text."""
    layout = []
    names = set()
    position, end = 0, len(text)
    while position < end:
        match = _LOOSE_PLAIN_ENTRY.match(text, position)
        if match is None:
            return None
        name = match.group(1)
        value = _plain_value(*match.group(2, 3, 4, 5))
        if value is None or name in names:
            return None
        names.add(name)
        layout.append((name, value, match.start(1) + 1))
        position = match.end()
        if not match.group(6) and position != end or match.group(6) and position == end:
            return None  # (two entries with no comma between them, or a comma after the last)
    return tuple(layout) or None


_UseLayout = tuple[tuple[str, int | None, int], ...]  # (name, result number, offset within the list) per use


_USE_LISTS: dict[str, _UseLayout] = {}
_USE_LISTS_SEEN: set[str] = set()


def clear_caches() -> None:
    """Forget every text the line patterns remembered: what a long-lived process (the language
    server) does when a document closes, so that its memory holds what open documents need."""
    for cache in (_TYPES, _ELEMENTS, _TYPE_LISTS, _RESULT_TYPES, _DICTS, _USE_LISTS, _USE_LISTS_SEEN, _CHARS):
        cache.clear()
    _DIM_VALUES.clear()
    _DIM_VALUES["?"] = None


def _uses(text: str, offset: int) -> tuple[ir.Use, ...]:
    """`%a, %p#1` at `offset`; in this path, operand lists are spaced `, ` only.

    A list seen twice is split once: (name, result number, offset within the list) per use.
    One seen for the first time is read straight into uses: in a top level of ops, names
    never repeat, and remembering each list would cost more than splitting it.
    """
    if not text:
        return ()
    layout = _USE_LISTS.get(text)
    if layout is None:
        if "#" not in text and _PLAIN_USES.fullmatch(text) is not None:  # no result numbers: one match checks all
            uses = _plain_uses(text, offset)
            if text in _USE_LISTS_SEEN:
                _remember_uses(text, tuple([(use.name, None, use.offset - offset) for use in uses]))
            else:
                _bounded(_USE_LISTS_SEEN, text).add(text)
            return uses
        layout = _remember_uses(text, tuple(_numbered_uses(text)))
    Use = ir.Use
    return tuple([Use(name, number, offset + relative) for name, number, relative in layout])


def _remember_uses(text: str, layout: _UseLayout) -> _UseLayout:
    _bounded(_USE_LISTS, text)[text] = layout
    return layout


def _plain_uses(text: str, offset: int) -> tuple[ir.Use, ...]:
    uses = []
    Use = ir.Use
    for name in text.split(", "):
        uses.append(Use(name, None, offset))
        offset += len(name) + 2
    return tuple(uses)


def _numbered_uses(text: str) -> list[tuple[str, int | None, int]]:
    layout: list[tuple[str, int | None, int]] = []
    relative = 0
    for part in text.split(", "):
        match = _USE.fullmatch(part)
        if match is None or (match.group(2) is not None and len(match.group(2)) > _MAX_DIGITS):
            raise _Fallback
        number = match.group(2)
        layout.append((match.group(1), None if number is None else int(number), relative))
        relative += len(part) + 2
    return layout


def _results(text: str, offset: int) -> tuple[ir.ResultGroup, ...]:
    if ":" not in text and ", " not in text:
        return (ir.ResultGroup(text, 1, offset),)  # the common case: `%0 = ...`
    groups = []
    for part in text.split(", "):
        name, _, count = part.partition(":")
        if count and (len(count) > _MAX_DIGITS or int(count) < 1):
            raise _Fallback
        groups.append(ir.ResultGroup(name, int(count) if count else 1, offset))
        offset += len(part) + 2
    return tuple(groups)


def _successors(text: str, offset: int) -> tuple[ir.BlockRef, ...]:
    refs = []
    for part in text.split(", "):
        if _BLOCK_ID.fullmatch(part) is None:
            raise _Fallback
        refs.append(ir.BlockRef(part, offset))
        offset += len(part) + 2
    return tuple(refs)


def _location(text: str) -> ir.Location | str:
    if text.startswith("#"):
        return text
    if " to " in text:  # a range: as the reader builds it
        location = plain_location(text)
        if location is None:
            raise _Fallback
        return location
    # _LOC admits only `#alias` and `"file":line:column`, so the last two colons end the file.
    rest, _, column = text.rpartition(":")
    file, _, line = rest.rpartition(":")
    if len(line) > 9 or len(column) > 9:  # (`LOCATION_NUMBER`'s: the grammar's builder judges a longer one)
        raise _Fallback
    return ir.Location(text, file[1:-1], int(line), int(column))


# An argument as `--mlir-print-debuginfo` writes a function's, `%arg0: T loc("f.py":3:4)` (its
# type up to its location: no parenthesis and no comma in it), read a run of them at a time
_LOCATED_ARGUMENT = _Lazy(rf'({_NAME}): ([^,()\n]+?) loc\(("([^"(),\\\n\v\f]*+)":({LOCATION_NUMBER}):'
                          rf'({LOCATION_NUMBER}))\)(?:, |\Z)')


def _located_arguments(text: str, offset: int) -> tuple[ir.BlockArgument, ...] | None:
    """The arguments `text` lists, if each is one `_LOCATED_ARGUMENT` reads; else None."""
    arguments, at, types = [], 0, _TYPES
    BlockArgument, located = ir.BlockArgument, ir.Location._make
    for match in _LOCATED_ARGUMENT.finditer(text):
        if match.start() != at:
            return None
        name, type_text, written, file, line, column = match.groups()
        known = types.get(type_text)
        arguments.append(BlockArgument(name, _new_type(type_text) if known is None else known, offset + at,
                                       located((written, file, int(line), int(column)))))
        at = match.end()
    return tuple(arguments) if at == len(text) else None


def _block_arguments(text: str, offset: int) -> tuple[ir.BlockArgument, ...]:
    if ' loc("' in text:
        located = _located_arguments(text, offset)
        if located is not None:
            return located
    arguments, names = [], []
    BlockArgument, types = ir.BlockArgument, _TYPES
    for part in text.split(", "):
        name, _, type_text = part.partition(": ")
        if not type_text:
            raise _Fallback
        location = None
        if "(" in part:  # a type, then ` loc(...)` as _ARGUMENTS admits it, and nothing more
            cut = type_text.find("(") - 4
            location_text = type_text[cut + 5:-1]
            if cut < 1 or type_text[cut:cut + 5] != " loc(" or type_text[-1] != ")" or ")" in location_text:
                raise _Fallback
            location = _location(location_text)
            type_text = type_text[:cut]
        names.append(name)
        known = types.get(type_text)
        arguments.append(BlockArgument(name, _new_type(type_text) if known is None else known, offset, location))
        offset += len(part) + 2
    if _PLAIN_USES.fullmatch(", ".join(names)) is None:  # every name at once
        raise _Fallback
    return tuple(arguments)


def _signature_arguments(text: str, offset: int) -> tuple[tuple[ir.BlockArgument, ...] | None, tuple[ir.Type, ...]]:
    if not text:
        return (), ()
    if not text.startswith("%"):
        return None, tuple(decode_type(p) for p in text.split(", "))
    arguments = _block_arguments(text, offset)
    return arguments, tuple([a.type for a in arguments])


def make_op(head: tuple, regions: tuple[ir.Region, ...], tail: tuple) -> ir.Operation:
    """An op from its head (results to properties), regions and tail (attributes to location),
    as both readers build it."""
    results, name, offset, operands, successors, properties = head
    attributes, operand_types, types_offset, result_types, location = tail
    return ir.Operation(name, results, operands, attributes, operand_types, result_types, offset,
                        results[0].offset if results else offset, types_offset, successors, properties, regions,
                        location)


def _function(header: tuple, regions: tuple[ir.Region, ...] | None,
              location: ir.Location | str | None = None) -> ir.Operation:
    name, visibility, _, argument_types, results, offset, name_offset, attributes = header
    properties = [ir.Attribute("function_type", ir.TypeAttr(ir.FunctionType(argument_types, results)), offset),
                  ir.Attribute("sym_name", ir.StringAttr(f'"{name[1:]}"'), name_offset)]
    if visibility is not None:
        properties.append(ir.Attribute("sym_visibility", ir.StringAttr(f'"{visibility}"'), offset))
    return ir.Operation(ir.FUNC_OP, (), (), attributes, (), (), offset, offset, offset, properties=tuple(properties),
                        regions=regions or (), location=location)


def _custom(frame: _Open, location: ir.Location | str | None) -> ir.Operation:
    """The `func.func` or `module` whose closing brace (followed by `location`) was just read."""
    label, arguments, ops, offset = frame.block
    block = ir.Block(label, arguments, tuple(ops), offset)
    if frame.kind == "func":
        return _function(frame.head, (ir.Region((*frame.blocks, block), frame.region_offset),), location)
    name, keyword, name_offset, attributes = frame.head
    properties = () if name is None else (ir.Attribute("sym_name", ir.StringAttr(f'"{name[1:]}"'), name_offset),)
    return ir.Operation(ir.MODULE_OP, (), (), attributes, (), (), keyword, keyword, keyword, properties=properties,
                        regions=(ir.Region((block,), keyword),), location=location)
