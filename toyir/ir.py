"""The typed op AST: types, attributes and operations, as the parser builds them.

Types and attribute values are immutable values (equal when they print the same), so they can
be compared, hashed, cached and shared.  Syntax nodes (operations, their operands, results and
attributes) carry `offset`, the position of their first character in the `Source`; nothing
changes them once built.  Both are cheap records (toyir.records): a large file makes millions.

A dim is an `int` (static) or `None` (dynamic, `?`); a shape is a tuple of dims, or `None`
for an unranked tensor (`tensor<*xf32>`).
"""

from __future__ import annotations

from collections import namedtuple

from toyir.records import VALUE_EQUALITY, Node
from toyir.shapes import Shape

INT64_MAX = 2**63 - 1  # MLIR's dims are int64
MAX_NESTING = 100  # types, attributes and modules nest no deeper: printing, hashing and checking recurse

# ---------------------------------------------------------------------------------- types


class IntegerType(namedtuple("IntegerType", "width signedness", defaults=("",))):
    # signedness: "" (signless, `i8`), "s" (`si8`) or "u" (`ui8`)
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"{self.signedness}i{self.width}"


class FloatType(namedtuple("FloatType", "name")):
    # name: as written: `f32`, `bf16`, `f8E4M3FN`, ...
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return self.name


