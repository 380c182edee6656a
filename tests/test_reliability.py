"""Hostile input: every input ends in located diagnostics (exit 1) or a one-line I/O error (exit 2),
never a traceback, a hang or a wrong line.  An internal error, should one remain, is one line
and exit 3 (a traceback only with --debug)."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench_generate import generate
from support import diagnose
from test_fastparse import files
from toyir import cli
from toyir.driver import check, decode
from toyir.syntax.parser import parse
from toyir.printer import print_module
from toyir.source import Source

OK = '%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>\n'


def run(data: bytes, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *args, "-"], input=data,
                          capture_output=True, timeout=60)


def assert_clean(result: subprocess.CompletedProcess, status: int = 1) -> list[str]:
    """The run ended as it should, with no traceback; its stderr lines."""
    err = result.stderr.decode()
    assert result.returncode == status, err
    assert "Traceback" not in err
    return err.splitlines()


# ------------------------------------------------------------------------------ odd bytes

def test_a_nul_byte_between_tokens_is_a_blank_as_mlir_reads_it_and_one_in_a_name_a_located_error():
    # issue 38: MLIR's lexer skips a NUL byte where a token may start (21 of 25 valid inputs
    # toyir rejected held one)
    assert assert_clean(run(OK.encode() + b"\x00\n" + OK.replace("(%a)", "(%a)\x00").replace("%r", "%s").encode()), 0) == []
    lines = assert_clean(run(b'"t.\x00a"() : () -> ()\n'))
    assert lines[0] == "<stdin>:1:1: error: null character not allowed in operation name [TOYIR-E010]"


def test_a_byte_order_mark_is_read_as_a_blank():
    assert assert_clean(run(b"\xef\xbb\xbf" + OK.encode()), 0) == []
    bad = run(b"\xef\xbb\xbf" + OK.replace("-> tensor<4xi32>", "-> tensor<5xi32>").encode())
    assert assert_clean(bad)[0].startswith("<stdin>:1:7: error: 'test.broadcastable' op result type '5'")


def test_invalid_utf8_in_the_middle_of_a_line():
    lines = assert_clean(run(b'%r = "test.broad\xc3casta"(%a) : (i32) -> i32\n'))
    assert lines[0] == "<stdin>:1:17: error: input is not valid UTF-8: invalid continuation byte (byte 0xc3) [TOYIR-E012]"


def test_crlf_inside_functions_keeps_lines_and_columns():
    text = ("func.func @f(%a: tensor<4xi32>) -> tensor<4xi32> {\r\n"
            '  %0 = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<5xi32>\r\n'
            "  return %0 : tensor<5xi32>\r\n}\r\n")
    result = run(text.encode())
    lines = assert_clean(result)
    assert lines[0].startswith("<stdin>:2:8: error: 'test.broadcastable' op result type '5'")
    assert lines[1] == '  %0 = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<5xi32>'
    assert b"\r" not in result.stderr  # splitlines would hide one: the echoed line is without its line end


def test_unterminated_string_and_comment_at_end_of_file():
    assert assert_clean(run(b'%r = "test.broadcastable'))[0] == (
        "<stdin>:1:25: error: expected '\"' in string literal: the string is not closed on its line [TOYIR-E010]")
    assert assert_clean(run(OK.encode() + b"// no newline at the end"), 0) == []


# ------------------------------------------------------------------------------ size and depth

def test_deeply_nested_types_fail_located_not_with_recursion():
    depth = 5000
    text = f'"t.x"(%a) : ({"complex<" * depth}f32{">" * depth}) -> ()\n'
    lines = assert_clean(run(text.encode(), "--allow-unregistered-dialect"))
    assert ": error: nesting too deep: types and attributes nest at most 100 levels" in lines[0]


def test_deeply_nested_attributes_fail_located():
    text = f'"t.x"() {{a = {"[" * 3000}1{"]" * 3000}}} : () -> ()\n'
    lines = assert_clean(run(text.encode(), "--allow-unregistered-dialect"))
    assert "error: nesting too deep" in lines[0]


def test_aliases_that_double_what_they_stand_for_fail_located_at_the_first_too_large():
    # Each alias twice the last (XML's "billion laughs"): 2^40 types written out.  Measured
    # part by part, each distinct part once, the seventeenth is the first over the limit.
    for kind, first, line in (("!t", "i32", "!t{i} = tuple<!t{j}, !t{j}>"), ("#a", "1", "#a{i} = [#a{j}, #a{j}]"),
                              ("#d", "1", "#d{i} = {{a = #d{j}, b = #d{j}}}")):
        text = f"{kind}0 = {first}\n" + "".join(line.format(i=i, j=i - 1) + "\n" for i in range(1, 40))
        lines = assert_clean(run(text.encode()))
        assert lines[0] == (f"<stdin>:17:1: error: alias too large: '{kind[1:]}16' stands for 131071 types and "
                            f"attributes written out, more than 65536 [TOYIR-E011]")
    # Below the limit, such aliases are used, and printed, as any others.
    text = "!t0 = i32\n" + "".join(f"!t{i} = tuple<!t{i - 1}, !t{i - 1}>\n" for i in range(1, 5))
    printed = run((text + '%r = "t.x"() : () -> !t4\n').encode(), "--allow-unregistered-dialect", "--print-ir")
    assert printed.returncode == 0 and printed.stdout.decode().count("i32") == 1 + 2 + 4 + 8 + 16 + 16


def test_deeply_nested_modules_fail_located():
    text = "module {\n" * 3000 + "}\n" * 3000
    lines = assert_clean(run(text.encode()))
    assert lines[0] == "<stdin>:101:1: error: nesting too deep: regions nest at most 100 levels [TOYIR-E011]"


def test_one_op_with_50k_operands():
    n = 50_000
    text = (f'%r = "test.broadcastable"({", ".join(f"%a{i}" for i in range(n))}) : '
            f'({", ".join(["tensor<4xf32>"] * (n - 1) + ["tensor<3xf32>"])}) -> tensor<4xf32>\n')
    lines = assert_clean(run(text.encode()))
    assert lines[0].endswith("dim 0 of operand #49999 is 3, but dim 0 of operand #0 is 4 "
                             "(static dims broadcast only when equal or 1) [TOYIR-E001]")


def test_a_long_line_is_echoed_around_each_caret():
    # 5,000 arguments of one name on one line: each redefinition echoes 1,024 characters of it
    # around its caret, `...` where cut, not the whole line (45 KB in was 563 MB out).
    n = 5000
    line = "func.func @f(" + ", ".join(["%a: i32"] * n) + ") {"
    lines = assert_clean(run(f"{line}\n  return\n}}\n".encode()))
    assert len(lines) == 6 * (n - 1) and max(map(len, lines)) == 3 + 1024 + 3
    first, middle = lines[:3], lines[6 * 2000:6 * 2000 + 3]
    assert first[0] == "<stdin>:1:23: error: region entry argument '%a' is already in use [TOYIR-E021]"
    assert first[1] == line[:1024] + "..." and first[2] == " " * 22 + "^"
    column = int(middle[0].split(":")[2])
    assert middle[1].startswith("...") and middle[1].endswith("...")
    assert middle[1][len(middle[2]) - 1:].startswith("%a: i32") and middle[2].strip() == "^"
    assert middle[1][3:-3] == line[column - 1 - 512:column - 1 + 512]
    # Tabs are expanded in what is echoed, `...` and all, and the caret stays under its name.
    tabbed = "func.func @f(" + ",\t".join(["%a: i32"] * 500) + ") {"
    lines = assert_clean(run(f"{tabbed}\n  return\n}}\n".encode()))
    assert len(lines) == 6 * 499 and all("\t" not in line for line in lines)
    for echoed, caret in zip(lines[1::3], lines[2::3]):
        assert caret.strip() == "^" and echoed[len(caret) - 1:].startswith("%a: i32")


def test_a_very_long_line():
    text = "// " + "x" * 2_000_000 + "\n" + OK.replace("4xi32>\n", "5xi32>\n")
    lines = assert_clean(run(text.encode()))
    assert lines[0].startswith("<stdin>:2:6: error:")


# ------------------------------------------------------------------------------ internal errors

def test_an_internal_error_is_one_line_and_exit_3(monkeypatch, capsys, tmp_path):
    path = tmp_path / "ok.mlir"
    path.write_text(OK)

    def broken(*args, **kwargs):
        raise KeyError("surprise")

    monkeypatch.setattr(cli, "check_chunks", broken)
    assert cli.main([str(path)]) == 3
    assert capsys.readouterr().err == (
        "toyir-verify: internal error: KeyError: 'surprise'\n"
        f"toyir-verify: {cli.BUG_REPORT}\n")
    with pytest.raises(KeyError):
        cli.main(["--debug", str(path)])


# ------------------------------------------------------------------------------ properties

@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=300))
def test_arbitrary_text_gives_diagnostics_never_an_exception(text):
    for diagnostic in check(Source("t.mlir", text), split_marker="// -----"):
        assert 0 <= diagnostic.offset <= len(text)


@settings(max_examples=200)
@given(st.binary(max_size=200))
def test_arbitrary_bytes_decode_or_fail_located(data):
    source, problem = decode("t.mlir", data)
    if problem is not None:
        assert 0 <= problem.offset <= len(source.text)
    else:
        check(source)


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(chars) + 1)
        action = rng.choice(["delete", "insert", "replace"])
        if action == "delete" and i < len(chars):
            del chars[i]
        elif action == "insert":
            chars.insert(i, rng.choice('%"(){}<>[],:=#^@x?*-0123456789 \n\tabcfi/'))
        elif i < len(chars):
            chars[i] = rng.choice('%"(){}<>[],:=x?*-19 \n')
    return "".join(chars)


@settings(max_examples=300)
@given(st.integers(0, 2**32))
def test_mutated_valid_ir_gives_diagnostics_never_an_exception(seed):
    rng = random.Random(seed)
    text = mutate(generate(rng.randint(1, 12), rng.randint(1, 3), seed), rng)
    check(Source("t.mlir", text))
    check(Source("t.mlir", text), semantics="mlir", split_marker="// -----")


@settings(max_examples=300)
@given(files())
def test_printed_ir_parses_back_to_the_same_print(text):
    try:
        module = parse(Source("t.mlir", text))
    except Exception:
        return
    printed = print_module(module)
    assert print_module(parse(Source("p.mlir", printed))) == printed


@settings(max_examples=100)
@given(st.integers(0, 2**32))
def test_verdicts_do_not_depend_on_the_order_of_unrelated_functions(seed):
    rng = random.Random(seed)
    text = generate(40, 8, seed)
    functions = ["func.func" + f for f in text.split("func.func")[1:]]
    for i in rng.sample(range(len(functions)), 3):  # break some
        functions[i] = functions[i].replace("-> tensor<4xf32>\n", "-> tensor<6xf32>\n", 1)

    def verdicts(order):
        body = "".join(functions[i] for i in order)
        starts = {i: body.index(functions[i]) for i in order}
        found = {}
        for line, column, message in diagnose(body):
            offset = sum(len(x) + 1 for x in body.split("\n")[:line - 1]) + column - 1
            owner = max((i for i in order if starts[i] <= offset), key=lambda i: starts[i])
            found.setdefault(owner, []).append((offset - starts[owner], message))
        return found

    order = list(range(len(functions)))
    shuffled = order[:]
    rng.shuffle(shuffled)
    assert verdicts(order) == verdicts(shuffled)


def test_a_closed_pipe_on_standard_output_is_not_an_error(tmp_path):
    path = tmp_path / "big.mlir"
    path.write_text(generate(20_000, 100))
    pipeline = subprocess.run(f"'{sys.executable}' -c 'from toyir.cli import run; run()' --print-ir '{path}' | head -1",
                              shell=True, capture_output=True, timeout=60)
    assert pipeline.stdout.decode().startswith("func.func @f0(")
    assert b"Traceback" not in pipeline.stderr and b"internal error" not in pipeline.stderr
