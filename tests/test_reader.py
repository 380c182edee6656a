"""The reader (toyir/syntax/reader.py) against the grammar of record (grammar/toyir.lark, read by Lark).

The reader's contract: whenever it returns a value, Lark's grammar accepts the same text and builds
an equal AST (offsets included); it may give up (`GiveUp`) on valid text, which only costs time,
never accept invalid text.  Checked here on:

1. its terminals: each regex matches exactly what the grammar's terminal of the same name matches
   (the same language, proved with interegular, and the same prefix, which is what a lexer takes,
   on strings drawn from the grammar's pattern and near misses of them);
2. sentences derived from the grammar itself (`from_lark`), for `start` and the sub-rules the
   driver hands over, and mutations of them;
3. realistic files (bench/generate.py, every class of bench/realistic.py), the corpus, the samples
   and, where present, upstream MLIR's test files, split at `// -----`: the reader builds what
   the grammar builds on every chunk the grammar accepts, gives up on every chunk it rejects, and
   does not give up on the valid generated chunks (for the corpus, the chunks it gives up on are
   listed as a warning: a cost, not an error);
4. thousands of mutants of those files (characters and tokens deleted, inserted, replaced,
   swapped, doubled; blanks, comments, line ends, `\\v`, `\\f`, `\\r`, NUL and non-ASCII put between
   tokens; keywords glued to the next word; odd numbers and escapes): the contract holds for
   each, and through the whole driver (`diagnose`) each mutant the grammar rejects gets the
   grammar's first error (line, column, message), and each it accepts the grammar's module
   (`check_chunks`); `read_item` stops where the grammar's item ends;
5. the counterexamples found by the adversarial search, each a named, minimal case below
   ("5. counterexamples") and a fuzz seed (tests/fuzz/seeds/reader-*.mlir), kept as regressions:
   each failed on the reader (or the fast path it shares the driver with) it was found on.

Every property test is derandomized, so a run is reproducible.
"""

from __future__ import annotations

import functools
import importlib.util
import random
import re
import warnings
from pathlib import Path

import interegular
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from lark.utils import TextSlice

from bench_generate import generate
from support import diagnose
from toyir import ir
from toyir.diagnostics import DiagnosticError
from toyir.driver import check_chunks
from toyir.records import Node
from toyir.source import Source
from toyir.syntax import reader
from toyir.syntax.context import ParseContext, resolve_locations
from toyir.syntax.fastparse import GiveUp
from toyir.syntax.parser import START_RULES, make_lark, parse, parse_rule
from toyir.syntax.splitting import split_chunks


@pytest.fixture(autouse=True)
def the_reader_never_fails_itself():
    """Whatever a test hands the reader, the reader itself never fails on it: a failure of its
    own (an index or value error) would give the text to the grammar, so that the user sees the
    grammar's verdict, but it is a bug of the reader's, which the contract's checks would miss."""
    reader.MISREAD.clear()
    yield
    assert reader.MISREAD == []

ROOT = Path(__file__).parents[1]
UPSTREAM = ROOT.parent / "shared" / "upstream"
READER_RULES = ("start", "op", "op_head", "op_tail", "type", "type_list", "attr_dict", "location", "alias_def",
                "block_arguments", "file_metadata")
GAVE_UP = object()


def property_settings(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck))


# ================================================================== comparing the two readers

def difference(a: object, b: object, path: str = "", in_value: bool = False) -> str | None:
    """Where `a` and `b` differ (None if nowhere): every field of every node, offsets included,
    and the class of every value (`==` on records already asks that).  An attribute's offset is
    compared where it is a syntax node (an op's attributes and properties); inside a value (a
    dictionary nested in an attribute, a tensor's encoding) it takes no part in what the value
    is (`ir.Attribute._compared`), and both readers share such values through caches."""
    if type(a) is not type(b):
        if isinstance(a, int) and isinstance(b, int) and not isinstance(a, bool) and not isinstance(b, bool) \
                and a == b:
            return None  # a dim kept as an int subclass on its way (`_Scalable`) is that number
        return f"{path or 'value'}: {type(a).__name__} {a!r} != {type(b).__name__} {b!r}"
    if isinstance(a, Node):
        for name in _node_fields(type(a)):
            if in_value and name == "offset":
                continue
            found = difference(getattr(a, name), getattr(b, name), f"{path}.{name}", in_value)
            if found:
                return found
        return None
    if isinstance(a, (tuple, list)):
        if len(a) != len(b):  # type: ignore[arg-type]
            return f"{path or 'value'}: {len(a)} items != {len(b)}: {a!r} != {b!r}"  # type: ignore[arg-type]
        inner = in_value or (isinstance(a, tuple) and type(a) is not tuple)  # a record: a value
        for index, (x, y) in enumerate(zip(a, b)):  # type: ignore[call-overload]
            found = difference(x, y, f"{path}[{index}]", inner)
            if found:
                return found
        return None
    if isinstance(a, dict):
        return difference(sorted(a.items()), sorted(b.items()), path, in_value)  # type: ignore[attr-defined]
    return None if a == b else f"{path or 'value'}: {a!r} != {b!r}"


@functools.cache
def _node_fields(cls: type) -> tuple[str, ...]:
    fields: list[str] = []
    for klass in reversed(cls.__mro__):
        # (not an op's parent, nor what an attribute holds before its value is read: `value` is compared)
        fields += [s for s in getattr(klass, "__slots__", ()) if s not in ("parent", "held") and s not in fields]
    return tuple(fields)


def _comparable(rule: str, value: object, context: ParseContext) -> object:
    """What a rule's result is compared by: a type list's types and offset; for the rules that
    only fill the context (aliases, resources), the context afterwards."""
    if rule == "type_list":
        return value.types, value.offset  # type: ignore[attr-defined]
    if rule in ("alias_def", "file_metadata"):
        return value, list(context.definitions), dict(context.types), dict(context.attributes), context.resources
    return value


