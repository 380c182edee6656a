"""The verifier: op declarations, structural traits, Broadcastable's messages, and SSA at the top level."""

from __future__ import annotations

import threading
import time

import pytest

from support import diagnose, rendered
from toyir.dialects import DEFAULT_REGISTRY
from toyir.registry import OpDef, Registry
from toyir.traits import AtLeastNOperands, Broadcastable, OneResult, TensorOrVector

OP = "'test.broadcastable' op "


def bcast(operands: str, result: str, names: str | None = None, result_name: str = "%r") -> str:
    """A `test.broadcastable` line; operands are named `%a0, %a1, ...` unless `names` says otherwise."""
    if names is None:
        depth, count = 0, 1 if operands else 0
        for char in operands:
            depth += (char == "<") - (char == ">")
            count += char == "," and depth == 0
        names = ", ".join(f"%a{i}" for i in range(count))
    return f'{result_name} = "test.broadcastable"({names}) : ({operands}) -> {result}'


# ------------------------------------------------------------------------------ declarations


def test_test_broadcastable_is_declared_with_broadcastable_and_what_it_requires():
    op = DEFAULT_REGISTRY.lookup("test.broadcastable")
    assert op.traits == (Broadcastable(),)
    assert op.checks == (AtLeastNOperands(1), OneResult(), TensorOrVector(), Broadcastable())


def test_an_op_cannot_be_declared_twice():
    with pytest.raises(ValueError, match="declared twice"):
        Registry([OpDef("x.y", ()), OpDef("x.y", ())])


def test_a_dialect_given_as_a_loader_is_loaded_when_one_of_its_ops_is_first_looked_up():
    calls = []

    def load():
        calls.append("toy")
        return [OpDef("toy.add", ()), OpDef("toy.mul", ())]

    registry = Registry([OpDef("x.y", ())], loaders={"toy": load})
    assert registry.has_dialect("toy") and calls == []  # known as a dialect before it is loaded
    assert registry.lookup("x.y") is not None and registry.lookup("other.op") is None and calls == []
    assert registry.lookup("toy.mul").name == "toy.mul" and calls == ["toy"]
    assert registry.lookup("toy.sub") is None and calls == ["toy"]  # once
    assert [d.name for d in Registry(loaders={"toy": load})] == ["toy.add", "toy.mul"]  # iterating loads all
    assert Registry(loaders={"toy": load}).extended([OpDef("z.w", ())]).lookup("toy.add") is not None


