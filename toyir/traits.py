"""Traits: the rules an op declares, each a small value with one `verify(op)`.

A trait's `verify` returns the first `Diagnostic` the op earns, or `None`; shape arithmetic
is delegated to `toyir.shapes`.  A trait may name the traits it presupposes in `requires`
(the seed says `Broadcastable` itself demands one result and tensor-or-vector types): an op
declared with it runs those first, and its traits stop at the first failure, since a later
trait may rely on what an earlier one checked.
"""

from __future__ import annotations

from collections.abc import Callable

from toyir.diagnostics import Diagnostic, Note, error
from toyir.explanations import (ATTRIBUTE, DIALECT_RULE, ELEMENT_TYPE, INCOMPATIBLE_SHAPES, OPERAND_COUNT,
                                RESULT_COUNT, RESULT_SHAPE, STRUCTURE, TYPE_KIND, VECTOR_WITH_TENSOR)
from toyir.records import Node
from toyir.ir import (DenseArrayAttr, IntegerAttr, IntegerType, Operation, StringAttr, TensorType, Type, VectorType,
                      is_shaped, with_shape)
from toyir.shapes import (BroadcastError, Dim, ResultMismatch, Shape, format_shape, infer_dim, infer_result_shape,
                          mlir_broadcast_dim, mlir_result_mismatch, result_mismatch)


def op_error(op: Operation, message: str, detail: str = "", *notes: Note, code: str = "") -> Diagnostic:
    """An error about `op`, located at its quoted name and worded as MLIR's `emitOpError`; with
    no `code`, it takes the code of the trait that reports it."""
    return error(op.offset, f"'{op.name}' op {message}", *notes, detail=detail, code=code)


def shape_table(rows: list[tuple[str, Shape | None]], axis: int | None = None, why: str = "") -> str:
    """Shapes one under the other, aligned on their last dim; `^ why` under dim `axis` (from the right).
    A shape of None is an unranked operand's: `*`."""
    cells = [["*"] if shape is None else ["?" if d is None else str(d) for d in shape] for _, shape in rows]
    width = max((len(c) for row in cells for c in row), default=1)
    columns = max((len(row) for row in cells), default=0)
    label_width = max(len(label) for label, _ in rows)
    lines = [f"  {label.ljust(label_width)}  " + " ".join([" " * width] * (columns - len(row)) +
                                                          [c.rjust(width) for c in row]).rstrip()
             for (label, _), row in zip(rows, cells)]
    if axis is not None:
        lines.append(" " * (2 + label_width + 2 + (columns - 1 - axis) * (width + 1) + width - 1) + "^ " + why)
    return "\n".join(lines)


def teaching_note(code: str, first_line: str, table: str) -> Note:
    """An explanatory note (never matched by --verify-diagnostics) that names the error's code."""
    return Note(f"{first_line} ({code}; toyir-verify --explain {code.removeprefix('TOYIR-')}):\n{table}",
                explanatory=True)


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
    # The code of what `verify` reports, unless it gives one itself.  A dialect's own trait may
    # name its own code; one that does not is reported under TOYIR-E009.
    code = DIALECT_RULE

    def verify(self, op: Operation) -> Diagnostic | None:
        raise NotImplementedError

    def infer(self, op: Operation) -> Shape | None:
        """The result shape this trait infers for a verified `op` (`--infer-shapes`); None: none."""
        return None


# ---------------------------------------------------------------- structure (MLIR's ODS wording)


class AtLeastNOperands(Trait):
    __slots__ = ("n",)
    code = OPERAND_COUNT

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) >= self.n:
            return None
        return op_error(op, f"expected {self.n} or more operands, but found {len(op.operand_types)}")


class OneResult(Trait):
    __slots__ = ()
    code = RESULT_COUNT

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.result_types) == 1:
            return None
        return op_error(op, "requires one result", f", but found {len(op.result_types)} results")


class NOperands(Trait):
    __slots__ = ("n",)
    code = OPERAND_COUNT

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) == self.n:
            return None
        return op_error(op, f"expected {self.n} operands, but found {len(op.operand_types)}")


class OperandCountIn(Trait):
    __slots__ = ("counts",)
    code = OPERAND_COUNT

    def __init__(self, counts: tuple[int, ...]) -> None:
        self.counts = counts

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) in self.counts:
            return None
        *rest, last = self.counts
        expected = f"{', '.join(map(str, rest))} or {last}" if rest else str(last)
        return op_error(op, f"expected {expected} operands, but found {len(op.operand_types)}")


def _typed_values(op: Operation) -> list[tuple[str, Type]]:
    """Each operand and result of `op` with the name a message gives it (`operand #1`)."""
    return [(f"operand #{i}", t) for i, t in enumerate(op.operand_types)] + [
        (f"result #{i}", t) for i, t in enumerate(op.result_types)
    ]


