"""README.md's commands are the ones CI runs, and the samples it names behave as it says."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from support import diagnose

ROOT = Path(__file__).parents[1]
README = (ROOT / "README.md").read_text()


def shell_blocks() -> list[str]:
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", README, re.S)]


def test_readme_has_the_install_and_test_commands_and_ci_runs_them():
    install, test = shell_blocks()[:2]
    assert install.startswith("pip install -e '.[test]' && toyir-verify samples/")
    assert test == "pytest"
    ci = (ROOT / ".ci" / "run").read_text()
    assert install.split(" && ")[0] in ci
    assert "\npytest\n" in ci


def test_the_readme_sample_output_is_what_toyir_prints():
    sample = shell_blocks()[0].split()[-1]
    shown = re.findall(rf"^{re.escape(sample)}:(\d+):(\d+): error: (.*)$", README, re.M)
    assert shown
    for line, column, message in shown:
        assert (int(line), int(column), message) in diagnose((ROOT / sample).read_text())


def test_the_compiled_build_command_is_run_by_ci():
    (install,) = [block for block in shell_blocks() if "TOYIR_COMPILE" in block]
    assert install == "TOYIR_COMPILE=1 pip install ."
    assert f"\n{install}\n" in (ROOT / ".ci" / "run").read_text()


def test_the_lit_suite_recipe_works_as_written(tmp_path):
    section = README[README.index("## Use in a lit suite"):]
    config = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    test = re.search(r"```mlir\n(.*?)```", section, re.S).group(1)
    (tmp_path / "lit.cfg.py").write_text(config)
    (tmp_path / "example.mlir").write_text(test)
    run = subprocess.run([sys.executable, "-c", "from lit.main import main; main()", "-v", str(tmp_path)],
                         capture_output=True, text=True)
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
