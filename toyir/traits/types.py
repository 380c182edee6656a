"""Types: the kinds of type an op takes, and the Same* traits that relate them (MLIR's words)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import ELEMENT_TYPE, TYPE_KIND, VECTOR_WITH_TENSOR
from toyir.ir import (BoolAttr, ElementsAttr, FloatAttr, FloatType, IndexType, IntegerAttr, IntegerType, MemRefType,
                      NoneType, Operation, StringAttr, TensorType, Type, VectorType, is_shaped)
from toyir.records import Node
from toyir.shapes import Shape
from toyir.traits.base import Trait, element_type, op_error, typed_values
from toyir.traits.structure import AtLeastNOperands, AtLeastNResults


def _all_tensors(op: Operation) -> bool:
    # asked of every op with these traits: the types' classes are gathered in C
    return {*map(type, op.operand_types), *map(type, op.result_types)} <= _TENSOR_ONLY


_TENSOR_ONLY = {TensorType}


class TensorOrVector(Trait):
    """Every operand and result is a tensor or a vector, and they are not both kinds."""

    __slots__ = ()
    code = TYPE_KIND

    def verify(self, op: Operation) -> Diagnostic | None:
        if _all_tensors(op):
            return None  # the common case, settled without naming anything
        values = typed_values(op)
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
    (`Variadic<AnyTensor>` ones with `variadic`); an operand of `absent_none` of type `none`
    stands for an optional one left out (onnx-mlir's `AnyTypeOf<[AnyTensor, NoneType]>`)."""

    __slots__ = ("variadic", "absent_none")
    code = TYPE_KIND

    def __init__(self, variadic: bool = False, absent_none: tuple[int, ...] = ()) -> None:
        self.variadic = variadic
        self.absent_none = absent_none

    def verify(self, op: Operation) -> Diagnostic | None:
        if _all_tensors(op):
            return None  # the common case, settled without naming anything
        for label, t in typed_values(op):
            if isinstance(t, NoneType) and label.startswith("operand") and int(label[9:]) in self.absent_none:
                continue
            if not isinstance(t, TensorType):
                kind = "variadic of tensor" if self.variadic and label.startswith("operand") else "tensor"
                return op_error(op, f"{label} must be {kind} of any type values, but got '{t}'")
        return None


class SameElementType(Trait):
    """The chosen operands (all by default) and, if `results`, the result share one element type;
    an operand of `absent_none` of type `none` is an optional one left out (as `Tensors`)."""

    __slots__ = ("operands", "results", "absent_none")
    code = ELEMENT_TYPE

    def __init__(self, operands: tuple[int, ...] | None = None, results: bool = True,
                 absent_none: tuple[int, ...] = ()) -> None:
        self.operands = operands
        self.results = results
        self.absent_none = absent_none

    def verify(self, op: Operation) -> Diagnostic | None:
        indices = range(len(op.operand_types)) if self.operands is None else self.operands
        values = [(f"operand #{i}", op.operand_types[i]) for i in indices if i < len(op.operand_types)
                  and not (i in self.absent_none and isinstance(op.operand_types[i], NoneType))]
        if self.results:
            values += [(f"result #{i}", t) for i, t in enumerate(op.result_types)]
        if not values:
            return None
        first_label, first = values[0]
        for label, t in values[1:]:
            if element_type(t) != element_type(first):
                return op_error(op, self.message(), f": {label} has '{element_type(t)}', but {first_label} has "
                                                    f"'{element_type(first)}'")
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
        chosen = [(label, t) for label, t in typed_values(op)
                  if (self.operands and label.startswith("operand")) or (self.results and label.startswith("result"))]
        for label, t in chosen:
            if element_type(t) != IntegerType(1):
                return op_error(op, f"{label} must be tensor of 1-bit signless integer values, but got '{t}'")
        return None



# ---------------------------------------------------------------- MLIR's Same* traits (OpDefinition.h)


