"""README.md's commands are the ones CI runs, and the samples it names behave as it says."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from support import diagnose

ROOT = Path(__file__).parents[1]
README = (ROOT / "README.md").read_text()


def shell_blocks() -> list[str]:
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", README, re.S)]


def test_readme_has_the_install_and_test_commands_and_ci_runs_them():
    install, test = shell_blocks()[:2]
    # a virtual environment first: Debian's own Python refuses `pip install` outside one
    assert install.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install -e '.[test]' && "
                              "toyir-verify samples/")
    assert test == "pytest"
    ci = (ROOT / ".ci" / "run").read_text()
    assert f"\n{install} || " in ci  # as written (its sample has errors: CI expects exit status 1)
    assert "\npytest\n" in ci


def output_blocks() -> list[list[str]]:
    """The README's blocks of toyir-verify's output: each a list of lines, `...` left out."""
    blocks: list[list[str]] = []
    fence: str | None = None  # the opening line of the block being read
    for line in README.splitlines():
        if line.startswith("```"):
            if fence is None:
                fence = line
                blocks.append([])
            else:
                if fence != "```":  # only a block without a language is output
                    blocks.pop()
                fence = None
        elif fence is not None and line != "...":
            blocks[-1].append(line)
    return [b for b in blocks if any(": error: " in line for line in b)]


def test_the_readme_sample_outputs_are_what_toyir_prints(tmp_path):
    quick, teaching = output_blocks()
    sample = shell_blocks()[0].split()[-1]
    printed = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", sample], cwd=ROOT,
                             capture_output=True, text=True).stderr.splitlines()
    assert quick == printed[:len(quick)]  # every character, the code after the message included
    (tmp_path / "t.mlir").write_text(teaching[1] + "\n")  # the op the block shows, as the file
    printed = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "t.mlir"], cwd=tmp_path,
                             capture_output=True, text=True).stderr.splitlines()
    assert teaching == printed


def test_the_compiled_build_command_is_run_by_ci():
    (install,) = [block for block in shell_blocks() if "TOYIR_COMPILE" in block]
    assert install == "TOYIR_COMPILE=1 pip install ."
    assert f"\n{install}\n" in (ROOT / ".ci" / "run").read_text()


def lit_recipe(directory: Path) -> None:
    section = README[README.index("## Use in a lit suite"):]
    config = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    test = re.search(r"```mlir\n(.*?)```", section, re.S).group(1)
    (directory / "lit.cfg.py").write_text(config)
    (directory / "example.mlir").write_text(test)


def test_the_lit_suite_recipe_works_as_written(tmp_path):
    lit_recipe(tmp_path)
    run = subprocess.run([sys.executable, "-c", "from lit.main import main; main()", "-v", str(tmp_path)],
                         capture_output=True, text=True)
    assert "PASS: my-suite :: example.mlir" in run.stdout, run.stdout + run.stderr


DEBIAN_LIT = Path("/usr/lib/llvm-22/bin/lit")


@pytest.mark.skipif(not DEBIAN_LIT.exists(), reason="Debian's lit (llvm-22-tools, which .ci/run installs) is absent")
@pytest.mark.parametrize("how", ["activated", "TOYIR_VERIFY", "neither"])
def test_the_lit_suite_recipe_works_under_debians_lit(tmp_path, how):
    # Debian's lit runs the system's Python, beside which toyir-verify is not
    lit_recipe(tmp_path)
    here = str(Path(sys.executable).parent)
    path = os.pathsep.join(["/usr/bin", "/bin"])  # the system's: no toyir-verify there
    env = {**os.environ, "PATH": path}
    env.pop("TOYIR_VERIFY", None)
    env.pop("VIRTUAL_ENV", None)
    if how == "activated":
        env["PATH"] = os.pathsep.join([here, path])
    elif how == "TOYIR_VERIFY":
        env["TOYIR_VERIFY"] = str(Path(sys.executable).parent / "toyir-verify")
    run = subprocess.run([str(DEBIAN_LIT), "-v", str(tmp_path)], capture_output=True, text=True, env=env)
    if how == "neither":  # one line that says what to do, not every test failing with 'command not found'
        assert run.returncode != 0 and "toyir-verify not found: activate the environment" in run.stderr
        assert "command not found" not in run.stdout + run.stderr
    else:
        assert "PASS: my-suite :: example.mlir" in run.stdout, run.stdout + run.stderr


def test_the_language_server_install_command_is_run_by_ci():
    section = README[README.index("## Language server"):]
    install = re.search(r"```sh\n(.*?)```", section, re.S).group(1).strip()
    assert install == "pip install -e '.[lsp]' && toyir-lsp --version"
    assert install in (ROOT / ".ci" / "run").read_text()
    assert "pip install 'toyir" not in README  # toyir is not on PyPI


def test_the_vs_code_snippets_server_command_speaks_lsp():
    import json

    from test_lsp import Client

    snippet = json.loads("{" + re.search(r"```json\n(.*?)```", README, re.S).group(1) + "}")
    command = snippet["glspc.server.command"]
    assert command == "toyir-lsp"
    client = Client([str(Path(sys.executable).parent / command)])
    try:
        ready = client.send("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        assert "hoverProvider" in client.wait_for(id=ready)["result"]["capabilities"]
    finally:
        client.close()


def test_user_facing_text_names_no_document_users_lack():
    from toyir.explanations import CODES, explain

    for code, *_ in CODES:
        assert "seed" not in explain(code)


def test_the_python_api_section_runs_as_written(capsys, monkeypatch):
    """Every ```python block of the README's Python API section, run in order in one namespace."""
    section = README[README.index("## Python API"):README.index("### Teaching output")]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) >= 3
    monkeypatch.chdir(ROOT)
    namespace: dict = {}
    for block in blocks:
        exec(compile(block, "README.md", "exec"), namespace)  # noqa: S102  (our own README)
    out = capsys.readouterr().out
    assert "tensor<3x2xf64>" in out


def test_the_notebook_section_runs_as_written():
    section = README[README.index("### In a notebook"):README.index("## Language server")]
    (block,) = re.findall(r"```python\n(.*?)```", section, re.S)
    exec(compile(block, "README.md", "exec"), {"toyir": __import__("toyir")})  # noqa: S102  (our own README)
    magic = re.search(r"```\n(%%toyir .*?)```", section, re.S).group(1).splitlines()[0]
    pytest.importorskip("IPython", reason="IPython is not installed (pip install -e '.[notebook]')")
    from toyir.notebook import _cell_magic

    usage = _cell_magic(SimpleNamespace(user_ns={})).__doc__  # what `%%toyir?` shows
    assert set(re.findall(r"--[a-z-]+", magic)) <= set(re.findall(r"--[a-z-]+", usage))


def declaring_section() -> str:
    return README[README.index("### Declaring a dialect"):README.index("### MLIR's Toy tutorial")]


def test_the_dialect_reference_names_every_public_trait_where_it_can_be_imported():
    # issue 40, item 9: every trait toyir has, named as `toyir.traits` exports it
    import toyir.traits

    section = declaring_section()
    named = set(re.findall(r"`([A-Za-z_]\w*)(?:\(|`)", section))
    public = {name for name in toyir.traits.__all__
              if isinstance(getattr(toyir.traits, name), type) and issubclass(getattr(toyir.traits, name), toyir.traits.Trait)
              or name in ("ParentOneOf", "OneRegion", "ZeroRegions", "OperandsOf", "ResultsOf", "tensor_of",
                          "AttrSizedOperandSegments", "AttrSizedResultSegments")}
    assert public - named == set()
    table = section[section.index("| traits |"):section.index("A whole dialect file")]
    for name in set(re.findall(r"`([A-Za-z_]\w*)(?:\(|`)", table)):
        assert hasattr(toyir.traits, name), name  # each is where the section says


def test_the_dialect_file_example_loads_and_checks(tmp_path):
    code = re.search(r"```python\n(.*?)```", declaring_section(), re.S).group(1)
    dialect = tmp_path / "course.py"
    dialect.write_text(code)
    source = tmp_path / "p.mlir"
    source.write_text('%r = "course.add"(%a, %b) : (tensor<2xf32>, tensor<1x2xf32>) -> tensor<2xf32>\n'
                      '%s = "course.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>\n')
    run = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--dialect", str(dialect),
                          str(source)], capture_output=True, text=True)
    assert run.returncode == 1 and "error: 'course.add' op operands must have one rank [COURSE-E2]" in run.stderr
    explained = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--dialect", str(dialect),
                                "--explain", "COURSE-E2"], capture_output=True, text=True)
    assert explained.stdout.startswith("COURSE-E2: operands of different ranks")
    import toyir

    ops, dialects = toyir.load_dialect(str(dialect))
    registry = toyir.DEFAULT_REGISTRY.extended(ops, dialects)
    module = toyir.parse(source.read_text().splitlines(keepends=True)[1])
    assert "-> tensor<2xf32>" in toyir.print_ir(toyir.infer_shapes(module, registry=registry))  # the infer hook


def test_the_readmes_first_op_verifies_and_its_usage_block_is_the_tools():
    first = re.search(r"```mlir\n(.*?)```", README, re.S).group(1)
    assert [m for *_, m in diagnose(first)] == [
        "'test.broadcastable' op result type '1x2' not broadcast compatible with broadcasted operands's shapes "
        "'?x2': result dim 0 is 1, but the operands leave it dynamic ('?'), so the result dim must be '?' too"]
    assert diagnose(first, semantics="mlir") == []
    usage = re.search(r"## `toyir-verify`\n\n```\n(.*?)```", README, re.S).group(1)
    helped = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--help"],
                            capture_output=True, text=True).stdout
    shown = set(re.findall(r"--?[a-z][a-z-]*(?:\[?=[A-Z|a-z-]+\]?)?", usage))
    assert shown <= set(re.findall(r"--?[a-z][a-z-]*(?:\[?=[A-Z|a-z-]+\]?)?", helped)), shown


def test_the_toy_tutorial_commands_run_as_written():
    (block,) = [b for b in shell_blocks() if "samples/toy/toy.py" in b and "irdl" not in b]
    for line in block.splitlines():
        command = line.split("#")[0].split()
        assert command[0] == "toyir-verify"
        run = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *command[1:]], cwd=ROOT,
                             capture_output=True, text=True)
        assert (run.returncode, run.stderr) == (0, ""), line
        assert ("--infer-shapes" in command) == bool(run.stdout)


def test_the_irdl_commands_run_as_written():
    (block,) = [b for b in shell_blocks() if "--irdl-file" in b]
    lines = block.splitlines()
    assert len(lines) == 2
    for line in lines:
        command, _, piped = line.partition(" | ")
        words = command.split()
        assert words[0] == "toyir-verify"
        run = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *words[1:]], cwd=ROOT,
                             capture_output=True, text=True)
        assert (run.returncode, run.stderr) == (0, ""), line
        if piped:  # `| diff - FILE`: the output is that file, to the character
            assert piped.split()[:2] == ["diff", "-"]
            assert run.stdout == (ROOT / piped.split()[2]).read_text()
