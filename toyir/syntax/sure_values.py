"""Attribute values whose text alone shows they are valid: read only when asked for.

An attribute dictionary in real IR holds values that are new on every op (a constant, a dense
literal, a name), and few of them are ever looked at: an unregistered op's attributes, or an
op whose traits read one name of five.  Reading each into IR at once, a step per token, was
half of what a file of such ops cost.  So a value whose text `sure_entries` admits is kept as its text
(`ir.Unread`) and read by the reader of record (toyir/syntax/reader.py) the first time anything
asks for it; the rest are read at once, and give up to the grammar where they are wrong.

`sure_entries` admits only dictionaries whose values the reader reads without giving up, in
any chunk (an alias, whose meaning is the chunk's, is admitted for the caller to read with the
chunk's aliases, `sure` refuses it): integers within their type's range (spelt out digit by
digit, so that the pattern decides), floats (in hexadecimal, of no more bits than their
type's), strings with no bad escape, booleans, unit, symbol references (quoted too), simple
types (memrefs with a memory space or a strided layout, one stride a dim) and function types,
dialects' types, `array<...>` of numbers, `dense<...>` splats and lists of one or two
dimensions whose shape is the type's and hex data of its size (checked after the pattern),
`dense_resource` handles, dialect attributes, affine maps and sets and strided layouts of
plain tokens, arrays of these two deep (and of small dictionaries: `arg_attrs`), and
dictionaries of them (and of small dictionaries) one deep, written with blanks where the
printer puts them.  It may refuse a valid text
(that costs the reading it saves), never admit one the reader refuses:
tests/test_sure_values.py checks that on values drawn on every edge it decides, on the
grammar's sentences and their mutations, and on every dictionary of the corpus and of
upstream MLIR's tests.  A check the reader gains on a kind admitted here must be made here
too; that test fails until it is.
"""

from __future__ import annotations

from toyir import ir
from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.syntax.affine import opaque_error
from toyir.syntax.numbers import dense_elements_error


def _at_most(bound: int) -> str:
    """A pattern of the decimal numbers from 0 to `bound`, written with no leading zero."""
    digits = str(bound)
    below = [f"[1-9][0-9]{{0,{len(digits) - 2}}}+"] if len(digits) > 1 else []  # fewer digits
    for place, digit in enumerate(digits):  # as many: equal to `bound` up to a place, below it there
        low = "1" if place == 0 else "0"
        if digit > low:
            high = int(digit) - 1
            below.append(f"{digits[:place]}[{low}-{high}][0-9]{{{len(digits) - place - 1}}}")
    return "(?:" + "|".join(["0", *below, digits]) + ")(?![0-9])"


# The sign of a negative integer: not of zero (-0 is no integer of any type to MLIR: toyir.syntax.numbers)
_MINUS = r"-(?!0++(?![0-9.x])|0x0++(?![0-9a-fA-F]))"


def _in_range(width: int, signedness: str) -> str:
    """The integers MLIR takes for a type of `width` bits and `signedness` (`toyir.syntax.numbers`:
    a signless one takes both the signed and the unsigned range), decimal, or hexadecimal of no
    more digits than the bits fill (one fewer in a signed type, and below 0)."""
    high = 2**width - 1 if signedness != "s" else 2 ** (width - 1) - 1
    negative = f"{_MINUS}{_at_most(2 ** (width - 1))}|" if signedness != "u" else ""
    if width >= 8:  # hexadecimal: as many digits as the bits fill where the type takes 2**width - 1
        digits = width // 4 - (signedness == "s")
        negative += f"{_MINUS}0x[0-9a-fA-F]{{1,{width // 4 - 1}}}(?![0-9a-fA-F])|" if signedness != "u" else ""
        high_text = f"{_at_most(high)}|0x[0-9a-fA-F]{{1,{digits}}}(?![0-9a-fA-F])"
    else:
        high_text = _at_most(high)
    return f"(?:{negative}{high_text})"