def read(text: str, rule: str = "start") -> object:
    """`text` read by the reader as `rule`, aliases resolved as `parse` resolves them, or GAVE_UP."""
    context = ParseContext()
    try:
        value = reader.read_rule(text, rule, 0, len(text), context)
    except GiveUp:
        return GAVE_UP
    if rule == "start":
        resolve_locations(value.body, context)
    return _comparable(rule, value, context)


def grammar(text: str, rule: str = "start") -> object:
    """`text` read by Lark as `rule`, or the DiagnosticError it raises."""
    context = ParseContext()
    try:
        if rule == "start":
            value = parse(Source("t.mlir", text), 0, None, context)
        else:
            value = parse_rule(Source("t.mlir", text), rule, 0, None, context)
    except DiagnosticError as e:
        return e
    return _comparable(rule, value, context)


def broken(text: str, rule: str = "start") -> str | None:
    """How the reader breaks its contract on `text` (None where it keeps it): it accepts what the
    grammar rejects, or builds something else.  Read twice: the second reading meets the texts
    the first one cached (dictionaries, locations, types)."""
    first = read(text, rule)
    second = read(text, rule)
    if first is GAVE_UP and second is GAVE_UP:
        return None
    judged = grammar(text, rule)
    for reading, value in (("first", first), ("second", second)):
        if value is GAVE_UP:
            continue
        if isinstance(judged, DiagnosticError):
            line, column = Source("t.mlir", text).line_col(judged.diagnostic.offset)
            return (f"the reader ({reading} reading) accepts {text!r} as {rule}; the grammar rejects it at "
                    f"{line}:{column}: {judged.diagnostic.text}")
        found = difference(value, judged)
        if found:
            return f"the reader ({reading} reading) builds another {rule} from {text!r}: {found}"
    return None


def assert_contract(text: str, rule: str = "start") -> None:
    problem = broken(text, rule)
    assert problem is None, problem


def first_error_differs(text: str) -> str | None:
    """Where the grammar rejects `text`: whether the whole driver (`diagnose`: fast path, reader,
    grammar) reports another first diagnostic than the grammar's syntax error."""
    judged = grammar(text)
    if not isinstance(judged, DiagnosticError):
        return None
    wanted = (*Source("t.mlir", text).line_col(judged.diagnostic.offset), judged.diagnostic.text)
    try:
        found = diagnose(text)
    except Exception as e:  # noqa: BLE001  an internal error is a difference too
        return f"{text!r}: the grammar says {wanted}, the driver raises {e!r}"
    if not found or found[0] != wanted:
        return f"{text!r}: the grammar says {wanted}, the driver says {found[:2]}"
    return None


def module_differs(text: str) -> str | None:
    """Where the grammar accepts `text`: whether the module the whole driver builds (fast path,
    reader, `check_chunks` keeping modules) is another than the grammar's."""
    judged = grammar(text)
    if isinstance(judged, DiagnosticError):
        return None
    try:
        module = check_chunks(Source("t.mlir", text), keep_modules=True, allow_unregistered=True)[0].module
    except Exception as e:  # noqa: BLE001  an internal error is a difference too
        return f"{text!r}: the driver raises {e!r}"
    found = difference(module, judged)
    return None if found is None else f"{text!r}: the driver builds another module: {found}"


# ================================================================== 1. terminals

@functools.cache
def lark():
    return make_lark()


def grammar_terminal(name: str) -> str:
    return next(t.pattern.to_regexp() for t in lark().terminals if t.name == name)


def reader_pattern(name: str):
    return getattr(reader, f"_{name}")


def source_of(pattern) -> str:
    """The regex text of a compiled pattern or of a `LazyPattern`."""
    return pattern.pattern if isinstance(pattern, re.Pattern) else pattern._source


def without_possessives(pattern: str) -> str:
    """`pattern` with its possessive quantifiers (`*+`, `++`, `?+`) greedy: what interegular reads.
    Whether a possessive one matches otherwise is what the behavioural comparison asks."""
    return re.sub(r"(?<!\\)([*+?])\+", r"\1", pattern)


TERMINALS = ("VALUE_ID", "STRING", "HASH_ID", "BANG_ID", "BLOCK_ID", "BARE_ID", "SYMBOL_NAME", "INT", "RESULT_NUMBER")


@pytest.mark.parametrize("name", TERMINALS)
def test_each_terminal_of_the_reader_has_the_grammars_language(name):
    ours = interegular.parse_pattern(without_possessives(source_of(reader_pattern(name)))).to_fsm()
    theirs = interegular.parse_pattern(grammar_terminal(name)).to_fsm()
    assert ours.equivalent(theirs), (name, source_of(reader_pattern(name)), grammar_terminal(name))


# Characters around which the terminals' edges lie.
EDGES = list('%#!^@"\\-.$_09azAZx \t\n\v\f\r\x00é٣²>(') + ["\\\n", '\\"', "\\\\", "0x", "::"]


@st.composite
def near_misses(draw, name: str) -> str:
    """A string of the terminal with edge characters around, inside or instead of some of its own."""
    text = draw(st.from_regex(grammar_terminal(name), fullmatch=True))
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        how = draw(st.sampled_from(["insert", "replace", "delete", "cut"]))
        edge = draw(st.sampled_from(EDGES))
        if how == "insert":
            text = text[:at] + edge + text[at:]
        elif how == "replace":
            text = text[:at] + edge + text[at + 1:]
        elif how == "delete":
            text = text[:at] + text[at + 1:]
        else:
            text = text[:at]
    return text + draw(st.sampled_from(["", " ", ">", "x", ")", "\n", "a", "-", '"', "#1"]))