def _shape_of(t: Type) -> Shape | None | str:
    """A shaped type's shape (None: unranked); "scalar" for any other type."""
    return t.shape if isinstance(t, (TensorType, VectorType, MemRefType)) else "scalar"


def compatible_shapes(types: Sequence[Type], scalable_alike: bool = True) -> bool:
    """MLIR's `verifyCompatibleShapes`: all shaped or none; scalable vectors all or none;
    unranked ones aside, one rank, and each dim equal across them or dynamic in some.  With
    `scalable_alike` false, its `verifyCompatibleShape` of two types, which looks at dims only."""
    shapes = [_shape_of(t) for t in types]
    scalars = sum(s == "scalar" for s in shapes)
    if scalars:
        return scalars == len(shapes)
    scalable = sum(isinstance(t, VectorType) and any(t.scalable) for t in types)
    if scalable and scalable != len(shapes) and scalable_alike:  # some scalable vectors, but not all
        return False
    ranked = [s for s in shapes if s is not None]
    if len({len(s) for s in ranked}) > 1:  # type: ignore[arg-type]
        return False
    for dims in zip(*ranked):  # type: ignore[misc]
        static = {d for d in dims if d is not None}
        if len(static) > 1:
            return False
    return True


def _encoding(t: Type) -> object:
    return t.encoding if isinstance(t, TensorType) and t.shape is not None else None


class SameOperandsShape(Trait):
    """All operands have compatible shapes (MLIR's `SameOperandsShape`): one or more operands."""

    __slots__ = ()
    code = TYPE_KIND
    requires: tuple[Trait, ...] = (AtLeastNOperands(1),)

    def verify(self, op: Operation) -> Diagnostic | None:
        if compatible_shapes(op.operand_types):
            return None
        return op_error(op, "requires the same shape for all operands")


class SameOperandsAndResultShape(Trait):
    """All operands and results have compatible shapes; one or more of each."""

    __slots__ = ()
    code = TYPE_KIND
    requires: tuple[Trait, ...] = (AtLeastNOperands(1), AtLeastNResults(1))

    def verify(self, op: Operation) -> Diagnostic | None:
        if compatible_shapes([*op.operand_types, *op.result_types]):
            return None
        return op_error(op, "requires the same shape for all operands and results")


class SameOperandsElementType(Trait):
    """All operands have one element type (a scalar is its own element type); one or more operands."""

    __slots__ = ()
    code = ELEMENT_TYPE
    requires: tuple[Trait, ...] = (AtLeastNOperands(1),)

    def verify(self, op: Operation) -> Diagnostic | None:
        if len({element_type(t) for t in op.operand_types}) <= 1:
            return None
        return op_error(op, "requires the same element type for all operands")


class SameOperandsAndResultElementType(Trait):
    """All operands and results have one element type; one or more of each."""

    __slots__ = ()
    code = ELEMENT_TYPE
    requires: tuple[Trait, ...] = (AtLeastNOperands(1), AtLeastNResults(1))

    def verify(self, op: Operation) -> Diagnostic | None:
        if len({element_type(t) for t in (*op.operand_types, *op.result_types)}) <= 1:
            return None
        return op_error(op, "requires the same element type for all operands and results")


class SameOperandsAndResultType(Trait):
    """Every operand and result has the first result's element type, a compatible shape and its
    encoding; one or more of each."""

    __slots__ = ()
    code = TYPE_KIND
    requires: tuple[Trait, ...] = (AtLeastNOperands(1), AtLeastNResults(1))

    def verify(self, op: Operation) -> Diagnostic | None:
        first = op.result_types[0]
        for t in (*op.result_types[1:], *op.operand_types):
            if t is first or t == first:
                continue  # (most often: one type throughout)
            if element_type(t) != element_type(first) or not compatible_shapes([t, first], scalable_alike=False):
                return op_error(op, "requires the same type for all operands and results")
            if _encoding(t) != _encoding(first):
                return op_error(op, "requires the same encoding for all operands and results")
        return None


