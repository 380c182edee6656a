"""The typed op AST: types, attributes and operations, as the parser builds them.

Types and attribute values are plain immutable values (equal when they print the same), so
they can be compared, hashed and shared.  Syntax nodes (operations, their operands, results
and attributes) carry `offset`, the position of their first character in the `Source`.

A dim is an `int` (static) or `None` (dynamic, `?`); a shape is a tuple of dims, or `None`
for an unranked tensor (`tensor<*xf32>`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from toyir.shapes import Shape


# ---------------------------------------------------------------------------------- types


@dataclass(frozen=True, slots=True)
class IntegerType:
    width: int
    signedness: str = ""  # "" (signless, `i8`), "s" (`si8`) or "u" (`ui8`)

    def __str__(self) -> str:
        return f"{self.signedness}i{self.width}"


@dataclass(frozen=True, slots=True)
class FloatType:
    name: str  # as written: `f32`, `bf16`, `f8E4M3FN`, ...

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True, slots=True)
class IndexType:
    def __str__(self) -> str:
        return "index"


@dataclass(frozen=True, slots=True)
class ComplexType:
    element: ElementType

    def __str__(self) -> str:
        return f"complex<{self.element}>"


ElementType = Union[IntegerType, FloatType, IndexType, ComplexType]


@dataclass(frozen=True, slots=True)
class TensorType:
    shape: Shape | None  # None: unranked
    element: ElementType

    def __str__(self) -> str:
        if self.shape is None:
            return f"tensor<*x{self.element}>"
        dims = "".join(f"{'?' if d is None else d}x" for d in self.shape)
        return f"tensor<{dims}{self.element}>"


@dataclass(frozen=True, slots=True)
class VectorType:
    """A vector: static dims only; a scalable dim (`[8]`) counts as its static size."""

    shape: tuple[int, ...]
    element: ElementType
    scalable: tuple[bool, ...] = ()  # empty when no dim is scalable

    def __str__(self) -> str:
        flags = self.scalable or (False,) * len(self.shape)
        dims = "".join(f"[{d}]x" if s else f"{d}x" for d, s in zip(self.shape, flags))
        return f"vector<{dims}{self.element}>"


ShapedType = Union[TensorType, VectorType]
Type = Union[ShapedType, ElementType]


def is_shaped(t: Type) -> bool:
    return isinstance(t, (TensorType, VectorType))


# ----------------------------------------------------------------------------- attributes


@dataclass(frozen=True, slots=True)
class StringAttr:
    value: str  # as written, quotes and escapes included

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class IntegerAttr:
    value: int
    type: Type | None = None

    def __str__(self) -> str:
        return str(self.value) if self.type is None else f"{self.value} : {self.type}"


@dataclass(frozen=True, slots=True)
class FloatAttr:
    text: str  # as written, so that printing never changes the digits
    type: Type | None = None

    @property
    def value(self) -> float:
        return float(self.text)

    def __str__(self) -> str:
        return self.text if self.type is None else f"{self.text} : {self.type}"


@dataclass(frozen=True, slots=True)
class BoolAttr:
    value: bool

    def __str__(self) -> str:
        return "true" if self.value else "false"


@dataclass(frozen=True, slots=True)
class UnitAttr:
    def __str__(self) -> str:
        return "unit"


@dataclass(frozen=True, slots=True)
class ArrayAttr:
    elements: tuple[AttrValue, ...]

    def __str__(self) -> str:
        return "[" + ", ".join(map(str, self.elements)) + "]"


@dataclass(frozen=True, slots=True)
class DenseArrayAttr:
    element: ElementType
    values: tuple[int, ...]

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element}>"
        return f"array<{self.element}: {', '.join(map(str, self.values))}>"


@dataclass(frozen=True, slots=True)
class DictAttr:
    entries: tuple[Attribute, ...]

    def __str__(self) -> str:
        return "{" + ", ".join(map(str, self.entries)) + "}"


@dataclass(frozen=True, slots=True)
class TypeAttr:
    type: Type

    def __str__(self) -> str:
        return str(self.type)


AttrValue = Union[
    StringAttr, IntegerAttr, FloatAttr, BoolAttr, UnitAttr, ArrayAttr, DenseArrayAttr, DictAttr, TypeAttr
]


@dataclass(frozen=True, slots=True)
class Attribute:
    name: str  # as written: a bare identifier or a quoted string
    value: AttrValue
    offset: int

    def __str__(self) -> str:
        return self.name if isinstance(self.value, UnitAttr) else f"{self.name} = {self.value}"


# ----------------------------------------------------------------------------- operations


@dataclass(frozen=True, slots=True)
class ResultGroup:
    """`%name` or `%name:count` on the left of `=`."""

    name: str  # with its `%`
    count: int
    offset: int


@dataclass(frozen=True, slots=True)
class Use:
    """An operand: `%name`, or `%name#index` for result `index` of a result group."""

    name: str  # with its `%`
    index: int | None
    offset: int

    def __str__(self) -> str:
        return self.name if self.index is None else f"{self.name}#{self.index}"


@dataclass(frozen=True, slots=True)
class Operation:
    name: str  # without quotes: `test.broadcastable`
    results: tuple[ResultGroup, ...]
    operands: tuple[Use, ...]
    attributes: tuple[Attribute, ...]
    operand_types: tuple[Type, ...]
    result_types: tuple[Type, ...]
    offset: int  # of the quoted name: where mlir-opt locates an op's diagnostics
    start: int  # of the first character of the op (its first result name, or its name)
    types_offset: int  # of the `(` opening the operand types

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]

    def attribute(self, name: str) -> AttrValue | None:
        for attr in self.attributes:
            if attr.name == name:
                return attr.value
        return None

    def __str__(self) -> str:
        results = ", ".join(r.name if r.count == 1 else f"{r.name}:{r.count}" for r in self.results)
        lhs = f"{results} = " if results else ""
        attrs = " {" + ", ".join(map(str, self.attributes)) + "}" if self.attributes else ""
        operand_types = ", ".join(map(str, self.operand_types))
        if len(self.result_types) == 1:
            rhs = str(self.result_types[0])
        else:
            rhs = "(" + ", ".join(map(str, self.result_types)) + ")"
        operands = ", ".join(map(str, self.operands))
        return f'{lhs}"{self.name}"({operands}){attrs} : ({operand_types}) -> {rhs}'


RETURN_OP = "func.return"  # the custom `return` is this op, as in MLIR's generic form


@dataclass(frozen=True, slots=True)
class BlockArgument:
    """`%a: T`, in a named-argument signature or in a `^bb0(...)` block header."""

    name: str  # with its `%`
    type: Type
    offset: int

    def __str__(self) -> str:
        return f"{self.name}: {self.type}"


@dataclass(frozen=True, slots=True)
class EntryBlock:
    """`^bb0(%arg0: T, ...):` opening a function body whose signature gave only types."""

    name: str  # with its `^`
    arguments: tuple[BlockArgument, ...]
    offset: int

    def __str__(self) -> str:
        return f"{self.name}({', '.join(map(str, self.arguments))}):"


@dataclass(frozen=True, slots=True)
class Function:
    """`func.func @name(args) -> results { body }`; `ops` is None for a body-less declaration.

    A `return` in the body is the last of `ops`, an `Operation` named `func.return`.
    """

    name: str  # with its `@`
    visibility: str | None
    arguments: tuple[BlockArgument, ...] | None  # None: the signature lists types only
    argument_types: tuple[Type, ...]
    result_types: tuple[Type, ...]
    attributes: tuple[Attribute, ...]
    entry_block: EntryBlock | None
    ops: tuple[Operation, ...] | None
    offset: int  # of `func.func`, where mlir-opt locates a function's diagnostics


@dataclass(frozen=True, slots=True)
class ModuleOp:
    """`module [@name] { ... }` (or `builtin.module`) written in the source."""

    name: str | None
    attributes: tuple[Attribute, ...]
    body: tuple[Item, ...]
    offset: int


Item = Union[Operation, Function, ModuleOp]


@dataclass(frozen=True, slots=True)
class Module:
    """A parsed buffer (or one `// -----` chunk of it): its top-level items in order."""

    body: tuple[Item, ...]
