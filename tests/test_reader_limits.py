"""The readers on hostile input: linear time and memory, no internal errors, MLIR's limits.

Each case is one the old readers took minutes, gigabytes or a traceback over (issue 15's items
1, 2, 3, 9 and 11), at a size where that would show; the bounds are loose, for a loaded machine.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import time

import pytest

from support import diagnose
from toyir.syntax import fastparse


def toyir_verify(text: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--allow-unregistered-dialect",
                           *args, "-"], input=text.encode(), capture_output=True)


@pytest.mark.parametrize("line", ['  %0 = "t.a"() : () -> i32{tabs}(', '  func.func @g(){tabs}(', '  return{tabs}(',
                                  '  %0 = "t.a"() {{s = "x"}}{tabs}(', '  "t.a"() ({{{tabs}('])
def test_a_line_of_tabs_costs_linear_time(line):
    def seconds(n: int) -> float:
        text = "func.func @f() {\n" + line.format(tabs="\t" * n) + "\n}\n"
        start = time.perf_counter()
        assert diagnose(text, allow_unregistered=True)  # an error, reported
        return time.perf_counter() - start
    seconds(100)
    small, large = seconds(25_000), seconds(50_000)
    assert large < 2.0 and large < 4 * small + 0.2, (small, large)  # 138 s before, for 50,000 tabs


def test_a_10_mb_string_attribute_costs_memory_linear_in_it():
    text = '"t.a"() {s = "' + "a" * 10_000_000 + '"} : () -> ()\n'
    script = ("import resource, sys; from toyir.driver import check; from toyir.source import Source;"
              "text = sys.stdin.read(); before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss;"
              "check(Source('t', text), allow_unregistered=True);"
              "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before)")
    grown = subprocess.run([sys.executable, "-c", script], input=text, capture_output=True, text=True)
    assert grown.returncode == 0, grown.stderr
    assert int(grown.stdout) < 200_000  # KB: 3.4 GB before


@pytest.mark.parametrize(("text", "message"), [
    ('%r = "t.a"() : () -> tensor<' + "9" * 5000 + "xi32>", "invalid dimension"),
    ('"t.a"() {n = ' + "9" * 5000 + "} : () -> ()", "integer constant out of range for attribute"),
    ('%r = "t.a"() : () -> i' + "9" * 5000, "integer bitwidth is limited to 16777215 bits"),
    ("%r:" + "9" * 5000 + ' = "t.a"() : () -> ()', "invalid result group size"),
    ('"t.a"(%a#' + "9" * 5000 + ") : (i32) -> ()", "invalid SSA value result number"),
    ('%r = "t.a"() : () -> i16777216', "integer bitwidth is limited to 16777215 bits"),
    ('"t.a"() {n = 300 : i8} : () -> ()', "integer constant out of range for attribute"),
    ('"t.a"() {n = array<i64: 18446744073709551616>} : () -> ()', "integer constant out of range"),  # mlir-opt's words
    # 2**63 is -2**63 in an i64, as in mlir-opt: a target shape above int64 is a negative size.
    ('%r = "ov.broadcast"(%a) {target_shape = array<i64: 9223372036854775808>} : (tensor<1xf32>) -> tensor<*xf32>',
     "'ov.broadcast' op attribute 'target_shape' must hold non-negative sizes"),
    ('%\u00e9 = "t.a"() : () -> i32', "invalid SSA name"),  # mlir-opt's words
    ('"t.a"() {f = @\u00e9} : () -> ()', "@ identifier expected to start with letter or '_'"),  # mlir-opt's words
    ('"t.a\x00b"() : () -> ()', "null character not allowed in operation name"),
    ('"t.a"() {s = "a\\zb"} : () -> ()', "unknown escape in string literal"),
    ('"t.a"(%a#) : (i32) -> ()', "invalid attribute name"),  # mlir-opt's words, at the `#`
    ('"t.a"(%p#\u0661) : (i32) -> ()', "invalid attribute name"),  # mlir-opt's words, at the `#`
    ('"t.a"(%p#\u00b2) : (i32) -> ()', "invalid attribute name"),  # mlir-opt's words, at the `#`
])
def test_what_mlir_opt_rejects_is_a_located_error_not_a_crash(text, message):
    result = toyir_verify(text + "\n")
    assert result.returncode == 1, result.stderr
    first = result.stderr.decode().splitlines()[0]
    assert f"error: {message}" in first, first


def test_the_metadata_and_quant_memos_stay_bounded_by_their_characters_too():
    # a long-lived process (the language server) reading ever new debug-info metadata or quant
    # types of a kilobyte each: both memos hold a few MB at most (they were bounded by count
    # alone, 4096 texts of any length)
    from toyir.syntax import bounded, checks, quant_types
    for i in range(3000):
        checks.remember_metadata(f"#a.b<{'x' * 1000}{i}>")
        quant = f"!quant.uniform<i8:f32, {'1' * 1000}.{i}>"
        quant_types.first_error(quant, 0, len(quant))
    assert sum(map(len, checks._METADATA)) <= bounded.CACHE_CHARS
    assert sum(map(len, quant_types._VERDICTS)) <= bounded.CACHE_CHARS


def test_the_fast_paths_caches_stay_bounded():
    for i in range(fastparse._CACHE_LIMIT + 10):
        fastparse.decode_type(f"tensor<{i}xf32>")
    assert len(fastparse._TYPES) <= fastparse._CACHE_LIMIT
    assert len(fastparse._DIM_VALUES) <= fastparse._CACHE_LIMIT
    assert fastparse.decode_type("tensor<?x7x?xf32>").shape == (None, 7, None)  # `?` survives a clearing
    for i in range(fastparse._CACHE_LIMIT + 10):  # operand lists: each seen once, then twice
        fastparse._uses(f"%v{i}", 0)
        fastparse._uses(f"%v{i}", 0)
    assert len(fastparse._USE_LISTS_SEEN) <= fastparse._CACHE_LIMIT
    assert len(fastparse._USE_LISTS) <= fastparse._CACHE_LIMIT
    # A list read straight into uses the first time, remembered the second, read from memory the
    # third: the same uses at the same offsets each time.
    once, twice, thrice = (fastparse._uses("%once, %twice", 4) for _ in range(3))
    assert once == twice == thrice and [(u.name, u.offset) for u in once] == [("%once", 4), ("%twice", 11)]
    assert "%once, %twice" in fastparse._USE_LISTS
