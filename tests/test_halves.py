"""One large function's body verified in two processes (toyir.halves) finds what one process
finds: on valid files, the halves join (and are asked to); on files made wrong where the cut
matters (a value used across it above its definition, defined on both sides, of another
type, a label, a region reaching across) and on random mutations, the diagnostics are one
process's, in both semantics."""

from __future__ import annotations

import random
import re

import pytest

from support import diagnose
from test_reader import mutate
from toyir import driver, parallel
from toyir.halves import blanked, function_cut

T, I = "tensor<4xf32>", "i32"


def one_function(seed: int, ops: int = 80, module: bool = True, aliases: bool = True) -> str:
    """A function of `ops` ops, each using values defined anywhere above it (the arguments
    too), some with two results, some holding a region over lines, at `loc(#locN)` defined
    after the module; it returns one of the last values and an argument."""
    rng = random.Random(seed)
    values = {T: ["%arg0"], I: ["%arg1"]}
    lines, locations = [], []
    indent = "    " if module else "  "
    for n in range(ops):
        location = ""
        if aliases and rng.random() < 0.5:
            locations.append(f'#loc{len(locations) + 1} = loc("model.py":{n + 1}:{rng.randrange(80)})')
            location = f" loc(#loc{len(locations)})"
        operand = rng.choice(values[T])
        kind = rng.random()
        if kind < 0.15:
            lines.append(f'{indent}%{n}:2 = "t.split"({operand}) : ({T}) -> ({T}, {I}){location}')
            values[T].append(f"%{n}#0")
            values[I].append(f"%{n}#1")
        elif kind < 0.25:
            lines += [f'{indent}%{n} = "t.region"({operand}) ({{',
                      f"{indent}^bb0(%x{n}: {T}):",
                      f'{indent}  "t.yield"(%x{n}) : ({T}) -> ()',
                      f"{indent}}}) : ({T}) -> {T}{location}"]
            values[T].append(f"%{n}")
        elif kind < 0.35:
            other = rng.choice(values[I])
            lines.append(f'{indent}"t.sink"({operand}, {other}) : ({T}, {I}) -> (){location}')
        else:
            lines.append(f'{indent}%{n} = "t.add"({operand}, {rng.choice(values[T])}) : ({T}, {T}) -> {T}{location}')
            values[T].append(f"%{n}")
    body = "\n".join(lines)
    outer = indent[:-2]
    function = (f"{outer}func.func @main(%arg0: {T}, %arg1: {I}) -> ({T}, {I}) {{\n{body}\n"
                f"{indent}return {values[T][-1]}, %arg1 : {T}, {I}\n{outer}}}\n")
    text = f"module {{\n{function}}}\n" if module else function
    return text + "".join(f"{alias}\n" for alias in locations)


@pytest.fixture
def halves(monkeypatch) -> list[bool]:
    """Every chunk verified as a large one, where two processes may run; what each attempt
    at halves answered."""
    monkeypatch.setattr(driver, "PARALLEL_MIN_CHARS", 0)
    monkeypatch.setattr(parallel, "usable_cores", lambda: 2)
    answers: list[bool] = []
    real = parallel._function_in_halves

    def counted(*arguments):
        answers.append(real(*arguments))
        return answers[-1]
    monkeypatch.setattr(parallel, "_function_in_halves", counted)
    return answers


def one_process(text: str, semantics: str) -> list:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(driver, "PARALLEL_MIN_CHARS", 1 << 60)
        return diagnose(text, semantics=semantics, allow_unregistered=True)


@pytest.mark.parametrize("module, aliases", [(True, True), (True, False), (False, True), (False, False)])
@pytest.mark.parametrize("seed", range(3))
def test_a_valid_function_is_verified_in_halves_that_join(halves, seed, module, aliases):
    text = one_function(seed, module=module, aliases=aliases)
    assert one_process(text, "mlir") == []
    for semantics in ("spec", "mlir"):
        assert diagnose(text, semantics=semantics, allow_unregistered=True) == []
    assert halves == [True, True]


