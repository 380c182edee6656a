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


def test_the_lit_suite_recipe_works_as_written(tmp_path):
    section = README[README.index("## Use in a lit suite"):]
    config = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    test = re.search(r"```mlir\n(.*?)```", section, re.S).group(1)
    (tmp_path / "lit.cfg.py").write_text(config)
    (tmp_path / "example.mlir").write_text(test)
    run = subprocess.run([sys.executable, "-c", "from lit.main import main; main()", "-v", str(tmp_path)],
                         capture_output=True, text=True)
    assert "PASS: my-suite :: example.mlir" in run.stdout, run.stdout + run.stderr