_WORD_END = r"(?![A-Za-z0-9_$.])"
_INT_TYPE = rf"[su]?i(?:1|8|16|32|64){_WORD_END}"
_FLOAT_TYPE = rf"(?:f16|f32|f64|bf16){_WORD_END}"
_ELEMENT = rf"(?:{_INT_TYPE}|{_FLOAT_TYPE}|index{_WORD_END})"
_DIM = r"(?:0|[1-9][0-9]{0,5})"  # a static size, far below any limit
_POSITIVE = r"[1-9][0-9]{0,5}"
# the type of a `dense` literal: static sizes (a vector's not 0)
_STATIC = rf"tensor<(?:{_DIM}x)*+{_ELEMENT}>|vector<(?:{_POSITIVE}x)*+{_ELEMENT}>"
# a memref's layout, as lowered code writes it (its body read as mlir-opt reads it, after the
# pattern: `_BUILTIN_OPAQUE`), or memory space
_STRIDE = r"(?:\?|-?[0-9]{1,9})"
_MEMREF_MORE = rf"(?:, (?:strided<\[(?:{_STRIDE}(?:, {_STRIDE})*+)?+\](?:, offset: {_STRIDE})?+>|[0-9]{{1,4}}))?+"
_TYPE = (rf"(?>{_ELEMENT}|none{_WORD_END}"
         rf"|tensor<(?:(?:(?:{_DIM}|\?)x)*+|\*x){_ELEMENT}>"
         rf"|memref<(?:(?:(?:{_DIM}|\?)x)*+{_ELEMENT}{_MEMREF_MORE}|\*x{_ELEMENT})>"
         rf"|vector<(?:(?:{_POSITIVE}|\[{_POSITIVE}\])x)++{_ELEMENT}>"
         rf"|complex<(?:{_INT_TYPE}|{_FLOAT_TYPE})>)")


def _listed(item: str, closer: str) -> str:
    """`item`s, `, ` between them, up to `closer` (not taken): the item written once in the
    pattern (it is large, and compiling a pattern costs as much as its size)."""
    return rf"(?:{item}(?:, (?!{closer})|(?={closer})))*+"


_FUNCTION_TYPE = rf"\({_listed(_TYPE, '[)]')}\) -> (?:\({_listed(_TYPE, '[)]')}\)|{_TYPE})"
_FLOAT = r"-?[0-9]++\.[0-9]*+(?:[eE][-+]?[0-9]++)?+"
_NUMBER = rf"(?:{_FLOAT}|-?[0-9]++)"  # in a dense literal, whose numbers are not checked against its type
_STRING = r'"(?:[^"\\\n\v\f\r\x00]++|\\(?:[nt"\\]|[0-9a-fA-F]{2}))*+"'
_BARE = r"[A-Za-z_][A-Za-z0-9_$.]*+"
_SYMBOL = rf'(?:{_BARE}|"[^"\\\n\v\f\r\x00]++")'  # (a quoted name of no escape)


def _integer_array(width: int, digits: int) -> str:
    """`array<iW: ...>` of numbers of at most `digits` digits: within any iW's range (but below
    0, which no unsigned type takes)."""
    number = rf"[0-9]{{1,{digits}}}(?![0-9])"
    signed = rf"(?:{_MINUS})?+{number}"
    if width == 64:  # and MLIR's "dynamic" size, offset or stride, the least i64 (tensor, memref ops' `static_sizes`)
        signed = rf"(?:{signed}|-9223372036854775808(?![0-9]))"
    return rf"array<(?:s?i{width}(?:: {signed}(?:, {signed})*+)?+|ui{width}(?:: {number}(?:, {number})*+)?+)>"


# `#dialect<...>`, `affine_map<...>`, `affine_set<...>`, `strided<...>`: kept as written, so read
# if its body is tokens the reader takes in brackets (`_balanced_token`, in the grammar's order,
# a string with no bad escape), with `(...)` and `[...]` two deep, no `<` (after which the reader
# refuses a word) and no `{`
# (`>=` and `<=` only in an affine body: in a dialect's, `>` closes and `<` opens, as in MLIR)
_TOKEN = (rf"(?:{_STRING}|{_FLOAT}|-?0x[0-9a-fA-F]++|-?[0-9]++|{_BARE}|::|->|[,:=*?+-])")


def _body(token: str) -> str:
    bracketed = rf"(?:\((?: *+{token})*+ *+\)|\[(?: *+{token})*+ *+\])"
    return rf"(?: *+(?:{token}|\((?: *+(?:{token}|{bracketed}))*+ *+\)|\[(?: *+(?:{token}|{bracketed}))*+ *+\]))*+ *+"


