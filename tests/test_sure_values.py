"""Attribute values kept unread (toyir/syntax/sure_values.py, `ir.Unread`) against the reader and the grammar.

`sure_dictionary` may refuse a valid dictionary (its values are then read at once), never admit
one whose values the reader would not read: a value kept unread is read when first asked for,
and must then read, as what the grammar builds.  Checked on:

1. values drawn to sit on every edge `sure` decides (integers at and past their type's range,
   signs on unsigned types, hexadecimal ones, dense lists of the type's shape and not, sizes 0
   in vectors, escapes, spacing, trailing commas) and mutants of them;
2. sentences of the grammar's `attr_value` and `attr_dict` rules, and their mutants;
3. every dictionary of the corpus, the samples and, where present, upstream MLIR's test files;
4. whole files through the driver with unread values forced on from the first dictionary: the
   module each builds is the grammar's, and so are the first errors of mutants.
"""

from __future__ import annotations

import pickle
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from test_reader import (GAVE_UP, corpus_files, difference, first_error_differs, grammar, module_differs, mutate,
                         property_settings, read, sentences, upstream_files, valid_texts)
from toyir import ir
from toyir.diagnostics import DiagnosticError
from toyir.syntax import affine, reader
from toyir.syntax.sure_values import sure, sure_entries


def sure_dictionary(text: str) -> bool:
    """Whether `sure_entries` admits the dictionary `text`, its names each given once (what the
    reader's `unread_entries` asks before it keeps the values unread)."""
    first = len(text) - len(text[1:].lstrip(" \t\n"))
    pieces = sure_entries(text, first)
    if pieces is None:
        return False
    names = [name[1:-1] if name[0] == '"' else name for name, _, _, _ in pieces]
    return len(set(names)) == len(names)


@pytest.fixture
def unread_from_the_first(monkeypatch):
    """Values kept unread from the first dictionary on (a process reads 2000 at once first, and
    stops asking `sure` where it seldom admits)."""
    monkeypatch.setattr(reader, "_sure_worth_asking", lambda: True)
    reader.clear_caches()
    yield
    reader.clear_caches()


def admitted_but_not_read(value: str) -> str | None:
    """How `sure` breaks its promise on `value` (None where it keeps it): as the reader asks,
    with a name twice in a dictionary the value holds its to find."""
    if not sure(value) or ("{" in value and not reader._names_once_within(value)):
        return None
    judged = grammar(value, "attr_value")
    if isinstance(judged, DiagnosticError):
        return f"sure admits {value!r}; the grammar rejects it: {judged.diagnostic.text}"
    try:
        mine = reader.read_value(value)
    except RuntimeError as e:
        return f"sure admits {value!r}; the reader does not read it: {e}"
    found = difference(mine, judged)
    return f"{value!r} reads as another value than the grammar's: {found}" if found else None


# ================================================================== 1. values on every edge

