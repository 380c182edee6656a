"""What the AST builder checks beyond the grammar's syntax, and the small pieces both readers
build alike.

The grammar's builder (toyir/syntax/parser.py) turns each failed check into its own located
diagnostic; the reader (toyir/syntax/reader.py) only asks whether a check passes, and leaves
the text to the grammar when it does not.  Neither imports Lark from here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from typing import Any

from toyir import ir
from toyir.ir import MLIR_OPT_DIALECTS
from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.syntax.bounded import bounded

# After a backslash, what MLIR's lexer takes (ir.ESCAPES), and what it does not: compiled on
# first use (re's own cache), as most files have no escape.
_BAD_ESCAPE = rf"\\(?!{ir.ESCAPES})"
_ESCAPE = rf"\\(?:{ir.ESCAPES})"


def bad_escape(literal: str) -> int | None:
    """Where in the string literal `literal` an escape MLIR's lexer rejects begins, or None."""
    if "\\" not in literal:
        return None
    # Known escapes out of the way first (same length): an escaped backslash before `z` is no bad escape.
    bad = re.search(_BAD_ESCAPE, re.sub(_ESCAPE, lambda known: "." * len(known.group()), literal))
    return None if bad is None else bad.start()


def nesting(value: object, aliases: dict[int, tuple[int, int]] | None = None) -> tuple[int, int]:
    """How deeply `value` nests types and attributes (up to ir.MAX_NESTING + 1), and how many
    of them it holds written out, its aliases expanded; iteratively, each distinct part visited
    once: values built of aliases share their parts, which a walk of the tree written out would
    visit once per use (twenty aliases each used twice by the next: a million).  `aliases`:
    what is known of the aliases' values (`ParseContext.measured`), not walked again."""
    known = {} if aliases is None else aliases
    if type(value) not in _PARTS:  # a leaf (a location alias's value, say): nothing to walk
        return known.get(id(value)) or _LEAF
    measured: dict[int, tuple[int, int]] = {}  # id of a part that has parts -> its depth and size
    stack = [value]
    while stack:
        part = stack[-1]
        if id(part) in measured or id(part) in known:
            stack.pop()
            continue
        parts_of = _PARTS.get(type(part))
        parts = parts_of(part) if parts_of is not None else ()
        # what has parts of its own and is not measured yet, first (a leaf, most of a large
        # array, is one step: its type looked up)
        inner = [p for p in parts if type(p) in _PARTS and id(p) not in measured and id(p) not in known]
        if inner:
            stack += inner
            continue
        stack.pop()
        measures = [measured.get(id(p)) or known.get(id(p)) or (_unread(p) if type(p) is ir.Unread else _LEAF)
                    for p in parts]
        # a type attribute is its type: no level of its own
        depth = max((m[0] for m in measures), default=0) + (0 if type(part) is ir.TypeAttr else 1)
        measured[id(part)] = (min(depth, ir.MAX_NESTING + 1), 1 + sum(m[1] for m in measures))
    return measured.get(id(value)) or known.get(id(value)) or _LEAF


_LEAF = (1, 1)  # a type or attribute of no parts: one level, one part


def _unread(value: ir.Unread) -> tuple[int, int]:
    """A value not read yet, measured without reading it: no deeper, nor of more parts, than
    one more than the brackets its text opens (it holds no alias)."""
    text = value.text
    brackets = text.count("[") + text.count("{") + text.count("<") + text.count("(")
    return brackets + 1, brackets + 1
# The parts of each kind of type and attribute that has any, as `nesting` counts them.
_PARTS: dict[type, Callable[[Any], tuple]] = {
    ir.ComplexType: lambda v: (v.element,),
    ir.ArrayAttr: lambda v: v.elements,
    ir.DictAttr: lambda v: tuple(e.held for e in v.entries),  # (a value not read yet: measured by its text)
    ir.TupleType: lambda v: v.types,
    ir.FunctionType: lambda v: (*v.inputs, *v.results),
    ir.TypeAttr: lambda v: (v.type,),
}

# What an alias may stand for, written out: aliases that use aliases twice or more would
# otherwise double what each stands for (XML's "billion laughs"), and every hash, comparison
# and print of such a value walks all of it.
MAX_ALIAS_PARTS = 1 << 16