_AFFINE_BODY = _body(_TOKEN.replace("|->|", "|->|>=|<=|"))
# (apart: a value that begins with `#` can only be the first, one with a letter the second, and
# each is written once where it may be: a copy more of each in every value pattern took a third
# of the time compiling `_ENTRIES` takes, which every process that reads values later pays)
# (and a dialect's type: `!llvm.ptr`, `!torch.vtensor<[1,?],f32>`; its name dotted, as no alias's is;
# and an attribute alias, `#map`, which only a reader of the chunk's aliases reads: `sure` refuses it)
_DIALECT_OPAQUE = (rf"(?:#{_BARE}(?=<)|![A-Za-z_][A-Za-z0-9_$]*+\.[A-Za-z0-9_$.]*+)(?:<{_body(_TOKEN)}>)?+"
                   rf"|#[A-Za-z_][A-Za-z0-9_$]*+(?![A-Za-z0-9_$.<])")
_AFFINE_OPAQUE = rf"(?:affine_map|affine_set|strided)<{_AFFINE_BODY}>"
# (an affine map's, set's or layout's body is also read as mlir-opt reads it, after the pattern)
_BUILTIN_OPAQUE = _Lazy(rf"(affine_map|affine_set|strided)(<){_AFFINE_BODY}>")
# A float's bits: no more than its type has
_HEX_FLOAT = r"0x(?:[0-9a-fA-F]{1,4} : (?:f16|bf16|f32|f64)|[0-9a-fA-F]{5,8} : (?:f32|f64)|[0-9a-fA-F]{9,16} : f64)(?![A-Za-z0-9_$.])"
# (an array of larger numbers, whose range is not checked here, is read at once)
_INTEGER_ARRAY = "(?:" + "|".join(_integer_array(w, d) for w, d in ((8, 2), (16, 4), (32, 9), (64, 18))) + ")"



def _small_integers(width: int, digits: int, hex_digits: int) -> str:
    """`N : T` for the integer types T of `width` bits, N of so few digits that it is within
    any such type's range (but below 0, which no unsigned type takes)."""
    number = rf"(?:[0-9]{{1,{digits}}}|0x[0-9a-fA-F]{{1,{hex_digits}}})(?![0-9a-fA-Fx])"
    types = f"s?i{width}|index" if width == 64 else f"s?i{width}"
    return rf"(?:{_MINUS})?+{number} : (?:{types}){_WORD_END}|{number} : ui{width}{_WORD_END}"


def _of_type(types: str, alternatives: str) -> str:
    """`alternatives`, integers of the types `types`, behind a look at the type written after
    the number: the engine tries them one by one, each reading the number again (a 64-bit
    integer was read as each narrower type in turn first, a microsecond an entry)."""
    return rf"(?=-?(?:0x[0-9a-fA-F]++|[0-9]++) : (?:{types}){_WORD_END})(?:{alternatives})"


# In an array, a typed integer of few digits (within any range); as an entry's value, any in range.
_SMALL_INTEGER = "|".join(_of_type(f"[su]?i{sizes[0]}" + ("|index" if sizes[0] == 64 else ""), _small_integers(*sizes))
                          for sizes in ((8, 2, 1), (16, 4, 3), (32, 9, 7), (64, 18, 15)))
_TYPED_INTEGER = "|".join(_of_type(f"[su]?i{width}", "|".join(
    rf"{_in_range(width, signedness)} : {signedness}i{width}{_WORD_END}" for signedness in ("", "s", "u")))
    for width in (1, 8, 16, 32, 64)) + rf"|{_in_range(64, 's')} : index{_WORD_END}"  # (an index is signed)


def _scalar(integers: str) -> str:
    """A value of one token, or of a few with no list in them; `integers`: which typed ones.
    Each kind behind a look at its first characters: the engine tries alternatives one by one,
    and a number would otherwise be tried as each integer type in turn."""
    return (rf"(?>(?=-?[0-9])(?>(?=-?(?:0x[0-9a-fA-F]++|[0-9]++) : (?:[su]?i[0-9]|index))(?:{integers})"
            rf"|{_HEX_FLOAT}|{_FLOAT}(?: : {_FLOAT_TYPE})?+|(?:{_MINUS})?+[0-9]{{1,18}}(?![0-9.]))"
            rf'|(?="){_STRING}(?! :)|(?=@)@{_SYMBOL}(?:::@{_SYMBOL})*+|(?=[#!]){_DIALECT_OPAQUE}|(?=\(){_FUNCTION_TYPE}'
            rf"|(?=[a-z])(?>(?:true|false|unit){_WORD_END}"
            rf"|(?=array<){_INTEGER_ARRAY}|array<{_FLOAT_TYPE}(?:: {_FLOAT}(?:, {_FLOAT})*+)?+>"
            rf"|array<i1(?:: (?:true|false)(?:, (?:true|false))*+)?+>"
            rf"|{_AFFINE_OPAQUE}|{_TYPE}))")


