"""`--semantics`: which rules a verification follows, as one value handed to the verifier.

`SPEC` (the default) is the seed documents as DIALECT.md reads them, with every error reported.
`MLIR` is what mlir-opt 22 does: `test.broadcastable` declared as upstream declares it, and only
the first failing op reported per region, as mlir-opt's verifier stops (the top level first,
then each function and module).
"""

from __future__ import annotations

from toyir.dialects import DEFAULT_REGISTRY, UPSTREAM_REGISTRY
from toyir.records import record

# `closed_known_dialects`: as in mlir-opt, a dialect toyir knows rejects ops it does not declare
# even with --allow-unregistered-dialect, which then admits only ops of unknown dialects.
# How a user makes toyir know a dialect it does not, and what accepting its ops unchecked
# takes, as the front end at hand says it: said with an op of an unknown dialect (the language
# server names its own settings).
LOAD_DIALECT = ("toyir-verify --dialect FILE.py, or an installed package's toyir.dialects entry point); "
                "with -allow-unregistered-dialect they are accepted unchecked")

# `top_level_inputs`: a value the top level (or a module body) uses and defines nowhere is an
# input from outside the IR, as the seed documents write ops (`%a`, `%b`); for mlir-opt it is
# "use of undeclared SSA value name".
Semantics = record("Semantics", "name registry first_error_per_region closed_known_dialects load_dialect "
                                "top_level_inputs", defaults=(False, LOAD_DIALECT, True))


SPEC = Semantics("spec", DEFAULT_REGISTRY, first_error_per_region=False)
MLIR = Semantics("mlir", UPSTREAM_REGISTRY, first_error_per_region=True, closed_known_dialects=True,
                 top_level_inputs=False)
BY_NAME = {s.name: s for s in (SPEC, MLIR)}
