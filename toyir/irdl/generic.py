"""An IRDL file in MLIR's generic form (what `mlir-opt --mlir-print-op-generic` prints of one),
read by toyir's own grammar and turned into the same `Dialect`s as the custom form's.

    "irdl.dialect"() <{sym_name = "course"}> ({
      "irdl.operation"() <{sym_name = "scale"}> ({
        %0 = "irdl.is"() <{expected = i32}> : () -> !irdl.attribute
        "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[ single]>}> : ...
      }) : () -> ()
    }) : () -> ()

The checks of names, lists and symbols are the custom form's (toyir/irdl/syntax.py); an op or
a property the generic form misses is said in ODS's words.
"""

from __future__ import annotations

from toyir import ir
from toyir.diagnostics import Diagnostic, DiagnosticError, Note, error
from toyir.explanations import IRDL_FILE
from toyir.irdl.syntax import (Definition, Dialect, Slot, check_definition, define, dialect_name_failures,
                               list_failures)
from toyir.reading import parse_source
from toyir.source import Source

_DEFINITIONS = {"irdl.operation": "operation", "irdl.type": "type", "irdl.attribute": "attribute"}
_CONSTRAINTS = {"irdl.is", "irdl.any", "irdl.any_of", "irdl.all_of", "irdl.base", "irdl.parametric"}
_LISTS = {"irdl.operands": "operands", "irdl.results": "results", "irdl.parameters": "parameters",
          "irdl.regions": "regions", "irdl.attributes": "attributes"}


def _error(offset: int, message: str, *notes: Note) -> Diagnostic:
    return error(offset, message, *notes, code=IRDL_FILE)


def read_generic(source: Source) -> tuple[list[Dialect], list[Diagnostic]]:
    """The dialects of a generic-form IRDL file, and what mlir-opt's verifier would say of it
    (raised: what its parser would say)."""
    module = parse_source(source)
    ops = list(module.body)
    if len(ops) == 1 and ops[0].name == ir.MODULE_OP and ops[0].regions and ops[0].regions[0].blocks:
        ops = list(ops[0].regions[0].blocks[0].ops)
    later: list[Diagnostic] = []
    dialects = []
    for op in ops:
        if op.name != "irdl.dialect":
            raise DiagnosticError(_error(op.offset, f"'{op.name}' is no IRDL dialect"))
        dialect = Dialect(_symbol_name(op), op.offset)
        later += dialect_name_failures(dialect)
        symbols: dict[str, int] = {}
        redefined: list[Diagnostic] = []
        for nested in _body(op):
            kind = _DEFINITIONS.get(nested.name)
            if kind is None:
                raise DiagnosticError(_error(nested.offset, f"'{nested.name}' op expects parent op 'irdl.dialect'"
                                      if nested.name in _LISTS or nested.name in _CONSTRAINTS else
                                      f"'{nested.name}' is no IRDL definition"))
            definition = Definition(kind, dialect.name, _symbol_name(nested), nested.offset)
            define(symbols, definition.name, nested.offset, redefined)
            _statements(definition, _body(nested), later)
            dialect.definitions.append(definition)
        later += redefined
        dialects.append(dialect)
    return dialects, later


def _symbol_name(op: ir.Operation) -> str:
    value = op.attribute("sym_name")
    if not isinstance(value, ir.StringAttr):
        raise DiagnosticError(_error(op.offset, f"'{op.name}' op requires attribute 'sym_name'"))
    return ir.unquote(value.value)


def _body(op: ir.Operation) -> list[ir.Operation]:
    if len(op.regions) != 1 or len(op.regions[0].blocks) > 1:
        raise DiagnosticError(_error(op.offset, f"'{op.name}' op requires one region of one block"))
    blocks = op.regions[0].blocks
    return list(blocks[0].ops) if blocks else []


def _names(op: ir.Operation, key: str) -> list[str]:
    value = op.attribute(key)
    if not isinstance(value, ir.ArrayAttr) or not all(isinstance(v, ir.StringAttr) for v in value.elements):
        raise DiagnosticError(_error(op.offset, f"'{op.name}' op requires attribute '{key}'"))
    return [ir.unquote(v.value) for v in value.elements]  # type: ignore[union-attr]


