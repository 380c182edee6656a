"""The types of quant, mlir-opt's own dialect, as its parser reads them: `!quant.uniform<...>`,
`!quant.any<...>` and `!quant.calibrated<...>`, for `--semantics=mlir`.

The grammar keeps a dialect type's body as written (a dialect toyir does not know may put
anything there); mlir-opt reads quant's bodies with its lexer and quant's own parser, and
stops at the first thing they do not take.  This is that parser, over the body's tokens, in its
words at its places (each error at the token it stands at, the scale's range after the
scale), as mlir-opt 22 gives them.  Where mlir-opt's answer is not known here (a storage or
expressed type other than the builtin integers and floats, say), it claims no error.
"""

from __future__ import annotations

import re
import struct

from toyir.diagnostics import Diagnostic, Note, error
from toyir.explanations import SYNTAX
from toyir.syntax.bounded import bounded
from toyir.syntax.checks import in_string_or_comment, top_level_end
from toyir.syntax.dialect_tokens import ParseError, TokenParser, Unsure

_INTEGER_TYPE = re.compile(r"([su]?)i([0-9]++)")
_UNSIGNED_WIDTH = re.compile(r"u([0-9]++)")
# The float types of the expressed type whose range mlir-opt checks a scale against: the least
# (a denormal) and the greatest value of each, as C's `%e` prints them.
_FLOAT_RANGES = {"f16": (2.0**-24, 65504.0), "bf16": (2.0**-133, 3.3895313892515355e38),
                 "f32": (2.0**-149, 3.4028234663852886e38), "f64": (5e-324, 1.7976931348623157e308)}
_OTHER_FLOATS = frozenset(("tf32", "f80", "f128", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E5M2", "f8E4M3", "f8E4M3FN",
                           "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU"))
_NOT_FLOATS = re.compile(r"[su]?i[0-9]++|index|none")
_MAX_STORAGE_BITS = 32
_MNEMONIC = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*+")
_MNEMONICS = ("uniform", "any", "calibrated")


def first_error(text: str, start: int, end: int) -> Diagnostic | None:
    """The first quant type of `text[start:end]` mlir-opt's parser rejects (outside strings and
    comments), as its error; None if there is none."""
    at = text.find("!quant.", start, end)
    while at != -1:
        wrong = type_error(text, at + 7, end)
        if wrong is not None and not in_string_or_comment(text, at):
            return wrong
        at = text.find("!quant.", at + 7, end)
    return None


def type_error(text: str, at: int, end: int) -> Diagnostic | None:
    """mlir-opt's error for the quant type whose mnemonic begins at `at` (after `!quant.`), or None."""
    mnemonic = _MNEMONIC.match(text, at, end)
    if mnemonic is None:
        return None
    body = mnemonic.end()
    while body < end and text[body] in " \t":
        body += 1  # (mlir-opt takes blanks before a dialect type's body)
    opens = text.startswith("<", body)
    close = _body_end(text, body, end) if opens else mnemonic.end() - 1
    if close is None:
        return None  # (an unbalanced body: the grammar's to report)
    try:
        # mlir-opt's lexer takes the token after the type before quant's parser reads its body
        _Parser(text, close + 1, end).peek()
    except ParseError as e:
        return error(e.offset, e.message, *([Note(e.note, e.offset)] if e.note else []), code=SYNTAX)
    except Unsure:
        return None
    # what the type's text earns, from its mnemonic: read once per distinct text (a file
    # repeats its few types on every op)
    written = text[at:close + 1]
    if written in _VERDICTS:
        verdict = _VERDICTS[written]
    else:
        verdict = bounded(_VERDICTS, written)[written] = _verdict(written, mnemonic.group(), body - at, opens)
    if verdict is None:
        return None
    offset, message, note = verdict
    return error(at + offset, message, *([Note(note, at + offset)] if note else []), code=SYNTAX)


_VERDICTS: dict[str, tuple[int, str, str | None] | None] = {}


