"""The samples report exactly the ops their comments mark as invalid (`expected-error`), no more."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from toyir import cli

SAMPLES = Path(__file__).parents[1] / "samples"
ANNOTATED = ["openvino.mlir", "onnx.mlir", "ncnn.mlir"]


@pytest.mark.parametrize("name", ANNOTATED)
def test_sample_reports_exactly_its_annotated_ops(name, capsys):
    path = str(SAMPLES / name)
    assert cli.main(["--verify-diagnostics", path]) == 0, capsys.readouterr().err
    assert cli.main([path]) == 1
    reported = re.findall(rf"^{re.escape(path)}:(\d+):\d+: error: ", capsys.readouterr().err, re.M)
    lines = (SAMPLES / name).read_text().splitlines()
    marked = [str(i + 2) for i, line in enumerate(lines) if "expected-error @+1" in line]
    assert reported == marked and marked


def test_every_sample_is_covered():
    assert {p.name for p in SAMPLES.glob("*.mlir")} == set(ANNOTATED) | {
        "broadcastable_valid.mlir", "broadcastable_invalid.mlir"}
