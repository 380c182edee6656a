"""Ops of mlir-opt's own dialects, `arith`, `cf`, `emitc`, `linalg`, `llvm`, `memref`, `scf`
(toyir.dialects.scf) and `transform` (toyir.dialects.transform),
declared as MLIR 22's ODS declares them, for `--semantics=mlir`: the checks its verifier makes, in
their order and words.

Only some ops of each dialect are declared: the others that mlir-opt registers
(toyir.dialects.mlir_opt_ops) pass unchecked, as the ops of a dialect of mlir-opt's that toyir
does not declare at all pass with `--allow-unregistered-dialect`.  Each op's traits stand in
the order ODS gives mlir-opt's verifier: the counts of regions, results, successors and
operands, then the op's invariants (required attributes, then operands' and results' types),
then the traits that relate them.
"""

from __future__ import annotations

import re

from toyir.diagnostics import Diagnostic
from toyir.dialects import mlir_opt_rules, scf, transform
from toyir.dialects.func import CallMatchesCallee
from toyir.explanations import STRUCTURE, TYPE_KIND
from collections.abc import Mapping

from toyir.ir import IndexType, MemRefType, OpaqueType, Operation, SymbolRefAttr, TypeAttr, referenced
from toyir.registry import OpDef
from toyir.traits import (AfterRegions, AllTypesMatch, AtLeastNOperands, AttrSizedOperandSegments, BoolLike,
                          BranchOperands, CastCompatible, DialectEnumAttr, DialectEnumProperty, Elementwise,
                          FlatSymbolProperty, FloatLike, HasParent, I1, I64EnumAttr, I64EnumProperty, NOperands,
                          NSuccessors, OneRegion, OneResult, OperandOf, OperandsOf, RequiredAttr,
                          ResultI1OfOperandShape, ResultsOf, SameInputOutputTensorDims, SameOperandsAndResultShape,
                          SameOperandsAndResultType, SameTypeOperands, SignlessIntegerLike,
                          SignlessIntegerLikeOrMemRef, SingleBlockImplicitTerminator, SymbolUser, Terminator, Trait,
                          TypeConstraint, ValuesOf, ZeroOperands, ZeroRegions, ZeroResults, index_cast_compatible,
                          op_error)


# arith's binary ops on integers (signless, or index) and on floats: one type for all
_INTEGER_BINARY = ("addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui",
                   "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui")
_FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf")


# arith's attributes (all of them, in MLIR 22), by mnemonic: their enum's C++ name, as mlir-opt's
# words give it, and its keywords (toyir.syntax.arith_attributes reads them in a chunk's text)
ENUMS = {"overflow": ("::mlir::arith::IntegerOverflowFlags", ("none", "nsw", "nuw")),
         "fastmath": ("::mlir::arith::FastMathFlags",
                      ("none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast"))}


def _well_formed(mnemonic: str, keywords: tuple[str, ...]) -> str:
    keyword = "(?:" + "|".join(keywords) + ")(?![A-Za-z0-9_$.])"
    return rf"{mnemonic}<\s*+{keyword}(?:\s*+,\s*+{keyword})*+\s*+>"


# The text after `#arith.` of a well-formed arith attribute (a pattern)
WELL_FORMED = "|".join(_well_formed(m, k) for m, (_, k) in ENUMS.items())
_WHOLE = re.compile(rf"#arith\.(?:{WELL_FORMED})")


def _malformed(text: str) -> bool:
    """Whether `text`, an attribute written in arith's namespace, is none of arith's: its
    parser stops there, before the op it stands in is made (toyir.syntax.arith_attributes)."""
    return text.startswith("#arith") and text[6:7] in ".<" and _WHOLE.fullmatch(text) is None


# arith's enum attributes, as ODS names them in its constraints' words
_OVERFLOW = ("overflowFlags", "#arith.overflow", "Integer overflow arith flags", _malformed)
_FASTMATH = ("fastmath", "#arith.fastmath", "Floating point fast math flags", _malformed)
_WITH_OVERFLOW = ("addi", "subi", "muli", "shli")


def _flags(name: str) -> tuple[tuple, ...]:
    """The enum attribute an op of arith's takes, if any."""
    return (_OVERFLOW,) if name in _WITH_OVERFLOW else (_FASTMATH,) if name in _FLOAT_BINARY + ("cmpf",) else ()