MAX_INTEGER_WIDTH = 16_777_215  # MLIR's limit on `iN`
# A file location's line or column, as the patterns read one: of so few digits that it is within
# MLIR's unsigned 32 bits (a longer one, the grammar's builder judges: `MAX_LOCATION_NUMBER`)
LOCATION_NUMBER = "[0-9]{1,9}+(?![0-9])"
MAX_LOCATION_NUMBER = 2**32 - 1
# more digits than Python converts (its own bound, against the quadratic cost of converting a
# longer text): rejected before it tries.  An i256 or i512 constant has 78 or 155 (CIRCT's).
MAX_DIGITS = 4300


def symbol_string(symbol: str) -> ir.StringAttr:
    """`@f` or `@"f g"` as the string a `sym_name` property holds."""
    name = symbol[1:]
    return ir.StringAttr(name if name.startswith('"') else f'"{name}"')


def joined_sign(number: str) -> str:
    """A number as the grammar's INT, HEX_INT or FLOAT lexes it, its `-` joined to its digits:
    `- 2` and `- // c\n 2` are `-2` (MLIR's lexer reads a `-` as a token of its own)."""
    if len(number) < 2 or number[0] != "-" or number[1].isdigit():
        return number
    return "-" + _BLANK_OR_LINE_END.split(number)[-1]


_BLANK_OR_LINE_END = _Lazy(r"[ \t\f\r\n\x00]")


def is_layout(attribute: object) -> bool:
    """Whether a memref's attribute is its layout (else its memory space)."""
    return isinstance(attribute, ir.OpaqueAttr) and attribute.text.startswith(("affine_map<", "strided<"))


def memref_of(shape: ir.Shape | None, element: ir.Type, first: object, second: object) -> ir.MemRefType | str:
    """`memref<shape x element, first, second>` as MLIR uniques it, so that types equal to
    MLIR are equal here and print as mlir-opt prints them: the identity layout (an affine map
    of as many dims as the rank, each its own result) is none, a strided layout is spelled
    one way (`strided<[1]>` is `strided<[1], offset: 0>`), and memory space 0 is none.  Or
    the error mlir-opt's parser gives (a layout of another rank), for the reader to give
    up on and the grammar to report at `memref`."""
    layout, space = (first, second) if second is not None or is_layout(first) else (None, first)
    if isinstance(space, ir.IntegerAttr) and space.value == 0:
        space = None
    if isinstance(layout, ir.OpaqueAttr) and shape is not None:
        text = layout.text
        if text.startswith("affine_map<"):
            match = _AFFINE_MAP.fullmatch(text)
            if match is not None:
                dims, results = (_BLANKS.sub("", group) for group in match.group(1, 2))
                count = dims.count(",") + 1 if dims else 0
                if count != len(shape):
                    return f"memref layout mismatch between rank and affine map: {len(shape)} != {count}"
                if dims == results:
                    layout = None
        else:
            match = _STRIDED.fullmatch(text)
            if match is not None:
                strides = _BLANKS.sub("", match.group(1)).replace(",", ", ")
                if (strides.count(",") + 1 if strides else 0) != len(shape):
                    return "expected the number of strides to match the rank"
                offset = match.group(2)
                layout = ir.OpaqueAttr(f"strided<[{strides}]" + ("" if offset in (None, "0") else f", offset: {offset}")
                                       + ">")
    return ir.MemRefType(shape, element, layout, space)


_BLANKS = _Lazy(r"[ \t\n\r\f\x00]++")
_AFFINE_MAP = _Lazy(r"affine_map<[ \t\n]*+\(([^()]*+)\)[ \t\n]*+(?:\[[^\[\]]*+\][ \t\n]*+)?+->[ \t\n]*+"
                    r"\(([^()]*+)\)[ \t\n]*+>")
_STRIDED = _Lazy(r"strided<[ \t\n]*+\[((?:[ \t\n]*+(?:-?[0-9]++|\?)[ \t\n]*+(?:,(?=[ \t\n]*+[-0-9?]))?+)*+)\]"
                 r"[ \t\n]*+(?:,[ \t\n]*+offset[ \t\n]*+:[ \t\n]*+(-?[0-9]++|\?)[ \t\n]*+)?+>")


