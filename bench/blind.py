#!/usr/bin/env python3
"""Blind benchmark input generator: five classes of realistic MLIR text.

This file was written BLIND: without reading toyir's implementation (``toyir/``), its tests
(``tests/``) or the project's other generators (``bench/realistic.py``, ``bench/holdout.py``,
``bench/generate.py``, ``bench/classes.py``). It models the shapes of upstream LLVM MLIR test
files and of what ``mlir-opt 22`` prints, and every class is checked against
``mlir-opt --allow-unregistered-dialect`` (see ``check`` below). Standard library only.

Each class scales to N operations (every op written counts: ``func.func``, ``return``, ops in
regions and their terminators; the module does not) by drawing many different functions and
ops: fresh shapes, element types, constants, SSA names, attribute values and source
locations. No line is produced by repeating a fixed one.

Classes
-------
``tosa-debug``
    A module of ``func.func @f(%arg0: T, ...) -> T { ... return %x : T }`` functions whose
    bodies are ops of frontend-looking, unregistered dialects (``onnx``, ``tfl``, ``mhlo``,
    ``torch``, ``tosax``, ...) in GENERIC form, ``%3 = "onnx.Conv"(%1, %2) {attrs} : (T, T) ->
    T loc(...)``, as a debugging dump of an importer would show them. Each op carries an
    attribute dictionary of varied kinds (typed integers, hex integers, floats in several
    spellings, strings with escapes, arrays, ``array<i64: ...>``, 1-D/2-D/splat/hex
    ``dense<...>``, nested dictionaries, symbol references, unit attributes, booleans,
    ``#dialect.attr<...>`` attributes, types, affine maps) and a location of a varied form
    (file:line:col, ranges, names, ``fused``, ``fused<"...">``, nested ``callsite``, unknown).
    Some ops have several results (``%5:2``, used as ``%5#1``) or none.
``debuginfo-module``
    The same kind of functions, printed the way ``mlir-opt --mlir-print-debuginfo`` prints
    them: ``module {`` with functions indented by two spaces, canonical attribute spelling
    (sorted dictionaries, ``1.000000e-01 : f32``, ``3 : i64``), ``%0``-numbered values,
    ``loc(#locN)`` on ops, returns, function closing braces and most function arguments (the
    others inline, as mlir-opt 22 itself prints them), ``} loc(#loc)``
    closing the module, the block-argument location aliases at the TOP of the file and all other
    ``#locN = loc(...)`` definitions at the END (file locations first, then names, callsites and
    fused locations built from aliases, numbered as mlir-opt numbers them).
``reformatted``
    Generic ops written by hand: irregular spacing, operands and attribute dictionaries split
    over lines with blanks around ``=`` and ``,``, spaced types such as ``tensor< 4 x ? x f32 >``,
    parenthesised single results, ``//`` comments between and inside ops, blank lines, tabs,
    function signatures over several lines.
``regions``
    Functions with nested regions and blocks: unregistered loops (``"my.loop"``, ...) with
    ``^bb0(%i: index loc(...), %acc: T loc(...))`` entry blocks and properties ``<{...}>``,
    registered ``"scf.for"`` / ``"scf.if"`` in generic form with ``"scf.yield"``, multi-block
    regions and functions whose blocks branch with ``"cf.br"(%x)[^bb3]`` and
    ``"cf.cond_br"(...)[^bb1, ^bb2] <{operandSegmentSizes = ...}>``, ``"arith.constant"`` and
    ``"arith.cmpi"`` in generic form.
``broadcast-mix``
    Functions of ``"test.broadcastable"(%a, %b) : (tensor<...>, tensor<...>) -> tensor<...>``
    ops (one to three operands) whose shapes broadcast under MLIR's rules (static dims, ``?``,
    rank 0, unranked ``tensor<*xT>`` operands and results), the result being the broadcast of
    the ranked operands; each op has a few attributes of mixed kinds (names chosen not to look
    like broadcasting options) and a location of a random form. Function arguments are
    created as the ops need them.

Interface
---------
::

    python bench/blind.py gen CLASS [N] [--seed S] > file.mlir   # N defaults to 100000
    python bench/blind.py list                                   # the class names
    python bench/blind.py check [--ops N]                        # N defaults to 2000

``check`` generates each class with N ops into a temporary file, runs
``/usr/lib/llvm-22/bin/mlir-opt --allow-unregistered-dialect FILE -o /dev/null`` and prints the
class, the file's size in bytes, the generation time and mlir-opt's exit status; it exits 1 if
mlir-opt rejects any class. Output is deterministic for a given class, N and seed.
"""

import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
from random import Random

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
CLASSES = ("tosa-debug", "debuginfo-module", "reformatted", "regions", "broadcast-mix")

# --------------------------------------------------------------------------------------------
# Vocabulary
# --------------------------------------------------------------------------------------------

FLOAT_ELEMS = ("f32", "f32", "f32", "f32", "f16", "bf16", "f64")
INT_ELEMS = ("i32", "i64", "i8", "i16", "i1")
DIMS = (1, 1, 2, 3, 4, 4, 8, 8, 16, 16, 32, 64, 128, 256, 7, 12, 14, 24, 28, 49, 56, 96, 197,
        384, 512, 768, 1000, 1024, 3, 5, 6, 10)
SMALL_DIMS = (1, 2, 3, 4, 5, 6, 8, 16)

SRC_FILES = (
    "model.py", "models/resnet.py", "models/vit.py", "layers/attention.py", "train.py",
    "torch/nn/modules/conv.py", "torch/nn/modules/linear.py", "torch/nn/functional.py",
    "export_tflite.py", "bert/modeling.py", "bert/encoder.py", "kernels/matmul.cc",
    "graph_0.pbtxt", "onnx/export.py", "/home/ci/work/net.py", "src/ops/quant.cc",
    "C:\\\\work\\\\mobilenet.py", "transformers/models/llama/modeling_llama.py",
    "jax/_src/nn/functions.py", "flax/linen/linear.py", "tests/e2e/conv_test.mlir",
    "<stdin>", "decoder.py", "mlp_block.py", "/tmp/tmpa8x2k1/lowered.py",
)
LIB_FILES = ("torch/nn/modules/module.py", "jax/_src/core.py", "tensorflow/python/ops/nn_ops.py",
             "keras/layers/core/dense.py", "onnx/helper.py", "flax/core/scope.py")
CALLEES = ("forward", "__call__", "_conv_forward", "linear", "_call_impl", "wrapper", "call",
           "apply", "inner", "_wrapped_call_impl", "bind", "matmul", "softmax")
SCOPE_PARTS = ("conv", "bn", "relu", "fc", "attn", "q_proj", "k_proj", "v_proj", "o_proj",
               "softmax", "embed", "norm", "mlp", "gate", "up_proj", "down_proj", "pool",
               "downsample", "head", "stem", "dense", "BiasAdd", "MatMul", "Conv2D", "Relu6")
WORDS = ("conv", "relu", "bn", "fc", "attn", "query", "key", "value", "softmax", "encoder",
         "decoder", "block", "layer", "stem", "head", "pool", "embed", "norm", "mlp", "gate",
         "residual", "shortcut", "logits", "hidden", "proj", "scale", "bias", "weight")
FUNC_STEMS = ("forward", "main", "predict", "serving_default", "encoder_block", "attention_head",
              "conv_bn_relu", "ffn", "decode_step", "loss_fn", "prefill", "stem", "classifier",
              "residual_unit", "patch_embed", "rms_norm", "rotary", "train_step", "eval_step",
              "depthwise_block", "bottleneck", "inverted_residual", "lstm_cell", "gru_step")
MODULE_NAMES = ("weights", "lib", "kernels", "runtime", "ext")
COMMENTS = (
    "conv block {n}", "TODO: fuse with the next op", "shape: {s}", "residual branch",
    "NOTE: layout is NHWC here", "folded batch norm (layer {n})", "keep: used by {w}",
    "{w} -> {w2}", "lowered from {f}", "XXX quantization parameters guessed",
    "stage {n} of the pipeline", "the importer emits this op twice; deduplicated",
    "see issue #{n}", "{w}_{n}: inputs in NCHW", "end of {w} section",
)
META = ("myPass", "CSE", "inliner", "canonicalize", "fuse-ops", "tosa-to-linalg", "import")
OPAQUE_DIALECTS = ("onnx", "tfl", "mhlo", "torch", "tosax", "my", "xla", "tt", "iree_dbg")

