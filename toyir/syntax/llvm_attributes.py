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
from bisect import bisect_left

from toyir.diagnostics import Diagnostic, error
from toyir.dialects.llvm_structs import (ATTRIBUTE_KINDS, ATTRIBUTE_PARAMETERS, ENUM_PARAMETERS, ENUMS,
                                        INTEGER_PARAMETERS, PROBED, REQUIRED, SHORT_FORMS, STRUCTS)
from toyir.explanations import SYNTAX
from toyir.ir import MLIR_OPT_DIALECTS
from toyir.syntax.checks import after_previous_token, starts_a_name_in_code, top_level_end
from toyir.syntax.dialect_tokens import lexer_error

# (and a file's, `#llvm.di_file<"a.c" in "/src">`, of a syntax of its own: `_file_error`)
_STRUCT = re.compile(r"#llvm\.(" + "|".join(sorted([*STRUCTS, "di_file"], key=len, reverse=True)) + r")<")
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


def first_error(text: str, start: int, end: int, chunk_start: int | None = None) -> Diagnostic | None:
    """The first struct attribute of llvm's in `text[start:end]` whose parameters mlir-opt's
    parser rejects, as its error; None if there is none.  `chunk_start`: where the chunk that
    holds it begins (`start` if not given), whose aliases alone a struct may name."""
    return _first(text, start, end, {}, _Defined(text, start if chunk_start is None else chunk_start))


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
        # mlir-opt's lexer takes the body whole first, to its `>`: one whose brackets do not close
        # or whose string does not end on its line is its error (not claimed here), before any
        # parameter is read
        close = top_level_end(text, at, end, ">")
        if close is None:
            if starts_a_name_in_code(text, found.start()):
                return None
            continue
        wrong = _struct_error(text, mnemonic, at, close + 1, defined)
        if wrong is None and _first(text, at, close + 1, clean, defined) is None:
            clean.setdefault((mnemonic, text[at:at + 48]), []).append(text[at:close + 1])
            past = close + 1
            continue
        if wrong is not None and starts_a_name_in_code(text, found.start()):
            return wrong
    return None


def _struct_error(text: str, mnemonic: str, at: int, end: int, defined: _Defined) -> Diagnostic | None:
    """mlir-opt's error for the parameters of the struct `mnemonic` whose body begins at `at`
    (after its `<`), or None."""
    if mnemonic == "di_file":
        return _file_error(text, at, end)
    parameters, lists = STRUCTS[mnemonic]
    seen: set[str] = set()
    attributes = False  # whether a value is an attribute written whole (`#llvm.di_file<...>`, `#alias`)
    position = at
    while True:
        entry = _NAME.match(text, position, end)
        if entry is None:
            key = _KEY.match(text, position, end)
            if key is not None and key.group(1):  # a name with no `=` after it: there, at its end
                # (`flags^ =`, `id . distinct`: the lexer's error at the token after the name, first)
                lexed = lexer_error(text, key.end(1), end)
                if lexed is not None:
                    return error(lexed.offset, lexed.message, code=SYNTAX)
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
            return _list_error(text, mnemonic, name, value, end, defined)  # (it takes the rest of the body)
        enum = ENUM_PARAMETERS.get((mnemonic, name))
        if enum is not None:
            wrong, stop = _enum_value(text, value, end, enum)
            if wrong is not None:
                return wrong
        elif name == "file" and text.startswith("<", value):  # a file's body alone: `<"a.c" in "/src">`
            wrong = _file_error(text, value + 1, end)
            if wrong is not None:
                return wrong
            stop = _value_end(text, value, end)
        else:
            stop = _token_end(text, mnemonic, name, value, end)
        if stop is None:
            return None
        inner = SHORT_FORMS.get((mnemonic, name))
        if inner is not None and text.startswith("<", value):  # a struct's body alone
            wrong = _struct_error(text, inner, value + 1, end, defined)
            if wrong is not None:
                return wrong
        position = _BLANKS.match(text, stop, end).end()  # type: ignore[union-attr]
        attributes = attributes or (text.startswith("#", value) and
                                    defined.kind(value, end) not in ATTRIBUTE_KINDS.get((mnemonic, name), ()))
        if position < end and text[position] == ",":
            position += 1
            continue
        # the body's end, or what is neither it nor a `,` (`line = 18 scopeLine = 18`): are its
        # required parameters all there?  mlir-opt's parser asks that first, then for its `>`
        missing = [required for required in REQUIRED.get(mnemonic, ()) if required not in seen]
        if position >= end or attributes or len(REQUIRED.get(mnemonic, ())) == len(parameters):
            # (an attribute's value may be of a kind its parameter does not take: that, first;
            # each one required: mlir-opt's parser wants the next, a `,`)
            if position < end and text[position] == ">" and missing and not attributes:
                return error(stop, "expected ','", code=SYNTAX)
            return None
        if missing:
            return error(position, f"struct is missing required parameter: {missing[0]}", code=SYNTAX)
        return None if text[position] == ">" else error(after_previous_token(text, 0, position), "expected '>'",
                                                        code=SYNTAX)


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
    if _NO_NAME.match(text, value, end) is not None:  # `##llvm.di_file<...>`: the lexer's error
        return error(value, "invalid attribute name", code=SYNTAX)
    foreign = _DIALECT_ATTRIBUTE.match(text, value, end)
    if foreign is not None and foreign.group(1) != "llvm" and foreign.group(1) not in MLIR_OPT_DIALECTS:
        return error(value, "invalid kind of attribute specified", code=SYNTAX)
    if _WORD.match(text, value, end) is not None and _ATTRIBUTE_WORD.match(text, value, end) is None:
        return error(after_previous_token(text, 0, value), "expected attribute value", code=SYNTAX)
    return defined.undefined(value, end) or _kind_error(text, mnemonic, name, value, end, defined)


