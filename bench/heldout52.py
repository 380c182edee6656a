#!/usr/bin/env python3
"""Held-out benchmark input generator (heldout52): MLIR text in the shapes real
compilers and people produce.  Standard library only; deterministic per seed.

Usage:
    python bench/heldout52.py CLASS N [--seed S]   # about N ops of CLASS on stdout
    python bench/heldout52.py --list               # class names
    python bench/heldout52.py --check [--ops N]    # run mlir-opt 22 on every class

Every class wraps its ops in functions of 20-200 ops (`func.func`, or the
function-like op the modelled compiler prints: `llvm.func`, `hw.module`, `tt.func`).
Ops are in MLIR's generic form; only `module`, `func.func` and `return` may be in
custom form.  Registered dialects (arith, scf, func, tensor, memref, linalg, llvm,
math, quant, sparse_tensor) are used only in forms mlir-opt 22 verifies; everything
else lives in dialects mlir-opt does not register (hw, comb, seq, sv, tt, ttg, fir,
hlfir, tfl, tf, stablehlo, mhlo, torch).  EXPECTED gives each class's exit status
under `mlir-opt --allow-unregistered-dialect FILE`.

llvm_lowered (valid, 0)
    What `--convert-to-llvm` followed by `--mlir-print-op-generic` prints: a
    `"builtin.module"() ({...})`, private `llvm.mlir.global` constant arrays,
    external `llvm.func` declarations, and `llvm.func`s whose entry block rebuilds
    a memref descriptor (`llvm.mlir.poison` + `llvm.insertvalue` into
    `!llvm.struct<(ptr, ptr, i64, array<R x i64>, array<R x i64>)>` with
    `position = array<i64: ...>`), then multi-block loops (`llvm.br` with block
    arguments, `llvm.icmp`, `llvm.cond_br` with `operandSegmentSizes`,
    `llvm.extractvalue`, `llvm.getelementptr` with `elem_type` and
    `rawConstantIndices`, `llvm.load`/`store`), diamonds, `llvm.call`,
    `llvm.mlir.addressof`, intrinsics, fastmath / overflow flags, and
    `// pred:` comments on block labels.

circt_hw (valid, 0)
    CIRCT netlists as firtool prints them generically: `hw.module` ops with
    `!hw.modty<...>` port lists and a body region (a graph region: register
    next-state values are used before they are defined), `hw.constant`,
    `comb.add/sub/mul/and/or/xor/shl/...` (variadic, `twoState`), `comb.icmp`
    with integer predicates, `comb.mux`, `comb.extract`, `comb.concat`,
    `comb.replicate`, `seq.compreg` / `seq.firreg` (with and without reset),
    `hw.instance` of earlier modules, `hw.output`; widths i1..i512,
    `#hw.innerNameProp<...>`, `sv.namehint` strings (with escapes),
    `sv.verbatim`, `loc("design.sv":L:C)` and `loc(fused[...])` locations.

triton_gpu (valid, 0)
    TritonGPU IR after layout assignment: `#blocked*`, `#mma`, `#shared`, `#smem`
    aliases at the top, module attributes `"ttg.num-warps" = 4 : i32` etc.,
    `tt.func` kernels taking `!tt.ptr<f16>` arguments with `tt.divisibility`,
    pointer-tile construction (`tt.make_range`, `tt.expand_dims`, `tt.splat`,
    `tt.broadcast`, `tt.addptr`), K loops as registered `scf.for` in generic form
    with iter_args and `scf.yield`, `tt.load` (with/without mask),
    `ttg.local_alloc`/`local_load` into `!ttg.memdesc<...>`,
    `ttg.convert_layout` to `#ttg.dot_op<...>`, `tt.dot`, `tt.reduce` with a
    combiner region, registered `arith`/`math` ops on encoded tensors, `tt.store`.

flang_fir (valid, 0)
    Flang's HLFIR/FIR output: `fir.global`s with region initialisers ending in
    `fir.has_value` (arrays, allocatable boxes, `!fir.char<1,N>` string literals),
    private `func.func` declarations, and `func.func`s with mangled names
    (`_QMmodPsub0`, `_QPsub1`), `fir.bindc_name` argument attributes,
    `fir.dummy_scope`, `hlfir.declare` (two results, `fortran_attrs =
    #fir.var_attrs<...>`, `operandSegmentSizes`, `uniq_name`), `fir.alloca`,
    `fir.shape`, `fir.embox` of `!fir.heap<!fir.array<?xf32>>`,
    `fir.unboxchar` of `!fir.boxchar<1>`, `hlfir.designate`, `fir.load`/`store`,
    `hlfir.assign`, `fir.convert`, `fir.call`, and `fir.do_loop` regions with
    registered `arith` ops inside.

linalg_generic (valid, 0)
    Tensor-level linalg as torch-mlir/IREE front ends print it, in generic form:
    `#map..#map7` affine-map aliases at the top (and some maps inline),
    `linalg.generic` with `indexing_maps`, `iterator_types =
    [#linalg.iterator_type<parallel>, ...]`, `operandSegmentSizes`, regions ending
    in `linalg.yield` (elementwise with broadcast bias, row reductions, mixed
    precision matmuls with `arith.extf`, transposes, `linalg.index`), `linalg.fill`,
    `tensor.empty` / `tensor.dim` for dynamic sizes, and memref code on
    `memref<?x?xf32, strided<[?, 1], offset: ?>>`: `memref.subview`, in-place
    generics on subviews, `memref.load/store/cast/dim`.

spaced_and_commented (valid, 0)
    One of the five classes above (picked by the seed) as a person would edit it:
    tab / odd / zero indentation, blank and whitespace-only lines, `//` comment
    lines between ops and at line ends (with quotes, brackets, non-ASCII), ops
    wrapped over several lines at operand, attribute-entry, block-argument and
    type-list commas and before ` : ` / ` -> `, with comments after the breaks,
    and trailing spaces and tabs.

broadcast_spec_errors (invalid, 1)
    `test.broadcastable` ops (registered by mlir-opt's test dialect) in
    `func.func`s; operands reuse earlier results of the same type or become
    function arguments.  About 30% of the ops are wrong: two operands with
    static dims that differ and are not 1, or a result whose static dim
    disagrees with the broadcast of the operands.  The rest are valid numpy-style
    broadcasts of 1-4 operands with `?` dims, `*` unranked operands and results,
    rank 0, and varied element types; about half carry attribute dictionaries
    (nested dicts, arrays, dense, affine maps, opaque attrs, escaped strings,
    floats in several spellings) and most carry locations of every form.

quant_and_sparse (valid, 0)
    TFLite / StableHLO style quantised and sparse programs: `!quant.uniform`
    per-tensor and per-axis types (`i8:f32:1, {0.1:-128, 0.2:3}`, storage ranges
    `i8<-127:127>`, omitted zero points, several scale spellings) inside tensor
    types of unregistered ops (`tfl.quantize`, `tfl.pseudo_qconst`,
    `tfl.dequantize`, `torch.aten.conv2d`), `#sparse_tensor.encoding<{ map = ... }>`
    aliases (CSR, CSC, COO, DCSR, BSR, CSF) on tensors of `stablehlo` ops, complex
    / f8E4M3FN / f8E5M2 / bf16 element types and `dense<...>` literals of them
    (nested, splat, hex `dense<"0x...">`), `array<i64/i1/f32: ...>` attributes,
    block-argument locations, and `loc(#locN)` references to `#loc` aliases
    (file, name, callsite, fused with metadata, unknown) printed after the module
    the way `--mlir-print-debuginfo` prints them.

`--check` generates every class with the given N (default 2000) and seed, runs
mlir-opt on it and prints ops, bytes, exit status and seconds per class; it exits
1 if any class's status differs from EXPECTED.
"""

import os
import random
import subprocess
import sys
import tempfile
import time

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
BAD_RATE = 0.3  # share of wrong ops in broadcast_spec_errors


# ---------------------------------------------------------------------------
# shared helpers: attributes, strings, floats, locations
# ---------------------------------------------------------------------------

WORDS = ["alpha", "beta", "gamma", "delta", "conv", "matmul", "relu", "bias",
         "weight", "input", "output", "tile", "reduce", "norm", "attn", "proj",
         "q", "k", "v", "softmax", "cast", "pad", "slice", "gather", "scatter"]
FILES = ["model.py", "kernel.mlir", "src/net.cc", "lib/ops/attn.py",
         "/home/ci/build/design.sv", "test/Transforms/x.mlir", "main.f90",
         "third_party/triton/python/kernels/mm.py", "a b/space dir.c"]


def mstr(rng):
    """A quoted MLIR string literal, sometimes with escapes."""
    w = rng.choice(WORDS)
    k = rng.randrange(9)
    if k == 0:
        return '"%s\\n%s"' % (w, rng.choice(WORDS))
    if k == 1:
        return '"say \\"%s\\""' % w
    if k == 2:
        return '"C:\\\\path\\\\%s"' % w
    if k == 3:
        return '"%s\\09tab\\0A"' % w
    if k == 4:
        return '"%s.%d"' % (w, rng.randrange(100))
    if k == 5:
        return '""'
    if k == 6:
        return '"%s %s-%s"' % (w, rng.choice(WORDS), rng.choice(WORDS))
    return '"%s"' % w


def mfloat(rng):
    """A float literal in one of several spellings (no type suffix)."""
    k = rng.randrange(8)
    if k == 0:
        return "%d.0" % rng.randrange(-50, 50)
    if k == 1:
        return "%.3e" % (rng.random() * 10 ** rng.randrange(-8, 8))
    if k == 2:
        return "-%.6f" % rng.random()
    if k == 3:
        return "%d.E+%d" % (rng.randrange(1, 9), rng.randrange(0, 5))
    if k == 4:
        return "1.000000e-05"
    if k == 5:
        return "%d.%dE-%d" % (rng.randrange(10), rng.randrange(100), rng.randrange(1, 30))
    if k == 6:
        return "0.%d" % rng.randrange(1, 10 ** 6)
    r = repr(rng.random() * 1000)
    return r if "." in r else r.replace("e", ".0e")


def float_attr(rng):
    k = rng.randrange(5)
    if k == 0:
        return "0x%08X : f32" % rng.choice([0x3F800000, 0x7FC00000, 0xFF800000, 0x00000001, 0x40490FDB])
    if k == 1:
        return "%s : f64" % mfloat(rng)
    if k == 2:
        return "%s : f16" % rng.choice(["1.0", "-2.5", "6.103520e-05", "0.5"])
    if k == 3:
        return "%s : bf16" % rng.choice(["1.0", "-3.0", "2.5E+1"])
    return mfloat(rng)


def int_attr(rng):
    k = rng.randrange(6)
    if k == 0:
        return str(rng.randrange(-100, 100))
    if k == 1:
        return "%d : i64" % rng.randrange(-2 ** 40, 2 ** 40)
    if k == 2:
        return "%d : i32" % rng.randrange(-2 ** 31, 2 ** 31)
    if k == 3:
        return "%d : index" % rng.randrange(0, 4096)
    if k == 4:
        return "0x%X : i64" % rng.randrange(0, 2 ** 48)
    return "%d : ui8" % rng.randrange(0, 256)


def attr_value(rng, depth=0):
    k = rng.randrange(14 if depth < 2 else 10)
    if k == 0:
        return mstr(rng)
    if k == 1:
        return int_attr(rng)
    if k == 2:
        return float_attr(rng)
    if k == 3:
        return rng.choice(["true", "false", "unit"])
    if k == 4:
        return "array<i64%s>" % ("" if rng.random() < 0.1 else ": " + ", ".join(
            str(rng.randrange(-4, 64)) for _ in range(rng.randrange(1, 6))))
    if k == 5:
        return "array<i32: %s>" % ", ".join(str(rng.randrange(0, 9)) for _ in range(rng.randrange(1, 5)))
    if k == 6:
        return "dense<%s> : tensor<%dxi32>" % (
            "[%s]" % ", ".join(str(rng.randrange(-9, 9)) for _ in range(3)), 3)
    if k == 7:
        return rng.choice(["i32", "f16", "tensor<4x?xf32>", "memref<2x3xi8>", "index",
                           "vector<4xf32>", "complex<f64>", "none", "!llvm.ptr"])
    if k == 8:
        return "@%s" % rng.choice(WORDS) + ("::@%s" % rng.choice(WORDS) if rng.random() < 0.3 else "")
    if k == 9:
        return "affine_map<(d0, d1) -> (d1, d0 * %d + %d)>" % (rng.randrange(1, 8), rng.randrange(8))
    if k == 10:
        return "[%s]" % ", ".join(attr_value(rng, depth + 1) for _ in range(rng.randrange(0, 4)))
    if k == 11:
        return "{%s}" % ", ".join(attr_dict(rng, 0, 2, depth=depth + 1))
    if k == 12:
        return "#%s" % rng.choice(["my.attr<%d>" % rng.randrange(9), "foo.bar<\"x\", [1, 2]>",
                                   "ext.opaque<{k = 1 : i64}>"])
    return "array<f32: %s>" % ", ".join(mfloat(rng) for _ in range(rng.randrange(1, 4)))


ATTR_NAMES = ["name", "tag", "axis", "alpha", "beta", "epsilon", "mode", "layout",
              "debug_name", "tf._noinline", "onnx_node_name", "kind", "scale", "keep_dims",
              "ids", "order", "sym", "__inplace_operands_attr__", "hint", "operand_names"]


