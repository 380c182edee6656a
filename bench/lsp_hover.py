"""Hover and go-to-definition on a large document (issue 39, item 7): how long `toyir-lsp` takes
to answer once the document's diagnostics are out, and its peak memory against the document.

    python bench/lsp_hover.py [OPS]     # default 500,000 ops: a document of about 50 MB

The document is bench/generate.py's (functions of `test.broadcastable` ops); the hovers are on
a value in the middle of it.  Targets: an answer within 0.5 s, peak memory under 6 times the
document.
"""

from __future__ import annotations

import sys
import time

from generate import generate
from lsp_latency import Server

URI = "file:///tmp/bench-hover.mlir"


def status_mb(pid: int, key: str) -> float:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith(key)) / 1024


def main() -> int:
    ops = int(sys.argv[1]) if len(sys.argv) > 1 else 500_000
    text = generate(ops, max(1, ops // 1000))
    lines = text.splitlines()
    size = len(text.encode()) / 2 ** 20
    print(f"document: {size:.1f} MB, {len(lines)} lines")
    server = Server([sys.executable, "-m", "toyir.lsp"])
    server.wait_for(id=server.send("initialize", {"processId": None, "rootUri": None, "capabilities": {}}))
    server.send("initialized", {}, request=False)
    began = time.perf_counter()
    server.send("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "mlir", "version": 1,
                                                          "text": text}}, request=False)
    found = server.wait_for(method="textDocument/publishDiagnostics")["params"]["diagnostics"]
    print(f"diagnostics: {len(found)} in {time.perf_counter() - began:.2f} s")
    middle = len(lines) // 2
    while '= "' not in lines[middle]:
        middle += 1
    position = {"line": middle, "character": lines[middle].index("%") + 1}
    worst = 0.0
    for method in ("hover", "hover", "definition"):
        began = time.perf_counter()
        answer = server.wait_for(id=server.send(f"textDocument/{method}", {"textDocument": {"uri": URI},
                                                                             "position": position}))
        took = time.perf_counter() - began
        worst = max(worst, took)
        print(f"{method}: {took:.3f} s, {'answered' if answer.get('result') else 'no answer'}")
    peak = status_mb(server.process.pid, "VmHWM")
    print(f"peak memory: {peak:.0f} MB, {peak / size:.1f} times the document (target under 6); "
          f"slowest answer {worst:.3f} s (target 0.5)")
    server.close()
    return 0 if worst <= 0.5 and peak < 6 * size else 1


if __name__ == "__main__":
    sys.exit(main())
