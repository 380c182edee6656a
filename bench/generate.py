"""Write a file of N `test.broadcastable` op lines with varied, valid shapes (default 100 000).

    python bench/generate.py 100000 > /tmp/ops.mlir
"""

from __future__ import annotations

import random
import sys

SHAPES = [
    ("tensor<4xf32>", "tensor<4xf32>", "tensor<4xf32>"),
    ("tensor<1x2xi32>", "tensor<?x2xi32>", "tensor<?x2xi32>"),
    ("tensor<4xi32>", "tensor<2x3x4xi32>", "tensor<2x3x4xi32>"),
    ("tensor<*xf32>", "tensor<2x?xf32>", "tensor<2x?xf32>"),
    ("tensor<1x?x5xf16>", "tensor<3x1x5xf16>", "tensor<3x?x5xf16>"),
    ("vector<4x[8]xf32>", "vector<8xf32>", "vector<4x[8]xf32>"),
    ("tensor<i64>", "tensor<7x1xi64>", "tensor<7x1xi64>"),
]


def generate(count: int, seed: int = 0) -> str:
    rng = random.Random(seed)
    lines = []
    for i in range(count):
        a, b, r = rng.choice(SHAPES)
        lines.append(f'%r{i} = "test.broadcastable"(%a{i}, %b{i}) : ({a}, {b}) -> {r}\n')
    return "".join(lines)


if __name__ == "__main__":
    sys.stdout.write(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 100_000))