INTEGER_TYPES = [f"{s}i{w}" for s in ("", "s", "u") for w in (1, 2, 8, 16, 32, 64, 128)] + ["index"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64", "f80", "tf32", "f8E4M3FN"]


def edges(width: int) -> list[int]:
    return sorted({v for b in (width - 1, width) for v in (2**b - 1, 2**b, 2**b + 1)} | {0, 1, 2, 9, 10, 99, 100})


@st.composite
def integers(draw) -> str:
    type_ = draw(st.sampled_from(INTEGER_TYPES + [""] + FLOAT_TYPES[:2]))
    width = int(type_.lstrip("su")[1:]) if re.fullmatch(r"[su]?i[0-9]+", type_) else 64
    value = draw(st.sampled_from(edges(width)) | st.integers(0, 2**70))
    sign = draw(st.sampled_from(["", "", "-"]))
    text = f"{sign}{hex(value) if draw(st.booleans()) and value < 2**66 else value}"
    return f"{text} : {type_}" if type_ else text


@st.composite
def floats(draw) -> str:
    number = draw(st.sampled_from(["1.5", "-0.25", "1.", "2.5e-03", "-1.0E+10", "0x7F800000", "7"]))
    type_ = draw(st.sampled_from(["", *FLOAT_TYPES, "i32"]))
    return f"{number} : {type_}" if type_ else number


STRINGS = st.sampled_from(['"a"', '""', '"a\\"b"', '"\\22x\\0A"', '"bad\\z"', '"\\4"', '"tab\\t"', '"a b, c"',
                           '"{a = 1}"', '"x" : i32', '"dense<[1, 2]> : tensor<3xi32>"', '"300 : i8"'])
MEMREF_MORE = st.sampled_from(["", "", ", 1", ", 0", ", 65536", ", strided<[?, 1], offset: ?>", ", strided<[1]>",
                               ", strided<[]>", ", strided<[4, 4, 4], offset: 0>", ", strided<[1], offset: -3>",
                               ", strided<[0, 1]>", ", strided<[1],offset: 2>", ", #map", ", affine_map<(d0) -> (d0)>",
                               ", strided<[-9999999999]>", ", 1 : i32", ", #gpu.address_space<workgroup>"])
DIMS = st.sampled_from(["", "0x", "1x", "2x", "3x", "2x3x", "?x", "*x", "4x?x", "1000000x", "01x"])
ELEMENTS = st.sampled_from(["i32", "f32", "index", "i1", "bf16", "ui8", "si16", "i7", "f80", "complex<f32>", "none"])


@st.composite
def types(draw) -> str:
    kind = draw(st.sampled_from(["tensor", "memref", "vector", "plain", "complex", "function"]))
    if kind == "plain":
        return draw(ELEMENTS)
    if kind == "complex":
        return f"complex<{draw(ELEMENTS)}>"
    if kind == "function":
        inputs = ", ".join(draw(st.lists(ELEMENTS, max_size=3)))
        results = draw(st.lists(ELEMENTS, max_size=2))
        return f"({inputs}) -> " + (results[0] if len(results) == 1 and draw(st.booleans()) else f"({', '.join(results)})")
    dims = draw(DIMS)
    if kind == "vector" and draw(st.booleans()):
        dims = draw(st.sampled_from(["[4]x", "[0]x", "2x[4]x"])) + dims
    more = draw(MEMREF_MORE) if kind == "memref" else ""
    return f"{kind}<{dims}{draw(ELEMENTS)}{more}>"


@st.composite
def dense(draw) -> str:
    rows = draw(st.integers(1, 3))
    columns = draw(st.integers(1, 3))
    number = st.sampled_from(["1", "-2", "3.5", "0x1F", "true", "1e5"])
    if draw(st.booleans()):
        literal = "[" + ", ".join(draw(number) for _ in range(columns)) + "]"
        shape = [columns]
    elif draw(st.booleans()):
        literal = "[" + ", ".join("[" + ", ".join(draw(number) for _ in range(draw(st.sampled_from(
            [columns, columns, columns + 1])))) + "]" for _ in range(rows)) + "]"
        shape = [rows, columns]
    elif draw(st.booleans()):
        literal, shape = draw(number), []
    else:  # hex data: whole elements or not, whole bytes or not
        literal = '"0x' + "".join(draw(st.sampled_from(["", "00", "0F", "a", "7f7f", "00000000", "x1"]))
                                  for _ in range(draw(st.integers(0, 6)))) + '"'
        shape = [draw(st.integers(0, 3)) for _ in range(draw(st.integers(0, 2)))]
    if draw(st.booleans()):
        shape = draw(st.lists(st.integers(0, 4), max_size=3))
    kind = draw(st.sampled_from(["tensor", "vector", "memref"]))
    element = draw(ELEMENTS)
    return f"dense<{literal}> : {kind}<{''.join(f'{d}x' for d in shape)}{element}>"


@st.composite
def dense_arrays(draw) -> str:
    element = draw(st.sampled_from(["i1", "i8", "si8", "ui8", "i16", "i32", "i64", "f32", "i12", "index"]))
    numbers = draw(st.lists(integers() | floats() | st.sampled_from(["true", "false", "1", "-1", "255", "256"]),
                            max_size=3))
    numbers = [n.split(" : ")[0] for n in numbers] + draw(st.lists(st.sampled_from(
        ["-9223372036854775808", "-9223372036854775809", "9223372036854775807", "-9223372036854775807"]), max_size=2))
    return f"array<{element}" + (f": {', '.join(numbers)}" if numbers else "") + ">"


SCALARS = (integers() | floats() | STRINGS | types() | dense_arrays()
           | st.sampled_from(["true", "false", "unit", "@a", "@a::@b", '@"q"', "#foo.bar", "#a", "affine_map<(d0) -> (d0)>",
                              "!llvm.ptr", "!llvm.ptr<1>", "!a.b<c, [1], \"s\">", "!a", "!a.b<", "!a.b<<>>", "!a.<x>",
                              '@"a b"::@"c"', '@""', '@"\\22"', '@a::@"b"', "[{}, {name = \"x\"}]",
                              "[{a}, {a = 1 : i64, a}]", '[{b = ["x", "y"]}, {c = @f, d = -7}]', "[{a = 1 : i32, b = true}]",
                              "[{a = 99999999999 : i64}]", "[{a = 1 : i8}]", '[{"q" = "x"}]',
                              "dense_resource<blob1> : tensor<2xf32>", "dense_resource<__elided__> : tensor<?xf32>",
                              "dense_resource<a.b$> : vector<1xi8>", "dense_resource<1a> : tensor<i8>",
                              # (forms mlir-opt rejects that the reader takes today: should it check
                              # them one day, this test fails until sure_values does too)
                              "affine_map<(d0) -> (d0 * )>", "affine_map<(d0) -> (d9)>", "affine_set<(d0) : (d0 >= )>",
                              "strided<[1], offset: ?>", "#a.b<c d>", "#a<[1, (2)]>", '#a<"x", -1.5, ->>',
                              "0x7FC00000 : bf16", "0x7F800000 : f32", "0x1 : f80",
                              "-", "- 1", "1 :i32", "1 : i32 "]))


NAMES = st.sampled_from(["a", "b", '"a"', '"b c"', "x.y", '"q\\22"'])


@st.composite
def values(draw) -> str:
    value = draw(st.recursive(SCALARS | dense(), lambda inner: st.lists(inner, max_size=3).map(
        lambda items: "[" + ", ".join(items) + "]") | st.lists(st.tuples(NAMES, inner), max_size=3).map(
        lambda entries: "{" + ", ".join(f"{n} = {v}" if v != "unit" else n for n, v in entries) + "}"),
        max_leaves=6))
    if draw(st.integers(0, 5)) == 0:
        value = mutate(value, random.Random(draw(st.integers(0, 2**32))))
    return value


@property_settings(3000)
@given(values())
def test_what_sure_admits_the_reader_reads_as_the_grammar_does(value):
    problem = admitted_but_not_read(value)
    assert problem is None, problem


@property_settings(400)
@given(st.lists(st.tuples(NAMES, values()), max_size=4),
       st.sampled_from([", ", ",", " , ", ",\n  "]), st.sampled_from(["", " ", "\n"]), st.booleans())
def test_what_sure_dictionary_admits_reads_as_the_grammar_does(entries, comma, blank, trailing):
    text = "{" + blank + comma.join(f"{n} = {v}" if v != "unit" else n for n, v in entries) + (
        "," if trailing else "") + blank + "}"
    check_dictionary(text)


def check_dictionary(text: str) -> None:
    """Where `sure_dictionary` admits `text`, the reader (its values kept unread) builds what
    the grammar builds, or gives up (a name twice): never accepts what the grammar rejects."""
    if not sure_dictionary(text):
        return
    judged = grammar(text, "attr_dict")
    asking = reader._sure_worth_asking
    reader._sure_worth_asking = lambda: True  # type: ignore[assignment]
    try:
        mine = read(text, "attr_dict")
    finally:
        reader._sure_worth_asking = asking  # type: ignore[assignment]
    if mine is GAVE_UP:
        return
    assert not isinstance(judged, DiagnosticError), f"{text!r}: the grammar says {judged.diagnostic.text}"
    found = difference(mine, judged)
    assert found is None, f"{text!r}: {found}"


def test_the_edges_sure_decides():
    """Each edge by name: admitted where the reader reads it, refused where it does not."""
    for value in ("127 : i8", "255 : i8", "-128 : i8", "0xFF : i8", "1 : i1", "-1 : i1", "-1 : si1", "255 : ui8",
                  "18446744073709551615 : i64", "-9223372036854775808 : index", "-999999999999999999",
                  "dense<[1, 2]> : tensor<2xi32>", "dense<[[1.0, 2.], [3.5, -4.0e1]]> : vector<2x2xf32>",
                  "dense<1> : tensor<0xi8>", "dense<[true, false]> : tensor<2xi1>", "dense<-1> : tensor<1xi1>",
                  "dense<255> : tensor<1xui8>", "dense<-128> : tensor<1xi8>", "dense<-9223372036854775808> : tensor<1xindex>",
                  "array<ui8: 99>", "array<i8: -99>", "array<i1: true>", "[]", "[[1], [2, 3]]", "() -> ()",
                  '"\\22"', "vector<[4]xf32>", "tensor<*xindex>",
                  # (as lowered code and converted models write them)
                  "array<i64: -9223372036854775808, 4>", '@"quoted name"::@x', "!llvm.ptr", "!torch.vtensor<[1,?],f32>",
                  "memref<2x3xf32, 1>", "memref<?x?xf32, strided<[?, 1], offset: ?>>", '[{}, {name = "x"}]',
                  'dense<"0x0000803F00000040"> : tensor<2xf32>', 'dense<"0x0100"> : tensor<4x2xi16>',
                  "dense_resource<torch_tensor_1_torch.float32> : tensor<1xf32>",
                  "9223372036854775807 : index", "-0.0 : f32", "array<f32: 1.5, -2.0>", "-0x1 : i8"):
        assert sure(value), value
        assert admitted_but_not_read(value) is None
    for value in ("256 : i8", "-129 : i8", "0x1FF : i8", "2 : i1", "1 : si1", "-1 : ui8", "-0x1 : ui8", "1.5 : i32",
                  "5 : f32", "18446744073709551616 : i64", "dense<[1, 2]> : tensor<3xi32>",
                  "dense<[[1, 2], [3]]> : tensor<2x2xi32>", "dense<1> : vector<0xf32>", "dense<1> : tensor<?xf32>",
                  "array<ui8: -1>", "array<i8: 300>", "[1, ]", "(i32, ) -> i32", '"\\z"', "#alias", "!alias",
                  '"a" : i32', "vector<0xf32>", "array<i64: -9223372036854775809>", "array<ui64: -1>", '@""', "!llvm",
                  "memref<2xf32, 1 : i32>", "memref<2xf32, strided<[1], offset: ?>, 1>", "memref<f32, strided<[1]>>",
                  "memref<2x2xf32, strided<[1]>>",
                  'dense<"0x0000803F00"> : tensor<2xf32>', 'dense<"0x0000803F"> : tensor<?xf32>',
                  # (elements their type does not take: mlir-opt's tensor literal parser says so)
                  "dense<[[1, 2], [3, 4]]> : vector<2x2xf32>", "dense<[1.5, 2]> : tensor<2xf32>",
                  "dense<-1> : tensor<1xui8>", "dense<[true]> : tensor<1xi32>", "dense<256> : tensor<1xi8>",
                  "dense<-0> : tensor<1xi8>", "dense<1> : tensor<1xsi1>", "dense<9223372036854775808> : tensor<1xindex>",
                  "dense<1.5> : tensor<1xi32>", "dense<[true]> : tensor<1xf32>",
                  # (numbers MLIR reads otherwise: -0 is no integer, an index is signed, a float array's are floats)
                  "-0 : i32", "-0", "-00 : i8", "-0x0 : i64", "[-0]", "array<i8: -0>", "9223372036854775808 : index",
                  "array<f32: 1>", "array<i1: 1>"):
        assert not sure(value), value
    assert not sure_dictionary("{a = 1,}") and not sure_dictionary("{a = 1 b = 2}")
    for text in ("{x = [{a, a}]}", '{x = [{}, {b = "}", a, b}]}', "{x = {a, a}}", "{x = {y = {a, b, a}}}",
                 '{x = {y = "{", z = {a = "}", a}}}'):  # a name twice within: the grammar says so
        check_dictionary(text)


# ================================================================== 2. the grammar's sentences

@pytest.mark.parametrize(("rule", "examples"), [("attr_value", 300), ("attr_dict", 200)])
def test_sure_keeps_its_promise_on_sentences_of_the_grammar(rule, examples):
    @property_settings(examples)
    @given(sentences(rule), st.integers(0, 2**32))
    def check(text, seed):
        rng = random.Random(seed)
        for variant in (text, mutate(text, rng), mutate(text, rng)):
            if rule == "attr_value":
                problem = admitted_but_not_read(variant)
                assert problem is None, problem
            else:
                check_dictionary(variant)
    check()


# ================================================================== 3. the corpus's dictionaries

_DICTIONARY = re.compile(r"\{[^{}\n]*\}")  # (a dictionary of no nested one, on one line: the many)


@pytest.mark.parametrize("files", ["corpus", "upstream"])
def test_sure_keeps_its_promise_on_every_dictionary_of_the_corpus(files):
    paths = corpus_files() if files == "corpus" else upstream_files()
    if not paths:
        pytest.skip("no upstream MLIR test files")
    admitted = 0
    for path in paths:
        for text in set(_DICTIONARY.findall(path.read_text(encoding="utf-8", errors="surrogateescape"))):
            check_dictionary(text)
            admitted += sure_dictionary(text)
    assert admitted > 0  # (the check ran on something)


# ================================================================== 4. whole files

@property_settings(60)
@given(st.integers(0, 2**32))
def test_the_driver_builds_the_grammars_module_with_values_unread(unread_from_the_first, seed):
    rng = random.Random(seed)
    texts = valid_texts()
    for _ in range(5):
        text = rng.choice(texts)
        for variant in (text, mutate(text, rng)):
            problem = module_differs(variant)
            assert problem is None, problem


def test_a_dictionary_naming_aliases_reads_them_as_the_chunk_defines_them(unread_from_the_first):
    """A value that holds an alias (`#map`, `[#map, #map1]`) is read at once, with the chunk's
    aliases, the others kept unread: the module is the grammar's, and where the alias is not
    defined, or nests too deep where it is placed, so is the first error."""
    deep = "[" * 98 + "1" + "]" * 98
    ops = "".join(f'"test.op"() {{a = #map, b = [#map, #map1], n = {i} : i32, s = "#map"}} : () -> ()\n'
                  for i in range(3))
    text = f"#map = affine_map<(d0) -> (d0)>\n#map1 = {deep}\n{ops}"
    assert module_differs(text) is None
    deeper = "[" + deep + "]"  # (in the dictionary, 101 levels)
    for variant in (text.replace("b = [#map, #map1]", "b = [#map, #nope]"), text.replace("[#map, #map1]", "[[#map1]]"),
                    text.replace("a = #map,", "a = #map2,"), text.replace(deep, deeper).replace("a = #map,", "a = #map1,").replace("[#map, #map1]", "[#map]")):
        assert first_error_differs(variant) is None and module_differs(variant) is None, variant
    assert reader._VALUES.get("#map") is None  # (what an alias names is the chunk's: not remembered)


def test_a_dictionary_not_admitted_whole_leaves_none_of_its_values_remembered(unread_from_the_first):
    """`unread_layout` remembers a value first seen (`reader._VALUES`) only once the whole
    dictionary is admitted: a value the pattern took from a text it did not take whole is no
    value it has judged alone."""
    for text in ("{a = 17 : i32, b = 1x}", "{a = 17 : i32 b = 2}", "{a = 17 : i32, a = 3}",
                 "{a = 17 : i32, b = dense<[1, 2]> : tensor<3xi32>}", "{a = 17 : i32, b = #nope}"):
        assert reader.unread_layout(text, lambda start, end: None) is None, text
        assert "17 : i32" not in reader._VALUES, text
    layout = reader.unread_layout("{a = 17 : i32, b = 17 : i32}")
    assert layout is not None and layout[0][1] is layout[1][1] is reader._VALUES["17 : i32"]  # (one value for one text)


# ================================================================== the unread value itself

def test_an_unread_value_is_read_once_when_first_asked_for_and_crosses_a_pipe_unread():
    unread = ir.Unread("dense<[1, 2]> : tensor<2xi32>", reader.read_value)
    attribute = ir.Attribute("a", unread, 3)
    assert attribute.held is unread and not hasattr(unread, "value")  # not read
    copy = pickle.loads(pickle.dumps(attribute))
    assert copy.held.text == unread.text and not hasattr(copy.held, "value")
    value = attribute.value
    assert isinstance(value, ir.ElementsAttr) and value.shape == (2,)
    assert attribute.value is value and unread() is value and attribute.held is unread
    assert copy == attribute and copy.value == value  # compared by what they read as
    with pytest.raises(AttributeError):
        attribute.nothing  # noqa: B018  (another missing field is no value to read)


def test_a_value_sure_admitted_wrongly_fails_loudly_not_as_another_value():
    with pytest.raises(RuntimeError, match="does not read"):
        ir.Attribute("a", ir.Unread("256 : i8", reader.read_value), 0).value


# ---------------------------------------------------------------- affine maps read plainly
# toyir.syntax.affine takes a map of the shapes mlir-opt prints for valid (`_plain_map`) without
# reading it: each such is one its reader of record (`first_error`, MLIR's affine parser's
# words) accepts, however drawn or mutated.

_AFFINE_PIECES = ["d0", "d1", "d2", "s0", "s1", "0", "4", "1000000", "999999", "-", " + ", " - ", " * ", " floordiv ",
                  " mod ", " ceildiv ", ", ", "(", ")", "[", "]", " -> ", "d0 * d1", "x"]


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(["d0", "d1", "d2"]), max_size=3), st.lists(st.sampled_from(["s0", "s1"]), max_size=2),
       st.lists(st.lists(st.sampled_from(_AFFINE_PIECES), min_size=1, max_size=7).map("".join), max_size=3),
       st.booleans())
