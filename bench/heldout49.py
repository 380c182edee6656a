#!/usr/bin/env python3
"""Held-out benchmark input generator #49: large MLIR files in the generic op form.

Written blind (without looking at toyir's sources, tests or other benchmarks); the only oracle
is LLVM's ``mlir-opt`` 22, run as ``mlir-opt --allow-unregistered-dialect``.  Every op is
written in MLIR's generic form (``%r = "d.op"(%a) <{props}> ({regions}) {attrs} : (..) -> ..
loc(..)``) except ``func.func``, ``module``/``builtin.module`` and ``return``/``func.return``,
which some classes write in their custom form.  Registered ops (arith, cf, scf, tensor, math,
func, test.broadcastable) are only used exactly right; everything else is in dialects that
mlir-opt 22 does not register (tfl, torch, stablehlo, onnx, mhlo, tf_executor, tt, ...).

Usage::

    python bench/heldout49.py CLASS N [--seed S]   # about N ops of CLASS on stdout
    python bench/heldout49.py --list               # class names
    python bench/heldout49.py --check [--ops N]    # generate each class, run mlir-opt 22 on it

Classes (what each models, and from what real source):

tfl_monolith
    A whole transformer encoder exported by the TensorFlow Lite converter (tf_tfl_translate /
    ``tf.lite.TFLiteConverter`` with ``--mlir-print-debuginfo``): ONE ``func.func @main`` holding
    all N ops, ``module attributes {tf.versions = .., tfl.schema_version = 3}``, tf_saved_model
    argument attributes, ``arith.constant``/``tfl.pseudo_const`` weights elided to
    ``dense_resource<__elided__>``, hybrid-quantized weights with ``!quant.uniform`` element types,
    ``%r:3`` splits, properties ``<{fused_activation_function = "NONE"}>``, and every op carrying
    ``loc(#locN)`` whose aliases (names, ``"name"("file.py":L:0)``, ``fused[..]``,
    ``callsite(#a at #b)``) follow the module, as mlir-opt prints them.
torch_many_funcs
    torch-mlir FX-importer output (``torch-mlir-opt`` / ``torch.export`` to MLIR): a module of
    many small functions over ``!torch.vtensor<[2,?],f32>`` and ``!torch.int`` values,
    ``torch.constant.*`` ops named ``%int1``, ``%int-1``, ``%float1.000000e-05``, ``%true``, ``%none``,
    ``torch.vtensor.literal`` weights as ``dense_resource<torch_tensor_..>``, ``func.call``
    between the functions, private declarations, and ``#loc`` aliases defined at the TOP of the
    file (as older printers and torch-mlir dumps have them).
generic_debuginfo
    Exactly what ``mlir-opt --mlir-print-op-generic --mlir-print-debuginfo`` writes (cf. the
    generic-debuginfo renderings of upstream mlir/test files): ``"builtin.module"() ({..})``,
    ``"func.func"() <{function_type = .., sym_name = ..}> ({ ^bb0(%arg0: i32 loc("x.mlir":3:17)):``,
    CFG bodies with ``"cf.br"(..)[^bb2]``, ``"cf.cond_br"``, ``"cf.switch"``, ``// pred:`` comments,
    registered arith/math/tensor/affine ops with the properties mlir-opt prints (``#map`` aliases at
    the top), nested named ``"builtin.module"``s, block-argument location aliases before the module
    and op location aliases after it.
deep_regions
    Deeply nested region code, as in lowered kernels and while-loop-heavy exports: ``scf.for`` /
    ``scf.if`` (registered, exact), StableHLO ``while``/``reduce`` regions, Triton ``tt.reduce``,
    ``tf_device.cluster``, TF executor graphs (a graph region with a forward reference, as
    NextIteration pairs have), multi-block regions with ``cf.br`` successors, block arguments with
    locations; nests usually 2-5 deep, with bursts 30-90 deep (macro-expanded / unrolled loop
    nests), so indentation alone makes long lines.
big_constants
    ONNX models imported by onnx-mlir (``onnx-mlir --EmitONNXIR``): ``onnx.Constant`` weights as
    hex ``dense<"0x..">`` literals (mostly under a KB, some tens of KB, and one per 20,000 ops
    of one to three megabytes on a single line), element-list literals, splats, ``dense_resource<..>`` with the
    ``{-# dialect_resources: .. #-}`` blob section at the end, long ``array<i64: ..>`` and string
    attributes, ``onnx.NoValue`` ``none`` operands, ``onnx_node_name`` attributes.
handwritten_zoo
    Hand-written upstream test files (mlir/test/IR/attribute.mlir, parser.mlir, locations.mlir
    style): ``// RUN:``/``// CHECK`` lines, ``// -----`` separators (as comments), top-level
    functions without a module, type and attribute aliases (``!t = ..``, ``#map = ..``, ``#set``),
    every builtin attribute kind (integers i1..i128/si/ui/index, hex and decimal floats of all
    widths, escaped and UTF-8 strings, arrays, nested dictionaries, unit, dense/sparse/
    dense_resource/array<>, affine maps and sets, types and function types as attributes,
    ``@a::@b`` symbol refs, ``#foo.bar<..>`` and opaque ``#foo<"..">`` dialect attributes,
    ``distinct[N]<..>``, locations as attributes), every inline location form, multi-result ops
    with ``%r#2`` uses, unregistered terminators with successors, and odd spacing.
nested_modules
    Nested symbol tables as GPU-kernel outlining and IREE's ``hal.executable`` produce: modules
    inside modules (custom ``module @m attributes {..} {`` and generic ``"builtin.module"() <{sym_name
    = ..}>``), unregistered executable ops whose regions hold modules, public/private/nested
    functions and declarations, ``func.call`` inside each symbol table, and ``@a::@b::@c`` symbol
    references to kernels in other modules.
reformatted_crlf
    JAX / StableHLO exports (``jax.jit(f).lower(..).as_text(debug_info=True)``) after passing
    through an editor or code-review tool: CRLF line endings, tab indentation, ops broken over
    several lines (one attribute or operand per line), trailing spaces, ``// comments`` between
    and inside ops, long JAX name locations ``loc("jit(f)/jit(main)/dot_general[..]"("f.py":12:0))``,
    ``#stablehlo<comparison_direction GT>`` opaque attributes.
errors_verifier   (mlir-opt exits 1)
    A large module of medium functions (as a buggy pass or a hand edit leaves them) where every
    sixth function has one verifier error (about 300 errors at 100,000 ops): a use not dominated by its definition, a
    ``test.broadcastable`` whose shapes do not broadcast, ``func.return`` types not matching the
    function, ``arith`` type mismatches, an op with successors in the middle of a block, a
    ``func.return`` outside a function, an ``arith.constant``/``arith.cmpi`` type error, ``scf.if``
    yielding the wrong type; mlir-opt reports one error per bad function.
parse_error_tail  (mlir-opt exits 1)
    A torch_many_funcs-style file that is valid up to about 97% of its length, where one op uses a
    value with a type different from its definition (``use of value '%x' expects different type
    than prior uses``): mlir-opt must parse nearly the whole file before it reports the error.
"""

import os
import random
import re
import struct
import subprocess
import sys
import tempfile
import time
import zlib

MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")


# --------------------------------------------------------------------------------------------
# shared helpers
# --------------------------------------------------------------------------------------------

def T(shape, et):
    """tensor type text; shape None is unranked."""
    if shape is None:
        return "tensor<*x" + et + ">"
    return "tensor<" + "".join(str(d) + "x" for d in shape) + et + ">"


def sig(ins, outs):
    if len(outs) == 1:
        o = outs[0]
    else:
        o = "(" + ", ".join(outs) + ")"
    return "(" + ", ".join(ins) + ") -> " + o


def gop(ind, res, name, args, outs, props="", attrs="", loc="", succ=""):
    """One generic op on one line.  args: list of (value, type); res: result name or None."""
    n = len(outs)
    if n == 0:
        head = ind
    elif n == 1:
        head = ind + res + " = "
    else:
        head = ind + res + ":" + str(n) + " = "
    return (head + '"' + name + '"(' + ", ".join([a[0] for a in args]) + ")" + succ + props
            + attrs + " : " + sig([a[1] for a in args], outs) + loc)


_GENERIC_OP = re.compile(r'"[A-Za-z_][\w$.]*"\s*\(\s*(?:%|\)|$)', re.M)
_CUSTOM_OP = re.compile(r"^\s*(?:func\.func\b|module\b|return\b|func\.return\b)", re.M)


def count_ops(lines):
    """Ops in a list of lines: generic op names followed by their operand list, plus the custom
    func.func / module / return forms."""
    text = "\n".join(l for l in lines if l and not l.lstrip().startswith("//"))
    return len(_GENERIC_OP.findall(text)) + len(_CUSTOM_OP.findall(text))


def results(res, outs):
    if len(outs) == 1:
        return [(res, outs[0])]
    return [(res + "#" + str(i), t) for i, t in enumerate(outs)]


class Fn:
    """SSA bookkeeping for one function: values in scope (by type), with region scopes."""

    __slots__ = ("rng", "vals", "bytype", "marks", "k")

    def __init__(self, rng):
        self.rng = rng
        self.vals = []
        self.bytype = {}
        self.marks = []
        self.k = 0

    def num(self):
        k = self.k
        self.k = k + 1
        return "%" + str(k)

    def named(self, base):
        k = self.k
        self.k = k + 1
        return "%" + base + "_" + str(k)

    def add(self, name, ty):
        self.vals.append((name, ty))
        lst = self.bytype.get(ty)
        if lst is None:
            self.bytype[ty] = [name]
        else:
            lst.append(name)

    def addall(self, vals):
        for n, t in vals:
            self.add(n, t)

    def push(self):
        self.marks.append(len(self.vals))

    def pop(self):
        m = self.marks.pop()
        vals = self.vals
        bt = self.bytype
        while len(vals) > m:
            n, t = vals.pop()
            lst = bt[t]
            lst.pop()
            if not lst:
                del bt[t]

    def _off(self, n):
        r = self.rng.random()
        if r < 0.1:
            return int(n * self.rng.random())
        return min(n - 1, int(self.rng.expovariate(0.25)))

    def pick(self):
        v = self.vals
        return v[len(v) - 1 - self._off(len(v))]

    def pick_t(self, ty):
        lst = self.bytype.get(ty)
        if not lst:
            return None
        return (lst[len(lst) - 1 - self._off(len(lst))], ty)

    def types(self):
        return list(self.bytype)


class Locs:
    """#loc aliases, numbered in order of creation, deduplicated like mlir-opt's printer."""

    def __init__(self, start=1):
        self.defs = []
        self.n = start
        self.memo = {}

    def alias(self, body):
        a = self.memo.get(body)
        if a is None:
            a = "#loc" + str(self.n)
            self.n += 1
            self.memo[body] = a
            self.defs.append(a + " = loc(" + body + ")")
        return a


def float_text(rng, v=None):
    if v is None:
        v = rng.gauss(0, 1.5)
    return "%.6e" % v


def qstr(s):
    """MLIR string literal text for s (escapes as mlir-opt prints them)."""
    out = []
    for ch in s:
        if ch == '"':
            out.append("\\22")
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\0A")
        elif ch == "\t":
            out.append("\\09")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


PYFILES = [
    "/home/user/src/model/modeling.py", "/usr/lib/python3/dist-packages/keras/src/layers/core/dense.py",
    "/opt/venv/lib/python3.11/site-packages/transformers/models/bert/modeling_tf_bert.py",
    "model.py", "/workspace/train/export.py", "<ipython-input-7-3f2a>",
    "/opt/venv/lib/python3.11/site-packages/torch/nn/modules/linear.py",
    "/opt/venv/lib/python3.11/site-packages/torch/nn/functional.py",
]


# --------------------------------------------------------------------------------------------
# class: tfl_monolith
# --------------------------------------------------------------------------------------------

