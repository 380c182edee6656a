"""Does each hostile input of issues 15 and 12 cost time and memory in proportion to its size?

    python bench/scaling.py [--steps 4] [--scale 1.0] [--timeout 60] [--only NAME ...] [--list]
    python bench/scaling.py --write-seeds DIR    # the same inputs, small, for the fuzz corpus

Each class below makes an input of size n; the size is doubled `--steps` times, and each input is
given to `toyir-verify` in a subprocess.  For each size the script prints the wall time and the
peak RSS (from wait4, per child), both less those of an empty file, and the growth ratio over the
previous size.  Linear work doubles; a ratio above 3 (2.8 for memory) on a step whose cost is
large enough to measure (≥ 100 ms, ≥ 8 MiB) is flagged NON-LINEAR, and a run past `--timeout` is
flagged TIMEOUT, ending that class.  The exit status is 1 if anything was flagged.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

VERIFY = [sys.executable, "-c", "from toyir.cli import run; run()"]
OK = '%r{i} = "test.broadcastable"(%a{i}) : (tensor<4xi32>) -> tensor<4xi32>\n'


def _distinct_ops(n: int) -> str:
    return "".join(f'%r{i} = "test.op{i}"(%a) : (tensor<4xi32>) -> tensor<4xi32>\n' for i in range(n))


# name: (issue and item, what n counts, first n, make(n) -> text, extra toyir-verify options)
CLASSES: dict[str, tuple[str, str, int, Callable[[int], str], list[str]]] = {
    "tabs-before-paren": ("15.1", "tabs", 1_250,
                          lambda n: '%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>'
                                    + "\t" * n + "(\n", []),
    "tabs-func": ("15.1", "tabs", 1_250, lambda n: "func.func @f(%a: i32) -> i32" + "\t" * n + "(\n", []),
    "tabs-return": ("15.1", "tabs", 1_250,
                    lambda n: "func.func @f(%a: i32) -> i32 {\n  return %a : i32" + "\t" * n + "(\n}\n", []),
    "string-attribute": ("15.2", "characters", 250_000,
                         lambda n: '%x = "test.foo"() {s = "' + "a" * n + '"} : () -> i32\n',
                         ["--allow-unregistered-dialect"]),
    "nul-bytes": ("15.2", "bytes", 1_000_000, lambda n: "\0" * n, []),
    "long-integer-dim": ("15.3", "digits", 2_500, lambda n: f'%r = "test.broadcastable"(%a) : (tensor<{"9" * n}xi32>) '
                                                         f'-> tensor<4xi32>\n', []),
    "long-integer-width": ("15.3", "digits", 2_500, lambda n: f'%r = "test.broadcastable"(%a) : (tensor<4xi{"9" * n}>) '
                                                           f'-> tensor<4xi32>\n', []),
    "regex-backtracking": ("15.7", "letters", 1_250,
                           lambda n: "// expected-error-re @+1 {{{{(a+)+$}}}}\n"
                                     f'%r = "test.{"a" * n}"() : () -> i32\n', ["--verify-diagnostics"]),
    "regex-nesting": ("15.7", "groups", 500,
                      lambda n: "// expected-error-re @+1 {{{{" + "(" * n + "unregistered" + ")" * n + "}}}}\n"
                                '%r = "test.x"() : () -> i32\n', ["--verify-diagnostics"]),
    "near-miss-markers": ("15.8", "markers", 5_000,
                          lambda n: "".join(OK.format(i=i) + ("// -----\n" if i % 2 else "// ----\n")
                                            for i in range(n)), ["--split-input-file"]),
    "designator-spaces": ("15.8", "spaces", 25_000, lambda n: "// expected-error" + " " * n + "x}}\n",
                          ["--verify-diagnostics"]),
    "designator-braces": ("15.8", "annotations", 2_000, lambda n: "// " + "expected-error {{" * n + "\n",
                          ["--verify-diagnostics"]),
    "above-below-runs": ("15.8", "annotations", 2_500,
                         lambda n: '%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<3xi32>\n'
                                   + "// expected-error@above {{not broadcast}}\n" * n,
                         ["--verify-diagnostics"]),
    "distinct-ops": ("15.9", "ops", 12_500, _distinct_ops, ["--allow-unregistered-dialect"]),
    # issue 12: each op its own dictionary, plain (the fast path's) or not (the grammar's, each a
    # slice far into the file); and chunks that each hold a syntax error, each read by the grammar
    "distinct-plain-dicts": ("12", "ops", 12_500, lambda n: _with_dicts(n, "n = {i} : i64"), []),
    "distinct-grammar-dicts": ("12", "ops", 2_500, lambda n: _with_dicts(n, "v = [{i}, 1]"), []),
    "split-syntax-errors": ("12", "chunks", 2_500,
                            lambda n: "// -----\n".join(OK.format(i=i) + "%oops = )\n" for i in range(n)),
                            ["--split-input-file"]),
}


def _with_dicts(n: int, entry: str) -> str:
    return "".join(f'%r{i} = "test.broadcastable"(%a) {{{entry.format(i=i)}}} : (tensor<4xi32>) -> tensor<4xi32>\n'
                   for i in range(n))


def _run(path: str, options: list[str], timeout: float) -> tuple[float, float, int] | None:
    """Wall seconds, peak RSS in MiB and exit status of one run; None past `timeout`."""
    started = time.perf_counter()
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen([*VERIFY, *options, path], stdout=sink, stderr=sink)
    deadline = started + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            return time.perf_counter() - started, usage.ru_maxrss / 1024, process.returncode
        if time.perf_counter() > deadline:
            process.kill()
            os.wait4(process.pid, 0)
            return None
        time.sleep(0.005)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=4, help="doublings after the first size (default 4)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every first size by this")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per run (default 60)")
    parser.add_argument("--only", nargs="*", metavar="NAME", help="these classes only")
    parser.add_argument("--list", action="store_true", help="list the classes and exit")
    parser.add_argument("--write-seeds", metavar="DIR", help="write each class at a small size into DIR and exit")
    args = parser.parse_args()
    if args.list:
        for name, (item, unit, first, _, options) in CLASSES.items():
            print(f"{name:22} item {item:4} n = {unit} from {first:,} {' '.join(options)}")
        return 0
    if args.write_seeds:
        os.makedirs(args.write_seeds, exist_ok=True)
        for name, (item, _, first, make, _) in CLASSES.items():
            issue, _, number = item.partition(".")
            seed = f"issue{issue}-item{number}-{name}.mlir" if number else f"issue{issue}-{name}.mlir"
            with open(os.path.join(args.write_seeds, seed), "w", encoding="utf-8") as f:
                f.write(make(max(1, min(first, 2_000) // 10)))
        return 0
    flagged = []
    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty.mlir")
        open(empty, "w").close()
        base = min((_run(empty, [], args.timeout) or (0.0, 0.0, 0)) for _ in range(3))
        print(f"baseline (empty file): {base[0]:.3f} s, {base[1]:.1f} MiB; figures below are less these\n")
        print(f"{'class':22} {'item':>5} {'n':>12} {'time s':>9} {'ratio':>6} {'peak MiB':>9} {'ratio':>6} "
              f"{'exit':>4}  verdict")
        for name, (item, unit, first, make, options) in CLASSES.items():
            if args.only and name not in args.only:
                continue
            previous = None
            for step in range(args.steps + 1):
                n = int(first * args.scale) << step
                path = os.path.join(tmp, f"{name}.mlir")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(make(n))
                result = _run(path, options, args.timeout)
                if result is not None and result[0] < args.timeout / 4:  # the better of two: less noise
                    again = _run(path, options, args.timeout)
                    result = min(result, again) if again is not None else result
                if result is None:
                    print(f"{name:22} {item:>5} {n:>12,} {'>' + str(int(args.timeout)):>9} {'':>6} {'':>9} {'':>6} "
                          f"{'':>4}  TIMEOUT")
                    flagged.append(f"{name} (TIMEOUT at n = {n:,} {unit})")
                    break
                seconds, mib, status = max(result[0] - base[0], 0.0), max(result[1] - base[1], 0.0), result[2]
                verdict, time_ratio, memory_ratio = "", "", ""
                if previous is not None:
                    t_ratio = seconds / max(previous[0], 1e-3)
                    m_ratio = mib / max(previous[1], 0.5)
                    time_ratio, memory_ratio = f"{t_ratio:.2f}", f"{m_ratio:.2f}"
                    if (t_ratio > 3 and seconds >= 0.1) or (m_ratio > 2.8 and mib >= 8):
                        verdict = "NON-LINEAR"
                        flagged.append(f"{name} (NON-LINEAR at n = {n:,} {unit})")
                if status == 3:
                    verdict = (verdict + " INTERNAL-ERROR").strip()
                    flagged.append(f"{name} (exit 3 at n = {n:,} {unit})")
                print(f"{name:22} {item:>5} {n:>12,} {seconds:>9.3f} {time_ratio:>6} {mib:>9.1f} {memory_ratio:>6} "
                      f"{status:>4}  {verdict}", flush=True)
                previous = (seconds, mib)
    print()
    if flagged:
        print("flagged:\n  " + "\n  ".join(dict.fromkeys(flagged)))
        return 1
    print("every class grew linearly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
