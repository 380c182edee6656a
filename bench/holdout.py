"""Held-out inputs: toyir-verify against mlir-opt 22 on files shaped like real MLIR files.

    python bench/holdout.py gen CLASS [N] [--seed S] > file.mlir
    python bench/holdout.py run [--ops N] [--runs R] [--toyir PATH] [--pin] [--classes a,b] [--keep DIR]
    python bench/holdout.py check [--ops N] [--seeds 1,2]   # verdicts of both tools, mlir-opt round trips

Written blind: without reading toyir's implementation or its other benchmark generators, so
that nothing in toyir can have been tuned to these inputs.  Each class is modelled on a real
file (named in CLASSES below and in bench/README.md) and scaled to N ops by drawing many
different functions (fresh shapes, constants, names, op mixes) from a set of kernels, never by
repeating a line.  An "op" is every operation of the file: the module, each function, every op
nested in a region and every terminator.  Standard library only.

Classes (each described, with the files it was modelled on, above its generator):

    generic-ml     a model lowered to linalg/tensor/arith/scf/cf, as `mlir-opt --mlir-print-op-generic`
                   prints it: properties, regions, `#map` aliases, dense constants, resource blobs
    debuginfo-cfg  loops and CFGs over memrefs (cf, scf, func.call, vector, index, affine), as
                   `mlir-opt --mlir-print-op-generic --mlir-print-debuginfo` prints them: `#loc` aliases
    handwritten    a front end's output edited by hand: custom `module`/`func.func`/`return`, `!type`
                   and `#attr` aliases, comments, blank lines, varied indentation, ops over lines
    bcast-errors   every op a wrong `test.broadcastable`, with an importer's attributes and locations
    onnx-import    one `main_graph` of a transformer as onnx-mlir imports it (toyir's `onnx` ops among
                   unregistered ones)

Every class is run with `--allow-unregistered-dialect` by both tools, toyir with
`--semantics=spec`; all but `bcast-errors` are valid for mlir-opt 22, which rejects that one.
`check` confirms it, and that mlir-opt prints the four generic classes back byte for byte.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from run import TOYIR, find_mlir_opt  # noqa: E402  (bench/run.py's: one way to find each tool)

DYN = None  # a dynamic dim
KDYN = "-9223372036854775808"  # ShapedType::kDynamic as mlir-opt prints it in static_* arrays


# --------------------------------------------------------------------------------------------
# A small IR model and a printer that writes what `mlir-opt --mlir-print-op-generic
# [--mlir-print-debuginfo]` writes: values numbered module-wide as its SSANameState does (a
# stack of regions, the last pushed numbered first; entry block arguments `%argN`, other block
# arguments and results `%N`, one number per result group), blocks numbered per region with
# their predecessor comments, affine maps and (with debug info) locations as aliases numbered in
# order of first use, locations of nested locations after the plain ones; block arguments'
# locations printed inline and defined at the top, every other location deferred to the end.
# `python bench/holdout.py check` confirms that mlir-opt prints the generic classes back byte
# for byte.
# --------------------------------------------------------------------------------------------

class Value:
    __slots__ = ("type", "loc", "name")

    def __init__(self, type_: str, loc=None):
        self.type = type_
        self.loc = loc
        self.name = ""


class Block:
    __slots__ = ("args", "ops", "preds", "id")

    def __init__(self, arg_types=(), arg_locs=None):
        self.args = [Value(t, arg_locs[i] if arg_locs else None) for i, t in enumerate(arg_types)]
        self.ops: list[Op] = []
        self.preds: list[Block] = []
        self.id = 0


class Op:
    __slots__ = ("name", "operands", "results", "succs", "props", "attrs", "regions", "loc")

    def __init__(self, name, operands, results, succs, props, attrs, regions, loc):
        self.name = name
        self.operands = operands
        self.results = results
        self.succs = succs
        self.props = props
        self.attrs = attrs
        self.regions = regions
        self.loc = loc


class Builder:
    """Appends ops to a block; `loc` (a callable) gives each op its location, or None."""

    def __init__(self, block: Block, loc=None, counter=None):
        self.block = block
        self.loc = loc
        self.counter = counter if counter is not None else [0]

    def op(self, name, operands=(), types=(), props=None, attrs=None, regions=(), succs=(), loc=None):
        if loc is None and self.loc is not None:
            loc = self.loc()
        results = [Value(t) for t in types]
        op = Op(name, list(operands), results, list(succs), props, attrs, list(regions), loc)
        self.block.ops.append(op)
        self.counter[0] += 1
        for succ in succs:
            succ.preds.append(self.block)
        if len(results) == 1:
            return results[0]
        return results

    def nested(self, block: Block) -> "Builder":
        return Builder(block, self.loc, self.counter)


def shape_str(shape) -> str:
    return "x".join("?" if d is None else str(d) for d in shape)


def tensor(shape, et="f32") -> str:
    return f"tensor<{shape_str(shape)}x{et}>" if shape else f"tensor<{et}>"


def memref(shape, et="f32", layout="") -> str:
    inner = f"{shape_str(shape)}x{et}" if shape else et
    return f"memref<{inner}{', ' + layout if layout else ''}>"


def type_list(types) -> str:
    return "(" + ", ".join(types) + ")"


def fn_type(ins, outs) -> str:
    out = outs[0] if len(outs) == 1 else type_list(outs)
    return f"{type_list(ins)} -> {out}"


def fmt_float(v: float) -> str:
    return "%.6e" % v


def amap(text: str) -> str:
    """An affine map, printed as a `#map` alias numbered by first use."""
    return "\x01" + text + "\x02"


# Locations: ("flc", file, line, col), ("name", name, child), ("callsite", callee, caller),
# ("fused", (children...)), ("unknown",).

def loc_children(loc):
    kind = loc[0]
    if kind == "name":
        return (loc[2],) if loc[2] is not None else ()
    if kind == "callsite":
        return (loc[1], loc[2])
    if kind == "fused":
        return loc[1]
    return ()


def loc_depth(loc, memo):
    d = memo.get(loc)
    if d is None:
        kids = loc_children(loc)
        d = 1 + max(loc_depth(k, memo) for k in kids) if kids else 0
        memo[loc] = d
    return d


def quote(s: str) -> str:
    return '"' + s.replace("\\", "\\5C").replace('"', '\\22') + '"'


def loc_inline(loc) -> str:
    kind = loc[0]
    if kind == "flc":
        return f"{quote(loc[1])}:{loc[2]}:{loc[3]}"
    if kind == "unknown":
        return "unknown"
    if kind == "name" and loc[2] is None:
        return quote(loc[1])
    raise ValueError("only plain locations are printed inline here")


def print_module(module: Op, resources=(), debuginfo=False) -> str:
    # Number values and blocks as mlir-opt's SSANameState does.
    next_value = 0
    next_arg = 0
    stack = list(module.regions)
    while stack:
        region = stack.pop()
        for bi, block in enumerate(region):
            block.id = bi
            for arg in block.args:
                if bi == 0:
                    arg.name = f"%arg{next_arg}"
                    next_arg += 1
                else:
                    arg.name = f"%{next_value}"
                    next_value += 1
            for op in block.ops:
                if op.results:
                    if len(op.results) == 1:
                        op.results[0].name = f"%{next_value}"
                    else:
                        for i, r in enumerate(op.results):
                            r.name = f"%{next_value}#{i}"
                    next_value += 1
        for block in region:
            for op in block.ops:
                stack.extend(op.regions)

    # Location aliases: first use in a pre-order walk, plain ones before nested ones.
    loc_names: dict = {}
    top_locs: set = set()
    if debuginfo:
        order: dict = {}

        def visit(loc, top=False):
            if loc not in order:
                order[loc] = len(order)
            if top:
                top_locs.add(loc)
            for child in loc_children(loc):
                visit(child, top)

        def walk(op: Op):
            visit(op.loc)
            for region in op.regions:
                for block in region:
                    for arg in block.args:
                        visit(arg.loc, top=True)
                    for inner in block.ops:
                        walk(inner)

        walk(module)
        memo: dict = {}
        ranked = sorted(order, key=lambda l: (loc_depth(l, memo), order[l]))
        for i, loc in enumerate(ranked):
            loc_names[loc] = "#loc" if i == 0 else f"#loc{i}"

    out: list[str] = []
    emit = out.append

    def print_op(op: Op, indent: str):
        parts = [indent]
        if op.results:
            parts.append(op.results[0].name if len(op.results) == 1
                         else f"{op.results[0].name.split('#')[0]}:{len(op.results)}")
            parts.append(" = ")
        parts.append('"' + op.name + '"(' + ", ".join(v.name for v in op.operands) + ")")
        if op.succs:
            parts.append("[" + ", ".join(f"^bb{b.id}" for b in op.succs) + "]")
        if op.props:
            parts.append(" <{" + op.props + "}>")
        if op.regions:
            parts.append(" (")
            emit("".join(parts))
            for ri, region in enumerate(op.regions):
                emit("{\n" if ri == 0 else "}, {\n")
                for bi, block in enumerate(region):
                    if bi > 0 or block.args:
                        head = [indent, f"^bb{block.id}"]
                        if block.args:
                            if debuginfo:
                                head.append("(" + ", ".join(f"{a.name}: {a.type} loc({loc_inline(a.loc)})"
                                                            for a in block.args) + ")")
                            else:
                                head.append("(" + ", ".join(f"{a.name}: {a.type}" for a in block.args) + ")")
                        head.append(":")
                        if bi > 0:
                            preds = sorted(p.id for p in block.preds)
                            if not preds:
                                head.append("  // no predecessors")
                            elif len(preds) == 1:
                                head.append(f"  // pred: ^bb{preds[0]}")
                            else:
                                head.append(f"  // {len(preds)} preds: " + ", ".join(f"^bb{p}" for p in preds))
                        emit("".join(head) + "\n")
                    inner = indent + "  "
                    for o in block.ops:
                        print_op(o, inner)
                emit(indent)
            parts = ["})"]
        if op.attrs:
            parts.append(" {" + op.attrs + "}")
        parts.append(" : " + type_list(v.type for v in op.operands) + " -> ")
        if len(op.results) == 1:
            parts.append(op.results[0].type)
        else:
            parts.append(type_list(v.type for v in op.results))
        if debuginfo:
            parts.append(f" loc({loc_names[op.loc]})")
        parts.append("\n")
        emit("".join(parts))

    print_op(module, "")
    body = "".join(out)

    # Affine maps: `#map`, `#map1`, ... in order of first appearance.
    map_names: dict = {}

    def name_map(m):
        text = m.group(1)
        name = map_names.get(text)
        if name is None:
            name = "#map" if not map_names else f"#map{len(map_names)}"
            map_names[text] = name
        return name

    body = re.sub("\x01([^\x02]*)\x02", name_map, body)

    def loc_def(loc) -> str:
        kind = loc[0]
        if kind == "name" and loc[2] is not None:
            inner = f"{quote(loc[1])}({loc_names[loc[2]]})"
        elif kind == "callsite":
            inner = f"callsite({loc_names[loc[1]]} at {loc_names[loc[2]]})"
        elif kind == "fused":
            inner = "fused[" + ", ".join(loc_names[c] for c in loc[1]) + "]"
        else:
            inner = loc_inline(loc)
        return f"{loc_names[loc]} = loc({inner})\n"

    head: list[str] = []
    tail: list[str] = []
    if debuginfo:
        for loc in loc_names:  # in number order
            (head if loc in top_locs else tail).append(loc_def(loc))
    head.extend(f"{name} = {text}\n" for text, name in map_names.items())
    text = "".join(head) + body + "".join(tail)
    if tail:
        text += "\n"
    if resources:
        text += "{-#\n  dialect_resources: {\n    builtin: {\n" if tail else "\n{-#\n  dialect_resources: {\n    builtin: {\n"
        text += ",\n".join(f"      {key}: \"0x{blob}\"" for key, blob in resources)
        text += "\n    }\n  }\n#-}\n\n"
    return text


def new_module(loc=None):
    body = Block()
    module = Op("builtin.module", [], [], [], None, None, [[body]], loc)
    return module, body


def add_func(builder: Builder, name: str, ins, outs, arg_locs=None, loc=None):
    """A func.func in generic form; returns (its entry builder, its arguments, the op)."""
    entry = Block(ins, arg_locs)
    builder.op("func.func", props=f"function_type = {fn_type(ins, outs)}, sym_name = {quote(name)}",
               regions=[[entry]], loc=loc)
    return builder.nested(entry), entry.args


# --------------------------------------------------------------------------------------------
# Shared pieces of real dialect ops, as mlir-opt 22 prints them generically.
# --------------------------------------------------------------------------------------------

FM = "fastmath = #arith.fastmath<none>"
OVF = "overflowFlags = #arith.overflow<none>"
CMPI = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}
CMPF = {"oeq": 1, "ogt": 2, "oge": 3, "olt": 4, "ole": 5, "one": 6, "ord": 7, "ueq": 8, "ugt": 9, "une": 13}


def const(b: Builder, value: str, type_: str):
    return b.op("arith.constant", types=[type_], props=f"value = {value}")


def cidx(b: Builder, n: int):
    return const(b, f"{n} : index", "index")


def cf32(b: Builder, v: float, et="f32"):
    return const(b, f"{fmt_float(v)} : {et}", et)


def binf(b: Builder, name, x, y):
    return b.op(name, [x, y], [x.type], props=FM)


def bini(b: Builder, name, x, y):
    return b.op(name, [x, y], [x.type], props=OVF)


def fill(b: Builder, scalar, init):
    body = Block([scalar.type, scalar.type])
    bb = b.nested(body)
    bb.op("linalg.yield", [body.args[0]])
    return b.op("linalg.fill", [scalar, init], [init.type], props="operandSegmentSizes = array<i32: 1, 1>",
                regions=[[body]])


def iterators(kinds) -> str:
    return "[" + ", ".join(f"#linalg.iterator_type<{k}>" for k in kinds) + "]"


def dims(n) -> str:
    return "(" + ", ".join(f"d{i}" for i in range(n)) + ")"


def generic(b: Builder, ins, outs, maps, kinds, body_fn, et="f32"):
    """linalg.generic over `ins` and `outs`; body_fn(builder, args) returns the yielded value."""
    body = Block([et] * (len(ins) + len(outs)))
    bb = b.nested(body)
    y = body_fn(bb, body.args)
    bb.op("linalg.yield", [y])
    props = (f"indexing_maps = [{', '.join(amap(m) for m in maps)}], iterator_types = {iterators(kinds)}, "
             f"operandSegmentSizes = array<i32: {len(ins)}, {len(outs)}>")
    return b.op("linalg.generic", list(ins) + list(outs), [o.type for o in outs], props=props, regions=[[body]])


def dense(values, type_: str) -> str:
    """A dense elements attribute as mlir-opt prints it: a splat when every value is the same."""
    if all(v == values[0] for v in values):
        return f"dense<{values[0]}> : {type_}"
    return f"dense<[{', '.join(values)}]> : {type_}"


def hexblob(values, fmt="<f", align=4) -> str:
    return struct.pack("<I", align).hex().upper() + b"".join(struct.pack(fmt, v) for v in values).hex().upper()


def nice_float(rng: random.Random, lo=-4.0, hi=4.0) -> float:
    """A float exactly representable in f32 with few digits (so that `%.6e` round-trips)."""
    return round(rng.uniform(lo, hi) * 16) / 16


# --------------------------------------------------------------------------------------------
# Class `generic-ml`: a model lowered to linalg/tensor/arith/scf, as printed by
# `mlir-opt --mlir-print-op-generic`, weights in `{-# dialect_resources #-}` blobs.
# Modelled on generic/mlir/test/Dialect/Linalg/fold-empty-op.mlir (one module, many functions,
# module-wide value numbers), generic/mlir/test/Dialect/Tensor/ops.mlir (extract/insert_slice,
# pad, reshapes, kDynamic arrays), generic/mlir/test/Dialect/Tensor/bubble-reshapes.mlir,
# generic/mlir/test/Dialect/Arith/bufferize.mlir (dense constants), and mlir-opt 22's own
# generic printing of linalg named ops (their regions, `linalg.memoized_indexing_maps`).
# --------------------------------------------------------------------------------------------

class Ctx:
    def __init__(self, rng: random.Random, debuginfo=False, src="model.mlir"):
        self.rng = rng
        self.resources: list[tuple[str, str]] = []
        self.n_funcs = 0
        self.debuginfo = debuginfo
        self.src = src
        self.line = 1
        self.funcs_sum: list[tuple[str, str]] = []  # (name, element type) of callable reductions

    def fname(self, stem):
        self.n_funcs += 1
        return f"{stem}_{self.n_funcs - 1}"


def k_dense(c: Ctx, b: Builder):
    r = c.rng
    B, K, N = r.choice([1, 4, 8, 16, 32]), r.choice([64, 128, 256, 512, 768]), r.choice([16, 32, 64, 128])
    act = r.choice(["relu", "gelu_tanh", "none", "sigmoid"])
    name = c.fname(r.choice(["dense", "linear", "fc", "proj"]))
    fb, (x, w) = add_func(b, name, [tensor((B, K)), tensor((K, N))], [tensor((B, N))])
    key = f"{name}.bias"
    c.resources.append((key, hexblob([nice_float(r, -1, 1) for _ in range(N)])))
    bias = const(fb, f"dense_resource<{key}> : {tensor((N,))}", tensor((N,)))
    zero = cf32(fb, 0.0)
    empty = fb.op("tensor.empty", types=[tensor((B, N))])
    init = fill(fb, zero, empty)
    mm_body = Block(["f32", "f32", "f32"])
    mb = fb.nested(mm_body)
    prod = binf(mb, "arith.mulf", mm_body.args[0], mm_body.args[1])
    acc = binf(mb, "arith.addf", mm_body.args[2], prod)
    mb.op("linalg.yield", [acc])
    maps = ["affine_map<(d0, d1, d2) -> (d0, d2)>", "affine_map<(d0, d1, d2) -> (d2, d1)>",
            "affine_map<(d0, d1, d2) -> (d0, d1)>"]
    mm = fb.op("linalg.matmul", [x, w, init], [tensor((B, N))],
               props=f"indexing_maps = [{', '.join(amap(m) for m in maps)}], operandSegmentSizes = array<i32: 2, 1>",
               regions=[[mm_body]])

    def body(bb, a):
        s = binf(bb, "arith.addf", a[0], a[1])
        if act == "relu":
            return binf(bb, "arith.maximumf", s, zero)
        if act == "sigmoid":
            n = bb.op("arith.negf", [s], ["f32"], props=FM)
            e = bb.op("math.exp", [n], ["f32"], props=FM)
            one = cf32(bb, 1.0)
            d = binf(bb, "arith.addf", one, e)
            return binf(bb, "arith.divf", one, d)
        if act == "gelu_tanh":
            half = cf32(bb, 0.5)
            t = bb.op("math.tanh", [s], ["f32"], props=FM)
            one = cf32(bb, 1.0)
            u = binf(bb, "arith.addf", t, one)
            v = binf(bb, "arith.mulf", s, u)
            return binf(bb, "arith.mulf", v, half)
        return s

    out = generic(fb, [mm, bias], [empty], ["affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d1)>",
                                           "affine_map<(d0, d1) -> (d0, d1)>"], ["parallel", "parallel"], body)
    fb.op("func.return", [out])


def k_tiled(c: Ctx, b: Builder):
    r = c.rng
    T = r.choice([4, 8, 16, 32])
    M = T * r.choice([2, 4, 8, 16])
    Nc = r.choice([16, 32, 64, 96, 128])
    name = c.fname(r.choice(["tile_rows", "tiled_act", "rowwise"]))
    fb, (a, n) = add_func(b, name, [tensor((M, Nc)), "index"], [tensor((M, Nc))])
    c0, ct, cm = cidx(fb, 0), cidx(fb, T), cidx(fb, M)
    k = r.randint(2, 6)
    const(fb, dense([fmt_float(nice_float(r)) for _ in range(k)], tensor((k,))), tensor((k,)))
    body = Block(["index", a.type])
    lb = fb.nested(body)
    iv, acc = body.args
    sl = lb.op("tensor.extract_slice", [acc, iv], [tensor((T, Nc))],
               props=f"operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: {KDYN}, 0>, "
                     f"static_sizes = array<i64: {T}, {Nc}>, static_strides = array<i64: 1, 1>")
    fn = r.choice(["math.tanh", "math.exp", "math.absf", "arith.negf", "math.sqrt", "math.erf"])
    t = lb.op(fn, [sl], [sl.type], props=FM)
    if r.random() < 0.5:
        t = binf(lb, r.choice(["arith.mulf", "arith.addf", "arith.subf"]), t, sl)
    ins = lb.op("tensor.insert_slice", [t, acc, iv], [acc.type],
                props=f"operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: {KDYN}, 0>, "
                      f"static_sizes = array<i64: {T}, {Nc}>, static_strides = array<i64: 1, 1>")
    lb.op("scf.yield", [ins])
    loop = fb.op("scf.for", [c0, cm, ct, a], [a.type], regions=[[body]])
    flat = fb.op("tensor.collapse_shape", [loop], [tensor((M * Nc,))], props="reassociation = [[0, 1]]")
    shp = (T, M // T, Nc)
    exp = fb.op("tensor.expand_shape", [flat], [tensor(shp)],
                props=f"reassociation = [[0, 1, 2]], static_output_shape = array<i64: {', '.join(map(str, shp))}>")
    target = r.choice(["fused_attention", "layer_norm", "rms_norm", "rotary_embedding", "topk"])
    fb.op("foo.custom_call", [exp, n], [exp.type],
          props=f"backend_config = {{k = {r.randint(1, 64)} : i64, transpose = {r.choice(['true', 'false'])}}}, "
                f"call_target_name = {quote(target)}")
    pred = r.choice(list(CMPI))
    cond = fb.op("arith.cmpi", [n, ct], ["i1"], props=f"predicate = {CMPI[pred]} : i64")
    then = Block()
    fb.nested(then).op("scf.yield", [loop])
    els = Block()
    eb = fb.nested(els)
    cast = eb.op("tensor.cast", [a], [a.type])
    eb.op("scf.yield", [cast])
    res = fb.op("scf.if", [cond], [a.type], regions=[[then], [els]])
    fb.op("func.return", [res])


def k_softmax(c: Ctx, b: Builder):
    r = c.rng
    B, N = r.choice([1, 2, 4, 8, 16, 32]), r.choice([10, 16, 64, 100, 128, 1000])
    name = c.fname(r.choice(["softmax", "attn_probs", "logits_norm"]))
    fb, (x,) = add_func(b, name, [tensor((B, N))], [tensor((B, N))])
    ninf = const(fb, "0xFF800000 : f32", "f32")
    zero = cf32(fb, 0.0)
    e1 = fb.op("tensor.empty", types=[tensor((B,))])
    m0 = fill(fb, ninf, e1)
    idm, red = "affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d0)>"
    mx = generic(fb, [x], [m0], [idm, red], ["parallel", "reduction"],
                 lambda bb, a: binf(bb, "arith.maximumf", a[0], a[1]))
    e2 = fb.op("tensor.empty", types=[tensor((B, N))])

    def sub_exp(bb, a):
        d = binf(bb, "arith.subf", a[0], a[1])
        return bb.op("math.exp", [d], ["f32"], props=FM)

    ex = generic(fb, [x, mx], [e2], [idm, red, idm], ["parallel", "parallel"], sub_exp)
    s0 = fill(fb, zero, e1)
    sm = generic(fb, [ex], [s0], [idm, red], ["parallel", "reduction"],
                 lambda bb, a: binf(bb, "arith.addf", a[0], a[1]))
    out = generic(fb, [ex, sm], [e2], [idm, red, idm], ["parallel", "parallel"],
                  lambda bb, a: binf(bb, "arith.divf", a[0], a[1]))
    fb.op("func.return", [out])


def k_conv(c: Ctx, b: Builder):
    r = c.rng
    H = r.choice([8, 14, 16, 28, 32, 56])
    C, F, s = r.choice([3, 8, 16, 32, 64]), r.choice([8, 16, 32, 64]), r.choice([1, 1, 2])
    Hp = H + 2
    Ho = (Hp - 3) // s + 1
    name = c.fname(r.choice(["conv3x3", "conv_bn_relu", "stem_conv"]))
    key = f"{name}.bias"
    c.resources.append((key, hexblob([nice_float(r, -1, 1) for _ in range(F)])))
    fb, (x, w) = add_func(b, name, [tensor((1, H, H, C)), tensor((3, 3, C, F))], [tensor((1, Ho, Ho, F))])
    zero = cf32(fb, 0.0)
    pad_body = Block(["index"] * 4)
    fb.nested(pad_body).op("tensor.yield", [zero])
    xp = fb.op("tensor.pad", [x], [tensor((1, Hp, Hp, C))],
               props="operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 1, 1, 0>, "
                     "static_low = array<i64: 0, 1, 1, 0>", regions=[[pad_body]])
    bias = const(fb, f"dense_resource<{key}> : {tensor((F,))}", tensor((F,)))
    e = fb.op("tensor.empty", types=[tensor((1, Ho, Ho, F))])
    init = fill(fb, zero, e)
    cb = Block(["f32"] * 3)
    cbb = fb.nested(cb)
    p = binf(cbb, "arith.mulf", cb.args[0], cb.args[1])
    q = binf(cbb, "arith.addf", cb.args[2], p)
    cbb.op("linalg.yield", [q])
    st = f"d1 * {s} + d4, d2 * {s} + d5" if s > 1 else "d1 + d4, d2 + d5"
    maps = [f"affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, {st}, d6)>",
            "affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>",
            "affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>"]
    conv = fb.op("linalg.conv_2d_nhwc_hwcf", [xp, w, init], [e.type],
                 props=f"dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, "
                       f"strides = dense<{s}> : tensor<2xi64>", regions=[[cb]],
                 attrs=f"linalg.memoized_indexing_maps = [{', '.join(amap(m) for m in maps)}]")
    idm = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>"

    def body(bb, a):
        t = binf(bb, "arith.addf", a[0], a[1])
        return binf(bb, "arith.maximumf", t, zero)

    out = generic(fb, [conv, bias], [e], [idm, "affine_map<(d0, d1, d2, d3) -> (d3)>", idm], ["parallel"] * 4, body)
    fb.op("func.return", [out])


def k_quant(c: Ctx, b: Builder):
    r = c.rng
    L = r.choice([4, 8, 16])
    R, S = r.choice([4, 8, 16]), r.choice([16, 32, 64])
    name = c.fname(r.choice(["dequant", "int8_head", "quant_stats"]))
    fb, (q, t, cnd, f) = add_func(b, name, [tensor((L,), "i8"), tensor((R, S)), "i1", "f32"],
                                  [tensor((2 * L,)), tensor((S, R))])
    scale = const(fb, f"dense<{fmt_float(r.choice([0.125, 0.25, 0.0625, 0.5, 2.0]))}> : {tensor((L,))}",
                  tensor((L,)))
    const(fb, dense([str(r.randint(-128, 127)) for _ in range(L)], tensor((L,), "i8")), tensor((L,), "i8"))
    rows = [[fmt_float(nice_float(r)) for _ in range(2)] for _ in range(2)]
    flat = [v for row in rows for v in row]
    const(fb, dense(flat, tensor((2, 2))) if all(v == flat[0] for v in flat)
          else "dense<[" + ", ".join("[" + ", ".join(row) + "]" for row in rows) + f"]> : {tensor((2, 2))}",
          tensor((2, 2)))
    const(fb, dense([r.choice(["true", "false"]) for _ in range(4)], "tensor<4xi1>"), "tensor<4xi1>")
    ext = fb.op("arith.extsi", [q], [tensor((L,), "i32")])
    fp = fb.op("arith.sitofp", [ext], [tensor((L,))])
    mul = binf(fb, "arith.mulf", fp, scale)
    one = cidx(fb, r.randint(0, L - 1))
    ex = fb.op("tensor.extract", [mul, one], ["f32"])
    fb.op("tensor.from_elements", [ex, f], [tensor((2,))])
    sel = fb.op("arith.select", [cnd, ex, f], ["f32"])
    pred = r.choice(list(CMPF))
    fb.op("arith.cmpf", [sel, f], ["i1"], props=f"{FM}, predicate = {CMPF[pred]} : i64")
    e2 = fb.op("tensor.empty", types=[tensor((S, R))])
    tb = Block(["f32", "f32"])
    fb.nested(tb).op("linalg.yield", [tb.args[0]])
    tr = fb.op("linalg.transpose", [t, e2], [e2.type], props="permutation = array<i64: 1, 0>", regions=[[tb]])
    e3 = fb.op("tensor.empty", types=[tensor((R,))])
    ninf = const(fb, "0xFF800000 : f32", "f32")
    f3 = fill(fb, ninf, e3)
    rb = Block(["f32", "f32"])
    rbb = fb.nested(rb)
    rbb.op("linalg.yield", [binf(rbb, "arith.maximumf", rb.args[0], rb.args[1])])
    fb.op("linalg.reduce", [t, f3], [f3.type], props="dimensions = array<i64: 1>", regions=[[rb]])
    fb.op("tensor.bitcast", [q], [tensor((L,), "ui8")])
    cat = fb.op("tensor.concat", [mul, fp], [tensor((2 * L,))], props="dim = 0 : i64")
    fb.op("tensor.splat", [f], [tensor((4, 4))])
    fb.op("func.return", [cat, tr])


def k_select(c: Ctx, b: Builder):
    """Control flow between tensors: blocks, successors with operands."""
    r = c.rng
    shp = (r.choice([1, 2, 4]), r.choice([8, 16, 32]), r.choice([8, 16, 64]))
    T = tensor(shp)
    name = c.fname(r.choice(["select_path", "route", "gate"]))
    fb, (p, xa, xb) = add_func(b, name, ["f32", T, T], [T])
    zero = cf32(fb, 0.0)
    pred = r.choice(list(CMPF))
    cond = fb.op("arith.cmpf", [p, zero], ["i1"], props=f"{FM}, predicate = {CMPF[pred]} : i64")
    region = b.block.ops[-1].regions[0]
    b1, b2, b3 = Block([T]), Block([T, "f32"]), Block([T])
    region.extend([b1, b2, b3])
    fb.op("cf.cond_br", [cond, xa, xb, p], succs=[b1, b2], props="operandSegmentSizes = array<i32: 1, 1, 2>")
    bb1 = fb.nested(b1)
    t = bb1.op(r.choice(["math.tanh", "math.absf", "arith.negf"]), [b1.args[0]], [T], props=FM)
    bb1.op("cf.br", [t], succs=[b3])
    bb2 = fb.nested(b2)
    u = binf(bb2, r.choice(["arith.addf", "arith.mulf", "arith.maximumf"]), b2.args[0], xa)
    bb2.op("cf.br", [u], succs=[b3])
    fb.nested(b3).op("func.return", [b3.args[0]])


def k_dispatch(c: Ctx, b: Builder):
    """An unregistered op with a region and properties, as a compiler's dispatch looks."""
    r = c.rng
    M, N = r.choice([16, 32, 64, 128]), r.choice([16, 32, 64, 128])
    A = tensor((M, N), r.choice(["f32", "f16", "bf16"]))
    name = c.fname(r.choice(["dispatch", "region_kernel", "workgroup"]))
    fb, (x, w) = add_func(b, name, [A, A], [A])
    body = Block([A, A])
    db = fb.nested(body)
    m = db.op("foo.mma", [body.args[0], body.args[1]], [A],
              attrs=f"tile = [{r.choice([8, 16, 32])}, {r.choice([8, 16, 32])}, {r.choice([4, 8])}]")
    db.op("foo.return", [m])
    d = fb.op("foo.dispatch", [x, w], [A],
              props=f"alpha = {fmt_float(nice_float(r, 0.5, 2))} : f32, entry = @{name}, "
                    f"workgroup = array<i64: {r.choice([1, 2, 4, 8])}, {r.choice([1, 2])}, 1>",
              attrs=f"foo.stage = {r.randint(0, 5)} : i32", regions=[[body]])
    fb.op("func.return", [d])


