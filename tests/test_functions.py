"""`func.func`, `^bb0`, `return` and `module`: strict SSA inside functions, in mlir-opt's words.

Where a case mirrors an experiment of shared/spec/mlir-opt-observed (`fn/`, `mal/`), its name
says which; the line, column and message are mlir-opt 22's.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from support import claims_in_halves, diagnose, find_mlir_opt, rendered
from toyir import driver, parallel
from toyir.printer import print_module
from toyir.source import Source
from toyir.syntax.parser import parse


def in_two_processes(monkeypatch) -> list:
    """Any chunk taken for a large one, its pieces claimed by halves (`claims_in_halves`): the
    list returned gains an item each time two processes are started."""
    monkeypatch.setattr(driver, "PARALLEL_MIN_CHARS", 0)
    claims_in_halves(monkeypatch)
    forked: list = []
    in_two = parallel._in_two_processes
    monkeypatch.setattr(parallel, "_in_two_processes", lambda *a, **k: forked.append(1) or in_two(*a, **k))
    return forked


BCAST = '"test.broadcastable"'


def test_named_arguments_and_return():
    assert diagnose(
        "func.func @f(%a: tensor<4xi32>, %b: tensor<i32>) -> tensor<4xi32> {\n"
        f"  %0 = {BCAST}(%a, %b) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>\n"
        "  return %0 : tensor<4xi32>\n"
        "}\n") == []


def test_declaration_style_signature_with_entry_block():
    assert diagnose(
        "func.func @g(tensor<4xi32>) -> tensor<4xi32> {\n"
        "^bb0(%arg0: tensor<4xi32>):\n"
        "  return %arg0 : tensor<4xi32>\n"
        "}\n") == []


BRANCHING = (
    "func.func @h(%c: i1, %a: i32) -> i32 {\n"
    '  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()\n'
    "^bb1:\n  return %a : i32\n"
    '^bb2:\n  "cf.br"(%a)[^bb3] : (i32) -> ()\n'
    "^bb3(%x: i32):  // a block argument, as a branch passes it\n  return %x : i32\n"
    "}\n"
    "func.func @g(i32) -> i32 {\n"
    '^bb0(%y: i32):\n  "cf.br"()[^bb1] : () -> ()\n^bb1:\n  return %y : i32\n}\n')


@pytest.mark.parametrize("semantics", ["spec", "mlir"])
def test_a_function_body_has_blocks_as_a_region_has(semantics):
    # Found by bench/blind.py's regions class: the grammar took one block only and rejected this.
    assert diagnose(BRANCHING, semantics=semantics, allow_unregistered=True) == []
    (function, _) = parse(Source("t.mlir", BRANCHING)).body
    blocks = function.regions[0].blocks
    assert [b.label for b in blocks] == [None, "^bb1", "^bb2", "^bb3"]
    assert [a.name for a in blocks[0].arguments] == ["%c", "%a"] and [a.name for a in blocks[3].arguments] == ["%x"]
    assert [len(b.ops) for b in blocks] == [1, 1, 1, 1]


@pytest.mark.skipif(find_mlir_opt() is None, reason="mlir-opt 22 is not installed")
def test_mlir_opt_accepts_the_branching_functions_and_toyirs_generic_form_of_them(tmp_path):
    printed = tmp_path / "printed.mlir"
    printed.write_text(print_module(parse(Source("t.mlir", BRANCHING))))
    for text in (BRANCHING, printed.read_text()):
        run = subprocess.run([find_mlir_opt(), "--allow-unregistered-dialect", "-o", "/dev/null"], input=text,
                             capture_output=True, text=True)
        assert run.returncode == 0, run.stderr


@pytest.mark.parametrize(("text", "expected"), [
    ("func.func @f(%a: i32) {\n^bb1:\n  return\n}\n", (2, 1, "invalid block name in region with named arguments")),
    # `return` takes the next line's value as its operand, as mlir-opt's parser does (mlir-opt: "expected ':'")
    ("func.func @f() {\n  return\n  %x = \"t.a\"() : () -> i32\n}\n", (3, 5, None)),
    ("func.func @f() {\n  return\n^bb1:\n}\n", (1, 1, "empty block: expect at least a terminator")),
])
def test_a_function_bodys_blocks_are_judged_as_mlir_opt_judges_them(text, expected):
    (line, column, message), = diagnose(text, semantics="mlir", allow_unregistered=True)[:1]
    assert (line, column, message if expected[2] else None) == expected


def test_modules_generic_return_multiple_results_and_declarations():
    assert diagnose(
        "module {\n"
        "  func.func private @decl(i32) -> (i32, f32)\n"
        "  builtin.module @inner {\n"
        "    func.func @h(%a: i32, %b: f32) -> (i32, f32) {\n"
        '      "func.return"(%a, %b) : (i32, f32) -> ()\n'
        "    }\n"
        "  }\n"
        "  func.func @e() {\n    return\n  }\n"
        "}\n") == []


# (name, text, [(line, column, message)]): every case below is an error.
CASES = [
    ("f01 return type differs from its value's definition",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n  return %arg0 : tensor<3xi32>\n}\n",
     [(2, 10, "use of value '%arg0' expects different type than prior uses: 'tensor<3xi32>' vs 'tensor<4xi32>'")]),
    ("f02 return type differs from the function's result type",
     "func.func @f(%arg0: tensor<4xi32>, %arg1: tensor<3xi32>) -> tensor<4xi32> {\n"
     "  return %arg1 : tensor<3xi32>\n}\n",
     [(2, 3, "type of return operand 0 ('tensor<3xi32>') doesn't match function result type ('tensor<4xi32>') "
             "in function @f")]),
    ("f03 return without the function's results",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n  return\n}\n",
     [(2, 3, "'func.return' op has 0 operands, but enclosing function (@f) returns 1")]),
    ("f04 no terminator",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n"
     f"  %0 = {BCAST}(%arg0) : (tensor<4xi32>) -> tensor<4xi32>\n}}\n",
     [(2, 8, f'block with no terminator, has %0 = {BCAST}(%arg0) : (tensor<4xi32>) -> tensor<4xi32>')]),
    ("empty body",
     "func.func @f() {\n}\n",
     [(1, 16, "custom op 'func.func' expected non-empty function body")]),
    ("empty body of a function with arguments: the entry block is there, empty",
     "func.func @f(%a: i32) {\n}\n",
     [(1, 1, "empty block: expect at least a terminator")]),
    ("f06 entry block type differs from the signature",
     "func.func @f(tensor<4xi32>, tensor<i32>) -> tensor<4xi32> {\n"
     "^bb0(%arg0: tensor<4xi32>, %arg1: tensor<3xi32>):\n  return %arg0 : tensor<4xi32>\n}\n",
     [(1, 1, "'func.func' op type of entry block argument #1('tensor<3xi32>') must match the type of the "
             "corresponding argument in function signature('tensor<i32>')")]),
    ("entry block argument count differs from the signature",
     "func.func @f(tensor<4xi32>, tensor<i32>) -> tensor<4xi32> {\n"
     "^bb0(%arg0: tensor<4xi32>):\n  return %arg0 : tensor<4xi32>\n}\n",
     [(1, 1, "'func.func' op entry block must have 2 arguments to match function signature")]),
    ("declaration-style signature without an entry block",
     "func.func @f(tensor<4xi32>) {\n  return\n}\n",
     [(1, 1, "'func.func' op entry block must have 1 arguments to match function signature")]),
    ("f09 entry block in a function with named arguments",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n^bb0(%x: tensor<4xi32>):\n"
     "  return %arg0 : tensor<4xi32>\n}\n",
     [(2, 1, "invalid block name in region with named arguments")]),
    ("f10 two functions of one name",
     "func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n",
     [(4, 1, "redefinition of symbol named 'f'")]),
    ("f12 use before definition",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n"
     f"  %1 = {BCAST}(%0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>\n"
     f"  %0 = {BCAST}(%arg0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>\n"
     "  return %0 : tensor<4xi32>\n}\n",
     [(2, 8, "operand #0 does not dominate this use")]),
    ("m03 undefined value",
     "func.func @f(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {\n"
     f"  %0 = {BCAST}(%arg0, %x) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>\n"
     "  return %0 : tensor<4xi32>\n}\n",
     [(2, 36, "use of undeclared SSA value name")]),
    ("m03b undefined value in return",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n  return %x : tensor<4xi32>\n}\n",
     [(2, 10, "use of undeclared SSA value name")]),
    ("twoparse2 one error per undefined name, per function",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n"
     f"  %0 = {BCAST}(%x) : (tensor<4xi32>) -> tensor<4xi32>\n"
     f"  %1 = {BCAST}(%x) : (tensor<4xi32>) -> tensor<4xi32>\n"
     "  return %0 : tensor<4xi32>\n}\n"
     "func.func @g(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n"
     f"  %0 = {BCAST}(%x) : (tensor<4xi32>) -> tensor<4xi32>\n"
     "  return %0 : tensor<4xi32>\n}\n",
     [(2, 29, "use of undeclared SSA value name"), (7, 29, "use of undeclared SSA value name")]),
    ("m04 redefinition",
     "func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {\n"
     f"  %0 = {BCAST}(%arg0) : (tensor<4xi32>) -> tensor<4xi32>\n"
     f"  %0 = {BCAST}(%arg0) : (tensor<4xi32>) -> tensor<4xi32>\n"
     "  return %0 : tensor<4xi32>\n}\n",
     [(3, 3, "redefinition of SSA value '%0'")]),
    ("an argument named twice",
     "func.func @f(%a: i32, %a: i32) {\n  return\n}\n",
     [(1, 23, "region entry argument '%a' is already in use")]),
    ("f14 every error of every function",
     "func.func @f(%arg0: tensor<4xi32>, %arg1: tensor<3xi32>) -> tensor<4xi32> {\n"
     f"  %0 = {BCAST}(%arg0, %arg1) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>\n"
     f"  %1 = {BCAST}(%arg0, %arg1) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>\n"
     "  return %0 : tensor<4xi32>\n}\n",
     [(2, 8, "'test.broadcastable' op operands don't have broadcast-compatible shapes: dim 0 of operand #1 is 3, "
             "but dim 0 of operand #0 is 4 (static dims broadcast only when equal or 1)"),
      (3, 8, "'test.broadcastable' op operands don't have broadcast-compatible shapes: dim 0 of operand #1 is 3, "
             "but dim 0 of operand #0 is 4 (static dims broadcast only when equal or 1)")]),
    ("a function does not see the values around it",
     f'%t = {BCAST}(%a) : (tensor<4xi32>) -> tensor<4xi32>\n'
     "func.func @f() -> tensor<4xi32> {\n  return %t : tensor<4xi32>\n}\n",
     [(3, 10, "use of undeclared SSA value name")]),
    ("a body-less function must be private",
     "func.func @f(i32) -> i32\n",
     [(1, 1, "'func.func' op symbol declaration cannot have public visibility")]),
    ("return outside a function",
     '"func.return"() : () -> ()\n',
     [(1, 1, "'func.return' op expects parent op 'func.func'")]),
    ("return that is not last",
     'func.func @f() {\n  "func.return"() : () -> ()\n  return\n}\n',
     [(2, 3, "'func.return' op must be the last operation in the parent block")]),
    ("an unknown op of the func dialect",
     'func.func @f() {\n  "func.frobnicate"() : () -> ()\n  return\n}\n',
     [(2, 3, "unregistered operation 'func.frobnicate' found in dialect ('func') that does not allow "
             "unknown operations")]),
]


@pytest.mark.parametrize(("text", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_function_errors(text, expected):
    assert diagnose(text) == expected


def test_use_before_definition_notes_where_the_value_is_defined():
    text = CASES[[c[0] for c in CASES].index("f12 use before definition")][1]
    assert rendered(text).splitlines()[3:] == [
        "t.mlir:3:8: note: operand defined here (op in the same block)",
        f"  %0 = {BCAST}(%arg0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>",
        "       ^",
    ]


def test_duplicate_function_notes_the_first_definition():
    text = CASES[[c[0] for c in CASES].index("f10 two functions of one name")][1]
    assert rendered(text).splitlines()[3:] == [
        "t.mlir:1:1: note: see existing symbol definition here", "func.func @f() {", "^"]


def test_a_call_takes_its_modules_first_function_of_either_spelling():
    # `@"f"` and `@f` name one symbol: the first defined is the callee (the second is a
    # redefinition), and a module's calls never see another module's functions.
    call = '    "func.call"() {callee = @f} : () -> ()\n'
    text = ('module {\n  func.func @"f"(%a: i32) {\n    return\n  }\n  func.func @f() {\n' + call +
            "    return\n  }\n}\n" + "module {\n  func.func @g() {\n" + call + "    return\n  }\n}\n")
    assert [message for _, _, message in diagnose(text)] == [
        "redefinition of symbol named 'f'",
        "'func.call' op incorrect number of operands for callee",
        "'func.call' op 'f' does not reference a valid function"]


def test_a_symbol_is_what_its_string_says_escapes_read():
    # As in MLIR: `@"\61b"` is `@ab`, defined twice, and a call by either spelling finds it.
    call = '    "func.call"() {callee = @"\\61b"} : () -> ()\n'
    text = ("module {\n  func.func @ab() {\n" + call + "    return\n  }\n" + "  func.func @c() {\n    return\n  }\n"
            + '  func.func @"\\61b"() {\n    return\n  }\n}\n')
    assert [message for _, _, message in diagnose(text)] == ["redefinition of symbol named 'ab'"]
    assert diagnose(text.replace('@"\\61b"() {', "@d() {")) == []


def test_functions_verified_in_two_processes_join_their_symbols_by_what_they_say(monkeypatch):
    forked = in_two_processes(monkeypatch)
    text = "".join(f"func.func @f{i}() {{\n  return\n}}\n" for i in range(20))
    text = text.replace("@f1()", "@ab()").replace("@f18()", '@"\\61b"()')
    assert [message for _, _, message in diagnose(text)] == ["redefinition of symbol named 'ab'"]
    assert forked


@pytest.mark.parametrize("id_", ["3", "0x3"])
def test_a_distinct_id_given_two_values_in_two_halves_is_found_as_in_one_process(monkeypatch, id_):
    """Each process reads its half alone: where two `distinct` share an id, the chunk is read in
    one process, which sees the second value (mlir-opt's error); where none do, in two."""
    def function(i: int) -> str:
        value = f"distinct[{id_ if i in (2, 17) else i + 100}]<{i if i == 17 else 2} : i32>"
        return f'func.func @f{i}() {{\n  "x.y"() {{a = {value}}} : () -> ()\n  return\n}}\n'

    text = "".join(map(function, range(20)))
    one = diagnose(text, allow_unregistered=True)
    assert [(line, message) for line, _, message in one] == [
        (70, "referenced attribute does not match previous definition: 2 : i32")]
    forked = in_two_processes(monkeypatch)
    assert diagnose(text, allow_unregistered=True) == one
    assert not forked
    assert diagnose(text.replace(f"distinct[{id_}]<17", "distinct[4]<17"), allow_unregistered=True) == []
    assert forked


@pytest.mark.parametrize("second, clash", [
    ('#x.di<id = distinct[1]<>, name = "f">', False), ('#x.di<id = distinct[0x1]<>, name = "f">', False),
    ('#x.di<id = distinct[1]<"a>c">>', True), ("distinct[1]<2 : i32>", True), ("distinct[1] <>", True),
    ("#x.di<id = distinct[1]<<<>>>>", True)])
def test_a_distinct_id_given_one_value_in_both_halves_is_verified_in_two_processes(monkeypatch, second, clash):
    """Debug info gives every op of a function `id = distinct[1]<>` (as written, one value): two
    processes may read it; an id written with two values (or one not seen whole) is read in one."""
    def function(i: int) -> str:
        value = second if i == 17 else ('#x.di<id = distinct[1]<"a>b">>' if clash and "a>c" in second
                                         else '#x.di<id = distinct[1]<>, name = "f">')
        return f'func.func @f{i}() {{\n  "x.y"() {{a = {value}}} : () -> ()\n  return\n}}\n'

    text = "".join(map(function, range(20)))
    one = diagnose(text, allow_unregistered=True)
    forked = in_two_processes(monkeypatch)
    assert diagnose(text, allow_unregistered=True) == one
    assert bool(forked) is not clash


def test_a_generic_module_of_functions_as_mlir_opt_prints_it_is_verified_in_two_processes(monkeypatch):
    """`mlir-opt --mlir-print-op-generic --mlir-print-debuginfo`'s output: a "builtin.module" of
    "func.func" ops, their blocks' labels at their own indent with `// pred:` comments after
    them, location aliases before and after the module: cut into pieces as a custom module is."""
    def function(i: int) -> str:
        wrong = "3" if i in (4, 15) else "2"
        return (f'  "func.func"() <{{function_type = (tensor<2xi32>) -> tensor<2xi32>, sym_name = "f{i}"}}> ({{\n'
                f'  ^bb0(%arg0: tensor<2xi32> loc(callsite(#loc1 at #loc2))):\n'
                f'    "cf.br"(%arg0)[^bb1] : (tensor<2xi32>) -> () loc(#loc3)\n'
                f'  ^bb1(%1: tensor<2xi32> loc(callsite(#loc1 at #loc2))):  // pred: ^bb0\n'
                f'    %2 = "test.broadcastable"(%1) : (tensor<2xi32>) -> tensor<{wrong}xi32> loc(#loc3)\n'
                f'    "func.return"(%1) : (tensor<2xi32>) -> () loc(#loc3)\n'
                f'  }}) : () -> () loc(#loc3)\n')

    text = ('#loc1 = loc("a.mlir":1:2)\n#loc2 = loc("b.mlir":3:4)\n"builtin.module"() ({\n'
            + "".join(map(function, range(20))) + '}) : () -> () loc(#loc3)\n#loc3 = loc("c.mlir":5:6)\n')
    one = diagnose(text, allow_unregistered=True)
    assert [(line, column) for line, column, _ in one] == [(36, 10), (113, 10)]
    forked = in_two_processes(monkeypatch)
    assert diagnose(text, allow_unregistered=True) == one
    assert forked and parallel._module_of_functions(text, text.index('"builtin'), len(text)) is not None


def test_a_module_whose_functions_label_blocks_at_any_indent_is_verified_in_two_processes(monkeypatch):
    def function(i: int) -> str:
        wrong = "3" if i in (4, 15) else "2"
        return (f"  func.func @f{i}(%a: tensor<2xi32>) {{\n"
                f'    "cf.br"(%a)[^bb1] : (tensor<2xi32>) -> ()\n'
                f"^bb1(%b: tensor<2xi32>):\n"  # written at the line's start, by hand
                f'    %c = "test.broadcastable"(%b) : (tensor<2xi32>) -> tensor<{wrong}xi32>\n'
                f"    return\n  }}\n")

    text = "module {\n" + "".join(map(function, range(20))) + "}\n"
    one = diagnose(text, allow_unregistered=True)
    assert [line for line, _, _ in one] == [2 + 6 * 4 + 3, 2 + 6 * 15 + 3]
    forked = in_two_processes(monkeypatch)
    assert diagnose(text, allow_unregistered=True) == one
    assert forked and parallel._module_of_functions(text, 0, len(text)) is not None


def hand_laid_function(i: int) -> str:
    """A function as written by hand: `func.func@name`, its ops and `return` at column 0 (the
    return's operand on the line after a comment), its brace on a line of its own, a string
    and a comment holding braces, and its closing brace indented; @f4's op is wrong."""
    wrong = "3" if i == 4 else "2"
    return (f"func.func@f{i}(%a: tensor<2xi32>)\n  -> tensor<2xi32>\n{{\n"
            f'%b = "test.broadcastable"(%a) {{note = "{{ not a region"}} : (tensor<2xi32>) -> tensor<{wrong}xi32>\n'
            f"return // }} not the end\n  %a : tensor<2xi32>\n  }}\n")


def test_a_module_of_functions_laid_out_by_hand_is_verified_in_two_processes(monkeypatch):
    text = "module  {   // by hand\n\n" + "".join(map(hand_laid_function, range(20))) + "}\n"
    one = diagnose(text, allow_unregistered=True)
    assert [line for line, _, _ in one] == [3 + 7 * 4 + 3]
    forked = in_two_processes(monkeypatch)
    monkeypatch.setattr(parallel, "_parse_after_fast_path", None)  # neither process may give up
    assert diagnose(text, allow_unregistered=True) == one
    assert forked and parallel._module_of_functions(text, 0, len(text)) is not None
    # An op that defines a value among the functions, at the module's depth: in one piece.
    among = text.replace("func.func@f9", '%g = "test.global"() : () -> i32\nfunc.func@f9')
    assert parallel._module_of_functions(among, 0, len(among)) is None
    unbalanced = text.replace('"{ not a region"', '"not a region"', 1).replace("// }", "}", 1)
    assert parallel._module_of_functions(unbalanced, 0, len(unbalanced)) is None
    # Modules of such functions in a module (GPU outlining, IREE): the pieces begin at modules.
    nested = "module {\n" + "".join(f"module @m{i} {{\n{hand_laid_function(i)}}}\n" for i in range(20)) + "}\n"
    module = parallel._module_of_functions(nested, 0, len(nested))
    assert module is not None and len(parallel._pieces(nested, *module[:2], module[3])) > 1
    # An op of another kind holding a region there (modules in an executable), using no value:
    # among the pieces, its properties' braces and the strings of its locations taken for
    # what they are; one that uses a value, in one piece.
    holder = nested.replace("module @m9 {", '"hal.executable"() <{sym_name = "e"}> ({\nmodule @m9 {', 1) \
        .replace("}\nmodule @m10", '}\n}) : () -> () loc("n"("f":1:2))\nmodule @m10', 1)
    assert diagnose(holder, allow_unregistered=True)[0][2] == one[0][2]
    assert parallel._module_of_functions(holder, 0, len(holder)) is not None
    using = holder.replace('"hal.executable"()', '"hal.executable"(%v)', 1).replace("}) : () -> ()", "}) : (i32) -> ()")
    assert parallel._module_of_functions(using, 0, len(using)) is None
    in_function = one[0][0] - (3 + 7 * 4)  # @f4's error, from the function's first line
    assert diagnose(nested, allow_unregistered=True) == [(2 + 9 * 4 + 1 + in_function, one[0][1], one[0][2])]


def test_a_hand_laid_module_of_generic_ops_is_cut_at_them(monkeypatch):
    """CIRCT's `"hw.module"() <{...}> ({` in a module edited by hand (indents of every kind, so
    its braces say where ops begin, `_functions_by_depth`): each op that uses no value may
    begin a piece, and the module is read by two processes (before: in one piece)."""
    def op(i: int) -> str:
        wrong = "3" if i in (4, 15) else "2"
        indent = ("\t", "  ", "", " \t ")[i % 4]
        return (f'{indent}"t.module"() <{{sym_name = "m{i}",\n    ports = ["a"]}}> ({{\n'
                f'{indent}^bb0(%a: tensor<2xi32>,\n  %b: i1):  // ports\n'
                f'  %c = "test.broadcastable"(%a) : (tensor<2xi32>) -> tensor<{wrong}xi32>\n'
                f'{indent}}}) : () -> ()\n')

    text = "module {\n" + "".join(map(op, range(20))) + "}\n"
    module = parallel._module_of_functions(text, 0, len(text))
    assert module is not None and len(parallel._pieces(text, *module[:2], module[3])) > 1
    for semantics in ("spec", "mlir"):
        one = diagnose(text, semantics=semantics, allow_unregistered=True)
        assert len(one) == (2 if semantics == "spec" else 1)
        with monkeypatch.context() as patched:
            forked = in_two_processes(patched)
            patched.setattr(parallel, "_parse_after_fast_path", None)  # neither process may give up
            assert diagnose(text, semantics=semantics, allow_unregistered=True) == one
            assert forked
    # one that uses a value, or defines one, is no piece's beginning: the module in one piece
    using = text.replace('"t.module"() <{sym_name = "m9"', '"t.module"(%v) <{sym_name = "m9"', 1)
    assert parallel._module_of_functions(using, 0, len(using)) is None


def aliased_function(i: int) -> str:
    """A function with the alias it alone uses defined before it, and one the first defined, as
    a lit file's functions are written; @f4's op is wrong."""
    wrong = "3" if i == 4 else "2"
    return (f"#m{i} = affine_map<(d0) -> (d{0})>\n!t{i} = tensor<2xi32>\n"
            f"func.func @f{i}(%a: !t{i}) -> tensor<2xi32> {{\n"
            f'  %b = "test.broadcastable"(%a) {{m = #m{i}, n = #m0}} : (!t{i}) -> tensor<{wrong}xi32>\n'
            f"  return %a : tensor<2xi32>\n}}\n")


@pytest.mark.parametrize("change", [
    None, ("#m15 = ", "#m3 = "), ("n = #m0}} : (!t2)".replace("}}", "}"), "n = #m17} : (!t2)"),
    ("!t16 = tensor<2xi32>", "!t16 = tensor<2xi32>\n#bad = affine_map<(d0) -> (d9)>"),
    ("#m12 = affine_map<(d0) -> (d0)>", "  #m12 = affine_map<(d0) -> (d0)>"),
    ("tensor<3xi32>\n", "tensor<3xi32> loc(#l)\n", "#m19 = ", '#l = loc("f":1:2)\n#m19 = ')])
def test_aliases_defined_among_functions_are_read_by_both_processes(monkeypatch, change):
    """Each process reads the aliases the other's pieces define before its own (before, an
    alias among the functions sent the chunk to one piece, the processes' readings lost): a
    name defined twice across the two, one used before it is defined, are found as in one."""
    text = "".join(map(aliased_function, range(20)))
    for old, new in zip(change[::2], change[1::2]) if change is not None else ():
        assert old in text
        text = text.replace(old, new, 1)
    for semantics in ("spec", "mlir"):
        one = diagnose(text, semantics=semantics, allow_unregistered=True)
        assert one and (change is not None or len(one) == 1)
        with monkeypatch.context() as patched:
            forked = in_two_processes(patched)
            joined: list = []  # what the two processes' readings gave, None where the chunk went to one piece
            in_two = parallel._verify_functions_in_two
            patched.setattr(parallel, "_verify_functions_in_two", lambda *a: joined.append(in_two(*a)) or joined[-1])
            if change is None:
                patched.setattr(parallel, "_parse_after_fast_path", None)  # neither process may give up
            assert diagnose(text, semantics=semantics, allow_unregistered=True) == one
            assert forked and (change is not None or joined[0] is not None)


@pytest.mark.parametrize("wrong", ['#zz}', 'm = 1 : (tensor<2xi32>) -> tensor<2xi32>\n'])
def test_a_syntax_error_in_the_first_piece_is_found_with_the_aliases_before_it(monkeypatch, wrong):
    """Where a process gave up on the first piece, the grammar read the chunk with what was read
    before it blanked out, the aliases that open the chunk too: the first use of one after the
    error's function was its error ("undefined symbol alias"), not the syntax error."""
    def function(i: int) -> str:
        return (f"func.func @f{i}(%a: tensor<2xi32>) -> tensor<2xi32> {{\n"
                f'  %b = "test.broadcastable"(%a) {{m = #m}} : (tensor<2xi32>) -> tensor<2xi32>\n'
                f"  return %a : tensor<2xi32>\n}}\n")

    text = "#m = affine_map<(d0) -> (d0)>\n" + "".join(map(function, range(20)))
    text = text.replace("#m}", wrong, 5).replace(wrong, "#m}", 4)  # the fifth function's
    one = diagnose(text, allow_unregistered=True)
    assert len(one) == 1 and "alias id 'm'" not in one[0][2]
    forked = in_two_processes(monkeypatch)
    assert diagnose(text, allow_unregistered=True) == one
    assert forked


def module_with_globals(generic: bool | str, wrong_global: int | None) -> str:
    """A module of 20 functions (@f4's and @f15's ops wrong) with globals and a nested module
    among them, as mlir-opt prints a lowered file; the global numbered `wrong_global` (if any)
    is wrong too (an op of no operands the trait wants two of)."""
    def function(i: int) -> str:
        wrong = "3" if i in (4, 15) else "2"
        if generic:
            return ('  "func.func"() <{function_type = (tensor<2xi32>) -> (), sym_name = "f%d"}> ({\n'
                    '  ^bb0(%%a: tensor<2xi32>):\n'
                    '    %%b = "test.broadcastable"(%%a) : (tensor<2xi32>) -> tensor<%sxi32>\n'
                    '    "func.return"() : () -> ()\n  }) : () -> ()\n' % (i, wrong))
        return (f"  func.func @f{i}(%a: tensor<2xi32>) {{\n"
                f'    %b = "test.broadcastable"(%a) : (tensor<2xi32>) -> tensor<{wrong}xi32>\n    return\n  }}\n')

    def beside(i: int) -> str:
        if i == 9:
            return ('  "builtin.module"() <{sym_name = "inner"}> ({\n'
                    '    "t.op"() : () -> ()\n  }) : () -> ()\n')
        op = '"test.broadcastable"' if i == wrong_global else '"t.global"'
        return f'  {op}() {{sym_name = "g{i}", value = 1 : i32}} : () -> ()\n'

    body = "".join(function(i) + (beside(i) if i % 3 == 0 else "") for i in range(20))
    if generic == "in a custom module":  # (as IREE prints its modules: no `func.func` in them)
        body = body.replace('"func.func"', '"util.func"').replace('"func.return"', '"util.return"')
        return 'module @m attributes {t.a = "{"} {\n' + body + "}\n"
    if generic:
        return '"builtin.module"() ({\n' + body + "}) : () -> ()\n"
    return "module {\n" + body + "}\n"


@pytest.mark.parametrize("generic", [False, True, "in a custom module"])
@pytest.mark.parametrize("wrong_global", [None, 3, 18])
@pytest.mark.parametrize("semantics", ["spec", "mlir"])
def test_globals_and_modules_among_functions_are_verified_in_two_processes(monkeypatch, generic, wrong_global,
                                                                           semantics):
    text = module_with_globals(generic, wrong_global)
    one = diagnose(text, semantics=semantics, allow_unregistered=True)
    functions_wrong = [d for d in one if "not broadcast compatible" in d[2]]
    if semantics == "mlir" and generic == "in a custom module":
        # no function there is isolated (`util.func` is no op toyir knows): mlir-opt stops at
        # the module body's first error, in the other process's half too
        assert len(one) == 1 and ("requires one result" in one[0][2]) == (wrong_global == 3)
    else:
        # mlir-opt's rule: an op beside the functions that fails hides what the functions earn,
        # in the other process's half too (the wrong global in one half, a wrong function in each)
        assert len(functions_wrong) == (0 if semantics == "mlir" and wrong_global is not None else 2)
        assert len(one) == len(functions_wrong) + (wrong_global is not None)
    forked = in_two_processes(monkeypatch)
    monkeypatch.setattr(parallel, "_parse_after_fast_path", None)  # neither process may give up
    answers: list = []  # this process's half: read and verified, not handed back
    real = parallel._verify_functions
    monkeypatch.setattr(parallel, "_verify_functions", lambda *a, **k: answers.append(real(*a, **k)) or answers[-1])
    assert diagnose(text, semantics=semantics, allow_unregistered=True) == one
    assert forked and [type(answer) for answer in answers] == [tuple]
    # an op that defines a value may not stand among them: the chunk is verified in one piece
    defining = text.replace('"t.global"() {sym_name = "g6", value = 1 : i32} : () -> ()',
                            '%v = "t.global"() {sym_name = "g6", value = 1 : i32} : () -> i32')
    assert defining != text and diagnose(defining, semantics=semantics, allow_unregistered=True) == one
    assert len(forked) == 1


# A call at the top level, where functions stand without a module around them (most files):
# mlir-opt's implicit module is a symbol table, and it checks the call there, callee after it or not.
TOP_LEVEL_CALLS = (
    'func.func @caller(%a: tensor<2xi32>) -> tensor<3xi32> {\n'
    '  %0 = "func.call"(%a) {callee = @later} : (tensor<2xi32>) -> tensor<3xi32>\n'
    '  %1 = "func.call"(%a) {callee = @nowhere} : (tensor<2xi32>) -> tensor<3xi32>\n'
    '  %2 = "func.call"(%a) {callee = @later} : (tensor<2xi32>) -> tensor<2xi32>\n'
    "  return %0 : tensor<3xi32>\n"
    "}\n"
    "func.func @later(%a: tensor<2xi32>) -> tensor<2xi32> {\n"
    "  return %a : tensor<2xi32>\n"
    "}\n")


def test_calls_at_the_top_level_are_checked_against_its_functions_once_all_are_read():
    assert diagnose(TOP_LEVEL_CALLS) == [
        (2, 8, "'func.call' op result type mismatch at index 0: expected result type 'tensor<2xi32>', "
               "but found 'tensor<3xi32>'"),
        (3, 8, "'func.call' op 'nowhere' does not reference a valid function")]
    # mlir-opt checks a symbol table's users in file order, and stops at the first that fails
    assert diagnose(TOP_LEVEL_CALLS, semantics="mlir") == diagnose(TOP_LEVEL_CALLS)[:1]
    valid = TOP_LEVEL_CALLS.replace("tensor<3xi32>", "tensor<2xi32>").replace("@nowhere", "@later")
    assert diagnose(valid) == diagnose(valid, semantics="mlir") == []


def test_a_call_at_the_top_level_outside_a_function_is_checked_too():
    text = ('"func.call"() {callee = @f} : () -> ()\n"func.call"() {callee = @g} : () -> ()\n'
            "func.func @f() {\n  return\n}\n")
    assert diagnose(text) == [(2, 1, "'func.call' op 'g' does not reference a valid function")]


def test_a_call_looks_in_its_nearest_symbol_table_only():
    # As MLIR's lookupNearestSymbolFrom: a call inside `test.symbol_scope` does not see the
    # module's functions around it, and one in the module does not see the scope's.
    text = ("module {\n  func.func @f() {\n    return\n  }\n"
            '  "test.symbol_scope"() ({\n'
            '    "func.call"() {callee = @f} : () -> ()\n'
            '    "test.finish"() : () -> ()\n'
            "  }) : () -> ()\n}\n")
    assert diagnose(text) == [(6, 5, "'func.call' op 'f' does not reference a valid function")]


def test_mlir_checks_no_call_of_a_symbol_table_where_something_else_failed():
    # mlir-opt verifies a table's symbol uses last, and only if all in it verified.
    text = TOP_LEVEL_CALLS + (f'func.func @wrong(%a: tensor<2xi32>) {{\n  %0 = {BCAST}(%a, %a) : '
                              "(tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>\n  return\n}\n")
    assert [line for line, _, _ in diagnose(text, semantics="mlir")] == [11]
    assert [line for line, _, _ in diagnose(text)] == [2, 3, 11]
    modular = "module {\n" + text + "}\n"
    assert [line for line, _, _ in diagnose(modular, semantics="mlir")] == [12]


@pytest.mark.parametrize("semantics", ["spec", "mlir"])
def test_calls_verified_in_two_processes_find_their_callees_in_either(monkeypatch, semantics):
    # each half's calls name functions of the other half; three return another type, one is nowhere
    def function(i: int) -> str:
        rank, callee = 3 if i % 7 == 0 else 2, (i + 10) % 20 if i != 4 else 99
        return (f"func.func @f{i}(%a: tensor<2xi32>) -> tensor<{rank}xi32> {{\n"
                f'  %0 = "func.call"(%a) {{callee = @f{callee}}} : (tensor<2xi32>) -> tensor<{rank}xi32>\n'
                f"  return %0 : tensor<{rank}xi32>\n}}\n")

    text = "".join(map(function, range(20)))
    one = diagnose(text, semantics=semantics)
    assert [line for line, _, _ in one] == ([2, 18, 30, 42, 58, 70] if semantics == "spec" else [70])  # as mlir-opt
    forked = in_two_processes(monkeypatch)
    assert diagnose(text, semantics=semantics) == one
    assert forked


def test_mlir_meets_a_tables_calls_as_its_walk_does():
    # mlir-opt's walkSymbolTable: a region's ops in order, then the regions they hold, the
    # last first; so the last function's bad call is the first it meets, and a top-level one
    # comes before any in a function
    bad = '  "func.call"() {{callee = @{0}}} : () -> ()\n'
    text = ("func.func @f() {\n" + bad.format("x") + '  "test.region"() ({\n' + bad.format("y") + "  }) : () -> ()\n"
            + bad.format("z") + "  return\n}\n" + "func.func @g() {\n" + bad.format("w") + "  return\n}\n")
    assert [line for line, _, _ in diagnose(text, semantics="mlir")] == [10]
    assert [line for line, _, _ in diagnose(text.replace("@w", "@f"), semantics="mlir")] == [2]
    assert [line for line, _, _ in diagnose(text.replace("@w", "@f").replace("@x", "@f").replace("@z", "@f"),
                                            semantics="mlir")] == [4]
    assert [line for line, _, _ in diagnose(bad.format("v").strip() + "\n" + text, semantics="mlir")] == [1]
    assert [line for line, _, _ in diagnose(text)] == [2, 3, 4, 6, 10]  # and `test.region` is not the seed's


@pytest.mark.parametrize("semantics", ["spec", "mlir"])
def test_a_call_inside_an_unknown_op_of_one_region_finds_no_function(semantics):
    # mlir-opt takes such an op for a symbol table it cannot read: `getNearestSymbolTable` is null
    call = '    "func.call"() {callee = @f} : () -> ()\n'
    one = 'func.func @f() {\n  "t.r"() ({\n' + call + "  }) : () -> ()\n  return\n}\n"
    assert diagnose(one, semantics=semantics, allow_unregistered=True) == [
        (3, 5, "'func.call' op 'f' does not reference a valid function")]
    two = one.replace("  }) : () -> ()", "  }, {\n  }) : () -> ()")
    assert diagnose(two, semantics=semantics, allow_unregistered=True) == []
    # an op mlir-opt registers as no symbol table is none (an `scf.for` of a lowered loop, which
    # toyir does not declare): the call finds the function (checked with mlir-opt 22)
    registered = one.replace('"t.r"() ({', '"scf.execute_region"() ({').replace(
        call, call + '    "scf.yield"() : () -> ()\n')
    assert diagnose(registered, semantics=semantics, allow_unregistered=True) == []


def test_a_callee_is_one_flat_symbol_reference_and_a_call_holds_no_region():
    text = ('func.func @f() {\n  "func.call"() {callee = @f::@x} : () -> ()\n'
            '  "func.call"() {callee = "f"} : () -> ()\n  "func.call"() : () -> ()\n'
            '  "func.call"() ({\n    "t.x"() : () -> ()\n  }) {callee = @f} : () -> ()\n  return\n}\n')
    flat = "'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute"
    assert [message for _, _, message in diagnose(text, allow_unregistered=True)] == [
        flat, flat, "'func.call' op requires attribute 'callee'", "'func.call' op requires zero regions"]


def test_streamed_diagnostics_take_a_calls_in_file_order_in_one_process_or_two(monkeypatch, tmp_path):
    # a call's error is known once its table is read: it goes in among its function's, in file order
    wrong = '  %e{0} = "test.broadcastable"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>\n'
    function = ("func.func @f{0}(%a: tensor<2xi32>) {{\n" + wrong.format(0)
                + '  "func.call"() {{callee = @nope}} : () -> ()\n' + wrong.format(1) + "  return\n}}\n")
    text = "".join(function.format(i) for i in range(20)).replace("@f12(", "@f3(")
    path = tmp_path / "calls.mlir"
    path.write_text(text)

    def run(*options: str) -> list[str]:
        result = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--no-teaching-notes",
                                 *options, str(path)], capture_output=True, text=True)
        return [line for line in result.stderr.splitlines() if ": error: " in line]

    one = run()
    places = [tuple(map(int, line.split(":")[1:3])) for line in one]
    assert places == sorted(places) and len(places) == 61  # 20 x 3, and @f3 defined twice
    code = ("import sys; from toyir import cli, driver; driver.PARALLEL_MIN_CHARS = 0; "
            "sys.argv[0] = 'toyir-verify'; cli.run()")
    two = subprocess.run([sys.executable, "-c", code, "--no-teaching-notes", str(path)], capture_output=True, text=True)
    assert [line for line in two.stderr.splitlines() if ": error: " in line] == one


