"""toyir-verify against mlir-opt 22: the four targets of the performance issue, measured side by side.

    python bench/run.py [--runs N] [--quick]

Each comparison runs the two commands in turn, A B A B ..., and quotes medians and the median
of the per-pair ratios, so that a machine's drift cancels out.  Peak memory is the largest
resident size of each run's process tree (from wait4).  mlir-opt comes from $MLIR_OPT, PATH or
Debian's mlir-22-tools; without it the ratios are left out.  xdsl-opt, if installed, is timed
on a 3k-op file for reference.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from generate import generate  # noqa: E402

TOYIR = shutil.which("toyir-verify") or str(Path(sys.executable).parent / "toyir-verify")


def find_mlir_opt() -> str | None:
    for candidate in (os.environ.get("MLIR_OPT"), shutil.which("mlir-opt"), "/usr/lib/llvm-22/bin/mlir-opt"):
        if candidate and os.access(candidate, os.X_OK):
            return candidate
    return None


def run_once(command: list[str]) -> tuple[float, float]:
    """Wall seconds and peak resident MiB of one run; its output is thrown away."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} exited with {process.returncode}")
    return wall, usage.ru_maxrss / 1024


def compare(a: list[str], b: list[str] | None, runs: int) -> dict:
    """Medians of A (and B), and the median of the pairwise ratios A/B; one warm-up each."""
    run_once(a)
    if b:
        run_once(b)
    rows = []
    for _ in range(runs):
        rows.append((run_once(a), run_once(b) if b else None))
    result = {"a_wall": statistics.median(r[0][0] for r in rows), "a_mem": max(r[0][1] for r in rows)}
    if b:
        result |= {"b_wall": statistics.median(r[1][0] for r in rows), "b_mem": max(r[1][1] for r in rows),
                   "wall_ratio": statistics.median(r[0][0] / r[1][0] for r in rows),
                   "mem_ratio": statistics.median(r[0][1] / r[1][1] for r in rows)}
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="skip the 1M-op file (memory, last scaling step)")
    args = parser.parse_args()
    mlir_opt = find_mlir_opt()
    work = Path(tempfile.mkdtemp(prefix="toyir-bench-"))

    def file(ops: int) -> str:
        path = work / f"ops{ops}.mlir"
        if not path.exists():
            path.write_text(generate(ops, max(1, ops // 50)))
        return str(path)

    def mlir(path: str) -> list[str] | None:
        return [mlir_opt, path, "-o", "/dev/null"] if mlir_opt else None

    print(f"toyir-verify: {TOYIR}\nmlir-opt:     {mlir_opt or 'not found: ratios left out'}\n")
    print(f"{'target':34} {'toyir':>10} {'mlir-opt':>10} {'ratio':>7}  {'goal':>6}  met")
    results = []

    def report(name: str, ours: float, theirs: float | None, ratio: float | None, goal: str, unit: str,
               ok: bool | None) -> None:
        theirs_text = f"{theirs:.3f}{unit}" if theirs is not None else "-"
        ratio_text = f"{ratio:.2f}" if ratio is not None else "-"
        met = "-" if ok is None else ("yes" if ok else "NO")
        print(f"{name:34} {ours:>9.3f}{unit} {theirs_text:>10} {ratio_text:>7}  {goal:>6}  {met}")
        results.append(ok)

    three = work / "three.mlir"
    three.write_text(generate(3, 1))
    r = compare([TOYIR, str(three)], mlir(str(three)), args.runs * 2)
    report("start-up, 3-op file (wall)", r["a_wall"], r.get("b_wall"), r.get("wall_ratio"), "<=1.5", "s",
           r["wall_ratio"] <= 1.5 if mlir_opt else None)

    r = compare([TOYIR, file(100_000)], mlir(file(100_000)), args.runs)
    report("throughput, 100k ops (wall)", r["a_wall"], r.get("b_wall"), r.get("wall_ratio"), "<=1.0", "s",
           r["wall_ratio"] <= 1.0 if mlir_opt else None)
    print(f"{'':34} {100_000 / r['a_wall']:>9.0f} ops/s for toyir"
          + (f", {100_000 / r['b_wall']:.0f} for mlir-opt" if mlir_opt else ""))

    sizes = [1_000, 10_000, 100_000] + ([] if args.quick else [1_000_000])
    per_op = {}
    for size in sizes:
        r = compare([TOYIR, file(size)], mlir(file(size)) if size == 1_000_000 else None,
                    max(1, args.runs // (2 if size == 1_000_000 else 1)))
        per_op[size] = r["a_wall"] / size
        if size == 1_000_000:
            report("peak memory, 1M ops (MiB)", r["a_mem"], r.get("b_mem"), r.get("mem_ratio"), "<1.0", "",
                   r["mem_ratio"] < 1.0 if mlir_opt else None)
    steps = ", ".join(f"{size:,}: {per_op[size] * 1e6:.1f}" for size in sizes)
    growth = per_op[sizes[-1]] / per_op[10_000]
    print(f"scaling, wall per op (µs)          {steps}")
    report(f"scaling, per-op {sizes[-1]:,} vs 10,000", growth, None, None, "<=1.5", "x", growth <= 1.5)

    xdsl = shutil.which("xdsl-opt")
    if xdsl:
        r = compare([TOYIR, file(3_000)], [xdsl, file(3_000), "--allow-unregistered-dialect"], args.runs)
        print(f"\nxdsl-opt on 3k ops: {r['b_wall']:.2f}s; toyir {r['a_wall']:.2f}s (ratio {r['wall_ratio']:.2f})")
    print("\nall targets met" if all(ok is not False for ok in results) else "\nsome targets NOT met")


if __name__ == "__main__":
    main()