def test_an_affine_map_taken_plainly_is_one_mlir_opts_parser_takes(dims, symbols, results, with_symbols):
    body = (f"<({', '.join(dims)})" + (f"[{', '.join(symbols)}]" if with_symbols else "")
            + f" -> ({', '.join(results)})>")
    if affine._plain_map(body):
        assert affine.first_error("affine_map", body, 0, len(body)) is None, body


def test_the_maps_mlir_opt_prints_are_taken_plainly():
    for body in ["<(d0, d1) -> (d1, d0)>", "<(d0)[s0] -> (d0 + s0 * 4, d0 mod 3)>", "<() -> (54)>",
                 "<(d0)[s0] -> (d0 + s0 floordiv 2)>", "<(d0, d1, d2) -> (d0 + 3, d1 + 8, d2)>"]:
        assert affine._plain_map(body) and affine.first_error("affine_map", body, 0, len(body)) is None
    for body in ["<(d0, d1) -> (d0 * d1)>", "<(d0) -> (d1)>", "<(d0, d0) -> (d0)>", "<(d0) -> (d0 floordiv 0)>"]:
        assert not affine._plain_map(body)  # read by the reader of record, which says what (or that it is valid)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["?", "0", "-1", "16", "9223372036854775807", "99999999999999999999", "-", " ", ""]),
                max_size=4), st.sampled_from(["", ", offset: ?", ", offset: 4", ", offset: -3", ", offset:", " offset: 2"]))
def test_a_strided_layout_taken_plainly_is_one_mlir_opts_parser_takes(strides, offset):
    body = f"<[{', '.join(strides)}]{offset}>"
    if affine._PLAIN_STRIDED.fullmatch(body) is not None:
        assert affine.first_error("strided", body, 0, len(body)) is None, body

