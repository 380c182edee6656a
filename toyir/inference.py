"""`--infer-shapes`: a module retyped with the result types its ops' traits infer.

Each op's result takes the shape its traits infer from its operands (a static dim the file wrote
where the inference leaves `?` is kept: it is more specific); later uses of that value, and a
function's result types, follow, so the retyped module verifies again.
"""

from __future__ import annotations

from toyir.ir import RETURN_OP, Function, Item, Module, ModuleOp, Operation, Type, is_shaped, with_shape
from toyir.registry import Registry
from toyir.shapes import Shape


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
    return Module(tuple(_item(item, registry, {}) for item in module.body))


def _keep_written(written: Shape | None, inferred: Shape) -> Shape:
    if written is None or len(written) != len(inferred):
        return inferred
    return tuple(w if i is None else i for i, w in zip(inferred, written))


def _item(item: Item, registry: Registry, refined: dict[str, Type]) -> Item:
    if isinstance(item, Operation):
        return _op(item, registry, refined)
    if isinstance(item, ModuleOp):
        inner: dict[str, Type] = {}
        return ModuleOp(item.name, item.attributes, tuple(_item(i, registry, inner) for i in item.body), item.offset)
    if item.ops is None:
        return item
    body: dict[str, Type] = {}
    ops = tuple(_op(op, registry, body) for op in item.ops)
    results = ops[-1].operand_types if ops and ops[-1].name == RETURN_OP else item.result_types
    return Function(item.name, item.visibility, item.arguments, item.argument_types, results, item.attributes,
                    item.entry_block, ops, item.offset)


def _op(op: Operation, registry: Registry, refined: dict[str, Type]) -> Operation:
    """`op` with its uses typed as refined above, and its result as its traits infer."""
    operand_types = tuple(refined.get(use.name, t) if not use.index else t
                          for use, t in zip(op.operands, op.operand_types))
    retyped = Operation(op.name, op.results, op.operands, op.attributes, operand_types, op.result_types,
                        op.offset, op.start, op.types_offset)
    inferred = infer_result_type(retyped, registry)
    if inferred is not None:
        retyped.result_types = (inferred,)
    if len(op.results) == 1 and len(retyped.result_types) == 1:
        refined[op.results[0].name] = retyped.result_types[0]
    return retyped
