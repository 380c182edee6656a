"""Blind differential tests of `toyir-verify --irdl-file` against `mlir-opt --irdl-file` (MLIR 22).

    python bench/irdl_gen.py [--seed S] [--count N] [--toyir CMD] [--show K]
    python bench/irdl_gen.py --mlir-only [--seed S] [--count N]    (mlir-opt's verdicts per label)
    python bench/irdl_gen.py emit --seed S --count N DIR             (the cases as files)

This file was written blind: without reading toyir's implementation, its tests or its grammar.
What it knows about IRDL it learnt by running mlir-opt 22 (/usr/lib/llvm-22/bin/mlir-opt) on
small files and reading its errors.

Each case is a pair of files: an IRDL file in IRDL's custom syntax (one dialect, sometimes two,
of `irdl.type`s, `irdl.attribute`s and `irdl.operation`s) and an input file in generic op form
that uses the dialect's ops in `func.func`s, at the top level of the module, or both, with only
builtin, func and the IRDL dialects' ops (`builtin.unrealized_conversion_cast` makes top-level
values), sometimes through type aliases (`!t0 = !d.box<i32>`).  It draws:

* constraints: `irdl.is` of builtin types (i1..i64, si/ui, index, f16/f32/f64/bf16, tensor,
  vector, memref, complex, tuple, none) and of attributes (`"foo"`, `42 : i32`, `0x2A : i32`,
  `unit`, `true`, floats, arrays, dense arrays, type attributes, symbol references),
  `irdl.any`, `irdl.any_of`, `irdl.all_of`, `irdl.base` by name (`"!builtin.integer"`,
  `"!builtin.tensor"`, `"#builtin.string"`, ...) and by symbol (`@d::@box`), `irdl.parametric`
  over IRDL types and IRDL attributes (and one whose parameter count is not the definition's);
  constraint variables shared by operands, results, parameters, attributes and region
  arguments, including a binding left behind by a failed `any_of` alternative;
* operands and results `single` (written or not), `optional`, `variadic`: one non-single
  (counted) or several (`operandSegmentSizes` / `resultSegmentSizes` = `array<i32: ...>`);
* `irdl.attributes` (required attributes: present, missing, wrong; extra ones are allowed);
* `irdl.regions` of `irdl.region`, `irdl.region()`, `irdl.region(%a, %b)` and
  `irdl.region with size N`.  No terminator exists among the ops allowed, so a region with a
  block always ends in mlir-opt's terminator error once IRDL's checks pass: the valid cases
  use regions without blocks, the others test which error comes first;
* valid inputs (about 40%) and inputs with one fault, or two (which check comes first): counts,
  types, attribute values, variables bound twice, segment sizes, region counts, blocks,
  arguments, dynamic types that break their definition, unknown types and ops, properties on
  a dynamic op, an op nested in a region, top-level ops against function bodies, a parse error
  after a verifier error.  Each case's `label` names what was drawn.

Every IRDL file is meant to load in mlir-opt 22: never the any_of forms it refuses (`irdl.any`
as an alternative, two `irdl.parametric`s of one definition), nor a dialect name it already
knows (which crashes it).  Two attributes never share a constraint variable: mlir-opt checks
attributes in hash order, so which of two would fail first varies from run to run.

`run()` gives each case to both tools and sorts it into: both accept, identical first error,
same verdict / other first error, toyir accepts what mlir-opt rejects, toyir rejects what
mlir-opt accepts, toyir failed; a case is skipped when mlir-opt rejects the IRDL file itself or
crashes.  The cases (and so the output) for a given seed and count are always the same.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
import random

MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
ERROR = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")
TOYIR_CODE = re.compile(r" \[TOYIR-[A-Za-z0-9-]+\]$")

OUTCOMES = (
    "both accept",
    "identical first error",
    "same verdict, other first error",
    "toyir accepts what mlir-opt rejects",
    "toyir rejects what mlir-opt accepts",
    "toyir failed",
)


@dataclass
class Case:
    irdl: str
    ops: str
    label: str


# --------------------------------------------------------------------------------------------
# Values: a type (wrapped as a type attribute where an attribute is needed) or an attribute.
# `text` is how mlir-opt prints it (what equality is about), `src` how the input spells it.
# --------------------------------------------------------------------------------------------


class Val:
    __slots__ = ("is_type", "text", "src", "base", "dyn", "params")

    def __init__(self, is_type, text, base, src=None, dyn=None, params=()):
        self.is_type = is_type
        self.text = text
        self.src = text if src is None else src
        self.base = base  # 'builtin.integer', 'd.box', ... (for a type: its type base)
        self.dyn = dyn
        self.params = tuple(params)

    @property
    def key(self):
        return (self.is_type, self.text)

    @property
    def attr_base(self):
        return "builtin.type" if self.is_type else self.base

    def __repr__(self):
        return f"Val({self.src!r})"


def _t(text, base):
    return Val(True, text, "builtin." + base)


SCALARS = [_t(t, "integer") for t in ("i1", "i8", "i16", "i32", "i64")] + [
    _t("index", "index"), _t("f16", "f16"), _t("f32", "f32"), _t("f64", "f64"), _t("bf16", "bf16")]
SHAPED = [
    _t("tensor<2x3xf32>", "tensor"), _t("tensor<?xi32>", "tensor"), _t("tensor<4xi8>", "tensor"),
    _t("tensor<2x?xf32>", "tensor"), _t("tensor<1x2xi32>", "tensor"),
    _t("tensor<*xf32>", "unranked_tensor"), _t("tensor<*xi32>", "unranked_tensor"),
    _t("vector<4xi8>", "vector"), _t("vector<2x2xf32>", "vector"), _t("vector<4xf32>", "vector"),
    _t("memref<2x3xbf16>", "memref"), _t("memref<?xf16>", "memref"), _t("memref<4xi32>", "memref"),
]
OTHER_TYPES = [_t("complex<f32>", "complex"), _t("tuple<i32, f32>", "tuple"), _t("none", "none"),
               _t("ui8", "integer"), _t("si16", "integer")]
BUILTIN_TYPES = SCALARS + SHAPED + OTHER_TYPES


def _a(src, text, base):
    return Val(False, text, "builtin." + base, src=src)


BUILTIN_ATTRS = [
    _a('"foo"', '"foo"', "string"), _a('"bar"', '"bar"', "string"), _a('"a b"', '"a b"', "string"),
    _a('""', '""', "string"), _a('"q\\"x"', '"q\\22x"', "string"), _a('"add"', '"add"', "string"),
    _a("42 : i32", "42 : i32", "integer"), _a("0x2A : i32", "42 : i32", "integer"),
    _a("42", "42 : i64", "integer"), _a("7 : i8", "7 : i8", "integer"),
    _a("-1 : i16", "-1 : i16", "integer"), _a("0 : index", "0 : index", "integer"),
    _a("3 : i64", "3 : i64", "integer"), _a("3", "3 : i64", "integer"),
    _a("true", "true", "integer"), _a("false", "false", "integer"),
    _a("1 : i1", "true", "integer"),
    _a("unit", "unit", "unit"),
    _a("1.5 : f32", "1.500000e+00 : f32", "float"), _a("2.0", "2.000000e+00 : f64", "float"),
    _a("2.0 : f64", "2.000000e+00 : f64", "float"), _a("0.25 : f16", "2.500000e-01 : f16", "float"),
    _a("[1, 2]", "[1, 2]", "array"), _a("[]", "[]", "array"), _a('["a", i32]', '["a", i32]', "array"),
    _a("[1 : i32, 2 : i32]", "[1 : i32, 2 : i32]", "array"),
    _a("array<i32: 1, 2>", "array<i32: 1, 2>", "dense_array"), _a("array<i64>", "array<i64>", "dense_array"),
    _a("@sym", "@sym", "symbol_ref"),
]
# attribute values that the IRDL file may write after `irdl.is`
IRDL_IS_ATTRS = [v for v in BUILTIN_ATTRS if v.src not in ('""',)]

TYPE_BASE_NAMES = ["integer", "index", "f16", "f32", "f64", "bf16", "tensor", "unranked_tensor",
                   "vector", "memref", "complex", "tuple", "none"]
ATTR_BASE_NAMES = ["string", "integer", "float", "unit", "array", "type", "dense_array", "symbol_ref"]

# dialect names that mlir-opt 22 does not know already (a known one crashes it)
DIALECT_NAMES = ["cmath", "shp", "kv", "toyd", "geo", "sig", "quux", "lin", "dyn", "mx", "pt", "rk",
                 "cal", "fsm", "nn", "ql"]
OP_NAMES = ["norm", "add", "mul", "mix", "pack", "unpack", "apply", "load", "store", "select",
            "cast", "call", "wrap", "fold", "reduce", "map", "emit", "yield_like", "combine",
            "split", "merge", "scale", "make", "use", "probe", "tick", "sum", "zip"]
TYPE_NAMES = ["complex", "box", "pair", "vec", "handle", "opaque", "cell", "token", "ptr", "slot"]
ATTR_NAMES = ["tag", "mode", "kind", "level", "flag", "spec"]
VALUE_NAMES = ["in", "out", "lhs", "rhs", "value", "input", "init", "acc", "res", "elem", "x",
               "y", "z", "src", "dst", "idx", "args", "rest", "opt", "extra", "lo", "hi", "a", "b"]
ATTR_KEYS = ["kind", "mode", "name", "value", "axis", "tag", "count", "flag", "label", "scale",
             "Name", "dim.x", "op-name"]
REGION_NAMES = ["body", "then", "else", "entry", "loop", "cond", "init_region", "payload"]


# --------------------------------------------------------------------------------------------
# The IRDL model
# --------------------------------------------------------------------------------------------


class Node:
    """One IRDL constraint op, hence one constraint variable."""

    __slots__ = ("kind", "val", "basename", "ref", "args", "ctx", "uid")
    counter = 0

    def __init__(self, kind, ctx, val=None, basename=None, ref=None, args=()):
        self.kind = kind          # is any any_of all_of base base_sym param
        self.ctx = ctx            # 'type' or 'attr': what it is meant to constrain
        self.val = val
        self.basename = basename  # '!builtin.integer', '#builtin.string'
        self.ref = ref            # Def
        self.args = list(args)
        Node.counter += 1
        self.uid = Node.counter


class RegionC:
    def __init__(self, args=None, size=None, empty_parens=False):
        self.args = args      # None or list[Node]
        self.size = size      # None or int
        self.empty_parens = empty_parens


class Def:
    """An irdl.type or irdl.attribute."""

    def __init__(self, dialect, name, is_type):
        self.dialect = dialect
        self.name = name
        self.is_type = is_type
        self.params: list[tuple[str, Node]] = []
        self.nodes: list[Node] = []

    @property
    def full(self):
        return f"{self.dialect}.{self.name}"

    @property
    def sym(self):
        return f"@{self.dialect}::@{self.name}"


class OpDef:
    def __init__(self, dialect, name):
        self.dialect = dialect
        self.name = name
        self.nodes: list[Node] = []
        self.operands: list[tuple[str, str, Node]] = []  # (name, variadicity, node)
        self.results: list[tuple[str, str, Node]] = []
        self.attrs: list[tuple[str, Node]] = []
        self.regions: list[tuple[str, RegionC]] = []
        self.section_order = ["attributes", "operands", "results", "regions"]
        self.explicit_single = False

    @property
    def full(self):
        return f"{self.dialect}.{self.name}"


class Dialect:
    def __init__(self, name):
        self.name = name
        self.defs: list[Def] = []
        self.ops: list[OpDef] = []
        self.order: list[object] = []


# --------------------------------------------------------------------------------------------
# The verifier, as mlir-opt 22 runs it: one binding per constraint variable, checked in order,
# the bindings of sub-constraints kept even when the constraint around them fails.
# --------------------------------------------------------------------------------------------


def verify(node: Node, v: Val, bind: dict) -> bool:
    if node.uid in bind:
        return bind[node.uid] == v.key
    ok = _check(node, v, bind)
    if ok:
        bind[node.uid] = v.key
    return ok


def _check(node, v, bind):
    k = node.kind
    if k == "any":
        return True
    if k == "is":
        return node.val.key == v.key
    if k == "any_of":
        return any(verify(a, v, bind) for a in node.args)
    if k == "all_of":
        return all(verify(a, v, bind) for a in node.args)
    if k == "base":
        if node.basename.startswith("!"):
            return v.is_type and v.base == node.basename[1:]
        return v.attr_base == node.basename[1:]
    if k == "base_sym":
        return v.dyn is node.ref and v.is_type == node.ref.is_type
    if k == "param":
        if v.dyn is not node.ref or v.is_type != node.ref.is_type:
            return False
        if len(v.params) != len(node.args):
            return False
        return all(verify(a, p, bind) for a, p in zip(node.args, v.params))
    raise AssertionError(k)


def def_accepts(d: Def, params) -> bool:
    if len(params) != len(d.params):
        return False
    bind: dict = {}
    return all(verify(n, p, bind) for (_, n), p in zip(d.params, params))


def dyn_val(d: Def, params) -> Val:
    params = tuple(params)
    sigil = "!" if d.is_type else "#"
    if params:
        text = f"{sigil}{d.full}<{', '.join(p.text for p in params)}>"
        src = f"{sigil}{d.full}<{', '.join(p.src for p in params)}>"
    else:
        text = src = f"{sigil}{d.full}"
    return Val(d.is_type, text, d.full, src=src, dyn=d, params=params)


# --------------------------------------------------------------------------------------------
# The generator
# --------------------------------------------------------------------------------------------


class Gen:
    def __init__(self, rng: random.Random):
        self.rng = rng

    # ---------------------------------------------------------------- constraint trees

    def is_node(self, ctx, pool=None):
        r = self.rng
        if pool is None:
            pool = BUILTIN_TYPES if ctx == "type" else (IRDL_IS_ATTRS + SCALARS[:4] if r.random() < 0.9 else SCALARS)
        return Node("is", ctx, val=r.choice(pool))

    def type_node(self, op, defs, depth=0, in_any_of=False):
        """A constraint meant for types; `op` collects the nodes (body order)."""
        r = self.rng
        tdefs = [d for d in defs if d.is_type]
        choices = [("is", 5), ("base", 2), ("any_of", 2 if depth < 2 else 0), ("all_of", 1 if depth < 2 else 0),
                   ("param", 2 if tdefs and depth < 2 else 0), ("base_sym", 1 if tdefs else 0),
                   ("any", 0 if in_any_of else 2), ("reuse", 0 if in_any_of else 2)]
        kind = _weighted(r, choices)
        if kind == "reuse":
            usable = [n for n in op.nodes if n.ctx == "type"]
            if usable:
                return r.choice(usable)
            kind = "is"
        if kind == "is":
            n = self.is_node("type")
        elif kind == "any":
            n = Node("any", "type")
        elif kind == "base":
            n = Node("base", "type", basename="!builtin." + r.choice(TYPE_BASE_NAMES[:9] + ["integer", "tensor", "f32"]))
        elif kind == "base_sym":
            n = Node("base_sym", "type", ref=r.choice(tdefs))
        elif kind == "param":
            d = r.choice(tdefs)
            args = [self.param_node(op, defs, pn, depth + 1) for _, pn in d.params]
            if r.random() < 0.05:  # a parametric whose count differs from the definition: loads, never matches
                args = args + [self.type_node(op, defs, depth + 1)] if r.random() < 0.5 or not args else args[:-1]
            n = Node("param", "type", ref=d, args=args)
        elif kind == "any_of":
            k = r.choice((2, 2, 2, 3))
            kids = []
            for _ in range(k):
                kids.append(self.type_node(op, defs, depth + 1, in_any_of=True))
            kids = _fix_any_of(kids)
            if len(kids) < 1:
                kids = [self.is_node("type")]
                op.nodes.append(kids[0])
            n = Node("any_of", "type", args=kids)
        else:  # all_of: usually of two constraints that some type meets
            if r.random() < 0.8:
                v = r.choice(BUILTIN_TYPES)
                first = self.accepting(op, v, wide=True)
                second = self.accepting(op, v)
            else:
                first = self.type_node(op, defs, depth + 1, in_any_of=in_any_of)
                second = self.type_node(op, defs, depth + 1, in_any_of=True)
            n = Node("all_of", "type", args=[first, second])
        op.nodes.append(n)
        return n

    def attr_node(self, op, defs, depth=0, in_any_of=False, fresh=False):
        r = self.rng
        adefs = [d for d in defs if not d.is_type]
        choices = [("is", 6), ("base", 3), ("any_of", 2 if depth < 1 else 0), ("all_of", 1 if depth < 1 else 0),
                   ("param", 2 if adefs and depth < 2 else 0), ("base_sym", 1 if adefs else 0),
                   ("any", 0 if in_any_of else 1), ("type", 2 if depth == 0 and not in_any_of else 0)]
        kind = _weighted(r, choices)
        if kind == "type":
            return self.type_node(op, defs, depth + 1) if not fresh else self._fresh_type(op, defs)
        if kind == "is":
            n = self.is_node("attr")
        elif kind == "any":
            n = Node("any", "attr")
        elif kind == "base":
            n = Node("base", "attr", basename="#builtin." + r.choice(ATTR_BASE_NAMES + ["string", "integer"]))
        elif kind == "base_sym":
            n = Node("base_sym", "attr", ref=r.choice(adefs))
        elif kind == "param":
            d = r.choice(adefs)
            n = Node("param", "attr", ref=d, args=[self.param_node(op, defs, pn, depth + 1, fresh=fresh)
                                                    for _, pn in d.params])
        elif kind == "any_of":
            kids = _fix_any_of([self.attr_node(op, defs, depth + 1, in_any_of=True, fresh=True)
                                for _ in range(r.choice((2, 2, 3)))])
            if not kids:
                kids = [self.is_node("attr")]
                op.nodes.append(kids[0])
            n = Node("any_of", "attr", args=kids)
        else:
            first = Node("base", "attr", basename="#builtin." + r.choice(("integer", "string", "float")))
            op.nodes.append(first)
            pool = [v for v in IRDL_IS_ATTRS if v.attr_base == first.basename[1:]]
            second = self.is_node("attr", pool=pool if r.random() < 0.8 else None)
            op.nodes.append(second)
            n = Node("all_of", "attr", args=[first, second])
        op.nodes.append(n)
        return n

    def accepting(self, op, v: Val, wide=False):
        """A constraint that builtin type v meets (wide: a base or an any_of, which others meet too)."""
        r = self.rng
        kind = r.choice(("base", "any_of") if wide else ("is", "base", "any_of"))
        if kind == "is":
            n = Node("is", "type", val=v)
        elif kind == "base":
            n = Node("base", "type", basename="!" + v.base)
        else:
            others = [t for t in BUILTIN_TYPES if t.key != v.key]
            kids = [Node("is", "type", val=x) for x in [v] + r.sample(others, r.choice((1, 2)))]
            r.shuffle(kids)
            op.nodes.extend(kids)
            n = Node("any_of", "type", args=kids)
        op.nodes.append(n)
        return n

    def _fresh_type(self, op, defs):
        """A type constraint that shares nothing with the op's other constraints."""
        r = self.rng
        kind = r.choice(("is", "is", "base", "any"))
        if kind == "is":
            n = self.is_node("type")
        elif kind == "base":
            n = Node("base", "type", basename="!builtin." + r.choice(TYPE_BASE_NAMES))
        else:
            n = Node("any", "type")
        op.nodes.append(n)
        return n

    def param_node(self, op, defs, def_param: Node, depth, fresh=False):
        """A constraint for a parameter of an irdl.parametric, usually in the spirit of the
        definition's own constraint on that parameter."""
        r = self.rng
        if not fresh and r.random() < 0.3:
            usable = [n for n in op.nodes if n.ctx == def_param.ctx and n.kind in ("any", "is", "any_of", "base")]
            if usable:
                return r.choice(usable)
        if def_param.ctx == "type":
            if r.random() < 0.5 and def_param.kind == "any_of":
                kid = r.choice(def_param.args)
                if kid.kind == "is":
                    n = Node("is", "type", val=kid.val)
                    op.nodes.append(n)
                    return n
            return self.type_node(op, defs, depth) if not fresh else self._fresh_type(op, defs)
        kind = r.choice(("any", "is", "base"))
        if kind == "any":
            n = Node("any", "attr")
        elif kind == "is":
            n = self.is_node("attr")
        else:
            n = Node("base", "attr", basename="#builtin." + r.choice(("integer", "string", "float", "array")))
        op.nodes.append(n)
        return n

    def def_param_node(self, d, defs):
        r = self.rng
        ctx = "type" if r.random() < 0.7 else "attr"
        if ctx == "type":
            kind = _weighted(r, [("any", 3), ("is", 2), ("any_of", 3), ("base", 2), ("param", 1 if defs else 0)])
            if kind == "any":
                n = Node("any", "type")
            elif kind == "is":
                n = self.is_node("type", pool=SCALARS)
            elif kind == "base":
                n = Node("base", "type", basename="!builtin." + r.choice(("integer", "tensor", "vector", "f32", "index")))
            elif kind == "param":
                inner = r.choice(defs)
                args = []
                for _, pn in inner.params:
                    a = Node("any", pn.ctx)
                    d.nodes.append(a)
                    args.append(a)
                n = Node("param", "type" if inner.is_type else "attr", ref=inner, args=args)
            else:
                kids = []
                for v in r.sample(SCALARS, r.choice((2, 2, 3))):
                    kid = Node("is", "type", val=v)
                    d.nodes.append(kid)
                    kids.append(kid)
                n = Node("any_of", "type", args=kids)
        else:
            kind = r.choice(("any", "is", "base", "base"))
            if kind == "any":
                n = Node("any", "attr")
            elif kind == "is":
                n = self.is_node("attr")
            else:
                n = Node("base", "attr", basename="#builtin." + r.choice(("integer", "string", "float", "array")))
        d.nodes.append(n)
        return n

    # ---------------------------------------------------------------- dialects

    def dialect(self, name, with_defs=True, allow_regions=True, extern_defs=()):
        r = self.rng
        dl = Dialect(name)
        defs: list[Def] = list(extern_defs)
        tnames = r.sample(TYPE_NAMES, len(TYPE_NAMES))
        anames = r.sample(ATTR_NAMES, len(ATTR_NAMES))
        if with_defs:
            for i in range(r.choice((1, 1, 2, 2, 3))):
                d = Def(name, tnames[i], True)
                self._fill_def(d, defs)
                defs.append(d)
                dl.defs.append(d)
            if r.random() < 0.5:
                d = Def(name, anames[0], False)
                self._fill_def(d, defs)
                defs.append(d)
                dl.defs.append(d)
        onames = r.sample(OP_NAMES, len(OP_NAMES))
        for i in range(r.choice((1, 2, 2, 3, 3, 4))):
            dl.ops.append(self.opdef(name, onames[i], defs, allow_regions))
        dl.order = dl.defs + dl.ops
        if r.random() < 0.2:
            r.shuffle(dl.order)  # definitions may come after their uses
        return dl

    def _fill_def(self, d, defs):
        r = self.rng
        n = r.choice((0, 1, 1, 1, 2, 2, 3)) if d.is_type else r.choice((1, 1, 2))
        pnames = r.sample(["elem", "width", "v", "a", "b", "shape", "kind", "lhs", "rhs"], n)
        shared = None
        for pn in pnames:
            if shared is not None and r.random() < 0.25:
                node = shared  # two parameters that must be equal
            else:
                node = self.def_param_node(d, defs)
            shared = node
            d.params.append((pn, node))

    def opdef(self, dialect, name, defs, allow_regions=True, region_prob=0.25):
        r = self.rng
        op = OpDef(dialect, name)
        names = r.sample(VALUE_NAMES, len(VALUE_NAMES))
        # attributes first: each has constraints of its own
        nattr = _weighted(r, [(0, 6), (1, 4), (2, 2), (3, 1)])
        keys = r.sample(ATTR_KEYS, nattr)
        for k in keys:
            op.attrs.append((k, self.attr_node(op, defs, fresh=True)))
        attr_nodes = list(op.nodes)
        # operands and results
        def variadicities(n):
            out = []
            for _ in range(n):
                out.append(_weighted(r, [("single", 6), ("optional", 2), ("variadic", 2)]))
            return out
        nops = _weighted(r, [(0, 2), (1, 4), (2, 4), (3, 3), (4, 1)])
        nres = _weighted(r, [(0, 3), (1, 6), (2, 2), (3, 1)])
        for var in variadicities(nops):
            node = self.type_node(op, defs)
            if attr_nodes and r.random() < 0.15:
                cand = [n for n in attr_nodes if n.ctx == "type" or n.kind == "any"]
                if cand:
                    node = r.choice(cand)  # an attribute names the operand's type
            op.operands.append((names.pop(), var, node))
        for var in variadicities(nres):
            if op.operands and r.random() < 0.35:
                node = r.choice(op.operands)[2]
            else:
                node = self.type_node(op, defs)
            op.results.append((names.pop(), var, node))
        # regions
        if allow_regions and r.random() < region_prob:
            rnames = r.sample(REGION_NAMES, len(REGION_NAMES))
            for _ in range(r.choice((1, 1, 2, 3))):
                form = _weighted(r, [("plain", 4), ("parens", 1), ("args", 2), ("size", 2), ("args_size", 1)])
                rc = RegionC()
                if form == "parens":
                    rc.empty_parens = True
                    rc.args = []
                if form in ("args", "args_size"):
                    rc.args = []
                    for _ in range(r.choice((1, 1, 2))):
                        usable = [n for n in op.nodes if n.ctx == "type"]
                        if usable and r.random() < 0.4:
                            rc.args.append(r.choice(usable))
                        else:
                            rc.args.append(self.type_node(op, defs, depth=1))
                if form in ("size", "args_size"):
                    rc.size = r.choice((1, 1, 2, 3))
                op.regions.append((rnames.pop(), rc))
        order = ["attributes", "operands", "results", "regions"]
        if r.random() < 0.3:
            r.shuffle(order)
        op.section_order = order
        op.explicit_single = r.random() < 0.2
        return op


