"""Print, for toyir/dialects/llvm_structs.py, which of llvm's debug-info attributes each attribute
parameter of llvm's structs takes, as mlir-opt 22 parses them.

    python scripts/llvm_attribute_kinds.py [MLIR_OPT]

Each struct is written with one parameter alone, `#llvm.S<P = #llvm.M<...>>`, for each of the
debug-info attributes M below (a valid instance of each, checked first); where mlir-opt's first
error is "invalid kind of attribute specified" at the value, or another error inside it, P does
not take M; where it is none, or a required parameter missing after it, P takes M.  The
parameters that refuse some are printed (a string's refuses all), with those they take, and
the attributes asked about (`PROBED`): of another, nothing is known.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from toyir.dialects.llvm_structs import ATTRIBUTE_PARAMETERS  # noqa: E402

FILE = '#llvm.di_file<"a.c" in "/d">'
UNIT = ('<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = <"a.c" in "/d">, isOptimized = false, '
        'emissionKind = Full>')
BASIC = '#llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>'
PROGRAM = (f'#llvm.di_subprogram<id = distinct[1]<>, compileUnit = {UNIT}, scope = {FILE}, name = "f", '
           f'file = <"a.c" in "/d">, subprogramFlags = Definition>')
# A valid instance of each debug-info attribute (mlir-opt is asked first)
INSTANCES = {
    "di_file": FILE,
    "di_compile_unit": f"#llvm.di_compile_unit{UNIT}",
    "di_subprogram": PROGRAM,
    "di_basic_type": BASIC,
    "di_subroutine_type": "#llvm.di_subroutine_type<callingConvention = DW_CC_normal>",
    "di_derived_type": '#llvm.di_derived_type<tag = DW_TAG_pointer_type, name = "p", sizeInBits = 64>',
    "di_composite_type": '#llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s">',
    "di_null_type": "#llvm.di_null_type",
    "di_lexical_block": f'#llvm.di_lexical_block<scope = {PROGRAM}, file = <"a.c" in "/d">, line = 1, column = 1>',
    "di_lexical_block_file": f'#llvm.di_lexical_block_file<scope = {PROGRAM}, file = <"a.c" in "/d">, '
                             f'discriminator = 0>',
    "di_local_variable": f'#llvm.di_local_variable<scope = {PROGRAM}, name = "x">',
    "di_namespace": '#llvm.di_namespace<name = "n", exportSymbols = false>',
    "di_module": '#llvm.di_module<name = "m">',
    "di_label": f'#llvm.di_label<scope = {PROGRAM}, name = "l">',
    "di_expression": "#llvm.di_expression<>",
    "di_string_type": '#llvm.di_string_type<tag = DW_TAG_string_type, name = "s">',
    "di_common_block": f'#llvm.di_common_block<scope = {PROGRAM}, name = "c">',
    "di_global_variable": f'#llvm.di_global_variable<name = "g", file = <"a.c" in "/d">, line = 1, type = {BASIC}>',
    "di_annotation": '#llvm.di_annotation<name = "a", value = "b">',
    "di_subrange": "#llvm.di_subrange<count = 4 : i64>",
}
ERROR = re.compile(r"^<stdin>:(\d+):(\d+): error: (.*)$", re.M)


def first_errors(mlir_opt: str, chunks: list[str]) -> dict[int, tuple[int, str]]:
    """Each chunk's first error, by chunk number: its column and its words."""
    text = "\n// -----\n".join(chunks) + "\n"
    run = subprocess.run([mlir_opt, "--split-input-file", "--allow-unregistered-dialect", "-"], input=text,
                         capture_output=True, text=True)
    found: dict[int, tuple[int, str]] = {}
    for match in ERROR.finditer(run.stderr):
        number = (int(match.group(1)) - 1) // 2  # (each chunk is a line, and its separator another)
        found.setdefault(number, (int(match.group(2)), match.group(3)))
    return found


def main() -> None:
    mlir_opt = sys.argv[1] if len(sys.argv) > 1 else "/usr/lib/llvm-22/bin/mlir-opt"
    wrong = first_errors(mlir_opt, [f'"t.a"() {{x = {value}}} : () -> ()' for value in INSTANCES.values()])
    if wrong:
        raise SystemExit(f"an instance mlir-opt does not take: {wrong}")
    cases, chunks = [], []
    for struct, parameters in ATTRIBUTE_PARAMETERS.items():
        if not struct.startswith("di_"):
            continue
        for parameter in parameters.split():
            for kind, value in INSTANCES.items():
                head = f'"t.a"() {{x = #llvm.{struct}<{parameter} = '
                cases.append((struct, parameter, kind, len(head) + 1, len(head) + len(value)))
                chunks.append(f"{head}{value}>}} : () -> ()")
    errors = first_errors(mlir_opt, chunks)
    takes: dict[tuple[str, str], list[str]] = {}
    refused: set[tuple[str, str]] = set()
    for number, (struct, parameter, kind, start, stop) in enumerate(cases):
        column, words = errors.get(number, (0, ""))
        if column and start <= column <= stop and not words.startswith("struct is missing required parameter"):
            refused.add((struct, parameter))
        else:
            takes.setdefault((struct, parameter), []).append(kind)
    print("PROBED = frozenset((")
    print(_wrapped(tuple(INSTANCES), "    ") + "))")
    # each set of kinds written once, named for the parameter that takes it most often (the first in order, of equals)
    sets: dict[tuple[str, ...], list[str]] = {}
    for key in sorted(refused):
        sets.setdefault(tuple(sorted(takes.get(key, ()))), []).append(key[1])
    names: dict[tuple[str, ...], str] = {}
    for kinds, parameters in sets.items():
        base = "_NONE" if not kinds else "_" + max(sorted(set(parameters)), key=parameters.count).upper()
        name = base
        while name in names.values():
            name += "_"
        names[kinds] = name
        print(f"{name}: frozenset[str] = frozenset(())" if not kinds else f"{name} = frozenset((\n{_wrapped(kinds, '    ')}))")
    print("ATTRIBUTE_KINDS: dict[tuple[str, str], frozenset[str]] = {")
    for key in sorted(refused):
        print(f"    {key!r}: {names[tuple(sorted(takes.get(key, ())))]},")
    print("}")


def _wrapped(words: tuple[str, ...], indent: str) -> str:
    """`words` as a tuple's elements, lines of at most 110 characters."""
    lines, line = [], indent
    for word in words:
        item = f"{word!r}, "
        if len(line) + len(item) > 110:
            lines.append(line.rstrip())
            line = indent
        line += item
    lines.append(line.rstrip())
    return "\n".join(lines)


if __name__ == "__main__":
    main()
