#!/usr/bin/env python3
"""heldout53 -- blind benchmark inputs that imitate what real MLIR producers print.

Written without looking at the verifier it measures.  Every class writes one
MLIR file of about N operations (every operation counts: module, functions,
terminators and ops nested in regions).  The reference is mlir-opt 22:

    /usr/lib/llvm-22/bin/mlir-opt --allow-unregistered-dialect FILE -o /dev/null

Classes
-------
graph_import_weights  (valid, exit 0)
    What an ML-graph importer prints with `--mlir-print-op-generic
    --mlir-print-debuginfo`: torch-to-TOSA, onnx-mlir and JAX/mhlo style
    functions in one fully generic `"builtin.module"() ({...})`.  TOSA ops are
    in the form mlir-opt 22 verifies (`tosa.const` with `values`,
    `tosa.const_shape` + `!tosa.shape<N>` operands for reshape/slice/pad/tile,
    zero-point operands for conv2d/matmul/negate/avg_pool2d, shift operand of
    mul).  onnx/mhlo ops are unregistered.  Weights are `dense<"0x...">` hex
    blobs of exactly the type's byte size, splats, nested lists and
    `dense_resource<...>` handles backed by a `{-# dialect_resources #-}`
    section.  Every op carries `loc(#locN)`; `#locN = loc(...)` definitions
    (file:line:col, name(loc), fused[...], fused<"tag">[...], callsite(..),
    ranges) follow the module; block-argument locations are aliased at the
    top, `arg_attrs`/`res_attrs` dictionaries on functions.
affine_scf_tiling  (valid, exit 0)
    What a tiling / polyhedral pass prints in generic form: `#mapN` and
    `#setN` aliases at the top, `affine.for` with lowerBoundMap/upperBoundMap
    /step/operandSegmentSizes (min/max bounds, iter_args), `affine.load` /
    `affine.store` / `affine.apply` with `map`, `affine.if` with `condition`,
    `affine.yield`, `scf.for` with iter_args and `scf.yield`, `scf.if`,
    `scf.parallel` + `scf.reduce`, `memref.alloc`/`alloca`/`dim`/`subview`
    /`copy`/`dealloc`, arith index math, `!tile_N = memref<NxNxf32>` type
    aliases, static and dynamic (`memref<?x?xf32>` + `memref.dim` symbols)
    shapes, an `// -----// IR Dump After ...` banner.  Custom `func.func`
    headers with `attributes {...}`.
gpu_outlined_kernels  (valid, exit 0)
    What gpu-kernel-outlining prints: a `gpu.container_module` with generic
    `gpu.module` (with #nvvm/#rocdl targets) holding generic `gpu.func`
    kernels (`gpu.kernel`, workgroup/private attributions, known_block_size),
    `gpu.thread_id`/`block_id`/`block_dim`/`grid_dim`/`lane_id`,
    `gpu.barrier`, `gpu.shuffle`, `gpu.subgroup_reduce`, `gpu.all_reduce`,
    multi-block kernels with `cf.br`, device helpers, `gpu.return`; host
    functions with `gpu.wait`/`alloc`/`memcpy`/`dealloc` async token chains
    and `gpu.launch_func` (sync and async) whose operands match the kernels,
    an occasional inline `gpu.launch` region, and a `!wg_buffer = memref<...,
    #gpu.address_space<workgroup>>` type alias in some files.
iree_flow_dispatch  (valid, exit 0)
    IREE-like input in unregistered dialects: `#hal.executable.target<...>`
    and `#hal.pipeline.layout<...>` aliases, `hal.executable` /
    `hal.executable.variant` / `hal.executable.export` regions holding a
    `builtin.module` of dispatch `func.func`s, `hal.interface.binding.subspan`
    with `!flow.dispatch.tensor<readonly:tensor<4x?xf32>>` types,
    `flow.dispatch.workgroups` with two regions, `flow.dispatch` with nested
    symbol references, `stream.*` resources/timepoints, `util.global`,
    `util.func` with properties, long attribute dictionaries split over lines.
firrtl_chisel_circuit  (valid, exit 0)
    What Chisel/firtool hands to CIRCT, all unregistered: `firrtl.circuit`
    holding `firrtl.module`s whose entry block arguments are ports typed
    `!firrtl.uint<8>`, `!firrtl.sint<16>`, `!firrtl.clock`, bundles and
    vectors (`!io_bundle` type alias); port/annotation arrays of dictionaries,
    `loc(...)` attributes inside `portLocations`, `#firrtl<...>` enum
    attributes, long `_GEN_`/`io_*` names, strings with \\22 and \\0A escapes
    (printf, sv.verbatim), `firrtl.when` regions, `firrtl.instance`s of
    earlier modules, Scala file:line:col and fused locations.
student_exercises  (valid, exit 0)
    Hand-written teaching IR: custom `func.func` headers with generic ops
    inside (arith/math/scf/memref plus unregistered `toy.*`), inherent
    attributes written in the old `{value = ...}` attribute-dictionary way or
    as `<{...}>` properties, tabs, double spaces, spaces inside parentheses,
    whole-line and end-of-line comments, blank lines, ops broken over 2-4
    lines at commas, human value names (%sum, %sum_2, %x4, %b_new), float
    literals written as 2.00 / 4.0 / 4.000000e+00, `!Mat2x3 = tensor<...>`
    type aliases, commented-out old code, files with and without `module {`.
cfg_branchy_blocks  (valid, exit 0)
    Front-end CFG output (clang/flang-to-cf style): many blocks per function
    with block arguments, `cf.br`, `cf.cond_br` with operandSegmentSizes,
    `cf.switch` with case_values / case_operand_segments, loops via back
    edges, early returns, `arith.cmpi`/`cmpf` with integer predicates as
    mlir-opt prints them, `arith.select`, casts, `func.call` of earlier
    functions with packed results (`%5:2`, `%5#1`), `cf.assert` messages
    with escapes, `// pred:` comments, hex float constants (0x7FC00000 : f32),
    odd integer widths (i3, i24, i128), `vector.reduction` of dense vector
    constants, inline clang-style locations of every form.
frontend_bug_reports  (INVALID, exit 1)
    The same kind of front-end output with one realistic bug per function on
    a random op: operand type differing from its definition, use of an
    undefined value, a value defined twice, a missing terminator, a
    terminator in the middle of a block, `func.return` types differing from
    the results, `%0:2 =` bound to a one-result op, an unknown op of a
    registered dialect (`"arith.addx"`), a dense literal whose element count
    does not match its type, a block-argument type mismatch at `cf.br`, a use
    that is not dominated by its definition, a wrong operand count, a
    missing `predicate`, a call to a missing function, wrong
    operandSegmentSizes.  Each function holds exactly one bug; mlir-opt stops
    at the first, so the whole file exits 1.

Usage
-----
    python bench/heldout53.py CLASS N [--seed S]
    python bench/heldout53.py --list
    python bench/heldout53.py --check [--ops N]
"""

import os
import random
import struct
import subprocess
import sys
import tempfile
import time
import zlib

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"

CLASSES = [
    "graph_import_weights",
    "affine_scf_tiling",
    "gpu_outlined_kernels",
    "iree_flow_dispatch",
    "firrtl_chisel_circuit",
    "student_exercises",
    "cfg_branchy_blocks",
    "frontend_bug_reports",
]

EXPECTED = {c: 0 for c in CLASSES}
EXPECTED["frontend_bug_reports"] = 1


# --------------------------------------------------------------------------
# shared helpers
# --------------------------------------------------------------------------

class Names:
    """SSA names unique within one isolated region (a function)."""
    __slots__ = ("used", "n", "cnt")

    def __init__(self, start=0):
        self.used = set()
        self.n = start
        self.cnt = {}

    def num(self):
        while True:
            s = "%" + str(self.n)
            self.n += 1
            if s not in self.used:
                self.used.add(s)
                return s

    def hint(self, h):
        s = "%" + h
        if s not in self.used:
            self.used.add(s)
            return s
        k = self.cnt.get(h, 0)
        while True:
            s = "%%%s_%d" % (h, k)
            k += 1
            if s not in self.used:
                self.cnt[h] = k
                self.used.add(s)
                return s

    def take(self, s):
        self.used.add(s)
        return s


def fmt_f(x):
    return "%.6e" % x


def const_hint(v, ty):
    if ty == "i1":
        return "true" if v else "false"
    if ty == "index":
        return "c%d" % v
    if ty.startswith("f") or ty == "bf16":
        return "cst"
    return "c%d_%s" % (v, ty)


def esc(s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == '"':
            out.append("\\22")
        elif ch == "\\":
            out.append("\\5C")
        elif o < 32 or o > 126:
            out.append("\\%02X" % o)
        else:
            out.append(ch)
    return "".join(out)


def ftype(ins, outs):
    o = ", ".join(outs)
    if len(outs) != 1:
        o = "(" + o + ")"
    return "(%s) -> %s" % (", ".join(ins), o)


def rtype(outs):
    if len(outs) == 1:
        return outs[0]
    return "(" + ", ".join(outs) + ")"


def gop(name, args=(), tys=(), rtys=(), props="", attrs="", succ="", regions=None):
    """Generic op text without the result binding and location."""
    s = ['"', name, '"(', ", ".join(args), ")", succ]
    if props:
        s.append(" <{" + props + "}>")
    if regions is not None:
        s.append(" (" + regions + ")")
    if attrs:
        s.append(" {" + attrs + "}")
    s.append(" : (" + ", ".join(tys) + ") -> " + rtype(list(rtys)) if rtys else
             " : (" + ", ".join(tys) + ") -> ()")
    return "".join(s)


FILES_PY = ["model.py", "/home/dev/proj/net/layers.py", "train.py",
            "/opt/venv/lib/python3.11/site-packages/torch/nn/modules/conv.py",
            "/workspace/src/modeling_bert.py", "export_onnx.py"]
FILES_C = ["main.c", "src/parser.c", "lib/state_machine.cpp", "kernel.cu",
           "include/util.h", "src/vm/interp.c", "decoder.cc"]


def rand_fileloc(r, files):
    return '"%s":%d:%d' % (r.choice(files), r.randint(1, 900), r.randint(0, 80))


def rand_inline_loc(r, files, names=("fn",)):
    """A loc(...) body of any inline form."""
    k = r.random()
    if k < 0.40:
        return rand_fileloc(r, files)
    if k < 0.50:
        return '"%s"(%s)' % (r.choice(names), rand_fileloc(r, files))
    if k < 0.58:
        return "fused[%s, %s]" % (rand_fileloc(r, files), rand_fileloc(r, files))
    if k < 0.64:
        return 'fused<"%s">[%s, %s]' % (r.choice(["inlined", "cse", "canonicalize", "fold"]),
                                         rand_fileloc(r, files), rand_fileloc(r, files))
    if k < 0.72:
        return 'callsite("%s" at %s)' % (r.choice(names), rand_fileloc(r, files))
    if k < 0.78:
        return "unknown"
    if k < 0.86:
        f = r.choice(files)
        l = r.randint(1, 500)
        c = r.randint(1, 40)
        if r.random() < 0.5:
            return '"%s":%d:%d to %d:%d' % (f, l, c, l + r.randint(0, 3), r.randint(1, 80))
        return '"%s":%d:%d to :%d' % (f, l, c, c + r.randint(1, 30))
    if k < 0.92:
        return '"%s"' % r.choice(names)
    return 'callsite(callsite("%s" at %s) at %s)' % (
        r.choice(names), rand_fileloc(r, files), rand_fileloc(r, files))


class LocTable:
    """`#locN = loc(...)` aliases, printed the way --mlir-print-debuginfo does."""

    def __init__(self):
        self.top = []
        self.bottom = []
        self.n = 0
        self.cache = {}

    def alias(self, body, top=False):
        # aliases used by block arguments are printed before the module; an
        # alias printed after the module may not be referenced from there.
        key = (body, top)
        a = self.cache.get(key)
        if a is not None:
            return a
        if not top:
            a = self.cache.get((body, True))
            if a is not None:
                return a
        a = "#loc" if self.n == 0 else "#loc%d" % self.n
        self.n += 1
        (self.top if top else self.bottom).append("%s = loc(%s)" % (a, body))
        self.cache[key] = a
        return a


# --------------------------------------------------------------------------
# 1. graph_import_weights
# --------------------------------------------------------------------------

def tt(shape, et):
    if not shape:
        return "tensor<%s>" % et
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), et)


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