_SCALAR = _scalar(_SMALL_INTEGER)
_ENTRY_SCALAR = _scalar(_TYPED_INTEGER)
_ARRAY_1 = rf"\[{_listed(_SCALAR, '[]]')}\]"
# An entry's name, as the reader splits it (its `_ENTRY`): bare or quoted with no escape (the
# reader compares names as written)
_NAME = rf'(?:{_BARE}|"[^"\\\n\v\f\r\x00]*+")'
# A function's `arg_attrs`, `res_attrs`: dictionaries of few kinds of values (a small pattern:
# the values' is large, and compiling a pattern costs as much as its size)
_SMALL_DICTIONARY = (rf'\{{(?:{_NAME}(?: = (?:{_STRING}(?! :)|true|false|(?:{_MINUS})?+[0-9]{{1,9}}(?: : i(?:32|64))?+(?![0-9.x])'
                     rf'|@{_BARE}|\[{_STRING}(?:, {_STRING})*+\]))?+(?:, (?!\}})|(?=\}})))*+\}}')
_ARRAY_2 = rf"\[{_listed(rf'(?:{_SCALAR}|{_ARRAY_1}|{_SMALL_DICTIONARY})', '[]]')}\]"
# `dense<...>`: a splat, or a list of one or two dimensions (its shape checked by `_shapes_fit`)
_ELEMENTS = rf"(?:{_NUMBER}|true|false)(?:, (?:{_NUMBER}|true|false))*+"
# or a string of hex digits, whole bytes (its size checked by `_hex_fits`)
# (or a resource's handle: `dense_resource<name>`)
_DENSE = (rf'dense(?:<(?:{_NUMBER}|true|false|\[{_ELEMENTS}\]|\[\[{_ELEMENTS}\](?:, \[{_ELEMENTS}\])*+\]'
          rf'|"0x(?:[0-9a-fA-F]{{2}})*+")|_resource<{_BARE})> : (?:{_STATIC})')
# An entry of a dictionary of such values: a name, `=` and its value (a dictionary of values of
# no list of lists, or of small dictionaries), then `,`, blanks around either.
_BLANKS = r"[ \t\n]*+"
_INNER = rf"(?:{_SCALAR}|{_ARRAY_1}|{_SMALL_DICTIONARY})"
_DICTIONARY = rf"\{{{_BLANKS}(?:{_NAME}(?:{_BLANKS}={_BLANKS}{_INNER})?+{_BLANKS}(?:,{_BLANKS}(?!\}})|(?=\}})))*+\}}"
_VALUE = rf"(?:{_ENTRY_SCALAR}|{_ARRAY_2}|{_DENSE}|{_DICTIONARY})"
_ENTRIES = _Lazy(rf"({_NAME})(?:({_BLANKS}={_BLANKS})({_VALUE}))?+({_BLANKS}(?:,{_BLANKS})?+)")
_DENSE_LIST = _Lazy(r"dense<(\[[^<>]*\])> : (?:tensor|vector)<([^<>]*+)>")
_STRIDED_MEMREF = _Lazy(r"memref<([^<>,]*+), strided<\[([^\]]*+)\]")
_DENSE_ELEMENTS = _Lazy(r'dense<([^<>"]*+)> : (?:tensor|vector)<(?:[0-9]++x)*+([a-z0-9]++)>')
_DENSE_HEX = _Lazy(r'dense<"0x([0-9a-fA-F]*+)"> : (?:tensor|vector)<([^<>]*+)>')


def sure_entries(text: str, first: int) -> list[tuple[str, str, str, str]] | None:
    """The attribute dictionary `text` (`{...}`, its first entry at `first`) split into its
    entries (name, `=`, value, `,`) if every value reads as one wherever it is written, so
    that it may be read later (`ir.Unread`); else None.  (A name given twice, in it or in a
    dictionary it holds, is the caller's to find: a split into entries is the reader's; and
    a value that holds an alias, `#map`, is the caller's to read, with the chunk's aliases.)"""
    pieces = entry_pieces(text, first)
    length = first
    for piece in pieces:
        length += len(piece[0]) + len(piece[1]) + len(piece[2]) + len(piece[3])
    if length != len(text) - 1 or (pieces and ("," in pieces[-1][3]
                                               or any("," not in piece[3] for piece in pieces[:-1]))):
        return None
    return pieces if values_fit(text) else None


