"""IRDL's constraints, matched as mlir-opt 22 matches them (mlir/lib/Dialect/IRDL's verifiers).

A definition's constraints are slots; matching a value against slot `i` binds it: a slot that
matched once matches only an equal value afterwards (`expected 'i32' but got 'f32'`), which is
how one `%t` makes two operands of one type.  A value is an attribute; an operand's or result's
type is matched as a TypeAttr, as in MLIR.  Messages are mlir-opt's, character for character
(an unclosed quote and a dialect's name written after its attribute's included).
"""

from __future__ import annotations

from collections.abc import Callable

from toyir import ir
from toyir.diagnostics import DiagnosticError
from toyir.irdl.syntax import Definition, Slot
from toyir.printer import mlir_text, sorted_entries
from toyir.reading import read_attribute
from toyir.source import Source
from toyir.syntax.bounded import bounded as _bounded

# ----------------------------------------------------------------- what MLIR calls a value's kind

_TYPE_BASES: dict[type, str] = {
    ir.IntegerType: "builtin.integer", ir.IndexType: "builtin.index", ir.ComplexType: "builtin.complex",
    ir.VectorType: "builtin.vector", ir.TupleType: "builtin.tuple", ir.NoneType: "builtin.none",
    ir.FunctionType: "builtin.function",
}
_ATTRIBUTE_BASES: dict[type, str] = {
    ir.IntegerAttr: "builtin.integer", ir.BoolAttr: "builtin.integer", ir.FloatAttr: "builtin.float",
    ir.StringAttr: "builtin.string", ir.ArrayAttr: "builtin.array", ir.DictAttr: "builtin.dictionary",
    ir.UnitAttr: "builtin.unit", ir.TypeAttr: "builtin.type", ir.SymbolRefAttr: "builtin.symbol_ref",
    ir.DenseArrayAttr: "builtin.dense_array",
}
_OPAQUE_BASES = {"affine_map": "builtin.affine_map", "affine_set": "builtin.integer_set",
                 "strided": "builtin.strided_layout"}


def dialect_name(text: str) -> str | None:
    """`c.pair` of `!c.pair<...>` or `#c.pair<...>`; None for a text that is no such name."""
    name = text[1:].split("<", 1)[0]
    return name if "." in name else None


def base_name(value: object, dynamic: Callable[[str], bool]) -> str:
    """The name MLIR gives the kind of `value` (a type or an attribute): `builtin.integer`,
    `builtin.tensor`, or `dialect.name` for a type or attribute an IRDL file defines (`dynamic`
    says which names those are)."""
    if isinstance(value, ir.FloatType):
        return "builtin." + value.name
    if isinstance(value, ir.TensorType):
        return "builtin.tensor" if value.shape is not None else "builtin.unranked_tensor"
    if isinstance(value, ir.MemRefType):
        return "builtin.memref" if value.shape is not None else "builtin.unranked_memref"
    if isinstance(value, (ir.OpaqueType, ir.OpaqueAttr)):
        name = dialect_name(value.text)
        if name is not None and dynamic(name):
            return name
        return _OPAQUE_BASES.get(value.text.split("<", 1)[0], "builtin.opaque")
    if isinstance(value, ir.ElementsAttr):
        if value.kind == "dense":
            return "builtin.dense_string_elements" if value.body.lstrip().startswith(('"', '["')) and \
                not value.body.lstrip().startswith('"0x') else "builtin.dense_int_or_fp_elements"
        return "builtin.dense_resource_elements" if value.kind == "dense_resource" else "builtin.sparse_elements"
    return _TYPE_BASES.get(type(value)) or _ATTRIBUTE_BASES.get(type(value), "builtin.opaque")


def _nothing_dynamic(name: str) -> bool:
    return False


