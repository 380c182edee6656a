"""Printing a module back as text: ops in MLIR's generic form, functions and modules around them.

An op prints as `%r = "d.op"(%a) {attrs} : (T) -> T` (a `return` as `"func.return"(%r) : (T) -> ()`,
which is its generic form); `func.func` and `module` keep the custom syntax toyir reads, so the
output parses again, with toyir or with mlir-opt.  Value names are kept as written.
"""

from __future__ import annotations

from toyir.ir import RETURN_OP, Function, Item, Module, ModuleOp, Operation, TensorType, Type, VectorType
from toyir.shapes import Shape

INDENT = "  "


def print_module(module: Module, infer_with=None) -> str:
    """`module` as text; with a registry as `infer_with`, result types become inferred ones
    (`--infer-shapes`), and the uses of those results follow."""
    lines: list[str] = []
    refined: dict[str, Type] = {}
    for item in module.body:
        _item(item, 0, lines, infer_with, refined)
    return "".join(line + "\n" for line in lines)


def _item(item: Item, depth: int, lines: list[str], infer_with, refined: dict[str, Type]) -> None:
    pad = INDENT * depth
    if isinstance(item, Operation):
        lines.append(pad + str(_refined(item, infer_with, refined) if infer_with else item))
    elif isinstance(item, Function):
        ops = item.ops
        if infer_with and ops:
            inner: dict[str, Type] = {}
            ops = tuple(_refined(op, infer_with, inner) for op in ops)
        result_types = ops[-1].operand_types if infer_with and ops and ops[-1].name == RETURN_OP else item.result_types
        lines.append(pad + _signature(item, result_types) + (" {" if ops is not None else ""))
        if ops is not None:
            if item.entry_block is not None:
                lines.append(pad + str(item.entry_block))
            lines.extend(pad + INDENT + str(op) for op in ops)
            lines.append(pad + "}")
    else:
        lines.append(pad + _module_header(item) + " {")
        inner = {}
        for nested in item.body:
            _item(nested, depth + 1, lines, infer_with, inner)
        lines.append(pad + "}")


def _refined(op: Operation, registry, refined: dict[str, Type]) -> Operation:
    """`op` with its uses typed as refined above, and its result typed as its traits infer."""
    operand_types = tuple(refined.get(use.name, t) if not use.index else t
                          for use, t in zip(op.operands, op.operand_types))
    result_types = op.result_types
    definition = registry.lookup(op.name)
    if definition is not None and len(result_types) == 1:
        probe = Operation(op.name, op.results, op.operands, op.attributes, operand_types, result_types,
                          op.offset, op.start, op.types_offset)
        for trait in definition.checks:
            shape = trait.infer(probe)
            if shape is not None:
                result_types = (_merge(result_types[0], shape),)
                break
    if len(op.results) == 1 and len(result_types) == 1:
        refined[op.results[0].name] = result_types[0]
    return Operation(op.name, op.results, op.operands, op.attributes, operand_types, result_types,
                     op.offset, op.start, op.types_offset)


def _merge(written: Type, inferred: Shape) -> Type:
    """The inferred shape, keeping a static dim the file wrote where the inference left `?`."""
    if not isinstance(written, (TensorType, VectorType)):
        return written
    if written.shape is not None and len(written.shape) == len(inferred):
        inferred = tuple(w if i is None else i for i, w in zip(inferred, written.shape))
    if isinstance(written, VectorType):
        return VectorType(tuple(d if d is not None else 1 for d in inferred), written.element)
    return TensorType(inferred, written.element)


def _signature(fn: Function, result_types: tuple) -> str:
    visibility = f"{fn.visibility} " if fn.visibility else ""
    arguments = fn.arguments if fn.arguments is not None else fn.argument_types
    text = f"func.func {visibility}{fn.name}({', '.join(map(str, arguments))})"
    if len(result_types) == 1:
        text += f" -> {result_types[0]}"
    elif result_types:
        text += f" -> ({', '.join(map(str, result_types))})"
    return text + _attributes(fn.attributes)


def _module_header(module: ModuleOp) -> str:
    return "module" + (f" {module.name}" if module.name else "") + _attributes(module.attributes)


def _attributes(attributes: tuple) -> str:
    return f" attributes {{{', '.join(map(str, attributes))}}}" if attributes else ""