# (op name, kind). Kinds: un, bin, mm, resh, const, cat, split, sink, dim.
OPS = {
    "onnx": (("onnx.Add", "bin"), ("onnx.Mul", "bin"), ("onnx.Sub", "bin"), ("onnx.Div", "bin"),
             ("onnx.Relu", "un"), ("onnx.Sigmoid", "un"), ("onnx.Tanh", "un"),
             ("onnx.Conv", "mm"), ("onnx.MatMul", "mm"), ("onnx.Gemm", "mm"),
             ("onnx.Reshape", "resh"), ("onnx.Transpose", "resh"), ("onnx.Softmax", "un"),
             ("onnx.BatchNormalization", "un"), ("onnx.Concat", "cat"), ("onnx.Split", "split"),
             ("onnx.Constant", "const"), ("onnx.ReduceMean", "resh"), ("onnx.Gather", "mm"),
             ("onnx.Cast", "un"), ("onnx.LayerNormalization", "un"), ("onnx.Dim", "dim")),
    "tfl": (("tfl.add", "bin"), ("tfl.mul", "bin"), ("tfl.conv_2d", "mm"),
            ("tfl.depthwise_conv_2d", "mm"), ("tfl.fully_connected", "mm"),
            ("tfl.reshape", "resh"), ("tfl.softmax", "un"), ("tfl.logistic", "un"),
            ("tfl.pseudo_const", "const"), ("tfl.quantize", "un"), ("tfl.dequantize", "un"),
            ("tfl.average_pool_2d", "resh"), ("tfl.concatenation", "cat"),
            ("tfl.split", "split"), ("tfl.mean", "resh"), ("tfl.custom_print", "sink")),
    "mhlo": (("mhlo.add", "bin"), ("mhlo.multiply", "bin"), ("mhlo.dot_general", "mm"),
             ("mhlo.broadcast_in_dim", "resh"), ("mhlo.convolution", "mm"),
             ("mhlo.constant", "const"), ("mhlo.transpose", "resh"), ("mhlo.reshape", "resh"),
             ("mhlo.maximum", "bin"), ("mhlo.exponential", "un"), ("mhlo.rsqrt", "un"),
             ("mhlo.concatenate", "cat"), ("mhlo.get_dimension_size", "dim"),
             ("mhlo.trace", "sink")),
    "torch": (("torch.aten.add.Tensor", "bin"), ("torch.aten.mm", "mm"),
              ("torch.aten.relu", "un"), ("torch.aten.linear", "mm"), ("torch.aten.view", "resh"),
              ("torch.aten.permute", "resh"), ("torch.aten.softmax.int", "un"),
              ("torch.aten.layer_norm", "un"), ("torch.aten.gelu", "un"),
              ("torch.aten.cat", "cat"), ("torch.aten.split.Tensor", "split"),
              ("torch.vtensor.literal", "const"), ("torch.aten.size.int", "dim"),
              ("torch.prim.Print", "sink")),
    "tosax": (("tosax.conv2d", "mm"), ("tosax.rescale", "un"), ("tosax.clamp", "un"),
              ("tosax.matmul", "mm"), ("tosax.reduce_sum", "resh"), ("tosax.const", "const"),
              ("tosax.add", "bin"), ("tosax.mul", "bin"), ("tosax.table", "un"),
              ("tosax.concat", "cat"), ("tosax.debug_print", "sink")),
    "xla": (("xla.fusion", "mm"), ("xla.all_reduce", "un"), ("xla.custom_call", "cat"),
            ("xla.tuple_split", "split"), ("xla.constant", "const")),
}
DIALECTS = tuple(OPS)
ALL_OPS = tuple(o for d in DIALECTS for o in OPS[d])

KEYS = ("axis", "stride", "strides", "pad", "dilation", "dilations", "kernel_shape", "group",
        "epsilon", "momentum", "alpha", "beta", "keepdims", "perm", "shift", "multiplier",
        "input_zp", "output_zp", "double_round", "per_channel", "acc_type", "padding", "name",
        "fused_activation_function", "onnx_node_name", "tf._input_shapes", "_output_shapes",
        "torch.debug_module_name", "mhlo.sharding", "layout", "quant_info", "value", "mode",
        "transpose_a", "transpose_b", "nan_mode", "rounding_mode", "data_format",
        "explicit_paddings", "T", "device", "_class", "broadcast_dimensions", "tag",
        "precision_config", "frontend_attributes", "dimension_numbers", "callee", "priority",
        "hint", "layer_id", "dbg.index", "\"quoted key\"", "\"op name\"", "scale", "offset",
        "min_val", "max_val", "seed", "num_heads", "head_dim", "rope_theta", "_xla_outside",
        "source_node", "tmp$0", "ids", "debug.origin", "iree.abi", "backend_config")
# Names chosen not to look like broadcasting options, for test.broadcastable ops.
BCAST_KEYS = ("debug_name", "layer_id", "tag", "source_op", "note", "priority", "dbg.index",
              "origin", "fused_from", "sched.order", "cost", "hint", "weight_ids", "ref",
              "tile_sizes", "\"pass trace\"", "version", "flags", "group_name", "stable")

# --------------------------------------------------------------------------------------------
# Types: (kind, dims, elem); kind "t" tensor (dims None = unranked), "s" scalar, "v" vector,
# "m" memref. Dims: -1 is "?".
# --------------------------------------------------------------------------------------------

_TSTR = {}
_KIND_NAME = {"t": "tensor", "v": "vector", "m": "memref"}


def tstr(t):
    s = _TSTR.get(t)
    if s is None:
        k, dims, e = t
        if k == "s":
            s = e
        elif dims is None:
            s = "tensor<*x" + e + ">"
        else:
            s = (_KIND_NAME[k] + "<" + "".join(("?" if d < 0 else str(d)) + "x" for d in dims)
                 + e + ">")
        _TSTR[t] = s
    return s


def tstr_messy(r, t):
    k, dims, e = t
    if k == "s" or r.random() < 0.45:
        return tstr(t)
    sp = ("", "", " ", "  ")
    xs = ("x", "x", " x ", "x ", " x")
    name = _KIND_NAME[k]
    if dims is None:
        return name + "<" + r.choice(sp) + "*" + r.choice(xs) + e + r.choice(sp) + ">"
    parts = [("?" if d < 0 else str(d)) for d in dims]
    out = [name, "<", r.choice(sp)]
    for p in parts:
        out.append(p)
        out.append(r.choice(xs))
    out.append(e)
    out.append(r.choice(sp))
    out.append(">")
    return "".join(out)


def numel(dims):
    n = 1
    for d in dims:
        n *= d
    return n


# --------------------------------------------------------------------------------------------
# Locations: trees of tuples
#   ("F", file, line, col)            "file":line:col
#   ("R", file, l1, c1, l2, c2)       "file":l1:c1 to l2:c2 (l2 None: "to :c2")
#   ("N", name, child or None)        "name"(child)
#   ("U",)                            unknown
#   ("C", callee, caller)             callsite(callee at caller)
#   ("Z", meta or None, children)     fused<meta>[...]
# --------------------------------------------------------------------------------------------


def loc_inline(t, colon=":"):
    k = t[0]
    if k == "F":
        return '"%s"%s%d%s%d' % (t[1], colon, t[2], colon, t[3])
    if k == "R":
        if t[4] is None:
            return '"%s":%d:%d to :%d' % (t[1], t[2], t[3], t[5])
        return '"%s":%d:%d to %d:%d' % (t[1], t[2], t[3], t[4], t[5])
    if k == "N":
        if t[2] is None:
            return '"%s"' % t[1]
        return '"%s"(%s)' % (t[1], loc_inline(t[2], colon))
    if k == "U":
        return "unknown"
    if k == "C":
        return "callsite(%s at %s)" % (loc_inline(t[1], colon), loc_inline(t[2], colon))
    meta = '<"%s">' % t[1] if t[1] else ""
    return "fused%s[%s]" % (meta, ", ".join(loc_inline(c, colon) for c in t[2]))


class LocTable:
    """Aliases locations as mlir-opt --mlir-print-debuginfo does: leaf locations are numbered
    in order of first use, the composite ones (names with a child, callsites, fused) after all
    leaves, each after its children."""

    def __init__(self):
        self.leaf = {}
        self.leaf_list = []
        self.comp = {}
        self.comp_list = []

    def ref(self, t):
        k = t[0]
        if k in "FRU" or (k == "N" and t[2] is None):
            i = self.leaf.get(t)
            if i is None:
                i = len(self.leaf_list) + 1
                self.leaf[t] = i
                self.leaf_list.append(t)
            return "#loc%d" % i
        i = self.comp.get(t)
        if i is None:
            if k == "N":
                body = '"%s"(%s)' % (t[1], self.ref(t[2]))
            elif k == "C":
                body = "callsite(%s at %s)" % (self.ref(t[1]), self.ref(t[2]))
            else:
                meta = '<"%s">' % t[1] if t[1] else ""
                body = "fused%s[%s]" % (meta, ", ".join(self.ref(c) for c in t[2]))
            i = len(self.comp_list)
            self.comp[t] = i
            self.comp_list.append(body)
        return "#loc\x01%d\x02" % i


# --------------------------------------------------------------------------------------------
# Random material
# --------------------------------------------------------------------------------------------