def file_of(location: ir.Location | None) -> tuple:
    """The file, line and column a diagnostic at `location` points to."""
    return (None, None, None) if location is None else (location.file, location.line, location.column)


# ---------------------------------------------------------------- what both readers build alike


class TypeList:
    """`(t0, t1)` on its way into an op (the grammar's `type_list`): its types and the offset of its `(`."""

    __slots__ = ("types", "offset")

    def __init__(self, types: tuple, offset: int) -> None:
        self.types = types
        self.offset = offset


class Scalable(int):
    """A `[n]` vector dim on its way to the `VectorType` that records it as scalable."""


class DenseList:
    """A `dense<[...]>` list on its way into its attribute: its nesting shape."""

    __slots__ = ("shape",)

    def __init__(self, shape: tuple[int, ...]) -> None:
        self.shape = shape


def dense_list(elements: list) -> DenseList | None:
    """The shape of a `dense<[...]>` list of `elements` (lists, or literals of no shape), or
    None where their ranks differ (MLIR's "ranks are not consistent")."""
    inner = {e.shape if isinstance(e, DenseList) else () for e in elements}
    if len(inner) > 1:
        return None
    return DenseList((len(elements), *(inner.pop() if inner else ())))


# What mlir-opt says of an elements literal (`dense`, `sparse`) whose type is no tensor, vector
# or memref, at its keyword; of a `dense_resource`'s, at the `:` before its type
NOT_SHAPED = "elements literal must be a shaped type"
RESOURCE_NOT_SHAPED = "`dense_resource` expected a shaped type"


def shaped(type_: object) -> bool:
    return isinstance(type_, (ir.TensorType, ir.VectorType, ir.MemRefType))


def dense_error(shape: tuple[int, ...] | None, type_: object, empty: bool = False, hex_bytes: int | None = None
                ) -> str | None:
    """What mlir-opt says, at the `dense` keyword, of a literal whose inferred `shape` (None
    for a hex string or an empty literal; `empty`: `dense<>`; `hex_bytes`: the bytes a
    `"0x..."` string holds) and `type_` do not fit; None where they do."""
    if not isinstance(type_, (ir.TensorType, ir.VectorType)):
        return None if isinstance(type_, ir.MemRefType) else NOT_SHAPED
    written = type_.shape
    if written is None or None in written:
        return "elements literal type must have static shape"
    count = 1
    for dim in written:
        count *= dim
    if empty:
        return f"parsed zero elements, but type ('{type_}') expected at least 1" if count else None
    if hex_bytes is not None:
        bits = _element_bits(type_.element)
        if bits is not None and bits % 8 == 0 and hex_bytes not in (bits // 8, count * bits // 8):
            return f"elements hex data size is invalid for provided type: '{type_}'"
        return None
    if shape and tuple(written) != shape:
        return (f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) does not match type "
                f"([{', '.join(map(str, written))}])")
    return None


def numeric_elements(type_: object) -> bool:
    """Whether `type_` is a shaped type of integers, indices, floats or complex numbers, whose
    `dense<"...">` string is hex data (of any other element type, a string element)."""
    return shaped(type_) and isinstance(type_.element, (ir.IntegerType, ir.IndexType, ir.FloatType,  # type: ignore
                                                        ir.ComplexType))


HEX_EXPECTED = "expected string containing hex digits starting with `0x`"


# What the custom form of `func.func` writes itself, which its `attributes {...}` may not name
# (mlir-opt: "an inferred attribute")
FUNC_INFERRED = frozenset(("sym_name", "function_type", "sym_visibility"))


def distinct_error(distinct: dict[int, ir.AttrValue], id_: int, value: ir.AttrValue) -> str | None:
    """What mlir-opt says of `distinct[id_]<value>` where the file's earlier ones (`distinct`:
    id -> value) gave the id another value; None where it names `value` (and then remembers it)."""
    first = distinct.setdefault(id_, value)
    if _uniqued(first) == _uniqued(value):
        return None
    return f"referenced attribute does not match previous definition: {first}"