def _weighted(r, choices):
    total = sum(w for _, w in choices)
    x = r.random() * total
    for c, w in choices:
        if w <= 0:
            continue
        x -= w
        if x < 0:
            return c
    return [c for c, w in choices if w > 0][-1]


def _has_any(n):
    """Would mlir-opt 22 see `irdl.any` as a possible base of this any_of argument?"""
    if n.kind == "any":
        return True
    if n.kind == "any_of":
        return any(_has_any(a) for a in n.args)
    if n.kind == "all_of":
        return _has_any(n.args[0])
    return False


def _params_of(n):
    if n.kind == "param":
        return [n.ref]
    if n.kind == "any_of":
        return [d for a in n.args for d in _params_of(a)]
    if n.kind == "all_of":
        return _params_of(n.args[0])
    return []


def _fix_any_of(kids):
    """Keep the arguments of an any_of that mlir-opt 22 accepts: no `irdl.any` as a base,
    no two `irdl.parametric` of one definition."""
    out, seen = [], []
    for k in kids:
        if _has_any(k):
            continue
        ps = _params_of(k)
        if any(p in seen for p in ps) or len(set(map(id, ps))) != len(ps):
            continue
        seen.extend(ps)
        if k not in out:
            out.append(k)
    return out


# --------------------------------------------------------------------------------------------
# Printing the IRDL file
# --------------------------------------------------------------------------------------------


