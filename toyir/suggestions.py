""""Did you mean": the closest known name to a misspelt op, dialect or type (difflib's ratio).

Names are compared without regard to case (`ov.Add` finds `ov.add`, `F32` finds `f32`), and a
suggestion is offered only when it is close: difflib's cutoff 0.6 on the whole name.
"""

from __future__ import annotations

from collections.abc import Iterable

# Element and shaped type keywords a type may start with (the grammar's; `iN` widths stand for all).
TYPE_NAMES = ("i1", "i8", "i16", "i32", "i64", "si8", "si16", "si32", "si64", "ui8", "ui16", "ui32", "ui64",
              "f16", "f32", "f64", "f80", "f128", "bf16", "tf32", "index", "complex", "tensor", "vector")


def closest(word: str, candidates: Iterable[str]) -> str | None:
    """The candidate nearest to `word` (case aside), or None if none is close enough."""
    by_folded: dict[str, str] = {}
    for candidate in candidates:
        by_folded.setdefault(candidate.lower(), candidate)
    if word.lower() in by_folded and by_folded[word.lower()] != word:
        return by_folded[word.lower()]
    found = _close(word.lower(), list(by_folded), n=1)
    return by_folded[found[0]] if found and by_folded[found[0]] != word else None


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """"; did you mean 'x'?" for the closest candidate, or "" (a diagnostic's `detail`)."""
    found = closest(word, candidates)
    return "" if found is None else f"; did you mean '{found}'?"


def op_suggestion(name: str, op_names: Iterable[str]) -> str:
    """For an op no dialect declares: the closest op of its dialect; for an unknown dialect, the
    closest dialect (and the op there, if it has one close to that name).  Op names are compared
    without their dialect, which would make every op of a dialect look alike.  (The whole
    detail after mlir-opt's words: it begins with `:`, as toyir's details there do.)"""
    by_dialect: dict[str, list[str]] = {}
    for known in op_names:
        d, _, op = known.partition(".")
        by_dialect.setdefault(d, []).append(op)
    dialect, _, rest = name.partition(".")
    if dialect not in by_dialect:
        other = closest(dialect, sorted(by_dialect))
        if other is None:
            return ""
        ops = by_dialect[other]
        there = rest if rest in ops else closest(rest, ops)
        return f": did you mean '{other}.{there}'?" if there is not None else f": did you mean the dialect '{other}'?"
    found = closest(rest, by_dialect[dialect])
    return "" if found is None else f": did you mean '{dialect}.{found}'?"


def type_suggestion(word: str) -> str:
    """For a word where a type was expected: the closest type keyword, or ""."""
    return did_you_mean(word, TYPE_NAMES)


def _close(word: str, candidates: list[str], n: int = 3, cutoff: float = 0.6) -> list[str]:
    from difflib import get_close_matches  # here: only a misspelt name needs it, and it is slow to import

    return get_close_matches(word, candidates, n=n, cutoff=cutoff)
