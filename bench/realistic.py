"""Realistic inputs: what users' files look like, not what the verdict memo likes.

    python bench/realistic.py CLASS OPS [--seed N] > file.mlir      (CLASS: one of CLASSES)

Every class draws distinct random shapes (ranks 0 to 6, `?` dims, `*` unranked operands) for
`test.broadcastable` ops whose result is their operands' broadcast, fifty to a function:

* `distinct`: just that; `attrs`: an attribute dictionary on every op, each distinct;
  `comments`: a comment on every line; `loc`: `loc("model.py":L:C)` on every op;
  `toplevel`: the ops at the top level, no functions;
* `errors-10`, `errors-100`: one op in ten, or every op, with a result that does not broadcast;
* `syntax-end`: valid, with one syntax error on the last line.

Each is valid for mlir-opt 22 too (which checks `test.broadcastable` with its test dialect),
except the error classes, which it rejects as toyir does, and `toplevel`, whose values mlir-opt
wants defined: it is timed against `distinct` (the same ops in functions) there.
"""

from __future__ import annotations

import argparse
import random
import sys

CLASSES = ("distinct", "attrs", "comments", "loc", "toplevel", "errors-10", "errors-100", "syntax-end")
ELEMENTS = ("f32", "i32", "f16", "i64", "bf16")
PER_FUNCTION = 50


def _shape(rng: random.Random) -> list:
    return [rng.choice((1, 2, 3, 4, 5, 7, 8, 16, 32, None)) for _ in range(rng.randint(0, 6))]


def _broadcast(a: list, b: list) -> list | None:
    """The result shape both semantics accept: a dim is static only where both say so."""
    rank = max(len(a), len(b))
    a, b = [1] * (rank - len(a)) + a, [1] * (rank - len(b)) + b
    out = []
    for x, y in zip(a, b):
        if x is None or y is None:
            out.append(None)
        elif x == 1 or y == 1 or x == y:
            out.append(max(x, y))
        else:
            return None
    return out


def _type(shape: list | None, element: str) -> str:
    if shape is None:
        return f"tensor<*x{element}>"
    return "tensor<" + "".join(("?" if d is None else str(d)) + "x" for d in shape) + element + ">"


def generate(kind: str, ops: int, seed: int = 1) -> str:
    if kind not in CLASSES:
        raise ValueError(f"unknown class {kind!r}: one of {', '.join(CLASSES)}")
    rng = random.Random(seed)
    lines: list[str] = []
    made = 0
    for function in range(-(-ops // PER_FUNCTION)):
        element = rng.choice(ELEMENTS)
        arguments, body = [], []
        for i in range(min(PER_FUNCTION, ops - made)):
            wrong = kind == "errors-100" or (kind == "errors-10" and rng.random() < 0.1)
            while True:
                a, b = _shape(rng), _shape(rng)
                result = _broadcast(a, b)
                # A wrong op's last dim is static and off by 50: wrong in both semantics.
                if result is not None and (not wrong or (result and result[-1] is not None)):
                    break
            if wrong:
                result = [*result[:-1], result[-1] + 50]
            elif rng.random() < 0.1:
                a, result = None, b  # an unranked operand: the result is what the other says
            result_type = _type(result, element)
            types = f"({_type(a, element)}, {_type(b, element)})"
            prefix = f"%f{function}_" if kind == "toplevel" else "%"
            arguments += [f"{prefix}a{i}: {_type(a, element)}", f"{prefix}b{i}: {_type(b, element)}"]
            # Discardable attributes (mlir-opt's test.broadcastable takes no properties), each
            # dictionary its own, as where each op carries its own constant or name.
            attributes = f' {{note = "op {made + i}", n = {made + i} : i64, tag = "k{i % 7}"}}' if kind == "attrs" else ""
            location = f' loc("model.py":{made + i + 1}:{i % 80 + 1})' if kind == "loc" else ""
            comment = f"  // op {i}: broadcast" if kind == "comments" else ""
            body.append(f'{prefix}r{i} = "test.broadcastable"({prefix}a{i}, {prefix}b{i}){attributes} : '
                        f"{types} -> {result_type}{location}{comment}")
        made += len(body)
        if kind == "toplevel":
            lines += body
            continue
        if kind == "comments":
            lines.append(f"// function {function}")
        lines.append(f"func.func @f{function}({', '.join(arguments)}) {{")
        lines += ["  " + line for line in body]
        lines += ["  return", "}"]
    if kind == "syntax-end":
        lines.append('%oops = "test.broadcastable"(%x) : (tensor<4xf32) -> tensor<4xf32>')
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=CLASSES)
    parser.add_argument("ops", type=int)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.stdout.write(generate(args.kind, args.ops, args.seed))


if __name__ == "__main__":
    main()
