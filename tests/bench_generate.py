"""bench/generate.py, importable from the tests (the benchmark's files double as test data)."""

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("_bench_generate", Path(__file__).parents[1] / "bench" / "generate.py")
_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_module)
generate = _module.generate
