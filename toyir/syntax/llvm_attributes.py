"""The llvm dialect's struct attributes (`#llvm.di_subprogram<name = "f", ...>`) as mlir-opt's
parser reads their parameters, for `--semantics=mlir`: a name the attribute does not take, or
one given twice, and a DWARF constant or enum keyword its parameter does not take, in
mlir-opt's words at its places (toyir.dialects.llvm_structs holds what each takes).

Only what is sure is claimed: each entry, `name = value`, is found at the top level of the body
(brackets and strings taken whole); where the body is of another shape than that (no `=`, a
list parameter, which takes the rest of the body), nothing further in it is judged.
"""

from __future__ import annotations

import re

from toyir.diagnostics import Diagnostic, error
from toyir.dialects.llvm_structs import (ATTRIBUTE_PARAMETERS, ENUM_PARAMETERS, ENUMS, INTEGER_PARAMETERS, REQUIRED,
                                        SHORT_FORMS, STRUCTS)
from toyir.explanations import SYNTAX
from toyir.ir import MLIR_OPT_DIALECTS
from toyir.syntax.checks import after_previous_token, starts_a_name_in_code, top_level_end

_STRUCT = re.compile(r"#llvm\.(" + "|".join(sorted(STRUCTS, key=len, reverse=True)) + r")<")
_NAME = re.compile(r"[ \t\r\n]*+([A-Za-z_][A-Za-z0-9_$.]*+)[ \t\r\n]*+=[ \t\r\n]*+")
_KEYWORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*+")
_KEY = re.compile(r"[ \t\r\n]*+([A-Za-z_][A-Za-z0-9_$.]*+)?+[ \t\r\n]*+(?!=)")
_BLANKS = re.compile(r"[ \t\r\n]*+")
# a value that is an attribute of another dialect (`#lvm.di_file<...>`): its dialect's name
_DIALECT_ATTRIBUTE = re.compile(r"#([A-Za-z_][A-Za-z0-9_$]*+)\.")
# what an integer parameter's value may begin with (what follows, a range, is not judged here)
_INTEGER_START = re.compile(r"-|[0-9]|(?:true|false)(?![A-Za-z0-9_$.])")
# a bare word an attribute may begin with: a keyword of one, or a builtin type's (a type is an
# attribute); any other (`diistinct[0]<>`, `opaque`, `x.y`) is none
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*+")
_ATTRIBUTE_WORD = re.compile(r"(?:true|false|unit|dense|dense_resource|sparse|array|affine_map|affine_set|strided"
                             r"|distinct|loc|index|none|tensor|memref|vector|complex|tuple|bf16|tf32|[su]?i[0-9]++"
                             r"|f[0-9][A-Za-z0-9]*+)"
                             r"(?![A-Za-z0-9_$.])")


def first_error(text: str, start: int, end: int) -> Diagnostic | None:
    """The first struct attribute of llvm's in `text[start:end]` whose parameters mlir-opt's
    parser rejects, as its error; None if there is none."""
    return _first(text, start, end, {}, _Defined(text))


def _first(text: str, start: int, end: int, clean: dict[tuple[str, str], list[str]], defined: _Defined
           ) -> Diagnostic | None:
    """`first_error` of `text[start:end]`; `clean`: the bodies found to hold no error, nested
    structs and all, by mnemonic and first characters (a file repeats them: each is judged once,
    then known again by a comparison in C)."""
    past = start  # (the end of the last body passed over: structs nested in it are judged)
    for found in _STRUCT.finditer(text, start, end):
        at = found.end()
        if at <= past:
            continue
        mnemonic = found.group(1)
        seen = clean.get((mnemonic, text[at:at + 48]), ())
        known = next((body for body in seen if text.startswith(body, at, end)), None)
        if known is not None:
            past = at + len(known)
            continue
        body = _BODY.match(text, at, end)
        wrong = _struct_error(text, mnemonic, at, end, defined)
        if body is not None and wrong is None and _first(text, at, body.end(), clean, defined) is None:
            clean.setdefault((mnemonic, text[at:at + 48]), []).append(body.group())
            past = body.end()
            continue
        if wrong is not None and starts_a_name_in_code(text, found.start()):
            return wrong
    return None