class Weights:
    """Hex blobs and resources of plausible float data, cheaply."""

    def __init__(self, r, n_ops):
        self.r = r
        vals = [r.gauss(0.0, 0.08) for _ in range(4096)]
        self.f32 = struct.pack("<4096f", *vals).hex().upper() * 2
        self.f16 = struct.pack("<4096e", *vals).hex().upper() * 2
        self.i8 = r.randbytes(4096).hex().upper() * 2
        self.budget = 36 * n_ops + 40000
        self.resources = []
        self.res_names = set()

    def hexdata(self, et, count):
        r = self.r
        if et == "f32":
            src, w = self.f32, 8
        elif et == "f16":
            src, w = self.f16, 4
        else:
            src, w = self.i8, 2
        need = count * w
        half = len(src) // 2
        off = r.randrange(0, half // w) * w
        if need <= half:
            return src[off:off + need]
        reps = need // half + 2
        return (src[:half] * reps)[off:off + need]

    def literal(self, shape, et, big_ok=True):
        """The attribute text of a weight tensor of this shape."""
        r = self.r
        n = numel(shape)
        t = tt(shape, et)
        k = r.random()
        if n == 1 or k < 0.12 or (self.budget <= 0 and k < 0.7) or not big_ok:
            if et.startswith("f"):
                v = r.choice([0.0, 1.0, -1.0, 0.5, 1e-05, 6.0, r.uniform(-2, 2)])
                if r.random() < 0.1:
                    return "dense<0x7FC00000> : %s" % t if et == "f32" else "dense<0.000000e+00> : %s" % t
                return "dense<%s> : %s" % (fmt_f(v), t)
            return "dense<%d> : %s" % (r.randint(-128, 127), t)
        if n <= 8 and k < 0.3:
            if et.startswith("f"):
                return "dense<[%s]> : %s" % (", ".join(fmt_f(r.uniform(-1, 1)) for _ in range(n)), t) \
                    if len(shape) == 1 else "dense<%s> : %s" % (nested_list(r, shape, True), t)
            return "dense<%s> : %s" % (nested_list(r, shape, False), t)
        if self.budget <= 0:
            return "dense<%s> : %s" % (fmt_f(r.uniform(-1, 1)) if et.startswith("f") else "1", t)
        self.budget -= n * (4 if et == "f32" else 2 if et == "f16" else 1)
        data = self.hexdata(et, n)
        if k < 0.55:
            return 'dense<"0x%s"> : %s' % (data, t)
        # dense_resource with a blob; the first 4 bytes hold the alignment
        base = r.choice(["torch_tensor_%s_torch.float32" % "_".join(map(str, shape)),
                         "__onnx_const_%d" % r.randint(0, 99999),
                         "_params.layer%d.weight" % r.randint(0, 48),
                         "resource_%d" % len(self.resources)])
        name = base
        i = 1
        while name in self.res_names:
            name = "%s_%d" % (base, i)
            i += 1
        self.res_names.add(name)
        align = {"f32": "04000000", "f16": "02000000"}.get(et, "01000000")
        self.resources.append('      %s: "0x%s%s"' % (name, align, data))
        return "dense_resource<%s> : %s" % (name, t)


def nested_list(r, shape, isf):
    if len(shape) == 1:
        if isf:
            return "[" + ", ".join(fmt_f(r.uniform(-1, 1)) for _ in range(shape[0])) + "]"
        return "[" + ", ".join(str(r.randint(-100, 100)) for _ in range(shape[0])) + "]"
    return "[" + ", ".join(nested_list(r, shape[1:], isf) for _ in range(shape[0])) + "]"


TORCH_OPS = ["aten::conv2d", "aten::relu", "aten::add", "aten::linear", "aten::matmul",
             "aten::sigmoid", "aten::max_pool2d", "aten::mul", "aten::softmax",
             "aten::layer_norm", "aten::gelu", "aten::view", "aten::permute"]


class GraphGen:
    def __init__(self, r, n):
        self.r = r
        self.w = Weights(r, n)
        self.lt = LocTable()
        self.ops = 0
        self.out = []
        self.fn_i = 0
        self.srcfile = r.choice(["/home/dev/models/resnet_tiny.py", "model.py",
                                 "/workspace/vision/mobilenet.py", "export.py"])

    # ---- locations -------------------------------------------------------
    def loc(self, opname):
        r = self.r
        lt = self.lt
        k = r.random()
        f = lt.alias('"%s":%d:%d' % (self.srcfile, r.randint(10, 400), r.choice([0, 0, 4, 8, 12, 15])))
        if k < 0.35:
            return "loc(%s)" % lt.alias('"%s"(%s)' % (opname, f))
        if k < 0.55:
            return "loc(%s)" % f
        if k < 0.70:
            g = lt.alias('"%s":%d:%d' % (r.choice(FILES_PY), r.randint(1, 900), r.randint(0, 30)))
            return "loc(%s)" % lt.alias("callsite(%s at %s)" % (f, g))
        if k < 0.82:
            g = lt.alias('"%s":%d:%d' % (self.srcfile, r.randint(10, 400), 0))
            return "loc(%s)" % lt.alias('fused<"%s">[%s, %s]' % (r.choice(["torch", "onnx", "inlined"]), f, g))
        if k < 0.90:
            n = lt.alias('"/%s/%s_%d"' % (r.choice(["layer1", "encoder/block.3", "features.7"]),
                                          opname.split(":")[-1].split(".")[-1], r.randint(0, 60)))
            return "loc(%s)" % lt.alias("fused[%s, %s]" % (n, f))
        if k < 0.95:
            l = r.randint(10, 400)
            return "loc(%s)" % lt.alias('"%s":%d:%d to %d:%d' % (self.srcfile, l, 4, l, r.randint(20, 70)))
        return "loc(%s)" % lt.alias("unknown")

    def emit(self, ind, text):
        self.out.append(ind + text)
        self.ops += 1

    # ---- TOSA function ---------------------------------------------------
    def tosa_func(self, budget):
        r = self.r
        nm = Names()
        ind = "    "
        H = r.choice([8, 16, 16, 32])
        C = r.choice([3, 4, 8])
        in_shape = (1, H, H, C)
        fname = r.choice(["forward", "main", "torch_jit", "predict", "tosa_graph"]) + "_%d" % self.fn_i
        self.fn_i += 1
        body = []
        start_ops = self.ops
        self.out, saved = body, self.out
        arg = "%arg0"
        nm.take(arg)
        pools = {}

        def add_pool(v, shape, et):
            pools.setdefault((tuple(shape), et), []).append(v)

        cur, shape, et = arg, in_shape, "f32"
        add_pool(cur, shape, et)
        zp = nm.num()
        self.emit(ind, '%s = %s %s' % (zp, gop("tosa.const", rtys=["tensor<1xf32>"],
                                                 props="values = dense<0.000000e+00> : tensor<1xf32>"),
                                        self.loc("aten::conv2d")))
        shift = None
        shape_consts = {}

        def const_shape(vals):
            key = tuple(vals)
            if key in shape_consts and r.random() < 0.7:
                return shape_consts[key]
            v = nm.num()
            n = len(vals)
            lit = "dense<%d>" % vals[0] if len(set(vals)) == 1 else "dense<[%s]>" % ", ".join(map(str, vals))
            self.emit(ind, "%s = %s %s" % (v, gop("tosa.const_shape", rtys=["!tosa.shape<%d>" % n],
                                                 props="values = %s : tensor<%dxindex>" % (lit, n)),
                                           self.loc("aten::view")))
            shape_consts[key] = v
            return v

        def wconst(wshape, wet="f32"):
            v = nm.num()
            self.emit(ind, "%s = %s %s" % (v, gop("tosa.const", rtys=[tt(wshape, wet)],
                                                 props="values = " + self.w.literal(wshape, wet)),
                                           self.loc("aten::linear")))
            return v

        def un(opn, x, s, e, props="", extra=()):
            v = nm.num()
            tys = [tt(s, e)] + [q[1] for q in extra]
            self.emit(ind, "%s = %s %s" % (v, gop(opn, [x] + [q[0] for q in extra], tys, [tt(s, e)], props=props),
                                           self.loc(r.choice(TORCH_OPS))))
            return v

        while self.ops - start_ops < budget - 1:
            rank = len(shape)
            k = r.random()
            if rank == 4:
                N, Hh, Ww, Cc = shape
                if k < 0.16:
                    kk = r.choice([1, 3, 3])
                    O = r.choice([4, 8, 16, 16, 32])
                    if O * kk * kk * Cc > 4096:
                        kk = 1
                    if O * kk * kk * Cc > 4096:
                        O = 8
                    stride2 = Hh % 2 == 0 and Ww % 2 == 0 and Hh >= 4 and r.random() < 0.25
                    if stride2:
                        kk = 2
                    w = wconst((O, kk, kk, Cc))
                    b = wconst((O,))
                    p = 0 if stride2 or kk == 1 else 1
                    s = 2 if stride2 else 1
                    oshape = (N, Hh // s, Ww // s, O)
                    v = nm.num()
                    props = ("acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: %d, %d, %d, %d>, "
                             "stride = array<i64: %d, %d>" % (p, p, p, p, s, s))
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.conv2d", [cur, w, b, zp, zp],
                                                         [tt(shape, et), tt((O, kk, kk, Cc), "f32"), tt((O,), "f32"),
                                                          "tensor<1xf32>", "tensor<1xf32>"], [tt(oshape, et)],
                                                         props=props), self.loc("aten::conv2d")))
                    cur, shape = v, oshape
                elif k < 0.22 and Cc * 9 <= 4096:
                    w = wconst((3, 3, Cc, 1))
                    b = wconst((Cc,))
                    v = nm.num()
                    props = ("acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, "
                             "stride = array<i64: 1, 1>")
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.depthwise_conv2d", [cur, w, b, zp, zp],
                                                         [tt(shape, et), tt((3, 3, Cc, 1), "f32"), tt((Cc,), "f32"),
                                                          "tensor<1xf32>", "tensor<1xf32>"], [tt(shape, et)],
                                                         props=props), self.loc("aten::conv2d")))
                    cur = v
                elif k < 0.30 and Hh % 2 == 0 and Ww % 2 == 0 and Hh >= 4 and Ww >= 4:
                    oshape = (N, Hh // 2, Ww // 2, Cc)
                    v = nm.num()
                    if r.random() < 0.6:
                        txt = gop("tosa.max_pool2d", [cur], [tt(shape, et)], [tt(oshape, et)],
                                  props="kernel = array<i64: 2, 2>, nan_mode = #tosa.nan_mode<PROPAGATE>, "
                                        "pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>")
                    else:
                        txt = gop("tosa.avg_pool2d", [cur, zp, zp], [tt(shape, et), "tensor<1xf32>", "tensor<1xf32>"],
                                  [tt(oshape, et)],
                                  props="acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, "
                                        "stride = array<i64: 2, 2>")
                    self.emit(ind, "%s = %s %s" % (v, txt, self.loc("aten::max_pool2d")))
                    cur, shape = v, oshape
                elif k < 0.36:
                    # flatten to rank 3 for a linear layer
                    oshape = (1, Hh * Ww, Cc)
                    cs = const_shape(oshape)
                    v = nm.num()
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.reshape", [cur, cs],
                                                         [tt(shape, et), "!tosa.shape<3>"], [tt(oshape, et)]),
                                                   self.loc("aten::view")))
                    cur, shape = v, oshape
                elif k < 0.40 and Cc * 2 <= 64:
                    other = r.choice(pools.get((shape, et), [cur]))
                    oshape = (N, Hh, Ww, Cc * 2)
                    v = nm.num()
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.concat", [cur, other],
                                                         [tt(shape, et), tt(shape, et)], [tt(oshape, et)],
                                                         props="axis = 3 : i32"), self.loc("aten::cat")))
                    cur, shape = v, oshape
                elif k < 0.43:
                    perm = [0, 3, 1, 2] if r.random() < 0.5 else [0, 2, 1, 3]
                    oshape = tuple(shape[i] for i in perm)
                    v = un("tosa.transpose", cur, shape, et, props="perms = array<i32: %s>" % ", ".join(map(str, perm)))
                    # declared result type differs: rewrite the last line
                    self.out[-1] = self.out[-1].replace("-> " + tt(shape, et), "-> " + tt(oshape, et))
                    cur, shape = v, oshape
                elif k < 0.46 and Hh >= 4 and Ww >= 4:
                    st = const_shape([0, 1, 1, 0])
                    sz = const_shape([1, Hh - 2, Ww - 2, Cc])
                    oshape = (1, Hh - 2, Ww - 2, Cc)
                    v = nm.num()
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.slice", [cur, st, sz],
                                                         [tt(shape, et), "!tosa.shape<4>", "!tosa.shape<4>"],
                                                         [tt(oshape, et)]), self.loc("aten::slice")))
                    pv = nm.num()
                    self.emit(ind, "%s = %s %s" % (pv, gop("tosa.const", rtys=["tensor<1xf32>"],
                                                          props="values = dense<0.000000e+00> : tensor<1xf32>"),
                                                   self.loc("aten::pad")))
                    pd = const_shape([0, 0, 1, 1, 1, 1, 0, 0])
                    v2 = nm.num()
                    self.emit(ind, "%s = %s %s" % (v2, gop("tosa.pad", [v, pd, pv],
                                                          [tt(oshape, et), "!tosa.shape<8>", "tensor<1xf32>"],
                                                          [tt(shape, et)]), self.loc("aten::pad")))
                    cur = v2
                else:
                    cur = self.tosa_elementwise(nm, ind, cur, shape, et, pools, zp, wconst)
            elif rank == 3:
                N, M, K = shape
                if k < 0.25 and K <= 64:
                    O = r.choice([8, 16, 32, 64])
                    w = wconst((1, K, O))
                    oshape = (1, M, O)
                    v = nm.num()
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.matmul", [cur, w, zp, zp],
                                                         [tt(shape, et), tt((1, K, O), "f32"), "tensor<1xf32>",
                                                          "tensor<1xf32>"], [tt(oshape, et)]),
                                                   self.loc("aten::linear")))
                    b = wconst((1, 1, O))
                    v2 = nm.num()
                    self.emit(ind, "%s = %s %s" % (v2, gop("tosa.add", [v, b], [tt(oshape, et), tt((1, 1, O), et)],
                                                          [tt(oshape, et)]), self.loc("aten::linear")))
                    cur, shape = v2, oshape
                elif k < 0.35:
                    # softmax over the last axis, decomposed like torch-to-tosa does
                    rs = (N, M, 1)
                    mx = un("tosa.reduce_max", cur, shape, et, props="axis = 2 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>")
                    self.out[-1] = self.out[-1].replace("-> " + tt(shape, et), "-> " + tt(rs, et))
                    sb = nm.num()
                    self.emit(ind, "%s = %s %s" % (sb, gop("tosa.sub", [cur, mx], [tt(shape, et), tt(rs, et)],
                                                          [tt(shape, et)]), self.loc("aten::softmax")))
                    ex = un("tosa.exp", sb, shape, et)
                    sm = un("tosa.reduce_sum", ex, shape, et, props="axis = 2 : i32")
                    self.out[-1] = self.out[-1].replace("-> " + tt(shape, et), "-> " + tt(rs, et))
                    rc = un("tosa.reciprocal", sm, rs, et)
                    if shift is None:
                        shift = nm.num()
                        self.emit(ind, "%s = %s %s" % (shift, gop("tosa.const", rtys=["tensor<1xi8>"],
                                                                 props="values = dense<0> : tensor<1xi8>"),
                                                       self.loc("aten::mul")))
                    v = nm.num()
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.mul", [ex, rc, shift],
                                                         [tt(shape, et), tt(rs, et), "tensor<1xi8>"], [tt(shape, et)]),
                                                   self.loc("aten::softmax")))
                    cur = v
                elif k < 0.45:
                    a = 1
                    while a * a < M:
                        a *= 2
                    if M % a != 0:
                        a = 1
                    oshape = (1, a, M // a, K)
                    cs = const_shape(oshape)
                    v = nm.num()
                    self.emit(ind, "%s = %s %s" % (v, gop("tosa.reshape", [cur, cs],
                                                         [tt(shape, et), "!tosa.shape<4>"], [tt(oshape, et)]),
                                                   self.loc("aten::view")))
                    cur, shape = v, oshape
                else:
                    cur = self.tosa_elementwise(nm, ind, cur, shape, et, pools, zp, wconst)
            add_pool(cur, shape, et)
        rt = tt(shape, et)
        self.emit(ind, '%s %s' % (gop("func.return", [cur], [rt]), self.loc("return")))
        self.out = saved
        aloc = self.lt.alias('"%s":%d:0' % (self.srcfile, r.randint(1, 60)), top=True)
        argloc = self.lt.alias('"x"(%s)' % aloc, top=True) if r.random() < 0.5 else aloc
        props = ("arg_attrs = [{torch.arg_name = \"x\"}], " if r.random() < 0.5 else "") + \
                "function_type = %s, " % ftype([tt(in_shape, "f32")], [rt]) + \
                ('res_attrs = [{torch.result_name = "out%d"}], ' % self.fn_i if r.random() < 0.3 else "") + \
                'sym_name = "%s"' % fname
        self.emit("  ", '"func.func"() <{%s}> ({' % props)
        self.out.append("  ^bb0(%%arg0: %s loc(%s)):" % (tt(in_shape, "f32"), argloc))
        self.out.extend(body)
        self.out.append("  }) : () -> () " + self.loc("def " + fname))

    def tosa_elementwise(self, nm, ind, cur, shape, et, pools, zp, wconst):
        r = self.r
        t = tt(shape, et)
        k = r.random()
        same = pools.get((shape, et), [cur])
        if k < 0.30:
            opn = r.choice(["tosa.add", "tosa.sub", "tosa.maximum", "tosa.minimum", "tosa.add"])
            if r.random() < 0.4:
                bshape = tuple([1] * (len(shape) - 1) + [shape[-1]])
                other = wconst(bshape)
                ot = tt(bshape, et)
            else:
                other, ot = r.choice(same), t
            props = "nan_mode = #tosa.nan_mode<PROPAGATE>" if opn in ("tosa.maximum", "tosa.minimum") else ""
            v = nm.num()
            self.emit(ind, "%s = %s %s" % (v, gop(opn, [cur, other], [t, ot], [t], props=props),
                                           self.loc("aten::add")))
        elif k < 0.45:
            mn, mxv = r.choice([(0.0, 6.0), (0.0, 3.4028234663852886e38), (-1.0, 1.0)])
            v = nm.num()
            self.emit(ind, "%s = %s %s" % (v, gop("tosa.clamp", [cur], [t], [t],
                                                 props="max_val = %s : f32, min_val = %s : f32, "
                                                       "nan_mode = #tosa.nan_mode<PROPAGATE>" % (fmt_f(mxv), fmt_f(mn))),
                                           self.loc("aten::relu")))
        elif k < 0.70:
            opn = r.choice(["tosa.sigmoid", "tosa.tanh", "tosa.exp", "tosa.abs", "tosa.erf",
                            "tosa.floor", "tosa.ceil", "tosa.rsqrt", "tosa.reciprocal", "tosa.log", "tosa.identity"])
            v = nm.num()
            self.emit(ind, "%s = %s %s" % (v, gop(opn, [cur], [t], [t]), self.loc("aten::gelu")))
        elif k < 0.78:
            v = nm.num()
            self.emit(ind, "%s = %s %s" % (v, gop("tosa.negate", [cur, zp, zp], [t, "tensor<1xf32>", "tensor<1xf32>"],
                                                 [t]), self.loc("aten::neg")))
        elif k < 0.88:
            sh = nm.num()
            self.emit(ind, "%s = %s %s" % (sh, gop("tosa.const", rtys=["tensor<1xi8>"],
                                                  props="values = dense<0> : tensor<1xi8>"), self.loc("aten::mul")))
            v = nm.num()
            self.emit(ind, "%s = %s %s" % (v, gop("tosa.mul", [cur, r.choice(same), sh], [t, t, "tensor<1xi8>"], [t]),
                                           self.loc("aten::mul")))
        else:
            other = r.choice(same)
            bt = tt(shape, "i1")
            v = nm.num()
            self.emit(ind, "%s = %s %s" % (v, gop("tosa.greater_equal", [cur, other], [t, t], [bt]),
                                           self.loc("aten::ge")))
            v2 = nm.num()
            self.emit(ind, "%s = %s %s" % (v2, gop("tosa.select", [v, cur, other], [bt, t, t], [t]),
                                            self.loc("aten::where")))
            return v2
        return v

    # ---- onnx-mlir function (unregistered) -------------------------------
    def onnx_func(self, budget):
        r = self.r
        nm = Names()
        ind = "    "
        B = r.choice(["1", "?"])
        H = r.choice([16, 32, 28])
        C = 3
        shape = [B, C, H, H]
        in_t = "tensor<%sxf32>" % "x".join(map(str, shape))
        fname = "main_graph" if self.fn_i == 0 else "main_graph_%d" % self.fn_i
        self.fn_i += 1
        start = self.ops
        body = []
        self.out, saved = body, self.out
        nm.take("%arg0")
        cur = "%arg0"
        nonev = None
        layer = 0

        def T(s):
            return "tensor<%sxf32>" % "x".join(map(str, s))

        def node(kind):
            return "/%s.%d/%s" % (r.choice(["layer1", "features", "encoder.layer", "blocks"]), layer, kind)

        def oloc(kind):
            return self.loc("onnx." + kind)

        while self.ops - start < budget - 1:
            layer += 1
            k = r.random()
            if k < 0.25 and len(shape) == 4:
                O = r.choice([8, 16, 32])
                Cc = shape[1]
                ws = (O, Cc, 3, 3)
                w = nm.num()
                self.emit(ind, '%s = "onnx.Constant"() {value = %s} : () -> %s %s' % (
                    w, self.w.literal(ws, "f32"), tt(ws, "f32"), oloc("Constant")))
                b = nm.num()
                self.emit(ind, '%s = "onnx.Constant"() {value = %s} : () -> %s %s' % (
                    b, self.w.literal((O,), "f32"), tt((O,), "f32"), oloc("Constant")))
                ns = [shape[0], O, shape[2], shape[3]]
                v = nm.num()
                self.emit(ind, '%s = "onnx.Conv"(%s, %s, %s) {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, '
                               'kernel_shape = [3, 3], onnx_node_name = "%s", pads = [1, 1, 1, 1], strides = [1, 1]} '
                               ': (%s, %s, %s) -> %s %s' % (v, cur, w, b, node("Conv"), T(shape), tt(ws, "f32"),
                                                            tt((O,), "f32"), T(ns), oloc("Conv")))
                cur, shape = v, ns
            elif k < 0.35 and len(shape) == 4 and shape[2] % 2 == 0 and shape[2] > 2:
                ns = [shape[0], shape[1], shape[2] // 2, shape[3] // 2]
                v = nm.num()
                self.emit(ind, '%s = "onnx.MaxPoolSingleOut"(%s) {auto_pad = "NOTSET", ceil_mode = 0 : si64, '
                               'dilations = [1, 1], kernel_shape = [2, 2], onnx_node_name = "%s", pads = [0, 0, 0, 0], '
                               'storage_order = 0 : si64, strides = [2, 2]} : (%s) -> %s %s' % (
                                   v, cur, node("MaxPool"), T(shape), T(ns), oloc("MaxPool")))
                cur, shape = v, ns
            elif k < 0.42 and len(shape) == 4:
                flat = shape[1] * shape[2] * shape[3]
                ns = [shape[0], flat]
                v = nm.num()
                self.emit(ind, '%s = "onnx.Flatten"(%s) {axis = 1 : si64, onnx_node_name = "%s"} : (%s) -> %s %s' % (
                    v, cur, node("Flatten"), T(shape), T(ns), oloc("Flatten")))
                cur, shape = v, ns
            elif k < 0.55 and len(shape) == 2 and shape[1] <= 4096:
                O = r.choice([10, 32, 64, 128])
                ws = (O, shape[1])
                big = O * shape[1] <= 16384
                w = nm.num()
                self.emit(ind, '%s = "onnx.Constant"() {value = %s} : () -> %s %s' % (
                    w, self.w.literal(ws, "f32", big), tt(ws, "f32"), oloc("Constant")))
                if nonev is None or r.random() < 0.5:
                    b = nm.num()
                    self.emit(ind, '%s = "onnx.Constant"() {value = %s} : () -> %s %s' % (
                        b, self.w.literal((O,), "f32"), tt((O,), "f32"), oloc("Constant")))
                    bt = tt((O,), "f32")
                else:
                    b, bt = nonev, "none"
                ns = [shape[0], O]
                v = nm.num()
                self.emit(ind, '%s = "onnx.Gemm"(%s, %s, %s) {alpha = 1.000000e+00 : f32, beta = 1.000000e+00 : f32, '
                               'onnx_node_name = "%s", transA = 0 : si64, transB = 1 : si64} : (%s, %s, %s) -> %s %s' % (
                                   v, cur, w, b, node("Gemm"), T(shape), tt(ws, "f32"), bt, T(ns), oloc("Gemm")))
                cur, shape = v, ns
            elif k < 0.60 and nonev is None:
                nonev = nm.num()
                self.emit(ind, '%s = "onnx.NoValue"() {onnx_node_name = "onnx.NoValue_%d", value} : () -> none %s' % (
                    nonev, r.randint(0, 400), oloc("NoValue")))
            elif k < 0.66 and len(shape) == 2:
                v = nm.num()
                self.emit(ind, '%s = "onnx.Softmax"(%s) {axis = -1 : si64, onnx_node_name = "%s"} : (%s) -> %s %s' % (
                    v, cur, node("Softmax"), T(shape), T(shape), oloc("Softmax")))
                cur = v
            elif k < 0.72:
                s = nm.num()
                rank = len(shape)
                self.emit(ind, '%s = "onnx.Constant"() {value = dense<%s> : tensor<%dxi64>} : () -> tensor<%dxi64> %s' % (
                    s, "[" + ", ".join("-1" if d == "?" else str(d) for d in shape) + "]", rank, rank,
                    oloc("Constant")))
                v = nm.num()
                self.emit(ind, '%s = "onnx.Reshape"(%s, %s) {allowzero = 0 : si64, onnx_node_name = "%s"} : (%s, tensor<%dxi64>) -> %s %s' % (
                    v, cur, s, node("Reshape"), T(shape), rank, T(shape), oloc("Reshape")))
                cur = v
            else:
                opn = r.choice(["Relu", "Sigmoid", "Tanh", "Add", "Mul", "Sqrt", "Erf", "Identity", "LeakyRelu"])
                v = nm.num()
                if opn in ("Add", "Mul"):
                    c = nm.num()
                    cs = [1] * len(shape)
                    cs[1] = shape[1]
                    self.emit(ind, '%s = "onnx.Constant"() {value = %s} : () -> %s %s' % (
                        c, self.w.literal(cs, "f32"), tt(cs, "f32"), oloc("Constant")))
                    self.emit(ind, '%s = "onnx.%s"(%s, %s) {onnx_node_name = "%s"} : (%s, %s) -> %s %s' % (
                        v, opn, cur, c, node(opn), T(shape), tt(cs, "f32"), T(shape), oloc(opn)))
                elif opn == "LeakyRelu":
                    self.emit(ind, '%s = "onnx.LeakyRelu"(%s) {alpha = 0.00999999977 : f32, onnx_node_name = "%s"} : (%s) -> %s %s' % (
                        v, cur, node(opn), T(shape), T(shape), oloc(opn)))
                else:
                    self.emit(ind, '%s = "onnx.%s"(%s) {onnx_node_name = "%s"} : (%s) -> %s %s' % (
                        v, opn, cur, node(opn), T(shape), T(shape), oloc(opn)))
                cur = v
        self.emit(ind, '%s %s' % (gop("func.return", [cur], [T(shape)]), oloc("Return")))
        self.out = saved
        aloc = self.lt.alias('"input"', top=True)
        self.emit("  ", '"func.func"() <{arg_attrs = [{onnx.name = "input"}], function_type = %s, '
                        'res_attrs = [{onnx.name = "output"}], sym_name = "%s"}> ({' % (ftype([in_t], [T(shape)]), fname))
        self.out.append("  ^bb0(%%arg0: %s loc(%s)):" % (in_t, aloc))
        self.out.extend(body)
        self.out.append('  }) {input_names = ["input"], output_names = ["output"]} : () -> () ' + self.loc("onnx.graph"))

    # ---- JAX / mhlo function (unregistered) ------------------------------
    def mhlo_func(self, budget):
        r = self.r
        nm = Names()
        ind = "    "
        Bt = r.choice([1, 8, 32])
        D = r.choice([16, 32, 64])
        shape = (Bt, D)
        fname = "jit_predict_%d" % self.fn_i
        self.fn_i += 1
        start = self.ops
        body = []
        self.out, saved = body, self.out
        nm.take("%arg0")
        cur = "%arg0"

        def jloc(prim):
            path = "jit(predict)/jit(main)/%s" % prim
            return self.loc(path)

        while self.ops - start < budget - 1:
            k = r.random()
            t = tt(shape, "f32")
            if k < 0.3:
                O = r.choice([16, 32, 64, 10])
                ws = (shape[1], O)
                w = nm.num()
                self.emit(ind, '%s = "mhlo.constant"() {value = %s} : () -> %s %s' % (
                    w, self.w.literal(ws, "f32"), tt(ws, "f32"), jloc("constant")))
                v = nm.num()
                ns = (shape[0], O)
                self.emit(ind, '%s = "mhlo.dot_general"(%s, %s) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], '
                               'rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, '
                               '#mhlo<precision DEFAULT>]} : (%s, %s) -> %s %s' % (
                                   v, cur, w, t, tt(ws, "f32"), tt(ns, "f32"),
                                   jloc("dot_general[dimension_numbers=(((1,), (0,)), ((), ())) precision=None]")))
                b = nm.num()
                self.emit(ind, '%s = "mhlo.constant"() {value = %s} : () -> %s %s' % (
                    b, self.w.literal((O,), "f32"), tt((O,), "f32"), jloc("constant")))
                bb = nm.num()
                self.emit(ind, '%s = "mhlo.broadcast_in_dim"(%s) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (%s) -> %s %s' % (
                    bb, b, tt((O,), "f32"), tt(ns, "f32"), jloc("broadcast_in_dim[shape=(%d, %d)]" % ns)))
                v2 = nm.num()
                self.emit(ind, '%s = "mhlo.add"(%s, %s) : (%s, %s) -> %s %s' % (
                    v2, v, bb, tt(ns, "f32"), tt(ns, "f32"), tt(ns, "f32"), jloc("add")))
                cur, shape = v2, ns
            elif k < 0.45:
                init = nm.num()
                self.emit(ind, '%s = "mhlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32> %s' % (
                    init, jloc("constant")))
                red = nm.num()
                a1, a2 = nm.num(), nm.num()
                m = nm.num()
                self.emit(ind, '%s = "mhlo.reduce"(%s, %s) ({' % (red, cur, init))
                self.out.append(ind + "^bb0(%s: tensor<f32>, %s: tensor<f32>):" % (a1, a2))
                self.emit(ind + "  ", '%s = "mhlo.maximum"(%s, %s) : (tensor<f32>, tensor<f32>) -> tensor<f32> %s' % (
                    m, a1, a2, jloc("reduce_max[axes=(1,)]")))
                self.emit(ind + "  ", '"mhlo.return"(%s) : (tensor<f32>) -> () %s' % (m, jloc("reduce_max[axes=(1,)]")))
                self.out.append(ind + '}) {dimensions = dense<1> : tensor<1xi64>} : (%s, tensor<f32>) -> %s %s' % (
                    t, tt((shape[0],), "f32"), jloc("reduce_max[axes=(1,)]")))
                bb = nm.num()
                self.emit(ind, '%s = "mhlo.broadcast_in_dim"(%s) {broadcast_dimensions = dense<0> : tensor<1xi64>} : (%s) -> %s %s' % (
                    bb, red, tt((shape[0],), "f32"), t, jloc("broadcast_in_dim")))
                v = nm.num()
                self.emit(ind, '%s = "mhlo.subtract"(%s, %s) : (%s, %s) -> %s %s' % (v, cur, bb, t, t, t, jloc("sub")))
                cur = v
            else:
                opn = r.choice(["mhlo.tanh", "mhlo.exponential", "mhlo.logistic", "mhlo.negate", "mhlo.abs",
                                "mhlo.sqrt", "mhlo.convert"])
                v = nm.num()
                self.emit(ind, '%s = "%s"(%s) : (%s) -> %s %s' % (v, opn, cur, t, t, jloc(opn.split(".")[1])))
                cur = v
        self.emit(ind, '%s %s' % (gop("func.return", [cur], [tt(shape, "f32")]), jloc("return")))
        self.out = saved
        aloc = self.lt.alias('"x"', top=True)
        self.emit("  ", '"func.func"() <{arg_attrs = [{mhlo.sharding = "{replicated}", jax.arg_info = "params[\'w\']"}], '
                        'function_type = %s, sym_name = "%s", sym_visibility = "private"}> ({' % (
                            ftype([tt((Bt, D), "f32")], [tt(shape, "f32")]), fname))
        self.out.append("  ^bb0(%%arg0: %s loc(%s)):" % (tt((Bt, D), "f32"), aloc))
        self.out.extend(body)
        self.out.append("  }) : () -> () " + self.loc("jit(predict)"))


def gen_graph_import(n, r):
    g = GraphGen(r, n)
    g.ops = 1  # the module
    body_start = len(g.out)
    while g.ops < n - 10:
        budget = min(r.randint(20, 200), max(20, n - g.ops))
        k = r.random()
        if k < 0.5:
            g.tosa_func(budget)
        elif k < 0.8:
            g.onnx_func(budget)
        else:
            g.mhlo_func(budget)
    body = g.out[body_start:]
    modloc = g.loc("module")
    out = []
    out.extend(g.lt.top)
    out.append('"builtin.module"() <{sym_name = "%s"}> ({' % r.choice(["torch_jit", "jit_predict", "main_graph", "model"]))
    out.extend(body)
    out.append('}) {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", '
               'llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "model", '
               'torch.debug_module_name = "Net"} : () -> () ' + modloc)
    out.extend(g.lt.bottom)
    out.append("")
    if g.w.resources:
        out.append("{-#")
        out.append("  dialect_resources: {")
        out.append("    builtin: {")
        out.append(",\n".join(g.w.resources))
        out.append("    }")
        out.append("  }")
        out.append("#-}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------
# common emitter
# --------------------------------------------------------------------------

class Emitter:
    def __init__(self, r):
        self.r = r
        self.out = []
        self.ops = 0

    def emit(self, ind, text):
        self.out.append(ind + text)
        self.ops += 1

    def raw(self, line):
        self.out.append(line)


# --------------------------------------------------------------------------
# 2. affine_scf_tiling
# --------------------------------------------------------------------------

OVF = ["#arith.overflow<none>", "#arith.overflow<none>", "#arith.overflow<nsw>", "#arith.overflow<nsw, nuw>"]
FMF = ["#arith.fastmath<none>", "#arith.fastmath<none>", "#arith.fastmath<fast>", "#arith.fastmath<contract>",
       "#arith.fastmath<nnan,ninf>", "#arith.fastmath<reassoc,contract>"]


class AffineGen(Emitter):
    def __init__(self, r):
        super().__init__(r)
        self.maps = {}
        self.sets = {}
        self.types = {}
        self.use_alias = r.random() < 0.6
        self.fn = 0

    def m(self, text):
        a = self.maps.get(text)
        if a is None:
            a = "#map" if not self.maps else "#map%d" % len(self.maps)
            self.maps[text] = a
        return a

    def st(self, text):
        a = self.sets.get(text)
        if a is None:
            a = "#set" if not self.sets else "#set%d" % len(self.sets)
            self.sets[text] = a
        return a

    def lc(self):
        r = self.r
        if r.random() < 0.12:
            return " loc(%s)" % rand_inline_loc(r, ["matmul.mlir", "conv_tiled.mlir", "/tmp/polly/kernel_gemm.c",
                                                    "stencil.c"], ("tile", "S0", "S1", "gemm"))
        return ""

    # value helpers ------------------------------------------------------
    def cidx(self, ind, v):
        x = self.nm.hint("c%d" % v) if self.r.random() < 0.7 else self.nm.num()
        self.emit(ind, '%s = "arith.constant"() <{value = %d : index}> : () -> index%s' % (x, v, self.lc()))
        return x

    def fbin(self, ind, a, b):
        r = self.r
        opn = r.choice(["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "arith.addf", "arith.mulf"])
        v = self.nm.num()
        self.emit(ind, '%s = "%s"(%s, %s) <{fastmath = %s}> : (f32, f32) -> f32%s' % (
            v, opn, a, b, r.choice(FMF), self.lc()))
        return v

    def aload(self, ind, mem, mt, idx, mp):
        v = self.nm.num()
        self.emit(ind, '%s = "affine.load"(%s) <{map = %s}> : (%s) -> f32%s' % (
            v, ", ".join([mem] + idx), self.m(mp), ", ".join([mt] + ["index"] * len(idx)), self.lc()))
        return v

    def astore(self, ind, val, mem, mt, idx, mp):
        self.emit(ind, '"affine.store"(%s) <{map = %s}> : (%s) -> ()%s' % (
            ", ".join([val, mem] + idx), self.m(mp), ", ".join(["f32", mt] + ["index"] * len(idx)), self.lc()))

    def _iv(self):
        while True:
            s = "%%arg%d" % self.argn
            self.argn += 1
            if s not in self.nm.used:
                self.nm.used.add(s)
                return s

    def afor_open(self, ind, lbmap, lbops, ubmap, ubops, step, inits=(), res=None):
        ops = list(lbops) + list(ubops) + [x[0] for x in inits]
        tys = ["index"] * (len(lbops) + len(ubops)) + [x[1] for x in inits]
        head = '"affine.for"(%s) <{lowerBoundMap = %s, operandSegmentSizes = array<i32: %d, %d, %d>, step = %d : index, upperBoundMap = %s}> ({' % (
            ", ".join(ops), self.m(lbmap), len(lbops), len(ubops), len(inits), step, self.m(ubmap))
        self.emit(ind, (res + " = " if res else "") + head)
        ivn = self._iv()
        args = [ivn]
        for _ in inits:
            args.append(self._iv())
        self.raw(ind + "^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in zip(args, ["index"] + [x[1] for x in inits])))
        return args, tys

    def afor_close(self, ind, tys, rtys=()):
        self.raw(ind + "}) : (%s) -> %s%s" % (", ".join(tys), rtype(list(rtys)) if rtys else "()", self.lc()))

    # nests -----------------------------------------------------------------
    def bounds_outer(self):
        if self.dyn:
            return "() -> (0)", [], "()[s0] -> (s0)", [self.dim]
        return "() -> (0)", [], "() -> (%d)" % self.S, []

    def bounds_inner(self, iv0, T):
        if self.dyn:
            return "(d0) -> (d0)", [iv0], "(d0)[s0] -> (d0 + %d, s0)" % T, [iv0, self.dim]
        if self.S % T == 0 and self.r.random() < 0.7:
            return "(d0) -> (d0)", [iv0], "(d0) -> (d0 + %d)" % T, [iv0]
        return "(d0) -> (d0)", [iv0], "(d0) -> (d0 + %d, %d)" % (T, self.S), [iv0]

    def nest_affine_2d(self, ind):
        r = self.r
        T = self.T
        A, B, C = r.sample(self.mems, 3) if len(self.mems) >= 3 else (self.mems * 3)[:3]
        mt = self.mt
        lb, lbo, ub, ubo = self.bounds_outer()
        (i0,), t1 = self.afor_open(ind, lb, lbo, ub, ubo, T)
        ind2 = ind + "  "
        (j0,), t2 = self.afor_open(ind2, lb, lbo, ub, ubo, T)
        ind3 = ind2 + "  "
        lb, lbo, ub, ubo = self.bounds_inner(i0, T)
        (i,), t3 = self.afor_open(ind3, lb, lbo, ub, ubo, 1)
        ind4 = ind3 + "  "
        lb, lbo, ub, ubo = self.bounds_inner(j0, T)
        (j,), t4 = self.afor_open(ind4, lb, lbo, ub, ubo, 1)
        ind5 = ind4 + "  "
        kind = r.random()
        if kind < 0.45:
            a = self.aload(ind5, A, mt, [i, j], "(d0, d1) -> (d0, d1)")
            b = self.aload(ind5, B, mt, [i, j], r.choice(["(d0, d1) -> (d1, d0)", "(d0, d1) -> (d0, d1)"]))
            x = self.fbin(ind5, a, b)
            for _ in range(r.randint(0, 3)):
                x = self.fbin(ind5, x, r.choice([a, b, self.cst]))
            self.astore(ind5, x, C, mt, [i, j], "(d0, d1) -> (d0, d1)")
        elif kind < 0.75:
            # reduction over k with iter_args
            if self.dyn:
                kub, kubo = "()[s0] -> (s0)", [self.dim]
            else:
                kub, kubo = "() -> (%d)" % self.S, []
            acc0 = self.aload(ind5, C, mt, [i, j], "(d0, d1) -> (d0, d1)")
            res = self.nm.num()
            (k, acc), tt5 = self.afor_open(ind5, "() -> (0)", [], kub, kubo, 1, [(acc0, "f32")], res=res)
            ind6 = ind5 + "  "
            a = self.aload(ind6, A, mt, [i, k], "(d0, d1) -> (d0, d1)")
            b = self.aload(ind6, B, mt, [k, j], "(d0, d1) -> (d0, d1)")
            mm = self.nm.num()
            self.emit(ind6, '%s = "arith.mulf"(%s, %s) <{fastmath = %s}> : (f32, f32) -> f32' % (mm, a, b, r.choice(FMF)))
            s = self.nm.num()
            self.emit(ind6, '%s = "arith.addf"(%s, %s) <{fastmath = %s}> : (f32, f32) -> f32' % (s, acc, mm, r.choice(FMF)))
            self.emit(ind6, '"affine.yield"(%s) : (f32) -> ()' % s)
            self.afor_close(ind5, tt5, ["f32"])
            self.astore(ind5, res, C, mt, [i, j], "(d0, d1) -> (d0, d1)")
        else:
            ap = self.nm.num()
            self.emit(ind5, '%s = "affine.apply"(%s, %s) <{map = %s}> : (index, index) -> index' % (
                ap, i, j, self.m("(d0, d1) -> ((d0 + d1) mod %d)" % self.T)))
            a = self.aload(ind5, A, mt, [ap, j], "(d0, d1) -> (d0, d1)")
            cond = r.choice(["(d0, d1) : (d0 - d1 >= 0)", "(d0, d1) : (d0 - d1 - 1 >= 0, d1 >= 0)",
                             "(d0, d1) : (d0 - d1 == 0)", "(d0, d1)[s0] : (s0 - d0 - 1 >= 0)"])
            ops = [i, j] + ([self.symv] if "s0" in cond else [])
            has_else = r.random() < 0.5
            self.emit(ind5, '"affine.if"(%s) <{condition = %s}> ({' % (", ".join(ops), self.st(cond)))
            x = self.fbin(ind5 + "  ", a, self.cst)
            self.astore(ind5 + "  ", x, C, mt, [i, j], "(d0, d1) -> (d0, d1)")
            self.emit(ind5 + "  ", '"affine.yield"() : () -> ()')
            self.raw(ind5 + "}, {")
            if has_else:
                self.astore(ind5 + "  ", a, C, mt, [j, i], "(d0, d1) -> (d0, d1)")
                self.emit(ind5 + "  ", '"affine.yield"() : () -> ()')
            self.raw(ind5 + "}) : (%s) -> ()" % ", ".join(["index"] * len(ops)))
        for ii, tys in ((ind4, t4), (ind3, t3), (ind2, t2), (ind, t1)):
            self.emit(ii + "  ", '"affine.yield"() : () -> ()')
            self.afor_close(ii, tys)

    def nest_scf(self, ind):
        r = self.r
        nm = self.nm
        A, B = r.sample(self.mems, 2)
        mt = self.mt
        ub = self.dim if self.dyn else self.cS
        self.emit(ind, '"scf.for"(%s, %s, %s) ({' % (self.c0, ub, self.cT))
        ii = self._iv()
        self.raw(ind + "^bb0(%s: index):" % ii)
        i1 = ind + "  "
        e = nm.num()
        self.emit(i1, '%s = "arith.addi"(%s, %s) <{overflowFlags = %s}> : (index, index) -> index' % (
            e, ii, self.cT, r.choice(OVF)))
        mn = nm.num()
        self.emit(i1, '%s = "arith.minsi"(%s, %s) : (index, index) -> index' % (mn, e, ub))
        kind = r.random()
        if kind < 0.3:
            # copy the tile into the local buffer through a subview
            sv = nm.num()
            svt = "memref<%dx%dxf32, strided<[%s, 1], offset: ?>>" % (self.T, self.T, "?" if self.dyn else self.S)
            self.emit(i1, '%s = "memref.subview"(%s, %s, %s) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, '
                          'static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, '
                          'static_sizes = array<i64: %d, %d>, static_strides = array<i64: 1, 1>}> : (%s, index, index) -> %s' % (
                              sv, A, ii, ii, self.T, self.T, mt, svt))
            self.emit(i1, '"memref.copy"(%s, %s) : (%s, %s) -> ()' % (sv, self.buf, svt, self.buft))
        self.emit(i1, '"scf.for"(%s, %s, %s) ({' % (ii, mn, self.c1))
        i = self._iv()
        self.raw(i1 + "^bb0(%s: index):" % i)
        i2 = i1 + "  "
        res = nm.num()
        self.emit(i2, '%s = "scf.for"(%s, %s, %s, %s) ({' % (res, self.c0, ub, self.c1, self.cst))
        k, acc = self._iv(), self._iv()
        self.raw(i2 + "^bb0(%s: index, %s: f32):" % (k, acc))
        i3 = i2 + "  "
        a = nm.num()
        self.emit(i3, '%s = "memref.load"(%s, %s, %s) : (%s, index, index) -> f32%s' % (a, A, i, k, mt, self.lc()))
        b = nm.num()
        self.emit(i3, '%s = "memref.load"(%s, %s, %s) : (%s, index, index) -> f32' % (b, B, k, i, mt))
        x = self.fbin(i3, a, b)
        s = nm.num()
        self.emit(i3, '%s = "arith.addf"(%s, %s) <{fastmath = %s}> : (f32, f32) -> f32' % (s, acc, x, r.choice(FMF)))
        self.emit(i3, '"scf.yield"(%s) : (f32) -> ()' % s)
        self.raw(i2 + "}) : (index, index, index, f32) -> f32")
        if r.random() < 0.5:
            cmp = nm.num()
            self.emit(i2, '%s = "arith.cmpi"(%s, %s) <{predicate = %d : i64}> : (index, index) -> i1' % (
                cmp, i, ub, r.choice([2, 6])))
            self.emit(i2, '"scf.if"(%s) ({' % cmp)
            self.emit(i2 + "  ", '"memref.store"(%s, %s, %s, %s) : (f32, %s, index, index) -> ()' % (res, B, i, self.c0, mt))
            self.emit(i2 + "  ", '"scf.yield"() : () -> ()')
            self.raw(i2 + "}, {")
            self.raw(i2 + "}) : (i1) -> ()")
        else:
            self.emit(i2, '"memref.store"(%s, %s, %s, %s) : (f32, %s, index, index) -> ()' % (res, B, i, self.c0, mt))
        self.emit(i2, '"scf.yield"() : () -> ()')
        self.raw(i1 + "}) : (index, index, index) -> ()")
        self.emit(i1, '"scf.yield"() : () -> ()')
        self.raw(ind + "}) : (index, index, index) -> ()%s" % self.lc())

    def nest_parallel(self, ind):
        r = self.r
        nm = self.nm
        A, B = r.sample(self.mems, 2)
        mt = self.mt
        ub = self.dim if self.dyn else self.cS
        self.emit(ind, '"scf.parallel"(%s, %s, %s, %s, %s, %s) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({' % (
            self.c0, self.c0, ub, ub, self.c1, self.c1))
        i, j = self._iv(), self._iv()
        self.raw(ind + "^bb0(%s: index, %s: index):" % (i, j))
        i1 = ind + "  "
        a = nm.num()
        self.emit(i1, '%s = "memref.load"(%s, %s, %s) : (%s, index, index) -> f32' % (a, A, i, j, mt))
        x = a
        for _ in range(r.randint(1, 3)):
            x = self.fbin(i1, x, self.cst)
        self.emit(i1, '"memref.store"(%s, %s, %s, %s) : (f32, %s, index, index) -> ()' % (x, B, j, i, mt))
        self.emit(i1, '"scf.reduce"() : () -> ()')
        self.raw(ind + "}) : (index, index, index, index, index, index) -> ()")

    def nest_local(self, ind):
        """A point loop over the local tile buffer with affine.parallel style bounds."""
        r = self.r
        T = self.T
        (i,), t1 = self.afor_open(ind, "() -> (0)", [], "() -> (%d)" % T, [], 1)
        (j,), t2 = self.afor_open(ind + "  ", "() -> (0)", [], "() -> (%d)" % T, [], r.choice([1, 1, 2, 4]))
        i2 = ind + "    "
        a = self.aload(i2, self.buf, self.buft, [i, j], "(d0, d1) -> (d0, d1)")
        b = self.fbin(i2, a, a)
        self.astore(i2, b, self.buf, self.buft, [j, i], "(d0, d1) -> (d0, d1)")
        self.emit(i2, '"affine.yield"() : () -> ()')
        self.afor_close(ind + "  ", t2)
        self.emit(ind + "  ", '"affine.yield"() : () -> ()')
        self.afor_close(ind, t1)

    def func(self, budget):
        r = self.r
        self.nm = nm = Names()
        self.S = S = r.choice([64, 128, 256, 512, 1024])
        self.T = T = r.choice([8, 16, 32, 32, 64])
        self.dyn = r.random() < 0.35
        self.mt = mt = "memref<?x?xf32>" if self.dyn else "memref<%dx%dxf32>" % (S, S)
        nargs = r.randint(3, 4)
        args = ["%%arg%d" % i for i in range(nargs)]
        for a in args:
            nm.take(a)
        extra = r.random() < 0.4
        sig = ", ".join("%s: %s" % (a, mt) for a in args)
        if extra:
            nm.take("%%arg%d" % nargs)
            sig += ", %%arg%d: index" % nargs
        self.argn = nargs + 1
        name = r.choice(["matmul", "gemm", "conv2d_nhwc", "transpose", "jacobi_2d", "syrk", "blur", "kernel_2mm"])
        attrs = r.choice(["", "", " attributes {llvm.emit_c_interface}",
                          ' attributes {polly.scop = "S%d", tile.sizes = array<i64: %d, %d>}' % (self.fn, T, T)])
        self.raw("  func.func @%s_%d(%s)%s {" % (name, self.fn, sig, attrs))
        self.fn += 1
        self.ops += 1
        start = self.ops
        ind = "    "
        self.mems = args
        self.c0 = self.cidx(ind, 0)
        self.c1 = self.cidx(ind, 1)
        self.cT = self.cidx(ind, T)
        self.cS = self.cidx(ind, S) if not self.dyn else None
        self.cst = nm.hint("cst") if r.random() < 0.7 else nm.num()
        self.emit(ind, '%s = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32' % self.cst)
        if self.dyn:
            self.dim = nm.hint("dim")
            self.emit(ind, '%s = "memref.dim"(%s, %s) : (%s, index) -> index' % (self.dim, args[0], self.c0, mt))
            self.symv = self.dim
        else:
            self.symv = "%%arg%d" % nargs if extra else self.cS
        self.buf = nm.hint("alloc")
        self.buft = "memref<%dx%dxf32>" % (T, T)
        if self.use_alias:
            self.types["!tile_%d" % T] = self.buft
            self.buft = "!tile_%d" % T
        if r.random() < 0.7:
            self.emit(ind, '%s = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> %s' % (
                self.buf, self.buft))
            dealloc = True
        else:
            self.emit(ind, '%s = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> %s' % (self.buf, self.buft))
            dealloc = False
        while self.ops - start < budget - 3:
            k = r.random()
            if k < 0.45:
                self.nest_affine_2d(ind)
            elif k < 0.75:
                self.nest_scf(ind)
            elif k < 0.88:
                self.nest_parallel(ind)
            else:
                self.nest_local(ind)
        if dealloc:
            self.emit(ind, '"memref.dealloc"(%s) : (%s) -> ()' % (self.buf, self.buft))
        self.emit(ind, "return" if r.random() < 0.6 else '"func.return"() : () -> ()')
        self.raw("  }")
        if r.random() < 0.3:
            self.raw("")


def gen_affine(n, r):
    g = AffineGen(r)
    g.ops = 1
    while g.ops < n - 10:
        g.func(min(r.randint(20, 200), max(20, n - g.ops)))
    head = ["// -----// IR Dump After AffineLoopTiling (affine-loop-tile) //----- //" if r.random() < 0.5 else
            "// tiled with --affine-loop-tile=tile-size=%d" % r.choice([16, 32])]
    for t, a in g.maps.items():
        head.append("%s = affine_map<%s>" % (a, t))
    for t, a in g.sets.items():
        head.append("%s = affine_set<%s>" % (a, t))
    for a, t in g.types.items():
        head.append("%s = %s" % (a, t))
    head.append("module {" if r.random() < 0.6 else "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {")
    return "\n".join(head + g.out + ["}", ""])


# --------------------------------------------------------------------------
# 3. gpu_outlined_kernels
# --------------------------------------------------------------------------

GPU_MEMREFS = ["memref<?xf32>", "memref<1024xf32>", "memref<4096xf32>", "memref<?xf32>", "memref<64x64xf32>",
               "memref<?xi32>", "memref<?xf16>"]
WG_T = "memref<256xf32, #gpu.address_space<workgroup>>"
PRIV_T = "memref<4xf32, #gpu.address_space<private>>"


class GpuGen(Emitter):
    def __init__(self, r):
        super().__init__(r)
        self.kn = 0
        self.WG = "!wg_buffer" if r.random() < 0.5 else WG_T

    def lc(self):
        r = self.r
        if r.random() < 0.25:
            return " loc(%s)" % rand_inline_loc(r, ["kernel.cu", "saxpy.cu", "reduce.cu", "softmax_kernel.py"],
                                                ("blockReduce", "warpSum", "gpu-kernel-outlining"))
        return ""

    def e(self, ind, res, text):
        self.emit(ind, (res + " = " if res else "") + text + self.lc())
        return res

    def const(self, ind, v, ty):
        nm = self.nm
        x = nm.hint(const_hint(v, ty)) if self.r.random() < 0.75 else nm.num()
        if ty == "f32":
            lit = "%s : f32" % fmt_f(v)
        else:
            lit = "%d : %s" % (v, ty)
        return self.e(ind, x, '"arith.constant"() <{value = %s}> : () -> %s' % (lit, ty))

    def idop(self, ind, op, dim):
        nm = self.nm
        short = op.split(".")[1]
        x = nm.hint("%s_%s" % (short, dim)) if self.r.random() < 0.6 else nm.num()
        return self.e(ind, x, '"%s"() <{dimension = #gpu<dim %s>}> : () -> index' % (op, dim))

    def kernel(self, budget, mod):
        r = self.r
        self.nm = nm = Names()
        n_mem = r.randint(1, 3)
        mems = [r.choice(GPU_MEMREFS[:5]) for _ in range(n_mem)]
        if not any(m in ("memref<?xf32>", "memref<1024xf32>", "memref<4096xf32>") for m in mems):
            mems.append("memref<?xf32>")
        scal = r.sample(["index", "f32", "i32"], r.randint(1, 3))
        argtys = mems + scal
        wg = r.random() < 0.5
        priv = r.random() < 0.2
        args = ["%%arg%d" % i for i in range(len(argtys))]
        for a in args:
            nm.take(a)
        extra = []
        if wg:
            extra.append(("%%arg%d" % len(args), self.WG))
        if priv:
            extra.append(("%%arg%d" % (len(args) + len(extra)), PRIV_T))
        for a, _ in extra:
            nm.take(a)
        name = "%s_kernel_%d" % (r.choice(["saxpy", "reduce", "softmax", "transpose", "gemv", "scan", "hist",
                                           "main", "fused_add_relu"]), self.kn)
        self.kn += 1
        bs = r.choice([64, 128, 256, 256, 512])
        props = "function_type = %s" % ftype(argtys, [])
        if r.random() < 0.6:
            props += ", known_block_size = array<i32: %d, 1, 1>" % bs
        ind0 = "    "
        self.emit(ind0, '"gpu.func"() <{%s}> ({' % props)
        self.raw(ind0 + "^bb0(%s):" % ", ".join("%s: %s" % (a, t) for a, t in list(zip(args, argtys)) + extra))
        ind = "      "
        start = self.ops
        tx = self.idop(ind, "gpu.thread_id", "x")
        bx = self.idop(ind, "gpu.block_id", "x")
        bd = self.idop(ind, "gpu.block_dim", "x")
        m = self.e(ind, nm.num(), '"arith.muli"(%s, %s) <{overflowFlags = %s}> : (index, index) -> index' % (
            bx, bd, r.choice(OVF)))
        gid = self.e(ind, nm.num(), '"arith.addi"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index' % (m, tx))
        c0 = self.const(ind, 0, "index")
        c1 = self.const(ind, 1, "index")
        one_d = [(a, t) for a, t in zip(args, argtys) if t in ("memref<?xf32>", "memref<1024xf32>", "memref<4096xf32>")]
        two_d = [(a, t) for a, t in zip(args, argtys) if t == "memref<64x64xf32>"]
        n_idx = [a for a, t in zip(args, argtys) if t == "index"]
        if n_idx:
            nval = n_idx[0]
        else:
            nval = self.const(ind, r.choice([1000, 1024, 4096]), "index")
        fs = [a for a, t in zip(args, argtys) if t == "f32"]
        c32 = None
        blocks = [0]

        def fval():
            if fs and r.random() < 0.5:
                return r.choice(fs)
            return self.const(ind, r.choice([1.0, 0.5, 2.0, 0.0]), "f32")

        while self.ops - start < budget - 2:
            k = r.random()
            if k < 0.30:
                cmp = self.e(ind, nm.num(), '"arith.cmpi"(%s, %s) <{predicate = %d : i64}> : (index, index) -> i1' % (
                    gid, nval, r.choice([2, 6])))
                self.emit(ind, '"scf.if"(%s) ({' % cmp)
                i2 = ind + "  "
                src, st = r.choice(one_d)
                dst, dt = r.choice(one_d)
                a = self.e(i2, nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (src, gid, st))
                x = a
                for _ in range(r.randint(1, 4)):
                    q = r.random()
                    if q < 0.4:
                        op = r.choice(["math.exp", "math.sqrt", "math.tanh", "math.absf", "math.rsqrt", "math.log"])
                        x = self.e(i2, nm.num(), '"%s"(%s) <{fastmath = %s}> : (f32) -> f32' % (op, x, r.choice(FMF)))
                    elif q < 0.6 and fs:
                        x = self.e(i2, nm.num(), '"math.fma"(%s, %s, %s) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32' % (
                            r.choice(fs), x, a))
                    else:
                        op = r.choice(["arith.addf", "arith.mulf", "arith.maximumf", "arith.subf"])
                        x = self.e(i2, nm.num(), '"%s"(%s, %s) <{fastmath = %s}> : (f32, f32) -> f32' % (
                            op, x, a, r.choice(FMF)))
                self.emit(i2, '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (x, dst, gid, dt))
                self.emit(i2, '"scf.yield"() : () -> ()')
                self.raw(ind + "}, {")
                self.raw(ind + "}) : (i1) -> ()")
            elif k < 0.42 and wg:
                wga = extra[0][0]
                src, st = r.choice(one_d)
                a = self.e(ind, nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (src, gid, st))
                self.emit(ind, '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (a, wga, tx, self.WG))
                self.emit(ind, '"gpu.barrier"() : () -> ()')
                c255 = self.const(ind, 255, "index")
                nx = self.e(ind, nm.num(), '"arith.addi"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index' % (tx, c1))
                w = self.e(ind, nm.num(), '"arith.andi"(%s, %s) : (index, index) -> index' % (nx, c255))
                b = self.e(ind, nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (wga, w, self.WG))
                s = self.e(ind, nm.num(), '"arith.addf"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32' % (a, b))
                self.emit(ind, '"gpu.barrier"() : () -> ()')
                self.emit(ind, '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (s, wga, tx, self.WG))
            elif k < 0.55:
                if c32 is None:
                    c32 = self.const(ind, 32, "i32")
                src, st = r.choice(one_d)
                v = self.e(ind, nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (src, gid, st))
                for off in (16, 8, 4, 2, 1)[: r.randint(2, 5)]:
                    co = self.const(ind, off, "i32")
                    sh = nm.num()
                    self.e(ind, sh + ":2", '"gpu.shuffle"(%s, %s, %s) <{mode = #gpu<shuffle_mode %s>}> : (f32, i32, i32) -> (f32, i1)' % (
                        v, co, c32, r.choice(["xor", "xor", "down", "idx"])))
                    v = self.e(ind, nm.num(), '"arith.addf"(%s, %s#0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32' % (v, sh))
                lane = self.e(ind, nm.hint("lane_id") if r.random() < 0.5 else nm.num(), '"gpu.lane_id"() : () -> index')
                isz = self.e(ind, nm.num(), '"arith.cmpi"(%s, %s) <{predicate = 0 : i64}> : (index, index) -> i1' % (lane, c0))
                self.emit(ind, '"scf.if"(%s) ({' % isz)
                dst, dt = r.choice(one_d)
                self.emit(ind + "  ", '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (v, dst, bx, dt))
                self.emit(ind + "  ", '"scf.yield"() : () -> ()')
                self.raw(ind + "}, {")
                self.raw(ind + "}) : (i1) -> ()")
            elif k < 0.63:
                v = fval()
                if r.random() < 0.5:
                    self.e(ind, nm.num(), '"gpu.subgroup_reduce"(%s) <{cluster_stride = 1 : i32, op = #gpu<all_reduce_op %s>}> : (f32) -> f32' % (
                        v, r.choice(["add", "maxnumf", "minnumf", "mul"])))
                else:
                    ti = self.e(ind, nm.num(), '"arith.index_cast"(%s) : (index) -> i32' % tx)
                    self.emit(ind, '%s = "gpu.all_reduce"(%s) <{op = #gpu<all_reduce_op %s>%s}> ({' % (
                        nm.num(), ti, r.choice(["add", "and", "or", "xor", "maxui", "minsi"]),
                        ", uniform" if r.random() < 0.5 else ""))
                    self.raw(ind + "}) : (i32) -> i32")
            elif k < 0.78:
                gd = self.idop(ind, "gpu.grid_dim", "x")
                stride = self.e(ind, nm.num(), '"arith.muli"(%s, %s) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index' % (gd, bd))
                init = fval()
                res = nm.num()
                self.emit(ind, '%s = "scf.for"(%s, %s, %s, %s) ({' % (res, gid, nval, stride, init))
                iv, acc = nm.num(), nm.num()
                self.raw(ind + "^bb0(%s: index, %s: f32):" % (iv, acc))
                src, st = r.choice(one_d)
                a = self.e(ind + "  ", nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (src, iv, st))
                s = self.e(ind + "  ", nm.num(), '"arith.addf"(%s, %s) <{fastmath = %s}> : (f32, f32) -> f32' % (acc, a, r.choice(FMF)))
                self.emit(ind + "  ", '"scf.yield"(%s) : (f32) -> ()' % s)
                self.raw(ind + "}) : (index, index, index, f32) -> f32")
                dst, dt = r.choice(one_d)
                self.emit(ind, '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (res, dst, bx, dt))
            elif k < 0.86 and two_d:
                ty = self.idop(ind, "gpu.thread_id", "y")
                mt, mty = two_d[0]
                a = self.e(ind, nm.num(), '"memref.load"(%s, %s, %s) : (%s, index, index) -> f32' % (mt, ty, tx, mty))
                self.emit(ind, '"memref.store"(%s, %s, %s, %s) : (f32, %s, index, index) -> ()' % (a, mt, tx, ty, mty))
            elif k < 0.94:
                # a guarded store as two extra blocks
                cmp = self.e(ind, nm.num(), '"arith.cmpi"(%s, %s) <{predicate = 6 : i64}> : (index, index) -> i1' % (gid, nval))
                b1, b2 = blocks[-1] + 1, blocks[-1] + 2
                blocks.append(b2)
                self.emit(ind, '"cf.cond_br"(%s)[^bb%d, ^bb%d] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()' % (cmp, b1, b2))
                self.raw(ind[:-2] + "^bb%d:  // pred: ^bb%d" % (b1, b1 - 1 if b1 > 1 else 0))
                src, st = r.choice(one_d)
                a = self.e(ind, nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (src, gid, st))
                if priv:
                    pa = extra[-1][0]
                    self.emit(ind, '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (a, pa, c0, PRIV_T))
                    a = self.e(ind, nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (pa, c1, PRIV_T))
                dst, dt = r.choice(one_d)
                self.emit(ind, '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (a, dst, gid, dt))
                self.emit(ind, '"cf.br"()[^bb%d] : () -> ()' % b2)
                self.raw(ind[:-2] + "^bb%d:  // 2 preds: ^bb%d, ^bb%d" % (b2, b1 - 1 if b1 > 1 else 0, b1))
            else:
                self.emit(ind, '"gpu.barrier"() : () -> ()')
        self.emit(ind, '"gpu.return"() : () -> ()')
        attrs = "gpu.kernel, sym_name = \"%s\", workgroup_attributions = %d : i64" % (name, 1 if wg else 0)
        if r.random() < 0.3:
            attrs += ", nvvm.maxntid = array<i32: %d, 1, 1>" % bs
        if r.random() < 0.2:
            attrs += ', "gpu.known_grid_size" = array<i32: 16, 1, 1>'
        self.raw(ind0 + "}) {%s} : () -> ()%s" % (attrs, self.lc()))
        return name, argtys

    def helper(self):
        r = self.r
        self.nm = nm = Names()
        name = "__device_%s_%d" % (r.choice(["fast_exp", "warp_sum", "gelu"]), self.kn)
        self.kn += 1
        self.emit("    ", '"gpu.func"() <{function_type = (f32, f32) -> f32}> ({')
        self.raw("    ^bb0(%arg0: f32, %arg1: f32):")
        x = "%arg0"
        for _ in range(r.randint(2, 8)):
            op = r.choice(["arith.mulf", "arith.addf", "arith.divf"])
            x = self.e("      ", nm.num(), '"%s"(%s, %%arg1) <{fastmath = %s}> : (f32, f32) -> f32' % (op, x, r.choice(FMF)))
        self.emit("      ", '"gpu.return"(%s) : (f32) -> ()' % x)
        self.raw('    }) {sym_name = "%s", workgroup_attributions = 0 : i64} : () -> ()' % name)

    def host(self, budget, mod, kernels):
        r = self.r
        self.nm = nm = Names()
        need = []
        for _, tys in kernels:
            for t in tys:
                if t.startswith("memref") and t not in need:
                    need.append(t)
        args = ["%%arg%d" % i for i in range(len(need))]
        for a in args:
            nm.take(a)
        byty = {t: [a] for a, t in zip(args, need)}
        self.raw("  func.func @host_%s(%s) {" % (mod, ", ".join("%s: %s" % x for x in zip(args, need))))
        self.ops += 1
        ind = "    "
        start = self.ops
        consts = {}

        def c(v, ty):
            key = (v, ty)
            if key not in consts:
                consts[key] = self.const(ind, v, ty)
            return consts[key]

        tok = None
        allocs = []
        while self.ops - start < budget - 2:
            name, tys = r.choice(kernels)
            vals = []
            for t in tys:
                if t == "index":
                    vals.append(c(r.choice([1024, 4096, 1000]), "index"))
                elif t == "f32":
                    vals.append(c(r.choice([1.0, 2.0, 0.5]), "f32"))
                elif t == "i32":
                    vals.append(c(r.choice([0, 1, 7]), "i32"))
                else:
                    vals.append(r.choice(byty[t]))
            grid = [c(r.choice([1, 8, 16, 32, 64]), "index"), c(1, "index"), c(1, "index")]
            blk = [c(r.choice([64, 128, 256]), "index"), c(1, "index"), c(1, "index")]
            smem = r.random() < 0.2
            kind = r.random()
            if kind < 0.45:
                if tok is None:
                    tok = self.e(ind, nm.num(), '"gpu.wait"() : () -> !gpu.async.token')
                # stage a copy through a device buffer of a static type first
                stat = [t for t in tys if t.startswith("memref") and "?" not in t]
                if stat and r.random() < 0.6:
                    t = stat[0]
                    al = nm.num()
                    self.e(ind, al + ":2", '"gpu.alloc"(%s) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!gpu.async.token) -> (%s, !gpu.async.token)' % (tok, t))
                    tok = self.e(ind, nm.num(), '"gpu.memcpy"(%s#1, %s#0, %s) : (!gpu.async.token, %s, %s) -> !gpu.async.token' % (
                        al, al, byty[t][0], t, t))
                    byty[t].append(al + "#0")
                    allocs.append((al + "#0", t))
                    vals = [al + "#0" if v == byty[t][0] and tt_ == t else v for v, tt_ in zip(vals, tys)]
                ops = [tok] + grid + blk + ([c(r.choice([0, 1024, 4096]), "i32")] if smem else []) + vals
                otys = ["!gpu.async.token"] + ["index"] * 6 + (["i32"] if smem else []) + tys
                tok = self.e(ind, nm.num(), '"gpu.launch_func"(%s) <{kernel = @%s::@%s, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, %d, %d, 0>}> : (%s) -> !gpu.async.token' % (
                    ", ".join(ops), mod, name, 1 if smem else 0, len(vals), ", ".join(otys)))
                if r.random() < 0.3:
                    self.emit(ind, '"gpu.wait"(%s) : (!gpu.async.token) -> ()' % tok)
                    tok = None
            elif kind < 0.85:
                ops = grid + blk + ([c(1024, "i32")] if smem else []) + vals
                otys = ["index"] * 6 + (["i32"] if smem else []) + tys
                self.emit(ind, '"gpu.launch_func"(%s) <{kernel = @%s::@%s, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, %d, %d, 0>}> : (%s) -> ()%s' % (
                    ", ".join(ops), mod, name, 1 if smem else 0, len(vals), ", ".join(otys), self.lc()))
            else:
                # an inline gpu.launch that was not outlined
                self.emit(ind, '"gpu.launch"(%s) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({' % ", ".join(grid + blk))
                bargs = [nm.num() for _ in range(12)]
                self.raw(ind + "^bb0(%s):" % ", ".join("%s: index" % b for b in bargs))
                t1 = [t for t in need if t in ("memref<?xf32>", "memref<1024xf32>", "memref<4096xf32>")]
                if t1:
                    t = t1[0]
                    a = self.e(ind + "  ", nm.num(), '"memref.load"(%s, %s) : (%s, index) -> f32' % (byty[t][0], bargs[3], t))
                    a2 = self.e(ind + "  ", nm.num(), '"arith.mulf"(%s, %s) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32' % (a, a))
                    self.emit(ind + "  ", '"memref.store"(%s, %s, %s) : (f32, %s, index) -> ()' % (a2, byty[t][0], bargs[3], t))
                self.emit(ind + "  ", '"gpu.terminator"() : () -> ()')
                self.raw(ind + "}) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()")
        for buf, t in allocs:
            if tok is None:
                tok = self.e(ind, nm.num(), '"gpu.wait"() : () -> !gpu.async.token')
            tok = self.e(ind, nm.num(), '"gpu.dealloc"(%s, %s) : (!gpu.async.token, %s) -> !gpu.async.token' % (tok, buf, t))
        if tok is not None:
            self.emit(ind, '"gpu.wait"(%s) : (!gpu.async.token) -> ()' % tok)
        self.emit(ind, "return")
        self.raw("  }")


def gen_gpu(n, r):
    g = GpuGen(r)
    if g.WG != WG_T:
        g.raw("%s = %s" % (g.WG, WG_T))
    g.raw("module attributes {gpu.container_module%s} {" % (
        r.choice(["", ', llvm.data_layout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"',
                  ", dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>"])))
    g.ops = 1
    m = 0
    while g.ops < n - 10:
        mod = "%s_%d" % (r.choice(["kernels", "main_kernel", "gpu_module", "compute"]), m)
        m += 1
        targets = r.choice(["", ", targets = [#nvvm.target<chip = \"sm_80\", features = \"+ptx76\">]",
                            ", targets = [#nvvm.target<O = 3, chip = \"sm_90\">, #rocdl.target<chip = \"gfx90a\">]",
                            ", targets = [#rocdl.target<chip = \"gfx1100\">]"])
        g.emit("  ", '"gpu.module"() <{sym_name = "%s"%s}> ({' % (mod, targets))
        ks = []
        for _ in range(r.randint(1, 3)):
            left = n - g.ops - 25
            ks.append(g.kernel(min(r.randint(20, 150), max(20, left)), mod))
            if r.random() < 0.2 and n - g.ops > 60:
                g.helper()
            if n - g.ops < 80:
                break
        g.raw("  }) : () -> ()")
        g.host(min(r.randint(20, 80), max(15, n - g.ops)), mod, ks)
    g.raw("}")
    return "\n".join(g.out) + "\n"


# --------------------------------------------------------------------------
# 4. iree_flow_dispatch
# --------------------------------------------------------------------------

DYN = "-9223372036854775808"


class IreeGen(Emitter):
    def __init__(self, r):
        super().__init__(r)
        self.header = []
        self.targets = []
        self.layouts = []
        self.un = 0

    def lc(self):
        r = self.r
        k = r.random()
        if k < 0.3:
            return ""
        if k < 0.6:
            return ' loc("%s":%d:%d)' % (r.choice(["model.mlir", "/tmp/iree/llama_8b.mlir", "bert_base.mlirbc"]),
                                         r.randint(1, 5000), r.randint(1, 90))
        if k < 0.8:
            return ' loc(callsite("%s"("%s":%d:%d) at "%s":%d:%d))' % (
                r.choice(["aten::matmul", "aten::softmax", "stablehlo.dot_general"]), "model.py", r.randint(1, 900),
                r.randint(0, 40), "model.py", r.randint(1, 900), r.randint(0, 40))
        return " loc(%s)" % rand_inline_loc(r, ["model.py", "torch/nn/functional.py"], ("main", "forward"))

    def setup(self):
        r = self.r
        feats = ["+avx2,+fma,+f16c", "+avx512f,+avx512vl,+avx512bw,+avx512dq", "+sse4.2", "+neon,+fp-armv8"]
        for i in range(r.randint(1, 3)):
            name = "#executable_target_embedded_elf_x86_64_" if i == 0 else "#executable_target_%s_%d" % (
                r.choice(["vulkan_spirv_fb", "cuda_nvptx_fb", "rocm_hsaco_fb"]), i)
            if i == 0:
                body = ('#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "%s", cpu_features = "%s", '
                        'data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", '
                        'iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, '
                        'native_vector_size = %d : i64, target_triple = "x86_64-unknown-unknown-eabi-elf", ukernels = "%s"}>' % (
                            r.choice(["generic", "znver4", "cascadelake"]), r.choice(feats), r.choice([16, 32, 64]),
                            r.choice(["none", "all", "mmt4d"])))
            else:
                body = ('#hal.executable.target<"%s", "%s", {iree.gpu.target = #iree_gpu.target<arch = "%s", features = "spirv:v1.6,cap:Shader", '
                        'wgp = <compute = fp32|fp16|int32, storage = b32|b16, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, '
                        'mma = [<NV_WMMA_F32_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 64], '
                        'max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 49152, max_workgroup_counts = [65535, 65535, 65535]>>}>' % (
                            r.choice(["vulkan-spirv", "cuda", "rocm"]), r.choice(["vulkan-spirv-fb", "cuda-nvptx-fb", "rocm-hsaco-fb"]),
                            r.choice(["sm_80", "gfx942", "rdna3"])))
            self.header.append("%s = %s" % (name, body))
            self.targets.append(name)
        for i in range(r.randint(2, 4)):
            nb = i + 2
            binds = ", ".join('#hal.pipeline.binding<storage_buffer, "%s">' % r.choice(["ReadOnly|Indirect", "Indirect"])
                              if j < nb - 1 else "#hal.pipeline.binding<storage_buffer, Indirect>" for j in range(nb))
            name = "#pipeline_layout" if i == 0 else "#pipeline_layout%d" % i
            consts = "constants = %d, " % (i % 3) if i % 3 else ""
            self.header.append("%s = #hal.pipeline.layout<%sbindings = [%s], flags = Indirect>" % (name, consts, binds))
            self.layouts.append((name, nb, i % 3))
        self.header.append("#map = affine_map<()[s0] -> (s0 * 64)>")
        self.header.append("#map1 = affine_map<(d0)[s0] -> (-d0 + s0, 64)>")
        self.header.append('#device_target_local = #hal.device.target<"local", [%s]> : !hal.device' % ", ".join(self.targets))
        self.header.append("#translation = #iree_codegen.translation_info<pipeline = CPUDoubleTilingExpert, {enable_loop_peeling}>")

    def shape(self):
        r = self.r
        a = r.choice([4, 8, 16, 128, 512, "?"])
        b = r.choice([8, 32, "?", 4096, 11008])
        return [a, b]

    def dtensor(self, acc, sh, et):
        return "!flow.dispatch.tensor<%s:%s>" % (acc, tt(sh, et))

    def dispatch_func(self, ind, fname, budget, layout, sh, et):
        r = self.r
        nm = Names()
        lname, nb, nconst = layout
        self.raw(ind + "func.func @%s() attributes {translation_info = #translation} {" % fname)
        self.ops += 1
        i1 = ind + "  "
        start = self.ops
        c0 = nm.hint("c0")
        self.emit(i1, '%s = "arith.constant"() <{value = 0 : index}> : () -> index' % c0)
        dyn = [k for k, d in enumerate(sh) if d == "?"]
        dv = []
        for k in range(len(dyn)):
            if nconst > k:
                cl = nm.num()
                self.emit(i1, '%s = "hal.interface.constant.load"() {layout = %s, ordinal = %d : index} : () -> i32' % (cl, lname, k))
                ix = nm.num()
                self.emit(i1, '%s = "arith.index_castui"(%s) : (i32) -> index' % (ix, cl))
                if r.random() < 0.5:
                    ax = nm.num()
                    self.emit(i1, '%s = "util.assume.int"(%s) {assumptions = [[#util.int.assumption<umin = 1, umax = 8192, udiv = %d>]]} : (index) -> index' % (
                        ax, ix, r.choice([1, 4, 16])))
                    ix = ax
                wo = nm.num()
                self.emit(i1, '%s = "flow.dispatch.workload.ordinal"(%s) {ordinal = %d : index} : (index) -> index' % (wo, ix, k))
                dv.append(wo)
            else:
                x = nm.hint("c%d" % (64 * (k + 1)))
                self.emit(i1, '%s = "arith.constant"() <{value = %d : index}> : () -> index' % (x, 64 * (k + 1)))
                dv.append(x)
        binds = []
        for b in range(nb):
            acc = "readonly" if b < nb - 1 else ("writeonly" if r.random() < 0.7 else "readwrite")
            ty = self.dtensor(acc, sh, et)
            v = nm.num()
            self.emit(i1, '%s = "hal.interface.binding.subspan"(%s) {alignment = 64 : index, binding = %d : index, '
                          'descriptor_flags = %d : i32, layout = %s, operandSegmentSizes = array<i32: 1, %d>} : (%s) -> %s%s' % (
                              v, ", ".join([c0] + dv), b, 3 if acc == "readonly" else 2, lname, len(dv),
                              ", ".join(["index"] * (1 + len(dv))), ty, self.lc()))
            binds.append((v, ty, acc))
        t = tt(sh, et)
        ssz = "array<i64: %s>" % ", ".join(DYN if d == "?" else str(d) for d in sh)
        loads = []
        for v, ty, acc in binds[:-1]:
            x = nm.num()
            self.emit(i1, '%s = "flow.dispatch.tensor.load"(%s) {operandSegmentSizes = array<i32: 1, %d, 0, 0, 0>, '
                          'static_offsets = array<i64: 0, 0>, static_sizes = %s, static_strides = array<i64: 1, 1>} : (%s) -> %s%s' % (
                              x, ", ".join([v] + dv), len(dv), ssz, ", ".join([ty] + ["index"] * len(dv)), t, self.lc()))
            loads.append(x)
        e = nm.num()
        self.emit(i1, '%s = "tensor.empty"(%s) : (%s) -> %s' % (e, ", ".join(dv), ", ".join(["index"] * len(dv)), t))
        cur = e
        wid = None
        while self.ops - start < budget - 4:
            k = r.random()
            if k < 0.35:
                x = nm.num()
                ins = r.sample(loads, min(len(loads), 2))
                self.emit(i1, '%s = "iree_linalg_ext.%s"(%s) {%s} : (%s) -> %s%s' % (
                    x, r.choice(["elementwise", "softmax", "scan", "topk_fused", "map"]), ", ".join(ins + [cur]),
                    r.choice(["dimension = 1 : i64", 'lowering_config = #iree_cpu.lowering_config<distribution = [64, 64], vector_common_parallel = [8, 16]>',
                              "inclusive = true, dimension = 0 : i64", "iree.fused = [\"mul\", \"add\"]"]),
                    ", ".join([t] * (len(ins) + 1)), t, self.lc()))
                cur = x
            elif k < 0.55:
                x = nm.num()
                self.emit(i1, '%s = "iree_codegen.ukernel.generic"(%s) {fn_def_attrs = {hal.import.bitcode = true, '
                              'hal.import.fields = ["processor_data"]}, strided_outer_dims = 1 : index, ukernel_name = "%s"} : (%s) -> %s' % (
                                  x, ", ".join(loads[:1] + [cur]), r.choice(["iree_uk_mmt4d", "iree_uk_pack", "iree_uk_unpack"]),
                                  ", ".join([t] * 2), t))
                cur = x
            elif k < 0.75:
                if wid is None:
                    wid = nm.hint("workgroup_id_x")
                    self.emit(i1, '%s = "hal.interface.workgroup.id"() {dimension = 0 : index, upper_bound = 65535 : index} : () -> index' % wid)
                    wc = nm.hint("workgroup_count_x")
                    self.emit(i1, '%s = "hal.interface.workgroup.count"() {dimension = 0 : index} : () -> index' % wc)
                    self.wc = wc
                off = nm.num()
                self.emit(i1, '%s = "affine.apply"(%s) <{map = #map}> : (index) -> index' % (off, wid))
                stp = nm.num()
                self.emit(i1, '%s = "affine.apply"(%s) <{map = #map}> : (index) -> index' % (stp, self.wc))
                ubv = dv[0] if dv else nm.hint("c%d" % (sh[0] if sh[0] != "?" else 64))
                if not dv:
                    self.emit(i1, '%s = "arith.constant"() <{value = %s : index}> : () -> index' % (ubv, ubv[2:].split("_")[0]))
                self.emit(i1, '"scf.for"(%s, %s, %s) ({' % (off, ubv, stp))
                iv = nm.num()
                self.raw(i1 + "^bb0(%s: index):" % iv)
                i2 = i1 + "  "
                mn = nm.num()
                self.emit(i2, '%s = "affine.min"(%s, %s) <{map = #map1}> : (index, index) -> index' % (mn, iv, ubv))
                tl = nm.num()
                tty = "tensor<?x%sxf32>" % (sh[1] if sh[1] != "?" else "?")
                extra = [dv[-1]] if sh[1] == "?" else []
                sz1 = DYN if sh[1] == "?" else str(sh[1])
                self.emit(i2, '%s = "flow.dispatch.tensor.load"(%s) {operandSegmentSizes = array<i32: 1, %d, 1, %d, 0>, '
                              'static_offsets = array<i64: %s, 0>, static_sizes = array<i64: %s, %s>, static_strides = array<i64: 1, 1>} : (%s) -> %s' % (
                                  tl, ", ".join([binds[0][0]] + dv + [iv, mn] + extra), len(dv), 1 + len(extra), DYN, DYN, sz1,
                                  ", ".join([binds[0][1]] + ["index"] * (len(dv) + 2 + len(extra))), tty.replace("f32", et)))
                y = nm.num()
                self.emit(i2, '%s = "iree_linalg_ext.tile_op"(%s) {tile = [64, 0]} : (%s) -> %s' % (y, tl, tty.replace("f32", et), tty.replace("f32", et)))
                self.emit(i2, '"flow.dispatch.tensor.store"(%s) {operandSegmentSizes = array<i32: 1, 1, %d, 1, %d, 0>, '
                              'static_offsets = array<i64: %s, 0>, static_sizes = array<i64: %s, %s>, static_strides = array<i64: 1, 1>} : (%s) -> ()' % (
                                  ", ".join([y, binds[-1][0]] + dv + [iv, mn] + extra), len(dv), 1 + len(extra), DYN, DYN, sz1,
                                  ", ".join([tty.replace("f32", et), binds[-1][1]] + ["index"] * (len(dv) + 2 + len(extra)))))
                self.emit(i2, '"scf.yield"() : () -> ()')
                self.raw(i1 + "}) : (index, index, index) -> ()")
            else:
                x = nm.num()
                self.emit(i1, '%s = "iree_encoding.set_encoding"(%s) : (%s) -> %s' % (
                    x, cur, t, tt(sh, et)[:-1] + ", #iree_encoding.encoding<operand_index = %d : index, op_type = matmul, "
                                                  "element_types = [%s, %s, %s]>>" % (r.randint(0, 2), et, et, et)))
                y = nm.num()
                self.emit(i1, '%s = "iree_encoding.unset_encoding"(%s) : (%s) -> %s' % (
                    y, x, tt(sh, et)[:-1] + ", #iree_encoding.encoding<operand_index = %d : index, op_type = matmul, "
                                            "element_types = [%s, %s, %s]>>" % (0, et, et, et), t))
                # keep the two types identical: re-render x with operand_index 0
                self.out[-2] = self.out[-2].replace("operand_index = 1 : index", "operand_index = 0 : index").replace(
                    "operand_index = 2 : index", "operand_index = 0 : index")
                cur = y
        v, ty, acc = binds[-1]
        self.emit(i1, '"flow.dispatch.tensor.store"(%s) {operandSegmentSizes = array<i32: 1, 1, %d, 0, 0, 0>, '
                      'static_offsets = array<i64: 0, 0>, static_sizes = %s, static_strides = array<i64: 1, 1>} : (%s) -> ()%s' % (
                          ", ".join([cur, v] + dv), len(dv), ssz, ", ".join([t, ty] + ["index"] * len(dv)), self.lc()))
        self.emit(i1, "return")
        self.raw(ind + "}")
        return len(dv)

    def unit(self, budget):
        r = self.r
        u = self.un
        self.un += 1
        unit_start = self.ops
        sh = self.shape()
        et = r.choice(["f32", "f32", "f16", "bf16", "i8"])
        shs = "x".join("D" if d == "?" else str(d) for d in sh)
        ex = "main_dispatch_%d" % u
        entry = "main_dispatch_%d_%s_%s_%s" % (u, r.choice(["matmul", "elementwise", "softmax", "generic", "reduction"]),
                                               shs, et)
        qentry = '@"%s"' % entry if "?" in entry else "@" + entry
        layout = r.choice(self.layouts)
        # ---- the executable
        self.emit("  ", '"hal.executable"() ({')
        variants = []
        tlist = self.targets[: r.randint(1, len(self.targets))]
        if budget < 120:
            tlist = tlist[:1]
        for ti, tgt in enumerate(tlist):
            vname = "embedded_elf_x86_64" if ti == 0 else "%s_%d" % (r.choice(["vulkan_spirv_fb", "cuda_nvptx_fb"]), ti)
            variants.append(vname)
            self.emit("    ", '"hal.executable.variant"() ({')
            self.emit("      ", '"hal.executable.export"() ({')
            ndyn = sh.count("?")
            wargs = ["%%arg%d" % (i + 1) for i in range(ndyn)]
            self.raw("      ^bb0(%s):" % ", ".join(["%arg0: !hal.device"] + ["%s: index" % a for a in wargs]))
            self.emit("        ", '%%x, %%y, %%z = "flow.dispatch.workgroup_count_from_slice"(%s) : (%s) -> (index, index, index)' % (
                ", ".join(wargs), ", ".join(["index"] * len(wargs))))
            self.emit("        ", '"hal.return"(%x, %y, %z) : (index, index, index) -> ()')
            ws = r.choice(["[64 : index, 1 : index, 1 : index]", "[1 : index, 1 : index, 1 : index]", "[256 : index, 1 : index, 1 : index]"])
            self.raw('      }) {layout = %s, ordinal = 0 : index, sym_name = "%s", workgroup_size = %s} : () -> ()' % (
                layout[0], entry, ws))
            self.emit("      ", '"builtin.module"() ({')
            self.dispatch_func("        ", qentry[1:], max(12, budget // (2 * len(tlist)) - 8), layout, sh, et)
            self.raw("      }) : () -> ()")
            self.raw('    }) {sym_name = "%s", target = %s} : () -> ()' % (vname, tgt))
        self.raw('  }) {sym_name = "%s", sym_visibility = "private"} : () -> ()' % ex)
        # ---- the host function
        nm = Names()
        start = unit_start
        t = tt(sh, et)
        self.emit("  ", '"util.func"() <{function_type = (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view, '
                        'sym_name = "main_%d", sym_visibility = "public"}> ({' % u)
        for a in ("%arg0", "%arg1", "%arg2"):
            nm.take(a)
        self.raw("  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence):")
        ind = "    "
        dv = []
        for k, d in enumerate(sh):
            if d == "?":
                x = nm.num()
                self.emit(ind, '%s = "hal.buffer_view.dim"(%%arg0) {index = %d : index} : (!hal.buffer_view) -> index%s' % (x, k, self.lc()))
                dv.append(x)
        cur = nm.num()
        self.emit(ind, '%s = "hal.tensor.import"(%s) {name = "input%d", operandSegmentSizes = array<i32: 1, %d, 1>, '
                       'target_encoding = %s} : (%s) -> %s%s' % (
                           cur, ", ".join(["%arg0"] + dv + ["%arg1"]), u, len(dv), t,
                           ", ".join(["!hal.buffer_view"] + ["index"] * len(dv) + ["!hal.fence"]), t, self.lc()))
        c4 = nm.hint("c4")
        self.emit(ind, '%s = "arith.constant"() <{value = 4 : index}> : () -> index' % c4)
        while self.ops - start < budget - 3:
            k = r.random()
            if k < 0.35:
                x = nm.num()
                ep = ", ".join("@%s::@%s::%s" % (ex, v, qentry) for v in variants)
                wl = [c4] + dv
                if r.random() < 0.5:
                    self.emit(ind, '%s = "flow.dispatch"(%s) {\n%s  entry_points = [%s],\n%s  operandSegmentSizes = array<i32: %d, %d, %d, %d>,\n%s  tied_operands = [-1 : index]\n%s} : (%s) -> %s%s' % (
                        x, ", ".join(wl + [cur] + dv + dv), ind, ep, ind, len(wl), 1 + len(dv), len(dv), 0, ind, ind,
                        ", ".join(["index"] * len(wl) + [t] + ["index"] * (2 * len(dv))), t, self.lc()))
                else:
                    self.emit(ind, '%s = "flow.dispatch"(%s) {entry_points = [%s], operandSegmentSizes = array<i32: %d, %d, %d, %d>} : (%s) -> %s%s' % (
                        x, ", ".join(wl + [cur] + dv + dv), ep, len(wl), 1 + len(dv), len(dv), 0,
                        ", ".join(["index"] * len(wl) + [t] + ["index"] * (2 * len(dv))), t, self.lc()))
                cur = x
            elif k < 0.6:
                x = nm.num()
                rt = self.dtensor("readonly", sh, et)
                wt = self.dtensor("writeonly", sh, et)
                self.emit(ind, '%s = "flow.dispatch.workgroups"(%s) ({' % (x, ", ".join([c4] + [cur] + dv)))
                a = [nm.num() for _ in range(2 + len(dv))]
                self.raw(ind + "^bb0(%s):" % ", ".join(["%s: %s" % (a[0], rt)] + ["%s: index" % q for q in a[1:1 + len(dv)]] + ["%s: %s" % (a[-1], wt)]))
                i2 = ind + "  "
                ddv = a[1:1 + len(dv)]
                ssz = "array<i64: %s>" % ", ".join(DYN if d == "?" else str(d) for d in sh)
                y = nm.num()
                self.emit(i2, '%s = "flow.dispatch.tensor.load"(%s) {operandSegmentSizes = array<i32: 1, %d, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = %s, static_strides = array<i64: 1, 1>} : (%s) -> %s' % (
                    y, ", ".join([a[0]] + ddv), len(ddv), ssz, ", ".join([rt] + ["index"] * len(ddv)), t))
                z = nm.num()
                self.emit(i2, '%s = "linalg_ext.%s"(%s) {iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<%s>]} : (%s) -> %s' % (
                    z, r.choice(["softmax", "exp_reduction", "generic_like"]), y, r.choice(["parallel", "reduction"]), t, t))
                self.emit(i2, '"flow.dispatch.tensor.store"(%s) {operandSegmentSizes = array<i32: 1, 1, %d, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = %s, static_strides = array<i64: 1, 1>} : (%s) -> ()' % (
                    ", ".join([z, a[-1]] + ddv), len(ddv), ssz, ", ".join([t, wt] + ["index"] * len(ddv))))
                self.emit(i2, '"flow.return"() : () -> ()')
                self.raw(ind + "}, {")
                wl = nm.num()
                self.raw(ind + "^bb0(%s: index):" % wl)
                wc3 = nm.num()
                self.emit(i2, '%s:3 = "flow.dispatch.workgroup_count_from_dag_root"(%s) : (index) -> (index, index, index)' % (wc3, wl))
                self.emit(i2, '"flow.return"(%s#0, %s#1, %s#2) : (index, index, index) -> ()' % (wc3, wc3, wc3))
                self.raw(ind + "}) {operandSegmentSizes = array<i32: 1, %d, %d, 0>, tied_operands = [-1 : index]} : (%s) -> %s%s" % (
                    1 + len(dv), len(dv), ", ".join(["index", t] + ["index"] * len(dv)), t, self.lc()))
                cur = x
            elif k < 0.85:
                sz = nm.num()
                self.emit(ind, '%s = "stream.tensor.sizeof"(%s) {affinity = #hal.device.affinity<@__device_0>, encoding = %s, operandSegmentSizes = array<i32: %d>} : (%s) -> index' % (
                    sz, ", ".join(dv), t, len(dv), ", ".join(["index"] * len(dv))))
                res = nm.num()
                self.emit(ind, '%s:2 = "stream.resource.alloca"(%s) {affinity = #hal.device.affinity<@__device_0>, uninitialized} : (index) -> (!stream.resource<transient>, !stream.timepoint)' % (res, sz))
                tp = nm.num()
                self.emit(ind, '%s = "stream.cmd.execute"(%s#0, %s, %s#1) ({' % (tp, res, sz, res))
                cap = nm.num()
                self.raw(ind + "^bb0(%s: !stream.resource<transient>):" % cap)
                c0 = nm.num()
                self.emit(ind + "  ", '"stream.cmd.dispatch"(%s, %s, %s) {entry_points = [@%s::@%s::%s], resource_accesses = [#stream.resource_access<read|write>], '
                                      'operandSegmentSizes = array<i32: 1, 0, 1, 1, 1>} : (index, !stream.resource<transient>, index) -> ()' % (
                                          c4, cap, sz, ex, variants[0], qentry))
                self.emit(ind + "  ", '"stream.yield"() : () -> ()')
                self.raw(ind + "}) {affinity = #hal.device.affinity<@__device_0>, once} : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint")
                aw = nm.num()
                self.emit(ind, '%s = "stream.timepoint.await"(%s, %s#0, %s) {sync} : (!stream.timepoint, !stream.resource<transient>, index) -> !stream.resource<transient>%s' % (
                    aw, tp, res, sz, self.lc()))
                self.emit(ind, '%s = "stream.resource.dealloca"(%s, %s, %s) {affinity = #hal.device.affinity<@__device_0>} : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint' % (
                    nm.num(), aw, sz, tp))
            else:
                g = nm.num()
                self.emit(ind, '%s = "util.global.load"() {global = @__param_%d, is_immutable} : () -> %s' % (g, u, t if "?" not in t else "tensor<4x8xf32>"))
                b = nm.num()
                self.emit(ind, '%s = "flow.tensor.barrier"(%s%s) {target = #hal.device.affinity<@__device_0>} : (%s) -> %s' % (
                    b, cur, "".join(", " + d for d in dv), ", ".join([t] + ["index"] * len(dv)), t))
                cur = b
        out = nm.num()
        self.emit(ind, '%s = "hal.tensor.export"(%s) {name = "output0", operandSegmentSizes = array<i32: 1, %d>, source_encoding = %s} : (%s) -> !hal.buffer_view%s' % (
            out, ", ".join([cur] + dv), len(dv), t, ", ".join([t] + ["index"] * len(dv)), self.lc()))
        self.emit(ind, '"util.return"(%s) : (!hal.buffer_view) -> ()' % out)
        decl = "sync func @main_%d(%%input0: %s) -> (%%output0: %s)" % (u, t, t)
        self.raw('  }) {iree.abi.model = "coarse-fences", iree.abi.stub, iree.reflection = {iree.abi.declaration = "%s"}} : () -> ()' % esc(decl))
        self.emit("  ", '"util.global"() {initial_value = #stream.parameter.named<"model"::"layers.%d.weight"> : tensor<4x8xf32>, '
                        'sym_name = "__param_%d", sym_visibility = "private", type = tensor<4x8xf32>} : () -> ()' % (u, u))


def gen_iree(n, r):
    g = IreeGen(r)
    g.setup()
    g.raw("module @%s attributes {hal.device.targets = [#device_target_local], stream.affinity.default = #hal.device.affinity<@__device_0>} {" % (
        r.choice(["module", "llama", "bert_base", "resnet50"])))
    g.ops = 1
    g.emit("  ", '"util.global"() {initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device} : () -> ()')
    if r.random() < 0.5:
        g.emit("  ", '"util.global"() {initial_value = #util.byte_pattern<1> : tensor<16xi8>, sym_name = "__constant_pattern", '
                     'sym_visibility = "private", type = tensor<16xi8>} : () -> ()')
    while g.ops < n - 10:
        g.unit(min(r.randint(30, 200), max(30, n - g.ops)))
        if r.random() < 0.3:
            g.raw("")
    g.raw("}")
    return "\n".join(g.header + g.out) + "\n"


# --------------------------------------------------------------------------
# 7. cfg_branchy_blocks  (and the base of 8. frontend_bug_reports)
# --------------------------------------------------------------------------

class Op:
    __slots__ = ("decl", "name", "args", "tys", "rtys", "succ", "props", "attrs", "loc", "ind", "results")

    def __init__(self, ind, decl, name, args, tys, rtys, props="", succ="", attrs="", loc="", results=None):
        self.ind = ind
        self.decl = decl
        self.name = name
        self.args = list(args)
        self.tys = list(tys)
        self.rtys = list(rtys)
        self.props = props
        self.succ = succ
        self.attrs = attrs
        self.loc = loc
        self.results = results if results is not None else ([decl] if decl else [])

    def text(self):
        s = [self.ind]
        if self.decl:
            s.append(self.decl + " = ")
        s.append('"%s"(%s)%s' % (self.name, ", ".join(self.args), self.succ))
        if self.props:
            s.append(" <{%s}>" % self.props)
        if self.attrs:
            s.append(" {%s}" % self.attrs)
        s.append(" : (%s) -> %s" % (", ".join(self.tys), rtype(self.rtys) if self.rtys else "()"))
        if self.loc:
            s.append(" " + self.loc)
        return "".join(s)


class Label:
    __slots__ = ("id", "args", "ind", "preds")

    def __init__(self, ind, bid, args):
        self.ind = ind
        self.id = bid
        self.args = args
        self.preds = []

    def text(self):
        s = "%s^bb%d" % (self.ind, self.id)
        if self.args:
            s += "(%s)" % ", ".join("%s: %s" % a for a in self.args)
        s += ":"
        p = self.preds
        if len(p) == 1:
            s += "  // pred: ^bb%d" % p[0]
        elif p:
            s += "  // %d preds: %s" % (len(p), ", ".join("^bb%d" % x for x in sorted(set(p))))
        else:
            s += "  // no predecessors"
        return s


INT_BIN = ["arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi",
           "arith.minsi", "arith.maxui", "arith.minui", "arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
           "arith.shli", "arith.shrsi", "arith.shrui", "arith.ceildivsi", "arith.floordivsi", "arith.addi", "arith.addi",
           "arith.muli", "arith.subi"]
OVF_OPS = {"arith.addi", "arith.subi", "arith.muli", "arith.shli"}
FLT_BIN = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf", "arith.maxnumf",
           "arith.remf", "arith.addf", "arith.mulf"]
INT_W = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64}
CFG_TYPES = ["i32", "i64", "index", "f32", "i1", "i8", "i16"]


class CfgFunc:
    """One function of a front end's CFG output, kept as Op/Label objects."""

    def __init__(self, r, fname, budget, callees, locp=0.25, vec=False):
        self.r = r
        self.fname = fname
        self.items = []
        self.ops = 0
        self.nm = Names()
        self.nb = 0
        self.locp = locp
        self.callees = callees
        self.vec = vec
        self.build(budget)

    # ---- small helpers ---------------------------------------------------
    def lc(self):
        r = self.r
        if r.random() < self.locp:
            return "loc(%s)" % rand_inline_loc(r, FILES_C, ("parse_expr", "step", "main", "decode_frame"))
        return ""

    def op(self, decl, name, args, tys, rtys, **kw):
        o = Op(self.ind, decl, name, args, tys, rtys, loc=self.lc(), **kw)
        self.items.append(o)
        self.ops += 1
        return o

    def fresh(self):
        return self.nm.num()

    def define(self, name, ty):
        self.scope[-1].setdefault(ty, []).append(name)

    def pick(self, ty, avoid=None):
        r = self.r
        cands = []
        for d in self.scope:
            v = d.get(ty)
            if v:
                cands.append(v)
        if not cands:
            return None
        lst = cands[-1] if r.random() < 0.6 else r.choice(cands)
        x = r.choice(lst[-4:]) if r.random() < 0.7 else r.choice(lst)
        return x

    def const(self, v, ty):
        nm = self.nm
        name = nm.hint(const_hint(v, ty)) if self.r.random() < 0.7 else nm.num()
        if ty == "i1":
            lit = "true" if v else "false"
        elif ty in ("f32", "f64"):
            lit = "%s : %s" % (fmt_f(v), ty)
        else:
            lit = "%d : %s" % (v, ty)
        self.op(name, "arith.constant", [], [], [ty], props="value = " + lit)
        self.define(name, ty)
        return name

    def new_label(self, args_tys, single_pred_scope=None):
        self.nb += 1
        args = [(self.nm.num(), t) for t in args_tys]
        lab = Label("  ", self.nb, args)
        return lab

    def start_block(self, lab, scope):
        self.items.append(lab)
        self.cur_label = lab
        self.scope = scope + [{}]
        for n, t in lab.args:
            self.define(n, t)

    def br(self, target, vals, tys):
        target.preds.append(self.cur_label.id if self.cur_label else 0)
        self.op(None, "cf.br", vals, tys, [], succ="[^bb%d]" % target.id)

    def cond_br(self, cond, t, tv, tt_, f, fv, ft):
        me = self.cur_label.id if self.cur_label else 0
        t.preds.append(me)
        f.preds.append(me)
        self.op(None, "cf.cond_br", [cond] + tv + fv, ["i1"] + tt_ + ft, [],
                succ="[^bb%d, ^bb%d]" % (t.id, f.id),
                props="operandSegmentSizes = array<i32: 1, %d, %d>" % (len(tv), len(fv)))

    # ---- value producers -------------------------------------------------
    def cond(self):
        r = self.r
        if r.random() < 0.15:
            c = self.pick("i1")
            if c:
                return c
        ty = r.choice(["i32", "i32", "i64", "index", "f32"])
        a = self.pick(ty)
        b = self.pick(ty)
        v = self.fresh()
        if ty == "f32":
            self.op(v, "arith.cmpf", [a, b], [ty, ty], ["i1"],
                    props="fastmath = #arith.fastmath<none>, predicate = %d : i64" % r.randint(1, 14))
        else:
            self.op(v, "arith.cmpi", [a, b], [ty, ty], ["i1"], props="predicate = %d : i64" % r.randint(0, 9))
        self.define(v, "i1")
        return v

    def value(self, ty):
        """Emit one op producing a value of type ty."""
        r = self.r
        k = r.random()
        v = self.fresh()
        if ty in ("f32", "f64"):
            if k < 0.7:
                opn = r.choice(FLT_BIN)
                self.op(v, opn, [self.pick(ty), self.pick(ty)], [ty, ty], [ty],
                        props="fastmath = %s" % r.choice(FMF))
            elif k < 0.85:
                src = r.choice(["i32", "i64"])
                self.op(v, r.choice(["arith.sitofp", "arith.uitofp"]), [self.pick(src)], [src], [ty])
            else:
                c = self.cond()
                v = self.fresh()
                self.op(v, "arith.select", [c, self.pick(ty), self.pick(ty)], ["i1", ty, ty], [ty])
        elif ty == "i1":
            return self.cond()
        else:
            if k < 0.62:
                opn = r.choice(INT_BIN)
                props = "overflowFlags = %s" % r.choice(OVF) if opn in OVF_OPS else ""
                self.op(v, opn, [self.pick(ty), self.pick(ty)], [ty, ty], [ty], props=props)
            elif k < 0.80:
                c = self.cond()
                v = self.fresh()
                self.op(v, "arith.select", [c, self.pick(ty), self.pick(ty)], ["i1", ty, ty], [ty])
            else:
                if ty == "index":
                    src = r.choice(["i32", "i64"])
                    self.op(v, r.choice(["arith.index_cast", "arith.index_castui"]), [self.pick(src)], [src], [ty])
                else:
                    others = [t for t in ("i1", "i8", "i16", "i32", "i64") if t != ty and self.pick(t)]
                    src = r.choice(others + ["index"])
                    if src == "index":
                        self.op(v, "arith.index_cast", [self.pick("index")], ["index"], [ty])
                    elif INT_W[src] < INT_W[ty]:
                        self.op(v, r.choice(["arith.extsi", "arith.extui"]), [self.pick(src)], [src], [ty])
                    else:
                        self.op(v, "arith.trunci", [self.pick(src)], [src], [ty],
                                props="overflowFlags = #arith.overflow<none>")
        self.define(v, ty)
        return v

    def straight(self, cur, ct, k):
        r = self.r
        for _ in range(k):
            if self.callees and r.random() < 0.08:
                self.call(cur, ct)
                continue
            if self.vec and r.random() < 0.05:
                self.vector_const()
                continue
            pos = r.randrange(len(ct))
            v = self.value(ct[pos])
            if r.random() < 0.7:
                cur[pos] = v

    def vector_const(self):
        r = self.r
        n = r.choice([2, 4, 8])
        v = self.fresh()
        self.op(v, "arith.constant", [], [], ["vector<%dxi32>" % n],
                props="value = dense<[%s]> : vector<%dxi32>" % (", ".join(str(r.randint(-9, 99)) for _ in range(n)), n))
        s = self.fresh()
        self.op(s, "vector.reduction", [v], ["vector<%dxi32>" % n], ["i32"], props="kind = #vector.kind<%s>" % r.choice(["add", "mul", "maxsi", "xor"]))
        self.define(s, "i32")

    def call(self, cur, ct):
        r = self.r
        name, ats, rts = r.choice(self.callees)
        args = [self.pick(t) for t in ats]
        if len(rts) == 1:
            v = self.fresh()
            self.op(v, "func.call", args, ats, rts, props="callee = @%s" % name)
            self.define(v, rts[0])
        else:
            v = self.fresh()
            res = ["%s#%d" % (v, i) for i in range(len(rts))]
            self.op(v + ":%d" % len(rts), "func.call", args, ats, rts, props="callee = @%s" % name, results=res)
            for x, t in zip(res, rts):
                self.define(x, t)

    # ---- constructs --------------------------------------------------------
    def construct(self, cur, ct, depth):
        """Emit a construct starting in the current block; return the new cur."""
        r = self.r
        k = r.random()
        if k < 0.25 or depth > 2:
            self.straight(cur, ct, r.randint(2, 5))
            return cur
        if k < 0.50:
            return self.diamond(cur, ct, depth)
        if k < 0.72:
            return self.loop(cur, ct, depth)
        if k < 0.84:
            return self.switch(cur, ct, depth)
        if k < 0.94:
            return self.early_exit(cur, ct, depth)
        c = self.cond()
        msg = r.choice(["index out of range", 'unexpected token \\22}\\22', "overflow in %s\\0A" % self.fname,
                        "assertion failed: n >= 0", "tab\\09separated"])
        self.op(None, "cf.assert", [c], ["i1"], [], props='msg = "%s"' % msg)
        return cur

    def diamond(self, cur, ct, depth):
        r = self.r
        c = self.cond()
        pass_args = r.random() < 0.5
        here = self.scope
        T = self.new_label(ct if pass_args else [])
        one_sided = r.random() < 0.3
        F = self.new_label(ct if pass_args else []) if not one_sided else None
        J = self.new_label(ct)
        if one_sided:
            self.cond_br(c, T, list(cur) if pass_args else [], list(ct) if pass_args else [], J, list(cur), list(ct))
        else:
            self.cond_br(c, T, list(cur) if pass_args else [], list(ct) if pass_args else [],
                         F, list(cur) if pass_args else [], list(ct) if pass_args else [])
        outs = []
        for B in ([T] if one_sided else [T, F]):
            self.start_block(B, here)
            bc = [a[0] for a in B.args] if pass_args else list(cur)
            self.straight(bc, ct, r.randint(1, 4))
            if depth < 2 and r.random() < 0.25:
                bc = self.construct(bc, ct, depth + 1)
            self.br(J, bc, list(ct))
        self.start_block(J, [self.G])
        return [a[0] for a in J.args]

    def loop(self, cur, ct, depth):
        r = self.r
        ivt = r.choice(["i32", "index", "i64"])
        zero = self.G0[ivt]
        one = self.G1[ivt]
        bound = r.choice(self.G.get(ivt))
        H = self.new_label([ivt] + ct)
        self.br(H, [zero] + list(cur), [ivt] + list(ct))
        self.start_block(H, [self.G])
        hs = self.scope
        iv = H.args[0][0]
        hc = [a[0] for a in H.args[1:]]
        cmp = self.fresh()
        self.op(cmp, "arith.cmpi", [iv, bound], [ivt, ivt], ["i1"], props="predicate = %d : i64" % r.choice([2, 2, 6, 3]))
        body_args = r.random() < 0.3
        Bd = self.new_label([ivt] + ct if body_args else [])
        X = self.new_label(ct)
        self.cond_br(cmp, Bd, [iv] + hc if body_args else [], [ivt] + ct if body_args else [], X, hc, list(ct))
        self.start_block(Bd, hs)
        if body_args:
            biv = Bd.args[0][0]
            bc = [a[0] for a in Bd.args[1:]]
        else:
            biv, bc = iv, list(hc)
        self.straight(bc, ct, r.randint(1, 5))
        ext = bc + [biv]
        if depth < 2 and r.random() < 0.4:
            ext = self.construct(ext, ct + [ivt], depth + 1)
        bc, biv = ext[:-1], ext[-1]
        nx = self.fresh()
        self.op(nx, "arith.addi", [biv, one], [ivt, ivt], [ivt], props="overflowFlags = %s" % r.choice(OVF))
        self.br(H, [nx] + bc, [ivt] + list(ct))
        self.start_block(X, hs)
        return [a[0] for a in X.args]

    def switch(self, cur, ct, depth):
        r = self.r
        fty = r.choice(["i32", "i32", "i64", "i8"])
        flag = self.pick(fty)
        if flag is None:
            flag = self.value(fty)
        ncase = r.randint(1, 4)
        vals = sorted(r.sample(range(-3, 40), ncase))
        here = self.scope
        J = self.new_label(ct)
        D = self.new_label([]) if r.random() < 0.5 else None
        cases = [self.new_label(ct if r.random() < 0.4 else []) for _ in vals]
        me = self.cur_label.id if self.cur_label else 0
        ops = [flag]
        tys = [fty]
        if D is None:
            ops += cur
            tys += ct
            J.preds.append(me)
            dn = len(cur)
            dl = J
        else:
            D.preds.append(me)
            dn = 0
            dl = D
        segs = []
        for cb in cases:
            cb.preds.append(me)
            if cb.args:
                ops += cur
                tys += ct
                segs.append(len(cur))
            else:
                segs.append(0)
        self.op(None, "cf.switch", ops, tys, [],
                succ="[%s]" % ", ".join("^bb%d" % b.id for b in [dl] + cases),
                props="case_operand_segments = array<i32: %s>, case_values = dense<%s> : vector<%dx%s>, "
                      "operandSegmentSizes = array<i32: 1, %d, %d>" % (
                          ", ".join(map(str, segs)),
                          ("[%s]" % ", ".join(map(str, vals))) if len(vals) > 1 else str(vals[0]),
                          len(vals), fty, dn, sum(segs)))
        for cb in ([D] if D else []) + cases:
            self.start_block(cb, here)
            bc = [a[0] for a in cb.args] if cb.args else list(cur)
            self.straight(bc, ct, r.randint(1, 3))
            self.br(J, bc, list(ct))
        self.start_block(J, [self.G])
        return [a[0] for a in J.args]

    def early_exit(self, cur, ct, depth):
        r = self.r
        c = self.cond()
        here = self.scope
        R = self.new_label([])
        C = self.new_label([])
        if r.random() < 0.5:
            self.cond_br(c, R, [], [], C, [], [])
        else:
            self.cond_br(c, C, [], [], R, [], [])
            # keep the textual order R then C anyway
        self.start_block(R, here)
        vals = [self.pick(t) for t in self.rts]
        self.op(None, "func.return", vals, list(self.rts), [])
        self.start_block(C, here)
        return list(cur)

    # ---- the function -------------------------------------------------------
    def build(self, budget):
        r = self.r
        nm = self.nm
        nargs = r.randint(1, 4)
        self.argtys = [r.choice(["i32", "i64", "index", "f32", "i1", "i32", "i8"]) for _ in range(nargs)]
        self.args = ["%%arg%d" % i for i in range(nargs)]
        for a in self.args:
            nm.take(a)
        ct = [r.choice(["i32", "i32", "i64", "index", "f32"]) for _ in range(r.randint(1, 3))]
        ct = ["i32"] + ct
        self.rts = [ct[0]] if r.random() < 0.6 else [ct[0], ct[-1]]
        self.ind = "    "
        self.cur_label = None
        self.G = {}
        self.scope = [self.G]
        for a, t in zip(self.args, self.argtys):
            self.define(a, t)
        self.G0, self.G1 = {}, {}
        for t in ("i32", "i64", "index"):
            self.G0[t] = self.const(0, t)
            self.G1[t] = self.const(1, t)
            for _ in range(r.randint(0, 2)):
                self.const(r.choice([2, 4, 7, 10, 16, 42, 100, 255, -1]), t)
        self.const(r.choice([0.0, 1.0, 0.5, -2.5, 3.14159, 1e-07]), "f32")
        self.const(1.0, "f32")
        if r.random() < 0.3:
            x = self.nm.hint("cst") if r.random() < 0.7 else self.nm.num()
            self.op(x, "arith.constant", [], [], ["f32"],
                    props="value = %s : f32" % r.choice(["0x7FC00000", "0xFF800000", "0x7F800000", "0x80000000"]))
            self.define(x, "f32")
        if r.random() < 0.15:
            w, v = r.choice([("i3", -3), ("i128", 170141183460469231731687303715884105727), ("i24", 8388607),
                             ("i128", -1)])
            self.op(self.nm.hint("c%d_%s" % (v, w)), "arith.constant", [], [], [w], props="value = %d : %s" % (v, w))
        self.const(1, "i1")
        if r.random() < 0.5:
            self.const(0, "i1")
        self.const(r.choice([0, 1, 64]), "i8")
        self.const(r.choice([0, 1, 300]), "i16")
        if self.vec:
            self.vector_const()
        # the entry block's own values are visible everywhere
        cur = [self.pick(t) for t in ct]
        while self.ops < budget - 2:
            cur = self.construct(cur, ct, 0)
        idx = [ct.index(t) for t in self.rts]
        vals = [cur[0]] + ([cur[-1]] if len(self.rts) == 2 else [])
        self.op(None, "func.return", vals, list(self.rts), [])
        self.sig = (self.fname, list(self.argtys), list(self.rts))

    def header(self, custom=True):
        a = ", ".join("%s: %s" % x for x in zip(self.args, self.argtys))
        res = ""
        if self.rts:
            res = " -> " + (self.rts[0] if len(self.rts) == 1 else "(%s)" % ", ".join(self.rts))
        return "  func.func @%s(%s)%s {" % (self.fname, a, res)

    def render(self, out):
        out.append(self.header())
        for it in self.items:
            out.append(it if isinstance(it, str) else it.text())
        out.append("  }")


CFG_NAMES = ["parse_expr", "lex_next", "step", "decode_frame", "vm_dispatch", "hash_update", "crc32_loop",
             "fsm_advance", "binary_search", "partition", "gcd", "collatz_len", "scan_digits", "utf8_decode"]


def gen_cfg(n, r):
    out = ["// generated by cir-to-cf lowering; do not edit" if r.random() < 0.5 else
           "// RUN: mlir-opt %s -canonicalize | FileCheck %s",
           "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>, llvm.target_triple = \"x86_64-pc-linux-gnu\"} {"
           if r.random() < 0.5 else "module {"]
    ops = 1
    callees = []
    i = 0
    while ops < n - 10:
        fname = "%s_%d" % (r.choice(CFG_NAMES), i)
        i += 1
        f = CfgFunc(r, fname, min(r.randint(20, 200), max(20, n - ops)), callees[-6:], vec=r.random() < 0.3)
        f.render(out)
        ops += f.ops + 1
        callees.append(f.sig)
        if r.random() < 0.4:
            out.append("")
    out.append("}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------
# 8. frontend_bug_reports (invalid)
# --------------------------------------------------------------------------

TYPO = {"arith.addi": "arith.addx", "arith.muli": "arith.mul", "arith.subi": "arith.sub", "arith.cmpi": "arith.cmp",
        "arith.select": "arith.sel", "arith.addf": "arith.fadd", "arith.mulf": "arith.fmul", "cf.br": "cf.branch",
        "cf.cond_br": "cf.condbr", "func.return": "func.ret", "arith.constant": "arith.const",
        "arith.divsi": "arith.sdiv", "arith.extsi": "arith.sext", "arith.trunci": "arith.trunc",
        "arith.index_cast": "arith.indexcast", "arith.andi": "arith.and", "func.call": "func.invoke",
        "arith.shli": "arith.shl", "arith.cmpf": "arith.fcmp", "cf.switch": "cf.select"}

BUG_KINDS = ["type_mismatch", "undefined", "redefined", "no_terminator", "mid_terminator", "return_types",
             "result_count", "unknown_op", "dense_count", "succ_arg_type", "dominance", "operand_count",
             "no_predicate", "bad_callee", "segment_sizes"]


def _other_type(r, t):
    return r.choice([x for x in ("i32", "i64", "index", "f32", "i1", "i16") if x != t])


def inject_bug(r, f, kinds):
    """Apply one bug of a random applicable kind to CfgFunc f; return the kind."""
    items = f.items
    ops = [i for i, it in enumerate(items) if isinstance(it, Op)]
    G = f.G

    def g_of(t):
        v = G.get(t)
        return v[0] if v else None

    order = list(kinds)
    r.shuffle(order)
    for kind in order:
        if kind == "type_mismatch":
            c = [i for i in ops if items[i].args and items[i].name not in ("cf.br", "cf.cond_br", "cf.switch")]
            if not c:
                continue
            o = items[r.choice(c)]
            k = r.randrange(len(o.args))
            o.tys[k] = _other_type(r, o.tys[k])
            return kind
        if kind == "undefined":
            c = [i for i in ops if items[i].args]
            if not c:
                continue
            o = items[r.choice(c)]
            k = r.randrange(len(o.args))
            o.args[k] = r.choice(["%%%d" % (f.nm.n + r.randint(3, 50)), "%tmp", "%sum_9", "%arg9", "%c7_i33", "%result",
                                  "%x.addr"])
            while o.args[k] in f.nm.used:
                o.args[k] = "%%%d" % (f.nm.n + r.randint(60, 900))
            return kind
        if kind == "redefined":
            c = [i for i in ops if items[i].decl and ":" not in items[i].decl]
            if len(c) < 3:
                continue
            j = r.randrange(1, len(c))
            i0 = r.randrange(0, j)
            items[c[j]].decl = items[c[i0]].decl
            return kind
        if kind == "no_terminator":
            c = [i for i in ops if items[i].name in ("cf.br", "cf.cond_br", "cf.switch", "func.return")]
            if not c:
                continue
            i = r.choice(c)
            del items[i]
            return kind
        if kind == "mid_terminator":
            # an early `return` pasted in the middle of the entry block
            vals = [g_of(t) for t in f.rts]
            if None in vals:
                continue
            ent = [i for i in ops if not any(isinstance(items[k], Label) for k in range(i))]
            if len(ent) < 4:
                continue
            pos = r.choice(ent[len(ent) // 2:-1])
            items.insert(pos, Op(f.ind, None, "func.return", vals, list(f.rts), []))
            return kind
        if kind == "return_types":
            c = [i for i in ops if items[i].name == "func.return"]
            if not c:
                continue
            o = items[r.choice(c)]
            k = r.randrange(len(o.args))
            nt = _other_type(r, o.tys[k])
            v = g_of(nt)
            if v is None:
                continue
            o.args[k] = v
            o.tys[k] = nt
            return kind
        if kind == "result_count":
            c = [i for i in ops if items[i].decl and ":" not in items[i].decl and len(items[i].rtys) == 1]
            if not c:
                continue
            o = items[r.choice(c)]
            o.decl += ":2"
            return kind
        if kind == "unknown_op":
            c = [i for i in ops if items[i].name in TYPO]
            if not c:
                continue
            o = items[r.choice(c)]
            o.name = TYPO[o.name]
            return kind
        if kind == "dense_count":
            c = [i for i in ops if "dense<[" in items[i].props]
            if not c:
                continue
            o = items[r.choice(c)]
            a = o.props.index("dense<[") + 7
            b = o.props.index("]", a)
            elems = o.props[a:b].split(", ")
            if r.random() < 0.5 and len(elems) > 1:
                elems = elems[:-1]
            else:
                elems = elems + [str(r.randint(0, 9))]
            o.props = o.props[:a] + ", ".join(elems) + o.props[b:]
            return kind
        if kind == "succ_arg_type":
            c = [i for i in ops if items[i].name == "cf.br" and items[i].args]
            if not c:
                continue
            o = items[r.choice(c)]
            k = r.randrange(len(o.args))
            nt = _other_type(r, o.tys[k])
            v = g_of(nt)
            if v is None:
                continue
            o.args[k] = v
            o.tys[k] = nt
            return kind
        if kind == "dominance":
            # move a use above its definition inside one block
            pairs = []
            block = 0
            defs = {}
            for i, it in enumerate(items):
                if isinstance(it, Label):
                    block += 1
                    defs = {}
                    continue
                if it.name in ("cf.br", "cf.cond_br", "cf.switch", "func.return"):
                    continue
                for a in it.args:
                    if a in defs:
                        pairs.append((defs[a], i))
                for x in it.results:
                    defs[x] = i
            if not pairs:
                continue
            d, u = r.choice(pairs)
            o = items.pop(u)
            items.insert(d, o)
            return kind
        if kind == "operand_count":
            c = [i for i in ops if items[i].name in INT_BIN + FLT_BIN]
            if not c:
                continue
            o = items[r.choice(c)]
            if r.random() < 0.6:
                o.args.pop()
                o.tys.pop()
            else:
                o.args.append(o.args[0])
                o.tys.append(o.tys[0])
            return kind
        if kind == "no_predicate":
            c = [i for i in ops if items[i].name == "arith.cmpi"]
            if not c:
                continue
            o = items[r.choice(c)]
            o.props = ""
            return kind
        if kind == "bad_callee":
            c = [i for i in ops if items[i].name == "func.call"]
            if not c:
                continue
            o = items[r.choice(c)]
            nmn = o.props.split("@", 1)[1]
            o.props = "callee = @%s" % r.choice([nmn + "_impl", "_Z3" + nmn + "v", nmn.split("_")[0], "llvm.memcpy_wrapper"])
            return kind
        if kind == "segment_sizes":
            c = [i for i in ops if items[i].name == "cf.cond_br"]
            if not c:
                continue
            o = items[r.choice(c)]
            a = o.props.rindex(">")
            nums = o.props[o.props.index("array<i32: ") + 11:a].split(", ")
            nums[1] = str(int(nums[1]) + r.choice([1, 2]))
            o.props = "operandSegmentSizes = array<i32: %s>" % ", ".join(nums)
            return kind
    return None


def gen_invalid(n, r, kinds=None):
    kinds = kinds or BUG_KINDS
    out = ["// reduced from a bug report; mlir-opt rejects this" if r.random() < 0.5 else
           "// frontend output, -mlir-print-op-generic",
           "module {"]
    ops = 1
    callees = []
    i = 0
    while ops < n - 10:
        fname = "%s_%d" % (r.choice(CFG_NAMES), i)
        i += 1
        f = CfgFunc(r, fname, min(r.randint(20, 120), max(20, n - ops)), callees[-6:], locp=0.15,
                    vec=r.random() < 0.5)
        kind = inject_bug(r, f, kinds)
        if kind is None:
            kind = inject_bug(r, f, ["type_mismatch", "undefined", "unknown_op"])
        f.render(out)
        ops += f.ops + 1
        callees.append(f.sig)
        if r.random() < 0.3:
            out.append("")
    out.append("}")
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------
# 5. firrtl_chisel_circuit
# --------------------------------------------------------------------------

SCALA = ["src/main/scala/rocket/RocketCore.scala", "src/main/scala/util/Queue.scala",
         "generators/boom/src/main/scala/exu/Rob.scala", "src/main/scala/chisel3/util/Decoupled.scala",
         "src/main/scala/Top.scala", "src/main/scala/uart/Tx.scala", "src/main/scala/alu/ALU.scala"]
SIG = ["io_in_valid", "io_in_ready", "io_in_bits_data", "io_out_valid", "io_out_bits_payload", "io_enq_bits",
       "io_deq_bits_tag", "io_req_bits_addr", "io_resp_bits_data_0", "io_flush", "io_stall", "io_irq_pending"]
ANNOS = ['{class = "firrtl.transforms.DontTouchAnnotation"}',
         '{class = "sifive.enterprise.firrtl.MarkDUTAnnotation"}',
         '{class = "freechips.rocketchip.util.SRAMAnnotation", depth = 64 : i64, width = 32 : i64}',
         '{class = "chisel3.experimental.EnumAnnotations$EnumDefAnnotation", definition = {IDLE = 0 : i64, BUSY = 1 : i64, DONE = 2 : i64}, typeName = "State"}',
         '{class = "firrtl.passes.InlineAnnotation"}',
         '{circuit = "", class = "sifive.enterprise.grandcentral.AugmentedBundleType", defName = "Probe", elements = [{description = "the \\22main\\22 bus", name = "bus", tpe = {class = "sifive.enterprise.grandcentral.AugmentedGroundType", id = 3 : i64}}]}',
         '{class = "firrtl.AttributeAnnotation", description = "(* keep = \\22true\\22 *)"}']


def uint(w):
    return "!firrtl.uint<%d>" % w


class FirrtlGen(Emitter):
    def __init__(self, r):
        super().__init__(r)
        self.mods = []
        self.mn = 0
        self.alias = r.random() < 0.5

    def sloc(self):
        r = self.r
        k = r.random()
        if k < 0.55:
            return ' loc("%s":%d:%d)' % (r.choice(SCALA), r.randint(10, 2500), r.randint(2, 120))
        if k < 0.70:
            return ' loc(fused["%s":%d:%d, "%s":%d:%d])' % (r.choice(SCALA), r.randint(1, 900), r.randint(2, 80),
                                                         r.choice(SCALA), r.randint(1, 900), r.randint(2, 80))
        if k < 0.78:
            return " loc(unknown)"
        return ""

    def module(self, budget, top=False):
        r = self.r
        nm = Names()
        name = "Top" if top else "%s%s" % (r.choice(["Queue", "ALU", "RegFile", "Arbiter", "Decoder", "TxFsm",
                                                     "ShiftReg", "Counter", "Rob", "Lsu"]),
                                           "_%d" % self.mn if self.mn else "")
        self.mn += 1
        ports = [("clock", "!firrtl.clock", False), ("reset", "!firrtl.uint<1>" if r.random() < 0.7 else "!firrtl.asyncreset", False)]
        for s in r.sample(SIG, r.randint(2, 6)):
            w = r.choice([1, 1, 4, 8, 8, 16, 32, 64])
            ports.append((s, uint(w) if r.random() < 0.85 else "!firrtl.sint<%d>" % max(2, w), "out" in s or "resp" in s or "deq" in s))
        ports.sort(key=lambda p: p[2])
        pnames = []
        for p, t, o in ports:
            pnames.append(nm.hint(p))
        # values by type; sinks (outputs, wires, regs)
        vals = {}
        sinks = []
        for (p, t, o), v in zip(ports, pnames):
            if o:
                sinks.append((v, t))
            else:
                vals.setdefault(t, []).append(v)
        reset_t = ports[1][1]
        ind = "    "
        body = []
        self.out, saved = body, self.out
        start = self.ops
        consts = {}

        def const(w, v, signed=False):
            key = (w, v, signed)
            if key in consts:
                return consts[key]
            t = "!firrtl.sint<%d>" % w if signed else uint(w)
            x = nm.hint("c%d_%s%d" % (v, "si" if signed else "ui", w)) if r.random() < 0.8 else nm.num()
            self.emit(ind, '%s = "firrtl.constant"() <{value = %d : %s%d}> : () -> %s%s' % (
                x, v, "si" if signed else "ui", w, t, self.sloc()))
            consts[key] = x
            vals.setdefault(t, []).append(x)
            return x

        def width(t):
            return int(t[t.index("<") + 1:-1])

        def pick_u(minw=1):
            cands = [t for t in vals if t.startswith("!firrtl.uint<") and width(t) >= minw]
            if not cands:
                t = uint(r.choice([1, 8, 16]))
                return const(width(t), r.randint(0, 1)), t
            t = r.choice(cands)
            return r.choice(vals[t][-5:]), t

        def gen_name():
            return r.choice(["_GEN_%d" % r.randint(0, 999), "_T_%d" % r.randint(0, 400), "_%s_T" % r.choice(SIG),
                             "%s_REG" % r.choice(SIG), "_io_out_bits_T_%d" % r.randint(0, 30),
                             "_state_machine_next_state_value_after_reset_and_enable_%d" % r.randint(0, 9)])

        # wires and registers first, as Chisel emits them
        for _ in range(r.randint(1, 4)):
            w = r.choice([1, 4, 8, 16, 32])
            t = uint(w)
            x = nm.hint(r.choice(["state", "count", "buf", "valid_reg", "ptr", "data_q"]))
            k = r.random()
            annos = "[%s]" % r.choice(ANNOS) if r.random() < 0.2 else "[]"
            if k < 0.4:
                self.emit(ind, '%s = "firrtl.wire"() <{annotations = %s, name = "%s", nameKind = #firrtl<name_kind interesting_name>}> : () -> %s%s' % (
                    x, annos, x[1:], t, self.sloc()))
            elif k < 0.7 and reset_t == "!firrtl.uint<1>":
                c = const(w, 0)
                self.emit(ind, '%s = "firrtl.regreset"(%s, %s, %s) <{annotations = %s, name = "%s", nameKind = #firrtl<name_kind interesting_name>}> : (!firrtl.clock, %s, %s) -> %s%s' % (
                    x, pnames[0], pnames[1], c, annos, x[1:], reset_t, t, t, self.sloc()))
            else:
                self.emit(ind, '%s = "firrtl.reg"(%s) <{annotations = %s, name = "%s", nameKind = #firrtl<name_kind interesting_name>}> : (!firrtl.clock) -> %s%s' % (
                    x, pnames[0], annos, x[1:], t, self.sloc()))
            sinks.append((x, t))
            vals.setdefault(t, []).append(x)
        if r.random() < 0.3:
            bt = "!io_bundle" if self.alias else "!firrtl.bundle<valid: uint<1>, ready flip: uint<1>, bits: vector<uint<8>, 4>>"
            b = nm.hint("io_bundle")
            self.emit(ind, '%s = "firrtl.wire"() <{name = "io_bundle", nameKind = #firrtl<name_kind droppable_name>}> : () -> %s' % (b, bt))
            f0 = nm.num()
            self.emit(ind, '%s = "firrtl.subfield"(%s) <{fieldIndex = 0 : i32}> : (%s) -> !firrtl.uint<1>' % (f0, b, bt))
            vals.setdefault(uint(1), []).append(f0)
            f2 = nm.num()
            self.emit(ind, '%s = "firrtl.subfield"(%s) <{fieldIndex = 2 : i32}> : (%s) -> !firrtl.vector<uint<8>, 4>' % (f2, b, bt))
            e = nm.num()
            self.emit(ind, '%s = "firrtl.subindex"(%s) <{index = %d : i32}> : (!firrtl.vector<uint<8>, 4>) -> !firrtl.uint<8>' % (
                e, f2, r.randint(0, 3)))
            vals.setdefault(uint(8), []).append(e)
        # instances of earlier modules
        if self.mods and r.random() < 0.6:
            sub, sports = r.choice(self.mods)
            inst = nm.hint(sub.lower() if sub[0].isalpha() else "inst")
            res = [nm.hint("%s_%s" % (inst[1:], p)) for p, t, o in sports]
            self.emit(ind, '%s = "firrtl.instance"() <{annotations = [], layers = [], moduleName = @%s, name = "%s", nameKind = #firrtl<name_kind interesting_name>, '
                           'portAnnotations = [], portDirections = array<i1: %s>, portNames = [%s]}> : () -> (%s)%s' % (
                               ", ".join(res), sub, inst[1:], ", ".join("true" if o else "false" for p, t, o in sports),
                               ", ".join('"%s"' % p for p, t, o in sports), ", ".join(t for p, t, o in sports), self.sloc()))
            for (p, t, o), v in zip(sports, res):
                if o:
                    vals.setdefault(t, []).append(v)
                else:
                    sinks.append((v, t))
            self.emit(ind, '"firrtl.matchingconnect"(%s, %s) : (!firrtl.clock, !firrtl.clock) -> ()' % (res[0], pnames[0]))
            vals.setdefault("!firrtl.clock", [])
            if sports[1][1] == reset_t:
                self.emit(ind, '"firrtl.matchingconnect"(%s, %s) : (%s, %s) -> ()' % (res[1], pnames[1], reset_t, reset_t))
        while self.ops - start < budget - 1:
            k = r.random()
            if k < 0.32:
                a, ta = pick_u()
                same = vals[ta]
                b = r.choice(same)
                wa = width(ta)
                opn = r.choice(["add", "sub", "and", "or", "xor", "mul", "cat", "eq", "neq", "lt", "geq"])
                if opn in ("add", "sub"):
                    rt = uint(wa + 1)
                elif opn in ("mul", "cat"):
                    rt = uint(min(2 * wa, 128))
                    if 2 * wa > 128:
                        opn = "xor"
                        rt = ta
                elif opn in ("eq", "neq", "lt", "geq"):
                    rt = uint(1)
                else:
                    rt = ta
                x = nm.hint(gen_name()) if r.random() < 0.3 else nm.num()
                self.emit(ind, '%s = "firrtl.%s"(%s, %s) : (%s, %s) -> %s%s' % (x, opn, a, b, ta, ta, rt, self.sloc()))
                vals.setdefault(rt, []).append(x)
            elif k < 0.45:
                a, ta = pick_u(2)
                wa = width(ta)
                hi = r.randint(0, wa - 1)
                lo = r.randint(0, hi)
                x = nm.num()
                rt = uint(hi - lo + 1)
                self.emit(ind, '%s = "firrtl.bits"(%s) <{hi = %d : i32, lo = %d : i32}> : (%s) -> %s%s' % (
                    x, a, hi, lo, ta, rt, self.sloc()))
                vals.setdefault(rt, []).append(x)
            elif k < 0.55:
                s, _ = pick_u()
                if uint(1) in vals:
                    s = r.choice(vals[uint(1)])
                else:
                    s = const(1, 1)
                a, ta = pick_u()
                b = r.choice(vals[ta])
                x = nm.num()
                self.emit(ind, '%s = "firrtl.mux"(%s, %s, %s) : (!firrtl.uint<1>, %s, %s) -> %s%s' % (
                    x, s, a, b, ta, ta, ta, self.sloc()))
                vals[ta].append(x)
            elif k < 0.62:
                a, ta = pick_u()
                x = nm.hint(gen_name())
                self.emit(ind, '%s = "firrtl.node"(%s) <{annotations = [], name = "%s", nameKind = #firrtl<name_kind droppable_name>}> : (%s) -> %s%s' % (
                    x, a, x[1:], ta, ta, self.sloc()))
                vals[ta].append(x)
            elif k < 0.80 and sinks:
                dst, td = r.choice(sinks)
                if td in vals and vals[td]:
                    src = r.choice(vals[td])
                elif td.startswith("!firrtl.uint"):
                    src = const(width(td), r.randint(0, 1))
                else:
                    continue
                if src == dst:
                    continue
                self.emit(ind, '"firrtl.%s"(%s, %s) : (%s, %s) -> ()%s' % (
                    r.choice(["matchingconnect", "matchingconnect", "connect"]), dst, src, td, td, self.sloc()))
            elif k < 0.88 and sinks:
                c = r.choice(vals[uint(1)]) if vals.get(uint(1)) else const(1, 1)
                # sources are chosen (and constants materialized) before the region opens
                regions = []
                for blk in range(2 if r.random() < 0.5 else 1):
                    conns = []
                    for _ in range(r.randint(1, 3)):
                        dst, td = r.choice(sinks)
                        if td.startswith("!firrtl.uint"):
                            src = r.choice(vals[td]) if vals.get(td) else const(width(td), r.randint(0, 1))
                            if src != dst:
                                conns.append((dst, src, td))
                    regions.append(conns)
                self.emit(ind, '"firrtl.when"(%s) ({' % c)
                for bi, conns in enumerate(regions):
                    if bi:
                        self.raw(ind + "}, {")
                    for dst, src, td in conns:
                        self.emit(ind + "  ", '"firrtl.matchingconnect"(%s, %s) : (%s, %s) -> ()%s' % (
                            dst, src, td, td, self.sloc()))
                if len(regions) == 1 and r.random() < 0.7:
                    self.raw(ind + "}, {")
                self.raw(ind + "}) : (!firrtl.uint<1>) -> ()")
            elif k < 0.93:
                a, ta = pick_u()
                en = r.choice(vals[uint(1)]) if vals.get(uint(1)) else const(1, 1)
                fmt = r.choice(["cycle %%d: %s = %%x\\0A" % r.choice(SIG), "[%s] \\22%%d\\22 retired\\0A" % name,
                                "ERROR:\\09unexpected state %d\\0A"])
                nargs = fmt.count("%d") + fmt.count("%x")
                args = [a] * nargs
                self.emit(ind, '"firrtl.printf"(%s) <{formatString = "%s", name = "printf_%d"}> : (%s) -> ()%s' % (
                    ", ".join([pnames[0], en] + args), fmt, r.randint(0, 99), ", ".join(["!firrtl.clock", uint(1)] + [ta] * nargs), self.sloc()))
            elif k < 0.97:
                p = r.choice(vals[uint(1)]) if vals.get(uint(1)) else const(1, 1)
                en = const(1, 1)
                self.emit(ind, '"firrtl.assert"(%s, %s, %s) <{eventControl = 0 : i32, isConcurrent = true, message = "Assertion failed: %s\\0A    at %s:%d assert(!(io.enq.valid && full))\\0A", name = "assert_%d"}> : (!firrtl.clock, !firrtl.uint<1>, !firrtl.uint<1>) -> ()%s' % (
                    pnames[0], p, en, r.choice(["queue overflow", "illegal opcode \\22%s\\22" % name, "x must be <= 8"]),
                    r.choice(SCALA).split("/")[-1], r.randint(10, 900), r.randint(0, 50), self.sloc()))
            else:
                self.emit(ind, '"sv.verbatim"() <{format_string = "// synopsys translate_off\\0A`ifdef RANDOMIZE_REG_INIT\\0A  initial begin\\0A    #`RANDOMIZE_DELAY begin end\\0A  end\\0A`endif // RANDOMIZE_REG_INIT\\0A// synopsys translate_on", symbols = []}> : () -> ()')
        self.out = saved
        pl = ", ".join(self.sloc().strip() or "loc(unknown)" for _ in ports)
        pann = ", ".join("[%s]" % r.choice(ANNOS) if r.random() < 0.1 else "[]" for _ in ports)
        attrs = ("annotations = [%s], convention = #firrtl<convention %s>, layers = [], portAnnotations = [%s], "
                 "portDirections = array<i1: %s>, portLocations = [%s], portNames = [%s], portSymbols = [], "
                 "portTypes = [%s], sym_name = \"%s\"") % (
                     ", ".join(r.sample(ANNOS, r.randint(0, 2))), "scalarized" if top else r.choice(["internal", "scalarized"]),
                     pann, ", ".join("true" if o else "false" for p, t, o in ports), pl,
                     ", ".join('"%s"' % p for p, t, o in ports), ", ".join(t for p, t, o in ports), name)
        if r.random() < 0.5:
            self.emit("    ", '"firrtl.module"() <{%s}> ({' % attrs)
        else:
            # dictionary split over lines the way a person would re-indent a long dump
            self.emit("    ", '"firrtl.module"() <{\n      %s\n    }> ({' % attrs.replace(", port", ",\n      port"))
        self.raw("    ^bb0(%s):" % ", ".join(
            "%s: %s%s" % (v, t, self.sloc() if r.random() < 0.5 else "") for (p, t, o), v in zip(ports, pnames)))
        self.out.extend(body)
        self.raw("    }) : () -> ()%s" % self.sloc())
        self.mods.append((name, ports))


def gen_firrtl(n, r):
    g = FirrtlGen(r)
    g.raw("// Generated by CIRCT firtool-1.%d.0" % r.randint(60, 120))
    if g.alias:
        g.raw("!io_bundle = !firrtl.bundle<valid: uint<1>, ready flip: uint<1>, bits: vector<uint<8>, 4>>")
    g.raw("module {")
    annos = ", ".join(r.sample(ANNOS, 2))
    g.emit("  ", '"firrtl.circuit"() <{annotations = [%s], enable_layers = [], name = "Top"}> ({' % annos)
    g.ops += 1
    while g.ops < n - 40:
        g.module(min(r.randint(20, 200), max(20, n - g.ops - 30)))
    g.module(min(r.randint(20, 200), max(20, n - g.ops)), top=True)
    g.raw("  }) : () -> ()")
    g.raw("}")
    return "\n".join(g.out) + "\n"


# --------------------------------------------------------------------------
# 6. student_exercises
# --------------------------------------------------------------------------

STUDENT_COMMENTS = ["TODO: handle overflow?", "compute the sum", "this is the loop counter", "not sure if this is right",
                    "Exercise 2b", "returns max(a, b)", "step 1: constants", "FIXME the TA said to use scf.while here",
                    "accumulate", "cast index -> i32", "see lecture 4, slide 12", "base case", "b*b - 4*a*c",
                    "swap", "done!", "this works now", "copied from the toy tutorial (ch. 2)", "why does this need a type?"]


class StudentNames:
    def __init__(self, r):
        self.r = r
        self.used = set()

    def get(self, base):
        r = self.r
        s = "%" + base
        k = 1
        while s in self.used:
            s = "%%%s%s" % (base, r.choice(["_%d" % (k + 1), str(k + 1), "_new" if k == 1 else "_%d" % k]))
            k += 1
        self.used.add(s)
        return s


class StudentGen(Emitter):
    def __init__(self, r):
        super().__init__(r)
        self.fn = 0
        self.aliases = r.random() < 0.6

    # ---- formatting -----------------------------------------------------------
    def new_style(self):
        r = self.r
        self.unit = r.choice(["  ", "  ", "    ", "\t", "   "])
        self.props = r.random() < 0.4
        self.sp_in = r.random() < 0.25
        self.comma = r.choice([", ", ", ", ", ", ",", " , "])
        self.colon = r.choice([" : ", " : ", ": ", "  :  ", " :"])
        self.gap = r.choice(["", "", "", " "])
        self.arrow = r.choice([" -> ", " -> ", "->", " ->  "])
        self.eq = r.choice([" = ", " = ", " = ", "  =  ", "= "])

    def ind(self, depth):
        r = self.r
        s = self.unit * depth
        if r.random() < 0.08:
            s = r.choice(["", " ", "\t", "  "]) + s
        return s

    def attr(self, body):
        if not body:
            return ""
        return (" <{%s}>" if self.props else " {%s}") % body

    def line(self, depth, res, name, args, attr, tys, rtys, tail=""):
        r = self.r
        ind = self.ind(depth)
        lp, rp = ("( ", " )") if self.sp_in and args else ("(", ")")
        head = "%s%s" % (ind, (res + self.eq) if res else "")
        head += '"%s"%s' % (name, self.gap)
        tsig = "(%s)%s%s" % (self.comma.join(tys), self.arrow, rtype(rtys) if rtys else "()")
        cmt = ""
        if r.random() < 0.12:
            cmt = "  // " + r.choice(STUDENT_COMMENTS)
        if len(args) >= 2 and r.random() < 0.18:
            # break the operand list at commas over 2-4 lines
            col = " " * (len(head.expandtabs(4)) + len(lp)) if r.random() < 0.6 else ind + self.unit * 2
            parts = []
            cuts = sorted(r.sample(range(1, len(args)), min(len(args) - 1, r.randint(1, 3))))
            prev = 0
            for c in cuts + [len(args)]:
                parts.append(", ".join(args[prev:c]))
                prev = c
            first = head + lp + parts[0] + ","
            if r.random() < 0.3:
                first += "  // " + r.choice(STUDENT_COMMENTS)
            lines = [first]
            for p in parts[1:-1]:
                lines.append(col + p + ",")
            lines.append(col + parts[-1] + rp + attr + self.colon + tsig + tail + cmt)
            self.out.append("\n".join(lines))
        elif len(tys) >= 3 and r.random() < 0.15:
            self.out.append(head + lp + self.comma.join(args) + rp + attr + self.colon.rstrip() + "\n" +
                            ind + self.unit * 2 + tsig + tail + cmt)
        else:
            self.out.append(head + lp + self.comma.join(args) + rp + attr + self.colon + tsig + tail + cmt)
        self.ops += 1

    def maybe_noise(self, depth):
        r = self.r
        k = r.random()
        if k < 0.07:
            self.out.append("")
        elif k < 0.14:
            self.out.append(self.ind(depth) + "// " + r.choice(STUDENT_COMMENTS))
        elif k < 0.16:
            self.out.append(self.ind(depth) + "//%s = \"arith.addi\"(%%a, %%b) : (i32, i32) -> i32   <- old version" % "%old")

    # ---- pieces -----------------------------------------------------------------
    def const(self, depth, base, v, ty):
        x = self.nm.get(base)
        lit = ("%s : %s" % (self.fl(v), ty)) if ty.startswith("f") else "%d : %s" % (v, ty)
        self.line(depth, x, "arith.constant", [], self.attr("value = " + lit), [], [ty])
        self.scope.setdefault(ty, []).append(x)
        return x

    def fl(self, v):
        r = self.r
        k = r.random()
        if k < 0.5:
            return fmt_f(v)
        if k < 0.8:
            return repr(float(v))
        return "%.2f" % v

    def get(self, ty, depth=1):
        v = self.scope.get(ty)
        if v:
            return self.r.choice(v[-4:])
        if ty == "index":
            return self.const(depth, "c%d" % self.r.choice([0, 1, 10]), self.r.choice([0, 1, 10]), "index")
        if ty in ("f32", "f64"):
            return self.const(depth, "two", 2.0, ty)
        return self.const(depth, "one", 1, ty)

    def snippet(self, depth):
        r = self.r
        nm = self.nm
        k = r.random()
        if k < 0.18:
            a, b = self.get("i32"), self.get("i32")
            opn, base = r.choice([("arith.addi", "sum"), ("arith.subi", "diff"), ("arith.muli", "prod"),
                                  ("arith.divsi", "quot"), ("arith.remsi", "rem"), ("arith.muli", "sq")])
            x = nm.get(base)
            self.line(depth, x, opn, [a, b], "", ["i32", "i32"], ["i32"])
            self.scope["i32"].append(x)
        elif k < 0.30:
            a, b = self.get("i32"), self.get("i32")
            c = nm.get(r.choice(["cond", "is_bigger", "cmp", "gt"]))
            self.line(depth, c, "arith.cmpi", [a, b], self.attr("predicate = %d%s" % (r.choice([2, 4, 8, 0]), r.choice(["", " : i64"]))),
                      ["i32", "i32"], ["i1"])
            m = nm.get(r.choice(["max", "m", "result", "best"]))
            self.line(depth, m, "arith.select", [c, a, b], "", ["i1", "i32", "i32"], ["i32"])
            self.scope.setdefault("i1", []).append(c)
            self.scope["i32"].append(m)
        elif k < 0.44:
            a = self.get("f32")
            b = self.get("f32")
            sq = nm.get(r.choice(["b2", "sq", "t"]))
            self.line(depth, sq, "arith.mulf", [a, a], "", ["f32", "f32"], ["f32"])
            four = self.const(depth, "four", 4.0, "f32")
            p = nm.get("prod")
            self.line(depth, p, "arith.mulf", [four, b], "", ["f32", "f32"], ["f32"])
            d = nm.get(r.choice(["disc", "d", "delta"]))
            self.line(depth, d, "arith.subf", [sq, p], self.attr("fastmath = #arith.fastmath<none>") if r.random() < 0.3 else "",
                      ["f32", "f32"], ["f32"])
            s = nm.get("root")
            self.line(depth, s, r.choice(["math.sqrt", "math.absf", "math.exp"]), [d], "", ["f32"], ["f32"])
            self.scope["f32"] += [sq, d, s]
        elif k < 0.58:
            # sum of squares with scf.for
            lo = self.get("index")
            hi = self.get("index")
            st = self.const(depth, "step", 1, "index") if r.random() < 0.5 else self.get("index")
            init = self.get("i32")
            res = nm.get(r.choice(["total", "sum", "acc_final"]))
            iv, acc = nm.get(r.choice(["i", "iv", "k"])), nm.get("acc")
            ind = self.ind(depth)
            self.out.append('%s%s%s"scf.for"%s(%s) ({%s' % (ind, res, self.eq, self.gap, self.comma.join([lo, hi, st, init]),
                                                         "  // " + r.choice(STUDENT_COMMENTS) if r.random() < 0.2 else ""))
            self.ops += 1
            self.out.append("%s^bb0(%s : index, %s : i32):" % (self.ind(depth), iv, acc) if r.random() < 0.5 else
                            "%s^bb0(%s: index, %s: i32):" % (self.ind(depth + 1), iv, acc))
            ii = nm.get("i_i32")
            self.line(depth + 1, ii, "arith.index_cast", [iv], "", ["index"], ["i32"])
            sq = nm.get("sq")
            self.line(depth + 1, sq, "arith.muli", [ii, ii], "", ["i32", "i32"], ["i32"])
            nx = nm.get("next")
            self.line(depth + 1, nx, "arith.addi", [acc, sq], "", ["i32", "i32"], ["i32"])
            self.maybe_noise(depth + 1)
            self.line(depth + 1, None, "scf.yield", [nx], "", ["i32"], [])
            self.out.append("%s})%s(index, index, index, i32)%si32" % (ind, self.colon, self.arrow))
            self.scope["i32"].append(res)
        elif k < 0.68:
            c = self.scope.get("i1")
            if not c:
                a, b = self.get("i32"), self.get("i32")
                cc = nm.get("cond")
                self.line(depth, cc, "arith.cmpi", [a, b], self.attr("predicate = 4 : i64"), ["i32", "i32"], ["i1"])
                self.scope.setdefault("i1", []).append(cc)
                c = [cc]
            c = r.choice(c)
            a, b = self.get("i32"), self.get("i32")
            res = nm.get(r.choice(["r", "picked", "abs"]))
            ind = self.ind(depth)
            self.out.append('%s%s%s"scf.if"(%s) ({' % (ind, res, self.eq, c))
            self.ops += 1
            t = nm.get("t")
            self.line(depth + 1, t, "arith.subi", [a, b], "", ["i32", "i32"], ["i32"])
            self.line(depth + 1, None, "scf.yield", [t], "", ["i32"], [])
            self.out.append(ind + "}, {" if r.random() < 0.7 else ind + "},\n" + ind + "{")
            self.maybe_noise(depth + 1)
            self.line(depth + 1, None, "scf.yield", [b], "", ["i32"], [])
            self.out.append("%s})%s(i1)%si32" % (ind, self.colon, self.arrow))
            self.scope["i32"].append(res)
        elif k < 0.76:
            # gcd with scf.while
            a, b = self.get("i32"), self.get("i32")
            zero = self.const(depth, "zero", 0, "i32")
            res = nm.get("gcd")
            ind = self.ind(depth)
            self.out.append('%s%s:2%s"scf.while"(%s) ({' % (ind, res, self.eq, self.comma.join([a, b])))
            self.ops += 1
            x, y = nm.get("x"), nm.get("y")
            self.out.append("%s^bb0(%s: i32, %s: i32):  // before" % (ind, x, y))
            c = nm.get("ne")
            self.line(depth + 1, c, "arith.cmpi", [y, zero], self.attr("predicate = 1 : i64"), ["i32", "i32"], ["i1"])
            self.line(depth + 1, None, "scf.condition", [c, x, y], "", ["i1", "i32", "i32"], [])
            self.out.append(ind + "}, {")
            x2, y2 = nm.get("x"), nm.get("y")
            self.out.append("%s^bb0(%s: i32, %s: i32):  // after" % (ind, x2, y2))
            m = nm.get("m")
            self.line(depth + 1, m, "arith.remui", [x2, y2], "", ["i32", "i32"], ["i32"])
            self.line(depth + 1, None, "scf.yield", [y2, m], "", ["i32", "i32"], [])
            self.out.append("%s})%s(i32, i32)%s(i32, i32)" % (ind, self.colon, self.arrow))
            self.scope["i32"].append(res + "#0")
        elif k < 0.84:
            # fill an array, read one element back
            arr = nm.get(r.choice(["arr", "buf", "a"]))
            at = "!Array10" if self.aliases and r.random() < 0.7 else "memref<10xi32>"
            self.line(depth, arr, "memref.alloca", [], self.attr("operandSegmentSizes = array<i32: 0, 0>"), [], [at])
            c0 = self.const(depth, "c0", 0, "index")
            c10 = self.const(depth, "c10", 10, "index")
            c1 = self.const(depth, "c1", 1, "index")
            ind = self.ind(depth)
            self.out.append('%s"scf.for"(%s) ({' % (ind, self.comma.join([c0, c10, c1])))
            self.ops += 1
            iv = nm.get("i")
            self.out.append("%s^bb0(%s: index):" % (ind, iv))
            v = nm.get("v")
            self.line(depth + 1, v, "arith.index_cast", [iv], "", ["index"], ["i32"])
            self.line(depth + 1, None, "memref.store", [v, arr, iv], "", ["i32", at, "index"], [])
            self.line(depth + 1, None, "scf.yield", [], "", [], [])
            self.out.append("%s})%s(index, index, index)%s()" % (ind, self.colon, self.arrow))
            e = nm.get("elem")
            self.line(depth, e, "memref.load", [arr, c1], "", [at if r.random() < 0.5 else "memref<10xi32>", "index"], ["i32"])
            self.scope["i32"].append(e)
        elif k < 0.94:
            # the Toy tutorial
            rows, cols = r.choice([(2, 3), (3, 2), (2, 2), (1, 6)])
            vals = "[%s]" % ", ".join("[%s]" % ", ".join("%.1f" % (r.randint(1, 9)) for _ in range(cols)) for _ in range(rows))
            t = "tensor<%dx%dxf64>" % (rows, cols)
            if self.aliases and r.random() < 0.7:
                t = "!Mat%dx%d" % (rows, cols)
            a = nm.get(r.choice(["a", "t0", "lhs"]))
            self.line(depth, a, "toy.constant", [], " {value = dense<%s> : %s}" % (vals, t), [], [t])
            b = nm.get("b")
            self.line(depth, b, "toy.transpose", [a], " {inplace = false}" if r.random() < 0.2 else "", [t], ["tensor<*xf64>"])
            c = nm.get("c")
            self.line(depth, c, "toy.mul", [b, b], "", ["tensor<*xf64>", "tensor<*xf64>"], ["tensor<*xf64>"])
            if r.random() < 0.5:
                d = nm.get("d")
                self.line(depth, d, "toy.reshape", [c], "", ["tensor<*xf64>"], ["tensor<%dx%dxf64>" % (cols, rows)])
            self.line(depth, None, "toy.print", [c], "", ["tensor<*xf64>"], [])
        else:
            x = self.get("f32")
            i = self.get("i32")
            f = nm.get("f")
            self.line(depth, f, "arith.sitofp", [i], "", ["i32"], ["f32"])
            s = nm.get("scaled")
            self.line(depth, s, "arith.mulf", [f, x], "", ["f32", "f32"], ["f32"])
            back = nm.get("back")
            self.line(depth, back, "arith.fptosi", [s], "", ["f32"], ["i32"])
            self.scope["f32"] += [f, s]
            self.scope["i32"].append(back)

    def func(self, budget):
        r = self.r
        self.new_style()
        self.nm = nm = StudentNames(r)
        self.scope = {"i32": [], "f32": [], "index": []}
        params = []
        for base, ty in r.sample([("a", "i32"), ("b", "i32"), ("x", "f32"), ("n", "index"), ("y", "f32"),
                                  ("count", "i32")], r.randint(1, 4)):
            nmx = nm.get(base)
            params.append((nmx, ty))
            self.scope[ty].append(nmx)
        rt = r.choice(["i32", "i32", "f32", None])
        name = r.choice(["sum_of_squares", "max3", "gcd", "quadratic", "fill_array", "toy_main", "exercise",
                         "my_func", "test", "compute", "foo"]) + "_%d" % self.fn
        self.fn += 1
        if r.random() < 0.6:
            self.out.append("")
        if r.random() < 0.5:
            self.out.append("// " + r.choice(["Exercise %d: %s" % (self.fn, name), "Homework %d" % r.randint(1, 9),
                                              r.choice(STUDENT_COMMENTS)]))
        ps = r.choice([", ", ",", " , "]).join("%s%s%s" % (p, r.choice([": ", " : ", ":"]), t) for p, t in params)
        if r.random() < 0.2:
            ps = " " + ps + " "
        self.out.append("func.func %s@%s(%s)%s {" % ("private " if r.random() < 0.1 else "", name, ps,
                                                   (" -> " + rt) if rt else ""))
        self.ops += 1
        start = self.ops
        while self.ops - start < budget - 1:
            self.maybe_noise(1)
            self.snippet(1)
        if rt:
            v = self.get(rt)
            if r.random() < 0.5:
                self.out.append("%sreturn %s : %s%s" % (self.ind(1), v, rt, "  // " + r.choice(STUDENT_COMMENTS) if r.random() < 0.2 else ""))
                self.ops += 1
            else:
                self.line(1, None, "func.return", [v], "", [rt], [])
        else:
            if r.random() < 0.5:
                self.out.append(self.ind(1) + "return")
                self.ops += 1
            else:
                self.line(1, None, "func.return", [], "", [], [])
        self.out.append("}")


def gen_student(n, r):
    g = StudentGen(r)
    g.out.append("// " + r.choice(["CS 6120 - MLIR lab", "Compilers homework 3 (MLIR)", "my first MLIR file",
                                   "playing with the generic op syntax"]))
    if g.aliases:
        g.out.append("")
        g.out.append("// type shorthands")
        for rows, cols in [(2, 3), (3, 2), (2, 2), (1, 6), (6, 1)]:
            g.out.append("!Mat%dx%d = tensor<%dx%dxf64>" % (rows, cols, rows, cols))
        g.out.append("!Array10 = memref<10xi32>")
    g.ops = 1
    wrapped = r.random() < 0.5
    if wrapped:
        g.out.append("module {")
    while g.ops < n - 10:
        g.func(min(r.randint(20, 70), max(20, n - g.ops)))
    if wrapped:
        g.out.append("}")
    return "\n".join(g.out) + "\n"


# --------------------------------------------------------------------------
# interface
# --------------------------------------------------------------------------

_GENERATORS = {
    "graph_import_weights": gen_graph_import,
    "affine_scf_tiling": gen_affine,
    "gpu_outlined_kernels": gen_gpu,
    "iree_flow_dispatch": gen_iree,
    "firrtl_chisel_circuit": gen_firrtl,
    "student_exercises": gen_student,
    "cfg_branchy_blocks": gen_cfg,
    "frontend_bug_reports": gen_invalid,
}


def generate(cls: str, n: int, seed: int) -> str:
    """About n operations of class cls as one MLIR file; deterministic in (cls, n, seed)."""
    if cls not in _GENERATORS:
        raise ValueError("unknown class %r (known: %s)" % (cls, ", ".join(CLASSES)))
    n = max(int(n), 30)
    r = random.Random(zlib.crc32(cls.encode()) * 1000003 + int(seed))
    return _GENERATORS[cls](n, r)


def _run_mlir_opt(text):
    fd, path = tempfile.mkstemp(suffix=".mlir", prefix="heldout53_")
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(text)
        p = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", path, "-o", os.devnull],
                           capture_output=True, text=True)
        err = ""
        for line in p.stderr.splitlines():
            if "error" in line:
                err = line.replace(path, "FILE")
                break
        return p.returncode, err
    finally:
        os.unlink(path)


def _check(ops):
    bad = 0
    print("%-24s %5s %8s %8s %6s %7s  %s" % ("class", "seed", "expected", "actual", "lines", "gen_s", "first error"))
    for cls in CLASSES:
        for seed in (1, 2):
            t0 = time.time()
            text = generate(cls, ops, seed)
            dt = time.time() - t0
            rc, err = _run_mlir_opt(text)
            ok = rc == EXPECTED[cls]
            bad += not ok
            print("%-24s %5d %8d %8d %6d %7.2f  %s%s" % (cls, seed, EXPECTED[cls], rc, text.count("\n"), dt,
                                                    "" if ok else "MISMATCH ", err[:160]))
            sys.stdout.flush()
    return 1 if bad else 0


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description="heldout53 MLIR benchmark generator")
    ap.add_argument("cls", nargs="?", help="class name (see --list)")
    ap.add_argument("n", nargs="?", type=int, help="about how many operations")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--list", action="store_true", help="print the class names")
    ap.add_argument("--check", action="store_true", help="run mlir-opt 22 on every class (seeds 1 and 2)")
    ap.add_argument("--ops", type=int, default=2000, help="ops per file for --check")
    a = ap.parse_args(argv)
    if a.list:
        print("\n".join(CLASSES))
        return 0
    if a.check:
        return _check(a.ops)
    if a.cls is None or a.n is None:
        ap.print_usage(sys.stderr)
        return 2
    sys.stdout.write(generate(a.cls, a.n, a.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
