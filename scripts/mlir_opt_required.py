"""Write toyir/dialects/mlir_opt_required.py: for the ops mlir-opt 22 registers
(toyir/dialects/mlir_opt_ops.py, and llvm's, whose names its library holds), the attribute each requires first, where mlir-opt's verifier
asks for it before anything else of an op that gives no attribute; and the number of operand
segments of those sized by `operandSegmentSizes`.

    python scripts/mlir_opt_required.py [MLIR_OPT]

Each op is written with no attribute, in every shape of zero or one operand, result and (empty)
region, at the top level and in a function; where mlir-opt's first error is "'op' op requires
attribute 'name'", the op requires `name`, and asks for it first in that shape and place (in
another, its counts, its parent or its types are judged first).  tests/test_mlir_opt_ops.py
asks mlir-opt again for each op of the table.  The segments: each op given an
`operandSegmentSizes` of 13 sizes, as a property ("size mismatch in attribute conversion: 13 vs
N") or, for an op of no properties, as an attribute ("must have N elements").
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


def chunk(name: str, operands: int, results: int, regions: int, where: str) -> str | None:
    """The op `name` with no attribute, in the shape and the place given (None: no operand at
    the top level, where no value is defined)."""
    if where == "t" and operands:
        return None
    op = (f'{"%r = " if results else ""}"{name}"({", ".join(["%a"] * operands)}){" ({})" if regions else ""} : '
          f'({", ".join(["i32"] * operands)}) -> ({", ".join(["i32"] * results)})')
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


def main() -> None:
    mlir_opt = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/bin/mlir-opt"
    sys.path.insert(0, str(ROOT))
    from toyir.dialects.mlir_opt_ops import OPS

    names = sorted(f"{dialect}.{op}" for dialect, ops in OPS.items() for op in ops) + open_candidates(mlir_opt)
    chunks = []
    for name in names:
        for operands, results, regions, where in itertools.product((0, 1), (0, 1), (0, 1), "tf"):
            body = chunk(name, operands, results, regions, where)
            if body is not None:
                chunks.append((f"{name}|{operands}{results}{regions}{where}", body))
    required: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for key, message in first_errors(mlir_opt, chunks).items():
        name, shape = key.split("|")
        match = REQUIRES.match(message)
        if match is not None and match.group(1) == name:
            required[name][match.group(2)].append(shape)
    segments: dict[str, int] = {}
    for form in ("<{%s}>", "{%s}"):  # (as a property, then as an attribute of an op of no properties)
        asked = [(name, f'func.func @f() {{\n  "{name}"() {form % SIZES} : () -> ()\n  return\n}}')
                 for name in names if name not in segments]
        for message in first_errors(mlir_opt, asked).values():
            match = SEGMENTS.search(message)
            if match is not None:
                segments[match.group(1) or match.group(3)] = int(match.group(2) or match.group(4))
    lines = ['"""The attribute each op mlir-opt 22 registers requires first, and the shapes (operands, results,',
             "regions, each 0 or 1, and `t` at the top level or `f` in a function) in which mlir-opt asks for it",
             "before anything else; the number of operand segments of those sized by `operandSegmentSizes`",
             "(generated by scripts/mlir_opt_required.py from mlir-opt itself: do not edit).",
             '"""', "", "REQUIRED = {"]
    for name in sorted(required):
        ((attribute, shapes),) = required[name].items()  # (one attribute an op: what it asks for first)
        lines.append(f"    {name!r}: ({attribute!r}, {' '.join(sorted(shapes))!r}),")
    lines += ["}", "", "SEGMENTS = {"]
    lines += [f"    {name!r}: {count}," for name, count in sorted(segments.items())]
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n")
    print(f"{OUT}: {len(required)} ops, {len(segments)} of segments")


if __name__ == "__main__":
    main()
