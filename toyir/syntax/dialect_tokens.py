"""A dialect's body as MLIR's lexer splits it into tokens, for the parsers of mlir-opt's dialects
that toyir reads again (toyir.syntax.quant_types, toyir.syntax.llvm_types).

The grammar keeps a dialect type's or attribute's body as written; mlir-opt's dialects read
theirs with MLIR's lexer, which stops at a token it cannot make (a sigil with no name, a lone
`.`) in its own words, and their parsers name what they expected where it was missing.  Those
pieces are here once: `TokenParser` walks the tokens of a body, and raises `ParseError` with
mlir-opt's words and place, or `Unsure` where what mlir-opt would say is not known here.
"""

from __future__ import annotations

import re

# One token after any blanks and comments (a NUL is a blank to MLIR's lexer), by its kind
TOKEN = re.compile(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+(?:"
                   r"(?P<float>[0-9]++\.[0-9]*+(?:[eE][-+]?[0-9]++)?+)|(?P<hex>0x[0-9a-fA-F]++)|(?P<int>[0-9]++)"
                   r"|(?P<id>[A-Za-z_][A-Za-z0-9_$.]*+)"
                   r"|(?P<prefixed>[#%^!@](?:[0-9]++|[A-Za-z$._-][A-Za-z0-9$._-]*+)?+)"
                   r'|(?P<string>"[^"\\\n\v\f]*+(?:\\.[^"\\\n\v\f]*+)*+")|(?P<dot>\.(?:\.\.)?+)|(?P<arrow>->)|(?P<other>[^\n]|\n))')
# MLIR's lexer's words for a character that begins a token of its and none here (a `%`, `#`,
# `^` or `!` no name follows, an `@` no name or string does, a `.` that is no `...`), and how
# far after it it says so (`lexPrefixedIdentifier`, `lexAtIdentifier`, `lexEllipsis`)
LEXER_WORDS = {"%": ("invalid SSA name", 0), "#": ("invalid attribute name", 0), "^": ("invalid block name", 0),
               "!": ("invalid type identifier", 0), "@": ("@ identifier expected to start with letter or '_'", 1),
               ".": ("expected three consecutive dots for an ellipsis", 1)}
BLANKS = re.compile(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+")  # (and comments: what lies between two tokens)
_NAME_CHARACTER = re.compile(r'[A-Za-z0-9_$.-]')


def lexer_error(text: str, at: int, end: int) -> ParseError | None:
    """MLIR's lexer's error for the token after `at` (blanks and comments skipped), if it is one
    of `LEXER_WORDS`' (a string not closed is its caller's to see)."""
    position = BLANKS.match(text, at, end).end()  # type: ignore[union-attr]
    char, following = text[position:position + 1], text[position + 1:position + 2]
    lexed = LEXER_WORDS.get(char) if char else None
    if lexed is None:
        return None
    if char == "." and text.startswith("...", position) or char == "@" and (following.isalpha() or following in '_"') \
            or char not in ".@" and following and _NAME_CHARACTER.match(following):
        return None
    return ParseError(position + lexed[1], lexed[0])


class ParseError(Exception):
    """mlir-opt's error at `offset`, in its words (and a note, if it gives one)."""

    def __init__(self, offset: int, message: str, note: str | None = None) -> None:
        self.offset, self.message, self.note = offset, message, note


class Unsure(Exception):
    """What mlir-opt would say here is not known to this parser: no error is claimed."""


class TokenParser:
    """A body's tokens from `pos` to `end`, as mlir-opt's dialect parsers take them."""

    def __init__(self, text: str, pos: int, end: int) -> None:
        self.text, self.pos, self.end = text, pos, end

    # ---------------------------------------------------------------- tokens

    def peek(self) -> tuple[str, str, int]:
        """The next token's kind, text and offset (kind "eof" at the end), not taken."""
        found = TOKEN.match(self.text, self.pos, self.end)
        if found is None or found.lastgroup is None:
            return "eof", "", self.end
        kind, value = found.lastgroup, found.group(found.lastgroup)
        at = found.start(kind)
        if kind in ("dot", "prefixed"):
            wrong = lexer_error(self.text, at, self.end)
            if wrong is not None:
                raise wrong
        return kind, value, at

    def take(self) -> tuple[str, str, int]:
        """The next token, taken; the one after it is lexed at once, as MLIR's lexer looks one
        token ahead (its error, if it is none, comes first)."""
        kind, value, at = self.peek()
        self.pos = at + len(value)
        self.peek()
        return kind, value, at

    def after_previous(self) -> int:
        """Where mlir-opt reports a token missing: right after the token before the next one
        (over blanks and line ends)."""
        at = self.peek()[2]
        while self.text[at - 1] in " \t\r\n":
            at -= 1
        return at

    def accept(self, punctuation: str) -> bool:
        kind, value, _ = self.peek()
        if kind == "other" and value == punctuation:
            self.take()
            return True
        return False

    def expect(self, punctuation: str) -> None:
        """`punctuation`, else mlir-opt's error for a token missing: right after the token before
        (over blanks and line ends), where it would have gone."""
        if not self.accept(punctuation):
            raise ParseError(self.after_previous(), f"expected '{punctuation}'")
