"""`toyir-lsp`: a language server (LSP, over stdio) built on pygls, for editors.

Diagnostics on open and on each change (once changes pause: `CHANGE_PAUSE`), per `// -----`
chunk exactly as `toyir-verify --split-input-file` gives them when the file holds the marker (or
as a setting says), cleared once the text verifies and when the document closes.  Hover on an
op shows its declaration and types, hover on an SSA value its type and definition, hover on
a diagnostic what `--explain` says about its code (a dialect's own codes too); go-to-definition
for SSA values.  Hover and definition read each chunk on its own and skip lines
with syntax errors, so they keep working around an error elsewhere.

Settings (`initializationOptions`, or `workspace/didChangeConfiguration` with `{"toyir": {...}}`):
`semantics` ("spec" or "mlir"), `splitInputFile` (null: split when the marker is present; true,
false, or a marker), `allowUnregisteredDialect`, `teachingNotes` (toyir's explanatory notes, on
by default) and `dialects` (a list of modules declaring more ops; see `_semantics`).

A dialect is Python code, and a workspace's settings reach the server as the user's own do (a
checked-in `.vscode/settings.json`, a `.nvim.lua`): the server loads only the dialects its
command line names (`toyir-lsp --dialect FILE.py`) and the installed ones, and the `dialects`
setting only when its command line says so (`--trust-dialect-settings`).

Install from the checkout with `pip install -e '.[lsp]'`; README.md says how to hook it into
VS Code and Neovim.  Only `main` and `_build_server` import pygls: the rest is plain Python,
so `--help` and `--version` work, and a missing pygls is one line, without it.
"""

from __future__ import annotations

import argparse
import logging
import os
import re
import sys
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from functools import lru_cache
from urllib.parse import unquote

from toyir import __version__
from toyir.diagnostics import Diagnostic, DiagnosticError, Severity, token_at
from toyir.driver import check_chunks
from toyir.explanations import explain
from toyir.inference import infer_result_type
from toyir.reading import parse_source
from toyir.ir import format_symbol
from toyir.extensions import DialectError, with_dialects
from toyir.semantics import BY_NAME, Semantics
from toyir.source import Source
from toyir.syntax.splitting import DEFAULT_MARKER, split_chunks

PROG = "toyir-lsp"
# LSP's DiagnosticSeverity numbers
SEVERITY = {Severity.ERROR: 1, Severity.WARNING: 2, Severity.NOTE: 3, Severity.REMARK: 4}
_LINE_BREAK = re.compile(r"\r\n|\r|\n")  # LSP's line ends: all three, and only those
_MAX_REPAIRS = 50  # syntax errors skipped per chunk when reading it for hover and definition


# --- settings ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Settings:
    semantics: str = "spec"
    split: bool | str | None = None  # None: split at `// -----` when the text holds it
    allow_unregistered: bool = False
    teaching_notes: bool = True
    dialects: tuple[str, ...] = field(default=())  # the server's command line's (--dialect)
    setting_dialects: tuple[str, ...] = field(default=())  # the `dialects` setting's, if trusted

    def updated(self, options: object, trust_dialects: bool = False) -> Settings:
        """These settings with the client's `options` (a dict, camelCase keys) applied; a value
        of the wrong type (JSON gives any) or an unknown name is ignored, never raised, and so is
        `dialects` unless the server's command line trusts it."""
        options = _toyir_options(options)
        if options is None:
            return self
        changes: dict = {}
        semantics = options.get("semantics")
        if isinstance(semantics, str) and semantics in BY_NAME:
            changes["semantics"] = semantics
        if "splitInputFile" in options and isinstance(options["splitInputFile"], (bool, str, type(None))):
            changes["split"] = options["splitInputFile"] or (None if options["splitInputFile"] is None else False)
        if isinstance(options.get("allowUnregisteredDialect"), bool):
            changes["allow_unregistered"] = options["allowUnregisteredDialect"]
        if isinstance(options.get("teachingNotes"), bool):
            changes["teaching_notes"] = options["teachingNotes"]
        dialects = options.get("dialects")
        if trust_dialects and isinstance(dialects, list) and all(isinstance(d, str) for d in dialects):
            changes["setting_dialects"] = tuple(dialects)
        return replace(self, **changes)

    def marker(self, text: str) -> str | None:
        if isinstance(self.split, str):
            return self.split
        if self.split is None:
            return DEFAULT_MARKER if DEFAULT_MARKER in text else None
        return DEFAULT_MARKER if self.split else None