def gen_tfl_monolith(rng, N):
    L = Locs()
    f = Fn(rng)
    body = []
    ind = "    "
    cnt = [0]
    D = rng.choice([256, 384, 512, 768, 1024])
    Hn = D // 64
    F = 4 * D
    B = rng.choice(["1", "?", "1"])
    S = rng.choice(["?", "128", "384", "?"])
    X = T((B, S, D), "f32")
    prefix = rng.choice(["tf_bert_model/bert/encoder", "model/transformer/encoder",
                         "StatefulPartitionedCall/sequential/vi_t", "mobile_bert/encoder"])
    entry_loc = L.alias('"__inference_serving_default_%d"' % rng.randrange(1000, 99999))

    def loc(path, kind):
        r = rng.random()
        if r < 0.45:
            body_ = qstr(path + "/" + kind)
        elif r < 0.65:
            body_ = '%s("%s":%d:0)' % (qstr(path + "/" + kind), rng.choice(PYFILES), rng.randrange(20, 3000))
        elif r < 0.85:
            body_ = "fused[%s, %s]" % (qstr(path + "/BiasAdd;" + path + "/" + kind), qstr(path + "/BiasAdd"))
        else:
            inner = L.alias(qstr(path + "/" + kind + "@__inference_call_%d" % rng.randrange(100, 9999)))
            body_ = "callsite(%s at %s)" % (inner, entry_loc)
        return " loc(" + L.alias(body_) + ")"

    def op(name, args, outs, props="", path="", kind=None, res=None):
        r = res or f.num()
        body.append(gop(ind, r, name, args, outs, props, "", loc(path, kind or name[4:]) if path else ""))
        cnt[0] += 1
        rs = results(r, outs)
        return rs

    FAF = ' <{fused_activation_function = "NONE"}>'
    FAF_R = ' <{fused_activation_function = "RELU"}>'

    def const(ty, value, path, kind="Const", qtype=None):
        if qtype is not None:
            r = f.num()
            body.append(gop(ind, r, "tfl.pseudo_qconst", [], [qtype],
                            " <{qtype = %s, value = %s : %s}>" % (qtype, value, ty), "", loc(path, kind)))
            cnt[0] += 1
            return (r, qtype)
        if rng.random() < 0.6:
            r = f.named("cst")
            body.append(gop(ind, r, "arith.constant", [], [ty], " <{value = %s : %s}>" % (value, ty), "",
                            loc(path, kind)))
        else:
            r = f.num()
            body.append(gop(ind, r, "tfl.pseudo_const", [], [ty], " <{value = %s : %s}>" % (value, ty), "",
                            loc(path, kind)))
        cnt[0] += 1
        return (r, ty)

    # shared constants (the converter hoists small ones to the top of @main)
    axes = const(T((1,), "i32"), "dense<-1>", prefix, "Mean/reduction_indices")
    eps = const(T((), "f32"), "dense<9.99999996E-13>", prefix, "LayerNorm/add/y")
    perm = const(T((4,), "i32"), "dense<[0, 2, 1, 3]>", prefix, "transpose/perm")
    bshape = "1" if B == "1" else "-1"
    shp4 = const(T((4,), "i32"), "dense<[%s, -1, %d, 64]>" % (bshape, Hn), prefix, "Reshape/shape")
    shp3 = const(T((3,), "i32"), "dense<[%s, -1, %d]>" % (bshape, D), prefix, "Reshape_1/shape")
    scale = const(T((), "f32"), "dense<1.250000e-01>", prefix, "truediv/y")
    split_ax = const(T((), "i32"), "dense<2>", prefix, "split/split_dim")
    half = const(T((), "f32"), "dense<5.000000e-01>", prefix, "gelu/mul/x")

    qparams = "!quant.uniform<i8<-127:127>:f32, %s>"

    def weight(shape, path):
        ty = T(shape, "f32")
        r = rng.random()
        if r < 0.2:
            qt = T(shape, qparams % repr(round(rng.uniform(0.0005, 0.02), 12)))
            return const(T(shape, "i8"), "dense_resource<__elided__>", path, "MatMul/ReadVariableOp", qt)
        return const(ty, "dense_resource<__elided__>", path, "MatMul/ReadVariableOp")

    def layernorm(x, path):
        m = op("tfl.mean", [x, axes], [T((B, S, 1), "f32")], " <{keep_dims = true}>", path, "moments/mean")[0]
        sd = op("tfl.squared_difference", [x, m], [X], "", path, "moments/SquaredDifference")[0]
        v = op("tfl.mean", [sd, axes], [T((B, S, 1), "f32")], " <{keep_dims = true}>", path, "moments/variance")[0]
        ve = op("tfl.add", [v, eps], [T((B, S, 1), "f32")], FAF, path, "batchnorm/add")[0]
        rs = op("tfl.rsqrt", [ve], [T((B, S, 1), "f32")], "", path, "batchnorm/Rsqrt")[0]
        g = const(T((D,), "f32"), "dense_resource<__elided__>", path, "batchnorm/ReadVariableOp")
        sc = op("tfl.mul", [rs, g], [X], FAF, path, "batchnorm/mul")[0]
        xm = op("tfl.mul", [x, sc], [X], FAF, path, "batchnorm/mul_1")[0]
        mm = op("tfl.mul", [m, sc], [X], FAF, path, "batchnorm/mul_2")[0]
        bta = const(T((D,), "f32"), "dense_resource<__elided__>", path, "batchnorm/ReadVariableOp_1")
        sb = op("tfl.sub", [bta, mm], [X], FAF, path, "batchnorm/sub")[0]
        return op("tfl.add", [xm, sb], [X], FAF, path, "batchnorm/add_1")[0]

    FC = ' <{asymmetric_quantize_inputs = false, fused_activation_function = "%s", keep_num_dims = true, weights_format = "DEFAULT"}>'

    def dense(x, n_out, path, act="NONE"):
        w = weight((n_out, D if x[1] == X else F), path)
        b = const(T((n_out,), "f32"), "dense_resource<__elided__>" if rng.random() < 0.8 else "dense<0.000000e+00>",
                  path, "BiasAdd/ReadVariableOp")
        return op("tfl.fully_connected", [x, w, b], [T((B, S, n_out), "f32")], FC % act, path, "MatMul")[0]

    H4 = T((B, S, Hn, 64), "f32")
    HT = T((B, Hn, S, 64), "f32")
    ATT = T((B, Hn, S, S), "f32")
    mask = ("%arg1", T((B, 1, 1, S), "f32"))
    x = ("%arg0", X)
    li = 0
    while cnt[0] < N - 2:
        path = "%s/layer_._%d" % (prefix, li)
        ap = path + "/attention/self"
        h = layernorm(x, path + "/attention/output/LayerNorm") if rng.random() < 0.5 else x
        qkv = dense(h, 3 * D, ap + "/qkv")
        q, k, v = op("tfl.split", [split_ax, qkv], [X, X, X], " <{num_splits = 3 : i32}>", ap, "split")
        heads = []
        for t, nm in ((q, "query"), (k, "key"), (v, "value")):
            rsh = op("tfl.reshape", [t, shp4], [H4], "", ap + "/" + nm, "Reshape")[0]
            heads.append(op("tfl.transpose", [rsh, perm], [HT], "", ap + "/" + nm, "transpose")[0])
        s_ = op("tfl.batch_matmul", [heads[0], heads[1]], [ATT],
                " <{adj_x = false, adj_y = true, asymmetric_quantize_inputs = false}>", ap, "MatMul")[0]
        s_ = op("tfl.mul", [s_, scale], [ATT], FAF, ap, "truediv")[0]
        s_ = op("tfl.add", [s_, mask], [ATT], FAF, ap, "add")[0]
        p = op("tfl.softmax", [s_], [ATT], " <{beta = 1.000000e+00 : f32}>", ap, "Softmax")[0]
        if rng.random() < 0.15:
            qt = T((B, Hn, S, S), "!quant.uniform<i8:f32, 0.0039215686274509803:-128>")
            pq = op("tfl.quantize", [p], [qt], " <{qtype = %s}>" % qt, ap, "Softmax_quant")[0]
            p = op("tfl.dequantize", [pq], [ATT], "", ap, "Softmax_dequant")[0]
        c = op("tfl.batch_matmul", [p, heads[2]], [HT],
               " <{adj_x = false, adj_y = false, asymmetric_quantize_inputs = false}>", ap, "MatMul_1")[0]
        c = op("tfl.transpose", [c, perm], [H4], "", ap, "transpose_3")[0]
        c = op("tfl.reshape", [c, shp3], [X], "", ap, "Reshape_3")[0]
        o = dense(c, D, path + "/attention/output/dense")
        x = op("tfl.add", [o, x], [X], FAF, path + "/attention/output", "add")[0]
        h = layernorm(x, path + "/output/LayerNorm")
        ffn = T((B, S, F), "f32")
        u = dense(h, F, path + "/intermediate/dense")
        u = (u[0], ffn)
        if rng.random() < 0.6:
            g = op("tfl.gelu", [u], [ffn], " <{approximate = %s}>" % rng.choice(["false", "true"]),
                   path + "/intermediate", "Gelu")[0]
        else:
            t1 = op("tfl.mul", [u, half], [ffn], FAF, path + "/intermediate/Gelu", "mul")[0]
            t2 = op("tfl.tanh", [u], [ffn], "", path + "/intermediate/Gelu", "Tanh")[0]
            g = op("tfl.mul", [t1, t2], [ffn], FAF, path + "/intermediate/Gelu", "mul_1")[0]
        if rng.random() < 0.05:
            g = op("tfl.custom", [g], [ffn], ' <{custom_code = "FlexIdentityN", custom_option = #tfl<const_bytes : "0x%s">}>'
                   % rng.randbytes(rng.randrange(4, 40)).hex().upper(), path, "IdentityN")[0]
        w2 = weight((D, F), path + "/output/dense")
        b2 = const(T((D,), "f32"), "dense_resource<__elided__>", path + "/output/dense", "BiasAdd/ReadVariableOp")
        o = op("tfl.fully_connected", [g, w2, b2], [X], FC % "NONE", path + "/output/dense", "MatMul")[0]
        x = op("tfl.add", [o, x], [X], FAF, path + "/output", "add")[0]
        li += 1
    cnt[0] += 3  # func, return, module
    ret_loc = L.alias(qstr("StatefulPartitionedCall:0"))
    head = [
        "module attributes {tf.versions = {bad_consumers = [], min_consumer = 12 : i32, producer = %d : i32}, "
        'tf_saved_model.semantics, tfl.description = "MLIR Converted.", tfl.metadata = {min_runtime_version = '
        '"1.14.0\\00\\00\\00\\00\\00\\00\\00\\00\\00\\00"}, tfl.schema_version = 3 : i32} {' % rng.randrange(1000, 1900),
        '  func.func @main(%%arg0: %s {tf_saved_model.index_path = ["input_embeds"]} loc("serving_default_input_embeds:0"), '
        '%%arg1: %s {tf_saved_model.index_path = ["attention_mask"]} loc("serving_default_attention_mask:0")) -> '
        '(%s {tf_saved_model.index_path = ["last_hidden_state"]}) attributes {tf.entry_function = {control_outputs = "", '
        'inputs = "serving_default_input_embeds:0,serving_default_attention_mask:0", outputs = "StatefulPartitionedCall:0"}, '
        'tf_saved_model.exported_names = ["serving_default"]} {' % (X, mask[1], X),
    ]
    tail = [
        "    return %s : %s loc(%s)" % (x[0], X, ret_loc),
        "  } loc(%s)" % entry_loc,
        "} loc(#loc)",
        "#loc = loc(unknown)",
    ]
    return "\n".join(head + body + tail + L.defs) + "\n", cnt[0]


# --------------------------------------------------------------------------------------------
# class: torch_many_funcs (and parse_error_tail, which is built from it)
# --------------------------------------------------------------------------------------------

def vt(shape, dt="f32"):
    if shape is None:
        return "!torch.vtensor<*," + dt + ">"
    return "!torch.vtensor<[" + ",".join(str(d) for d in shape) + "]," + dt + ">"


