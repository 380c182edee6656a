"""`toyir-lsp`: a language server (LSP, over stdio) for editors, on python-lsp-jsonrpc.

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
by default), `irdlFiles` (IRDL files declaring more dialects, as `toyir-verify --irdl-file`) and
`dialects` (a list of modules declaring more ops; see `_semantics`).

A dialect is Python code, and a workspace's settings reach the server as the user's own do (a
checked-in `.vscode/settings.json`, a `.nvim.lua`): the server loads only the dialects its
command line names (`toyir-lsp --dialect FILE.py`) and the installed ones, and the `dialects`
setting only when its command line says so (`--trust-dialect-settings`).  An IRDL file is data,
read by a grammar in linear time: `irdlFiles` is always taken.

Install from the checkout with `pip install -e '.[lsp]'`; README.md says how to hook it into
VS Code and Neovim.  Only `main` and the `Server` import python-lsp-jsonrpc: the rest is plain
Python, so `--help` and `--version` work, and a missing library is one line, without it.

Why not pygls: importing `lsprotocol.types` (its typed messages) alone takes 175 ms, and an
editor waited 0.3 s from spawning pygls's server to its first diagnostics; python-lsp-jsonrpc
(python-lsp-server's JSON-RPC layer, a few milliseconds to import) answers within the 150 ms
budget, and LSP's messages are plain dicts here (`bench/lsp_latency.py` measures both ends).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import queue
import re
import sys
import threading
import time
from collections.abc import Iterable, Iterator
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from functools import lru_cache
from urllib.parse import unquote

from toyir import __version__
from toyir.diagnostics import Diagnostic, DiagnosticError, Severity, token_at, where
from toyir.driver import check_chunks
from toyir.explanations import explain
from toyir.inference import infer_result_type
from toyir.reading import parse_source
from toyir.ir import FUNC_OP, Module, format_symbol
from toyir.syntax.context import ParseContext
from toyir.syntax.fastparse import GiveUp
from toyir.syntax.reader import clear_caches, read_item
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
    irdl_files: tuple[str, ...] = field(default=())  # the command line's (--irdl-file), then the setting's
    setting_irdl_files: tuple[str, ...] = field(default=())

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
        irdl_files = options.get("irdlFiles")
        if isinstance(irdl_files, list) and all(isinstance(f, str) for f in irdl_files):
            changes["setting_irdl_files"] = tuple(irdl_files)
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
        semantics = with_dialects(semantics, [*settings.dialects, *settings.setting_dialects])
    except DialectError as e:  # reported to the editor's log, never fatal
        print(f"{PROG}: {e}", file=sys.stderr)
    irdl_files = (*settings.irdl_files, *settings.setting_irdl_files)
    return _with_irdl(semantics, irdl_files) if irdl_files else semantics


def _with_irdl(semantics: Semantics, paths: tuple[str, ...]) -> Semantics:
    """`semantics` with the dialects of the IRDL files at `paths`; one that cannot be read or
    loaded goes to the editor's log (in one line, with its place), and the rest are loaded."""
    from toyir.irdl import load, with_irdl  # here: only a server with IRDL files reads them (with Lark)

    loaded = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as file:
                source = Source.from_text(path, file.read())
            loaded.append(load(source))
        except (OSError, UnicodeDecodeError) as e:
            print(f"{PROG}: cannot read IRDL file '{path}': {getattr(e, 'strerror', None) or e}", file=sys.stderr)
        except DiagnosticError as e:
            name, line, column = where(source, e.diagnostic)
            print(f"{PROG}: {name}:{line}:{column}: error: {e.diagnostic.message} (the file's dialects are not loaded)",
                  file=sys.stderr)
    try:
        return semantics._replace(registry=with_irdl(semantics.registry, *loaded))
    except ValueError as e:
        print(f"{PROG}: cannot load IRDL files {', '.join(paths)}: {e}", file=sys.stderr)
        return semantics


# --- positions: LSP counts lines from 0 (ending at \n, \r\n or \r) and columns in UTF-16 units --

