"""Every example of the OpenVINO, ONNX and ncnn seed documents, as shape math and as ops.

Shapes are written as the seeds write them.  OpenVINO's and ONNX's are outermost-first, like
MLIR's; ncnn's are innermost-first (`[w,h,d,c]`), so each ncnn row is reversed into IR order
here (`[2,3,4]` is `tensor<4x3x2xf32>`).  Every valid example is also run with a wrong result
type, which must fail; `?` and `*` cases follow each convention's examples.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from support import diagnose
from toyir.conventions import (ConventionError, broadcast_to_bidirectional, infer_ncnn, infer_numpy, infer_pdpd,
                               unidirectional)
from toyir.shapes import infer_shape

Q = None
INCOMPATIBLE = "operands don't have broadcast-compatible shapes"


def tensor(shape, element="f32") -> str:
    if shape is None:
        return f"tensor<*x{element}>"
    return "tensor<" + "".join("?x" if d is None else f"{d}x" for d in shape) + f"{element}>"


def op(name: str, operands: list, result, attrs: str = "") -> str:
    names = ", ".join(f"%a{i}" for i in range(len(operands)))
    attrs = f" {{{attrs}}}" if attrs else ""
    return f'%r = "{name}"({names}){attrs} : ({", ".join(map(tensor, operands))}) -> {tensor(result)}'


def wrong(result: tuple) -> tuple:
    """A result shape the op must reject: one more leading dim."""
    return (7, *result)


def verdict(text: str) -> str | None:
    """None if `text` verifies; else the first error's message (after the op name)."""
    diagnostics = diagnose(text)
    return diagnostics[0][2].split(" op ", 1)[-1] if diagnostics else None


# ------------------------------------------------------------------------------ OpenVINO numpy

OV_NUMPY = [
    ((), (), ()),
    ((2, 3), (1,), (2, 3)),
    ((3,), (2, 3), (2, 3)),
    ((2, 3, 5), (), (2, 3, 5)),
    ((2, 1, 5), (1, 4, 5), (2, 4, 5)),
    ((6, 5), (2, 1, 5), (2, 6, 5)),
    ((2, 1, 5), (4, 1), (2, 4, 5)),
    ((3, 2, 1, 4), (5, 4), (3, 2, 5, 4)),
    ((1, 5, 3), (5, 2, 1, 3), (5, 2, 5, 3)),
]
OV_NUMPY_FAILING = [((3,), (2,)), ((3, 1, 5), (4, 4, 5))]


def test_openvino_has_11_numpy_6_pdpd_5_bidirectional_examples():
    assert (len(OV_NUMPY) + len(OV_NUMPY_FAILING), len({(a, b) for a, b, _, _ in OV_PDPD}), len(OV_BIDIRECTIONAL)) == (
        11, 6, 5)


@pytest.mark.parametrize(("a", "b", "result"), OV_NUMPY, ids=str)
def test_openvino_numpy(a, b, result):
    assert infer_numpy(a, b) == result
    for attrs in ("", 'auto_broadcast = "numpy"'):
        assert verdict(op("ov.add", [a, b], result, attrs)) is None
    assert verdict(op("ov.multiply", [a, b], wrong(result))).startswith("result type")


@pytest.mark.parametrize(("a", "b"), OV_NUMPY_FAILING, ids=str)
def test_openvino_numpy_mismatch(a, b):
    with pytest.raises(ConventionError):
        infer_numpy(a, b)
    # The seed: "broadcast won't happen due to dimensions mismatch on the leftmost axis".
    assert verdict(op("ov.subtract", [a, b], a)) == (
        f"{INCOMPATIBLE}: dim 0 of A is {a[0]} and dim 0 of B is {b[0]}: they differ and neither is 1 "
        '(auto_broadcast = "numpy")')


# ------------------------------------------------------------------------------ OpenVINO pdpd