def the_halves(text: str) -> tuple[str, str, str]:
    """The function's first part, second part and the rest after its terminator's line, as cut."""
    body_start, body_end, _, _ = parallel._module_of_functions(text, 0, len(text))
    cut = function_cut(text, body_start, body_end)
    assert cut is not None
    return text[:cut.middle], text[cut.middle:cut.terminator], text[cut.terminator:]


def defined_in(part: str) -> list[str]:
    return [line.split(" = ")[0].strip().split(":")[0] for line in part.splitlines() if " = \"t." in line]


def across(seed: int, how: str) -> str:
    """A valid function made wrong (or left valid, another way) across the cut."""
    rng = random.Random(seed)
    first, second, rest = the_halves(one_function(seed))
    early, late = defined_in(first), defined_in(second)
    ops = [i for i, line in enumerate(second.splitlines()) if '"t.add"(' in line]
    lines = second.splitlines()
    if how == "forward":  # a use above the definition, from the first part
        first, count = re.subn(r'"t\.add"\(%[^,]+,', f'"t.add"({rng.choice(late)},', first, count=1)
        assert count == 1
    elif how == "forward in a region":  # the same, from a region an op of the first part holds
        first += (f'    "t.region"() ({{\n      "t.use"({rng.choice(late)}) : ({T}) -> ()\n'
                  f'      "t.yield"() : () -> ()\n    }}) : () -> ()\n')
    elif how == "redefined":  # the second part defines a name the first did
        lines[ops[0]] = f"    {rng.choice(early)} = " + lines[ops[0]].split(" = ", 1)[1]
    elif how == "type":  # a value of the first part used as another type
        lines[ops[-1]] = f'    "t.use"({early[0]}) : (tensor<5xf32>) -> ()'
    elif how == "number":
        lines[ops[-1]] = f'    "t.use"({early[0]}#7) : ({T}) -> ()'
    elif how == "undeclared":
        lines[ops[-1]] = f'    "t.use"(%nowhere) : ({T}) -> ()'
    elif how == "returned":  # the terminator returns what the second part does not define
        rest = rest.replace("return %", "return %nowhere, %", 1).replace(f" : {T}, {I}", f" : {T}, {T}, {I}", 1)
    elif how == "label":  # valid: the body has blocks (one process decides)
        lines.insert(ops[0], "  ^bb1:")
    elif how == "region":  # valid: a region reaching across the cut, which the halves join
        lines[ops[0]:ops[0]] = [f'    "t.region"() ({{', f'      "t.use"({early[0]}) : ({T}) -> ()',
                                f'      "t.yield"() : () -> ()', "    }) : () -> ()"]
    elif how == "second return":
        lines.insert(ops[0], f"    return %arg0, %arg1 : {T}, {I}")
    return first + "\n".join(lines) + "\n" + rest


@pytest.mark.parametrize("how", ["forward", "forward in a region", "redefined", "type", "number", "undeclared", "returned", "label",
                                 "region", "second return"])
@pytest.mark.parametrize("semantics", ["spec", "mlir"])
def test_what_crosses_the_cut_is_found_as_one_process_finds_it(halves, how, semantics):
    for seed in range(2):
        text = across(seed, how)
        expected = one_process(text, semantics)
        # (valid: a region reaching across, and a block after a last op of an unknown dialect,
        # which may be a terminator, as in mlir-opt)
        assert (expected == []) == (how in ("region", "label")), expected
        assert diagnose(text, semantics=semantics, allow_unregistered=True) == expected
    assert halves == ([True, True] if how == "region" else [False] * len(halves)) and halves  # asked; declined but that