def _verdict(written: str, mnemonic: str, body: int, opens: bool) -> tuple[int, str, str | None] | None:
    """What mlir-opt says of the quant type `written` (from its mnemonic; its body from `body`):
    the offset in it, the message and a note; None if nothing."""
    if mnemonic not in _MNEMONICS:
        return 0, f"unknown quantized type {mnemonic}", None
    if not opens:
        return len(mnemonic), "expected '<'", None
    parser = _Parser(written, body, len(written))
    try:
        getattr(parser, mnemonic)()
        if parser.invalid is not None:  # (the type's own check, once it is read)
            raise ParseError(0, parser.invalid)
    except ParseError as e:
        return e.offset, e.message, e.note
    except Unsure:
        return None
    return None


def _body_end(text: str, at: int, end: int) -> int | None:
    """Where the body that opens with the `<` at `at` closes (its `>`), or None."""
    return top_level_end(text, at + 1, end, ">") if text.startswith("<", at) else None


class _Parser(TokenParser):
    """quant's parser over the body from `pos` (its `<`) to `end` (after its `>`)."""

    def __init__(self, text: str, pos: int, end: int) -> None:
        super().__init__(text, pos, end)
        self.invalid: str | None = None  # what the type's own check says of it, once read
        self.last_integer = 0

    # ---------------------------------------------------------------- mlir-opt's parser's pieces

    def integer(self) -> int:
        negative = self.accept("-")
        kind, value, at = self.peek()
        if kind not in ("int", "hex"):
            raise ParseError(at, "expected integer value")
        self.take()
        number = int(value, 16) if kind == "hex" else int(value)
        if number >= 2**63:
            raise Unsure  # (mlir-opt's words for a value out of 64 bits are not known here)
        self.last_integer = -number if negative else number
        return self.last_integer

    def float(self) -> float:
        negative = self.accept("-")
        kind, value, at = self.peek()
        if kind == "float":
            self.take()
            return -float(value) if negative else float(value)
        if kind == "hex" and not negative and len(value) <= 18:
            self.take()  # the bits of a double
            return struct.unpack("<d", int(value, 16).to_bytes(8, "little"))[0]  # type: ignore[no-any-return]
        if kind == "hex" and not negative:
            raise ParseError(at, "hexadecimal float constant out of range for type")  # (more than a double's 64 bits)
        if kind == "int":
            raise ParseError(at, "unexpected decimal integer literal for a floating point value",
                         "add a trailing dot to make the literal a float")
        if kind == "hex":
            raise Unsure
        raise ParseError(at, "expected floating point literal")

    def float_type(self) -> str:
        """An expressed type (MLIR's `parseType` of a FloatType)."""
        kind, value, at = self.peek()
        if kind == "id" and (value in _FLOAT_RANGES or value in _OTHER_FLOATS):
            self.take()
            return value
        if kind == "id" and _NOT_FLOATS.fullmatch(value):
            raise ParseError(at, "invalid kind of type specified")
        if kind == "id" and value in ("tensor", "memref", "vector", "complex", "tuple"):
            raise Unsure
        if kind in ("id", "int", "float", "hex") or kind == "other" and value not in "(!" \
                or kind == "prefixed" and value[0] != "!":
            raise ParseError(self.after_previous(), "expected non-function type")  # (no type begins so)
        raise Unsure

    def storage(self) -> tuple[int, int]:
        """The storage type and its range, as its default or as written: (min, max)."""
        kind, value, at = self.peek()
        integer = _INTEGER_TYPE.fullmatch(value) if kind == "id" else None
        unsigned = _UNSIGNED_WIDTH.fullmatch(value) if kind == "id" else None
        if kind != "id" and not (kind == "prefixed" and value[0] == "!") and not (kind == "other" and value == "("):
            raise ParseError(at, "expected valid keyword")  # (neither a type nor a keyword)
        if kind != "id" or value in _FLOAT_RANGES or value in _OTHER_FLOATS or value == "index":
            raise Unsure
        self.take()  # (a type or a keyword, taken before it is judged)
        if integer is not None:
            signed, width = integer.group(1) != "u", int(integer.group(2))
        elif unsigned is not None:
            signed, width = False, int(unsigned.group(1))
        elif value[0] == "u":
            raise ParseError(at, "expected storage type width")
        else:
            raise ParseError(at, "illegal storage type prefix")
        if width == 0 or width > _MAX_STORAGE_BITS:
            raise ParseError(at, f"illegal storage type size: {width}")
        low, high = (-(2 ** (width - 1)), 2 ** (width - 1) - 1) if signed else (0, 2**width - 1)
        if not self.accept("<"):
            return low, high
        at_min = self.peek()[2]
        least = self.integer()
        self.expect(":")
        at_max = self.peek()[2]
        greatest = self.integer()
        self.expect(">")
        if least < low:
            raise ParseError(at_min, f"illegal storage type minimum: {least}")
        if greatest > high:
            raise ParseError(at_max, f"illegal storage type maximum: {greatest}")
        if greatest <= least:
            self.invalid = f"illegal storage min and storage max: ({least}:{greatest})"
        return least, greatest

    def params(self, expressed: str) -> None:
        """A scale, in its expressed type's range, and an optional zero point."""
        scale = self.float()
        bounds = _FLOAT_RANGES.get(expressed)
        if bounds is not None and not bounds[0] <= scale <= bounds[1]:
            raise ParseError(self.peek()[2], f"scale {_printed(scale)} out of expressed type range "
                                         f"[{bounds[0]:e}, {bounds[1]:e}]")
        if self.accept(":"):
            self.integer()

    def param_list(self, expressed: str) -> int:
        """`{` taken: scales (or lists of them, of one rank) up to `}`; their rank."""
        rank = None
        while True:
            if self.accept("{"):
                inner = self.param_list(expressed) + 1
            else:
                self.params(expressed)
                inner = 1
            if rank is not None and inner != rank:
                raise ParseError(self.peek()[2], "tensor literal is invalid; ranks are not consistent between elements")
            rank = inner
            if not self.accept(","):
                break
        self.expect("}")
        return rank

    # ---------------------------------------------------------------- the three types

    def uniform(self) -> None:
        self.expect("<")
        self.storage()
        self.expect(":")
        expressed = self.float_type()
        per_tensor = True
        if self.accept(":"):
            per_tensor = False
            if self.accept("{"):  # block sizes: `{axis:size, ...}`
                if not self.accept("}"):
                    while True:
                        if self.integer() < 0:
                            self.invalid = self.invalid or f"illegal quantized dimension: {self.last_integer}"
                        self.expect(":")
                        if self.integer() == 0:
                            self.invalid = self.invalid or "illegal block size: 0"
                        if not self.accept(","):
                            break
                    self.expect("}")
            else:
                if self.integer() < 0:
                    raise Unsure  # (a per-axis type's own check; its words here are not known)
        self.expect(",")
        if per_tensor:
            self.params(expressed)
        else:
            self.expect("{")
            self.param_list(expressed)
        self.expect(">")  # (the per-axis types' own checks, of axes and sizes, are not made here)

    def any(self) -> None:
        self.expect("<")
        self.storage()
        if self.accept(":"):
            self.float_type()
        self.expect(">")

    def calibrated(self) -> None:
        self.expect("<")
        self.float_type()
        self.expect("<")
        least = self.float()
        self.expect(":")
        greatest = self.float()
        self.expect(">")
        self.expect(">")
        if greatest <= least:
            self.invalid = f"illegal min and max: ({_printed(least)}:{_printed(greatest)})"


def _printed(number: float) -> str:
    """`number` as LLVM's stream prints a double (C's `%e`, but `INF`, `NAN`)."""
    if number != number:
        return "NAN"
    if number in (float("inf"), float("-inf")):
        return "-INF" if number < 0 else "INF"
    return f"{number:e}"