OV_PDPD = [
    ((2, 3, 4, 5), (3, 4), 1, (2, 3, 4, 5)),
    ((2, 3, 4, 5), (3, 1), 1, (2, 3, 4, 5)),
    ((2, 3, 4, 5), (4, 5), -1, (2, 3, 4, 5)),
    ((2, 3, 4, 5), (4, 5), 2, (2, 3, 4, 5)),
    ((2, 3, 4, 5), (1, 3), 0, (2, 3, 4, 5)),
    ((2, 3, 4, 5), (), -1, (2, 3, 4, 5)),
    ((2, 3, 4, 5), (5,), -1, (2, 3, 4, 5)),
]


@pytest.mark.parametrize(("a", "b", "axis", "result"), OV_PDPD, ids=str)
def test_openvino_pdpd(a, b, axis, result):
    assert infer_pdpd(a, b, axis) == result
    attrs = f'auto_broadcast = "pdpd", axis = {axis} : i64'
    assert verdict(op("ov.add", [a, b], result, attrs)) is None
    assert verdict(op("ov.add", [a, b], wrong(result), attrs)).startswith("result type")


@pytest.mark.parametrize(("a", "b", "axis", "reason"), [
    ((2, 3, 4, 5), (3, 4), 2, 'dim 0 of B is 3 but dim 2 of A is 4'),
    ((2, 3, 4, 5), (4, 5), 3, "does not fit in A '2x3x4x5' from dim 3"),
    ((3, 4), (2, 3, 4), -1, "may not have a higher rank than A"),
    ((2, 3, 4, 5), (2, 3), -1, "dim 0 of B is 2 but dim 2 of A is 4"),  # axis -1: 4 - 2 = 2
])
def test_openvino_pdpd_mismatch(a, b, axis, reason):
    message = verdict(op("ov.add", [a, b], a, f'auto_broadcast = "pdpd", axis = {axis}'))
    assert message.startswith(INCOMPATIBLE) and reason in message


@pytest.mark.parametrize(("a", "b", "axis", "result"), [
    ((2, Q, 4, 5), (3, 4), 1, (2, 3, 4, 5)),      # a `?` in A is refined by B
    ((2, 3, 4, 5), (Q, 4), 1, (2, 3, 4, 5)),      # a `?` in B meets anything
    ((2, 3, 4, 5), (3, 1, 1), 1, (2, 3, 4, 5)),   # all trailing 1s are dropped
])
def test_openvino_pdpd_dynamic(a, b, axis, result):
    assert infer_pdpd(a, b, axis) == result
    assert verdict(op("ov.add", [a, b], result, f'auto_broadcast = "pdpd", axis = {axis}')) is None


def test_openvino_none():
    assert verdict(op("ov.add", [(2, Q), (Q, 3)], (2, 3), 'auto_broadcast = "none"')) is None
    assert "dims must be equal: dim 0 is 2 in A and 1 in B" in verdict(
        op("ov.add", [(2, 3), (1, 3)], (2, 3), 'auto_broadcast = "none"'))
    assert "ranks must match" in verdict(op("ov.add", [(2, 3), (3,)], (2, 3), 'auto_broadcast = "none"'))


def test_openvino_unranked_operand_leaves_nothing_to_infer():
    assert verdict(op("ov.add", [None, (2, 3)], (5, 5, 5))) is None


# ------------------------------------------------------------------------------ OpenVINO Broadcast

OV_BIDIRECTIONAL = [
    ((5,), (1,), (5,)),
    ((2, 3), (3,), (2, 3)),
    ((3, 1), (3, 4), (3, 4)),
    ((3, 4), (), (3, 4)),
    ((3, 1), (2, 1, 6), (2, 3, 6)),
]


def target(shape) -> str:
    return f"target_shape = array<i64{': ' + ', '.join(map(str, shape)) if shape else ''}>"


@pytest.mark.parametrize(("data", "target_shape", "result"), OV_BIDIRECTIONAL, ids=str)
def test_openvino_bidirectional(data, target_shape, result):
    assert broadcast_to_bidirectional(data, target_shape) == result
    attrs = f'{target(target_shape)}, mode = "bidirectional"'
    assert verdict(op("ov.broadcast", [data], result, attrs)) is None
    assert verdict(op("ov.broadcast", [data], wrong(result), attrs)).startswith("result type")


