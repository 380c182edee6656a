"""IRDL: dialects declared in IR, read from the same file mlir-opt 22 loads (`--irdl-file`).

    irdl.dialect @course {
      irdl.operation @scale {
        %i = irdl.is i32
        %f = irdl.is f32
        %any = irdl.any_of(%i, %f)
        irdl.operands(x: %any)
        irdl.results(y: %any)
      }
    }

`syntax` reads the file (grammar/irdl.lark) and checks what mlir-opt checks of it before it
loads it; `constraints` matches values against IRDL's constraints; `loading` makes each
`irdl.operation` a toyir OpDef, verified as mlir-opt verifies it, and `with_irdl` adds them to
a registry (to an op a Python dialect also declares, its traits on top: IRDL gives the
structure, toyir the teaching checks); `emitting` writes the IRDL of ops declared in Python.
"""

from toyir.irdl.emitting import emit_irdl
from toyir.irdl.loading import IrdlDialects, IrdlOp, load
from toyir.irdl.merging import load_irdl, read_irdl_file, with_irdl

__all__ = ["IrdlDialects", "IrdlOp", "emit_irdl", "load", "load_irdl", "read_irdl_file", "with_irdl"]
