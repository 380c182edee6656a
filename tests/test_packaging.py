"""The wheel: it carries the grammar, and toyir runs from it with no checkout in sight."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    # Build from a copy, so that the checkout gets no build/ or egg-info droppings.
    tree = tmp_path_factory.mktemp("tree")
    for name in ("toyir", "grammar", "build_backend"):
        shutil.copytree(ROOT / name, tree / name, ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, tree / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(out), str(tree)], check=True, capture_output=True)
    (built,) = out.glob("toyir-*.whl")
    return built


def test_wheel_ships_the_grammar_and_the_entry_point(wheel):
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        entry_points = next(z.read(n).decode() for n in names if n.endswith("entry_points.txt"))
    assert "toyir/grammar/toyir.lark" in names
    assert (ROOT / "grammar" / "toyir.lark").read_bytes() == zipfile.ZipFile(wheel).read("toyir/grammar/toyir.lark")
    assert "toyir-verify = toyir.cli:run" in entry_points
    packages = {str(init.parent.relative_to(ROOT)) for init in (ROOT / "toyir").rglob("__init__.py")}
    missing = {package for package in packages if f"{package}/__init__.py" not in names}
    assert not missing, f"packages left out of the wheel (pyproject.toml's packages): {sorted(missing)}"


def test_toyir_runs_from_the_unpacked_wheel(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    probe = (
        "import toyir, toyir.syntax.parser\n"
        "from importlib.resources import files\n"
        f"assert toyir.__file__.startswith({str(site)!r}), toyir.__file__\n"
        f"assert str(files('toyir.grammar')).startswith({str(site)!r})\n"
        "import sys\n"
        "from toyir.cli import main\n"
        "try:\n"
        "    sys.exit(main())\n"
        "finally:\n"
        "    stray = [m.__file__ for n, m in list(sys.modules.items()) if n.startswith('toyir')\n"
        f"             and getattr(m, '__file__', None) and not m.__file__.startswith({str(site)!r})]\n"
        "    if stray:\n"
        "        print('imported from outside the wheel:', stray, file=sys.stderr)\n"
        "        sys.stderr.flush(); import os; os._exit(3)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    result = subprocess.run([sys.executable, "-c", probe, str(ROOT / "samples" / "broadcastable_invalid.mlir")],
                            capture_output=True, cwd=tmp_path, env=env)
    assert result.returncode == 1, result.stderr.decode()
    assert result.stderr.decode().count(": error: ") == 5


def test_a_wheel_builds_from_the_sdist(tmp_path):
    # The build backend is in the tree (pyproject.toml's backend-path): the sdist must carry it.
    tree = tmp_path / "tree"
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(
        "__pycache__", "*.so", "build", "*.egg-info", ".git", ".hypothesis", ".pytest_cache", ".mypy_cache"))
    sdist_dir, wheel_dir = tmp_path / "sdist", tmp_path / "wheel"
    build_sdist = ("import sys; sys.path.insert(0, 'build_backend'); import toyir_build; "
                   f"print(toyir_build.build_sdist({str(sdist_dir)!r}))")
    sdist_dir.mkdir()
    subprocess.run([sys.executable, "-c", build_sdist], cwd=tree, check=True, capture_output=True)
    (sdist,) = sdist_dir.glob("toyir-*.tar.gz")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(wheel_dir), str(sdist)], check=True, capture_output=True)
    assert len(list(wheel_dir.glob("toyir-*.whl"))) == 1