class Gen:
    """Random types, attributes and locations. canonical: spell attributes as mlir-opt prints
    them; messy: irregular whitespace inside attribute values and types."""

    INT_TYPES = (("i64", -8, 4096), ("i64", 0, 16), ("i64", -1, 1), ("i32", -5000, 5000),
                 ("i8", -128, 127), ("i16", -30000, 30000), ("ui8", 0, 255),
                 ("si32", -100, 100), ("index", 0, 4096), ("ui32", 0, 70000), ("i64", 0, 3))
    KIND_W = (("int", 18), ("float", 12), ("str", 12), ("array", 10), ("darray", 10),
              ("dense", 8), ("dict", 5), ("sym", 5), ("unit", 6), ("bool", 7), ("opaque", 5),
              ("type", 4), ("affine", 2))

    def __init__(self, r, canonical=False, messy=False, keys=KEYS):
        self.r = r
        self.canon = canonical
        self.messy = messy
        self.keys = keys
        self.kinds = [k for k, w in self.KIND_W for _ in range(w)
                      if not (canonical and k == "affine")]
        self.func_names = ["main"]
        self.lib_locs = []
        for _ in range(12):
            self.lib_locs.append(("N", r.choice(CALLEES),
                                  ("F", r.choice(LIB_FILES), r.randint(20, 3000), r.randint(1, 40))))

    # ---- spacing helpers
    def C(self):
        if not self.messy:
            return ", "
        x = self.r.random()
        if x < 0.55:
            return ", "
        if x < 0.72:
            return ","
        if x < 0.86:
            return " , "
        if x < 0.95:
            return ",  "
        return ",\n" + " " * self.r.randint(8, 16)

    def K(self):
        if not self.messy:
            return " : "
        return self.r.choice((" : ", " : ", ":", " :", ": ", "  :  "))

    def S(self):
        if not self.messy or self.r.random() < 0.6:
            return ""
        return self.r.choice((" ", "  ", " "))

    def T(self, t):
        return tstr_messy(self.r, t) if self.messy else tstr(t)

    # ---- types
    def shape(self, rmin=0, rmax=4, dyn=0.12):
        r = self.r
        rank = r.randint(rmin, rmax)
        return tuple(-1 if r.random() < dyn else r.choice(DIMS) for _ in range(rank))

    def elem(self):
        return self.r.choice(FLOAT_ELEMS) if self.r.random() < 0.75 else self.r.choice(INT_ELEMS)

    def tensor(self, elem=None, rmin=1, rmax=4, dyn=0.12):
        return ("t", self.shape(rmin, rmax, dyn), elem or self.elem())

    def any_type(self):
        r = self.r
        x = r.random()
        if x < 0.8:
            return self.tensor(rmin=0)
        if x < 0.85:
            return ("t", None, self.elem())
        if x < 0.92:
            return ("s", None, r.choice(("i32", "i64", "f32", "index", "i1")))
        if x < 0.96:
            return ("v", tuple(r.choice((2, 4, 8, 16)) for _ in range(r.randint(1, 2))),
                    r.choice(("f32", "f16", "i32", "i8")))
        return ("m", self.shape(1, 3, 0.1), r.choice(("f32", "i8", "f16")))

    # ---- scalars
    def fval(self):
        r = self.r
        x = r.random()
        if x < 0.35:
            return r.randint(-4000, 4000) / 16.0
        if x < 0.6:
            return r.choice((1e-5, 1e-3, 1e-6, 0.1, 0.5, 0.9, 0.99, 0.999, 1.0, 2.0, -1.0,
                             0.25, 6.0, 0.125, 1e-12, 10000.0, 3.0e38, -0.0, 0.7071067811865476))
        return round(r.uniform(-10.0, 10.0), r.randint(1, 4))

    def ffmt(self, v):
        r = self.r
        if self.canon or r.random() < 0.55:
            return "%.6e" % v
        if abs(v) >= 1e6 or (v != 0 and abs(v) < 1e-4):
            return "%.3e" % v if r.random() < 0.5 else "%.1E" % v
        s = "%.*f" % (r.randint(1, 5), v)
        return s

    def int_attr(self):
        r = self.r
        t, lo, hi = r.choice(self.INT_TYPES)
        v = r.randint(lo, hi)
        if not self.canon:
            x = r.random()
            if x < 0.15 and t == "i64":
                return str(v)
            if x < 0.22 and v >= 0 and t in ("i32", "i64", "index"):
                return "0x%X%s%s" % (v, self.K(), t)
        return "%d%s%s" % (v, self.K(), t)

    def float_attr(self):
        r = self.r
        x = r.random()
        t = "f32" if x < 0.6 else ("f64" if x < 0.8 else ("f16" if x < 0.9 else "bf16"))
        v = self.fval()
        if t in ("f16", "bf16") and abs(v) > 60000:
            v = 1.5
        if not self.canon:
            if t == "f64" and r.random() < 0.5:
                s = self.ffmt(v)
                return s
            if t == "f32" and r.random() < 0.05:
                bits = struct.unpack("<I", struct.pack("<f", v))[0]
                return "0x%08X%sf32" % (bits, self.K())
        return self.ffmt(v) + self.K() + t

    def str_body(self):
        r = self.r
        x = r.random()
        w = r.choice(WORDS)
        w2 = r.choice(WORDS)
        n = r.randint(0, 999)
        if self.canon:
            esc = r.choice(("\\22", "\\0A", "\\09", "\\\\"))
        else:
            esc = r.choice(("\\22", "\\0A", "\\09", "\\\\", "\\n", "\\t", '\\"', "\\0D"))
        if x < 0.3:
            return "%s_%d" % (w, n)
        if x < 0.48:
            return "%s%s%s" % (w, esc, w2)
        if x < 0.6:
            return "C:\\\\models\\\\%s_%d.onnx" % (w, n)
        if x < 0.72:
            return "%s:%d%s%s = %s" % (w, n, "\\0A" if self.canon else r.choice(("\\0A", "\\n")),
                                       w2, n * 3)
        if x < 0.82:
            q = "\\22" if self.canon else r.choice(("\\22", '\\"'))
            return "%s%s%s/%s%s" % (q, w, n, w2, q)
        if x < 0.9:
            return "{\\22%s\\22: %d, \\22%s\\22: [%d, %d]}" % (w, n, w2, n % 7, n % 5)
        if x < 0.97:
            return "%s.%s.%d" % (r.choice(SCOPE_PARTS), w, n)
        if x < 0.985 and not self.canon:
            return "na\u00efve_%s" % w
        return ""

    def str_attr(self):
        return '"%s"' % self.str_body()

    def sym(self):
        r = self.r
        x = r.random()
        f = r.choice(self.func_names)
        if x < 0.6:
            return "@" + f
        if x < 0.85:
            return "@%s::@%s" % (r.choice(MODULE_NAMES), f)
        if x < 0.95:
            return "@%s_%d" % (r.choice(WORDS), r.randint(0, 99))
        return '@"%s %d"' % (r.choice(WORDS), r.randint(0, 9))

    def lit(self, e):
        r = self.r
        if e == "i1":
            return "true" if r.random() < 0.5 else "false"
        if e[0] in "iu":
            lim = {"i8": 127, "i16": 3000}.get(e, 100000)
            return str(r.randint(-lim if e[0] == "i" else 0, lim))
        return self.ffmt(self.fval() if e == "f32" or e == "f64" else r.randint(-64, 64) / 4.0)

    def array_attr(self, depth=0):
        r = self.r
        x = r.random()
        n = r.randint(0, 5)
        C = self.C()
        if x < 0.35:
            items = [str(r.randint(-3, 64)) for _ in range(n)]
        elif x < 0.47:
            t = r.choice(("i32", "i8", "index"))
            items = ["%d%s%s" % (r.randint(0, 100), self.K(), t) for _ in range(n)]
        elif x < 0.6:
            items = [self.str_attr() for _ in range(n)]
        elif x < 0.68:
            items = [self.sym() for _ in range(n)]
        elif x < 0.78 and depth == 0:
            items = [self.array_attr(1) for _ in range(max(1, n))]
        elif x < 0.88:
            items = [self.float_attr() for _ in range(n)]
        else:
            items = [self.value(r.choice(("int", "str", "bool", "float", "type", "unit")), 2)
                     for _ in range(n)]
            items = [("unit" if i is None else i) for i in items]
        return "[" + self.S() + C.join(items) + self.S() + "]"

    def darray_attr(self):
        r = self.r
        t = r.choice(("i64", "i64", "i64", "i32", "i8", "i16", "f32", "f64", "i1"))
        n = r.randint(0, 6)
        if n == 0:
            return "array<%s>" % t
        if t == "i1":
            vals = [r.choice(("true", "false")) for _ in range(n)]
        elif t[0] == "i":
            lim = 127 if t == "i8" else 512
            vals = [str(r.randint(-2, lim)) for _ in range(n)]
        else:
            vals = [self.ffmt(self.fval()) for _ in range(n)]
        colon = ": " if not self.messy else r.choice((": ", ":", " : ", " :"))
        return "array<" + self.S() + t + colon + self.C().join(vals) + self.S() + ">"

    def dense_body(self, t):
        """The literal of a dense attribute of static tensor type t (None if too large)."""
        r = self.r
        _, dims, e = t
        n = numel(dims)
        if n == 0:
            return ""
        if n > 12 or r.random() < 0.15:
            return self.lit(e)
        C = self.C()

        def build(ds):
            if not ds:
                return self.lit(e)
            return "[" + C.join(build(ds[1:]) for _ in range(ds[0])) + "]"
        return build(dims)

    def dense_attr(self, t=None):
        r = self.r
        if t is None:
            x = r.random()
            e = r.choice(("f32", "f32", "i32", "i64", "i8", "f16", "i1", "bf16"))
            if x < 0.45:
                dims = (r.randint(1, 8),)
            elif x < 0.8:
                dims = (r.randint(1, 4), r.randint(1, 4))
            elif x < 0.97:
                dims = tuple(r.choice(DIMS) for _ in range(r.randint(0, 3)))
            else:
                dims = (0,)
            t = ("t", dims, e)
        _, dims, e = t
        if (not self.canon and r.random() < 0.06 and e in ("f32", "i32", "i8")
                and 0 < numel(dims) <= 8):
            n = numel(dims)
            if e == "f32":
                raw = struct.pack("<%df" % n, *[self.fval() for _ in range(n)])
            elif e == "i32":
                raw = struct.pack("<%di" % n, *[r.randint(-1000, 1000) for _ in range(n)])
            else:
                raw = struct.pack("<%db" % n, *[r.randint(-128, 127) for _ in range(n)])
            body = '"0x%s"' % raw.hex().upper()
        else:
            body = self.dense_body(t)
        return "dense<" + self.S() + body + self.S() + ">" + self.K() + self.T(t)

    def opaque_attr(self):
        r = self.r
        x = r.randint(0, 9)
        if x == 0:
            return '#onnx.layout<"%s">' % r.choice(("NCHW", "NHWC", "NC", "NCDHW"))
        if x == 1:
            return "#tfl.quant<scale = %s, zp = %d>" % ("%.6e" % (r.randint(1, 255) / 256.0),
                                                          r.randint(-128, 127))
        if x == 2:
            d = ["b", "0", "1", "f"]
            r.shuffle(d)
            return "#mhlo.conv<[%s]x[0, 1, i, o]->[b, 0, 1, f]>" % ", ".join(d)
        if x == 3:
            return "#mhlo<comparison_direction %s>" % r.choice(("EQ", "NE", "LT", "GT", "GE", "LE"))
        if x == 4:
            return "#torch.int<%d>" % r.randint(-5, 5000)
        if x == 5:
            return "#tosax.acc_type<%s>" % r.choice(("i32", "i48", "f16", "f32"))
        if x == 6:
            return "#my.tile<[%d, %d], swizzle = %s>" % (r.choice(SMALL_DIMS), r.choice(SMALL_DIMS),
                                                         r.choice(("true", "false")))
        if x == 7:
            return '#xla.sharding<"{devices=[%d,1]<=[%d]}">' % (r.choice((2, 4, 8)), r.choice((2, 4, 8)))
        if x == 8:
            return "#tt.layout<(%s), memory = %s>" % (", ".join(str(r.choice(SMALL_DIMS)) for _ in
                                                               range(r.randint(1, 3))),
                                                      r.choice(("dram", "l1", "sram")))
        return '#iree_dbg<"%s_%d">' % (r.choice(WORDS), r.randint(0, 99))

    def affine_attr(self):
        r = self.r
        x = r.randint(0, 3)
        if x == 0:
            return "affine_map<(d0, d1) -> (d1, d0)>"
        if x == 1:
            return "affine_map<(d0, d1, d2) -> (d0 * %d + d1, d2)>" % r.randint(2, 8)
        if x == 2:
            return "affine_map<(d0)[s0] -> (d0 + s0)>"
        return "affine_map<(d0, d1) -> (d0 floordiv %d, d1 mod %d)>" % (r.randint(2, 9), r.randint(2, 9))

    def value(self, kind, depth=0):
        """One attribute value of a kind; None is a unit attribute (a key alone)."""
        r = self.r
        if kind == "int":
            return self.int_attr()
        if kind == "float":
            return self.float_attr()
        if kind == "str":
            return self.str_attr()
        if kind == "array":
            return self.array_attr(depth)
        if kind == "darray":
            return self.darray_attr()
        if kind == "dense":
            return self.dense_attr()
        if kind == "dict":
            if depth >= 2:
                return self.int_attr()
            return self.dict_attr(depth + 1)
        if kind == "sym":
            return self.sym()
        if kind == "unit":
            if not self.canon and r.random() < 0.15:
                return "unit"
            return None
        if kind == "bool":
            return "true" if r.random() < 0.5 else "false"
        if kind == "opaque":
            return self.opaque_attr()
        if kind == "type":
            return self.T(self.any_type())
        return self.affine_attr()

    def entries(self, n, depth=0, keys=None):
        """n (key, value) pairs with distinct keys; sorted when canonical."""
        r = self.r
        keys = keys or self.keys
        used = set()
        out = []
        for _ in range(n):
            k = r.choice(keys)
            if k in used:
                k = (k[:-1] + "_%d\"" if k[0] == '"' else k + "_%d") % len(used)
                if k in used:
                    continue
            used.add(k)
            out.append((k, self.value(r.choice(self.kinds), depth)))
        if self.canon:
            out.sort(key=lambda kv: kv[0].strip('"'))
        return out

    def eq(self):
        if not self.messy:
            return " = "
        return self.r.choice((" = ", " = ", "=", "  =  ", " =", "= ", "\t= "))

    def join_entries(self, ents):
        C = self.C
        parts = []
        for k, v in ents:
            parts.append(k if v is None else k + self.eq() + v)
        if not self.messy:
            return ", ".join(parts)
        return "".join((C() if i else "") + p for i, p in enumerate(parts))

    def dict_attr(self, depth):
        ents = self.entries(self.r.randint(0, 3), depth)
        return "{" + self.S() + self.join_entries(ents) + self.S() + "}"

    # ---- locations
    def scope_name(self):
        r = self.r
        x = r.random()
        p = r.choice(SCOPE_PARTS)
        if x < 0.3:
            return "%s%d" % (p, r.randint(0, 48))
        if x < 0.55:
            return "layer%d.%d.%s" % (r.randint(0, 23), r.randint(0, 3), p)
        if x < 0.75:
            return "model/%s_%d/%s/%s" % (r.choice(WORDS), r.randint(0, 11), p,
                                          r.choice(("MatMul", "BiasAdd", "Relu", "add", "mul")))
        if x < 0.9:
            return "aten::%s" % r.choice(("add", "mm", "relu", "linear", "view", "softmax", "cat"))
        return "%s/%s:%d" % (r.choice(WORDS), p, r.randint(0, 9))

    def loc(self, ctx):
        """A location tree near the function's current source line."""
        r = self.r
        ctx.line += r.randint(1, 4)
        leaf = ("F", ctx.file, ctx.line, r.randint(1, 80))
        x = r.random()
        if x < 0.34:
            return leaf
        if x < 0.56:
            return ("N", self.scope_name(), leaf)
        if x < 0.66:
            other = ("F", r.choice(SRC_FILES), r.randint(1, 900), r.randint(1, 60))
            kids = [leaf, other] if r.random() < 0.5 else [("N", self.scope_name(), leaf), other]
            if r.random() < 0.3:
                kids.append(r.choice(self.lib_locs))
            return ("Z", r.choice(META) if r.random() < 0.35 else None, tuple(kids))
        if x < 0.82:
            callee = r.choice(self.lib_locs) if r.random() < 0.6 else \
                ("N", r.choice(CALLEES), ("F", r.choice(SRC_FILES), r.randint(1, 900), r.randint(1, 60)))
            caller = ("N", self.scope_name(), leaf) if r.random() < 0.6 else leaf
            if r.random() < 0.3:
                caller = ("C", caller, ("F", r.choice(SRC_FILES), r.randint(1, 900), r.randint(1, 60)))
            return ("C", callee, caller)
        if x < 0.89:
            if r.random() < 0.5:
                return ("R", ctx.file, ctx.line, leaf[3], None, leaf[3] + r.randint(1, 30))
            return ("R", ctx.file, ctx.line, leaf[3], ctx.line + r.randint(1, 5), r.randint(1, 60))
        if x < 0.95:
            return ("N", self.scope_name(), None)
        if x < 0.97:
            return ("U",)
        return leaf