@lru_cache(maxsize=1)  # a document's, made once for its diagnostics and its hovers (a 50 MB one: 0.1 s)
def lines_of(text: str) -> Lines:
    return Lines(text)


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
    lines = lines_of(source.text)
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


def function_at(source: Source, offset: int) -> list | None:
    """The function (`func.func`, custom or generic) whose text holds `offset`, read alone, as
    the one module of a list: what hover and definition need there (a function sees no value
    from outside), at the cost of that function however large the document (a hover on a 10 MB
    one read all of it, 1.4 s).  None where `offset` is in no function, or the function does not
    read alone (an alias defined elsewhere, a syntax error): then the whole document is read."""
    text = source.text
    start, end = next(((s, e) for s, e in _chunk_ranges(text) if s <= offset <= e), (0, len(text)))
    line_end = text.find("\n", offset, end)
    at = end if line_end == -1 else line_end
    while True:  # the last line at or before `offset`'s that opens a function
        at = text.rfind("func.func", start, at)
        if at == -1:
            return None
        line = text.rfind("\n", start, at) + 1
        if text[line:at].strip(" \t") in ("", '"'):
            break
    try:
        function, function_end = read_item(text, line, end, ParseContext())
    except (GiveUp, DiagnosticError):
        return None
    if offset >= function_end or function.name != FUNC_OP:
        return None
    return [Module((function,))]


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
    lines = lines_of(source.text)
    target = lines.position(offset)[0]
    registry = _semantics(settings).registry
    for op in _index(modules)[2]:
        if lines.position(op.offset)[0] == target:
            return _op_summary(op, registry)
    return None


def explanation_at(published: Iterable[dict], line: int, character: int, registry=()) -> str | None:
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


# --- the stream: LSP's framing, read so that a malformed message costs only itself ------------

# The largest body read (a document of a few hundred MB fits): a larger `Content-Length` is a
# broken or hostile client's, which allocating for would end the server (MemoryError, OverflowError).
MAX_MESSAGE = 1 << 30
_HEADER = b"content-length:"


def read_messages(stream) -> Iterator[object]:
    """Each message `stream` holds (LSP's base protocol: header lines, a blank line, then
    `Content-Length` bytes of JSON), parsed.  A header is found wherever its line has it after
    junk (the rest of a body whose length was too short, say), so a bad message costs only itself
    (and at most the one after it); one without a usable length, or with more than
    `MAX_MESSAGE` bytes, is skipped unread, and a body that is not JSON is dropped: each with a
    line in the editor's log."""
    length: int | None = None
    while True:
        line = stream.readline()
        if not line:
            return
        if line.strip():  # a header
            at = line.lower().find(_HEADER)
            if at >= 0:
                value = line[at + len(_HEADER):].strip()
                length = int(value) if value.isdigit() and len(value) < 20 else -1
            continue
        if length is None or length < 0 or length > MAX_MESSAGE:
            said = "missing" if length is None else "not a size" if length < 0 else f"{length} (more than {MAX_MESSAGE} bytes)"
            _log(f"ignored a message whose Content-Length is {said}")
            length = None
            continue
        wanted, length = length, None
        body = stream.read(wanted)
        if body is None or len(body) < wanted:
            return  # the stream ended inside the body
        try:
            yield json.loads(body)
        except (ValueError, RecursionError):
            _log(f"ignored a body that is not JSON: {body[:80]!r}")


def _log(line: str) -> None:
    """A line in the editor's log (the server's standard error)."""
    print(f"{PROG}: {line}", file=sys.stderr, flush=True)


# --- the server ---------------------------------------------------------------------------------

# Seconds without a change before a changed document's diagnostics are published: a keystroke
# is further apart, and a burst of changes already sent is read in less.
CHANGE_PAUSE = 0.05
_MAX_POSITION = 2 ** 31 - 1  # LSP's uinteger
_END = object()  # the end of the client's stream