def _kind_error(text: str, mnemonic: str, name: str, value: int, end: int, defined: _Defined) -> Diagnostic | None:
    """mlir-opt's error for a debug-info attribute of llvm's (or an alias of one defined above)
    that the parameter does not take: `baseType = #llvm.di_file<...>`."""
    kind = defined.kind(value, end)
    kinds = ATTRIBUTE_KINDS.get((mnemonic, name))
    if kind is None or kinds is None or kind in kinds:
        return None
    return error(value, "invalid kind of attribute specified", code=SYNTAX)


def _list_error(text: str, mnemonic: str, name: str, value: int, end: int, defined: _Defined) -> Diagnostic | None:
    """mlir-opt's error for a list parameter's elements (the rest of the body) where one is
    missing between commas or after the last (`types = #a,, #b`), or is an alias the chunk has
    not defined above; None otherwise."""
    position = value
    while True:
        element = _BLANKS.match(text, position, end).end()  # type: ignore[union-attr]
        if _NO_NAME.match(text, element, end) is not None:
            return error(element, "invalid attribute name", code=SYNTAX)
        wrong = defined.undefined(element, end) or _kind_error(text, mnemonic, name, element, end, defined)
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
    """Whether an alias a struct's value names (`scope = #di_file`) is defined above it in its
    chunk (from `chunk_start`): mlir-opt reads a chunk in one pass.  The definitions (`#di_file =
    ...` at a line's start) are found once a text, as far as asked, wherever its chunks begin."""

    __slots__ = ("text", "chunk_start")

    def __init__(self, text: str, chunk_start: int) -> None:
        self.text = text
        self.chunk_start = chunk_start

    def undefined(self, at: int, end: int) -> Diagnostic | None:
        """mlir-opt's error if the value at `at` is an alias not defined above it, at its end."""
        alias = _ALIAS.match(self.text, at, end)
        if alias is None or self.definition(alias.group(1), at) is not None:
            return None
        return error(alias.end(), f"undefined symbol alias id '{alias.group(1)}'", code=SYNTAX)

    def definition(self, name: str, at: int) -> int | None:
        """Where the alias `name` is defined last above `at` in the chunk (its name's offset), if it is."""
        scanned = _SCANNED
        if scanned[0] is not self.text:
            scanned[:] = [self.text, 0, {}]
        if scanned[1] < at:
            offsets = scanned[2]
            for found in _DEFINITION.finditer(self.text, scanned[1], at):
                offsets.setdefault(found.group(1), []).append(found.start(1))
            scanned[1] = at
        defined = scanned[2].get(name, ())
        last = bisect_left(defined, at) - 1
        return defined[last] if last >= 0 and defined[last] >= self.chunk_start else None

    def kind(self, at: int, end: int) -> str | None:
        """Which of the debug-info attributes of `PROBED` the value at `at` is, written whole or
        as an alias defined above it as one; None if none (or not known)."""
        written = _KIND.match(self.text, at, end)
        if written is None:
            alias = _ALIAS.match(self.text, at, end)
            defined = None if alias is None else self.definition(alias.group(1), at)
            written = None if defined is None else _DEFINED_KIND.match(self.text, defined)
        if written is None:
            return None
        kind = written.group(1) or written.group(2)
        return kind if kind in PROBED else None


# the text last looked in for definitions, how far, and the definitions found (name -> offsets, in order)
_SCANNED: list = [None, 0, {}]


# an alias named (no `.`: `#llvm.di_file` is a dialect's, `#di_file<` a dialect's pretty form),
# and one defined
_ALIAS = re.compile(r"#([A-Za-z_][A-Za-z0-9_$]*+)(?![A-Za-z0-9_$.<])")
_DEFINITION = re.compile(r"^[ \t]*+#([A-Za-z_][A-Za-z0-9_$]*+)[ \t]*+=", re.M)
# an attribute of llvm's, written whole, and an alias's definition as one (from its name's offset)
_KIND = re.compile(r"#llvm\.([a-z_]++)<|#llvm\.(di_null_type)(?![A-Za-z0-9_$.<])")
_DEFINED_KIND = re.compile(r"[A-Za-z0-9_$]*+[ \t]*+=[ \t]*+(?:#llvm\.([a-z_]++)<|#llvm\.(di_null_type)(?![A-Za-z0-9_$.<]))")