def _binary(name: str, kind) -> OpDef:
    flags = _flags(name)
    return OpDef(f"arith.{name}", (*(DialectEnumProperty(*f) for f in flags), ZeroRegions(), OneResult(),
                                   NSuccessors(0), NOperands(2), *(DialectEnumAttr(*f) for f in flags),
                                   OperandsOf(kind), ResultsOf(kind), SameOperandsAndResultType(), Elementwise()),
                 f"arith's {name}: two operands and a result of one {kind.description} type")


def _compare(name: str, kind, predicates: range) -> OpDef:
    flags = _flags(name)
    return OpDef(f"arith.{name}", (I64EnumProperty("predicate", predicates), *(DialectEnumProperty(*f) for f in flags),
                                   ZeroRegions(), OneResult(), NSuccessors(0), NOperands(2), RequiredAttr("predicate"),
                                   I64EnumAttr("predicate", predicates), *(DialectEnumAttr(*f) for f in flags),
                                   OperandsOf(kind), ResultsOf(BoolLike),
                                   SameTypeOperands(), ResultI1OfOperandShape()),
                 f"arith's {name}: two {kind.description} operands of one type compared by a predicate, an i1 "
                 f"of their shape")


def _index_cast(name: str) -> OpDef:
    return OpDef(f"arith.{name}", (ZeroRegions(), OneResult(), NSuccessors(0), NOperands(1),
                                   OperandsOf(SignlessIntegerLikeOrMemRef), ResultsOf(SignlessIntegerLikeOrMemRef),
                                   SameInputOutputTensorDims(), SameOperandsAndResultShape(),
                                   CastCompatible(index_cast_compatible), Elementwise()),
                 f"arith's {name}: an index to a signless integer or back, of one shape")


ARITH_OPS = (
    _index_cast("index_cast"),
    _index_cast("index_castui"),
    *(_binary(name, SignlessIntegerLike) for name in _INTEGER_BINARY),
    *(_binary(name, FloatLike) for name in _FLOAT_BINARY),
    _compare("cmpi", SignlessIntegerLike, range(10)),
    _compare("cmpf", FloatLike, range(16)),
    OpDef("arith.constant", (ZeroRegions(), OneResult(), NSuccessors(0), ZeroOperands(), RequiredAttr("value"),
                             AllTypesMatch(("value", "attribute", "value"), ("result", "result", 0))),
          "arith's constant: its `value`, of its result's type"),
    OpDef("arith.select", (ZeroRegions(), OneResult(), NSuccessors(0), NOperands(3), OperandOf(0, BoolLike),
                           AllTypesMatch(("true_value", "operand", 1), ("false_value", "operand", 2),
                                         ("result", "result", 0))),
          "arith's select: a bool-like condition picks one of two values of the result's type"),
)

CF_OPS = (
    OpDef("cf.br", (ZeroRegions(), ZeroResults(), NSuccessors(1), BranchOperands(), Terminator()),
          "cf's br: to its one successor, with its block's arguments"),
    OpDef("cf.cond_br", (ZeroRegions(), ZeroResults(), NSuccessors(2), AttrSizedOperandSegments(3),
                         OperandOf(0, I1), BranchOperands(1, 2), Terminator()),
          "cf's cond_br: an i1 picks one of two successors, each with its block's arguments"),
)

class LinalgYieldParent(Trait):
    """`linalg.yield`'s verifier: it ends the one region of its parent, a structured op of
    linalg's (what it yields, against that op's outputs, is not checked here)."""

    __slots__ = ()
    code = STRUCTURE
    cacheable = False

    def verify(self, op: Operation) -> Diagnostic | None:
        parent = op.parent_op
        if parent is not None and (len(parent.regions) != 1 or not parent.regions[0].blocks):
            return op_error(op, "expected single non-empty parent region")
        if parent is None or parent.dialect != "linalg":  # (any op of linalg's taken for a LinalgOp)
            return op_error(op, "expected parent op with LinalgOp interface")
        return None


