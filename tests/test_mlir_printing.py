"""Floats, quantized types and other dialects' types as mlir-opt 22 prints them in a diagnostic
(issue 38: a message names its types and values in mlir-opt's words).

The recorded cases run everywhere (each from mlir-opt 22's output); where mlir-opt 22 is
installed, drawn floats of every format are printed by both and compared.
"""

from __future__ import annotations

import random
import subprocess

import pytest

from support import diagnose, find_mlir_opt
from toyir.printer import dialect_symbol_text, float_text

MLIR_OPT = find_mlir_opt()

# (literal, type, mlir-opt 22's printing of `{a = literal : type}`)
RECORDED = [
    ("1.670096e-02", "f32", "0.0167009607"), ("1.670096e-02", "f64", "0.016700960000000001"),
    ("2.4278106895874612E-4", "f64", "2.4278106895874612E-4"), ("0.1", "f16", "9.997550e-02"),
    ("1.5", "bf16", "1.500000e+00"), ("123456789.0", "f64", "0x419D6F3454000000"), ("1.0e10", "f64", "1.000000e+10"),
    ("100.0", "f64", "1.000000e+02"), ("1234567.0", "f32", "0x4996B438"),
    # APFloat cuts the tens it does not need before it rounds the digits left: not 5.799453E+11
    ("579945314183.0", "f32", "5.79945299E+11"), ("9.191666e-2", "bf16", "9.179680e-02"),
    ("5812268282.0", "f16", "0x7C00"), ("-0.0", "f64", "-0.000000e+00"), ("0.0", "f32", "0.000000e+00"),
    ("82.8249456", "f64", "82.824945600000007"), ("-46733887908.548096", "f64", "-46733887908.548096"),
]


@pytest.mark.parametrize(("literal", "type_name", "printed"), RECORDED)
def test_a_float_prints_as_mlir_opt_prints_it(literal, type_name, printed):
    assert float_text(literal, type_name) == printed


@pytest.mark.parametrize(("written", "printed"), [
    # a dialect mlir-opt does not register: its opaque symbol's pretty form where simple enough
    ("!firref<i32>", "!firref.i32"), ("!ttptr<bf16>", "!ttptr.bf16"), ("#arithfastmath<none>", "#arithfastmath.none"),
    ("!quantuniform<i4:f32, 7.2E-2:-1>", "!quantuniform<i4:f32, 7.2E-2:-1>"), ("!tt.ptr<bf16>", "!tt.ptr<bf16>"),
    ("!fir.r-f<i8>", "!fir<r-f<i8>>"),  # (a `-` is in a name, but no pretty form's)
    # quant's own printer: scales as doubles, a zero point of 0 left out, per-axis lists joined by `,`
    ("!quant.uniform<i8:f16, 1.5>", "!quant.uniform<i8:f16, 1.500000e+00>"),
    ("!quant.uniform<i4:f32, 7.2E-2:-1>", "!quant.uniform<i4:f32, 0.071999999999999995:-1>"),
    ("!quant.uniform<i4:f32:0, {2.4278106895874612E-4:-8, 0.5:-7, 5.854922e-02:0}>",
     "!quant.uniform<i4:f32:0, {2.4278106895874612E-4:-8,5.000000e-01:-7,0.058549219999999999}>"),
    ("!quant.uniform<i8<-127:127>:bf16:1, {0.5:-32}>", "!quant.uniform<i8<-127:127>:bf16:1, {5.000000e-01:-32}>"),
    ("!quant.uniform<i8<-128:127>:f32, 0.5>", "!quant.uniform<i8:f32, 5.000000e-01>"),
])
def test_a_dialect_symbol_prints_as_mlir_opt_prints_it(written, printed):
    assert dialect_symbol_text(written) == printed


def test_a_type_mismatch_names_both_types_as_mlir_opt_does():
    text = ('"t.a"(%v) : (tensor<2x!quant.uniform<i8:f16, 1.5>>) -> ()\n'
            '"t.b"(%v) : (tensor<2x!quat.uniform<i8:f16, 1.5>>) -> ()\n')
    (line, column, message), *_ = diagnose('%v = "t.c"() : () -> tensor<2x!quant.uniform<i8:f16, 1.5>>\n' + text,
                                           semantics="mlir", allow_unregistered=True)
    assert (line, column) == (3, 7)
    assert message.startswith("use of value '%v' expects different type than prior uses: "
                              "'tensor<2x!quat.uniform<i8:f16, 1.5>>' vs 'tensor<2x!quant.uniform<i8:f16, 1.500000e+00>>'")


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt 22 is not installed (Debian mlir-22-tools)")
def test_drawn_floats_print_as_mlir_opt_prints_them(tmp_path):
    draw = random.Random(38)
    cases = []
    for _ in range(2000):
        type_name = draw.choice(["f64", "f32", "f16", "bf16"])
        kind = draw.random()
        if kind < 0.3:
            literal = f"{draw.uniform(-1000, 1000):.{draw.randint(1, 9)}f}"
        elif kind < 0.6:
            power = draw.randint(-6, 4) if type_name == "f16" else draw.randint(-40, 40)
            literal = f"{draw.uniform(1, 10):.{draw.randint(1, 17)}f}e{power}"
        elif kind < 0.8:
            literal = repr(draw.uniform(-100, 100) * 10 ** draw.randint(-20, 10))
            literal = literal if "." in literal.split("e")[0] else literal.replace("e", ".0e")
        else:
            literal = f"{draw.randint(0, 10 ** draw.randint(1, 12))}.0"
        cases.append((literal, type_name))
    path = tmp_path / "floats.mlir"
    path.write_text("".join(f'"t.a"() {{a = {literal} : {type_name}}} : () -> ()\n' for literal, type_name in cases))
    result = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic", str(path)],
                            capture_output=True, text=True, check=True)
    printed = [line.split("{a = ")[1].rsplit("}", 1)[0].rsplit(" : ", 1)[0]
               for line in result.stdout.splitlines() if "{a = " in line]
    assert len(printed) == len(cases)
    wrong = [(literal, type_name, theirs, float_text(literal, type_name))
             for (literal, type_name), theirs in zip(cases, printed) if float_text(literal, type_name) != theirs]
    assert not wrong, wrong[:5]


@pytest.mark.parametrize(("literal", "type_name", "printed"), [
    # a literal too long or too large to read digit by digit is read as a double (in bounded
    # time): past the type's range it is its infinity's bits, as APFloat reads it (as mlir-opt 22 prints them)
    ("1.0e999999999", "f64", "0x7FF0000000000000"), ("1" * 5000 + ".0", "f32", "0x7F800000"),
    ("-1.0e999999999", "bf16", "0xFF80"), ("0." + "0" * 5000 + "1", "f16", "0.000000e+00"),
])
def test_a_float_of_any_length_prints_without_reading_it_whole(literal, type_name, printed):
    assert float_text(literal, type_name) == printed


def test_a_dialect_symbol_in_a_type_ends_where_its_brackets_do_whatever_its_strings_hold():
    from toyir.printer import mlir_type_text

    assert mlir_type_text('tensor<2x!foo.bar<"a>b">>') == 'tensor<2x!foo.bar<"a>b">>'
    assert mlir_type_text('tensor<2x!foo<"a>b">, #enc<x>>') == 'tensor<2x!foo<"a>b">, #enc.x>'
