"""A number where an attribute holds one, as MLIR's parser takes it: a scalar (`5 : i8`), an
element of a dense array (`array<i8: 1, 2>`) or of a dense literal (`dense<[1, 2]> : ...`).

MLIR reads a number as a sign and a token: the sign (`-`, blanks and comments may follow it)
is not part of the token, so its errors are said at the digits, not at the `-`; and a token's
value is made as an APInt of the type's width (`buildAttributeAPInt`), which decides the range:
the magnitude in the width's bits, below the sign bit for a signed type or an index, and a
negative one a negative number of the width (so -0 is not one, and an unsigned type takes
`-1` in a dense array).  Each function says what mlir-opt says first, or None.
"""

from __future__ import annotations

from toyir import ir
from toyir.lazy_regex import LazyPattern as _Lazy
from toyir.syntax.checks import hex_float_out_of_range

MAX_NUMBER_DIGITS = 4000  # (more digits than any width MLIR has: out of range, not converted)


def integer_fits(digits: str, negative: bool, type_: object) -> bool:
    """Whether the integer `digits` (`0x...` or decimal), negated if `negative`, is one of
    `type_` (None: i64) as MLIR builds it."""
    if len(digits) > MAX_NUMBER_DIGITS:
        return False
    magnitude = int(digits, 16 if digits.startswith("0x") else 10)
    width = type_.width if isinstance(type_, ir.IntegerType) else 64
    if magnitude.bit_length() > width:
        return False
    if width == 0:
        return not negative
    if negative:
        return 0 < magnitude <= 2 ** (width - 1)
    signed = isinstance(type_, ir.IndexType) or (isinstance(type_, ir.IntegerType) and type_.signedness == "s")
    return not signed or magnitude < 2 ** (width - 1)


def _range_detail(digits: str, negative: bool, type_: object) -> str:
    if negative and digits.strip("0x") == "":
        return ": -0 is no integer to MLIR (a negative number's negation must have the sign bit set): write 0"
    return f": {'-' * negative}{digits} does not fit in '{'i64' if type_ is None else type_}'"


def _is_i1(type_: object) -> bool:
    """MLIR's `isInteger(1)`: of any signedness."""
    return isinstance(type_, ir.IntegerType) and type_.width == 1


def value(digits: str, negative: bool) -> int:
    magnitude = int(digits, 16 if digits.startswith("0x") else 10)
    return -magnitude if negative else magnitude


def float_error(kind: str, digits: str, negative: bool, type_: object) -> tuple[str, str] | None:
    """What MLIR says of a token of `kind` ("float", "number", "bool", "string") where a float of
    `type_` is read from it (`parseFloatFromLiteral`), at the token; with toyir's detail."""
    if kind == "float":
        return None
    if kind == "number" and not digits.startswith("0x"):
        return "unexpected decimal integer literal for a floating point value", \
            f": write '{'-' * negative}{digits}.0' for the float"
    if kind == "number" and negative:
        return "hexadecimal float literal should not have a leading minus", ""
    if kind == "number":
        return ("hexadecimal float constant out of range for type", "") if hex_float_out_of_range(digits[2:], type_) \
            else None
    return "expected floating point literal", ""


# ------------------------------------------------------------ a scalar: `5 : i8`, `0x7FC00000 : f32`

def scalar_integer_error(digits: str, negative: bool, type_: object) -> tuple[str, str] | None:
    """What MLIR says, at the digits, of the integer attribute `digits : type_` (`parseDecOrHexAttr`)."""
    if isinstance(type_, ir.FloatType):
        return float_error("number", digits, negative, type_)
    if type_ is not None and not isinstance(type_, (ir.IntegerType, ir.IndexType)):
        return "integer literal not valid for specified type", ""
    if negative and isinstance(type_, ir.IntegerType) and type_.signedness == "u":
        return "negative integer literal not valid for unsigned integer type", ""
    if not integer_fits(digits, negative, type_):
        return "integer constant out of range for attribute", _range_detail(digits, negative, type_)
    return None


# ------------------------------------------------------------ an element of `array<T: ...>`

