"""Attributes an op reads: their presence, kinds and ranges."""

from __future__ import annotations

from collections.abc import Callable, Collection

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import ATTRIBUTE
from toyir.ir import (DenseArrayAttr, DictAttr, IntegerAttr, IntegerType, OpaqueAttr, Operation, StringAttr, SymbolRefAttr,
                      unquote)
from toyir.traits.base import Trait, op_error



def string_attribute(op: Operation, name: str, default: str) -> str:
    """The unquoted value of a string attribute (after `StringAttrIn` checked it), or `default`."""
    value = op.attribute(name)
    return value.value[1:-1] if isinstance(value, StringAttr) else default


def int_attribute(op: Operation, name: str, default: int) -> int:
    value = op.attribute(name)
    return value.value if isinstance(value, IntegerAttr) else default


class StringAttrIn(Trait):
    """An optional string attribute whose value is one of `allowed`."""

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


class StringAttrs(Trait):
    """Optional inherent attributes that are strings where given (ODS's `OptionalAttr<StrAttr>`):
    read from the properties, or from the attribute dictionary of an op written without them,
    as MLIR reads them (with properties, the dictionary's are discardable: anything goes)."""

    __slots__ = ("names",)
    code = ATTRIBUTE

    def __init__(self, *names: str) -> None:
        self.names = names

    def verify(self, op: Operation) -> Diagnostic | None:
        inherent = op.properties or op.attributes
        for name in self.names:
            value = next((a.value for a in inherent if a.name == name), None)
            if value is not None and not isinstance(value, StringAttr):
                return op_error(op, f"attribute '{name}' failed to satisfy constraint: string attribute")
        return None


class DialectAttributes(Trait):
    """An attribute dictionary of dialects' attributes only (`dlti.dl_spec`, `torch.debug_module_name`:
    a `.` in each name), besides the inherent ones named: builtin.module's verifier, in its words."""

    __slots__ = ("inherent",)
    code = ATTRIBUTE

    def __init__(self, *inherent: str) -> None:
        self.inherent = inherent

    def verify(self, op: Operation) -> Diagnostic | None:
        for attribute in op.attributes:
            name = unquote(attribute.name) if attribute.name.startswith('"') else attribute.name
            if "." not in name and name not in self.inherent:
                return op_error(op, f"can only contain attributes with dialect-prefixed names, found: '{name}'")
        return None


class VerifiedDialectAttribute(Trait):
    """A dialect's attribute on the op (`transform.with_named_sequence`), checked by its dialect's
    verifier (`check`) as the op is entered, before the op's own traits: MLIR's
    `Dialect::verifyOperationAttribute`, which may look at anything the op holds."""

    __slots__ = ("name", "check")
    cacheable = False

    def __init__(self, name: str, check: Callable[[Operation], Diagnostic | None]) -> None:
        self.name = name
        self.check = check

    def verify(self, op: Operation) -> Diagnostic | None:
        if op.attributes and any(attribute.name == self.name for attribute in op.attributes):
            return self.check(op)
        return None


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



class RequiredAttr(Trait):
    """ODS's required attribute: given, among the properties or in the attribute dictionary."""

    __slots__ = ("name",)
    code = ATTRIBUTE

    def __init__(self, name: str) -> None:
        self.name = name

    def verify(self, op: Operation) -> Diagnostic | None:
        return op_error(op, f"requires attribute '{self.name}'") if op.attribute(self.name) is None else None


class I64EnumAttr(Trait):
    """ODS's `I64EnumAttr`: an attribute, where given in the attribute dictionary, is one of its
    cases, a 64-bit signless integer (`2`, or `2 : i64`).  (Among the properties, the parser
    checks it: `I64EnumProperty`.)"""

    __slots__ = ("name", "cases")
    code = ATTRIBUTE

    def __init__(self, name: str, cases: Collection[int]) -> None:
        self.name = name
        self.cases = cases

    def verify(self, op: Operation) -> Diagnostic | None:
        value = op.attribute(self.name)
        if value is None or _is_case(value, self.cases) or any(a.name == self.name for a in op.properties):
            return None
        return op_error(op, f"attribute '{self.name}' failed to satisfy constraint: allowed 64-bit signless integer "
                            f"cases: {', '.join(map(str, self.cases))}")


class I64EnumProperty(I64EnumAttr):
    """`I64EnumAttr` where it stands among the properties (`<{predicate = 2 : i64}>`): MLIR's
    parser converts it as it makes the op, and stops at one that is no case, in its words."""

    __slots__ = ()
    parse_time = True
    width = 64  # (the enum's integers')

    def verify(self, op: Operation) -> Diagnostic | None:
        value = next((a.value for a in op.properties if a.name == self.name), None)
        if value is None or _is_case(value, self.cases, self.width):
            return None
        return _invalid_property(op, self.name, value)


class I32EnumProperty(I64EnumProperty):
    """ODS's `I32EnumAttr` among the properties: its cases are 32-bit integers (`1 : i32`; `1`
    alone is an i64, no case)."""

    __slots__ = ()
    width = 32


