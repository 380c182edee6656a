"""What mlir-opt's parser says of the body of an `affine_map<...>`, `affine_set<...>` or
`strided<...>`, which the grammar reads as balanced bracketed text.

A recursive descent over the body as MLIR's affine parser reads it: its words, at its places.
Two kinds of place, as MLIR has them: a token that cannot stand where it does is reported at
itself ("use of undeclared identifier"), a token missing where one must be is reported right
after the token before it ("expected ')' in affine map range"), over blanks and comments.
Whether an expression is "symbolic or constant", which decides whether `*`, `floordiv`,
`ceildiv` and `mod` may take it, is asked of its simplified form, as MLIR builds it: sums are
kept as coefficients of their terms, so that `d1 - d1` is the constant 0 and `d0 * (d1 - d1)`
is affine.
"""

from __future__ import annotations

import re

from toyir.lazy_regex import LazyPattern as _Lazy

_TOKEN = _Lazy(r"(?:[ \t\f\r\n\x00]++|//[^\n]*+)*+(?:"
               r"(?P<float>[0-9]++\.[0-9]*+(?:[eE][-+]?[0-9]++)?+)|(?P<int>0x[0-9a-fA-F]++|[0-9]++)"
               r"|(?P<id>[A-Za-z_][A-Za-z0-9_$.]*+)|(?P<ssa>%[A-Za-z0-9_$.-]*+)|(?P<arrow>->)"
               r'|(?P<string>"[^"\\\n\v\f]*+(?:\\.[^"\\\n\v\f]*+)*+")|(?P<other>[^\n]|\n))')
_INT64_MAX = 2**63 - 1


class _Error(Exception):
    def __init__(self, offset: int, message: str) -> None:
        self.offset, self.message = offset, message


# An expression in simplified form: each term's coefficient; the term () is the constant.  A
# term is ("d", name) or ("s", name), or an operation MLIR does not fold away, (op, lhs, rhs)
# with lhs and rhs such forms (as sorted tuples of their items, to compare them).
_Form = dict


def _key(form: _Form) -> tuple:
    return tuple(sorted(form.items(), key=repr))


def _pure(form: _Form) -> bool:
    """Symbolic or constant: no term holds a dimension."""
    return all(_pure_term(term) for term in form)


def _pure_term(term: tuple) -> bool:
    if not term:
        return True
    if term[0] == "d":
        return False
    if term[0] == "s":
        return True
    return all(_pure_term(t) for side in term[1:] for t, _ in side)


def _constant(form: _Form) -> int | None:
    return form.get((), 0) if all(term == () for term in form) else None


def _add(lhs: _Form, rhs: _Form, sign: int = 1) -> _Form:
    total = dict(lhs)
    for term, coefficient in rhs.items():
        total[term] = total.get(term, 0) + sign * coefficient
    return {term: c for term, c in total.items() if c or term == ()} or {(): 0}


def _scale(form: _Form, factor: int) -> _Form:
    return {term: c * factor for term, c in form.items() if c * factor or term == ()} or {(): 0}


