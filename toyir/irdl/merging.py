"""IRDL's ops in a registry: beside its ops, or, where an op of the same name is declared (a
Python dialect's `course.add` with `Broadcastable`), as one op with the IRDL definition first."""

from __future__ import annotations

import os

from toyir.irdl.loading import IrdlDialects, dynamic_check, load
from toyir.registry import OpDef, Registry
from toyir.source import Source


def read_irdl_file(path: str) -> IrdlDialects:
    """The dialects of the IRDL file at `path`: OSError if it cannot be read, DiagnosticError
    (located in it) where mlir-opt would not load it."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    return load(Source.from_text(path, text))


def load_irdl(path_or_text: str, filename: str | None = None) -> IrdlDialects:
    """The dialects an IRDL file declares: `path_or_text` is its path, or its text (what names
    no file, and holds `irdl.`; `filename` names it in diagnostics).
    Raises toyir.ParseError (its `.diagnostic` says where) for a file mlir-opt would not load."""
    if not isinstance(path_or_text, str):
        raise TypeError(f"load_irdl takes a path or an IRDL file's text (str), not {type(path_or_text).__name__}")
    if "\n" not in path_or_text and os.path.isfile(path_or_text):
        return read_irdl_file(path_or_text)
    if "irdl." not in path_or_text:
        raise FileNotFoundError(f"no IRDL file '{path_or_text}' (and it is no IRDL text)")
    return load(Source.from_text(filename or "<irdl>", path_or_text))


def with_irdl(registry: Registry, *loaded: IrdlDialects) -> Registry:
    """`registry` with the ops of `loaded`; an op it already declares keeps its traits after the
    IRDL definition's."""
    ops = [op for irdl in loaded for op in irdl.ops]
    names = {op.name for op in ops}
    if len(names) != len(ops):
        twice = next(op.name for op in ops if sum(o.name == op.name for o in ops) > 1)
        raise ValueError(f"op '{twice}' is declared twice")
    merged = []
    for op in ops:
        known = registry.lookup(op.name)
        merged.append(op if known is None else OpDef(op.name, (*op.traits, *known.traits), known.summary or op.summary,
                                                     known.infer))
    checks = tuple(check for check in map(dynamic_check, loaded) if check is not None)
    return registry.overlaid(merged, [d for irdl in loaded for d in irdl.dialects], checks)