GENERIC_ML = [(k_dense, 4), (k_tiled, 3), (k_softmax, 2), (k_conv, 3), (k_quant, 2), (k_select, 2), (k_dispatch, 1)]


def pick(rng, table):
    return rng.choices([k for k, _ in table], weights=[w for _, w in table])[0]


def gen_generic_ml(n_ops: int, seed: int) -> str:
    rng = random.Random(f"generic-ml:{seed}")
    c = Ctx(rng)
    module, body = new_module()
    b = Builder(body)
    b.counter[0] = 1
    while b.counter[0] < n_ops:
        pick(rng, GENERIC_ML)(c, b)
    return print_module(module, c.resources)


# --------------------------------------------------------------------------------------------
# Class `debuginfo-cfg`: loops and control flow over memrefs and scalars (cf blocks with
# arguments and successors, scf.for/while/if, cf.switch, func.call, vector, index, affine.apply),
# printed as `mlir-opt --mlir-print-op-generic --mlir-print-debuginfo` prints them: every op
# `loc(#locN)`, block arguments' locations inline, some locations nested (an inliner's callsite,
# a canonicalizer's fused, a front end's name).  Modelled on
# generic-debuginfo/mlir/test/Dialect/Linalg/fold-empty-op.mlir and .../Tensor/bubble-reshapes.mlir
# (aliases at the top for block arguments, the rest after the module), and
# generic-debuginfo/mlir/test/IR/locations.mlir (callsite, fused and name locations);
# the ops as in generic/mlir/test/IR/memory-ops.mlir, generic/mlir/test/Dialect/Index/index-ops.mlir
# and tests/corpus/generic/func_cfg.mlir's rendering of cf.
# --------------------------------------------------------------------------------------------