@pytest.mark.parametrize("name", TERMINALS)
def test_each_terminal_of_the_reader_takes_the_prefix_the_grammars_takes(name):
    """What a lexer takes is the longest prefix the pattern matches at a place (possessive
    quantifiers give up no character they took): the same for the reader's and the grammar's."""
    theirs = re.compile(grammar_terminal(name))
    ours = reader_pattern(name)

    @property_settings(150)
    @given(near_misses(name), st.integers(0, 2))
    def check(text, start):
        start = min(start, len(text))
        mine, grammar_match = ours.match(text, start), theirs.match(text, start)
        assert (mine and mine.group()) == (grammar_match and grammar_match.group()), (name, text, start)
        mine, grammar_match = ours.fullmatch(text), theirs.fullmatch(text)
        assert bool(mine) == bool(grammar_match), (name, text)
    check()


def balanced_state_lexer():
    """Lark's own lexer for the inside of a `<...>` (after `<` in `balanced`)."""
    parser = lark().parser
    states = parser.parser.parser.parse_table.states
    tokens = {"VALUE_ID", "RESULT_NUMBER", "BLOCK_ID", "SYMBOL_NAME", "HASH_ID", "BANG_ID", "BARE_ID", "INT",
              "HEX_INT", "FLOAT", "STRING", "COMMA", "COLON", "DOUBLE_COLON", "EQUAL", "ARROW", "STAR", "QMARK",
              "PLUS", "MINUS", "CARET", "LANGLE", "RANGLE", "LPAR", "LSQB", "LBRACE"}
    # after `<` (LALR merges the states inside every kind of bracket: all closers are expected)
    state = next(s for s, actions in states.items() if tokens <= set(actions) and "LOC" not in actions)
    return parser.lexer.lexers[state]


@property_settings(400)
@given(st.text(st.sampled_from(list("-0123456789x.eE+:>=<^#%!@\"az_$ \\")), min_size=1, max_size=8))
def test_a_token_inside_brackets_is_the_grammars(text):
    """`_BALANCED_TOKEN` takes, at each place, the token Lark's lexer of that state takes (or,
    where none does, one character as the grammar's BODY_CHAR: `_BODY_CHAR`)."""
    lexer = balanced_state_lexer()
    found = lexer.match(TextSlice.cast_from(text), 0)
    theirs = None if found is None or found[1] in ("WS", "COMMENT") else found[0]
    if theirs in ("<", ">", "(", "[", "{"):
        return  # brackets: `balanced` counts them itself
    mine = reader._BALANCED_TOKEN.match(text) or reader._BODY_CHAR.match(text)
    if text.startswith(">"):
        return
    assert (mine and mine.group()) == theirs, text


def _keywords() -> list[str]:
    """Every keyword the grammar spells (`NAME: "word"`, or `NAME: /word(?!...)/` as a whole word), and words near them."""
    words = ["".join(found).replace("\\.", ".") for found in re.findall(
        r'^_?[A-Z_]+(?:\.[0-9])?: (?:"([A-Za-z_.]+)"|/((?:[A-Za-z_]|\\\.)+)\(\?!)',
        (ROOT / "grammar" / "toyir.lark").read_text(), re.M)]
    return sorted({variant for word in words for variant in (word, word + "x", word + ".a", word + "_", "x" + word)}
                  | {"i8", "si32", "f32", "bf16", "f8E4M3FN", "foo", "_a", "{-#"})


@pytest.mark.parametrize("word", _keywords())
def test_a_word_after_a_nested_bracket_is_read_where_the_grammar_reads_it(word):
    """After a `<...>` nested in a dialect's brackets, Lark's lexer takes a few keywords (and
    rejects them there): the reader gives up on exactly those, and reads any other word."""
    for template in ('"x.y"() {a = #a<<x> %s>} : () -> ()', '"x.y"() {a = #a<[<x> %s]>} : () -> ()',
                     '"x.y"() {a = #a<(<x>) %s>} : () -> ()', '"x.y"() {a = #a<<x>  %s, 1>} : () -> ()'):
        text = template % word
        assert_contract(text)
        assert (read(text) is GAVE_UP) == isinstance(grammar(text), DiagnosticError), text


@property_settings(300)
@given(st.text(st.sampled_from(list("-0123456789x.eE+aAfF ")), min_size=1, max_size=10))
def test_a_number_is_split_as_the_grammars_lexer_splits_it(text):
    """FLOAT, HEX_INT, INT, in the order Lark tries them where an attribute value may be any."""
    order = [re.compile(grammar_terminal(name)) for name in ("FLOAT", "HEX_INT", "INT")]
    theirs = next((m.group() for m in (p.match(text) for p in order) if m), None)
    mine = reader._NUMBER.match(text)
    assert (mine and mine.group()) == theirs, text


@property_settings(300)
@given(st.from_regex(r"[su]?(i[0-9]{1,9}|f(16|32|64|80|128|8E[0-9A-Z]{1,4}|[0-9]{1,3}))[A-Za-z0-9_$.(<> ]?",
                     fullmatch=True) | st.text(st.sampled_from(list("sfubtiE0123456789.x_ ")), max_size=8))
def test_an_element_type_word_is_the_grammars(text):
    integer, floating = (re.compile(grammar_terminal(name)) for name in ("INTEGER_TYPE", "FLOAT_TYPE"))
    theirs = integer.match(text) or floating.match(text)
    mine = reader._ELEMENT_WORD.match(text)
    assert (mine and mine.group()) == (theirs and theirs.group()), text


def test_what_the_reader_skips_is_what_the_grammar_ignores():
    ignored = re.compile(f"(?:{grammar_terminal('WS')}|{grammar_terminal('COMMENT')})*")
    for text in [" \t\f\r\n x", "// c\n  // d\nx", "\v x", "/ /x", "//", " \u00a0x", "\u2028x", "\x85 x", "\n\r\n\tx"]:
        assert reader.IGNORED.match(text).end() == ignored.match(text).end(), repr(text)


