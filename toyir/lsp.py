"""`toyir-lsp`: a language server (LSP, over stdio) built on pygls, for editors.

Diagnostics on open and on every change (cleared once the text verifies), hover on an op for
its operand types and the result type its operands infer, and go-to-definition for SSA values.
Install with `pip install 'toyir[lsp]'`; README.md says how to hook it into VS Code and Neovim.
"""

from __future__ import annotations

import re

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from toyir import __version__
from toyir.diagnostics import Diagnostic, DiagnosticError, Severity
from toyir.driver import check_chunks, parse_source
from toyir.inference import infer_result_type
from toyir.ir import FUNC_OP, Module, Operation
from toyir.semantics import SPEC
from toyir.source import Source

server = LanguageServer("toyir-lsp", __version__)
SEVERITY = {Severity.ERROR: types.DiagnosticSeverity.Error, Severity.WARNING: types.DiagnosticSeverity.Warning,
            Severity.NOTE: types.DiagnosticSeverity.Information, Severity.REMARK: types.DiagnosticSeverity.Hint}
_TOKEN = re.compile(r"[%@^]?[\w$.#-]+|\S")


def _position(source: Source, offset: int) -> types.Position:
    """LSP counts lines from 0 and columns in UTF-16 code units."""
    line, col = source.line_col(offset)
    prefix = source.line_text(line)[: col - 1]
    return types.Position(line=line - 1, character=len(prefix.encode("utf-16-le")) // 2)


def _offset(source: Source, position: types.Position) -> int:
    starts = source.line_starts()
    line = min(position.line, len(starts) - 1)
    text = source.line_text(line + 1)
    units, column = 0, 0
    while column < len(text) and units < position.character:
        units += 2 if ord(text[column]) > 0xFFFF else 1
        column += 1
    return starts[line] + column


def _range(source: Source, offset: int, length: int | None = None) -> types.Range:
    if length is None:  # the token at `offset`
        match = _TOKEN.match(source.text, offset)
        length = len(match.group(0)) if match else 1
    return types.Range(start=_position(source, offset), end=_position(source, min(len(source.text), offset + length)))


def lsp_diagnostics(source: Source) -> list[types.Diagnostic]:
    """toyir's diagnostics for `source` as LSP's: notes become related information."""
    found: list[Diagnostic] = [d for chunk in check_chunks(source, keep_modules=False) for d in chunk.diagnostics]
    result = []
    for d in found:
        related = [types.DiagnosticRelatedInformation(
            location=types.Location(uri=source.name, range=_range(source, d.offset if n.offset is None else n.offset)),
            message=n.message) for n in d.notes]
        result.append(types.Diagnostic(range=_range(source, d.offset, d.span if d.span > 1 else None),
                                       message=d.text, severity=SEVERITY[d.severity], code=d.code,
                                       source="toyir", related_information=related or None))
    return result


def _module(source: Source) -> Module | None:
    """The document's ops for hover and definition: parsed, not verified (split markers are comments)."""
    try:
        return parse_source(source)
    except DiagnosticError:
        return None


def _ops(ops: tuple[Operation, ...], function: Operation | None = None):
    """Every op, with the function (or None) whose body holds it."""
    for op in ops:
        yield op, function
        inner = op if op.name == FUNC_OP else function
        for region in op.regions:
            for block in region.blocks:
                yield from _ops(block.ops, inner)


def hover_text(source: Source, offset: int) -> str | None:
    """What hovering `offset` shows: the op on that line, its types, its inferred result type."""
    module = _module(source)
    if module is None:
        return None
    line = source.line_col(offset)[0]
    for op, _ in _ops(module.body):
        if source.line_col(op.offset)[0] != line:
            continue
        text = [f"**{op.name}**", "", "operands: " + (", ".join(f"`{u}`: `{t}`" for u, t in
                                                              zip(op.operands, op.operand_types)) or "none"),
                "results: " + (", ".join(f"`{t}`" for t in op.result_types) or "none")]
        inferred = infer_result_type(op, SPEC.registry)
        if inferred is not None:
            text.append(f"inferred result type: `{inferred}`")
        return "\n".join(text)
    return None


def definition_offset(source: Source, offset: int) -> int | None:
    """Where the SSA value named at `offset` is defined, in the same function or at the top level."""
    start = offset
    while start > 0 and (source.text[start - 1].isalnum() or source.text[start - 1] in "%$._-"):
        start -= 1
    match = _TOKEN.match(source.text, start)
    if match is None or not match.group(0).startswith("%"):
        return None
    name = match.group(0).split("#")[0]
    module = _module(source)
    if module is None:
        return None
    owner = None
    for op, function in _ops(module.body):
        if any(u.offset == start for u in op.operands):
            owner = function
            break
    candidates: list[tuple[str, int]] = []
    if owner is not None:
        blocks = [b for region in owner.regions for b in region.blocks]
        candidates += [(a.name, a.offset) for block in blocks for a in block.arguments]
        candidates += [(g.name, g.offset) for op, _ in _ops(tuple(o for b in blocks for o in b.ops), owner)
                       for g in op.results]
    else:
        candidates += [(g.name, g.offset) for op, function in _ops(module.body) if function is None for g in op.results]
    return next((at for candidate, at in candidates if candidate == name), None)


def _source(ls: LanguageServer, uri: str) -> Source:
    return Source(uri, ls.workspace.get_text_document(uri).source)


def _publish(ls: LanguageServer, uri: str) -> None:
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, diagnostics=lsp_diagnostics(_source(ls, uri))))


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: LanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: LanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    _publish(ls, params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: LanguageServer, params: types.HoverParams) -> types.Hover | None:
    source = _source(ls, params.text_document.uri)
    text = hover_text(source, _offset(source, params.position))
    if text is None:
        return None
    return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def definition(ls: LanguageServer, params: types.DefinitionParams) -> types.Location | None:
    source = _source(ls, params.text_document.uri)
    at = definition_offset(source, _offset(source, params.position))
    return None if at is None else types.Location(uri=params.text_document.uri, range=_range(source, at))


def main() -> None:
    server.start_io()


if __name__ == "__main__":
    main()