class LocGen:
    def __init__(self, c: Ctx, rng):
        self.c = c
        self.rng = rng
        self.col = 5
        self.callsite = None  # the call site of an inlined stretch
        self.files = ["kernels.mlir", "kernels.mlir", "kernels.mlir", "lib/reduce.mlir", "lib/math.mlir"]

    def here(self, col=None):
        self.c.line += 1
        return ("flc", self.c.src, self.c.line, col if col is not None else self.rng.choice([5, 7, 9, 10, 11, 13]))

    def __call__(self):
        r = self.rng
        base = self.here()
        x = r.random()
        if x < 0.08:
            callee = ("flc", r.choice(self.files[3:]), r.randint(3, 400), r.choice([5, 7, 9, 12]))
            return ("callsite", callee, base)
        if x < 0.12:
            return ("fused", (base, ("flc", self.c.src, base[2], base[3] + r.randint(4, 30))))
        if x < 0.17:
            return ("name", r.choice(["iv.next", "acc", "bounds_check", "loop_header", "zero"]), base)
        if x < 0.18:
            return ("unknown",)
        return base


def di_func(c: Ctx, b: Builder, lg: LocGen, name, ins, outs):
    c.line += 2
    floc = ("flc", c.src, c.line, 1)
    cols, col = [], 18 + len(name)
    for t in ins:
        cols.append(("flc", c.src, c.line, col))
        col += len(t) + 10
    return add_func(b, name, ins, outs, arg_locs=cols, loc=floc)