class SameTypeOperands(Trait):
    """All operands have exactly one type."""

    __slots__ = ()
    code = TYPE_KIND

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(set(op.operand_types)) <= 1:
            return None
        return op_error(op, "requires all operands to have the same type")


def _base(t: Type) -> str:
    """MLIR's TypeID of a mappable type: ranked and unranked tensors are different types."""
    if isinstance(t, TensorType):
        return "tensor" if t.shape is not None else "unranked tensor"
    return "vector"


class Elementwise(Trait):
    """MLIR's `Elementwise` (and `ElementwiseMappable`): scalar operands and results, or
    non-scalar (tensor, vector) ones of one base type and compatible shapes, results non-scalar
    exactly when some operand is."""

    __slots__ = ()
    code = TYPE_KIND

    def verify(self, op: Operation) -> Diagnostic | None:
        def mappable(t: Type) -> bool:
            return isinstance(t, (TensorType, VectorType))
        results = [t for t in op.result_types if mappable(t)]
        operands = [t for t in op.operand_types if mappable(t)]
        if not results and not operands:
            return None
        if results and not operands:
            return op_error(op, "if a result is non-scalar, then at least one operand must be non-scalar")
        if not results:
            return op_error(op, "if an operand is non-scalar, then there must be at least one non-scalar result")
        if len(results) != len(op.result_types):
            return op_error(op, "if an operand is non-scalar, then all results must be non-scalar")
        types = [*operands, *results]
        if len({_base(t) for t in types}) > 1 or not compatible_shapes(types):
            return op_error(op, "all non-scalar operands/results must have the same shape and base type")
        return None


ElementwiseMappable = Elementwise  # Scalarizable, Vectorizable and Tensorizable add nothing to verify


# ---------------------------------------------------------------- ODS type constraints


class TypeConstraint(Node):
    """What ODS calls a type constraint: a test and the words its messages use."""

    __slots__ = ("description", "test", "passed")
    _compared = ("description",)

    def __init__(self, description: str, test: Callable[[Type], bool]) -> None:
        self.description = description
        self.test = test
        self.passed: set[Type] = set()  # types that passed: a file repeats its types

    def admits(self, t: Type) -> bool:
        """`test(t)`, remembered where it passed."""
        try:
            if t in self.passed:
                return True
        except TypeError:  # (a dialect's type that cannot be hashed)
            return self.test(t)
        if not self.test(t):
            return False
        if len(self.passed) < 4096:  # (bounded: a file of ever new shapes)
            self.passed.add(t)
        return True


def tensor_of(*elements: Type, description: str = "") -> TypeConstraint:
    """ODS's `TensorOf<[...]>`: a tensor of one of `elements` (any, with none)."""
    words = description or " or ".join(_element_words(e) for e in elements) or "any type"
    return TypeConstraint(f"tensor of {words} values",
                          lambda t: isinstance(t, TensorType) and (not elements or t.element in elements))


def _element_words(t: Type) -> str:
    if isinstance(t, FloatType):
        return f"{t.name[1:]}-bit float" if t.name[1:].isdigit() else str(t)
    if isinstance(t, IntegerType):
        kind = {"": "signless integer", "s": "signed integer", "u": "unsigned integer"}[t.signedness]
        return f"{t.width}-bit {kind}"
    return str(t)


AnyType = TypeConstraint("any type", lambda t: True)
AnyTensor = tensor_of()
AnyRankedTensor = TypeConstraint("ranked tensor of any type values",
                                 lambda t: isinstance(t, TensorType) and t.shape is not None)
F64Tensor = tensor_of(FloatType("f64"))
F32Tensor = tensor_of(FloatType("f32"))
AnyVector = TypeConstraint("vector of any type values", lambda t: isinstance(t, VectorType))
AnyMemRef = TypeConstraint("memref of any type values", lambda t: isinstance(t, MemRefType))
AnyShaped = TypeConstraint("shaped of any type values", lambda t: isinstance(t, (TensorType, VectorType, MemRefType)))