# ================================================================== 2. sentences of the grammar

EXPLICIT = {
    "WS": st.sampled_from([" ", "\n", "\t", "  ", "\r\n", "\f", "\n  "]),
    "COMMENT": st.sampled_from(["// c\n", "//\n", "// -> }\n"]),
    "STRING": st.sampled_from(['"a"', '"t.x"', '"f.py"', '"x\\"y"', '""', '"0x0102"', '"\\41"', '"a b"', '"\\n"',
                               '"\\q"', '"a\\\\"']),
    "HASH_ID": st.sampled_from(["#d.a", "#x", "#loc1", "#map", "#a.b.c"]),
    "BANG_ID": st.sampled_from(["!d.a", "!t", "!llvm.ptr", "!x_y.z"]),
    "INT": st.sampled_from(["0", "1", "2", "4", "-1", "-0", "17", "9223372036854775807", "9223372036854775808",
                            "255", "256", "01", "1" * 41]),
    "INTEGER_TYPE": st.sampled_from(["i1", "i32", "si8", "ui64", "i0", "i16777215", "i16777216"]),
    "SYMBOL_NAME": st.sampled_from(["@f", "@a.b", '@"x y"', "@_", '@"\\41"', '@"\\z"']),
    "VALUE_ID": st.sampled_from(["%0", "%a", "%arg0", "%x.y", "%-", "%1"]),
    "BARE_ID": st.sampled_from(["a", "x", "tensor", "loc", "module", "i32", "b.c", "_", "return", "attributes"]),
}


@functools.cache
def sentences(rule: str):
    return from_lark(lark(), start=rule, explicit=EXPLICIT)


def mutants(text: str, seed: int, count: int) -> list[str]:
    rng = random.Random(seed)
    return [mutate(text, rng) for _ in range(count)]


@pytest.mark.parametrize(("rule", "examples"), [
    ("start", 80), ("op", 30), ("op_head", 25), ("op_tail", 25), ("type", 50), ("type_list", 20),
    ("attr_dict", 50), ("location", 40), ("alias_def", 30), ("block_arguments", 20), ("file_metadata", 15)])
def test_the_reader_keeps_its_contract_on_sentences_of_the_grammar(rule, examples):
    @property_settings(examples)
    @given(sentences(rule), st.integers(0, 2**32))
    def check(text, seed):
        for variant in (text, *mutants(text, seed, 2)):
            assert_contract(variant, rule)
    check()


def test_the_rules_the_reader_reads_are_the_grammars_start_rules():
    assert set(READER_RULES) <= set(START_RULES)


# ================================================================== 3. realistic files and the corpus

def _realistic():
    spec = importlib.util.spec_from_file_location("_bench_realistic", ROOT / "bench" / "realistic.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


REALISTIC = _realistic()
REALISTIC_CLASSES = tuple(getattr(REALISTIC, "ALL_CLASSES", None) or REALISTIC.CLASSES)


@functools.cache
def generated(kind: str, ops: int = 60, seed: int = 3) -> str:
    if kind == "bench":
        return generate(ops, 7)
    return REALISTIC.generate(kind, ops, seed=seed)


def chunks_of(text: str) -> list[str]:
    return [text[start:end] for start, end in split_chunks(text, "// -----")[0]]


@pytest.mark.parametrize("kind", ("bench", *REALISTIC_CLASSES))
def test_the_reader_reads_every_generated_class_as_the_grammar_does_without_giving_up(kind):
    for seed in (3,):
        for chunk in chunks_of(generated(kind, seed=seed)):
            assert_contract(chunk)
            judged = grammar(chunk)
            if isinstance(judged, DiagnosticError):
                assert read(chunk) is GAVE_UP
            else:
                assert read(chunk) is not GAVE_UP, f"the reader gives up on a valid chunk of {kind}: {chunk[:300]!r}"


SEEDS = ROOT / "tests" / "fuzz" / "seeds"


def corpus_files() -> list[Path]:
    """The corpus, the samples, the lit tests and the fuzz seeds, but the seeds of this file's
    counterexamples (`reader-*.mlir`), which `test_each_counterexample_seed` checks alone."""
    files = sorted([*(ROOT / "tests" / "corpus").rglob("*.mlir"), *(ROOT / "samples").rglob("*.mlir"),
                    *(ROOT / "tests" / "lit").rglob("*.mlir"), *SEEDS.glob("*.mlir")])
    return [f for f in files if f.stat().st_size < 2_000_000 and not f.name.startswith("reader-")]


def upstream_files() -> list[Path]:
    return sorted(UPSTREAM.rglob("*.mlir")) if UPSTREAM.is_dir() else []


def _check_files(files: list[Path]) -> list[str]:
    """The contract on every chunk of `files`; the valid chunks the reader gives up on."""
    gave_up = []
    for path in files:
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
        for index, chunk in enumerate(chunks_of(text)):
            assert_contract(chunk)
            judged = grammar(chunk)
            mine = read(chunk)
            if isinstance(judged, DiagnosticError):
                assert mine is GAVE_UP, (path, index)
            elif mine is GAVE_UP:
                gave_up.append(f"{path.relative_to(path.parents[2])} chunk {index}")
    return gave_up


class ReaderGivesUpOnValidText(UserWarning):
    """A valid chunk the reader leaves to the grammar: it costs time, it is not wrong."""


def test_the_reader_reads_the_corpus_and_samples_as_the_grammar_does():
    gave_up = _check_files(corpus_files())
    if gave_up:
        warnings.warn(ReaderGivesUpOnValidText(f"the reader gives up on {len(gave_up)} valid chunks: {gave_up}"))


@pytest.mark.skipif(not UPSTREAM.is_dir(), reason=f"no upstream MLIR test files at {UPSTREAM}")
def test_the_reader_reads_upstream_mlirs_test_files_as_the_grammar_does():
    gave_up = _check_files(upstream_files())
    if gave_up:
        warnings.warn(ReaderGivesUpOnValidText(f"the reader gives up on {len(gave_up)} valid chunks: {gave_up}"))


# ================================================================== 4. mutants

_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|@"(?:[^"\\\n]|\\.)*"|[%^#!@]?[A-Za-z0-9_$.\-]+|->|::|>=|\{-#|#-\}'
                    r"|//[^\n]*|\s+|.", re.S)