def k_cfg_sum(c: Ctx, b: Builder, lg: LocGen):
    r = c.rng
    et = r.choice(["f32", "f32", "f64"])
    name = c.fname(r.choice(["sum", "reduce_loop", "accumulate"]))
    fb, (m, n) = di_func(c, b, lg, name, [memref((None,), et), "index"], [et])
    c0, c1 = cidx(fb, 0), cidx(fb, 1)
    init = cf32(fb, 0.0 if r.random() < 0.7 else 1.0, et)
    region = b.block.ops[-1].regions[0]
    l = c.line
    head = Block(["index", et], [("flc", c.src, l + 1, 6), ("flc", c.src, l + 1, 18)])
    body, exit_ = Block(), Block()
    region.extend([head, body, exit_])
    fb.op("cf.br", [c0, init], succs=[head])
    hb = fb.nested(head)
    iv, acc = head.args
    p = hb.op("arith.cmpi", [iv, n], ["i1"], props=f"predicate = {CMPI['slt']} : i64")
    hb.op("cf.cond_br", [p], succs=[body, exit_], props="operandSegmentSizes = array<i32: 1, 0, 0>")
    bb = fb.nested(body)
    v = bb.op("memref.load", [m, iv], [et])
    if r.random() < 0.4:
        v = bb.op(r.choice(["math.absf", "arith.negf", "math.sqrt"]), [v], [et], props=FM)
    a = binf(bb, r.choice(["arith.addf", "arith.addf", "arith.maximumf", "arith.mulf"]), acc, v)
    j = bini(bb, "arith.addi", iv, c1)
    bb.op("cf.br", [j, a], succs=[head])
    fb.nested(exit_).op("func.return", [acc])
    if et == "f32":
        c.funcs_sum.append((name, et))


def k_loops(c: Ctx, b: Builder, lg: LocGen):
    r = c.rng
    M, N = r.choice([16, 32, 64, 128, 256]), r.choice([16, 32, 64, 128])
    name = c.fname(r.choice(["transpose_copy", "scale_rows", "blocked_copy"]))
    fb, (src, dst, s) = di_func(c, b, lg, name, [memref((M, N)), memref((N, M)), "f32"], [])
    c0, c1, cm, cn = cidx(fb, 0), cidx(fb, 1), cidx(fb, M), cidx(fb, N)
    ob = Block(["index"], [lg.here(9)])
    fb.op("scf.for", [c0, cm, c1], [], regions=[[ob]])
    obb = fb.nested(ob)
    ib = Block(["index"], [lg.here(11)])
    obb.op("scf.for", [c0, cn, c1], [], regions=[[ib]])
    obb.op("scf.yield")
    ibb = fb.nested(ib)
    i, j = ob.args[0], ib.args[0]
    v = ibb.op("memref.load", [src, i, j], ["f32"])
    w = binf(ibb, "arith.mulf", v, s)
    if r.random() < 0.5:
        k = r.choice([2, 4, 8])
        off = ibb.op("affine.apply", [j, i], ["index"], props=f"map = {amap(f'affine_map<(d0)[s0] -> (d0 * {k} + s0)>')}")
        ibb.op("arith.remui", [off, cn], ["index"])
    ibb.op("memref.store", [w, dst, j, i])
    ibb.op("scf.yield")
    fb.op("func.return")


def k_while(c: Ctx, b: Builder, lg: LocGen):
    r = c.rng
    it = r.choice(["i32", "i64"])
    name = c.fname(r.choice(["count_until", "collatz_steps", "search"]))
    fb, (n,) = di_func(c, b, lg, name, [it], [it, it])
    z = const(fb, f"0 : {it}", it)
    before = Block([it, it], [lg.here(21), lg.here(31)])
    after = Block([it, it], [lg.here(8), lg.here(17)])
    bb = fb.nested(before)
    cmp = bb.op("arith.cmpi", [before.args[0], before.args[1]], ["i1"],
                props=f"predicate = {CMPI[r.choice(['slt', 'ult', 'ne'])]} : i64")
    bb.op("scf.condition", [cmp, before.args[0], before.args[1]])
    ab = fb.nested(after)
    one = const(ab, f"{r.randint(1, 3)} : {it}", it)
    x1 = bini(ab, "arith.addi", after.args[0], one)
    y1 = after.args[1]
    if r.random() < 0.5:
        sh = const(ab, f"1 : {it}", it)
        y1 = ab.op("arith.shrui", [after.args[1], sh], [it])
    ab.op("scf.yield", [x1, y1])
    res = fb.op("scf.while", [z, n], [it, it], regions=[[before], [after]])
    ic = fb.op("arith.index_cast", [res[0]], ["index"])
    k = r.choice([2, 3, 4, 8])
    fb.op("affine.apply", [ic, ic], ["index"], props=f"map = {amap(f'affine_map<(d0)[s0] -> (d0 * {k} + s0)>')}")
    fb.op("func.return", [res[0], res[1]])


def k_switch(c: Ctx, b: Builder, lg: LocGen):
    r = c.rng
    name = c.fname(r.choice(["dispatch_op", "eval_opcode", "select_kernel"]))
    fb, (code, x, y) = di_func(c, b, lg, name, ["i32", "f32", "f32"], ["f32"])
    region = b.block.ops[-1].regions[0]
    ncase = r.randint(2, 5)
    values = r.sample(range(-8, 64), ncase)
    cases = [Block() for _ in range(ncase)]
    l = c.line
    default = Block(["f32"], [("flc", c.src, l + 2 * ncase + 2, 10)])
    exit_ = Block(["f32"], [("flc", c.src, l + 2 * ncase + 4, 6)])
    region.extend(cases + [default, exit_])
    # default passes x along; cases take no operands
    fb.op("cf.switch", [code, x], succs=[default] + cases,
          props=f"case_operand_segments = array<i32: {', '.join('0' for _ in cases)}>, "
                f"case_values = dense<[{', '.join(map(str, values))}]> : vector<{ncase}xi32>, "
                f"operandSegmentSizes = array<i32: 1, 1, 0>")
    ops = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf"]
    for cb in cases:
        cbb = fb.nested(cb)
        v = binf(cbb, r.choice(ops), x, y)
        cbb.op("cf.br", [v], succs=[exit_])
    db = fb.nested(default)
    db.op("cf.br", [default.args[0]], succs=[exit_])
    fb.nested(exit_).op("func.return", [exit_.args[0]])


def k_caller(c: Ctx, b: Builder, lg: LocGen):
    r = c.rng
    if not c.funcs_sum:
        return k_cfg_sum(c, b, lg)
    callee, et = r.choice(c.funcs_sum[-20:])
    name = c.fname(r.choice(["norm", "mean_abs", "driver"]))
    fb, (n, eps, flag) = di_func(c, b, lg, name, ["index", "f32", "i1"], ["f32"])
    m = fb.op("memref.alloc", [n], [memref((None,))], props="operandSegmentSizes = array<i32: 1, 0>")
    s = fb.op("func.call", [m, n], ["f32"], props=f"callee = @{callee}")
    fb.op("memref.dealloc", [m])
    a = binf(fb, "arith.addf", s, eps)
    q = fb.op("math.sqrt", [a], ["f32"], props=FM)
    sel = fb.op("arith.select", [flag, q, s], ["f32"])
    fb.op("arith.cmpf", [sel, eps], ["i1"], props=f"{FM}, predicate = {CMPF[r.choice(list(CMPF))]} : i64")
    fb.op("func.return", [sel])