def test_openvino_broadcast_numpy_mode_gives_the_target_shape():
    assert verdict(op("ov.broadcast", [(3, 1)], (2, 3, 6), target((2, 3, 6)))) is None
    assert verdict(op("ov.broadcast", [None], (2, 3, 6), target((2, 3, 6)))) is None
    assert verdict(op("ov.broadcast", [None], (2, 3), target((2, 3, 6)))).startswith("result type '2x3'")
    # The seed's bidirectional example: in numpy mode the target's 1s cannot take the data's 3.
    assert INCOMPATIBLE in verdict(op("ov.broadcast", [(3, 1)], (2, 3, 6), target((2, 1, 6))))


@pytest.mark.parametrize(("attrs", "message"), [
    ("", "requires attribute 'target_shape'"),
    ("target_shape = array<i64: 2, -1>", "attribute 'target_shape' must hold non-negative sizes, but element #1 is -1"),
    ("target_shape = [2, 3]", "attribute 'target_shape' must be an array<i64: ...> of sizes, but got [2, 3]"),
    ('target_shape = array<i64: 3>, mode = "both"',
     """attribute 'mode' must be "numpy" or "bidirectional", but got "both\""""),
])
def test_openvino_broadcast_attributes(attrs, message):
    assert verdict(op("ov.broadcast", [(3,)], (3,), attrs)) == message


# ------------------------------------------------------------------------------ ONNX multidirectional

ONNX_MULTIDIRECTIONAL = [
    ((2, 3, 4, 5), (), (2, 3, 4, 5)),
    ((2, 3, 4, 5), (5,), (2, 3, 4, 5)),
    ((4, 5), (2, 3, 4, 5), (2, 3, 4, 5)),
    ((1, 4, 5), (2, 3, 1, 1), (2, 3, 4, 5)),
    ((3, 4, 5), (2, 1, 1, 1), (2, 3, 4, 5)),
]


@pytest.mark.parametrize(("a", "b", "result"), ONNX_MULTIDIRECTIONAL, ids=str)
@pytest.mark.parametrize("name", ["onnx.Add", "onnx.Sub", "onnx.Mul", "onnx.Div", "onnx.Pow", "onnx.Max", "onnx.Sum"])
def test_onnx_multidirectional(name, a, b, result):
    assert infer_shape(a, b) == result
    assert verdict(op(name, [a, b], result)) is None
    assert verdict(op(name, [a, b], wrong(result))).startswith("result type")


def test_onnx_variadic_ops_take_one_or_more_operands():
    assert verdict(op("onnx.Mean", [(2, 1), (1, 3), (3,), None], (2, 3))) is None
    assert verdict(op("onnx.Min", [(4,)], (4,))) is None
    assert verdict(op("onnx.Max", [], (4,))) == "expected 1 or more operands, but found 0"
    assert verdict(op("onnx.Add", [(4,)], (4,))) == "expected 2 operands, but found 1"


def test_onnx_element_types():
    bool_op = '%r = "onnx.{}"(%a, %b) : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>'
    assert all(verdict(bool_op.format(name)) is None for name in ("And", "Or", "Xor"))
    assert verdict(bool_op.format("And").replace("tensor<2xi1>, tensor<2xi1>", "tensor<2xi1>, tensor<2xf32>")) == (
        "operand #1 must be tensor of 1-bit signless integer values, but got 'tensor<2xf32>'")
    compare = '%r = "onnx.{}"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x{}>'
    assert all(verdict(compare.format(name, "i1")) is None for name in ("Equal", "Greater", "Less"))
    assert verdict(compare.format("Less", "f32")) == (
        "result #0 must be tensor of 1-bit signless integer values, but got 'tensor<2xf32>'")
    assert verdict('%r = "onnx.Equal"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi1>') == (
        "requires the same element type for all operands: operand #1 has 'i32', but operand #0 has 'f32'")
    assert verdict('%r = "onnx.Pow"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>') is None
    assert verdict('%r = "onnx.Pow"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi32>') == (
        "requires the result's element type to be that of operand #0: result #0 has 'i32', but operand #0 has 'f32'")
    assert verdict('%r = "onnx.Add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf16>') == (
        "requires the same element type for all operands and results: result #0 has 'f16', but operand #0 has 'f32'")
    assert verdict('%r = "onnx.Add"(%a, %b) : (vector<2xf32>, tensor<2xf32>) -> tensor<2xf32>') == (
        "operand #0 must be tensor of any type values, but got 'vector<2xf32>'")