def _reachable(roots):
    order, seen = [], set()

    def walk(n):
        if n.uid in seen:
            return
        seen.add(n.uid)
        for a in n.args:
            walk(a)
        order.append(n)

    for n in roots:
        walk(n)
    return order


def _body_nodes(declared, roots):
    """The nodes to print, in an order where each comes after its arguments."""
    nodes = _reachable(list(declared) + list(roots))
    # keep declaration order where possible (creation order is already topological)
    return sorted(nodes, key=lambda n: n.uid)


def _node_text(n, names):
    if n.kind == "is":
        return f"irdl.is {n.val.src}"
    if n.kind == "any":
        return "irdl.any"
    if n.kind in ("any_of", "all_of"):
        return f"irdl.{n.kind}({', '.join(names[a.uid] for a in n.args)})"
    if n.kind == "base":
        return f'irdl.base "{n.basename}"'
    if n.kind == "base_sym":
        return f"irdl.base {n.ref.sym}"
    if n.kind == "param":
        return f"irdl.parametric {n.ref.sym}<{', '.join(names[a.uid] for a in n.args)}>"
    raise AssertionError(n.kind)


def print_irdl(dialects, rng) -> str:
    out = []
    for dl in dialects:
        out.append(f"irdl.dialect @{dl.name} {{")
        for item in dl.order:
            if isinstance(item, Def):
                kw = "type" if item.is_type else "attribute"
                out.append(f"  irdl.{kw} @{item.name} {{")
                nodes = _body_nodes(item.nodes, [n for _, n in item.params])
                names = {n.uid: f"%{i}" for i, n in enumerate(nodes)}
                for n in nodes:
                    out.append(f"    {names[n.uid]} = {_node_text(n, names)}")
                if item.params or rng.random() < 0.3:
                    out.append(f"    irdl.parameters({', '.join(f'{p}: {names[n.uid]}' for p, n in item.params)})")
                out.append("  }")
            else:
                out.extend(_print_op(item))
        out.append("}")
    return "\n".join(out) + "\n"


def _print_op(op: OpDef):
    out = [f"  irdl.operation @{op.name} {{"]
    roots = [n for _, n in op.attrs] + [n for _, _, n in op.operands] + [n for _, _, n in op.results]
    for _, rc in op.regions:
        roots += rc.args or []
    nodes = _body_nodes(op.nodes, roots)
    names = {n.uid: f"%{i}" for i, n in enumerate(nodes)}
    for n in nodes:
        out.append(f"    {names[n.uid]} = {_node_text(n, names)}")
    rnames = {}
    for i, (_, rc) in enumerate(op.regions):
        rnames[i] = f"%r{i}"
        if rc.args is not None and (rc.args or rc.empty_parens):
            text = f"irdl.region({', '.join(names[a.uid] for a in rc.args)})"
        else:
            text = "irdl.region"
        if rc.size is not None:
            text += f" with size {rc.size}"
        out.append(f"    %r{i} = {text}")

    def group(items):
        parts = []
        for name, var, n in items:
            v = "" if var == "single" and not op.explicit_single else var + " "
            parts.append(f"{name}: {v}{names[n.uid]}")
        return ", ".join(parts)

    for section in op.section_order:
        if section == "attributes" and op.attrs:
            out.append("    irdl.attributes {" + ", ".join(f'"{k}" = {names[n.uid]}' for k, n in op.attrs) + "}")
        elif section == "operands" and op.operands:
            out.append(f"    irdl.operands({group(op.operands)})")
        elif section == "results" and op.results:
            out.append(f"    irdl.results({group(op.results)})")
        elif section == "regions" and op.regions:
            out.append(f"    irdl.regions({', '.join(f'{n}: {rnames[i]}' for i, (n, _) in enumerate(op.regions))})")
    out.append("  }")
    return out