SNIPPETS = [" ", "\n", "\t", "\v", "\f", "\r", "\r\n", "\x00", "é", "\u0661", "\u00b2", "\u00a0", "\u2028", "\x85",
            "(", ")", "{", "}", "<", ">", "[", "]", ",", ":", "=", "->", "::", ">=", "%", "#", "!", "^", "@", '"',
            "x", "-", "0", "1.", "0x1F", "-0", "1e5", "9" * 45, "// c\n", "\\", '"\\n"', '"\\z"', "loc", "to", "at",
            "attributes", "module", "builtin.module", "func.func", "func.return", "return", "dense", "sparse",
            "index", "i32", "f32", "tensor", "vector", "memref", "complex", "tuple", "none", "unit", "true", "array",
            "?", "*", "[4]", "#-}", "{-#", "^bb1", "%a#1", ":2", "#x", "!t", "@f", "<>", "<a<b> loc>", "\n// -----\n"]
NUMBERS = ["1.", "0x1F", "-0", "1e5", "-1", "0", "00", "01", "18446744073709551616", "9223372036854775808",
           "9223372036854775807", "-9223372036854775809", "1.5e3", "0x", "-0x1", "256", "-129", "127", "128", "255",
           "4294967296", "1" * 41, "1" * 45]
ESCAPES = ["\\n", "\\t", "\\\\", '\\"', "\\41", "\\z", "\\", "\\4", "\\0G", "\v", "\f", "\r", "\x00", "é"]
BLANKS = ["", " ", "  ", "\n", "\t", "\n  ", "\f", "\r\n", " // c\n", "\n\n", "\r"]
GLUED = ("module", "attributes", "func.func", "private", "tensor", "loc", "to", "at", "return", "dense", "vector",
         "complex", "index", "unknown", "fused", "callsite", "true", "array", "builtin.module")


def mutate(text: str, rng: random.Random) -> str:
    """`text` with one to three edits, each of a character, a token or a line."""
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        tokens = _TOKEN.findall(text)
        if not tokens:
            return rng.choice(SNIPPETS)
        i = rng.randrange(len(tokens))
        how = rng.randrange(14)
        if how == 0:
            at = rng.randrange(len(text))
            text = text[:at] + text[at + 1:]
        elif how == 1:
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(SNIPPETS) + text[at:]
        elif how == 2:
            at = rng.randrange(len(text))
            text = text[:at] + rng.choice(SNIPPETS) + text[at + 1:]
        elif how == 3:
            del tokens[i]
            text = "".join(tokens)
        elif how == 4:
            tokens[i] = rng.choice(tokens + SNIPPETS)
            text = "".join(tokens)
        elif how == 5:
            solid = [k for k, t in enumerate(tokens) if not t.isspace()]
            if len(solid) > 1:
                k = rng.randrange(len(solid) - 1)
                a, b = solid[k], solid[k + 1]
                tokens[a], tokens[b] = tokens[b], tokens[a]
                text = "".join(tokens)
        elif how == 6:
            tokens.insert(i, rng.choice([" ", "\n", "\t", "// c\n", "\r\n", "\f", "  \n  ", "\r", "\v"]))
            text = "".join(tokens)
        elif how == 7:
            blanks = [k for k, t in enumerate(tokens) if t.isspace()]
            if blanks:
                del tokens[rng.choice(blanks)]
                text = "".join(tokens)
        elif how == 8:
            lines = text.split("\n")
            k = rng.randrange(len(lines))
            lines.insert(k, lines[k])
            text = "\n".join(lines)
        elif how == 9:
            tokens.insert(i, tokens[i])
            text = "".join(tokens)
        elif how == 10:
            numbers = [k for k, t in enumerate(tokens) if re.fullmatch(r"-?[0-9]+", t)]
            if numbers:
                tokens[rng.choice(numbers)] = rng.choice(NUMBERS)
                text = "".join(tokens)
        elif how == 11:
            words = [k for k, t in enumerate(tokens) if t in GLUED]
            if words:
                k = rng.choice(words)
                if k + 1 < len(tokens) and tokens[k + 1].isspace():
                    del tokens[k + 1]
                text = "".join(tokens)
        elif how == 13:  # every blank another, and blanks after some tokens: an op over lines, say
            spaced = []
            for token in tokens:
                spaced.append(rng.choice(BLANKS[1:]) if token.isspace() and rng.random() < 0.5 else token)
                if not token.isspace() and rng.random() < 0.15:
                    spaced.append(rng.choice(BLANKS))
            text = "".join(spaced)
        else:
            strings = [k for k, t in enumerate(tokens) if t.startswith('"') and len(t) > 1]
            if strings:
                k = rng.choice(strings)
                at = rng.randrange(1, len(tokens[k]))
                tokens[k] = tokens[k][:at] + rng.choice(ESCAPES) + tokens[k][at:]
                text = "".join(tokens)
    return text


