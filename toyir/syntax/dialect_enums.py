"""Keywords in the bodies of attributes of mlir-opt's own dialects, as its parsers take them, for
`--semantics=mlir`: an enum's case (`#linalg.iterator_type<paralel>`,
`#index<cmp_predicate ulx>`, llvm's `#llvm.linkage<prixate>`, its fast-math flags) and a sparse
tensor encoding's level formats and properties
(`#sparse_tensor.encoding<{map = (d0) -> (d0 : compresed)}>`), in mlir-opt's words at its places
(recorded by probing mlir-opt 22).

The grammar keeps a dialect attribute's body as written; only what is sure is claimed: a body of
another shape than these (an alias, a nested bracket in a map's result) is left to the rest.
"""

from __future__ import annotations

import re

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import SYNTAX
from toyir.syntax.checks import after_previous_token, in_string_or_comment, top_level_end

# An enum attribute: what opens its body, the enum's C++ name, its cases
ENUMS = {
    "#linalg.iterator_type<": ("::mlir::utils::IteratorType", ("parallel", "reduction")),
    "#index<cmp_predicate": ("::mlir::index::IndexCmpPredicate",
                             ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")),
}
# llvm's enum attributes, which its parser words otherwise: the enum's name, its cases
LLVM_ENUMS = {
    "#llvm.linkage<": ("LLVM linkage types", ("external", "available_externally", "linkonce", "linkonce_odr", "weak",
                                               "weak_odr", "appending", "internal", "private", "extern_weak", "common")),
    "#llvm.cconv<": ("Calling Conventions", (
        "ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc", "preserve_allcc", "swiftcc",
        "cxx_fast_tlscc", "tailcc", "cfguard_checkcc", "swifttailcc", "x86_stdcallcc", "x86_fastcallcc", "arm_apcscc",
        "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc", "x86_thiscallcc", "ptx_kernelcc", "ptx_devicecc",
        "spir_funccc", "spir_kernelcc", "intel_ocl_bicc", "x86_64_sysvcc", "win64cc", "x86_vectorcallcc", "hhvmcc",
        "hhvm_ccc", "x86_intrcc", "avr_intrcc", "avr_builtincc", "amdgpu_vscc", "amdgpu_gscc", "amdgpu_cscc",
        "amdgpu_kernelcc", "x86_regcallcc", "amdgpu_hscc", "msp430_builtincc", "amdgpu_lscc", "amdgpu_escc",
        "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc", "wasm_emscripten_invokecc", "amdgpu_gfxcc", "m68k_intrcc")),
    "#llvm.tailcallkind<": ("Tail Call Kind", ("none", "notail", "musttail", "tail")),
}
# and its fast-math flags: a bit enum, its flags read whole (the first of them is where mlir-opt points)
LLVM_FLAGS = {"#llvm.fastmath<": ("::mlir::LLVM::FastmathFlags",
                                  ("none", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"))}
_OPENING = re.compile("|".join(re.escape(opening) + ("" if opening.endswith("<") else r"(?![A-Za-z0-9_$.])")
                               for opening in (*ENUMS, *LLVM_ENUMS, *LLVM_FLAGS)))  # (`cmp_predicatex` is no `cmp_predicate`)
_BLANKS = re.compile(r"[ \t\r\n]*+")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*+")
_STRING = re.compile(r'"([^"\\\n]*+)"')

# A sparse tensor encoding's level: its expression's tokens, and those it may hold besides its map's dims
_TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*+|[0-9]++|\S")
_AFFINE = frozenset(("floordiv", "ceildiv", "mod", "+", "-", "*", "(", ")"))
FORMATS = ("dense", "batch", "compressed", "loose_compressed", "singleton", "structured")
PROPERTIES = ("nonunique", "nonordered", "soa")


def first_error(text: str, start: int, end: int) -> Diagnostic | None:
    """The first such attribute of `text[start:end]` mlir-opt's parser rejects (outside strings
    and comments), as its error; None if there is none."""
    found = []
    if text.find("#linalg.iterator_type<", start, end) != -1 or text.find("#index<", start, end) != -1 or \
            text.find("#llvm.", start, end) != -1:
        for opening in _OPENING.finditer(text, start, end):
            if not in_string_or_comment(text, opening.start()):
                kind = opening.group()
                if kind in ENUMS:
                    wrong = _enum_error(text, opening.end(), end, *ENUMS[kind])
                elif kind in LLVM_ENUMS:
                    wrong = _llvm_enum_error(text, opening.end(), end, *LLVM_ENUMS[kind])
                else:
                    wrong = _flags_error(text, opening.end(), end, *LLVM_FLAGS[kind])
                if wrong is not None:
                    found.append(wrong)
                    break
    at = text.find("#sparse_tensor.encoding<", start, end)
    while at != -1:
        if not in_string_or_comment(text, at):
            wrong = _encoding_error(text, at + len("#sparse_tensor.encoding<"), end)
            if wrong is not None:
                found.append(wrong)
                break
        at = text.find("#sparse_tensor.encoding<", at + 1, end)
    return min(found, key=lambda d: d.offset, default=None)


# A sparse encoding's keys, in mlir-opt 22's parser's order, and a width's value
_KEYS = ("map", "posWidth", "crdWidth", "explicitVal", "implicitVal")
_WIDTH = re.compile(r"[0-9]++(?:[ \t\r\n]*+:[ \t\r\n]*+i[0-9]++)?+(?![A-Za-z0-9_$.])")


def _encoding_error(text: str, at: int, end: int) -> Diagnostic | None:
    """mlir-opt's error for the sparse encoding whose body opens at `at` (after its `<`): a key
    it does not know (said at the attribute's name), its map's levels, a `,`, `}` or `>` missing
    (said right after the token before).  Nothing is claimed from a value not read here on
    (`explicitVal = ...`, a map of another shape): its own error would come first."""
    name = at - len("encoding<")
    position = _BLANKS.match(text, at, end).end()  # type: ignore[union-attr]
    if not text.startswith("{", position):
        return None
    position += 1
    while True:
        position = _BLANKS.match(text, position, end).end()  # type: ignore[union-attr]
        key = _WORD.match(text, position, end)
        if key is None:
            break
        if key.group() not in _KEYS:
            return error(name, f"unexpected key: {key.group()}", code=SYNTAX)
        position = _BLANKS.match(text, key.end(), end).end()  # type: ignore[union-attr]
        if not text.startswith("=", position):
            return error(after_previous_token(text, at, position), "expected '='", code=SYNTAX)
        position = _BLANKS.match(text, position + 1, end).end()  # type: ignore[union-attr]
        if key.group() == "map":
            results = _map_results(text, position, end, at)
            if results is None or isinstance(results, Diagnostic):
                return results
            dims, results_at, stop = results
            wrong = _levels_error(text, results_at, end, dims)
            if wrong is not None:
                return wrong
        elif key.group() in ("posWidth", "crdWidth"):
            width = _WIDTH.match(text, position, end)
            if width is None:
                return None
            stop = width.end()
        else:
            return None
        position = _BLANKS.match(text, stop, end).end()  # type: ignore[union-attr]
        if not text.startswith(",", position):
            break
        position += 1
    if not text.startswith("}", position):
        return error(after_previous_token(text, at, position), "expected '}'", code=SYNTAX)
    position = _BLANKS.match(text, position + 1, end).end()  # type: ignore[union-attr]
    if not text.startswith(">", position):
        return error(after_previous_token(text, at, position), "expected '>'", code=SYNTAX)
    return None


def _map_results(text: str, at: int, end: int, body: int) -> tuple[set[str], int, int] | Diagnostic | None:
    """A map `[symbols](dims) -> (levels)` at `at`: its dims (and symbols), where its levels
    begin (after their `(`) and where it ends; mlir-opt's error where its `->` or its levels'
    `(` is missing (said after the token before, within the body that opens at `body`); None if
    it is not so written."""
    names: set[str] = set()
    position = at
    if text.startswith("[", position):
        symbols_end = top_level_end(text, position + 1, end, "]")
        if symbols_end is None:
            return None
        names = {symbol.strip() for symbol in text[position + 1:symbols_end].split(",")}
        position = _BLANKS.match(text, symbols_end + 1, end).end()  # type: ignore[union-attr]
    if not text.startswith("(", position):
        return None
    close = top_level_end(text, position + 1, end, ")")
    if close is None:
        return None
    names |= {dim.strip() for dim in text[position + 1:close].split(",")}
    position = _BLANKS.match(text, close + 1, end).end()  # type: ignore[union-attr]
    if not text.startswith("->", position):
        return error(after_previous_token(text, body, position), "expected '->'", code=SYNTAX)
    position = _BLANKS.match(text, position + 2, end).end()  # type: ignore[union-attr]
    if not text.startswith("(", position):
        return error(after_previous_token(text, body, position), "expected '(' in level-specifier list", code=SYNTAX)
    results_end = top_level_end(text, position + 1, end, ")")
    return None if results_end is None else (names, position + 1, results_end + 1)


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


def _llvm_enum_error(text: str, at: int, end: int, enum: str, cases: tuple[str, ...]) -> Diagnostic | None:
    """mlir-opt's error for the body of one of llvm's enum attributes that goes on at `at`: one
    case (a keyword, or a string of one), then `>`."""
    place = _BLANKS.match(text, at, end).end()  # type: ignore[union-attr]
    word = _STRING.match(text, place, end) if text.startswith('"', place) else _WORD.match(text, place, end)
    if word is None:
        if text.startswith('"', place):
            return None  # (a string with an escape, or that does not end: not judged here)
        return error(place, f"expected keyword for {enum}", code=SYNTAX)
    case = word.group(1) if word.re is _STRING else word.group()
    if case not in cases:
        return error(place, f"expected one of [{', '.join(cases)}] for {enum}, got: {case}", code=SYNTAX)
    stop = word.end()
    after = _BLANKS.match(text, stop, end).end()  # type: ignore[union-attr]
    if after < end and text[after] != ">":
        return error(after_previous_token(text, 0, after), "expected '>'", code=SYNTAX)
    return None


def _flags_error(text: str, at: int, end: int, enum: str, cases: tuple[str, ...]) -> Diagnostic | None:
    """mlir-opt's error for the body of a bit enum attribute that goes on at `at`: its flags, a
    `,` between each two, then `>` (a flag it does not take is reported at the first of them)."""
    position, first = at, None
    while True:
        place = _BLANKS.match(text, position, end).end()  # type: ignore[union-attr]
        if text.startswith('"', place):
            return None  # (a string: not judged here)
        word = _WORD.match(text, place, end)
        if word is None:
            return error(place, "expected valid keyword or string", code=SYNTAX)
        first = place if first is None else first
        if word.group() not in cases:
            return error(first, f"expected {enum} to be one of: {', '.join(cases)}", code=SYNTAX)
        after = _BLANKS.match(text, word.end(), end).end()  # type: ignore[union-attr]
        if after < end and text[after] == ">":
            return None
        if after >= end or text[after] != ",":
            return error(after_previous_token(text, 0, after), "expected '>'", code=SYNTAX)
        position = after + 1


def _levels_error(text: str, at: int, end: int, dims: set[str]) -> Diagnostic | None:
    """mlir-opt's error for a level missing, an expression, a format or a property its parser
    does not take, in the map's results that go on at `at` (each `expression : format(properties)`),
    the map's `dims` declared; None too at an expression of anything else (its own error comes
    first)."""
    position = at
    while True:
        stop = top_level_end(text, position, end, ",)")
        if stop is None:
            return None
        if not text[position:stop].strip(" \t\r\n"):  # (`dense,, d0`: no level at all)
            if position == at and text[stop] == ")":
                return None  # (no level in the map: the encoding's own check, not judged here)
            return error(stop, "expected affine expression", code=SYNTAX)
        colon = text.rfind(" : ", position, stop)
        if colon != -1:
            wrong = _expression_error(text, list(_TOKEN.finditer(text, position, colon)), dims)
            if wrong is not None:
                return wrong
            tokens = _TOKEN.findall(text, position, colon)
            if not tokens or any(t not in dims and t not in _AFFINE and not t.isdigit() for t in tokens):
                return None
            place = _BLANKS.match(text, colon + 3, stop).end()  # type: ignore[union-attr]
            word = _WORD.match(text, place, stop)
            if word is None:
                return error(place, "expected valid level format (e.g. dense, compressed or singleton)", code=SYNTAX)
            if word.group() not in FORMATS:
                return error(place, f"unknown level format: {word.group()}", code=SYNTAX)
            wrong = _properties_error(text, place, stop)
            if wrong is not None:
                return wrong
        if text[stop] == ")":
            return None
        position = stop + 1


def _expression_error(text: str, tokens: list[re.Match[str]], dims: set[str]) -> Diagnostic | None:
    """mlir-opt's error in a level's expression (its tokens, before its ` : `): a name where a
    value goes that is no dim of the map ("use of undeclared identifier"), or where an operator
    goes, one that is none (the expression ends there, and a `:` is wanted); each said right
    after the token before.  None otherwise."""
    operand = True  # (whether a value, or else an operator, comes next)
    for token in tokens:
        word = token.group()
        if operand:
            if word in ("(", "-"):
                continue
            if word[0].isalpha() or word[0] == "_":
                if word in _AFFINE:
                    return None  # (an operator where a value goes: its words are not known here)
                if word not in dims:
                    return error(after_previous_token(text, 0, token.start()), "use of undeclared identifier",
                                 code=SYNTAX)
            elif not word.isdigit():
                return None
            operand = False
        elif word == ")":
            continue
        elif word in _AFFINE:
            operand = True
        elif word[0].isalpha() or word[0] == "_":
            return error(after_previous_token(text, 0, token.start()), "expected ':'", code=SYNTAX)
        else:
            return None
    return None


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