# --------------------------------------------------------------------------------------------
# Values for constraints
# --------------------------------------------------------------------------------------------


class Values:
    def __init__(self, rng, defs):
        self.rng = rng
        self.defs = defs

    def dyn_values(self, d: Def, depth=0, want_valid=True, hint=None):
        """A few values of IRDL definition `d` (valid for its definition unless not want_valid)."""
        r = self.rng
        out = []
        for _ in range(6):
            params = []
            for i, (_, pn) in enumerate(d.params):
                cands = self.cands(pn, depth + 1)
                if hint is not None and i < len(hint):
                    cands = self.cands(hint[i], depth + 1) + cands
                if not want_valid and r.random() < 0.5:
                    cands = r.sample(BUILTIN_TYPES, 3) + r.sample(BUILTIN_ATTRS, 2)
                params.append(r.choice(cands) if cands else r.choice(SCALARS))
            if def_accepts(d, params) == want_valid:
                out.append(dyn_val(d, params))
        return out

    def cands(self, node: Node, depth=0) -> list:
        r = self.rng
        k = node.kind
        if depth > 3:
            return [node.val] if k == "is" else list(SCALARS)
        if k == "is":
            return [node.val]
        if k == "any":
            if node.ctx == "type":
                pool = r.sample(BUILTIN_TYPES, 5)
                for d in self.defs:
                    if d.is_type and depth < 2 and r.random() < 0.3:
                        pool += self.dyn_values(d, depth)[:1]
                return pool
            return r.sample(BUILTIN_ATTRS, 4) + r.sample(SCALARS, 2)
        if k == "any_of":
            return [v for a in node.args for v in self.cands(a, depth + 1)]
        if k == "all_of":
            return self.cands(node.args[0], depth + 1) + self.cands(node.args[-1], depth + 1)
        if k == "base":
            if node.basename.startswith("!"):
                return [v for v in BUILTIN_TYPES if v.base == node.basename[1:]]
            pool = [v for v in BUILTIN_ATTRS if v.attr_base == node.basename[1:]]
            if node.basename == "#builtin.type":
                pool = r.sample(BUILTIN_TYPES, 4)
            return pool
        if k in ("base_sym", "param"):
            if depth >= 3:
                return []
            return self.dyn_values(node.ref, depth, hint=node.args if k == "param" else None)
        raise AssertionError(k)

    def sat(self, node, bind, depth=0):
        """A value `node` accepts, given the bindings so far (which it extends); None if none found."""
        cands = self.cands(node, depth)
        if node.uid in bind:
            cands = [v for v in cands if v.key == bind[node.uid]] + cands
        self.rng.shuffle(cands) if node.uid not in bind else None
        for v in cands:
            b2 = dict(bind)
            if verify(node, v, b2):
                bind.clear()
                bind.update(b2)
                return v
        return None

    def unsat(self, node, bind, ctx="type"):
        """A value `node` refuses given the bindings so far; near misses preferred."""
        r = self.rng
        near = []
        for v in self.cands(node):
            near.extend(self.near(v, ctx))
        if node.uid in bind:
            near = self.cands(node) + near
        other = r.sample(BUILTIN_TYPES, 6) if ctx == "type" else r.sample(BUILTIN_ATTRS, 5) + r.sample(BUILTIN_TYPES, 2)
        for d in self.defs:
            if (d.is_type or ctx == "attr") and r.random() < 0.5:
                other += self.dyn_values(d)[:1]
        pool = near + other if r.random() < 0.7 else other + near
        for v in pool:
            b2 = dict(bind)
            if not verify(node, v, b2):
                return v
        return None

    def near(self, v: Val, ctx):
        """Values like v but not v."""
        r = self.rng
        if v.dyn is not None:
            out = []
            d = v.dyn
            for other in self.dyn_values(d)[:2]:
                if other.key != v.key:
                    out.append(other)
            return out
        if v.is_type:
            same_base = [t for t in BUILTIN_TYPES if t.base == v.base and t.key != v.key]
            return r.sample(same_base, min(2, len(same_base))) + r.sample(SCALARS, 1)
        same_base = [a for a in BUILTIN_ATTRS if a.base == v.base and a.key != v.key]
        return r.sample(same_base, min(2, len(same_base)))


# --------------------------------------------------------------------------------------------
# Input files
# --------------------------------------------------------------------------------------------


class Instance:
    """One use of an op: what to print."""

    def __init__(self, op):
        self.op = op
        self.operand_types: list[Val] = []
        self.result_types: list[Val] = []
        self.attrs: list[tuple[str, str]] = []   # (key, src)
        self.region_specs: list[list[list[Val]]] = []  # per region: blocks: arg types
        self.region_nested: list = []
        self.props = None


class InstanceGen:
    def __init__(self, rng, defs):
        self.rng = rng
        self.values = Values(rng, defs)
        self.defs = defs

    def counts(self, items):
        r = self.rng
        out = []
        for _, var, _ in items:
            if var == "single":
                out.append(1)
            elif var == "optional":
                out.append(r.choice((0, 1)))
            else:
                out.append(_weighted(r, [(0, 2), (1, 3), (2, 3), (3, 1)]))
        return out

    def make(self, op: OpDef, fault=None):
        """An instance of op; `fault` names what to break (None: nothing)."""
        r = self.rng
        V = self.values
        inst = Instance(op)
        bind: dict = {}
        ok = True
        # counts
        ocounts = self.counts(op.operands)
        rcounts = self.counts(op.results)
        # attributes (each has constraints of its own, so their order does not matter)
        attr_vals = []
        bad_attr = r.randrange(len(op.attrs)) if op.attrs and fault in ("attr-wrong", "attr-missing") else None
        for i, (k, n) in enumerate(op.attrs):
            if i == bad_attr and fault == "attr-missing":
                continue
            if i == bad_attr:
                v = V.unsat(n, bind, ctx="attr")
                if v is None:
                    ok = False
                    continue
            else:
                v = V.sat(n, bind)
                if v is None:
                    return None
            attr_vals.append((k, v))
        # operand and result types, in mlir-opt's order
        def fill(items, counts, which):
            nonlocal ok
            types = []
            slots = [(gi, j) for gi, c in enumerate(counts) for j in range(c)]
            bad = r.randrange(len(slots)) if slots and fault == which else None
            if fault == which and not slots:
                ok = False
            for si, (gi, j) in enumerate(slots):
                n = items[gi][2]
                if si == bad:
                    v = V.unsat(n, bind)
                    if v is None:
                        ok = False
                        v = V.sat(n, bind)
                elif bad is not None and si > bad:
                    # after the fault anything goes, but keep it plausible
                    v = V.sat(n, dict(bind)) or r.choice(SCALARS)
                else:
                    v = V.sat(n, bind)
                if v is None or not v.is_type:
                    return None
                types.append(v)
            return types

        ot = fill(op.operands, ocounts, "operand-type")
        if ot is None:
            return None
        rt = fill(op.results, rcounts, "result-type")
        if rt is None:
            return None
        if fault in ("operand-type", "result-type") and not ok:
            return None
        if fault == "attr-wrong" and (bad_attr is None or not ok):
            return None
        if fault == "attr-missing" and bad_attr is None:
            return None
        inst.operand_types = ot
        inst.result_types = rt
        inst.attrs = [(k, v.src) for k, v in attr_vals]
        inst.ocounts, inst.rcounts = ocounts, rcounts
        # regions
        inst.bind_before_regions = dict(bind)
        for _, rc in op.regions:
            blocks = []
            nblocks = rc.size if rc.size is not None else (1 if rc.args else 0)
            if rc.args is None and rc.size is None and r.random() < 0.2:
                nblocks = r.choice((1, 2))
            for b in range(nblocks):
                args = []
                if b == 0 and rc.args:
                    for n in rc.args:
                        v = V.sat(n, bind)
                        if v is None:
                            return None
                        args.append(v)
                elif b > 0 and r.random() < 0.2:
                    args.append(r.choice(SCALARS))
                blocks.append(args)
            inst.region_specs.append(blocks)
        self._segments(inst)
        inst.bind = bind
        return inst

    def _segments(self, inst):
        op = inst.op
        for items, counts, key in ((op.operands, inst.ocounts, "operandSegmentSizes"),
                                   (op.results, inst.rcounts, "resultSegmentSizes")):
            if sum(1 for _, var, _ in items if var != "single") > 1:
                inst.attrs.append((key, f"array<i32: {', '.join(map(str, counts))}>" if counts else "array<i32>"))


# --------------------------------------------------------------------------------------------
# Scenarios
# --------------------------------------------------------------------------------------------

VALID_LABELS = ["valid/basic", "valid/shared-vars", "valid/variadic", "valid/segments", "valid/attrs",
                "valid/parametric", "valid/regions-empty", "valid/top-level", "valid/extra-attrs",
                "valid/two-dialects"]
INVALID_LABELS = ["operand-count", "result-count", "operand-type", "result-type", "var-conflict",
                  "attr-missing", "attr-wrong", "segments", "region-count", "region-blocks",
                  "region-args", "region-arg-type", "region-no-terminator", "type-params",
                  "unknown-type", "unknown-op", "properties", "order/two-faults",
                  "order/top-level-first", "order/parse-before-verify", "nested-op",
                  "irdl-param-count", "any_of-leak"]

# labels that are often impossible for a drawn dialect (so drawn again) get more weight
LABEL_WEIGHTS = {"unknown-type": 0.5, "unknown-op": 0.5, "properties": 0.5, "irdl-param-count": 0.6,
                 "region-count": 1.0, "region-blocks": 1.8, "region-args": 1.8, "region-arg-type": 1.8,
                 "region-no-terminator": 1.2, "nested-op": 1.2, "type-params": 1.3, "segments": 1.3,
                 "var-conflict": 1.5, "order/two-faults": 1.5, "any_of-leak": 0.6, "operand-type": 1.3, "result-type": 1.3}


