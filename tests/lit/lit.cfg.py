# The lit suite of toyir: `lit -v tests/lit` (tests/test_lit.py runs it under pytest).
# Each RUN line calls the installed `toyir-verify` (from the virtual environment that runs lit)
# and LLVM's FileCheck: $FILECHECK, Debian's llvm-22-tools (/usr/lib/llvm-*/bin/FileCheck) or
# PATH.  Without it, the Python `filecheck` package stands in; it lacks some of LLVM's syntax
# (`[[@LINE]]`, `[[@LINE+N]]` fail), so tests that use it say `REQUIRES: llvm-filecheck`.

import os
import sys

import lit.formats

sys.path.insert(0, os.path.dirname(os.path.dirname(__file__)))
from support import find_mlir_opt  # noqa: E402  (tests/support.py: $MLIR_OPT, PATH, mlir-22-tools)

config.name = "toyir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

# The venv's bin first, so that a run from a non-activated shell still finds toyir-verify/filecheck.
config.environment["PATH"] = os.pathsep.join([os.path.dirname(sys.executable), os.environ.get("PATH", "")])

def find_filecheck():
    import glob
    import shutil

    candidates = [os.environ.get("FILECHECK"), *sorted(glob.glob("/usr/lib/llvm-*/bin/FileCheck"), reverse=True),
                  shutil.which("FileCheck")]
    return next((c for c in candidates if c and os.access(c, os.X_OK)), None)


filecheck = find_filecheck()
if filecheck:
    config.available_features.add("llvm-filecheck")
# Tests are written with LLVM's spelling; the fallback, the Python package, is `filecheck`.
config.substitutions.append((r"(?<![\w./-])FileCheck\b", filecheck or "filecheck"))


mlir_opt = find_mlir_opt()
if mlir_opt:
    config.available_features.add("mlir-opt")
    config.substitutions.append(("%mlir_opt", mlir_opt))