def shown(value: object, in_array: bool = False, dynamic: Callable[[str], bool] = _nothing_dynamic) -> str:
    """`value` as mlir-opt prints it in a diagnostic (`printer.mlir_text`), a type or attribute
    an IRDL file defines (as `dynamic` says) with its parameters so printed."""
    def opaque(value: ir.OpaqueType | ir.OpaqueAttr) -> str:
        name = dialect_name(value.text)
        parameters = parameters_of(value.text) if name is not None and dynamic(name) else None
        if parameters is None:
            return value.text
        inner = ", ".join(mlir_text(p, opaque=opaque) for p in parameters)
        return value.text[0] + name + (f"<{inner}>" if parameters else "")  # type: ignore[operator]
    return mlir_text(value, in_array, opaque)


# ------------------------------------------------------------------------------- matching


class Matcher:
    """Matches values against one definition's slots, each bound by its first match
    (MLIR's ConstraintVerifier): one per op, or per type or attribute, verified."""

    __slots__ = ("slots", "bound", "definitions")

    def __init__(self, slots: list[Slot], definitions: dict[tuple[str, ...], Definition]) -> None:
        self.slots = slots
        self.bound: list[object] = [_UNBOUND] * len(slots)
        self.definitions = definitions  # (dialect, name) -> the type or attribute definition

    def match(self, value: object, index: int, emit: bool = True) -> str | None:
        """None if `value` satisfies slot `index`; else what mlir-opt says ("" where it says nothing)."""
        bound = self.bound[index]
        if bound is not _UNBOUND:
            if _same(bound, value, self.is_dynamic):
                return None
            return self._expected(bound, value) if emit else ""
        failure = self._check(self.slots[index], value, emit)
        if failure is None:
            self.bound[index] = value
        return failure

    def _check(self, slot: Slot, value: object, emit: bool) -> str | None:
        kind = slot.kind
        if kind == "any":
            return None
        if kind == "is":
            if _same(slot.value, value, self.is_dynamic):
                return None
            return self._expected(slot.value, value) if emit else ""
        if kind == "any_of":
            for index in slot.args:
                if self.match(value, index, emit=False) is None:
                    return None
            return f"'{shown(value, dynamic=self.is_dynamic)}' does not satisfy the constraint" if emit else ""
        if kind == "all_of":
            for index in slot.args:
                failure = self.match(value, index, emit)
                if failure is not None:
                    return failure
            return None
        if kind == "base":
            return self._base(slot.value, value, emit)
        return self._parametric(slot, value, emit)

    def _base(self, base: object, value: object, emit: bool) -> str | None:
        if isinstance(base, str):  # `irdl.base "!builtin.integer"`
            is_type = base.startswith("!")
            name = base[1:]
        else:  # `irdl.base @dialect::@name`
            definition = self.definitions[base]  # type: ignore[index]
            is_type, name = definition.kind == "type", definition.full_name
        if is_type:
            if not isinstance(value, ir.TypeAttr):
                return f"expected type, got attribute '{shown(value, dynamic=self.is_dynamic)}" if emit else ""
            found = base_name(value.type, self.is_dynamic)
            return None if found == name else (f"expected base type '{name}' but got '{found}'" if emit else "")
        found = base_name(value, self.is_dynamic)
        return None if found == name else (f"expected base attribute '{name}' but got '{found}'" if emit else "")

    def _parametric(self, slot: Slot, value: object, emit: bool) -> str | None:
        definition = self.definitions[slot.value]  # type: ignore[index]
        if definition.kind == "type":
            if not isinstance(value, ir.TypeAttr):
                return f"expected type, got attribute '{shown(value, dynamic=self.is_dynamic)}" if emit else ""
            found = value.type
            if base_name(found, self.is_dynamic) != definition.full_name:
                # (here mlir-opt 22 writes the type itself, where `irdl.base @d::@t` writes its base)
                return f"expected base type '{definition.full_name}' but got '{found}'" if emit else ""
        else:
            found = value
            if base_name(found, self.is_dynamic) != definition.full_name:
                # mlir-opt 22 writes the name before the dialect here, and the attribute itself
                return (f"expected base attribute '{definition.name}.{definition.dialect}' but got "
                        f"'{shown(value, dynamic=self.is_dynamic)}'") if emit else ""
        parameters = parameters_of(found.text)  # type: ignore[union-attr]
        if parameters is None or len(parameters) != len(slot.args):
            return (f"attribute '{definition.full_name}' expects {0 if parameters is None else len(parameters)} "
                    f"parameters but got {len(slot.args)}") if emit else ""
        for parameter, index in zip(parameters, slot.args):
            failure = self.match(parameter, index, emit)
            if failure is not None:
                return failure
        return None

    def _expected(self, wanted: object, value: object) -> str:
        return f"expected '{shown(wanted, dynamic=self.is_dynamic)}' but got '{shown(value, dynamic=self.is_dynamic)}'"

    def is_dynamic(self, name: str) -> bool:
        return tuple(name.split(".", 1)) in self.definitions


