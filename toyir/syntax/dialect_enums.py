"""Keywords in the bodies of attributes of mlir-opt's own dialects, as its parsers take them, for
`--semantics=mlir`: an enum's case (`#linalg.iterator_type<paralel>`,
`#index<cmp_predicate ulx>`) and a sparse tensor encoding's level formats and properties
(`#sparse_tensor.encoding<{map = (d0) -> (d0 : compresed)}>`), in mlir-opt's words at its places
(recorded by probing mlir-opt 22).

The grammar keeps a dialect attribute's body as written; only what is sure is claimed: a body of
another shape than these (an alias, a nested bracket in a map's result) is left to the rest.
"""

from __future__ import annotations

import re

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import SYNTAX
from toyir.syntax.checks import in_string_or_comment, top_level_end

# An enum attribute: what opens its body, the enum's C++ name, its cases
ENUMS = {
    "#linalg.iterator_type<": ("::mlir::utils::IteratorType", ("parallel", "reduction")),
    "#index<cmp_predicate": ("::mlir::index::IndexCmpPredicate",
                             ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")),
}
_OPENING = re.compile("|".join(re.escape(opening) + ("" if opening.endswith("<") else r"(?![A-Za-z0-9_$.])")
                               for opening in ENUMS))  # (`cmp_predicatex` is no `cmp_predicate`)
_BLANKS = re.compile(r"[ \t\r\n]*+")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*+")

# A sparse tensor encoding's map, to the `(` of its results; the formats and properties of a level
_MAP = re.compile(r"#sparse_tensor\.encoding<\{[^{}\"]*?\bmap[ \t\r\n]*+=[ \t\r\n]*+\(([^()]*)\)[ \t\r\n]*+->[ \t\r\n]*+\(")
# a level's expression's tokens, and those it may hold besides its map's dims
_TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*+|[0-9]++|\S")
_AFFINE = frozenset(("floordiv", "ceildiv", "mod", "+", "-", "*", "(", ")"))
FORMATS = ("dense", "batch", "compressed", "loose_compressed", "singleton", "structured")
PROPERTIES = ("nonunique", "nonordered", "soa")


def first_error(text: str, start: int, end: int) -> Diagnostic | None:
    """The first such attribute of `text[start:end]` mlir-opt's parser rejects (outside strings
    and comments), as its error; None if there is none."""
    found = []
    if text.find("#linalg.iterator_type<", start, end) != -1 or text.find("#index<", start, end) != -1:
        for opening in _OPENING.finditer(text, start, end):
            if not in_string_or_comment(text, opening.start()):
                wrong = _enum_error(text, opening.end(), end, *ENUMS[opening.group()])
                if wrong is not None:
                    found.append(wrong)
                    break
    if text.find("#sparse_tensor.encoding<", start, end) != -1:
        for opening in _MAP.finditer(text, start, end):
            if not in_string_or_comment(text, opening.start()):
                dims = {dim.strip() for dim in opening.group(1).split(",")}
                wrong = _levels_error(text, opening.end(), end, dims)
                if wrong is not None:
                    found.append(wrong)
                    break
    return min(found, key=lambda d: d.offset, default=None)


def _enum_error(text: str, at: int, end: int, enum: str, cases: tuple[str, ...]) -> Diagnostic | None:
    """mlir-opt's error for the enum body that goes on at `at`: one case, then `>`."""
    place = _BLANKS.match(text, at, end).end()  # type: ignore[union-attr]
    word = _WORD.match(text, place, end)
    if word is None:
        return error(place, "expected valid keyword or string", code=SYNTAX)
    if word.group() not in cases:
        return error(place, f"expected {enum} to be one of: {', '.join(cases)}", code=SYNTAX)
    after = _BLANKS.match(text, word.end(), end).end()  # type: ignore[union-attr]
    if after < end and text[after] != ">":
        return error(after, "expected '>'", code=SYNTAX)
    return None


def _levels_error(text: str, at: int, end: int, dims: set[str]) -> Diagnostic | None:
    """mlir-opt's error for a level format or property its parser does not know, in the map's
    results that go on at `at` (each `expression : format(properties)`), the map's `dims`
    declared; None too at an expression of anything else (its own error comes first)."""
    position = at
    while True:
        stop = top_level_end(text, position, end, ",)")
        if stop is None:
            return None
        colon = text.rfind(" : ", position, stop)
        if colon != -1:
            tokens = _TOKEN.findall(text, position, colon)
            if not tokens or any(t not in dims and t not in _AFFINE and not t.isdigit() for t in tokens):
                return None
            place = _BLANKS.match(text, colon + 3, stop).end()  # type: ignore[union-attr]
            word = _WORD.match(text, place, stop)
            if word is not None and word.group() not in FORMATS:
                return error(place, f"unknown level format: {word.group()}", code=SYNTAX)
            wrong = _properties_error(text, place, stop)
            if wrong is not None:
                return wrong
        if text[stop] == ")":
            return None
        position = stop + 1


def _properties_error(text: str, at: int, stop: int) -> Diagnostic | None:
    """mlir-opt's error for a level property it does not know, in `format(properties)` at `at`."""
    word = _WORD.match(text, at, stop)
    if word is None or word.group() not in FORMATS or not text.startswith("(", word.end()):
        return None
    position = word.end() + 1
    while True:
        place = _BLANKS.match(text, position, stop).end()  # type: ignore[union-attr]
        prop = _WORD.match(text, place, stop)
        if prop is None:
            return None
        if prop.group() not in PROPERTIES:
            return error(place, f"unknown level property: {prop.group()}", code=SYNTAX)
        position = _BLANKS.match(text, prop.end(), stop).end()  # type: ignore[union-attr]
        if position >= stop or text[position] != ",":
            return None
        position += 1