class Server:
    """toyir's language server: its open documents, its settings and LSP's methods.

    Messages are read on a thread of their own and handled here one at a time, in order, so
    that a changed document is published once the changes pause: each change sets its
    document's time, and a document is verified only when no message came in `CHANGE_PAUSE`
    (31 quick changes to a file of 20,000 errors, each verified in turn, kept the editor a
    minute behind its typing).  JSON-RPC itself (requests, responses, errors, cancellation) is
    python-lsp-jsonrpc's `Endpoint`."""

    def __init__(self, output, dialects: tuple[str, ...] = (), trust_dialects: bool = False,
                 irdl_files: tuple[str, ...] = ()) -> None:
        from pylsp_jsonrpc.endpoint import Endpoint
        from pylsp_jsonrpc.streams import JsonRpcStreamWriter

        self.writer = JsonRpcStreamWriter(output)
        self.endpoint = Endpoint(self, self.writer.write)
        self.trust_dialects = trust_dialects
        self.settings = Settings(dialects=dialects, irdl_files=irdl_files)
        # URI unquoted (a client may quote one URI two ways) -> (the URI as the client wrote it, the text)
        self.documents: dict[str, tuple[str, str]] = {}
        self.cache: dict[str, tuple[str, list]] = {}  # URI -> (text, its chunks read for hover and definition)
        self.published: dict[str, tuple[str, list]] = {}  # URI -> (text, the diagnostics published for it)
        self.pending: dict[str, float] = {}  # URI as the client wrote it -> when its publication is due
        self.shut_down = False
        self.warmed_up = False
        self.handlers = {
            "initialize": self.initialize, "initialized": _nothing, "shutdown": self.shutdown, "exit": self.exit,
            "workspace/didChangeConfiguration": self.did_change_configuration,
            "textDocument/didOpen": self.did_open, "textDocument/didChange": self.did_change,
            "textDocument/didClose": self.did_close, "textDocument/didSave": _nothing,
            "textDocument/hover": self.hover, "textDocument/definition": self.definition,
        }

    def __getitem__(self, method: str):  # the Endpoint's dispatcher: a KeyError is "method not found"
        return self.handlers[method]

    # ------------------------------------------------------------ the loop

    def serve(self, stream) -> None:
        inbox: queue.Queue = queue.Queue()

        def read() -> None:
            for message in read_messages(stream):
                inbox.put(message)
            inbox.put(_END)

        threading.Thread(target=read, name="toyir-lsp reader", daemon=True).start()
        while True:
            due = min(self.pending.values(), default=None)
            try:
                message = inbox.get(timeout=None if due is None and self.warmed_up else
                                    max(0.0, due - time.monotonic()) if due is not None else 0.2)
            except queue.Empty:
                self.idle()
                continue
            if message is _END:
                self.exit(None)
            self.consume(message)

    def idle(self) -> None:
        """No message came for a while: publish what is due, else load Lark's tables, before a
        document first needs them for an error."""
        now = time.monotonic()
        due = [uri for uri, at in self.pending.items() if at <= now]
        for uri in due:
            del self.pending[uri]
            self.publish(uri)
        if not due and not self.warmed_up:
            self.warmed_up = True
            try:
                parse_source(Source("warm-up", "%r = \"t.x\"( : () -> ()\n"))
            except DiagnosticError:
                pass

    def consume(self, message: object) -> None:
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or not (
                isinstance(message.get("method"), str) or "id" in message):
            _log(f"ignored a body that is not a JSON-RPC message: {json.dumps(message, default=str)[:80]}")
            return
        if self.shut_down and "id" in message and message.get("method") not in (None, "exit"):
            from pylsp_jsonrpc.exceptions import JsonRpcInvalidRequest

            # the protocol's answer to a request after `shutdown` (silence left a client waiting)
            self.writer.write({"jsonrpc": "2.0", "id": message["id"], "error": JsonRpcInvalidRequest(
                f"the server is shut down: no '{message['method']}' after shutdown").to_dict()})
            return
        try:
            self.endpoint.consume(message)
        except Exception as e:  # noqa: BLE001  (what the Endpoint lets through: `$/cancelRequest` without an id, say)
            _log(f"ignored {message.get('method', 'a message')}: {type(e).__name__}: {e}")

    # ------------------------------------------------------------ the lifecycle

    def initialize(self, params) -> dict:
        self.configure(params.get("initializationOptions") if isinstance(params, dict) else None)
        return {"capabilities": {"positionEncoding": "utf-16",
                                 "textDocumentSync": {"openClose": True, "change": 1},  # the whole text
                                 "hoverProvider": True, "definitionProvider": True},
                "serverInfo": {"name": PROG, "version": __version__}}

    def shutdown(self, params) -> None:
        self.shut_down = True

    def exit(self, params) -> None:
        """Exit at once: 0 after `shutdown`, else 1, as the protocol says (and so at the end of
        the client's stream)."""
        sys.stdout.flush()
        os._exit(0 if self.shut_down else 1)

    def configure(self, options: object) -> None:
        self.settings = self.settings.updated(options, self.trust_dialects)
        refused = None if self.trust_dialects else _untrusted_dialects(options)
        if refused is not None:
            print(refused, file=sys.stderr)  # the editor's log

    def did_change_configuration(self, params) -> None:
        self.configure(params.get("settings") if isinstance(params, dict) else None)
        for uri, _ in list(self.documents.values()):
            self.publish(uri)  # as the client wrote it: where its editor shows them

    # ------------------------------------------------------------ documents

    def did_open(self, params) -> None:
        document = _field(params, "textDocument", dict)
        uri, text = _field(document, "uri", str), _field(document, "text", str)
        self.documents[unquote(uri)] = (uri, text)
        self.publish(uri)

    def did_change(self, params) -> None:
        uri = _field(_field(params, "textDocument", dict), "uri", str)
        if unquote(uri) not in self.documents:
            _log("ignored textDocument/didChange for a document that is not open")  # sent just after its close, say
            return
        text = self.documents[unquote(uri)][1]
        for change in _field(params, "contentChanges", list):
            replacement = _field(change, "text", str)
            if "range" in change:  # a client that sends ranges although the server asked for whole texts
                lines = Lines(text)
                start, end = (lines.offset(*_position(change["range"], side)) for side in ("start", "end"))
                text = text[:start] + replacement + text[end:]
            else:
                text = replacement
        self.documents[unquote(uri)] = (uri, text)
        self.pending[uri] = time.monotonic() + CHANGE_PAUSE

    def did_close(self, params) -> None:
        uri = _field(_field(params, "textDocument", dict), "uri", str)
        for held in (self.documents, self.cache, self.published):
            held.pop(unquote(uri), None)
        self.pending.pop(uri, None)  # a publication still to come is dropped with the document
        clear_caches()  # what the readers remembered of it (and of the others: read again when they change)
        self.endpoint.notify("textDocument/publishDiagnostics", {"uri": uri, "diagnostics": []})

    def document(self, uri: str) -> Source | None:
        """An open document's text; None for a URI the client has not opened (never read from disk)."""
        held = self.documents.get(unquote(uri))
        return None if held is None else Source.from_text(uri, held[1])

    def modules(self, source: Source) -> list:
        key = unquote(source.name)
        cached = self.cache.get(key)
        if cached is None or cached[0] != source.text:
            cached = self.cache[key] = (source.text, read_chunks(source))
        return cached[1]

    def publish(self, uri: str) -> None:
        source = self.document(uri)
        if source is None:
            return
        try:
            found = lsp_diagnostics(source, self.settings)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as e:  # noqa: BLE001  (a bug, toyir's or a dialect's: say so where the old diagnostics were)
            found = [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                      "message": f"toyir-lsp: internal error: {type(e).__name__}: {e} (this is a bug in toyir: "
                                 f"please report it with the file)", "severity": 1, "code": "TOYIR-INTERNAL",
                      "source": "toyir"}]
        self.published[unquote(uri)] = (source.text, found)
        self.endpoint.notify("textDocument/publishDiagnostics", {"uri": uri, "diagnostics": found})

    # ------------------------------------------------------------ hover and definition

    def hover(self, params) -> dict | None:
        uri = _field(_field(params, "textDocument", dict), "uri", str)
        line, character = _position(params, "position")
        source = self.document(uri)
        if source is None:
            return None
        offset = lines_of(source.text).offset(line, character)
        text = hover_text(source, offset, self.settings, function_at(source, offset) or self.modules(source))
        shown, published = self.published.get(unquote(uri), (None, ()))
        if shown == source.text:  # the diagnostics under the cursor are those of this very text
            explained = explanation_at(published, line, character, _semantics(self.settings).registry)
            if explained is not None:
                text = explained if text is None else f"{explained}\n---\n\n{text}"
        return None if text is None else {"contents": {"kind": "markdown", "value": text}}

    def definition(self, params) -> dict | None:
        uri = _field(_field(params, "textDocument", dict), "uri", str)
        line, character = _position(params, "position")
        source = self.document(uri)
        if source is None:
            return None
        lines = lines_of(source.text)
        offset = lines.offset(line, character)
        at = definition_offset(source, offset, function_at(source, offset) or self.modules(source))
        return None if at is None else {"uri": uri, "range": lines.range(at)}


