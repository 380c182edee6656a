"""Write a benchmark file: N `test.broadcastable` ops in F functions of varied signatures.

    python bench/generate.py --ops 100000 --functions 2000 > /tmp/ops.mlir

Every op verifies, in the seed's semantics and in mlir-opt's alike, so mlir-opt can run on the
same file.  Shapes come from a fixed list, drawn with a fixed seed: files are reproducible.
"""

from __future__ import annotations

import argparse
import random
import sys

# (operand types, result type): each pair broadcasts, and the seed and mlir-opt agree on it.
SHAPES = [
    (("tensor<4xf32>", "tensor<4xf32>"), "tensor<4xf32>"),
    (("tensor<1x2xi32>", "tensor<?x2xi32>"), "tensor<?x2xi32>"),
    (("tensor<4xi32>", "tensor<2x3x4xi32>"), "tensor<2x3x4xi32>"),
    (("tensor<*xf32>", "tensor<2x?xf32>"), "tensor<2x?xf32>"),
    (("tensor<1x?x5xf16>", "tensor<3x1x5xf16>"), "tensor<3x?x5xf16>"),
    (("tensor<i64>", "tensor<7x1xi64>"), "tensor<7x1xi64>"),
    (("tensor<8x1x6x1xf32>", "tensor<7x1x5xf32>", "tensor<1x5xf32>"), "tensor<8x7x6x5xf32>"),
    (("tensor<?x?xbf16>",), "tensor<?x?xbf16>"),
]


def generate(ops: int, functions: int, seed: int = 0) -> str:
    rng = random.Random(seed)
    functions = max(1, min(functions, ops))
    out = []
    for f in range(functions):
        count = ops // functions + (1 if f < ops % functions else 0)
        chosen = [rng.choice(SHAPES) for _ in range(count)]
        # Arguments: one per distinct operand type the body uses, in first-use order.
        types = list(dict.fromkeys(t for operands, _ in chosen for t in operands))
        name = {t: f"%arg{i}" for i, t in enumerate(types)}
        last_type = chosen[-1][1] if chosen else types[0]
        args = ", ".join(f"{name[t]}: {t}" for t in types)
        out.append(f"func.func @f{f}({args}) -> {last_type} {{\n")
        for i, (operands, result) in enumerate(chosen):
            uses = ", ".join(name[t] for t in operands)
            out.append(f'  %{i} = "test.broadcastable"({uses}) : ({", ".join(operands)}) -> {result}\n')
        out.append(f"  return %{len(chosen) - 1} : {last_type}\n}}\n")
    return "".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ops", type=int, default=100_000)
    parser.add_argument("--functions", type=int, default=2000)
    args = parser.parse_args()
    sys.stdout.write(generate(args.ops, args.functions))


if __name__ == "__main__":
    main()
