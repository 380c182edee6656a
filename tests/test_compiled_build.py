"""The optional compiled build (setup.py: `TOYIR_COMPILE=1 pip install .`): the same modules,
compiled with mypyc.  CI runs the whole suite twice, on the default pure-Python install and on
the compiled one (with TOYIR_EXPECT_COMPILED=1), so both builds pass every test."""

from __future__ import annotations

import ast
import importlib
import importlib.machinery
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


def compiled_sources() -> list[str]:
    """setup.py's COMPILED list, read without running setup.py."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    (listed,) = [node.value for node in tree.body if isinstance(node, ast.Assign)
                 and any(isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets)]
    return ast.literal_eval(listed)


def test_setup_names_modules_that_exist():
    sources = compiled_sources()
    assert sources, "setup.py compiles nothing"
    assert [path for path in sources if not (ROOT / path).is_file()] == []


def test_the_build_under_test_is_the_one_ci_asked_for():
    # The pure-Python run must not pick up a stray compiled module, nor the compiled run the
    # sources: either would test the other build twice.
    expected = os.environ.get("TOYIR_EXPECT_COMPILED") == "1"
    for path in compiled_sources():
        module = importlib.import_module(path.removesuffix(".py").replace("/", "."))
        compiled = module.__file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
        assert compiled == expected, f"{module.__name__} from {module.__file__}"


def test_version_says_which_build_runs(capsys):
    from toyir import __version__
    from toyir.cli import main

    with pytest.raises(SystemExit) as exited:
        main(["--version"])
    build = "compiled" if os.environ.get("TOYIR_EXPECT_COMPILED") == "1" else "pure Python"
    assert (exited.value.code, capsys.readouterr().out) == (0, f"toyir-verify {__version__} ({build})\n")


@pytest.fixture
def backend(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "build_backend"))
    sys.modules.pop("toyir_build", None)
    return importlib.import_module("toyir_build")


@pytest.mark.parametrize("hook", ["get_requires_for_build_wheel", "get_requires_for_build_editable"])
def test_the_build_needs_mypy_only_when_compiling(backend, monkeypatch, hook):
    monkeypatch.delenv("TOYIR_COMPILE", raising=False)
    plain = getattr(backend, hook)()
    assert not any(r.startswith("mypy") for r in plain)
    monkeypatch.setenv("TOYIR_COMPILE", "1")
    assert [r for r in getattr(backend, hook)() if r not in plain] == ["mypy>=1.10"]


@pytest.mark.parametrize(("asked", "says"), [("1", "needs mypy"), ("yes", "say 1 for the compiled build")])
def test_a_compiled_build_that_cannot_be_made_says_why_in_one_line(asked, says):
    # As with --no-build-isolation where mypy is not installed: mypyc cannot be imported.  And a
    # value that is neither 0 nor 1 is not taken for either.
    blocked = "import runpy, sys; sys.modules['mypyc'] = sys.modules['mypyc.build'] = None; " \
              "sys.argv = ['setup.py', '--version']; runpy.run_path('setup.py', run_name='__main__')"
    done = subprocess.run([sys.executable, "-c", blocked], cwd=ROOT, capture_output=True, text=True,
                          env={**os.environ, "TOYIR_COMPILE": asked})
    assert done.returncode == 1
    assert says in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
