"""llvm's types as mlir-opt's LLVM dialect reads them, for `--semantics=mlir`: the bodies of
`!llvm.struct<...>`, `!llvm.array<...>`, `!llvm.func<...>` and `!llvm.ptr<...>`.

The grammar keeps a dialect type's body as written; mlir-opt's LLVM dialect reads each element
type in it as a builtin type or else as a keyword of its own (`ptr`, `array<2 x i64>`,
`struct<(...)>`), and stops at the first thing it does not take: "unknown LLVM type: aray",
"expected valid keyword" (no keyword at all), "expected 'x'", "expected ')'".  This is that
parser, over the body's tokens (toyir.syntax.dialect_tokens), in its words at its places: a
keyword or a number it wants is reported at the token found, punctuation right after the token
before.  Where mlir-opt's answer is not known here (a builtin type's own body, a target type's
parameters, what an element type may be), it claims no error.  The names of llvm's types at
the top level (`!llvm.pttr`) are toyir.syntax.dialect_mnemonics'.
"""

from __future__ import annotations

import re

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import SYNTAX
from toyir.syntax.bounded import bounded
from toyir.syntax.checks import starts_a_name_in_code, top_level_end
from toyir.syntax.dialect_tokens import ParseError, TokenParser, Unsure

# The types whose body this reads, after `!llvm.`, and its keywords for types of no body
_WITH_BODY = re.compile(r"(struct|array|func|ptr)<")
_PLAIN = frozenset(("void", "ppc_fp128", "token", "label", "metadata", "x86_amx"))
# A builtin type's keyword (MLIR's parser reads it whole, its `<...>` too)
_BUILTIN = re.compile(r"[su]?i[0-9]++|index|none|f16|bf16|f32|f64|f80|f128|tf32|f4E2M1FN|f6E2M3FN|f6E3M2FN|f8E5M2"
                      r"|f8E4M3|f8E4M3FN|f8E5M2FNUZ|f8E4M3FNUZ|f8E4M3B11FNUZ|f8E3M4|f8E8M0FNU")
_SHAPED = frozenset(("vector", "tensor", "memref", "complex", "tuple"))


def first_error(text: str, start: int, end: int) -> Diagnostic | None:
    """The first llvm type in `text[start:end]` whose body mlir-opt's LLVM dialect rejects
    (outside strings and comments), as its error; None if there is none."""
    at = text.find("!llvm.", start, end)
    while at != -1:
        found = _WITH_BODY.match(text, at + 6, end)
        if found is not None and starts_a_name_in_code(text, at):
            wrong = _type_error(text, found.start(1), found.end() - 1, end)
            if wrong is not None:
                return wrong
        at = text.find("!llvm.", at + 6, end)
    return None


def _type_error(text: str, mnemonic: int, body: int, end: int) -> Diagnostic | None:
    """mlir-opt's error for the llvm type whose mnemonic begins at `mnemonic` and whose body
    opens at `body` (its `<`), or None; each distinct text judged once."""
    close = top_level_end(text, body + 1, end, ">")
    if close is None:
        return None  # (an unbalanced body: the grammar's to report)
    written = text[mnemonic:close + 1]
    if written in _VERDICTS:
        verdict = _VERDICTS[written]
    else:
        verdict = bounded(_VERDICTS, written)[written] = _verdict(written)
    return None if verdict is None else error(mnemonic + verdict[0], verdict[1], code=SYNTAX)


_VERDICTS: dict[str, tuple[int, str] | None] = {}


def _verdict(written: str) -> tuple[int, str] | None:
    """Where in `written` (a mnemonic and its body) mlir-opt's LLVM dialect stops, and why."""
    parser = _Parser(written, 0, len(written))
    try:
        parser.type_()
        parser.expect_end()
    except ParseError as e:
        return e.offset, e.message
    except Unsure:
        return None
    return None


class _Parser(TokenParser):
    """The LLVM dialect's type parser (`dispatchParse` and the types it reads)."""

    def __init__(self, text: str, pos: int, end: int) -> None:
        super().__init__(text, pos, end)
        self.structs: list[str] = []  # the identified structs being read (a self-reference ends one)

    def expect_end(self) -> None:
        if self.peek()[0] != "eof":
            raise Unsure  # (what follows the type is not this parser's)

    def keyword(self, word: str) -> None:
        """`word`, else "expected 'word'" at the token found."""
        kind, value, at = self.peek()
        if kind != "id" or value != word:
            raise ParseError(at, f"expected '{word}'")
        self.take()

    def integer(self) -> None:
        """An integer (an array's size, an address space), else "expected integer value"."""
        self.accept("-")
        kind, _, at = self.peek()
        if kind not in ("int", "hex"):
            raise ParseError(at, "expected integer value")
        self.take()

    def type_(self) -> None:
        """A builtin type, a dialect's (`!llvm.ptr`), or one of llvm's by its keyword."""
        kind, value, at = self.peek()
        if kind == "prefixed" and value[0] == "!" or kind == "id" and (_BUILTIN.fullmatch(value) or value in _SHAPED):
            self.take()
            if self.text.startswith("<", self.pos):  # (its body is its own parser's: skipped whole)
                close = top_level_end(self.text, self.pos + 1, self.end, ">")
                if close is None:
                    raise Unsure
                self.pos = close + 1
            elif value in _SHAPED:
                raise Unsure  # (`vector` with no `<`: the builtin parser's words)
            return
        if kind == "other" and value == "(":
            raise Unsure  # (a function type: the builtin parser's)
        if kind != "id":
            raise ParseError(at, "expected valid keyword")
        self.take()
        if value in _PLAIN:
            return
        reader = _READERS.get(value)
        if reader is None:
            raise ParseError(at, f"unknown LLVM type: {value}")
        reader(self)

    def ptr(self) -> None:
        if self.accept("<"):
            self.integer()
            self.expect(">")

    def array(self) -> None:
        self.expect("<")
        self.integer()
        self.keyword("x")
        self.type_()
        self.expect(">")

    def func(self) -> None:
        self.expect("<")
        self.type_()  # (the result)
        self.expect("(")
        if self.accept(")"):
            self.expect(">")
            return
        if not self.ellipsis():
            self.type_()
            while self.accept(","):
                if self.ellipsis():
                    break
                self.type_()
        self.expect(")")
        self.expect(">")

    def ellipsis(self) -> bool:
        kind, value, _ = self.peek()
        if kind == "dot" and value == "...":
            self.take()
            return True
        return False

    def struct(self) -> None:
        self.expect("<")
        kind, name, at = self.peek()
        identified = kind == "string"
        if identified:
            self.take()
            if name in self.structs:  # a reference to a struct it is in
                self.expect(">")
                return
            if self.peek()[1] == ">":
                raise ParseError(self.peek()[2], "struct without a body only allowed in a recursive struct")
            self.expect(",")
            kind, word, at = self.peek()
            if kind == "id" and word == "opaque":
                self.take()
                self.expect(">")
                return
        elif kind == "id" and name == "opaque":
            raise ParseError(at, "only identified structs can be opaque")
        kind, word, _ = self.peek()
        if kind == "id" and word == "packed":
            self.take()
        self.expect("(")
        if not self.accept(")"):
            self.structs.append(name if identified else "")
            self.type_()
            while self.accept(","):
                self.type_()
            self.structs.pop()
            self.expect(")")
        self.expect(">")

    def target(self) -> None:
        raise Unsure  # (its parameters, types then integers: not read here)


_READERS = {"ptr": _Parser.ptr, "array": _Parser.array, "func": _Parser.func, "struct": _Parser.struct,
            "target": _Parser.target}