@functools.cache
def valid_texts() -> tuple[str, ...]:
    """Small valid texts to mutate: chunks of the corpus, samples and upstream files, and a few
    ops of each generated class (the grammar accepts each)."""
    texts = []
    for path in corpus_files() + upstream_files():
        for chunk in chunks_of(path.read_text(encoding="utf-8", errors="surrogateescape")):
            if len(chunk) < 2500 and not isinstance(grammar(chunk), DiagnosticError):
                texts.append(chunk)
    for kind in ("bench", *REALISTIC_CLASSES):
        text = generated(kind, ops=6, seed=5)
        if not isinstance(grammar(text), DiagnosticError):
            texts.append(text)
    return tuple(texts)


@property_settings(200)
@given(st.integers(0, 2**32))
def test_the_reader_keeps_its_contract_on_mutants_of_valid_files(seed):
    rng = random.Random(seed)
    texts = valid_texts()
    for _ in range(25):
        assert_contract(mutate(rng.choice(texts), rng))


@property_settings(200)
@given(st.integers(0, 2**32))
def test_the_driver_reports_the_grammars_first_error_on_mutants_of_valid_files(seed):
    rng = random.Random(seed)
    texts = valid_texts()
    for _ in range(6):
        text = mutate(rng.choice(texts), rng)
        problem = first_error_differs(text)
        assert problem is None, problem


@property_settings(120)
@given(st.integers(0, 2**32))
def test_the_driver_builds_the_grammars_module_from_mutants_of_valid_files(seed):
    rng = random.Random(seed)
    texts = valid_texts()
    for _ in range(5):
        problem = module_differs(mutate(rng.choice(texts), rng))
        assert problem is None, problem


@property_settings(100)
@given(st.integers(0, 2**32))
def test_an_item_read_alone_is_what_the_grammar_reads_up_to_where_the_reader_stopped(seed):
    """`read_item` (an op, function or module, maybe over lines, from where the fast path hands
    it over): the grammar reads the text from there to where the reader stopped as that one item."""
    rng = random.Random(seed)
    texts = valid_texts()
    for _ in range(10):
        text = mutate(rng.choice(texts), rng)
        start = len(text) - len(text.lstrip(" \t\n"))
        if text[start:start + 1] not in ('"', "%", "f", "m", "b"):
            continue
        try:
            op, stop = reader.read_item(text, start, len(text), ParseContext())
        except GiveUp:
            continue
        judged = parse_rule(Source("t.mlir", text), "start", start, stop, ParseContext())
        assert difference((op,), judged.body) is None, (text, stop)


# ================================================================== 5. counterexamples
#
# Found by the adversarial search, each failed on the reader (or the fast path it shares the
# driver with) it was found on; kept as regressions.

# Inside `<...>`, right after a nested `<...>` closes, Lark's contextual lexer is in the state that
# reduces `balanced`, whose lookahead (LALR merges it) holds what may follow a dialect type or
# attribute anywhere: BARE_ID and the keywords `module`, `builtin.module`, `func.func`,
# `func.return`, `return`, `loc`, `attributes`, and `{-#`.  BARE_ID matches such a word whole, and
# Lark's `unless` callback then retypes it as the keyword; `{-#` is META_BEGIN, not `{`: neither
# is a `_balanced_item`, so the grammar rejects `!d.x<<> loc>` ("expected ... found 'loc'").  The
# reader takes the word as an identifier (and `{-#a}` as `{`, `-`, `#a`, `}`) and accepts.
@pytest.mark.parametrize(("text", "rule"), [
    ("!d.x<<>module>", "type"),
    ("!d.x<<> loc>", "type"),
    ("!d.x<<>return>", "type"),
    ("!d.x<<>func.func>", "type"),
    ("!d.x<<>func.return>", "type"),
    ("!d.x<<>builtin.module>", "type"),
    ("!d.x<<>attributes>", "type"),
    ("!d.x<<>{-#a}>", "type"),
    ("{b = #d.y<(<c> attributes)>}", "attr_dict"),
    ("{a = #d.x<<>module>}", "attr_dict"),
    ('"t.a"() {a = #d.x<<>module>} : () -> ()', "start"),
    ('%0 = "t.a"() : () -> !llvm.struct<ptr<i8> loc>', "start"),
    ("#map = affine_map<(d0)[s0] -> (d0 + s0)>\n#a = #d.x<#map<x> return>", "start"),
])
def test_a_keyword_right_after_a_nested_bracket_inside_brackets_is_the_grammars_error(text, rule):
    assert_contract(text, rule)


# A shaped type read token by token (an alias in it: a Triton kernel's `tensor<64x64xf16, #blocked>`
# on every op) is read once a chunk (`ParseContext.read_types`): the same text again is what it read
# as then, and counts the aliases it holds, so that what holds it is measured as deep as it is.
@pytest.mark.parametrize("depth", [2, 98, 99, 100])
def test_a_type_read_again_is_what_it_read_as_and_as_deep(depth):
    deep = "[" * depth + "1" + "]" * depth
    ops = "".join(f'"t.a{i}"(%x) {{k = [tensor<4xf32, #d>]}} : (tensor<4xf32, #d>) -> (tensor<4xf32, #e>, tensor<4xf32, #d>)\n'
                  for i in range(3))
    text = f"#d = {deep}\n#e = #x.y<1, 2>\n{ops}"
    assert module_differs(text) is None and first_error_differs(text) is None


# The fast path reads a top-level `#alias = loc("file":line:column)` line itself (`_ALIAS_LINE`) and
# converts its numbers with `int()` unchecked: a line or column of over 40 digits is the
# grammar's "invalid location line/column" error, which the driver does not report, and one of
# over 4300 digits raises ValueError out of the driver.
@pytest.mark.parametrize("text", [
    '#l = loc("a":1:' + "1" * 41 + ")\n",
    '#l = loc("a":' + "1" * 41 + ":1)\n",
    '#l = loc("a":1:' + "1" * 41 + ')\n"t.a"() : () -> () loc(#l)\n',
    '#l = loc("a":1:' + "9" * 5000 + ")\n",
])
def test_a_location_alias_whose_numbers_have_too_many_digits_is_the_grammars_error_through_the_driver(text):
    problem = first_error_differs(text)
    assert problem is None, problem


