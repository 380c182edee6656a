"""Every example of seeds/mlir-Broadcastable.md, as the seed prints it and with its typo closed.

The examples are copied verbatim into tests/data/seeds/; most carry the seed's typo
`tensor<...xi32)` (no `>`), which must be a located syntax error.  Closing the typo must give
the seed's verdict: 8 valid ops, and 5 invalid ones with the messages below.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from support import diagnose

DATA = Path(__file__).parent / "data" / "seeds"
SEED = Path(__file__).parents[2] / "shared" / "spec" / "seeds" / "mlir-Broadcastable.md"
TYPO = re.compile(r"(tensor<[^<>()]*)\)")  # a tensor type closed by ')' instead of '>'


def examples(kind: str) -> list[tuple[str, str]]:
    """`(comment, op line)` for each paragraph of the data file after its header."""
    paragraphs = (DATA / f"mlir-Broadcastable.{kind}.mlir").read_text().split("\n\n")[1:]
    result = []
    for paragraph in paragraphs:
        *comment, line = paragraph.strip().splitlines()
        result.append((" ".join(c.removeprefix("// ") for c in comment), line))
    return result


VALID = examples("valid")
INVALID = examples("invalid")

# The seed's five incorrect uses, in order, and what toyir says about each (after the typo is closed).
OP = "'test.broadcastable' op "
INVALID_MESSAGES = [
    OP + "operands don't have broadcast-compatible shapes: dim 0 of operand #1 is 2, but dim 0 of "
         "operand #0 is 3 (static dims broadcast only when equal or 1)",
    OP + "result type '1x3' not broadcast compatible with broadcasted operands's shapes '3': "
         "the result has rank 2, but the operands broadcast to rank 1",
    OP + "result type '4' not broadcast compatible with broadcasted operands's shapes '?': "
         "result dim 0 is 4, but the operands leave it dynamic ('?'), so the result dim must be '?' too",
    OP + "result type '4' not broadcast compatible with broadcasted operands's shapes '2': "
         "result dim 0 is 4, but the operands broadcast it to 2",
    OP + "result type '4' not broadcast compatible with broadcasted operands's shapes '1': "
         "result dim 0 is 4, but the operands broadcast it to 1",
]


def test_the_seed_has_8_valid_and_5_invalid_examples():
    assert len(VALID) == 8
    assert len(INVALID) == len(INVALID_MESSAGES) == 5


@pytest.mark.skipif(not SEED.exists(), reason=f"the seed document is not at {SEED}")
def test_the_data_files_copy_the_seed_verbatim():
    seed = SEED.read_text()
    for comment, line in VALID + INVALID:
        assert line in seed


def close_typo(line: str) -> str:
    return TYPO.sub(r"\1>)", line)


WITH_TYPO = [example for example in VALID + INVALID if TYPO.search(example[1])]


def test_eleven_of_the_thirteen_examples_carry_the_typo():
    assert len(WITH_TYPO) == 11


@pytest.mark.parametrize(("comment", "line"), WITH_TYPO, ids=lambda x: x[:60] if " " in x else None)
def test_verbatim_example_typo_is_a_located_syntax_error(comment, line):
    column = TYPO.search(line).end()  # 1-based column of the ')' that should have been '>'
    assert diagnose(line) == [(1, column, "expected '>' in tensor type, found ')'")]


@pytest.mark.parametrize(("comment", "line"), VALID, ids=lambda x: x[:60] if " " in x else None)
def test_valid_example_verifies(comment, line):
    assert diagnose(close_typo(line)) == []


@pytest.mark.parametrize(("example", "message"), list(zip(INVALID, INVALID_MESSAGES)),
                         ids=[c[:60] for c, _ in INVALID])
def test_invalid_example_is_reported_at_the_op_name(example, message):
    _, line = example
    assert diagnose(close_typo(line)) == [(1, line.index('"') + 1, message)]