def _nothing(params) -> None:
    return None


def _field(params: object, name: str, kind: type):
    """`params[name]`, of type `kind`, or the protocol's InvalidParams error."""
    value = params.get(name) if isinstance(params, dict) else None
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        from pylsp_jsonrpc.exceptions import JsonRpcInvalidParams

        raise JsonRpcInvalidParams(f"'{name}' must be {'an object' if kind is dict else kind.__name__}")
    return value


def _position(params: object, name: str) -> tuple[int, int]:
    position = _field(params, name, dict)
    line, character = _field(position, "line", int), _field(position, "character", int)
    if not (0 <= line <= _MAX_POSITION and 0 <= character <= _MAX_POSITION):
        from pylsp_jsonrpc.exceptions import JsonRpcInvalidParams

        raise JsonRpcInvalidParams(f"'{name}' must hold a line and a character from 0 to {_MAX_POSITION}")
    return line, character


def _argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="toyir's language server: speaks LSP over standard input and output, for an "
                               "editor to start (diagnostics, hover, go-to-definition for MLIR files).",
        epilog="Settings come from the client's initializationOptions or workspace configuration: semantics, "
               "splitInputFile, allowUnregisteredDialect, teachingNotes, irdlFiles, and dialects (with "
               "--trust-dialect-settings only).")
    parser.add_argument("--stdio", action="store_true", help="speak over standard input and output (the default)")
    parser.add_argument("--dialect", action="append", default=[], metavar="FILE_OR_MODULE",
                        help="load a dialect (a Python file or module defining OPS), as toyir-verify --dialect; "
                             "repeatable")
    parser.add_argument("--irdl-file", action="append", default=[], metavar="FILE", dest="irdl_file",
                        help="load the dialects of an IRDL file, as toyir-verify --irdl-file; repeatable (the "
                             "irdlFiles setting adds more)")
    parser.add_argument("--trust-dialect-settings", action="store_true",
                        help="also load the dialects the client's dialects setting names (a workspace's settings "
                             "can name any file: only for workspaces you trust)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


class _OneLine(logging.Formatter):
    """python-lsp-jsonrpc logs a handler's failure with a traceback (an InvalidParams error it
    answered, say); the editor's log gets the record's first line, as toyir's other lines."""

    def format(self, record: logging.LogRecord) -> str:
        first = (record.getMessage().splitlines() or [""])[0]
        return f"{PROG}: {record.levelname.lower()}: {first}"


def _log_in_one_line() -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_OneLine())
    jsonrpc = logging.getLogger("pylsp_jsonrpc")
    jsonrpc.addHandler(handler)
    jsonrpc.setLevel(logging.WARNING)
    jsonrpc.propagate = False


def main(argv: list[str] | None = None) -> None:
    args = _argument_parser().parse_args(argv)
    try:
        import pylsp_jsonrpc  # noqa: F401
    except ImportError:
        sys.stderr.write(f"{PROG}: error: the language server needs python-lsp-jsonrpc; install toyir with its "
                         f"'lsp' extra: pip install -e '/path/to/toyir[lsp]'\n")
        sys.exit(2)
    _log_in_one_line()
    Server(sys.stdout.buffer, tuple(args.dialect), args.trust_dialect_settings, tuple(args.irdl_file)).serve(
        sys.stdin.buffer)


if __name__ == "__main__":
    main()