def k_vector(c: Ctx, b: Builder, lg: LocGen):
    r = c.rng
    L = r.choice([4, 8, 16])
    M = L * r.choice([4, 8, 16])
    V = f"vector<{L}xf32>"
    name = c.fname(r.choice(["axpy_vec", "dot_vec", "saxpy"]))
    fb, (m, i, f, v) = di_func(c, b, lg, name, [memref((M,)), "index", "f32", V], ["f32"])
    ld = fb.op("vector.load", [m, i], [V])
    bc = fb.op("vector.broadcast", [f], [V])
    fma = fb.op("vector.fma", [ld, bc, v], [V])
    red = fb.op("vector.reduction", [fma], ["f32"],
                props=f"{FM}, kind = #vector.kind<{r.choice(['add', 'mul', 'maximumf', 'minimumf'])}>")
    fb.op("vector.store", [fma, m, i])
    off, sz = L * r.randint(0, 2), L
    sv = fb.op("memref.subview", [m], [memref((sz,), layout=f"strided<[1], offset: {off}>" if off else "strided<[1]>")],
               props=f"operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: {off}>, "
                     f"static_sizes = array<i64: {sz}>, static_strides = array<i64: 1>")
    al = fb.op("memref.alloca", [], [memref((sz,))], props="operandSegmentSizes = array<i32: 0, 0>")
    fb.op("memref.copy", [sv, al])
    fb.op("func.return", [red])


def k_index(c: Ctx, b: Builder, lg: LocGen):
    r = c.rng
    name = c.fname(r.choice(["bounds", "index_math", "guarded_store"]))
    fb, (i, j, m, f) = di_func(c, b, lg, name, ["index", "index", memref((None,)), "f32"], ["index"])
    x = fb.op(r.choice(["index.add", "index.sub", "index.mul", "index.maxs"]), [i, j], ["index"])
    k = fb.op("index.constant", [], ["index"], props=f"value = {r.randint(1, 64)} : index")
    y = fb.op(r.choice(["index.mul", "index.add", "index.divs"]), [x, k], ["index"])
    fb.op("ub.poison", [], ["f32"], props="value = #ub.poison")
    cmp = fb.op("index.cmp", [y, j], ["i1"], props=f"pred = #index<cmp_predicate {r.choice(['slt', 'ult', 'eq'])}>")
    then = Block()
    tb = fb.nested(then)
    tb.op("memref.store", [f, m, i])
    tb.op("scf.yield")
    fb.op("scf.if", [cmp], [], regions=[[then], []])
    fb.op("func.return", [y])


DEBUGINFO_CFG = [(k_cfg_sum, 3), (k_loops, 3), (k_while, 2), (k_switch, 2), (k_caller, 2), (k_vector, 2),
                 (k_index, 2)]


def gen_debuginfo_cfg(n_ops: int, seed: int) -> str:
    rng = random.Random(f"debuginfo-cfg:{seed}")
    c = Ctx(rng, debuginfo=True, src="kernels.mlir")
    lg = LocGen(c, rng)
    module, body = new_module(("flc", c.src, 0, 0))
    b = Builder(body, lg)
    b.counter[0] = 1
    while b.counter[0] < n_ops:
        pick(rng, DEBUGINFO_CFG)(c, b, lg)
    return print_module(module, debuginfo=True)


# --------------------------------------------------------------------------------------------
# Class `bcast-errors`: an importer's output lowered to test.broadcastable, every op wrong, with
# an importer's attributes (`torch.debug_name`, `onnx_node_name`) and names over file locations,
# printed with debug info.  For toyir's `test.broadcastable` (README.md, samples/
# broadcastable_invalid.mlir): most errors are wrong in both semantics (static dims that differ,
# a static result dim not the inferred one); one in six is wrong for the seed only (a result of
# higher rank; a static result where `?` is inferred), so mlir-opt reports fewer.
# Modelled on generic-debuginfo/mlir/test/IR/locations.mlir (name locations over file ones)
# and generic-debuginfo/mlir/test/Dialect/Tensor/bubble-reshapes.mlir (the module around).
# --------------------------------------------------------------------------------------------