class DialectEnumAttr(Trait):
    """An attribute, where given in the attribute dictionary, that is a dialect's enum attribute
    (`#arith.overflow<nsw>`: `kind` is `#arith.overflow`), in ODS's words for it (`words`).
    (Among the properties, the parser checks it: `DialectEnumProperty`.)"""

    __slots__ = ("name", "kind", "words", "malformed")
    code = ATTRIBUTE

    def __init__(self, name: str, kind: str, words: str, malformed: Callable[[str], bool] | None = None) -> None:
        self.name = name
        self.kind = kind
        self.words = words
        # (an attribute of the dialect's namespace that its parser rejects, before the op is made:
        # no error of the op's is reported then)
        self.malformed = malformed

    def verify(self, op: Operation) -> Diagnostic | None:
        value = op.attribute(self.name)
        if value is None or _is_kind(value, self.kind) or any(a.name == self.name for a in op.properties) or (
                self.malformed is not None and isinstance(value, OpaqueAttr) and self.malformed(value.text)):
            return None
        return op_error(op, f"attribute '{self.name}' failed to satisfy constraint: {self.words}")


class DialectEnumProperty(DialectEnumAttr):
    """`DialectEnumAttr` where it stands among the properties: MLIR's parser converts it as it
    makes the op, and stops at one of another kind, in its words."""

    __slots__ = ()
    parse_time = True

    def verify(self, op: Operation) -> Diagnostic | None:
        value = next((a.value for a in op.properties if a.name == self.name), None)
        if value is None or _is_kind(value, self.kind) or (
                self.malformed is not None and isinstance(value, OpaqueAttr) and self.malformed(value.text)):
            return None
        return _invalid_property(op, self.name, value)


class FlatSymbolProperty(Trait):
    """A property that is a flat symbol reference (ODS's `FlatSymbolRefAttr`), where given: MLIR's
    parser converts it as it makes the op, and stops at another kind (`@a::@b`), in its words."""

    __slots__ = ("name",)
    code = ATTRIBUTE
    parse_time = True

    def __init__(self, name: str) -> None:
        self.name = name

    def verify(self, op: Operation) -> Diagnostic | None:
        value = next((a.value for a in op.properties if a.name == self.name), None)
        if value is None or isinstance(value, SymbolRefAttr) and len(value.names) == 1:
            return None
        return _invalid_property(op, self.name, value)


class StringProperty(FlatSymbolProperty):
    """A property that is a string (ODS's `StrAttr`), where given: MLIR's parser converts it as it
    makes the op, and stops at another kind (`sym_visibility` alone, a unit), in its words."""

    __slots__ = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        value = next((a.value for a in op.properties if a.name == self.name), None)
        return None if value is None or isinstance(value, StringAttr) else _invalid_property(op, self.name, value)


def _is_kind(value: object, kind: str) -> bool:
    return isinstance(value, OpaqueAttr) and value.text.startswith(kind) and value.text[len(kind):len(kind) + 1] == "<"


def _invalid_property(op: Operation, name: str, value: object) -> Diagnostic:
    """MLIR's parser's words for a property it cannot convert."""
    from toyir.printer import mlir_text  # deferred: only a wrong op's message needs MLIR's printing

    return error(op.offset, f"invalid properties {mlir_text(DictAttr(op.properties))} for op {op.name}: Invalid "
                            f"attribute `{name}` in property conversion: {mlir_text(value)}", code=ATTRIBUTE)


def _is_case(value: object, cases: Collection[int], width: int = 64) -> bool:
    """Whether `value` is one of an enum's `cases`, an integer of the enum's `width` (one of no
    type is an i64)."""
    return isinstance(value, IntegerAttr) and (value.type or IntegerType(64)) == IntegerType(width) \
        and value.value in cases


class AttrSizedSegments(Trait):
    """ODS's `AttrSizedOperandSegments` / `AttrSizedResultSegments`: the property
    `operandSegmentSizes` (or `resultSegmentSizes`), an `array<i32: ...>` of non-negative sizes,
    sums to the op's operand (result) count.  An array of another length than the op's number of
    `segments` counts, as in mlir-opt, as no sizes at all."""

    __slots__ = ("results", "segments")
    code = ATTRIBUTE

    def __init__(self, results: bool = False, segments: int | None = None) -> None:
        self.results = results
        self.segments = segments

    def verify(self, op: Operation) -> Diagnostic | None:
        name, what = ("resultSegmentSizes", "result") if self.results else ("operandSegmentSizes", "operand")
        count = len(op.result_types if self.results else op.operand_types)
        value = op.attribute(name)
        if value is None:  # (the legacy spelling, which MLIR still reads: its words name the new one)
            value = op.attribute("result_segment_sizes" if self.results else "operand_segment_sizes")
        sizes = value.values if isinstance(value, DenseArrayAttr) and value.element == IntegerType(32) else ()
        if self.segments is not None and len(sizes) != self.segments:
            sizes = ()
        if any(size < 0 for size in sizes):  # type: ignore[operator]
            return op_error(op, f"'{name}' attribute cannot have negative elements")
        total = sum(sizes)  # type: ignore[arg-type]
        if total != count:
            return op_error(op, f"{what} count ({count}) does not match with the total size ({total}) specified "
                                f"in attribute '{name}'")
        return None


def AttrSizedOperandSegments(segments: int | None = None) -> AttrSizedSegments:  # noqa: N802  (ODS's name)
    return AttrSizedSegments(results=False, segments=segments)


def AttrSizedResultSegments(segments: int | None = None) -> AttrSizedSegments:  # noqa: N802
    return AttrSizedSegments(results=True, segments=segments)