def entry_pieces(text: str, first: int) -> list[tuple[str, str, str, str]]:
    """The entries of the dictionary `text` whose values `sure_entries` admits, all at once
    (`findall`, in C): they are all of the text if their lengths add up to it (`findall` skips
    what is no entry), each but the last ending with `,` (a value may match a prefix of what is
    written, `1` of `1x`: the next piece then has no `,` before it), which the caller checks (as
    `sure_entries` does, or as it places them), and if `values_fit`."""
    return _ENTRIES.findall(text, first, len(text) - 1)  # type: ignore[no-any-return]


def values_fit(text: str) -> bool:
    """Whether the values of `text`, each of which the pattern admits, are what their types
    take: dense literals of their type's shape and elements, hex data of its size, strided
    layouts of their memref's rank, affine bodies mlir-opt's parser takes."""
    if "dense<[" in text:
        for literal, shaped in _DENSE_LIST.findall(text):
            if not _shapes_fit(literal, shaped.split("x")[:-1]):
                return False
    if "dense<" in text:
        for literal, element in _DENSE_ELEMENTS.findall(text):
            if dense_elements_error(literal, _shaped_of(element)) is not None:
                return False  # (a number its element type does not take: `dense<1> : tensor<2xf32>`)
    if 'dense<"' in text:
        for digits, shaped in _DENSE_HEX.findall(text):
            if not _hex_fits(len(digits) // 2, shaped.split("x")):
                return False
    if "strided<[" in text:
        for dims, strides in _STRIDED_MEMREF.findall(text):
            if dims.count("x") != (strides.count(",") + 1 if strides else 0):
                return False  # (mlir-opt: "expected the number of strides to match the rank")
    if "affine_" in text or "strided<" in text:
        for found in _BUILTIN_OPAQUE.finditer(text):
            if opaque_error(found.group(1), text, found.start(2), found.end()) is not None:
                return False
    return True


def _shapes_fit(literal: str, dims: list[str]) -> bool:
    """Whether the dense list `literal` (one or two deep, of numbers) has the shape `dims`."""
    if not literal.startswith("[["):
        return dims == [str(literal.count(",") + 1)]
    rows = literal[2:-2].split("], [")
    columns = rows[0].count(",") + 1
    return dims == [str(len(rows)), str(columns)] and all(row.count(",") + 1 == columns for row in rows)


def _shaped_of(element: str) -> ir.TensorType:
    """A tensor of the element type `element` (of `_STATIC`'s), to check a literal's elements by."""
    if element == "index":
        return ir.TensorType((), ir.IndexType())
    if element[0] in "fb":
        return ir.TensorType((), ir.FloatType(element))
    signedness, _, width = element.partition("i")
    return ir.TensorType((), ir.IntegerType(int(width), signedness))


def _hex_fits(size: int, shape: list[str]) -> bool:
    """Whether `size` bytes of hex data fill a literal of `shape` (dims, then the element type):
    one element (a splat) or all of them (`checks.dense_error`)."""
    *dims, element = shape
    bits = _ELEMENT_BITS.get(element.lstrip("su"))
    if bits is None or not all(dim.isdigit() for dim in dims):
        return False  # (not `_ELEMENT` of `_STATIC`: found in no literal the pattern took)
    if bits % 8:
        return True  # (i1: toyir does not check the size)
    count = 1
    for dim in dims:
        count *= int(dim)
    return size in (bits // 8, count * bits // 8)


_ELEMENT_BITS = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64, "f16": 16, "bf16": 16, "f32": 32,
                 "f64": 64}


def sure(value: str) -> bool:
    """Whether the attribute value `value`, not a dictionary, reads as one wherever it is written
    (`sure_entries` of a dictionary of it alone), but for a name given twice in a dictionary it
    holds (an array's): the caller's to find, as `sure_entries`'s."""
    return not value.startswith("{") and sure_entries("{a = " + value + "}", 1) is not None and (
        "#" not in value or _ALIAS.search(value) is None)


_ALIAS = _Lazy(r"#[A-Za-z_][A-Za-z0-9_$]*+(?![A-Za-z0-9_$.<])")