# --------------------------------------------------------------------------------------------
# IR model
# --------------------------------------------------------------------------------------------


class Op:
    __slots__ = ("res", "nres", "name", "operands", "succ", "props", "regions", "attrs",
                 "rtypes", "loc")

    def __init__(self, name, operands, rtypes, attrs=(), loc=None, res=None, props=(),
                 regions=(), succ=()):
        self.name = name
        self.operands = operands      # [(ref, type)]
        self.rtypes = rtypes          # [type]
        self.nres = len(rtypes)
        self.res = res                # "%5" or None
        self.attrs = attrs            # [(key, value or None)]
        self.loc = loc
        self.props = props
        self.regions = regions        # [[Block]]
        self.succ = succ              # ["^bb1"]


class Block:
    __slots__ = ("label", "args", "ops")

    def __init__(self, label, args, ops):
        self.label = label            # "^bb1" or None (entry block without label)
        self.args = args              # [(ref, type, loc or None)]
        self.ops = ops


class Func:
    __slots__ = ("name", "args", "rtypes", "blocks", "ret", "ret_loc", "loc")

    def __init__(self):
        self.blocks = []


class FuncCtx:
    """Values in scope, naming and source position while generating one function."""

    def __init__(self, g, numeric=True, style=0):
        r = g.r
        self.g = g
        self.pool = []            # [(ref, type)]
        self.counter = 0
        self.numeric = numeric
        self.style = style
        self.file = r.choice(SRC_FILES)
        self.line = r.randint(1, 4000)
        self.count = 0            # ops made
        self.idx = []             # index values visible everywhere (entry block)
        self.conds = []           # i1 values visible everywhere

    def fresh(self, hint=""):
        n = self.counter
        self.counter += 1
        if self.numeric:
            return "%%%d" % n
        st = self.style
        if st == 0:
            return "%%v%d" % n
        if st == 1:
            return "%%%s_%d" % (hint or "t", n)
        return "%%%s%d" % ((hint or "x")[:3], n)

    def pick(self, want=None):
        """A value in scope, recent ones preferred; of type want if one is found nearby."""
        pool = self.pool
        r = self.g.r
        n = len(pool)
        if want is not None:
            for _ in range(4):
                v = pool[n - 1 - int((r.random() ** 2) * n)]
                if v[1] == want:
                    return v
        return pool[n - 1 - int((r.random() ** 2.2) * n)]


