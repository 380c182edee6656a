"""What verifying a small file imports: an allow-list, not a list of what must not come.

A small file's time is mostly start-up, and every module on the way costs some of it.  The
grammar of record (Lark: tens of milliseconds) is imported only where the reader gives up on a
chunk, which valid text never makes it do: a file of every construct, attributes, locations,
aliases and ops over several lines among them, is read without it.  argparse (with gettext's
locale lookup) waits for a command line with options; tempfile, and the spool, for a chunk of
1 MiB or more with errors; the second process for a chunk of 2 MB or more.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SAMPLES = Path(__file__).parents[1] / "samples"

# Every toyir module a small valid file of `test` ops in functions needs, and no other.
TOYIR = {"toyir", "toyir.cli", "toyir.diagnostics", "toyir.dialects", "toyir.dialects.func", "toyir.dialects.test",
         "toyir.driver", "toyir.explanations", "toyir.extensions", "toyir.ir", "toyir.lazy_regex", "toyir.reading",
         "toyir.records", "toyir.registry", "toyir.reporting", "toyir.rendering", "toyir.semantics", "toyir.shapes", "toyir.source",
         "toyir.suggestions", "toyir.syntax", "toyir.syntax.affine", "toyir.syntax.bounded", "toyir.syntax.checks", "toyir.syntax.context",
         "toyir.syntax.fastparse", "toyir.syntax.numbers", "toyir.syntax.reader", "toyir.syntax.splitting",
         "toyir.traits", "toyir.traits.attributes", "toyir.traits.base", "toyir.traits.broadcast", "toyir.traits.regions",
         "toyir.traits.structure", "toyir.traits.types", "toyir.trial", "toyir.verifier",
         "toyir.verifier.op_checks", "toyir.verifier.regions", "toyir.verifier.report", "toyir.verifier.values"}
# The standard library's modules it may add to what the interpreter started with.
STANDARD = {"_bisect", "bisect", "_contextvars", "contextvars", "array", "atexit", "collections.abc", "gc", "mmap"}
# And those an interpreter loads as it starts where `site` runs as usual, which the compiled
# build (its modules import theirs at once; CI runs it with PYTHONSAFEPATH) may load itself.
CORE = {"__future__", "_collections", "_functools", "_operator", "_sre", "collections", "copyreg", "enum", "errno",
        "functools", "importlib", "importlib._bootstrap", "importlib._bootstrap_external", "importlib.machinery",
        "itertools", "keyword", "operator", "re", "re._casefix", "re._compiler", "re._constants", "re._parser",
        "reprlib", "types", "warnings"}


def standard(modules: set[str]) -> set[str]:
    """Of `modules`, those neither toyir's nor the compiled build's runtime (`<hash>__mypyc`)."""
    return {m for m in modules if not m.startswith("toyir") and not m.endswith("__mypyc")}

# Every kind of thing the grammar reads that the line patterns do not: each line here was
# handed to Lark, op by op, before the reader.
EVERY_CONSTRUCT = '''\
!t = tensor<4xf32>
#map = affine_map<(d0, d1) -> (d1, d0)>
func.func @f(%a: !t loc("in.py":1:2), %b: tensor<?x4xf32>) -> tensor<?x4xf32> attributes {llvm.emit = true} {
  %0 = "test.broadcastable"(%a, %b) {alpha = 1.5e-01 : f32, perm = [0, 2, 1], sizes = array<i64: 1, 2>,
      ty = tensor<4xf32>, cfg = {depth = 2 : i32, name = "x\\22y"}, unit, on = false, map = #map,
      fm = #arith.fastmath<fast>, d = dense<[1, 2]> : tensor<2xi32>, s = @g::@h}
      : (!t, tensor<?x4xf32>) -> tensor<?x4xf32> loc(fused<"pass">["a.py":1:2, callsite("f"("b.py":3:4) at "c.py":5:6)])
  %1 = "test.broadcastable"( %0 ,%a )  :  ( tensor<?x4xf32> , tensor< 4 x f32 > )->tensor<?x4xf32> loc(#loc1)
  "test.parent"() ({
  ^bb0(%x: i32 loc(unknown)):  // a comment
    "test.child"(%x) : (i32) -> () loc("n")
    "test.finish"() : () -> ()
  }) : () -> () loc("n"("d.py":7:8))
  return %1 : tensor<?x4xf32>
}
#loc1 = loc("e.py":9:10 to 11:12)
'''


def imported(*arguments: str, text: str | None = None, tmp_path: Path | None = None) -> tuple[int, set[str]]:
    """The exit status of `toyir-verify ARGUMENTS` run in a new interpreter, and the modules it
    imported beyond those the interpreter started with."""
    if text is not None:
        assert tmp_path is not None
        path = tmp_path / "f.mlir"
        path.write_text(text, encoding="utf-8")
        arguments = (*arguments, str(path))
    probe = ("import sys; before = set(sys.modules); from toyir.cli import main; code = main(sys.argv[1:]); "
             "print(code, *sorted(set(sys.modules) - before))")
    result = subprocess.run([sys.executable, "-c", probe, *arguments], capture_output=True, text=True)
    code, *modules = result.stdout.split()
    return int(code), set(modules)


def test_a_small_file_imports_only_what_it_needs():
    code, modules = imported(str(SAMPLES / "broadcastable_valid.mlir"))
    assert code == 0
    assert {m for m in modules if m.startswith("toyir")} == TOYIR
    assert standard(modules) <= STANDARD | CORE


def test_a_file_of_every_construct_is_read_without_the_grammar(tmp_path):
    code, modules = imported(text=EVERY_CONSTRUCT, tmp_path=tmp_path)
    assert code == 0
    assert {m for m in modules if m.startswith("toyir")} == TOYIR
    assert standard(modules) <= STANDARD | CORE


def test_the_grammar_is_imported_to_judge_a_syntax_error(tmp_path):
    code, modules = imported(text=EVERY_CONSTRUCT.replace("tensor< 4 x f32 >", "tensor< 4 x f32"),
                             tmp_path=tmp_path)
    assert code == 1 and "lark" in modules and "toyir.syntax.parser" in modules


def test_options_bring_argparse(tmp_path):
    code, modules = imported("--allow-unregistered-dialect", text=EVERY_CONSTRUCT, tmp_path=tmp_path)
    assert code == 0 and "argparse" in modules and "lark" not in modules


@pytest.mark.skipif(not (Path(__file__).parents[2] / "shared" / "upstream" / "generic").is_dir(),
                    reason="../shared/upstream (mlir-opt's generic renderings of upstream tests) is not here")
def test_upstream_generic_files_are_read_without_the_grammar():
    root = Path(__file__).parents[2] / "shared" / "upstream"
    paths = sorted(str(p) for p in (root / "generic").rglob("*.mlir")) + \
        sorted(str(p) for p in (root / "generic-debuginfo").rglob("*.mlir"))
    probe = ("import sys; from toyir.cli import main\n"
             "for path in sys.argv[1:]:\n"
             "    main(['--allow-unregistered-dialect', '--split-input-file', path])\n"
             "print('lark' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", probe, *paths], capture_output=True, text=True)
    assert paths and result.stdout.split()[-1] == "False"