def attr_entry(rng, depth=0):
    n = rng.choice(ATTR_NAMES)
    if rng.random() < 0.06:
        return n  # unit attribute
    if rng.random() < 0.05:
        return '"%s.quoted key"' % n + " = " + attr_value(rng, depth)
    return "%s = %s" % (n, attr_value(rng, depth))


def attr_dict(rng, lo=0, hi=4, seen=None, depth=0):
    names = set()
    out = []
    for _ in range(rng.randrange(lo, hi + 1)):
        e = attr_entry(rng, depth)
        key = e.split(" = ")[0]
        if key in names or (seen and key in seen):
            continue
        names.add(key)
        out.append(e)
    return out


def file_loc(rng):
    f = rng.choice(FILES)
    k = rng.randrange(4)
    line, col = rng.randrange(1, 5000), rng.randrange(1, 120)
    if k == 0:
        return '"%s":%d:%d' % (f, line, col)
    if k == 1:
        return '"%s":%d:%d to :%d' % (f, line, col, col + rng.randrange(1, 30))
    if k == 2:
        return '"%s":%d:%d to %d:%d' % (f, line, col, line + rng.randrange(1, 9), rng.randrange(1, 80))
    return '"%s":%d' % (f, line) if rng.random() < 0.3 else '"%s":%d:%d' % (f, line, col)


def loc_body(rng, depth=0):
    k = rng.randrange(8 if depth < 2 else 4)
    if k <= 1:
        return file_loc(rng)
    if k == 2:
        return '"%s"' % rng.choice(WORDS)
    if k == 3:
        return "unknown" if rng.random() < 0.4 else '"%s"(%s)' % (rng.choice(WORDS), file_loc(rng))
    if k == 4:
        return "callsite(%s at %s)" % (loc_body(rng, depth + 1), loc_body(rng, depth + 1))
    if k == 5:
        return "fused[%s]" % ", ".join(loc_body(rng, depth + 1) for _ in range(rng.randrange(1, 4)))
    if k == 6:
        return 'fused<"%s">[%s]' % (rng.choice(WORDS), ", ".join(
            loc_body(rng, depth + 1) for _ in range(rng.randrange(1, 3))))
    return '"%s"(%s)' % (rng.choice(WORDS), loc_body(rng, depth + 1))


def loc(rng, p=0.8):
    if rng.random() > p:
        return ""
    return " loc(%s)" % loc_body(rng)


# ---------------------------------------------------------------------------
# class: broadcast_spec_errors
# ---------------------------------------------------------------------------

ELTS = ["f32", "f16", "bf16", "f64", "i1", "i8", "i32", "i64", "index",
        "complex<f32>", "f8E4M3FN", "ui16", "si8", "i3"]


def shape_str(shape, elt):
    if shape is None:
        return "tensor<*x%s>" % elt
    if not shape:
        return "tensor<%s>" % elt
    return "tensor<%sx%s>" % ("x".join("?" if d < 0 else str(d) for d in shape), elt)


def gen_broadcast_spec_errors(n, rng):
    out = []
    count = 0
    fi = 0
    while count < n:
        nops = min(rng.randrange(20, 201), max(20, n - count))
        args = []          # (name, type)
        pool = {}          # type -> [value names]
        body = []

        def value_of(ty):
            vals = pool.get(ty)
            if vals and rng.random() < 0.7:
                return rng.choice(vals)
            name = "%%arg%d" % len(args)
            args.append((name, ty))
            pool.setdefault(ty, []).append(name)
            return name

        last = None
        for i in range(nops):
            elt = rng.choice(ELTS)
            rank = rng.choice([0, 1, 1, 2, 2, 2, 3, 3, 4])
            res = [rng.choice([1, 2, 3, 4, 8, 16, 64, 128, 7]) for _ in range(rank)]
            nopd = rng.choice([1, 2, 2, 2, 2, 3, 3, 4])
            opshapes = []
            for _ in range(nopd):
                r = rng.randrange(0, rank + 1)
                sh = []
                for d in res[rank - r:]:
                    c = rng.random()
                    sh.append(1 if c < 0.25 else (-1 if c < 0.35 else d))
                opshapes.append(sh)
            # make sure the inferred shape equals res where static and needed
            longest = max(range(nopd), key=lambda j: len(opshapes[j]))
            opshapes[longest] = list(res)
            if rank and rng.random() < 0.2:
                opshapes[longest][rng.randrange(rank)] = -1
            resshape = [d if rng.random() > 0.15 else -1 for d in res]
            bad = rng.random() < BAD_RATE
            if bad:
                if rank == 0 or rng.random() < 0.5 and nopd >= 2:
                    # incompatible static dims between operands
                    if rank == 0:
                        rank = 1
                        resshape = [5]
                        opshapes = [[5], [6]] + opshapes[2:]
                        if len(opshapes) < 2:
                            opshapes.append([6])
                    else:
                        ax = rng.randrange(rank)
                        d = res[ax]
                        opshapes[0] = list(res)
                        other = list(res[ax:])
                        other[0] = d + rng.choice([1, 2, 5]) if d != 1 else 3
                        if d == 1:
                            opshapes[0][ax] = 2
                            resshape[ax] = 2
                        else:
                            resshape[ax] = d
                        if len(opshapes) < 2:
                            opshapes.append(other)
                        else:
                            opshapes[1] = other
                else:
                    # wrong static result dim
                    opshapes[0] = list(res)
                    ax = rng.randrange(rank)
                    resshape = list(res)
                    resshape[ax] = res[ax] + rng.choice([1, 3, 9])
            else:
                if rng.random() < 0.1:
                    js = [j for j in range(nopd) if j != longest] or [longest]
                    opshapes[rng.choice(js)] = None
                if rng.random() < 0.08:
                    resshape = None
            tys = [shape_str(s, elt) for s in opshapes]
            rty = shape_str(resshape, elt)
            opnds = [value_of(t) for t in tys]
            ad = attr_dict(rng, 0, 3) if rng.random() < 0.5 else []
            name = "%%%d" % i if rng.random() < 0.6 else "%%%s_%d" % (rng.choice(WORDS), i)
            body.append('    %s = "test.broadcastable"(%s)%s : (%s) -> %s%s' % (
                name, ", ".join(opnds), (" {%s}" % ", ".join(ad)) if ad else "",
                ", ".join(tys), rty, loc(rng, 0.6)))
            pool.setdefault(rty, []).append(name)
            last = (name, rty)
            count += 1
        sig = ", ".join("%s: %s" % a for a in args)
        out.append("  func.func @bcast_%d(%s) -> %s {" % (fi, sig, last[1]))
        out.extend(body)
        out.append("    return %s : %s%s" % (last[0], last[1], loc(rng, 0.3)))
        out.append("  }")
        fi += 1
    return "module {\n" + "\n".join(out) + "\n}\n"


# ---------------------------------------------------------------------------
# class: llvm_lowered
# ---------------------------------------------------------------------------

FASTMATH = ["none", "none", "none", "fast", "nnan, ninf", "contract", "reassoc, contract", "afn"]


class Blk:
    """SSA value numbering shared by the generators that print one region."""

    def __init__(self, start=0):
        self.n = start

    def new(self):
        v = "%%%d" % self.n
        self.n += 1
        return v


def llvm_func(rng, fi, budget, decls, globs):
    elt = rng.choice(["f32", "f32", "f64", "i32", "i64", "f16"])
    isf = elt.startswith("f")
    r = rng.randrange(1, 4)
    S = "!llvm.struct<(ptr, ptr, i64, array<%d x i64>, array<%d x i64>)>" % (r, r)
    argtys = ["!llvm.ptr", "!llvm.ptr", "i64"] + ["i64"] * (2 * r) + ["i64", "i1", elt]
    args = ["%%arg%d" % i for i in range(len(argtys))]
    nlim, flag, init = args[-3], args[-2], args[-1]
    name = rng.choice(["main", "kernel", "compute", "_mlir_ciface_f", "forward", "step"]) + "_%d" % fi
    ftype = "!llvm.func<%s (%s)>" % (elt, ", ".join(t.replace("!llvm.", "") for t in argtys))
    props = ["CConv = #llvm.cconv<ccc>", "function_type = %s" % ftype,
             "linkage = #llvm.linkage<%s>" % rng.choice(["external", "external", "internal", "private"])
             , 'sym_name = "%s"' % name]
    if rng.random() < 0.3:
        props.append('passthrough = ["nounwind", ["frame-pointer", "all"]]')
    props.append("visibility_ = 0 : i64")
    L = []
    ops = 0
    ssa = Blk()
    bb = [1]

    def emit(txt):
        nonlocal ops
        L.append("    " + txt + loc(rng, 0.25))
        ops += 1

    def label(name, params, preds):
        L.append("  %s%s:  // %s" % (name, "(%s)" % ", ".join(params) if params else "",
                                    ("pred: " if len(preds) == 1 else "%d preds: " % len(preds)) + ", ".join(preds)))

    def newbb():
        b = "^bb%d" % bb[0]
        bb[0] += 1
        return b

    L.append('  "llvm.func"() <{%s}> ({' % ", ".join(props))
    L.append("  ^bb0(%s):" % ", ".join("%s: %s" % a for a in zip(args, argtys)))
    d = ssa.new()
    emit('%s = "llvm.mlir.poison"() : () -> %s' % (d, S))
    fields = [(args[0], "0", "!llvm.ptr"), (args[1], "1", "!llvm.ptr"), (args[2], "2", "i64")]
    for k in range(r):
        fields.append((args[3 + k], "3, %d" % k, "i64"))
        fields.append((args[3 + r + k], "4, %d" % k, "i64"))
    for v, pos, t in fields:
        nd = ssa.new()
        emit('%s = "llvm.insertvalue"(%s, %s) <{position = array<i64: %s>}> : (%s, %s) -> %s' % (nd, d, v, pos, S, t, S))
        d = nd
    desc = d
    c0, c1 = ssa.new(), ssa.new()
    emit('%s = "llvm.mlir.constant"() <{value = 0 : index}> : () -> i64' % c0)
    emit('%s = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64' % c1)
    acc = init
    cur = "^bb0"

    def arith(a, b):
        o = ssa.new()
        if isf:
            op = rng.choice(["fadd", "fmul", "fsub", "fdiv", "fadd"])
            emit('%s = "llvm.%s"(%s, %s) <{fastmathFlags = #llvm.fastmath<%s>}> : (%s, %s) -> %s'
                 % (o, op, a, b, rng.choice(FASTMATH), elt, elt, elt))
        else:
            op = rng.choice(["add", "mul", "sub", "and", "or", "xor", "shl"])
            if op in ("add", "mul", "sub", "shl"):
                emit('%s = "llvm.%s"(%s, %s) <{overflowFlags = %d : i32}> : (%s, %s) -> %s'
                     % (o, op, a, b, rng.choice([0, 0, 1, 2, 3]), elt, elt, elt))
            else:
                emit('%s = "llvm.%s"(%s, %s) : (%s, %s) -> %s' % (o, op, a, b, elt, elt, elt))
        return o

    def straight(a):
        k = rng.randrange(5)
        if k == 0 and isf:
            o = ssa.new()
            emit('%s = "llvm.intr.%s"(%s) <{fastmathFlags = #llvm.fastmath<%s>}> : (%s) -> %s'
                 % (o, rng.choice(["sqrt", "fabs", "exp", "floor"]), a, rng.choice(FASTMATH), elt, elt))
            return o
        if k == 1:
            c = ssa.new()
            cv = rng.choice(["1.000000e+00", "-2.500000e-01", "3.14159274",
                             {"f16": "0x7E00", "f32": "0x7FC00000", "f64": "0x7FF8000000000000"}[elt]]) if isf \
                else str(rng.randrange(-9, 99))
            emit('%s = "llvm.mlir.constant"() <{value = %s : %s}> : () -> %s' % (c, cv, elt, elt))
            cmp = ssa.new()
            if isf:
                emit('%s = "llvm.fcmp"(%s, %s) <{fastmathFlags = #llvm.fastmath<none>, predicate = %d : i64}> : (%s, %s) -> i1'
                     % (cmp, a, c, rng.randrange(0, 16), elt, elt))
            else:
                emit('%s = "llvm.icmp"(%s, %s) <{predicate = %d : i64}> : (%s, %s) -> i1'
                     % (cmp, a, c, rng.randrange(0, 10), elt, elt))
            o = ssa.new()
            emit('%s = "llvm.select"(%s, %s, %s)%s : (i1, %s, %s) -> %s' % (
                o, cmp, a, c, " <{fastmathFlags = #llvm.fastmath<none>}>" if isf else "", elt, elt, elt))
            return o
        if k == 2 and decls:
            fn, fty = rng.choice(decls)
            if fty == elt:
                o = ssa.new()
                emit('%s = "llvm.call"(%s, %s) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, '
                     'callee = @%s, fastmathFlags = #llvm.fastmath<none>, op_bundle_sizes = array<i32>, '
                     'operandSegmentSizes = array<i32: 2, 0>}> : (%s, i64) -> %s' % (o, a, nlim, fn, elt, elt))
                return o
        if k == 3 and globs:
            g, cnt = rng.choice(globs)
            p, q = ssa.new(), ssa.new()
            emit('%s = "llvm.mlir.addressof"() <{global_name = @%s}> : () -> !llvm.ptr' % (p, g))
            emit('%s = "llvm.getelementptr"(%s) <{elem_type = !llvm.array<%d x i64>, noWrapFlags = 0 : i32, '
                 'rawConstantIndices = array<i32: 0, %d>}> : (!llvm.ptr) -> !llvm.ptr' % (q, p, cnt, rng.randrange(cnt)))
            v = ssa.new()
            emit('%s = "llvm.load"(%s) <{alignment = 8 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> i64' % (v, q))
            return a
        return arith(a, a)

    while ops < budget - 3:
        seg = rng.randrange(6)
        if seg <= 2:
            H, B, X = newbb(), newbb(), newbb()
            iv, a = ssa.new(), ssa.new()
            L.append('    "llvm.br"(%s, %s)[%s] : (i64, %s) -> ()' % (c0, acc, H, elt))
            ops += 1
            label(H, ["%s: i64" % iv, "%s: %s" % (a, elt)], [cur, B])
            cmp = ssa.new()
            emit('%s = "llvm.icmp"(%s, %s) <{predicate = 2 : i64}> : (i64, i64) -> i1' % (cmp, iv, nlim))
            emit('"llvm.cond_br"(%s)[%s, %s] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()'
                 % (cmp, B, X))
            label(B, [], [H])
            base = ssa.new()
            emit('%s = "llvm.extractvalue"(%s) <{position = array<i64: 1>}> : (%s) -> !llvm.ptr' % (base, desc, S))
            st = ssa.new()
            emit('%s = "llvm.extractvalue"(%s) <{position = array<i64: 4, %d>}> : (%s) -> i64'
                 % (st, desc, rng.randrange(r), S))
            idx = ssa.new()
            emit('%s = "llvm.mul"(%s, %s) <{overflowFlags = 3 : i32}> : (i64, i64) -> i64' % (idx, iv, st))
            gp = ssa.new()
            emit('%s = "llvm.getelementptr"(%s, %s) <{elem_type = %s, noWrapFlags = %d : i32, '
                 'rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i64) -> !llvm.ptr'
                 % (gp, base, idx, elt, rng.choice([0, 3, 7])))
            v = ssa.new()
            al = {"f16": 2, "f32": 4, "i32": 4}.get(elt, 8)
            emit('%s = "llvm.load"(%s) <{%sordering = 0 : i64}> : (!llvm.ptr) -> %s'
                 % (v, gp, "alignment = %d : i64, " % al if rng.random() < 0.5 else "", elt))
            x = arith(a, v)
            for _ in range(rng.randrange(0, 4)):
                x = straight(x)
            if rng.random() < 0.4:
                emit('"llvm.store"(%s, %s) <{ordering = 0 : i64}> : (%s, !llvm.ptr) -> ()' % (x, gp, elt))
            nx = ssa.new()
            emit('%s = "llvm.add"(%s, %s) <{overflowFlags = 0 : i32}> : (i64, i64) -> i64' % (nx, iv, c1))
            emit('"llvm.br"(%s, %s)[%s] : (i64, %s) -> ()' % (nx, x, H, elt))
            label(X, [], [H])
            cur, acc = X, a
        elif seg == 3:
            A, M = newbb(), newbb()
            emit('"llvm.cond_br"(%s, %s)[%s, %s] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, %s) -> ()'
                 % (flag, acc, A, M, elt))
            label(A, [], [cur])
            t = arith(acc, acc)
            emit('"llvm.br"(%s)[%s] : (%s) -> ()' % (t, M, elt))
            m = ssa.new()
            label(M, ["%s: %s" % (m, elt)], [cur, A])
            cur, acc = M, m
        else:
            for _ in range(rng.randrange(1, 6)):
                acc = straight(acc)
    emit('"llvm.return"(%s) : (%s) -> ()' % (acc, elt))
    L.append("  }) : () -> ()")
    return L, ops