# The fast path reads a function's header line itself (`_FUNC` in toyir/syntax/fastparse.py) and
# takes its body's `{` to be the line's last `{` (`line.rindex("{")`): where a comment follows the
# brace and holds one (`{// expected-error {{...}}`, as upstream's tests write), the body's region
# and block are placed in the comment.  The grammar places them at the brace.
@pytest.mark.parametrize("text", [
    "func.func @f() {// {x}\n  return\n}\n",
    'func.func @f(%a: i32) -> i32 {// expected-error@+1 {{block with no terminator}}\n  "t.a"(%a) : (i32) -> ()\n}\n',
])
def test_a_brace_in_a_comment_after_a_function_header_does_not_move_its_body_through_the_driver(text):
    problem = module_differs(text)
    assert problem is None, problem


def counterexample_seeds() -> list[tuple[str, int, str]]:
    return [(path.name, index, chunk) for path in sorted(SEEDS.glob("reader-*.mlir"))
            for index, chunk in enumerate(chunks_of(path.read_text(encoding="utf-8")))]


# The counterexamples above, kept as fuzz seeds (tests/fuzz/seeds/reader-*.mlir) for the atheris
# target: each chunk keeps the reader's contract, and the driver reports the grammar's error or
# builds the grammar's module.
@pytest.mark.parametrize(("seed", "index", "chunk"), counterexample_seeds(), ids=lambda v: str(v)[:40])
def test_each_counterexample_seed(seed, index, chunk):
    assert_contract(chunk)
    problem = first_error_differs(chunk) or module_differs(chunk)
    assert problem is None, problem


# A dictionary is split at its `=` and `,` (reader.split_attr_dict) whatever blanks stand around
# them; a comment, a trailing comma or a duplicate name leaves it to the token-by-token reading.
SPACED_DICTIONARIES = [
    '{a = 1, b}', '{a=1,b}', '{\n  a = 1,\n  b\n}', '{a =\n[1,\n 2] , "q r" =  "x//y" ,u\n}',
    '{a = 1, // c\n b = 2}', '{a = 1 /* x */}', '{a = 1,}', '{a = 1, a = 2}', '{ a = 1\t,\tb = "/" }',
    '{a = {b = 1 , c}\n, d = [@e , "f"]}', '{a = 1 : i64 , b = 2.0 : f32}', '{a\n=\n1}', '{,a = 1}',
    '{a = "\\q"}', '{"a b" = 1, "a b"}', '{a = #x, b = !y}', '{a = 1 b = 2}', '{a = 1,, b}']


def assert_read_alone_and_in_an_op(piece: str, rule: str, op: str, seed: int) -> None:
    """`piece` read as `rule`, and `op` (which holds it) with its mutants, as the grammar reads them."""
    assert_contract(piece, rule)
    assert_contract(op)
    assert first_error_differs(op) is None
    for mutant in mutants(op, seed=seed, count=40):
        assert_contract(mutant)


@pytest.mark.parametrize("text", SPACED_DICTIONARIES)
def test_a_dictionary_spaced_any_way_is_the_grammars(text):
    assert_read_alone_and_in_an_op(text, "attr_dict", f'"t.a"() {text} : () -> ()\n', len(text))


# A location spaced as printed, of names, call sites, fused and file locations with no alias
# and no escape, is read by its tokens (checks.plain_location), not by the reader's rules.
PRINTED_LOCATIONS = [
    '"a":1:2', '"a":1', '"a"', 'unknown', '"n"("f":3:4)', '"n"(unknown)', '"aten::conv"("f.py":3:4)',
    'callsite("a"("f":1:2) at "b"("g":3:4))', 'callsite(unknown at "x":1:2)', 'fused["x", "f":1:2 to 3:4]',
    'fused<"CSE">["a":1, "b":2:3]', '"f":1:2 to :5', '"jit(f)/dot"(callsite("g"("r.py":30:76) at "<m>"("r.py":2:0)))',
    'fused[callsite("a" at "b"), "c"("d":1:1), fused["e"]]', 'callsite("a", "b")', '"a":1:2("x")', 'fused[]',
    '"n"("a")("b")', 'callsite("a" at "b" at "c")', 'fused["a"]]', 'fused["a",]', '"a" at "b"', 'callsite("a" at )',
    '"a":1:2 to 3', '"a":' + "1" * 19 + ":2", 'fused<"m">[]', '"n"(', '"n"()', 'unknown("a")', '"a""b"',
    'callsite("a", "b" at "c")', '"n"("a", "b")', 'fused["a" at "b"]',
    '"":1:1', '"g"("":1:1)', 'fused["":1:1, "f":2:3]', 'callsite("":1 at "":2)',
    'fused<":m">["a":1:2]', 'fused<"x":1:2>["a":3]']  # (a metadata string that looks like a file: an internal error)


@pytest.mark.parametrize("body", PRINTED_LOCATIONS)
def test_a_printed_location_is_the_grammars(body):
    assert_read_alone_and_in_an_op(f"loc({body})", "location", f'"t.a"() : () -> () loc({body})\n', len(body))


# A fused location's metadata (`fused<#llvm.di_subprogram<...>>[...]`, repeated on every op of
# a function by a front end's debug info): once the reader has read it, `plain_location` cuts
# it out and reads the rest by its tokens.  Each text is read twice (`broken`): the second
# reading meets the metadata the first remembered.
_SUBPROGRAM = ('#llvm.di_subprogram<id = distinct[1]<>, compileUnit = <id = distinct[0]<>, sourceLanguage = DW_LANG_C11, '
               'file = <"k.c" in "/tmp">, producer = "p>[", isOptimized = true, emissionKind = Full>, name = "f", line = 18>')