def test_a_nested_value_named_as_a_later_value_around_it_is_not_a_redefinition():
    # mlir-opt reads the text in order: the outer %v is not defined yet where the inner one is
    text = ('func.func @f() {\n  "t.r"() ({\n    %v = "t.c"() : () -> i32\n    "t.u"(%v) : (i32) -> ()\n'
            '  }) : () -> ()\n  "t.r"() ({\n  ^bb0(%w: f32):\n    "t.u"(%w) : (f32) -> ()\n  }) : () -> ()\n'
            '  %v = "t.c"() : () -> i64\n  %w = "t.c"() : () -> i64\n  "t.u"(%v, %w) : (i64, i64) -> ()\n  return\n}\n')
    assert diagnose(text, allow_unregistered=True) == diagnose(text, semantics="mlir", allow_unregistered=True) == []
    again = text.replace('  %v = "t.c"() : () -> i64', '  %v = "t.c"() : () -> i64\n  %v = "t.c"() : () -> i64')
    assert [message for _, _, message in diagnose(again, allow_unregistered=True)] == ["redefinition of SSA value '%v'"]


def test_mlir_checks_a_tables_symbols_once_its_functions_verified():
    # mlir-opt's verifySymbolTable runs after the table's ops: a failing function hides the
    # redefinition; else only the first redefinition is reported, and no call is checked
    wrong = ('func.func @f(%a: tensor<2xi32>) {\n  %0 = "test.broadcastable"(%a, %a) : '
             "(tensor<2xi32>, tensor<2xi32>) -> tensor<3xi32>\n  return\n}\n")
    empty = "func.func @{0}() {{\n  return\n}}\n"
    assert [line for line, _, _ in diagnose(wrong + empty.format("f"), semantics="mlir")] == [2]
    assert [line for line, _, _ in diagnose(wrong + empty.format("f"))] == [2, 5]
    calls = ('func.func @g() {\n  "func.call"() {callee = @nope} : () -> ()\n  return\n}\n'
             + empty.format("g") + empty.format("h") + empty.format("h"))
    assert [line for line, _, _ in diagnose(calls, semantics="mlir")] == [5]
    assert [line for line, _, _ in diagnose(calls)] == [2, 5, 11]
    nested = "module {\n" + empty.format("k") + empty.format("k") + "}\n" + empty.format("m") + empty.format("m")
    assert [line for line, _, _ in diagnose(nested, semantics="mlir")] == [5]


