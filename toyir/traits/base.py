"""The trait base: `Trait`, and the helpers traits build their messages with.

A trait's `verify` returns the first `Diagnostic` the op earns, or `None`.  A trait may name the
traits it presupposes in `requires`: an op declared with it runs those first, and its traits
stop at the first failure, since a later trait may rely on what an earlier one checked.
"""

from __future__ import annotations

from contextvars import ContextVar
from functools import lru_cache
from itertools import chain

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import TypeVar

    _T = TypeVar("_T")

from toyir.diagnostics import Diagnostic, Note, Severity, error
from toyir.explanations import DIALECT_RULE, TRAIT_FAILED
from toyir.ir import ComplexType, MemRefType, Operation, TensorType, Type, VectorType
from toyir.records import Node
from toyir.shapes import Shape, dim_text


def op_error(op: Operation, message: str, detail: str = "", *notes: Note, code: str = "") -> Diagnostic:
    """An error about `op`, located at its quoted name and worded as MLIR's `emitOpError`; with
    no `code`, it takes the code of the trait that reports it."""
    # `error`'s record, made without calling it: one per wrong op, and the call (its keywords,
    # its notes packed again) cost 0.4 us of a wrong op's 8
    return Diagnostic._make((Severity.ERROR, op.offset, f"'{op.name}' op {message}", notes, 1, detail, None, code))


@lru_cache(maxsize=64)  # one per operand count, made once: a table is made per wrong op
def operand_labels(count: int) -> tuple[str, ...]:
    """`operand #0`, `operand #1`...: the labels of a table's first `count` rows."""
    return tuple(f"operand #{i}" for i in range(count))


def shape_table(rows: list[tuple[str, Shape | None]], axis: int | None = None, why: str = "") -> str:
    """Shapes one under the other, aligned on their last dim; `^ why` under dim `axis` (from the right).
    A shape of None is an unranked operand's: `*`."""
    labels, shapes = zip(*rows)
    return labelled_table(labels, shapes, axis, why)


def labelled_table(labels: tuple[str, ...], shapes: tuple[Shape | None, ...], axis: int | None = None,
                   why: str = "") -> str:
    """`shape_table` of the rows `zip(labels, shapes)`, given apart: how the traits here make
    theirs, one per wrong op, without zipping rows to unzip them."""
    rows = table_rows(shapes)
    # A table is made for every wrong op: its cells are written and measured in C.
    return cells_table(labels, tuple(map(len, rows)), tuple(map(dim_text, chain.from_iterable(rows))), axis, why)


def table_rows(shapes: Sequence[Shape | None]) -> Sequence[tuple]:
    """`shapes` as a table's rows: an unranked operand's row is `*`."""
    return [("*",) if shape is None else shape for shape in shapes] if None in shapes else shapes  # type: ignore[return-value]


def cells_table(labels: tuple[str, ...], ranks: tuple[int, ...], cells: tuple[str, ...], axis: int | None = None,
                why: str = "") -> str:
    """`labelled_table` of rows already written: each row's rank, and every dim's text, row
    after row (a trait that has written some of the shapes for its message does not write them
    again)."""
    key = (labels, ranks, max(map(len, cells)) if cells else 1, axis)
    layout = _TABLES.get(key)
    if layout is None:
        layout = _bounded_tables()[key] = _table_layout(*key)
    table = layout % cells
    return table + why if axis is not None else table


# One wrong op of every kind and rank gets a table: the layout (a %-format of the dims) is made
# once per labels, ranks, cell width and marked axis.
_TABLES: dict[tuple, str] = {}


def _bounded_tables() -> dict[tuple, str]:
    if len(_TABLES) >= 4096:
        _TABLES.clear()
    return _TABLES


def _table_layout(labels: tuple[str, ...], ranks: tuple[int, ...], width: int, axis: int | None) -> str:
    columns = max(ranks)
    label_width = max(map(len, labels))
    blank, cell = " " * (width + 1), f"%{width}s"
    lines = [f"  {label.ljust(label_width)}  ".replace("%", "%%")
             + (blank * (columns - rank) + " ".join([cell] * rank) if rank else "")
             for label, rank in zip(labels, ranks)]
    if axis is not None:
        lines.append(" " * (2 + label_width + 2 + (columns - 1 - axis) * (width + 1) + width - 1) + "^ ")
    return "\n".join(lines)


# Whether the diagnostics being made are wanted with their teaching notes.  A check asked for
# without them (`--no-teaching-notes`, `check_chunks(teaching_notes=False)`) sets it false, and a
# trait asks `teaching()` before it builds a note: a note left out then costs nothing to make.
TEACHING_NOTES: ContextVar[bool] = ContextVar("toyir_teaching_notes", default=True)


