"""Ops of mlir-opt's own dialects, `arith`, `cf` and `linalg`, declared as MLIR 22's ODS declares them, for
`--semantics=mlir`: the checks its verifier makes, in their order and words.

Only some ops of each dialect are declared: the others that mlir-opt registers
(toyir.dialects.mlir_opt_ops) pass unchecked, as the ops of a dialect of mlir-opt's that toyir
does not declare at all pass with `--allow-unregistered-dialect`.  Each op's traits stand in
the order ODS gives mlir-opt's verifier: the counts of regions, results, successors and
operands, then the op's invariants (required attributes, then operands' and results' types),
then the traits that relate them.
"""

from __future__ import annotations

import re

from toyir.dialects import scf
from toyir.registry import OpDef
from toyir.traits import (I1, AllTypesMatch, AttrSizedOperandSegments, CastCompatible, Elementwise,
                          SameInputOutputTensorDims, SameOperandsAndResultShape, SignlessIntegerLikeOrMemRef,
                          index_cast_compatible, BoolLike, BranchOperands, DialectEnumAttr,
                          DialectEnumProperty, FloatLike, I64EnumAttr, I64EnumProperty, NOperands, NSuccessors,
                          OneRegion, OneResult, OperandOf, OperandsOf, RequiredAttr, ResultI1OfOperandShape, ResultsOf,
                          SameOperandsAndResultType, SameTypeOperands, SignlessIntegerLike, Terminator, ZeroOperands,
                          ZeroRegions, ZeroResults)


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

LINALG_OPS = (
    OpDef("linalg.generic", (OneRegion(), AttrSizedOperandSegments(2), RequiredAttr("indexing_maps"),
                             RequiredAttr("iterator_types")),
          "linalg's generic: inputs and outputs (sized by operandSegmentSizes), its maps and iterators, a body"),
)

OPS = ARITH_OPS + CF_OPS + LINALG_OPS + scf.OPS