def test_the_second_process_sends_only_the_functions_a_call_names(monkeypatch):
    # each function with its signature would cross the pipe (a file of a thousand functions,
    # each of a hundred arguments: 5% of the run); only the callees of calls are wanted
    monkeypatch.setattr(driver, "PARALLEL_MIN_CHARS", 0)
    claims_in_halves(monkeypatch)
    answers = []
    in_two = parallel._in_two_processes
    monkeypatch.setattr(parallel, "_in_two_processes", lambda *a, **k: answers.append(in_two(*a, **k)) or answers[-1])
    text = "".join(f"func.func @f{i}(%a: i32) {{\n  return\n}}\n" for i in range(20))
    assert diagnose(text) == []
    (_, second), = answers
    assert second[4] == {}
    call = '  "func.call"(%a) {callee = @f15} : (i32) -> ()\n'
    answers.clear()
    assert diagnose(text.replace("func.func @f1(%a: i32) {\n", "func.func @f1(%a: i32) {\n" + call)) == []
    (_, second), = answers
    assert list(second[4]) == ["f15"]


def test_nested_modules_have_their_own_symbols_and_values():
    assert diagnose(
        "module @a {\n  func.func @f() {\n    return\n  }\n}\n"
        "module @b {\n  func.func @f() {\n    return\n  }\n}\n") == []