def attribute_type(value: object) -> Type | None:
    """The type of a typed attribute (MLIR's `TypedAttr`): `1` is an i64, `1.5` an f64, `true` an
    i1, `"s"` a none; None for an attribute of no type toyir reads."""
    # (`is None`: a type of no fields, IndexType(), is an empty record, which is false)
    if isinstance(value, IntegerAttr):
        return IntegerType(64) if value.type is None else value.type
    if isinstance(value, FloatAttr):
        return FloatType("f64") if value.type is None else value.type
    if isinstance(value, BoolAttr):
        return IntegerType(1)
    if isinstance(value, StringAttr):
        return NoneType() if value.type is None else value.type
    return value.type if isinstance(value, ElementsAttr) else None


class AllTypesMatch(Trait):
    """ODS's `AllTypesMatch<[...]>`: the named values have one type, each an operand's or a
    result's (by its number) or an attribute's (by its name), as `(name, "operand", 0)`."""

    __slots__ = ("values",)
    code = TYPE_KIND

    def __init__(self, *values: tuple[str, str, int | str]) -> None:
        self.values = values

    def verify(self, op: Operation) -> Diagnostic | None:
        types = []
        for _, kind, key in self.values:
            if kind == "attribute":
                found = attribute_type(op.attribute(key))  # type: ignore[arg-type]
            else:
                listed = op.operand_types if kind == "operand" else op.result_types
                found = listed[key] if isinstance(key, int) and key < len(listed) else None
            if found is None:
                return None  # (what else is wrong, its own check says)
            types.append(found)
        if all(t == types[0] for t in types):
            return None
        return op_error(op, f"failed to verify that all of {{{', '.join(name for name, _, _ in self.values)}}} "
                            f"have same type")


class ResultI1OfOperandShape(Trait):
    """arith's comparisons: the result is an i1 of the first operand's shape (ODS's
    `TypesMatchWith<..., "::getI1SameShape($_self)">`)."""

    __slots__ = ()
    code = TYPE_KIND

    def verify(self, op: Operation) -> Diagnostic | None:
        if not op.operand_types or len(op.result_types) != 1:
            return None
        operand, i1 = op.operand_types[0], IntegerType(1)
        expected = (operand._replace(element=i1) if isinstance(operand, (VectorType, TensorType)) else i1)
        if op.result_types[0] == expected:
            return None
        return op_error(op, "failed to verify that result type has i1 element type and same shape as operands")


def _scalar_or_container_of(description: str, test: Callable[[Type], bool]) -> TypeConstraint:
    """ODS's `*Like` constraints: a scalar that passes `test`, or a vector or tensor of one."""
    return TypeConstraint(description, lambda t: test(t.element if isinstance(t, (VectorType, TensorType)) else t))


I1 = TypeConstraint("1-bit signless integer", lambda t: t == IntegerType(1))
BoolLike = _scalar_or_container_of("bool-like", lambda t: t == IntegerType(1))
SignlessIntegerLike = _scalar_or_container_of(
    "signless-integer-like", lambda t: type(t) is IndexType or (type(t) is IntegerType and not t.signedness))
FloatLike = _scalar_or_container_of("floating-point-like", lambda t: type(t) is FloatType)


# arith's index casts: a signless integer or index, as a scalar, a vector or tensor of one, or a memref of one
SignlessIntegerLikeOrMemRef = TypeConstraint(
    "signless-integer-like or memref of signless-integer",
    # (a ranked memref: ODS's MemRefOf)
    lambda t: SignlessIntegerLike.test(t) or (isinstance(t, MemRefType) and t.shape is not None
                                              and SignlessIntegerLike.test(t.element)))