def _uniqued(value: ir.AttrValue) -> ir.AttrValue:
    """`value` as MLIR uniques a number written without a type (an i64, an f64)."""
    if isinstance(value, ir.IntegerAttr) and value.type is None:
        return ir.IntegerAttr(value.value, ir.IntegerType(64))
    if isinstance(value, ir.FloatAttr) and value.type is None:
        return ir.FloatAttr(value.text, ir.FloatType("f64"))
    return value


def function_attributes(key: str, dicts: tuple[ir.DictAttr | None, ...], offset: int) -> tuple[ir.Attribute, ...]:
    """`arg_attrs` or `res_attrs` (`key`) of a custom `func.func` whose arguments or results
    have the dictionaries `dicts` (None: none written): one per argument, as MLIR keeps them,
    and none at all where each is empty."""
    if not any(d and d.entries for d in dicts):
        return ()
    return (ir.Attribute(key, ir.ArrayAttr(tuple(d or ir.DictAttr(()) for d in dicts)), offset),)


# The keys of a file's `{-# ... #-}` metadata that mlir-opt knows (another: "unknown key")
METADATA_KEYS = ("dialect_resources", "external_resources")


# The bits of MLIR 22's float types (of those toyir checks: not tf32's or f80's, stored otherwise)
FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f128": 128, "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4,
              **{name: 8 for name in ("f8E4M3B11FNUZ", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3FN", "f8E8M0FNU", "f8E5M2",
                                      "f8E4M3", "f8E3M4")}}


def hex_float_out_of_range(digits: str, type_: object) -> bool:
    """Whether `0x...` (`digits`), a float's bits, has more than `type_`'s (mlir-opt:
    'hexadecimal float constant out of range for type')."""
    bits = _FLOAT_SIZES.get(getattr(type_, "name", ""))
    return bits is not None and int(digits, 16).bit_length() > bits


_FLOAT_SIZES = {**FLOAT_BITS, "tf32": 19, "f80": 80}  # (a float's bits as APFloat counts them)


def _element_bits(element: object) -> int | None:
    """The bits an element of a dense hex string takes; None where toyir does not check it."""
    if isinstance(element, ir.IntegerType):
        return element.width
    if isinstance(element, ir.IndexType):
        return 64
    if isinstance(element, ir.FloatType):
        return FLOAT_BITS.get(element.name)
    if isinstance(element, ir.ComplexType):
        bits = _element_bits(element.element)
        return None if bits is None else 2 * bits
    return None


def hex_string_error(literal: str) -> bool:
    """Whether a dense literal `"0x..."` is no whole bytes of hex digits (mlir-opt: HEX_EXPECTED)."""
    if not literal.startswith('"0x'):
        return True
    digits = literal[3:-1]
    return len(digits) % 2 == 1 or _HEX_DIGITS.fullmatch(digits) is None  # (a weight's megabytes: scanned in C)


_HEX_DIGITS = _Lazy(r"[0-9a-fA-F]*+")


if TYPE_CHECKING:  # what resolves a location alias's name (a location's part may be one until the chunk is read)
    Resolve = Callable[[ir.Location | str | None], ir.Location | None]


def _shown(parts: Iterable[ir.Location | str], resolve: Resolve) -> tuple:
    """Where a diagnostic at a location made of `parts` points: mlir-opt shows the first file
    location it meets, in order (a call site's callee before its caller)."""
    return file_of(next((loc for loc in map(resolve, parts) if loc and loc.file), None))


def _text(part: ir.Location | str) -> str:
    return part if isinstance(part, str) else part.text


class UndefinedAlias(Exception):
    """A location inside another names an alias not defined before it: unlike an op's own
    `loc(#alias)`, which the chunk may define at its end, mlir-opt's parser resolves it at
    once ("undefined symbol alias id").  `part` is the name, as the reader at hand gave it."""

    def __init__(self, part: str) -> None:
        super().__init__(part)
        self.part = part


def _defined(parts: Iterable[ir.Location | str], resolve: Resolve) -> None:
    for part in parts:
        if isinstance(part, str) and resolve(part) is None:
            raise UndefinedAlias(part)