def _enum_value(text: str, value: int, end: int, enum: str) -> tuple[Diagnostic | None, int | None]:
    """mlir-opt's error for the value at `value` of a parameter of the enum `enum`, or where the
    value ends (None: a value not judged here): a keyword the enum does not take, or no keyword;
    a string of flags (`"Definition|Optimized"`, the flags' other spelling) with one it does not
    take.  (mlir-opt then says where its parser stopped, a second error, "failed to parse
    <class> parameter ...": not given here.)"""
    keywords, message = ENUMS[enum]
    if text.startswith('"', value):
        string = _FLAGS_STRING.match(text, value, end)
        if string is None or enum != "di_subprogram_flags":
            return None, None  # (a string of other kinds: other words, not judged here)
        flags = string.group(1)
        if all(flag.strip(" ") in keywords for flag in flags.split("|")):
            return None, string.end()
        return error(value, message.format(got=flags), code=SYNTAX), None
    keyword = _KEYWORD.match(text, value, end)
    if keyword is None:
        # (an enum of ODS's names its summary, `... for LLVM debug emission kind, got: {got}`; a
        # `DW_` keyword's own parser does not)
        summary = message.rpartition(" for ")[2].partition(", got")[0] if ", got" in message else ""
        return error(value, f"expected keyword for {summary}" if summary else "expected valid keyword", code=SYNTAX), None
    if keyword.group() not in keywords:
        return error(value, message.format(got=keyword.group()), code=SYNTAX), None
    return None, keyword.end()


def _file_error(text: str, at: int, end: int) -> Diagnostic | None:
    """mlir-opt's error for a file's body from `at` (after its `<`), `"name" in "directory">`:
    a string, the keyword `in`, a string, the `>`; None if it is one (or empty: not judged)."""
    position = _BLANKS.match(text, at, end).end()  # type: ignore[union-attr]
    if position < end and text[position] == ">":
        return None
    for want in ("string", "in", "string", ">"):
        if want == "string":
            string = _FLAGS_STRING.match(text, position, end)
            if string is None:
                if position < end and text[position] == '"':
                    return None  # (a string with an escape or a line end: not judged here)
                return error(after_previous_token(text, 0, position), "expected attribute value", code=SYNTAX)
            position = string.end()
        elif want == "in":
            word = _KEYWORD.match(text, position, end)
            if word is None or word.group() != "in":
                return error(position, "expected 'in'", code=SYNTAX)
            position = word.end()
        elif position >= end or text[position] != ">":
            return error(after_previous_token(text, 0, position), "expected '>'", code=SYNTAX)
        position = _BLANKS.match(text, position, end).end()  # type: ignore[union-attr]
    return None


def _token_end(text: str, mnemonic: str, name: str, value: int, end: int) -> int | None:
    """Where the value at `value` ends, if it is one token whose end is sure (a number or a bool
    where an integer is wanted, a string, an alias); else where `_value_end` says (its `,` or
    `>`, at the body's top level), the value taken to be all that stands before it."""
    if name in INTEGER_PARAMETERS.get(mnemonic, "").split():
        number = _INTEGER.match(text, value, end)
        if number is not None:
            return number.end()
    elif text.startswith('"', value):
        string = _FLAGS_STRING.match(text, value, end)
        after = None if string is None else _BLANKS.match(text, string.end(), end).end()  # type: ignore[union-attr]
        if after is not None and not text.startswith(":", after):  # (a typed string: not judged here)
            return string.end()  # type: ignore[union-attr]
    else:
        alias = _ALIAS.match(text, value, end)
        if alias is not None:
            return alias.end()
        distinct = _DISTINCT.match(text, value, end)  # `distinct[4]<>`: its `<...>` closes it
        if distinct is not None:
            close = top_level_end(text, distinct.end(), end, ">")
            if close is not None:
                return close + 1
    return _value_end(text, value, end)


# an integer's token (or a bool's), a string with no escape, and a `#` that begins no name
_INTEGER = re.compile(r"-?(?:0x[0-9a-fA-F]++|[0-9]++)(?![.])|(?:true|false)(?![A-Za-z0-9_$.])")
_FLAGS_STRING = re.compile(r'"([^"\\\n]*+)"')
_NO_NAME = re.compile(r"#(?![A-Za-z_])")
_DISTINCT = re.compile(r"distinct\[[0-9]++\]<")


def _value_end(text: str, at: int, end: int) -> int | None:
    """Where the value that begins at `at` ends: at the `,` or `>` that follows it at the body's
    top level, blanks before it left out; None if it does not."""
    i = top_level_end(text, at, end, ",>)]}")
    if i is None or text[i] not in ",>":
        return None
    while i > at and text[i - 1] in " \t\r\n":
        i -= 1
    return i
