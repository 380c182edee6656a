"""Notebooks: IR verified in a Jupyter or marimo cell, and shown as rich output.

    import toyir
    toyir.report(text)                    # any notebook: a Report, shown as HTML
    %load_ext toyir.notebook              # Jupyter (IPython): the %%toyir cell magic
    %%toyir --semantics=mlir --dialect course.py --registry course --infer-shapes
    ...IR...

A `Report` is what `toyir-verify` would say about the text, as a value: its diagnostics (the
`Found` records of `toyir.diagnose`) or, when it verifies, its IR (retyped, with
`infer_shapes`).  It shows itself as HTML (`_repr_html_`, what Jupyter and marimo display),
Markdown, or mlir-opt's text (`str`, a terminal's IPython): each diagnostic's place, words and
code (the code's title and explanation on hover), the source line with its caret, and its notes,
the teaching notes' shape tables kept aligned.  Colour is CSS, never ANSI codes.

Only the magic needs IPython, and it is imported only when the magic is loaded
(`pip install 'toyir[notebook]'`).  Loading dialect code is the user's explicit choice, as on the
command line: `--dialect FILE` names it, `--registry NAME` takes a `toyir.Registry` the notebook
itself built.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from toyir.api import Found, _name, _semantics, _text, found_at
from toyir.diagnostics import Diagnostic, Severity
from toyir.driver import check_chunks
from toyir.explanations import explain
from toyir.extensions import DialectError, with_dialects
from toyir.inference import infer_module
from toyir.printer import print_module
from toyir.registry import Registry
from toyir.rendering import render
from toyir.semantics import Semantics
from toyir.source import Source
from toyir.syntax.splitting import DEFAULT_MARKER

# each kind of diagnostic's colour, as mlir-opt's terminal colours them
_COLOURS = {"error": "#c62828", "warning": "#8e24aa", "note": "#546e7a", "remark": "#1565c0"}
_HEADER = re.compile(r"(?P<place>.*?:\d+:\d+: )(?P<kind>error|warning|note|remark): (?P<message>.*)")
_CARET = re.compile(r" *\^~*(?: .*)?")  # under a source line, or under a teaching note's table, with why
_CODE = re.compile(r" \[(?P<code>[A-Z][A-Za-z0-9_.-]*)\]$")
_PRE = ("margin:0;padding:0.4em 0.6em;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;"
        "font-size:0.9em;line-height:1.35;white-space:pre;overflow-x:auto;background:transparent")


class Report:
    """What toyir says about one text: `diagnostics` (mlir-opt's order) and, when it verified,
    `ir` (its generic form; retyped where shapes were inferred).  `ok` is true when no error was
    found; `found` gives each diagnostic with its file, line, column, code and notes."""

    def __init__(self, source: Source, diagnostics: Sequence[Diagnostic], ir: str | None,
                 registry: Registry | None = None) -> None:
        self.source = source
        self.diagnostics = tuple(diagnostics)
        self.ir = ir
        self._registry = registry

    @property
    def ok(self) -> bool:
        return not any(d.severity == Severity.ERROR for d in self.diagnostics)

    @property
    def found(self) -> list[Found]:
        return [found_at(self.source, d) for d in self.diagnostics]

    def __repr__(self) -> str:
        return f"<toyir.Report {self.source.name}: {'verified' if self.ok else self._count()}>"

    def __str__(self) -> str:
        """mlir-opt's text: every diagnostic as `toyir-verify` writes it, or the IR."""
        if self.diagnostics:
            return "".join(render(self.source, d) for d in self.diagnostics)
        return self.ir if self.ir is not None else ""

    def _repr_pretty_(self, printer, cycle: bool) -> None:  # IPython in a terminal
        printer.text(str(self) if not cycle else repr(self))

    def _repr_markdown_(self) -> str:
        verdict = "**verified**" if self.ok else f"**{self._count()}**"
        return f"{verdict} ({html.escape(self.source.name)})\n\n```\n{str(self).rstrip()}\n```\n"

    def _repr_html_(self) -> str:
        parts = [_verdict(self.ok, self._count(), self.source.name)]
        for diagnostic in self.diagnostics:
            parts.append(_diagnostic_html(render(self.source, diagnostic), self._registry))
        if self.ok and self.ir:
            parts.append(f'<pre style="{_PRE}">{html.escape(self.ir.rstrip())}</pre>')
        return f'<div class="toyir-report">{"".join(parts)}</div>'

    def _count(self) -> str:
        errors = sum(d.severity == Severity.ERROR for d in self.diagnostics)
        return f"{errors} error" + ("" if errors == 1 else "s")


def report(text: str, filename: str = "<cell>", *, semantics: Semantics | str = "spec",
           registry: Registry | None = None, dialects: Sequence[str] = (), infer_shapes: bool = False,
           allow_unregistered: bool = False, split_marker: str | None = None,
           teaching_notes: bool = True) -> Report:
    """Verify `text` as `toyir-verify` does and return a `Report` (options as `toyir.check`;
    `dialects` are `--dialect` files or modules, loaded on top of `registry`)."""
    source = Source.from_text(_name(filename), _text(text))
    chosen = _semantics(semantics, registry)
    if dialects:
        chosen = with_dialects(chosen, list(dialects), include_installed=False)
    chunks = check_chunks(source, split_marker=split_marker, allow_unregistered=allow_unregistered,
                          semantics=chosen, teaching_notes=teaching_notes)
    diagnostics = [d for chunk in chunks for d in chunk.diagnostics]
    ir = None
    if not any(d.severity == Severity.ERROR for d in diagnostics):
        modules = [infer_module(c.module, chosen.registry) if infer_shapes else c.module for c in chunks]
        ir = f"{DEFAULT_MARKER}\n".join(print_module(m) for m in modules if m is not None)
    return Report(source, diagnostics, ir, chosen.registry)


def _verdict(ok: bool, count: str, name: str) -> str:
    colour = "#2e7d32" if ok else _COLOURS["error"]
    return (f'<div style="font-weight:bold;color:{colour}">{"&#10003; verified" if ok else "&#10007; " + count}'
            f'<span style="font-weight:normal;color:#777"> &middot; {html.escape(name)}</span></div>')


def _diagnostic_html(text: str, registry: Registry | None) -> str:
    """One diagnostic as `render` writes it, each line marked by what it is: a header (place,
    kind, words, code), the echoed source line, its caret, or a note's table row."""
    lines = []
    for line in text.rstrip("\n").split("\n"):
        header = _HEADER.fullmatch(line)
        if header is not None:
            kind = header["kind"]
            message = header["message"]
            code = _CODE.search(message)
            words = html.escape(message[:code.start()] if code else message)
            if code is not None:
                words += " " + _code_html(code["code"], registry)
            lines.append(f'<span style="color:#555">{html.escape(header["place"])}</span>'
                         f'<b style="color:{_COLOURS[kind]}">{kind}:</b> '
                         + (f"<b>{words}</b>" if kind != "note" else words))
        elif _CARET.fullmatch(line):
            lines.append(f'<span style="color:#2e7d32;font-weight:bold">{html.escape(line)}</span>')
        else:
            lines.append(html.escape(line))
    return f'<pre class="toyir-diagnostic" style="{_PRE}">' + "\n".join(lines) + "</pre>"


def _code_html(code: str, registry: Registry | None) -> str:
    """`[CODE]`, with what `--explain CODE` says as its tooltip."""
    explanation = explain(code, registry or ())
    title = f' title="{html.escape(explanation.strip(), quote=True)}"' if explanation else ""
    return f'<abbr style="color:#777;text-decoration:underline dotted"{title}>[{html.escape(code)}]</abbr>'


# ---------------------------------------------------------------- the %%toyir cell magic

def load_ipython_extension(ipython) -> None:
    """`%load_ext toyir.notebook`: registers the `%%toyir` cell magic."""
    ipython.register_magic_function(_cell_magic(ipython), magic_kind="cell", magic_name="toyir")


def _cell_magic(ipython):
    import argparse  # here: only the magic needs them
    import shlex

    from IPython.core.error import UsageError  # shown as its message alone, as IPython's own magics' errors

    class Parser(argparse.ArgumentParser):
        def error(self, message: str):  # type: ignore[override]  # a notebook is not to exit
            raise UsageError(f"%%toyir: {message}")

    parser = Parser(prog="%%toyir", add_help=False)
    parser.add_argument("--semantics", choices=("spec", "mlir"), default="spec")
    parser.add_argument("--dialect", action="append", default=[], metavar="FILE")
    parser.add_argument("--registry", metavar="NAME", help="a toyir.Registry in the notebook's namespace")
    parser.add_argument("--infer-shapes", action="store_true")
    parser.add_argument("--allow-unregistered-dialect", action="store_true")
    parser.add_argument("--split-input-file", nargs="?", const=DEFAULT_MARKER, default=None, metavar="MARKER")
    parser.add_argument("--no-teaching-notes", action="store_true")

    def toyir(line: str, cell: str) -> Report:
        """%%toyir [--semantics spec|mlir] [--dialect FILE]... [--registry NAME] [--infer-shapes]
        [--allow-unregistered-dialect] [--split-input-file[=MARKER]] [--no-teaching-notes]:
        verify the cell's IR and show what toyir says."""
        try:
            words = shlex.split(line)
        except ValueError as e:  # an unclosed quote
            raise UsageError(f"%%toyir: {e}") from None
        args = parser.parse_args(words)
        registry = None
        if args.registry is not None:
            registry = ipython.user_ns.get(args.registry)
            if not isinstance(registry, Registry):
                raise UsageError(f"%%toyir: --registry {args.registry}: no toyir.Registry of that name in the notebook"
                                 " (build one with toyir.DEFAULT_REGISTRY.extended([...]))")
        try:
            return report(cell, "<cell>", semantics=args.semantics, registry=registry, dialects=args.dialect,
                          infer_shapes=args.infer_shapes, allow_unregistered=args.allow_unregistered_dialect,
                          split_marker=args.split_input_file, teaching_notes=not args.no_teaching_notes)
        except DialectError as e:
            raise UsageError(f"%%toyir: {e}") from None

    return toyir
