"""`--diagnostics-format=sarif`: one SARIF 2.1.0 log per invocation, for code-scanning services.

One run (toyir-verify), one rule per error code that occurs (its title, its `--explain` text),
one result per diagnostic with a region (start and end line and column: 1-based, columns in
Unicode code points, the end just past the underlined text), and the diagnostic's notes as
related locations.  A file that cannot be read is a tool execution notification, and the
invocation then did not succeed.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any

from toyir import __version__
from toyir.diagnostics import Diagnostic, Severity, extent, where
from toyir.explanations import CODES, dialect_codes, explain
from toyir.source import Source

SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "note", Severity.REMARK: "note"}
_TITLES = {f"TOYIR-{code}": title for code, title, *_ in CODES}


def _rule_name(title: str) -> str:
    """A rule's `name`, an identifier from its title: "operands that do not broadcast" ->
    "OperandsThatDoNotBroadcast"."""
    words = [w for w in title.replace("-", " ").split() if w.isalnum()]
    if len(words) > 1 and words[0] in ("a", "an", "the"):
        words = words[1:]
    return "".join(w[:1].upper() + w[1:] for w in words) or "Diagnostic"


class SarifLog:
    """Results gathered file by file, written once, at the end, by `dumps`."""

    def __init__(self, ops: Iterable[Any] = ()) -> None:
        self.ops = ops  # the registry's OpDefs, whose traits may explain a dialect's own codes
        self.results: list[dict] = []
        self.rules: dict[str, int] = {}
        self.artifacts: dict[str, int] = {}
        self.notifications: list[dict] = []

    def _artifact(self, name: str) -> dict:
        index = self.artifacts.setdefault(name, len(self.artifacts))
        return {"uri": _uri(name), "index": index}

    def _rule(self, code: str) -> int:
        return self.rules.setdefault(code, len(self.rules))

    def _location(self, source: Source, offset: int, span: int = 1, message: str | None = None) -> dict:
        line, col = source.line_col(offset)
        end = extent(source, offset, span)
        end_line, end_col = source.line_col(end)
        if (end_line, end_col) == (line, col):  # SARIF regions are not empty: one column at least
            end_col += 1
            end += 1
        location: dict = {"physicalLocation": {
            "artifactLocation": self._artifact(source.name),
            # the region's own text, as SARIF defines a snippet (a whole line, under each of a
            # long line's many errors, would make the log grow as their product)
            "region": {"startLine": line, "startColumn": col, "endLine": end_line, "endColumn": end_col,
                       "snippet": {"text": source.text[offset:end]}}}}
        if message is not None:
            location["message"] = {"text": message}
        return location

    def add(self, source: Source, diagnostic: Diagnostic, code: str) -> None:
        related = [self._location(source, diagnostic.offset if n.offset is None else n.offset, message=n.message)
                   for n in diagnostic.notes]
        here = self._location(source, diagnostic.offset, diagnostic.span)
        name, line, column = where(source, diagnostic)
        if name != source.name or line != here["physicalLocation"]["region"]["startLine"]:
            # reported at its op's `loc(...)`, in another file, as the text and JSON formats
            # report it: the op itself is a related location
            here["message"] = {"text": "the op"}
            related.append(here)
            here = {"physicalLocation": {"artifactLocation": self._artifact(name),
                                         "region": {"startLine": line, "startColumn": column or 1}}}
        for number, location in enumerate(related):
            location["id"] = number
        result: dict = {"ruleId": code, "ruleIndex": self._rule(code), "level": LEVEL[diagnostic.severity],
                        "message": {"text": diagnostic.text}, "locations": [here]}
        if related:
            result["relatedLocations"] = related
        self.results.append(result)

    def cannot_read(self, name: str, message: str) -> None:
        self.notifications.append({"level": "error", "message": {"text": message},
                                   "locations": [{"physicalLocation": {"artifactLocation": {"uri": _uri(name)}}}]})

    def log(self) -> dict:
        rules = []
        own = dialect_codes(self.ops) if any(code not in _TITLES for code in self.rules) else {}
        for code in self.rules:
            title = _TITLES.get(code) or own.get(code, (code,))[0]
            rule: dict = {"id": code, "name": _rule_name(title), "shortDescription": {"text": title}}
            text = explain(code, self.ops if code in own else ())
            if text:
                rule["fullDescription"] = {"text": text.strip()}
                rule["help"] = {"text": text.strip()}
            rules.append(rule)
        return {
            "$schema": SCHEMA,
            "version": "2.1.0",
            "runs": [{
                "tool": {"driver": {"name": "toyir-verify", "version": __version__,
                                    "rules": rules}},
                "invocations": [{"executionSuccessful": not self.notifications,
                                 "toolExecutionNotifications": self.notifications}],
                "artifacts": [{"location": {"uri": _uri(name)}} for name in self.artifacts],
                "columnKind": "unicodeCodePoints",
                "results": self.results,
            }],
        }

    def dumps(self) -> str:
        import json

        return json.dumps(self.log(), indent=2) + "\n"


def _uri(name: str) -> str:
    """A file name as a relative URI reference (`<stdin>` kept as a name): its bytes, escaped,
    so that a name that is not UTF-8 (its bytes kept as Python keeps them, `surrogateescape`)
    is written as it is on disk."""
    from urllib.parse import quote

    return quote(os.fsencode(name.replace("\\", "/")), safe="/:._-~")