# ------------------------------------------------------------------------------ ONNX unidirectional

ONNX_UNIDIRECTIONAL = [
    ((2, 3, 4, 5), ()),
    ((2, 3, 4, 5), (5,)),
    ((2, 3, 4, 5), (2, 1, 1, 5)),
    ((2, 3, 4, 5), (1, 3, 1, 5)),
]


@pytest.mark.parametrize(("a", "b"), ONNX_UNIDIRECTIONAL, ids=str)
def test_onnx_unidirectional(a, b):
    assert unidirectional(a, b) == a
    assert verdict(op("onnx.PRelu", [a, b], a)) is None
    assert verdict(op("onnx.PRelu", [a, b], wrong(a))).startswith("result type")
    # Gemm's C broadcasts the same way to (M, N).
    if len(b) <= 2:
        m_n = a[-2:]
        gemm = op("onnx.Gemm", [(m_n[0], 7), (7, m_n[1]), b], m_n)
        assert verdict(gemm) is None


def test_unidirectional_goes_one_way_only():
    assert verdict(op("onnx.PRelu", [(2, 1), (2, 3)], (2, 3))) == (
        "operands don't have broadcast-compatible shapes: dim 1 of slope is 3 but dim 1 of X is 1: "
        "slope may not grow X, so its dims must equal X's or be 1")
    assert "may not broadcast to X '5' of a lower rank" in verdict(op("onnx.PRelu", [(5,), (2, 5)], (2, 5)))
    assert verdict(op("onnx.PRelu", [(2, Q), (3,)], (2, 3))) is None       # a `?` in X is refined
    assert verdict(op("onnx.PRelu", [(2, Q), (3,)], (2, 4))).startswith("result type '2x4'")


def test_gemm():
    assert verdict(op("onnx.Gemm", [(3, 4), (4, 5)], (3, 5))) is None
    assert verdict(op("onnx.Gemm", [(4, 3), (5, 4)], (3, 5), "transA = 1, transB = 1")) is None
    assert verdict(op("onnx.Gemm", [(3, 4), (5, 5)], (3, 5))).endswith("Gemm's inner dims differ: K is 4 in A and 5 in B")
    assert verdict(op("onnx.Gemm", [(3, 4), (4, 5), (2, 5)], (3, 5))) == (
        "operands don't have broadcast-compatible shapes: dim 0 of C is 2 but dim 0 of (M, N) is 3: "
        "C may not grow (M, N), so its dims must equal (M, N)'s or be 1")
    assert verdict(op("onnx.Gemm", [(3, 4)], (3, 5))) == "expected 2 or 3 operands, but found 1"
    assert verdict(op("onnx.Gemm", [(3, 4), (4, 5)], (3, 5), "transA = 2")) == (
        "attribute 'transA' must be an integer from 0 to 1, but got 2")


def test_gemms_c_of_type_none_is_left_out_as_onnx_mlir_writes_it():
    # (an absent optional input is a `none` value in onnx-mlir's output; only C is optional)
    gemm = '%r = "onnx.Gemm"(%a, %b, %c) : (tensor<3x4xf32>, {}, none) -> tensor<3x{}xf32>\n'
    assert diagnose(gemm.format("tensor<4x5xf32>", 5)) == []
    found = diagnose(gemm.format("tensor<4x5xf32>", 6))
    assert [message.split(":")[0] for _, _, message in found] == [
        "'onnx.Gemm' op result type '3x6' not broadcast compatible with broadcasted operands's shapes '3x5'"]
    ((_, _, message),) = diagnose(gemm.format("none", 5))
    assert message.startswith("'onnx.Gemm' op requires the same element type for all operands and results: "
                              "operand #1 has 'none'")