class CaseGen:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.g = Gen(self.rng)

    # ------------------------------------------------------------ building blocks

    def setup(self, label):
        r = self.rng
        regions = label.startswith("region") or label in ("valid/regions-empty", "nested-op")
        names = r.sample(DIALECT_NAMES, 2)
        d1 = self.g.dialect(names[0], allow_regions=not label.startswith("valid/") or regions)
        dialects = [d1]
        if label == "valid/two-dialects" or r.random() < 0.08:
            d2 = self.g.dialect(names[1], allow_regions=False,
                                extern_defs=d1.defs if r.random() < 0.7 else ())
            dialects.append(d2)
        defs = [d for dl in dialects for d in dl.defs]
        ops = [o for dl in dialects for o in dl.ops]
        return dialects, defs, ops

    def ensure_op(self, dialects, defs, pred, tries=12, region_prob=0.25):
        """An op of the dialect for which pred holds, generated if need be."""
        r = self.rng
        for o in [o for dl in dialects for o in dl.ops]:
            if pred(o):
                return o
        dl = dialects[0]
        used = {o.name for o in dl.ops}
        for _ in range(tries):
            name = r.choice([n for n in OP_NAMES if n not in used])
            o = self.g.opdef(dl.name, name, defs, region_prob=region_prob)
            if pred(o):
                dl.ops.append(o)
                dl.order.append(o)
                return o
        return None

    # ------------------------------------------------------------ one case

    def case(self) -> Case | None:
        r = self.rng
        if r.random() < 0.32:
            label = r.choice(VALID_LABELS)
        else:
            label = _weighted(r, [(lab, LABEL_WEIGHTS.get(lab, 1.0)) for lab in INVALID_LABELS])
        Node.counter = 0
        dialects, defs, ops = self.setup(label)
        ig = InstanceGen(r, defs)
        w = Writer(r)
        plan = self.plan(label, dialects, defs, ig, w)
        if plan is None:
            return None
        text = w.render(plan)
        return Case(print_irdl(dialects, r), text, label)

    def plan(self, label, dialects, defs, ig, w):
        """A list of 'functions' (name or None for top level) and their items."""
        r = self.rng
        ops = [o for dl in dialects for o in dl.ops]

        def valid_insts(candidates, n):
            out = []
            for _ in range(n * 3):
                if len(out) >= n:
                    break
                o = r.choice(candidates)
                inst = ig.make(o)
                if inst is not None:
                    out.append(inst)
            return out

        def no_regions(o):
            return not any(rc.args or rc.size for _, rc in o.regions)

        plain = [o for o in ops if no_regions(o)]
        if not plain:
            o = self.ensure_op(dialects, defs, no_regions)
            if o is None:
                return None
            plain = [o]

        def layout(main, fault_insts=(), where=None):
            """Spread valid instances and the faulty ones over a few functions."""
            funcs = [[] for _ in range(r.choice((1, 1, 1, 2, 3)))]
            for inst in main:
                r.choice(funcs).append(inst)
            for inst in fault_insts:
                f = r.choice(funcs)
                f.insert(r.randrange(len(f) + 1), inst)
            top = r.random() < 0.12 if where is None else where
            return [(None if top and i == 0 else f"f{i}", f) for i, f in enumerate(funcs)]

        # ---- valid labels
        if label.startswith("valid/"):
            if label == "valid/shared-vars":
                pred = lambda o: no_regions(o) and _shared(o)
            elif label == "valid/variadic":
                pred = lambda o: no_regions(o) and 1 in (_nonsingle(o.operands), _nonsingle(o.results))
            elif label == "valid/segments":
                pred = lambda o: no_regions(o) and (_nonsingle(o.operands) > 1 or _nonsingle(o.results) > 1)
            elif label in ("valid/attrs", "valid/extra-attrs"):
                pred = lambda o: no_regions(o) and o.attrs
            elif label == "valid/parametric":
                pred = lambda o: no_regions(o) and _uses_param(o)
            elif label == "valid/regions-empty":
                pred = lambda o: o.regions and no_regions(o)
            else:
                pred = no_regions
            o = self.ensure_op(dialects, defs, pred, tries=30,
                               region_prob=1.0 if label == "valid/regions-empty" else 0.0)
            if o is None:
                return None
            if label == "valid/regions-empty" and not o.regions:
                return None
            insts = valid_insts([o], r.choice((1, 2, 2, 3)))
            insts += valid_insts(plain, r.choice((0, 1, 2)))
            if not insts:
                return None
            for inst in insts:
                inst.region_specs = [[] for _ in inst.region_specs]
            if label == "valid/extra-attrs":
                for inst in insts:
                    inst.attrs.insert(r.randrange(len(inst.attrs) + 1), (r.choice(("note", "hint", "z")), r.choice(BUILTIN_ATTRS).src))
            where = True if label == "valid/top-level" else (False if label == "valid/two-dialects" else None)
            return layout(insts, where=where)

        background = valid_insts(plain, r.choice((0, 1, 1, 2)))
        for inst in background:
            inst.region_specs = [[] for _ in inst.region_specs]

        # ---- invalid labels
        if label in ("operand-type", "result-type", "attr-wrong", "attr-missing", "var-conflict"):
            if label == "operand-type":
                pred = lambda o: no_regions(o) and o.operands
            elif label == "result-type":
                pred = lambda o: no_regions(o) and o.results
            elif label == "var-conflict":
                pred = lambda o: no_regions(o) and _shared(o)
            else:
                pred = lambda o: no_regions(o) and o.attrs
            o = self.ensure_op(dialects, defs, pred, tries=30)
            if o is None:
                return None
            if label == "var-conflict":
                inst = self.conflict(o, ig)
            else:
                inst = None
                for _ in range(6):
                    inst = ig.make(o, fault=label)
                    if inst is not None:
                        break
            if inst is None:
                return None
            inst.region_specs = [[] for _ in inst.region_specs]
            return layout(background, [inst])

        if label in ("operand-count", "result-count"):
            items_of = (lambda o: o.operands) if label == "operand-count" else (lambda o: o.results)
            o = self.ensure_op(dialects, defs, no_regions)
            if o is None:
                return None
            inst = ig.make(o)
            if inst is None:
                return None
            inst.region_specs = [[] for _ in inst.region_specs]
            if not self.break_count(inst, items_of(o), label == "operand-count"):
                return None
            return layout(background, [inst])

        if label == "segments":
            o = self.ensure_op(dialects, defs, lambda o: no_regions(o) and (_nonsingle(o.operands) > 1 or _nonsingle(o.results) > 1), tries=40)
            if o is None:
                return None
            inst = ig.make(o)
            if inst is None:
                return None
            inst.region_specs = [[] for _ in inst.region_specs]
            self.break_segments(inst)
            return layout(background, [inst])

        if label.startswith("region") or label == "nested-op":
            pred = {"region-blocks": lambda o: any(rc.size is not None for _, rc in o.regions),
                    "region-args": lambda o: any(rc.args is not None for _, rc in o.regions),
                    "region-arg-type": lambda o: any(rc.args for _, rc in o.regions),
                    }.get(label, lambda o: bool(o.regions))
            o = self.ensure_op(dialects, defs, pred, tries=30, region_prob=1.0)
            if o is None:
                return None
            inst = ig.make(o)
            if inst is None:
                return None
            if not self.break_regions(inst, label, ig, plain):
                return None
            return layout(background, [inst])

        if label == "type-params":
            tdefs = [d for d in defs if d.is_type and d.params]
            if not tdefs:
                return None
            d = r.choice(tdefs)
            bad = self.bad_dyn(d, ig)
            if bad is None:
                return None
            return self.with_odd_type(layout(background, []), bad, plain, ig)

        if label == "unknown-type":
            dl = dialects[0]
            taken = {d.name for d in dl.defs}
            name = r.choice([n for n in TYPE_NAMES + ["missing", "cplx"] if n not in taken])
            bad = Val(True, f"!{dl.name}.{name}", dl.name + "." + name,
                      src=f"!{dl.name}.{name}" + (f"<{r.choice(SCALARS).text}>" if r.random() < 0.6 else ""))
            return self.with_odd_type(layout(background, []), bad, plain, ig)

        if label == "unknown-op":
            dl = r.choice(dialects)
            taken = {o.name for o in dl.ops}
            o = OpDef(dl.name, r.choice([n for n in OP_NAMES if n not in taken]))
            inst = Instance(o)
            inst.operand_types = r.sample(SCALARS, r.choice((0, 1, 2)))
            inst.result_types = r.sample(SCALARS, r.choice((0, 1)))
            return layout(background, [inst])

        if label == "properties":
            o = r.choice(plain)
            inst = ig.make(o)
            if inst is None:
                return None
            inst.region_specs = [[] for _ in inst.region_specs]
            if inst.attrs and r.random() < 0.6:
                cut = r.randrange(len(inst.attrs) + 1)
                inst.props, inst.attrs = inst.attrs[:cut], inst.attrs[cut:]
            else:
                inst.props = [(r.choice(("p", "mode")), r.choice(BUILTIN_ATTRS).src)]
            if not inst.props:
                inst.props = [("p", "1 : i32")]
            return layout(background, [inst])

        if label == "irdl-param-count":
            tdefs = [d for d in defs if d.is_type]
            if not tdefs:
                return None
            d = r.choice(tdefs)
            dl = dialects[0]
            o = OpDef(dl.name, r.choice([n for n in OP_NAMES if n not in {x.name for x in dl.ops}]))
            args = []
            for _ in range(len(d.params) + r.choice((-1, 1)) if d.params else 1):
                a = Node("any", "type")
                o.nodes.append(a)
                args.append(a)
            p = Node("param", "type", ref=d, args=args)
            o.nodes.append(p)
            o.operands.append(("in", "single", p))
            dl.ops.append(o)
            dl.order.append(o)
            vals = ig.values.dyn_values(d)
            if not vals:
                return None
            inst = Instance(o)
            inst.operand_types = [vals[0]]
            return layout(background, [inst])

        if label == "any_of-leak":
            return self.any_of_leak(dialects, background, layout)

        if label == "order/two-faults":
            return self.two_faults(dialects, defs, ig, background, layout, plain)

        if label == "order/top-level-first":
            faults = []
            for _ in range(2):
                o = r.choice(plain)
                inst = ig.make(o)
                if inst is None:
                    return None
                inst.region_specs = [[] for _ in inst.region_specs]
                if not self.break_either(inst, o):
                    return None
                faults.append(inst)
            funcs = layout(background, [faults[0]], where=False)
            funcs.append((None, [faults[1]] + [i for i in valid_insts(plain, 1)]))
            return funcs

        if label == "order/parse-before-verify":
            o = r.choice(plain)
            inst = ig.make(o)
            if inst is None:
                return None
            inst.region_specs = [[] for _ in inst.region_specs]
            if not self.break_either(inst, o):
                return None
            funcs = layout(background, [inst], where=False)
            tdefs = [d for d in defs if d.is_type and d.params]
            bad = self.bad_dyn(r.choice(tdefs), ig) if tdefs else None
            if bad is None:
                dl = dialects[0]
                bad = Val(True, f"!{dl.name}.nosuch", dl.name + ".nosuch", src=f"!{dl.name}.nosuch")
            funcs.append((f"f{len(funcs)}", [("arg-only", bad)]))
            return funcs
        raise AssertionError(label)

    # ------------------------------------------------------------ faults

    def any_of_leak(self, dialects, background, layout):
        """An any_of whose first alternative, an irdl.parametric, binds its first parameter and
        then fails on the second; the second alternative (the definition's base) matches.  The
        binding stays: an operand constrained by the same variable must then equal it."""
        r = self.rng
        dl = dialects[0]
        taken = {d.name for d in dl.defs} | {o.name for o in dl.ops}
        d = Def(dl.name, r.choice([n for n in TYPE_NAMES if n not in taken]), True)
        for pn in ("a", "b"):
            n = Node("any", "type")
            d.nodes.append(n)
            d.params.append((pn, n))
        o = OpDef(dl.name, r.choice([n for n in OP_NAMES if n not in taken]))
        x = Node("any", "type") if r.random() < 0.7 else Node("base", "type", basename="!builtin.integer")
        fixed = Node("is", "type", val=r.choice(SCALARS))
        p = Node("param", "type", ref=d, args=[x, fixed])
        b = Node("base_sym", "type", ref=d)
        a = Node("any_of", "type", args=[p, b])
        o.nodes = [x, fixed, p, b, a]
        names = r.sample(VALUE_NAMES, 3)
        o.operands = [(names[0], "single", a), (names[1], "single", x)]
        if r.random() < 0.4:
            o.results = [(names[2], "single", x)]
        dl.defs.append(d)
        dl.ops.append(o)
        dl.order = dl.defs + dl.ops
        xv = r.choice([v for v in SCALARS if verify(x, v, {})])
        other = r.choice([v for v in SCALARS if v.key != fixed.val.key])
        inst = Instance(o)
        inst.operand_types = [dyn_val(d, [xv, other]),
                              xv if r.random() < 0.4 else r.choice([v for v in SCALARS if v.key != xv.key])]
        inst.result_types = [xv if r.random() < 0.7 else r.choice(SCALARS)] if o.results else []
        return layout(background, [inst])

    def conflict(self, o, ig):
        """An instance where a shared constraint variable meets two different values."""
        r = self.rng
        for _ in range(8):
            inst = ig.make(o)
            if inst is None:
                return None
            # positions that use a shared node
            slots = []
            k = 0
            for gi, c in enumerate(inst.ocounts):
                for _ in range(c):
                    slots.append(("o", k, o.operands[gi][2]))
                    k += 1
            k = 0
            for gi, c in enumerate(inst.rcounts):
                for _ in range(c):
                    slots.append(("r", k, o.results[gi][2]))
                    k += 1
            uses = collections.Counter(n.uid for _, _, n in slots)
            later = [s for i, s in enumerate(slots) if uses[s[2].uid] > 1 and any(t[2] is s[2] for t in slots[:i])]
            if not later:
                continue
            which, idx, n = r.choice(later)
            # a value the node accepts on its own, but not the one bound first
            alts = [v for v in ig.values.cands(n) if v.is_type]
            first = inst.operand_types[idx] if which == "o" else inst.result_types[idx]
            alts = [v for v in alts if v.key != first.key and verify(n, v, {})]
            if not alts:
                alts = [v for v in ig.values.near(first, "type") if v.is_type and v.key != first.key]
            if not alts:
                continue
            v = r.choice(alts)
            if which == "o":
                inst.operand_types[idx] = v
            else:
                inst.result_types[idx] = v
            return inst
        return None

    def break_either(self, inst, o):
        first = self.rng.random() < 0.5
        return (self.break_count(inst, o.operands if first else o.results, first)
                or self.break_count(inst, o.results if first else o.operands, not first))

    def break_count(self, inst, items, operands):
        r = self.rng
        lst = inst.operand_types if operands else inst.result_types
        nonsingle = _nonsingle(items)
        if nonsingle > 1:
            # with segment sizes: the sum no longer matches (or the attribute is dropped)
            if r.random() < 0.5:
                lst.append(r.choice(SCALARS))
            elif lst:
                lst.pop(r.randrange(len(lst)))
            else:
                lst.append(r.choice(SCALARS))
            return True
        singles = sum(1 for _, var, _ in items if var == "single")
        var = any(var == "variadic" for _, var, _ in items)
        choices = []
        if singles:
            choices.append("fewer")
        if not var:
            choices.append("more")
        if not choices:
            return False  # one variadic and nothing else: every count is right
        how = r.choice(choices)
        if how == "fewer":
            target = r.randrange(0, singles)
            while len(lst) > target:
                lst.pop(r.randrange(len(lst)))
        else:
            most = sum(1 for _, var, _ in items if var in ("single", "optional"))
            extra = most - len(lst) + r.choice((1, 1, 2))
            for _ in range(extra):
                if lst and r.random() < 0.5:
                    lst.insert(r.randrange(len(lst) + 1), r.choice(lst))
                else:
                    lst.insert(r.randrange(len(lst) + 1), r.choice(SCALARS))
        return True

    def break_segments(self, inst):
        r = self.rng
        op = inst.op
        keys = []
        if _nonsingle(op.operands) > 1:
            keys.append(("operandSegmentSizes", op.operands, inst.ocounts))
        if _nonsingle(op.results) > 1:
            keys.append(("resultSegmentSizes", op.results, inst.rcounts))
        key, items, counts = r.choice(keys)
        counts = list(counts)
        how = r.choice(["missing", "kind", "length", "negative", "single", "optional", "sum", "old-name"])
        if how == "optional" and not any(v == "optional" for _, v, _ in items):
            how = "sum"
        idx = next(i for i, (k, _) in enumerate(inst.attrs) if k == key)
        if how == "missing":
            inst.attrs.pop(idx)
            return
        if how == "old-name":
            inst.attrs[idx] = ("operand_segment_sizes" if key.startswith("operand") else "result_segment_sizes", inst.attrs[idx][1])
            return
        if how == "kind":
            text = r.choice([f"dense<[{', '.join(map(str, counts)) or '0'}]> : tensor<{max(1, len(counts))}xi32>",
                             f"array<i64: {', '.join(map(str, counts))}>", f"[{', '.join(map(str, counts))}]",
                             "i32", f"{len(counts)} : i32"])
        else:
            if how == "length":
                counts = counts[:-1] if r.random() < 0.5 else counts + [r.choice((0, 1))]
            elif how == "negative":
                counts[r.randrange(len(counts))] = -1
            elif how == "single":
                singles = [i for i, (_, v, _) in enumerate(items) if v == "single"]
                if singles:
                    counts[r.choice(singles)] = r.choice((0, 2))
                else:
                    counts[r.randrange(len(counts))] += 1
            elif how == "optional":
                opts = [i for i, (_, v, _) in enumerate(items) if v == "optional"]
                counts[r.choice(opts)] = 2
            elif how == "sum":
                vs = [i for i, (_, v, _) in enumerate(items) if v != "single"]
                i = r.choice(vs)
                if counts[i] > 0 and r.random() < 0.5:
                    counts[i] -= 1
                elif items[i][1] == "variadic" or counts[i] == 0:
                    counts[i] += 1
                else:
                    counts[i] -= 1
            text = f"array<i32: {', '.join(map(str, counts))}>" if counts else "array<i32>"
        inst.attrs[idx] = (key, text)

    def break_regions(self, inst, label, ig, plain):
        r = self.rng
        op = inst.op
        specs = inst.region_specs
        if label == "region-count":
            if specs and r.random() < 0.5:
                specs.pop(r.randrange(len(specs)))
            else:
                specs.insert(r.randrange(len(specs) + 1), [])
            for i, s in enumerate(specs):
                if s and r.random() < 0.5:
                    specs[i] = []
            return True
        if label == "region-blocks":
            sized = [i for i, (_, rc) in enumerate(op.regions) if rc.size is not None]
            if not sized:
                return False
            i = r.choice(sized)
            n = op.regions[i][1].size
            want = r.choice([x for x in range(0, n + 3) if x != n])
            blocks = specs[i]
            while len(blocks) > want:
                blocks.pop()
            while len(blocks) < want:
                blocks.append([])
            if want and not blocks[0] and op.regions[i][1].args:
                blocks[0] = [ig.values.sat(a, {}) or r.choice(SCALARS) for a in op.regions[i][1].args]
            return True
        if label == "region-args":
            withargs = [i for i, (_, rc) in enumerate(op.regions) if rc.args is not None]
            if not withargs:
                return False
            i = r.choice(withargs)
            blocks = specs[i]
            if not blocks:
                blocks.append([])
            args = blocks[0]
            if args and r.random() < 0.5:
                args.pop(r.randrange(len(args)))
            else:
                args.insert(r.randrange(len(args) + 1), r.choice(SCALARS))
            return True
        if label == "region-arg-type":
            withargs = [i for i, (_, rc) in enumerate(op.regions) if rc.args]
            if not withargs:
                return False
            i = r.choice(withargs)
            rc = op.regions[i][1]
            j = r.randrange(len(rc.args))
            # the bindings made by the operands, results and the arguments before this one
            bind = dict(inst.bind_before_regions)
            for ri, (_, other) in enumerate(op.regions[:i]):
                if other.args and specs[ri] and len(specs[ri][0]) == len(other.args):
                    for a, v in zip(other.args, specs[ri][0]):
                        verify(a, v, bind)
            for a, v in zip(rc.args[:j], specs[i][0][:j]):
                verify(a, v, bind)
            v = ig.values.unsat(rc.args[j], bind)
            if v is None or not v.is_type:
                return False
            specs[i][0][j] = v
            return True
        if label == "region-no-terminator":
            if not any(specs):
                i = r.randrange(len(specs))
                specs[i].append([])
            return True
        if label == "nested-op":
            # an op inside a block: valid or not, in a parent that is valid or not
            targets = [i for i in range(len(specs))]
            i = r.choice(targets)
            if not specs[i]:
                specs[i].append([])
            nested = ig.make(r.choice(plain))
            if nested is None:
                return False
            nested.region_specs = [[] for _ in nested.region_specs]
            if r.random() < 0.6:
                self.break_either(nested, nested.op)
            inst.region_nested = [(i, nested)]
            if r.random() < 0.3 and specs:
                specs.append([])  # and the parent has a region too many
            return True
        return False

    def bad_dyn(self, d, ig):
        r = self.rng
        how = r.choice(("param", "param", "count"))
        if how == "count":
            vals = ig.values.dyn_values(d)
            if not vals:
                return None
            v = vals[0]
            params = list(v.params)
            if params and r.random() < 0.5:
                params.pop()
            else:
                params.append(r.choice(SCALARS))
            return dyn_val(d, params)
        vals = ig.values.dyn_values(d, want_valid=False)
        return vals[0] if vals else None

    def with_odd_type(self, funcs, bad, plain, ig):
        """Put a type that does not parse in a function signature or an op's types."""
        r = self.rng
        fi = r.randrange(len(funcs))
        name, items = funcs[fi]
        if name is None or r.random() < 0.5:
            o = r.choice(plain)
            inst = ig.make(o)
            if inst is None:
                return None
            inst.region_specs = [[] for _ in inst.region_specs]
            if inst.operand_types and r.random() < 0.6:
                inst.operand_types[r.randrange(len(inst.operand_types))] = bad
            else:
                inst.result_types.append(bad)
            items.insert(r.randrange(len(items) + 1), inst)
        else:
            items.append(("arg-only", bad))
        return funcs

    def two_faults(self, dialects, defs, ig, background, layout, plain):
        r = self.rng
        combos = [("attr-missing", "operand-type"), ("attr-wrong", "result-type"),
                  ("operand-count", "result-count"), ("result-count", "attr-missing"),
                  ("operand-type", "result-type"), ("operand-count", "operand-type"),
                  ("region-count", "operand-type"), ("region-count", "attr-wrong"),
                  ("two-functions", None)]
        a, b = r.choice(combos)
        if a == "two-functions":
            insts = []
            for _ in range(2):
                o = r.choice(plain)
                inst = ig.make(o)
                if inst is None:
                    return None
                inst.region_specs = [[] for _ in inst.region_specs]
                if not self.break_either(inst, o):
                    return None
                insts.append(inst)
            return [("f0", background + [insts[0]]), ("f1", [insts[1]])]

        def need(f, o):
            return {"attr-missing": bool(o.attrs), "attr-wrong": bool(o.attrs), "operand-type": bool(o.operands),
                    "result-type": bool(o.results), "operand-count": True, "result-count": True,
                    "region-count": True}[f]
        o = self.ensure_op(dialects, defs, lambda o: all(
            not any(rc.args or rc.size for _, rc in o.regions) and need(f, o) for f in (a, b)), tries=40)
        if o is None:
            return None
        type_fault = next((f for f in (a, b) if f in ("attr-missing", "attr-wrong", "operand-type", "result-type")), None)
        inst = ig.make(o, fault=type_fault)
        if inst is None:
            return None
        inst.region_specs = [[] for _ in inst.region_specs]
        for f in (a, b):
            if f == "operand-type" and type_fault != f:
                if inst.operand_types:
                    inst.operand_types[r.randrange(len(inst.operand_types))] = ig.values.unsat(
                        o.operands[0][2], {}) or r.choice(SCALARS)
            elif f == "result-type" and type_fault != f:
                if inst.result_types:
                    inst.result_types[-1] = ig.values.unsat(o.results[-1][2], {}) or r.choice(SCALARS)
            elif f == "operand-count":
                if not self.break_count(inst, o.operands, True):
                    return None
            elif f == "result-count":
                if not self.break_count(inst, o.results, False):
                    return None
            elif f == "region-count":
                inst.region_specs.append([])
        return layout(background, [inst])