def _toyir_options(options: object) -> dict | None:
    """The client's settings for toyir: `options`, or what it holds under `"toyir"` (at any depth)."""
    while isinstance(options, dict) and isinstance(options.get("toyir"), dict):
        options = options["toyir"]  # a loop, not a call per level: a client's nesting is unbounded
    return options if isinstance(options, dict) else None


def _untrusted_dialects(options: object) -> str | None:
    """What the editor's log says when `options` names dialects the server may not load."""
    options = _toyir_options(options)
    if options is None or "dialects" not in options:
        return None
    return (f"{PROG}: the dialects setting is ignored: a workspace's settings may not make the server run code; "
            f"name them on its command line (toyir-lsp --dialect FILE.py), or start it with --trust-dialect-settings")


# How the editor's user makes toyir know a dialect: this server's own command line and settings.
LOAD_DIALECT = ("toyir-lsp --dialect FILE.py on the language server's command line, or an installed package's "
                "toyir.dialects entry point); with its toyir.allowUnregisteredDialect setting they are accepted unchecked")


@lru_cache(maxsize=4)  # one registry per setting, so its verdict memo lasts across keystrokes
def _semantics(settings: Settings) -> Semantics:
    """The semantics to verify by, its registry extended with the `dialects` (Python files or
    modules defining `OPS`, as `toyir-verify --dialect` takes them) and the installed ones (the
    `toyir.dialects` entry points).  A dialect that cannot be loaded goes to the editor's log."""
    semantics = BY_NAME[settings.semantics]._replace(load_dialect=LOAD_DIALECT)
    try:
        return with_dialects(semantics, [*settings.dialects, *settings.setting_dialects])
    except DialectError as e:  # reported to the editor's log, never fatal
        print(f"{PROG}: {e}", file=sys.stderr)
        return semantics


# --- positions: LSP counts lines from 0 (ending at \n, \r\n or \r) and columns in UTF-16 units --

