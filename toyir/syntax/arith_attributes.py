"""The attributes of arith, mlir-opt's own dialect, as its parser reads them: `#arith.overflow<...>`
and `#arith.fastmath<...>`, each of its enum's keywords, and no other.

The grammar keeps a dialect attribute's body as written (a dialect toyir does not know may put
anything there); for `--semantics=mlir`, where arith is mlir-opt's, this says where mlir-opt's
parser stops in a chunk's arith attributes, in its words.  A scan of the chunk's text in C finds
the attributes that are not of those forms (most chunks have none); each is then read here.
"""

from __future__ import annotations

import re

from toyir.diagnostics import Diagnostic, error
from toyir.dialects.upstream import ENUMS, WELL_FORMED
from toyir.explanations import SYNTAX
from toyir.syntax.checks import in_string_or_comment

# An arith attribute that is not well formed: the text after `#arith` (a `.` or `<`) where one is.
_SUSPECT = re.compile(r"#arith(?=[.<])(?!\.(?:" + WELL_FORMED + r"))")
_MNEMONIC = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*+")
_KEYWORD = re.compile(r"\s*+([A-Za-z_][A-Za-z0-9_$.]*+)?+")


def first_error(text: str, start: int, end: int) -> Diagnostic | None:
    """The first arith attribute of `text[start:end]` mlir-opt's parser rejects (outside strings
    and comments), as its error; None if there is none."""
    for found in _SUSPECT.finditer(text, start, end):
        if not in_string_or_comment(text, found.start()):
            wrong = _error_at(text, found.end(), end)
            if wrong is not None:
                return wrong
    return None


def _error_at(text: str, at: int, end: int) -> Diagnostic | None:
    """mlir-opt's error for the arith attribute whose text goes on at `at` (its `.` or `<`)."""
    pretty = text[at] == "."
    place = at + 1
    if pretty and place < end and text[place] in ".0123456789$-":
        return None  # (a lone `.`, a number...: MLIR's lexer's error, or its parser's, toyir.syntax.dialect_mnemonics')
    while not pretty and place < end and text[place] in " \t\n\r":
        place += 1
    name = _MNEMONIC.match(text, place, end)
    mnemonic = name.group() if name is not None else ""
    if mnemonic not in ENUMS:
        return error(place, f"unknown attribute `{mnemonic}` in dialect `arith`", code=SYNTAX)
    after = place + len(mnemonic)
    if not pretty or not text.startswith("<", after):
        return error(after, "expected '<'", code=SYNTAX)
    enum, keywords = ENUMS[mnemonic]
    position, first = after + 1, None
    while True:
        word = _KEYWORD.match(text, position, end)
        assert word is not None  # (it matches the empty text)
        if word.group(1) is None:
            return error(word.end(), "expected valid keyword or string", code=SYNTAX)
        first = word.start(1) if first is None else first
        if word.group(1) not in keywords:  # (a bit enum's flags are read whole: at the first of them)
            return error(first, f"expected {enum} to be one of: {', '.join(keywords)}", code=SYNTAX)
        position = word.end()
        while position < end and text[position] in " \t\n\r":
            position += 1
        if position < end and text[position] == ">":
            return None  # (well formed after all)
        if position >= end or text[position] != ",":
            return error(position, "expected '>'", code=SYNTAX)
        position += 1