def bad_broadcast(r: random.Random):
    """(operand shapes, result shape) of a wrong test.broadcastable."""
    kind = r.choices(["channels", "result_dim", "seq", "spec_rank", "spec_dyn"], weights=[3, 3, 2, 1, 1])[0]
    if kind == "channels":  # NCHW activation plus a per-channel tensor of another channel count
        n, ch, h = r.choice([1, 2, 8]), r.choice([16, 32, 64, 128]), r.choice([7, 14, 28, 56])
        other = r.choice([x for x in (8, 24, 48, 96, 256) if x != ch])
        return [(n, ch, h, h), (1, other, 1, 1)], (n, ch, h, h)
    if kind == "result_dim":  # (B, S, D) + (D): result's last dim not D
        bsz, s, d = r.choice([1, 4, 8]), r.choice([None, 128, 512]), r.choice([64, 256, 768])
        return [(bsz, s, d), (d,)], (bsz, s, d * 2 if r.random() < 0.5 else d + 1)
    if kind == "seq":  # attention mask of another sequence length
        s = r.choice([64, 128, 512])
        bsz = r.choice([1, 4])
        return [(bsz, 12, s, s), (1, 1, 1, s // 2)], (bsz, 12, s, s)
    if kind == "spec_rank":  # seed: ranks differ; mlir-opt 22: accepted
        d = r.choice([3, 16, 64])
        return [(d,), (d,)], (1, d)
    s = r.choice([8, 32, 128])  # seed: inferred ? needs ?; mlir-opt 22: accepted
    return [(None, s), (None, s)], (r.choice([2, 4, 16]), s)


def gen_bcast_errors(n_ops: int, seed: int) -> str:
    rng = random.Random(f"bcast-errors:{seed}")
    c = Ctx(rng, debuginfo=True, src="model.py")
    module, body = new_module(("flc", "model.py", 0, 0))
    b = Builder(body)
    b.counter[0] = 1
    layer = 0
    while b.counter[0] < n_ops:
        per = rng.randint(20, 80)
        cases = [bad_broadcast(rng) for _ in range(per)]
        # one argument per distinct type: ops of a layer share their activations and parameters
        ins, where, picks = [], {}, []
        for shapes, _ in cases:
            row = []
            for s_ in shapes:
                t = tensor(s_, rng.choice(["f32", "f32", "f16"]))
                if t not in where:
                    where[t] = len(ins)
                    ins.append(t)
                row.append(where[t])
            picks.append(row)
        name = c.fname(f"forward_layer{layer}")
        layer += 1
        c.line += 3
        arg_locs = [("flc", "model.py", c.line, 20 + 12 * i) for i in range(len(ins))]
        fb, args = add_func(b, name, ins, [], arg_locs=arg_locs, loc=("flc", "model.py", c.line, 5))
        for i, (shapes, res) in enumerate(cases):
            ops = [args[j] for j in picks[i]]
            et = ops[0].type.rsplit("x", 1)[1][:-1]
            c.line += 1
            kind = rng.choice(["aten::add", "aten::mul", "aten::sub", "aten::where", "Add", "Mul"])
            node = f"/{name.replace('forward_', '')}/{kind.split('::')[-1]}_{i}"
            flc = ("flc", "model.py", c.line, rng.choice([16, 20, 24]))
            loc = ("name", kind, flc) if rng.random() < 0.7 else ("fused", (("name", node, None), flc))
            attrs = (f"onnx_node_name = {quote(node)}, torch.debug_name = {quote(kind.split('::')[-1] + '_' + str(i))}"
                     if rng.random() < 0.6 else f"torch.debug_name = {quote('v' + str(i))}")
            fb.op("test.broadcastable", ops, [tensor(res, et)], attrs=attrs, loc=loc)
        c.line += 1
        fb.op("func.return", loc=("flc", "model.py", c.line, 5))
    return print_module(module, debuginfo=True)


# --------------------------------------------------------------------------------------------
# Class `handwritten`: what a front end writes and a person then edits, in the style of the
# upstream test sources (mlir/test/Dialect/Tensor/ops.mlir: `func.func` and `return` in their
# custom forms, hand-written generic ops like `"arith.constant"() {value = 0: index}`, comments,
# blank lines; mlir/test/Dialect/Tensor/bubble-reshapes.mlir: a signature over lines) and of a
# front end's generic output (toy/ch2_codegen.mlir: toyc's ops in generic form).  Type aliases
# `!name = ...` and attribute aliases `#name = ...` at the top, named SSA values, ops split over
# lines, varied indentation, trailing comments, `loc(...)` on some ops, custom ops of an
# unregistered front-end dialect (`nn.`) with regions.
# --------------------------------------------------------------------------------------------

class Hand:
    """Writes a hand-edited file: a per-function indent unit, now and then a line off by a
    space, ops in one of several layouts."""

    def __init__(self, r: random.Random):
        self.r = r
        self.out: list[str] = []
        self.ops = 0
        self.unit = "  "
        self.src_line = 10

    def w(self, text):
        self.out.append(text)

    def ind(self, depth):
        pad = self.unit * depth
        return pad + " " if self.r.random() < 0.04 else pad

    def comment(self, depth, text):
        self.w(f"{self.ind(depth)}// {text}\n")

    def blank(self, p=0.25):
        if self.r.random() < p:
            self.w("\n" if self.r.random() < 0.8 else self.unit + "\n")

    def op(self, depth, results, name, operands, attrs, in_types, out_types, regions=None, note=None, loc=None):
        """One generic op; `attrs` a list of `key = value`; regions: list of lists of lines
        (already indented one level deeper than the op)."""
        r = self.r
        self.ops += 1
        i = self.ind(depth)
        res = f"{results} = " if results else ""
        outs = out_types[0] if len(out_types) == 1 else "(" + ", ".join(out_types) + ")"
        sig = f"({', '.join(in_types)}) -> {outs}"
        tail = ""
        if loc is None and r.random() < 0.12:
            self.src_line += r.randint(1, 4)
            loc = f'loc("resnet_like.nn":{self.src_line}:{r.randint(3, 30)})' if r.random() < 0.8 else "loc(#in_loc)"
        if loc:
            tail = " " + loc
        if note:
            tail += f"  // {note}"
        layout = r.random() if not regions else 0.0
        if layout < 0.55 or (not attrs and len(operands) < 2):
            a = " {" + ", ".join(attrs) + "}" if attrs else ""
            head = f'{i}{res}"{name}"({", ".join(operands)})'
            if regions:
                self.w(head + " (" + "".join(("{\n" if k == 0 else f"{i}}}, {{\n") + "".join(reg)
                                               for k, reg in enumerate(regions)) + f"{i}}}){a} : {sig}{tail}\n")
            elif len(head) + len(a) + len(sig) > 110 and r.random() < 0.7:
                self.w(f"{head}{a}\n{i}{r.choice(['    ', '      ', '  '])}: {sig}{tail}\n")
            else:
                self.w(f"{head}{a} : {sig}{tail}\n")
        elif layout < 0.75 and attrs:  # the dictionary one entry a line
            self.w(f'{i}{res}"{name}"({", ".join(operands)}) {{\n')
            for k, e in enumerate(attrs):
                self.w(f"{i}    {e}{',' if k < len(attrs) - 1 else ''}\n")
            self.w(f"{i}}} : {sig}{tail}\n")
        elif layout < 0.9 and operands:  # operands one a line, with comments
            self.w(f'{i}{res}"{name}"(\n')
            for k, o in enumerate(operands):
                self.w(f"{i}    {o}{',' if k < len(operands) - 1 else ''}{'   // ' + ('lhs', 'rhs', 'acc', 'in', 'bias')[k % 5] if r.random() < 0.5 else ''}\n")
            a = " {" + ", ".join(attrs) + "}" if attrs else ""
            self.w(f"{i}){a}\n{i}    : {sig}{tail}\n")
        else:  # types on the next line, the location after them
            a = " {" + ", ".join(attrs) + "}" if attrs else ""
            self.w(f'{i}{res}"{name}"({", ".join(operands)}){a}\n{i}  : {sig}\n')
            if tail.strip():
                self.out[-1] = self.out[-1][:-1] + tail + "\n"


def gen_handwritten(n_ops: int, seed: int) -> str:
    r = random.Random(f"handwritten:{seed}")
    h = Hand(r)
    w = h.w
    w("// RUN: nnc --emit=mlir %s | mlir-opt --allow-unregistered-dialect | FileCheck %s\n")
    w("// Generated by nnc 0.7.2 from models/resnet_like.nn, then edited by hand:\n")
    w("//   * shapes are NCHW; weights are passed in, not embedded;\n")
    w("//   * the attention blocks were written out by hand (see models/README).\n\n")
    acts = []
    for i, (ch, hw) in enumerate(((64, 56), (128, 28), (256, 14), (512, 7))):
        n = r.choice([1, 2, 4, 8])
        w(f"!act{i} = tensor<{n}x{ch}x{hw}x{hw}xf32>\n!w{i}   = tensor<{ch}x{ch}x3x3xf32>    // OIHW\n")
        acts.append((f"!act{i}", f"!w{i}", ch, n, hw))
    seqs = []
    for i in range(3):
        b_, s_, d_ = r.choice([1, 4, 8]), r.choice([64, 128, 256]), r.choice([64, 128, 256])
        w(f"!seq{i} = tensor<{b_}x{s_}x{d_}xf32>\n")
        seqs.append((f"!seq{i}", b_, s_, d_))
    w("!vec = tensor<?xf32>\n!idx = index\n\n")
    w("#conv3x3 = {dilations = [1, 1], kernel = [3, 3], pads = [1, 1, 1, 1], strides = [1, 1]}\n")
    w("#bn_eps = 9.99999974E-6 : f32\n")
    w('#in_loc = loc("resnet_like.nn":1:1)\n\n')
    w("module {\n")
    h.ops = 1
    w("  // Runtime entry points (nnrt).\n")
    w("  func.func private @nnrt_alloc(index) -> memref<?xf32>\n")
    w("  func.func private @nnrt_log(f32, f32)\n")
    h.ops += 2
    fn = 0

    def conv_block(name):
        act, wt, ch, n, hw = r.choice(acts)
        if r.random() < 0.5:
            pad = " " * (len(name) + 12)
            w(f"func.func @{name}(%x: {act}, %w: {wt},\n{pad}%gamma: tensor<{ch}xf32>, %beta: tensor<{ch}xf32>,\n"
              f"{pad}%n : !idx) -> {act} {{\n")
        else:
            w(f"func.func @{name}(%x: {act}, %w: {wt}, %gamma: tensor<{ch}xf32>, %beta: tensor<{ch}xf32>, "
              f"%n: !idx) -> {act} {{\n")
        cur = "%x"
        for s in range(r.randint(1, 4)):
            h.src_line += 4
            h.comment(1, f"line {h.src_line}: y{s} = relu(bn(conv({cur[1:]}, w)))")
            h.op(1, f"%conv{s}", "nn.conv2d", [cur, "%w"], ["config = #conv3x3", f'name = "conv{fn}_{s}"'],
                 [act, wt], [act])
            h.op(1, f"%bn{s}", "nn.batch_norm", [f"%conv{s}", "%gamma", "%beta"],
                 ["epsilon = #bn_eps", f"momentum = {r.choice(['0.9', '9.900000e-01', '0.875'])} : f32"],
                 [act, f"tensor<{ch}xf32>", f"tensor<{ch}xf32>"], [act])
            h.blank()
            h.op(1, f"%y{s}", "nn.relu", [f"%bn{s}"], [], [act], [act],
                 note=r.choice([None, None, "in place in the runtime", "TODO: fuse into the conv"]))
            cur = f"%y{s}"
        h.blank(0.6)
        h.op(1, "%c0", "arith.constant", [], [r.choice(["value = 0: index", "value = 0 : index"])], [], ["index"])
        h.op(1, f"%c{hw}", "arith.constant", [], [f"value = {hw} : index"], [], ["!idx"])
        h.op(1, "%ok", "arith.cmpi", ["%n", f"%c{hw}"], [f"predicate = {r.choice([2, 3, 6])} : i64"],
             ["index", "index"], ["i1"])
        if r.random() < 0.7:
            i2 = h.unit * 2
            then = [f'{i2}%a = "nn.add"({cur}, %x) : ({act}, {act}) -> {act}  // the shortcut\n',
                    f'{i2}"nn.yield"(%a) : ({act}) -> ()\n']
            els = [f"{i2}// dims differ at run time: project the shortcut first\n",
                   f'{i2}%p = "nn.conv2d"(%x, %w) {{config = #conv3x3, name = "proj{fn}"}} : ({act}, {wt}) -> {act}\n',
                   f'{i2}%a = "nn.add"({cur}, %p) : ({act}, {act}) -> {act}\n',
                   f'{i2}"nn.yield"(%a) : ({act}) -> ()\n']
            h.op(1, "%sum", "nn.if", ["%ok"], [], ["i1"], [act], regions=[then, els])
            h.ops += 5
            cur = "%sum"
        if r.random() < 0.4:
            h.op(1, "%flat", "nn.flatten", [cur], ["axis = 1 : i64"], [act], ["!vec"])
            h.op(1, "%m:2", "nn.moments", ["%flat"], ["axes = [0]", "keepdims = false"], ["!vec"], ["f32", "f32"])
            h.ops += 1
            w(f'{h.ind(1)}"func.call"(%m#0, %m#1) {{callee = @nnrt_log}} : (f32, f32) -> ()\n')
        return act, cur

    def attention(name):
        seq, b_, s_, d_ = r.choice(seqs)
        hd = d_ // 2
        st, sc = f"tensor<{b_}x{d_}x{s_}xf32>", f"tensor<{b_}x{s_}x{s_}xf32>"
        w(f"func.func @{name}(%q: {seq}, %k: {seq}, %v: {seq}) -> {seq} {{\n")
        h.comment(1, "scores = softmax(q @ k^T / sqrt(d))")
        h.op(1, "%kt", "nn.transpose", ["%k"], ["perm = [0, 2, 1]"], [seq], [st])
        h.op(1, "%s", "nn.matmul", ["%q", "%kt"], [], [seq, st], [sc])
        h.op(1, "%scale", "arith.constant", [], [f"value = {r.choice(['0.125', '1.250000e-01', '6.250000e-02'])} : f32"],
             [], ["f32"])
        h.op(1, "%ss", "nn.scale", ["%s", "%scale"], [], [sc, "f32"], [sc])
        if r.random() < 0.5:
            h.op(1, "%mask", "nn.causal_mask", [], [f"size = {s_} : i64", "fill = 0xFF800000 : f32"], [], [sc])
            h.op(1, "%sm", "nn.add", ["%ss", "%mask"], [], [sc, sc], [sc])
        else:
            h.op(1, "%sm", "nn.identity", ["%ss"], [], [sc], [sc])
        h.blank()
        h.op(1, "%p", "nn.softmax", ["%sm"], ["axis = -1 : i64"], [sc], [sc])
        h.op(1, "%o", "nn.matmul", ["%p", "%v"], [], [sc, seq], [seq])
        half = f"tensor<{b_}x{s_}x{hd}xf32>"
        h.comment(1, "swap the two halves of the heads (rotary layout)")
        h.op(1, "%lo, %hi", "nn.split", ["%o"], ["axis = 2 : i64", f"sections = [{hd}, {hd}]"], [seq], [half, half])
        h.op(1, "%cat", "nn.concat", ["%hi", "%lo"], ["axis = 2 : i64"], [half, half], [seq])
        return seq, "%cat"

    def epilogue(name):
        m_, n_ = r.choice([8, 16, 32]), r.choice([32, 64, 128])
        t = f"tensor<{m_}x{n_}xf32>"
        w(f"func.func @{name}(%a: {t}, %b: {t}, %s: f32) -> {t} {{\n")
        h.comment(1, "elementwise epilogue, written by hand in generic form")
        h.op(1, "%0", "arith.addf", ["%a", "%b"], [], [t, t], [t])
        h.op(1, "%1", r.choice(["math.tanh", "math.exp", "math.absf"]), ["%0"], [], [t], [t])
        h.op(1, "%2", "tensor.splat", ["%s"], [], ["f32"], [t])
        h.op(1, "%3", "arith.mulf", ["%1", "%2"], [r.choice(["fastmath = #arith.fastmath<fast>",
                                                              "fastmath = #arith.fastmath<nnan,ninf>"])],
             [t, t], [t])
        h.op(1, "%c1", "arith.constant", [], ["value = 1 : index"], [], ["index"])
        h.op(1, "%d", "tensor.dim", ["%3", "%c1"], [], [t, "index"], ["index"])
        h.op(1, "%buf", "func.call", ["%d"], ["callee = @nnrt_alloc"], ["index"], ["memref<?xf32>"])
        h.op(1, "%e", "tensor.extract", ["%3", "%c1", "%c1"], [], [t, "index", "index"], ["f32"])
        h.op(1, "%c0", "arith.constant", [], ["value = 0 : index"], [], ["index"])
        h.op(1, None, "memref.store", ["%e", "%buf", "%c0"], [], ["f32", "memref<?xf32>", "index"], [])
        return t, "%3"

    def loop(name):
        n_ = r.choice([64, 128, 256, 1024])
        w(f"func.func @{name}(%buf: memref<{n_}xf32>, %n: index) -> f32 {{\n")
        h.op(1, "%c0", "arith.constant", [], ["value = 0 : index"], [], ["index"])
        h.op(1, "%c1", "arith.constant", [], ["value = 1 : index"], [], ["index"])
        h.op(1, "%zero", "arith.constant", [], [r.choice(["value = 0.0 : f32", "value = 0.000000e+00 : f32"])],
             [], ["f32"])
        i2 = h.unit
        body = [f"{i2}^bb0(%i: index, %acc: f32):  // the loop's induction variable and accumulator\n",
                f'{i2}{h.unit}%x = "memref.load"(%buf, %i) : (memref<{n_}xf32>, index) -> f32\n',
                f'{i2}{h.unit}%acc2 = "arith.{r.choice(["addf", "maximumf", "mulf"])}"(%acc, %x) : (f32, f32) -> f32\n',
                f'{i2}{h.unit}"scf.yield"(%acc2) : (f32) -> ()\n']
        h.op(1, "%sum", "scf.for", ["%c0", "%n", "%c1", "%zero"], [], ["index", "index", "index", "f32"], ["f32"],
             regions=[body])
        h.ops += 3
        return "f32", "%sum"

    while h.ops < n_ops:
        kind = r.choices([conv_block, attention, epilogue, loop], weights=[4, 3, 2, 2])[0]
        h.unit = r.choice(["  ", "  ", "  ", "    ", "\t"])
        name = {conv_block: r.choice(["block", "stage", "residual", "bottleneck"]), attention: "attention",
                epilogue: "epilogue", loop: "reduce"}[kind] + f"_{fn}"
        fn += 1
        w("\n// " + "-" * r.choice([40, 70, 76]) + "\n")
        w(f"// {name}\n")
        if r.random() < 0.5:
            w(f"// CHECK-LABEL: func @{name}(\n")
        h.ops += 2  # func.func and return
        ty, res = kind(name)
        w(f"{h.ind(1)}return {res} : {ty}\n}}\n")
    w("}\n")
    return "".join(h.out)


# --------------------------------------------------------------------------------------------
# Class `onnx-import`: a transformer exported to ONNX and imported by onnx-mlir
# (`onnx-mlir --EmitONNXBasic`, printed by `mlir-opt --mlir-print-op-generic
# --mlir-elide-elementsattrs-if-larger`): one `main_graph` function of thousands of ops, as large
# models are, attributes in discardable dictionaries (`onnx_node_name`, `si64` integers,
# `9.99999974E-6 : f32`), weights `dense_resource<__elided__>`, absent optional operands and
# results typed `none`, `arg_attrs`/`res_attrs`, module attributes and `onnx.EntryPoint`.
# The onnx ops toyir declares (Add, Mul, Div, Pow: ONNX broadcasting) are checked by it, the
# others (MatMul, Reshape, Softmax, ...) are unregistered ops of a known dialect.  Modelled on
# onnx-mlir's output (a front end's, named as such), generic/mlir/test/IR/locations.mlir
# (`arg_attrs`), samples/onnx.mlir (toyir's rules for these ops).
# --------------------------------------------------------------------------------------------

F32_TEXT = {0.044715: "4.471500e-02", 0.7978845834732056: "0.797884583", 1.4142135381698608: "1.41421354"}


def gen_onnx_import(n_ops: int, seed: int) -> str:
    r = random.Random(f"onnx-import:{seed}")
    D = r.choice([256, 512, 768, 1024])
    H, S = D // 64, r.choice([64, 128, 256])
    Bt = r.choice([None, 1])
    V = r.choice([1000, 32000, 50257])
    act = (Bt, S, D)
    module, body = new_module()
    mb = Builder(body)
    mb.counter[0] = 1
    entry = Block([tensor(act), tensor((1, 1, S, S))])
    module.attrs = ('llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", '
                    'llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "model"')
    func = Op("func.func", [], [], [], None, None, [[entry]], None)  # props set once the result is known
    body.ops.append(func)
    mb.counter[0] += 1
    b = mb.nested(entry)
    x, mask = entry.args

    def node(name, operands, types, attrs="", tag=""):
        """An onnx op; `attrs` entries are separated by `; `, sorted here as mlir-opt sorts them."""
        entries = [e for e in attrs.split("; ") if e] + [f"onnx_node_name = {quote(tag)}"]
        entries.sort(key=lambda e: e.split(" = ")[0])
        return b.op(f"onnx.{name}", operands, types, attrs=", ".join(entries))

    def cst(value_type, dense_text=None, tag=""):
        text = dense_text if dense_text is not None else f"dense_resource<__elided__> : {value_type}"
        return b.op("onnx.Constant", [], [value_type], attrs=f"value = {text}")

    def scalar(v):
        # f32 values as mlir-opt prints them: `%e` when that reads back exactly, else
        # APFloat's shortest round-tripping form (strings taken from mlir-opt 22's output)
        text = F32_TEXT.get(v) or fmt_float(v)
        return cst(tensor(()), f"dense<{text}> : {tensor(())}")

    def shape_c(dims_):
        return cst(tensor((len(dims_),), "i64"), dense([str(d) for d in dims_], tensor((len(dims_),), "i64")))

    none = b.op("onnx.NoValue", [], ["none"], attrs="value")
    li = 0
    B = Bt
    while mb.counter[0] < n_ops - 20:
        p = f"/transformer/h.{li}"
        eps = r.choice(["9.99999974E-6", "9.99999996E-13", "9.99999997E-7"])
        g1, b1 = cst(tensor((D,))), cst(tensor((D,)))
        ln1 = node("LayerNormalization", [x, g1, b1], [tensor(act), "none", "none"],
                   f"axis = -1 : si64; epsilon = {eps} : f32; stash_type = 1 : si64", f"{p}/ln_1/LayerNormalization")
        wqkv, bqkv = cst(tensor((D, 3 * D))), cst(tensor((3 * D,)))
        qkv = node("MatMul", [ln1[0], wqkv], [tensor((B, S, 3 * D))], "", f"{p}/attn/c_attn/MatMul")
        qkv = node("Add", [qkv, bqkv], [tensor((B, S, 3 * D))], "", f"{p}/attn/c_attn/Add")
        if r.random() < 0.5:  # opset 18: `num_outputs`, the sizes absent
            q, k, v = node("Split", [qkv, none], [tensor(act)] * 3, "axis = 2 : si64; num_outputs = 3 : si64",
                           f"{p}/attn/Split")
        else:
            q, k, v = node("Split", [qkv, shape_c([D, D, D])], [tensor(act)] * 3, "axis = 2 : si64",
                           f"{p}/attn/Split")
        heads = []
        for i, (t, perm) in enumerate(((q, "[0, 2, 1, 3]"), (k, "[0, 2, 3, 1]"), (v, "[0, 2, 1, 3]"))):
            shp = shape_c([B if B else 0, S, H, 64])
            rs = node("Reshape", [t, shp], [tensor((B, S, H, 64))], "allowzero = 0 : si64",
                      f"{p}/attn/Reshape_{i}")
            out = (B, H, 64, S) if i == 1 else (B, H, S, 64)
            heads.append(node("Transpose", [rs], [tensor(out)], f"perm = {perm}", f"{p}/attn/Transpose_{i}"))
        qk = node("MatMul", [heads[0], heads[1]], [tensor((B, H, S, S))], "", f"{p}/attn/MatMul")
        sc = node("Div", [qk, scalar(8.0)], [tensor((B, H, S, S))], "", f"{p}/attn/Div")
        if r.random() < 0.7:
            sc = node("Add", [sc, mask], [tensor((B, H, S, S))], "", f"{p}/attn/Add")
        sm = node("Softmax", [sc], [tensor((B, H, S, S))], "axis = -1 : si64", f"{p}/attn/Softmax")
        cx = node("MatMul", [sm, heads[2]], [tensor((B, H, S, 64))], "", f"{p}/attn/MatMul_1")
        cx = node("Transpose", [cx], [tensor((B, S, H, 64))], "perm = [0, 2, 1, 3]", f"{p}/attn/Transpose_3")
        cx = node("Reshape", [cx, shape_c([B if B else 0, S, D])], [tensor(act)], "allowzero = 0 : si64",
                  f"{p}/attn/Reshape_3")
        wo, bo = cst(tensor((D, D))), cst(tensor((D,)))
        pr = node("MatMul", [cx, wo], [tensor(act)], "", f"{p}/attn/c_proj/MatMul")
        pr = node("Add", [pr, bo], [tensor(act)], "", f"{p}/attn/c_proj/Add")
        res1 = node("Add", [x, pr], [tensor(act)], "", f"{p}/Add")
        g2, b2 = cst(tensor((D,))), cst(tensor((D,)))
        ln2 = node("LayerNormalization", [res1, g2, b2], [tensor(act), "none", "none"],
                   f"axis = -1 : si64; epsilon = {eps} : f32; stash_type = 1 : si64", f"{p}/ln_2/LayerNormalization")
        F = 4 * D
        w1, bb1 = cst(tensor((D, F))), cst(tensor((F,)))
        h = node("MatMul", [ln2[0], w1], [tensor((B, S, F))], "", f"{p}/mlp/c_fc/MatMul")
        h = node("Add", [h, bb1], [tensor((B, S, F))], "", f"{p}/mlp/c_fc/Add")
        hf = tensor((B, S, F))
        if r.random() < 0.5:  # GELU, tanh approximation, as GPT-2 exports it
            pw = node("Pow", [h, scalar(3.0)], [hf], "", f"{p}/mlp/act/Pow")
            m = node("Mul", [pw, scalar(0.044715)], [hf], "", f"{p}/mlp/act/Mul")
            a = node("Add", [h, m], [hf], "", f"{p}/mlp/act/Add")
            m = node("Mul", [a, scalar(0.7978845834732056)], [hf], "", f"{p}/mlp/act/Mul_1")
            t = node("Tanh", [m], [hf], "", f"{p}/mlp/act/Tanh")
            a = node("Add", [t, scalar(1.0)], [hf], "", f"{p}/mlp/act/Add_1")
        else:  # GELU with erf, as BERT exports it
            d = node("Div", [h, scalar(1.4142135381698608)], [hf], "", f"{p}/mlp/act/Div")
            e = node("Erf", [d], [hf], "", f"{p}/mlp/act/Erf")
            a = node("Add", [e, scalar(1.0)], [hf], "", f"{p}/mlp/act/Add")
        m = node("Mul", [h, a], [hf], "", f"{p}/mlp/act/Mul_2")
        g = node("Mul", [m, scalar(0.5)], [hf], "", f"{p}/mlp/act/Mul_3")
        w2, bb2 = cst(tensor((F, D))), cst(tensor((D,)))
        o = node("MatMul", [g, w2], [tensor(act)], "", f"{p}/mlp/c_proj/MatMul")
        o = node("Add", [o, bb2], [tensor(act)], "", f"{p}/mlp/c_proj/Add")
        x = node("Add", [res1, o], [tensor(act)], "", f"{p}/Add_1")
        li += 1
    gf, bf = cst(tensor((D,))), cst(tensor((D,)))
    lnf = node("LayerNormalization", [x, gf, bf], [tensor(act), "none", "none"],
               "axis = -1 : si64; epsilon = 9.99999974E-6 : f32; stash_type = 1 : si64",
               "/transformer/ln_f/LayerNormalization")
    flat = node("Reshape", [lnf[0], shape_c([-1, D])], [tensor((None, D))], "allowzero = 0 : si64", "/Reshape")
    wv, bv = cst(tensor((V, D))), cst(tensor((V,)))
    logits = node("Gemm", [flat, wv, bv], [tensor((None, V))],
                  "alpha = 1.000000e+00 : f32; beta = 1.000000e+00 : f32; transA = 0 : si64; transB = 1 : si64",
                  "/lm_head/Gemm")
    b.op("func.return", [logits])
    ins, outs = [x_.type for x_ in entry.args], [logits.type]
    func.props = (f'arg_attrs = [{{onnx.name = "input"}}, {{onnx.name = "attention_mask"}}], '
                  f'function_type = {fn_type(ins, outs)}, res_attrs = [{{onnx.name = "logits"}}], sym_name = "main_graph"')
    mb.op("onnx.EntryPoint", attrs="func = @main_graph")
    return print_module(module) + "\n"


# --------------------------------------------------------------------------------------------

CLASSES = {
    "generic-ml": gen_generic_ml,
    "debuginfo-cfg": gen_debuginfo_cfg,
    "handwritten": gen_handwritten,
    "bcast-errors": gen_bcast_errors,
    "onnx-import": gen_onnx_import,
}
ERROR_CLASSES = {"bcast-errors"}
MODELS = {
    "generic-ml": "generic/mlir/test/Dialect/Linalg/fold-empty-op.mlir, generic/.../Tensor/ops.mlir, "
                  "generic/.../Arith/bufferize.mlir",
    "debuginfo-cfg": "generic-debuginfo/mlir/test/Dialect/Linalg/fold-empty-op.mlir, "
                     "generic-debuginfo/mlir/test/IR/locations.mlir",
    "handwritten": "mlir/test/Dialect/Tensor/ops.mlir, .../bubble-reshapes.mlir, toy/ch2_codegen.mlir",
    "bcast-errors": "generic-debuginfo/mlir/test/IR/locations.mlir; samples/broadcastable_invalid.mlir (this repo)",
    "onnx-import": "onnx-mlir's imported models (a front end's output); generic/mlir/test/IR/locations.mlir",
}


def generate(kind: str, n_ops: int, seed: int = 1) -> str:
    return CLASSES[kind](n_ops, seed)


# --------------------------------------------------------------------------------------------
# Runner
# --------------------------------------------------------------------------------------------

def run_once(command: list[str]) -> tuple[float, int]:
    start = time.perf_counter()
    proc = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start, proc.returncode


def commands(kind, path, toyir, mlir_opt, pin):
    prefix = ["taskset", "-c", "0"] if pin else []
    a = prefix + [toyir, "--semantics=spec", "--allow-unregistered-dialect", path]
    b = prefix + [mlir_opt, path, "-o", "/dev/null", "--allow-unregistered-dialect"]
    return a, b


def count_ops(text: str, kind: str) -> int:
    # an op line is one that names an op: `"dialect.op"(`, or the custom func/return/module lines
    ops = len(re.findall(r'^[ \t]*(?:%[^="]*= )?"[^"\n]+"\(', text, re.M))
    if kind == "handwritten":
        ops += len(re.findall(r"^\s*(?:func\.func|return|module)\b", text, re.M))
    return ops


def write_file(work: Path, kind: str, ops: int, seed: int) -> Path:
    path = work / f"{kind}-{ops}-s{seed}.mlir"
    if not path.exists():
        # generated in a child, so that this process stays small
        with path.open("w") as out:
            subprocess.run([sys.executable, __file__, "gen", kind, str(ops), "--seed", str(seed)],
                           stdout=out, check=True)
    return path


def cmd_run(args):
    mlir_opt = find_mlir_opt()
    if mlir_opt is None:
        raise SystemExit("holdout.py: mlir-opt 22 not found (Debian mlir-22-tools, or $MLIR_OPT)")
    toyir = args.toyir or TOYIR
    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="toyir-holdout-"))
    work.mkdir(parents=True, exist_ok=True)
    version = subprocess.run([toyir, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"toyir-verify: {toyir} ({version})\nmlir-opt:     {mlir_opt}")
    print(f"{args.ops:,} ops per file (seed {args.seed}), {args.runs} paired runs A B A B after one warm-up pair"
          f"{', pinned to core 0' if args.pin else ''}; both tools with --allow-unregistered-dialect, "
          f"toyir with --semantics=spec\n")
    print(f"{'class':14} {'ops':>7} {'MB':>5} {'toyir s':>8} {'mlir-opt s':>10} {'ratio':>6} {'toyir us/op':>11} "
          f"{'exit t/m':>8}")
    for kind in args.classes.split(","):
        path = write_file(work, kind, args.ops, args.seed)
        text = path.read_text()
        n = count_ops(text, kind)
        mb = len(text.encode()) / 1e6
        del text
        a, b = commands(kind, str(path), toyir, mlir_opt, args.pin)
        run_once(a)
        run_once(b)
        rows = []
        for _ in range(args.runs):
            ta, ca = run_once(a)
            tb, cb = run_once(b)
            rows.append((ta, tb, ca, cb))
        med_a = statistics.median(r[0] for r in rows)
        med_b = statistics.median(r[1] for r in rows)
        ratio = statistics.median(r[0] / r[1] for r in rows)
        codes = sorted({(r[2], r[3]) for r in rows})
        code_s = ",".join(f"{x}/{y}" for x, y in codes)
        print(f"{kind:14} {n:>7} {mb:>5.1f} {med_a:>8.2f} {med_b:>10.2f} {ratio:>6.2f} {med_a / n * 1e6:>11.1f} "
              f"{code_s:>8}", flush=True)
    print("\nratio: the median of the per-pair ratios toyir/mlir-opt; exit t/m: the exit statuses seen "
          "(toyir/mlir-opt).\nModelled on (paths under ../shared/upstream unless named otherwise):")
    for kind in args.classes.split(","):
        print(f"  {kind:14} {MODELS[kind]}")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)