class IndexType(namedtuple("IndexType", "")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "index"


class ComplexType(namedtuple("ComplexType", "element")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"complex<{self.element}>"


ElementType = IntegerType | FloatType | IndexType | ComplexType


class TensorType(namedtuple("TensorType", "shape element")):
    # shape: None: unranked
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        if self.shape is None:
            return f"tensor<*x{self.element}>"
        dims = "".join(f"{'?' if d is None else d}x" for d in self.shape)
        return f"tensor<{dims}{self.element}>"


class VectorType(namedtuple("VectorType", "shape element scalable", defaults=((),))):
    """A vector: static dims only; a scalable dim (`[8]`) counts as its static size."""

    # scalable: empty when no dim is scalable
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        flags = self.scalable or (False,) * len(self.shape)
        dims = "".join(f"[{d}]x" if s else f"{d}x" for d, s in zip(self.shape, flags))
        return f"vector<{dims}{self.element}>"


ShapedType = TensorType | VectorType
Type = ShapedType | ElementType


def is_shaped(t: Type) -> bool:
    return isinstance(t, (TensorType, VectorType))


def with_shape(t: ShapedType, shape: Shape) -> ShapedType:
    """`t`'s kind and element type with another shape: how an inferred result type is written."""
    if isinstance(t, VectorType):
        sizes = tuple(d for d in shape if d is not None)  # a vector's inferred dims are all static
        return VectorType(sizes, t.element, t.scalable if len(t.shape) == len(sizes) else ())
    return TensorType(shape, t.element)


# ----------------------------------------------------------------------------- attributes


class StringAttr(namedtuple("StringAttr", "value")):
    # value: as written, quotes and escapes included
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return self.value


class IntegerAttr(namedtuple("IntegerAttr", "value type", defaults=(None,))):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return str(self.value) if self.type is None else f"{self.value} : {self.type}"


class FloatAttr(namedtuple("FloatAttr", "text type", defaults=(None,))):
    # text: as written, so that printing never changes the digits
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    @property
    def value(self) -> float:
        return float(self.text)

    def __str__(self) -> str:
        return self.text if self.type is None else f"{self.text} : {self.type}"


class BoolAttr(namedtuple("BoolAttr", "value")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "true" if self.value else "false"


class UnitAttr(namedtuple("UnitAttr", "")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "unit"


class ArrayAttr(namedtuple("ArrayAttr", "elements")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "[" + ", ".join(map(str, self.elements)) + "]"


class DenseArrayAttr(namedtuple("DenseArrayAttr", "element values")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element}>"
        return f"array<{self.element}: {', '.join(map(str, self.values))}>"


class DictAttr(namedtuple("DictAttr", "entries")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "{" + ", ".join(map(str, self.entries)) + "}"


class TypeAttr(namedtuple("TypeAttr", "type")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return str(self.type)


AttrValue = (StringAttr | IntegerAttr | FloatAttr | BoolAttr | UnitAttr | ArrayAttr | DenseArrayAttr | DictAttr
             | TypeAttr)


class Attribute(Node):
    __slots__ = ("name", "value", "offset")

    def __init__(self, name: str, value: AttrValue, offset: int) -> None:
        self.name = name  # as written: a bare identifier or a quoted string
        self.value = value
        self.offset = offset

    def __str__(self) -> str:
        if isinstance(self.value, IntegerAttr) and self.value.type is None:  # as mlir-opt prints it (not in arrays)
            return f"{self.name} = {self.value.value} : i64"
        return self.name if isinstance(self.value, UnitAttr) else f"{self.name} = {self.value}"


# ----------------------------------------------------------------------------- operations


class ResultGroup(Node):
    """`%name` or `%name:count` on the left of `=`."""

    __slots__ = ("name", "count", "offset")

    def __init__(self, name: str, count: int, offset: int) -> None:
        self.name = name  # with its `%`
        self.count = count
        self.offset = offset


class Use(Node):
    """An operand: `%name`, or `%name#index` for result `index` of a result group."""

    __slots__ = ("name", "index", "offset")

    def __init__(self, name: str, index: int | None, offset: int) -> None:
        self.name = name  # with its `%`
        self.index = index
        self.offset = offset

    def __str__(self) -> str:
        return self.name if self.index is None else f"{self.name}#{self.index}"


class Operation(Node):
    __slots__ = ("name", "results", "operands", "attributes", "operand_types", "result_types", "offset", "start",
                 "types_offset")

    def __init__(self, name: str, results: tuple[ResultGroup, ...], operands: tuple[Use, ...],
                 attributes: tuple[Attribute, ...], operand_types: tuple[Type, ...], result_types: tuple[Type, ...],
                 offset: int, start: int, types_offset: int) -> None:
        self.name = name  # without quotes: `test.broadcastable`
        self.results = results
        self.operands = operands
        self.attributes = attributes
        self.operand_types = operand_types
        self.result_types = result_types
        self.offset = offset  # of the quoted name: where mlir-opt locates an op's diagnostics
        self.start = start  # of the first character of the op (its first result name, or its name)
        self.types_offset = types_offset  # of the `(` opening the operand types

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


class BlockArgument(Node):
    """`%a: T`, in a named-argument signature or in a `^bb0(...)` block header."""

    __slots__ = ("name", "type", "offset")

    def __init__(self, name: str, type: Type, offset: int) -> None:  # noqa: A002 - MLIR's word
        self.name = name  # with its `%`
        self.type = type
        self.offset = offset

    def __str__(self) -> str:
        return f"{self.name}: {self.type}"


class EntryBlock(Node):
    """`^bb0(%arg0: T, ...):` opening a function body whose signature gave only types."""

    __slots__ = ("name", "arguments", "offset")

    def __init__(self, name: str, arguments: tuple[BlockArgument, ...], offset: int) -> None:
        self.name = name  # with its `^`
        self.arguments = arguments
        self.offset = offset

    def __str__(self) -> str:
        return f"{self.name}({', '.join(map(str, self.arguments))}):"


class Function(Node):
    """`func.func @name(args) -> results { body }`; `ops` is None for a body-less declaration.

    A `return` in the body is the last of `ops`, an `Operation` named `func.return`.
    """

    __slots__ = ("name", "visibility", "arguments", "argument_types", "result_types", "attributes", "entry_block",
                 "ops", "offset")

    def __init__(self, name: str, visibility: str | None, arguments: tuple[BlockArgument, ...] | None,
                 argument_types: tuple[Type, ...], result_types: tuple[Type, ...], attributes: tuple[Attribute, ...],
                 entry_block: EntryBlock | None, ops: tuple[Operation, ...] | None, offset: int) -> None:
        self.name = name  # with its `@`
        self.visibility = visibility
        self.arguments = arguments  # None: the signature lists types only
        self.argument_types = argument_types
        self.result_types = result_types
        self.attributes = attributes
        self.entry_block = entry_block
        self.ops = ops
        self.offset = offset  # of `func.func`, where mlir-opt locates a function's diagnostics


class ModuleOp(Node):
    """`module [@name] { ... }` (or `builtin.module`) written in the source."""

    __slots__ = ("name", "attributes", "body", "offset")

    def __init__(self, name: str | None, attributes: tuple[Attribute, ...], body: tuple[Item, ...],
                 offset: int) -> None:
        self.name = name
        self.attributes = attributes
        self.body = body
        self.offset = offset


Item = Operation | Function | ModuleOp


class Module(Node):
    """A parsed buffer (or one `// -----` chunk of it): its top-level items in order."""

    __slots__ = ("body",)

    def __init__(self, body: tuple[Item, ...]) -> None:
        self.body = body
