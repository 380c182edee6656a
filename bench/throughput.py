"""Parse + verify throughput of toyir on a generated file, in ops per second (in-process).

    python bench/throughput.py [N_OPS]

The whole-command comparison against mlir-opt comes with the performance issue; this script
measures toyir alone: the best of three runs of `check()` over N generated op lines.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from generate import generate  # noqa: E402

from toyir.driver import check  # noqa: E402
from toyir.source import Source  # noqa: E402


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    text = generate(count, max(1, count // 50))
    check(Source("warm-up", generate(10, 1)))  # builds the parser
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        diagnostics = check(Source("bench.mlir", text))
        best = min(best, time.perf_counter() - start)
        assert not diagnostics, diagnostics[:3]
    print(f"{count} ops in {best:.2f} s: {count / best:,.0f} ops/s (parse + verify, best of 3)")


if __name__ == "__main__":
    main()