def _nested(depth: int) -> str:
    """A body's text up to its `>`, its strings whole, its brackets `depth` levels deep."""
    inner = r'[^<>"]'
    for _ in range(depth):
        inner = rf'(?:[^<>"]|"(?:[^"\\\n]|\\.)*+"|<(?:{inner})*+>)'
    return rf"(?:{inner})*+>"


_BODY = re.compile(_nested(4))


def _struct_error(text: str, mnemonic: str, at: int, end: int, defined: _Defined) -> Diagnostic | None:
    """mlir-opt's error for the parameters of the struct `mnemonic` whose body begins at `at`
    (after its `<`), or None."""
    parameters, lists = STRUCTS[mnemonic]
    seen: set[str] = set()
    attributes = False  # whether a value is an attribute written whole (`#llvm.di_file<...>`, `#alias`)
    position = at
    while True:
        entry = _NAME.match(text, position, end)
        if entry is None:
            key = _KEY.match(text, position, end)
            if key is not None and key.group(1):  # a name with no `=` after it: there, at its end
                return error(key.end(1), "expected '='", code=SYNTAX)
            after = _BLANKS.match(text, position, end).end()  # type: ignore[union-attr]
            if position > at and after < end:  # after a `,`, what is no name (`,,`, `, >`)
                return error(after, "expected valid keyword", code=SYNTAX)
            return None  # (an empty body, `>`, or another shape: not judged here)
        name, value = entry.group(1), entry.end()
        if name not in parameters or name in seen:
            return error(value, f"duplicate or unknown struct parameter name: {name}", code=SYNTAX)
        seen.add(name)
        wrong = _value_error(text, mnemonic, name, value, end, defined)
        if wrong is not None:
            return wrong
        if name in lists:
            return _list_error(text, value, end, defined)  # (it takes the rest of the body)
        stop = _value_end(text, value, end)
        if stop is None:
            return None
        inner = SHORT_FORMS.get((mnemonic, name))
        if inner is not None and text.startswith("<", value):  # a struct's body alone
            wrong = _struct_error(text, inner, value + 1, end, defined)
            if wrong is not None:
                return wrong
        enum = ENUM_PARAMETERS.get((mnemonic, name))
        if enum is not None:
            wrong = _enum_error(text, value, stop, enum)
            if wrong is not None:
                return wrong
        position = stop
        while position < end and text[position] in " \t\r\n":
            position += 1
        attributes = attributes or text.startswith("#", value)
        if position < end and text[position] == ">":  # the body's end: are its required parameters there?
            missing = [required for required in REQUIRED.get(mnemonic, ()) if required not in seen]
            if not missing or attributes:
                return None  # (an attribute's value may be of a kind its parameter does not take: that, first)
            if len(REQUIRED[mnemonic]) == len(parameters):  # (each one required: it wants the next)
                return error(stop, "expected ','", code=SYNTAX)
            return error(position, f"struct is missing required parameter: {missing[0]}", code=SYNTAX)
        if position >= end or text[position] != ",":
            return None  # (what mlir-opt's parser judges otherwise)
        position += 1


def _value_error(text: str, mnemonic: str, name: str, value: int, end: int, defined: _Defined) -> Diagnostic | None:
    """mlir-opt's error for a value its parameter's kind cannot begin with: an attribute of a
    dialect mlir-opt does not know where an attribute of llvm's (a string, a distinct id) is
    wanted, anything but a number or a bool where an integer is (`line = = 5`, `isOptimized =
    fals`), an alias the chunk has not defined above; None otherwise (what follows a value's start
    is judged by the rest, or not at all)."""
    if name in INTEGER_PARAMETERS.get(mnemonic, "").split():
        if _INTEGER_START.match(text, value, end) is None:
            return error(value, "expected integer value", code=SYNTAX)
        return None
    if name not in ATTRIBUTE_PARAMETERS.get(mnemonic, "").split():
        return None
    foreign = _DIALECT_ATTRIBUTE.match(text, value, end)
    if foreign is not None and foreign.group(1) != "llvm" and foreign.group(1) not in MLIR_OPT_DIALECTS:
        return error(value, "invalid kind of attribute specified", code=SYNTAX)
    if _WORD.match(text, value, end) is not None and _ATTRIBUTE_WORD.match(text, value, end) is None:
        return error(after_previous_token(text, 0, value), "expected attribute value", code=SYNTAX)
    return defined.undefined(value, end)


