"""The verifier: checks a parsed module and returns every diagnostic it earns, in file order.

Per op, in this order (a failure skips the later steps for that op, which would only repeat
it): the counts of result names and operand types against the types given, the op's
declaration, then its declared traits.  Values are checked across the module:

* a name defined twice is an error (`redefinition of SSA value`);
* top-level op lines may use a value defined nowhere: it is an external input, typed by its
  first use; the module body is a graph region, so a value may also be used above its
  definition;
* every use must agree with the definition's type, or with the first use of an external.
"""

from __future__ import annotations

from dataclasses import dataclass

from toyir.diagnostics import Diagnostic, Note, error
from toyir.dialects import DEFAULT_REGISTRY
from toyir.ir import Module, Operation, Type
from toyir.registry import Registry


@dataclass(frozen=True, slots=True)
class _Definition:
    types: tuple[Type, ...] | None  # None: the op's own result count was wrong
    offset: int


def verify(module: Module, registry: Registry = DEFAULT_REGISTRY, *,
           allow_unregistered: bool = False) -> list[Diagnostic]:
    diagnostics: list[Diagnostic] = []
    definitions = _collect_definitions(module, diagnostics)
    externals: dict[tuple[str, int], tuple[Type, int]] = {}
    for op in module.ops:
        if _check_uses(op, definitions, externals, diagnostics):
            _check_op(op, registry, allow_unregistered, diagnostics)
    diagnostics.sort(key=lambda d: d.offset)
    return diagnostics


def _collect_definitions(module: Module, diagnostics: list[Diagnostic]) -> dict[str, _Definition]:
    definitions: dict[str, _Definition] = {}
    for op in module.ops:
        bound = sum(group.count for group in op.results)
        types: tuple[Type, ...] | None = op.result_types
        if op.results and bound != len(op.result_types):
            diagnostics.append(error(op.start, f"operation defines {len(op.result_types)} results "
                                               f"but was provided {bound} to bind"))
            types = None
        position = 0
        for group in op.results:
            previous = definitions.get(group.name)
            if previous is not None:
                diagnostics.append(error(group.offset, f"redefinition of SSA value '{group.name}'",
                                         Note("previously defined here", previous.offset)))
            else:
                group_types = None if types is None else types[position:position + group.count]
                definitions[group.name] = _Definition(group_types, group.offset)
            position += group.count
    return definitions


def _check_uses(op: Operation, definitions: dict[str, _Definition],
                externals: dict[tuple[str, int], tuple[Type, int]], diagnostics: list[Diagnostic]) -> bool:
    """Check `op`'s operands against their definitions.

    False if the operand and type counts differ: the op's types then name no value reliably.
    """
    if len(op.operands) != len(op.operand_types):
        diagnostics.append(error(op.types_offset, f"expected {len(op.operands)} operand types "
                                                  f"but had {len(op.operand_types)}"))
        return False
    for use, use_type in zip(op.operands, op.operand_types):
        index = use.index or 0
        definition = definitions.get(use.name)
        if definition is not None:
            if definition.types is None:
                continue
            if index >= len(definition.types):
                diagnostics.append(error(use.offset, "reference to invalid result number"))
                continue
            prior_type, prior_offset = definition.types[index], definition.offset
        else:
            prior = externals.setdefault((use.name, index), (use_type, use.offset))
            prior_type, prior_offset = prior
        if prior_type != use_type:
            diagnostics.append(error(use.offset, f"use of value '{use}' expects different type than prior uses: "
                                                 f"'{use_type}' vs '{prior_type}'",
                                     Note("prior use here", prior_offset)))
    return True


def _check_op(op: Operation, registry: Registry, allow_unregistered: bool,
              diagnostics: list[Diagnostic]) -> None:
    definition = registry.lookup(op.name)
    if definition is None:
        if not allow_unregistered:
            diagnostics.append(_unregistered(op, registry))
        return
    for trait in definition.checks:
        diagnostic = trait.verify(op)
        if diagnostic is not None:
            diagnostics.append(diagnostic)
            return


def _unregistered(op: Operation, registry: Registry) -> Diagnostic:
    # mlir-opt's two messages, kept word for word so that ported expectations match.
    if registry.has_dialect(op.dialect):
        return error(op.offset, f"unregistered operation '{op.name}' found in dialect ('{op.dialect}') "
                                f"that does not allow unknown operations")
    return error(op.offset, "operation being parsed with an unregistered dialect. If this is intended, "
                            "please use -allow-unregistered-dialect with the MLIR tool used")
