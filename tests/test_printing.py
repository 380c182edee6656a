"""What `--print-ir`, `-o` and `--infer-shapes` print reads back: the same verdict, and printed
again, the same text (cases an adversarial pass found, each broken before its fix)."""

from __future__ import annotations

from pathlib import Path

from test_cli import toyir_verify, write


def printed(tmp_path: Path, text: str, *options: str) -> str:
    """What `toyir-verify --print-ir` prints for `text`, which must verify."""
    result = toyir_verify("--allow-unregistered-dialect", "--print-ir", *options, str(write(tmp_path, "in.mlir", text)))
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode()


def reads_back(tmp_path: Path, text: str, *options: str) -> str:
    """`text` printed, checked to verify again and to print the same a second time."""
    once = printed(tmp_path, text, *options)
    assert printed(tmp_path, once, *options) == once
    return once


def test_a_string_property_holding_what_an_elided_region_looks_like(tmp_path):
    text = '"t.r"() <{p = " ({...})"}> ({\n  "t.x"() : () -> ()\n}) {q = " ({...})"} : () -> ()\n'
    assert reads_back(tmp_path, text) == text

