#!/usr/bin/env python3
"""Census of the corpus: ops and syntax features per file, and totals.

    python tests/corpus/census.py [FILE_OR_DIR ...]     (default: tests/corpus/generic and debuginfo)

An op line is a line holding one operation, in generic form (`"d.op"(...)`, optionally after
`%r = `) or custom form (`func.func @f`, `%0 = arith.addi ...`, `return`). Feature columns count
the lines that contain the feature.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

FEATURES: dict[str, re.Pattern[str]] = {
    "props <{": re.compile(r"<\{"),
    "regions ({": re.compile(r"\(\{"),
    "loc(": re.compile(r"\bloc\("),
    "#alias =": re.compile(r"^#[\w$.-]+ = "),
    "!alias =": re.compile(r"^![\w$.-]+ = "),
    "dense<": re.compile(r"\bdense<"),
    "affine_map": re.compile(r"\baffine_map<"),
    "@sym": re.compile(r'@[\w$."]'),
    "succ [^bb": re.compile(r"\[\^"),
    "{-#": re.compile(r"\{-#"),
}

_RESULTS = re.compile(r"%[\w$.-]+(?::\d+)?(?:\s*,\s*%[\w$.-]+(?::\d+)?)*\s*=\s*")
_GENERIC = re.compile(r'"[\w$.-]+"\s*\(')
_CUSTOM = re.compile(r"[A-Za-z_][\w$]*(?:\.[\w$]+)*(?=[\s(]|$)")
_NOT_OPS = {"loc", "dense", "affine_map", "affine_set", "dialect_resources", "builtin"}


def is_op_line(line: str) -> bool:
    s = line.strip()
    if not s or s.startswith(("//", "^", "}", "#", "!", "{-#", "#-}")):
        return False
    m = _RESULTS.match(s)
    rest = s[m.end():] if m else s
    if _GENERIC.match(rest):
        return True
    c = _CUSTOM.match(rest)
    return bool(c) and c.group() not in _NOT_OPS and not rest[c.end():].lstrip().startswith(":")


def count_ops(text: str) -> int:
    in_resources = False
    n = 0
    for line in text.splitlines():
        if line.lstrip().startswith("{-#"):
            in_resources = True
        if not in_resources and is_op_line(line):
            n += 1
        if "#-}" in line:
            in_resources = False
    return n


def census(text: str) -> dict[str, int]:
    row = {"chunks": 1 + sum(1 for l in text.splitlines() if l.startswith("// -----")), "ops": count_ops(text)}
    lines = text.splitlines()
    for name, pattern in FEATURES.items():
        row[name] = sum(1 for l in lines if pattern.search(l))
    return row


def files(args: list[str]) -> list[Path]:
    roots = [Path(a) for a in args] or [HERE / "generic", HERE / "debuginfo"]
    out: list[Path] = []
    for r in roots:
        out += sorted(r.glob("*.mlir")) if r.is_dir() else [r]
    return out


def main(argv: list[str]) -> int:
    rows = [(f"{p.parent.name}/{p.name}", census(p.read_text(encoding="utf-8"))) for p in files(argv)]
    if not rows:
        print("no files")
        return 1
    cols = list(rows[0][1])
    width = max(len(n) for n, _ in rows + [("TOTAL", {})])
    print(f"{'file':<{width}}  " + "  ".join(f"{c:>10}" for c in cols))
    for name, row in rows:
        print(f"{name:<{width}}  " + "  ".join(f"{row[c]:>10}" for c in cols))
    totals = {c: sum(r[c] for _, r in rows) for c in cols}
    print(f"{'TOTAL':<{width}}  " + "  ".join(f"{totals[c]:>10}" for c in cols))
    with_feature = {c: sum(1 for _, r in rows if r[c]) for c in cols[2:]}
    print(f"{'files with':<{width}}  " + " " * 24 + "  ".join(f"{with_feature[c]:>10}" for c in cols[2:]))
    print(f"{len(rows)} files, {sum(len(p.read_bytes()) for p in files(argv))} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