def _statements(definition: Definition, ops: list[ir.Operation], later: list[Diagnostic]) -> None:
    values: dict[str, tuple[str, int]] = {}  # a result's name -> ("c" or "r", slot index)

    def use(op: ir.Operation, i: int, want: str) -> int:
        found = values.get(op.operands[i].name)
        if found is None:
            raise DiagnosticError(_error(op.operands[i].offset, "use of undeclared SSA value name"))
        if found[0] != want:
            raise DiagnosticError(_error(op.operands[i].offset, f"use of value '{op.operands[i].name}' expects "
                                                                f"different type than prior uses"))
        return found[1]

    lists: list[tuple[str, int, list[tuple[str, str, int]]]] = []
    children: list[Diagnostic] = []
    for op in ops:
        uses = [use(op, i, "r" if op.name == "irdl.regions" else "c") for i in range(len(op.operands))]
        if op.name in _CONSTRAINTS or op.name == "irdl.region":
            slot = _slot(op, uses, children)
            slots = definition.region_slots if slot.kind == "region" else definition.slots
            if op.results:
                values[op.results[0].name] = ("r" if slot.kind == "region" else "c", len(slots))
            slots.append(slot)
        elif op.name in _LISTS:
            kind = _LISTS[op.name]
            names = _names(op, "attributeValueNames" if kind == "attributes" else "names")
            if len(names) != len(uses):
                raise DiagnosticError(_error(op.offset, f"'{op.name}' op has {len(uses)} operands but "
                                                        f"{len(names)} names"))
            variadicity = _variadicity(op, len(uses)) if kind in ("operands", "results") else ["single"] * len(uses)
            children += list_failures(definition.kind, kind, op.offset, names)
            lists.append((kind, op.offset, list(zip(names, variadicity, uses))))
        else:
            raise DiagnosticError(_error(op.offset, f"'{op.name}' is no IRDL op toyir knows"))
    check_definition(definition, lists, children, later)


def _variadicity(op: ir.Operation, count: int) -> list[str]:
    value = op.attribute("variadicity")
    if value is None:
        return ["single"] * count
    words = [w.strip(" ,") for w in str(value).partition("[")[2].rstrip(">").rstrip("]").split(",")]
    words = [w for w in words if w]
    if len(words) != count or any(w not in ("single", "optional", "variadic") for w in words):
        raise DiagnosticError(_error(op.offset, f"'{op.name}' op has {count} operands but {len(words)} variadicities"))
    return words


def _slot(op: ir.Operation, uses: list[int], later: list[Diagnostic]) -> Slot:
    kind = op.name.partition(".")[2]
    if kind == "is":
        expected = op.attribute("expected")
        if expected is None:
            raise DiagnosticError(_error(op.offset, "'irdl.is' op requires attribute 'expected'"))
        return Slot("is", op.offset, value=expected)
    if kind == "base":
        name, reference = op.attribute("base_name"), op.attribute("base_ref")
        if isinstance(reference, ir.SymbolRefAttr):
            return Slot("base", op.offset, value=tuple(ir.referenced(n) for n in reference.names))
        if not isinstance(name, ir.StringAttr):
            raise DiagnosticError(_error(op.offset, "'irdl.base' op requires attribute 'base_name' or 'base_ref'"))
        text = ir.unquote(name.value)
        if not text.startswith(("!", "#")):
            later.append(_error(op.offset, "'irdl.base' op the base type or attribute name should start with '!' "
                                           "or '#'"))
        return Slot("base", op.offset, value=text)
    if kind == "parametric":
        reference = op.attribute("base_type")
        if not isinstance(reference, ir.SymbolRefAttr):
            raise DiagnosticError(_error(op.offset, "'irdl.parametric' op requires attribute 'base_type'"))
        return Slot("parametric", op.offset, tuple(uses), value=tuple(ir.referenced(n) for n in reference.names))
    if kind == "region":
        blocks = op.attribute("numberOfBlocks")
        count = blocks.value if isinstance(blocks, ir.IntegerAttr) else None
        return Slot("region", op.offset, tuple(uses), value=count,
                    constrained=op.attribute("constrainedArguments") is not None)
    return Slot(kind, op.offset, tuple(uses))


def looks_generic(text: str) -> bool:
    """Whether an IRDL file's first op is in generic form (a quoted name)."""
    for line in text.splitlines():
        stripped = line.strip()
        if stripped and not stripped.startswith("//"):
            return stripped.startswith('"')
    return False