def name_location(name: str, child: ir.Location | str | None, resolve: Resolve) -> ir.Location:
    """`"name"` or `"name"(child)`; `child` a location or an alias's name."""
    if child is None:
        return ir.Location(name, None, None, None)
    _defined((child,), resolve)
    return ir.Location(f"{name}({_text(child)})", *_shown((child,), resolve))


def callsite_location(callee: ir.Location | str, caller: ir.Location | str, resolve: Resolve) -> ir.Location:
    _defined((callee, caller), resolve)
    return ir.Location(f"callsite({_text(callee)} at {_text(caller)})", *_shown((callee, caller), resolve))


def fused_location(metadata: object, parts: Sequence[ir.Location | str], resolve: Resolve) -> ir.Location:
    """`fused<metadata>[parts]` (`metadata` an attribute, or None)."""
    _defined(parts, resolve)
    meta = "" if metadata is None else f"<{metadata}>"
    return ir.Location(f"fused{meta}[{', '.join(map(_text, parts))}]", *_shown(parts, resolve))


# A location of names, call sites, fused and file locations, spaced as printed (what front ends
# and `--mlir-print-debuginfo` give ops and aliases by the thousand), read by `plain_location`:
# its tokens in one step, their order checked by a small automaton.
# A string literal with no escape (and no line end): what the one-step lanes of both readers read.
PLAIN_STRING = r'"[^"\\\n\v\f]*+"'
# A name with escapes (`"say \22hi\22"`): kept as written, so no decoding; a file's name with
# one (which a diagnostic shows decoded) is left to the reader.
_ESCAPED_NAME = rf'"[^"\\\n\v\f]*+(?:\\(?:{ir.ESCAPES})[^"\\\n\v\f]*+)++"(?!:)'
LOC_TOKEN = (rf'{PLAIN_STRING}(?::{LOCATION_NUMBER}(?::{LOCATION_NUMBER}(?: to (?:{LOCATION_NUMBER})?+:{LOCATION_NUMBER})?+)?+)?+'
             rf'|{_ESCAPED_NAME}|callsite\(| at |fused(?:<{PLAIN_STRING}>)?+\[|, |[()\]]|unknown|#[A-Za-z_][A-Za-z0-9_$.-]*+')
_LOC_TOKEN = _Lazy(LOC_TOKEN)


def plain_location(text: str, resolve: Resolve | None = None) -> ir.Location | None:
    """The location whose body is `text`, if it is made of `_LOC_TOKEN`'s tokens in the
    grammar's order (the reader's `location_body`), a fused location's metadata one the reader
    has read (`_METADATA`), an alias's name one `resolve` gives a location for (with no
    `resolve`, none); else None (the reader reads it).  It is built as the reader builds it:
    its text is `text`, and it points where its first file location does."""
    written = text
    if "fused<#" in text:
        cut = _without_metadata(text)
        if cut is None:
            return None
        text = cut
    tokens = _LOC_TOKEN.findall(text)
    if sum(map(len, tokens)) != len(text):
        return None
    open_: list[str] = []  # what each unfinished location ends with: `)` (a name's or a call
    want_location, bare = True, False  # site's caller), ` at ` (its callee) or `]` (fused)
    for token in tokens:
        if want_location:
            if token[0] == '"':
                want_location, bare = False, token[-1] == '"'  # a name, not a file location
            elif token == "unknown" or token[0] == "#":
                want_location, bare = False, False
            elif token == "callsite(":
                open_.append(" at ")
            elif token[-1] == "[":
                open_.append("]")
            else:
                return None
        elif token == "(" and bare:  # a name's child
            open_.append(")")
            want_location = True
        elif not open_:
            return None
        elif token == open_[-1] or (token == ", " and open_[-1] == "]"):
            if token == " at ":
                open_[-1] = ")"
            if token == " at " or token == ", ":
                want_location = True
            else:
                open_.pop()
                bare = False
        else:
            return None
    if want_location or open_:
        return None
    if len(tokens) == 1 and text[0] == "#":  # an alias alone: its location itself
        return None if resolve is None else resolve(text)
    shown = None
    for token in tokens:
        if token[0] == "#":  # an alias: defined above (mlir-opt's parser resolves it at once)
            aliased = None if resolve is None else resolve(token)
            if aliased is None:
                return None
            if shown is None and aliased.file:
                shown = aliased.file, aliased.line, aliased.column
            continue
        if shown is not None or token[0] != '"' or "\\" in token:  # (an escaped string is a name's)
            continue
        close = token.find('":', 1)  # (not in `fused<"meta">[`: a string's)
        # a file location, or the first inside one that names a file (`_shown`: an empty name is none)
        if close != -1 and (close > 1 or len(tokens) == 1):
            numbers = token[close + 2:].partition(" to ")[0].split(":")
            shown = token[1:close], int(numbers[0]), int(numbers[1]) if len(numbers) > 1 else 1
    return ir.Location(written, *shown) if shown is not None else ir.Location(written, None, None, None)