LINALG_OPS = (
    OpDef("linalg.generic", (OneRegion(), AttrSizedOperandSegments(2), RequiredAttr("indexing_maps"),
                             RequiredAttr("iterator_types"),
                             AfterRegions(SingleBlockImplicitTerminator("linalg.yield"))),
          "linalg's generic: inputs and outputs (sized by operandSegmentSizes), its maps and iterators, a body"),
    OpDef("linalg.yield", (ZeroRegions(), ZeroResults(), NSuccessors(0), Terminator(), LinalgYieldParent()),
          "linalg's yield: ends the body of a structured op of linalg's"),
)

# memref's load and store: a ranked memref, indexed once a dimension, its element's type loaded or stored
RankedMemRef = TypeConstraint("memref of any type values", lambda t: isinstance(t, MemRefType) and t.shape is not None)
Index = TypeConstraint("index", lambda t: type(t) is IndexType)


class ElementOf(Trait):
    """ODS's `TypesMatchWith`: the type of the operand or result `value` is the element type of
    the memref operand `memref`, in the op's words (`words`)."""

    __slots__ = ("value", "memref", "words")
    code = TYPE_KIND

    def __init__(self, value: tuple[str, int], memref: int, words: str) -> None:
        self.value = value
        self.memref = memref
        self.words = words

    def verify(self, op: Operation) -> Diagnostic | None:
        kind, number = self.value
        listed = op.result_types if kind == "result" else op.operand_types
        memref = op.operand_types[self.memref] if self.memref < len(op.operand_types) else None
        if number >= len(listed) or not isinstance(memref, MemRefType) or listed[number] == memref.element:
            return None
        return op_error(op, f"failed to verify that {self.words}")


class IndexCount(Trait):
    """memref's load and store: one index a dimension of the memref operand `memref`, in each op's words."""

    __slots__ = ("memref", "store")
    code = TYPE_KIND

    def __init__(self, memref: int, store: bool) -> None:
        self.memref = memref
        self.store = store

    def verify(self, op: Operation) -> Diagnostic | None:
        memref = op.operand_types[self.memref] if self.memref < len(op.operand_types) else None
        if not isinstance(memref, MemRefType) or memref.shape is None:
            return None
        indices = len(op.operand_types) - self.memref - 1
        if indices == len(memref.shape):
            return None
        if self.store:
            return op_error(op, "store index operand count not equal to memref rank")
        return op_error(op, f"incorrect number of indices for load, expected {len(memref.shape)} but got {indices}")


MEMREF_OPS = (
    OpDef("memref.load", (ZeroRegions(), OneResult(), NSuccessors(0), AtLeastNOperands(1), OperandOf(0, RankedMemRef),
                          ValuesOf(Index, variadic=True, first=1),
                          ElementOf(("result", 0), 0, "result type matches element type of 'memref'"),
                          IndexCount(0, store=False)),
          "memref's load: the element of a ranked memref at one index a dimension"),
    OpDef("memref.store", (ZeroRegions(), ZeroResults(), NSuccessors(0), AtLeastNOperands(2),
                           OperandOf(1, RankedMemRef), ValuesOf(Index, variadic=True, first=2),
                           ElementOf(("operand", 0), 1, "type of 'value' matches element type of 'memref'"),
                           IndexCount(1, store=True)),
          "memref's store: a value of a ranked memref's element type, at one index a dimension"),
    # (its attributes' contents, the ranks they give and its result's layout: not checked here)
    OpDef("memref.subview", (ZeroRegions(), OneResult(), NSuccessors(0), AtLeastNOperands(1),
                             AttrSizedOperandSegments(4), RequiredAttr("static_offsets"), RequiredAttr("static_sizes"),
                             RequiredAttr("static_strides")),
          "memref's subview: a view of a memref, its offsets, sizes and strides static or operands"),
)

class _GlobalUser(SymbolUser):
    """An op that names a global of its dialect by a flat symbol (its `reference` property),
    looked for in the nearest symbol table once it is read: `kinds`, the ops that may define it;
    `words`, what mlir-opt says where none of those does (`{name}`: the symbol)."""

    __slots__ = ("reference", "kinds", "words")

    def __init__(self, reference: str, kinds: tuple[str, ...], words: str) -> None:
        self.reference, self.kinds, self.words = reference, kinds, words

    def verify_uses(self, op: Operation, symbols: Mapping[str, Operation]) -> Diagnostic | None:
        name = op.attribute(self.reference)
        if not isinstance(name, SymbolRefAttr) or len(name.names) != 1:
            return None  # (another kind of value: its property conversion's error, not this)
        found = symbols.get(referenced(name.names[0]))
        if found is None or found.name not in self.kinds:
            return op_error(op, self.words.format(name=referenced(name.names[0])))
        return self.of_global(op, found, referenced(name.names[0]))

    def of_global(self, op: Operation, found: Operation, name: str) -> Diagnostic | None:
        return None


