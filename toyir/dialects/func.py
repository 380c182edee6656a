"""`func` and `builtin`: the structure around ops (`func.func`, `return`, `module`).

Functions and modules have their own syntax and are checked by the verifier itself; only the
terminator also exists as a plain op (`"func.return"(%0) : (T) -> ()` in generic form).
"""

from toyir.registry import OpDef

DIALECTS = ("func", "builtin")

OPS = (
    OpDef("func.return", (), "ends a func.func body; checked against its function's result types"),
)
