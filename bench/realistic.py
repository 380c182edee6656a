"""Realistic inputs: what users' files look like, not what the verdict memo likes.

    python bench/realistic.py CLASS OPS [--seed N] > file.mlir      (CLASS: one of ALL_CLASSES)

Every class draws distinct random shapes (ranks 0 to 6, `?` dims, `*` unranked operands) for
`test.broadcastable` ops whose result is their operands' broadcast, fifty to a function:

* `distinct`: just that; `attrs`: an attribute dictionary on every op, each distinct;
  `comments`: a comment on every line; `loc`: `loc("model.py":L:C)` on every op;
  `toplevel`: the ops at the top level, no functions;
* `errors-10`, `errors-100`: one op in ten, or every op, with a result that does not broadcast;
* `syntax-end`: valid, with one syntax error on the last line.

Each is valid for mlir-opt 22 too (which checks `test.broadcastable` with its test dialect),
except the error classes, which it rejects as toyir does, and `toplevel`, whose values mlir-opt
wants defined: it is timed against `distinct` (the same ops in functions) there.

The classes of FORM_CLASSES (issue 37) hold the forms real files hold, drawn from upstream MLIR's
test files and from what mlir-opt 22 prints (bench/README.md says which file each came from).
They draw the same shapes as `distinct` (as `errors-100` for `errors-100-mixed`) for the same
seed, so their cost per op compares with `distinct`'s; what they add comes from a second random
stream of its own:

* `attrs-mixed`: an attribute dictionary of mixed kinds on every op (floats, typed integers,
  arrays and nested arrays, `array<i64: ...>`, `dense<...>`, `sparse<...>`, type attributes,
  nested dictionaries, unit attributes, bools, strings with escapes, symbol references, dialect
  attributes, affine maps inline and as `#map` aliases, `dense_resource` with its `{-# #-}`
  section), the values varying op by op;
* `loc-forms`: every op's location one of the non-trivial forms (a name with a child, `fused`
  with and without metadata, `callsite` chains, `unknown`, a bare name, ranges), nested as front
  ends nest them;
* `loc-aliases`: what `mlir-opt --mlir-print-debuginfo` writes for such a file: a `module`, SSA
  names renamed, every op `loc(#locN)`, the definitions at the end (some naming other aliases),
  the block arguments' at the top; mlir-opt prints the file back unchanged;
* `spacing`: the ops of `distinct` with spacing mlir-opt accepts but does not print (none, several
  spaces or tabs around `=`, `,`, `:`, `->`, inside parentheses and `tensor< ... >`, `2 x f32`);
* `multiline`: ops spread over lines (operands, dictionary entries one a line, types and the
  location on lines of their own, comments between), with the dictionaries of `attrs` and the
  locations of `loc`;
* `attrs-loc`: `attrs-mixed`'s dictionaries and `loc-forms`' locations together;
* `errors-100-mixed`: as `attrs-loc`, every op's result wrong (mlir-opt rejects it).
"""

from __future__ import annotations

import argparse
import random
import sys

CLASSES = ("distinct", "attrs", "comments", "loc", "toplevel", "errors-10", "errors-100", "syntax-end")
# Not in CLASSES: bench/run.py takes every class of CLASSES, with its targets, at 1M ops as well.
FORM_CLASSES = ("attrs-mixed", "loc-forms", "loc-aliases", "spacing", "multiline", "attrs-loc", "errors-100-mixed")
ALL_CLASSES = CLASSES + FORM_CLASSES
ELEMENTS = ("f32", "i32", "f16", "i64", "bf16")
PER_FUNCTION = 50


def _shape(rng: random.Random) -> list:
    return [rng.choice((1, 2, 3, 4, 5, 7, 8, 16, 32, None)) for _ in range(rng.randint(0, 6))]


def _broadcast(a: list, b: list) -> list | None:
    """The result shape both semantics accept: a dim is static only where both say so."""
    rank = max(len(a), len(b))
    a, b = [1] * (rank - len(a)) + a, [1] * (rank - len(b)) + b
    out = []
    for x, y in zip(a, b):
        if x is None or y is None:
            out.append(None)
        elif x == 1 or y == 1 or x == y:
            out.append(max(x, y))
        else:
            return None
    return out


def _type(shape: list | None, element: str) -> str:
    if shape is None:
        return f"tensor<*x{element}>"
    return "tensor<" + "".join(("?" if d is None else str(d)) + "x" for d in shape) + element + ">"