def gen_torch_funcs(rng, N, bad_at=None):
    L = Locs()
    unk = "#loc"
    out = []
    cnt = 0
    funcs = []          # (name, argtypes, restype)
    pyf = rng.choice(PYFILES[3:])
    modname = rng.choice(["Net", "GPT2Block", "ResNet18", "UNet2DConditionModel", "Whisper"])
    bad_done = bad_at is None
    fi = 0

    def lc(line, col=0):
        r = rng.random()
        if r < 0.6:
            return " loc(" + L.alias('"%s":%d:%d' % (pyf, line, col)) + ")"
        if r < 0.8:
            inner = L.alias('"%s":%d:%d' % (pyf, line, col))
            return " loc(" + L.alias('"aten::%s"(%s)' % (rng.choice(["linear", "add", "view", "softmax", "mul"]), inner)) + ")"
        if r < 0.95:
            a = L.alias('"%s":%d:%d' % (pyf, line, col))
            b = L.alias('"%s":%d:%d' % (rng.choice(PYFILES[6:]), rng.randrange(50, 5000), 0))
            return " loc(" + L.alias("callsite(%s at %s)" % (b, a)) + ")"
        return " loc(" + unk + ")"

    while cnt < N or not bad_done:
        f = Fn(rng)
        consts = {}
        ind = "    "
        body = []
        line0 = rng.randrange(10, 4000)
        line = [line0]

        def cname(base):
            c = consts.get(base, -1)
            consts[base] = c + 1
            return "%" + base if c < 0 else "%" + base + "_" + str(c)

        def emit(name, args, outs, props=""):
            r = f.num()
            line[0] += rng.randrange(1, 4)
            body.append(gop(ind, r, name, args, outs, props, "", lc(line[0], rng.choice([0, 0, 4, 8, 12]))))
            rs = results(r, outs)
            return rs

        def cint(v):
            nm = cname("int" + str(v))
            body.append(gop(ind, nm, "torch.constant.int", [], ["!torch.int"], " <{value = %d : i64}>" % v, "",
                            lc(line[0])))
            return (nm, "!torch.int")

        def cfloat(v):
            txt = "%.6e" % v
            nm = cname("float" + txt.replace("+", ""))
            body.append(gop(ind, nm, "torch.constant.float", [], ["!torch.float"], " <{value = %s : f64}>" % txt, "",
                            lc(line[0])))
            return (nm, "!torch.float")

        def cbool(v):
            nm = cname("true" if v else "false")
            body.append(gop(ind, nm, "torch.constant.bool", [], ["!torch.bool"], " <{value = %s}>" % ("true" if v else "false"),
                            "", lc(line[0])))
            return (nm, "!torch.bool")

        def cnone():
            nm = cname("none")
            body.append(gop(ind, nm, "torch.constant.none", [], ["!torch.none"], "", "", lc(line[0])))
            return (nm, "!torch.none")

        def clist(vals):
            r = f.num()
            body.append(gop(ind, r, "torch.prim.ListConstruct", vals, ["!torch.list<int>"], "", "", lc(line[0])))
            return (r, "!torch.list<int>")

        def literal(shape):
            ty = vt(shape)
            r = f.num()
            key = "torch_tensor_" + "_".join(str(d) for d in shape) + "_torch.float32"
            if rng.random() < 0.3:
                val = "dense<%s> : %s" % (float_text(rng), T(shape, "f32"))
            else:
                val = "dense_resource<%s> : %s" % (key, T(shape, "f32"))
            body.append(gop(ind, r, "torch.vtensor.literal", [], [ty], " <{value = %s}>" % val, "", lc(line[0])))
            return (r, ty)

        b = rng.choice([1, 2, 4, 8, "?"])
        s = rng.choice([16, 77, 128, 512, "?"])
        d = rng.choice([64, 128, 256, 320, 768, 1024])
        nargs = rng.choice([1, 1, 2, 2, 3, 4])
        A = vt([b, s, d])
        argt = [A] + [rng.choice([A, A, vt([b, s, d]), vt([d]), vt([b, 1, 1, s]), vt([b, s], "si64")]) for _ in range(nargs - 1)]
        argtxt = []
        for i, t in enumerate(argt):
            f.add("%arg" + str(i), t)
            l_ = rng.random()
            argtxt.append("%%arg%d: %s%s" % (i, t, " loc(unknown)" if l_ < 0.5 else (
                " loc(" + L.alias('"%s":%d:0' % (pyf, line0)) + ")" if l_ < 0.8 else "")))
        size = min(int(rng.paretovariate(1.3) * 6), 400)
        cur = ("%arg0", A)
        while len(body) < size:
            k = rng.random()
            if not bad_done and cnt + len(body) >= bad_at:
                # the one parse error: a use whose type disagrees with the definition
                wrong = vt([d, s] if s != d else [d, 3])
                r = f.num()
                body.append(gop(ind, r, "torch.aten.relu", [(cur[0], wrong)], [wrong], "", "", lc(line[0])))
                bad_done = True
                continue
            ct = cur[1]
            prev = cur
            if k < 0.22:
                other = f.pick_t(ct) or cur
                alpha = cint(1)
                cur = emit("torch.aten.add.Tensor", [cur, other, alpha], [ct])[0]
            elif k < 0.34:
                other = f.pick_t(ct) or cur
                cur = emit(rng.choice(["torch.aten.mul.Tensor", "torch.aten.sub.Tensor", "torch.aten.div.Tensor",
                                       "torch.aten.maximum"]), [cur, other] if k < 0.3 else [cur, other, cint(1)], [ct])[0]
            elif k < 0.46:
                nm = rng.choice(["relu", "tanh", "sigmoid", "neg", "exp", "rsqrt", "silu", "erf"])
                cur = emit("torch.aten." + nm, [cur], [ct])[0]
            elif k < 0.52:
                approx = cname("str")
                body.append(gop(ind, approx, "torch.constant.str", [], ["!torch.str"], ' <{value = "%s"}>'
                                % rng.choice(["none", "tanh"]), "", lc(line[0])))
                cur = emit("torch.aten.gelu", [cur, (approx, "!torch.str")], [ct])[0]
            elif k < 0.62 and ct.startswith("!torch.vtensor<[") and ct.count(",") == 3:
                d2 = rng.choice([64, 128, 256, 768, 1024, 3072])
                w = literal([d2, d])
                bb = literal([d2]) if rng.random() < 0.8 else cnone()
                nt = vt([b, s, d2])
                y = emit("torch.aten.linear", [cur, w, bb], [nt])[0]
                if d2 != d:
                    w2 = literal([d, d2])
                    cur = emit("torch.aten.linear", [y, w2, cnone()], [ct])[0]
                else:
                    cur = y
            elif k < 0.68 and ct == A:
                ints = [cint(v) for v in ([b if b != "?" else -1, s if s != "?" else -1, 8, d // 8])]
                lst = clist(ints)
                vt4 = vt([b, s, 8, d // 8])
                y = emit("torch.aten.view", [cur, lst], [vt4])[0]
                p = clist([cint(0), cint(2), cint(1), cint(3)])
                y = emit("torch.aten.permute", [y, p], [vt([b, 8, s, d // 8])])[0]
                yt = emit("torch.aten.transpose.int", [y, cint(-2), cint(-1)], [vt([b, 8, d // 8, s])])[0]
                sc = emit("torch.aten.matmul", [y, yt], [vt([b, 8, s, s])])[0]
                sm = emit("torch.aten.softmax.int", [sc, cint(-1), cnone()], [vt([b, 8, s, s])])[0]
                o = emit("torch.aten.matmul", [sm, y], [vt([b, 8, s, d // 8])])[0]
                p2 = clist([cint(0), cint(2), cint(1), cint(3)])
                o = emit("torch.aten.permute", [o, p2], [vt([b, s, 8, d // 8])])[0]
                cur = emit("torch.aten.view", [o, lst], [A])[0]
            elif k < 0.74 and ct == A:
                shp = clist([cint(d)])
                w = literal([d])
                bb = literal([d])
                eps = cfloat(1e-5)
                if rng.random() < 0.5:
                    cur = emit("torch.aten.layer_norm", [cur, shp, w, bb, eps, cbool(True)], [A])[0]
                else:
                    r3 = emit("torch.aten.native_layer_norm", [cur, shp, w, bb, eps],
                              [A, vt([b, s, 1]), vt([b, s, 1])])
                    cur = r3[0]
                    f.addall(r3[1:])
            elif k < 0.78:
                r2 = emit("torch.aten.max.dim", [cur, cint(-1), cbool(False)], [vt(None), vt(None, "si64")])
                f.addall(r2)
            elif k < 0.82:
                sz = emit("torch.aten.size.int", [cur, cint(rng.randrange(0, 2))], ["!torch.int"])[0]
                f.add(*sz)
            elif k < 0.86:
                bt = T([b, s, d] if ct == A else None, "f32")
                if ct == A:
                    y = emit("torch_c.to_builtin_tensor", [cur], [bt])[0]
                    y = emit("torch_c.from_builtin_tensor", [y], [ct])[0]
                    cur = y
            elif k < 0.9:
                lst = f.num()
                body.append(gop(ind, lst, "torch.prim.ListConstruct", [cur, f.pick_t(ct) or cur],
                                ["!torch.list<vtensor>"], "", "", lc(line[0])))
                y = emit("torch.aten.cat", [(lst, "!torch.list<vtensor>"), cint(-1)], [vt(None)])[0]
                f.add(*y)
            elif k < 0.95 and funcs:
                fn_, ats, rt = funcs[rng.randrange(len(funcs))]
                args = [f.pick_t(t) for t in ats]
                if all(args):
                    r = f.num()
                    body.append(gop(ind, r, "func.call", args, [rt], " <{callee = @%s}>" % fn_, "", lc(line[0])))
                    if rt == ct:
                        cur = (r, rt)
                    else:
                        f.add(r, rt)
            else:
                cur = emit("torch.aten.dropout", [cur, cfloat(0.1), cbool(False)], [ct])[0]
            if cur is not prev:
                f.add(*cur)
        rt = cur[1]
        name = "%s_%d" % (rng.choice(["forward", "submodule_forward", "_run_block", "encoder_layer", "attn"]), fi)
        fi += 1
        if rng.random() < 0.08:
            out.append("  func.func private @%s_decl(%s) -> %s" % (name, ", ".join(argt), rt))
            funcs.append((name + "_decl", argt, rt))
            cnt += 1
        vis = "private " if rng.random() < 0.2 else ""
        out.append("  func.func %s@%s(%s) -> %s {" % (vis, name, ", ".join(argtxt), rt))
        out.extend(body)
        out.append("    return %s : %s%s" % (cur[0], rt, lc(line[0] + 1)))
        out.append("  }" + lc(line0))
        cnt += len(body) + 2
        funcs.append((name, argt, rt))
        if len(funcs) > 40:
            funcs.pop(0)
    cnt += 1
    head = ["#loc = loc(unknown)"] + L.defs + ['module attributes {torch.debug_module_name = "%s"} {' % modname]
    return "\n".join(head + out + ["} loc(#loc)"]) + "\n", cnt


def gen_torch_many_funcs(rng, N):
    return gen_torch_funcs(rng, N)


def gen_parse_error_tail(rng, N):
    return gen_torch_funcs(rng, N, bad_at=int(N * 0.97))



# --------------------------------------------------------------------------------------------
# scalar / tensor op kit shared by the CFG-style classes (registered ops used exactly right)
# --------------------------------------------------------------------------------------------

INT_T = ("i32", "i64", "index")
FLT_T = ("f32", "f64")
OVF = ' <{overflowFlags = #arith.overflow<%s>}>'
FM = ' <{fastmath = #arith.fastmath<%s>}>'
FMS = ("none", "none", "none", "fast", "contract", "nnan,ninf", "reassoc,contract")


class Kit:
    """Emits valid registered scalar ops (arith, math, tensor, test) and unregistered tensor ops
    into a body list, picking operands from an Fn scope.  Each call appends one line (one op)."""

    def __init__(self, rng, f, body, loc, ttypes, udial):
        self.rng = rng
        self.f = f
        self.body = body
        self.loc = loc          # callable -> " loc(..)" text
        self.ttypes = ttypes    # tensor types used by unregistered ops
        self.udial = udial      # unregistered op names
        self.ind = "    "
        self.calls = []         # (name, argtypes, restypes) callable from here
        self.maps = False       # use the #map/#map1/#map2 aliases of AFFINE_ALIASES

    def emit(self, name, args, outs, props="", attrs="", res=None):
        f = self.f
        r = res or (f.num() if outs else None)
        self.body.append(gop(self.ind, r, name, args, outs, props, attrs, self.loc()))
        rs = results(r, outs) if outs else []
        f.addall(rs)
        return rs

    def need(self, ty):
        v = self.f.pick_t(ty)
        if v is None:
            v = self.const(ty)
        return v

    def const(self, ty):
        rng = self.rng
        if ty == "i1":
            val = rng.choice(["true", "false"])
        elif ty in FLT_T:
            val = "%s : %s" % (float_text(rng), ty)
        elif ty == "index":
            val = "%d : index" % rng.choice([0, 1, 2, 4, 8, 16, 128, -1])
        elif ty in INT_T or ty.startswith("i"):
            val = "%d : %s" % (rng.randrange(-100, 1000), ty)
        elif "*" in ty:
            et = ty[9:-1]
            src = self.const(T((4,), et))
            return self.emit("tensor.cast", [src], [ty])[0]
        elif "?" in ty:
            ndyn = ty.count("?")
            return self.emit("tensor.empty", [self.need("index") for _ in range(ndyn)], [ty])[0]
        else:
            val = "dense<%s> : %s" % ("1.000000e+00" if "xf" in ty or "<f" in ty else "0", ty)
        return self.emit("arith.constant", [], [ty], " <{value = %s}>" % val)[0]

    def step(self):
        rng = self.rng
        f = self.f
        k = rng.random()
        if k < 0.12:
            return self.const(rng.choice(INT_T + FLT_T + ("i1",)))
        if k < 0.30:
            t = rng.choice(INT_T)
            a, b = self.need(t), self.need(t)
            nm = rng.choice(["addi", "subi", "muli", "andi", "ori", "xori", "divsi", "remsi", "maxsi", "shli"])
            props = OVF % rng.choice(["none", "none", "nsw", "nuw", "nsw, nuw"]) if nm in ("addi", "subi", "muli", "shli") else ""
            return self.emit("arith." + nm, [a, b], [t], props)
        if k < 0.45:
            t = rng.choice(FLT_T)
            a, b = self.need(t), self.need(t)
            nm = rng.choice(["addf", "subf", "mulf", "divf", "maximumf", "minimumf"])
            return self.emit("arith." + nm, [a, b], [t], FM % rng.choice(FMS))
        if k < 0.52:
            t = rng.choice(INT_T)
            a, b = self.need(t), self.need(t)
            return self.emit("arith.cmpi", [a, b], ["i1"], " <{predicate = %d : i64}>" % rng.randrange(10))
        if k < 0.56:
            t = rng.choice(FLT_T)
            a, b = self.need(t), self.need(t)
            return self.emit("arith.cmpf", [a, b], ["i1"], " <{fastmath = #arith.fastmath<none>, predicate = %d : i64}>"
                             % rng.randrange(16))
        if k < 0.60:
            t = rng.choice(INT_T + FLT_T)
            c = self.need("i1")
            return self.emit("arith.select", [c, self.need(t), self.need(t)], [t])
        if k < 0.66:
            j = rng.randrange(5)
            if j == 0:
                return self.emit("arith.index_cast", [self.need("i32")], ["index"])
            if j == 1:
                return self.emit("arith.index_cast", [self.need("index")], ["i64"])
            if j == 2:
                return self.emit("arith.extsi", [self.need("i32")], ["i64"])
            if j == 3:
                return self.emit("arith.trunci", [self.need("i64")], ["i32"], OVF % "none")
            return self.emit("arith.sitofp", [self.need("i32")], ["f32"])
        if k < 0.70:
            t = rng.choice(FLT_T)
            return self.emit("math." + rng.choice(["exp", "sqrt", "absf", "tanh", "log"]), [self.need(t)], [t],
                             FM % rng.choice(FMS))
        if k < 0.75:
            j = rng.randrange(3)
            if j == 0:
                n = rng.choice([1, 4, 16])
                return self.emit("tensor.empty", [self.need("index")], [T(("?", n), "f32")])
            t = rng.choice(self.ttypes)
            if not t.startswith("tensor<") or "x" not in t:
                return []
            if j == 1:
                return self.emit("tensor.dim", [self.need(t), self.need("index")], ["index"])
            if t.startswith("tensor<*"):
                return self.emit("tensor.cast", [self.need(t)], [t])
            return self.emit("tensor.cast", [self.need(t)], [T(None, t[7:-1].rsplit("x", 1)[-1])])
        if k < 0.78:
            a = T((1, 4), "f32")
            b = T((3, 1), "f32")
            return self.emit("test.broadcastable", [self.need(a), self.need(b)], [T((3, 4), "f32")])
        if k < 0.80 and self.maps:
            j = rng.randrange(3)
            if j == 0:
                return self.emit("affine.apply", [self.need("index")], ["index"], " <{map = #map}>")
            if j == 1:
                return self.emit("affine.apply", [self.need("index"), self.need("index")], ["index"], " <{map = #map1}>")
            return self.emit("affine.min", [self.need("index"), self.need("index")], ["index"], " <{map = #map2}>")
        if k < 0.82 and self.calls:
            name, ats, rts = self.calls[rng.randrange(len(self.calls))]
            args = [self.need(t) for t in ats]
            return self.emit("func.call", args, rts, " <{callee = @%s}>" % name)
        # unregistered tensor op
        t = rng.choice(self.ttypes)
        nargs = rng.choice([1, 2, 2, 2, 3])
        args = [self.need(t) for _ in range(nargs)]
        if rng.random() < 0.08:
            return self.emit(rng.choice(self.udial), args, [t, t], "", ' {num_splits = 2 : i64}')
        attrs = ""
        r = rng.random()
        if r < 0.3:
            attrs = " {broadcast_dimensions = array<i64: %s>}" % ", ".join(str(i) for i in range(rng.randrange(1, 4)))
        elif r < 0.4:
            attrs = ' {name = "%s"}' % rng.choice(["add.12", "fusion.3", "reduce-window"])
        return self.emit(rng.choice(self.udial), args, [t], "", attrs)

    def tconst(self, t):
        return self.emit("arith.constant", [], [t], " <{value = dense<%s> : %s}>" % (
            "1.000000e+00" if t[-4:-1] in ("f32", "f16", "f64") else "0", t))[0]


AFFINE_ALIASES = ["#map = affine_map<(d0) -> (d0 * 4)>", "#map1 = affine_map<(d0)[s0] -> (d0 + s0 floordiv 2)>",
                  "#map2 = affine_map<(d0, d1) -> (d0, d1, 128)>"]


def block_header(name, args, preds, argloc):
    """^bbN(%a: t loc(..), ..):  // 2 preds: ^bb1, ^bb2"""
    s = name
    if args:
        s += "(" + ", ".join("%s: %s%s" % (n, t, argloc()) for n, t in args) + ")"
    s += ":"
    if preds:
        s += "  // " + ("pred: " if len(preds) == 1 else "%d preds: " % len(preds)) + ", ".join(preds)
    return s


def cfg_body(rng, kit, size, argloc, ind):
    """A function body as a chain of segments (straight code, diamonds, loops, switches).
    Returns when about `size` ops were written.  Blocks are ^bb1.. in order of appearance."""
    f = kit.f
    body = kit.body
    bbn = [1]
    cur = ["^bb0"]

    def newbb():
        n = bbn[0]
        bbn[0] = n + 1
        return "^bb%d" % n

    def straight(n):
        for _ in range(n):
            kit.step()

    start = len(body)
    while len(body) - start < size:
        r = rng.random()
        if r < 0.55 or len(f.vals) < 3:
            straight(rng.randrange(2, 12))
        elif r < 0.75:
            # diamond
            c = kit.need("i1")
            tys = f.types()
            mt = [rng.choice(tys) for _ in range(rng.randrange(0, 3))]
            at = [rng.choice(tys) for _ in range(rng.randrange(0, 2))]
            bt, bf, bm = newbb(), newbb(), newbb()
            ft = [rng.choice(tys) for _ in range(rng.randrange(0, 2))]
            targs = [kit.need(t) for t in at]
            fargs = [kit.need(t) for t in ft]
            body.append(gop(ind, None, "cf.cond_br", [c] + targs + fargs, [],
                            " <{operandSegmentSizes = array<i32: 1, %d, %d>}>" % (len(targs), len(fargs)), "",
                            kit.loc(), "[%s, %s]" % (bt, bf)))
            # true block: takes args, branches to merge
            f.push()
            ba = [(f.num(), t) for t in at]
            body.append(ind[:-2] + block_header(bt, ba, [cur[0]], argloc))
            f.addall(ba)
            straight(rng.randrange(1, 8))
            margs = [kit.need(t) for t in mt]
            body.append(gop(ind, None, "cf.br", margs, [], "", "", kit.loc(), "[%s]" % bm))
            f.pop()
            f.push()
            fa = [(f.num(), t) for t in ft]
            body.append(ind[:-2] + block_header(bf, fa, [cur[0]], argloc))
            f.addall(fa)
            straight(rng.randrange(0, 6))
            margs = [kit.need(t) for t in mt]
            body.append(gop(ind, None, "cf.br", margs, [], "", "", kit.loc(), "[%s]" % bm))
            f.pop()
            ma = [(f.num(), t) for t in mt]
            body.append(ind[:-2] + block_header(bm, ma, [bt, bf], argloc))
            f.addall(ma)
            cur[0] = bm
        elif r < 0.92:
            # loop: header(args) -> body -> header, header -> exit
            tys = f.types()
            ht = [rng.choice(tys) for _ in range(rng.randrange(1, 3))]
            bh, bb, be = newbb(), newbb(), newbb()
            init = [kit.need(t) for t in ht]
            body.append(gop(ind, None, "cf.br", init, [], "", "", kit.loc(), "[%s]" % bh))
            ha = [(f.num(), t) for t in ht]
            body.append(ind[:-2] + block_header(bh, ha, [cur[0], bb], argloc))
            f.addall(ha)
            straight(rng.randrange(0, 4))
            c = kit.emit("arith.cmpi", [kit.need("index"), kit.need("index")], ["i1"], " <{predicate = 2 : i64}>")[0]
            body.append(gop(ind, None, "cf.cond_br", [c], [], " <{operandSegmentSizes = array<i32: 1, 0, 0>}>", "",
                            kit.loc(), "[%s, %s]" % (bb, be)))
            f.push()
            body.append(ind[:-2] + block_header(bb, [], [bh], argloc))
            straight(rng.randrange(1, 10))
            nxt = [kit.need(t) for t in ht]
            body.append(gop(ind, None, "cf.br", nxt, [], "", "", kit.loc(), "[%s]" % bh))
            f.pop()
            body.append(ind[:-2] + block_header(be, [], [bh], argloc))
            cur[0] = be
        else:
            # switch on an i32 with 1-3 cases, each case block branching to a merge block
            flag = kit.need("i32")
            ncase = rng.randrange(1, 4)
            vals = sorted(rng.sample(range(-5, 50), ncase))
            dflt = newbb()
            cases = [newbb() for _ in range(ncase)]
            merge = newbb()
            body.append(gop(ind, None, "cf.switch", [flag], [],
                            " <{case_operand_segments = array<i32: %s>, case_values = dense<%s> : vector<%dxi32>, "
                            "operandSegmentSizes = array<i32: 1, 0, 0>}>" % (
                                ", ".join("0" for _ in cases), "[" + ", ".join(map(str, vals)) + "]" if ncase > 1 else vals[0],
                                ncase), "", kit.loc(), "[%s]" % ", ".join([dflt] + cases)))
            for b in [dflt] + cases:
                f.push()
                body.append(ind[:-2] + block_header(b, [], [cur[0]], argloc))
                straight(rng.randrange(0, 4))
                body.append(gop(ind, None, "cf.br", [], [], "", "", kit.loc(), "[%s]" % merge))
                f.pop()
            body.append(ind[:-2] + block_header(merge, [], [dflt] + cases, argloc))
            cur[0] = merge


def functype(ins, outs):
    if len(outs) == 1:
        o = outs[0]
    else:
        o = "(" + ", ".join(outs) + ")"
    return "(" + ", ".join(ins) + ") -> " + o


# --------------------------------------------------------------------------------------------
# class: generic_debuginfo
# --------------------------------------------------------------------------------------------

def gen_generic_debuginfo(rng, N):
    fname = rng.choice(["input.mlir", "ops.mlir", "lowered_kernels.mlir", "canonicalize.mlir"])
    L = Locs(start=1)
    top = []
    line = [rng.randrange(1, 20)]
    TT = [T((4,), "f32"), T(("?", 4), "f32"), T((2, 3), "f32"), T(None, "f32"), T((8, "?", 16), "f16"), T((), "f32"),
          T((1, 4), "f32"), T((3, 1), "f32")]
    UD = ["mhlo.add", "mhlo.multiply", "mhlo.maximum", "xla.fusion", "foo.compute", "chlo.broadcast_add",
          "lmhlo.copy", "mhlo.select"]
    cnt = 0

    def oploc():
        line[0] += rng.choice([1, 1, 1, 2, 3])
        return " loc(%s)" % L.alias('"%s":%d:%d' % (fname, line[0], rng.choice([3, 5, 8, 10, 12, 14])))

    def argloc():
        body = '"%s":%d:%d' % (fname, line[0], rng.randrange(10, 120))
        if body not in L.memo:
            a = L.alias(body)
            top.append(L.defs.pop())
        return " loc(" + body + ")"

    out = []
    modloc = L.alias('"%s":0:0' % fname)
    L.defs.pop()    # printed last, as #loc in mlir-opt's output; keep alias name order
    fi = 0
    stack = [[]]     # per open module: callable functions
    depth = 0
    while cnt < N:
        r = rng.random()
        ind = "  " * (depth + 1)
        if r < 0.04 and depth < 3:
            out.append(ind + '"builtin.module"() <{sym_name = "nested_%d"}> ({' % fi)
            stack.append([])
            depth += 1
            out.append("  " * (depth + 1) + '"foo.global"() {sym_name = "g%d", type = i32, value = %d : i32} : () -> ()%s'
                       % (fi, rng.randrange(100), oploc()))
            cnt += 2
            fi += 1
            continue
        if r < 0.08 and depth > 0:
            stack.pop()
            depth -= 1
            out.append("  " * (depth + 1) + "}) : () -> ()" + oploc())
            continue
        if r < 0.11:
            out.append(ind + '"foo.global"() {sym_name = "g%d", type = %s, value = %s} : () -> ()%s'
                       % (fi, "f32", "%s : f32" % float_text(rng), oploc()))
            fi += 1
            cnt += 1
            continue
        f = Fn(rng)
        body = []
        kit = Kit(rng, f, body, oploc, TT, UD)
        kit.ind = ind + "  "
        kit.calls = stack[-1]
        kit.maps = True
        line[0] += 1
        nargs = rng.choice([0, 1, 1, 2, 2, 3, 4])
        ats = [rng.choice(INT_T + FLT_T + tuple(TT)) for _ in range(nargs)]
        args = [("%arg" + str(i), t) for i, t in enumerate(ats)]
        if rng.random() < 0.07:
            # external declaration: empty region
            rts = [rng.choice(INT_T + FLT_T)]
            name = "ext_%d" % fi
            fi += 1
            out.append(ind + '"func.func"() <{function_type = %s, sym_name = "%s", sym_visibility = "private"}> ({'
                       % (functype(ats, rts), name))
            out.append(ind + "})  : () -> ()" + oploc() if rng.random() < 0.1 else ind + "}) : () -> ()" + oploc())
            stack[-1].append((name, ats, rts))
            cnt += 1
            continue
        header_args = block_header("^bb0", args, [], argloc) if args else None
        f.addall(args)
        size = min(int(rng.paretovariate(1.2) * 10), 600)
        cfg_body(rng, kit, size, argloc, ind + "  ")
        nres = rng.choice([0, 1, 1, 1, 2])
        tys = f.types()
        rts = [rng.choice(tys) for _ in range(nres)] if tys else []
        rv = [kit.need(t) for t in rts]
        body.append(gop(ind + "  ", None, "func.return", rv, [], "", "", oploc()))
        name = rng.choice(["f", "test_", "kernel_", "foo", "callee"]) + str(fi)
        fi += 1
        props = []
        if args and rng.random() < 0.2:
            props.append("arg_attrs = [%s]" % ", ".join(rng.choice(["{}", "{}", "{tf.aliasing_output = 0 : i64}", "{foo.arg = %d : i32}" % i])
                                                       for i in range(nargs)))
        props.append("function_type = " + functype(ats, rts))
        if rts and rng.random() < 0.1:
            props.append("res_attrs = [%s]" % ", ".join("{foo.res}" for _ in rts))
        props.append('sym_name = "%s"' % name)
        if rng.random() < 0.15:
            props.append('sym_visibility = "private"')
        out.append(ind + '"func.func"() <{' + ", ".join(props) + "}> ({")
        if header_args:
            out.append(ind + "  " + header_args)
        out.extend(body)
        attrs = " {llvm.emit_c_interface}" if rng.random() < 0.05 else ""
        out.append(ind + "})" + attrs + " : () -> ()" + oploc())
        cnt += count_ops(body) + 1
        stack[-1].append((name, ats, rts))
        if len(stack[-1]) > 30:
            stack[-1].pop(0)
    while depth > 0:
        depth -= 1
        out.append("  " * (depth + 1) + "}) : () -> ()" + oploc())
    cnt += 1
    out = top + AFFINE_ALIASES + ['"builtin.module"() ({'] + out + ["}) : () -> () loc(#loc)", "#loc = loc(\"%s\":0:0)" % fname] + L.defs
    return "\n".join(out) + "\n", cnt



# --------------------------------------------------------------------------------------------
# class: deep_regions
# --------------------------------------------------------------------------------------------

def gen_deep_regions(rng, N):
    pyf = rng.choice(["kernel.py", "/src/triton/matmul_kernel.py", "xla/service/while_loop.cc", "model.mlir"])
    line = [rng.randrange(1, 50)]
    TT = [T((4, 8), "f32"), T((4,), "f32"), T((), "f32"), T(("?", 8), "f32"), T((), "i32"), T((128,), "f32"),
          "vector<4xf32>", T(None, "f32")]
    UD = ["stablehlo.add", "stablehlo.multiply", "stablehlo.maximum", "tt.dot", "tt.load", "mhlo.tanh"]
    out = []
    cnt = 0
    fi = 0

    def oploc():
        line[0] += 1
        r = rng.random()
        if r < 0.5:
            return ' loc("%s":%d:%d)' % (pyf, line[0], rng.randrange(2, 60))
        if r < 0.8:
            return ""
        if r < 0.9:
            return ' loc(callsite("%s" at "%s":%d:%d))' % (rng.choice(["inner_loop", "body_fn", "cond_fn"]), pyf, line[0], 4)
        return ' loc("%s")' % rng.choice(["while/body", "reduce.7", "cluster_0", "loop_nest"])

    def argloc():
        return ' loc("%s":%d:%d)' % (pyf, line[0], rng.randrange(5, 40)) if rng.random() < 0.6 else ""

    while cnt < N:
        f = Fn(rng)
        body = []
        kit = Kit(rng, f, body, oploc, TT, UD)
        nargs = rng.randrange(1, 5)
        ats = [rng.choice(TT + ["index", "f32", "i32"]) for _ in range(nargs)]
        args = [("%arg" + str(i), t) for i, t in enumerate(ats)]
        f.addall(args)
        consts = []
        for v in (0, 1, 4, 16):
            consts.append(kit.emit("arith.constant", [], ["index"], " <{value = %d : index}>" % v, res="%" + "c%d_%d" % (v, f.k))[0])
            f.k += 1

        def yield_(term, tys):
            vals = [kit.need(t) for t in tys]
            body.append(gop(kit.ind, None, term, vals, [], "", "", oploc()))

        def region_op(depth, inner):
            """emit one region-holding op; `inner(depth)` fills each region body."""
            ind = kit.ind
            sub = ind + "  "
            r = rng.random()
            tys = f.types()
            if r < 0.3:
                it = [rng.choice(tys) for _ in range(rng.randrange(0, 3))]
                lb, ub, st = consts[0], (rng.choice(consts[2:]) if rng.random() < 0.7 else kit.need("index")), consts[1]
                init = [kit.need(t) for t in it]
                res = f.num() if it else None
                body.append(gop(ind, res, "scf.for", [lb, ub, st] + init, it, "", "", "")[:-len(" : " + sig(["index"] * 3 + it, it))] + " ({")
                f.push()
                ba = [(f.num(), "index")] + [(f.num(), t) for t in it]
                body.append(ind + block_header("^bb0", ba, [], argloc))
                f.addall(ba)
                kit.ind = sub
                inner(depth + 1)
                yield_("scf.yield", it)
                kit.ind = ind
                f.pop()
                body.append(ind + "}) : " + sig(["index"] * 3 + it, it) + oploc())
                if it:
                    f.addall(results(res, it))
            elif r < 0.5:
                c = kit.need("i1")
                it = [rng.choice(tys) for _ in range(rng.randrange(0, 2))]
                res = f.num() if it else None
                body.append((ind + res + " = " if it else ind) + '"scf.if"(%s) ({' % c[0])
                for side in (0, 1):
                    if side == 1:
                        if not it and rng.random() < 0.5:
                            body.append(ind + "}, {")
                            break
                        body.append(ind + "}, {")
                    f.push()
                    kit.ind = sub
                    inner(depth + 1)
                    yield_("scf.yield", it)
                    kit.ind = ind
                    f.pop()
                body.append(ind + "}) : " + sig(["i1"], it) + oploc())
                if it:
                    f.addall(results(res, it))
            elif r < 0.62:
                it = [rng.choice(tys) for _ in range(rng.randrange(1, 3))]
                init = [kit.need(t) for t in it]
                res = f.num()
                n = len(it)
                body.append(ind + res + (":%d" % n if n > 1 else "") + ' = "stablehlo.while"(%s) ({' % ", ".join(v for v, _ in init))
                for side in (0, 1):
                    if side:
                        body.append(ind + "}, {")
                    f.push()
                    ba = [(f.num(), t) for t in it]
                    body.append(ind + block_header("^bb0", ba, [], argloc))
                    f.addall(ba)
                    kit.ind = sub
                    if side == 0:
                        a, b = kit.need(T((), "i32")), kit.need(T((), "i32"))
                        cmp = kit.emit("stablehlo.compare", [a, b], [T((), "i1")], "",
                                       " {comparison_direction = #stablehlo<comparison_direction %s>}" % rng.choice(["LT", "GT", "NE"]))[0]
                        body.append(gop(sub, None, "stablehlo.return", [cmp], [], "", "", oploc()))
                    else:
                        inner(depth + 1)
                        yield_("stablehlo.return", it)
                    kit.ind = ind
                    f.pop()
                body.append(ind + "}) : " + sig(it, it) + oploc())
                f.addall(results(res, it))
            elif r < 0.72:
                x = kit.need(T((4, 8), "f32"))
                init = kit.need(T((), "f32"))
                res = f.num()
                body.append(ind + res + ' = "stablehlo.reduce"(%s, %s) ({' % (x[0], init[0]))
                f.push()
                ba = [(f.num(), T((), "f32")), (f.num(), T((), "f32"))]
                body.append(ind + block_header("^bb0", ba, [], argloc))
                f.addall(ba)
                kit.ind = sub
                sm = kit.emit("stablehlo.add", ba, [T((), "f32")])[0]
                if rng.random() < 0.3:
                    inner(depth + 1)
                body.append(gop(sub, None, "stablehlo.return", [sm], [], "", "", oploc()))
                kit.ind = ind
                f.pop()
                body.append(ind + "}) {dimensions = array<i64: 1>} : " + sig([x[1], init[1]], [T((4,), "f32")]) + oploc())
                f.add(res, T((4,), "f32"))
            elif r < 0.8:
                x = kit.need(T((128,), "f32"))
                res = f.num()
                body.append(ind + res + ' = "tt.reduce"(%s) <{axis = 0 : i32}> ({' % x[0])
                f.push()
                ba = [(f.num(), "f32"), (f.num(), "f32")]
                body.append(ind + block_header("^bb0", ba, [], argloc))
                f.addall(ba)
                kit.ind = sub
                sm = kit.emit("arith.addf", ba, ["f32"], FM % "none")[0]
                body.append(gop(sub, None, "tt.reduce.return", [sm], [], "", "", oploc()))
                kit.ind = ind
                f.pop()
                body.append(ind + "}) : " + sig([x[1]], ["f32"]) + oploc())
                f.add(res, "f32")
            elif r < 0.88:
                t = rng.choice(tys)
                res = f.num()
                body.append(ind + res + ' = "tf_device.cluster"() ({')
                f.push()
                kit.ind = sub
                inner(depth + 1)
                yield_("tf_device.return", [t])
                kit.ind = ind
                f.pop()
                body.append(ind + '}) {_replication_info = "cluster_%d", _xla_compile_device_type = "TPU", allow_soft_placement = true} : () -> %s%s'
                            % (rng.randrange(100), t, oploc()))
                f.add(res, t)
            elif r < 0.94:
                # TF executor graph: a graph region, islands, and (sometimes) a forward reference
                t = rng.choice(tys)
                res = f.num()
                CT = "!tf_executor.control"
                body.append(ind + res + ':2 = "tf_executor.graph"() ({')
                f.push()
                fwd = f.num()[1:]
                o, c = "%outputs_" + str(f.k), "%control_" + str(f.k)
                f.k += 1
                ops_ = [(fwd, CT)] if rng.random() < 0.4 else []
                body.append(sub + '%s, %s = "tf_executor.island"(%s) ({' % (o, c, ", ".join("%" + n for n, _ in ops_)))
                f.push()
                kit.ind = sub + "  "
                inner(depth + 2)
                yield_("tf_executor.yield", [t])
                kit.ind = ind
                f.pop()
                body.append(sub + "}) : " + sig([ty for _, ty in ops_], [t, CT]) + oploc())
                body.append(sub + '%%%s = "tf_executor.island"(%s) ({' % (fwd, c))
                body.append(sub + '  "tf_executor.yield"() : () -> ()')
                body.append(sub + "}) : (%s) -> %s" % (CT, CT))
                body.append(sub + '"tf_executor.fetch"(%s, %s) : (%s, %s) -> ()' % (o, c, t, CT))
                f.pop()
                body.append(ind + "}) : () -> (%s, %s)%s" % (t, CT, oploc()))
                f.add(res + "#0", t)
            else:
                # a multi-block region in an unregistered op; the blocks branch to each other
                body.append(ind + '"mhlo.fusion"() ({')
                body.append(ind + "^bb0:")
                f.push()
                kit.ind = sub
                inner(depth + 1)
                nb = rng.randrange(1, 4)
                for i in range(nb):
                    body.append(gop(sub, None, "cf.br", [], [], "", "", oploc(), "[^bb%d]" % (i + 1)))
                    body.append(ind + "^bb%d:  // pred: ^bb%d" % (i + 1, i))
                    for _ in range(rng.randrange(1, 4)):
                        kit.step()
                body.append(gop(sub, None, "mhlo.return", [], [], "", "", oploc()))
                kit.ind = ind
                f.pop()
                body.append(ind + '}) {fusion_kind = #mhlo<fusion_kind kLoop>} : () -> ()' + oploc())

        def inner_normal(depth):
            n = rng.randrange(1, 8)
            for _ in range(n):
                if rng.random() < (0.25 if depth < 4 else 0.06):
                    region_op(depth, inner_normal)
                else:
                    kit.step()

        def chain(levels):
            def inner(depth):
                for _ in range(rng.randrange(0, 3)):
                    kit.step()
                if depth < levels:
                    region_op(depth, inner)
                for _ in range(rng.randrange(0, 2)):
                    kit.step()
            return inner

        size = min(int(rng.paretovariate(1.1) * 40), 3000)
        while len(body) < size:
            r = rng.random()
            if r < 0.03:
                region_op(0, chain(rng.randrange(30, 90)))
            elif r < 0.35:
                region_op(0, inner_normal)
            else:
                kit.step()
        rt = [rng.choice(f.types())]
        rv = [kit.need(t) for t in rt]
        name = "%s_%d" % (rng.choice(["kernel", "while_body", "main", "fused_computation"]), fi)
        fi += 1
        out.append("  func.func @%s(%s) -> %s {" % (name, ", ".join("%s: %s%s" % (n, t, argloc()) for n, t in args), rt[0]))
        out.extend(body)
        out.append("    return %s : %s%s" % (rv[0][0], rt[0], oploc()))
        out.append("  }")
        cnt += count_ops(body) + 2
    cnt += 1
    return "module {\n" + "\n".join(out) + "\n}\n", cnt



# --------------------------------------------------------------------------------------------
# class: big_constants
# --------------------------------------------------------------------------------------------

def gen_big_constants(rng, N):
    # a pool of realistic f32 weights (little endian), sliced for hex literals and blobs
    pool = struct.pack("<4096f", *[rng.gauss(0.0, 0.05) for _ in range(4096)]).hex().upper()
    pool2 = pool + pool
    fpool = ["%.6e" % rng.gauss(0.0, 0.2) for _ in range(2048)]
    blobs = []
    cnt = 0
    out = []
    ck = [0]

    def hexdata(nbytes):
        nchar = 2 * nbytes
        parts = []
        while nchar > 0:
            off = 8 * rng.randrange(4096)
            take = min(nchar, len(pool2) - off, 32768)
            parts.append(pool2[off:off + take])
            nchar -= take
        return "".join(parts)

    def nested(shape, gen):
        if len(shape) == 1:
            return "[" + ", ".join(gen() for _ in range(shape[0])) + "]"
        return "[" + ", ".join(nested(shape[1:], gen) for _ in range(shape[0])) + "]"

    def rand_shape(nelem):
        # a plausible conv / matmul weight shape with about nelem elements
        r = rng.random()
        if nelem <= 16 or r < 0.25:
            return (max(1, nelem),)
        if r < 0.6:
            a = rng.choice([8, 16, 32, 64, 128, 256])
            return (max(1, nelem // a), a)
        k = rng.choice([1, 3, 3, 5, 7])
        c = rng.choice([3, 8, 16, 32, 64])
        return (max(1, nelem // (c * k * k)), c, k, k)

    huge_left = [max(1, N // 20000)]
    huge_every = max(1, N // (2 * huge_left[0]))    # spread the huge literals over the file

    def value_attr():
        """returns (attr text, tensor type)"""
        r = rng.random()
        if huge_left[0] and (cnt + ck[0]) >= huge_every * (max(1, N // 20000) - huge_left[0] + 1) // 2:
            huge_left[0] -= 1
            nelem = int(2 ** rng.uniform(17, 18.5))
        elif r < 0.98:
            nelem = int(2 ** rng.uniform(0, 7))
        else:
            nelem = int(2 ** rng.uniform(7, 12.5))
        shape = rand_shape(nelem)
        n = 1
        for d in shape:
            n *= d
        et = rng.choice(["f32", "f32", "f32", "f32", "i64", "f16", "i8"])
        ty = T(shape, et)
        r = rng.random()
        if r < 0.1:
            return "dense<%s>" % (fpool[rng.randrange(2048)] if et[0] == "f" else str(rng.randrange(-5, 100))), ty
        if n <= 64 and r < 0.6:
            if et[0] == "f":
                return "dense<%s>" % nested(list(shape), lambda: fpool[rng.randrange(2048)]), ty
            return "dense<%s>" % nested(list(shape), lambda: str(rng.randrange(-128, 128))), ty
        width = {"f32": 4, "i64": 8, "f16": 2, "i8": 1}[et]
        if r < 0.8 or n < 256:
            return 'dense<"0x%s">' % hexdata(n * width), ty
        key = "onnx_const_%d" % len(blobs)
        blobs.append('      %s: "0x%s%s"' % (key, {4: "04000000", 8: "08000000", 2: "02000000", 1: "01000000"}[width],
                                              hexdata(n * width)))
        return "dense_resource<%s>" % key, ty

    def op(name, args, outs, attrs=""):
        r = f.num()
        body.append(gop("    ", r, name, args, outs, "", attrs, ""))
        ck[0] += 1
        return results(r, outs)

    gi = 0
    while cnt < N:
        f = Fn(rng)
        body = []
        ck[0] = 0
        batch = rng.choice(["?", "1", "?", "8"])
        C = rng.choice([3, 16, 32])
        Hh = rng.choice([224, 112, 56, 512])
        X = T((batch, C, Hh, Hh), "f32")
        x = ("%arg0", X)
        none = ("%" + "none", "none")
        body.append('    %none = "onnx.NoValue"() {value} : () -> none')
        ck[0] += 1
        target = min(N - cnt, rng.choice([2000, 8000, 30000]))
        li = 0
        while ck[0] < target:
            li += 1
            kind = rng.random()
            node = "/model/layer%d/%s" % (li, rng.choice(["conv", "block/conv1", "attn/qkv", "mlp/fc1", "downsample/0"]))
            if rng.random() < 0.6 or li == 1:
                va, vt_ = value_attr()
                w = op("onnx.Constant", [], [vt_], " {value = %s : %s}" % (va, vt_))[0]
            if kind < 0.35:
                b = op("onnx.Constant", [], [T((C,), "f32")], " {value = dense<%s> : %s}" % (
                    nested([C], lambda: fpool[rng.randrange(2048)]) if C <= 32 else fpool[0], T((C,), "f32")))[0]
                x = op("onnx.Conv", [x, w, b], [X], ' {auto_pad = "NOTSET", dilations = [1, 1], group = 1 : si64, '
                       'kernel_shape = [3, 3], onnx_node_name = "%s/Conv", pads = [1, 1, 1, 1], strides = [1, 1]}' % node)[0]
            elif kind < 0.5:
                x = op("onnx.Add", [x, w], [X], ' {onnx_node_name = "%s/Add"}' % node)[0]
                x = op("onnx.Relu", [x], [X], ' {onnx_node_name = "%s/Relu"}' % node)[0]
            elif kind < 0.6:
                sc = [op("onnx.Constant", [], [T((C,), "f32")], " {value = dense<%s> : %s}" % (fpool[i], T((C,), "f32")))[0]
                      for i in range(4)]
                x = op("onnx.BatchNormalizationInferenceMode", [x] + sc, [X],
                       ' {epsilon = 9.99999974E-6 : f32, momentum = 0.899999976 : f32, onnx_node_name = "%s/BatchNormalization"}' % node)[0]
            elif kind < 0.7:
                shp = op("onnx.Constant", [], [T((4,), "i64")], " {value = dense<[%s, %d, %d, %d]> : tensor<4xi64>}"
                         % ("-1" if batch == "?" else batch, C, Hh, Hh))[0]
                y = op("onnx.Reshape", [x, shp], [X], ' {allowzero = 0 : si64, onnx_node_name = "%s/Reshape"}' % node)[0]
                x = op("onnx.Transpose", [y], [X], ' {onnx_node_name = "%s/Transpose", perm = [0, 1, 3, 2]}' % node)[0]
            elif kind < 0.78:
                y = op("onnx.Resize", [x, none, none, none], [X], ' {antialias = 0 : si64, coordinate_transformation_mode = '
                       '"asymmetric", mode = "nearest", nearest_mode = "floor", onnx_node_name = "%s/Resize"}' % node)[0]
                x = op("onnx.Mul", [y, w], [X], ' {onnx_node_name = "%s/Mul"}' % node)[0]
            elif kind < 0.83:
                k = rng.randrange(2, 6)
                parts = [x] + [f.pick_t(X) or x for _ in range(k - 1)]
                y = op("onnx.Concat", parts, [T((batch, C * k, Hh, Hh), "f32")], ' {axis = 1 : si64, onnx_node_name = "%s/Concat"}' % node)[0]
                x = op("onnx.Slice", [y, w, w, none, none], [X], ' {onnx_node_name = "%s/Slice"}' % node)[0]
            elif kind < 0.86:
                n_idx = int(2 ** rng.uniform(4, 10))
                x = op("onnx.Custom", [x, w], [X], ' {domain_name = "com.microsoft", function_name = "QuickGelu", '
                       'indices = array<i64: %s>, onnx_node_name = "%s/Custom"}'
                       % (", ".join(str(rng.randrange(0, 1 << 20)) for _ in range(n_idx)), node))[0]
            elif kind < 0.88:
                doc = "\\n".join('{"layer": %d, "name": "%s", "params": [%s]}' % (i, node, ", ".join(fpool[:8]))
                                 for i in range(rng.randrange(3, 40)))
                x = op("onnx.Identity", [x], [X], ' {onnx_node_name = "%s/Identity", doc_string = "%s"}' % (node, doc.replace('"', '\\"')))[0]
            else:
                x = op("onnx.Sigmoid", [x], [X], ' {onnx_node_name = "%s/Sigmoid"}' % node)[0]
            f.add(*x)
        gi += 1
        name = "main_graph" if gi == 1 else "main_graph_%d" % gi
        out.append('  func.func %s@%s(%%arg0: %s {onnx.dim_params = "0:batch_size", onnx.name = "input"}) -> (%s {onnx.name = "output"}) {'
                   % ("" if gi == 1 else "private ", name, X, X))
        out.extend(body)
        out.append('    "onnx.Return"(%s) : (%s) -> ()' % (x[0], X) if rng.random() < 0.2 else "    return %s : %s" % (x[0], X))
        out.append("  }")
        out.append('  "onnx.EntryPoint"() {func = @%s} : () -> ()' % name)
        cnt += ck[0] + 3
    cnt += 1
    text = ('module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", '
            'llvm.target_triple = "x86_64-unknown-linux-gnu", "onnx-mlir.symbol-postfix" = "model"} {\n'
            + "\n".join(out) + "\n}\n")
    if blobs:
        text += "\n{-#\n  dialect_resources: {\n    builtin: {\n" + ",\n".join(blobs) + "\n    }\n  }\n#-}\n"
    return text, cnt



# --------------------------------------------------------------------------------------------
# class: handwritten_zoo (the builtin attribute / type / location zoo)
# --------------------------------------------------------------------------------------------

ZOO_TYPES = [
    "i1", "i8", "i16", "i32", "i64", "index", "f16", "bf16", "f32", "f64", "f8E4M3FN", "i4", "si32", "ui8",
    "complex<f32>", "tuple<i32, f32>", "none", "vector<4xf32>", "vector<[4]xi8>", "vector<2x[4]xf32>",
    "tensor<4x?xf32>", "tensor<*xf32>", "tensor<f32>", "tensor<2x3x4xi32>", "tensor<?x?xf16>", 'tensor<4xf32, "enc">',
    "tensor<0x3xf32>", "tensor<1x1x1xbf16>", "memref<4x4xf32>", "memref<?xf32, strided<[1], offset: ?>>",
    "memref<4x4xf32, #map0>", "memref<8xi32, 1>", "memref<*xf32>", "memref<?x4xf32, #strided>", "!tensor_t", "!i32_alias",
    "!foo.bar", '!foo.bar<"x", 3>', '!foo<"opaque<type>">', "!llvm.ptr", "!llvm.struct<(i32, f32)>", "(i32) -> i32",
    "tensor<2x!quant.uniform<i8:f32, 0.5:-3>>", "vector<16xi1>",
]

STRINGS = ["hello", 'say "hi"', "tab\there", "line\nbreak", "back\\slash", "résumé ✓ 日本語", "", "a", "x" * 40,
           "snake_case_name", "with space", "{json: [1, 2]}", "\\22already\\22"]


class Zoo:
    def __init__(self, rng):
        self.rng = rng
        self.distinct = 0

    def int_attr(self):
        rng = self.rng
        w = rng.choice([1, 8, 16, 32, 64, 128, 3, 17, "si8", "ui16", "index", "si64", "ui1"])
        if w == 1:
            return rng.choice(["0 : i1", "1 : i1", "true", "false"])
        if w == "index":
            return "%d : index" % rng.randrange(-(1 << 40), 1 << 40)
        if w == "si8":
            return "%d : si8" % rng.randrange(-128, 128)
        if w == "si64":
            return "%d : si64" % rng.randrange(-(1 << 63), 1 << 63)
        if w == "ui16":
            return "%d : ui16" % rng.randrange(0, 65536)
        if w == "ui1":
            return "%d : ui1" % rng.randrange(2)
        if rng.random() < 0.3:
            return str(rng.randrange(-1000, 100000))      # untyped: i64
        return "%d : i%d" % (rng.randrange(-(1 << (w - 1)), 1 << (w - 1)), w)

    def float_attr(self):
        rng = self.rng
        t = rng.choice(["f16", "bf16", "f32", "f64", "f32", "f8E4M3FN", "f80", "tf32"])
        r = rng.random()
        if r < 0.3 and t in ("f16", "bf16", "f32", "f64"):
            nd = {"f16": 4, "bf16": 4, "f32": 8, "f64": 16}[t]
            return "0x%0*X : %s" % (nd, rng.getrandbits(4 * nd), t)
        if r < 0.4:
            return rng.choice(["2.0", "-0.5", "1.000000e+00", "3.1415926535897931"])    # untyped: f64
        v = rng.gauss(0, 4) if t not in ("f8E4M3FN",) else rng.choice([0.5, 1.0, -2.0, 0.0])
        txt = rng.choice(["%.6e", "%g", "%.17g", "%.1f"]) % v
        if "." not in txt:      # MLIR float literals need a dot: 1e+10 -> 1.0e+10
            e = txt.find("e")
            txt = txt + ".0" if e < 0 else txt[:e] + ".0" + txt[e:]
        return txt + " : " + t

    def string(self):
        return qstr(self.rng.choice(STRINGS)) if self.rng.random() < 0.7 else '"%s"' % self.rng.choice(
            ["a\\\"b", "\\0A\\09", "esc\\\\", "multi\\nline"])

    def dense(self):
        rng = self.rng
        r = rng.random()
        if r < 0.25:
            shape = rng.choice([(3,), (2, 2), (2, 3), (1, 4, 2)])
            et = rng.choice(["i32", "i8", "i64", "i16"])
            return "dense<%s> : %s" % (self.nested(list(shape), lambda: str(rng.randrange(-100, 100))), T(shape, et))
        if r < 0.45:
            shape = rng.choice([(4,), (2, 2), (3, 1)])
            et = rng.choice(["f32", "f64", "f16", "bf16"])
            return "dense<%s> : %s" % (self.nested(list(shape), lambda: "%.6e" % rng.gauss(0, 1)), T(shape, et))
        if r < 0.55:
            return "dense<%s> : %s" % (rng.choice(["1.000000e+00", "0.0", "-2.5"]), rng.choice(["tensor<4x4xf32>", "vector<8xf32>", "tensor<f64>"]))
        if r < 0.62:
            return "dense<%s> : tensor<2x2xi1>" % rng.choice(["true", "[[true, false], [false, true]]"])
        if r < 0.7:
            n = rng.randrange(1, 16)
            return 'dense<"0x%s"> : tensor<%dxi8>' % (rng.randbytes(n).hex().upper(), n)
        if r < 0.76:
            return "dense<(1.000000e+00,-2.000000e+00)> : tensor<complex<f32>>" if rng.random() < 0.5 else \
                "dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>"
        if r < 0.82:
            return 'dense<["%s", "b"]> : tensor<2x!foo.string>' % rng.choice(["a", "x y", "\\22q\\22"])
        if r < 0.86:
            return "dense<[]> : tensor<0xi32>"
        if r < 0.92:
            return "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>"
        return "dense_resource<%s> : tensor<4xf32>" % rng.choice(["blob1", "resource_a", "__elided__"])

    def nested(self, shape, gen):
        if len(shape) == 1:
            return "[" + ", ".join(gen() for _ in range(shape[0])) + "]"
        return "[" + ", ".join(self.nested(shape[1:], gen) for _ in range(shape[0])) + "]"

    def array_attr(self):
        rng = self.rng
        t = rng.choice(["i64", "i32", "i8", "f32", "f64", "i1", "i16"])
        n = rng.choice([0, 1, 2, 3, 4, 8])
        if n == 0:
            return "array<%s>" % t
        if t == "i1":
            items = [rng.choice(["true", "false"]) for _ in range(n)]
        elif t[0] == "f":
            items = ["%.6e" % rng.gauss(0, 2) for _ in range(n)]
        else:
            items = [str(rng.randrange(-100, 100)) for _ in range(n)]
        return "array<%s: %s>" % (t, ", ".join(items))

    def attr(self, depth=0):
        rng = self.rng
        r = rng.random()
        if r < 0.16:
            return self.int_attr()
        if r < 0.26:
            return self.float_attr()
        if r < 0.36:
            return self.string()
        if r < 0.42 and depth < 3:
            return "[" + ", ".join(self.attr(depth + 1) for _ in range(rng.randrange(0, 5))) + "]"
        if r < 0.47 and depth < 3:
            return self.dict(depth + 1)
        if r < 0.55:
            return self.dense()
        if r < 0.6:
            return self.array_attr()
        if r < 0.64:
            return rng.choice(["affine_map<(d0, d1) -> (d0 + d1, d1 * 2)>", "affine_map<() -> (0)>", "#map0", "#map1",
                               "affine_map<(d0)[s0, s1] -> (d0 floordiv s0, d0 mod 8, s1 ceildiv 4)>",
                               "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>", "#set0"])
        if r < 0.7:
            return rng.choice(ZOO_TYPES)
        if r < 0.74:
            return rng.choice(["@foo", "@\"quoted sym\"", "@outer::@inner", "@a::@b::@c", "@main"])
        if r < 0.76:
            return "unit"
        if r < 0.83:
            return rng.choice(['#foo.bar<"x", 3>', '#foo<"opaque attr">', "#foo.nested<{a = [1, 2], b = @sym}>", "#foo.bar",
                               '#tfl<const_bytes : "0x0A0B">', "#arith.fastmath<fast>", "#llvm.linkage<internal>",
                               "#dialect_alias", "#attr_alias", "#strided", "strided<[4, 1], offset: 2>",
                               "#foo.enum<value_a>", "#ub.poison"])
        if r < 0.86:
            self.distinct += 1
            return "distinct[%d]<%s>" % (self.distinct - 1, rng.choice(["", '"id"', "{a = 1 : i32}", "#foo.x", "42 : i64"]))
        if r < 0.88:
            return rng.choice(['loc("in_attr")', 'loc("f.mlir":3:4)', "loc(unknown)", 'loc(fused["a", "b"])'])
        return rng.choice(["true", "false"])

    def key(self, i):
        rng = self.rng
        r = rng.random()
        if r < 0.75:
            return rng.choice(["value", "name", "axis", "shape", "foo", "kind", "mode", "sym", "data", "x", "layout",
                               "operandSegmentSizes", "map", "dims", "alpha", "flag"]) + ("_%d" % i if i else "")
        if r < 0.9:
            return rng.choice(["foo.bar", "tf.device", "dialect.attr", "_internal", "a$b", "x.y.z"]) + "_%d" % i
        return '"%s %d"' % (rng.choice(["quoted key", "with-dash", "0starts_with_digit"]), i)

    def dict(self, depth=0, n=None, tight=False, dialect=False):
        rng = self.rng
        if n is None:
            n = rng.choice([0, 1, 1, 2, 2, 3, 4, 6])
        items = []
        eq, sep = ("=", ",") if tight else (" = ", ", ")
        for i in range(n):
            k = self.key(i)
            if dialect and "." not in k:
                pre = rng.choice(["foo.", "tf_saved_model.", "llvm_like.", "mydialect."])
                k = '"' + pre + k[1:] if k[0] == '"' else pre + k

            if rng.random() < 0.12:
                items.append(k)                 # unit attribute
            else:
                items.append(k + eq + self.attr(depth))
        return "{" + sep.join(items) + "}"


def zoo_loc(rng, line):
    r = rng.random()
    if r < 0.45:
        return ""
    if r < 0.6:
        return ' loc("%s":%d:%d)' % (rng.choice(["test.mlir", "/tmp/in.mlir", "ops.td"]), line, rng.randrange(1, 80))
    if r < 0.66:
        return ' loc("%s")' % rng.choice(["foo", "named", "escaped\\0A", "x.y"])
    if r < 0.7:
        return ' loc("%s"("f.py":%d:0))' % (rng.choice(["child", "aten::add"]), line)
    if r < 0.75:
        return ' loc(callsite("%s" at "caller.mlir":%d:5))' % (rng.choice(["callee", "inlined"]), line)
    if r < 0.78:
        return ' loc(callsite("a" at callsite("b" at "c.mlir":%d:1)))' % line
    if r < 0.83:
        return ' loc(fused["a", "b":%d:2, unknown])' % line
    if r < 0.86:
        return ' loc(fused<"CSE">["x", "y"])'
    if r < 0.88:
        return ' loc(fused<#foo.meta<1>>["m":1:1])'
    if r < 0.91:
        return " loc(unknown)"
    if r < 0.94:
        return ' loc("range.mlir":%d:3 to %d:9)' % (line, line + 2)
    if r < 0.96:
        return ' loc("range.mlir":%d:3 to :20)' % line
    if r < 0.98:
        return ' loc("line_only.mlir":%d)' % line
    return " loc(#myloc)"


def gen_handwritten_zoo(rng, N):
    zoo = Zoo(rng)
    out = [
        "// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | FileCheck %s",
        "// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC",
        "",
        "!tensor_t = tensor<4x?xf32>",
        "!i32_alias = i32",
        "#map0 = affine_map<(d0, d1) -> (d1, d0)>",
        "#map1 = affine_map<(d0)[s0] -> (d0 + s0 * 4, d0 mod 3)>",
        "#set0 = affine_set<(d0, d1)[N] : (d0 >= 0, -d0 + N - 1 >= 0, d1 == 0)>",
        '#attr_alias = {alias.key = "value", n = 3 : i16}',
        "#dialect_alias = #foo.struct<{x = 1, y = [2, 3]}>",
        "#strided = strided<[?, 1], offset: ?>",
        '#myloc = loc("named_location_alias")',
        "",
    ]
    line = [20]
    cnt = 0
    fi = 0
    NAMES = ["", "", "", "x", "tmp", "sum", "v.", "a_", "res$", "idx-", "cst", "arg_", "result"]

    def fresh(f):
        stem = rng.choice(NAMES)
        k = f.k
        f.k += 1
        return "%" + stem + str(k)

    def spacing():
        r = rng.random()
        if r < 0.75:
            return (", ", " : ", " -> ", " ")
        if r < 0.88:
            return (",", ":", "->", "")
        return (" , ", "  :  ", "  ->  ", "  ")

    def op(f, ind, name, args, outs, regions=None, succ="", props=True):
        sep, col, arr, sp = spacing()
        n = len(outs)
        head = ""
        if n:
            r = fresh(f)
            if n == 1:
                head = r + " = "
                rs = [(r, outs[0])]
            elif n == 3 and rng.random() < 0.3:
                r2 = fresh(f)
                head = "%s, %s:2 = " % (r, r2)
                rs = [(r, outs[0]), (r2 + "#0", outs[1]), (r2 + "#1", outs[2])]
            else:
                head = "%s:%d = " % (r, n)
                rs = [(r + "#" + str(i), t) for i, t in enumerate(outs)]
        else:
            rs = []
        pr = ""
        if props and rng.random() < 0.25:
            pr = sp + "<" + zoo.dict(0, rng.randrange(1, 3), tight=(sep == ",")) + ">"
        at = ""
        if rng.random() < 0.6:
            at = sp + zoo.dict(0, None, tight=(sep == ","))
        tys = sep.join(t for _, t in args)
        if n == 1 and not outs[0].startswith("("):
            ot = outs[0]
        else:
            ot = "(" + sep.join(outs) + ")"
        line[0] += 1
        l = ind + head + '"' + name + '"' + ("" if sp else "") + "(" + sep.join(a for a, _ in args) + ")" + succ + pr
        if regions is not None:
            out.append(l + sp + "(" + "{")
            regions()
            l = ind + "})"
        l += at + col + "(" + tys + ")" + arr + ot + zoo_loc(rng, line[0])
        if rng.random() < 0.08:
            l += "  // " + rng.choice(["CHECK: foo", "expected to fold", "TODO(someone): remove", "see #1234", "unit attr"])
        out.append(l)
        f.addall(rs)
        return rs

    def ops(f, ind, n, depth):
        for _ in range(n):
            r = rng.random()
            nargs = rng.choice([0, 1, 1, 2, 2, 3, 4]) if f.vals else 0
            args = [f.pick() for _ in range(nargs)]
            nres = rng.choice([0, 1, 1, 1, 1, 2, 3])
            outs = [rng.choice(ZOO_TYPES) for _ in range(nres)]
            name = rng.choice(["foo.op", "foo.bar", "test_like.compute", "my_dialect.thing", "x.y.z", "custom.op_with.dots",
                               "foo.multi", "bar.baz", "a.b"])
            if r < 0.1 and depth < 4:
                def regions():
                    nreg = rng.choice([1, 1, 2])
                    for ri in range(nreg):
                        if ri:
                            out.append(ind + "}, {")
                        f.push()
                        if rng.random() < 0.6:
                            ba = [(fresh(f), rng.choice(ZOO_TYPES)) for _ in range(rng.randrange(1, 4))]
                            out.append(ind + "^bb0(" + ", ".join("%s: %s%s" % (a, t, zoo_loc(rng, line[0])) for a, t in ba) + "):")
                            f.addall(ba)
                        if rng.random() < 0.1:
                            f.pop()
                            continue                       # empty region body
                        ops(f, ind + "  ", rng.randrange(1, 5), depth + 1)
                        out.append(ind + '  "foo.yield"() : () -> ()')
                        f.pop()
                op(f, ind, name, args, outs, regions)
            elif r < 0.14:
                # one-line region
                out.append(ind + '"foo.inline_region"() ({ "foo.yield"() : () -> () }) : () -> ()')
            elif r < 0.18:
                out.append(ind + "// " + rng.choice(["CHECK: %[[VAL:.*]] = \"foo.op\"", "CHECK-NEXT: return", "Comment line.",
                                                      "CHECK-SAME: {foo = 1 : i64}", "GENERIC: \"foo.bar\"() {"]))
            elif r < 0.2:
                out.append("")
            else:
                op(f, ind, name, args, outs)

    while cnt < N:
        r = rng.random()
        if r < 0.06:
            out.append("")
            out.append("// -----")
            out.append("")
            continue
        if r < 0.1:
            line[0] += 1
            out.append('"foo.global"() {sym_name = "global_%d", value = %s} : () -> ()%s' % (fi, zoo.attr(), zoo_loc(rng, line[0])))
            fi += 1
            cnt += 1
            continue
        if r < 0.15:
            ats = [rng.choice(ZOO_TYPES) for _ in range(rng.randrange(0, 4))]
            res = rng.choice(["", " -> ()", " -> i32", " -> (i32, f32)"])
            out.append("func.func private @decl_%d(%s)%s" % (fi, ", ".join(ats), res))
            fi += 1
            cnt += 1
            continue
        wrap = rng.random() < 0.05
        ind0 = "  " if wrap else ""
        if wrap:
            out.append("module @mod_%d attributes {foo.module_attr = %s} {" % (fi, zoo.attr()))
            cnt += 1
        f = Fn(rng)
        nargs = rng.randrange(0, 5)
        args = []
        for i in range(nargs):
            nm = rng.choice(["%arg" + str(i), "%a" + str(i), "%input" + str(i), "%" + str(i + 100)])
            args.append((nm, rng.choice(ZOO_TYPES)))
        f.addall(args)
        f.k = 200
        name = "func_%d" % fi if rng.random() < 0.7 else rng.choice(["test_", "@", "check_"]).strip("@") + "case%d" % fi
        fi += 1
        out.append(ind0 + "// CHECK-LABEL: func @%s" % name)
        argtxt = []
        for a, t in args:
            extra = ""
            if rng.random() < 0.15:
                extra = " " + zoo.dict(0, rng.randrange(1, 3), dialect=True)
            if rng.random() < 0.2:
                extra += zoo_loc(rng, line[0]) or ' loc("arg")'
            argtxt.append("%s: %s%s" % (a, t, extra))
        body_start = len(out)
        out.append(None)       # header placeholder
        n_ops = min(int(rng.paretovariate(1.3) * 5), 200)
        ind = ind0 + "  "
        c0 = len(out)
        ops(f, ind, n_ops, 0)
        # sometimes a diamond of blocks with successors
        if rng.random() < 0.25:
            c = f.pick()
            out.append(ind + '"foo.cond_br"(%s)[^bb1, ^bb2] : (%s) -> ()' % c)
            ty = rng.choice(ZOO_TYPES)
            for b in (1, 2):
                out.append(ind0 + "^bb%d:  // pred: ^bb0" % b)
                f.push()
                ops(f, ind, rng.randrange(0, 4), 1)
                v = f.pick_t(ty)
                if v is None:
                    v = op(f, ind, "foo.make", [], [ty])[0]
                out.append(ind + '"cf.br"(%s)[^bb3] : (%s) -> ()%s' % (v[0], ty, zoo_loc(rng, line[0])))
                f.pop()
            m = fresh(f)
            out.append(ind0 + "^bb3(%s: %s%s):  // 2 preds: ^bb1, ^bb2" % (m, ty, zoo_loc(rng, line[0])))
            f.add(m, ty)
            ops(f, ind, rng.randrange(0, 3), 1)
        nres = rng.choice([0, 0, 1, 1, 2])
        rv = [f.pick() for _ in range(nres)] if f.vals else []
        rts = [t for _, t in rv]
        if rts:
            out.append(ind + rng.choice(["return ", "func.return "]) + ", ".join(v for v, _ in rv) + " : " + ", ".join(rts))
        else:
            out.append(ind + rng.choice(["return", "func.return", "return "]))
        if len(rts) == 1 and not rts[0].startswith("("):
            rt = " -> " + rts[0]
        elif rts:
            rt = " -> (" + ", ".join(rts) + ")"
        else:
            rt = rng.choice(["", "", " -> ()"])
        attrs = " attributes " + zoo.dict(0, rng.randrange(1, 3)) if rng.random() < 0.15 else ""
        out[body_start] = ind0 + "func.func %s@%s(%s)%s%s {" % (rng.choice(["", "", "", "private ", "public "]), name,
                                                              ", ".join(argtxt), rt, attrs)
        out.append(ind0 + "}" + zoo_loc(rng, line[0]))
        cnt += 1 + count_ops(out[c0:])
        if wrap:
            out.append("}")
        out.append("")
    return "\n".join(out) + "\n", cnt



# --------------------------------------------------------------------------------------------
# class: nested_modules
# --------------------------------------------------------------------------------------------

def gen_nested_modules(rng, N):
    out = []
    cnt = [0]
    uid = [0]
    line = [1]
    TT = [T((256,), "f32"), T(("?",), "f32"), T((16, 16), "f32"), T((4,), "i32"), T(None, "f32")]
    UD = ["flow.dispatch.tensor.load", "linalg_ext.scan", "iree_codegen.ukernel", "gpu_like.shuffle", "nvvm_like.fma"]

    def name(base):
        uid[0] += 1
        return "%s_%d" % (base, uid[0])

    def oploc():
        line[0] += 1
        return ' loc("kernels.mlir":%d:%d)' % (line[0], rng.randrange(3, 40)) if rng.random() < 0.35 else ""

    def func(ind, table, path):
        f = Fn(rng)
        body = []
        kit = Kit(rng, f, body, oploc, TT, UD)
        kit.ind = ind + "  "
        kit.calls = table
        kit.maps = True
        nargs = rng.randrange(0, 4)
        ats = [rng.choice(TT + ["index", "f32", "i32"]) for _ in range(nargs)]
        args = [("%arg" + str(i), t) for i, t in enumerate(ats)]
        f.addall(args)
        fname = name(rng.choice(["dispatch", "kernel", "outlined", "main", "helper"]))
        if rng.random() < 0.1:
            rt = rng.choice(["i32", "f32"])
            vis = rng.choice(["private", "private", "nested"])
            out.append(ind + "func.func %s @%s(%s) -> %s%s" % (vis, fname, ", ".join(ats), rt, oploc()))
            table.append((fname, ats, [rt]))
            cnt[0] += 1
            return
        size = min(int(rng.paretovariate(1.3) * 8), 300)
        if rng.random() < 0.4:
            cfg_body(rng, kit, size, lambda: "", ind + "  ")
        else:
            for _ in range(size):
                if rng.random() < 0.05 and len(path) > 1:
                    # symbol reference into another symbol table (a kernel launch)
                    v = kit.need(TT[0])
                    body.append(gop(ind + "  ", f.num(), "flow.dispatch", [v], [TT[0]], "",
                                    " {entry_point = @%s, workload = array<i64: 256, 1, 1>}" % "::@".join(path[1:] + [rng.choice(["dispatch_1", "kernel_2", fname])]),
                                    oploc()))
                else:
                    kit.step()
        tys = f.types()
        rts = [rng.choice(tys)] if tys and rng.random() < 0.7 else []
        rv = [kit.need(t) for t in rts]
        vis = rng.choice(["", "", "", "private ", "public "])
        res = " -> " + rts[0] if rts else ""
        attrs = rng.choice(["", "", "", ' attributes {translation_info = #iree_codegen.translation_info<pipeline = CPUDoubleTilingExpert>}',
                            " attributes {iree.abi.kernel, rocdl_like.max_flat_work_group_size = 128 : i32}"])
        out.append(ind + "func.func %s@%s(%s)%s%s {" % (vis, fname, ", ".join("%s: %s" % a for a in args), res, attrs))
        out.extend(body)
        out.append(ind + "  " + ("return %s : %s" % (rv[0][0], rts[0]) if rts else "return") + oploc())
        out.append(ind + "}" + oploc())
        table.append((fname, ats, rts))
        cnt[0] += count_ops(body) + 2

    def content(ind, depth, budget, path):
        table = []
        stop = cnt[0] + budget
        first = True
        while cnt[0] < stop or first:
            first = False
            r = rng.random()
            if r < 0.12 and depth < 7:
                sub = int((stop - cnt[0]) * rng.uniform(0.05, 0.4)) + 1
                module(ind, depth + 1, sub, path)
            elif r < 0.17 and depth < 7:
                executable(ind, depth + 1, int((stop - cnt[0]) * rng.uniform(0.02, 0.2)) + 1, path)
            elif r < 0.2:
                out.append(ind + '"util.global"() {sym_name = "%s", sym_visibility = "private", type = %s, value = dense<0.000000e+00> : %s} : () -> ()%s'
                           % (name("global"), TT[2], TT[2], oploc()))
                cnt[0] += 1
            else:
                func(ind, table, path)

    def module(ind, depth, budget, path):
        mname = name(rng.choice(["gpu_module", "kernels", "nested", "device_code", "lib"]))
        cnt[0] += 1
        if rng.random() < 0.7:
            attrs = rng.choice(["", "", " attributes {foo.target = \"sm_90\"}",
                                ' attributes {foo.dl_spec = #foo.dl_spec<"index" = 32 : i32>, foo.version = 3 : i64}'])
            out.append(ind + "module @%s%s {" % (mname, attrs))
            content(ind + "  ", depth, budget, path + [mname])
            out.append(ind + "}" + (' loc("%s")' % mname if rng.random() < 0.3 else ""))
        else:
            vis = rng.choice(["", ', sym_visibility = "nested"', ', sym_visibility = "private"'])
            out.append(ind + '"builtin.module"() <{sym_name = "%s"%s}> ({' % (mname, vis))
            content(ind + "  ", depth, budget, path + [mname])
            out.append(ind + "}) : () -> ()" + oploc())

    def executable(ind, depth, budget, path):
        ename = name("executable")
        out.append(ind + '"hal.executable"() <{sym_name = "%s", sym_visibility = "private"}> ({' % ename)
        nv = rng.randrange(1, 3)
        for vi in range(nv):
            vname = rng.choice(["embedded_elf_x86_64", "cuda_nvptx_fb", "vulkan_spirv_fb"]) + "_%d" % vi
            out.append(ind + '  "hal.executable.variant"() <{sym_name = "%s", target = #hal.executable.target<"llvm-cpu", "%s", '
                       '{cpu = "generic", data_layout = "e-m:e-p270:32:32-i64:64-n8:16:32:64-S128", native_vector_size = 16 : i64}>}> ({'
                       % (vname, vname))
            out.append(ind + '    "hal.executable.export"() <{layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer>, '
                       '#hal.pipeline.binding<storage_buffer>]>, ordinal = %d : index, sym_name = "dispatch_%d"}> ({' % (vi, vi))
            out.append(ind + "    ^bb0(%arg0: !hal.device, %arg1: index):")
            out.append(ind + '      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index')
            out.append(ind + '      "hal.return"(%arg1, %c1, %c1) : (index, index, index) -> ()')
            out.append(ind + "    }) : () -> ()")
            out.append(ind + "    module {")
            content(ind + "      ", depth + 1, budget // nv + 1, path + [ename, vname])
            out.append(ind + "    }")
            out.append(ind + "  }) : () -> ()")
            cnt[0] += 5
        out.append(ind + "}) : () -> ()")
        cnt[0] += 1

    out.extend(AFFINE_ALIASES)
    out.append("module @root attributes {hal.device.targets = [#hal.device.target<\"local\", [#hal.executable.target<\"llvm-cpu\", \"embedded-elf-x86_64\">]>], torch.debug_module_name = \"Model\"} {")
    cnt[0] += 1
    while cnt[0] < N:
        content("  ", 0, N - cnt[0], ["root"])
    out.append("}")
    return "\n".join(out) + "\n", cnt[0]



# --------------------------------------------------------------------------------------------
# class: reformatted_crlf (JAX / StableHLO, reformatted: CRLF, tabs, ops over several lines)
# --------------------------------------------------------------------------------------------

def gen_reformatted_crlf(rng, N):
    lines = []
    cnt = [0]
    pyf = rng.choice(["/home/me/proj/train.py", "<stdin>", "/usr/local/lib/python3.11/site-packages/flax/linen/linear.py"])
    fname = rng.choice(["f", "train_step", "apply_fn", "_forward"])
    B = rng.choice([8, 32, 128])
    D = rng.choice([128, 256, 512])
    X = T((B, D), "f32")
    XT = T((D, B), "f32")
    W = T((D, D), "f32")
    S = T((), "f32")
    I = T((), "i32")
    R = T((B,), "f32")
    P = T((B, D), "i1")
    BF = T((B, D), "bf16")
    FL = T((B * D,), "f32")
    JNAMES = ["add", "mul", "dot_general[dimension_numbers=(([1], [0]), ([], [])) precision=None preferred_element_type=float32]",
              "reduce_sum[axes=(1,)]", "broadcast_in_dim[shape=(%d, %d) broadcast_dimensions=(0,)]" % (B, D), "tanh",
              "pjit[name=relu jaxpr={ lambda ; a:f32[%d,%d]. let b:f32[%d,%d] = max a 0.0 in (b,) }]" % (B, D, B, D),
              "while[cond_nconsts=0 body_nconsts=1]", "convert_element_type[new_dtype=bfloat16 weak_type=False]",
              "select_n", "gt", "exp", "transpose[permutation=(1, 0)]", "reshape[new_sizes=(%d,) dimensions=None]" % (B * D),
              "custom_jvp_call[name=gelu]"]

    def jloc():
        r = rng.random()
        if r < 0.15:
            return ""
        nm = "jit(%s)/jit(main)/%s" % (fname, rng.choice(JNAMES))
        if r < 0.75:
            return ' loc("%s"("%s":%d:%d))' % (nm, pyf, rng.randrange(10, 900), rng.choice([0, 4, 8, 11]))
        if r < 0.9:
            return ' loc("%s")' % nm
        return ' loc(callsite("%s"("%s":%d:0) at "%s":%d:0))' % (nm, pyf, rng.randrange(10, 900), pyf, rng.randrange(10, 900))

    def render(ind, res, nres, name, args, outs, props, attrs, loc, regions=None):
        """props/attrs: lists of 'k = v' items.  Chooses a layout, appends lines."""
        st = rng.random()
        head = ind
        if nres == 1:
            head += res + " = "
        elif nres > 1:
            head += "%s:%d = " % (res, nres)
        head += '"' + name + '"'
        ot = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
        inner = ind + "\t"
        if st < 0.12 and len(args) >= 2:
            # one operand per line, and the types too
            lines.append(head + "(")
            for i, (a, _) in enumerate(args):
                lines.append(inner + a + ("," if i < len(args) - 1 else "") + (rng.choice(["", "", "  // " + a[1:]])))
            tail = ")"
        else:
            tail = head + "(" + ", ".join(a for a, _ in args) + ")"
            lines.append(None)
        if props:
            tail += " <{" + ", ".join(props) + "}>"
        if regions is not None:
            if lines[-1] is None:
                lines[-1] = tail + " ({"
            else:
                lines.append(ind + tail + " ({")
            for i, reg in enumerate(regions):
                if i:
                    lines.append(ind + "}, {")
                lines.extend(reg)
            tail = ind + "})"
        elif lines[-1] is not None:
            tail = ind + tail
        if attrs and st > 0.7:
            # one attribute per line
            if lines[-1] is None:
                lines[-1] = tail + " {"
            else:
                lines.append(tail + " {")
            for i, a in enumerate(attrs):
                lines.append(inner + a + ("," if i < len(attrs) - 1 else ""))
            tail = ind + "}"
        elif attrs:
            tail += " {" + ", ".join(attrs) + "}"
        if st < 0.12 and len(args) >= 2:
            tail += " : ("
            if lines[-1] is None:
                lines[-1] = tail
            else:
                lines.append(tail)
            for i, (_, t) in enumerate(args):
                lines.append(inner + t + ("," if i < len(args) - 1 else ""))
            tail = ind + ") -> " + ot
        else:
            tail += " : (" + ", ".join(t for _, t in args) + ") -> " + ot
        if loc and 0.55 < st < 0.7:
            if lines[-1] is None:
                lines[-1] = tail
            else:
                lines.append(tail)
            lines.append(inner + loc.strip())
        else:
            tail += loc
            if lines[-1] is None:
                lines[-1] = tail
            else:
                lines.append(tail)
        if rng.random() < 0.04:
            lines[-1] += rng.choice([" ", "\t", "   "])          # trailing whitespace
        cnt[0] += 1

    class F:
        pass

    def emit(fs, ind, name, args, outs, props=(), attrs=(), regions=None):
        r = fs.f.num() if outs else None
        render(ind, r, len(outs), name, args, outs, list(props), list(attrs), jloc(), regions)
        rs = results(r, outs) if outs else []
        fs.f.addall(rs)
        return rs

    def need(fs, ind, t):
        v = fs.f.pick_t(t)
        if v is not None:
            return v
        if t in (X, XT, W, R, S, I, P, BF, FL):
            et = t[t.rfind("x") + 1:-1] if "x" in t else t[7:-1]
            if et == "i1":
                val = "false"
            elif et[0] == "i":
                val = "0"
            else:
                val = "%.6e" % rng.gauss(0, 1)
            return emit(fs, ind, "stablehlo.constant", [], [t], ["value = dense<%s> : %s" % (val, t)])[0]
        raise ValueError(t)

    helpers = []

    def body(fs, ind, n, depth=0):
        start = cnt[0]
        while cnt[0] - start < n:
            r = rng.random()
            x = need(fs, ind, X)
            if r < 0.05:
                lines.append(ind + "// " + rng.choice(["----- layer %d -----" % cnt[0], "TODO: fuse", "reformatted by mlir-format",
                                                       "NOTE: keep in sync with %s" % pyf]))
            if r < 0.22:
                y = need(fs, ind, X)
                emit(fs, ind, "stablehlo." + rng.choice(["add", "multiply", "subtract", "maximum", "divide"]), [x, y], [X])
            elif r < 0.32:
                emit(fs, ind, "stablehlo." + rng.choice(["tanh", "exponential", "rsqrt", "logistic", "negate", "abs"]), [x], [X])
            elif r < 0.42:
                w = need(fs, ind, W)
                emit(fs, ind, "stablehlo.dot_general", [x, w], [X], [],
                     ["dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>",
                      "precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]"])
            elif r < 0.5:
                sv = need(fs, ind, S)
                emit(fs, ind, "stablehlo.broadcast_in_dim", [sv], [X], ["broadcast_dimensions = array<i64>"])
            elif r < 0.58:
                init = need(fs, ind, S)
                f2 = fs.f
                f2.push()
                a, b = (f2.num(), S), (f2.num(), S)
                reg = [ind + "^bb0(%s: %s%s, %s: %s%s):" % (a[0], S, jloc(), b[0], S, jloc())]
                s2 = f2.num()
                reg.append(ind + "\t%s = \"stablehlo.add\"(%s, %s) : (%s, %s) -> %s%s" % (s2, a[0], b[0], S, S, S, jloc()))
                reg.append(ind + "\t\"stablehlo.return\"(%s) : (%s) -> ()%s" % (s2, S, jloc()))
                cnt[0] += 2
                f2.pop()
                rr = emit(fs, ind, "stablehlo.reduce", [x, init], [R], [], ["dimensions = array<i64: 1>"], [reg])[0]
                emit(fs, ind, "stablehlo.broadcast_in_dim", [rr], [X], ["broadcast_dimensions = array<i64: 0>"])
            elif r < 0.64:
                y = need(fs, ind, X)
                c = emit(fs, ind, "stablehlo.compare", [x, y], [P], [],
                         ["comparison_direction = #stablehlo<comparison_direction %s>" % rng.choice(["GT", "LT", "EQ", "GE"]),
                          "compare_type = #stablehlo<comparison_type FLOAT>"])[0]
                emit(fs, ind, "stablehlo.select", [c, x, y], [X])
            elif r < 0.69:
                b_ = emit(fs, ind, "stablehlo.convert", [x], [BF])[0]
                emit(fs, ind, "stablehlo.convert", [b_], [X])
            elif r < 0.73:
                t_ = emit(fs, ind, "stablehlo.transpose", [x], [XT], ["permutation = array<i64: 1, 0>"])[0]
                emit(fs, ind, "stablehlo.transpose", [t_], [X], ["permutation = array<i64: 1, 0>"])
            elif r < 0.77:
                fl = emit(fs, ind, "stablehlo.reshape", [x], [FL])[0]
                emit(fs, ind, "stablehlo.reshape", [fl], [X])
            elif r < 0.8:
                emit(fs, ind, "stablehlo.custom_call", [x], [X],
                     ['backend_config = ""', 'call_target_name = "%s"' % rng.choice(["Sharding", "SPMDFullToShardShape", "annotate_device_placement"]),
                      "has_side_effect = false"], ['mhlo.sharding = "{devices=[%d,1]<=[%d]}"' % (2, 2)])
            elif r < 0.86 and helpers and depth == 0:
                hn, hats, hrt = helpers[rng.randrange(len(helpers))]
                emit(fs, ind, "func.call", [need(fs, ind, t) for t in hats], [hrt], ["callee = @" + hn])
            elif r < 0.9 and depth < 2:
                i0 = need(fs, ind, I)
                f2 = fs.f
                regs = []
                for side in range(2):
                    f2.push()
                    a, b = (f2.num(), I), (f2.num(), X)
                    reg_start = len(lines)
                    lines.append(ind + "^bb0(%s: %s%s, %s: %s%s):" % (a[0], I, jloc(), b[0], X, jloc()))
                    f2.addall([a, b])
                    if side == 0:
                        lim = need(fs, ind + "\t", I)
                        c = emit(fs, ind + "\t", "stablehlo.compare", [a, lim], [T((), "i1")], [],
                                 ["comparison_direction = #stablehlo<comparison_direction LT>"])[0]
                        lines.append(ind + '\t"stablehlo.return"(%s) : (tensor<i1>) -> ()' % c[0])
                    else:
                        body(fs, ind + "\t", rng.randrange(2, 12), depth + 1)
                        one = need(fs, ind + "\t", I)
                        nx = emit(fs, ind + "\t", "stablehlo.add", [a, one], [I])[0]
                        v = need(fs, ind + "\t", X)
                        lines.append(ind + '\t"stablehlo.return"(%s, %s) : (%s, %s) -> ()' % (nx[0], v[0], I, X))
                    cnt[0] += 1
                    regs.append(lines[reg_start:])
                    del lines[reg_start:]
                    f2.pop()
                r2 = emit(fs, ind, "stablehlo.while", [i0, x], [I, X], [], [], regs)
            else:
                it = emit(fs, ind, "stablehlo.iota", [], [T((B, D), "i32")], ["iota_dimension = %d : i64" % rng.randrange(2)])[0]
                emit(fs, ind, "stablehlo.convert", [it], [X])

    def function(name, vis, args, rt, n):
        fs = F()
        fs.f = Fn(rng)
        fs.f.addall(args)
        hdr_at = len(lines)
        lines.append(None)
        body(fs, "\t\t", n)
        rv = need(fs, "\t\t", rt)
        lines.append("\t\treturn %s : %s%s" % (rv[0], rt, jloc()))
        lines.append("\t}")
        argtxt = []
        for a, t in args:
            extra = ""
            if vis == "public":
                extra = ' {mhlo.layout_mode = "default"%s}' % (', mhlo.sharding = "{replicated}"' if rng.random() < 0.5 else "")
            argtxt.append("%s: %s%s%s" % (a, t, extra, jloc() if rng.random() < 0.5 else ""))
        rtxt = ("(%s {jax.result_info = \"\", mhlo.layout_mode = \"default\"})" % rt) if vis == "public" else rt
        if len(args) > 2 and rng.random() < 0.5:
            lines[hdr_at] = "\tfunc.func %s @%s(\r\n\t\t\t%s\r\n\t) -> %s {" % (vis, name, ",\r\n\t\t\t".join(argtxt), rtxt)
        else:
            lines[hdr_at] = "\tfunc.func %s @%s(%s) -> %s {" % (vis, name, ", ".join(argtxt), rtxt)
        cnt[0] += 2

    lines.append("module @jit_%s attributes {jax.uses_shape_polymorphism = false, mhlo.frontend_attributes = "
                 "{xla.sdy.meshes = \"{mesh = #sdy.mesh<[\\\"x\\\"=2]>}\"}, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {" % fname)
    cnt[0] += 1
    nh = 0
    # private helpers first (jax emits them after main; order does not matter), then one big main
    while cnt[0] < N * 0.3:
        nm = rng.choice(["relu", "_where", "gelu", "_norm", "silu", "remat"]) + ("_%d" % nh if nh else "")
        args = [("%arg" + str(i), X) for i in range(rng.randrange(1, 4))]
        function(nm, "private", args, X, int(rng.paretovariate(1.5) * 6))
        helpers.append((nm, [X] * len(args), X))
        nh += 1
    function("main", "public", [("%arg0", X), ("%arg1", W), ("%arg2", S)], X, max(10, N - cnt[0]))
    lines.append("}")
    return "\r\n".join(lines) + "\r\n", cnt[0]



# --------------------------------------------------------------------------------------------
# class: errors_verifier (mlir-opt must exit 1)
# --------------------------------------------------------------------------------------------

ERROR_KINDS = ("dominance", "broadcast", "return_type", "arith_mismatch", "succ_mid_block", "return_outside",
               "constant_mismatch", "cmpi_float", "yield_mismatch")


def gen_errors_verifier(rng, N):
    out = []
    cnt = 0
    fi = 0
    nerr = 0
    TT = [T((2, 3), "f32"), T(("?", 3), "f32"), T((4,), "f32"), T(None, "f32"), T((1, 3), "f32"), T((2, 1), "f32")]
    UD = ["tfl.add", "tfl.mul", "mhlo.add", "foo.compute", "tfl.relu"]
    src = rng.choice(["after_pass.mlir", "bad_edit.mlir", "-"])
    line = [0]

    def oploc():
        line[0] += 1
        return ' loc("%s":%d:%d)' % (src, line[0], 5) if rng.random() < 0.2 else ""

    funcs = []
    while cnt < N:
        f = Fn(rng)
        body = []
        kit = Kit(rng, f, body, oploc, TT, UD)
        kit.calls = funcs
        nargs = rng.randrange(1, 4)
        ats = [rng.choice(TT + ["f32", "i32", "index"]) for _ in range(nargs)]
        args = [("%arg" + str(i), t) for i, t in enumerate(ats)]
        f.addall(args)
        size = min(int(rng.paretovariate(1.3) * 15), 500)
        # one function in six has an error; the last one has one if none came before
        err = rng.choice(ERROR_KINDS) if (fi % 6 == 2 or (nerr == 0 and cnt + size >= N)) else None
        ind = "    "
        declared = None
        if err is None and rng.random() < 0.4:
            cfg_body(rng, kit, size, lambda: "", ind)
        else:
            pre = rng.randrange(0, size + 1)
            for _ in range(pre):
                kit.step()
            if err == "dominance":
                ty = rng.choice(TT)
                fwd = "%" + "late_" + str(f.k)
                f.k += 1
                a = kit.need(ty)
                kit.emit(rng.choice(UD), [a, (fwd, ty)], [ty])
                for _ in range(rng.randrange(0, 5)):
                    kit.step()
                body.append(gop(ind, fwd, "foo.produce", [], [ty], "", "", oploc()))
                f.add(fwd, ty)
            elif err == "broadcast":
                a = kit.need(T((2, 3), "f32"))
                b = kit.need(T((4, 3), "f32"))
                kit.emit("test.broadcastable", [a, b], [T((4, 3), "f32")])
            elif err == "arith_mismatch":
                a = kit.need("f32")
                kit.emit("arith.addf", [a, a], ["f64"], FM % "none")
            elif err == "succ_mid_block":
                body.append(gop(ind, None, "foo.br", [], [], "", "", oploc(), "[^bb1]"))
                for _ in range(rng.randrange(1, 4)):
                    kit.step()
                body.append("  ^bb1:  // pred: ^bb0")
            elif err == "return_outside":
                body.append(ind + '"foo.region"() ({')
                body.append(ind + '  "func.return"() : () -> ()')
                body.append(ind + "}) : () -> ()" + oploc())
            elif err == "constant_mismatch":
                body.append(gop(ind, f.num(), "arith.constant", [], ["i64"], " <{value = 1 : i32}>", "", oploc()))
            elif err == "cmpi_float":
                a = kit.need("f32")
                kit.emit("arith.cmpi", [a, a], ["i1"], " <{predicate = 0 : i64}>")
            elif err == "yield_mismatch":
                c = kit.need("i1")
                v = kit.need("i32")
                r = f.num()
                body.append(ind + r + ' = "scf.if"(%s) ({' % c[0])
                body.append(ind + '  "scf.yield"(%s) : (i32) -> ()' % v[0])
                body.append(ind + "}, {")
                body.append(ind + '  "scf.yield"(%s) : (i32) -> ()' % v[0])
                body.append(ind + "}) : (i1) -> f32" + oploc())
            for _ in range(size - pre):
                kit.step()
        tys = f.types()
        rt = rng.choice(tys)
        rv = kit.need(rt)
        declared = rt
        if err == "return_type":
            declared = rng.choice([t for t in TT + ["f32", "i64"] if t != rt])
        name = "fn_%d" % fi
        fi += 1
        out.append("  func.func @%s(%s) -> %s {" % (name, ", ".join("%s: %s" % a for a in args), declared))
        out.extend(body)
        out.append("    return %s : %s%s" % (rv[0], rt, oploc()))
        out.append("  }")
        cnt += 2 + count_ops(body)
        if err:
            nerr += 1
        else:
            funcs.append((name, ats, [rt]))
            if len(funcs) > 20:
                funcs.pop(0)
    cnt += 1
    return "module {\n" + "\n".join(out) + "\n}\n", cnt



# --------------------------------------------------------------------------------------------
# command line
# --------------------------------------------------------------------------------------------

# class name -> (generator, mlir-opt exit status expected)
CLASSES = {
    "tfl_monolith": (gen_tfl_monolith, 0),
    "torch_many_funcs": (gen_torch_many_funcs, 0),
    "generic_debuginfo": (gen_generic_debuginfo, 0),
    "deep_regions": (gen_deep_regions, 0),
    "big_constants": (gen_big_constants, 0),
    "handwritten_zoo": (gen_handwritten_zoo, 0),
    "nested_modules": (gen_nested_modules, 0),
    "reformatted_crlf": (gen_reformatted_crlf, 0),
    "errors_verifier": (gen_errors_verifier, 1),
    "parse_error_tail": (gen_parse_error_tail, 1),
}


def generate(cls, n, seed=0):
    """(text, ops written) for about n ops of class cls; deterministic in (cls, n, seed)."""
    gen = CLASSES[cls][0]
    rng = random.Random((zlib.crc32(cls.encode()) << 32) ^ (seed * 0x9E3779B1) ^ n)
    return gen(rng, n)


def check(nops):
    print("%-18s %8s %10s %7s %9s %8s %s" % ("class", "ops", "bytes", "gen_s", "mlir_opt", "expected", "verdict"))
    bad = 0
    for cls, (_, expect) in CLASSES.items():
        t0 = time.time()
        text, n = generate(cls, nops)
        gen_s = time.time() - t0
        data = text.encode("utf-8")
        with tempfile.NamedTemporaryFile("wb", suffix=".mlir", delete=False) as fh:
            fh.write(data)
            path = fh.name
        try:
            p = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "-o", os.devnull, path],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        finally:
            os.unlink(path)
        ok = (p.returncode == 0) == (expect == 0)
        bad += not ok
        print("%-18s %8d %10d %7.2f %9d %8d %s" % (cls, n, len(data), gen_s, p.returncode, expect, "ok" if ok else "MISMATCH"))
        if not ok:
            sys.stdout.write("    " + p.stderr.decode("utf-8", "replace")[:600].replace("\n", "\n    ") + "\n")
        sys.stdout.flush()
    return 1 if bad else 0


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0
    if argv[0] == "--list":
        print(" ".join(CLASSES))
        return 0
    if argv[0] == "--check":
        n = 2000
        if "--ops" in argv:
            n = int(argv[argv.index("--ops") + 1])
        return check(n)
    if len(argv) < 2 or argv[0] not in CLASSES:
        sys.stderr.write("usage: heldout49.py CLASS N [--seed S] | --list | --check [--ops N]\n"
                         "classes: %s\n" % " ".join(CLASSES))
        return 2
    seed = 0
    if "--seed" in argv:
        seed = int(argv[argv.index("--seed") + 1])
    text, _ = generate(argv[0], int(argv[1]), seed)
    out = sys.stdout.buffer
    out.write(text.encode("utf-8"))
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
