"""The ops mlir-opt 22 registers (toyir/dialects/mlir_opt_ops.py): with `--semantics=mlir
--allow-unregistered-dialect`, an op of one of mlir-opt's dialects that toyir does not
declare passes unchecked if mlir-opt registers it, and is mlir-opt's "unregistered operation"
otherwise (`"arith.consant"`); the table is mlir-opt's own, asked of it again here."""

from __future__ import annotations

import importlib.util
import re
import subprocess
from pathlib import Path

import pytest

from support import diagnose, find_mlir_opt
from toyir.dialects.mlir_opt_ops import OPS
from toyir.ir import MLIR_OPT_DIALECTS
from toyir.semantics import MLIR

UPSTREAM_GENERIC = Path(__file__).resolve().parent.parent.parent / "shared" / "upstream" / "generic"
UNREGISTERED = "unregistered operation '{}' found in dialect ('{}') that does not allow unknown operations"


def mlir(text: str, **options) -> list[tuple[int, int, str]]:
    return diagnose(text, semantics=MLIR, **{"allow_unregistered": True, **options})


def test_an_op_mlir_opt_does_not_register_in_a_dialect_it_closes_is_its_unregistered_operation():
    found = mlir('%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n"arith.consant"() : () -> ()\n')
    assert [(line, column) for line, column, _ in found] == [(2, 1)]
    assert found[0][2].startswith(UNREGISTERED.format("arith.consant", "arith") + ": did you mean 'arith.constant'?")


def test_ops_mlir_opt_registers_and_dialects_that_take_any_op_pass_unchecked():
    # (arith.extui: an op of a dialect toyir declares in part, toyir.dialects.upstream, not declared there)
    assert mlir('"arith.extui"() : () -> ()\n"tensor.empty"() : () -> ()\n"llvm.anything"() : () -> ()\n'
                '"nvvm.nope"() : () -> ()\n"mydialect.op"() : () -> ()\n') == []
    assert mlir('"arith.extui"() : () -> ()\n', allow_unregistered=False) == []


def test_spec_semantics_and_a_run_without_the_flag():
    # (spec semantics judges by the seed documents' dialects: an op of a dialect toyir does not
    # declare passes with the flag; without it, mlir semantics names the dialect toyir lacks, or,
    # of one it declares in part, the op mlir-opt does not register, in mlir-opt's words)
    assert diagnose('"arith.consant"() : () -> ()\n', allow_unregistered=True) == []
    found = mlir('"tensor.emptyy"() : () -> ()\n', allow_unregistered=False)
    assert len(found) == 1 and found[0][2].startswith("operation being parsed with an unregistered dialect")
    found = mlir('"arith.consant"() : () -> ()\n', allow_unregistered=False)
    assert len(found) == 1 and found[0][2].startswith(UNREGISTERED.format("arith.consant", "arith"))


def test_the_table_names_only_mlir_opts_dialects_and_is_not_empty():
    assert set(OPS) <= MLIR_OPT_DIALECTS
    assert {"arith", "tensor", "memref", "linalg", "scf", "affine"} <= set(OPS)
    assert "llvm" not in OPS and "test" not in OPS  # (they take any op)
    assert sum(map(len, OPS.values())) > 1000 and "constant" in OPS["arith"]


def test_every_op_of_the_upstream_generic_renderings_is_in_the_table():
    """Every op in a file mlir-opt itself printed is one it registers."""
    files = sorted(UPSTREAM_GENERIC.rglob("*.mlir")) if UPSTREAM_GENERIC.is_dir() else []
    if not files:
        pytest.skip("no ../shared/upstream/generic files")
    seen = missing = 0
    for path in files:
        for dialect, name in re.findall(r'"([a-z_][a-z0-9_]*)\.([A-Za-z0-9_.$]+)"\(', path.read_text()):
            if dialect in OPS:
                seen += 1
                missing += name not in OPS[dialect]
    assert seen > 100 and missing == 0


def test_mlir_opt_registers_every_op_of_the_table_and_closes_each_dialect_of_it():
    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        pytest.skip("mlir-opt 22 is not installed (Debian mlir-22-tools)")
    script = _script()
    names = [f"{dialect}.{name}" for dialect, ops in OPS.items() for name in sorted(ops)]
    misspelt = [f"{dialect}.{name}_x" for dialect, ops in OPS.items() for name in sorted(ops)[:3]]
    unregistered = script.probe(mlir_opt, names + misspelt)
    assert not unregistered & set(names)
    assert set(misspelt) <= unregistered
    assert set(script.closed_dialects(mlir_opt)) == set(OPS) | {"builtin", "func"}


def _script(name: str = "mlir_opt_ops"):
    """scripts/NAME.py, which writes a table (mlir_opt_ops.py by default): its way of asking mlir-opt."""
    path = Path(__file__).resolve().parent.parent / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"{name}_script", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _first_errors(output: str) -> dict[int, tuple[int, str]]:
    found: dict[int, tuple[int, str]] = {}
    for match in re.finditer(r"^[^:\n]*:(\d+):(\d+): error: (.*?)(?: \[TOYIR-E\d+\])?$", output, re.M):
        found.setdefault(int(match.group(1)), (int(match.group(2)), match.group(3)))
    return found