_UNBOUND = object()


def _same(a: object, b: object, dynamic: Callable[[str], bool]) -> bool:
    """Equal as MLIR uniques them (see `_canonical`)."""
    return _canonical(a, dynamic) == _canonical(b, dynamic)


def _canonical(value: object, dynamic: Callable[[str], bool]) -> object:
    """`value` as MLIR uniques it: an untyped integer is an i64, a bool an i1, a string its
    characters, a dictionary sorted by name, a type or attribute an IRDL file defines its
    parameters, inside arrays, dictionaries and parameters too."""
    if isinstance(value, ir.TypeAttr) and isinstance(value.type, ir.OpaqueType):
        return ("type", _canonical(value.type, dynamic))
    if isinstance(value, (ir.OpaqueType, ir.OpaqueAttr)):
        name = dialect_name(value.text)
        parameters = parameters_of(value.text) if name is not None and dynamic(name) else None
        if parameters is None:
            return value
        return (value.text[0], name, tuple(_canonical(p, dynamic) for p in parameters))
    if isinstance(value, ir.BoolAttr):
        return ("bool", value.value)
    if isinstance(value, ir.IntegerAttr):
        if value.type == ir.IntegerType(1):
            return ("bool", bool(value.value))
        return ("int", value.value, value.type or ir.IntegerType(64))
    if isinstance(value, ir.FloatAttr):
        return ("float", float.fromhex(value.text) if "x" in value.text else float(value.text),
                value.type or ir.FloatType("f64"))
    if isinstance(value, ir.StringAttr):
        return ("string", ir.unquote(value.value), value.type)
    if isinstance(value, ir.ArrayAttr):
        return ("array", tuple(_canonical(element, dynamic) for element in value.elements))
    if isinstance(value, ir.DictAttr):
        return ("dict", tuple((ir.unquote(a.name) if a.name.startswith('"') else a.name,
                               _canonical(a.value, dynamic)) for a in sorted_entries(value.entries)))
    return value


# ------------------------------------------------------------- a dynamic type's parameters

_PARAMETERS: dict[str, tuple | None] = {}


def parameters_of(text: str) -> tuple | None:
    """The parameters of `!d.t<p, q>` or `#d.a<p, q>` (each an attribute; a type is a
    TypeAttr), or None if they are not all attributes toyir reads."""
    known = _PARAMETERS.get(text, _UNBOUND)
    if known is not _UNBOUND:
        return known  # type: ignore[return-value]
    found = _read_parameters(text)
    _bounded(_PARAMETERS, text)[text] = found
    return found


def _read_parameters(text: str) -> tuple | None:
    opening = text.find("<")
    if opening < 0:
        return ()
    if not text.endswith(">"):
        return None
    # `p, q` is what an array attribute holds: read as one, by toyir's own grammar
    listed = Source("<parameters>", "[" + text[opening + 1:-1] + "]")
    try:
        array = read_attribute(listed, 0, len(listed.text))
    except DiagnosticError:
        return None
    return array.elements if isinstance(array, ir.ArrayAttr) else None