# ------------------------------------------------------------------------------ ncnn

def ncnn(*dims: int) -> tuple:
    """An ncnn shape (innermost first) in IR order."""
    return tuple(reversed(dims))


NCNN_SCALAR_LIKE = [(a, b) for a in ((2,), (2, 3), (2, 3, 4), (2, 3, 4, 5))
                    for b in [()] + [(1,) * k for k in range(1, len(a) + 1)]]
NCNN_SAME = [((2,), (2,)), ((2, 3), (2, 3)), ((2, 3, 4), (2, 3, 4)), ((2, 3, 4, 5), (2, 3, 4, 5))]
NCNN_EXPLICIT = [
    ((2, 3), (1, 3)), ((2, 3), (2, 1)),
    ((2, 3, 4), (1, 3, 4)), ((2, 3, 4), (2, 1, 4)), ((2, 3, 4), (2, 3, 1)), ((2, 3, 4), (1, 1, 4)),
    ((2, 3, 4), (1, 3, 1)), ((2, 3, 4), (2, 1, 1)),
    ((2, 3, 4, 5), (1, 3, 4, 5)), ((2, 3, 4, 5), (2, 1, 4, 5)), ((2, 3, 4, 5), (2, 3, 1, 5)),
    ((2, 3, 4, 5), (2, 3, 4, 1)), ((2, 3, 4, 5), (1, 1, 4, 5)), ((2, 3, 4, 5), (1, 3, 1, 5)),
    ((2, 3, 4, 5), (1, 3, 4, 1)), ((2, 3, 4, 5), (2, 1, 1, 5)), ((2, 3, 4, 5), (2, 1, 4, 1)),
    ((2, 3, 4, 5), (2, 3, 1, 1)), ((2, 3, 4, 5), (1, 1, 1, 5)), ((2, 3, 4, 5), (1, 1, 4, 1)),
    ((2, 3, 4, 5), (1, 3, 1, 1)), ((2, 3, 4, 5), (2, 1, 1, 1)),
]
NCNN_INNER_AXIS = [((2, 3), (3,)), ((2, 3, 4), (4,)), ((2, 3, 4), (3, 4)), ((2, 3, 4, 5), (5,)),
                   ((2, 3, 4, 5), (4, 5)), ((2, 3, 4, 5), (3, 4, 5))]
NCNN_OUTER_AXIS = [((2, 3), (2,)), ((2, 3, 4), (2,)), ((2, 3, 4, 5), (2,))]
NCNN_ROWS = [(a, b, "scalar" if not b else rule)
             for rows, rule in ((NCNN_SCALAR_LIKE, None), (NCNN_SAME, "explicit"), (NCNN_EXPLICIT, "explicit"),
                                (NCNN_INNER_AXIS, "inner-axis"), (NCNN_OUTER_AXIS, "outer-axis"))
             for a, b in rows]


def test_every_ncnn_row_is_here():
    assert (len(NCNN_SCALAR_LIKE), len(NCNN_SAME), len(NCNN_EXPLICIT), len(NCNN_INNER_AXIS), len(NCNN_OUTER_AXIS)) == (
        14, 4, 22, 6, 3)


@pytest.mark.parametrize(("a", "b", "rule"), NCNN_ROWS, ids=str)
def test_ncnn_rows(a, b, rule):
    """Each row of ncnn's tables: C is A's shape, in ncnn order; here in IR order."""
    result, applied = infer_ncnn(ncnn(*a), ncnn(*b))
    assert result == ncnn(*a)
    if rule is not None:
        assert applied == rule
    assert verdict(op("ncnn.BinaryOp", [ncnn(*a), ncnn(*b)], ncnn(*a), "op_type = 0")) is None
    assert verdict(op("ncnn.BinaryOp", [ncnn(*b), ncnn(*a)], ncnn(*a), "op_type = 2")) is None  # either side
    assert verdict(op("ncnn.BinaryOp", [ncnn(*a), ncnn(*b)], wrong(ncnn(*a)))).startswith("result type")


