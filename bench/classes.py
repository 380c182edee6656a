"""toyir-verify against mlir-opt 22 on the forms real files hold (issue 37), class by class.

    python bench/classes.py [classes] [--ops 100000] [--runs 5] [--pin] [--toyir CMD] [--classes a,b]
    python bench/classes.py upstream [--runs 5] [--pin] [--toyir CMD] [--upstream DIR]
    python bench/classes.py blind [--ops 100000] [--runs 5] [--pin] [--toyir CMD]   (bench/blind.py's classes)
    python bench/classes.py heldout48 [...]                              (bench/heldout48.py's classes)
    python bench/classes.py heldout49 [...]                              (bench/heldout49.py's classes)
    python bench/classes.py heldout52 [...]                              (bench/heldout52.py's classes)
    python bench/classes.py heldout53 [...]                              (bench/heldout53.py's classes)
    python bench/classes.py heldout55 [...]                              (bench/heldout55.py's classes)
    python bench/classes.py all ...                                      (both, one after the other)

`classes` (the default): for `distinct` and each class of bench/realistic.py's FORM_CLASSES, a
file of `--ops` ops is written (by a process of its own, as bench/run.py does), then timed in
both semantics, `toyir-verify --semantics=S FILE` against `mlir-opt FILE -o /dev/null` (the
flags bench/run.py uses), the two in turn, A B A B ..., `--runs` pairs after one warm-up pair.
For each class and semantics it prints toyir's median, mlir-opt's median, the median of the
pairwise ratios toyir/mlir-opt, toyir's cost per op in microseconds, and that cost over
`distinct`'s (the same shapes: what the forms alone add), mlir-opt's beside it; and both exit
statuses (valid classes 0, `errors-100-mixed` 1).

`upstream`: every file under DIR/generic and DIR/generic-debuginfo (DIR: ../shared/upstream,
upstream MLIR test files rendered generic by mlir-opt 22), one process per file, each tool with
`--split-input-file --allow-unregistered-dialect`, file by file the two tools in turn; per round
the total of each, and over `--runs` rounds the median totals and the median of the rounds'
ratios; then the files whose exit statuses differ, and the five files slowest against mlir-opt.

`--toyir CMD` times another install (`--toyir /tmp/venv/bin/toyir-verify`; CMD is split as a
shell would); the default is the toyir-verify beside this Python, else on PATH.  `--pin` runs
both under `taskset -c 0`.  mlir-opt comes from $MLIR_OPT, PATH or Debian's mlir-22-tools.
Standard library only; exits 0 whatever the figures.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from realistic import FORM_CLASSES  # noqa: E402
from run import TOYIR as DEFAULT_TOYIR, find_mlir_opt  # noqa: E402

DEFAULT_UPSTREAM = HERE.parent.parent / "shared" / "upstream"
EXPECTED = {kind: (1 if kind.startswith("errors") else 0) for kind in ("distinct", *FORM_CLASSES)}


def run_once(command: list[str]) -> tuple[float, int]:
    """Wall seconds and exit status of one run; its output is thrown away."""
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    return time.perf_counter() - start, status


def paired(a: list[str], b: list[str], runs: int) -> dict:
    """A B A B ...: one warm-up pair, then `runs` pairs; medians, the median of the ratios A/B,
    and the exit statuses seen."""
    run_once(a)
    run_once(b)
    pairs = [(run_once(a), run_once(b)) for _ in range(runs)]
    return {"a": statistics.median(p[0][0] for p in pairs), "b": statistics.median(p[1][0] for p in pairs),
            "ratio": statistics.median(p[0][0] / p[1][0] for p in pairs),
            "a_status": sorted({p[0][1] for p in pairs}), "b_status": sorted({p[1][1] for p in pairs})}


def statuses(seen: list[int]) -> str:
    return "/".join(map(str, seen))


def generated(work: Path, kinds: list[str], args, generator: list[str]) -> dict[str, Path]:
    """A file of `args.ops` ops for each class, each written by a process of its own (as bench/run.py
    writes its files): `generator` is the script under bench/ and its subcommand, if any."""
    files = {}
    for kind in kinds:
        path = work / f"{kind}-{args.ops}.mlir"
        with path.open("w") as out:
            subprocess.run([sys.executable, str(HERE / generator[0]), *generator[1:], kind, str(args.ops), "--seed",
                            str(args.seed)], stdout=out, check=True)
        files[kind] = path
    return files


def _class_table(what: str, args, pin: list[str], files: dict, kinds: list[str], columns: str, how: str = "") -> None:
    """The head of a table of classes: what was timed, how, the files' sizes, and the columns
    every such table has, then `columns`."""
    print(f"{what}, {args.runs} pairs each after one warm-up pair{', pinned to core 0' if pin else ''}{how}; sizes: "
          + ", ".join(f"{k} {files[k].stat().st_size / 1e6:.1f} MB" for k in kinds) + "\n")
    header = (f"{'class':17} {'semantics':9} {'toyir s':>8} {'mlir-opt s':>10} {'ratio':>6} {'toyir us/op':>11} "
              + columns)
    print(header)
    print("-" * len(header))


def bench_classes(args, toyir: list[str], mlir_opt: str, pin: list[str]) -> None:
    kinds = args.classes.split(",") if args.classes else ["distinct", *FORM_CLASSES]
    work = Path(tempfile.mkdtemp(prefix="toyir-classes-"))
    try:
        files = generated(work, kinds, args, ["realistic.py"])
        _class_table(f"{args.ops:,} ops per file", args, pin, files, kinds,
                     f"{'x distinct':>10} {'mlir-opt x d':>12} {'exit t/m':>9}")
        base: dict[str, dict] = {}
        for kind in kinds:
            for semantics in ("spec", "mlir"):
                r = paired([*pin, *toyir, f"--semantics={semantics}", str(files[kind])],
                           [*pin, mlir_opt, str(files[kind]), "-o", "/dev/null"], args.runs)
                if kind == "distinct":
                    base[semantics] = r
                per_op = r["a"] / args.ops * 1e6
                d = base.get(semantics)
                vs = f"{r['a'] / d['a']:>10.2f}" if d else f"{'-':>10}"
                vs_m = f"{r['b'] / d['b']:>12.2f}" if d else f"{'-':>12}"
                exits = f"{statuses(r['a_status'])}/{statuses(r['b_status'])}"
                expected = [EXPECTED.get(kind, r["b_status"][0])]
                wrong = "" if r["a_status"] == r["b_status"] == expected else "  (unexpected)"
                print(f"{kind:17} {semantics:9} {r['a']:>8.2f} {r['b']:>10.2f} {r['ratio']:>6.2f} {per_op:>11.2f} "
                      f"{vs} {vs_m} {exits:>9}{wrong}", flush=True)
        if "distinct" not in kinds:
            print("\n(no `distinct` in --classes: no per-op ratios)")
        print("\n`x distinct`: toyir's time per op over its time per op on `distinct` (the same shapes), same "
              "semantics;\n`mlir-opt x d`: the same for mlir-opt; `exit t/m`: toyir's and mlir-opt's exit statuses.")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def bench_upstream(args, toyir: list[str], mlir_opt: str, pin: list[str]) -> None:
    root = Path(args.upstream)
    sets = [(name, sorted((root / name).rglob("*.mlir"))) for name in ("generic", "generic-debuginfo")]
    sets = [(name, files) for name, files in sets if files]
    if not sets:
        print(f"upstream: no .mlir files under {root}/generic or {root}/generic-debuginfo")
        return
    flags = ["--split-input-file", "--allow-unregistered-dialect"]
    print(f"upstream files ({root}), one process per file, {' '.join(flags)}, {args.runs} rounds after one warm-up "
          f"round{', pinned to core 0' if pin else ''}\n")
    header = (f"{'set':18} {'semantics':9} {'files':>5} {'toyir s':>8} {'mlir-opt s':>10} {'ratio':>6} "
              f"{'toyir ms/file':>13}")
    print(header)
    print("-" * len(header))
    per_file: dict[tuple[str, str], list[float]] = {}
    differ: set[tuple[str, str, int, int]] = set()
    for name, files in sets:
        for semantics in ("spec", "mlir"):
            totals = []
            for round_ in range(args.runs + 1):  # round 0 warms the caches up and is not counted
                ours = theirs = 0.0
                for path in files:
                    t, ts = run_once([*pin, *toyir, f"--semantics={semantics}", *flags, str(path)])
                    m, ms = run_once([*pin, mlir_opt, *flags, str(path), "-o", "/dev/null"])
                    if round_:
                        ours += t
                        theirs += m
                        per_file.setdefault((str(path.relative_to(root)), semantics), []).append(t / m)
                    if ts != ms:
                        differ.add((str(path.relative_to(root)), semantics, ts, ms))
                if round_:
                    totals.append((ours, theirs))
            a = statistics.median(t[0] for t in totals)
            b = statistics.median(t[1] for t in totals)
            ratio = statistics.median(t[0] / t[1] for t in totals)
            print(f"{name:18} {semantics:9} {len(files):>5} {a:>8.2f} {b:>10.2f} {ratio:>6.2f} "
                  f"{a / len(files) * 1e3:>13.1f}", flush=True)
    if differ:
        print("\nexit statuses that differ (file, semantics, toyir, mlir-opt):")
        for entry in sorted(differ):
            print("  ", *entry)
    else:
        print("\nevery file: the same exit status from both tools")
    slowest = sorted(((statistics.median(v), k) for k, v in per_file.items()), reverse=True)[:5]
    print("slowest against mlir-opt (median ratio per file): "
          + ", ".join(f"{k[0]} ({k[1]}) {r:.2f}" for r, k in slowest))


# The sets written blind, each by a helper who read no toyir code, tests or other generators:
# bench/blind.py (stop 44, after that round's work), bench/heldout48.py (stop 48, before it) and
# bench/heldout49.py (stop 49, begun before it), bench/heldout52.py (stop 52, begun before its work),
# bench/heldout53.py (stop 53, written while its work went on, without sight of it), bench/heldout55.py
# (stop 55, the same):
# the script, how it lists its classes, and how it writes one (`CLASS N --seed S` follow).
BLIND_SETS = {"blind": ("blind.py", ["list"], ["gen"]), "heldout48": ("heldout48.py", ["--list"], []),
              "heldout49": ("heldout49.py", ["--list"], []), "heldout52": ("heldout52.py", ["--list"], []),
              "heldout53": ("heldout53.py", ["--list"], []), "heldout55": ("heldout55.py", ["--list"], [])}


def bench_blind(args, toyir: list[str], mlir_opt: str, pin: list[str]) -> None:
    """The classes of a set written blind (`BLIND_SETS`), timed as the form classes are, both
    tools with --allow-unregistered-dialect."""
    script, listing, generating = BLIND_SETS[args.mode]
    kinds = subprocess.run([sys.executable, str(HERE / script), *listing], capture_output=True, text=True,
                           check=True).stdout.split()
    if args.classes:
        kinds = [k for k in kinds if k in args.classes.split(",")]
    work = Path(tempfile.mkdtemp(prefix="toyir-blind-"))
    try:
        files = generated(work, kinds, args, [script, *generating])
        _class_table(f"bench/{script}'s classes, {args.ops:,} ops per file", args, pin, files, kinds,
                     f"{'exit t/m':>9}", ", --allow-unregistered-dialect")
        for kind in kinds:
            for semantics in ("spec", "mlir"):
                r = paired([*pin, *toyir, f"--semantics={semantics}", "--allow-unregistered-dialect", str(files[kind])],
                           [*pin, mlir_opt, "--allow-unregistered-dialect", str(files[kind]), "-o", "/dev/null"],
                           args.runs)
                exits = f"{statuses(r['a_status'])}/{statuses(r['b_status'])}"
                wrong = "" if r["a_status"] == r["b_status"] else "  (verdicts differ)"
                print(f"{kind:17} {semantics:9} {r['a']:>8.2f} {r['b']:>10.2f} {r['ratio']:>6.2f} "
                      f"{r['a'] / args.ops * 1e6:>11.2f} {exits:>9}{wrong}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", nargs="?", choices=("classes", "upstream", *BLIND_SETS, "all"),
                        default="classes")
    parser.add_argument("--ops", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--classes", default="", help="comma-separated (default: distinct and every form class)")
    parser.add_argument("--pin", action="store_true", help="run both tools under taskset -c 0")
    parser.add_argument("--toyir", default=DEFAULT_TOYIR, help="the toyir-verify command to time")
    parser.add_argument("--upstream", default=str(DEFAULT_UPSTREAM),
                        help="the directory holding generic/ and generic-debuginfo/")
    args = parser.parse_args()
    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        print("bench/classes.py: mlir-opt 22 not found (Debian mlir-22-tools, or $MLIR_OPT): nothing to compare with")
        return
    toyir = shlex.split(args.toyir)
    pin = ["taskset", "-c", "0"] if args.pin else []
    version = subprocess.run([*toyir, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"toyir-verify: {args.toyir} ({version or 'no --version'})\nmlir-opt:     {mlir_opt}")
    print(f"machine:      {os.cpu_count()} cores, load {', '.join(f'{x:.2f}' for x in os.getloadavg())}\n")
    if args.mode in ("classes", "all"):
        bench_classes(args, toyir, mlir_opt, pin)
    if args.mode == "all":
        print()
    if args.mode in ("upstream", "all"):
        bench_upstream(args, toyir, mlir_opt, pin)
    if args.mode in BLIND_SETS:
        bench_blind(args, toyir, mlir_opt, pin)


if __name__ == "__main__":
    main()
