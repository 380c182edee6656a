"""toyir: an MLIR-style verifier for a toy dialect of broadcasting ops.

The pipeline, one module per stage, each importing only those before it (tests/test_layering.py):
records -> explanations -> source -> diagnostics -> shapes -> conventions -> ir -> printer -> traits -> convention_traits
-> registry -> dialects -> semantics -> verifier
-> syntax_errors -> parser -> splitting -> driver -> expectations -> cli.
"""

__version__ = "0.1.0"
