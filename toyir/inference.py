"""`--infer-shapes`: a module retyped with the result types its ops' traits infer.

Each op's result takes the shape its traits infer from its operands (a static dim the file wrote
where the inference leaves `?` is kept: it is more specific); later uses of that value, and a
function's result types, follow, so the retyped module verifies again.  Values are followed by
name through the top level and into nested regions, up to an isolated op (a function), whose
body has names of its own.
"""

from __future__ import annotations

import copy

from toyir.ir import FunctionType, Module, Operation, Type, TypeAttr, is_shaped, with_shape
from toyir.registry import Registry
from toyir.shapes import Shape
from toyir.traits import IsolatedFromAbove


def infer_result_types(op: Operation, registry: Registry) -> tuple[Type, ...] | None:
    """The result types `op`'s declaration infers (its `infer` hook, else its traits' shape)."""
    definition = registry.lookup(op.name)
    if definition is not None and definition.infer is not None:
        try:
            inferred = definition.infer(op)
        except Exception:  # noqa: BLE001  (a dialect's hook; verifying reports what is wrong)
            return None
        return None if inferred is None or len(inferred) != len(op.result_types) else tuple(inferred)
    found = infer_result_type(op, registry)
    return None if found is None else (found,)


def infer_result_type(op: Operation, registry: Registry) -> Type | None:
    """The result type `op`'s traits infer, in the kind and element type written; None: none."""
    definition = registry.lookup(op.name)
    if definition is None or len(op.result_types) != 1 or not is_shaped(op.result_types[0]):
        return None
    for trait in definition.checks:
        shape = trait.infer(op)
        if shape is not None:
            return with_shape(op.result_types[0], _keep_written(op.result_types[0].shape, shape))  # type: ignore
    return None


def infer_module(module: Module, registry: Registry) -> Module:
    """A retyped copy of `module` (which is left as it is)."""
    retyped = copy.deepcopy(module)
    _ops(retyped.body, registry, {})
    return retyped


def _keep_written(written: Shape | None, inferred: Shape) -> Shape:
    if written is None or len(written) != len(inferred):
        return inferred
    return tuple(w if i is None else i for i, w in zip(inferred, written))


def _ops(ops: tuple[Operation, ...], registry: Registry, refined: dict[str, Type]) -> None:
    for op in ops:
        _op(op, registry, refined)


def _op(op: Operation, registry: Registry, refined: dict[str, Type]) -> None:
    """Retype `op` in place: its uses as refined above, its result as its traits infer, then
    the ops of its regions."""
    op.operand_types = tuple(refined.get(use.name, t) if not use.index else t
                             for use, t in zip(op.operands, op.operand_types))
    inferred = infer_result_types(op, registry)
    if inferred is not None:
        op.result_types = inferred
    if len(op.results) == 1 and len(op.result_types) == 1:
        refined[op.results[0].name] = op.result_types[0]
    definition = registry.lookup(op.name)
    isolated = definition is not None and definition.has(IsolatedFromAbove)
    for region in op.regions:
        inner = {} if isolated else refined
        for block in region.blocks:
            _ops(block.ops, registry, inner)
    if op.regions and isolated and op.attribute("function_type") is not None:
        _function_results(op)


def _function_results(op: Operation) -> None:
    """A function's result types follow what its `return` gives, once inferred."""
    signature = op.attribute("function_type")
    blocks = op.regions[0].blocks if op.regions else ()
    if not (isinstance(signature, TypeAttr) and isinstance(signature.type, FunctionType)) or not blocks \
            or not blocks[-1].ops or not blocks[-1].ops[-1].name.endswith(".return"):
        return
    returned = blocks[-1].ops[-1].operand_types
    updated = TypeAttr(FunctionType(signature.type.inputs, returned))
    op.properties = tuple(p if p.name != "function_type" else type(p)(p.name, updated, p.offset)
                          for p in op.properties)