def gen_llvm_lowered(n, rng):
    out = ['"builtin.module"() ({']
    count = 0
    globs = []
    for g in range(rng.randrange(1, 4)):
        cnt = rng.randrange(2, 9)
        nm = "__constant_%dxi64_%d" % (cnt, g)
        out.append('  "llvm.mlir.global"() <{addr_space = 0 : i32, alignment = 64 : i64, constant, '
                   'global_type = !llvm.array<%d x i64>, linkage = #llvm.linkage<private>, sym_name = "%s", '
                   'unnamed_addr = 0 : i64, value = dense<[%s]> : tensor<%dxi64>, visibility_ = 0 : i64}> ({\n  }) : () -> ()'
                   % (cnt, nm, ", ".join(str(rng.randrange(-99, 999)) for _ in range(cnt)), cnt))
        globs.append((nm, cnt))
        count += 1
    decls = []
    for t in ["f32", "f64", "i32", "i64", "f16"]:
        nm = rng.choice(["ext", "runtime_hook", "__mlir_helper", "puts_like"]) + "_" + t
        out.append('  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<%s (%s, i64)>, '
                   'linkage = #llvm.linkage<external>, sym_name = "%s", sym_visibility = "private", '
                   'visibility_ = 0 : i64}> ({\n  }) : () -> ()' % (t, t, nm))
        decls.append((nm, t))
        count += 1
    fi = 0
    while count < n:
        L, k = llvm_func(rng, fi, min(rng.randrange(20, 201), max(20, n - count)), decls, globs)
        out.extend(L)
        count += k
        fi += 1
    out.append('}) : () -> ()')
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# class: circt_hw
# ---------------------------------------------------------------------------

HW_WIDTHS = [1, 1, 2, 3, 4, 5, 8, 8, 12, 16, 16, 24, 32, 32, 48, 64, 64, 100, 128, 256, 512]
SIGNALS = ["count", "state", "data", "valid", "ready", "addr", "wdata", "rdata", "fifo_q",
           "ptr", "sum", "carry", "en", "busy", "_GEN", "_T", "io_out_bits", "shift_reg"]


def sv_loc(rng, f):
    k = rng.randrange(6)
    ln, col = rng.randrange(1, 3000), rng.randrange(1, 80)
    if k <= 2:
        return ' loc("%s":%d:%d)' % (f, ln, col)
    if k == 3:
        return ' loc(fused["%s":%d:%d, "%s":%d:%d])' % (f, ln, col, f, ln + rng.randrange(1, 40), rng.randrange(1, 80))
    if k == 4:
        return ' loc(fused<"sv.range">["%s":%d:%d, "%s":%d:%d])' % (f, ln, col, f, ln, col + 9)
    return ""


def gen_circt_hw(n, rng):
    out = []
    count = 0
    mods = []  # (name, in_widths, out_widths)
    mi = 0
    files = ["design.sv", "rtl/alu.sv", "Top.fir", "gen/Core.scala", "src/fifo.v"]
    while count < n:
        budget = min(rng.randrange(20, 201), max(20, n - count))
        f = rng.choice(files)
        widths = rng.sample(sorted(set(HW_WIDTHS)), rng.randrange(2, 6))
        ins = [(rng.choice(SIGNALS) + "_i%d" % i, rng.choice(widths)) for i in range(rng.randrange(1, 6))]
        name = rng.choice(["Counter", "ALU", "Fifo", "Arbiter", "Top", "Core", "Decoder"]) + "_%d" % mi
        pool = {}
        args = [("%clock", "!seq.clock"), ("%reset", "i1")]
        for nm, w in ins:
            args.append(("%" + nm, "i%d" % w))
            pool.setdefault(w, []).append("%" + nm)
        pool.setdefault(1, []).append("%reset")
        body = []
        ctr = [0]
        pending = {}  # width -> [forward-referenced names]
        ops = 0

        def fresh(w, hint=None, avoid=()):
            fw = pending.get(w)
            if fw and fw[-1] not in avoid and rng.random() < 0.5:
                return fw.pop()
            if hint and rng.random() < 0.4:
                ctr[0] += 1
                return "%%%s_%d" % (hint, ctr[0])
            v = "%%%d" % ctr[0]
            ctr[0] += 1
            return v

        def val(w):
            nonlocal ops
            vs = pool.get(w)
            if vs and rng.random() < 0.85:
                return rng.choice(vs)
            wider = [x for x in pool if x > w and pool[x]]
            if wider and rng.random() < 0.6:
                src_w = rng.choice(wider)
                v = fresh(w)
                body.append('    %s = "comb.extract"(%s) {lowBit = %d : i32} : (i%d) -> i%d%s' % (
                    v, rng.choice(pool[src_w]), rng.randrange(0, src_w - w + 1), src_w, w, sv_loc(rng, f)))
            else:
                v = fresh(w)
                if w > 1:
                    cv = "%d : i%d" % (rng.randrange(-(2 ** (w - 1)), 2 ** (w - 1)), w)
                else:
                    cv = rng.choice(["true", "false", "-1 : i1", "0 : i1"])
                body.append('    %s = "hw.constant"() {value = %s} : () -> i%d%s' % (v, cv, w, sv_loc(rng, f)))
            ops += 1
            pool.setdefault(w, []).append(v)
            return v

        while ops < budget - 1:
            w = rng.choice(widths)
            k = rng.randrange(12)
            attrs = []
            if rng.random() < 0.3:
                attrs.append('sv.namehint = "%s"' % rng.choice(SIGNALS + ["_T_%d" % rng.randrange(99), "tmp\\22q\\22"]))
            if k <= 3:
                op = rng.choice(["add", "sub", "mul", "and", "or", "xor", "shl", "shru", "divu", "modu"])
                nopd = rng.choice([2, 2, 2, 3]) if op in ("add", "mul", "and", "or", "xor") else 2
                opds = [val(w) for _ in range(nopd)]
                if rng.random() < 0.4:
                    attrs.insert(0, "twoState")
                v = fresh(w, rng.choice(SIGNALS), opds)
                body.append('    %s = "comb.%s"(%s)%s : (%s) -> i%d' % (
                    v, op, ", ".join(opds), " {%s}" % ", ".join(attrs) if attrs else "",
                    ", ".join(["i%d" % w] * nopd), w))
            elif k <= 5:
                a, b = val(w), val(w)
                v = fresh(1)
                attrs.insert(0, "predicate = %d : i64" % rng.randrange(0, 14))
                body.append('    %s = "comb.icmp"(%s, %s) {%s} : (i%d, i%d) -> i1' % (
                    v, a, b, ", ".join(attrs), w, w))
                w = 1
            elif k == 6:
                c, a, b = val(1), val(w), val(w)
                v = fresh(w, "mux", (a, b))
                body.append('    %s = "comb.mux"(%s, %s, %s)%s : (i1, i%d, i%d) -> i%d' % (
                    v, c, a, b, " {%s}" % ", ".join(attrs) if attrs else "", w, w, w))
            elif k == 7:
                ws = [rng.choice(widths) for _ in range(rng.randrange(2, 4))]
                while sum(ws) > 512:
                    ws = [min(ws), 1]
                w = sum(ws)
                opds = [val(x) for x in ws]
                v = fresh(w)
                body.append('    %s = "comb.concat"(%s) : (%s) -> i%d' % (
                    v, ", ".join(opds), ", ".join("i%d" % x for x in ws), w))
            elif k <= 9:
                d = val(w)
                v = fresh(w, "reg")
                rn = rng.choice(SIGNALS) + "_r%d" % ops
                extra = ['name = "%s"' % rn]
                if rng.random() < 0.5:
                    extra.append('inner_sym = #hw.innerNameProp<"%s">' % rn)
                if rng.random() < 0.5:
                    rv = val(w)
                    body.append('    %s = "seq.compreg"(%s, %%clock, %%reset, %s) {%s} : (i%d, !seq.clock, i1, i%d) -> i%d' % (
                        v, d, rv, ", ".join(extra), w, w, w))
                else:
                    kind = rng.choice(["seq.compreg", "seq.firreg"])
                    body.append('    %s = "%s"(%s, %%clock) {%s} : (i%d, !seq.clock) -> i%d' % (
                        v, kind, d, ", ".join(extra), w, w))
                # the register's next-state value is often defined further down
                if rng.random() < 0.5:
                    ctr[0] += 1
                    fwd = "%%%s_next_%d" % (rng.choice(SIGNALS), ctr[0])
                    pending.setdefault(w, []).append(fwd)
                    pool.setdefault(w, []).append(fwd)
            elif k == 10 and mods:
                mn, iw, ow = rng.choice(mods)
                opds = ["%clock", "%reset"] + [val(x) for x in iw]
                res = [fresh(x) for x in ow]
                inst = "u_%s_%d" % (mn.lower(), ops)
                body.append('    %s = "hw.instance"(%s) {argNames = [%s], instanceName = "%s", moduleName = @%s, '
                            'parameters = [], resultNames = [%s]} : (%s) -> (%s)' % (
                                ", ".join(res), ", ".join(opds),
                                ", ".join('"%s"' % x for x in ["clock", "reset"] + ["in%d" % i for i in range(len(iw))]),
                                inst, mn, ", ".join('"out%d"' % i for i in range(len(ow))),
                                ", ".join(["!seq.clock", "i1"] + ["i%d" % x for x in iw]),
                                ", ".join("i%d" % x for x in ow)) + sv_loc(rng, f))
                for r_, x in zip(res, ow):
                    pool.setdefault(x, []).append(r_)
                ops += 1
                continue
            elif w <= 256:
                a = val(w)
                v = fresh(w * 2, None, (a,))
                body.append('    %s = "comb.replicate"(%s) : (i%d) -> i%d' % (v, a, w, w * 2))
                w = w * 2
            else:
                a = val(w)
                v = fresh(1)
                body.append('    %s = "comb.parity"(%s) : (i%d) -> i1' % (v, a, w))
                w = 1
            body[-1] += sv_loc(rng, f)
            pool.setdefault(w, []).append(v)
            ops += 1
        for w, names in pending.items():
            for v in names:
                body.append('    %s = "hw.constant"() {value = %s} : () -> i%d' % (v, "false" if w == 1 else "0 : i%d" % w, w))
                ops += 1
        outs = [rng.choice([x for x in pool if x <= 512]) for _ in range(rng.randrange(1, 4))]
        ovals = [rng.choice(pool[x]) for x in outs]
        body.append('    "hw.output"(%s) : (%s) -> ()%s' % (", ".join(ovals), ", ".join("i%d" % x for x in outs),
                                                      sv_loc(rng, f)))
        ops += 1
        modty = ", ".join(["input clock : !seq.clock", "input reset : i1"] +
                          ["input in%d : i%d" % (i, w) for i, (_, w) in enumerate(ins)] +
                          ["output out%d : i%d" % (i, w) for i, w in enumerate(outs)])
        pattrs = "[%s]" % ", ".join(["{}"] * 2 + ['{hw.exportPort = #hw<innerSym@%s>}' % nm if rng.random() < 0.2
                                                 else "{}" for nm, _ in ins] + ["{}"] * len(outs))
        out.append('  "hw.module"() <{module_type = !hw.modty<%s>, parameters = [], per_port_attrs = %s, '
                   'sym_name = "%s"}> ({\n  ^bb0(%s):' % (
                       modty, pattrs, name, ", ".join("%s: %s" % a for a in args)))
        out.extend(body)
        out.append('  }) {comment = %s, output_file = #hw.output_file<"%s.sv", excludeFromFileList>} : () -> ()%s' % (
            mstr(rng), name, sv_loc(rng, f)))
        mods.append((name, [w for _, w in ins], outs))
        count += ops + 1
        mi += 1
        if rng.random() < 0.15:
            out.append('  "sv.verbatim"() {format_string = "// Generated by CIRCT firtool-1.%d.0\\0A`ifndef SYNTHESIS\\n`define RANDOMIZE\\n`endif", symbols = []} : () -> ()' % rng.randrange(40, 90))
            count += 1
    return "module attributes {circt.loweringOptions = \"emittedLineLength=120,locationInfoStyle=wrapInAtSquareBracket\"} {\n" + "\n".join(out) + "\n}\n"


