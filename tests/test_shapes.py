"""The shape functions against the seed's tables, and InferShape against NumPy."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from toyir.shapes import (BroadcastError, ResultMismatch, format_shape, infer_dim, infer_result_shape,
                          infer_shape, result_mismatch)

Q = None  # a dynamic dim, `?`

# The seed's InferDim table, every row in both orders where the order matters, plus 0, which
# belongs to the ">1" class ("static, not 1").
INFER_DIM_TABLE = [
    ((Q, Q), Q),
    ((Q, 1), Q),
    ((1, Q), Q),
    ((1, 1), 1),
    ((5, Q), 5),
    ((Q, 5), 5),
    ((5, 1), 5),
    ((1, 5), 5),
    ((5, 5), 5),
    ((0, 1), 0),
    ((1, 0), 0),
    ((0, Q), 0),
    ((Q, 0), 0),
    ((0, 0), 0),
]


@pytest.mark.parametrize(("dims", "inferred"), INFER_DIM_TABLE, ids=str)
def test_infer_dim_table(dims, inferred):
    assert infer_dim(*dims) == inferred


@pytest.mark.parametrize("dims", [(5, 3), (3, 5), (0, 5), (5, 0), (2, 3)], ids=str)
def test_infer_dim_rejects_unequal_static_dims_not_1(dims):
    with pytest.raises(BroadcastError) as e:
        infer_dim(*dims)
    assert e.value.dims == dims


@pytest.mark.parametrize(("s0", "s1", "inferred"), [
    ((), (), ()),
    ((), (3, Q), (3, Q)),
    ((4,), (2, 3, 4), (2, 3, 4)),         # the seed's ExpandRank example
    ((1, Q), (3, 1), (3, Q)),
    ((Q, 1, 5), (4, Q), (Q, 4, 5)),
    ((Q, 1, 0), (Q, 1, 0), (Q, 1, 0)),  # equal shapes, and a rank-0 one on either side: shortcuts
    ((7, Q), (), (7, Q)),
])
def test_infer_shape(s0, s1, inferred):
    assert infer_shape(s0, s1) == inferred
    assert infer_shape(s1, s0) == inferred


def test_infer_shape_reports_the_axis_from_the_right():
    with pytest.raises(BroadcastError) as e:
        infer_shape((2, 3, 4), (5, 4))
    assert (e.value.axis, e.value.dims) == (1, (3, 5))


def test_infer_result_shape_discards_unranked_and_names_the_failing_shape():
    assert infer_result_shape([None, None]) is None
    assert infer_result_shape([None, (2, 1), None, (3,)]) == (2, 3)
    assert infer_result_shape([(4,)]) == (4,)
    with pytest.raises(BroadcastError) as e:
        infer_result_shape([(1, 3), None, (2, 1), (4,)])
    assert (e.value.operand, e.value.axis, e.value.dims) == (3, 0, (3, 4))


@pytest.mark.parametrize(("inferred", "actual", "mismatch"), [
    ((3,), (3,), None),
    ((3,), (Q,), None),                    # a static inferred dim may be relaxed to ?
    ((Q,), (Q,), None),
    ((Q,), (4,), ResultMismatch(0, Q, 4)),  # an inferred ? admits no static dim
    ((2,), (4,), ResultMismatch(0, 2, 4)),
    ((1,), (4,), ResultMismatch(0, 1, 4)),  # results do not broadcast
    ((3,), (1, 3), ResultMismatch(None)),
    ((), (), None),
])
def test_result_mismatch(inferred, actual, mismatch):
    assert result_mismatch(inferred, actual) == mismatch


def test_format_shape_prints_as_mlir_does():
    assert format_shape((4, Q, 2)) == "4x?x2"
    assert format_shape(()) == ""
    assert format_shape((1, 12345678901234567890, Q, 0)) == "1x12345678901234567890x?x0"


static_shapes = st.lists(st.integers(0, 4), max_size=5).map(tuple)


@given(static_shapes, static_shapes)
def test_infer_shape_agrees_with_numpy_on_static_shapes(s0, s1):
    try:
        expected = np.broadcast_shapes(s0, s1)
    except ValueError:
        with pytest.raises(BroadcastError):
            infer_shape(s0, s1)
    else:
        assert infer_shape(s0, s1) == expected


@given(st.lists(static_shapes, min_size=1, max_size=4))
def test_infer_result_shape_agrees_with_numpy_on_static_shapes(shapes):
    try:
        expected = np.broadcast_shapes(*shapes)
    except ValueError:
        with pytest.raises(BroadcastError):
            infer_result_shape(shapes)
    else:
        assert infer_result_shape(shapes) == expected