class _GetGlobal(_GlobalUser):
    """emitc's `get_global`: an `emitc.global`, of whose type (not an array's) the result is an
    lvalue."""

    __slots__ = ()

    def of_global(self, op: Operation, found: Operation, name: str) -> Diagnostic | None:
        held = found.attribute("type")
        result = op.result_types[0] if len(op.result_types) == 1 else None
        if not isinstance(held, TypeAttr) or not isinstance(result, OpaqueType) or \
                str(held.type).startswith("!emitc.array<") or not result.text.startswith("!emitc.lvalue<"):
            return None  # (an array's, or a result of another kind: not checked here)
        inner = result.text[len("!emitc.lvalue<"):-1]
        if inner.replace(" ", "") == str(held.type).replace(" ", ""):
            return None
        return op_error(op, f"on non-array type expects result inner type '{inner}' to match type "
                            f"'{held.type}' of the global @{name}")


class _Callee(SymbolUser):
    """llvm's `call` of a function by name (an indirect call names none): of at most one result,
    and the name an llvm function's or ifunc's of the nearest symbol table (whether the call
    fits its type is not checked here)."""

    __slots__ = ()

    def verify_uses(self, op: Operation, symbols: Mapping[str, Operation]) -> Diagnostic | None:
        if len(op.result_types) > 1:
            return op_error(op, "must have 0 or 1 result")
        name = op.attribute("callee")
        if not isinstance(name, SymbolRefAttr) or len(name.names) != 1:
            return None  # (an indirect call, or another kind of value: its property conversion's error)
        callee = referenced(name.names[0])
        found = symbols.get(callee)
        if found is None:
            return op_error(op, f"'{callee}' does not reference a symbol in the current scope")
        if found.name not in ("llvm.func", "llvm.mlir.ifunc"):
            return op_error(op, f"'{callee}' does not reference a valid LLVM function or IFunc")
        return None


class _Undeclared(Trait):
    """What toyir checks of an op of mlir-opt's that it does not declare (toyir.dialects.
    mlir_opt_rules), for one it declares for its other checks."""

    __slots__ = ()
    code = STRUCTURE
    cacheable = False  # (they ask where the op stands: at the top level, or in a function)

    def verify(self, op: Operation) -> Diagnostic | None:
        return mlir_opt_rules.first_error(op)


# llvm's and emitc's ops that name a global or a function (the others of theirs pass unchecked)
_LLVM_GLOBALS = ("llvm.mlir.global", "llvm.mlir.alias", "llvm.func", "llvm.mlir.ifunc")
LLVM_OPS = (
    OpDef("llvm.call", (_Undeclared(), _Callee()),
          "llvm's call of a function, by name (an llvm function of the symbol table around it) or by pointer"),
    OpDef("llvm.mlir.addressof",
          (FlatSymbolProperty("global_name"),
           _GlobalUser("global_name", _LLVM_GLOBALS, "must reference a global defined by 'llvm.mlir.global', "
                                                     "'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'")),
          "llvm's address of a global, an alias or a function of the symbol table around it"),
)
EMITC_OPS = (
    OpDef("emitc.call", (ZeroRegions(), _Undeclared(), CallMatchesCallee("emitc.func")),
          "emitc's call of a function of the symbol table around it, with its argument and result types"),
    OpDef("emitc.return", (HasParent("emitc.func"),), "emitc's return from its function"),
    OpDef("emitc.get_global",
          (FlatSymbolProperty("name"),
           _GetGlobal("name", ("emitc.global",), "'{name}' does not reference a valid emitc.global")),
          "emitc's lvalue of a global of the symbol table around it"),
)

OPS = ARITH_OPS + CF_OPS + EMITC_OPS + LINALG_OPS + LLVM_OPS + MEMREF_OPS + scf.OPS + transform.OPS
