"""The names of attributes and types in mlir-opt's own dialects, as its parsers take them, for
`--semantics=mlir`: `#llvm.linkagge<...>` is no attribute of llvm's, `!emitc.oppaque<...>` no
type of emitc's, and mlir-opt's parser stops there, at the name, in its words.

The grammar keeps a dialect attribute or type as written (a dialect toyir does not know may call
its attributes anything); the names each of mlir-opt's dialects takes were recorded from
mlir-opt 22 (toyir.dialects.mlir_opt_mnemonics).  One scan of the chunk in C finds where one of
those dialects names an attribute or a type; only a name its dialect does not take is looked
at further (in a string or a comment it is none).  arith's attributes and quant's types are
read whole elsewhere (toyir.syntax.arith_attributes, toyir.syntax.quant_types).
"""

from __future__ import annotations

import re

from toyir.diagnostics import Diagnostic, error
from toyir.dialects.mlir_opt_mnemonics import ATTRIBUTES, UNKNOWN_ATTRIBUTE, UNKNOWN_TYPE, known
from toyir.explanations import SYNTAX
from toyir.syntax.checks import starts_a_name_in_code

# One pattern per sigil, each opening with its literal (which the regex engine finds at C's
# speed: both scan 28 MB in 20 ms, where one opening with `[#!]` took 90); arith's attributes
# and quant's types are read whole by their own modules.
_DIALECTS = "|".join(sorted(ATTRIBUTES, key=len, reverse=True))
# A name after the dialect's `.`, or first in its `<...>` (`#index<cmp_predicate slt>`: the
# dialect's parser reads the body, its mnemonic first); or, after the `.`, a character MLIR's
# lexer takes in the dialect's name (`#linalg.0x`) that begins no keyword for its parser (arith's
# and quant's too: only their names are their modules').
_NAMED = {sigil: re.compile(sigil + r"(" + _DIALECTS + r")(?:\.([0-9$-])|(?:\.|<[ \t\r\n]*+)([A-Za-z_][A-Za-z0-9_$.]*+))")
          for sigil in "#!"}
_READ_WHOLE = {"#": "arith", "!": "quant"}


# A `.` after the dialect's: its parser's lexer reads the name from there, and a lone `.` is no
# token of MLIR's (`#llvm..linkage<...>`: the ellipsis it begins is not one), arith's and quant's
# too.  Looked for only in a text with `..` in it (one scan in C), a pattern a sigil.
_DOTS = {sigil: re.compile(sigil + r"(?:" + _DIALECTS + r")\.(?=\.)") for sigil in "#!"}


def first_error(text: str, start: int, end: int) -> Diagnostic | None:
    """The first attribute or type name in `text[start:end]` that its dialect, one of
    mlir-opt's, does not take, as mlir-opt's error; None if there is none."""
    found = [_first(text, start, end, sigil) for sigil in "#!"]
    if text.find("..", start, end) != -1:
        found += [_lone_dot(text, start, end, sigil) for sigil in "#!"]
    return min((d for d in found if d is not None), key=lambda d: d.offset, default=None)


def _lone_dot(text: str, start: int, end: int, sigil: str) -> Diagnostic | None:
    for dots in _DOTS[sigil].finditer(text, start, end):
        if starts_a_name_in_code(text, dots.start()):
            return error(dots.end() + 1, "expected three consecutive dots for an ellipsis", code=SYNTAX)
    return None


def _first(text: str, start: int, end: int, sigil: str) -> Diagnostic | None:
    for found in _NAMED[sigil].finditer(text, start, end):
        dialect, character, mnemonic = found.groups()
        if character is None and (dialect == _READ_WHOLE[sigil] or mnemonic in known(sigil, dialect)):
            continue
        if not starts_a_name_in_code(text, found.start()):
            continue
        if character is not None:  # (a number or a `-` there is no keyword; a `$` no token at all)
            return error(found.start(2), "unexpected character" if character == "$" else "expected valid keyword",
                         code=SYNTAX)
        if sigil == "#":
            message = UNKNOWN_ATTRIBUTE.get(dialect, f"unknown attribute `{{name}}` in dialect `{dialect}`")
        else:
            message = UNKNOWN_TYPE.get(dialect, f"unknown  type `{{name}}` in dialect `{dialect}`")
        return error(found.start(3), message.format(name=mnemonic), code=SYNTAX)
    return None