def among_helpers(callee: str) -> str:
    """A module of small functions and one that is most of it, which calls one of them by
    `callee` near its end (a JAX export's `main`)."""
    helpers = "".join(f'  func.func private @h{i}(%a: {T}) -> {T} {{\n    return %a : {T}\n  }}\n' for i in range(4))
    main = one_function(7, ops=120, module=False, aliases=False).replace("\n", "\n  ")
    call = f'    %c = "func.call"(%arg0) {{callee = @{callee}}} : ({T}) -> {T}\n    return'
    return "module {\n" + helpers + "  " + main.rstrip(" ").replace("    return", call, 1) + "}\n"


@pytest.mark.parametrize("semantics", ["spec", "mlir"])
@pytest.mark.parametrize("callee", ["h2", "nowhere"])
def test_a_function_that_is_most_of_a_module_is_cut_and_its_calls_find_their_callees(halves, semantics, callee):
    text = among_helpers(callee)
    expected = one_process(text, semantics)
    assert (expected == []) == (callee == "h2"), expected
    assert diagnose(text, semantics=semantics, allow_unregistered=True) == expected
    assert halves == [callee == "h2"]


@pytest.mark.parametrize("semantics", ["spec", "mlir"])
def test_a_body_of_blocks_is_left_to_one_process(halves, semantics):
    """A value of one block used in another it does not dominate, across the cut: each part
    alone is right about its uses (the second's of the first's values), but the first has
    blocks, and is not joined."""
    adds = "".join(f'    %a{i} = "t.add"(%arg0, %arg0) : ({T}, {T}) -> {T}\n' for i in range(40))
    text = (f"module {{\n  func.func @main(%arg0: {T}, %arg1: {I}) -> ({T}, {I}) {{\n"
            f'    %c = "t.c"() : () -> i1\n    "t.br"(%c)[^bb1, ^bb2] : (i1) -> ()\n'
            f'  ^bb1:\n    %v = "t.add"(%arg0, %arg0) : ({T}, {T}) -> {T}\n    "t.go"()[^bb2] : () -> ()\n'
            f"  ^bb2:\n{adds}"
            f'    %w = "t.add"(%v, %arg0) : ({T}, {T}) -> {T}\n'
            f"    return %w, %arg1 : {T}, {I}\n  }}\n}}\n")
    expected = one_process(text, semantics)
    assert [message for _, _, message in expected] == ["operand #0 does not dominate this use"]
    assert diagnose(text, semantics=semantics, allow_unregistered=True) == expected
    assert halves == [False]


@pytest.mark.parametrize("semantics", ["spec", "mlir"])
def test_mutated_functions_are_judged_as_one_process_judges_them(halves, semantics):
    rng = random.Random(semantics)
    for seed in range(40):
        text = mutate(one_function(seed, ops=40), rng)
        assert diagnose(text, semantics=semantics, allow_unregistered=True) == one_process(text, semantics), text


def test_the_cut_is_between_two_ops_of_the_body():
    text = one_function(1)
    first, second, rest = the_halves(text)
    assert second.startswith('    %') or second.startswith('    "')
    assert rest.lstrip().startswith("return")
    blank = blanked(text, [(len(first), len(first) + len(second))])
    assert len(blank) == len(text) and not blank[len(first):len(first) + len(second)].strip(" ")
    assert blank[:len(first)] == first and blank[len(first) + len(second):] == rest


@pytest.mark.parametrize("text", [
    "func.func @a() {\n  return\n}\nfunc.func @b() {\n  return\n}\n",  # two functions
    'func.func @a() {\n  "t.x"() : () -> ()\n  cf.br ^bb1\n^bb1:\n  return\n}\n',  # blocks
    f'func.func @a(%a: {T}) -> ({T}, {T}) {{\n  "t.x"() : () -> ()\n  "t.x"() : () -> ()\n'
    f'  return %a,\n    %a : {T}, {T}\n}}\n',  # a return over lines
    '"func.func"() <{function_type = () -> (), sym_name = "a"}> ({\n  "func.return"() : () -> ()\n}) : () -> ()\n',
])
def test_only_one_function_of_one_block_ending_in_a_return_line_is_cut(text):
    assert function_cut(text, 0, len(text)) is None