class SameInputOutputTensorDims(Trait):
    """arith's casts: a tensor operand and a tensor result of the same dims, or neither a tensor
    (a vector's or a memref's dims are not compared: the shape trait that follows does that)."""

    __slots__ = ()
    code = TYPE_KIND

    def verify(self, op: Operation) -> Diagnostic | None:
        if not op.operand_types or not op.result_types:
            return None
        dims = [t.shape if isinstance(t, TensorType) else () for t in (op.operand_types[0], op.result_types[0])]
        if dims[0] == dims[1] and dims[0] is not None:
            return None
        # (an unranked tensor has no dims to compare: mlir-opt 22 reads a shape it does not have,
        # and rejects such a cast or crashes)
        return op_error(op, "failed to verify that input and output have the same tensor dimensions")


class CastCompatible(Trait):
    """MLIR's CastOpInterface: the one operand's type may be cast to the one result's, as
    `compatible(operand element, result element)` says (of the element types of shaped ones)."""

    __slots__ = ("compatible",)
    code = TYPE_KIND

    def __init__(self, compatible: Callable[[Type, Type], bool]) -> None:
        self.compatible = compatible

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) != 1 or len(op.result_types) != 1:
            return None
        source, target = op.operand_types[0], op.result_types[0]
        if self.compatible(_element_of(source), _element_of(target)):
            return None
        return op_error(op, f"operand type '{source}' and result type '{target}' are cast incompatible")


def _element_of(t: Type) -> Type:
    return t.element if isinstance(t, (TensorType, VectorType, MemRefType)) else t


def index_cast_compatible(source: Type, target: Type) -> bool:
    """arith's index_cast and index_castui: an index to a signless integer, or the other way."""
    def integer(t: Type) -> bool:
        return type(t) is IntegerType and not t.signedness
    return (type(source) is IndexType and integer(target)) or (integer(source) and type(target) is IndexType)


class ValuesOf(Trait):
    """Every operand (or, with `results`, every result) from number `first` on (up to `stop`)
    satisfies `constraint`, in ODS's words (`variadic`: a Variadic<...> operand or result)."""

    __slots__ = ("constraint", "results", "variadic", "first", "stop")
    code = TYPE_KIND

    def __init__(self, constraint: TypeConstraint, results: bool = False, variadic: bool = False,
                 first: int = 0, stop: int | None = None) -> None:
        self.constraint = constraint
        self.results = results
        self.variadic = variadic
        self.first = first
        self.stop = stop

    def verify(self, op: Operation) -> Diagnostic | None:
        label = "result" if self.results else "operand"
        for i, t in enumerate((op.result_types if self.results else op.operand_types)[self.first:self.stop], self.first):
            if not self.constraint.admits(t):
                kind = f"variadic of {self.constraint.description}" if self.variadic else self.constraint.description
                return op_error(op, f"{label} #{i} must be {kind}, but got '{t}'")
        return None


class OperandOf(Trait):
    """Operand #`number`, if there is one, satisfies `constraint` (ODS's operand of one type
    constraint among others'), in ODS's words."""

    __slots__ = ("number", "constraint")
    code = TYPE_KIND

    def __init__(self, number: int, constraint: TypeConstraint) -> None:
        self.number = number
        self.constraint = constraint

    def verify(self, op: Operation) -> Diagnostic | None:
        types = op.operand_types
        if self.number >= len(types) or self.constraint.admits(types[self.number]):
            return None
        return op_error(op, f"operand #{self.number} must be {self.constraint.description}, but got "
                            f"'{types[self.number]}'")


def OperandsOf(constraint: TypeConstraint, variadic: bool = False) -> ValuesOf:  # noqa: N802  (ODS's way)
    """Every operand satisfies `constraint`."""
    return ValuesOf(constraint, results=False, variadic=variadic)


def ResultsOf(constraint: TypeConstraint, variadic: bool = False) -> ValuesOf:  # noqa: N802
    """Every result satisfies `constraint`."""
    return ValuesOf(constraint, results=True, variadic=variadic)
