#!/usr/bin/env python3
"""Held-out MLIR text generator (written blind: independent of the reader).

    python bench/heldout48.py CLASS N [--seed S]   -> MLIR text on stdout
    python bench/heldout48.py --list               -> class names
    python bench/heldout48.py --check [--ops N]    -> mlir-opt verdicts

Every line is built from freshly drawn pieces (names, shapes, element types,
constants, attribute values, locations) from random.Random(seed).
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

MLIR_OPT_CANDIDATES = ("/usr/lib/llvm-22/bin/mlir-opt", "mlir-opt-22", "mlir-opt")

CLASSES = ("attr-zoo", "loc-zoo", "debuginfo-print", "debuginfo-generic",
           "messy-layout", "nested-regions", "bcast-errors", "upstream-shaped")
ERROR_CLASSES = ("bcast-errors",)

# ----------------------------------------------------------------------------
# vocabulary (pieces are combined, never used as whole lines)
# ----------------------------------------------------------------------------
SYL = ("ka", "lo", "mi", "ne", "ru", "ta", "vo", "zi", "pe", "qu", "sa", "do",
       "fi", "gu", "ha", "je", "bo", "wy", "xe", "co", "ri", "nu", "te", "mo")
WORDS = ("conv", "relu", "gemm", "pool", "norm", "attn", "proj", "embed", "gate",
         "mask", "scale", "bias", "split", "concat", "gather", "reduce", "cast",
         "pad", "slice", "tile", "shift", "mix", "lerp", "clip", "head", "tail",
         "sum", "acc", "tmp", "lhs", "rhs", "val", "idx", "out", "inp", "w", "x")
# unregistered dialect namespaces (none of these is in upstream mlir-opt)
DIALECTS = {
    "tf": ("Conv2D", "BiasAdd", "Relu6", "MatMul", "Reshape", "Identity", "Const",
           "FusedBatchNormV3", "StridedSlice", "Transpose", "AddV2", "Mean"),
    "tfl": ("conv_2d", "fully_connected", "reshape", "add", "softmax", "pad",
            "depthwise_conv_2d", "quantize", "dequantize", "mul"),
    "onnx": ("Gemm", "Conv", "Relu", "Add", "MatMul", "Concat", "Gather",
             "Unsqueeze", "Shape", "Constant", "Softmax", "LayerNormalization"),
    "torch": ("aten.conv2d", "aten.relu", "aten.add.Tensor", "aten.view",
              "aten.linear", "aten.mm", "prim.ListConstruct", "constant.int",
              "aten.layer_norm", "aten.gelu"),
    "mhlo": ("dot_general", "broadcast_in_dim", "reduce", "convolution", "add",
             "transpose", "iota", "compare", "select"),
    "toy": ("transpose", "mul", "print", "constant", "reshape", "generic_call"),
    "student": ("add", "load", "store", "phi", "call", "cmp", "alloc", "print"),
    "hw2": ("lit", "binop", "neg", "select", "emit"),
    "my": ("op", "compute", "combine", "sink", "source", "wrap"),
}
DIALECT_NAMES = tuple(DIALECTS)
ATTR_DIALECTS = ("foo", "tf_type", "onnx", "torch", "mhlo", "quantx", "my", "enc",
                 "hal", "stu")
INT_T = ("i1", "i8", "i16", "i32", "i64")
FLT_T = ("f16", "bf16", "f32", "f64")
EXOTIC_T = ("i7", "i3", "i128", "si8", "si32", "ui8", "ui64", "f8E4M3FN", "f8E5M2",
            "tf32", "f80", "f128", "f8E4M3FNUZ", "f8E5M2FNUZ", "index")
DIMS = (1, 1, 2, 3, 4, 4, 7, 8, 16, 16, 32, 64, 128, 3, 5, 12, 224, 768)
FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}
EXT = (".py", ".cc", ".mlir", ".onnx", ".pbtxt", ".toy", ".c", ".pt", "")
DIRS = ("", "", "src/", "models/", "/home/dev/proj/", "third_party/nn/",
        "C:/work/", "./", "lib/Front/", "tests/")


class Gen:
    def __init__(self, seed, target):
        self.r = random.Random(seed)
        self.seed = seed
        self.target = target
        self.n = 0          # ops written
        self.out = []
        self.ctr = 0        # uniqueness counter for names
        self.syms = set()
        self.distinct = 0

    # ------------------------------------------------------------- names
    def word(self):
        r = self.r
        if r.random() < 0.5:
            return r.choice(WORDS) + ("_" + str(r.randrange(100)) if r.random() < 0.4 else "")
        return "".join(r.choice(SYL) for _ in range(r.randint(1, 3)))

    def fresh_sym(self):
        r = self.r
        while True:
            self.ctr += 1
            k = r.random()
            if k < 0.3:
                s = "%s_%s%d" % (self.word(), r.choice(WORDS), self.ctr)
            elif k < 0.5:
                s = "%s%d" % (r.choice(("main", "forward", "kernel", "fn", "__inference_")), self.ctr)
            elif k < 0.6:
                s = '"%s.%s-%d"' % (self.word(), self.word(), self.ctr)
            else:
                s = "%s%d" % (self.word(), self.ctr)
            if s not in self.syms:
                self.syms.add(s)
                return s

    def opname(self):
        r = self.r
        d = r.choice(DIALECT_NAMES)
        if r.random() < 0.7:
            return "%s.%s" % (d, r.choice(DIALECTS[d]))
        w = self.word()
        if r.random() < 0.3:
            w = w.capitalize() + r.choice(("V2", "Op", "", "Ex", "3D"))
        return "%s.%s" % (d, w)

    # ------------------------------------------------------------- types
    def elt(self, exotic=0.0):
        r = self.r
        x = r.random()
        if x < exotic:
            return r.choice(EXOTIC_T)
        if x < 0.55:
            return r.choice(("f32", "f32", "f16", "bf16", "f64"))
        return r.choice(INT_T)

    def shape(self, lo=0, hi=4, dyn=0.15):
        r = self.r
        return [("?" if r.random() < dyn else r.choice(DIMS)) for _ in range(r.randint(lo, hi))]

    @staticmethod
    def dims(sh):
        return "".join("%sx" % d for d in sh)

    def tensor(self, exotic=0.0):
        r = self.r
        if r.random() < 0.05:
            return "tensor<*x%s>" % self.elt(exotic)
        return "tensor<%s%s>" % (self.dims(self.shape()), self.elt(exotic))

    def memref(self):
        r = self.r
        sh = self.shape(1, 3, 0.25)
        e = r.choice(("f32", "f16", "i8", "i32", "f64", "index"))
        lay = ""
        k = r.random()
        if k < 0.3:
            strides, acc = [], 1
            for d in reversed(sh):
                strides.append("?" if (d == "?" or acc == "?" or r.random() < 0.15) else acc)
                acc = "?" if (d == "?" or strides[-1] == "?") else acc * d
            strides.reverse()
            off = r.choice(("?", 0, r.randrange(1, 512)))
            lay = ", strided<[%s]%s>" % (", ".join(map(str, strides)),
                                         "" if (off == 0 and r.random() < 0.5) else ", offset: %s" % off)
        elif k < 0.45:
            ds = ["d%d" % i for i in range(len(sh))]
            exprs = [("%s + %d" % (d, r.randrange(1, 9)) if r.random() < 0.3 else d) for d in ds]
            lay = ", affine_map<(%s) -> (%s)>" % (", ".join(ds), ", ".join(exprs))
        ms = ""
        k = r.random()
        if k < 0.2:
            ms = ", %d" % r.randrange(1, 8)
        elif k < 0.28:
            ms = ', "%s"' % r.choice(("shared", "global", "private", "hbm", "l1"))
        elif k < 0.33:
            ms = ", #gpu.address_space<%s>" % r.choice(("workgroup", "private", "global"))
        return "memref<%s%s%s%s>" % (self.dims(sh), e, lay, ms)

    def vector(self):
        r = self.r
        n = r.randint(1, 3)
        ds = []
        for i in range(n):
            d = r.choice((2, 4, 8, 16, 3, 1, 32))
            ds.append("[%d]" % d if r.random() < 0.25 else str(d))
        return "vector<%s%s>" % ("".join(x + "x" for x in ds), r.choice(("f32", "f16", "i8", "i32", "bf16", "i1")))

    def anytype(self, exotic=0.1):
        r = self.r
        k = r.random()
        if k < 0.45:
            return self.tensor(exotic)
        if k < 0.6:
            return self.elt(exotic)
        if k < 0.7:
            return self.memref()
        if k < 0.8:
            return self.vector()
        if k < 0.85:
            return "complex<%s>" % r.choice(("f32", "f64", "f16", "i32"))
        if k < 0.9:
            return "tuple<%s, %s>" % (self.elt(), self.elt())
        if k < 0.95:
            return "!%s.%s" % (r.choice(("tf_type", "torch", "onnx", "my", "toy")),
                                r.choice(("resource", "string", "vtensor<[%d],f32>" % r.choice(DIMS),
                                          "list<int>", "none", "struct<%s, %s>" % (self.elt(), self.elt()),
                                          "opaque<\"%s\">" % self.word())))
        return "index"

    # ------------------------------------------------------------- attributes
    def int_lit(self, ty):
        r = self.r
        if ty == "i1":
            return r.choice(("0", "1", "-1", "true", "false"))
        w = {"i8": 8, "i16": 16, "i32": 32, "i64": 64, "si8": 8, "ui8": 8, "si32": 32,
             "ui64": 64, "i7": 7, "i3": 3, "i128": 128, "index": 32}.get(ty, 32)
        mx = (1 << (w - 1)) - 1
        if ty.startswith("ui"):
            v = r.randrange(0, min(mx, 1 << 20))
            return ("0x%X" % v) if r.random() < 0.3 else str(v)
        v = r.choice((r.randrange(-9, 10), r.randrange(-mx - 1, mx + 1), r.randrange(0, min(mx, 4096))))
        if v >= 0 and r.random() < 0.2:
            return "0x%X" % v
        return str(v)

    def flt_lit(self, ty, allow_hex=True):
        r = self.r
        k = r.random()
        if allow_hex and k < 0.12 and ty in FLOAT_BITS:
            bits = FLOAT_BITS[ty]
            v = r.choice((r.getrandbits(bits),
                          {16: 0x7C00, 32: 0x7F800000, 64: 0x7FF0000000000000}[bits] if ty != "bf16" else 0x7F80,
                          {16: 0xFC00, 32: 0xFF800000, 64: 0xFFF8000000000000}[bits] if ty != "bf16" else 0xFFC0))
            return "0x%0*X" % (bits // 4, v)
        if k < 0.4:
            return "%s%d.%d" % (r.choice(("", "-")), r.randrange(0, 100), r.randrange(0, 1000))
        if k < 0.7:
            return "%.*e" % (r.randrange(1, 9), r.uniform(-1e4, 1e4) * 10 ** r.randrange(-9, 3))
        if k < 0.85:
            return "%d.0" % r.randrange(-50, 50)
        return "%sE%s%d" % (r.choice(("1.0", "2.5", "-7.25", "3.0")), r.choice(("+", "-", "")), r.randrange(0, 30))

    def str_lit(self):
        r = self.r
        parts = []
        for _ in range(r.randint(0, 5)):
            k = r.random()
            if k < 0.45:
                parts.append(self.word())
            elif k < 0.85:
                parts.append(r.choice(('\\"', "\\n", "\\t", "\\\\", "\\22", "\\0A", "\\%02X" % r.randrange(1, 127),
                                       " ", "/", ":", "-", "{", "}", "'")))
            else:
                parts.append(r.choice(("\u00e9t\u00e9", "\u03bb", "\u2192", "\u6570")))
        return '"%s"' % "".join(parts)

    def affine_map(self):
        r = self.r
        nd, ns = r.randint(0, 4), r.randint(0, 2)
        ds = ["d%d" % i for i in range(nd)]
        ss = ["s%d" % i for i in range(ns)]
        syms = ds + ss
        res = []
        for _ in range(r.randint(0 if nd else 1, 4)):
            res.append(self.aff_expr(syms, 2))
        return "affine_map<(%s)%s -> (%s)>" % (", ".join(ds), ("[%s]" % ", ".join(ss)) if ss else "", ", ".join(res))

    def aff_expr(self, syms, depth):
        r = self.r
        if not syms or (depth == 0 and r.random() < 0.3):
            return str(r.randrange(0, 64))
        if depth == 0 or r.random() < 0.35:
            return r.choice(syms)
        k = r.random()
        a = self.aff_expr(syms, depth - 1)
        if k < 0.35:
            return "%s %s %s" % (a, r.choice("+-"), self.aff_expr(syms, depth - 1))
        if k < 0.55:
            return "%s * %d" % (a if " " not in a else "(%s)" % a, r.randrange(2, 17))
        op = r.choice(("floordiv", "ceildiv", "mod"))
        return "%s %s %d" % (a if " " not in a else "(%s)" % a, op, r.randrange(2, 33))

    def affine_set(self):
        r = self.r
        nd, ns = r.randint(1, 3), r.randint(0, 2)
        ds = ["d%d" % i for i in range(nd)]
        ss = ["s%d" % i for i in range(ns)]
        cs = ["%s %s 0" % (self.aff_expr(ds + ss, 1) + " - %d" % r.randrange(0, 20), r.choice((">=", ">=", "==")))
              for _ in range(r.randint(1, 3))]
        return "affine_set<(%s)%s : (%s)>" % (", ".join(ds), ("[%s]" % ", ".join(ss)) if ss else "", ", ".join(cs))

    def dense(self):
        r = self.r
        k = r.random()
        e = r.choice(("f32", "i32", "i8", "f16", "i64", "bf16", "f64", "i16", "i1"))
        cont = "tensor" if r.random() < 0.8 else "vector"
        if k < 0.08:
            ce = r.choice(("f32", "f64", "i32"))
            n = r.randint(1, 4)
            lit = (lambda: self.flt_lit(ce, False)) if ce[0] == "f" else (lambda: str(r.randrange(-9, 99)))
            if r.random() < 0.4:
                return "dense<(%s,%s)> : tensor<%dxcomplex<%s>>" % (lit(), lit(), n, ce)
            return "dense<[%s]> : tensor<%dxcomplex<%s>>" % (
                ", ".join("(%s, %s)" % (lit(), lit()) for _ in range(n)), n, ce)
        lit = (lambda: r.choice(("true", "false"))) if e == "i1" else \
            (lambda: self.flt_lit(e, False)) if e[0] in "fb" else (lambda: self.int_lit(e).replace("true", "1"))
        if k < 0.3:
            sh = self.shape(0, 3, 0)
            return "dense<%s> : %s<%s%s>" % (lit(), cont, self.dims(sh), e)
        if k < 0.42 and e != "i1":
            nbytes = {"f32": 4, "i32": 4, "i8": 1, "f16": 2, "i64": 8, "bf16": 2, "f64": 8, "i16": 2}[e]
            n = r.randint(1, 6)
            return 'dense<"0x%s"> : tensor<%dx%s>' % ("".join("%02X" % r.randrange(256) for _ in range(n * nbytes)), n, e)
        if k < 0.7:
            n = r.randint(1, 8)
            return "dense<[%s]> : %s<%dx%s>" % (", ".join(lit() for _ in range(n)), cont, n, e)
        a, b = r.randint(1, 4), r.randint(1, 4)
        body = ", ".join("[%s]" % ", ".join(lit() for _ in range(b)) for _ in range(a))
        return "dense<[%s]> : tensor<%dx%dx%s>" % (body, a, b, e)

    def sparse(self):
        r = self.r
        a, b = r.randint(2, 6), r.randint(2, 6)
        popl = [(i, j) for i in range(a) for j in range(b) if i != j]
        cells = r.sample(popl, min(len(popl), r.randint(1, 4)))
        n = len(cells)
        idx = ", ".join("[%d, %d]" % c for c in cells)
        e = r.choice(("f32", "i32", "f64"))
        vals = ", ".join((self.flt_lit(e, False) if e[0] == "f" else str(r.randrange(-50, 50))) for _ in range(n))
        return "sparse<[%s], [%s]> : tensor<%dx%dx%s>" % (idx, vals, a, b, e)

    def dialect_body(self, depth):
        r = self.r
        items = []
        for _ in range(r.randint(1, 4)):
            k = r.random()
            if k < 0.25:
                items.append(self.str_lit())
            elif k < 0.45:
                items.append(str(r.randrange(-100, 1000)))
            elif k < 0.6:
                items.append("%s = %s" % (self.word(), r.randrange(64)))
            elif k < 0.7 and depth > 0:
                items.append("[%s]" % self.dialect_body(depth - 1))
            elif k < 0.78 and depth > 0:
                items.append("{%s}" % self.dialect_body(depth - 1))
            elif k < 0.84 and depth > 0:
                items.append("<%s>" % self.dialect_body(depth - 1))
            elif k < 0.9:
                items.append(self.elt())
            else:
                items.append(self.word())
        return r.choice((", ", ",", " ")).join(items)

    def attr(self, depth=2):
        r = self.r
        k = r.randrange(30)
        if k == 0:
            ty = r.choice(INT_T[1:] + ("index", "si32", "ui8", "i7"))
            return "%s : %s" % (self.int_lit(ty), ty)
        if k == 1:
            return str(r.randrange(-1000, 100000))
        if k == 2:
            ty = r.choice(FLT_T)
            return "%s : %s" % (self.flt_lit(ty), ty)
        if k == 3:
            return self.str_lit()
        if k == 4:
            return r.choice(("true", "false", "unit"))
        if k == 5:
            return "%s : %s" % (self.str_lit(), r.choice(("i32", "none", "!foo.str", "tensor<3xi8>")))
        if k in (6, 7) and depth > 0:
            return "[%s]" % ", ".join(self.attr(depth - 1) for _ in range(r.randint(0, 4)))
        if k == 8:
            ty = r.choice(("i32", "i64", "i8", "i16", "f32", "f64", "i1"))
            n = r.randint(0, 6)
            if ty == "i1":
                vals = [r.choice(("true", "false")) for _ in range(n)]
            elif ty[0] == "f":
                vals = [self.flt_lit(ty, False) for _ in range(n)]
            else:
                vals = [str(r.randrange(-128, 127)) for _ in range(n)]
            return "array<%s%s>" % (ty, (": " + ", ".join(vals)) if vals else "")
        if k in (9, 10):
            return self.dense()
        if k == 11:
            return self.sparse()
        if k == 12:
            return "dense_resource<%s> : tensor<%dx%s>" % (
                r.choice(("__elided__", "blob_%d" % r.randrange(999), self.word() + "_w")), r.choice(DIMS),
                r.choice(("f32", "i8", "f16")))
        if k in (13, 14):
            return self.anytype(0.3)
        if k == 15:
            return "(%s) -> %s" % (", ".join(self.elt() for _ in range(r.randint(0, 3))),
                                   r.choice((self.elt(), "()", "(%s, %s)" % (self.elt(), self.tensor()))))
        if k == 16:
            return self.affine_map()
        if k == 17:
            return self.affine_set()
        if k == 18:
            return "@%s" % "::@".join(self.word() + str(r.randrange(9)) for _ in range(r.randint(1, 3)))
        if k == 19:
            return "#%s.%s<%s>" % (r.choice(ATTR_DIALECTS), self.word(), self.dialect_body(depth))
        if k == 20:
            return "#%s<%s>" % (r.choice(ATTR_DIALECTS), self.dialect_body(depth))
        if k == 21:
            return "#%s.%s" % (r.choice(ATTR_DIALECTS), self.word())
        if k in (22, 23) and depth > 0:
            return self.dict(depth - 1)
        if k == 24:
            return r.choice(("none", "index", "i1", "f8E4M3FN", "tf32"))
        if k == 25:
            self.distinct += 1
            return "distinct[%d]<%s>" % (self.distinct - 1, self.attr(0) if r.random() < 0.5 else "")
        if k == 26:
            return "strided<[%d, 1], offset: %s>" % (r.choice(DIMS), r.choice(("?", "0", "16")))
        if k == 27:
            return r.choice(("#arith.fastmath<%s>" % r.choice(("fast", "nnan,ninf", "none", "contract")),
                             "#gpu.address_space<%s>" % r.choice(("workgroup", "global")),
                             "#arith.overflow<%s>" % r.choice(("nsw", "nuw", "none", "nsw, nuw"))))
        if k == 28:
            ty = r.choice(("f16", "bf16"))
            return "%s : %s" % (self.flt_lit(ty), ty)
        return '"%s"' % self.word()

    def key(self):
        r = self.r
        k = r.random()
        if k < 0.7:
            return self.word()
        if k < 0.85:
            return "%s.%s" % (r.choice(("tf", "onnx", "torch", "llvm_x", "my")), self.word())
        return '"%s %s"' % (self.word(), r.randrange(99))

    def dict(self, depth=2, lo=0, hi=4):
        r = self.r
        ks = set()
        items = []
        for _ in range(r.randint(lo, hi)):
            kk = self.key()
            if kk in ks:
                continue
            ks.add(kk)
            items.append(kk if r.random() < 0.06 else "%s = %s" % (kk, self.attr(depth)))
        return "{%s}" % ", ".join(items)

    def small_dict(self):
        """Realistic importer attributes, lighter than the zoo."""
        r = self.r
        pool = (lambda: "strides = [%s]" % ", ".join("%d : i64" % r.choice((1, 2)) for _ in range(4)),
                lambda: 'padding = "%s"' % r.choice(("SAME", "VALID", "EXPLICIT")),
                lambda: "dilations = array<i64: %d, %d>" % (r.randint(1, 3), r.randint(1, 3)),
                lambda: "axis = %d : si64" % r.randrange(-3, 4),
                lambda: "alpha = %s : f32" % self.flt_lit("f32", False),
                lambda: "transB = %d : si64" % r.randrange(2),
                lambda: 'data_format = "%s"' % r.choice(("NHWC", "NCHW")),
                lambda: "keep_dims = %s" % r.choice(("true", "false")),
                lambda: 'onnx_node_name = "%s_%d"' % (self.word(), r.randrange(9999)),
                lambda: "value = %s" % self.dense(),
                lambda: "perm = dense<[%s]> : tensor<4xi32>" % ", ".join(map(str, r.sample(range(4), 4))),
                lambda: "epsilon = %s : f32" % self.flt_lit("f32", False))
        return "{%s}" % ", ".join(f() for f in r.sample(pool, r.randint(1, 3)))

    # ------------------------------------------------------------- locations
    def fname(self):
        r = self.r
        return '"%s%s%s"' % (r.choice(DIRS), self.word(), r.choice(EXT))

    def loc_body(self, depth=2):
        r = self.r
        k = r.random()
        if depth <= 0:
            k = r.random() * 0.5
        if k < 0.25:
            return "%s:%d:%d" % (self.fname(), r.randint(1, 4000), r.randint(1, 120))
        if k < 0.32:
            l = r.randint(1, 4000)
            return "%s:%d:%d to %d:%d" % (self.fname(), l, r.randint(1, 80), l + r.randrange(0, 30), r.randint(1, 120))
        if k < 0.38:
            c = r.randint(1, 80)
            return "%s:%d:%d to :%d" % (self.fname(), r.randint(1, 4000), c, c + r.randint(1, 40))
        if k < 0.48:
            return '"%s%s"' % (self.word(), r.choice(("", "/Relu", ":0", "/%s" % self.word(), "::forward", ".%d" % r.randrange(24))))
        if k < 0.5:
            return "unknown"
        if k < 0.65:
            return '"%s"(%s)' % (self.word(), self.loc_body(depth - 1))
        if k < 0.8:
            return "callsite(%s at %s)" % (self.loc_body(depth - 1), self.loc_body(depth - 1))
        meta = ""
        m = r.random()
        if m < 0.3:
            meta = '<"%s">' % self.word()
        elif m < 0.45:
            meta = "<#%s.%s>" % (r.choice(ATTR_DIALECTS), self.word())
        elif m < 0.5:
            meta = "<{%s = %d : i32}>" % (self.word(), r.randrange(99))
        return "fused%s[%s]" % (meta, ", ".join(self.loc_body(depth - 1) for _ in range(r.randint(1, 3))))

    def loc(self, depth=2):
        return " loc(%s)" % self.loc_body(depth)


# ============================================================================
# a function builder shared by several classes (plain, readable layout)
# ============================================================================
class Fn:
    """SSA bookkeeping for one isolated function body."""

    def __init__(self, g, style):
        self.g = g
        self.style = style      # "num" -> %0 %1, "name" -> %relu_3
        self.next = 0
        self.used = set()
        self.scopes = [[]]

    def new(self):
        if self.style == "num":
            v = "%%%d" % self.next
            self.next += 1
            return v
        g = self.g
        while True:
            self.next += 1
            k = g.r.random()
            if k < 0.5:
                v = "%%%s" % g.r.choice(WORDS)
            elif k < 0.8:
                v = "%%%s_%d" % (g.r.choice(WORDS), g.r.randrange(40))
            else:
                v = "%%%s%d" % (g.r.choice(SYL), self.next)
            if v not in self.used:
                self.used.add(v)
                return v

    def add(self, v, t):
        self.scopes[-1].append((v, t))

    def pick(self, k):
        r = self.g.r
        out = []
        for _ in range(k):
            sc = self.scopes[-1] if (self.scopes[-1] and r.random() < 0.7) else r.choice(self.scopes)
            if not sc:
                sc = next((s for s in reversed(self.scopes) if s), None)
                if sc is None:
                    break
            out.append(sc[-1 - min(len(sc) - 1, int(r.expovariate(0.3)))])
        return out

    def find(self, ty):
        for sc in reversed(self.scopes):
            for v, t in reversed(sc[-24:]):
                if t == ty:
                    return v
        for sc in reversed(self.scopes):
            for v, t in reversed(sc):
                if t == ty:
                    return v
        return None


def results_text(fn, types):
    """Returns (lhs text, list of value names)."""
    if not types:
        return "", []
    base = fn.new()
    if len(types) == 1:
        return base + " = ", [base]
    return "%s:%d = " % (base, len(types)), ["%s#%d" % (base, i) for i in range(len(types))]


def generic(name, ops, otys, rtys, props="", attrs="", regions="", succ=""):
    ft = "(%s) -> %s" % (", ".join(otys), rtys[0] if (len(rtys) == 1 and not rtys[0].startswith("(")
                                                      and "->" not in rtys[0]) else "(%s)" % ", ".join(rtys))
    return '"%s"(%s)%s%s%s%s : %s' % (name, ", ".join(ops), succ, (" <%s>" % props) if props else "",
                                      (" (%s)" % regions) if regions else "", (" " + attrs) if attrs else "", ft)


class Body:
    """Emits ops into lines for a function; knobs decide attrs/locs."""

    def __init__(self, g, fn, attr_fn, loc_p, ind="    "):
        self.g, self.fn, self.attr_fn, self.loc_p = g, fn, attr_fn, loc_p
        self.lines = []
        self.ind = ind

    def locs(self):
        g = self.g
        return g.loc() if g.r.random() < self.loc_p else ""

    def emit(self, depth, text):
        self.g.n += 1
        self.lines.append("%s%s%s\n" % (self.ind * depth, text, self.locs()))

    def unreg(self, depth, nres=None):
        g, fn, r = self.g, self.fn, self.g.r
        ins = fn.pick(r.choice((0, 1, 1, 2, 2, 3)))
        if nres is None:
            nres = r.choice((1, 1, 1, 1, 0, 2, 3))
        rt = [g.anytype(0.05) for _ in range(nres)]
        lhs, vals = results_text(fn, rt)
        props = g.dict(1, 1, 2)[1:-1] if r.random() < 0.06 else ""
        self.emit(depth, lhs + generic(g.opname(), [v for v, _ in ins], [t for _, t in ins], rt,
                                       props="{%s}" % props if props else "", attrs=self.attr_fn()))
        for v, t in zip(vals, rt):
            fn.add(v, t)

    def const(self, depth, ty=None):
        g, fn, r = self.g, self.fn, self.g.r
        ty = ty or r.choice(("i32", "i64", "f32", "index", "f16", "i1", "f64", "bf16", "i8"))
        if ty[0] in "fb":
            val = "%s : %s" % (g.flt_lit(ty), ty)
        elif ty == "i1":
            val = r.choice(("true", "false"))
        else:
            val = "%s : %s" % (g.int_lit(ty), ty)
        v = fn.new()
        self.emit(depth, '%s = "arith.constant"() <{value = %s}> : () -> %s' % (v, val, ty))
        fn.add(v, ty)
        return v

    def arith(self, depth):
        g, fn, r = self.g, self.fn, self.g.r
        ty = r.choice(("i32", "f32", "i64", "f64", "f16", "index"))
        a = fn.find(ty) or self.const(depth, ty)
        b = self.const(depth, ty) if r.random() < 0.4 else (fn.find(ty) or a)
        if ty[0] == "f":
            op = r.choice(("addf", "mulf", "subf", "maximumf", "divf"))
            props = " <{fastmath = #arith.fastmath<%s>}>" % r.choice(("none", "fast", "contract", "nnan")) \
                if r.random() < 0.5 else ""
        else:
            op = r.choice(("addi", "muli", "subi", "xori", "andi", "maxsi"))
            props = " <{overflowFlags = #arith.overflow<%s>}>" % r.choice(("none", "nsw", "nuw")) \
                if (op in ("addi", "muli", "subi") and r.random() < 0.5) else ""
        v = fn.new()
        self.emit(depth, '%s = "arith.%s"(%s, %s)%s : (%s, %s) -> %s' % (v, op, a, b, props, ty, ty, ty))
        fn.add(v, ty)

    def cond(self, depth):
        fn = self.fn
        c = fn.find("i1")
        if c is None or self.g.r.random() < 0.3:
            ty = self.g.r.choice(("i32", "index", "i64"))
            a = fn.find(ty) or self.const(depth, ty)
            b = self.const(depth, ty)
            c = fn.new()
            self.emit(depth, '%s = "arith.cmpi"(%s, %s) <{predicate = %d : i64}> : (%s, %s) -> i1'
                      % (c, a, b, self.g.r.randrange(10), ty, ty))
            fn.add(c, "i1")
        return c


def func_header(g, fn, name, argtys, restys, arg_loc_p, vis="", fattrs=""):
    r = g.r
    args = []
    for t in argtys:
        if fn.style == "num":
            v = "%%arg%d" % len(args)
        else:
            v = fn.new()
        fn.used.add(v)
        fn.add(v, t)
        extra = ""
        if r.random() < 0.08:
            extra = " {%s.%s = %s}" % (r.choice(("tf", "onnx", "llvm_x")), g.word(), g.attr(0))
        args.append("%s: %s%s%s" % (v, t, extra, g.loc() if r.random() < arg_loc_p else ""))
    res = ""
    if restys:
        res = " -> %s" % (restys[0] if (len(restys) == 1 and r.random() < 0.7 and "->" not in restys[0])
                          else "(%s)" % ", ".join(restys))
    attrs = (" attributes %s" % fattrs) if fattrs else ""
    return "func.func %s@%s(%s)%s%s" % (vis, name, ", ".join(args), res, attrs)


def ret_line(g, fn, restys):
    vals = []
    for t in restys:
        v = fn.find(t)
        vals.append(v)
    return vals


def plain_function(g, budget, attr_fn, loc_p, arg_loc_p, style, ind="  ", base=1, func_loc_p=0.0,
                   regions=0.0, fattrs=""):
    """A function of ~budget ops with unregistered + arith ops; returns lines."""
    r = g.r
    fn = Fn(g, style)
    argtys = [g.anytype(0.05) for _ in range(r.randint(0, 4))]
    restys = [g.anytype(0.05) for _ in range(r.randint(0, 2))]
    head = func_header(g, fn, g.fresh_sym(), argtys, restys, arg_loc_p, fattrs=fattrs)
    g.n += 1
    b = Body(g, fn, attr_fn, loc_p, ind)
    start = g.n
    while g.n - start < budget - 1:
        k = r.random()
        if k < regions:
            region_op(b, base, 2)
        elif k < 0.7:
            b.unreg(base)
        elif k < 0.85:
            b.arith(base)
        else:
            b.const(base)
    # results: produce values of the result types
    vals = []
    for t in restys:
        v = fn.find(t)
        if v is None:
            lhs, vs = results_text(fn, [t])
            b.emit(base, lhs + generic(g.opname(), [], [], [t], attrs=attr_fn()))
            fn.add(vs[0], t)
            v = vs[0]
        vals.append(v)
    ret = "return" if r.random() < 0.8 else '"func.return"'
    if ret == "return":
        txt = "return" + ((" %s : %s" % (", ".join(vals), ", ".join(restys))) if vals else "")
    else:
        txt = generic("func.return", vals, restys, [])
    b.emit(base, txt)
    close = ind * (base - 1) + "}" + (g.loc() if r.random() < func_loc_p else "") + "\n"
    return [ind * (base - 1) + head + " {\n"] + b.lines + [close]


def region_op(b, depth, maxdepth):
    """scf.if / scf.for / unregistered region op nested up to maxdepth more levels."""
    g, fn, r = b.g, b.fn, b.g.r
    k = r.random()
    inner = r.randint(1, 4)

    def body(d, md):
        for _ in range(inner):
            x = r.random()
            if md > 0 and x < 0.3:
                region_op(b, d, md - 1)
            elif x < 0.7:
                b.unreg(d)
            else:
                b.arith(d)

    ind = b.ind
    if k < 0.3:
        c = b.cond(depth)
        ty = r.choice(("i32", "f32", "index", g.tensor()))
        resv = fn.new()
        b.lines.append("%s%s = \"scf.if\"(%s) ({\n" % (ind * depth, resv, c))
        fn.scopes.append([])
        body(depth + 1, maxdepth)
        y = fn.find(ty)
        if y is None:
            lhs, vs = results_text(fn, [ty])
            b.emit(depth + 1, lhs + generic(g.opname(), [], [], [ty]))
            y = vs[0]
        b.emit(depth + 1, '"scf.yield"(%s) : (%s) -> ()' % (y, ty))
        fn.scopes.pop()
        b.lines.append("%s}, {\n" % (ind * depth))
        fn.scopes.append([])
        body(depth + 1, maxdepth)
        y = fn.find(ty)
        if y is None:
            lhs, vs = results_text(fn, [ty])
            b.emit(depth + 1, lhs + generic(g.opname(), [], [], [ty]))
            y = vs[0]
        b.emit(depth + 1, '"scf.yield"(%s) : (%s) -> ()' % (y, ty))
        fn.scopes.pop()
        g.n += 1
        b.lines.append("%s}) : (i1) -> %s%s\n" % (ind * depth, ty, b.locs()))
        fn.add(resv, ty)
    elif k < 0.6:
        lb = b.const(depth, "index")
        ub = b.const(depth, "index")
        st = b.const(depth, "index")
        ity = r.choice(("f32", "i32", g.tensor()))
        init = fn.find(ity)
        if init is None:
            lhs, vs = results_text(fn, [ity])
            b.emit(depth, lhs + generic(g.opname(), [], [], [ity]))
            fn.add(vs[0], ity)
            init = vs[0]
        resv = fn.new()
        iv, acc = fn.new(), fn.new()
        b.lines.append('%s%s = "scf.for"(%s, %s, %s, %s) ({\n' % (ind * depth, resv, lb, ub, st, init))
        b.lines.append("%s^bb0(%s: index%s, %s: %s%s):\n" % (ind * depth, iv, b.locs(), acc, ity, b.locs()))
        fn.scopes.append([(iv, "index"), (acc, ity)])
        body(depth + 1, maxdepth)
        b.emit(depth + 1, '"scf.yield"(%s) : (%s) -> ()' % (fn.find(ity), ity))
        fn.scopes.pop()
        g.n += 1
        b.lines.append("%s}) : (index, index, index, %s) -> %s%s\n" % (ind * depth, ity, ity, b.locs()))
        fn.add(resv, ity)
    else:
        # unregistered op with one or two regions, block args, maybe several blocks
        nreg = r.choice((1, 1, 2))
        rt = [g.anytype(0.05) for _ in range(r.choice((0, 1, 1, 2)))]
        lhs, vals = results_text(fn, rt)
        name = g.opname()
        ins = fn.pick(r.randint(0, 2))
        b.lines.append('%s%s"%s"(%s) ({\n' % (ind * depth, lhs, name, ", ".join(v for v, _ in ins)))
        for ri in range(nreg):
            if ri:
                b.lines.append("%s}, {\n" % (ind * depth))
            nblocks = r.choice((1, 1, 1, 2))
            for bi in range(nblocks):
                bargs = [(fn.new(), g.anytype(0.05)) for _ in range(r.randint(0, 3))]
                if bargs or bi or r.random() < 0.5:
                    b.lines.append("%s^bb%d(%s):\n" % (ind * depth, bi, ", ".join(
                        "%s: %s%s" % (v, t, b.locs() if r.random() < 0.5 else "") for v, t in bargs))
                        if bargs else "%s^bb%d:\n" % (ind * depth, bi))
                fn.scopes.append(list(bargs))
                body(depth + 1, maxdepth)
                yv = fn.pick(r.randint(0, 2))
                tname = "%s.%s" % (name.split(".")[0], r.choice(("yield", "return", "terminator", "end")))
                if bi + 1 < nblocks:
                    b.emit(depth + 1, '"%s"() [^bb%d] : () -> ()' % (name.split(".")[0] + ".br", bi + 1))
                else:
                    b.emit(depth + 1, generic(tname, [v for v, _ in yv], [t for _, t in yv], []))
                fn.scopes.pop()
        g.n += 1
        b.lines.append("%s}) %s: (%s) -> %s%s\n" % (
            ind * depth, (b.attr_fn() + " ") if r.random() < 0.5 else "", ", ".join(t for _, t in ins),
            rt[0] if len(rt) == 1 and "->" not in rt[0] else "(%s)" % ", ".join(rt), b.locs()))
        for v, t in zip(vals, rt):
            fn.add(v, t)


# ============================================================================
# classes
# ============================================================================
def wrap_module(g, body_lines, p_module=0.7):
    r = g.r
    if r.random() < p_module:
        k = r.random()
        if k < 0.6:
            head = "module {\n"
        elif k < 0.8:
            head = "module @%s {\n" % g.fresh_sym().strip('"').replace(".", "_").replace("-", "_")
        else:
            head = "module attributes {%s.%s = %s, %s.version = %d : i32} {\n" % (
                r.choice(("tf_saved_model", "torch", "iree", "my", "llvm_x")), g.word(), g.attr(1), r.choice(("tf", "torch", "onnx")), r.randrange(2000))
        return [head] + body_lines + ["}\n"]
    return body_lines


def gen_attr_zoo(g):
    r = g.r
    lines = []
    while g.n < g.target:
        budget = min(r.randint(4, 40), max(2, g.target - g.n))
        fattrs = g.dict(1, 1, 3) if r.random() < 0.3 else ""
        lines += plain_function(g, budget, lambda: g.dict(3, 1, 6), 0.0, 0.0,
                                r.choice(("num", "name")), "  ", 2, regions=0.05, fattrs=fattrs)
    return "".join(wrap_module(g, lines, 1.0 if True else 0))


def gen_loc_zoo(g):
    r = g.r
    lines = []
    aliases = []
    nal = max(2, g.target // 200)
    for i in range(nal):
        aliases.append("#%s%d" % (r.choice(("loc", "L", "src", "dbg_")), i))
    top = ["%s = loc(%s)\n" % (a, g.loc_body(2)) for a in aliases[: nal // 2]]
    bottom = ["%s = loc(%s)\n" % (a, g.loc_body(2)) for a in aliases[nal // 2:]]
    orig = g.loc

    def loc_with_alias(depth=3):
        if r.random() < 0.12:
            return " loc(%s)" % r.choice(aliases)
        return orig(depth)

    g.loc = loc_with_alias
    while g.n < g.target:
        budget = min(r.randint(3, 30), max(2, g.target - g.n))
        lines += plain_function(g, budget, lambda: g.small_dict() if r.random() < 0.3 else "", 1.0, 0.7,
                                r.choice(("num", "name")), "  ", 2, func_loc_p=0.9, regions=0.06)
    g.loc = orig
    body = wrap_module(g, lines, 1.0)
    body[-1] = "}" + g.loc() + "\n"
    return "".join(top + body + bottom)


def nested_function(g, budget, loc_p, style):
    """Deep region nesting plus a multi-block CFG tail."""
    r = g.r
    fn = Fn(g, style)
    argtys = ["i1", "i32"] + [g.anytype(0.05) for _ in range(r.randint(0, 2))]
    restys = ["i32"]
    head = func_header(g, fn, g.fresh_sym(), argtys, restys, 0.6)
    g.n += 1
    b = Body(g, fn, lambda: g.small_dict() if r.random() < 0.25 else "", loc_p, "  ")
    start = g.n
    entry = list(fn.scopes[0])
    while g.n - start < budget - 8:
        x = r.random()
        if x < 0.75:
            region_op(b, 2, r.randint(2, 5))
        else:
            b.unreg(2)
    # CFG tail: cond_br to two blocks that merge with a block argument
    c = b.cond(2)
    v1 = fn.find("i32") or b.const(2, "i32")
    v2 = b.const(2, "i32")
    nb = r.randint(2, 4)
    bnames = ["^bb%d" % (i + 1) for i in range(nb)]
    b.emit(2, '"cf.cond_br"(%s, %s, %s) [%s, %s] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()'
           % (c, v1, v2, bnames[0], bnames[-1]))
    fn.scopes = [entry]
    for i, bn in enumerate(bnames):
        pv = fn.new()
        b.lines.append("%s(%s: i32%s):\n" % (bn, pv, g.loc() if r.random() < 0.6 else ""))
        fn.scopes = [entry, [(pv, "i32")]]
        for _ in range(r.randint(1, 3)):
            b.unreg(2) if r.random() < 0.5 else b.arith(2)
        if i + 1 < len(bnames):
            x = fn.find("i32") or pv
            if r.random() < 0.5:
                b.emit(2, '"cf.br"(%s)[%s] : (i32) -> ()' % (x, bnames[-1]))
            else:
                b.emit(2, '"cf.br"(%s)[%s] : (i32) -> ()' % (x, bnames[i + 1]))
        else:
            b.emit(2, "return %s : i32" % (fn.find("i32") or pv))
    fn.scopes = [entry]
    return ["  " + head + " {\n"] + b.lines + ["  }" + (g.loc() if r.random() < 0.5 else "") + "\n"]


def gen_nested(g):
    r = g.r
    lines = []
    while g.n < g.target:
        lines += nested_function(g, min(r.randint(20, 120), max(12, g.target - g.n)), 0.4,
                                 r.choice(("num", "name")))
    return "".join(wrap_module(g, lines, 1.0))


def varied_module(g):
    """Input for the debuginfo classes: a mix of everything, with inline locs."""
    r = g.r
    lines = []
    while g.n < g.target:
        k = r.random()
        left = max(12, g.target - g.n)
        if k < 0.35:
            lines += nested_function(g, min(r.randint(15, 60), left), 0.6, "num")
        else:
            lines += plain_function(g, min(r.randint(4, 40), left),
                                    lambda: g.dict(2, 0, 3) if r.random() < 0.4 else
                                    (g.small_dict() if r.random() < 0.5 else ""),
                                    0.75, 0.5, r.choice(("num", "name")), "  ", 2, func_loc_p=0.5,
                                    regions=0.08)
    return "".join(wrap_module(g, lines, 1.0))


def find_mlir_opt():
    for c in MLIR_OPT_CANDIDATES:
        p = c if os.path.isabs(c) else shutil.which(c)
        if p and os.path.exists(p):
            return p
    return None


def run_printer(g, extra):
    exe = find_mlir_opt()
    if exe is None:
        sys.exit("heldout48: mlir-opt (MLIR 22) not found; the debuginfo-* classes need it "
                 "(looked for %s)" % ", ".join(MLIR_OPT_CANDIDATES))
    text = varied_module(g)
    d = tempfile.mkdtemp(prefix="heldout48_")
    try:
        # relative, seed-derived file name: locations mlir-opt adds stay deterministic
        name = "%s_%d.mlir" % (g.r.choice(("exported_model", "graph", "lowered", "frontend_out")), g.seed)
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
        p = subprocess.run([exe, "--allow-unregistered-dialect", "--mlir-print-debuginfo"] + extra + [name],
                           cwd=d, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    finally:
        shutil.rmtree(d, ignore_errors=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr.decode(errors="replace")[:4000])
        raise RuntimeError("heldout48: mlir-opt refused the generated module (exit %d)" % p.returncode)
    return p.stdout.decode()


def gen_debuginfo_print(g):
    return run_printer(g, [])


def gen_debuginfo_generic(g):
    return run_printer(g, ["--mlir-print-op-generic"])


# ---------------------------------------------------------------- bcast-errors
def gen_bcast(g):
    r = g.r
    lines = []
    bad_total = 0

    def bshape():
        return [r.choice((1, 2, 3, 4, 5, 8, 16, 6, 7)) for _ in range(r.randint(0, 4))]

    def operand_of(sh):
        n = r.randint(max(0, len(sh) - 2), len(sh))
        sub = sh[len(sh) - n:]
        return [("?" if r.random() < 0.1 else (1 if r.random() < 0.3 else d)) for d in sub]

    def tt(sh, e):
        if sh is None:
            return "tensor<*x%s>" % e
        return "tensor<%s%s>" % (Gen.dims(sh), e)

    while g.n < g.target:
        fn = Fn(g, r.choice(("num", "name")))
        budget = min(r.randint(5, 40), max(2, g.target - g.n))
        e = r.choice(("i32", "f32", "i8", "f16", "i64", "bf16", "i1", "complex<f32>"))
        nargs = r.randint(1, 3)
        argsh = [bshape() for _ in range(nargs)]
        argtys = [tt(s, e) for s in argsh]
        head = func_header(g, fn, g.fresh_sym(), argtys, [], 0.4)
        g.n += 1
        b = Body(g, fn, lambda: g.dict(1, 0, 2) if r.random() < 0.5 else g.small_dict(), 0.8, "  ")
        start = g.n
        pool = []   # tensors with known static shapes
        for (v, t), s in zip(fn.scopes[0], argsh):
            pool.append((v, s))
        while g.n - start < budget - 1:
            if r.random() < 0.5 or not pool:
                # a fresh source tensor with a shape from a target broadcast shape
                S = bshape()
                k = r.randint(1, 3)
                srcs = []
                for _ in range(k):
                    sh = operand_of(S)
                    lhs, vs = results_text(fn, [tt(sh, e)])
                    b.emit(1, lhs + generic(g.opname(), [], [], [tt(sh, e)], attrs=b.attr_fn()))
                    fn.add(vs[0], tt(sh, e))
                    srcs.append((vs[0], sh))
                    pool.append((vs[0], sh))
            else:
                srcs = r.sample(pool[-12:], min(len(pool[-12:]), r.randint(1, 3)))
                S = None
            shapes = [s for _, s in srcs]
            # broadcast result of shapes (None if incompatible)
            rank = max(len(s) for s in shapes)
            res = []
            ok = True
            for i in range(1, rank + 1):
                ds = [s[-i] for s in shapes if len(s) >= i]
                stat = set(d for d in ds if d not in (1, "?"))
                if len(stat) > 1:
                    ok = False
                    break
                if stat:
                    res.append(stat.pop())
                elif "?" in ds:
                    res.append("?")
                else:
                    res.append(1)
            res.reverse()
            bad = r.random() < 0.055
            ops = list(srcs)
            if bad and ok:
                if r.random() < 0.7 or not res or res[-1] == "?":
                    # two extra operands whose last dimensions clash (both static, neither 1)
                    p_, q_ = r.sample((2, 3, 4, 5, 6, 7, 9, 11), 2)
                    lead = list(res[:-1]) if res else []
                    for last in (p_, q_):
                        sh = lead + [last]
                        lhs, vs = results_text(fn, [tt(sh, e)])
                        b.emit(1, lhs + generic(g.opname(), [], [], [tt(sh, e)], attrs=b.attr_fn()))
                        fn.add(vs[0], tt(sh, e))
                        ops.insert(r.randint(0, len(ops)), (vs[0], sh))
                    rsh = lead + [p_]
                else:
                    # a result shape the operands cannot produce
                    last = res[-1]
                    rsh = res[:-1] + [2 if last == 1 else last + r.randint(1, 4)]
                bad_total += 1
            elif not ok and bad:
                bad_total += 1
                rsh = shapes[0]
            elif not ok:
                # accidental clash from reusing values: keep the op valid (one operand)
                ops = ops[:1]
                rsh = list(shapes[0])
            else:
                rsh = [("?" if r.random() < 0.1 else d) for d in res]
                if r.random() < 0.1:
                    rsh = [r.choice((2, 3))] + rsh
            rty = tt(None, e) if (not bad and ok and r.random() < 0.04) else tt(rsh, e)
            otys = [tt(s, e) for _, s in ops]
            lhs, vs = results_text(fn, [rty])
            b.emit(1, lhs + generic("test.broadcastable", [v for v, _ in ops], otys, [rty], attrs=b.attr_fn()))
            fn.add(vs[0], rty)
            if "*" not in rty:
                pool.append((vs[0], rsh))
        b.emit(1, "return")
        lines += [head + " {\n"] + b.lines + ["}\n"]
    return "".join(wrap_module(g, lines, 0.5))


# ---------------------------------------------------------------- upstream-shaped
def gen_upstream(g):
    r = g.r
    out = ["// RUN: mlir-opt %%s -allow-unregistered-dialect -split-input-file%s | FileCheck %%s\n\n"
           % r.choice(("", " -verify-diagnostics", " -canonicalize", " -mlir-print-op-generic"))]
    fams = ("memref", "vector", "tensor_enc", "complex", "index", "ints", "floats", "tuple", "func")

    def fam_type(f):
        if f == "memref":
            return g.memref()
        if f == "vector":
            return g.vector()
        if f == "tensor_enc":
            k = r.random()
            sh = g.dims(g.shape(1, 3, 0.3))
            e = r.choice(("f32", "f16", "i8", "f64", "i32"))
            if k < 0.3:
                return 'tensor<%s%s, "%s">' % (sh, e, r.choice(("encoding", "sparse", g.word())))
            if k < 0.7:
                return "tensor<%s%s, #%s.%s<%s>>" % (sh, e, r.choice(("enc", "my", "layout")), g.word(), r.randrange(9))
            return "tensor<%s%s, %d : i64>" % (sh, e, r.randrange(4))
        if f == "complex":
            return "complex<%s>" % r.choice(("f32", "f64", "f16", "bf16", "i32", "i8"))
        if f == "index":
            return r.choice(("index", "tensor<%sindex>" % g.dims(g.shape(1, 2)), "memref<?xindex>"))
        if f == "ints":
            return r.choice(("i1", "i7", "i3", "i17", "i128", "si32", "ui64", "si8", "ui1", "i%d" % r.randint(2, 99)))
        if f == "floats":
            return r.choice(("f8E4M3FN", "f8E5M2", "tf32", "bf16", "f16", "f64", "f80", "f128", "f8E4M3FNUZ",
                             "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f32"))
        if f == "tuple":
            return "tuple<%s>" % ", ".join(g.elt(0.3) for _ in range(r.randint(0, 3)))
        return "(%s) -> %s" % (g.elt(), g.elt())

    while g.n < g.target:
        f = r.choice(fams)
        fn = Fn(g, "num" if r.random() < 0.6 else "name")
        tys = [fam_type(f) for _ in range(r.randint(1, 3))]
        name = g.fresh_sym().strip('"').replace(".", "_").replace("-", "_")
        out.append("// CHECK-LABEL: func %s@%s\n" % (r.choice(("", "private ")) if False else "", name))
        is_decl = r.random() < 0.1
        restys = [r.choice(tys)] if r.random() < 0.6 else []
        head = func_header(g, fn, name, tys, restys, 0.0, vis="private " if is_decl else "")
        g.n += 1
        if is_decl:
            out.append(head + "\n\n")
            continue
        out.append(head + " {\n")
        b = Body(g, fn, lambda: g.dict(1, 0, 2) if r.random() < 0.3 else "", 0.05, "  ")
        for _ in range(min(r.randint(1, 6), max(1, g.target - g.n - 1))):
            ins = fn.pick(r.randint(1, 2))
            rt = [r.choice(tys) if r.random() < 0.6 else fam_type(f) for _ in range(r.choice((0, 1, 1, 2)))]
            opn = g.opname()
            if r.random() < 0.3:
                b.lines.append("  // CHECK%s: %s\"%s\"\n" % (r.choice(("", "", "-NEXT", "-SAME")),
                               ("%%[[%s:.*]] = " % g.word().upper()) if rt else "", opn))
            lhs, vals = results_text(fn, rt)
            b.emit(1, lhs + generic(opn, [v for v, _ in ins], [t for _, t in ins], rt, attrs=b.attr_fn()))
            for v, t in zip(vals, rt):
                fn.add(v, t)
        if f in ("floats", "ints") and r.random() < 0.5:
            t = tys[0]
            ok_arith = t.startswith("i") or t in ("f16", "bf16", "f32", "f64", "f80", "f128", "tf32")
            if ok_arith:
                a = fn.find(t)
                v = fn.new()
                op = "addi" if t.startswith("i") else "mulf"
                b.emit(1, '%s = "arith.%s"(%s, %s) : (%s, %s) -> %s' % (v, op, a, a, t, t, t))
                fn.add(v, t)
        rv = [fn.find(t) for t in restys]
        b.emit(1, ("return %s : %s" % (", ".join(rv), ", ".join(restys))) if rv else "return")
        out += b.lines
        out.append("}\n\n")
    return "".join(out)


# ---------------------------------------------------------------- messy-layout
class Messy:
    """Builds ops as token lists and joins them with irregular layout."""

    def __init__(self, g):
        self.g = g
        self.r = g.r
        self.parts = []
        self.col = 0

    def spaced_type(self, t):
        r = self.r
        if r.random() < 0.25 and (t.startswith("tensor<") or t.startswith("vector<")) and "*" not in t:
            inner = t[t.index("<") + 1:-1]
            # split 2x?xf32 into tokens: 2 x ? x f32
            segs = inner.split("x")
            # careful: element type may contain 'x' (e.g. complex<...>): only split plain shapes
            if any(not (s.isdigit() or s == "?" or s.startswith("[")) for s in segs[:-1]):
                return t
            sp = lambda: r.choice((" ", "", "  ", " "))
            return "%s<%s%s%s>" % (t[:t.index("<")], sp(), (" x ".join(segs)) if r.random() < 0.7 else
                                   ("x ".join(segs)), sp())
        if r.random() < 0.2 and t.startswith("complex<"):
            return "complex< %s >" % t[8:-1]
        return t

    def comment(self):
        r = self.r
        return "//%s%s" % (r.choice((" ", "", "  ")), r.choice((
            "TODO: %s" % self.g.word(), "%s -> %s" % (self.g.word(), self.g.word()), "FIXME", "x%d" % r.randrange(99),
            "was %s" % self.g.opname(), "", "%%%d" % r.randrange(50), "(%s)" % self.g.word())))

    def sep(self, prev, nxt, nl_ok=True):
        r = self.r
        word = lambda c: c.isalnum() or c in "_%$.#\"'-?"
        need = word(prev[-1:]) and word(nxt[:1])
        k = r.random()
        if nl_ok and k < 0.05:
            return " " + self.comment() + "\n" + r.choice(("", "\t", "      ", "  \t  "))
        if nl_ok and k < 0.12:
            return "\n" + r.choice(("", "\t", "        ", "   ", "\t\t"))
        if k < 0.2:
            return r.choice(("\t", "  ", "   ", " \t"))
        if k < 0.45 and not need:
            return ""
        return " "

    def join(self, toks, nl_ok=True):
        out = [toks[0]]
        for a, b in zip(toks, toks[1:]):
            if not b:
                continue
            out.append(self.sep(a, b, nl_ok))
            out.append(b)
        return "".join(out)


def messy_type_list(m, tys):
    toks = ["("]
    for i, t in enumerate(tys):
        if i:
            toks.append(",")
        toks.append(m.spaced_type(t))
    toks.append(")")
    return toks


def gen_messy(g):
    r = g.r
    m = Messy(g)
    out = []
    if r.random() < 0.5:
        out.append("// %s generated by hand-ish front end v%d.%d\n\n" % (g.word(), r.randrange(5), r.randrange(20)))
    use_module = r.random() < 0.6
    if use_module:
        out.append(r.choice(("module {\n", "module{\n", "module  {   // top\n", "module\n{\n")))
    while g.n < g.target:
        fn = Fn(g, "name")
        argtys = [g.anytype(0.05) for _ in range(r.randint(0, 3))]
        restys = [g.anytype(0.05) for _ in range(r.randint(0, 2))]
        args = []
        for t in argtys:
            v = fn.new()
            fn.add(v, t)
            args.append((v, t))
        toks = ["func.func", "@" + g.fresh_sym(), "("]
        for i, (v, t) in enumerate(args):
            if i:
                toks.append(",")
            toks += [v, ":", m.spaced_type(t)]
        toks.append(")")
        if restys:
            toks.append("->")
            toks += messy_type_list(m, restys) if (len(restys) > 1 or r.random() < 0.4) else [m.spaced_type(restys[0])]
        toks.append("{")
        g.n += 1
        out.append(r.choice(("", "\n", "\n\n", "\n// ----\n")) + m.join(toks) + "\n")
        budget = min(r.randint(3, 30), max(2, g.target - g.n))
        start = g.n
        line = []
        while g.n - start < budget - 1:
            k = r.random()
            ins = fn.pick(r.choice((0, 1, 2, 2, 3)))
            if k < 0.15:
                # arith on a named constant pair
                ty = r.choice(("i32", "f32", "i64", "f64"))
                c1, c2, s = fn.new(), fn.new(), fn.new()
                lit = (lambda: g.flt_lit(ty)) if ty[0] == "f" else (lambda: g.int_lit(ty))
                ops = [[c1, "=", '"arith.constant"', "(", ")", "<{", "value", "=", "%s : %s" % (lit(), ty), "}>", ":",
                        "(", ")", "->", ty],
                       [c2, "=", '"arith.constant"', "(", ")", "<{", "value", "=", "%s : %s" % (lit(), ty), "}>", ":",
                        "(", ")", "->", ty],
                       [s, "=", '"arith.%s"' % ("addf" if ty[0] == "f" else "addi"), "(", c1, ",", c2, ")", ":",
                        "(", ty, ",", ty, ")", "->", ty]]
                fn.add(c1, ty)
                fn.add(c2, ty)
                fn.add(s, ty)
                g.n += 3
            else:
                nres = r.choice((1, 1, 2, 3, 0))
                rt = [g.anytype(0.05) for _ in range(nres)]
                base = fn.new()
                t = []
                if nres == 1:
                    t += [base, "="]
                    vals = [base]
                elif nres > 1:
                    t += ["%s:%d" % (base, nres), "="]
                    vals = ["%s#%d" % (base, i) for i in range(nres)]
                else:
                    vals = []
                t += ['"%s"' % g.opname(), "("]
                for i, (v, _) in enumerate(ins):
                    if i:
                        t.append(",")
                    t.append(v)
                t.append(")")
                if r.random() < 0.6:
                    t.append("{")
                    nk = r.randint(1, 4)
                    keys = set()
                    for i in range(nk):
                        kk = g.word()
                        if kk in keys:
                            continue
                        keys.add(kk)
                        if i:
                            t.append(",")
                        t += [kk, "=", g.attr(1) if r.random() < 0.6 else r.choice((
                            (lambda it: "%s : %s" % (g.int_lit(it), it))(r.choice(("i64", "si64", "i32"))), g.str_lit(),
                            r.choice(("true", "false")), "%s : f32" % g.flt_lit("f32"), g.dense()))]
                    t.append("}")
                t.append(":")
                t += messy_type_list(m, [ty for _, ty in ins])
                t.append("->")
                t += messy_type_list(m, rt) if (nres != 1 or r.random() < 0.3 or "->" in rt[0]) else [m.spaced_type(rt[0])]
                if r.random() < 0.15:
                    t.append("loc(%s)" % g.loc_body(1))
                ops = [t]
                for v, ty in zip(vals, rt):
                    fn.add(v, ty)
                g.n += 1
            for t in ops:
                text = m.join(t, nl_ok=r.random() < 0.35)
                if r.random() < 0.2:
                    line.append(text)   # several ops on one line
                    continue
                line.append(text)
                ind = r.choice(("  ", "    ", "\t", " ", "      ", "\t  "))
                tail = (" " + m.comment()) if r.random() < 0.12 else r.choice(("", "", " ", "\t"))
                out.append(ind + r.choice(("  ", " ", "\t", "   ")).join(line) + tail + "\n")
                line = []
                if r.random() < 0.08:
                    out.append(r.choice(("\n", "\n\n", "  // " + g.word() + "\n", "\t\n")))
        if line:
            out.append("  " + " ".join(line) + "\n")
        rv = []
        for ty in restys:
            v = fn.find(ty)
            if v is None:
                v = fn.new()
                out.append('  %s = "%s"() : () -> %s\n' % (v, g.opname(), m.spaced_type(ty)))
                fn.add(v, ty)
                g.n += 1
            rv.append(v)
        if rv:
            rt = ["return"]
            for i, v in enumerate(rv):
                if i:
                    rt.append(",")
                rt.append(v)
            rt.append(":")
            for i, ty in enumerate(restys):
                if i:
                    rt.append(",")
                rt.append(m.spaced_type(ty))
            out.append(r.choice(("  ", "\t", "    ")) + m.join(rt) + "\n")
        else:
            out.append(r.choice(("  return\n", "\treturn  \n", "    return // done\n", "return\n")))
        g.n += 1
        out.append(r.choice(("}\n", "  }\n", "}  // end\n", "}\t\n")))
    if use_module:
        out.append("}\n")
    text = "".join(out)
    if r.random() < 0.35:
        text = text.replace("\n", "\r\n")
    return text


GENERATORS = {
    "attr-zoo": gen_attr_zoo,
    "loc-zoo": gen_loc_zoo,
    "debuginfo-print": gen_debuginfo_print,
    "debuginfo-generic": gen_debuginfo_generic,
    "messy-layout": gen_messy,
    "nested-regions": gen_nested,
    "bcast-errors": gen_bcast,
    "upstream-shaped": gen_upstream,
}


def generate(cls, n, seed):
    g = Gen(seed, n)
    for _ in range(1 + 7 * CLASSES.index(cls)):   # decorrelate classes sharing a seed
        g.r.random()
    return GENERATORS[cls](g)


def check(nops):
    exe = find_mlir_opt()
    if exe is None:
        sys.exit("heldout48: mlir-opt not found")
    bad = 0
    d = tempfile.mkdtemp(prefix="heldout48chk_")
    try:
        for cls in CLASSES:
            for seed in (1, 2):
                t0 = time.time()
                try:
                    text = generate(cls, nops, seed)
                except RuntimeError as e:
                    print("%-18s seed=%d GENERATION FAILED: %s" % (cls, seed, e))
                    bad += 1
                    continue
                dt = time.time() - t0
                path = os.path.join(d, "%s_%d.mlir" % (cls, seed))
                with open(path, "w", newline="") as f:
                    f.write(text)
                p = subprocess.run([exe, "--allow-unregistered-dialect", path, "-o", os.devnull],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                want = 1 if cls in ERROR_CLASSES else 0
                verdict = "ok" if p.returncode == want else "UNEXPECTED"
                if p.returncode != want:
                    bad += 1
                print("%-18s seed=%d exit=%d %s (gen %.2fs)" % (cls, seed, p.returncode, verdict, dt))
                if p.returncode != want and p.returncode != 1 - want:
                    sys.stderr.write(p.stderr.decode(errors="replace")[:2000])
                elif p.returncode != want:
                    sys.stderr.write(p.stderr.decode(errors="replace")[:2000])
                elif cls in ERROR_CLASSES:
                    first = p.stderr.decode(errors="replace").splitlines()
                    print("    first diagnostic: %s" % (first[0][:160] if first else "(none)"))
    finally:
        shutil.rmtree(d, ignore_errors=True)
    return bad


def main(argv):
    if "--list" in argv:
        print("\n".join(CLASSES))
        return 0
    if "--check" in argv:
        n = 2000
        if "--ops" in argv:
            n = int(argv[argv.index("--ops") + 1])
        return 1 if check(n) else 0
    args = [a for a in argv]
    seed = 0
    if "--seed" in args:
        i = args.index("--seed")
        seed = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 2 or args[0] not in GENERATORS:
        sys.stderr.write("usage: heldout48.py CLASS N [--seed S] | --list | --check [--ops N]\nclasses: %s\n"
                         % ", ".join(CLASSES))
        return 2
    try:
        text = generate(args[0], int(args[1]), seed)
    except RuntimeError as e:
        sys.stderr.write("%s\n" % e)
        return 1
    out = sys.stdout.buffer if hasattr(sys.stdout, "buffer") else sys.stdout
    out.write(text.encode("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
