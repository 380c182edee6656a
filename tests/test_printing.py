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


OP = '%r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>\n'


def test_a_first_chunk_of_no_ops_prints_a_line_before_the_separator(tmp_path):
    # A separator must begin a line of its own: at the very start, neither tool reads it as one.
    once = reads_back(tmp_path, "// RUN: toyir-verify %s --split-input-file --print-ir\n// -----\n" + OP,
                      "--split-input-file")
    assert once == "\n// -----\n" + OP


def test_several_files_print_as_the_chunks_of_one(tmp_path):
    files = [str(write(tmp_path, f"{kind}.mlir", f'%0 = "t.a"() : () -> {kind}\n')) for kind in ("i32", "f32")]
    result = toyir_verify("--allow-unregistered-dialect", "--print-ir", *files)
    assert result.stdout.decode() == '%0 = "t.a"() : () -> i32\n// -----\n%0 = "t.a"() : () -> f32\n'
    joined = write(tmp_path, "joined.mlir", result.stdout)
    assert toyir_verify("--allow-unregistered-dialect", "--split-input-file", str(joined)).returncode == 0
    assert toyir_verify("--allow-unregistered-dialect", str(joined)).returncode == 1  # one %0 defined twice


def test_output_to_standard_output_only_if_everything_verified(tmp_path):
    good, bad = write(tmp_path, "good.mlir", OP), write(tmp_path, "bad.mlir", OP.replace("-> tensor<3x", "-> tensor<4x"))
    failed = toyir_verify("-o", "-", str(good), str(bad))
    assert (failed.returncode, failed.stdout) == (1, b"")  # as `-o FILE`, which is then removed
    assert toyir_verify("--print-ir", str(good), str(bad)).stdout.decode() == OP + "// -----\n"  # each verified chunk
