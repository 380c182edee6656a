"""A `Source` places offsets as counting lines by hand would, whatever order it is asked in."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toyir import source as source_module
from toyir.source import Source


def by_hand(text: str, offset: int) -> tuple[int, int, str]:
    """Line, column and line text of `offset`, from the text before it and its lines."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1, text.split("\n")[line - 1].rstrip("\r")


texts = st.text(alphabet="ab\n\r\t", max_size=60)


@given(texts, st.lists(st.floats(min_value=0, max_value=1), max_size=12))
def test_places_in_any_order(text, fractions):
    source = Source("f", text)
    for fraction in fractions:
        offset = round(fraction * len(text))
        assert source.place(offset) == by_hand(text, offset)
        assert source.line_col(offset) == by_hand(text, offset)[:2]
        line = by_hand(text, offset)[0]
        assert source.line_text(line) == by_hand(text, offset)[2]


@given(texts, st.lists(st.floats(min_value=0, max_value=1), max_size=12))
def test_places_in_file_order_without_indexing_every_line(text, fractions):
    # How the second half of a large file is written by its own process: counted on, not indexed.
    source = Source("f", text)
    for offset in sorted(round(fraction * len(text)) for fraction in fractions):
        assert source.place(offset) == by_hand(text, offset)
    assert source._line_starts is None


def test_an_earlier_place_is_counted_back_to_then_found_in_the_index(monkeypatch):
    monkeypatch.setattr(source_module, "_COUNT_BACK", 3000)  # characters counted back, in all
    text = "a\n" * 1000
    source = Source("f", text)
    assert source.line_col(1500) == (751, 1)
    assert source.line_col(3) == (2, 2) and source.line_col(2) == (2, 1)  # behind the count: counted back
    assert source._line_starts is None and source.line_col(1999) == (1000, 2)
    assert source.line_col(1) == (1, 2)  # 4,992 counted back in all: every line indexed, once
    assert source._line_starts is not None and source.line_col(1999) == (1000, 2)
