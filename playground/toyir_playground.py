"""The playground's Python side: what its Web Worker calls, in Pyodide, on each pause in typing.

    import toyir_playground
    toyir_playground.check(text, '{"semantics": "mlir", "split": true}')   # -> a JSON string

The text is checked as `toyir-verify` checks a file (toyir.driver.check_chunks, as toyir.notebook
does), with the options the page's controls set.  Each diagnostic is the record of
`toyir-verify --diagnostics-format json` (toyir.diagnostics.as_json), with what the page shows
apart added: mlir-opt's `words` and toyir's `detail` (the record's `message` is the two
together), `at`, its place in the text (the record's is where mlir-opt reports it, which may be
another file's, through a `loc(...)`), the code's title and `--explain` text, and each teaching note's aligned shapes as a
`table` of rows and columns.  `printIr` and `inferShapes` are what `toyir-verify --print-ir` and
`--infer-shapes` print for the same text and options.

This file is not part of the toyir package: it is the top layer, above the CLI, the API and the
language server, and uses only what they use.  In the page it runs on one thread with no
processes: the whole text is read and verified in memory (check_chunks keeps its modules, so a
large chunk never goes to toyir.parallel's processes or toyir.spooling's files), and those
modules, mmap and multiprocessing are made unimportable here so that nothing reaches them.
"""

from __future__ import annotations

import json
import re
import sys

from toyir.api import infer_shapes, print_ir
from toyir.diagnostics import Diagnostic, Severity, as_json, extent
from toyir.driver import check_chunks
from toyir.explanations import CODES, explain
from toyir.extensions import DialectError, with_dialects
from toyir.semantics import BY_NAME, Semantics
from toyir.source import Source
from toyir.syntax.splitting import DEFAULT_MARKER

FILE = "playground.mlir"  # the name diagnostics carry (a share link's text has no file of its own)

# Dialect files the site ships (the Toy tutorial's, samples/toy/toy.py), by the name the page
# gives them; the worker writes each into Pyodide's file system before the first check.
DIALECTS: dict[str, str] = {}

OPTIONS = {"semantics": "spec", "split": False, "verifyDiagnostics": False, "allowUnregistered": False,
           "dialects": []}


def no_processes() -> None:
    """Make what only a large file on a real machine uses unimportable (Pyodide has no fork and
    no mmap): a path that reached them would be a located internal error, never a hang."""
    for name in ("toyir.parallel", "toyir.spooling", "multiprocessing", "mmap"):
        if name not in sys.modules:
            sys.modules[name] = None  # type: ignore[assignment]


def check(text: str, options: str = "{}") -> str:
    """What toyir says about `text` under `options` (a JSON object: OPTIONS' keys), as JSON."""
    try:
        chosen, settings = _options(options)
    except (ValueError, DialectError) as e:  # the page's own options, or a dialect that will not load
        return json.dumps({"ok": False, "error": str(e), "diagnostics": [], "printIr": "", "inferShapes": "",
                           "explanations": {}})
    source = Source.from_text(FILE, text)
    chunks = check_chunks(source, split_marker=DEFAULT_MARKER if settings["split"] else None,
                          allow_unregistered=settings["allowUnregistered"], semantics=chosen)
    diagnostics = [d for chunk in chunks for d in chunk.diagnostics]
    if settings["verifyDiagnostics"]:
        from toyir.expectations import check_expectations  # as the CLI: only this mode needs it

        diagnostics = check_expectations(source, chunks)
    explanations = {}
    for d in diagnostics:
        if d.code and d.code not in explanations:
            explanations[d.code] = explain(d.code, chosen.registry)
    return json.dumps({
        "ok": not any(d.severity == Severity.ERROR for d in diagnostics),
        "error": None,
        "diagnostics": [_record(source, d, explanations) for d in diagnostics],
        "printIr": _printed(chunks, None),
        "inferShapes": _printed(chunks, chosen),
        "explanations": explanations,
    })


def explain_code(code: str, options: str = "{}") -> str:
    """`toyir-verify --explain CODE`'s text (with the dialects `options` loads), or ""."""
    try:
        chosen, _ = _options(options)
    except (ValueError, DialectError) as e:
        return str(e)
    return explain(code, chosen.registry) or ""


