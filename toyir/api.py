"""The Python API: parse, verify, check and render, for programs that embed toyir.

    import toyir
    module = toyir.parse(text, filename="model.mlir")      # raises toyir.ParseError
    for diagnostic in toyir.verify(module, semantics="mlir"):
        print(toyir.render(text, diagnostic, filename="model.mlir"), end="")

A new op is declared in a few lines, with existing traits or new ones (see README):

    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("tc.add", (toyir.Broadcastable(),))])
    toyir.verify(module, registry=registry)
"""

from __future__ import annotations

from toyir.diagnostics import Diagnostic, DiagnosticError
from toyir.diagnostics import render as _render
from toyir.driver import check_chunks, parse_source
from toyir.ir import Module
from toyir.registry import Registry
from toyir.semantics import BY_NAME, Semantics
from toyir.source import Source
from toyir.verifier import verify as _verify

ParseError = DiagnosticError  # a syntax error; `.diagnostic` says where and what


def parse(text: str, filename: str = "<string>") -> Module:
    """The module `text` holds; raises `ParseError` on a syntax error."""
    return parse_source(Source(filename, text))


def _semantics(semantics: Semantics | str, registry: Registry | None) -> Semantics:
    chosen = BY_NAME[semantics] if isinstance(semantics, str) else semantics
    return chosen if registry is None else chosen._replace(registry=registry)


def verify(module: Module, semantics: Semantics | str = "spec", *, registry: Registry | None = None,
           allow_unregistered: bool = False) -> list[Diagnostic]:
    """Every diagnostic of `module`, in file order: `semantics` "spec" (the seeds) or "mlir"
    (mlir-opt 22); `registry` replaces the declared ops (for ops of your own)."""
    return _verify(module, _semantics(semantics, registry), allow_unregistered=allow_unregistered)


def check(text: str, filename: str = "<string>", *, semantics: Semantics | str = "spec",
          registry: Registry | None = None, split_marker: str | None = None,
          allow_unregistered: bool = False) -> list[Diagnostic]:
    """Parse and verify `text` as `toyir-verify` would: every diagnostic, syntax errors included."""
    chunks = check_chunks(Source(filename, text), split_marker=split_marker, allow_unregistered=allow_unregistered,
                          semantics=_semantics(semantics, registry))
    return [d for chunk in chunks for d in chunk.diagnostics]


def render(text: str, diagnostic: Diagnostic, filename: str = "<string>", colour: bool = False) -> str:
    """`diagnostic` as mlir-opt prints it: location, message, the source line, a caret, its notes."""
    return _render(Source(filename, text), diagnostic, colour)
