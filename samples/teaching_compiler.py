"""A tiny front end for a course on compilers: it types an expression language with toyir.

    python samples/teaching_compiler.py

The language: inputs with shapes, and `+` / `*` between values, NumPy-style broadcasting.  The
front end declares its own ops (`tc.add`, `tc.mul`) with toyir's Broadcastable trait, infers each
result's shape with toyir's shape functions, emits MLIR, has toyir verify it, and prints the
inferred shapes, or toyir's diagnostics when the program is wrong.
"""

from __future__ import annotations

import toyir

# Our own dialect: two ops, each declared in one line with an existing trait.
REGISTRY = toyir.DEFAULT_REGISTRY.extended(
    [toyir.OpDef("tc.add", (toyir.Broadcastable(),)), toyir.OpDef("tc.mul", (toyir.Broadcastable(),))],
    dialects=["tc"])
OPS = {"+": "tc.add", "*": "tc.mul"}


def tensor(shape: tuple) -> str:
    return "tensor<" + "".join(("?" if d is None else str(d)) + "x" for d in shape) + "f32>"


def compile_program(source: str) -> str:
    """The program as MLIR, each result typed with the shape toyir infers (unranked if it cannot)."""
    shapes: dict[str, tuple | None] = {}  # None: unknown (unranked)
    inputs, body, last = [], [], ""
    for line in filter(None, (line.strip() for line in source.splitlines())):
        if "=" not in line:
            name, _, dims = (part.strip() for part in line.partition(":"))
            shapes[name] = tuple(None if d == "?" else int(d) for d in dims.split("x"))
            inputs.append(f"%{name}: {type_of(shapes[name])}")
            continue
        last, _, rhs = (part.strip() for part in line.partition("="))
        left, op, right = rhs.split()
        try:
            shapes[last] = toyir.infer_result_shape([shapes[left], shapes[right]])
        except toyir.BroadcastError:
            shapes[last] = None  # type it unranked, and let the verifier explain
        body.append(f'  %{last} = "{OPS[op]}"(%{left}, %{right}) : '
                    f"({type_of(shapes[left])}, {type_of(shapes[right])}) -> {type_of(shapes[last])}")
    result = type_of(shapes[last])
    return (f"func.func @main({', '.join(inputs)}) -> {result} {{\n" + "\n".join(body)
            + f"\n  return %{last} : {result}\n}}\n")


def type_of(shape: tuple | None) -> str:
    return "tensor<*xf32>" if shape is None else tensor(shape)


def run(source: str) -> None:
    ir = compile_program(source)
    diagnostics = toyir.check(ir, "program.mlir", registry=REGISTRY)
    if diagnostics:
        for diagnostic in diagnostics:
            print(toyir.render(ir, diagnostic, "program.mlir"), end="")
        return
    module = toyir.parse(ir, "program.mlir")
    (function,) = module.body
    for op in function.regions[0].blocks[0].ops[:-1]:
        print(f"{op.results[0].name} : {op.result_types[0]}")


if __name__ == "__main__":
    print("-- a program that types:")
    run("a: 1x3\nb: 4x1\nc = a + b\nd = c * a\n")
    print("-- a program that does not:")
    run("a: 2x3\nb: 3x2\nc = a + b\n")
