"""Printing a module back as text: ops in MLIR's generic form, functions and modules around them.

An op prints as `%r = "d.op"(%a) {attrs} : (T) -> T` (a `return` as `"func.return"(%r) : (T) -> ()`,
which is its generic form); `func.func` and `module` keep the custom syntax toyir reads, so the
output parses again, with toyir or with mlir-opt.  Value names are kept as written.
"""

from __future__ import annotations

from toyir.ir import Function, Item, Module, ModuleOp, Operation

INDENT = "  "


def print_module(module: Module) -> str:
    lines: list[str] = []
    for item in module.body:
        _item(item, 0, lines)
    return "".join(line + "\n" for line in lines)


def _item(item: Item, depth: int, lines: list[str]) -> None:
    pad = INDENT * depth
    if isinstance(item, Operation):
        lines.append(pad + str(item))
    elif isinstance(item, Function):
        lines.append(pad + _signature(item) + (" {" if item.ops is not None else ""))
        if item.ops is not None:
            if item.entry_block is not None:
                lines.append(pad + str(item.entry_block))
            lines.extend(pad + INDENT + str(op) for op in item.ops)
            lines.append(pad + "}")
    else:
        lines.append(pad + _module_header(item) + " {")
        for nested in item.body:
            _item(nested, depth + 1, lines)
        lines.append(pad + "}")


def _signature(fn: Function) -> str:
    visibility = f"{fn.visibility} " if fn.visibility else ""
    arguments = fn.arguments if fn.arguments is not None else fn.argument_types
    text = f"func.func {visibility}{fn.name}({', '.join(map(str, arguments))})"
    if len(fn.result_types) == 1:
        text += f" -> {fn.result_types[0]}"
    elif fn.result_types:
        text += f" -> ({', '.join(map(str, fn.result_types))})"
    return text + _attributes(fn.attributes)


def _module_header(module: ModuleOp) -> str:
    return "module" + (f" {module.name}" if module.name else "") + _attributes(module.attributes)


def _attributes(attributes: tuple) -> str:
    return f" attributes {{{', '.join(map(str, attributes))}}}" if attributes else ""