def codes() -> list[str]:
    """toyir's own codes, `TOYIR-E001`...: what the page can explain without a check."""
    return [f"TOYIR-{code}" for code, *_ in CODES]


_SEMANTICS: dict[tuple[str, tuple[str, ...]], Semantics] = {}


def _options(options: str) -> tuple[Semantics, dict]:
    given = json.loads(options)
    if not isinstance(given, dict):
        raise ValueError("options must be a JSON object")
    unknown = sorted(set(given) - set(OPTIONS))
    if unknown:
        raise ValueError(f"unknown option {unknown[0]!r}")
    settings = {**OPTIONS, **given}
    if settings["semantics"] not in BY_NAME:
        raise ValueError(f"semantics must be one of {', '.join(BY_NAME)}, not {settings['semantics']!r}")
    names = tuple(settings["dialects"])
    for name in names:
        if name not in DIALECTS:
            raise ValueError(f"no dialect {name!r} in the playground (it has {', '.join(DIALECTS) or 'none'})")
    key = (settings["semantics"], names)
    if key not in _SEMANTICS:  # a dialect file is loaded once, not on each pause in typing
        _SEMANTICS[key] = with_dialects(BY_NAME[settings["semantics"]], [DIALECTS[n] for n in names],
                                        include_installed=False)
    return _SEMANTICS[key], settings


def _printed(chunks: list, inferring: Semantics | None) -> str:
    """What `toyir-verify --print-ir` (with `inferring`, `--infer-shapes`) writes: a chunk with
    errors prints nothing, a verified chunk of no ops an empty line, chunks joined by `// -----`."""
    printed = []
    for chunk in chunks:
        if chunk.module is None or any(d.severity == Severity.ERROR for d in chunk.diagnostics):
            printed.append("")
        else:
            module = chunk.module if inferring is None else infer_shapes(chunk.module, inferring)
            printed.append(print_ir(module) or "\n")
    return f"{DEFAULT_MARKER}\n".join(printed)


def _record(source: Source, diagnostic: Diagnostic, explanations: dict[str, str | None]) -> dict:
    record = as_json(source, diagnostic)
    explanation = explanations.get(diagnostic.code) or ""
    # Where the editor marks it: the record's place is where mlir-opt reports, which for an op
    # with a file location (`loc("codegen.toy":5:10)`) is in that file, not in the text.
    line, column = source.line_col(diagnostic.offset)
    end_line, end_column = source.line_col(extent(source, diagnostic.offset, diagnostic.span))
    record["at"] = {"line": line, "column": column, "endLine": end_line, "endColumn": end_column}
    record["words"] = diagnostic.message
    record["detail"] = diagnostic.detail
    record["title"] = explanation.split("\n", 1)[0].partition(": ")[2]
    for note in record["notes"]:
        note["table"] = shape_table(note["detail"])
    return record


_ROW = re.compile(r"  (\S+(?: \S+)*)")
_CELL = re.compile(r"\S+")
_MARK = re.compile(r"( *)\^(?: (.*))?")


def shape_table(detail: str) -> dict | None:
    """A teaching note's aligned shapes (toyir.traits.base.shape_table's text) as a table:
    `rows` of a label and one cell per column ("" where a shorter shape has none), the column
    the `^` marks (or None) and why; None if `detail` is not such a table."""
    if not detail:
        return None
    lines = detail.split("\n")
    mark = _MARK.fullmatch(lines[-1])
    if mark is not None:
        lines.pop()
    rows = []
    for line in lines:
        label = _ROW.match(line)
        if label is None:
            return None
        rows.append((label.group(1), [(m.end(), m.group(0)) for m in _CELL.finditer(line, label.end())]))
    if not rows:
        return None
    ends = sorted({end for _, cells in rows for end, _ in cells})
    column = {end: i for i, end in enumerate(ends)}
    table = []
    for label, cells in rows:
        row = [""] * len(ends)
        for end, cell in cells:
            row[column[end]] = cell
        table.append([label, *row])
    marked = None if mark is None else column.get(len(mark.group(1)) + 1)
    if mark is not None and marked is None:
        return None
    return {"rows": table, "mark": marked, "why": (mark.group(2) or "") if mark else ""}