def teaching() -> bool:
    """Whether teaching notes are wanted for the diagnostics being made (`TEACHING_NOTES`)."""
    return TEACHING_NOTES.get()


def with_teaching_notes(wanted: bool, work: Callable[[], _T]) -> _T:
    """`work()`, its diagnostics made with teaching notes or without (`TEACHING_NOTES`)."""
    token = TEACHING_NOTES.set(wanted)
    try:
        return work()
    finally:
        TEACHING_NOTES.reset(token)


def teaching_note(code: str, first_line: str, table: str) -> Note:
    """An explanatory note (never matched by --verify-diagnostics) that names the error's code."""
    return Note._make((f"{first_line}{_naming(code)}{table}", None, True))


@lru_cache(maxsize=None)  # one per code: a note is made per wrong op
def _naming(code: str) -> str:
    return f" ({code}; toyir-verify --explain {code.removeprefix('TOYIR-')}):\n"


class Trait(Node):
    """A rule over one op; `requires` lists the traits that must hold before this one is checked.

    A trait is a value: two traits of one class with equal fields are the same trait.
    """

    __slots__ = ()
    requires: tuple[Trait, ...] = ()
    # True when the verdict depends only on the op's name, types, attributes and properties:
    # the verifier remembers such verdicts within one run.  A trait that looks at parents,
    # regions, blocks or which values an op uses says False.
    cacheable = True
    # True for what MLIR's parser checks as it makes the op (a property's conversion): its
    # error stops the reading of the file, as a value used with the wrong type does.
    parse_time = False
    # True for what MLIR checks of an op once the ops in its regions are verified (a region
    # trait, an interface's `verifyRegionTrait`, the op's `verifyRegions`): an op nested in it
    # that fails is reported first.
    after_regions = False
    # The code of what `verify` reports, unless it gives one itself.  A dialect's own trait may
    # name its own code; one that does not is reported under TOYIR-E009.
    code = DIALECT_RULE
    # A dialect's own code explained, as `toyir-verify --explain CODE` and SARIF's rules show
    # TOYIR's: a short title, a paragraph, an example that fails it (each optional).
    title = ""
    explanation = ""
    example = ""

    def verify(self, op: Operation) -> Diagnostic | None:
        raise NotImplementedError

    def infer(self, op: Operation) -> Shape | None:
        """The result shape this trait infers for a verified `op` (`--infer-shapes`); None: none."""
        return None


def first_failure(op: Operation, checks: Sequence[Trait]) -> Diagnostic | None:
    """The first diagnostic `op`'s traits give, with the reporting trait's code if it gave none.

    A trait that raises is a bug in the trait, not in the op: it is reported at the op, naming
    the trait, and the op's remaining traits are not run (they may rely on this one)."""
    for trait in checks:
        try:
            found = trait.verify(op)
        except Exception as e:  # noqa: BLE001  (a dialect's trait may raise anything)
            return trait_failed(op, trait, e)
        if found is not None:
            return reported_by(op, trait, found)
    return None


def reported_by(op: Operation, trait: Trait, found: object) -> Diagnostic:
    """What a trait's check returned that is not None: the diagnostic, with the trait's code if
    it gave none; or, where it is no diagnostic (a string, True), a bug in the trait."""
    if not isinstance(found, Diagnostic):
        shown = repr(found)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        return _trait_bug(op, trait, f": its verify returned {shown} ({type(found).__name__}), where a Diagnostic "
                                     f"(toyir.op_error(op, message)) or None is expected")
    return found if found.code else found._replace(code=trait.code or DIALECT_RULE)


def trait_failed(op: Operation, trait: Trait, e: Exception) -> Diagnostic:
    """A trait that raised: a bug in the trait, not in the op, reported at the op."""
    return _trait_bug(op, trait, f": {type(e).__name__}: {e}")


def _trait_bug(op: Operation, trait: Trait, detail: str) -> Diagnostic:
    return error(op.offset, f"trait {type(trait).__name__} of '{op.name}' failed to run", detail=detail,
                 code=TRAIT_FAILED)


class Marker(Trait):
    """A trait that checks nothing on its own op but declares what the verifier acts on as it
    walks regions (scopes, terminators, graph regions, symbol tables); an op's traits are run
    without its markers."""

    __slots__ = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        return None


def typed_values(op: Operation) -> list[tuple[str, Type]]:
    """Each operand and result of `op` with the name a message gives it (`operand #1`)."""
    return [(f"operand #{i}", t) for i, t in enumerate(op.operand_types)] + [
        (f"result #{i}", t) for i, t in enumerate(op.result_types)
    ]


def element_type(t: Type) -> Type:
    return t.element if isinstance(t, (TensorType, VectorType, MemRefType)) else t
