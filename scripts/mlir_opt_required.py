"""Write toyir/dialects/mlir_opt_required.py: for the ops mlir-opt 22 registers
(toyir/dialects/mlir_opt_ops.py, and llvm's, whose names its library holds), the attributes each
requires, in the order its verifier asks for them, where it asks for the first before anything
else of an op that gives no attribute; and the number of operand segments of those sized by
`operandSegmentSizes`.

    python scripts/mlir_opt_required.py [MLIR_OPT]

Each op is written with no attribute (but its operands' segment sizes, all in the first, if it
has segments), in every shape of zero to three operands, zero to two results and zero or one
(empty) region, at the top level and in a function; where mlir-opt's
first error is "'op' op requires attribute 'name'", the op requires `name`, and asks for it
first in that shape and place (in another, its counts, its parent or its types are judged
first).  Then, given that attribute as a property (the first value of `CANDIDATES` whose kind
mlir-opt's parser converts), what it asks for next, and so on: the attributes after the first
where it asks for each in every shape of the first.  tests/test_mlir_opt_ops.py asks mlir-opt
again for each op of the table.  The segments: each op given an `operandSegmentSizes` of 13
sizes, as a property ("size mismatch in attribute conversion: 13 vs N") or, for an op of no
properties, as an attribute ("must have N elements").
"""

from __future__ import annotations

import bisect
import itertools
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "toyir" / "dialects" / "mlir_opt_required.py"
ERROR = re.compile(r"^<stdin>:(\d+):\d+: error: (.*)$", re.M)
REQUIRES = re.compile(r"'([^']*)' op requires attribute '([^']*)'$")
SIZES = "operandSegmentSizes = array<i32: " + ", ".join(["1"] * 13) + ">"
SEGMENTS = re.compile(r"for op ([\w.]+): size mismatch in attribute conversion: 13 vs (\d+)$"
                      r"|'([\w.]+)' op 'operandSegmentSizes' attribute for specifying operand segments must have (\d+) "
                      r"elements")


def chunk(name: str, operands: int, results: int, regions: int, where: str, given: tuple = (),
          segments: int | None = None) -> str | None:
    """The op `name` with no attribute but the properties `given` ((name, value) pairs), and, if
    its operands are sized by `segments` segments, their sizes (all in the first), in the shape
    and the place given (None: no operand at the top level, where no value is defined)."""
    if where == "t" and operands:
        return None
    if segments:
        given = (("operandSegmentSizes", f"array<i32: {operands}{', 0' * (segments - 1)}>"), *given)
    properties = f" <{{{', '.join(f'{key} = {value}' for key, value in given)}}}>" if given else ""
    op = (f'{"%r = " if results else ""}"{name}"({", ".join(["%a"] * operands)}){properties}'
          f'{" ({})" if regions else ""} : ({", ".join(["i32"] * operands)}) -> ({", ".join(["i32"] * results)})')
    return op if where == "t" else f"func.func @f(%a: i32) {{\n  {op}\n  return\n}}"


def first_errors(mlir_opt: str, chunks: list[tuple[str, str]]) -> dict[str, str]:
    """Each chunk's first error (by key); a batch that crashes mlir-opt is asked again in halves,
    and a chunk alone that crashes it has none."""
    text = "\n// -----\n".join(body for _, body in chunks) + "\n"
    run = subprocess.run([mlir_opt, "--allow-unregistered-dialect", "--split-input-file", "-", "-o", "/dev/null"],
                         input=text, capture_output=True, text=True, timeout=600)
    if run.returncode not in (0, 1):
        if len(chunks) == 1:
            return {}
        half = len(chunks) // 2
        return {**first_errors(mlir_opt, chunks[:half]), **first_errors(mlir_opt, chunks[half:])}
    starts, line = [], 1
    for _, body in chunks:
        starts.append(line)
        line += body.count("\n") + 2
    found: dict[str, str] = {}
    for match in ERROR.finditer(run.stderr):
        key = chunks[bisect.bisect_right(starts, int(match.group(1))) - 1][0]
        found.setdefault(key, match.group(2))
    return found


# Dialects of mlir-opt's that take unknown ops, whose ops are not in mlir_opt_ops.py: the names
# their library holds are each asked as the table's are (an unknown one asks for nothing).
OPEN = ("llvm",)
NAME = re.compile(r"[a-z_][a-z0-9_]*\.[a-z_][a-zA-Z0-9_.]*")


def open_candidates(mlir_opt: str) -> list[str]:
    binary = Path(mlir_opt).resolve()
    libraries = [binary, *sorted(binary.parent.parent.glob("lib/libMLIR*.so*"))]
    strings = subprocess.run(["strings", "-n", "4", *map(str, libraries)], capture_output=True, text=True,
                             check=True).stdout.split("\n")
    return sorted({s for s in strings if NAME.fullmatch(s) and s.partition(".")[0] in OPEN})


# Values of the kinds of attribute a property takes, tried in turn for an attribute mlir-opt
# requires: the first its parser converts is given, to learn what it asks for next.
CANDIDATES = ("unit", "0 : i64", "0 : i32", "true", '"s"', "@s", "[]", "array<i32>", "array<i64>", "i32",
              "{}", "0 : index", "1 : i64", "1 : i32", "0 : i8", "0 : i1", "0.0 : f32", "[0]", "[@s]", '["s"]',
              "array<i32: 0>", "array<i64: 0>", "affine_map<() -> ()>", "dense<0> : tensor<1xi32>",
              "dense<0> : vector<1xi32>", "() -> ()", "#llvm.linkage<internal>", "#llvm.fastmath<none>",
              "#arith.fastmath<none>", "#gpu<dim x>", "#llvm.framePointerKind<none>", "#llvm.tailcallkind<none>")