@pytest.mark.skipif(find_mlir_opt() is None, reason="mlir-opt 22 is not installed (apt-get install mlir-22-tools)")
def test_an_op_of_mlir_opts_that_lacks_its_required_attribute_is_judged_as_mlir_opt_judges_it(tmp_path, capsys):
    """Every op of the table that toyir does not declare, in the first shape the table gives it,
    given none of its required attributes, then each in turn (as the values the table gives,
    properties): toyir's first error is mlir-opt's (its words, its place), which asks for the
    next; with them all given, toyir asks for none."""
    from toyir import cli
    from toyir.dialects.mlir_opt_required import REQUIRED, SEGMENTS

    script = _script("mlir_opt_required")
    lookup = MLIR.registry.lookup
    ops = [(name, chain, shapes.split()[0]) for name, (chain, shapes) in sorted(REQUIRED.items())
           if lookup(name) is None]
    assert len(ops) > 300, "the table should hold the ops mlir-opt asks an attribute of"
    assert sum(len(chain) > 1 for _, chain, _ in ops) > 50, "and the attributes they ask for after the first"
    chunks = [script.chunk(name, int(shape[0]), int(shape[1]), int(shape[2]), shape[3], chain[:given], SEGMENTS.get(name))
              for name, chain, shape in ops for given in range(len(chain))]
    path = tmp_path / "required.mlir"
    path.write_text("\n// -----\n".join(chunks) + "\n")
    run = subprocess.run([find_mlir_opt(), "--allow-unregistered-dialect", "--split-input-file", str(path), "-o",
                          "/dev/null"], capture_output=True, text=True)
    cli.main(["--semantics=mlir", "--allow-unregistered-dialect", "--split-input-file", str(path)])
    theirs = _first_errors(run.stderr)
    assert len(theirs) == len(chunks) and _first_errors(capsys.readouterr().err) == theirs
    expected = [f"'{name}' op requires attribute '{attribute}'" for name, chain, _ in ops for attribute, _ in chain]
    assert [message for _, (_, message) in sorted(theirs.items())] == expected
    given = [script.chunk(name, int(shape[0]), int(shape[1]), int(shape[2]), shape[3], (), SEGMENTS.get(name)).replace(
        " : (", f" {{{', '.join(f'{attribute} = unit' for attribute, _ in chain)}}} : (", 1) for name, chain, shape in ops]
    path.write_text("\n// -----\n".join(given) + "\n")
    cli.main(["--semantics=mlir", "--allow-unregistered-dialect", "--split-input-file", str(path)])
    ours = capsys.readouterr().err
    assert "requires attribute" not in ours and "expected" not in ours  # (no syntax error: each was read)


@pytest.mark.skipif(find_mlir_opt() is None, reason="mlir-opt 22 is not installed (apt-get install mlir-22-tools)")
def test_an_op_of_mlir_opts_whose_segments_do_not_add_up_is_judged_as_mlir_opt_judges_it(tmp_path, capsys):
    """Every op of the table sized by `operandSegmentSizes`, given sizes of its length that add
    up to one operand more than it has, then to as many: where mlir-opt's first error is about
    the sizes, toyir's is the same; toyir rejects none mlir-opt accepts."""
    from toyir import cli
    from toyir.dialects.mlir_opt_required import SEGMENTS

    lookup = MLIR.registry.lookup
    ops = [(name, count) for name, count in sorted(SEGMENTS.items()) if lookup(name) is None]
    assert len(ops) > 150
    chunks = []
    for name, count in ops:
        for first in (1, 0):
            sizes = ", ".join([str(first)] + ["0"] * (count - 1))
            chunks.append(f'func.func @f() {{\n  "{name}"() <{{operandSegmentSizes = array<i32: {sizes}>}}> : () -> ()\n'
                          f'  return\n}}')
    path = tmp_path / "segments.mlir"
    path.write_text("\n// -----\n".join(chunks) + "\n")
    run = subprocess.run([find_mlir_opt(), "--allow-unregistered-dialect", "--split-input-file", str(path), "-o",
                          "/dev/null"], capture_output=True, text=True)
    theirs = _first_errors(run.stderr)
    cli.main(["--semantics=mlir", "--allow-unregistered-dialect", "--split-input-file", str(path)])
    ours = _first_errors(capsys.readouterr().err)
    sized = {line: found for line, found in theirs.items() if "operandSegmentSizes" in found[1]}
    assert len(sized) > 10 and {line: ours.get(line) for line in sized} == sized
    assert set(ours) <= set(theirs)


def test_the_properties_converted_are_of_the_dialects_the_verifier_asks_about():
    # (the verifier looks the rules up only for ops of these dialects: a table of another's would go unread)
    from toyir.dialects.mlir_opt_rules import _PROPERTIES
    from toyir.verifier.op_checks import _PROPERTY_DIALECTS

    assert {name.partition(".")[0] for name in _PROPERTIES} == _PROPERTY_DIALECTS
