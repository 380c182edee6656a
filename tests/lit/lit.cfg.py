# The lit suite of toyir: `lit -v tests/lit` (tests/test_lit.py runs it under pytest).
# Each RUN line calls the installed `toyir-verify` and the Python `filecheck` package, both
# taken from the virtual environment that runs lit.

import os
import re
import shutil
import subprocess
import sys

import lit.formats

config.name = "toyir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

# The venv's bin first, so that a run from a non-activated shell still finds toyir-verify/filecheck.
config.environment["PATH"] = os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")])
# Tests are written with LLVM's spelling; the Python package's command is `filecheck`.
config.substitutions.append((r"(?<![\w./-])FileCheck\b", "filecheck"))


def find_mlir_opt():
    """mlir-opt 22 (its diagnostics differ from 19's), from $MLIR_OPT, PATH or Debian's mlir-22-tools."""
    for candidate in (os.environ.get("MLIR_OPT"), shutil.which("mlir-opt"), "/usr/lib/llvm-22/bin/mlir-opt"):
        if candidate and os.access(candidate, os.X_OK):
            version = subprocess.run([candidate, "--version"], capture_output=True, text=True).stdout
            if re.search(r"LLVM version 22\.", version):
                return candidate
    return None


mlir_opt = find_mlir_opt()
if mlir_opt:
    config.available_features.add("mlir-opt")
    config.substitutions.append(("%mlir_opt", mlir_opt))