def simple_op(ctx, nattr=(0, 5), dialects=DIALECTS):
    """One generic op of a frontend dialect, its results put in scope."""
    g = ctx.g
    r = g.r
    name, kind = r.choice(OPS[r.choice(dialects)])
    hint = name.rsplit(".", 1)[-1].lower().replace("_", "")[:6]
    a = ctx.pick()
    ops = []
    extra = []
    if kind == "un":
        ops = [a]
        t = a[1]
        if r.random() < 0.2 and t[0] == "t":
            t = ("t", t[1], g.elem())
        rt = [t]
    elif kind == "bin":
        b = ctx.pick(a[1])
        ops = [a, b]
        rt = [a[1]]
    elif kind == "mm":
        b = ctx.pick()
        ops = [a, b]
        if r.random() < 0.3:
            ops.append(ctx.pick())
        rt = [g.tensor(a[1][2] if a[1][0] == "t" else None)]
    elif kind == "resh":
        ops = [a]
        if r.random() < 0.25:
            ops.append(ctx.pick())
        rt = [g.tensor(a[1][2] if a[1][0] == "t" else None, rmin=0)]
    elif kind == "const":
        t = ("t", tuple(r.choice(SMALL_DIMS) if r.random() < 0.7 else r.choice(DIMS)
                        for _ in range(r.randint(0, 3))), g.elem())
        rt = [t]
        extra = [("value", g.dense_attr(t))]
    elif kind == "cat":
        ops = [a] + [ctx.pick(a[1]) for _ in range(r.randint(1, 3))]
        rt = [g.tensor(a[1][2] if a[1][0] == "t" else None)]
    elif kind == "split":
        ops = [a]
        rt = [g.tensor(a[1][2] if a[1][0] == "t" else None) for _ in range(r.randint(2, 3))]
    elif kind == "dim":
        ops = [a]
        rt = [("s", None, r.choice(("index", "i64", "i32")))]
    else:  # sink
        ops = [a] if r.random() < 0.7 else [a, ctx.pick()]
        rt = []
    ents = g.entries(r.randint(*nattr))
    if extra:
        ents = [kv for kv in ents if kv[0] != "value"] + extra
        if g.canon:
            ents.sort(key=lambda kv: kv[0].strip('"'))
    op = Op(name, ops, rt, ents, g.loc(ctx))
    if rt:
        op.res = ctx.fresh(hint)
        if len(rt) == 1:
            ctx.pool.append((op.res, rt[0]))
        else:
            for i, t in enumerate(rt):
                ctx.pool.append(("%s#%d" % (op.res, i), t))
    ctx.count += 1
    return op


def func_name(g, k):
    r = g.r
    x = r.random()
    stem = r.choice(FUNC_STEMS)
    if x < 0.5:
        name = "%s_%d" % (stem, k)
    elif x < 0.8:
        name = "%s_%s_%d" % (r.choice(WORDS), stem, k)
    else:
        name = "%s$%s_%d" % (r.choice(("jit", "pjit", "xla", "torch")), stem, k)
    g.func_names.append(name)
    if len(g.func_names) > 64:
        del g.func_names[1:33]
    return name


def make_args(ctx, nmin=1, nmax=5, argloc=0.3):
    g = ctx.g
    r = g.r
    args = []
    for i in range(r.randint(nmin, nmax)):
        t = g.any_type() if r.random() < 0.85 else g.tensor()
        ref = "%%arg%d" % i if ctx.numeric or r.random() < 0.7 else "%%in%d_%s" % (i, r.choice(WORDS))
        loc = ("F", ctx.file, ctx.line, r.randint(10, 120)) if r.random() < argloc else None
        args.append((ref, t, loc))
        ctx.pool.append((ref, t))
    return args


def finish_returns(ctx, f):
    """Return the last results (or the first argument) as the function's results."""
    r = ctx.g.r
    res = [v for v in ctx.pool[len(f.args):]][-3:] or ctx.pool[:1]
    k = 1 if r.random() < 0.75 else min(2, len(res))
    rets = res[len(res) - k:]
    f.ret = rets
    f.rtypes = [t for _, t in rets]
    ctx.line += r.randint(1, 3)
    f.ret_loc = ("F", ctx.file, ctx.line, r.randint(3, 9))
    ctx.count += 1


def plain_function(g, k, nops, numeric=True, nattr=(0, 5), argloc=0.3):
    ctx = FuncCtx(g, numeric=numeric, style=g.r.randint(0, 2))
    f = Func()
    f.name = func_name(g, k)
    f.loc = ("F", ctx.file, ctx.line, 1)
    f.args = make_args(ctx, argloc=argloc)
    body = [simple_op(ctx, nattr) for _ in range(nops)]
    f.blocks = [Block(None, [], body)]
    finish_returns(ctx, f)
    ctx.count += 1
    return f, ctx.count


# --------------------------------------------------------------------------------------------
# Standard printer (generic ops, inline locations)
# --------------------------------------------------------------------------------------------


def type_list(ts):
    return ", ".join(tstr(t) for t in ts)


def op_head(op, parts):
    """An op's results, name and operands."""
    if op.res:
        parts.append(op.res)
        if op.nres > 1:
            parts.append(":%d" % op.nres)
        parts.append(" = ")
    parts.append('"%s"(' % op.name)
    parts.append(", ".join(v[0] for v in op.operands))
    parts.append(")")


def op_tail(op, parts):
    """An op's attribute dictionary and type."""
    if op.attrs:
        parts.append(" {" + ", ".join(k if v is None else k + " = " + v for k, v in op.attrs) + "}")
    parts.append(" : (")
    parts.append(", ".join(tstr(v[1]) for v in op.operands))
    parts.append(") -> ")
    rt = op.rtypes
    parts.append(tstr(rt[0]) if len(rt) == 1 else "(" + type_list(rt) + ")")


def render_label(blk, ind, out):
    """A block's label line, `^bbN(%a: T loc(...)):`, if it has a label."""
    if blk.label:
        out.append(ind + blk.label)
        if blk.args:
            out.append("(" + ", ".join(
                "%s: %s" % (a, tstr(t)) + (" loc(%s)" % loc_inline(l) if l else "")
                for a, t, l in blk.args) + ")")
        out.append(":\n")


def render_op(op, ind, out, inline_loc=True):
    parts = [ind]
    op_head(op, parts)
    if op.succ:
        parts.append("[" + ", ".join(op.succ) + "]")
    if op.props:
        parts.append(" <{" + ", ".join(k if v is None else k + " = " + v for k, v in op.props) + "}>")
    if op.regions:
        parts.append(" (")
        out.append("".join(parts))
        for ri, region in enumerate(op.regions):
            out.append("{\n" if ri == 0 else ", {\n")
            for bi, blk in enumerate(region):
                render_label(blk, ind, out)
                for o in blk.ops:
                    render_op(o, ind + "  ", out, inline_loc)
            out.append(ind + "}")
        parts = [")"]
    op_tail(op, parts)
    if op.loc is not None:
        parts.append(" loc(" + loc_inline(op.loc) + ")")
    parts.append("\n")
    out.append("".join(parts))


def render_func_std(f, out, ind="", r=None):
    args = []
    for a, t, l in f.args:
        args.append("%s: %s" % (a, tstr(t)) + (" loc(%s)" % loc_inline(l) if l else ""))
    rts = "" if not f.rtypes else " -> " + (
        tstr(f.rtypes[0]) if len(f.rtypes) == 1 else "(" + type_list(f.rtypes) + ")")
    out.append("%sfunc.func @%s(%s)%s {\n" % (ind, f.name, ", ".join(args), rts))
    body = ind + "  "
    for bi, blk in enumerate(f.blocks):
        render_label(blk, ind, out)
        for o in blk.ops:
            render_op(o, body, out)
    out.append("%sreturn %s : %s loc(%s)\n" % (body, ", ".join(v for v, _ in f.ret),
                                                type_list(f.rtypes), loc_inline(f.ret_loc)))
    if r is not None and r.random() < 0.3:
        out.append("%s} loc(%s)\n" % (ind, loc_inline(f.loc)))
    else:
        out.append(ind + "}\n")


# --------------------------------------------------------------------------------------------
# Class 1: tosa-debug
# --------------------------------------------------------------------------------------------


def gen_tosa_debug(n, r):
    g = Gen(r)
    total = 0
    k = 0
    wrap = r.random() < 0.5
    if wrap:
        yield "module attributes {torch.debug_module_name = \"Net\", tf.versions = {producer = 1987 : i32}} {\n"
    ind = "  " if wrap else ""
    while total < n:
        nops = min(max(1, n - total - 2), r.randint(3, 60))
        f, c = plain_function(g, k, nops, numeric=r.random() < 0.6, nattr=(1, 6))
        total += c
        k += 1
        out = []
        render_func_std(f, out, ind, r)
        if r.random() < 0.3:
            out.append("\n")
        yield "".join(out)
    if wrap:
        yield "}\n"


# --------------------------------------------------------------------------------------------
# Class 2: debuginfo-module
# --------------------------------------------------------------------------------------------


