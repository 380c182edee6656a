"""A coverage-guided fuzz target for toyir, with atheris (not run by pytest or CI).

    pip install atheris
    python tests/fuzz/fuzz_toyir.py -max_total_time=600 tests/fuzz/corpus

It drives the same path as `toyir-verify` (decode, split, parse, verify, render, and the
`--verify-diagnostics` check) in both semantics; anything but toyir's own diagnostics, an
exception of any kind, is a finding.  Seed the corpus with the samples, the lit tests and
tests/fuzz/seeds/ (issues 15's and 12's hostile inputs, small; `python bench/scaling.py --write-seeds
tests/fuzz/seeds` remakes them):

    mkdir -p tests/fuzz/corpus && cp samples/*.mlir tests/fuzz/seeds/*.mlir tests/fuzz/corpus/
"""

import sys

import atheris

with atheris.instrument_imports():
    from toyir.rendering import render
    from toyir.driver import check_chunks, decode
    from toyir.expectations import check_expectations


def test_one_input(data: bytes) -> None:
    source, problem = decode("fuzz.mlir", data)
    if problem is not None:
        render(source, problem)
        return
    for semantics in ("spec", "mlir"):
        chunks = check_chunks(source, split_marker="// -----", semantics=semantics)
        for chunk in chunks:
            for diagnostic in chunk.diagnostics:
                render(source, diagnostic)
        for failure in check_expectations(source, chunks):
            render(source, failure)


if __name__ == "__main__":
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()
