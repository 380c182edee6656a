"""`--verify-diagnostics`: check `// expected-error {{...}}` annotations as mlir-opt 22 does.

The annotation grammar, line targets, matching and failure messages follow what mlir-opt 22
was observed to do (shared/spec/mlir-opt-observed/NOTES.md §1):

* a designator is searched for on every line, anywhere in it, after trailing white space is
  stripped; its text runs from the first `{{` to the last `}}`, which must end the line;
* `@+N`/`@-N` count from the designator's line (N in C notation: `010` is 8), `@above`/`@below`
  pick the nearest line that is not itself a designator, `@unknown` a diagnostic with no location
  (toyir emits none); lines are those of the whole file, split or not;
* plain text matches as a substring of the message, `-re` text as literal text with POSIX ERE
  `{{...}}` blocks; only the line is compared, never the column.  The message is tried twice:
  as mlir-opt words it, and with toyir's detail after it (`Diagnostic.detail`), so that an
  anchored `{{^}}...{{$}}` written for mlir-opt still matches;
* each diagnostic, then each of its notes, is matched against the first expectation of the same
  line, text and kind; a match of line and text alone is a near miss.  Notes that toyir adds to
  explain (`Note.explanatory`) are never matched: mlir-opt attaches none of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from toyir.diagnostics import Diagnostic, Severity, error
from toyir.explanations import EXPECTATION
from toyir.driver import Chunk
from toyir.source import Source

DESIGNATOR = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")
# DESIGNATOR up to its `{{`, with nothing to backtrack into: `.search` of the whole pattern is
# quadratic in the spaces after `expected-error` and in the `expected-error {{` on one line.
_HEAD = re.compile(r"expected-(error|note|remark|warning)(-re)? *+(@([+-][0-9]++|above|below|unknown))? *+\{\{")


def designator(line: str) -> tuple[int, tuple[str, str | None, str | None, str | None, str]] | None:
    """`DESIGNATOR.search(line)` in linear time: where it starts, and its groups.

    The line's last two characters must be `}}`; the match is then the leftmost `expected-`
    whose head (`_HEAD`, which cannot backtrack) ends at or before them.
    """
    if not line.endswith("}}"):
        return None
    at = line.find("expected-")
    while at != -1:
        head = _HEAD.match(line, at)
        if head is not None and head.end() <= len(line) - 2:
            kind, is_regex, where_at, where = head.groups()
            return at, (kind, is_regex, where_at, where, line[head.end():-2])
        at = line.find("expected-", at + 1)
    return None


class Expectation:
    """One annotation: what it expects, where, and whether a diagnostic met it."""

    __slots__ = ("kind", "line", "content", "matches", "offset", "matched")

    def __init__(self, kind: str, line: int | None, content: str, matches: Callable[[str], bool], offset: int) -> None:
        self.kind = kind
        self.line = line  # None: nothing can match (`@unknown`, or `@below` with no line below)
        self.content = content
        self.matches = matches
        self.offset = offset  # of `expected-`
        self.matched = False


def check_expectations(source: Source, chunks: list[Chunk], level: str = "all") -> list[Diagnostic]:
    """The failures of `--verify-diagnostics` over all chunks, in mlir-opt's order; none means success.

    mlir-opt 22 keeps one set of expectations for the whole file, even when it is split (checked
    against the binary: an annotation in one chunk matches a diagnostic of the next), and reports
    regex errors first, then what did not match as it comes, then what was not produced.
    """
    expectations, failures = _collect(source, 0, len(source.text))
    by_line: dict[int | None, list[Expectation]] = {}  # in file order within each line
    for expectation in expectations:
        by_line.setdefault(expectation.line, []).append(expectation)
    found: dict[tuple, tuple[Expectation | None, Expectation | None]] = {}
    for chunk in chunks:
        for diagnostic in chunk.diagnostics:
            failures += _match(source, by_line, found, diagnostic.severity, diagnostic.offset,
                               diagnostic.message, diagnostic.text, level)
            for note in diagnostic.notes:
                if not note.explanatory:
                    offset = diagnostic.offset if note.offset is None else note.offset
                    failures += _match(source, by_line, found, "note", offset, note.message, note.message, level)
    failures += [
        Diagnostic(Severity.ERROR, e.offset, f'expected {e.kind} "{e.content}" was not produced',
                   span=max(1, len(e.content)), code=EXPECTATION)
        for e in expectations if not e.matched]
    return failures


def _match(source: Source, by_line: dict[int | None, list[Expectation]],
           found: dict[tuple, tuple[Expectation | None, Expectation | None]], kind: str, offset: int, message: str,
           text: str, level: str) -> list[Diagnostic]:
    """Match one diagnostic (its mlir-opt `message`, or its whole `text`); return what fails.
    `found` remembers what each line's expectations gave a diagnostic: a note repeated at one
    line (each redefinition's "previously defined here") scans them once, not once each."""
    key = (source.line_col(offset)[0], kind, message, text)
    known = found.get(key)
    if known is None:
        match = near_miss = None
        for expectation in by_line.get(key[0], ()):
            if expectation.matches(message) or expectation.matches(text):
                if expectation.kind == kind:
                    match = expectation
                    break
                near_miss = near_miss or expectation
        known = found[key] = (match, near_miss)
    match, near_miss = known
    if match is not None:
        match.matched = True
        return []
    if level == "only-expected":
        return []
    if near_miss is not None:
        return [error(near_miss.offset, f"'{kind}' diagnostic emitted when expecting a '{near_miss.kind}'",
                      code=EXPECTATION)]
    return [error(offset, f"unexpected {kind}: {text}", code=EXPECTATION)]


def _collect(source: Source, start: int, end: int) -> tuple[list[Expectation], list[Diagnostic]]:
    """The expectations written in `source.text[start:end]`, and the errors in their regexes."""
    first_line = source.line_col(start)[0]
    lines = source.text[start:end].split("\n")
    found = []  # (line index, match, offset of the line)
    offset = start
    for index, text in enumerate(lines):
        match = designator(text.rstrip())
        if match:
            found.append((index, match, offset))
        offset += len(text) + 1
    designator_lines = {index for index, _, _ in found}
    # The nearest line that is not a designator, above and below each designator line: one pass
    # each way, so that a run of k `@above`/`@below` lines costs k steps, not k².
    above: dict[int, int] = {}
    for index, _, _ in found:
        above[index] = 0 if index == 0 else index - 1 if index - 1 not in designator_lines else above[index - 1]
    below: dict[int, int | None] = {}
    for index, _, _ in reversed(found):
        below[index] = (None if index + 1 >= len(lines) else
                        index + 1 if index + 1 not in designator_lines else below[index + 1])

    expectations, errors = [], []
    for index, (start, groups), line_offset in found:
        kind, is_regex, _, where, content = groups
        position = line_offset + start
        if is_regex:
            matches, problem = _regex_matcher(content)
            if problem:
                errors.append(Diagnostic(Severity.ERROR, position, problem, span=max(1, len(content)),
                                         code=EXPECTATION))
                continue
        else:
            matches = _substring(content)
        target = _target(index, where, above, below)
        expectations.append(Expectation(kind, None if target is None else first_line + target, content,
                                        matches, position))
    return expectations, errors


def _substring(content: str) -> Callable[[str], bool]:
    def matches(message: str) -> bool:
        return content in message
    return matches


def _target(index: int, where: str | None, above: dict[int, int], below: dict[int, int | None]) -> int | None:
    """The chunk-relative index of the line an annotation on line `index` is about."""
    if where is None:
        return index
    if where == "unknown":
        return None
    if where == "above":
        return above[index]
    if where == "below":
        return below[index]
    sign, digits = where[0], where[1:]
    # mlir-opt reads N in C notation: a leading 0 means octal.
    try:
        amount = int(digits, 8) if len(digits) > 1 and digits.startswith("0") else int(digits)
    except ValueError:
        amount = int(digits)
    return index + amount if sign == "+" else index - amount


# ---------------------------------------------------------------- `-re`: literal text with POSIX ERE blocks

_POSIX_CLASSES = {
    "alpha": "a-zA-Z", "digit": "0-9", "alnum": "a-zA-Z0-9", "upper": "A-Z", "lower": "a-z",
    "space": r" \t\n\r\f\v", "blank": r" \t", "punct": r"!-/:-@\[-`{-~", "xdigit": "0-9A-Fa-f",
    "cntrl": r"\x00-\x1f\x7f", "print": r" -~", "graph": r"!-~",
}


def _regex_matcher(content: str) -> tuple[Callable[[str], bool], str | None]:
    """A search over the message, or the error mlir-opt gives for the pattern.

    The pattern runs on RE2 (the `google-re2` package), whose matching time is linear in the
    message whatever the pattern (`(a+)+$` included), and whose parser does not recurse on the
    Python stack; a pattern RE2 cannot compile within its memory budget is a located error.
    """
    try:
        import re2  # here, not at start-up: only `-re` annotations need it
    except ImportError:  # Pyodide (the playground) has no google-re2 build: no backtracking engine instead
        return _never, ("regex annotations are unavailable here: their linear-time engine, RE2 (the google-re2 "
                        "package), is not installed")

    pattern = []
    at = 0
    while at < len(content):
        start = content.find("{{", at)
        if start == -1:
            pattern.append(_literal(content[at:]))
            break
        pattern.append(_literal(content[at:start]))
        end = content.find("}}", start + 2)
        if end == -1:
            return _never, "found start of regex with no end '}}'"
        translated, problem = _ere_to_re2(content[start + 2:end])
        if problem:
            return _never, f"invalid regex: {problem}"
        pattern.append(f"(?:{translated})")
        at = end + 2
    options = re2.Options()
    options.log_errors = False
    options.never_capture = True
    try:
        compiled = re2.compile("".join(pattern), options)
    except re2.error as e:
        message = e.args[0] if e.args else "pattern too large"
        return _never, f"invalid regex: {message.decode(errors='replace') if isinstance(message, bytes) else message}"
    return (lambda message: compiled.search(message) is not None), None


def _literal(text: str) -> str:
    """`text` as an RE2 pattern that matches it literally."""
    return "".join(map(_char, text))


def _char(char: str) -> str:
    return char if char.isascii() and (char.isalnum() or char == "_") else f"\\x{{{ord(char):x}}}"


def _never(message: str) -> bool:
    return False


_COUNTS = re.compile(r"[0-9]{1,9}(,[0-9]{0,9})?")
_DUP_MAX = 255  # POSIX RE_DUP_MAX, llvm::Regex's limit too


def _ere_to_re2(ere: str) -> tuple[str, str | None]:
    """POSIX ERE (as llvm::Regex reads it) as an RE2 pattern, or the error llvm would give (iteratively)."""
    out: list[str] = []
    i, depth = 0, 0
    can_repeat = False  # whether a quantifier here has an operand
    while i < len(ere):
        char = ere[i]
        if char == "\\" and i + 1 < len(ere):
            # In an ERE a backslash makes the next character literal: `\d` is a `d`.
            out.append(_char(ere[i + 1]))
            i += 2
            can_repeat = True
            continue
        if char == "[":
            end, bracket, problem = _bracket(ere, i)
            if problem:
                return "", problem
            out.append(bracket)
            i = end
            can_repeat = True
            continue
        if char in "*+?":
            if not can_repeat:
                return "", "repetition-operator operand invalid"
            out.append(char)
            i += 1
            can_repeat = False
            continue
        if char == "{":
            close = ere.find("}", i)
            body = ere[i + 1:close] if close != -1 else ""
            if close == -1 or not _COUNTS.fullmatch(body):
                return "", "braces not balanced" if close == -1 else "invalid repetition count(s)"
            low, _, high = body.partition(",")
            if int(low) > _DUP_MAX or (high and (int(high) > _DUP_MAX or int(high) < int(low))):
                return "", "invalid repetition count(s)"
            if not can_repeat:
                return "", "repetition-operator operand invalid"
            out.append(ere[i:close + 1])
            i = close + 1
            can_repeat = False
            continue
        if char == "(":
            depth += 1
            can_repeat = False
        elif char == ")":
            depth -= 1
            if depth < 0:
                return "", "parentheses not balanced"
            can_repeat = True
        elif char == "|":
            can_repeat = False
        elif char in "^$":
            can_repeat = False
        else:
            can_repeat = True
        out.append(char if char in "()|^$." else _char(char))
        i += 1
    if depth:
        return "", "parentheses not balanced"
    return "".join(out), None


def _bracket(ere: str, start: int) -> tuple[int, str, str | None]:
    """Translate the bracket expression at `ere[start]`; return where it ends."""
    i = start + 1
    parts = ["["]
    if i < len(ere) and ere[i] == "^":
        parts.append("^")
        i += 1
    first = True
    while i < len(ere):
        char = ere[i]
        if char == "]" and not first:
            if parts[-1] == "-":
                parts[-1] = r"\-"  # a last `-` is literal
            parts.append("]")
            return i + 1, "".join(parts), None
        if ere.startswith("[:", i):
            close = ere.find(":]", i + 2)
            name = ere[i + 2:close] if close != -1 else ""
            if name not in _POSIX_CLASSES:
                return 0, "", "invalid character class"
            parts.append(_POSIX_CLASSES[name])
            i = close + 2
        else:
            parts.append(char if char == "-" and not first else _char(char))
            i += 1
        first = False
    return 0, "", "invalid character range" if parts[-1] == "-" else "brackets ([ ]) not balanced"