def gen_debuginfo(n, r):
    g = Gen(r, canonical=True)
    locs = LocTable()
    top = []                      # leaf alias ids defined at the top (block argument locations)
    top_set = set()
    fname = r.choice(("model.mlir", "input.mlir", "exported.mlir", "tosa_dump.mlir"))
    body = []
    total = 0
    k = 0
    mline = 0
    while total < n:
        nops = min(max(1, n - total - 2), r.randint(3, 50))
        ctx = FuncCtx(g, numeric=True)
        f = Func()
        f.name = func_name(g, k)
        k += 1
        # function location first, then its arguments', then its ops': mlir-opt's order
        # the function's position: in the dumped .mlir file (as mlir-opt reports positions of
        # what it read) or in the frontend's source
        mline += r.randint(2, 6)
        if r.random() < 0.5:
            floc = ("F", fname, mline, 3)
        else:
            floc = ("F", ctx.file, ctx.line, 1)
        fref = locs.ref(floc)
        args = []
        for i in range(r.randint(1, 5)):
            t = g.any_type() if r.random() < 0.85 else g.tensor()
            ref = "%%arg%d" % i
            al = ("F", fname if r.random() < 0.6 else ctx.file, floc[2], 20 + 14 * i)
            aid = locs.ref(al)
            if aid not in top_set:
                top_set.add(aid)
                top.append((aid, al))
            args.append((ref, t, aid, al))
            ctx.pool.append((ref, t))
        fops = []
        for _ in range(nops):
            op = simple_op(ctx, (0, 5))
            fops.append(op)
        f.args = args
        finish_returns(ctx, f)
        out = []
        sig = []
        for a, t, aid, al in args:
            if r.random() < 0.7:
                sig.append("%s: %s loc(%s)" % (a, tstr(t), aid))
            else:
                sig.append("%s: %s loc(%s)" % (a, tstr(t), loc_inline(al)))
        rts = " -> " + (tstr(f.rtypes[0]) if len(f.rtypes) == 1 else "(" + type_list(f.rtypes) + ")")
        out.append("  func.func @%s(%s)%s {\n" % (f.name, ", ".join(sig), rts))
        for op in fops:
            line = []
            render_op_loc(op, line)
            out.append("    " + "".join(line) + " loc(" + locs.ref(op.loc) + ")\n")
        out.append("    return %s : %s loc(%s)\n" % (", ".join(v for v, _ in f.ret),
                                                    type_list(f.rtypes), locs.ref(f.ret_loc)))
        out.append("  } loc(%s)\n" % fref)
        body.append("".join(out))
        total += ctx.count + 1
        mline += nops + 2
    nleaf = len(locs.leaf_list)

    def fix(s, _m=re.compile("\x01(\\d+)\x02")):
        return _m.sub(lambda m: str(nleaf + 1 + int(m.group(1))), s)

    head = []
    for aid, al in top:
        head.append("%s = loc(%s)\n" % (aid, loc_inline(al)))
    yield "".join(head)
    yield "module {\n"
    for chunk in body:
        yield fix(chunk)
    tail = ["} loc(#loc)\n", '#loc = loc("%s":0:0)\n' % fname]
    for i, t in enumerate(locs.leaf_list, 1):
        if ("#loc%d" % i) in top_set:
            continue
        tail.append("#loc%d = loc(%s)\n" % (i, loc_inline(t)))
    for i, b in enumerate(locs.comp_list):
        tail.append("#loc%d = loc(%s)\n" % (nleaf + 1 + i, fix(b)))
    yield "".join(tail)


def render_op_loc(op, parts):
    """A generic op without indentation or location, as one line."""
    op_head(op, parts)
    op_tail(op, parts)


# --------------------------------------------------------------------------------------------
# Class 3: reformatted
# --------------------------------------------------------------------------------------------


def comment(r):
    c = r.choice(COMMENTS).format(n=r.randint(0, 99), w=r.choice(WORDS), w2=r.choice(WORDS),
                                  f=r.choice(SRC_FILES), s="x".join(str(r.choice(DIMS)) for _ in range(3)))
    return r.choice(("// ", "//", "//  ", "/// ")) + c


def messy_loc(r, t):
    if r.random() < 0.3:
        s = loc_inline(t, r.choice((" : ", ":", ": ")))
    else:
        s = loc_inline(t)
    sp = r.choice(("", "", " "))
    return "loc(" + sp + s + sp + ")"


def render_op_messy(op, g, base):
    r = g.r
    style = r.random()
    ind = base + r.choice(("", "", " ", "  ", "\t"))
    ind2 = ind + r.choice(("  ", "    ", "\t", "      "))
    res = ""
    if op.res:
        res = op.res + (":%d" % op.nres if op.nres > 1 else "") + r.choice(
            (" = ", " = ", "=", "  =  ", " =", "= ", "\t=\t"))
    name = '"%s"' % op.name
    refs = [v[0] for v in op.operands]
    ins = [g.T(v[1]) for v in op.operands]
    outs = [g.T(t) for t in op.rtypes]
    if len(outs) == 1 and r.random() < 0.85:
        rt = outs[0]
    else:
        rt = "(" + g.C().join(outs) + ")"
    arrow = r.choice(("->", " -> ", " -> ", " ->", "-> ", "  ->  "))
    loc = messy_loc(r, op.loc) if op.loc is not None else ""
    ents = op.attrs
    if style < 0.3:
        s = [ind, res, name, g.S(), "(", g.S(), g.C().join(refs) if refs else "", g.S(), ")"]
        if ents:
            s += [g.S(), "{", g.S(), g.join_entries(ents), g.S(), "}"]
        s += [g.K(), "(", g.C().join(ins), ")", arrow, rt, " ", loc]
        if r.random() < 0.15:
            s.append(" " + comment(r))
        return "".join(s) + "\n"
    if style < 0.55:
        s = [ind, res, name, "(" if refs else "()"]
        if refs:
            s.append("\n")
            for i, ref in enumerate(refs):
                s.append(ind2 + ref + ("," if i < len(refs) - 1 else ""))
                if r.random() < 0.1:
                    s.append("  " + comment(r))
                s.append("\n")
            s.append(ind + ")")
        if ents:
            s += [" {", g.join_entries(ents), "}"]
        s += ["\n", ind2, ":", g.S(), "(", g.C().join(ins), ")", arrow, rt, "\n", ind2, loc, "\n"]
        return "".join(s)
    if style < 0.82:
        s = [ind, res, name, "(", ", ".join(refs), ")"]
        if ents:
            s.append(r.choice((" {", "\n" + ind + "{", "{")) + "\n")
            for i, (k, v) in enumerate(ents):
                if r.random() < 0.12:
                    s.append(ind2 + comment(r) + "\n")
                s.append(ind2 + (k if v is None else k + g.eq() + v))
                if i < len(ents) - 1:
                    s.append(r.choice((",", " ,", " , ", ",\t")))
                s.append("\n")
            s.append(ind + "}")
        s += [" : (", g.C().join(ins), ")", arrow, rt]
        s.append(r.choice((" ", "\n" + ind2)))
        s.append(loc + "\n")
        return "".join(s)
    # everything broken up: one token group per line, tabs, blank line before the location
    s = [ind, res, "\n" + ind2 if res and r.random() < 0.3 else "", name, "(", g.S()]
    s.append(("," + "\n" + ind2).join(refs))
    s.append(g.S() + ")")
    if ents:
        s.append("\n" + ind2 + "{ " + g.join_entries(ents) + " }")
    s += ["\n", ind2, ":", " (", ("," + r.choice((" ", "\n" + ind2 + "  "))).join(ins), ")", "\n",
          ind2, arrow.strip(), " ", rt, "\n"]
    if r.random() < 0.3:
        s.append("\n")
    s += [ind2, loc, "\n"]
    return "".join(s)


def gen_reformatted(n, r):
    g = Gen(r, messy=True)
    total = 0
    k = 0
    yield comment(r) + "\n" + comment(r) + "\n\n"
    while total < n:
        nops = min(max(1, n - total - 2), r.randint(3, 40))
        f, c = plain_function(g, k, nops, numeric=r.random() < 0.5, nattr=(0, 5), argloc=0.25)
        total += c
        k += 1
        out = []
        if r.random() < 0.5:
            out.append(comment(r) + "\n")
        # signature
        args = []
        for a, t, l in f.args:
            s = a + r.choice((": ", " : ", ":", " :  ")) + g.T(t)
            if l and r.random() < 0.7:
                s += " " + messy_loc(r, l)
            args.append(s)
        if len(args) > 2 and r.random() < 0.6:
            sep = ",\n" + r.choice(("    ", "\t", "        ", "   "))
            argtxt = "\n" + r.choice(("    ", "\t")) + sep.join(args) + "\n"
        else:
            argtxt = g.S() + g.C().join(args) + g.S()
        rts = [g.T(t) for t in f.rtypes]
        rt = rts[0] if len(rts) == 1 and r.random() < 0.8 else "(" + g.C().join(rts) + ")"
        out.append("func.func @%s(%s)%s%s%s{\n" % (f.name, argtxt, r.choice((" -> ", "->", " ->  ", "\n    -> ")),
                                                    rt, r.choice((" ", "", "\n"))))
        base = r.choice(("  ", "    ", "\t", "  "))
        for op in f.blocks[0].ops:
            x = r.random()
            if x < 0.1:
                out.append(r.choice(("\n", "\n\n", "   \n", "\t\n")))
            elif x < 0.22:
                out.append(base + comment(r) + "\n")
            out.append(render_op_messy(op, g, base))
        rets = [v for v, _ in f.ret]
        out.append("%sreturn%s%s%s%s %s\n" % (base, r.choice((" ", "  ", "\t")), g.C().join(rets), g.K(),
                                            g.C().join(g.T(t) for t in f.rtypes), messy_loc(r, f.ret_loc)))
        out.append(r.choice(("}\n", "}\n\n", "} // end of %s\n" % f.name, "}\n\n\n",
                             "}" + " loc(%s)\n" % loc_inline(f.loc))))
        yield "".join(out)


# --------------------------------------------------------------------------------------------
# Class 4: regions
# --------------------------------------------------------------------------------------------

LOOP_OPS = ("my.loop", "my.parallel_loop", "xla.while_body", "tt.for", "iree_dbg.dispatch_loop")
IF_OPS = ("my.if", "xla.conditional", "tt.if")
GRAPH_OPS = ("my.graph", "xla.computation", "tt.kernel", "iree_dbg.region")