def _list_error(text: str, value: int, end: int, defined: _Defined) -> Diagnostic | None:
    """mlir-opt's error for a list parameter's elements (the rest of the body) where one is
    missing between commas or after the last (`types = #a,, #b`), or is an alias the chunk has
    not defined above; None otherwise."""
    position = value
    while True:
        element = _BLANKS.match(text, position, end).end()  # type: ignore[union-attr]
        wrong = defined.undefined(element, end)
        if wrong is not None:
            return wrong
        stop = top_level_end(text, position, end, ",>)]}")
        if stop is None or text[stop] != ",":
            return None
        after = _BLANKS.match(text, stop + 1, end).end()  # type: ignore[union-attr]
        if after < end and text[after] in ",>":
            return error(stop + 1, "expected attribute value", code=SYNTAX)
        position = stop + 1


class _Defined:
    """Whether an alias a struct's value names (`scope = #di_file`) is defined above it: mlir-opt
    reads a chunk in one pass.  The definitions (`#di_file = ...` at a line's start) are looked
    for from the text's start, not the chunk's, which a piece read by another process of a
    large file does not know (a definition in an earlier chunk of a split file is so taken for
    one: an error missed, never one made); found once a text, as far as asked."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def undefined(self, at: int, end: int) -> Diagnostic | None:
        """mlir-opt's error if the value at `at` is an alias not defined above it, at its end."""
        alias = _ALIAS.match(self.text, at, end)
        if alias is None:
            return None
        scanned = _SCANNED
        if scanned[0] is not self.text:
            scanned[:] = [self.text, 0, {}]
        if scanned[1] < at:
            offsets = scanned[2]
            for found in _DEFINITION.finditer(self.text, scanned[1], at):
                offsets.setdefault(found.group(1), found.start(1))
            scanned[1] = at
        defined = scanned[2].get(alias.group(1))
        if defined is not None and defined < at:
            return None
        return error(alias.end(), f"undefined symbol alias id '{alias.group(1)}'", code=SYNTAX)


# the text last looked in for definitions, how far, and the definitions found (name -> offset)
_SCANNED: list = [None, 0, {}]


# an alias named (no `.`: `#llvm.di_file` is a dialect's, `#di_file<` a dialect's pretty form),
# and one defined
_ALIAS = re.compile(r"#([A-Za-z_][A-Za-z0-9_$]*+)(?![A-Za-z0-9_$.<])")
_DEFINITION = re.compile(r"^[ \t]*+#([A-Za-z_][A-Za-z0-9_$]*+)[ \t]*+=", re.M)


def _enum_error(text: str, value: int, stop: int, enum: str) -> Diagnostic | None:
    """mlir-opt's error for a keyword the enum `enum` does not take.  (mlir-opt then says where
    its parser stopped, a second error, "failed to parse <class> parameter ...": not given here.)"""
    keywords, message = ENUMS[enum]
    keyword = _KEYWORD.fullmatch(text, value, stop)
    if keyword is None:
        return None  # (a string, a number: other words, not judged here)
    got = keyword.group()
    if got in keywords or "|" in got:
        return None
    return error(value, message.format(got=got), code=SYNTAX)


def _value_end(text: str, at: int, end: int) -> int | None:
    """Where the value that begins at `at` ends: at the `,` or `>` that follows it at the body's
    top level, blanks before it left out; None if it does not."""
    i = top_level_end(text, at, end, ",>)]}")
    if i is None or text[i] not in ",>":
        return None
    while i > at and text[i - 1] in " \t\r\n":
        i -= 1
    return i
