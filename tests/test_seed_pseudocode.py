"""Random `test.broadcastable` lines: toyir's verdict against a literal reading of the seed.

The functions below transcribe the seed's pseudo-code (InferDim, ExpandRank, InferShape,
InferResultShape, Verify) line by line, lists and all, deliberately sharing nothing with
toyir.shapes.  Each generated case is written as a bare op line and run through the whole
pipeline: parser, verifier, Broadcastable.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from support import diagnose


class SeedError(Exception):
    """ERROR_IF fired."""


def classify(dim):
    return "?" if dim is None else "1" if dim == 1 else ">1"


def InferDim(dim0, dim1):  # noqa: N802 - the seed's names
    case = (classify(dim0), classify(dim1))
    if case in {("?", "?"), ("?", "1"), ("1", "1"), (">1", "?"), (">1", "1")}:
        return dim0
    if case in {("?", ">1"), ("1", "?"), ("1", ">1")}:
        return dim1
    if dim0 != dim1:  # case (>1, >1)
        raise SeedError
    return dim0


def ExpandRank(shape, rank):  # noqa: N802
    while len(shape) < rank:
        shape.insert(0, 1)


def InferShape(shape0, shape1):  # noqa: N802
    shape0, shape1 = list(shape0), list(shape1)
    rank = max(len(shape0), len(shape1))
    ExpandRank(shape0, rank)
    ExpandRank(shape1, rank)
    inferredShape = []  # noqa: N806
    for dim0, dim1 in zip(shape0, shape1):
        inferredShape.append(InferDim(dim0, dim1))
    return inferredShape


def InferResultShape(operands):  # noqa: N802
    rankedOperands = [shape for shape in operands if shape is not None]  # noqa: N806
    if len(rankedOperands) == 0:
        return None
    inferredShape = rankedOperands[0]  # noqa: N806
    for operand in rankedOperands[1:]:
        inferredShape = InferShape(inferredShape, operand)  # noqa: N806
    return list(inferredShape)


def Verify(operands, result):  # noqa: N802
    """None if the op verifies; else which step failed: "inference" or "result"."""
    try:
        inferredShape = InferResultShape(operands)  # noqa: N806
    except SeedError:
        return "inference"
    if result is None or inferredShape is None:
        return None
    if len(inferredShape) != len(result):
        return "result"
    for inferredDim, actualDim in zip(inferredShape, result):  # noqa: N806
        if inferredDim is None and actualDim is not None:
            return "result"
        if actualDim is not None and inferredDim != actualDim:
            return "result"
    return None


DIMS = st.sampled_from([None, 0, 1, 2, 3, 5])
RANKED = st.lists(DIMS, max_size=4).map(tuple)
SHAPES = st.one_of(RANKED, RANKED, RANKED, st.none())  # None: unranked


def tensor(shape) -> str:
    if shape is None:
        return "tensor<*xi32>"
    return "tensor<" + "".join("?x" if d is None else f"{d}x" for d in shape) + "i32>"


def vector(shape) -> str:
    return "vector<" + "".join(f"{d}x" for d in shape) + "i32>"


def line(operand_types: list[str], result_type: str) -> str:
    names = ", ".join(f"%a{i}" for i in range(len(operand_types)))
    return f'%r = "test.broadcastable"({names}) : ({", ".join(operand_types)}) -> {result_type}'


EXPECTED_MESSAGE = {
    "inference": "'test.broadcastable' op operands don't have broadcast-compatible shapes: ",
    "result": "'test.broadcastable' op result type '",
}


def assert_agrees(text: str, verdict: str | None) -> None:
    diagnostics = diagnose(text)
    if verdict is None:
        assert diagnostics == [], text
    else:
        assert len(diagnostics) == 1, text
        assert diagnostics[0][2].startswith(EXPECTED_MESSAGE[verdict]), (text, diagnostics)


@settings(max_examples=600)
@given(st.lists(SHAPES, min_size=1, max_size=3), SHAPES)
def test_tensor_cases_agree_with_the_seed(operands, result):
    assert_agrees(line([tensor(s) for s in operands], tensor(result)), Verify(operands, result))


STATIC = st.lists(st.sampled_from([1, 2, 3, 5]), max_size=3).map(tuple)


@settings(max_examples=200)
@given(st.lists(STATIC, min_size=1, max_size=3), STATIC)
def test_vector_cases_agree_with_the_seed(operands, result):
    assert_agrees(line([vector(s) for s in operands], vector(result)), Verify(operands, result))


def test_the_transcription_reads_the_seed_table():
    # A guard on the oracle itself: the rows the seed spells out.
    assert [InferDim(*p) for p in [(None, None), (None, 1), (1, 1), (4, None), (4, 1)]] == [None, None, 1, 4, 4]
    assert [InferDim(*p) for p in [(None, 4), (1, None), (1, 4), (4, 4)]] == [4, None, 4, 4]
    assert Verify([(3,), (3,)], (1, 3)) == "result"
    assert Verify([(None,), (None,)], (4,)) == "result"
    assert Verify([(3,), (2,)], (None,)) == "inference"
    assert Verify([None, None], (2,)) is None