class TensorOrVector(Trait):
    """Every operand and result is a tensor or a vector, and they are not both kinds."""

    __slots__ = ()
    code = TYPE_KIND

    def verify(self, op: Operation) -> Diagnostic | None:
        if all(type(t) is TensorType for t in op.operand_types) and all(type(t) is TensorType for t in op.result_types):
            return None  # the common case, settled without naming anything
        values = _typed_values(op)
        for label, t in values:
            if not is_shaped(t):
                return op_error(op, f"{label} must be tensor or vector, but got '{t}'")
        tensor = next((v for v in values if isinstance(v[1], TensorType)), None)
        vector = next((v for v in values if isinstance(v[1], VectorType)), None)
        if tensor and vector:
            # MLIR emits this one without the `'name' op` prefix; ported tests match it as is.
            return error(op.offset, "cannot broadcast vector with tensor", code=VECTOR_WITH_TENSOR,
                         detail=f": {vector[0]} is '{vector[1]}' and {tensor[0]} is '{tensor[1]}'")
        return None


class Tensors(Trait):
    """Every operand and result is a tensor, in MLIR's ODS words for `AnyTensor` operands
    (`Variadic<AnyTensor>` ones with `variadic`)."""

    __slots__ = ("variadic",)
    code = TYPE_KIND

    def __init__(self, variadic: bool = False) -> None:
        self.variadic = variadic

    def verify(self, op: Operation) -> Diagnostic | None:
        for label, t in _typed_values(op):
            if not isinstance(t, TensorType):
                kind = "variadic of tensor" if self.variadic and label.startswith("operand") else "tensor"
                return op_error(op, f"{label} must be {kind} of any type values, but got '{t}'")
        return None


def _element(t: Type) -> Type:
    return t.element if isinstance(t, (TensorType, VectorType)) else t


class SameElementType(Trait):
    """The chosen operands (all by default) and, if `results`, the result share one element type."""

    __slots__ = ("operands", "results")
    code = ELEMENT_TYPE

    def __init__(self, operands: tuple[int, ...] | None = None, results: bool = True) -> None:
        self.operands = operands
        self.results = results

    def verify(self, op: Operation) -> Diagnostic | None:
        indices = range(len(op.operand_types)) if self.operands is None else self.operands
        values = [(f"operand #{i}", op.operand_types[i]) for i in indices if i < len(op.operand_types)]
        if self.results:
            values += [(f"result #{i}", t) for i, t in enumerate(op.result_types)]
        if not values:
            return None
        first_label, first = values[0]
        for label, t in values[1:]:
            if _element(t) != _element(first):
                return op_error(op, self.message(), f": {label} has '{_element(t)}', but {first_label} has "
                                                    f"'{_element(first)}'")
        return None

    def message(self) -> str:
        # mlir-opt's words for SameOperandsAndResultElementType and SameOperandsElementType.
        if self.operands is None:
            return "requires the same element type for all operands" + (" and results" if self.results else "")
        return "requires the result's element type to be that of " + ", ".join(f"operand #{i}" for i in self.operands)


class BoolElements(Trait):
    """Operands and/or results hold `i1` (ONNX's logical and comparison ops)."""

    __slots__ = ("operands", "results")
    code = ELEMENT_TYPE

    def __init__(self, operands: bool = False, results: bool = True) -> None:
        self.operands = operands
        self.results = results

    def verify(self, op: Operation) -> Diagnostic | None:
        chosen = [(label, t) for label, t in _typed_values(op)
                  if (self.operands and label.startswith("operand")) or (self.results and label.startswith("result"))]
        for label, t in chosen:
            if _element(t) != IntegerType(1):
                return op_error(op, f"{label} must be tensor of 1-bit signless integer values, but got '{t}'")
        return None


# ---------------------------------------------------------------- regions and structure


class IsolatedFromAbove(Trait):
    """The op's regions use no value defined outside it (MLIR's `IsolatedFromAbove`): the
    verifier resolves their names in a scope of their own, so a use from outside is undeclared."""

    __slots__ = ()
    code = STRUCTURE
    cacheable = False

    def verify(self, op: Operation) -> Diagnostic | None:
        return None


class NoTerminator(Trait):
    """The op's single-block regions need not end with a terminator (MLIR's `NoTerminator`)."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        return None


class GraphRegions(Trait):
    """The op's regions are graph regions (MLIR's `HasOnlyGraphRegion`): values may be used
    above their definition, and blocks impose no order."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        return None