def requested_after(mlir_opt: str, first: dict[str, tuple[str, list[str]]], segments: dict[str, int]
                    ) -> dict[str, list[tuple[str, str]]]:
    """For each op of `first` (its first required attribute and the shapes mlir-opt asks for it
    in), the attributes it requires after it: each with the value of `CANDIDATES` given to the
    one before it (the first whose kind mlir-opt's parser converts), found in the op's first
    shape: `[(second, value given to the first), (third, value given to the second), ...]`;
    as far as mlir-opt asks for them so in every shape of the op (an op asked no more: `[]`)."""
    chains: dict[str, list[tuple[str, str]]] = {name: [] for name in first}
    pending = {name: (attribute, ()) for name, (attribute, _) in first.items()}
    while pending:
        asked = []
        for name, (attribute, given) in pending.items():
            shape = first[name][1][0]
            for index, value in enumerate(CANDIDATES):
                body = chunk(name, int(shape[0]), int(shape[1]), int(shape[2]), shape[3], given + ((attribute, value),),
                             segments.get(name))
                asked.append((f"{name}|{index}", body))
        errors = first_errors(mlir_opt, asked)
        following = {}
        for name, (attribute, given) in pending.items():
            for index, value in enumerate(CANDIDATES):
                message = errors.get(f"{name}|{index}", "")
                if message.startswith("invalid properties "):
                    continue  # (not a value of the kind the property takes)
                match = REQUIRES.match(message)
                if match is not None and match.group(1) == name and \
                        match.group(2) not in {attribute, *(earlier for earlier, _ in given)}:
                    chains[name].append((match.group(2), value))
                    following[name] = (match.group(2), given + ((attribute, value),))
                break
        pending = following
    asked = []  # each step of each chain, in every shape of its op
    for name, chain in chains.items():
        attribute, shapes = first[name]
        given: tuple = ()
        for later, value in chain:
            given += ((attribute, value),)
            for shape in shapes:
                body = chunk(name, int(shape[0]), int(shape[1]), int(shape[2]), shape[3], given, segments.get(name))
                if body is not None:
                    asked.append((f"{name}|{shape}|{len(given)}", body))
            attribute = later
    errors = first_errors(mlir_opt, asked)
    agreed = {}
    for name, chain in chains.items():
        shapes = first[name][1]
        steps = 0
        while steps < len(chain) and all(errors.get(f"{name}|{shape}|{steps + 1}") ==
                                         f"'{name}' op requires attribute '{chain[steps][0]}'" for shape in shapes):
            steps += 1
        agreed[name] = chain[:steps]
    return agreed


def main() -> None:
    mlir_opt = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/bin/mlir-opt"
    sys.path.insert(0, str(ROOT))
    from toyir.dialects.mlir_opt_ops import OPS

    names = sorted(f"{dialect}.{op}" for dialect, ops in OPS.items() for op in ops) + open_candidates(mlir_opt)
    segments: dict[str, int] = {}
    for form in ("<{%s}>", "{%s}"):  # (as a property, then as an attribute of an op of no properties)
        asked = [(name, f'func.func @f() {{\n  "{name}"() {form % SIZES} : () -> ()\n  return\n}}')
                 for name in names if name not in segments]
        for message in first_errors(mlir_opt, asked).values():
            match = SEGMENTS.search(message)
            if match is not None:
                segments[match.group(1) or match.group(3)] = int(match.group(2) or match.group(4))
    chunks = []
    for name in names:
        for operands, results, regions, where in itertools.product(range(4), range(3), (0, 1), "tf"):
            body = chunk(name, operands, results, regions, where, segments=segments.get(name))
            if body is not None:
                chunks.append((f"{name}|{operands}{results}{regions}{where}", body))
    required: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for key, message in first_errors(mlir_opt, chunks).items():
        name, shape = key.split("|")
        match = REQUIRES.match(message)
        if match is not None and match.group(1) == name:
            required[name][match.group(2)].append(shape)
    after = requested_after(mlir_opt, {name: (attribute, shapes) for name, shapes_of in required.items()
                                       for attribute, shapes in shapes_of.items()}, segments)
    lines = ['"""The attributes each op mlir-opt 22 registers requires, in the order it asks for them, and the',
             "shapes (operands up to 3, results up to 2, regions 0 or 1, and `t` at the top level or `f` in a",
             "function) in which mlir-opt asks for the first before anything else (and for each after it, the",
             "others given; its operands' segment sizes given where they have segments); each but the last",
             "with a value of the kind its property takes (what mlir-opt was given for it); the number of",
             "operand segments of those sized by `operandSegmentSizes` (generated by",
             "scripts/mlir_opt_required.py from mlir-opt itself: do not edit).",
             '"""', "", "REQUIRED = {"]
    for name in sorted(required):
        ((attribute, shapes),) = required[name].items()  # (one attribute an op: what it asks for first)
        names = [attribute] + [later for later, _ in after[name]]
        chain = tuple(zip(names, [value for _, value in after[name]] + [None]))
        lines.append(f"    {name!r}: ({chain!r}, {' '.join(sorted(shapes))!r}),")
    lines += ["}", "", "SEGMENTS = {"]
    lines += [f"    {name!r}: {count}," for name, count in sorted(segments.items())]
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n")
    print(f"{OUT}: {len(required)} ops, {len(segments)} of segments")


if __name__ == "__main__":
    main()