def test_a_dialect_loaded_by_several_threads_at_once_is_loaded_once_and_whole():
    gate = threading.Barrier(8)
    calls = []

    def load():  # slow, halfway: the other threads come while half the dialect is declared
        calls.append(1)
        for i in range(200):
            if i == 100:
                time.sleep(0.05)
            yield OpDef(f"toy.op{i}", ())

    registry = Registry(loaders={"toy": load})
    found = []

    def look():
        gate.wait()
        found.append(all(registry.lookup(f"toy.op{i}") is not None for i in range(200)))

    threads = [threading.Thread(target=look) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert calls == [1] and found == [True] * 8


def test_a_loader_may_look_up_another_deferred_dialect():
    # It runs while the loading lock is held: a lock that is not re-entrant would hang here.
    def derived():
        base = registry.lookup("base.add")
        return [OpDef("derived.add", base.traits)]

    registry = Registry(loaders={"base": lambda: [OpDef("base.add", ())], "derived": derived})
    found = []
    thread = threading.Thread(target=lambda: found.append(registry.lookup("derived.add")), daemon=True)
    thread.start()
    thread.join(timeout=10)
    assert not thread.is_alive(), "loading a dialect whose loader looks up another one hung"
    assert found[0].name == "derived.add" and registry.lookup("base.add") is not None


def test_a_loaded_dialect_declares_only_its_own_ops():
    registry = Registry(loaders={"toy": lambda: [OpDef("other.op", ())]})
    with pytest.raises(ValueError, match="loaded on demand, but declares 'other.op'"):
        registry.lookup("toy.op")


def test_the_registries_declare_every_dialect_of_the_seeds():
    # ov, onnx and ncnn are loaded on demand: what they declare is what the seeds' registry holds;
    # mlir-opt 22's knows none of them, as mlir-opt does not, and some of arith's and cf's, as it does.
    from toyir.dialects import func, ncnn, onnx, ov, test, upstream
    from toyir.dialects import UPSTREAM_REGISTRY

    expected = {op.name for op in test.OPS + ov.OPS + onnx.OPS + ncnn.OPS + func.OPS}
    assert {op.name for op in DEFAULT_REGISTRY} == expected
    # (arith's and cf's loaded once a file names one of their ops)
    later = {op.name for op in upstream.OPS}
    assert {op.name for op in UPSTREAM_REGISTRY} - later == {op.name for op in test.UPSTREAM_OPS + func.OPS}
    assert UPSTREAM_REGISTRY.lookup("arith.cmpi") is not None and UPSTREAM_REGISTRY.has_dialect("cf")
    assert not UPSTREAM_REGISTRY.has_dialect("onnx")


def test_an_undeclared_op_of_an_unknown_dialect_is_an_error_that_says_how_to_load_the_dialect():
    # mlir-opt's words, then how to make toyir know the dialect (issue 40, item 3): forgetting
    # --dialect and doing what mlir-opt's words say would check nothing of the course's ops.
    assert diagnose('"course.frobnicate"(%a) : (tensor<4xf32>) -> ()') == [
        (1, 1, "operation being parsed with an unregistered dialect. If this is intended, please use "
               "-allow-unregistered-dialect with the MLIR tool used: toyir knows no dialect 'course'; to check "
               "its ops, load the dialect that declares them (toyir-verify --dialect FILE.py, or an installed "
               "package's toyir.dialects entry point); with -allow-unregistered-dialect they are accepted unchecked")]


def test_an_undeclared_op_of_a_known_dialect_is_an_error():
    assert diagnose('%r = "test.frobnicate"(%a) : (tensor<4xf32>) -> tensor<4xf32>') == [
        (1, 6, "unregistered operation 'test.frobnicate' found in dialect ('test') that does not allow "
               "unknown operations")]


def test_allow_unregistered_accepts_undeclared_ops_but_still_checks_values():
    text = ('%p:2 = "test.two"(%a) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)\n'
            '"test.sink"(%p#1) : (tensor<4xf32>) -> ()\n'
            '"toy.sink"(%p#1) : (tensor<4xi32>) -> ()\n')
    # Without the flag, each op is undeclared; the last one's use of %p#1 is wrong either way, which
    # stops its own checks.
    assert [d[:2] for d in diagnose(text)] == [(1, 8), (2, 1), (3, 12)]
    assert diagnose(text, allow_unregistered=True) == [
        (3, 12, "use of value '%p' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<4xf32>'"
        ": its result #1")]  # (mlir-opt names the value, then toyir the result)


# ------------------------------------------------------------------------------ structure


@pytest.mark.parametrize(("text", "message"), [
    ('%r = "test.broadcastable"() : () -> tensor<4xi32>', OP + "expected 1 or more operands, but found 0"),
    ('"test.broadcastable"(%a) : (tensor<4xi32>) -> ()', OP + "requires one result, but found 0 results"),
    ('%r:2 = "test.broadcastable"(%a) : (tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)',
     OP + "requires one result, but found 2 results"),
    (bcast("tensor<4xi32>, i32", "tensor<4xi32>"), OP + "operand #1 must be tensor or vector, but got 'i32'"),
    (bcast("tensor<4xi32>", "complex<f32>"), OP + "result #0 must be tensor or vector, but got 'complex<f32>'"),
    (bcast("tensor<4xf32>, tensor<4xf32>", "vector<4xf32>"),
     "cannot broadcast vector with tensor: result #0 is 'vector<4xf32>' and operand #0 is 'tensor<4xf32>'"),
    (bcast("vector<4xf32>, tensor<*xf32>", "vector<4xf32>"),
     "cannot broadcast vector with tensor: operand #0 is 'vector<4xf32>' and operand #1 is 'tensor<*xf32>'"),
], ids=lambda x: x[-40:])
def test_structural_errors(text, message):
    column = text.index('"') + 1
    assert diagnose(text) == [(1, column, message)]


# ------------------------------------------------------------------------------ Broadcastable


@pytest.mark.parametrize(("operands", "result"), [
    ("tensor<4xi32>", "tensor<4xi32>"),
    ("tensor<i32>, tensor<4xi32>", "tensor<4xi32>"),                # rank 0 broadcasts to anything
    ("tensor<i32>, tensor<i32>", "tensor<i32>"),
    ("tensor<1x?xf32>, tensor<3x1xf32>", "tensor<3x?xf32>"),
    ("tensor<?x1xf32>, tensor<1x5xf32>", "tensor<?x5xf32>"),
    ("tensor<0xf32>, tensor<1xf32>", "tensor<0xf32>"),               # 0 is "static, not 1"
    ("tensor<?xf32>, tensor<0xf32>", "tensor<0xf32>"),               # (?, >1) infers the static dim
    ("tensor<2x3xf32>, tensor<*xf32>, tensor<3xf32>", "tensor<2x3xf32>"),
    ("tensor<*xf32>", "tensor<7x7xf32>"),
    ("tensor<2x3xf32>", "tensor<*xf32>"),
    ("vector<4x[8]xf32>, vector<8xf32>", "vector<4x[8]xf32>"),       # a scalable dim is its static size
    ("vector<1x3xf32>, vector<2x1xf32>", "vector<2x3xf32>"),
])
def test_broadcastable_accepts(operands, result):
    assert diagnose(bcast(operands, result)) == []


@pytest.mark.parametrize(("operands", "result", "message"), [
    ("tensor<2x3xf32>, tensor<3x2xf32>", "tensor<2x3xf32>",
     "operands don't have broadcast-compatible shapes: dim 0 of operand #1 is 3, but dim 0 of operand #0 is 2 "
     "(static dims broadcast only when equal or 1)"),
    ("tensor<5xf32>, tensor<2x3xf32>", "tensor<2x5xf32>",
     "operands don't have broadcast-compatible shapes: dim 1 of operand #1 is 3, but dim 0 of operand #0 is 5 "
     "(static dims broadcast only when equal or 1)"),
    # The third operand meets the dim that the first one gave.
    ("tensor<4x1xf32>, tensor<*xf32>, tensor<1x1xf32>, tensor<3x2xf32>", "tensor<4x2xf32>",
     "operands don't have broadcast-compatible shapes: dim 0 of operand #3 is 3, but dim 0 of operand #0 is 4 "
     "(static dims broadcast only when equal or 1)"),
    ("tensor<0xf32>, tensor<3xf32>", "tensor<3xf32>",
     "operands don't have broadcast-compatible shapes: dim 0 of operand #1 is 3, but dim 0 of operand #0 is 0 "
     "(static dims broadcast only when equal or 1)"),
    ("tensor<4x3x2xf32>", "tensor<4x3x3xf32>",
     "result type '4x3x3' not broadcast compatible with broadcasted operands's shapes '4x3x2': "
     "result dim 2 is 3, but the operands broadcast it to 2"),
    ("tensor<f32>, tensor<f32>", "tensor<1xf32>",
     "result type '1' not broadcast compatible with broadcasted operands's shapes '': "
     "the result has rank 1, but the operands broadcast to rank 0"),
    ("tensor<4xi32>, tensor<4xi32>", "tensor<1x4xi32>",  # mlir-opt accepts this one; the seed does not
     "result type '1x4' not broadcast compatible with broadcasted operands's shapes '4': "
     "the result has rank 2, but the operands broadcast to rank 1"),
    ("vector<2xf32>, vector<2xf32>", "vector<3xf32>",
     "result type '3' not broadcast compatible with broadcasted operands's shapes '2': "
     "result dim 0 is 3, but the operands broadcast it to 2"),
])
def test_broadcastable_rejects(operands, result, message):
    text = bcast(operands, result)
    assert diagnose(text) == [(1, 6, OP + message)]


def test_every_error_in_a_file_is_reported_in_file_order():
    text = "\n".join([
        bcast("tensor<3xi32>, tensor<2xi32>", "tensor<3xi32>", "%a, %b", "%r0"),
        bcast("tensor<3xi32>", "tensor<3xi32>", "%c", "%r1"),
        '"nope.op"() : () -> ()',
        bcast("tensor<3xi32>", "tensor<4xi32>", "%d", "%r2"),
    ])
    assert [(line, col) for line, col, _ in diagnose(text)] == [(1, 7), (3, 1), (4, 7)]


@pytest.mark.parametrize(("repeated", "kept"), [(2, False), (3, True)])
def test_the_verdict_memo_is_kept_only_where_most_lookups_hit(monkeypatch, repeated, kept):
    # Of every 5 ops, the last `repeated` have the types of the op before them: 40% of the lookups
    # hit, or 60%.  At 40% it is given up after its trial (5000 lookups), and every op after
    # that is checked again; at 60% an op of types already checked is not.
    runs = []
    check_op = Broadcastable.verify
    monkeypatch.setattr(Broadcastable, "verify", lambda self, op: runs.append(op.offset) or check_op(self, op))
    def new(i: int) -> bool:
        return i % 5 < 5 - repeated

    lines, size = [], 0
    for i in range(10_000):
        size += new(i)
        lines.append(bcast(f"tensor<{size}xi32>", f"tensor<{size}xi32>", f"%a{i}", f"%r{i}"))
    assert diagnose("\n".join(lines)) == []
    after_trial = len(runs) - sum(map(new, range(5000)))
    assert after_trial == (sum(map(new, range(5000, 10_000))) if kept else 5000)


def test_an_error_renders_as_mlir_opt_does():
    assert rendered(bcast("tensor<3xi32>", "tensor<4xi32>")) == (
        "t.mlir:1:6: error: " + OP + "result type '4' not broadcast compatible with broadcasted operands's "
        "shapes '3': result dim 0 is 4, but the operands broadcast it to 3 [TOYIR-E002]\n"
        '%r = "test.broadcastable"(%a0) : (tensor<3xi32>) -> tensor<4xi32>\n'
        "     ^\n"
        "t.mlir:1:6: note: the inferred result type is 'tensor<3xi32>' (TOYIR-E002; toyir-verify --explain E002):\n"
        "  operand #0  3\n  inferred    3\n  result      4\n              ^ results do not broadcast: 4 is not 3\n")


# ------------------------------------------------------------------------------ values at the top level


def test_an_undefined_value_is_an_external_input_typed_by_its_first_use():
    text = "\n".join([
        bcast("tensor<4xi32>", "tensor<4xi32>", "%x"),
        bcast("tensor<4xi32>", "tensor<4xi32>", "%x", "%s"),
        bcast("tensor<3xi32>", "tensor<3xi32>", "%x", "%t"),
    ])
    assert rendered(text) == (
        "t.mlir:3:27: error: use of value '%x' expects different type than prior uses: "
        "'tensor<3xi32>' vs 'tensor<4xi32>' [TOYIR-E022]\n"
        '%t = "test.broadcastable"(%x) : (tensor<3xi32>) -> tensor<3xi32>\n'
        "                          ^\n"
        "t.mlir:1:27: note: prior use here\n"
        '%r = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<4xi32>\n'
        "                          ^\n")


def test_a_use_must_have_its_definition_type_even_above_the_definition():
    text = "\n".join([
        bcast("tensor<2xi32>", "tensor<2xi32>", "%r", "%s"),
        bcast("tensor<4xi32>", "tensor<4xi32>", "%x"),
        bcast("tensor<4xi32>", "tensor<4xi32>", "%r", "%t"),
    ])
    assert diagnose(text) == [
        (1, 27, "use of value '%r' expects different type than prior uses: 'tensor<2xi32>' vs 'tensor<4xi32>'"),
    ]


def test_redefinition_names_the_previous_definition():
    text = bcast("tensor<4xi32>", "tensor<4xi32>") + "\n" + bcast("tensor<4xi32>", "tensor<4xi32>")
    assert rendered(text) == (
        "t.mlir:2:1: error: redefinition of SSA value '%r' [TOYIR-E021]\n"
        '%r = "test.broadcastable"(%a0) : (tensor<4xi32>) -> tensor<4xi32>\n'
        "^\n"
        "t.mlir:1:1: note: previously defined here\n"
        '%r = "test.broadcastable"(%a0) : (tensor<4xi32>) -> tensor<4xi32>\n'
        "^\n")


@pytest.mark.parametrize(("text", "column", "message"), [
    ('%a, %b = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<4xi32>', 1,
     "operation defines 1 results but was provided 2 to bind"),
    ('%a = "t.two"(%x) : (tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)', 1,
     "operation defines 2 results but was provided 1 to bind"),
    ('"t.zero"() : () -> ()\n%a:2 = "t.zero"() : () -> ()', 1, "cannot name an operation with no results"),
    ('%r = "test.broadcastable"(%a, %a) : (tensor<4xi32>) -> tensor<4xi32>', 37,
     "expected 2 operand types but had 1"),
    ('%p:2 = "t.two"(%x) : (i32) -> (i32, i32)\n"t.sink"(%p#2) : (i32) -> ()', 10,
     "reference to invalid result number"),
])
def test_counts_of_names_and_types_must_agree(text, column, message):
    (diagnostic,) = diagnose(text, allow_unregistered=True)
    assert diagnostic[1:] == (column, message)


def test_a_registered_dialects_type_is_one_type_however_spaced_an_unregistered_ones_as_written():
    # (mlir-opt 22: the LLVM dialect reads its types, and uniques them; an unregistered dialect's
    # text is kept as written, blanks and all)
    llvm = ('%0 = "t.a"() : () -> !llvm.struct<(i32, i64)>\n"t.b"(%0) : (!llvm.struct<( i32,i64 )>) -> ()\n'
            '"t.c"(%0) : (!llvm.struct<(i32, i64), "a  b">) -> ()\n')
    assert diagnose(llvm, allow_unregistered=True) == [
        (3, 7, "use of value '%0' expects different type than prior uses: '!llvm.struct<(i32, i64), \"a  b\">' vs "
               "'!llvm.struct<(i32, i64)>'")]
    other = '%0 = "t.a"() : () -> !foo.bar<a, b>\n"t.b"(%0) : (!foo.bar<a,  b>) -> ()\n'
    assert diagnose(other, allow_unregistered=True) == [
        (2, 7, "use of value '%0' expects different type than prior uses: '!foo.bar<a,  b>' vs '!foo.bar<a, b>'")]


def test_a_quantized_types_scales_are_compared_by_value():
    # (mlir-opt 22 on these: the first two one type, the third another; a blind set's valid
    # chunks were rejected for `1.404616e-2` against `1.404616e-02`)
    quant = "!quant.uniform<u8:f32:0, {{{}:221, {}:177}}>"
    text = (f'%0 = "t.a"() : () -> tensor<3x{quant.format("00.0042", "1.404616e-2")}>\n'
            f'"t.b"(%0) : (tensor<3x{quant.format("0.0042", "1.404616e-02")}>) -> ()\n'
            f'"t.c"(%0) : (tensor<3x{quant.format("0.0043", "1.404616e-02")}>) -> ()\n')
    assert [(line, column) for line, column, _ in diagnose(text, allow_unregistered=True)] == [(3, 7)]


def test_a_group_member_is_typed_by_its_position_in_the_group():
    text = ('%p:2 = "t.two"(%x) : (i32) -> (i32, f32)\n'
            '"t.sink"(%p#0, %p, %p#1) : (i32, i32, f32) -> ()\n'
            '"t.sink"(%p#1) : (i32) -> ()\n')
    assert diagnose(text, allow_unregistered=True) == [
        (3, 10, "use of value '%p' expects different type than prior uses: 'i32' vs 'f32': its result #1")]


def test_split_chunks_are_verified_on_their_own():
    text = (bcast("tensor<4xi32>", "tensor<4xi32>", "%x") + "\n// -----\n"
            + bcast("tensor<3xi32>", "tensor<3xi32>", "%x") + "\n// -----\n"
            + bcast("tensor<3xi32>", "tensor<4xi32>", "%x") + "\n")
    # Unsplit, the marker is a comment and the three lines share one scope.
    assert [(line, message[:23]) for line, _, message in diagnose(text)] == [
        (3, "redefinition of SSA val"), (3, "use of value '%x' expec"),
        (5, "redefinition of SSA val"), (5, "use of value '%x' expec")]
    assert diagnose(text, split_marker="// -----") == [
        (5, 6, OP + "result type '4' not broadcast compatible with broadcasted operands's shapes '3': "
                    "result dim 0 is 4, but the operands broadcast it to 3"),
    ]
