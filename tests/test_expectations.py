"""`--verify-diagnostics` rules that the recorded mlir-opt cases leave implicit."""

from __future__ import annotations

import pytest

from toyir.diagnostics import Diagnostic, Note, Severity, error
from toyir.rendering import render
from toyir.driver import Chunk, check_chunks
from toyir.expectations import _ere_to_re2, _regex_matcher, check_expectations
from toyir.source import Source

BAD = '%0 = "test.broadcastable"(%a, %b) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>'


def failures(text: str, level: str = "all", split: str | None = None) -> list[str]:
    source = Source("t.mlir", text)
    chunks = check_chunks(source, split_marker=split)
    return [render(source, f).splitlines()[0] for f in check_expectations(source, chunks, level)]


def test_an_expected_error_passes_and_a_missing_one_fails():
    assert failures(f"// expected-error @+1 {{{{broadcast-compatible}}}}\n{BAD}\n") == []
    assert failures(f"// expected-error @+1 {{{{nothing like it}}}}\n{BAD}\n") == [
        "t.mlir:2:6: error: unexpected error: 'test.broadcastable' op operands don't have broadcast-compatible "
        "shapes: dim 0 of operand #1 is 3, but dim 0 of operand #0 is 4 (static dims broadcast only when equal or 1)"
        " [TOYIR-E051]",
        't.mlir:1:4: error: expected error "nothing like it" was not produced [TOYIR-E051]']


def test_toyirs_detail_can_be_expected_too():
    assert failures(f"{BAD} // expected-error {{{{dim 0 of operand #1 is 3}}}}\n") == []


def test_an_anchored_regex_written_for_mlir_opt_ignores_toyirs_detail():
    text = (f"// expected-error-re @+1 {{{{{{{{^}}}}'test.broadcastable' op operands{{{{.*}}}}shapes{{{{$}}}}}}}}\n"
            f"{BAD}\n")
    assert failures(text) == []


def test_only_expected_ignores_what_no_annotation_expects():
    assert failures(f"{BAD}\n", "only-expected") == []
    assert failures(f"// expected-error {{{{x}}}}\n{BAD}\n", "only-expected") == [
        't.mlir:1:4: error: expected error "x" was not produced [TOYIR-E051]']


def test_annotations_reach_across_chunks_as_in_mlir_opt_22():
    # Checked against mlir-opt 22.1.8: one set of expectations serves the whole split file.
    text = f"// expected-error @+3 {{{{broadcast}}}}\n// -----\n\n{BAD}\n"
    assert failures(text, split="// -----") == []


def test_not_produced_come_last_over_the_whole_file():
    never = '// expected-error @+1 {{never}}\n%z = "test.broadcastable"(%q) : (tensor<1xi32>) -> tensor<1xi32>\n'
    text = f"{never}// -----\n{BAD}\n// -----\n{never}"
    assert [line.split(": error: ")[1][:24] for line in failures(text, split="// -----")] == [
        "unexpected error: 'test.", 'expected error "never" w', 'expected error "never" w']


def expect_notes(notes: tuple[Note, ...], annotations: str) -> list[str]:
    source = Source("t.mlir", f"{BAD}{annotations}\n")
    diagnostic = error(0, "boom", *notes)
    return [render(source, f).splitlines()[0]
            for f in check_expectations(source, [Chunk(0, len(source.text), None, [diagnostic])])]


def test_notes_are_matched_one_by_one_but_explanatory_notes_never():
    assert expect_notes((Note("previously defined here"),), " // expected-error {{boom}}") == [
        "t.mlir:1:1: error: unexpected note: previously defined here [TOYIR-E051]"]
    assert expect_notes((Note("previously defined here"),),
                        " // expected-error {{boom}}\n// expected-note @-1 {{previously}}") == []
    assert expect_notes((Note("the inferred type is tensor<4xi32>", explanatory=True),),
                        " // expected-error {{boom}}") == []


def test_a_kind_mismatch_is_a_near_miss_and_not_produced():
    source = Source("t.mlir", "x // expected-error {{careful}}\n")
    chunk = Chunk(0, len(source.text), None, [Diagnostic(Severity.WARNING, 0, "careful")])
    assert [render(source, f).splitlines()[0] for f in check_expectations(source, [chunk])] == [
        "t.mlir:1:6: error: 'warning' diagnostic emitted when expecting a 'error' [TOYIR-E051]",
        't.mlir:1:6: error: expected error "careful" was not produced [TOYIR-E051]']


@pytest.mark.parametrize(("ere", "matches", "misses"), [
    (r"[[:alpha:]]+ op", "test op", "123 op"),
    (r"[0-9]+", "dim 3", "dim ?"),
    (r"\d", "d", "3"),                 # in an ERE, `\d` is the letter d
    (r"(operands|results)", "operands", "types"),
    (r"a{2}b", "aab", "ab"),          # (a block ends at the first `}}`: `{{a{2}}}` would not do)
    (r"[a-]", "-", "b"),               # a last `-` in brackets is literal
])
def test_posix_ere_blocks(ere, matches, misses):
    match, problem = _regex_matcher("{{" + ere + "}}")
    assert problem is None
    assert match(matches) and not match(misses)


@pytest.mark.parametrize(("ere", "problem"), [
    (".+?", "repetition-operator operand invalid"),
    ("*a", "repetition-operator operand invalid"),
    ("(a", "parentheses not balanced"),
    ("a)", "parentheses not balanced"),
    ("a{1,2", "braces not balanced"),
    ("[a-", "invalid character range"),
    ("[[:nope:]]", "invalid character class"),
])
def test_posix_ere_errors_use_llvms_words(ere, problem):
    assert _ere_to_re2(ere)[1] == problem
