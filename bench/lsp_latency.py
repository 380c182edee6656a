"""How long `toyir-lsp` takes to its first `publishDiagnostics` on small files, from the
spawning of its process (what an editor waits when it opens a file) and from `didOpen`.

    python bench/lsp_latency.py [RUNS]

Each run spawns a fresh server and, as an editor does, sends `initialize` at once, `initialized`
and the document's `didOpen` once it is answered: for a valid file, an invalid one, one with a
syntax error (the Lark grammar reports it) and a four-chunk split file.  The target is 150 ms
from the spawn (mlir-lsp-server 22: 51-75 ms).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

TARGET_MS = 150
FILES = {
    "valid": 'func.func @f(%a: tensor<3xi32>, %b: tensor<1xi32>) -> tensor<3xi32> {\n'
             '  %0 = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<1xi32>) -> tensor<3xi32>\n'
             '  return %0 : tensor<3xi32>\n}\n',
    "verifier error": '%0 = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>\n',
    "syntax error": '%0 = "test.broadcastable"(%a, %b : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>\n',
    "split, 4 chunks": "\n// -----\n".join(
        f'func.func @one(%t: tensor<{n}xi32>) -> tensor<{n}xi32> {{\n'
        f'  %t2 = "test.broadcastable"(%t, %t) : (tensor<{n}xi32>, tensor<{n}xi32>) -> tensor<{n}xi32>\n'
        f'  return %t2 : tensor<{n}xi32>\n}}\n' for n in range(1, 5)),
}


class Server:
    def __init__(self, command: list[str]) -> None:
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.next_id = 0

    def send(self, method: str, params: dict, request: bool = True) -> int | None:
        message: dict = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            message["id"] = self.next_id
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()
        return message.get("id")

    def receive(self) -> dict:
        length = 0
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server exited")
            if not line.strip():
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait_for(self, *, method: str | None = None, id: int | None = None) -> dict:
        while True:
            message = self.receive()
            if (method and message.get("method") == method) or (id is not None and message.get("id") == id):
                return message

    def close(self) -> None:
        self.wait_for(id=self.send("shutdown", {}))
        self.send("exit", {}, request=False)
        self.process.wait(timeout=10)


def first_diagnostics_ms(text: str, command: list[str]) -> tuple[float, float]:
    """Milliseconds from the spawn, and from `didOpen`, to the first diagnostics of `text`."""
    spawned = time.perf_counter()
    server = Server(command)
    try:
        server.wait_for(id=server.send("initialize", {"processId": None, "rootUri": None, "capabilities": {}}))
        server.send("initialized", {}, request=False)
        opened = time.perf_counter()
        server.send("textDocument/didOpen", {"textDocument": {"uri": "file:///tmp/bench.mlir", "languageId": "mlir",
                                                              "version": 1, "text": text}}, request=False)
        server.wait_for(method="textDocument/publishDiagnostics")
        end = time.perf_counter()
        return (end - spawned) * 1000, (end - opened) * 1000
    finally:
        server.close()


def measure(runs: int = 5, command: list[str] | None = None) -> dict[str, list[tuple[float, float]]]:
    command = command or [sys.executable, "-m", "toyir.lsp"]
    return {name: [first_diagnostics_ms(text, command) for _ in range(runs)] for name, text in FILES.items()}


def main() -> int:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    worst = 0.0
    print(f"first diagnostics, {runs} fresh servers each (target {TARGET_MS} ms from the spawn)")
    print(f"  {'file':16} {'from spawn: median':>19} {'max':>9}   {'from didOpen: median':>21} {'max':>9}")
    for name, times in measure(runs).items():
        spawn, opened = [t[0] for t in times], [t[1] for t in times]
        worst = max(worst, max(spawn))
        print(f"  {name:16} {statistics.median(spawn):16.1f} ms {max(spawn):6.1f} ms   "
              f"{statistics.median(opened):18.1f} ms {max(opened):6.1f} ms")
    print("OK" if worst <= TARGET_MS else "over target")
    return 0 if worst <= TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