def test_ncnn_scalar_operand_and_attributes():
    assert verdict(op("ncnn.BinaryOp", [ncnn(2, 3)], ncnn(2, 3), "with_scalar = 1, op_type = 11")) is None
    assert verdict(op("ncnn.BinaryOp", [ncnn(2, 3)], ncnn(2, 3))) == "expected 2 operands, but found 1 (with_scalar = 0)"
    assert verdict(op("ncnn.BinaryOp", [ncnn(2), ncnn(2)], ncnn(2), "op_type = 12")) == (
        "attribute 'op_type' must be an integer from 0 to 11, but got 12")


def test_ncnn_inner_axis_is_preferred_when_both_fit():
    assert infer_ncnn(ncnn(2, 2), ncnn(2)) == (ncnn(2, 2), "inner-axis")


def test_ncnn_mismatch_names_the_rule_and_ncnn_axes():
    assert verdict(op("ncnn.BinaryOp", [ncnn(2, 3, 4), ncnn(3)], ncnn(2, 3, 4))) == (
        "operands don't have broadcast-compatible shapes: with the outer-axis rule, B [3] sits on A [2,3,4] "
        "(ncnn order) so that w is 2 in A and 3 in B: they differ and neither is 1")
    assert "have at most 4 dims" in verdict(op("ncnn.BinaryOp", [(1, 2, 3, 4, 5), (5,)], (1, 2, 3, 4, 5)))


def test_ncnn_dynamic_and_unranked():
    assert infer_ncnn((Q, 3, 2), (4,)) == ((4, 3, 2), "inner-axis")
    assert verdict(op("ncnn.BinaryOp", [(Q, 3, 2), (2,)], (Q, 3, 2))) is None
    assert verdict(op("ncnn.BinaryOp", [None, (2,)], (9,))) is None


# ------------------------------------------------------------------------------ properties

STATIC = st.lists(st.integers(0, 3), max_size=4).map(tuple)


@given(STATIC, STATIC, STATIC)
def test_numpy_auto_broadcast_and_multidirectional_agree_with_broadcastable(a, b, result):
    def ok(name):
        return verdict(op(name, [a, b], result)) is None

    assert ok("ov.add") == ok("onnx.Add") == ok("test.broadcastable")


@given(STATIC, STATIC)
def test_unidirectional_accepts_iff_numpy_broadcasting_gives_a(a, b):
    try:
        numpy_ok = np.broadcast_shapes(a, b) == a
    except ValueError:
        numpy_ok = False
    try:
        unidirectional(a, b)
        ours = True
    except ConventionError:
        ours = False
    assert ours == numpy_ok


@pytest.mark.parametrize(("attrs", "message"), [
    ('auto_broadcast = "explicit"', """attribute 'auto_broadcast' must be "none", "numpy" or "pdpd", but got "explicit\""""),
    ("auto_broadcast = 1", """attribute 'auto_broadcast' must be "none", "numpy" or "pdpd", but got 1"""),
    ('auto_broadcast = "pdpd", axis = -2', "attribute 'axis' must be an integer at least -1, but got -2"),
    ('axis = "one"', """attribute 'axis' must be an integer at least -1, but got "one\""""),
])
def test_openvino_attributes(attrs, message):
    assert verdict(op("ov.add", [(2, 3), (3,)], (2, 3), attrs)) == message


def test_openvino_ops_need_two_tensor_operands_of_one_element_type():
    assert verdict(op("ov.add", [(3,)], (3,))) == "expected 2 operands, but found 1"
    assert verdict('%r = "ov.add"(%a, %b) : (tensor<3xf32>, tensor<3xf16>) -> tensor<3xf32>') == (
        "requires the same element type for all operands and results: operand #1 has 'f16', but operand #0 has 'f32'")
