"""Helpers shared by the tests: run toyir on text and get diagnostics as plain tuples."""

from __future__ import annotations

from toyir.diagnostics import render
from toyir.driver import check
from toyir.source import Source


def diagnose(text: str, **options) -> list[tuple[int, int, str]]:
    """`(line, column, message)` of every diagnostic toyir reports for `text`."""
    source = Source("t.mlir", text)
    return [(*source.line_col(d.offset), d.text) for d in check(source, **options)]


def rendered(text: str, name: str = "t.mlir", **options) -> str:
    source = Source(name, text)
    return "".join(render(source, d) for d in check(source, **options))