def _functions(kind: str, ops: int, rng: random.Random):
    """(function, element, [(a, b, result), ...]) for each function, fifty ops a function: the
    shapes every class draws, in the order they always have been drawn."""
    made = 0
    for function in range(-(-ops // PER_FUNCTION)):
        element = rng.choice(ELEMENTS)
        body = []
        for _ in range(min(PER_FUNCTION, ops - made)):
            wrong = kind in ("errors-100", "errors-100-mixed") or (kind == "errors-10" and rng.random() < 0.1)
            while True:
                a, b = _shape(rng), _shape(rng)
                result = _broadcast(a, b)
                # A wrong op's last dim is static and off by 50: wrong in both semantics.
                if result is not None and (not wrong or (result and result[-1] is not None)):
                    break
            if wrong:
                result = [*result[:-1], result[-1] + 50]
            elif rng.random() < 0.1:
                a, result = None, b  # an unranked operand: the result is what the other says
            body.append((a, b, result))
        yield function, element, body
        made += len(body)


def generate(kind: str, ops: int, seed: int = 1) -> str:
    if kind not in ALL_CLASSES:
        raise ValueError(f"unknown class {kind!r}: one of {', '.join(ALL_CLASSES)}")
    if kind in FORM_CLASSES:
        return _generate_forms(kind, ops, seed)
    rng = random.Random(seed)
    lines: list[str] = []
    made = 0
    for function, element, ops_of in _functions(kind, ops, rng):
        arguments, body = [], []
        for i, (a, b, result) in enumerate(ops_of):
            result_type = _type(result, element)
            types = f"({_type(a, element)}, {_type(b, element)})"
            prefix = f"%f{function}_" if kind == "toplevel" else "%"
            arguments += [f"{prefix}a{i}: {_type(a, element)}", f"{prefix}b{i}: {_type(b, element)}"]
            # Discardable attributes (mlir-opt's test.broadcastable takes no properties), each
            # dictionary its own, as where each op carries its own constant or name.
            attributes = f' {{note = "op {made + i}", n = {made + i} : i64, tag = "k{i % 7}"}}' if kind == "attrs" else ""
            location = f' loc("model.py":{made + i + 1}:{i % 80 + 1})' if kind == "loc" else ""
            comment = f"  // op {i}: broadcast" if kind == "comments" else ""
            body.append(f'{prefix}r{i} = "test.broadcastable"({prefix}a{i}, {prefix}b{i}){attributes} : '
                        f"{types} -> {result_type}{location}{comment}")
        made += len(body)
        if kind == "toplevel":
            lines += body
            continue
        if kind == "comments":
            lines.append(f"// function {function}")
        lines.append(f"func.func @f{function}({', '.join(arguments)}) {{")
        lines += ["  " + line for line in body]
        lines += ["  return", "}"]
    if kind == "syntax-end":
        lines.append('%oops = "test.broadcastable"(%x) : (tensor<4xf32) -> tensor<4xf32>')
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Attribute dictionaries of mixed kinds (attrs-mixed, attrs-loc, errors-100-mixed).
#
# Each maker returns (key, value) for one entry; the keys are the names real ops use for such a
# value.  Left out, though mlir-opt 22 accepts them: `loc(...)` as an attribute value
# (`foo.loc_attr = loc(callsite(...))`, upstream IR/locations.mlir) and `distinct[0]<...>`, both
# of which toyir rejects, so that a class of them would time its error path.

# `#map` aliases, defined at the top of the file as mlir-opt prints them.
_MAP_ALIASES = (
    "affine_map<(d0, d1) -> (d0, d1)>",
    "affine_map<(d0, d1) -> (d1, d0)>",
    "affine_map<(d0, d1) -> (d0)>",
    "affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>",
    "affine_map<(d0, d1, d2) -> (d0, d2)>",
    "affine_map<(d0, d1, d2) -> (d2, d1)>",
    "affine_map<(d0, d1, d2) -> (d0, d1)>",
    "affine_map<() -> (0)>",
)
_SET_ALIAS = "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>"
_RESOURCES = ("torch_tensor_2_torch.float32", "blob1", "__onnx_constant_17")
_RESOURCE_SECTION = (
    "{-#\n  dialect_resources: {\n    builtin: {\n"
    '      torch_tensor_2_torch.float32: "0x040000000000803F00000040",\n'
    '      blob1: "0x040000000100000002000000",\n'
    '      __onnx_constant_17: "0x0400000007000000090000000B000000"\n'
    "    }\n  }\n#-}\n"
)
_RESOURCE_TYPES = ("tensor<2xf32>", "tensor<2xi32>", "tensor<3xi32>")


def _float_value(d: random.Random) -> str:
    form = d.random()
    if form < 0.35:  # as mlir-opt prints a float: %e with six digits
        return f"{d.uniform(-8.0, 8.0):.6e} : {d.choice(('f32', 'f64', 'f32'))}"
    if form < 0.5:  # as written by hand
        return f"{d.randint(-4, 9)}.{d.choice(('0', '5', '25', '125'))} : {d.choice(('f64', 'f32', 'f16', 'bf16'))}"
    if form < 0.65:  # an f32 that decimal cannot say exactly, as mlir-opt prints it
        return d.choice(("9.99999974E-6", "9.99999997E-7", "1.000000e-05", "0.00999999977", "0.899999976",
                         "1.41421354", "3.14159274")) + " : f32"
    if form < 0.75:  # not finite: mlir-opt prints these in hex
        return d.choice(("0x7FC00000 : f32", "0x7F800000 : f32", "0xFF800000 : f32", "0x7FF8000000000000 : f64"))
    if form < 0.85:
        return f"{d.uniform(0.0, 2.0):.6e} : {d.choice(('f16', 'bf16'))}"
    return f"{d.choice(('-', ''))}{d.randint(0, 99)}.{d.randint(0, 99)}"  # no type: f64


def _int_value(d: random.Random) -> str:
    form = d.randrange(8)
    if form == 0:
        return f"{d.randint(-2**40, 2**40)} : i64"
    if form == 1:
        return f"{d.randint(-2**31, 2**31 - 1)} : i32"
    if form == 2:
        return f"{d.randint(0, 4096)} : index"
    if form == 3:
        return f"{d.randint(0, 255)} : ui8"
    if form == 4:
        return f"{d.randint(-128, 127)} : si8"
    if form == 5:
        return f"0x{d.randint(0, 0x7FFF):X} : i16"
    if form == 6:
        return str(d.randint(-1000, 100000))  # no type: i64
    return f"{d.randint(0, 1)} : i1"


def _ints(d: random.Random, n: int, low: int = 0, high: int = 16) -> str:
    return ", ".join(str(d.randint(low, high)) for _ in range(n))


def _array_value(d: random.Random) -> str:
    form = d.randrange(7)
    if form == 0:  # a permutation
        perm = list(range(d.randint(2, 5)))
        d.shuffle(perm)
        return "[" + ", ".join(map(str, perm)) + "]"
    if form == 1:  # pairs: pads, a window
        return "[" + ", ".join(f"[{_ints(d, 2, 0, 3)}]" for _ in range(d.randint(1, 4))) + "]"
    if form == 2:
        return f'[{d.randint(0, 9)}, "two", {d.randint(0, 9)}.0 : f32, [{_ints(d, 2)}]]'
    if form == 3:
        return "[" + ", ".join(f"{d.randint(1, 64)} : i64" for _ in range(d.randint(1, 4))) + "]"
    if form == 4:
        return "[]"
    if form == 5:
        names = (f'"{d.choice(("NCHW", "NHWC", "x", "y", "batch"))}"' for _ in range(d.randint(1, 3)))
        return "[" + ", ".join(names) + "]"
    return "[{}, " + f"{{name = \"arg{d.randint(0, 9)}\"}}]"  # arg_attrs-like


def _dense_array_value(d: random.Random) -> str:
    form = d.randrange(6)
    if form == 0:
        return f"array<i64: {_ints(d, d.randint(1, 4), 1, 64)}>"
    if form == 1:
        return f"array<i32: {_ints(d, d.randint(1, 4), 0, 2)}>"  # operandSegmentSizes-like
    if form == 2:  # kDynamic, as tensor.extract_slice's static sizes print it
        return f"array<i64: -9223372036854775808, {d.randint(1, 32)}, -9223372036854775808>"
    if form == 3:
        return "array<f32: " + ", ".join(f"{d.uniform(-2, 2):.6e}" for _ in range(d.randint(1, 3))) + ">"
    if form == 4:
        return "array<i1: " + ", ".join(d.choice(("true", "false")) for _ in range(d.randint(1, 3))) + ">"
    return "array<i64>"


def _dense_value(d: random.Random) -> str:
    form = d.randrange(9)
    if form == 0:
        n = d.randint(1, 6)
        return f"dense<[{_ints(d, n, -50, 50)}]> : tensor<{n}xi32>"
    if form == 1:  # a splat
        return f"dense<{d.uniform(-1, 1):.6e}> : tensor<{d.randint(1, 8)}x{d.randint(1, 8)}xf32>"
    if form == 2:  # toy codegen's constants
        rows, cols = d.randint(1, 3), d.randint(1, 3)
        values = ", ".join("[" + ", ".join(f"{d.randint(0, 9)}.000000e+00" for _ in range(cols)) + "]"
                           for _ in range(rows))
        return f"dense<[{values}]> : tensor<{rows}x{cols}xf64>"
    if form == 3:
        return f"dense<{d.choice(('true', 'false'))}> : tensor<{d.randint(1, 8)}xi1>"
    if form == 4:  # cf.switch's case values
        return f"dense<{d.randint(-128, 127)}> : vector<1xi8>"
    if form == 5:  # a hex blob, as mlir-opt prints large constants
        n = d.randint(1, 4)
        return f'dense<"0x{"".join(f"{d.getrandbits(32):08X}" for _ in range(n))}"> : tensor<{n}xi32>'
    if form == 6:
        return f"dense<[({d.randint(0, 9)}.0, {d.randint(0, 9)}.5)]> : tensor<1xcomplex<f32>>"
    if form == 7:
        return (f"sparse<[[0, 0], [{d.randint(1, 2)}, {d.randint(0, 3)}]], [{d.randint(0, 9)}.0, "
                f"{d.randint(0, 9)}.5]> : tensor<3x4xf32>")
    k = d.randrange(len(_RESOURCES))
    return f"dense_resource<{_RESOURCES[k]}> : {_RESOURCE_TYPES[k]}"


def _type_value(d: random.Random, op_types: str) -> str:
    return d.choice((
        f"tensor<{d.randint(1, 64)}xf32>", "i32", "index", "f16", "(i32) -> ()", op_types,
        f"memref<{d.randint(1, 1024)}x64xf32, 1>", f"vector<{d.randint(1, 16)}xf32>", "vector<[4]xi32>",
        "complex<f32>", "tuple<i32, f32>", "none", f"tensor<?x{d.randint(1, 9)}xbf16>", "tensor<*xf32>",
        "memref<?x?xf32, strided<[?, 1], offset: ?>>", "!llvm.ptr",
    ))


def _dict_value(d: random.Random) -> str:
    form = d.randrange(3)
    if form == 0:
        return f'{{x = {d.randint(0, 99)} : i64, y = {{z = "deep{d.randint(0, 9)}"}}}}'
    if form == 1:
        return "{}"
    return f'{{name = "in{d.randint(0, 9)}", shape = [{_ints(d, 2, 1, 8)}], dtype = {d.choice(ELEMENTS)}}}'


def _string_value(d: random.Random, n: int) -> str:
    return d.choice((
        f'"esc\\"aped\\n\\t\\\\{n}"', f'"escaped\\0A{n}"', f'"\\22quoted\\22 name {n}"', f'"caf\\C3\\A9 {n}"',
        f'"unicode \u2713 {n}"', f'"onnx::Conv_{n}"', f'"/encoder/layer.{n % 12}/attention/self/query/MatMul"',
        f'"f(x) = {{y}}, a: b -> c [{n}]"', '""', f'"x.{n}"',
    ))


def _symbol_value(d: random.Random, n: int) -> str:
    return d.choice((f"@f{n % 97}", f"@outer::@inner_{n}", f'@"quoted sym {n}"', f"[@x{n}, @y::@z]", "@main"))


def _dialect_value(d: random.Random) -> tuple[str, str]:
    return d.choice((
        ("fastmath", "#arith.fastmath<fast>"), ("fastmath", "#arith.fastmath<nnan,ninf>"),
        ("fastmath", "#arith.fastmath<none>"), ("fastmath", "#arith.fastmath<contract>"),
        ("fastmath", "#arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn>"),
        ("overflowFlags", "#arith.overflow<nsw>"), ("overflowFlags", "#arith.overflow<nsw, nuw>"),
        ("overflowFlags", "#arith.overflow<none>"), ("linkage", "#llvm.linkage<internal>"),
        ("memory_space", "#gpu.address_space<workgroup>"),
    ))


def _keyed_value(d: random.Random, n: int) -> tuple[str, str]:
    """Discardable attributes of front ends and passes, dialect-prefixed or quoted."""
    return d.choice((
        ("tf.device", f'"/job:localhost/replica:0/task:0/device:CPU:{n % 4}"'), ("torch.debug_name", f'"x.{n}"'),
        ('"quoted key"', f"{n} : i64"), ("onnx.node_index", f"{n} : i64"), ("layout", "strided<[1, 4], offset: ?>"),
    ))


def _affine_value(d: random.Random) -> str:
    form = d.randrange(5)
    if form == 0:
        perm = [f"d{i}" for i in range(d.randint(2, 4))]
        dims = ", ".join(perm)
        d.shuffle(perm)
        return f"affine_map<({dims}) -> ({', '.join(perm)})>"
    if form == 1:
        return (f"affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * {d.randint(2, 8)}, d0 floordiv {d.randint(2, 8)}, "
                f"d1 mod {d.randint(2, 8)})>")
    if form == 2:  # as mlir-opt prints them: aliases
        maps = (f"#map{d.choice(('', '1', '2', '3', '4', '5', '6'))}" for _ in range(d.randint(1, 3)))
        return "[" + ", ".join(maps) + "]"
    if form == 3:
        return f"#map{d.randint(1, len(_MAP_ALIASES) - 1)}"
    return d.choice(("#set", f"affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == {d.randint(0, 9)})>"))


_MAKERS = (
    (("alpha", "epsilon", "scale", "momentum", "beta"), lambda d, n, t: _float_value(d)),
    (("axis", "group", "seed", "value", "count"), lambda d, n, t: _int_value(d)),
    (("keep_dims", "transpose_a", "training", "flag"), lambda d, n, t: d.choice(("true", "false"))),
    (("perm", "pads", "kernel_shape", "strides"), lambda d, n, t: _array_value(d)),
    (("static_sizes", "operandSegmentSizes", "dilations", "window"), lambda d, n, t: _dense_array_value(d)),
    (("weights", "case_values", "bias", "cst"), lambda d, n, t: _dense_value(d)),
    (("type", "element_type", "_dtype", "function_type"), lambda d, n, t: _type_value(d, t)),
    (("config", "options", "frontend_attributes"), lambda d, n, t: _dict_value(d)),
    (("use_bias", "inbounds", "nofold"), None),  # a unit attribute: its name alone, or `= unit`
    (("name", "debug_name", "sym_hint", "tag"), lambda d, n, t: _string_value(d, n)),
    (("callee", "target", "symbol"), lambda d, n, t: _symbol_value(d, n)),
    ((), lambda d, n, t: _dialect_value(d)),  # the key goes with the value
    (("map", "indexing_maps", "condition", "permutation_map"), lambda d, n, t: _affine_value(d)),
    ((), lambda d, n, t: _keyed_value(d, n)),
)


def _attr_dict(d: random.Random, n: int, op_types: str) -> str:
    entries = []
    for keys, make in d.sample(_MAKERS, d.randint(2, 6)):
        if make is None:
            key = d.choice(keys)
            entries.append(key if d.random() < 0.7 else f"{key} = unit")
        elif not keys:
            entries.append(" = ".join(make(d, n, op_types)))
        else:
            entries.append(f"{d.choice(keys)} = {make(d, n, op_types)}")
    if d.random() < 0.5:  # mlir-opt prints them sorted; front ends and people do not always
        entries.sort(key=lambda e: e.split(" = ")[0].strip('"'))
    return "{" + ", ".join(entries) + "}"


def _attr_prelude() -> list[str]:
    return [f"#map{'' if k == 0 else k} = {m}" for k, m in enumerate(_MAP_ALIASES)] + [f"#set = {_SET_ALIAS}"]


# ---------------------------------------------------------------------------------------------
# Locations (loc-forms, loc-aliases, attrs-loc, errors-100-mixed), as trees:
#   ("file", name, line, col)  ("range", name, line, col, line2, col2)  ("unknown",)
#   ("name", text, child or None)  ("callsite", callee, caller)  ("fused", metadata or None, (loc, ...))
# Left out, though mlir-opt 22 accepts it: a dialect's location (`loc(#test.custom_location<...>)`,
# upstream IR/locations.mlir), which toyir rejects.

_SOURCES = ("/home/user/proj/model.py", "model.py", "resnet.py", "/src/app/layers.py", "train.py",
            "torch/nn/modules/conv.py", "/usr/lib/python3/site-packages/jax/_src/numpy/lax_numpy.py")
_OP_NAMES = ("aten::conv2d", "aten::add", "aten::mul", "aten::matmul", "onnx::Add", "onnx::Mul", "Conv", "Relu",
             "MatMul", "BiasAdd", "dot_general", "broadcast_in_dim")


class _LocContext:
    """One function's surroundings: the file it came from and the calls it was inlined through,
    which its ops' locations share (and loc-aliases' definitions then share too)."""

    def __init__(self, d: random.Random, function: int):
        self.d = d
        self.source = d.choice(_SOURCES)
        self.line = d.randint(1, 4000)
        self.name = f"{d.choice(('forward', 'call', 'main', '__call__', 'block'))}_{function % 17}"
        self.callers = [("file", d.choice(_SOURCES), d.randint(1, 900), d.randint(0, 40)) for _ in range(3)]
        self.module = ("name", "<module>", ("file", self.source, d.randint(1, 900), 0))

    def file(self, least: int = 0) -> tuple:
        self.line += self.d.randint(least, 3)
        return ("file", self.source, self.line, self.d.randint(1, 80))


def _loc_tree(d: random.Random, c: _LocContext, n: int) -> tuple:
    form = d.random()
    if form < 0.16:  # an op's name over its place: importers of torch and ONNX
        return ("name", f"{d.choice(_OP_NAMES)}_{n}", c.file())
    if form < 0.25:  # a bare name: a TF or ONNX node
        return ("name", d.choice((f"model/dense_{n % 50}/MatMul", f"/encoder/layer.{n % 12}/Add", f"node_{n}")), None)
    if form < 0.36:  # ops merged (CSE, canonicalize)
        # mlir-opt keeps each child once (and a fused location of one is that one): distinct lines
        return ("fused", None, (c.file(), *(c.file(least=1) for _ in range(d.randint(1, 2)))))
    if form < 0.43:  # merged by a pass that says so
        if d.random() < 0.5:
            return ("fused", '"CSE"', (c.file(), d.choice(c.callers)))
        return ("fused", '"myPass"', (("name", "foo", None), ("name", f"foo{n % 5}", None)))
    if form < 0.48:  # TF's importer: the op type and the node
        return ("fused", None, (("name", f"{d.choice(_OP_NAMES)}:", None),
                                ("name", f"model/layer_{n % 40}/op@__inference_call_{n % 1000}", None)))
    if form < 0.60:  # inlined once
        return ("callsite", ("name", c.name, c.file()), d.choice(c.callers))
    if form < 0.68:  # inlined twice or three times
        inner = ("callsite", ("name", f"inner_{n % 9}", c.file()), d.choice(c.callers))
        for _ in range(d.randint(1, 2)):
            inner = ("callsite", inner, d.choice(c.callers))
        return inner
    if form < 0.76:  # JAX: the op's path over the Python stack
        path = f"jit(f)/jit(main)/{d.choice(_OP_NAMES)}[dimension_numbers=(([1], [0]), ([], []))]"
        return ("name", path, ("callsite", ("name", c.name, c.file()), c.module))
    if form < 0.82:
        return ("unknown",)
    if form < 0.92:  # a range, over lines or within one
        start = c.file()
        if d.random() < 0.5:
            return ("range", start[1], start[2], start[3], start[2] + d.randint(1, 5), d.randint(1, 80))
        return ("range", start[1], start[2], start[3], start[2], start[3] + d.randint(1, 30))
    # strings that need escapes (upstream IR/locations.mlir's escape_strings)
    return ("name", d.choice((f"escaped\\0A{n}", f"say \\22hi\\22 {n}")), c.file() if d.random() < 0.5 else None)


def _is_leaf(loc: tuple) -> bool:
    return loc[0] in ("file", "range", "unknown") or (loc[0] == "name" and loc[2] is None)


def _loc_text(loc: tuple, ref=None) -> str:
    """The location's text without `loc(...)`; `ref`, if given, names each child instead."""
    kind = loc[0]
    if kind == "file":
        return f'"{loc[1]}":{loc[2]}:{loc[3]}'
    if kind == "range":
        end = f":{loc[5]}" if loc[4] == loc[2] else f"{loc[4]}:{loc[5]}"  # mlir-opt prints `to :C` within a line
        return f'"{loc[1]}":{loc[2]}:{loc[3]} to {end}'
    if kind == "unknown":
        return "unknown"
    child = (lambda x: ref(x)) if ref else (lambda x: _loc_text(x))
    if kind == "name":
        return f'"{loc[1]}"' + ("" if loc[2] is None else f"({child(loc[2])})")
    if kind == "callsite":
        return f"callsite({child(loc[1])} at {child(loc[2])})"
    metadata = "" if loc[1] is None else f"<{loc[1]}>"
    return f"fused{metadata}[{', '.join(child(x) for x in loc[2])}]"


# ---------------------------------------------------------------------------------------------
# Spacing and layout (spacing, multiline).

_GAPS = ("", "", " ", " ", "  ", "\t", "   ", " \t")
_INDENTS = ("", "  ", "  ", "    ", "\t", "\t\t", "   ", " \t")
_TRAILING = ("", "", "", " ", "\t", "   ")


def _spaced_type(d: random.Random, shape: list | None, element: str) -> str:
    form = d.random()
    if form < 0.6:
        return _type(shape, element)
    if shape is None:
        dims = ["*"]
    else:
        dims = ["?" if x is None else str(x) for x in shape]
    if form < 0.8:  # `tensor< 2x3xf32 >`
        g = d.choice(_GAPS[2:])
        return f"tensor<{g}{_type(shape, element)[7:-1]}{g}>"
    return "tensor<" + " x ".join(dims + [element]) + ">"  # `tensor<2 x 3 x f32>`, as older MLIR was written


def _spaced_op(d: random.Random, i: int, a: list | None, b: list | None, result: list, element: str) -> str:
    def g() -> str:
        return d.choice(_GAPS)
    ta, tb, tr = (_spaced_type(d, s, element) for s in (a, b, result))
    if d.random() < 0.1:
        tr = f"({g()}{tr}{g()})"
    return (f"{d.choice(_INDENTS)}%r{i}{g()}={g()}\"test.broadcastable\"{g()}({g()}%a{i}{g()},{g()}%b{i}{g()}){g()}:"
            f"{g()}({g()}{ta}{g()},{g()}{tb}{g()}){g()}->{g()}{tr}{d.choice(_TRAILING)}")


def _spaced_signature(d: random.Random, function: int, arguments: list[tuple[str, str]]) -> str:
    def g() -> str:
        return d.choice(_GAPS)
    args = ",".join(f"{g()}{name}{g()}:{g()}{t}{g()}" for name, t in arguments)
    return f"func.func{d.choice((' ', '  ', chr(9)))}@f{function}{g()}({args}){g()}{{{d.choice(('', ' ', chr(9)))}"


def _multiline_op(d: random.Random, i: int, n: int, types: tuple[str, str, str], attributes: list[str],
                  location: str) -> list[str]:
    ta, tb, tr = types
    head = f'%r{i} = "test.broadcastable"(%a{i}, %b{i})'
    form = d.randrange(6)
    if form == 0:  # the dictionary's entries one a line, the location on its own
        return [f"{head} {{", *(f"  {e}," for e in attributes[:-1]), f"  {attributes[-1]}",
                f"}} : ({ta}, {tb}) -> {tr}", f"  {location}"]
    if form == 1:  # operands one a line, types over two, as a formatter breaks a long line
        return [f'%r{i} = "test.broadcastable"(', f"    %a{i},", f"    %b{i}",
                f"  ) {{{', '.join(attributes)}}} : ({ta},", f"     {tb})", f"    -> {tr} {location}"]
    if form == 2:  # types on the next line, the location on the one after
        return [f"{head} {{{', '.join(attributes)}}}", f"    : ({ta}, {tb}) -> {tr}", f"    {location}"]
    if form == 3:  # comments between the parts
        return [f"// op {n}: broadcast", f"{head}  // operands", f"    {{{', '.join(attributes)}}} :",
                "    // types", f"    ({ta}, {tb}) ->", f"    {tr}", f"    {location}"]
    if form == 4:  # a result on a line of its own, parentheses opened at each line's end
        return [f"%r{i}", f'    = "test.broadcastable"(%a{i}, %b{i}) {{', f"      {', '.join(attributes)}",
                "    } : (", f"      {ta}, {tb}", "    ) -> (", f"      {tr}", f"    ) {location}"]
    return [f"{head} {{{', '.join(attributes)}}} : ({ta}, {tb}) -> {tr} {location}"]  # one line, as most are


# ---------------------------------------------------------------------------------------------


def _generate_forms(kind: str, ops: int, seed: int) -> str:
    if kind == "loc-aliases":
        return _generate_loc_aliases(ops, seed)
    rng = random.Random(seed)
    d = random.Random(f"{kind}:{seed}")  # the forms' own stream: the shapes stay those of `distinct`
    mixed = kind in ("attrs-mixed", "attrs-loc", "errors-100-mixed")
    located = kind in ("loc-forms", "attrs-loc", "errors-100-mixed")
    lines: list[str] = _attr_prelude() if mixed else []
    made = 0
    for function, element, ops_of in _functions(kind, ops, rng):
        context = _LocContext(d, function) if located else None
        arguments: list[tuple[str, str]] = []
        body: list[str] = []
        for i, (a, b, result) in enumerate(ops_of):
            n = made + i
            arguments += [(f"%a{i}", _type(a, element)), (f"%b{i}", _type(b, element))]
            ta, tb, tr = _type(a, element), _type(b, element), _type(result, element)
            if kind == "spacing":
                body.append(_spaced_op(d, i, a, b, result, element))
                if d.random() < 0.05:
                    body.append(d.choice(("", "  ", "\t", " \t ")))  # a blank line, or one of blanks
                continue
            if kind == "multiline":
                attributes = [f'note = "op {n}"', f"n = {n} : i64", f'tag = "k{i % 7}"']
                location = f'loc("model.py":{n + 1}:{i % 80 + 1})'
                body += ["  " + line for line in _multiline_op(d, i, n, (ta, tb, tr), attributes, location)]
                continue
            attributes = " " + _attr_dict(d, n, f"({ta}, {tb}) -> {tr}") if mixed else ""
            location = f" loc({_loc_text(_loc_tree(d, context, n))})" if located else ""
            body.append(f'  %r{i} = "test.broadcastable"(%a{i}, %b{i}){attributes} : ({ta}, {tb}) -> {tr}{location}')
        made += len(ops_of)
        if kind == "spacing":
            lines.append(_spaced_signature(d, function, arguments))
            lines += body
            lines += [f"{d.choice(_INDENTS)}return{d.choice(('', ' ', chr(9)))}", "}" + d.choice(("", " ", "  "))]
        elif kind == "multiline" and d.random() < 0.6:
            per_line = d.choice((1, 2, 4))
            parts = [f"{name}: {t}" for name, t in arguments]
            rows = [", ".join(parts[k:k + per_line]) for k in range(0, len(parts), per_line)]
            lines.append(f"func.func @f{function}(")
            lines += [f"    {row}," for row in rows[:-1]] + [f"    {rows[-1]}", ") {"]
            lines += body + ["  return", "}"]
        else:
            lines.append(f"func.func @f{function}({', '.join(f'{name}: {t}' for name, t in arguments)}) {{")
            lines += body + ["  return", "}"]
    text = "\n".join(lines) + "\n"
    if mixed:
        text += "\n" + _RESOURCE_SECTION
    return text


def _generate_loc_aliases(ops: int, seed: int) -> str:
    """What `mlir-opt --mlir-print-debuginfo` prints for a file of such ops (checked: mlir-opt
    prints this text back unchanged): aliases numbered by nesting depth, then by first use in a
    walk of the module (the module, each function, its arguments, its ops, its return); those of
    block arguments printed at the top, the rest after the module."""
    rng = random.Random(seed)
    d = random.Random(f"loc-aliases:{seed}")
    source = "input.mlir"
    aliases: dict[tuple, tuple[int, int]] = {}  # location: (depth, first use)

    def use(loc: tuple) -> int:
        """Registers loc and its children; its depth."""
        if loc in aliases:
            return aliases[loc][0]
        if _is_leaf(loc):
            depth = 0
        elif loc[0] == "name":
            depth = use(loc[2]) + 1
        elif loc[0] == "callsite":
            depth = max(use(loc[1]), use(loc[2])) + 1
        else:
            depth = max(use(x) for x in loc[2]) + 1
        aliases[loc] = (depth, len(aliases))
        return depth

    module_loc = ("file", source, 0, 0)
    use(module_loc)
    functions = []
    line = 1
    for function, element, ops_of in _functions("distinct", ops, rng):
        context = _LocContext(d, function)
        function_loc = ("file", source, line, 1)
        use(function_loc)
        arguments = []
        column = 15
        for k, (a, b, _) in enumerate(ops_of):
            for name, shape in ((f"%arg{2 * k}", a), (f"%arg{2 * k + 1}", b)):
                t = _type(shape, element)
                arg_loc = ("file", source, line, column)
                use(arg_loc)
                arguments.append((name, t, arg_loc))
                column += len(name) + len(t) + 4
        body = []
        for k, (a, b, result) in enumerate(ops_of):
            loc = _loc_tree(d, context, function * PER_FUNCTION + k)
            use(loc)
            body.append((k, _type(a, element), _type(b, element), _type(result, element), loc))
        return_loc = ("file", source, line + len(ops_of) + 1, 3)
        use(return_loc)
        functions.append((function, function_loc, arguments, body, return_loc))
        line += len(ops_of) + 3

    number = {loc: k for k, (loc, _) in enumerate(sorted(aliases.items(), key=lambda item: item[1]))}

    def ref(loc: tuple) -> str:
        k = number[loc]
        return "#loc" if k == 0 else f"#loc{k}"

    top = {arg_loc for f in functions for (_, _, arg_loc) in f[2]}
    lines = [f"{ref(loc)} = loc({_loc_text(loc, ref)})" for loc in sorted(top, key=number.__getitem__)]
    lines.append("module {")
    for function, function_loc, arguments, body, return_loc in functions:
        signature = ", ".join(f"{name}: {t} loc({_loc_text(loc)})" for name, t, loc in arguments)
        lines.append(f"  func.func @f{function}({signature}) {{")
        for k, ta, tb, tr, loc in body:
            lines.append(f'    %{k} = "test.broadcastable"(%arg{2 * k}, %arg{2 * k + 1}) : ({ta}, {tb}) -> {tr} '
                         f"loc({ref(loc)})")
        lines += [f"    return loc({ref(return_loc)})", f"  }} loc({ref(function_loc)})"]
    lines.append(f"}} loc({ref(module_loc)})")
    lines += [f"{ref(loc)} = loc({_loc_text(loc, ref)})"
              for loc in sorted(aliases, key=number.__getitem__) if loc not in top]
    return "\n".join(lines) + "\n\n"  # mlir-opt ends its output with an empty line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=ALL_CLASSES)
    parser.add_argument("ops", type=int)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.stdout.write(generate(args.kind, args.ops, args.seed))


if __name__ == "__main__":
    main()