# The metadata of fused locations the reader has read (`fused<#llvm.di_subprogram<...>>[...]`,
# as a front end's debug info repeats one per function on every op): a dialect's attribute,
# its text as the reader keeps it, naming no alias (whose meaning is the chunk's).
_METADATA: dict[str, None] = {}


def remember_metadata(text: str) -> None:
    """Keep `text`, a fused location's metadata the reader read whole before `>[`."""
    bounded(_METADATA, text)[text] = None


def _without_metadata(text: str) -> str | None:
    """`text` with each fused location's metadata cut out (`fused<"">[`, which `_LOC_TOKEN`
    reads), None if one is not in `_METADATA`.  A balanced body ends at the first point its
    brackets close, so of the `>[` after `fused<`, the first that ends a text the reader read
    ends the metadata there too."""
    parts: list[str] = []
    start, metadata = 0, _METADATA
    while (at := text.find("fused<#", start)) != -1:
        body = at + 6
        end = text.find(">[", body)
        while end != -1 and text[body:end] not in metadata:
            end = text.find(">[", end + 1)
        if end == -1:
            return None
        parts += (text[start:body], '""')
        start = end
    parts.append(text[start:])
    return "".join(parts)


# ---------------------------------------------------------------- file metadata (`{-# ... #-}`)