def _nonsingle(items):
    return sum(1 for _, var, _ in items if var != "single")


def _shared(o):
    uses = collections.Counter(n.uid for _, _, n in o.operands + o.results)
    return any(c > 1 for c in uses.values()) or any(
        a.uid in uses for _, _, n in o.operands + o.results if n.kind == "param" for a in n.args)


def _uses_param(o):
    return any(n.kind in ("param", "base_sym") for n in o.nodes)


# --------------------------------------------------------------------------------------------
# Writing the input file
# --------------------------------------------------------------------------------------------


class Writer:
    def __init__(self, rng):
        self.rng = rng

    def render(self, funcs) -> str:
        r = self.rng
        self.count = 0  # one numbering for the file: a function may not redefine a top-level name
        out = []
        for name, items in funcs:
            if name is None:
                out.extend(self.top_level(items))
            else:
                out.extend(self.function(name, items))
        text = "\n".join(out) + "\n"
        if r.random() < 0.12:
            text = self.aliases(funcs, text)
        return text

    def aliases(self, funcs, text):
        """Name one or two of the types used (`!a0 = !d.box<i32>`), and use the names."""
        r = self.rng
        used: list[str] = []

        def note(v):
            if isinstance(v, Val) and v.is_type and len(v.src) > 5 and v.src not in used:
                used.append(v.src)

        def walk(inst):
            for v in inst.operand_types + inst.result_types:
                note(v)
            for blocks in inst.region_specs:
                for args in blocks:
                    for v in args:
                        note(v)
            for _, n in inst.region_nested:
                walk(n)

        for _, items in funcs:
            for item in items:
                if isinstance(item, tuple):
                    note(item[1])
                else:
                    walk(item)
        if not used:
            return text
        # longest first, so that a type is replaced before the types inside it
        chosen = sorted(r.sample(used, min(len(used), r.choice((1, 1, 2)))), key=len, reverse=True)
        head = []
        for i, src in enumerate(chosen):
            name = f"!{r.choice(('t', 'ty', 'alias'))}{i}"
            text = text.replace(src, name)
            head.append(f"{name} = {src}")
        return "\n".join(head) + "\n" + text

    def function(self, name, items):
        args: list[tuple[str, Val]] = []
        available: list[tuple[str, Val]] = []
        body = []
        for item in items:
            if isinstance(item, tuple):  # ("arg-only", type): a signature with a type that does not parse
                nm = f"%a{len(args)}"
                args.append((nm, item[1]))
                continue
            body.extend(self.op_lines(item, args, available, "  "))
        sig = ", ".join(f"{n}: {v.src}" for n, v in args)
        return [f"func.func @{name}({sig}) {{"] + body + ["  return", "}"]

    def top_level(self, items):
        available: list[tuple[str, Val]] = []
        out = []
        for item in items:
            if isinstance(item, tuple):
                continue
            out.extend(self.op_lines(item, None, available, ""))
        return out

    def value_for(self, t: Val, args, available, indent, pre):
        r = self.rng
        same = [n for n, v in available if v.key == t.key and v.src == t.src]
        if same and r.random() < 0.6:
            return r.choice(same)
        if args is not None:
            same = [n for n, v in args if v.key == t.key and v.src == t.src]
            if same and r.random() < 0.5:
                return r.choice(same)
            nm = f"%a{len(args)}"
            args.append((nm, t))
            return nm
        nm = f"%v{self.count}"
        self.count += 1
        pre.append(f'{indent}{nm} = "builtin.unrealized_conversion_cast"() : () -> {t.src}')
        return nm

    def op_lines(self, inst: Instance, args, available, indent):
        r = self.rng
        pre: list[str] = []
        operands = [self.value_for(t, args, available, indent, pre) for t in inst.operand_types]
        head = ""
        nres = len(inst.result_types)
        names = []
        if nres:
            base = f"%{r.choice(('r', 'x', 'res', 'out'))}{self.count}"
            self.count += 1
            if nres > 1 and r.random() < 0.4:
                head = f"{base}:{nres} = "
                names = [f"{base}#{i}" for i in range(nres)]
            else:
                names = [f"{base}_{i}" if nres > 1 else base for i in range(nres)]
                head = ", ".join(names) + " = "
        text = f'{head}"{inst.op.full}"({", ".join(operands)})'
        if inst.props:
            text += " <{" + ", ".join(f"{k} = {v}" for k, v in inst.props) + "}>"
        if inst.region_specs:
            regions = []
            for ri, blocks in enumerate(inst.region_specs):
                nested = [n for i, n in inst.region_nested if i == ri]
                regions.append(self.region(blocks, nested, indent, args, available))
            text += " (" + ", ".join(regions) + ")"
        if inst.attrs:
            parts = []
            for k, v in inst.attrs:
                key = k if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$.]*", k) else '"' + k + '"'
                parts.append(key if v == "unit" and r.random() < 0.5 else f"{key} = {v}")
            text += " {" + ", ".join(parts) + "}"
        ins = ", ".join(t.src for t in inst.operand_types)
        outs = ", ".join(t.src for t in inst.result_types)
        if nres == 1 and not inst.result_types[0].src.startswith("(") and r.random() < 0.7:
            outs_txt = outs
        else:
            outs_txt = f"({outs})"
        text += f" : ({ins}) -> {outs_txt}"
        for n, t in zip(names, inst.result_types):
            available.append((n, t))
        return pre + [indent + line for line in text.split("\n")]

    def region(self, blocks, nested, indent, args, available):
        if not blocks:
            return "{}" if self.rng.random() < 0.7 else "{\n" + indent + "}"
        lines = ["{"]
        for bi, bargs in enumerate(blocks):
            a = ", ".join(f"%b{bi}_{i}: {t.src}" for i, t in enumerate(bargs))
            has_ops = bi == 0 and bool(nested)
            if bargs or bi > 0 or not has_ops or self.rng.random() < 0.5:
                lines.append(f"^bb{bi}" + (f"({a})" if bargs else "") + ":")
            if bi == 0:
                for inst in nested:
                    sub = self.op_lines(inst, args, available, "  ")
                    lines.extend(sub)
        lines.append("}")
        return ("\n" + indent).join(lines)


