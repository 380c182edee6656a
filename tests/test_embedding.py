"""Embedding toyir in a teaching compiler: MLIR's own Toy tutorial declared with the public API,
IR built in code, printed, verified and retyped; verdicts that never go stale; codes and errors
from a course's own traits."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import toyir
from bench_generate import generate
from support import claims_in_halves, find_mlir_opt
from toyir import driver, extensions
from toyir.ir import FloatType, TensorType, UnitAttr
from toyir.source import Source
from toyir.traits import broadcast

ROOT = Path(__file__).parents[1]
TOY = ROOT / "samples" / "toy"
F64 = FloatType("f64")
UNRANKED = TensorType(None, F64)


def toy_registry() -> toyir.Registry:
    ops, dialects = toyir.load_dialect(str(TOY / "toy.py"))
    return toyir.DEFAULT_REGISTRY.extended(ops, dialects)


def toyir_verify(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *args], capture_output=True,
                          text=True, cwd=ROOT)


# ---------------------------------------------------------------- the Toy tutorial


def test_the_toy_tutorials_chapter_2_ir_verifies_with_its_dialect_loaded():
    result = toyir_verify("--dialect", "samples/toy/toy.py", "samples/toy/ch2.mlir")
    assert (result.returncode, result.stderr) == (0, "")
    assert toyir.check((TOY / "ch2.mlir").read_text(), registry=toy_registry()) == []


def test_without_the_dialect_toy_ops_are_unregistered():
    result = toyir_verify("samples/toy/ch2.mlir")
    assert result.returncode == 1 and "unregistered dialect" in result.stderr


@pytest.mark.parametrize(("change", "where", "message"), [
    (('-> tensor<*xf64> loc("codegen.toy":5:10)', '-> tensor<3x2xf64> loc("codegen.toy":5:10)'), None, None),
    (('(tensor<6xf64>) -> tensor<2x3xf64> loc', '(tensor<6xf64>) -> tensor<?x3xf64> loc'), "codegen.toy:10:3",
     "'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?x3xf64>'"),
    (('}> : () -> tensor<6xf64>', '}> : () -> tensor<5xf64>'), "codegen.toy:10:17",
     "'toy.constant' op return type shape mismatches its attribute at dimension 0: 6 != 5"),
    (('"toy.return"() : () -> () loc("codegen.toy":8:1)', '"toy.return"(%5) : (tensor<*xf64>) -> () loc("codegen.toy":8:1)'),
     "codegen.toy:8:1", "'toy.return' op does not return the same number of values (1) as the enclosing function (0)"),
    (('dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>}> : '
      '() -> tensor<6xf64>', 'dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> '
      ': tensor<6xf32>}> : () -> tensor<6xf32>'), "codegen.toy:10:17",
     "'toy.constant' op result #0 must be tensor of 64-bit float values, but got 'tensor<6xf32>'"),
    (('"toy.print"(%5) : (tensor<*xf64>) -> ()', '"toy.print"(%5) : (tensor<*xf32>) -> ()'), None, None),
])
def test_toy_errors_are_reported_at_the_toy_source(change, where, message):
    text = (TOY / "ch2.mlir").read_text().replace(*change)
    found = toyir.diagnose(text, "ch2.mlir", registry=toy_registry())
    if where is None:  # a use whose type is not its definition's: a toyir error, at the use in the IR
        assert found and found[0].file == "ch2.mlir"
        return
    # The op's own error first; uses that now disagree with its type follow, in the IR's text.
    assert (f"{found[0].file}:{found[0].line}:{found[0].column}", found[0].message) == (where, message)
    assert all(f.file == "ch2.mlir" for f in found[1:])


def test_an_unknown_callee_and_a_missing_terminator_are_reported_at_the_toy_source():
    text = (TOY / "ch2.mlir").read_text()
    found = toyir.diagnose(text.replace("callee = @multiply_transpose}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> "
                                        "tensor<*xf64> loc(\"codegen.toy\":12:11)",
                                        "callee = @multiply}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> "
                                        "tensor<*xf64> loc(\"codegen.toy\":12:11)"), registry=toy_registry())
    assert [(f.file, f.line, f.column, f.message) for f in found] == [
        ("codegen.toy", 12, 11, "'toy.generic_call' op 'multiply' does not reference a valid function")]
    found = toyir.diagnose(text.replace('    "toy.return"() : () -> () loc("codegen.toy":8:1)\n', ""),
                           registry=toy_registry())
    assert [(f.file, f.line, f.column, f.message[:29]) for f in found] == [
        ("codegen.toy", 13, 3, "block with no terminator, has")]


def test_a_transpose_of_the_wrong_shape_is_toys_message():
    text = ('"toy.func"() <{function_type = (tensor<2x3xf64>) -> (), sym_name = "f"}> ({\n'
            '^bb0(%a: tensor<2x3xf64>):\n'
            '  %t = "toy.transpose"(%a) : (tensor<2x3xf64>) -> tensor<2x3xf64> loc("t.toy":2:3)\n'
            '  "toy.return"() : () -> ()\n}) : () -> ()\n')
    (found,) = toyir.diagnose(text, registry=toy_registry())
    assert (found.file, found.line, found.column, found.message) == (
        "t.toy", 2, 3, "expected result shape to be a transpose of the input")


def test_chapter_4_shape_inference_gives_what_the_tutorial_checks():
    result = toyir_verify("--dialect", "samples/toy/toy.py", "--infer-shapes", "samples/toy/ch4.mlir")
    assert result.returncode == 0, result.stderr
    assert '%2 = "toy.transpose"(%1) : (tensor<2x3xf64>) -> tensor<3x2xf64>' in result.stdout
    assert '%4 = "toy.mul"(%2, %3) : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>' in result.stdout
    assert toyir.check(result.stdout, registry=toy_registry()) == []


# ---------------------------------------------------------------- building IR in code


def build_main() -> toyir.Module:
    module = toyir.ModuleBuilder()
    main = module.function("main", op_name="toy.func", location=toyir.location("prog.toy", 1, 1))
    (c,) = main.op("toy.constant", (), [TensorType((2, 3), F64)],
                   properties={"value": toyir.parse_type("tensor<2x3xf64>") and
                               toyir.parse("\"t.c\"() {v = dense<1.0> : tensor<2x3xf64>} : () -> ()").body[0]
                               .attribute("v")}, location=toyir.location("prog.toy", 2, 11))
    (t,) = main.op("toy.transpose", [c], [UNRANKED], location=toyir.location("prog.toy", 3, 11))
    (m,) = main.op("toy.mul", [t, t], [UNRANKED], location=toyir.location("prog.toy", 4, 11))
    main.op("toy.print", [m], location=toyir.location("prog.toy", 5, 3))
    main.op("toy.return")
    return module.build()


def test_built_ir_prints_verifies_and_infers():
    module = build_main()
    text = toyir.print_ir(module)
    assert '%1 = "toy.transpose"(%0) : (tensor<2x3xf64>) -> tensor<*xf64> loc("prog.toy":3:11)' in text
    assert toyir.verify(module, registry=toy_registry()) == []
    assert toyir.check(text, registry=toy_registry()) == []
    retyped = toyir.print_ir(toyir.infer_shapes(module, registry=toy_registry()))
    assert '"toy.mul"(%1, %1) : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>' in retyped
    assert "tensor<*xf64>" in toyir.print_ir(module)  # the module itself is left as it was


def test_built_ir_errors_point_at_the_builders_locations():
    module = toyir.ModuleBuilder()
    f = module.function("f", [TensorType((2, 3), F64)], op_name="toy.func")
    (a,) = f.arguments
    f.op("toy.transpose", [a], [TensorType((2, 3), F64)], location=toyir.location("prog.toy", 7, 5))
    f.op("toy.return")
    (found,) = toyir.diagnose(module.build(), registry=toy_registry())
    assert (found.file, found.line, found.column, found.code) == ("prog.toy", 7, 5, "TOYIR-E002")


@pytest.mark.skipif(find_mlir_opt() is None, reason="mlir-opt 22 is not installed")
def test_built_ir_is_read_by_mlir_opt():
    text = toyir.print_ir(build_main())
    result = subprocess.run([find_mlir_opt(), "--allow-unregistered-dialect", "-"], input=text, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stderr


# Names a course may give files and functions, each with what MLIR's escaping makes of it.
ODD_NAMES = [("C:\\course\\prog.toy", r'"C:\\course\\prog.toy"'), ('my "quoted" file.toy', r'"my \22quoted\22 file.toy"'),
             ("tab\there", r'"tab\09here"'), ("line\nend", r'"line\0Aend"'), ("caf\u00e9.toy", '"caf\u00e9.toy"')]


def build_odd(file: str, function: str) -> toyir.Module:
    """A function named `function` whose one op, at `file`:3:11, does not verify."""
    module = toyir.ModuleBuilder()
    main = module.function(function, [TensorType((3,), F64), TensorType((2,), F64)], [TensorType((3,), F64)])
    a, b = main.arguments
    (r,) = main.op("test.broadcastable", [a, b], [TensorType((3,), F64)], attributes={"odd name": UnitAttr()},
                   location=toyir.location(file, 3, 11))
    main.op("func.return", [r])
    return module.build()


@pytest.mark.parametrize(("name", "escaped"), ODD_NAMES)
def test_the_builder_escapes_what_it_quotes_as_mlir_does(name, escaped):
    text = toyir.print_ir(build_odd(name, name))
    assert f"loc({escaped}:3:11)" in text and f"func.func @{escaped}(" in text and '{"odd name"}' in text
    toyir.parse(text)  # no syntax error
    (found,) = toyir.diagnose(build_odd(name, name), "built.mlir")
    assert (found.file, found.line, found.column, found.code) == (name, 3, 11, "TOYIR-E001")


def test_a_function_name_that_is_not_an_identifier_is_quoted():
    assert "func.func @main(" in toyir.print_ir(build_odd("prog.toy", "main"))
    assert 'func.func @"we\\22ird"(' in toyir.print_ir(build_odd("prog.toy", 'we"ird'))
    assert 'func.func @"2nd"(' in toyir.print_ir(build_odd("prog.toy", "2nd"))


@pytest.mark.skipif(find_mlir_opt() is None, reason="mlir-opt 22 is not installed")
def test_built_ir_with_odd_names_is_read_by_mlir_opt():
    for name, _ in ODD_NAMES:
        text = toyir.print_ir(build_odd(name, name))
        result = subprocess.run([find_mlir_opt(), "--allow-unregistered-dialect", "-"], input=text,
                                capture_output=True, text=True)
        # mlir-opt reads it (its verifier then rejects the op, as toyir does: not a syntax error)
        assert "op operands don't have broadcast-compatible shapes" in result.stderr, (name, result.stderr)
        assert f"{name}:3:11: error:" in result.stderr, (name, result.stderr)


# ---------------------------------------------------------------- verdicts, traits, codes


class NoRepeatedOperand(toyir.Trait):
    """An op may not use one value twice: its verdict depends on which values, not their types."""

    __slots__ = ()
    cacheable = False
    code = "COURSE-1"

    def verify(self, op):
        names = [str(u) for u in op.operands]
        return toyir.op_error(op, "uses a value twice") if len(set(names)) < len(names) else None


def test_a_verdict_that_depends_on_more_than_types_is_never_reused():
    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("c.add", (NoRepeatedOperand(),))])
    text = ('%a = "t.x"() : () -> i32\n%b = "t.x"() : () -> i32\n'
            '%0 = "c.add"(%a, %b) : (i32, i32) -> i32\n%1 = "c.add"(%a, %a) : (i32, i32) -> i32\n')
    found = toyir.diagnose(text, registry=registry, allow_unregistered=True)
    assert [(f.line, f.code) for f in found] == [(4, "COURSE-1")]


def test_a_registry_reused_across_files_and_extended_later_carries_nothing_over():
    registry = toyir.Registry([toyir.OpDef("c.one", (toyir.NOperands(1),))], ["c"])
    bad = '"c.one"() : () -> ()\n'
    assert len(toyir.check(bad, registry=registry)) == 1
    assert toyir.check('"c.one"(%x) : (i32) -> ()\n', registry=registry) == []
    assert "unregistered" in toyir.check('"c.two"() : () -> ()\n', registry=registry)[0].message
    registry.declare(toyir.OpDef("c.two", ()))
    assert toyir.check('"c.two"() : () -> ()\n', registry=registry) == []


def test_traits_without_slots_compare_by_their_fields():
    class MaxRank(toyir.Trait):
        def __init__(self, n):
            self.n = n

        def verify(self, op):
            ranked = [t for t in op.operand_types if getattr(t, "shape", None) is not None]
            return toyir.op_error(op, f"rank above {self.n}") if any(len(t.shape) > self.n for t in ranked) else None

    assert MaxRank(2) != MaxRank(4) and MaxRank(2) == MaxRank(2)
    assert len(toyir.OpDef("c.op", (MaxRank(2), MaxRank(4))).checks) == 2


def test_markers_declare_but_are_not_run_on_the_op():
    from toyir.traits import IsolatedFromAbove, Marker

    class Loud(Marker):
        """A marker whose verify would fail the op, were it run."""

        __slots__ = ()

        def verify(self, op):
            raise AssertionError("a marker was run")

    definition = toyir.OpDef("c.op", (Loud(), IsolatedFromAbove(), toyir.NOperands(1)))
    assert definition.runs == (toyir.NOperands(1),) and definition.has(IsolatedFromAbove)
    registry = toyir.DEFAULT_REGISTRY.extended([definition], ["c"])
    assert [f.message for f in toyir.diagnose('"c.op"() : () -> ()', registry=registry)] == [
        "'c.op' op requires a single operand, but found 0"]  # (MLIR's OneOperand, then toyir's count)


def test_a_trait_that_raises_is_a_located_error_naming_it():
    class EvenRank(toyir.Trait):  # the README's example as first written: len(None) on an unranked tensor
        __slots__ = ()

        def verify(self, op):
            odd = [i for i, t in enumerate(op.operand_types) if len(t.shape) % 2]
            return toyir.op_error(op, f"operand #{odd[0]} must have an even rank") if odd else None

    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("my.add", (EvenRank(),))], dialects=["my"])
    (found,) = toyir.diagnose('%r = "my.add"(%a) : (tensor<*xf32>) -> tensor<*xf32>\n', registry=registry)
    assert (found.line, found.column, found.code) == (1, 6, "TOYIR-E090")
    assert found.message.startswith("trait EvenRank of 'my.add' failed to run: TypeError:")


def test_a_dialects_own_symbol_user_is_checked_against_its_table_and_may_raise():
    # a `ref = @name` must name a symbol defined in the same table, before or after it
    class RefersToSymbol(toyir.SymbolUser):
        __slots__ = ()

        def verify_uses(self, op, symbols):
            name = op.attribute("ref").names[0][1:]
            if name == "boom":
                raise KeyError(name)
            return None if name in symbols else toyir.op_error(op, f"'{name}' names no symbol")

    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("my.ref", (RefersToSymbol(),))], dialects=["my"])
    text = ('"my.ref"() {ref = @later} : () -> ()\n"my.ref"() {ref = @nowhere} : () -> ()\n'
            '"my.ref"() {ref = @boom} : () -> ()\nfunc.func private @later()\n')
    found = toyir.diagnose(text, registry=registry)
    assert [(f.line, f.code) for f in found] == [(2, "TOYIR-E009"), (3, "TOYIR-E090")]
    assert found[0].message == "'my.ref' op 'nowhere' names no symbol"
    assert found[1].message.startswith("trait RefersToSymbol of 'my.ref' failed to run: KeyError:")


def test_teaching_notes_can_be_left_out():
    bad = '%r = "test.broadcastable"(%a) : (tensor<3xi32>) -> tensor<4xi32>\n'
    assert toyir.diagnose(bad)[0].notes
    assert toyir.diagnose(bad, teaching_notes=False)[0].notes == ()
    result = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--no-teaching-notes", "-"],
                            input=bad, capture_output=True, text=True)
    assert result.returncode == 1 and "note:" not in result.stderr


def test_teaching_notes_left_out_are_not_made(monkeypatch, tmp_path):
    # Both of Broadcastable's notes, in both processes of a large file read as `toyir-verify`
    # reads it: a note left out is never built (its table is the costly part of a wrong op's
    # error), and the choice ends with the call.
    def bad(name: str, n: int) -> str:
        return (f"func.func @{name}(%a: tensor<{n}xf32>, %b: tensor<4xf32>) {{\n"
                f'  %r = "test.broadcastable"(%a, %b) : (tensor<{n}xf32>, tensor<4xf32>) -> tensor<4xf32>\n'
                f'  %s = "test.broadcastable"(%a) : (tensor<{n}xf32>) -> tensor<5xf32>\n  return\n}}\n')

    source = Source("t.mlir", bad("first", 3) + generate(3000, 60) + bad("last", 7))
    log = tmp_path / "tables"

    def logged(real):
        def table(*args):  # each process appends, and closes the file before it ends
            with log.open("a") as f:
                f.write(f"{os.getpid()}\n")
            return real(*args)
        return table

    monkeypatch.setattr(broadcast, "labelled_table", logged(broadcast.labelled_table))  # the operands' tables
    monkeypatch.setattr(broadcast, "cells_table", logged(broadcast.cells_table))  # the result's
    monkeypatch.setattr(driver, "PARALLEL_MIN_CHARS", 0)
    claims_in_halves(monkeypatch)
    without = driver.check(source, keep_modules=False, teaching_notes=False)
    assert len(without) == 4 and not log.exists()
    assert toyir.traits.teaching()
    with_notes = driver.check(source, keep_modules=False)
    assert len(set(log.read_text().split())) == 2 and len(log.read_text().split()) == 4  # two in each process
    assert [d._replace(notes=tuple(n for n in d.notes if not n.explanatory)) for d in with_notes] == without


def test_infer_shapes_follows_values_across_top_level_ops():
    text = ('%a = "test.broadcastable"(%x, %y) : (tensor<4xi32>, tensor<3x1xi32>) -> tensor<*xi32>\n'
            '%b = "test.broadcastable"(%a) : (tensor<*xi32>) -> tensor<*xi32>\n')
    retyped = toyir.print_ir(toyir.infer_shapes(toyir.parse(text)))
    assert '%b = "test.broadcastable"(%a) : (tensor<3x4xi32>) -> tensor<3x4xi32>' in retyped
    assert toyir.check(retyped) == []


def test_infer_shapes_leaves_the_module_it_was_given_as_it_was():
    # the copy it retypes is its own, down to the ops of a region and a function's signature
    text = ('func.func @f(%x: tensor<4xi32>) -> tensor<*xi32> {\n'
            '  %a = "test.broadcastable"(%x, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<*xi32>\n'
            '  "test.op_with_region"() ({\n    %b = "test.broadcastable"(%a) : (tensor<*xi32>) -> tensor<*xi32>\n'
            '  }) : () -> ()\n  return %a : tensor<*xi32>\n}\n')
    module = toyir.parse(text)
    before = toyir.print_ir(module)
    retyped = toyir.print_ir(toyir.infer_shapes(module))
    assert "func.func @f(%x: tensor<4xi32>) -> tensor<4xi32> {" in retyped
    assert '%b = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>' in retyped
    assert toyir.print_ir(module) == before and "tensor<*xi32>" not in retyped and before.count("tensor<*xi32>") == 5


# ---------------------------------------------------------------- loading dialects


def test_dialect_loading_errors_are_one_line_and_exit_2(tmp_path):
    missing = toyir_verify("--dialect", "nowhere.py", "samples/toy/ch2.mlir")
    assert (missing.returncode, missing.stderr) == (2, "toyir-verify: error: cannot load dialect 'nowhere.py': no such file\n")
    empty = tmp_path / "empty.py"
    empty.write_text("X = 1\n")
    result = toyir_verify("--dialect", str(empty), "samples/toy/ch2.mlir")
    assert result.returncode == 2 and "declares no ops" in result.stderr and result.stderr.count("\n") == 1
    broken = tmp_path / "broken.py"
    broken.write_text("raise RuntimeError('oops')\n")
    result = toyir_verify("--dialect", str(broken), "samples/toy/ch2.mlir")
    assert result.returncode == 2 and "RuntimeError: oops" in result.stderr and "Traceback" not in result.stderr


def test_a_dialect_modules_exit_functions_still_run(tmp_path):
    # The CLI ends with os._exit after its own exit work: atexit's functions are part of it.
    dialect = tmp_path / "noting.py"
    done = tmp_path / "done"
    dialect.write_text(f"import atexit, toyir\nOPS = ()\nDIALECTS = ('noting',)\n"
                       f"atexit.register(lambda: open({str(done)!r}, 'w').write('bye'))\n")
    result = toyir_verify("--dialect", str(dialect), "samples/broadcastable_valid.mlir")
    assert result.returncode == 0, result.stderr
    assert done.read_text() == "bye"


def test_installed_dialects_are_loaded_from_the_entry_point_group(monkeypatch):
    monkeypatch.syspath_prepend(str(TOY))
    monkeypatch.setattr(extensions, "installed", lambda: ["toy"])
    semantics = extensions.with_dialects(toyir.SPEC, [])
    assert semantics.registry.lookup("toy.transpose") is not None


def test_installed_dialects_are_found_in_real_package_metadata(monkeypatch, tmp_path):
    metadata = tmp_path / "toy_course-1.0.dist-info"
    metadata.mkdir()
    (metadata / "METADATA").write_text("Metadata-Version: 2.1\nName: toy-course\nVersion: 1.0\n")
    (metadata / "entry_points.txt").write_text("[toyir.dialects]\ntoy = toy\n")
    assert "toy" not in extensions.installed()
    monkeypatch.syspath_prepend(str(tmp_path))
    assert "toy" in extensions.installed()


def test_places_the_quick_look_cannot_read_are_left_to_importlib_metadata(monkeypatch, tmp_path):
    assert not extensions._may_announce_dialects()
    (tmp_path / "plugins.zip").write_bytes(b"PK")
    for entry in (str(tmp_path / "plugins.zip"), str(tmp_path / "old_plugin.egg")):
        monkeypatch.setattr(sys, "path", [entry])
        assert extensions._may_announce_dialects(), entry


def test_start_up_without_announced_dialects_skips_importlib_metadata():
    probe = "import sys, toyir.extensions as e; e.installed(); print('importlib.metadata' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout == "False\n"


def test_every_library_trait_states_its_rule():
    import inspect

    import toyir.traits as traits
    classes = [v for v in vars(traits).values() if inspect.isclass(v) and issubclass(v, traits.Trait)]
    assert len(classes) > 30
    assert [c.__name__ for c in classes if not (c.__doc__ or "").strip() or c.__doc__ == traits.Trait.__doc__
            and c is not traits.Trait] == []