# A resource section of a dialect mlir-opt does not register (MLIR_OPT_DIALECTS) is "dialect
# '...' is unknown"; of one it does, only builtin's and test's hold blobs (ml_program's takes its
# own keys, not checked here), the others have no resources at all.
_BLOB_DIALECTS = frozenset(("builtin", "test"))
_META_TOKEN = _Lazy(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+("
                    r'"[^"\\\n\v\f]*+(?:\\.[^"\\\n\v\f]*+)*+"|[A-Za-z_][A-Za-z0-9_$.]*+|\{-#|#-\}|[{}:,]'
                    r"|-(?:[ \t\f\r\n\x00]|//[^\n]*+\n)*+[0-9]++|[0-9]++|[^ \t\f\r\n\x00])")
_HEX_BLOB = _Lazy(r'"0x((?:[0-9a-fA-F]{2})*+)"')


def resources_error(text: str, begin: int, end: int) -> tuple[int, str] | None:
    """mlir-opt's first error in the file metadata `text[begin:end]` (`{-# ... #-}`, which the
    grammar has read), at its offset, or None.  What the grammar does not check: each level's
    keys (a string only as a resource's key), the dialects named, and each blob's hex digits
    and alignment (its first 4 bytes, little-endian: a power of 2)."""
    tokens: list[tuple[int, str]] = []
    scan = _META_TOKEN.scanner(text, begin, end).match
    match = scan()
    while match is not None:
        tokens.append((match.start(1), match.group(1)))
        match = scan()
    at = 1  # after `{-#`

    def entries(level: int, section: str | None, dialect: str | None) -> tuple[int, str] | None:
        """The entries from `tokens[at]` up to the `}` or `#-}` that closes them."""
        nonlocal at
        first = True
        while tokens[at][1] not in ("}", "#-}"):
            offset, key = tokens[at]
            if key == ",":
                at += 1
                offset, key = tokens[at]
            if key.startswith('"') and level < 3:
                return offset, ("expected identifier key in file metadata dictionary" if level == 1
                                else "expected identifier key for 'resource' entry")
            name = key[1:-1] if key.startswith('"') else key
            if level == 1 and name not in METADATA_KEYS:
                return offset, f"unknown key '{name}' in file metadata dictionary"
            at += 2  # the key and its `:`
            value_at, value = tokens[at]
            if level == 2 and section == "dialect_resources" and name not in MLIR_OPT_DIALECTS:
                return offset, f"dialect '{name}' is unknown"
            if level < 3:
                if value != "{":
                    return value_at, "expected '{'"
                at += 1
                wrong = entries(level + 1, name if level == 1 else section, name if level == 2 else dialect)
                if wrong is not None:
                    return wrong
                at += 1  # its `}`
            else:
                if first and section == "dialect_resources" and dialect not in _BLOB_DIALECTS \
                        and dialect != "ml_program":
                    return offset, f"unexpected 'resource' section for dialect '{dialect}'"
                words = _resource_error(name, value, section == "dialect_resources" and dialect in _BLOB_DIALECTS)
                if words is not None:
                    return value_at, words
                at += 1
            first = False
        return None

    return entries(1, None, None)


def _resource_error(key: str, value: str, blob: bool) -> str | None:
    """mlir-opt's words for resource `key`'s value: a blob (a string of hex digits after `0x`,
    its first 4 bytes its alignment) where the dialect reads one, or wherever it looks like one."""
    if not blob and not value.startswith('"0x'):
        return None if value.startswith('"') or value in ("true", "false") else f"expected string value for key '{key}'"
    digits = _HEX_BLOB.fullmatch(value)
    if digits is None:
        return f"expected hex string blob for key '{key}'"
    data = bytes.fromhex(digits.group(1))
    if len(data) < 4:
        return f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
    alignment = int.from_bytes(data[:4], "little")
    if alignment & (alignment - 1):  # (0 takes mlir-opt 22 down: not said here)
        return (f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes, "
                f"but got non-power-of-2 value: {alignment}")
    return None


def in_string_or_comment(text: str, offset: int) -> bool:
    """Whether `offset` stands in a string or a comment of its line (neither spans lines)."""
    in_string = False
    i = text.rfind("\n", 0, offset) + 1
    while i < offset:
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "/" and text.startswith("//", i):
            return True
        i += 1
    return in_string


_CLOSERS = {"<": ">", "(": ")", "[": "]", "{": "}"}
_QUOTED = re.compile(r'"(?:[^"\\\n]|\\.)*+"')


def top_level_end(text: str, at: int, end: int, stops: str) -> int | None:
    """Where, from `at`, the first character of `stops` stands outside brackets and strings, as
    MLIR's lexer of a dialect's body takes them: each closer its opener's, strings whole, `->` no
    closer within brackets.  None if a closer closes what did not open here, or nothing ends it."""
    stack: list[str] = []
    i = at
    while i < end:
        c = text[i]
        if c == '"':
            string = _QUOTED.match(text, i, end)
            if string is None:
                return None
            i = string.end()
            continue
        if not stack and c in stops:
            return i
        if c in _CLOSERS:
            stack.append(_CLOSERS[c])
        elif c in ">)]}":
            if c == ">" and stack and text[i - 1] == "-":
                i += 1
                continue
            if not stack or stack.pop() != c:
                return None
        i += 1
    return None


_NAME_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_$.#!")


def starts_a_name_in_code(text: str, at: int) -> bool:
    """Whether the `#` or `!` at `at` begins a name of the code: not the tail of a longer word,
    nor in a string or a comment."""
    return not (at > 0 and text[at - 1] in _NAME_CHARACTERS) and not in_string_or_comment(text, at)


def after_previous_token(text: str, start: int, offset: int) -> int:
    """Where mlir-opt reports "expected ...": right after the previous token, not at the next one.

    mlir-opt's `emitWrongTokenError` backs up over blanks, blank lines and `//` comments, so the
    caret lands where the missing text belongs.  It never backs up past the chunk's start.
    """
    position = offset
    while True:
        while position > start and text[position - 1] in " \t":
            position -= 1
        if position == start:
            return offset
        if text[position - 1] not in "\n\r":
            return position
        position -= 1
        line_start = max(text.rfind("\n", start, position), text.rfind("\r", start, position)) + 1
        comment = text.find("//", max(line_start, start), position)
        if comment != -1:
            position = comment