class Lines:
    """Offsets of `text` to LSP positions and back."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts = [0] + [m.end() for m in _LINE_BREAK.finditer(text)]

    def position(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.text)))
        line = bisect_right(self.starts, offset) - 1
        prefix = self.text[self.starts[line]:offset]
        return line, len(prefix.encode("utf-16-le", "surrogatepass")) // 2

    def offset(self, line: int, character: int) -> int:
        if line < 0:
            return 0
        if line >= len(self.starts):
            return len(self.text)
        start = self.starts[line]
        end = self.starts[line + 1] if line + 1 < len(self.starts) else len(self.text)
        units, at = 0, start
        while at < end and self.text[at] not in "\r\n" and units < character:
            units += 2 if ord(self.text[at]) > 0xFFFF else 1
            at += 1
        return at

    def range(self, offset: int, length: int | None = None) -> dict:
        """The range of `length` characters at `offset`; without it, the token there (an op's quoted name...)."""
        if length is None or length <= 1:
            length = len(token_at(self.text, offset)) or 1
        end = min(len(self.text), offset + max(length, 1))
        (l0, c0), (l1, c1) = self.position(offset), self.position(end)
        return {"start": {"line": l0, "character": c0}, "end": {"line": l1, "character": c1}}


# --- diagnostics --------------------------------------------------------------------------------

def lsp_diagnostics(source: Source, settings: Settings = Settings()) -> list[dict]:
    """toyir's diagnostics for `source`, as `toyir-verify` would give them, in LSP's shape (dicts):
    notes become related information."""
    lines = Lines(source.text)
    chunks = check_chunks(source, split_marker=settings.marker(source.text), keep_modules=False,
                          allow_unregistered=settings.allow_unregistered, semantics=_semantics(settings))
    return [_lsp_diagnostic(source.name, lines, d, settings) for chunk in chunks for d in chunk.diagnostics]


def _lsp_diagnostic(uri: str, lines: Lines, d: Diagnostic, settings: Settings) -> dict:
    related = [{"location": {"uri": uri, "range": lines.range(d.offset if n.offset is None else n.offset)},
                "message": n.message} for n in d.notes if settings.teaching_notes or not n.explanatory]
    result = {"range": lines.range(d.offset, d.span), "message": d.text, "severity": SEVERITY[d.severity],
              "code": d.code, "source": "toyir"}
    if related:
        result["relatedInformation"] = related
    return result


# --- reading a document for hover and definition: per chunk, skipping lines with syntax errors ---

def _chunk_ranges(text: str) -> list[tuple[int, int]]:
    return split_chunks(text, DEFAULT_MARKER)[0] if DEFAULT_MARKER in text else [(0, len(text))]


def read_chunks(source: Source) -> list:
    """Each chunk's module (or None): a line with a syntax error is blanked and the chunk read again."""
    modules = []
    for start, end in _chunk_ranges(source.text):
        text, module = source.text, None
        for _ in range(_MAX_REPAIRS):
            try:
                module = parse_source(Source(source.name, text), start, end)
                break
            except DiagnosticError as e:
                at = min(max(e.diagnostic.offset, start), end)
                line_start = max(text.rfind("\n", start, at) + 1, start)
                line_end = text.find("\n", at, end)
                line_end = end if line_end == -1 else line_end
                if text[line_start:line_end].isspace() or line_start == line_end:
                    break  # nothing left to blank on that line: give the chunk up
                text = text[:line_start] + " " * (line_end - line_start) + text[line_end:]
        modules.append(module)
    return modules


# The few functions below are the only ones that know the IR's classes.

def _walk(ops, scope=None):
    """Every op and block with its scope (the function holding it, or None)."""
    for op in ops:
        yield "op", op, scope
        inner = op if op.regions and op.attribute("function_type") is not None else scope
        for region in op.regions:
            for block in region.blocks:
                yield "block", block, inner
                yield from _walk(block.ops, inner)


@dataclass
class Value:
    name: str
    offset: int
    types: tuple
    what: str  # "argument of @f", "result of 'test.broadcastable'"


def _index(modules) -> tuple[dict, dict, list]:
    """(scope, name) -> Value; offset of every use or definition -> (scope, name, index); ops."""
    values: dict = {}
    at: dict = {}
    ops: list = []
    for module in modules:
        if module is None:
            continue
        for kind, node, scope in _walk(module.body):
            key = id(scope)
            if kind == "block":
                owner = "a block" if scope is None else f"`{format_symbol(str(scope.attribute('sym_name'))[1:-1])}`"
                for a in node.arguments:
                    values.setdefault((key, a.name), Value(a.name, a.offset, (a.type,), f"argument of {owner}"))
                    at[a.offset] = (key, a.name, None)
                continue
            ops.append(node)
            types = list(node.result_types)
            for group in node.results:
                mine, types = tuple(types[:group.count]), types[group.count:]
                values.setdefault((key, group.name), Value(group.name, group.offset, mine, f"result of `{node.name}`"))
                at[group.offset] = (key, group.name, None)
            for use in node.operands:
                at[use.offset] = (key, use.name, use.index)
    return values, at, ops


def _op_summary(op, registry) -> str:
    definition = registry.lookup(op.name)
    text = [f"**{op.name}**"]
    if definition is None:
        text += ["", "not declared by any dialect toyir knows"]
    else:
        if definition.summary:
            text += ["", definition.summary]
        text += ["", "traits: " + ", ".join(f"`{type(t).__name__}`" for t in definition.traits)]
    text += ["", "operands: " + (", ".join(f"`{u}`: `{t}`" for u, t in zip(op.operands, op.operand_types)) or "none"),
             "results: " + (", ".join(f"`{t}`" for t in op.result_types) or "none")]
    inferred = infer_result_type(op, registry) if definition is not None else None
    if inferred is not None:
        text.append(f"inferred result type: `{inferred}`")
    return "\n".join(text)


# --- hover and definition ---------------------------------------------------------------------

def _value_at(source: Source, offset: int) -> tuple[int, str] | None:
    """The start and text of the `%value` under `offset`."""
    start = offset
    while start > 0 and (source.text[start - 1].isalnum() or source.text[start - 1] in "%$._-#"):
        start -= 1
    while start < offset and source.text[start] != "%":
        start += 1
    token = token_at(source.text, start)
    if not token.startswith("%") or start + len(token) < offset:
        return None
    return start, token


def _resolve(source: Source, offset: int, modules) -> tuple[Value, int | None] | None:
    found = _value_at(source, offset)
    if found is None:
        return None
    start, token = found
    values, at, _ = _index(modules)
    name = token.split("#")[0]
    scope, _, index = at.get(start, (None, name, None))
    if start not in at:  # not read (a line skipped for its error): try every scope
        for (key, value_name), value in values.items():
            if value_name == name:
                return value, index
        return None
    value = values.get((scope, name))
    return (value, index) if value is not None else None


def definition_offset(source: Source, offset: int, modules=None) -> int | None:
    """Where the SSA value named at `offset` is defined, in the same function or at the top level."""
    resolved = _resolve(source, offset, read_chunks(source) if modules is None else modules)
    return None if resolved is None else resolved[0].offset


def hover_text(source: Source, offset: int, settings: Settings = Settings(), modules=None) -> str | None:
    """On a `%value`: its type and where it is defined; elsewhere on an op's line: the op."""
    modules = read_chunks(source) if modules is None else modules
    resolved = _resolve(source, offset, modules)
    if resolved is not None:
        value, index = resolved
        types = value.types if index is None or index >= len(value.types) else (value.types[index],)
        line, col = source.line_col(value.offset)
        shown = ", ".join(f"`{t}`" for t in types) or "no type"
        return f"`{value.name}`: {shown}\n\n{value.what}, line {line}, column {col}"
    lines = Lines(source.text)
    target = lines.position(offset)[0]
    registry = _semantics(settings).registry
    for op in _index(modules)[2]:
        if lines.position(op.offset)[0] == target:
            return _op_summary(op, registry)
    return None


def explanation_at(published: list[dict], line: int, character: int, registry=()) -> str | None:
    """What `--explain` says about the code of each diagnostic (LSP dicts, as published) whose
    range holds the position: a dialect's own codes too, from the traits of `registry`."""
    codes = []
    for d in published:
        start, end = d["range"]["start"], d["range"]["end"]
        if (start["line"], start["character"]) <= (line, character) <= (end["line"], end["character"]) \
                and d.get("code") and d["code"] not in codes:
            codes.append(d["code"])
    explained = [text for text in (explain(code, registry) for code in codes) if text is not None]
    return "\n---\n\n".join(explained) or None


# --- the stream: a reader that finds the next header again after a malformed message ----------

# The largest body read (a document of a few hundred MB fits): a larger `Content-Length` is a
# broken or hostile client's, which allocating for would end the server (MemoryError, OverflowError).
MAX_MESSAGE = 1 << 30
IGNORED_BODY = b'{"toyir-lsp": "ignored"}'  # what pygls reads instead of such a body: dropped unanswered


class GuardedStream:
    """stdin for pygls's reader, which otherwise never finds its feet again after one message
    with a wrong or unreadable `Content-Length`: the rest of that body runs into the next header
    line, which then does not match, and so on for every later message.  A line that holds a
    `Content-Length:` header after junk is returned from the header on, so a bad message costs
    only itself (and at most the one after it)."""

    _HEADER = b"Content-Length:"

    def __init__(self, raw) -> None:
        self.raw = raw

    def readline(self, *args) -> bytes:
        line = self.raw.readline()
        at = line.find(self._HEADER)
        return line[at:] if at > 0 else line

    def read(self, size: int = -1) -> bytes:
        if size > MAX_MESSAGE:
            # A `Content-Length` no message has (1e12, 2**63): the body is not read, and the
            # stream finds its feet at the next header (`readline`), as after any junk.  pygls
            # gets a body that stands for none (an empty one would be the end of the stream).
            print(f"{PROG}: ignored a message whose Content-Length is {size} (more than {MAX_MESSAGE} bytes)",
                  file=sys.stderr)
            return IGNORED_BODY
        return self.raw.read(size)

    def __getattr__(self, name):
        return getattr(self.raw, name)


# --- the server ---------------------------------------------------------------------------------

# Seconds without a change before a changed document's diagnostics are published: a keystroke
# is further apart, and a burst of changes already sent is read in less.
CHANGE_PAUSE = 0.05


def _build_server(dialects=(), trust_dialects=False):  # (untyped: pygls's types are read only here)
    """The server, loading the `dialects` its command line names, and those of the `dialects`
    setting only if it may (`trust_dialects`)."""
    import asyncio  # with pygls, not at start-up: `--version` and `--help` need neither (asyncio: 50 ms)
    import json

    from lsprotocol import types
    from pygls.exceptions import JsonRpcException
    from pygls.lsp.server import LanguageServer

    class Server(LanguageServer):
        def report_server_error(self, error: Exception, source) -> None:
            """pygls shows the user an error popup for a message it could not read (`null`, `[1,2]`,
            `{}`) or a notification it failed on; a line in the editor's log says it instead.
            toyir's own failures are reported where its diagnostics go (`publish`)."""
            print(f"{PROG}: {type(error).__name__}: {error}", file=sys.stderr)

    server = Server(PROG, __version__, text_document_sync_kind=types.TextDocumentSyncKind.Full)
    protocol = server.protocol
    structure = protocol.structure_message

    class _Answered:
        pass  # a request `structure_message` answered: `handle_message` drops it

    from pygls.exceptions import JsonRpcInvalidRequest

    shut_down = []  # a `shutdown` request was received: LSP's lifecycle

    def structure_message(data):
        """pygls raises on a request whose params do not fit, and never answers it: answer it.
        After `shutdown`, a request other than `exit` gets InvalidRequest, as the protocol says
        (pygls never answered it: a client waiting on it hung)."""
        if shut_down and isinstance(data, dict) and "id" in data and data.get("method") not in (None, "exit"):
            protocol._send_response(data["id"], error=JsonRpcInvalidRequest(
                f"the server is shut down: no '{data['method']}' after shutdown").to_response_error())
            return _Answered()
        try:
            return structure(data)
        except JsonRpcException as e:
            if isinstance(data, dict) and "id" in data and "method" in data:
                protocol._send_response(data["id"], error=e.to_response_error())
            return _Answered()

    protocol.structure_message = structure_message

    handle = protocol.handle_message

    def handle_message(message) -> None:
        """A body that is JSON but no object (`null`, `[1,2]`) or an object without "jsonrpc"
        (`{}`) is no message: LSP has no reply for it, so the log says it was ignored."""
        if isinstance(message, _Answered) or message == {"toyir-lsp": "ignored"}:
            return
        if hasattr(message, "jsonrpc"):
            handle(message)
        else:
            print(f"{PROG}: ignored a body that is not a JSON-RPC message: {json.dumps(message, default=str)[:80]}",
                  file=sys.stderr)

    protocol.handle_message = handle_message

    def holds(params) -> bool:
        """Whether pygls holds the document (or notebook) that `params` changes, by its key (the URI unquoted)."""
        try:
            workspace = protocol.workspace
        except RuntimeError:  # before initialize: nothing is held
            return False
        if isinstance(params, types.DidChangeNotebookDocumentParams):
            return workspace.get_notebook_document(notebook_uri=params.notebook_document.uri) is not None
        return unquote(params.text_document.uri) in workspace.text_documents

    def ignoring_unheld(method: str) -> None:
        """pygls applies a change to a document it does not hold with a KeyError, which it shows
        the user in an error popup; a client may send one just after the close.  It is ignored,
        with a line in the editor's log."""
        applied = protocol.fm.builtin_features[method]

        def guarded(params):
            if not holds(params):
                print(f"{PROG}: ignored {method} for a document that is not open", file=sys.stderr)
                return
            yield from applied(params)

        protocol.fm.builtin_features[method] = guarded

    ignoring_unheld(types.TEXT_DOCUMENT_DID_CHANGE)
    ignoring_unheld(types.NOTEBOOK_DOCUMENT_DID_CHANGE)
    # "published": an open document's text and the diagnostics last published for it, for hover
    state = {"settings": Settings(dialects=dialects), "cache": {}, "published": {}}

    def configure(options: object) -> None:
        state["settings"] = state["settings"].updated(options, trust_dialects)
        refused = None if trust_dialects else _untrusted_dialects(options)
        if refused is not None:
            print(refused, file=sys.stderr)  # the editor's log

    def warm_up() -> None:  # Lark's tables, before the first document needs them for an error
        try:
            parse_source(Source("warm-up", "%r = \"t.x\"( : () -> ()\n"))
        except DiagnosticError:
            pass

    def document(ls, uri: str) -> Source | None:
        """An open document's text; None for a URI the client has not opened (never read from disk)."""
        doc = ls.workspace.text_documents.get(unquote(uri))  # pygls keys its documents by the URI unquoted
        return None if doc is None else Source.from_text(uri, doc.source)

    def modules(source: Source):
        cached = state["cache"].get(source.name)
        if cached is None or cached[0] != source.text:
            cached = (source.text, read_chunks(source))
            state["cache"][source.name] = cached
        return cached[1]

    def publish(ls, uri: str) -> None:
        source = document(ls, uri)
        if source is None:
            return
        diagnostics = types.Diagnostic
        converted = []
        try:
            found = lsp_diagnostics(source, state["settings"])
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as e:  # noqa: BLE001  (a bug, toyir's or a dialect's: say so where the old diagnostics were)
            found = [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                      "message": f"toyir-lsp: internal error: {type(e).__name__}: {e} (this is a bug in toyir: "
                                 f"please report it with the file)", "severity": 1, "code": "TOYIR-INTERNAL"}]
        state["published"][uri] = (source.text, found)
        for d in found:
            related = [types.DiagnosticRelatedInformation(
                location=types.Location(uri=r["location"]["uri"], range=_range(r["location"]["range"])),
                message=r["message"]) for r in d.get("relatedInformation", ())]
            converted.append(diagnostics(range=_range(d["range"]), message=d["message"],
                                         severity=types.DiagnosticSeverity(d["severity"]), code=d["code"],
                                         source="toyir", related_information=related or None))
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=uri, diagnostics=converted))

    def _range(r: dict):
        return types.Range(start=types.Position(**r["start"]), end=types.Position(**r["end"]))

    @server.feature(types.SHUTDOWN)
    def shutdown(ls, params) -> None:
        shut_down.append(True)

    @server.feature(types.EXIT)
    def exit_(ls, params) -> None:
        """Exit at once, 0 after `shutdown`, else 1, as the protocol says (pygls's exit status is
        lost in the event loop: it exited 0 either way)."""
        sys.stdout.flush()
        os._exit(0 if shut_down else 1)

    @server.feature(types.INITIALIZE)
    def initialize(ls, params: types.InitializeParams) -> None:
        configure(params.initialization_options)
        warm_up()

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    def did_change_configuration(ls, params: types.DidChangeConfigurationParams) -> None:
        configure(params.settings)
        for doc in list(ls.workspace.text_documents.values()):
            publish(ls, doc.uri)  # as the client wrote it (the key is unquoted): where its editor shows them

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls, params: types.DidOpenTextDocumentParams) -> None:
        publish(ls, params.text_document.uri)

    pending: dict = {}  # a changed document's URI -> its publication to come (an asyncio.TimerHandle)

    def publish_pending(ls, uri: str) -> None:
        pending.pop(uri, None)
        publish(ls, uri)  # nothing, if the document was closed meanwhile

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls, params: types.DidChangeTextDocumentParams) -> None:
        # Published once the changes pause (CHANGE_PAUSE): each change to a large file verified
        # in turn kept the editor behind its typing (31 quick changes to a file of 20,000 errors:
        # the last diagnostics a minute later).  The changes that came meanwhile are read first.
        uri = params.text_document.uri
        waiting = pending.pop(uri, None)
        if waiting is not None:
            waiting.cancel()
        pending[uri] = asyncio.get_running_loop().call_later(CHANGE_PAUSE, lambda: publish_pending(ls, uri))

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls, params: types.DidCloseTextDocumentParams) -> None:
        state["cache"].pop(params.text_document.uri, None)
        state["published"].pop(params.text_document.uri, None)
        ls.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri=params.text_document.uri,
                                                                            diagnostics=[]))

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls, params: types.HoverParams) -> types.Hover | None:
        source = document(ls, params.text_document.uri)
        if source is None:
            return None
        offset = Lines(source.text).offset(params.position.line, params.position.character)
        text = hover_text(source, offset, state["settings"], modules(source))
        shown, published = state["published"].get(params.text_document.uri, (None, ()))
        if shown == source.text:  # the diagnostics under the cursor are those of this very text
            explained = explanation_at(published, params.position.line, params.position.character,
                                       _semantics(state["settings"]).registry)
            if explained is not None:
                text = explained if text is None else f"{explained}\n---\n\n{text}"
        if text is None:
            return None
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))

    @server.feature(types.TEXT_DOCUMENT_DEFINITION)
    def definition(ls, params: types.DefinitionParams) -> types.Location | None:
        source = document(ls, params.text_document.uri)
        if source is None:
            return None
        lines = Lines(source.text)
        at = definition_offset(source, lines.offset(params.position.line, params.position.character),
                               modules(source))
        return None if at is None else types.Location(uri=params.text_document.uri, range=_range(lines.range(at)))

    return server


