"""`toyir-lsp`'s memory over a long session (issue 39, item 6): edits of one large op, and
open/close cycles of many small documents.

    python bench/lsp_memory.py [EDITS] [CYCLES]     # defaults: 1000 edits, 8000 cycles

Edits: a document of one op with 20,000 operands, each edit a new text (new operand names and
types, so that no cache holds it yet); the target is the server's resident memory after the
last edit within 20 MB of where it was after the first ten.  Cycles: distinct one-op documents
opened, hovered and closed in turn; memory should level off (the caches are bounded).
"""

from __future__ import annotations

import sys
import time

from lsp_latency import Server

TARGET_MB = 20
URI = "file:///tmp/bench-memory.mlir"


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS")) / 1024


def large_op(version: int, operands: int = 20000) -> str:
    names = ", ".join(f"%a{i}x{version}" for i in range(operands))
    types = ", ".join(f"tensor<{version}x{1 + i % 7}xf32>" for i in range(operands))
    return f'%r = "t.big"({names}) : ({types}) -> tensor<{version}xf32>\n'


def started() -> Server:
    server = Server([sys.executable, "-m", "toyir.lsp"])
    server.wait_for(id=server.send("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                                  "initializationOptions": {"allowUnregisteredDialect": True}}))
    server.send("initialized", {}, request=False)
    return server


def edits(count: int) -> tuple[float, float, float]:
    """Memory after the first ten edits and after the last, and the seconds they took."""
    server = started()
    server.send("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "mlir", "version": 1,
                                                          "text": large_op(0)}}, request=False)
    server.wait_for(method="textDocument/publishDiagnostics")
    began, first = time.perf_counter(), 0.0
    for version in range(1, count + 1):
        server.send("textDocument/didChange", {"textDocument": {"uri": URI, "version": version + 1},
                                               "contentChanges": [{"text": large_op(version)}]}, request=False)
        server.wait_for(method="textDocument/publishDiagnostics")
        if version == 10:
            first = rss_mb(server.process.pid)
    last = rss_mb(server.process.pid)
    server.close()
    return first, last, time.perf_counter() - began


def cycles(count: int) -> list[tuple[int, float]]:
    """Memory after each eighth of `count` open/hover/close cycles."""
    server, seen = started(), []
    for i in range(count):
        uri = f"file:///tmp/doc{i}.mlir"
        text = (f'%r{i} = "test.broadcastable"(%a{i}, %b{i}) : (tensor<{i}x3xi32>, tensor<{i % 5 + 1}xi32>) '
                f'-> tensor<{i}x3xi32> loc("f{i}.py":{i}:2)\n')
        server.send("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "mlir", "version": 1,
                                                              "text": text}}, request=False)
        server.wait_for(method="textDocument/publishDiagnostics")
        server.wait_for(id=server.send("textDocument/hover", {"textDocument": {"uri": uri},
                                                              "position": {"line": 0, "character": 8}}))
        server.send("textDocument/didClose", {"textDocument": {"uri": uri}}, request=False)
        server.wait_for(method="textDocument/publishDiagnostics")
        if (i + 1) % max(1, count // 8) == 0:
            seen.append((i + 1, rss_mb(server.process.pid)))
    server.close()
    return seen


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    cycle_count = int(sys.argv[2]) if len(sys.argv) > 2 else 8000
    first, last, seconds = edits(count)
    print(f"{count} edits of an op of 20,000 operands: {first:.1f} MB after 10, {last:.1f} MB after {count} "
          f"({last - first:+.1f} MB; target within {TARGET_MB} MB), {seconds:.0f} s")
    print(f"{cycle_count} open/hover/close cycles of small documents: "
          + ", ".join(f"{n}: {mb:.1f} MB" for n, mb in cycles(cycle_count)))
    return 0 if last - first <= TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