def diff_lines(a: str, b: str) -> int:
    import difflib
    return sum(1 for line in difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=0)
               if line[:1] in "+-" and not line.startswith(("+++", "---")))


def cmd_check(args):
    """Each class's verdict from both tools; mlir-opt's generic print compared with the file."""
    mlir_opt = find_mlir_opt()
    toyir = args.toyir or TOYIR
    work = Path(tempfile.mkdtemp(prefix="toyir-holdout-check-"))
    for kind in args.classes.split(","):
        for seed in [int(s) for s in args.seeds.split(",")]:
            path = write_file(work, kind, args.ops, seed)
            a, b = commands(kind, str(path), toyir, mlir_opt, False)
            ta = subprocess.run(a, capture_output=True, text=True)
            tb = subprocess.run(b, capture_output=True, text=True)
            n_toy = ta.stderr.count(": error: ")
            n_mlir = tb.stderr.count(": error: ")
            line = (f"{kind:14} seed {seed}: {count_ops(path.read_text(), kind)} ops; mlir-opt exit {tb.returncode}"
                    f" ({n_mlir} errors), toyir exit {ta.returncode} ({n_toy} errors)")
            if kind in ("generic-ml", "debuginfo-cfg", "bcast-errors", "onnx-import"):
                flags = ["--mlir-print-op-generic", "--allow-unregistered-dialect", "--mlir-print-debuginfo"]
                if kind in ("generic-ml", "onnx-import"):
                    flags.pop()
                if kind == "bcast-errors":
                    flags.append("--mlir-very-unsafe-disable-verifier-on-parsing")
                rt = subprocess.run([mlir_opt, str(path), *flags], capture_output=True, text=True)
                line += "; mlir-opt prints it back " + (
                    "byte for byte" if rt.stdout == path.read_text() else
                    f"differently (exit {rt.returncode}, {diff_lines(path.read_text(), rt.stdout)} lines differ)")
            print(line, flush=True)
            for text in (ta.stderr, tb.stderr):
                if text and args.verbose:
                    print("   ", "\n    ".join(text.splitlines()[:6]))
    shutil.rmtree(work, ignore_errors=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="write one file to standard output")
    g.add_argument("kind", choices=sorted(CLASSES))
    g.add_argument("ops", nargs="?", type=int, default=100_000)
    g.add_argument("--seed", type=int, default=1)
    r = sub.add_parser("run", help="time toyir-verify against mlir-opt on each class")
    r.add_argument("--ops", type=int, default=100_000)
    r.add_argument("--runs", type=int, default=3)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--toyir", help="the toyir-verify to time (default: beside this Python, else PATH)")
    r.add_argument("--pin", action="store_true", help="run both tools under taskset -c 0")
    r.add_argument("--classes", default=",".join(CLASSES))
    r.add_argument("--keep", help="write the files to this directory and keep them")
    c = sub.add_parser("check", help="verdicts of both tools and mlir-opt round trips, on small files")
    c.add_argument("--ops", type=int, default=2000)
    c.add_argument("--seeds", default="1,2,3")
    c.add_argument("--toyir")
    c.add_argument("--classes", default=",".join(CLASSES))
    c.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.cmd == "gen":
        sys.stdout.write(generate(args.kind, args.ops, args.seed))
    elif args.cmd == "run":
        cmd_run(args)
    else:
        cmd_check(args)


if __name__ == "__main__":
    main()