# --------------------------------------------------------------------------------------------
# Public API
# --------------------------------------------------------------------------------------------


def generate(seed: int, count: int) -> list[Case]:
    """`count` cases, the same ones for the same seed."""
    gen = CaseGen(seed)
    cases: list[Case] = []
    attempts = 0
    while len(cases) < count and attempts < count * 20:
        attempts += 1
        c = gen.case()
        if c is not None:
            cases.append(c)
    return cases


def _first_error(stderr: str, path: str):
    for line in stderr.splitlines():
        m = ERROR.match(line)
        if m and m.group(1) == path:
            return int(m.group(2)), int(m.group(3)), TOYIR_CODE.sub("", m.group(4))
    return None


def _any_error_at(stderr, path):
    return any((m := ERROR.match(line)) and m.group(1) == path for line in stderr.splitlines())


def _crashed(proc):
    return proc.returncode not in (0, 1) or "Stack dump" in proc.stderr or "PLEASE submit a bug report" in proc.stderr


def _run_one(i, case, folder, toyir_cmd, mlir_opt, timeout):
    d = os.path.join(folder, f"{i:05d}")
    os.makedirs(d, exist_ok=True)
    dpath = os.path.join(d, "dialect.irdl.mlir")
    ipath = os.path.join(d, "input.mlir")
    with open(dpath, "w") as f:
        f.write(case.irdl)
    with open(ipath, "w") as f:
        f.write(case.ops)
    try:
        m = subprocess.run([mlir_opt, f"--irdl-file={dpath}", ipath, "-o", os.devnull],
                           capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"skip": "mlir-opt timed out"}
    if _crashed(m):
        return {"skip": "mlir-opt crashed"}
    if _any_error_at(m.stderr, dpath) or (m.returncode == 1 and _first_error(m.stderr, ipath) is None):
        return {"skip": "mlir-opt rejects the IRDL file"}
    res = {"mlir_rc": m.returncode, "mlir_err": _first_error(m.stderr, ipath), "mlir_stderr": m.stderr}
    if toyir_cmd is None:
        return res
    try:
        t = subprocess.run([*toyir_cmd, "--semantics=mlir", "--irdl-file", dpath, ipath],
                           capture_output=True, text=True, timeout=timeout)
        res.update(toyir_rc=t.returncode, toyir_err=_first_error(t.stderr, ipath), toyir_stderr=t.stderr)
    except subprocess.TimeoutExpired:
        res.update(toyir_rc=None, toyir_err=None, toyir_stderr="(timed out)")
    except OSError as e:
        res.update(toyir_rc=None, toyir_err=None, toyir_stderr=f"(could not run: {e})")
    return res