# ---------------------------------------------------------------------------
# class: triton_gpu
# ---------------------------------------------------------------------------

def tg_ty(shape, elt, enc):
    return "tensor<%sx%s, %s>" % ("x".join(map(str, shape)), elt, enc)


def triton_kernel(rng, fi, budget, encs):
    """One tt.func: a tiled matmul (loads, shared memory, tt.dot in an scf.for) plus an epilogue."""
    L = []
    ops = [0]
    cnt = [0]

    def v(hint=None):
        if hint and rng.random() < 0.3:
            cnt[0] += 1
            return "%%%s_%d" % (hint, cnt[0])
        cnt[0] += 1
        return "%%%d" % (cnt[0] - 1)

    ind = ["    "]

    def emit(txt, lc=0.35):
        L.append(ind[0] + txt + (loc(rng, lc) if lc else ""))
        ops[0] += 1

    BM, BN, BK = rng.choice([32, 64, 128, 256]), rng.choice([32, 64, 128, 256]), rng.choice([16, 32, 64, 128])
    elt = rng.choice(["f16", "f16", "bf16", "f8E4M3FN", "f8E5M2"])
    acc_t = "f32"
    bA, bB, bC = encs["A"], encs["B"], encs["C"]
    mma = "#mma"
    dA = "#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = %d}>" % (2 if elt in ("f16", "bf16") else 4)
    dB = "#ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = %d}>" % (2 if elt in ("f16", "bf16") else 4)
    P = "!tt.ptr<%s>" % elt
    PO = "!tt.ptr<%s>" % rng.choice(["f16", "f32", "bf16"])
    out_elt = PO[8:-1]
    argtys = [P, P, PO, "i32", "i32", "i32", "i32", "i32", "i32"]
    names = ["%a_ptr", "%b_ptr", "%c_ptr", "%M", "%N", "%K", "%stride_am", "%stride_bk", "%stride_cm"]
    aattrs = ["{tt.divisibility = 16 : i32}"] * 3 + ["{}", "{}", "{}"] + \
             ["{tt.divisibility = 16 : i32}" if rng.random() < 0.5 else "{}" for _ in range(3)]
    kname = rng.choice(["matmul_kernel", "_attn_fwd", "fused_gemm_bias_relu", "_kernel_0d1d2d", "dot_scaled"]) + "_%d" % fi
    L.append('  "tt.func"() <{arg_attrs = [%s], function_type = (%s) -> (), sym_name = "%s", sym_visibility = "public"}> ({'
             % (", ".join(aattrs), ", ".join(argtys), kname))
    L.append("  ^bb0(%s):" % ", ".join("%s: %s" % a for a in zip(names, argtys)))

    def const_i32(x):
        c = v("c%d_i32" % x if x >= 0 else None)
        emit('%s = "arith.constant"() <{value = %d : i32}> : () -> i32' % (c, x), 0.2)
        return c

    pid = v("pid")
    emit('%s = "tt.get_program_id"() <{axis = 0 : i32}> : () -> i32' % pid)
    cBM = const_i32(BM)
    pm = v()
    emit('%s = "arith.muli"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32' % (pm, pid, cBM))

    def ptr_tile(base, stride, rows, cols, enc, ety):
        sl0 = "#ttg.slice<{dim = 1, parent = %s}>" % enc
        sl1 = "#ttg.slice<{dim = 0, parent = %s}>" % enc
        r = v("offs")
        emit('%s = "tt.make_range"() <{end = %d : i32, start = 0 : i32}> : () -> tensor<%dxi32, %s>' % (r, rows, rows, sl0))
        c = v()
        emit('%s = "tt.make_range"() <{end = %d : i32, start = 0 : i32}> : () -> tensor<%dxi32, %s>' % (c, cols, cols, sl1))
        re = v()
        emit('%s = "tt.expand_dims"(%s) <{axis = 1 : i32}> : (tensor<%dxi32, %s>) -> %s' % (
            re, r, rows, sl0, tg_ty([rows, 1], "i32", enc)))
        ss = v()
        emit('%s = "tt.splat"(%s) : (i32) -> %s' % (ss, stride, tg_ty([rows, 1], "i32", enc)))
        rm = v()
        emit('%s = "arith.muli"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (%s, %s) -> %s' % (
            rm, re, ss, tg_ty([rows, 1], "i32", enc), tg_ty([rows, 1], "i32", enc), tg_ty([rows, 1], "i32", enc)))
        ce = v()
        emit('%s = "tt.expand_dims"(%s) <{axis = 0 : i32}> : (tensor<%dxi32, %s>) -> %s' % (
            ce, c, cols, sl1, tg_ty([1, cols], "i32", enc)))
        rb, cb = v(), v()
        T = tg_ty([rows, cols], "i32", enc)
        emit('%s = "tt.broadcast"(%s) : (%s) -> %s' % (rb, rm, tg_ty([rows, 1], "i32", enc), T))
        emit('%s = "tt.broadcast"(%s) : (%s) -> %s' % (cb, ce, tg_ty([1, cols], "i32", enc), T))
        off = v()
        emit('%s = "arith.addi"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (%s, %s) -> %s' % (off, rb, cb, T, T, T))
        sp = v()
        PT = tg_ty([rows, cols], "!tt.ptr<%s>" % ety, enc)
        emit('%s = "tt.splat"(%s) : (!tt.ptr<%s>) -> %s' % (sp, base, ety, PT))
        pp = v("ptrs")
        emit('%s = "tt.addptr"(%s, %s) : (%s, %s) -> %s' % (pp, sp, off, PT, T, PT))
        return pp, off, PT, T

    pa, offa, PTA, TA = ptr_tile("%a_ptr", "%stride_am", BM, BK, bA, elt)
    pb, offb, PTB, TB = ptr_tile("%b_ptr", "%stride_bk", BK, BN, bB, elt)
    CT = tg_ty([BM, BN], acc_t, mma)
    z = v("cst")
    emit('%s = "arith.constant"() <{value = dense<%s> : %s}> : () -> %s' % (
        z, rng.choice(["0.000000e+00", "0.0", "-0.000000e+00"]), CT, CT), 0.2)
    c0, c1, cBK = const_i32(0), const_i32(1), const_i32(BK)
    stepA = v()
    emit('%s = "tt.splat"(%s) : (i32) -> %s' % (stepA, cBK, TA))
    acc = z
    while ops[0] < budget - 12:
        # one K loop
        res = v("res")
        iv, ia, ipa, ipb = "%arg_k" + str(cnt[0]), "%acc" + str(cnt[0]), "%pa" + str(cnt[0]), "%pb" + str(cnt[0])
        cnt[0] += 1
        emit('%s:3 = "scf.for"(%s, %%K, %s, %s, %s, %s) ({' % (res, c0, cBK, acc, pa, pb), 0)
        ops[0] -= 1
        body_start = len(L) - 1
        L.append("    ^bb0(%s: i32, %s: %s, %s: %s, %s: %s):" % (iv, ia, CT, ipa, PTA, ipb, PTB))
        ind[0] = "      "
        ld = []
        for ptr, PT, shp, enc in ((ipa, PTA, [BM, BK], bA), (ipb, PTB, [BK, BN], bB)):
            if rng.random() < 0.35:
                mk = v("mask")
                emit('%s = "arith.constant"() <{value = dense<true> : %s}> : () -> %s' % (
                    mk, tg_ty(shp, "i1", enc), tg_ty(shp, "i1", enc)), 0)
                x = v()
                emit('%s = "tt.load"(%s, %s) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, '
                     'isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 0>}> : (%s, %s) -> %s' % (
                         x, ptr, mk, PT, tg_ty(shp, "i1", enc), tg_ty(shp, elt, enc)))
            else:
                x = v()
                emit('%s = "tt.load"(%s) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, '
                     'isVolatile = false, operandSegmentSizes = array<i32: 1, 0, 0>}> : (%s) -> %s' % (
                         x, ptr, PT, tg_ty(shp, elt, enc)))
            ld.append((x, shp, enc))
        dots = []
        for (x, shp, enc), dd in zip(ld, (dA, dB)):
            y = v()
            if rng.random() < 0.5:
                md = "!ttg.memdesc<%dx%dx%s, #shared, #smem>" % (shp[0], shp[1], elt)
                emit('%s = "ttg.local_alloc"(%s) : (%s) -> %s' % (y, x, tg_ty(shp, elt, enc), md))
                y2 = v()
                emit('%s = "ttg.local_load"(%s) : (%s) -> %s' % (y2, y, md, tg_ty(shp, elt, dd)))
                y = y2
            else:
                emit('%s = "ttg.convert_layout"(%s) : (%s) -> %s' % (y, x, tg_ty(shp, elt, enc), tg_ty(shp, elt, dd)))
            dots.append(y)
        d = v("dot")
        emit('%s = "tt.dot"(%s, %s, %s) <{inputPrecision = %d : i32, maxNumImpreciseAcc = 0 : i32}> : (%s, %s, %s) -> %s' % (
            d, dots[0], dots[1], ia, rng.randrange(3), tg_ty([BM, BK], elt, dA), tg_ty([BK, BN], elt, dB), CT, CT))
        for _ in range(rng.randrange(0, 4)):
            e = v()
            op = rng.choice(["arith.addf", "arith.mulf", "arith.maximumf"])
            emit('%s = "%s"(%s, %s) <{fastmath = #arith.fastmath<%s>}> : (%s, %s) -> %s' % (
                e, op, d, ia, rng.choice(["none", "none", "fast", "contract"]), CT, CT, CT))
            d = e
        na, nb = v(), v()
        emit('%s = "tt.addptr"(%s, %s) : (%s, %s) -> %s' % (na, ipa, stepA, PTA, TA, PTA))
        emit('%s = "tt.addptr"(%s, %s) : (%s, %s) -> %s' % (nb, ipb, offb, PTB, TB, PTB))
        emit('"scf.yield"(%s, %s, %s) : (%s, %s, %s) -> ()' % (d, na, nb, CT, PTA, PTB), 0)
        ind[0] = "    "
        L.append('    }) {tt.num_stages = %d : i32%s} : (i32, i32, i32, %s, %s, %s) -> (%s, %s, %s)%s' % (
            rng.randrange(1, 5), rng.choice(["", ", tt.flatten", ', tt.loop_unroll_factor = 2 : i32']),
            CT, PTA, PTB, CT, PTA, PTB, loc(rng, 0.4)))
        ops[0] += 1
        acc = res + "#0"
        pa, pb = res + "#1", res + "#2"
    # epilogue
    cur, curT = acc, CT
    while ops[0] < budget - 3:
        k = rng.randrange(5)
        e = v()
        if k == 0:
            emit('%s = "math.exp"(%s) <{fastmath = #arith.fastmath<none>}> : (%s) -> %s' % (e, cur, curT, curT))
        elif k == 1:
            sl = "#ttg.slice<{dim = 1, parent = %s}>" % mma
            a, b, rr = "%%ra%d" % cnt[0], "%%rb%d" % cnt[0], "%%rs%d" % cnt[0]
            emit('%s = "tt.reduce"(%s) <{axis = 1 : i32}> ({' % (e, cur), 0)
            L.append("    ^bb0(%s: f32, %s: f32):" % (a, b))
            L.append('      %s = "arith.maxnumf"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32' % (rr, a, b))
            L.append('      "tt.reduce.return"(%s) : (f32) -> ()' % rr)
            L.append("    }) : (%s) -> tensor<%dxf32, %s>%s" % (curT, BM, sl, loc(rng, 0.3)))
            ops[0] += 2
            x = v()
            emit('%s = "tt.expand_dims"(%s) <{axis = 1 : i32}> : (tensor<%dxf32, %s>) -> %s' % (
                x, e, BM, sl, tg_ty([BM, 1], "f32", mma)))
            y = v()
            emit('%s = "tt.broadcast"(%s) : (%s) -> %s' % (y, x, tg_ty([BM, 1], "f32", mma), curT))
            e = v()
            emit('%s = "arith.subf"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (%s, %s) -> %s' % (
                e, cur, y, curT, curT, curT))
        else:
            cs = v("cst")
            emit('%s = "arith.constant"() <{value = dense<%s> : %s}> : () -> %s' % (
                cs, rng.choice(["1.000000e+00", "0.0883883461", "-1.0E+4", "0x7F800000"]), curT, curT), 0)
            emit('%s = "arith.%s"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (%s, %s) -> %s' % (
                e, rng.choice(["mulf", "addf", "maximumf", "minimumf"]), cur, cs, curT, curT, curT))
        cur = e
    tr = v()
    emit('%s = "arith.truncf"(%s) : (%s) -> %s' % (tr, cur, CT, tg_ty([BM, BN], out_elt, mma)) if out_elt != "f32"
         else '%s = "arith.addf"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (%s, %s) -> %s' % (tr, cur, cur, CT, CT, CT))
    cv = v()
    emit('%s = "ttg.convert_layout"(%s) : (%s) -> %s' % (cv, tr, tg_ty([BM, BN], out_elt, mma), tg_ty([BM, BN], out_elt, bC)))
    pc, _, PTC, _ = ptr_tile("%c_ptr", "%stride_cm", BM, BN, bC, out_elt)
    emit('"tt.store"(%s, %s) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32}> : (%s, %s) -> ()' % (
        pc, cv, PTC, tg_ty([BM, BN], out_elt, bC)))
    emit('"tt.return"() : () -> ()', 0.5)
    L.append("  }) {noinline = false} : () -> ()" + loc(rng, 0.5))
    return L, ops[0] + 1


