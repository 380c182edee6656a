"""`toyir-lsp` end to end: a subprocess spoken to in LSP over stdio, as an editor would."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest

pytestmark = pytest.mark.skipif(importlib.util.find_spec("pygls") is None,
                                reason="pygls is not installed (pip install 'toyir[lsp]')")

URI = "file:///tmp/example.mlir"
BAD = ('func.func @f(%a: tensor<3xi32>, %b: tensor<2xi32>) -> tensor<3xi32> {\n'
       '  %0 = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>\n'
       '  return %0 : tensor<3xi32>\n}\n')
GOOD = BAD.replace("tensor<2xi32>", "tensor<1xi32>")


class Client:
    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "toyir.lsp"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.next_id = 0

    def send(self, method: str, params: dict, request: bool = True) -> int | None:
        message = {"jsonrpc": "2.0", "method": method, "params": params}
        if request:
            self.next_id += 1
            message["id"] = self.next_id
        body = json.dumps(message).encode()
        self.process.stdin.write(f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
        self.process.stdin.flush()
        return message.get("id")

    def receive(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError(self.process.stderr.read().decode())
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait_for(self, *, method: str | None = None, id: int | None = None) -> dict:
        for _ in range(50):
            message = self.receive()
            if (method and message.get("method") == method) or (id is not None and message.get("id") == id):
                return message
        raise AssertionError(f"no {method or id}")

    def close(self) -> None:
        shutdown = self.send("shutdown", {})
        self.wait_for(id=shutdown)
        self.send("exit", {}, request=False)
        self.process.wait(timeout=10)


@pytest.fixture
def client():
    c = Client()
    ready = c.send("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    assert "capabilities" in c.wait_for(id=ready)["result"]
    c.send("initialized", {}, request=False)
    yield c
    c.close()


def test_diagnostics_on_open_and_cleared_when_fixed(client):
    client.send("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "mlir", "version": 1,
                                                          "text": BAD}}, request=False)
    published = client.wait_for(method="textDocument/publishDiagnostics")["params"]
    (diagnostic,) = published["diagnostics"]
    assert published["uri"] == URI
    assert diagnostic["range"]["start"] == {"line": 1, "character": 7}
    assert diagnostic["code"] == "TOYIR-E001" and diagnostic["severity"] == 1
    assert diagnostic["message"].startswith("'test.broadcastable' op operands don't have broadcast-compatible shapes")
    client.send("textDocument/didChange", {"textDocument": {"uri": URI, "version": 2},
                                           "contentChanges": [{"text": GOOD}]}, request=False)
    assert client.wait_for(method="textDocument/publishDiagnostics")["params"]["diagnostics"] == []


def test_hover_shows_operand_types_and_the_inferred_result(client):
    client.send("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "mlir", "version": 1,
                                                          "text": GOOD}}, request=False)
    client.wait_for(method="textDocument/publishDiagnostics")
    asked = client.send("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 1, "character": 10}})
    value = client.wait_for(id=asked)["result"]["contents"]["value"]
    assert "**test.broadcastable**" in value
    assert "`%b`: `tensor<1xi32>`" in value
    assert "inferred result type: `tensor<3xi32>`" in value


def test_go_to_definition_of_a_value(client):
    client.send("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "mlir", "version": 1,
                                                          "text": GOOD}}, request=False)
    client.wait_for(method="textDocument/publishDiagnostics")
    asked = client.send("textDocument/definition", {"textDocument": {"uri": URI},
                                                    "position": {"line": 2, "character": 10}})  # `%0` in return
    location = client.wait_for(id=asked)["result"]
    assert location["range"]["start"] == {"line": 1, "character": 2}
    asked = client.send("textDocument/definition", {"textDocument": {"uri": URI},
                                                    "position": {"line": 1, "character": 33}})  # `%b`
    assert client.wait_for(id=asked)["result"]["range"]["start"] == {"line": 0, "character": 32}
