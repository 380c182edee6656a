""""Did you mean" for misspelt op, dialect and type names; mlir-opt's message stays whole before it."""

from __future__ import annotations

import pytest
from support import diagnose

from toyir.suggestions import closest, op_suggestion


@pytest.mark.parametrize(("text", "hint"), [
    ('%r = "test.broadcastible"(%a) : (tensor<2xi32>) -> tensor<2xi32>\n', "did you mean 'test.broadcastable'?"),
    ('%r = "ov.Add"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>\n', "did you mean 'ov.add'?"),
    ('%r = "onx.Add"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>\n', "did you mean 'onnx.Add'?"),
    ('%r = "onx.Frob"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>\n', "did you mean the dialect 'onnx'?"),
    ('%r = "test.broadcastable"(%a) : (tensor<2xF32>) -> tensor<2xf32>\n', "did you mean 'f32'?"),
    ('%r = "test.broadcastable"(%a) : (tensr<2xf32>) -> tensor<2xf32>\n', "did you mean 'tensor'?"),
])
def test_a_close_name_is_suggested(text, hint):
    ((_, _, message),) = diagnose(text)
    # (after mlir-opt's words, toyir's detail begins with `:`; within a detail, `;` goes before it)
    assert message.endswith((": " + hint) if "operation" in message else ("; " + hint))


def test_the_mlir_opt_message_is_kept_whole_for_verify_diagnostics():
    ((_, _, message),) = diagnose('%r = "ov.Add"(%a, %b) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>\n')
    assert message.startswith("unregistered operation 'ov.Add' found in dialect ('ov') that does not allow "
                              "unknown operations: did you mean")


def test_nothing_is_suggested_when_nothing_is_close():
    assert closest("frobnicate", ["add", "subtract"]) is None
    assert op_suggestion("zzz.frob", ["ov.add", "onnx.Add"]) == ""
    assert op_suggestion("ov.zzzzzz", ["ov.add"]) == ""