class _Parser:
    def __init__(self, text: str, start: int, end: int) -> None:
        self.text = text
        self.tokens: list[tuple[str, str, int, int]] = []  # kind, text, start, end
        scan = _TOKEN.scanner(text, start, end).match
        match = scan()
        while match is not None and match.lastgroup is not None:
            self.tokens.append((match.lastgroup, match.group(match.lastgroup), match.start(match.lastgroup),
                                match.end()))
            match = scan()
        self.tokens.append(("end", "", end, end))
        self.at = 0
        self.names: dict[str, tuple] = {}

    # ---------------------------------------------------------------- tokens
    def peek(self) -> tuple[str, str, int, int]:
        return self.tokens[self.at]

    def is_(self, text: str) -> bool:
        kind, spelling, _, _ = self.tokens[self.at]
        return spelling == text and kind != "string"

    def accept(self, text: str) -> bool:
        if self.is_(text):
            self.at += 1
            return True
        return False

    def here(self, message: str) -> _Error:
        """An error at the current token (MLIR's `emitError`)."""
        return _Error(self.tokens[self.at][2], message)

    def after(self, message: str) -> _Error:
        """An error right after the token before (MLIR's `emitWrongTokenError`)."""
        return _Error(self.tokens[self.at - 1][3] if self.at else self.tokens[0][2], message)

    def expect(self, text: str, message: str) -> None:
        if not self.accept(text):
            raise self.after(message)

    def listed(self, element, context: str, opener: str = "(", closer: str = ")") -> None:
        """MLIR's `parseCommaSeparatedList` in brackets: `(`, elements and `,`, `)`; may be empty."""
        self.expect(opener, f"expected '{opener}'{context}")
        if self.accept(closer):
            return
        element()
        while self.accept(","):
            element()
        self.expect(closer, f"expected '{closer}'{context}")

    # ---------------------------------------------------------------- maps and sets
    def map_or_set(self) -> str:
        """`(dims)[symbols] -> (exprs)` or `(dims)[symbols] : (constraints)`: which it was."""
        self.listed(lambda: self.definition("d"), " in dimensional identifier list")
        if self.is_("["):
            self.listed(lambda: self.definition("s"), " in symbol list", "[", "]")
        if self.accept("->"):
            self.listed(self.expression, " in affine map range")
            return "map"
        if self.accept(":"):
            self.listed(self.constraint, " in integer set constraint list")
            return "set"
        raise self.after("expected '->' or ':'")

    def definition(self, kind: str) -> None:
        token_kind, name, _, _ = self.peek()
        if token_kind != "id":
            raise self.after("expected bare identifier")
        if name in self.names:
            raise self.here(f"redefinition of identifier '{name}'")
        self.names[name] = (kind, name)
        self.at += 1

    def constraint(self) -> None:
        self.expression()
        # MLIR reads `>=` as `>` then `=`: a `>` alone is taken, and the error is after it
        for first, second in ((">", "="), ("<", "="), ("=", "=")):
            if self.accept(first) and self.accept(second):
                self.expression()
                return
        raise self.here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")

    def expression(self) -> _Form:
        """A sum of products: MLIR's `parseAffineLowPrecOpExpr`."""
        form = self.product(None)
        while self.is_("+") or self.is_("-"):
            sign = 1 if self.peek()[1] == "+" else -1
            self.at += 1
            form = _add(form, self.product(form), sign)
        return form

    def product(self, left: _Form | None) -> _Form:
        """Operands joined by `*`, `floordiv`, `ceildiv`, `mod` (MLIR's high-precedence ops)."""
        form = self.operand(left)
        while True:
            kind, spelling, offset, _ = self.peek()
            if kind == "other" and spelling == "*":
                op = "*"
            elif kind == "id" and spelling in ("floordiv", "ceildiv", "mod"):
                op = spelling
            else:
                return form
            self.at += 1
            right = self.operand(form)
            form = self.combine(op, form, right, offset)

    def combine(self, op: str, lhs: _Form, rhs: _Form, offset: int) -> _Form:
        if op == "*":
            if not _pure(lhs) and not _pure(rhs):
                raise _Error(offset, "non-affine expression: at least one of the multiply operands has to be "
                                     "either a constant or symbolic")
            for constant, other in ((_constant(lhs), rhs), (_constant(rhs), lhs)):
                if constant is not None:
                    return _scale(other, constant)
            return {("*",) + tuple(sorted((_key(lhs), _key(rhs)), key=repr)): 1}
        if not _pure(rhs):
            raise _Error(offset, f"non-affine expression: right operand of {op} has to be either a constant or "
                                 f"symbolic")
        divisor, dividend = _constant(rhs), _constant(lhs)
        if divisor is not None and divisor != 0:
            if dividend is not None:
                quotient = -(-dividend // divisor) if op == "ceildiv" else dividend // divisor
                return {(): dividend % divisor if op == "mod" else quotient}
            if divisor == 1:
                return {(): 0} if op == "mod" else lhs
        return {(op, _key(lhs), _key(rhs)): 1}

    def operand(self, left: _Form | None) -> _Form:
        kind, spelling, _, _ = self.peek()
        if kind == "id":
            if spelling == "symbol":
                self.at += 1
                self.expect("(", "expected '(' at start of SSA symbol")
                raise self.after("unexpected ssa identifier")
            if spelling not in self.names:
                raise self.after("use of undeclared identifier")
            self.at += 1
            return {self.names[spelling]: 1}
        if kind == "ssa":
            raise self.after("unexpected ssa identifier")
        if kind == "int":
            value = int(spelling, 16) if spelling.startswith("0x") else int(spelling)
            if value > _INT64_MAX:
                raise self.here("constant too large for index")
            self.at += 1
            return {(): value}
        if self.accept("("):
            if self.is_(")"):
                raise self.here("no expression inside parentheses")
            form = self.expression()
            self.expect(")", "expected ')'")
            return form
        if self.accept("-"):
            return _scale(self.operand(left), -1)
        if left is not None:
            raise self.here("missing right operand of binary operator")
        if self.is_("+") or self.is_("*"):
            raise self.here("missing left operand of binary operator")
        raise self.here("expected affine expression")

    # ---------------------------------------------------------------- strided layouts
    def strided(self) -> None:
        self.strides()
        if self.peek()[0] == "end":
            return
        self.expect(",", "expected ','")
        self.expect("offset", "expected 'offset' after comma")
        self.expect(":", "expected ':' after 'offset'")
        self.stride()

    def strides(self) -> None:
        self.expect("[", "expected '['")
        if self.accept("]"):
            return
        self.stride()
        while self.accept(","):
            self.stride()
        self.expect("]", "expected ']'")

    def stride(self) -> None:
        if self.accept("?"):
            return
        start = self.at
        negative = self.accept("-")
        kind, spelling, _, _ = self.peek()
        value = (int(spelling, 16) if spelling.startswith("0x") else int(spelling)) if kind == "int" else None
        if value is None or value > _INT64_MAX + negative:
            self.at = start  # at the `-`, if any
            raise self.here("expected a 64-bit signed integer or '?'")
        self.at += 1


def opaque_error(keyword: str, text: str, opener: int, end: int) -> tuple[int, str] | None:
    """mlir-opt's first error in the body `text[opener:end]` (`<...>`, brackets balanced) of the
    builtin attribute `keyword` (`affine_map`, `affine_set` or `strided`), at its offset in
    `text`, or None.  A body is read once (`_KNOWN`): a file writes the same few layouts and
    maps again and again, and reading one costs some 20 us."""
    key = (keyword, text[opener:end])
    found = _KNOWN.get(key, _NOT_READ)
    if found is _NOT_READ:
        plain = _plain_map(key[1]) if keyword == "affine_map" else \
            keyword == "strided" and _PLAIN_STRIDED.fullmatch(key[1]) is not None
        found = None if plain else first_error(keyword, key[1], 0, len(key[1]))
        if len(_KNOWN) >= _KNOWN_MAX:
            _KNOWN.clear()  # a file of ever new bodies: no more memory than this
        _KNOWN[key] = found
    return None if found is None else (opener + found[0], found[1])  # type: ignore[index]


_KNOWN: dict[tuple[str, str], object] = {}  # (keyword, body) -> its first error, offset in the body
_KNOWN_MAX = 4096
_NOT_READ = object()


def clear_caches() -> None:
    """Forget the bodies read (a long-lived process, when a document closes)."""
    _KNOWN.clear()


def _plain_map(body: str) -> bool:
    """Whether `body` (`<...>` of an affine map) is one of the maps mlir-opt prints, plainly
    valid: dims `d0, ...` and symbols `s0, ...` each named once, results sums of terms that are a
    name or a small constant, times, divided by or modulo a small non-zero constant (no
    overflow, no division by 0, nothing non-affine); their names declared.  Most maps files
    hold are so, and this is 20 times cheaper than reading one (`first_error`), which reads
    the others."""
    if _PLAIN_MAP.fullmatch(body) is None:
        return False
    arrow = body.index(" -> ")
    declared = _NAME.findall(body, 0, arrow)
    used = _NAME.findall(body, arrow)
    return len(set(declared)) == len(declared) and set(used) <= set(declared)


_NAME = _Lazy(r"\b[ds][0-9]++\b")
# a strided layout as mlir-opt prints it: strides and offset each `?` or an integer of no more than 18 digits
_PLAIN_STRIDED = _Lazy(r"<\[(?:(?:\?|-?+[0-9]{1,18}+)(?:, (?:\?|-?+[0-9]{1,18}+))*+)?+\](?:, offset: (?:\?|-?+[0-9]{1,18}+))?+>")
_PLAIN_TERM = r"-?+(?:[0-9]{1,6}+ \* [ds][0-9]{1,4}+|(?:[ds][0-9]{1,4}+|[0-9]{1,6}+)(?: (?:\*|floordiv|ceildiv|mod) [1-9][0-9]{0,5}+)?+)"
_PLAIN_EXPRESSION = rf"{_PLAIN_TERM}(?: [+-] {_PLAIN_TERM})*+"
_PLAIN_MAP = _Lazy(rf"<\((?:d[0-9]{{1,4}}+(?:, d[0-9]{{1,4}}+)*+)?+\)(?:\[(?:s[0-9]{{1,4}}+(?:, s[0-9]{{1,4}}+)*+)?+\])?+"
                   rf" -> \((?:{_PLAIN_EXPRESSION}(?:, {_PLAIN_EXPRESSION})*+)?+\)>")


def first_error(keyword: str, text: str, opener: int, end: int) -> tuple[int, str] | None:
    """mlir-opt's first error in `text[opener:end]`, the body (`<...>`) of `keyword`, with its
    offset in `text`, or None; read to its end, or to the first error (a body cut short is an
    error at the cut)."""
    parser = _Parser(text, opener + 1, end - 1)
    try:
        if keyword == "strided":
            parser.strided()
            closing = "'>'"
        else:
            found = parser.map_or_set()
            wanted = "map" if keyword == "affine_map" else "set"
            if found != wanted:
                names = {"map": "AffineMap", "set": "IntegerSet"}
                raise _Error(parser.tokens[0][2], f"expected {names[wanted]}, but got {names[found]}")
            closing = "'>' in affine map" if wanted == "map" else "'>' in integer set"
        if parser.peek()[0] != "end":
            raise parser.after(f"expected {closing}")
    except _Error as e:
        return e.offset, e.message
    return None
