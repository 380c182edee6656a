"""Upstream MLIR test files as written, checked as their RUN lines check them (issue 38).

    python bench/upstream_diagnostics.py [--upstream DIR] [--toyir CMD] [--show N]

Each `// -----` chunk of each file under ../shared/upstream/mlir/test whose RUN line has
`-verify-diagnostics` is written alone (blank lines before it, so that its line numbers are the
file's) and run through `mlir-opt -verify-diagnostics` (with `--allow-unregistered-dialect` where
the RUN line has it); a chunk mlir-opt does not pass alone is left out (it needs a pass, or
another flag).  The others go to `toyir-verify --semantics=mlir --verify-diagnostics`, which
passes each, or fails it: in another dialect's custom syntax (toyir reads the generic form and
func/module/return), or otherwise (a message, place or verdict of its own).  Prints the counts
and the first error of each failing chunk (up to --show), mlir-opt's first error beside it.
"""

from __future__ import annotations

import argparse
import collections
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
HERE = Path(__file__).parent
SEPARATOR = re.compile(r"(?m)^// -----[^\n]*\n?")


def chunks(text: str) -> list[tuple[int, str]]:
    """Each chunk with the number of lines before it in the file."""
    found, start, line = [], 0, 0
    for match in SEPARATOR.finditer(text):
        found.append((line, text[start:match.start()]))
        line += text.count("\n", start, match.end())
        start = match.end()
    found.append((line, text[start:]))
    return found


def first_error(stderr: str) -> str:
    return next((line.split(": error: ", 1)[1] for line in stderr.splitlines() if ": error: " in line), "")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--upstream", default=str(HERE.parent.parent / "shared" / "upstream" / "mlir" / "test"))
    parser.add_argument("--toyir", default="toyir-verify", help="the command to run (default: toyir-verify)")
    parser.add_argument("--show", type=int, default=20, help="failing chunks to show")
    args = parser.parse_args()
    root = Path(args.upstream)
    if not root.is_dir() or not Path(MLIR_OPT).exists():
        print(f"needs {root} and {MLIR_OPT}", file=sys.stderr)
        return 2
    counts: collections.Counter = collections.Counter()
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "chunk.mlir"
        for file in sorted(root.rglob("*.mlir")):
            text = file.read_text()
            run = " ".join(re.findall(r"//\s*RUN:(.*)", text))
            if "verify-diagnostics" not in run:
                continue
            flags = ["--allow-unregistered-dialect"] if "allow-unregistered-dialect" in run else []
            for before, chunk in chunks(text):
                path.write_text("\n" * before + chunk)
                theirs = subprocess.run([MLIR_OPT, *flags, "-verify-diagnostics", str(path), "-o", "/dev/null"],
                                        capture_output=True, text=True)
                if theirs.returncode != 0:
                    counts["left out: mlir-opt does not pass it alone"] += 1
                    continue
                ours = subprocess.run([*shlex.split(args.toyir), "--semantics=mlir", *flags, "--verify-diagnostics",
                                       str(path)], capture_output=True, text=True)
                if ours.returncode == 0:
                    counts["passes"] += 1
                    continue
                error = first_error(ours.stderr)
                if "custom op" in error or "Dialect `" in error:
                    counts["fails: another dialect's custom syntax"] += 1
                    continue
                counts["fails: otherwise"] += 1
                plain = subprocess.run([MLIR_OPT, *flags, str(path), "-o", "/dev/null"], capture_output=True, text=True)
                failures.append((f"{file.relative_to(root)}:{before + 1}", error, first_error(plain.stderr)))
    for kind in ("passes", "fails: otherwise", "fails: another dialect's custom syntax",
                 "left out: mlir-opt does not pass it alone"):
        print(f"  {kind:44} {counts[kind]:5}")
    for where, ours, theirs in failures[:args.show]:
        print(f"{where}\n    toyir:    {ours[:150]}\n    mlir-opt: {theirs[:150]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
