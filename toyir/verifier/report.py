"""Where a run of the verifier puts what it finds (`Report`), and what it then reports: every
diagnostic in file order, or, as mlir-opt, the first error its parser would stop at (value
errors: names, types, counts) before anything its verifier finds."""

from __future__ import annotations

from toyir.diagnostics import Diagnostic, file_order
from toyir.explanations import UNDECLARED
from toyir.ir import Operation
from toyir.semantics import Semantics


# The detail of "use of undeclared SSA value name" at the top level, under mlir-opt's rules.
NOWHERE = ": the top level defines it nowhere (--semantics=spec takes it as an input to the IR)"


def _undeclared(diagnostic: Diagnostic) -> bool:
    """Whether `diagnostic` is "use of undeclared SSA value name" (by its code, or by its text
    where two processes wrote it already)."""
    code = getattr(diagnostic, "code", None)
    if code is not None:
        return code == UNDECLARED
    return "use of undeclared SSA value name" in diagnostic.output  # type: ignore[attr-defined]


def stops_parsing(value_errors: list[Diagnostic]) -> Diagnostic | None:
    """The error among `value_errors` at which mlir-opt's parser stops: the first in the text
    but for undeclared values, which it names only once the whole chunk is read (then all of
    them); None if there is none."""
    stopping = [d for d in value_errors if not _undeclared(d)]
    return min(stopping, key=file_order) if stopping else None


def reported(diagnostics: list[Diagnostic], value_errors: list[Diagnostic], semantics: Semantics) -> list[Diagnostic]:
    """What a verification reports, in file order."""
    if semantics.first_error_per_region and value_errors:
        # mlir-opt finds these while parsing, and a file that does not parse is not verified:
        # its parser stops at the first (`stops_parsing`), or, if every one is a value used and
        # never defined, names them all once the chunk is read.
        first = stops_parsing(value_errors)
        diagnostics = value_errors if first is None else [first]
    return sorted(diagnostics, key=file_order)


def shifted(diagnostic: Diagnostic, delta: int) -> Diagnostic:
    """`diagnostic` moved by `delta` characters, its notes with it."""
    notes = tuple(n if n.offset is None else n._replace(offset=n.offset + delta) for n in diagnostic.notes)
    return diagnostic._replace(offset=diagnostic.offset + delta, notes=notes)


class Report:
    """Where a run's diagnostics go, as its checks find them (`error`), those mlir-opt's parser
    would find apart too (`value_error`: names, types, counts); how many there were; the op being
    checked, whose `loc(...)` a diagnostic at it takes; and whether the run is past where
    mlir-opt stops (`muted`).  Shared by the pieces of a run's checker."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.value_errors: list[Diagnostic] = []  # those mlir-opt reports as it parses: names, types, counts
        self.parser_stopped = False  # whether one of them is where its parser stops (`stops_parsing`)
        self.current: Operation | None = None  # the op being checked
        self.errors = 0  # diagnostics reported so far: whether anything in a symbol table failed
        # Where mlir-opt stops verifying (`first_only`), it has parsed the whole file: the errors
        # its parser finds (value errors) are still looked for beyond, and nothing else is reported.
        self.muted = False

    def error(self, diagnostic: Diagnostic) -> bool:
        """Record `diagnostic`; True, so that a check can say it failed in the same breath.

        A diagnostic at the op being checked takes the op's `loc(...)`, if it has one."""
        current = self.current
        self.errors += 1
        if self.muted:
            return True
        if current is not None and current.location is not None and diagnostic.offset == current.offset:
            diagnostic = diagnostic._replace(location=current.location)
        self.diagnostics.append(diagnostic)
        return True

    def value_error(self, diagnostic: Diagnostic, sure: bool = False) -> bool:
        # Beyond where mlir-opt stops, a name undeclared here may be one its parser resolves (a
        # value of the region around an isolated op, in the generic form), which its verifier
        # would then have reported otherwise: only the errors its parser surely finds are kept
        # (`sure`: a name the top level defines nowhere, or a custom form's body: nothing is
        # around it that its parser looks in).
        if not (self.muted and diagnostic.code == UNDECLARED and not sure):
            self.value_errors.append(diagnostic)
            self.parser_stopped = self.parser_stopped or diagnostic.code != UNDECLARED
        return self.error(diagnostic)