class RegionGen:
    def __init__(self, g):
        self.g = g
        self.r = g.r

    def blk_loc(self, ctx):
        r = self.r
        if r.random() < 0.55:
            return ("F", ctx.file, ctx.line, r.randint(5, 60)) if r.random() < 0.7 else \
                ("N", r.choice(("iv", "acc", "i", "j", "carry", "state")) + str(r.randint(0, 9)), None)
        return None

    def tensor_val(self, ctx):
        """A value in scope, a tensor or vector if one is found nearby."""
        for _ in range(10):
            v = ctx.pick()
            if v[1][0] in "tv":
                return v
        for _ in range(4):
            v = ctx.pick()
            if v[1][2] != "i1":
                return v
        return ctx.pool[0]

    def elementwise(self, ctx, v):
        """An op computing a value of v's type from v (and maybe another value)."""
        g = self.g
        r = self.r
        name = r.choice(("my.add", "my.mul", "onnx.Relu", "mhlo.add", "tosax.clamp", "my.fma"))
        ops = [v] if r.random() < 0.4 else [v, ctx.pick()]
        op = Op(name, ops, [v[1]], g.entries(r.randint(0, 2)), g.loc(ctx))
        op.res = ctx.fresh("ew")
        ctx.pool.append((op.res, v[1]))
        ctx.count += 1
        return op

    def body(self, ctx, depth, nmin=1, nmax=4):
        r = self.r
        ops = []
        for _ in range(r.randint(nmin, nmax)):
            x = r.random()
            if depth < 3 and x < 0.16:
                ops.append(self.loop(ctx, depth + 1))
            elif depth < 3 and x < 0.24:
                ops.append(self.scf_for(ctx, depth + 1))
            elif depth < 3 and x < 0.31:
                ops.append(self.ifop(ctx, depth + 1))
            elif depth < 2 and x < 0.36:
                ops.append(self.graph(ctx, depth + 1))
            else:
                ops.append(simple_op(ctx, (0, 3)))
        return ops

    def loop(self, ctx, depth):
        g = self.g
        r = self.r
        init = self.tensor_val(ctx)
        T = init[1]
        lb = r.choice(ctx.idx)
        ub = r.choice(ctx.idx)
        mark = len(ctx.pool)
        iv = ctx.fresh("i") if not ctx.numeric else "%%iv%d" % ctx.counter
        acc = ctx.fresh("acc") if not ctx.numeric else "%%acc%d" % ctx.counter
        ctx.counter += 1
        ctx.pool.append((iv, ("s", None, "index")))
        ctx.pool.append((acc, T))
        ops = self.body(ctx, depth)
        last = self.elementwise(ctx, (acc, T) if r.random() < 0.5 else ctx.pool[-1] if ctx.pool[-1][1] == T else (acc, T))
        ops.append(last)
        ops.append(Op(r.choice(("my.yield", "my.yield", "xla.return")), [(last.res, T)], [], (),
                      g.loc(ctx) if r.random() < 0.6 else None))
        ctx.count += 1
        del ctx.pool[mark:]
        blk = Block("^bb0", [(iv, ("s", None, "index"), self.blk_loc(ctx)), (acc, T, self.blk_loc(ctx))], ops)
        props = [("step", "%d : index" % r.choice((1, 1, 2, 4))),
                 ("unroll", "%d : i64" % r.choice((1, 2, 4, 8)))]
        if r.random() < 0.3:
            props.append(("mapping", '"%s"' % r.choice(("block_x", "thread_y", "warp", "seq"))))
        if r.random() < 0.2:
            props.append(("pipelined", None))
        op = Op(r.choice(LOOP_OPS), [(lb, ("s", None, "index")), (ub, ("s", None, "index")), init], [T],
                g.entries(r.randint(0, 3)), g.loc(ctx), props=props, regions=[[blk]])
        op.res = ctx.fresh("loop")
        ctx.pool.append((op.res, T))
        ctx.count += 1
        return op

    def scf_for(self, ctx, depth):
        g = self.g
        r = self.r
        I = ("s", None, "index")
        lb, ub, st = r.choice(ctx.idx), r.choice(ctx.idx), r.choice(ctx.idx)
        mark = len(ctx.pool)
        iv = "%%i%d" % ctx.counter
        ctx.counter += 1
        args = [(iv, I, self.blk_loc(ctx))]
        iters = []
        for _ in range(r.choice((0, 1, 1, 1, 2))):
            v = self.tensor_val(ctx)
            a = "%%it%d" % ctx.counter
            ctx.counter += 1
            iters.append((v, a))
            args.append((a, v[1], self.blk_loc(ctx)))
        ctx.pool.append((iv, I))
        for v, a in iters:
            ctx.pool.append((a, v[1]))
        ops = self.body(ctx, depth)
        ys = []
        for v, a in iters:
            e = self.elementwise(ctx, (a, v[1]))
            ops.append(e)
            ys.append((e.res, v[1]))
        ops.append(Op("scf.yield", ys, [], (), g.loc(ctx) if r.random() < 0.5 else None))
        ctx.count += 1
        del ctx.pool[mark:]
        rts = [v[1] for v, _ in iters]
        op = Op("scf.for", [(lb, I), (ub, I), (st, I)] + [v for v, _ in iters], rts,
                g.entries(r.randint(0, 2)) if r.random() < 0.4 else (), g.loc(ctx),
                regions=[[Block("^bb0", args, ops)]])
        if rts:
            op.res = ctx.fresh("for")
            for i, t in enumerate(rts):
                ctx.pool.append((op.res if len(rts) == 1 else "%s#%d" % (op.res, i), t))
        ctx.count += 1
        return op

    def ifop(self, ctx, depth):
        g = self.g
        r = self.r
        cond = r.choice(ctx.conds)
        reg = r.random() < 0.5
        v = self.tensor_val(ctx)
        T = v[1]
        regions = []
        for _ in range(2):
            mark = len(ctx.pool)
            ops = self.body(ctx, depth, 0, 3)
            e = self.elementwise(ctx, v)
            ops.append(e)
            ops.append(Op("scf.yield" if reg else r.choice(("my.yield", "xla.return")), [(e.res, T)], [], (),
                          g.loc(ctx) if r.random() < 0.5 else None))
            ctx.count += 1
            del ctx.pool[mark:]
            regions.append([Block(None, [], ops)])
        op = Op("scf.if" if reg else r.choice(IF_OPS), [(cond, ("s", None, "i1"))], [T],
                g.entries(r.randint(0, 2)) if not reg or r.random() < 0.3 else (), g.loc(ctx),
                regions=regions)
        op.res = ctx.fresh("if")
        ctx.pool.append((op.res, T))
        ctx.count += 1
        return op

    def diamond(self, ctx, depth, v, first):
        """Blocks ^bb{first}..^bb{first+2} below an entry block that ends in a cond_br."""
        g = self.g
        r = self.r
        T = v[1]
        b1, b2, b3 = ("^bb%d" % (first + i) for i in range(3))
        mark = len(ctx.pool)
        # ^b1 (no arguments)
        ops1 = self.body(ctx, depth, 0, 3) if depth < 3 else []
        e1 = self.elementwise(ctx, v)
        ops1.append(e1)
        ops1.append(Op("cf.br", [(e1.res, T)], [], (), g.loc(ctx), succ=[b3]))
        ctx.count += 1
        del ctx.pool[mark:]
        # ^b2(%x: T)
        x = "%%bb%d_arg%d" % (first + 1, ctx.counter)
        ctx.counter += 1
        ctx.pool.append((x, T))
        ops2 = self.body(ctx, depth, 0, 2) if depth < 3 else []
        e2 = self.elementwise(ctx, (x, T))
        ops2.append(e2)
        ops2.append(Op("cf.br" if r.random() < 0.6 else "my.br", [(e2.res, T)], [], (), g.loc(ctx),
                       succ=[b3]))
        ctx.count += 1
        del ctx.pool[mark:]
        # ^b3(%m: T)
        m = "%%merge%d" % ctx.counter
        ctx.counter += 1
        ctx.pool.append((m, T))
        blocks = [Block(b1, [], ops1), Block(b2, [(x, T, self.blk_loc(ctx))], ops2)]
        br = Op("cf.cond_br", [ (r.choice(ctx.conds), ("s", None, "i1")), v], [],
                (), g.loc(ctx), props=[("operandSegmentSizes", "array<i32: 1, 0, 1>")], succ=[b1, b2])
        ctx.count += 1
        return br, blocks, Block(b3, [(m, T, self.blk_loc(ctx))], [])

    def graph(self, ctx, depth):
        g = self.g
        r = self.r
        v = self.tensor_val(ctx)
        T = v[1]
        mark = len(ctx.pool)
        a = "%%g%d" % ctx.counter
        ctx.counter += 1
        ctx.pool.append((a, T))
        entry_ops = self.body(ctx, depth, 0, 2)
        br, blocks, last = self.diamond(ctx, depth, (a, T), 1)
        entry_ops.append(br)
        last.ops = self.body(ctx, depth, 0, 2)
        last.ops.append(Op(r.choice(("my.return", "xla.return", "tt.return")), [(last.args[0][0], T)], [], (),
                           g.loc(ctx) if r.random() < 0.5 else None))
        ctx.count += 1
        del ctx.pool[mark:]
        region = [Block("^bb0", [(a, T, self.blk_loc(ctx))], entry_ops)] + blocks + [last]
        op = Op(r.choice(GRAPH_OPS), [v], [T], g.entries(r.randint(0, 3)), g.loc(ctx),
                props=[("kind", '"%s"' % r.choice(("cfg", "dataflow", "scheduled")))] if r.random() < 0.4 else (),
                regions=[region])
        op.res = ctx.fresh("graph")
        ctx.pool.append((op.res, T))
        ctx.count += 1
        return op

    def function(self, k, budget):
        g = self.g
        r = self.r
        ctx = FuncCtx(g, numeric=r.random() < 0.5, style=r.randint(0, 2))
        f = Func()
        f.name = func_name(g, k)
        f.loc = ("F", ctx.file, ctx.line, 1)
        f.args = make_args(ctx, 1, 4, argloc=0.3)
        pre = []
        # index constants and a condition, in generic form
        for i in range(r.randint(1, 3)):
            c = Op("arith.constant", [], [("s", None, "index")], (), g.loc(ctx) if r.random() < 0.5 else None,
                   props=[("value", "%d : index" % r.choice((0, 1, 2, 4, 8, 16, 64, 128, r.randint(1, 4096))))])
            c.res = ctx.fresh("c")
            ctx.pool.append((c.res, ("s", None, "index")))
            ctx.idx.append(c.res)
            ctx.count += 1
            pre.append(c)
        if r.random() < 0.5:
            ref = "%%flag%d" % ctx.counter
            ctx.counter += 1
            f.args.append((ref, ("s", None, "i1"), None))
            ctx.conds.append(ref)
        else:
            c = Op("arith.cmpi", [(r.choice(ctx.idx), ("s", None, "index")), (r.choice(ctx.idx), ("s", None, "index"))],
                   [("s", None, "i1")], (), g.loc(ctx), props=[("predicate", "%d : i64" % r.randint(0, 9))])
            c.res = ctx.fresh("cmp")
            ctx.conds.append(c.res)
            ctx.count += 1
            pre.append(c)
        ops = pre + self.body(ctx, 0, 2, max(2, min(8, budget // 6)))
        blocks = [Block(None, [], ops)]
        if r.random() < 0.3:
            v = self.tensor_val(ctx)
            br, mids, last = self.diamond(ctx, 1, v, 1)
            ops.append(br)
            blocks += mids
            mark = len(ctx.pool)
            # the merge block sees the entry block's values and its own argument
            ctx.pool.append((last.args[0][0], last.args[0][1]))
            last.ops = self.body(ctx, 1, 0, 3)
            blocks.append(last)
            f.ret = [ctx.pool[-1]] if len(ctx.pool) > mark else [(last.args[0][0], last.args[0][1])]
        else:
            f.ret = [self.tensor_val(ctx)]
        f.rtypes = [t for _, t in f.ret]
        f.ret_loc = ("F", ctx.file, ctx.line + 1, 3)
        f.blocks = blocks
        ctx.count += 2
        return f, ctx.count


def gen_regions(n, r):
    g = Gen(r)
    rg = RegionGen(g)
    total = 0
    k = 0
    while total < n:
        f, c = rg.function(k, n - total)
        total += c
        k += 1
        out = []
        render_func_std(f, out, "", r)
        yield "".join(out)


# --------------------------------------------------------------------------------------------
# Class 5: broadcast-mix
# --------------------------------------------------------------------------------------------


def broadcast(a, b):
    """MLIR's OpTrait::util::getBroadcastedShape on two ranked shapes (-1 is "?")."""
    la, lb = len(a), len(b)
    out = list(a if la >= lb else b)
    n = len(out)
    for k in range(1, min(la, lb) + 1):
        x, y = a[la - k], b[lb - k]
        if x < 0 or y < 0:
            if x > 1:
                d = x
            elif y > 1:
                d = y
            elif x == 1:
                d = y
            elif y == 1:
                d = x
            else:
                d = -1
        elif x == y or y == 1:
            d = x
        elif x == 1:
            d = y
        else:
            return None
        out[n - k] = d
    return tuple(out)


def gen_broadcast(n, r):
    g = Gen(r, keys=BCAST_KEYS)
    g.kinds = [k for k in g.kinds if k != "affine"]
    total = 0
    k = 0
    bdims = (1, 1, 1, 2, 3, 4, 5, 8, 16, 32, 64, 7, 128)

    def rand_shape(rmax=4):
        return tuple(-1 if r.random() < 0.2 else r.choice(bdims) for _ in range(r.randint(0, rmax)))

    def compatible_with(bs):
        """A fresh shape that broadcasts with bs."""
        if r.random() < 0.08:
            return None
        rank = r.randint(max(0, len(bs) - 3), min(5, len(bs) + 1))
        out = []
        for j in range(rank, 0, -1):
            if j > len(bs):
                out.append(-1 if r.random() < 0.2 else r.choice(bdims))
                continue
            d = bs[len(bs) - j]
            x = r.random()
            if d < 0:
                out.append(-1 if x < 0.45 else (1 if x < 0.7 else r.choice(bdims)))
            elif d == 1:
                out.append(1 if x < 0.3 else (-1 if x < 0.5 else r.choice(bdims)))
            else:
                out.append(d if x < 0.6 else (1 if x < 0.85 else -1))
        return tuple(out)

    while total < n:
        ctx = FuncCtx(g, numeric=r.random() < 0.6, style=r.randint(0, 2))
        f_name = func_name(g, k)
        k += 1
        elem = r.choice(("f32", "f32", "f32", "i32", "f16", "i8", "bf16", "i64", "f64", "i1"))
        args = []

        def new_arg(t):
            ref = "%%arg%d" % len(args) if ctx.numeric or r.random() < 0.5 else "%%%s%d" % (r.choice(WORDS), len(args))
            args.append((ref, t))
            ctx.pool.append((ref, t))
            return (ref, t)

        def find(pred):
            pool = ctx.pool
            m = len(pool)
            for _ in range(min(6, m)):
                v = pool[m - 1 - int((r.random() ** 2) * m)]
                if pred(v[1]):
                    return v
            if len(args) >= 6:
                # many arguments already: look through everything in scope, recent first
                for v in reversed(pool):
                    if pred(v[1]):
                        return v
            return None

        nops = min(max(1, n - total - 2), r.randint(3, 45))
        line_ops = []
        for _ in range(nops):
            e = elem if r.random() < 0.9 else r.choice(("f32", "i32", "f16"))
            a = find(lambda t: t[2] == e) if ctx.pool and r.random() < 0.7 else None
            if a is None:
                a = new_arg(("t", None if r.random() < 0.07 else rand_shape(), e))
            operands = [a]
            bs = a[1][1]                        # running broadcast shape (None: none ranked yet)
            for _ in range(r.choice((0, 1, 1, 1, 1, 1, 2, 2))):
                cand = None
                if r.random() < 0.55 + 0.05 * len(args):
                    cand = find(lambda t: t[2] == e and (t[1] is None or bs is None or broadcast(bs, t[1]) is not None))
                if cand is None:
                    sh = compatible_with(bs) if bs is not None else (None if r.random() < 0.2 else rand_shape())
                    t = ("t", sh, e)
                    cand = find(lambda u: u == t) or new_arg(t)
                operands.append(cand)
                if cand[1][1] is not None:
                    bs = cand[1][1] if bs is None else broadcast(bs, cand[1][1])
                    assert bs is not None
            if bs is None:
                # no ranked operand: any result shape broadcasts
                rt = ("t", None, e) if r.random() < 0.7 else ("t", rand_shape(), e)
            elif r.random() < 0.08:
                rt = ("t", None, e)
            else:
                rt = ("t", bs, e)
            op = Op("test.broadcastable", operands, [rt], g.entries(r.choice((1, 2, 2, 3, 3, 4))), g.loc(ctx))
            op.res = ctx.fresh("b")
            ctx.pool.append((op.res, rt))
            ctx.count += 1
            line_ops.append(op)
        res = line_ops[-2:]
        rets = [(o.res, o.rtypes[0]) for o in (res if r.random() < 0.3 else res[-1:])]
        out = []
        sig = ", ".join("%s: %s" % (a, tstr(t)) for a, t in args)
        rts = (tstr(rets[0][1]) if len(rets) == 1 else "(" + type_list([t for _, t in rets]) + ")")
        out.append("func.func @%s(%s) -> %s {\n" % (f_name, sig, rts))
        for op in line_ops:
            render_op(op, "  ", out)
        ctx.line += 2
        out.append("  return %s : %s loc(%s)\n}\n" % (", ".join(v for v, _ in rets),
                                                      type_list([t for _, t in rets]),
                                                      loc_inline(("F", ctx.file, ctx.line, 3))))
        if r.random() < 0.2:
            out.append("\n")
        total += ctx.count + 2
        yield "".join(out)


# --------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------

GENERATORS = {
    "tosa-debug": gen_tosa_debug,
    "debuginfo-module": gen_debuginfo,
    "reformatted": gen_reformatted,
    "regions": gen_regions,
    "broadcast-mix": gen_broadcast,
}


def generate(cls, n, seed=0):
    """The file's text, in chunks."""
    r = Random("blind/%s/%d" % (cls, seed))
    return GENERATORS[cls](n, r)


def write(cls, n, seed, fh):
    for chunk in generate(cls, n, seed):
        fh.write(chunk)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="blind.py", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("gen", help="write a file of a class to standard output")
    p.add_argument("cls", choices=CLASSES)
    p.add_argument("n", nargs="?", type=int, default=100000)
    p.add_argument("--seed", type=int, default=0)
    sub.add_parser("list", help="print the class names")
    p = sub.add_parser("check", help="run mlir-opt on each class")
    p.add_argument("--ops", type=int, default=2000)
    p.add_argument("--seed", type=int, default=0)
    a = ap.parse_args(argv)
    if a.cmd == "list":
        print("\n".join(CLASSES))
        return 0
    if a.cmd == "gen":
        out = sys.stdout
        if hasattr(out, "reconfigure"):
            out.reconfigure(encoding="utf-8")
        write(a.cls, a.n, a.seed, out)
        out.flush()
        return 0
    bad = 0
    with tempfile.TemporaryDirectory(prefix="blind-") as d:
        for cls in CLASSES:
            path = os.path.join(d, cls + ".mlir")
            t0 = time.perf_counter()
            with open(path, "w", encoding="utf-8") as fh:
                write(cls, a.ops, a.seed, fh)
            dt = time.perf_counter() - t0
            p = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", path, "-o", "/dev/null"],
                               capture_output=True, text=True)
            print("%-18s %10d bytes  %6.2fs  mlir-opt exit %d" % (cls, os.path.getsize(path), dt, p.returncode))
            if p.returncode:
                bad = 1
                sys.stdout.write("".join(p.stderr.splitlines(True)[:6]))
            sys.stdout.flush()
    return bad


if __name__ == "__main__":
    sys.exit(main())
