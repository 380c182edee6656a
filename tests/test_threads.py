"""An autograder checks submissions in a thread pool: each call gives what it gives alone."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor

import pytest

import toyir

TEXTS = [
    # aliases defined and used, read by the reader
    '#map = affine_map<(d0) -> (d0)>\n!t = tensor<4xf32>\n"t.a"() {m = #map} : () -> !t\n',
    # an alias used that this text never defines: the grammar's error, where a text before defined it
    '"t.a"() {m = #map} : () -> !t\n',
    # a syntax error deep in a type (the grammar reads the text)
    '%r = "test.broadcastable"(%a, %b) : (tensor<2x3xf32>, tensor<3xf32) -> tensor<2x3xf32>\n',
    # a shape error with its teaching note
    '%r = "test.broadcastable"(%a, %b) : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>\n',
    # functions, calls and regions, with a call of the wrong types
    'func.func @g(%x: tensor<2xf32>) -> tensor<2xf32> {\n  return %x : tensor<2xf32>\n}\n'
    'func.func @f(%y: tensor<3xf32>) -> tensor<3xf32> {\n'
    '  %0 = "func.call"(%y) <{callee = @g}> : (tensor<3xf32>) -> tensor<3xf32>\n'
    '  "t.r"() ({\n  ^bb0(%z: i32):\n    "t.t"(%z) : (i32) -> ()\n  }) : () -> ()\n'
    '  return %0 : tensor<3xf32>\n}\n',
    # a location alias defined at the end, an error at it
    '"t.a"() : () -> () loc(#l)\n%r = "test.broadcastable"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32> loc(#l)\n'
    '#l = loc("prog.toy":3:5)\n',
    # an alias defined twice, and a syntax error after a good definition
    '!t = i32\n!t = f32\n', '#x = 1 : i32\n"t.a"() {v = #x} : () -> (\n',
    # several chunks, one of them wrong
    '"t.a"() : () -> ()\n// -----\n"t.b"(%q) : (i32) -> ()\n// -----\n!u = tensor<*xf32>\n"t.c"() : () -> !u\n',
    # an op of the custom registry's own dialect (unregistered, and allowed, without it)
    '%r = "my.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>\n',
]


def checked(text: str, semantics: str, registry=None) -> list:
    if registry is None:
        found = toyir.check(text, "s.mlir", semantics=semantics, allow_unregistered=True, split_marker="// -----")
        return [(d.offset, d.severity, d.message, tuple((n.offset, n.message) for n in d.notes)) for d in found]
    return toyir.diagnose(text, "s.mlir", semantics=semantics, allow_unregistered=True, split_marker="// -----",
                          registry=registry)


def calls() -> list[tuple[str, str]]:
    work = [(text, semantics) for text in TEXTS for semantics in ("spec", "mlir")] * 100
    random.Random(7).shuffle(work)
    return work[:1600]  # 4 threads x 400 calls


@pytest.mark.parametrize("custom", [False, True])
def test_four_threads_give_exactly_the_serial_results(custom):
    registry = None
    if custom:  # one registry shared by every thread, with an op of its own
        registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("my.add", (toyir.Broadcastable(),))], dialects=["my"])
    work = calls()
    serial = {(text, semantics): checked(text, semantics, registry) for text, semantics in set(work)}
    assert any(serial.values()) and not all(serial.values())  # errors and clean texts alike
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda call: checked(*call, registry), work))
    differing = [call for call, result in zip(work, results) if result != serial[call]]
    assert differing == []
