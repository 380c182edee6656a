"""The project is configured in pyproject.toml; this adds only the optional compiled build.

`TOYIR_COMPILE=1 pip install .` compiles the modules each op of a large file goes through (the
fast path's reader, the verifier, the trial of their caches and the shape math), and those each
wrong op's diagnostic is written by (the source buffer and the rendering), with mypyc, for about
a quarter less time per op.  They are the same source files: the pure-Python install (the
default, and what CI tests first) and the compiled one run the same code, and CI runs the whole
test suite on both.  Traits and records stay interpreted in both, so a dialect's own Python
classes may subclass them.
"""

import os

from setuptools import setup

COMPILED = ["toyir/syntax/fastparse.py", "toyir/verifier/__init__.py", "toyir/verifier/report.py",
            "toyir/verifier/values.py", "toyir/verifier/op_checks.py", "toyir/verifier/regions.py",
            "toyir/verifier/parts.py", "toyir/shapes.py",
            "toyir/source.py", "toyir/rendering.py", "toyir/trial.py"]

ASKED = os.environ.get("TOYIR_COMPILE", "")
if ASKED not in ("", "0", "1"):
    raise SystemExit(f"toyir: TOYIR_COMPILE={ASKED!r}: say 1 for the compiled build, 0 (or nothing) for pure Python")
if ASKED == "1":
    try:
        from mypyc.build import mypycify
    except ImportError:
        raise SystemExit("toyir: TOYIR_COMPILE=1 needs mypy (its mypyc) where the build runs: pip installs it there "
                         "by itself, but not with --no-build-isolation; then pip install 'mypy>=1.10' first") from None
    setup(ext_modules=mypycify(COMPILED, opt_level="3"))
else:
    setup()
