"""A top level verified in two stretches and merged says exactly what it says verified whole,
wherever it is cut: definitions, uses and external values crossing the cut, redefinitions,
wrong result numbers and counts, failing traits and unregistered ops, in both semantics."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from toyir.driver import parse_source
from toyir.semantics import BY_NAME
from toyir.source import Source
from toyir.verifier import reported, verify
from toyir.verifier.parts import (Externals, apart, join_alone, merge_alone, merge_top_level_parts, part_names,
                                  verify_top_level_part)

NAMES = ["%a", "%b", "%c", "%d", "%e", "%m"]
TYPES = ["tensor<2xi32>", "tensor<?xi32>", "tensor<3xi32>", "tensor<*xi32>", "tensor<2xf32>"]


@st.composite
def top_levels(draw) -> str:
    lines = []
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["broadcast", "broadcast", "broadcast", "pair", "count", "unregistered"]))
        uses = [draw(st.sampled_from(NAMES)) + draw(st.sampled_from(["", "", "", "#1", "#2"]))
                for _ in range(draw(st.integers(0, 2)))]
        types = [draw(st.sampled_from(TYPES)) for _ in uses]
        result = draw(st.sampled_from(NAMES))
        if kind == "pair":
            lines.append(f'{result}:2 = "test.pair"() : () -> ({TYPES[0]}, {draw(st.sampled_from(TYPES))})')
        elif kind == "count":
            lines.append(f'{result} = "test.broadcastable"({", ".join(uses)}) : ({", ".join(types + [TYPES[0]])}) '
                         f'-> {TYPES[0]}')
        elif kind == "unregistered":
            lines.append(f'"other.op"({", ".join(uses)}) : ({", ".join(types)}) -> ()')
        else:
            lines.append(f'{result} = "test.broadcastable"({", ".join(uses)}) : ({", ".join(types)}) '
                         f'-> {draw(st.sampled_from(TYPES))}')
    return "\n".join(lines) + "\n"


def share_no_name(first, second, semantics) -> bool:
    """As the second process of a top level decides it: the first part's names against the second merged alone."""
    externals = Externals()
    merge_alone(second, semantics, externals)
    return apart([list(part_names(first))], second, externals)


@settings(max_examples=300, deadline=None)
@given(top_levels(), st.sampled_from(["spec", "mlir"]), st.booleans())
def test_two_stretches_merge_to_the_whole(text, semantics_name, allow_unregistered):
    semantics = BY_NAME[semantics_name]
    ops = parse_source(Source("t.mlir", text)).body
    whole = verify(ops, semantics, allow_unregistered=allow_unregistered)
    for cut in range(len(ops) + 1):
        parts = [verify_top_level_part(ops[:cut], semantics, allow_unregistered=allow_unregistered),
                 verify_top_level_part(ops[cut:], semantics, allow_unregistered=allow_unregistered)]
        assert None not in parts
        merged = merge_top_level_parts(parts, semantics)  # type: ignore[arg-type]
        if merged is not None:
            assert reported(*merged, semantics) == whole, (cut, text)
        if share_no_name(*parts, semantics):
            alone = join_alone([merge_alone(part, semantics) for part in parts])  # type: ignore[arg-type]
            assert reported(*alone, semantics) == whole, (cut, text)


def test_parts_that_share_no_name_join_as_they_merge():
    text = ('%a = "test.broadcastable"(%x) : (tensor<2xi32>) -> tensor<3xi32>\n'
            '%b = "test.broadcastable"(%x, %y) : (tensor<2xi32>, tensor<2xf32>) -> tensor<2xi32>\n'
            '%c = "test.broadcastable"(%z) : (tensor<2xi32>) -> tensor<4xi32>\n'
            '%d = "test.broadcastable"(%z, %c) : (tensor<3xi32>, tensor<4xi32>) -> tensor<4xi32>\n')
    ops = parse_source(Source("t.mlir", text)).body
    for semantics in BY_NAME.values():
        whole = verify(ops, semantics)
        assert len(whole) >= (1 if semantics.first_error_per_region else 3)  # spec: errors on both sides
        parts = [verify_top_level_part(ops[:2], semantics), verify_top_level_part(ops[2:], semantics)]
        assert share_no_name(*parts, semantics)
        assert reported(*join_alone([merge_alone(part, semantics) for part in parts]), semantics) == whole  # type: ignore[arg-type]
        assert not share_no_name(verify_top_level_part(ops[:3], semantics), verify_top_level_part(ops[3:], semantics),
                                 semantics)


def test_a_name_defined_on_both_sides_of_the_cut_is_left_to_the_whole():
    ops = parse_source(Source("t.mlir", '%a = "x.y"() : () -> i32\n%a = "x.y"() : () -> i32\n')).body
    parts = [verify_top_level_part(ops[:1]), verify_top_level_part(ops[1:])]
    assert merge_top_level_parts(parts) is None  # type: ignore[arg-type]


def test_ops_with_regions_or_symbols_are_not_checked_in_stretches():
    for text in ('"test.op"() ({\n}) : () -> ()\n', '"test.op"() {sym_name = "s"} : () -> ()\n',
                 "func.func @f() {\n  return\n}\n"):
        assert verify_top_level_part(parse_source(Source("t.mlir", text)).body) is None