def classify(res) -> str:
    trc, mrc = res["toyir_rc"], res["mlir_rc"]
    if trc not in (0, 1) or "Traceback (most recent call last)" in res["toyir_stderr"]:
        return "toyir failed"
    if mrc == 0 and trc == 0:
        return "both accept"
    if mrc == 0:
        return "toyir rejects what mlir-opt accepts"
    if trc == 0:
        return "toyir accepts what mlir-opt rejects"
    ours, theirs = res["toyir_err"], res["mlir_err"]
    if ours and theirs and ours[:2] == theirs[:2] and ours[2].startswith(theirs[2]):
        return "identical first error"
    return "same verdict, other first error"


def run(cases, toyir_cmd: list[str] | None, mlir_opt: str = MLIR_OPT, jobs: int | None = None,
        timeout: float = 60.0) -> dict:
    """Run both tools on every case. With toyir_cmd None, only mlir-opt (per-label verdicts).

    Returns {"counts": {outcome: n}, "skipped": {reason: n}, "labels": {label: {"accept": n,
    "reject": n}}, "disagreements": [...], "total": n}."""
    counts = collections.Counter({k: 0 for k in OUTCOMES})
    skipped: collections.Counter = collections.Counter()
    labels: dict = {}
    kinds: collections.Counter = collections.Counter()
    disagreements = []
    mlir_rejects = identical = 0
    folder = tempfile.mkdtemp(prefix="irdl_gen_")
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs or min(16, os.cpu_count() or 2)) as pool:
            results = list(pool.map(lambda ic: _run_one(ic[0], ic[1], folder, toyir_cmd, mlir_opt, timeout),
                                    enumerate(cases)))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    for case, res in zip(cases, results):
        per = labels.setdefault(case.label, collections.Counter())
        if "skip" in res:
            skipped[res["skip"]] += 1
            per["skipped"] += 1
            continue
        per["accept" if res["mlir_rc"] == 0 else "reject"] += 1
        if res["mlir_err"]:
            kinds[_message_kind(res["mlir_err"][2])] += 1
        if toyir_cmd is None:
            continue
        outcome = classify(res)
        counts[outcome] += 1
        if res["mlir_rc"] == 1 and outcome != "toyir failed":
            mlir_rejects += 1
            identical += outcome == "identical first error"
        if outcome not in ("both accept", "identical first error"):
            disagreements.append({
                "label": case.label, "outcome": outcome, "irdl": case.irdl, "input": case.ops,
                "mlir_rc": res["mlir_rc"], "toyir_rc": res["toyir_rc"],
                "mlir_first_error": _fmt_err(res["mlir_err"]), "toyir_first_error": _fmt_err(res["toyir_err"]),
                "toyir_stderr": res["toyir_stderr"] if outcome == "toyir failed" else "",
            })
    total = sum(counts.values())
    agree = counts["both accept"] + counts["identical first error"] + counts["same verdict, other first error"]
    return {
        "counts": dict(counts), "skipped": dict(skipped), "total": total,
        "labels": {k: dict(v) for k, v in sorted(labels.items())},
        "message_kinds": dict(kinds),
        "verdict_agreement": agree / total if total else None,
        "first_error_agreement": identical / mlir_rejects if mlir_rejects else None,
        "disagreements": disagreements,
    }


def _fmt_err(e):
    return None if e is None else f"{e[0]}:{e[1]}: {e[2]}"


def _message_kind(msg: str) -> str:
    """mlir-opt's message with its particulars (types, numbers, names) left out."""
    s = re.sub(r"'[^']*'", "'…'", msg)
    s = re.sub(r'"[^"]*"', '"…"', s)
    s = re.sub(r"\d+", "N", s)
    s = re.sub(r"has .*", "has …", s)
    s = re.sub(r"invalid properties .* for op", "invalid properties … for op", s)
    return s


# --------------------------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------------------------


def _emit(argv) -> int:
    p = argparse.ArgumentParser(prog="irdl_gen.py emit", description="write the cases as files")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=300)
    p.add_argument("dir")
    a = p.parse_args(argv)
    os.makedirs(a.dir, exist_ok=True)
    for i, c in enumerate(generate(a.seed, a.count)):
        stem = os.path.join(a.dir, f"{i:04d}-{re.sub(r'[^A-Za-z0-9-]+', '_', c.label)}")
        with open(stem + ".irdl.mlir", "w") as f:
            f.write(c.irdl)
        with open(stem + ".mlir", "w") as f:
            f.write(c.ops)
    print(f"wrote {a.count} cases (two files each) to {a.dir}")
    return 0


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "emit":
        return _emit(argv[1:])
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count", type=int, default=300)
    p.add_argument("--toyir", default=None, help="toyir command (default: toyir-verify on PATH)")
    p.add_argument("--show", type=int, default=3, help="disagreements to print")
    p.add_argument("--mlir-opt", default=MLIR_OPT)
    p.add_argument("--mlir-only", action="store_true", help="run mlir-opt only: its verdicts per label")
    p.add_argument("--jobs", type=int, default=None)
    a = p.parse_args(argv)
    if not os.path.exists(a.mlir_opt):
        print(f"{a.mlir_opt} is not installed", file=sys.stderr)
        return 2
    toyir = None
    if not a.mlir_only:
        toyir = shlex.split(a.toyir) if a.toyir else [shutil.which("toyir-verify") or "toyir-verify"]
    cases = generate(a.seed, a.count)
    rep = run(cases, toyir, a.mlir_opt, jobs=a.jobs)
    n = len(cases)
    print(f"{n} cases, seed {a.seed}" + (f"; skipped: {rep['skipped']}" if rep["skipped"] else ""))
    if a.mlir_only:
        print(f"\n{'label':32} {'accept':>7} {'reject':>7}")
        for lab, c in rep["labels"].items():
            print(f"{lab:32} {c.get('accept', 0):7} {c.get('reject', 0):7}")
        acc = sum(c.get("accept", 0) for c in rep["labels"].values())
        rej = sum(c.get("reject", 0) for c in rep["labels"].values())
        print(f"{'total':32} {acc:7} {rej:7}")
        print("\nmlir-opt first errors by kind:")
        for k, v in sorted(rep["message_kinds"].items(), key=lambda kv: -kv[1]):
            print(f"  {v:4}  {k}")
        return 0
    print(f"\n{'outcome':40} {'cases':>6}")
    for k in OUTCOMES:
        print(f"{k:40} {rep['counts'].get(k, 0):6}")
    va, fa = rep["verdict_agreement"], rep["first_error_agreement"]
    print(f"\nverdict agreement:     {va:.1%}" if va is not None else "\nverdict agreement: n/a")
    print(f"first-error agreement: {fa:.1%} (of the cases mlir-opt rejects)" if fa is not None
          else "first-error agreement: n/a")
    for d in rep["disagreements"][:a.show]:
        print("\n" + "=" * 100)
        print(f"[{d['label']}] {d['outcome']}  (mlir-opt exit {d['mlir_rc']}, toyir exit {d['toyir_rc']})")
        print("--- IRDL\n" + d["irdl"] + "--- input\n" + d["input"], end="")
        print(f"--- mlir-opt: {d['mlir_first_error']}\n--- toyir:    {d['toyir_first_error']}")
        if d["toyir_stderr"]:
            print("--- toyir stderr (tail):\n" + "\n".join(d["toyir_stderr"].splitlines()[-8:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