def gen_triton_gpu(n, rng):
    nw = rng.choice([4, 8])
    blocked = []
    for i in range(3):
        spt = rng.choice([[1, 8], [1, 4], [4, 4], [1, 1], [2, 2]])
        tpw = rng.choice([[4, 8], [8, 4], [1, 32], [2, 16], [32, 1]])
        wpc = rng.choice([[nw, 1], [1, nw], [2, nw // 2]])
        blocked.append("#ttg.blocked<{sizePerThread = [%d, %d], threadsPerWarp = [%d, %d], warpsPerCTA = [%d, %d], order = [%s]}>" % (
            spt[0], spt[1], tpw[0], tpw[1], wpc[0], wpc[1], rng.choice(["1, 0", "0, 1"])))
    head = ["#blocked = %s" % blocked[0], "#blocked1 = %s" % blocked[1], "#blocked2 = %s" % blocked[2],
            "#loc = loc(%s)" % mstr(rng) if False else '#loc = loc("%s":0:0)' % rng.choice(FILES),
            "#mma = #ttg.nvidia_mma<{versionMajor = %d, versionMinor = 0, warpsPerCTA = [%d, %d], instrShape = [16, %d]}>" % (
                rng.choice([2, 3]), nw // 2, 2, rng.choice([8, 64, 128])),
            "#shared = #ttg.shared<{vec = %d, perPhase = %d, maxPhase = %d, order = [1, 0], hasLeadingOffset = %s}>" % (
                rng.choice([4, 8]), rng.choice([1, 2]), rng.choice([4, 8]), rng.choice(["false", "true"])),
            "#smem = #ttg.shared_memory"]
    encs = {"A": "#blocked", "B": "#blocked1", "C": "#blocked2"}
    out = ["\n".join(head)]
    out.append('module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = %d : i32, ttg.target = "cuda:%d", '
               '"ttg.threads-per-warp" = 32 : i32} {' % (nw, rng.choice([80, 89, 90])))
    count = 0
    fi = 0
    while count < n:
        L, k = triton_kernel(rng, fi, max(30, min(rng.randrange(30, 201), n - count)), encs)
        out.extend(L)
        count += k
        fi += 1
    out.append("} loc(#loc)")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# class: flang_fir
# ---------------------------------------------------------------------------

FIR_VARS = ["n", "x", "i", "j", "k", "y", "tmp", "res", "alpha", "arr", "buf", "idx", "total", "work"]
FIR_ATTRS = ["intent_in", "intent_inout", "intent_out", "target", "contiguous, intent_in",
             "optional", "asynchronous", "intent_in, target", "volatile"]


def flang_func(rng, mod, fi, budget, callees):
    L = []
    ops = [0]
    cnt = [0]
    sub = "sub%d" % fi
    fname = rng.choice(["_QM%sP%s" % (mod, sub), "_QP%s" % sub, "_QM%sF%sPinner" % (mod, sub)])
    scope = fname.replace("P", "F", 1) if fname.startswith("_QM") else "_QF" + sub

    def v():
        cnt[0] += 1
        return "%%%d" % (cnt[0] - 1)

    ind = ["  "]

    def emit(txt, lc=0.5):
        L.append(ind[0] + txt + (loc(rng, lc) if lc else ""))
        ops[0] += 1

    d1, d2 = rng.choice([4, 10, 16, 100]), rng.choice([3, 20, 8])
    eltf = rng.choice(["f32", "f64"])
    argdefs = [("x", "!fir.ref<%s>" % eltf), ("n", "!fir.ref<i32>"),
               ("a", "!fir.ref<!fir.array<%dx%dx%s>>" % (d1, d2, eltf)),
               ("v", "!fir.box<!fir.array<?x%s>>" % eltf)]
    if rng.random() < 0.5:
        argdefs.append(("str", "!fir.boxchar<1>"))
    isfunc = rng.random() < 0.4
    args = ["%%arg%d" % i for i in range(len(argdefs))]
    L.append("func.func @%s(%s)%s attributes {fir.internal_name = \"%s\"%s} {" % (
        fname, ", ".join("%s: %s {fir.bindc_name = \"%s\"}" % (a, t, nm) for a, (nm, t) in zip(args, argdefs)),
        " -> %s" % eltf if isfunc else "", fname,
        rng.choice(["", ", fir.proc_attrs = #fir.proc_attrs<pure>", ", fir.proc_attrs = #fir.proc_attrs<elemental, pure>"])))
    ds = v()
    emit('%s = "fir.dummy_scope"() : () -> !fir.dscope' % ds, 0.3)
    consts = {}

    def const(val, ty):
        key = (val, ty)
        if key in consts:
            return consts[key]
        c = v()
        emit('%s = "arith.constant"() <{value = %s : %s}> : () -> %s' % (c, val, ty, ty), 0.3)
        consts[key] = c
        return c

    refs = {"f": [], "i": []}
    decls = {}
    for a, (nm, t) in zip(args, argdefs):
        attrs = 'fortran_attrs = #fir.var_attrs<%s>, ' % rng.choice(FIR_ATTRS) if rng.random() < 0.6 else ""
        un = "%sE%s" % (scope, nm)
        if nm == "a":
            c1, c2 = const(d1, "index"), const(d2, "index")
            sh = v()
            emit('%s = "fir.shape"(%s, %s) : (index, index) -> !fir.shape<2>' % (sh, c1, c2))
            d = v()
            emit('%s:2 = "hlfir.declare"(%s, %s, %s) <{%soperandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, uniq_name = "%s"}> : '
                 '(%s, !fir.shape<2>, !fir.dscope) -> (%s, %s)' % (d, a, sh, ds, attrs, un, t, t, t))
        elif nm == "str":
            ub = v()
            L.append('  %s:2 = "fir.unboxchar"(%s) : (!fir.boxchar<1>) -> (!fir.ref<!fir.char<1,?>>, index)' % (ub, a))
            ops[0] += 1
            d = v()
            emit('%s:2 = "hlfir.declare"(%s#0, %s#1, %s) <{%soperandSegmentSizes = array<i32: 1, 0, 1, 1, 0>, uniq_name = "%s"}> : '
                 '(!fir.ref<!fir.char<1,?>>, index, !fir.dscope) -> (!fir.boxchar<1>, !fir.ref<!fir.char<1,?>>)' % (
                     d, ub, ub, ds, attrs, un))
        else:
            d = v()
            emit('%s:2 = "hlfir.declare"(%s, %s) <{%soperandSegmentSizes = array<i32: 1, 0, 0, 1, 0>, uniq_name = "%s"}> : '
                 '(%s, !fir.dscope) -> (%s, %s)' % (d, a, ds, attrs, un, t, t, t))
        decls[nm] = (d, t)
        if nm == "x":
            refs["f"].append(d + "#0")
        if nm == "n":
            refs["i"].append(d + "#0")
    # locals
    for nm in rng.sample(FIR_VARS[2:], rng.randrange(1, 4)):
        ty = rng.choice(["i32", eltf])
        al, d = v(), v()
        emit('%s = "fir.alloca"() <{bindc_name = "%s", in_type = %s, operandSegmentSizes = array<i32: 0, 0>, uniq_name = "%sE%s"}> : () -> !fir.ref<%s>'
             % (al, nm, ty, scope, nm, ty))
        emit('%s:2 = "hlfir.declare"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, uniq_name = "%sE%s"}> : (!fir.ref<%s>) -> (!fir.ref<%s>, !fir.ref<%s>)'
             % (d, al, scope, nm, ty, ty, ty))
        refs["i" if ty == "i32" else "f"].append(d + "#0")
    if rng.random() < 0.5:
        # allocatable array
        bx = v()
        BT = "!fir.box<!fir.heap<!fir.array<?x%s>>>" % eltf
        emit('%s = "fir.alloca"() <{bindc_name = "work", in_type = %s, operandSegmentSizes = array<i32: 0, 0>, uniq_name = "%sEwork"}> : () -> !fir.ref<%s>'
             % (bx, BT, scope, BT))
        c0 = const(0, "index")
        z = v()
        emit('%s = "fir.zero_bits"() : () -> !fir.heap<!fir.array<?x%s>>' % (z, eltf))
        sh, eb = v(), v()
        emit('%s = "fir.shape"(%s) : (index) -> !fir.shape<1>' % (sh, c0))
        emit('%s = "fir.embox"(%s, %s) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>}> : (!fir.heap<!fir.array<?x%s>>, !fir.shape<1>) -> %s'
             % (eb, z, sh, eltf, BT))
        emit('"fir.store"(%s, %s) : (%s, !fir.ref<%s>) -> ()' % (eb, bx, BT, BT))
        d = v()
        emit('%s:2 = "hlfir.declare"(%s) <{fortran_attrs = #fir.var_attrs<allocatable>, operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, uniq_name = "%sEwork"}> : (!fir.ref<%s>) -> (!fir.ref<%s>, !fir.ref<%s>)'
             % (d, bx, scope, BT, BT, BT))
    if not refs["i"]:
        refs["i"].append(decls["n"][0] + "#0")

    def scalar_stmt(iv=None):
        """load, compute, assign (one Fortran assignment)."""
        k = rng.randrange(6)
        if k <= 1:
            a, b = rng.choice(refs["f"]), rng.choice(refs["f"])
            x, y, r = v(), v(), v()
            emit('%s = "fir.load"(%s) : (!fir.ref<%s>) -> %s' % (x, a, eltf, eltf))
            emit('%s = "fir.load"(%s) : (!fir.ref<%s>) -> %s' % (y, b, eltf, eltf))
            emit('%s = "arith.%s"(%s, %s) <{fastmath = #arith.fastmath<%s>}> : (%s, %s) -> %s' % (
                r, rng.choice(["addf", "mulf", "subf", "divf"]), x, y, rng.choice(["contract", "contract", "none", "fast"]),
                eltf, eltf, eltf))
            emit('"hlfir.assign"(%s, %s) : (%s, !fir.ref<%s>) -> ()' % (r, rng.choice(refs["f"]), eltf, eltf))
        elif k == 2:
            a = rng.choice(refs["i"])
            x, r = v(), v()
            emit('%s = "fir.load"(%s) : (!fir.ref<i32>) -> i32' % (x, a))
            emit('%s = "arith.%s"(%s, %s) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32' % (
                r, rng.choice(["addi", "muli", "subi"]), x, const(rng.randrange(1, 9), "i32")))
            emit('"hlfir.assign"(%s, %s) : (i32, !fir.ref<i32>) -> ()' % (r, rng.choice(refs["i"])))
        elif k == 3:
            d, t = decls["a"]
            i1 = iv if iv else const(rng.randrange(1, d1 + 1), "index")
            i2 = const(rng.randrange(1, d2 + 1), "index")
            e, x = v(), v()
            emit('%s = "hlfir.designate"(%s#0, %s, %s) <{operandSegmentSizes = array<i32: 1, 0, 2, 0, 0, 0, 0>}> : (%s, index, index) -> !fir.ref<%s>'
                 % (e, d, i1, i2, t, eltf))
            emit('%s = "fir.load"(%s) : (!fir.ref<%s>) -> %s' % (x, e, eltf, eltf))
            emit('"hlfir.assign"(%s, %s) : (%s, !fir.ref<%s>) -> ()' % (x, rng.choice(refs["f"]), eltf, eltf))
        elif k == 4 and [c for c in callees if c[2] == eltf]:
            cn, cty, _ = rng.choice([c for c in callees if c[2] == eltf])
            r = v()
            opnds = [rng.choice(refs["f"]) if t.endswith(eltf + ">") else rng.choice(refs["i"]) for t in cty]
            emit('%s = "fir.call"(%s) <{callee = @%s, fastmath = #arith.fastmath<contract>}> : (%s) -> %s' % (
                r, ", ".join(opnds), cn, ", ".join(cty), eltf))
            emit('"fir.store"(%s, %s) : (%s, !fir.ref<%s>) -> ()' % (r, rng.choice(refs["f"]), eltf, eltf))
        else:
            d, t = decls["v"]
            c1 = const(1, "index")
            e, x, cv = v(), v(), v()
            emit('%s = "hlfir.designate"(%s#0, %s) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 0, 0, 0>}> : (%s, index) -> !fir.ref<%s>'
                 % (e, d, iv or c1, t, eltf))
            emit('%s = "fir.load"(%s) : (!fir.ref<%s>) -> %s' % (x, e, eltf, eltf))
            emit('%s = "fir.convert"(%s) : (%s) -> i32' % (cv, x, eltf))
            emit('"fir.store"(%s, %s) : (i32, !fir.ref<i32>) -> ()' % (cv, rng.choice(refs["i"])))

    while ops[0] < budget - 3:
        if rng.random() < 0.3:
            lb, ub = const(1, "index"), const(d1, "index")
            st = const(1, "index")
            it = "%%iv%d" % cnt[0]
            emit('"fir.do_loop"(%s, %s, %s) <{unordered}> ({' % (lb, ub, st), 0)
            L.append("  ^bb0(%s: index):" % it)
            ind[0] = "    "
            saved = dict(consts)  # constants made inside the loop do not dominate the code after it
            for _ in range(rng.randrange(1, 4)):
                scalar_stmt(it)
            consts.clear()
            consts.update(saved)
            L.append('    "fir.result"() : () -> ()')
            ind[0] = "  "
            L.append("  }) : (index, index, index) -> ()" + loc(rng, 0.6))
        else:
            scalar_stmt()
    if isfunc:
        r = v()
        emit('%s = "fir.load"(%s) : (!fir.ref<%s>) -> %s' % (r, rng.choice(refs["f"]), eltf, eltf))
        L.append("  return %s : %s%s" % (r, eltf, loc(rng, 0.4)))
    else:
        L.append("  return" + loc(rng, 0.4))
    L.append("}" + loc(rng, 0.5))
    return L, ops[0] + 2


def gen_flang_fir(n, rng):
    mod = rng.choice(["mod", "solver", "physics_kernels", "m"])
    out = ['module attributes {fir.defaultkind = "a1c4d8i4l4r4", fir.kindmap = "", '
           'llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", '
           'llvm.ident = "flang version 22.1.8", llvm.target_triple = "x86_64-unknown-linux-gnu"} {']
    count = 0
    # globals with region initialisers
    for g in range(rng.randrange(2, 5)):
        nm = "_QM%sE%s" % (mod, rng.choice(FIR_VARS) + str(g))
        k = rng.randrange(3)
        if k == 0:
            vals = ", ".join(str(rng.randrange(-99, 99)) for _ in range(4))
            out.append('"fir.global"() <{constant, linkName = "internal", sym_name = "%s", type = !fir.array<4xi32>}> ({\n'
                       '  %%0 = "arith.constant"() <{value = dense<[%s]> : tensor<4xi32>}> : () -> tensor<4xi32>\n'
                       '  %%1 = "fir.convert"(%%0) : (tensor<4xi32>) -> !fir.array<4xi32>\n'
                       '  "fir.has_value"(%%1) : (!fir.array<4xi32>) -> ()\n}) : () -> ()' % (nm, vals))
            count += 4
        elif k == 1:
            out.append('"fir.global"() <{sym_name = "%s", type = !fir.box<!fir.heap<!fir.array<?xf32>>>}> ({\n'
                       '  %%0 = "fir.zero_bits"() : () -> !fir.heap<!fir.array<?xf32>>\n'
                       '  %%c0 = "arith.constant"() <{value = 0 : index}> : () -> index\n'
                       '  %%1 = "fir.shape"(%%c0) : (index) -> !fir.shape<1>\n'
                       '  %%2 = "fir.embox"(%%0, %%1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>}> : '
                       '(!fir.heap<!fir.array<?xf32>>, !fir.shape<1>) -> !fir.box<!fir.heap<!fir.array<?xf32>>>\n'
                       '  "fir.has_value"(%%2) : (!fir.box<!fir.heap<!fir.array<?xf32>>>) -> ()\n}) : () -> ()%s' % (nm, loc(rng)))
            count += 6
        else:
            s_ = rng.choice(["hello", "x = ", "Fortran \\22quoted\\22", "tab\\09sep"])
            ln = len(s_.encode().decode("unicode_escape")) if "\\" not in s_ else len(s_) - 2 * s_.count("\\")
            out.append('"fir.global"() <{constant, linkName = "linkonce", sym_name = "_QQclX%s", type = !fir.char<1,%d>}> ({\n'
                       '  %%0 = "fir.string_lit"() <{size = %d : i64, value = "%s"}> : () -> !fir.char<1,%d>\n'
                       '  "fir.has_value"(%%0) : (!fir.char<1,%d>) -> ()\n}) : () -> ()' % (
                           "%x" % rng.randrange(16 ** 12), ln, ln, s_, ln, ln))
            count += 3
    callees = []
    for c in range(rng.randrange(2, 5)):
        cn = "_QM%sP%s" % (mod, rng.choice(["norm2", "dot", "axpy", "lookup"]) + str(c))
        ft = rng.choice(["f32", "f64"])
        cty = rng.choice([["!fir.ref<%s>" % ft], ["!fir.ref<%s>" % ft, "!fir.ref<i32>"], ["!fir.ref<i32>"]])
        callees.append((cn, cty, ft))
        out.append("func.func private @%s(%s) -> %s attributes {fir.proc_attrs = #fir.proc_attrs<pure>}" % (
            cn, ", ".join(cty), ft))
        count += 1
    out.append('func.func private @_FortranAioOutputAscii(!fir.ref<i8>, !fir.ref<i8>, i64) -> i1 attributes {fir.io, fir.runtime}')
    fi = 0
    while count < n:
        L, k = flang_func(rng, mod, fi, max(20, min(rng.randrange(20, 201), n - count)), callees)
        out.extend(L)
        count += k
        fi += 1
    out.append("}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# class: linalg_generic
# ---------------------------------------------------------------------------

LG_MAPS = [
    ("#map", "affine_map<(d0, d1) -> (d0, d1)>"),
    ("#map1", "affine_map<(d0, d1) -> (d1)>"),
    ("#map2", "affine_map<(d0, d1) -> (d0)>"),
    ("#map3", "affine_map<(d0, d1) -> (d1, d0)>"),
    ("#map4", "affine_map<(d0, d1, d2) -> (d0, d2)>"),
    ("#map5", "affine_map<(d0, d1, d2) -> (d2, d1)>"),
    ("#map6", "affine_map<(d0, d1, d2) -> (d0, d1)>"),
    ("#map7", "affine_map<(d0) -> (d0)>"),
]
LG = dict((v, k) for k, v in LG_MAPS)


def lg_map(rng, m):
    """Refer to a map by its alias most of the time, inline sometimes."""
    return LG[m] if rng.random() < 0.75 else m


def tt(dims, elt):
    return "tensor<%sx%s>" % ("x".join("?" if d is None else str(d) for d in dims), elt)


def linalg_func(rng, fi, budget):
    L = []
    ops = [0]
    cnt = [0]

    def v():
        cnt[0] += 1
        return "%%%d" % (cnt[0] - 1)

    def emit(txt, lc=0.4, ind="    "):
        L.append(ind + txt + (loc(rng, lc) if lc else ""))
        ops[0] += 1

    def dim():
        return None if rng.random() < 0.3 else rng.choice([4, 8, 16, 32, 64, 128, 256, 384, 1024])

    M, N, K = dim(), dim(), dim()
    elt = rng.choice(["f32", "f32", "f16", "bf16", "f64", "i32"])
    isf = elt != "i32"
    lo = rng.choice(["f16", "bf16"]) if elt == "f32" and rng.random() < 0.5 else elt
    argdefs = [("A", [M, K], lo), ("B", [K, N], lo), ("C", [M, N], elt), ("bias", [N], elt), ("rowv", [M], elt)]
    MT = "memref<?x?x%s, strided<[?, 1], offset: ?>>" % elt
    args = ["%%arg%d" % i for i in range(len(argdefs) + 1)]
    types = [tt(d, e) for _, d, e in argdefs] + [MT]
    vals = {}
    for a, (nm, d, e) in zip(args, argdefs):
        vals[nm] = (a, d, e)
    L.append("  func.func @%s_%d(%s) -> %s%s {" % (
        rng.choice(["forward", "mlp_layer", "attention_block", "fused_ops", "main_graph"]), fi,
        ", ".join("%s: %s" % (a, t) for a, t in zip(args, types)), types[2],
        rng.choice(["", " attributes {llvm.emit_c_interface}", ' attributes {torch.assume_strict_symbolic_shapes, "iree.abi.model" = "sync"}'])))
    c0 = v()
    emit('%s = "arith.constant"() <{value = 0 : index}> : () -> index' % c0, 0.2)
    c1 = v()
    emit('%s = "arith.constant"() <{value = 1 : index}> : () -> index' % c1, 0.2)
    zero = v()
    zv = "0.000000e+00" if isf else "0"
    emit('%s = "arith.constant"() <{value = %s : %s}> : () -> %s' % (zero, zv, elt, elt), 0.2)

    sizes = {"M": M, "N": N, "K": K}
    src_of = {"M": ("C", c0), "N": ("C", c1), "K": ("A", c1)}

    def empty(labels, e):
        dyn = []
        for lab in labels:
            if sizes[lab] is None:
                nm, ix = src_of[lab]
                src = vals[nm]
                dv = v()
                emit('%s = "tensor.dim"(%s, %s) : (%s, index) -> index' % (dv, src[0], ix, tt(src[1], src[2])))
                dyn.append(dv)
        r = v()
        emit('%s = "tensor.empty"(%s) : (%s) -> %s' % (r, ", ".join(dyn), ", ".join(["index"] * len(dyn)),
                                                      tt([sizes[x] for x in labels], e)))
        return r

    def fill(labels):
        t = empty(labels, elt)
        dims = [sizes[x] for x in labels]
        r = v()
        L.append('    %s = "linalg.fill"(%s, %s) <{operandSegmentSizes = array<i32: 1, 1>}> ({' % (r, zero, t))
        L.append("    ^bb0(%%in: %s, %%out: %s):" % (elt, elt))
        L.append('      "linalg.yield"(%%in) : (%s) -> ()' % elt)
        L.append("    }) : (%s, %s) -> %s%s" % (elt, tt(dims, elt), tt(dims, elt), loc(rng, 0.3)))
        ops[0] += 2
        return r

    def body_arith(a, b, e):
        """A short chain of scalar ops inside a linalg region; returns the yielded value."""
        x = a
        for j in range(rng.randrange(1, 4)):
            r = "%%%s%d" % (rng.choice(["v", "t", "s"]), cnt[0] + j)
            if isf:
                op = rng.choice(["addf", "mulf", "subf", "maximumf", "minimumf", "divf"])
                L.append('      %s = "arith.%s"(%s, %s) <{fastmath = #arith.fastmath<%s>}> : (%s, %s) -> %s' % (
                    r, op, x, b, rng.choice(["none", "none", "fast", "contract", "nnan,ninf"]), e, e, e))
            else:
                op = rng.choice(["addi", "muli", "subi", "maxsi", "andi"])
                L.append('      %s = "arith.%s"(%s, %s)%s : (%s, %s) -> %s' % (
                    r, op, x, b, " <{overflowFlags = #arith.overflow<none>}>" if op in ("addi", "muli", "subi") else "",
                    e, e, e))
            ops[0] += 1
            x = r
        cnt[0] += 4
        return x

    def generic(ins, outs, maps, iters, body, extra_attrs=""):
        """ins/outs: [(value, type, elt)]."""
        res = [v() for _ in outs] if outs[0][1].startswith("tensor") else []
        rt = ", ".join(t for _, t, _ in outs) if res else "()"
        if len(res) > 1:
            rt = "(%s)" % rt
        head = '    %s"linalg.generic"(%s) <{indexing_maps = [%s], iterator_types = [%s], operandSegmentSizes = array<i32: %d, %d>}> ({' % (
            ("%s = " % res[0]) if res else "", ", ".join(x for x, _, _ in ins + outs), ", ".join(lg_map(rng, m) for m in maps),
            ", ".join("#linalg.iterator_type<%s>" % it for it in iters), len(ins), len(outs))
        L.append(head)
        bargs = ["%%in%s_%d" % ("" if i == 0 else "_%d" % i, cnt[0]) for i in range(len(ins))] + \
                ["%%out_%d" % cnt[0] for _ in outs]
        cnt[0] += 1
        L.append("    ^bb0(%s):" % ", ".join("%s: %s" % (b, e) for b, (_, _, e) in zip(bargs, ins + outs)))
        y = body(bargs)
        L.append('      "linalg.yield"(%s) : (%s) -> ()' % (y, outs[0][2]))
        ad = attr_dict(rng, 0, 2) if rng.random() < 0.25 else []
        if extra_attrs:
            ad = [extra_attrs] + [a for a in ad if not a.startswith(extra_attrs.split(" ")[0])]
        L.append("    })%s : (%s) -> %s%s" % (" {%s}" % ", ".join(ad) if ad else "", ", ".join(t for _, t, _ in ins + outs),
                                             rt, loc(rng, 0.5)))
        ops[0] += 2
        return res[0] if res else None

    cur = vals["C"][0]
    CT = tt([M, N], elt)
    while ops[0] < budget - 2:
        k = rng.randrange(8)
        if k <= 1:
            # elementwise with a broadcast bias
            init = empty(["M", "N"], elt)

            def body(b):
                return body_arith(b[0], b[1], elt)
            cur = generic([(cur, CT, elt), (vals["bias"][0], tt([N], elt), elt)], [(init, CT, elt)],
                          ["affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d1)>", "affine_map<(d0, d1) -> (d0, d1)>"],
                          ["parallel", "parallel"], body)
        elif k == 2:
            # row reduction into rowv-shaped tensor
            init = fill(["M"])

            def body(b):
                r = "%%red%d" % cnt[0]
                cnt[0] += 1
                L.append('      %s = "arith.%s"(%s, %s)%s : (%s, %s) -> %s' % (
                    r, "maximumf" if isf else "maxsi", b[0], b[1],
                    " <{fastmath = #arith.fastmath<none>}>" if isf else "", elt, elt, elt))
                ops[0] += 1
                return r
            generic([(cur, CT, elt)], [(init, tt([M], elt), elt)],
                    ["affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d0)>"], ["parallel", "reduction"], body)
        elif k == 3:
            # matmul as a generic, mixed precision
            init = fill(["M", "N"])

            def body(b):
                x, y = b[0], b[1]
                if lo != elt:
                    xe, ye = "%%ea%d" % cnt[0], "%%eb%d" % cnt[0]
                    L.append('      %s = "arith.extf"(%s) : (%s) -> %s' % (xe, x, lo, elt))
                    L.append('      %s = "arith.extf"(%s) : (%s) -> %s' % (ye, y, lo, elt))
                    ops[0] += 2
                    x, y = xe, ye
                m_, a_ = "%%mul%d" % cnt[0], "%%acc%d" % cnt[0]
                cnt[0] += 1
                if isf:
                    L.append('      %s = "arith.mulf"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (%s, %s) -> %s' % (m_, x, y, elt, elt, elt))
                    L.append('      %s = "arith.addf"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (%s, %s) -> %s' % (a_, b[2], m_, elt, elt, elt))
                else:
                    L.append('      %s = "arith.muli"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32' % (m_, x, y))
                    L.append('      %s = "arith.addi"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32' % (a_, b[2], m_))
                ops[0] += 2
                return a_
            cur = generic([(vals["A"][0], tt([M, K], lo), lo), (vals["B"][0], tt([K, N], lo), lo)], [(init, CT, elt)],
                          ["affine_map<(d0, d1, d2) -> (d0, d2)>", "affine_map<(d0, d1, d2) -> (d2, d1)>",
                           "affine_map<(d0, d1, d2) -> (d0, d1)>"], ["parallel", "parallel", "reduction"], body,
                          rng.choice(["", 'linalg.memoized_indexing_maps = [#map4, #map5, #map6]', "__internal_linalg_transform__ = \"tile\""]))
        elif k == 4 and M is not None and N is not None and M == N:
            init = empty(["N", "M"], elt)

            def body(b):
                return b[0]
            cur = generic([(cur, CT, elt)], [(init, tt([N, M], elt), elt)],
                          ["affine_map<(d0, d1) -> (d1, d0)>", "affine_map<(d0, d1) -> (d0, d1)>"], ["parallel", "parallel"], body)
        elif k == 5:
            # body using linalg.index
            init = empty(["M", "N"], elt)

            def body(b):
                ix, ic = "%%idx%d" % cnt[0], "%%ic%d" % cnt[0]
                cnt[0] += 1
                L.append('      %s = "linalg.index"() <{dim = %d : i64}> : () -> index' % (ix, rng.randrange(2)))
                L.append('      %s = "arith.index_cast"(%s) : (index) -> i32' % (ic, ix))
                ops[0] += 2
                if isf:
                    fc = "%%fc%d" % cnt[0]
                    cnt[0] += 1
                    L.append('      %s = "arith.sitofp"(%s) : (i32) -> %s' % (fc, ic, elt))
                    ops[0] += 1
                    ic = fc
                return body_arith(b[0], ic, elt)
            cur = generic([(cur, CT, elt)], [(init, CT, elt)],
                          ["affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d0, d1)>"], ["parallel", "parallel"], body)
        else:
            # memref side: subview + in-place generic + load/store
            m = args[-1]
            sz = [rng.choice([2, 4, 8]), rng.choice([4, 8, 16])]
            off = [rng.randrange(4), rng.randrange(4)]
            st = rng.choice([[1, 1], [1, 1], [2, 1], [1, 2]])
            SV = "memref<%dx%dx%s, strided<[?, %s], offset: ?>>" % (sz[0], sz[1], elt, "1" if st[1] == 1 else "%d" % st[1])
            sv = v()
            emit('%s = "memref.subview"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: %d, %d>, '
                 'static_sizes = array<i64: %d, %d>, static_strides = array<i64: %d, %d>}> : (%s) -> %s' % (
                     sv, m, off[0], off[1], sz[0], sz[1], st[0], st[1], MT, SV))

            def body(b):
                return body_arith(b[0], b[0], elt)
            generic([(sv, SV, elt)], [(sv, SV, elt)],
                    ["affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d0, d1)>"], ["parallel", "parallel"], body)
            ld = v()
            emit('%s = "memref.load"(%s, %s, %s) : (%s, index, index) -> %s' % (ld, sv, c0, c1, SV, elt))
            emit('"memref.store"(%s, %s, %s, %s) : (%s, %s, index, index) -> ()' % (ld, m, c1, c0, elt, MT))
            if rng.random() < 0.4:
                cs = v()
                emit('%s = "memref.cast"(%s) : (%s) -> memref<?x?x%s, strided<[?, ?], offset: ?>>' % (cs, sv, SV, elt))
            if rng.random() < 0.3:
                dd = v()
                emit('%s = "memref.dim"(%s, %s) : (%s, index) -> index' % (dd, m, c1, MT))
    L.append("    return %s : %s%s" % (cur, CT, loc(rng, 0.3)))
    L.append("  }")
    return L, ops[0] + 1


def gen_linalg_generic(n, rng):
    out = ["%s = %s" % kv for kv in LG_MAPS]
    out.append('module attributes {torch.debug_module_name = "Net"} {')
    count, fi = 0, 0
    while count < n:
        L, k = linalg_func(rng, fi, max(20, min(rng.randrange(20, 201), n - count)))
        out.extend(L)
        count += k
        fi += 1
    out.append("}")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# class: quant_and_sparse
# ---------------------------------------------------------------------------

SPARSE_ENCS = [
    ("#CSR", "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>", 2),
    ("#CSC", "#sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : dense, d0 : compressed) }>", 2),
    ("#COO", "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton(soa)), posWidth = 32, crdWidth = 32 }>", 2),
    ("#DCSR", "#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed), posWidth = 64, crdWidth = 16 }>", 2),
    ("#BSR", "#sparse_tensor.encoding<{ map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense) }>", 2),
    ("#SV", "#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>", 1),
    ("#CSF", "#sparse_tensor.encoding<{ map = (d0, d1, d2) -> (d0 : compressed, d1 : compressed, d2 : compressed), posWidth = 8 }>", 3),
]
F8_VALS = ["0.5", "1.0", "1.5", "-2.0", "0.25", "3.0", "-0.125", "448.0", "0.0", "-6.0"]
QSTORE = {"i8": (-128, 127, 1), "u8": (0, 255, 1), "i16": (-32768, 32767, 2), "i4": (-8, 7, 1), "i32": (-2 ** 31, 2 ** 31 - 1, 4)}


def q_scale(rng):
    k = rng.randrange(5)
    if k == 0:
        return "%.17g" % (rng.random() / 50 + 1e-4)
    if k == 1:
        return "%.6e" % (rng.random() / 10 + 1e-5)
    if k == 2:
        return rng.choice(["0.1", "0.5", "1.0", "2.0", "0.0039215686274509803"])
    if k == 3:
        return "%d.%dE-%d" % (rng.randrange(1, 9), rng.randrange(10), rng.randrange(1, 5))
    return "1.5"


def q_type(rng, shape):
    st = rng.choice(["i8", "i8", "u8", "i16", "i4"])
    lo, hi, _ = QSTORE[st]
    ex = rng.choice(["f32", "f32", "f16", "bf16"])
    store = st
    if st == "i8" and rng.random() < 0.3:
        store, lo = "i8<-127:127>", -127
    if shape and rng.random() < 0.5:
        ax = rng.randrange(len(shape))
        sep = rng.choice([", ", ","])
        parts = []
        for _ in range(shape[ax]):
            sc = q_scale(rng)
            parts.append(sc if rng.random() < 0.15 else "%s:%d" % (sc, rng.randrange(lo, hi + 1)))
        return "!quant.uniform<%s:%s:%d, {%s}>" % (store, ex, ax, sep.join(parts))
    zp = "" if rng.random() < 0.2 else ":%d" % rng.randrange(lo, hi + 1)
    return "!quant.uniform<%s:%s, %s%s>" % (store, ex, q_scale(rng), zp)


def dense_lit(rng, shape, elt):
    nel = 1
    for d in shape:
        nel *= d
    width = {"f32": 4, "f16": 2, "bf16": 2, "f64": 8, "f8E4M3FN": 1, "f8E5M2": 1, "i8": 1, "i32": 4,
             "complex<f32>": 8, "complex<f64>": 16, "i64": 8, "i16": 2}[elt]
    k = rng.randrange(5)
    if k == 0:
        return 'dense<"0x%s">' % "".join("%02X" % rng.randrange(256) for _ in range(width * nel))
    if k == 1:
        return 'dense<"0x%s">' % "".join("%02X" % rng.randrange(256) for _ in range(width))  # splat
    if elt.startswith("complex"):
        one = lambda: "(%s, %s)" % (rng.choice(F8_VALS), rng.choice(F8_VALS))
    elif elt.startswith("f") or elt == "bf16":
        one = lambda: rng.choice(F8_VALS)
    else:
        one = lambda: str(rng.randrange(-100, 100))
    if k == 2 or nel > 64:
        return "dense<%s>" % one()

    def nest(dims):
        if not dims:
            return one()
        return "[%s]" % ", ".join(nest(dims[1:]) for _ in range(dims[0]))
    return "dense<%s>" % nest(shape)


class LocTable:
    """#loc aliases printed after the module, each referring only to earlier ones."""

    def __init__(self, rng, fname):
        self.rng = rng
        self.defs = ['#loc = loc("%s":0:0)' % fname]
        self.fname = fname

    def new(self):
        rng = self.rng
        n = len(self.defs)

        def prev():
            return "#loc%d" % rng.randrange(max(1, n - 400), n)
        k = rng.randrange(8) if n >= 3 else 0
        if k <= 2:
            body = '"%s":%d:%d' % (rng.choice([self.fname, self.fname, "tflite_model.py", "/tmp/export/saved_model.pb"]),
                                  rng.randrange(1, 4000), rng.randrange(1, 100))
        elif k == 3:
            body = '"%s"(%s)' % (rng.choice(["conv1/Relu6", "dense_2/MatMul", "quant/Dequantize;fused \\22bias\\22", "model/x:0"]),
                                 prev())
        elif k == 4:
            body = "callsite(%s at %s)" % (prev(), prev())
        elif k == 5:
            body = "fused[%s]" % ", ".join(prev() for _ in range(rng.randrange(2, 4)))
        elif k == 6:
            body = 'fused<%s>[%s, %s]' % (rng.choice(['"tfl.fused"', '{name = "fc", id = 3 : i64}', "unit"]), prev(), prev())
        else:
            body = rng.choice(["unknown", '"%s"' % rng.choice(WORDS)])
        self.defs.append("#loc%d = loc(%s)" % (n, body))
        return "#loc%d" % n


def gen_quant_and_sparse(n, rng):
    fname = rng.choice(["model.tflite.mlir", "quantized_resnet.mlir", "spmm.py"])
    lt = LocTable(rng, fname)
    out = ["%s = %s" % (a, b) for a, b, _ in SPARSE_ENCS]
    out.append('module attributes {tfl.description = "MLIR Converted.", tfl.schema_version = 3 : i32} {')
    count, fi = 0, 0
    while count < n:
        budget = max(20, min(rng.randrange(20, 201), n - count))
        pool = []  # (name, type)
        args = []
        for i in range(rng.randrange(2, 5)):
            shape = [rng.choice([1, 2, 3, 4, 8, 16]) for _ in range(rng.randrange(1, 4))]
            k = rng.randrange(3)
            if k == 0:
                t = "tensor<%sx%s>" % ("x".join(map(str, shape)), q_type(rng, shape))
            elif k == 1:
                nm, _, rk = rng.choice(SPARSE_ENCS)
                t = "tensor<%sx%s, %s>" % ("x".join(["?"] * rk), rng.choice(["f64", "f32", "i32", "complex<f64>"]), nm)
            else:
                t = "tensor<%sx%s>" % ("x".join(map(str, shape)), rng.choice(["f32", "bf16", "f8E4M3FN", "complex<f32>"]))
            a = "%%arg%d" % i
            args.append("%s: %s loc(%s)" % (a, t, lt.new() if rng.random() < 0.5 else '"%s":%d:%d' % (
                fname, rng.randrange(1, 999), rng.randrange(1, 99))))
            pool.append((a, t))
        body = []
        ops = 0
        nm_i = 0
        while ops < budget - 1:
            k = rng.randrange(8)
            shape = [rng.choice([1, 2, 3, 4, 8]) for _ in range(rng.randrange(1, 3))]
            S = "x".join(map(str, shape))
            r = "%%%d" % nm_i
            nm_i += 1
            if k == 0:
                qt = "tensor<%sx%s>" % (S, q_type(rng, shape))
                st = rng.choice(["i8", "i8", "i16", "i32"])
                body.append('%s = "tfl.pseudo_qconst"() {qtype = %s, value = %s : tensor<%sx%s>} : () -> %s' % (
                    r, qt, dense_lit(rng, shape, st), S, st, qt))
                pool.append((r, qt))
            elif k == 1:
                x, xt = rng.choice(pool)
                qt = "tensor<%sx%s>" % (S, q_type(rng, shape))
                body.append('%s = "tfl.quantize"(%s) {qtype = %s} : (%s) -> %s' % (r, x, qt, xt, qt))
                pool.append((r, qt))
            elif k == 2:
                x, xt = rng.choice(pool)
                ft = "tensor<%sx%s>" % (S, rng.choice(["f32", "bf16", "f16"]))
                body.append('%s = "tfl.dequantize"(%s) : (%s) -> %s' % (r, x, xt, ft))
                pool.append((r, ft))
            elif k == 3:
                elt = rng.choice(["f32", "bf16", "f8E4M3FN", "f8E5M2", "complex<f32>", "complex<f64>", "f64", "i64"])
                T = "tensor<%sx%s>" % (S, elt)
                attrs = ["value = %s : %s" % (dense_lit(rng, shape, elt), T)]
                if rng.random() < 0.4:
                    attrs.append("dims = array<i64: %s>" % ", ".join(map(str, shape)))
                if rng.random() < 0.3:
                    attrs.append("flags = array<i1: %s>" % ", ".join(rng.choice(["true", "false"]) for _ in range(3)))
                if rng.random() < 0.3:
                    attrs.append("scales = array<f32: %s>" % ", ".join(q_scale(rng) for _ in range(2)))
                if rng.random() < 0.3:
                    attrs.append("_output_shapes = [#tf_type.shape<%s>]" % S)
                body.append('%s = "%s"() {%s} : () -> %s' % (r, rng.choice(["tf.Const", "stablehlo.constant", "mhlo.constant"]),
                                                          ", ".join(attrs), T))
                pool.append((r, T))
            elif k == 4:
                enc, _, rk = rng.choice([e for e in SPARSE_ENCS if e[2] == 2])
                e2 = rng.choice([e for e in SPARSE_ENCS if e[2] == 2])[0]
                elt = rng.choice(["f64", "f32", "complex<f64>", "bf16"])
                dd = [rng.choice(["?", "8", "16", "32"]) for _ in range(2)]
                A = "tensor<%sx%s, %s>" % ("x".join(dd), elt, enc)
                C = "tensor<%sx%sx%s, %s>" % (dd[0], dd[0], elt, e2)
                a = r
                src, srct = rng.choice(pool[:3])
                body.append('%s = "stablehlo.convert"(%s) : (%s) -> %s' % (a, src, srct, A))
                r2 = "%%%d" % nm_i
                nm_i += 1
                body.append('%s = "stablehlo.dot_general"(%s, %s) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]} : (%s, %s) -> %s' % (
                    r2, a, a, A, A, C))
                ops += 1
                pool.append((r2, C))
            elif k == 5:
                x, xt = rng.choice(pool)
                y, yt = rng.choice(pool)
                T = "tensor<%sx%s>" % (S, q_type(rng, shape) if rng.random() < 0.5 else "f32")
                body.append('%s = "tfl.%s"(%s, %s) {fused_activation_function = "%s"} : (%s, %s) -> %s' % (
                    r, rng.choice(["add", "mul", "sub"]), x, y, rng.choice(["NONE", "RELU", "RELU6"]), xt, yt, T))
                pool.append((r, T))
            elif k == 6:
                x, xt = rng.choice(pool)
                T = "tensor<1x%dx%dx%s>" % (rng.choice([8, 16]), rng.choice([8, 16]), q_type(rng, []))
                body.append('%s = "torch.aten.conv2d"(%s) {stride = array<i64: 1, 1>, padding = array<i64: %d, %d>, '
                            'dilation = array<i64: 1, 1>, groups = 1 : i64, bias_scale = %s : f64} : (%s) -> %s' % (
                                r, x, rng.randrange(3), rng.randrange(3), q_scale(rng), xt, T))
                pool.append((r, T))
            else:
                x, xt = rng.choice(pool)
                T = "tensor<*x%s>" % rng.choice(["complex<f32>", "bf16", "f8E4M3FN", q_type(rng, [])])
                body.append('%s = "tfl.cast"(%s) {tfl.round = %s} : (%s) -> %s' % (r, x, mstr(rng), xt, T))
                pool.append((r, T))
            body[-1] = "    " + body[-1] + " loc(%s)" % lt.new()
            if k == 4:
                body[-2] = "    " + body[-2] + " loc(%s)" % lt.new()
            ops += 1
        res = [pool[-1]]
        fl = lt.new()
        out.append("  func.func @%s_%d(%s) -> %s {" % (rng.choice(["main", "serving_default", "spmm", "qconv"]), fi,
                                                     ", ".join(args), res[0][1]))
        out.extend(body)
        out.append("    return %s : %s loc(%s)" % (res[0][0], res[0][1], lt.new()))
        out.append("  } loc(%s)" % fl)
        count += ops + 1
        fi += 1
    out.append("} loc(#loc)")
    out.extend(lt.defs)
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# class: spaced_and_commented
# ---------------------------------------------------------------------------

COMMENTS = [
    "TODO: fold this into the producer", "CHECK-LABEL: func @forward", "--- tile loop ---",
    "NOTE(perf): keep the layout \"blocked\" here", "FIXME: dynamic dims (?) not handled { yet",
    "operands: lhs, rhs", "this used to be `%0 = ...` before canonicalize", "expected-remark is not used here",
    "result <=> input", "=====================================================", "see https://mlir.llvm.org/docs/LangRef/",
    "déjà vu: non-ASCII in a comment", "\ttabbed comment", "", "//", "nested // comment",
]


def break_points(line):
    """Offsets where a line break (plus comments) can go: between operands, attribute entries,
    block arguments, types of a type list, and before ` : ` / ` -> ` outside any brackets.
    Strings are skipped; a `<` opens an opaque (no-break) region unless it starts `<{` props."""
    pts = []
    stack = []
    i, n = 0, len(line)
    instr = False
    while i < n:
        c = line[i]
        if instr:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                instr = False
            i += 1
            continue
        if c == '"':
            instr = True
        elif c == "/" and line.startswith("//", i):
            break
        elif c == "-" and line.startswith("->", i):
            if not stack and i > 0 and line[i - 1] == " ":
                pts.append(i - 1)
            i += 2
            continue
        elif c in "([{":
            stack.append(c)
        elif c == "<":
            stack.append("P" if i > 0 and line[i - 1] == " " and line.startswith("<{", i) else "<")
        elif c in ")]}>":
            if stack:
                stack.pop()
        elif c == "," and line.startswith(", ", i) and stack and all(x in "([{P" for x in stack):
            pts.append(i + 1)
        elif c == " " and line.startswith(" : ", i) and not stack:
            pts.append(i)
        i += 1
    return pts


def reformat(text, rng):
    out = []
    lines = text.split("\n")
    for line in lines:
        if not line.strip():
            out.append(line)
            continue
        body = line.lstrip(" ")
        depth = (len(line) - len(body)) // 2
        k = rng.random()
        if k < 0.25:
            ind = "\t" * depth
        elif k < 0.35:
            ind = " " * rng.randrange(0, 9)
        elif k < 0.45:
            ind = "\t" + " " * rng.randrange(0, 4) * depth
        else:
            ind = "  " * depth
        r = rng.random()
        if r < 0.12:
            out.append(ind + "// " + rng.choice(COMMENTS))
        elif r < 0.18:
            out.append(rng.choice(["", "", "   ", "\t", " \t "]))
        elif r < 0.20:
            out.append(ind + "// " + rng.choice(COMMENTS))
            out.append("")
            out.append(ind + "//" + rng.choice(COMMENTS))
        pts = break_points(body) if len(body) > 60 and rng.random() < 0.45 else []
        if pts:
            chosen = sorted(rng.sample(pts, min(len(pts), rng.randrange(1, 7))))
            pieces, prev = [], 0
            for p_ in chosen:
                pieces.append(body[prev:p_])
                prev = p_
            pieces.append(body[prev:])
            cont = rng.choice(["    ", "\t\t", "      ", " ", "\t  "])
            for j, pc in enumerate(pieces):
                pc = pc if j == 0 else pc.lstrip(" ")
                tail = ""
                if j < len(pieces) - 1 and rng.random() < 0.3:
                    tail = rng.choice(["  // ", " //", "\t// "]) + rng.choice(COMMENTS)
                elif rng.random() < 0.15:
                    tail = rng.choice([" ", "  ", "\t", " \t"])
                out.append((ind if j == 0 else ind + cont) + pc + tail)
                if j < len(pieces) - 1 and rng.random() < 0.05:
                    out.append(ind + cont + "// " + rng.choice(COMMENTS))
            continue
        tail = ""
        t = rng.random()
        if t < 0.2:
            tail = rng.choice(["  // ", " // ", "\t// ", "    //"]) + rng.choice(COMMENTS)
        elif t < 0.3:
            tail = rng.choice([" ", "   ", "\t", " \t", "  \t  "])
        out.append(ind + body + tail)
    return "\n".join(out)


def gen_spaced_and_commented(n, rng):
    srcs = [gen_llvm_lowered, gen_circt_hw, gen_triton_gpu, gen_flang_fir, gen_linalg_generic]
    src = srcs[rng.randrange(len(srcs))]
    parts = ["// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s", "//", "// Hand-edited copy of "
             "compiler output; do not regenerate.", ""]
    # a single source per file (modules cannot be mixed at the top level), hand-edited
    text = src(n, rng)
    parts.append(reformat(text, rng))
    parts.append("")
    parts.append("// end of file \t ")
    return "\n".join(parts) + "\n"


# ---------------------------------------------------------------------------
# registry and CLI
# ---------------------------------------------------------------------------

CLASSES = {
    "llvm_lowered": gen_llvm_lowered,
    "circt_hw": gen_circt_hw,
    "triton_gpu": gen_triton_gpu,
    "flang_fir": gen_flang_fir,
    "linalg_generic": gen_linalg_generic,
    "spaced_and_commented": gen_spaced_and_commented,
    "broadcast_spec_errors": gen_broadcast_spec_errors,
    "quant_and_sparse": gen_quant_and_sparse,
}

# expected exit status of `mlir-opt --allow-unregistered-dialect FILE` (LLVM 22)
EXPECTED = {
    "llvm_lowered": 0,
    "circt_hw": 0,
    "triton_gpu": 0,
    "flang_fir": 0,
    "linalg_generic": 0,
    "spaced_and_commented": 0,
    "broadcast_spec_errors": 1,
    "quant_and_sparse": 0,
}


def generate(cls, n, seed):
    rng = random.Random("%s:%d:%d" % (cls, n, seed))
    return CLASSES[cls](n, rng)


def run_check(nops, seed=0):
    bad = False
    print("%-24s %8s %10s %6s %8s %s" % ("class", "ops", "bytes", "status", "seconds", "expected"))
    for cls in CLASSES:
        text = generate(cls, nops, seed)
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
            f.write(text)
            path = f.name
        t0 = time.time()
        p = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", path],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        dt = time.time() - t0
        os.unlink(path)
        st = 0 if p.returncode == 0 else 1
        ok = st == EXPECTED[cls]
        bad |= not ok
        print("%-24s %8d %10d %6d %8.2f %s%s" % (cls, nops, len(text.encode()), p.returncode, dt,
                                                EXPECTED[cls], "" if ok else "  MISMATCH"))
        if not ok:
            err = p.stderr.decode(errors="replace").splitlines()[:6]
            for line in err:
                print("    " + line[:300])
        sys.stdout.flush()
    return 1 if bad else 0


def main(argv):
    args = list(argv)
    seed = 0
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    if args and args[0] == "--list":
        print("\n".join(CLASSES))
        return 0
    if args and args[0] == "--check":
        nops = 2000
        if "--ops" in args:
            nops = int(args[args.index("--ops") + 1])
        return run_check(nops, seed)
    if len(args) != 2 or args[0] not in CLASSES:
        sys.stderr.write("usage: heldout52.py CLASS N [--seed S] | --list | --check [--ops N]\n")
        return 2
    sys.stdout.write(generate(args[0], int(args[1]), seed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
