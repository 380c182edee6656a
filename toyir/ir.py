"""The typed op AST: types, attributes, locations and operations with their regions.

As in MLIR, everything is an operation: `func.func` and `builtin.module` are ops with one region
each, whichever syntax (custom or generic) wrote them.  An op holds regions, a region blocks, a
block its arguments and ops; each knows its `parent` (op -> block -> region -> op), set once
when the enclosing node is built, so that a trait can look at where its op stands.

Types and attribute values are immutable values (equal when they print the same), so they can
be compared, hashed, cached and shared.  Syntax nodes carry `offset`, the position of their
first character in the `Source`.  Both are cheap records (toyir.records): a large file makes
millions.

A dim is an `int` (static) or `None` (dynamic, `?`); a shape is a tuple of dims, or `None`
for an unranked tensor (`tensor<*xf32>`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

from toyir.lazy_regex import LazyPattern
from toyir.records import VALUE_EQUALITY, Node, record
from toyir.shapes import Shape, format_shape

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from typing import Any

INT64_MAX = 2**63 - 1  # MLIR's dims are int64
MAX_NESTING = 100  # types, attributes and modules nest no deeper: printing, hashing and checking recurse

# ---------------------------------------------------------------------------------- types


class IntegerType(record("IntegerType", "width signedness", defaults=("",))):
    # signedness: "" (signless, `i8`), "s" (`si8`) or "u" (`ui8`)
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"{self.signedness}i{self.width}"


class FloatType(record("FloatType", "name")):
    # name: as written: `f32`, `bf16`, `f8E4M3FN`, ...
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return self.name


class IndexType(record("IndexType", "")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "index"


class ComplexType(record("ComplexType", "element")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"complex<{self.element}>"


ElementType = IntegerType | FloatType | IndexType | ComplexType


def _dims(shape: tuple) -> str:
    if shape is None:
        return "*x"
    return format_shape(shape) + "x" if shape else ""


class TensorType(record("TensorType", "shape element encoding", defaults=(None,))):
    # shape: None: unranked.  encoding: an attribute (`tensor<4xf32, #enc>`), or None
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        encoding = "" if self.encoding is None else f", {self.encoding}"
        return f"tensor<{_dims(self.shape)}{self.element}{encoding}>"


class MemRefType(record("MemRefType", "shape element layout memory_space", defaults=(None, None))):
    # shape: None: unranked.  layout, memory_space: attributes, or None
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        extra = "".join(f", {a}" for a in (self.layout, self.memory_space) if a is not None)
        return f"memref<{_dims(self.shape)}{self.element}{extra}>"


class TupleType(record("TupleType", "types")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"tuple<{', '.join(map(str, self.types))}>"


class NoneType(record("NoneType", "")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "none"


class FunctionType(record("FunctionType", "inputs results")):
    """`(T, U) -> V`: a function's type, as `func.func`'s `function_type` property holds it."""

    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        results = (str(self.results[0]) if len(self.results) == 1 and not isinstance(self.results[0], FunctionType)
                   else f"({', '.join(map(str, self.results))})")
        return f"({', '.join(map(str, self.inputs))}) -> {results}"


# The dialects mlir-opt 22 registers (`mlir-opt --show-dialects`)
MLIR_OPT_DIALECTS = frozenset((
    "acc affine amdgpu amx arith arm_neon arm_sme arm_sve async bufferization builtin cf complex dlti emitc func gpu "
    "index irdl linalg llvm math memref ml_program mpi nvgpu nvvm omp pdl pdl_interp ptr quant rocdl scf shape shard "
    "smt sparse_tensor spirv tensor test test_dyn test_irdl_to_cpp tosa transform ub vector wasmssa x86vector xegpu "
    "xevm").split())


class OpaqueType(record("OpaqueType", "text")):
    """A dialect's type, `!dialect.name<...>`, kept as written: toyir checks only that it is
    balanced.  Two are one type if written alike; a dialect mlir-opt registers (`!llvm.struct<(
    i32,i64 )>`) reads its types, so that blanks between their tokens do not tell them apart
    (MLIR keeps an unregistered dialect's text as written: there they do)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return type(other) is OpaqueType and (self.text == other.text or _opaque_key(self.text) == _opaque_key(other.text))

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(_opaque_key(self.text))

    def __str__(self) -> str:
        return self.text

    @property
    def dialect(self) -> str:
        """The dialect it is written in (`llvm` of `!llvm.ptr<1>`, `foo` of `!foo<"x">`), as an op's."""
        return self.text[1:].partition(".")[0].partition("<")[0]


@lru_cache(maxsize=4096)
def _opaque_key(text: str) -> str:
    """What tells the type `text` apart: its text, without the blanks between tokens where its
    dialect is one mlir-opt registers (strings kept whole); a quantized type's scales by their
    value (`1.5e-2` is `0.015`: MLIR keeps a double)."""
    dialect, dot, _ = text[1:].partition(".")
    if not dot or dialect not in MLIR_OPT_DIALECTS:
        return text
    key = _BLANK_OR_STRING.sub(lambda found: found.group() if found.group()[0] == '"' else "", text)
    return _FLOAT.sub(lambda found: repr(float(found.group())), key) if dialect == "quant" else key


_BLANK_OR_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*+"|[ \t\n\r\f]++')
# A float literal, not part of a word (`f16`, `i4`, `u8`): a digit after no letter, digit or point.
_FLOAT = re.compile(r"(?<![\w.])[0-9]++(?:\.[0-9]*+(?:[eE][-+]?[0-9]++)?+|[eE][-+]?[0-9]++)")


class VectorType(record("VectorType", "shape element scalable", defaults=((),))):
    """A vector: static dims only; a scalable dim (`[8]`) counts as its static size."""

    # scalable: empty when no dim is scalable
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        flags = self.scalable or (False,) * len(self.shape)
        dims = "".join(f"[{d}]x" if s else f"{d}x" for d, s in zip(self.shape, flags))
        return f"vector<{dims}{self.element}>"


ShapedType = TensorType | VectorType
Type = ShapedType | ElementType | MemRefType | TupleType | NoneType | FunctionType | OpaqueType


def is_shaped(t: Type) -> bool:
    """A tensor or a vector: what the broadcasting conventions take (memrefs are buffers, not values)."""
    return isinstance(t, (TensorType, VectorType))


def type_with_shape(t: ShapedType, shape: Shape, shape_text: str) -> str:
    """`str(with_shape(t, shape))`, given `format_shape(shape)`: a tensor's is written from it
    (a message about a wrong op has just formatted the shape)."""
    if t.__class__ is TensorType and t.encoding is None:
        element = _element_text(t.element)
        return f"tensor<{shape_text}x{element}>" if shape else f"tensor<{element}>"
    return str(with_shape(t, shape))


@lru_cache(maxsize=256)  # a file has few element types, and a wrong op's message writes one
def _element_text(element: ElementType) -> str:
    return str(element)


def with_shape(t: ShapedType, shape: Shape) -> ShapedType:
    """`t`'s kind and element type with another shape: how an inferred result type is written."""
    if isinstance(t, VectorType):
        sizes = tuple(d for d in shape if d is not None)  # a vector's inferred dims are all static
        return VectorType(sizes, t.element, t.scalable if len(t.shape) == len(sizes) else ())
    return TensorType(shape, t.element, t.encoding)


# ----------------------------------------------------------------------------- attributes


def wrapped_integer(value: int, t: Type | None) -> int:
    """A signless integer as MLIR keeps it: two's complement in its width, so that
    `18446744073709551615 : i64` is -1 (and a size of 2**63 is negative, not above int64)."""
    width = 64 if t is None or isinstance(t, IndexType) else getattr(t, "width", 0)
    if width and getattr(t, "signedness", "") == "" and value >= 2 ** (width - 1):
        return value - 2**width
    return value


class StringAttr(record("StringAttr", "value type", defaults=(None,))):
    # value: as written, quotes and escapes included; type: `"a" : i32`'s, another attribute than `"a"`
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return self.value if self.type is None else f"{self.value} : {self.type}"


class IntegerAttr(record("IntegerAttr", "value type", defaults=(None,))):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return str(self.value) if self.type is None else f"{self.value} : {self.type}"


class FloatAttr(record("FloatAttr", "text type", defaults=(None,))):
    # text: as written, so that printing never changes the digits
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    @property
    def value(self) -> float:
        return float(self.text)

    def __str__(self) -> str:
        return self.text if self.type is None else f"{self.text} : {self.type}"


class BoolAttr(record("BoolAttr", "value")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "true" if self.value else "false"


class UnitAttr(record("UnitAttr", "")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "unit"


class ArrayAttr(record("ArrayAttr", "elements")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "[" + ", ".join(map(str, self.elements)) + "]"


class DenseArrayAttr(record("DenseArrayAttr", "element values")):
    # values: ints for an integer element type, the literals as written (str) for a float one
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element}>"
        return f"array<{self.element}: {', '.join(map(str, self.values))}>"


class DictAttr(record("DictAttr", "entries")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "{" + ", ".join(map(str, self.entries)) + "}"


class TypeAttr(record("TypeAttr", "type")):
    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return str(self.type)


class SymbolRefAttr(record("SymbolRefAttr", "names")):
    """`@a`, `@a::@b`: `names` as written, each with its `@`."""

    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return "::".join(self.names)


class ElementsAttr(record("ElementsAttr", "kind body shape type")):
    """`dense<...>`, `dense_resource<...>` or `sparse<...>` with its type.

    `body` is the text between the angle brackets, as written.  `shape` is the nesting of a
    `dense` literal's lists (`[[1, 2], [3, 4]]` is (2, 2)); () for a single value (a splat),
    None where it does not apply (a hex string, a resource, a sparse literal).
    """

    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"{self.kind}<{self.body}>" + ("" if self.type is None else f" : {self.type}")


class OpaqueAttr(record("OpaqueAttr", "text")):
    """Kept as written, its brackets balanced: a dialect's attribute (`#arith.overflow<none>`),
    an affine map or set, a strided layout."""

    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return self.text


class DistinctAttr(record("DistinctAttr", "id value")):
    """`distinct[id]<value>`: an attribute made unique by its id, which names one value in a file
    (`<>`: a unit attribute, as mlir-opt prints it)."""

    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"distinct[{self.id}]<{'' if isinstance(self.value, UnitAttr) else self.value}>"




class Unread:
    """An attribute value known only by its text, which the syntax layer has found valid
    wherever written (toyir/syntax/sure_values.py): `read` makes it the value it spells, once,
    when something first asks for it.  Most values in a file are never asked for (an
    unregistered op's, say), and reading each at once cost as much as the rest of the file."""

    __slots__ = ("text", "read", "value")
    value: AttrValue

    def __init__(self, text: str, read: Callable[[str], AttrValue]) -> None:
        self.text = text
        self.read = read  # a module's function, so that an unread value crosses a pipe as it is

    def __call__(self) -> AttrValue:
        try:
            return self.value
        except AttributeError:
            self.value = self.read(self.text)
            return self.value


class Attribute(Node):
    """`name = value` in an attribute dictionary or in properties (`<{...}>`).  `value` may be
    given `Unread`: it is then read when first looked at, and is what it reads as from then on.
    `held` is what the attribute holds, read or not: the value, or the `Unread` that will read
    as it (a key for what was written, and what a copy takes, without reading anything)."""

    __slots__ = ("name", "value", "offset", "held")
    value: AttrValue
    held: AttrValue | Unread
    # An attribute is a value too (inside a dictionary, an encoding, a type): where it was
    # written takes no part in what it is.
    _compared = ("name", "value")

    def __init__(self, name: str, value: AttrValue | Unread, offset: int) -> None:
        self.name = name  # as written: a bare identifier or a quoted string
        self.held = value
        if not isinstance(value, Unread):
            self.value = value
        self.offset = offset

    def __getattr__(self, field: str) -> Any:
        """`value` not read yet (its slot empty: only then does Python ask here), read now."""
        if field != "value":
            raise AttributeError(field)
        self.value = self.held()  # type: ignore[operator]  # (an Unread: the value's slot was left empty)
        return self.value

    def __reduce__(self) -> tuple:
        return Attribute, (self.name, self.held, self.offset)  # (pickled or copied: not read)

    def __str__(self) -> str:
        if isinstance(self.value, IntegerAttr) and self.value.type is None:  # as mlir-opt prints it (not in arrays)
            return f"{self.name} = {self.value.value} : i64"
        return self.name if isinstance(self.value, UnitAttr) else f"{self.name} = {self.value}"


# ------------------------------------------------------------------------------ locations


class Location(record("Location", "text file line column")):
    """`loc(...)`: `text` is what stood between the parentheses, printed back as written;
    `file`, `line`, `column` are where a diagnostic points, found as mlir-opt finds them (the
    first file location inside a name, call site or fused location), or None where there is none."""

    __slots__ = ()
    __eq__, __ne__, __hash__ = VALUE_EQUALITY

    def __str__(self) -> str:
        return f"loc({self.text})"


# An attribute's value.  (A location is one too, written where any attribute may be: `[loc("f":1:2)]`.)
AttrValue = (StringAttr | IntegerAttr | FloatAttr | BoolAttr | UnitAttr | ArrayAttr | DenseArrayAttr | DictAttr
             | TypeAttr | SymbolRefAttr | ElementsAttr | OpaqueAttr | DistinctAttr | Location)


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


class BlockRef(Node):
    """A successor, `^bb1`, in an op's `[...]` list."""

    __slots__ = ("label", "offset")

    def __init__(self, label: str, offset: int) -> None:
        self.label = label  # with its `^`
        self.offset = offset

    def __str__(self) -> str:
        return self.label


class Operation(Node):
    """`%r = "d.op"(%a)[^bb1] <{props}> ({regions}) {attrs} : (T) -> U loc(...)`.

    `parent` is the block the op stands in (None at the top level), and takes no part in equality.
    """

    __slots__ = ("name", "results", "operands", "attributes", "operand_types", "result_types", "offset", "start",
                 "types_offset", "successors", "properties", "regions", "location", "parent")
    _compared = __slots__[:-1]

    def __init__(self, name: str, results: tuple[ResultGroup, ...], operands: tuple[Use, ...],
                 attributes: tuple[Attribute, ...], operand_types: tuple[Type, ...], result_types: tuple[Type, ...],
                 offset: int, start: int, types_offset: int, successors: tuple[BlockRef, ...] = (),
                 properties: tuple[Attribute, ...] = (), regions: tuple[Region, ...] = (),
                 location: Location | str | None = None) -> None:
        self.name = name  # without quotes: `test.broadcastable`
        self.results = results
        self.operands = operands
        self.attributes = attributes  # the discardable ones, `{...}`
        self.operand_types = operand_types
        self.result_types = result_types
        self.offset = offset  # of the quoted name (or a custom form's keyword): where diagnostics point
        self.start = start  # of the first character of the op (its first result name, or its name)
        self.types_offset = types_offset  # of the `(` opening the operand types
        self.successors = successors
        self.properties = properties  # `<{...}>`: the op's inherent attributes
        self.regions = regions
        self.location = location  # or an alias name (`#loc3`) until the chunk defining it is read
        self.parent: Block | None = None
        for region in regions:
            region.parent = self

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]

    def without_regions(self) -> Operation:
        """This op without its regions: what a symbol table keeps of a symbol's op at a top level
        read as a stream, whose bodies are let go once checked."""
        return Operation(self.name, self.results, self.operands, self.attributes, self.operand_types,
                         self.result_types, self.offset, self.start, self.types_offset, self.successors,
                         self.properties, (), self.location)

    def attribute(self, name: str) -> AttrValue | None:
        """The value named `name`, among the properties or the attributes (MLIR looks in both)."""
        for attr in self.properties:
            if attr.name == name:
                return attr.value
        for attr in self.attributes:
            if attr.name == name:
                return attr.value
        return None

    @property
    def parent_op(self) -> Operation | None:
        """The op whose region holds this op (None at the top level)."""
        block = self.parent
        region = block.parent if block is not None else None
        return region.parent if region is not None else None

    def __str__(self) -> str:
        """The op on one line in generic form, its regions elided (`printer` prints them)."""
        regions = " (" + ", ".join("{...}" for _ in self.regions) + ")" if self.regions else ""
        return f"{self.generic_head()}{regions}{self.generic_tail()}"

    def generic_head(self) -> str:
        """The generic form up to where the regions go: results, name, operands, successors, properties."""
        results = ", ".join(r.name if r.count == 1 else f"{r.name}:{r.count}" for r in self.results)
        lhs = f"{results} = " if results else ""
        successors = f"[{', '.join(map(str, self.successors))}]" if self.successors else ""
        properties = " <{" + ", ".join(map(str, self.properties)) + "}>" if self.properties else ""
        return f'{lhs}"{self.name}"({", ".join(map(str, self.operands))}){successors}{properties}'

    def generic_tail(self) -> str:
        """The generic form after the regions: attributes, then the function type."""
        attrs = " {" + ", ".join(map(str, self.attributes)) + "}" if self.attributes else ""
        return f"{attrs} : {FunctionType(self.operand_types, self.result_types)}"


def format_symbol(name: str) -> str:
    """`@name`, or `@"name"` where the name is not a bare identifier (unquoted `name`)."""
    return f"@{name}" if _BARE_SYMBOL.fullmatch(name) else f'@"{name}"'


def format_name(name: str) -> str:
    """An attribute's name as written: bare where it is a bare identifier, else `quote(name)`."""
    return name if _BARE_SYMBOL.fullmatch(name) else quote(name)


def quote(text: str) -> str:
    """`text` as an MLIR string literal, escaped as mlir-opt escapes what it prints: a backslash
    as `\\\\`, a quote and each byte of a character that is not printable (a line end, a tab) as
    `\\XX` in hex.  Printable characters beyond ASCII are kept, which both readers take."""
    if _PLAIN_STRING.fullmatch(text):
        return f'"{text}"'
    return '"' + "".join(c if c.isprintable() and c not in '"\\' else "\\\\" if c == "\\" else _hex_bytes(c)
                         for c in text) + '"'


def symbol_key(name: StringAttr) -> str:
    """The symbol a `sym_name` names: what its string says, escapes read (as in MLIR, where
    `@"\\61b"` is `@ab`)."""
    return unquote(name.value)


def referenced(reference: str) -> str:
    """The symbol a reference such as `@f` or `@"f"` names, as `symbol_key` gives it."""
    name = reference[1:]
    return unquote(name) if name.startswith('"') else name


def unquote(literal: str) -> str:
    """What the string literal `literal` (`"..."`, its escapes MLIR's: the lexer checked them)
    stands for, as mlir-opt reads it: `quote`'s inverse."""
    body = literal[1:-1]
    if "\\" not in body:
        return body
    data = bytearray()
    for i, part in enumerate(re.split(_ESCAPE, body)):  # text, escape, text, ...
        if i % 2 == 0:
            data += _utf8(part)
        else:
            data += bytes([int(part, 16)]) if len(part) == 2 else _ESCAPED_CHARACTERS.get(part, part.encode())
    return data.decode("utf-8", "surrogateescape")


# What MLIR's lexer takes after a backslash in a string: `"`, `\\`, `n`, `t` or two hex digits,
# nothing else (the grammar's reader rejects the rest at the backslash).
ESCAPES = r'[nt"\\]|[0-9a-fA-F]{2}'
_ESCAPE = rf"\\({ESCAPES})"  # compiled on first use (re's cache): most files have no escapes
_ESCAPED_CHARACTERS = {"n": b"\n", "t": b"\t"}


def _hex_bytes(character: str) -> str:
    return "".join(f"\\{byte:02X}" for byte in _utf8(character))


def _utf8(text: str) -> bytes:
    try:  # a byte a name that is not UTF-8 was decoded with (surrogateescape) is that byte again
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a lone surrogate of another kind (JSON may send `\ud800`)
        return text.encode("utf-8", "surrogatepass")


# The grammar's bare identifier (its BARE_ID terminal; tests/test_fastparse.py compares them), which
# the fast path and the syntax errors read too.
BARE_ID = r"[A-Za-z_][A-Za-z0-9_$.]*"
_BARE_SYMBOL = LazyPattern(BARE_ID)
_PLAIN_STRING = LazyPattern(r'[ !#-\[\]-~]*')  # printable ASCII but `"` and `\`: nothing to escape

RETURN_OP = "func.return"  # the custom `return` is this op, as in MLIR's generic form
FUNC_OP = "func.func"
MODULE_OP = "builtin.module"


class BlockArgument(Node):
    """`%a: T`, in a named-argument signature or in a `^bb0(...)` block header."""

    __slots__ = ("name", "type", "offset", "location")

    def __init__(self, name: str, type: Type, offset: int,  # noqa: A002
                 location: Location | str | None = None) -> None:  # a `loc(#alias)` is its name until resolved
        self.name = name  # with its `%`
        self.type = type
        self.offset = offset
        self.location = location

    def __str__(self) -> str:
        return f"{self.name}: {self.type}" + ("" if self.location is None else f" {self.location}")


class Block(Node):
    """A label with arguments (`^bb0(%a: T):`; an entry block may have neither) and its ops."""

    __slots__ = ("label", "arguments", "ops", "offset", "parent")
    _compared = __slots__[:-1]

    def __init__(self, label: str | None, arguments: tuple[BlockArgument, ...], ops: tuple[Operation, ...],
                 offset: int) -> None:
        self.label = label  # with its `^`; None for an entry block written without one
        self.arguments = arguments
        self.ops = ops
        self.offset = offset  # of the label, or of the first op
        self.parent: Region | None = None
        for op in ops:
            op.parent = self

    def header(self) -> str:
        arguments = f"({', '.join(map(str, self.arguments))})" if self.arguments else ""
        return f"{self.label}{arguments}:"


class Region(Node):
    """`{ ... }`: the blocks of one of an op's regions (none at all: an empty region)."""

    __slots__ = ("blocks", "offset", "parent")
    _compared = __slots__[:-1]

    def __init__(self, blocks: tuple[Block, ...], offset: int) -> None:
        self.blocks = blocks
        self.offset = offset  # of its `{`
        self.parent: Operation | None = None
        for block in blocks:
            block.parent = self


class Module(Node):
    """A parsed buffer (or one `// -----` chunk of it): its top-level ops in order, with the
    alias definitions (`#map = ...`, `!t = ...`) and the `{-# ... #-}` resources it wrote,
    both kept as written so that printing can give them back."""

    __slots__ = ("body", "aliases", "resources")

    def __init__(self, body: tuple[Operation, ...], aliases: tuple[tuple[str, object], ...] = (),
                 resources: str = "") -> None:
        self.body = body
        self.aliases = aliases
        self.resources = resources


def walk(ops: tuple[Operation, ...], into: Callable[[Operation], bool] | None = None) -> Iterator[Operation]:
    """Every op in `ops` and, after each, the ops of its regions (of those ops `into` accepts,
    if given), in source order (iteratively: nesting may be deep)."""
    stack = [iter(ops)]
    while stack:
        op = next(stack[-1], None)
        if op is None:
            stack.pop()
            continue
        yield op
        if into is None or into(op):
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    stack.append(iter(block.ops))