def array_element_error(kind: str, digits: str, negative: bool, element: object) -> tuple[bool, str, str] | None:
    """What MLIR says of an element of a dense array of `element`s (`DenseArrayElementParser`):
    (whether at the token after it, not at it; the message; toyir's detail)."""
    if isinstance(element, ir.FloatType):
        found = float_error(kind, digits, negative, element)
        return None if found is None else (False, *found)
    if kind == "bool":
        return None if _is_i1(element) else (False, "expected i1 type for 'true' or 'false' values", "")
    if kind != "number":
        return False, "expected integer literal", ""
    if _is_i1(element):
        return True, "expected 'true' or 'false' values for i1 type", ""
    # (an index is stored as a signless i64 there)
    if not integer_fits(digits, negative, ir.IntegerType(64) if isinstance(element, ir.IndexType) else element):
        return True, "integer constant out of range", _range_detail(digits, negative, element)
    return None


# ------------------------------------------------------------ the elements of `dense<...>`

# A `dense<...>` literal's tokens, as MLIR's tensor literal parser takes them: a sign (and the
# blanks and comments after it), a number, `true`, `false`, a string; what is between them
# (brackets, parentheses, commas, blanks, comments) skipped.
_DENSE_TOKEN = _Lazy(r'(?P<string>"(?:[^"\\\n]|\\.)*+")|(?P<minus>-)|//[^\n]*+'
                     r'|(?P<number>0x[0-9a-fA-F]++|[0-9]++(?P<float>\.[0-9]*+(?:[eE][-+]?[0-9]++)?+)?+)'
                     r'|(?P<bool>true|false)')


def dense_elements_error(body: str, type_: object) -> tuple[int | None, str, str] | None:
    """What MLIR says first of the elements of `dense<body>` (a literal, not one string) as
    elements of `type_`'s element type: `(offset in body, message, toyir's detail)`, the offset
    None where MLIR says it at the `dense` keyword.  In MLIR's order: a complex type's count of
    parts, then element by element."""
    element = getattr(type_, "element", None)
    tokens: list[tuple[bool, str, str, int]] = []  # (negative, kind, text, offset)
    negative = False
    for found in _DENSE_TOKEN.finditer(body):
        kind = found.lastgroup
        if kind == "minus":
            negative = True
        elif kind is not None:  # (a number's `float` group is within it: `lastgroup` names the number)
            text = found.group(kind)
            tokens.append((negative, "float" if kind == "number" and found.group("float") else kind, text,
                           found.start()))
            negative = False
    if isinstance(element, ir.ComplexType):
        count = 1
        for dim in type_.shape:  # type: ignore[attr-defined]
            count *= dim
        splat = not body.lstrip().startswith("[")
        expected = 2 if splat else 2 * count
        if len(tokens) != expected:
            shown = element if splat else type_
            return None, f"parsed {len(tokens)} elements, but type ('{shown}') expected {expected} elements", ""
        element = element.element
    if isinstance(element, (ir.IntegerType, ir.IndexType)):
        unsigned = isinstance(element, ir.IntegerType) and element.signedness == "u"
        for negative, kind, text, offset in tokens:
            if negative and unsigned:
                return offset, "expected unsigned integer elements, but parsed negative value", ""
            if kind == "float":
                return offset, "expected integer elements, but parsed floating-point", ""
            if kind == "bool":
                if not _is_i1(element):
                    return offset, "expected i1 type for 'true' or 'false' values", ""
            elif kind == "string":
                return offset, "integer constant out of range for type", f": {text} is no integer"
            elif not integer_fits(text, negative, element):
                return offset, "integer constant out of range for type", _range_detail(text, negative, element)
        return None
    if isinstance(element, ir.FloatType):
        for negative, kind, text, offset in tokens:
            wrong = float_error(kind, text, negative, element)
            if wrong is not None:
                return offset, wrong[0], wrong[1]
        return None
    for negative, kind, text, offset in tokens:  # (any other element type: strings)
        if kind != "string":
            return None, f"expected string token, got {text}", ""
    return None