@pytest.mark.parametrize("text", [
    'module {\n  func.func @f0() {\n    return\n  }\n  #m = affine_map<(d0) -> (d0)>\n  func.func @f1() {\n    return\n  }\n}\n',
    '#l1 = loc("f":3:4)\nfunc.func @f0() {\n  return\n}\n#l1 = i32\nfunc.func @f1() {\n  return\n}\n#l9 = loc("p":0:1)\n'])
def test_an_alias_in_a_module_or_among_functions_before_debug_infos_aliases_is_read_in_one_piece(monkeypatch, text):
    """(found by an adversarial pass) an alias line in a module's body is no definition, and
    a process that claims debug info's aliases alone never read the other's: two processes
    accepted both, where one finds the error."""
    for semantics in ("spec", "mlir"):
        one = diagnose(text, semantics=semantics, allow_unregistered=True)
        assert one
        with monkeypatch.context() as patched:
            in_two_processes(patched)
            assert diagnose(text, semantics=semantics, allow_unregistered=True) == one


@pytest.mark.parametrize("wrong", ["#m3 = affine_map<(d0) -> (d9)>\n", "#m2 = affine_map<(d0) -> (d0)>\n"])
def test_an_alias_of_an_earlier_piece_that_does_not_read_sends_the_chunk_to_one_piece(wrong):
    """A process catching up on the other's aliases (`catch_up`) meets one it cannot read (an
    affine map naming no dimension, a name defined twice): the chunk in one piece says what is
    wrong, not this process."""
    from toyir.semantics import SPEC

    text = "".join(map(aliased_function, range(6))).replace("!t3 = tensor<2xi32>\n", "!t3 = tensor<2xi32>\n" + wrong)
    cuts = [text.index(f"#m{i} =") for i in range(6)] + [len(text)]
    pieces = list(zip(cuts, cuts[1:]))
    assert parallel._verify_functions(Source("t.mlir", text), pieces, [5], SPEC, True) is None
    assert type(parallel._verify_functions(Source("t.mlir", text), pieces, [2], SPEC, True)) is tuple