METADATA_LOCATIONS = [
    f'fused<{_SUBPROGRAM}>["k.c":50:9]', f'callsite("g"("u.h":1:2) at fused<{_SUBPROGRAM}>["k.c":5:1])',
    f'fused<{_SUBPROGRAM}>[fused<{_SUBPROGRAM}>["a":1:2], "b"]', f'"fused<{_SUBPROGRAM}>["', f'fused< {_SUBPROGRAM}>["a":1]',
    f'fused<{_SUBPROGRAM} >["a":1]', f'fused<{_SUBPROGRAM}> ["a":1]', '#a.b<>', 'fused<#a.b<>>["a":1:1]',
    'fused<#a.b<>>[fused<#a.b<>>[]]', 'fused<#a.b<#map>>["a":1]', 'fused<#a.b<>>>["a":1]', 'fused<#a.b<>["a":1]',
    'fused<#a.b<"x">[1]>["a":1]', 'fused<#a.b<"x">[1]>>["a":1]', 'fused<#a.b<[>["a":1]', 'fused<#a.b<\n>>["a":1]',
    'fused<#a.b<>>["a":1] fused<#a.b<>>["a":1]', 'fused<#a.b<>, #a.b<>>["a":1]', 'fused<#a.b<> : i32>["a":1]']


@pytest.mark.parametrize("body", METADATA_LOCATIONS)
def test_a_location_with_metadata_read_before_is_the_grammars(body):
    op = f'"t.a"() : () -> () loc({body})\n'
    assert_read_alone_and_in_an_op(f"loc({body})", "location", op, len(body))
    for text in [op, *mutants(op, seed=len(body) + 1, count=40)]:
        assert module_differs(text) is None


DEEP_DICTIONARIES = [
    '{w = dense<[[8.0], [4.0]]> : tensor<2x1xf64>, s = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>}',
    '{m = memref<296x64xf32, strided<[1, 4], offset: ?>>, n = 1}', '{a = [[[1]]], b = {c = {d = [1]}}}',
    '{a = [[[[1]]]]}', '{a = dense<[[8.0], [4.0]]> : tensor<2x2xf64>}', '{a = [[[1]], b = 2}']


@pytest.mark.parametrize("text", DEEP_DICTIONARIES + SPACED_DICTIONARIES)
def test_a_deep_dictionary_split_by_the_deep_pattern_is_the_grammars(monkeypatch, text):
    monkeypatch.setattr(reader, "_DEEP_AFTER", -1)  # as in a file that holds many
    assert_read_alone_and_in_an_op(text, "attr_dict", f'"t.a"() {text} : () -> ()\n', len(text) + 1)


def test_every_value_remembered_is_what_its_text_reads_as(monkeypatch):
    # A dictionary split where findall skipped what is no entry (a comment, a stray token)
    # once read a value from where it was not, and remembered it under another text: a later
    # `b = 2` then read as 1 (found by the whole suite's order, with the deep pattern on).
    monkeypatch.setattr(reader, "_VALUES", {})
    monkeypatch.setattr(reader, "_DEEP_AFTER", -1)
    rng = random.Random(5)
    bases = ['{a = 1, // c = 2\n b = 22, c = 3}', '{a = 1, ; b = 2, c = 3}', '{x = [1, 2], ;y = 12, z = "s"}',
             '{a = 1,  # b = 2, c = 33}', '{a = 10, ,b = 2, c = 3 : i32}'] + DEEP_DICTIONARIES + SPACED_DICTIONARIES
    for base in bases:
        for text in [base, *mutants(base, seed=rng.randrange(1 << 30), count=60)]:
            try:
                reader.read_rule(text, "attr_dict", 0, len(text), ParseContext())
            except GiveUp:
                pass
    assert reader._VALUES
    for text, value in reader._VALUES.items():
        alone = reader.Reader(text, 0, len(text), ParseContext())
        if isinstance(value, ir.Unread):  # a value kept unread: its text is this one, and reads so
            assert value.text == text
            value = value()
        assert alone.attr_value() == value, text


# An op a line pattern reads whole on its line, whose location stands on a later line (after
# blanks or comments): the pattern's op is not the whole op.  The reader gave up on the function
# around it, and the grammar read the whole chunk: a blind benchmark's hand-reformatted class
# took 36 times mlir-opt's time.
@pytest.mark.parametrize("text", [
    'func.func @f(%a: i32) -> i32 {\n  %v = "t.a"(%a) : (tensor< i32 >) -> i32\n      loc("x.py":1:2)\n  return %v : i32\n}\n',
    'func.func @f(%a: i32) -> i32 {\n  %v = "t.a"(%a) : (i32) -> i32\n  // a comment\n  loc("x.py":1:2)\n  return %v : i32\n}\n',
    'func.func @f(%a: i32) -> i32 {\n  %v = "t.a"(%a)  : (i32) -> i32\n\n  loc(fused["a":1:2])\n  return %v : i32\n}\n',
    '%v = "t.a"() : () -> i32\n loc("x.py":1:2)\n"t.b"(%v) : (i32) -> ()\n',
    '%v = "t.a"() : () -> i32 loc("a":1:1)\n loc("x.py":1:2)\n',
    '%v = "t.a"() : () -> i32\n location\n',
])
def test_an_op_whose_location_is_on_a_later_line_is_read_whole(text):
    assert_contract(text)
    assert module_differs(text) is None
    assert first_error_differs(text) is None
    if "location\n" not in text and 'i32 loc("a"' not in text:
        assert read(text) is not GAVE_UP  # the reader reads it, not the grammar