def _argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="toyir's language server: speaks LSP over standard input and output, for an "
                               "editor to start (diagnostics, hover, go-to-definition for MLIR files).",
        epilog="Settings come from the client's initializationOptions or workspace configuration: semantics, "
               "splitInputFile, allowUnregisteredDialect, teachingNotes, and dialects (with "
               "--trust-dialect-settings only).")
    parser.add_argument("--stdio", action="store_true", help="speak over standard input and output (the default)")
    parser.add_argument("--dialect", action="append", default=[], metavar="FILE_OR_MODULE",
                        help="load a dialect (a Python file or module defining OPS), as toyir-verify --dialect; "
                             "repeatable")
    parser.add_argument("--trust-dialect-settings", action="store_true",
                        help="also load the dialects the client's dialects setting names (a workspace's settings "
                             "can name any file: only for workspaces you trust)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


class _OneLine(logging.Formatter):
    """pygls logs a client's malformed message with a traceback (of its own code, where it
    failed to read it); the editor's log gets the record's first line, as toyir's other lines."""

    def format(self, record: logging.LogRecord) -> str:
        first = (record.getMessage().splitlines() or [""])[0]
        return f"{PROG}: {record.levelname.lower()}: {first}"


def _log_in_one_line() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_OneLine())
    pygls = logging.getLogger("pygls")
    pygls.addHandler(handler)
    pygls.setLevel(logging.WARNING)  # what Python's last-resort handler printed before
    pygls.propagate = False


def main(argv: list[str] | None = None) -> None:
    args = _argument_parser().parse_args(argv)
    try:
        import lsprotocol  # noqa: F401
        import pygls  # noqa: F401
    except ImportError:
        sys.stderr.write(f"{PROG}: error: the language server needs pygls; install toyir with its 'lsp' extra: "
                         f"pip install -e '/path/to/toyir[lsp]'\n")
        sys.exit(2)
    _log_in_one_line()
    server = _build_server(tuple(args.dialect), args.trust_dialect_settings)
    server.start_io(GuardedStream(sys.stdin.buffer), sys.stdout.buffer)


if __name__ == "__main__":
    main()