class SymbolTable(Trait):
    """The symbols (`sym_name`) defined directly in the op's region are unique; the verifier
    checks it as it reads the region, and reports `redefinition of symbol named '...'`."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        return None


class Terminator(Trait):
    """The op ends its block (MLIR's `IsTerminator`)."""

    __slots__ = ()
    code = STRUCTURE
    cacheable = False

    def verify(self, op: Operation) -> Diagnostic | None:
        block = op.parent
        if block is not None and block.ops[-1] is not op:
            return op_error(op, "must be the last operation in the parent block")
        return None


class HasParent(Trait):
    """The op stands directly in a region of an op named one of `parents` (MLIR's `HasParent`,
    `ParentOneOf`)."""

    __slots__ = ("parents",)
    code = STRUCTURE
    cacheable = False

    def __init__(self, *parents: str) -> None:
        self.parents = parents

    def verify(self, op: Operation) -> Diagnostic | None:
        parent = op.parent_op
        if parent is not None and parent.name in self.parents:
            return None
        if len(self.parents) == 1:
            return op_error(op, f"expects parent op '{self.parents[0]}'")
        return op_error(op, f"expects parent op to be one of '{', '.join(self.parents)}'")


# ---------------------------------------------------------------- attributes


def string_attribute(op: Operation, name: str, default: str) -> str:
    """The unquoted value of a string attribute (after `StringAttrIn` checked it), or `default`."""
    value = op.attribute(name)
    return value.value[1:-1] if isinstance(value, StringAttr) else default


def int_attribute(op: Operation, name: str, default: int) -> int:
    value = op.attribute(name)
    return value.value if isinstance(value, IntegerAttr) else default


class StringAttrIn(Trait):
    __slots__ = ("name", "allowed")
    code = ATTRIBUTE

    def __init__(self, name: str, allowed: tuple[str, ...]) -> None:
        self.name = name
        self.allowed = allowed

    def verify(self, op: Operation) -> Diagnostic | None:
        value = op.attribute(self.name)
        if value is None or (isinstance(value, StringAttr) and value.value[1:-1] in self.allowed):
            return None
        *rest, last = (f'"{a}"' for a in self.allowed)
        return op_error(op, f"attribute '{self.name}' must be {', '.join(rest)} or {last}, but got {value}")


class IntAttrIn(Trait):
    """An optional integer attribute within [low, high] (high None: no upper bound)."""

    __slots__ = ("name", "low", "high")
    code = ATTRIBUTE

    def __init__(self, name: str, low: int, high: int | None = None) -> None:
        self.name = name
        self.low = low
        self.high = high

    def verify(self, op: Operation) -> Diagnostic | None:
        value = op.attribute(self.name)
        if value is None:
            return None
        if isinstance(value, IntegerAttr) and self.low <= value.value and (self.high is None or value.value <= self.high):
            return None
        bound = f"at least {self.low}" if self.high is None else f"from {self.low} to {self.high}"
        return op_error(op, f"attribute '{self.name}' must be an integer {bound}, but got {value}")


class ShapeAttr(Trait):
    """A required `array<i64: ...>` attribute of sizes, none negative."""

    __slots__ = ("name",)
    code = ATTRIBUTE

    def __init__(self, name: str) -> None:
        self.name = name

    def verify(self, op: Operation) -> Diagnostic | None:
        value = op.attribute(self.name)
        if value is None:
            return op_error(op, f"requires attribute '{self.name}'")
        if not isinstance(value, DenseArrayAttr) or value.element != IntegerType(64):
            return op_error(op, f"attribute '{self.name}' must be an array<i64: ...> of sizes, but got {value}")
        negative = [i for i, size in enumerate(value.values) if size < 0]
        if negative:
            return op_error(op, f"attribute '{self.name}' must hold non-negative sizes, but element "
                                f"#{negative[0]} is {value.values[negative[0]]}")
        return None


# ---------------------------------------------------------------- broadcasting


def _conflict_note(shapes: list, e: BroadcastError) -> Note:
    # an unranked operand is a row of its own, `*`: it took no part, and the table says so
    rows = [(f"operand #{i}", shape) for i, shape in enumerate(shapes)
            if i <= e.operand]
    why = f"InferDim({e.dims[0]}, {e.dims[1]}): two static dims, neither 1 and not equal, do not broadcast"
    return teaching_note(INCOMPATIBLE_SHAPES,
                         "the operands' shapes, aligned on their last dim", shape_table(rows, e.axis, why))


class Broadcastable(Trait):
    """The seed's `Broadcastable` (seeds/mlir-Broadcastable.md; MLIR's ResultsBroadcastableShape).

    Operand shapes must broadcast together (InferResultShape); when both the inferred shape and
    the result are ranked, the result must have the inferred rank, and each static result dim
    must equal the inferred dim, which must itself be static.  A variant changes the dim rule,
    the result rule and what it requires, never the algorithm (`UpstreamBroadcastable`).
    """

    __slots__ = ()
    code = INCOMPATIBLE_SHAPES
    requires: tuple[Trait, ...] = (AtLeastNOperands(1), OneResult(), TensorOrVector())
    dim_rule: Callable[[Dim, Dim], Dim] = staticmethod(infer_dim)
    result_rule: Callable[[Shape, Shape], ResultMismatch | None] = staticmethod(result_mismatch)
    result_why = ""

    def verify(self, op: Operation) -> Diagnostic | None:
        shapes = [t.shape for t in op.operand_types]  # type: ignore[union-attr]
        try:
            inferred = infer_result_shape(shapes, self.dim_rule)
        except BroadcastError as e:
            return op_error(op, "operands don't have broadcast-compatible shapes", ": " + explain_conflict(shapes, e),
                            _conflict_note(shapes, e))
        return None if inferred is None else result_error(op, inferred, self.result_why, self.result_rule)

    def infer(self, op: Operation) -> Shape | None:
        try:
            return infer_result_shape([t.shape for t in op.operand_types], self.dim_rule)  # type: ignore[union-attr]
        except BroadcastError:
            return None


class UpstreamBroadcastable(Broadcastable):
    """What mlir-opt 22 checks for `test.broadcastable` (`--semantics=mlir`): ODS's tensor
    constraints, then `verifyCompatibleOperandBroadcast` (toyir.shapes, "upstream MLIR")."""

    __slots__ = ()
    requires: tuple[Trait, ...] = (OneResult(), Tensors(variadic=True))
    dim_rule = staticmethod(mlir_broadcast_dim)
    result_rule = staticmethod(mlir_result_mismatch)
    result_why = " (mlir-opt compares the result's trailing dims only)"


def result_error(op: Operation, inferred: Shape, why: str = "",
                 rule: Callable[[Shape, Shape], ResultMismatch | None] = result_mismatch) -> Diagnostic | None:
    """The seed's Verify (or another `rule`), after inference: the result against `inferred`.

    Nothing to check when the result is unranked.  `why` names the convention's reason for the
    inferred shape, if it is not plain broadcasting.
    """
    actual = op.result_types[0].shape  # type: ignore[union-attr]
    if actual is None:
        return None
    mismatch = rule(inferred, actual)
    if mismatch is None:
        return None
    message = (f"result type '{format_shape(actual)}' not broadcast compatible with "
               f"broadcasted operands's shapes '{format_shape(inferred)}'")
    if mismatch.axis is None:
        detail = f"the result has rank {len(actual)}, but the operands broadcast to rank {len(inferred)}"
        # under the outermost dim of the longer shape: where the ranks part
        axis, reason = max(len(actual), len(inferred)) - 1, f"ranks differ: {len(actual)} in the result, {len(inferred)} inferred"
    elif mismatch.inferred is None:
        detail = (f"result dim {mismatch.axis} is {mismatch.actual}, but the operands leave it dynamic "
                  f"('?'), so the result dim must be '?' too")
        axis, reason = len(actual) - 1 - mismatch.axis, "InferDim gave '?': a static result dim claims what the operands do not say"
    else:
        detail = f"result dim {mismatch.axis} is {mismatch.actual}, but the operands broadcast it to {mismatch.inferred}"
        axis, reason = len(actual) - 1 - mismatch.axis, f"results do not broadcast: {mismatch.actual} is not {mismatch.inferred}"
    fixed = with_shape(op.result_types[0], inferred)  # type: ignore[arg-type]
    rows = [(f"operand #{i}", t.shape)  # type: ignore[union-attr]
            for i, t in enumerate(op.operand_types)]
    note = teaching_note(RESULT_SHAPE, f"the inferred result type is '{fixed}'",
                         shape_table([*rows, ("inferred", inferred), ("result", actual)], axis, reason))
    return op_error(op, message, f": {detail}{why}", note, code=RESULT_SHAPE)


def explain_conflict(shapes: list, e: BroadcastError) -> str:
    """Name the operand and dim that broke broadcasting, and the earlier operand it met."""
    def dim_index(shape: tuple) -> int:
        return len(shape) - 1 - e.axis

    # The static dim that was inferred so far came from some earlier operand: name the first.
    source = next(i for i, shape in enumerate(shapes[: e.operand])
                  if shape is not None and dim_index(shape) >= 0 and shape[dim_index(shape)] == e.dims[0])
    return (f"dim {dim_index(shapes[e.operand])} of operand #{e.operand} is {e.dims[1]}, "
            f"but dim {dim_index(shapes[source])} of operand #{source} is {e.dims[0]} "
            f"(static dims broadcast only when equal or 1)")
