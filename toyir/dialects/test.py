"""The `test` dialect: `test.broadcastable`, the seed's own example op (mlir-Broadcastable.md),
and the ops of upstream MLIR's test dialect (TestOps.td) that exercise MLIR's traits.

`test.broadcastable` is declared twice: as the seed specifies it (the default), and as upstream
declares it (`Variadic<AnyTensor>` operands, one `AnyTensor` result, `ResultsBroadcastableShape`),
for `--semantics=mlir`.  The other ops are declared once, with the traits upstream gives them.
"""

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import ATTRIBUTE, TYPE_KIND
from toyir.ir import OpaqueAttr, Operation
from toyir.registry import OpDef
from toyir.traits import (AnyShaped, AttrSizedOperandSegments, AttrSizedResultSegments, Broadcastable,
                          ElementwiseMappable, HasParent, NOperands, OneResult, OperandsOf, ParentOneOf, RequiredAttr,
                          ResultsOf, SameOperandsAndResultElementType, SameOperandsAndResultShape,
                          SameOperandsAndResultType, SameOperandsElementType, SameOperandsShape,
                          SingleBlockImplicitTerminator, StringProperty, Symbol, SymbolTable, Terminator, Trait,
                          UpstreamBroadcastable)

_TRAIT_OPS = (
    OpDef("test.same_operand_element_type", (NOperands(2), OneResult(), SameOperandsElementType()),
          "two operands of one element type"),
    OpDef("test.same_operand_and_result_element_type", (SameOperandsAndResultElementType(),),
          "operands and results of one element type"),
    OpDef("test.same_operand_shape", (OperandsOf(AnyShaped, variadic=True), SameOperandsShape()),
          "shaped operands of one shape"),
    OpDef("test.same_operand_and_result_shape", (OperandsOf(AnyShaped, variadic=True),
                                                  ResultsOf(AnyShaped, variadic=True), SameOperandsAndResultShape()),
          "shaped operands and results of one shape"),
    OpDef("test.same_operand_and_result_type", (SameOperandsAndResultType(),),
          "operands and results of one type"),
    OpDef("test.elementwise_mappable", (ElementwiseMappable(),), "scalars, or tensors or vectors of one shape"),
    OpDef("test.parent", (SingleBlockImplicitTerminator("test.finish"),), "a parent for test.child"),
    OpDef("test.parent1", (SingleBlockImplicitTerminator("test.finish"),), "another parent"),
    OpDef("test.child", (HasParent("test.parent"),), "stands only in test.parent"),
    OpDef("test.child_with_parent_one_of", (ParentOneOf("test.parent", "test.parent1"),),
          "stands only in test.parent or test.parent1"),
    OpDef("test.finish", (Terminator(),), "the implicit terminator of the test ops' regions"),
    OpDef("test.SingleBlockImplicitTerminator", (SingleBlockImplicitTerminator("test.finish"),),
          "one block ending in test.finish"),
    OpDef("test.symbol", (Symbol(),), "a symbol: sym_name, optional sym_visibility"),
    OpDef("test.symbol_scope", (SymbolTable(), SingleBlockImplicitTerminator("test.finish")),
          "a symbol table of one block"),
    OpDef("test.attr_sized_operands", (AttrSizedOperandSegments(4),), "four operand segments sized by a property"),
    OpDef("test.attr_sized_results", (AttrSizedResultSegments(4),), "four result segments sized by a property"),
)

OPS = (
    OpDef("test.broadcastable", (Broadcastable(),),
          "1+ tensor or vector operands, one result; the seed's Broadcastable rules"),
    *_TRAIT_OPS,
)

class _ResultTypeWithTrait(Trait):
    """Upstream's `test.result_type_with_trait`: its result's type has TestTypeTrait, which only
    `!test.test_type_with_trait` has (the op's verifier's words, no op's name before them)."""

    __slots__ = ()
    code = TYPE_KIND

    def verify(self, op: Operation) -> Diagnostic | None:
        if op.result_types and str(op.result_types[0]) != "!test.test_type_with_trait":
            return error(op.offset, "result type should have trait 'TestTypeTrait'", code=TYPE_KIND)
        return None


class _AttrWithTrait(Trait):
    """Upstream's `test.attr_with_trait`: its `attr` has TestAttrTrait, which only
    `#test.attr_with_trait` has."""

    __slots__ = ()
    code = ATTRIBUTE

    def verify(self, op: Operation) -> Diagnostic | None:
        value = op.attribute("attr")
        if value is None or isinstance(value, OpaqueAttr) and value.text == "#test.attr_with_trait":
            return None
        return error(op.offset, "'attr' attribute should have trait 'TestAttrTrait'", code=ATTRIBUTE)


UPSTREAM_OPS = (
    OpDef("test.broadcastable", (UpstreamBroadcastable(),),
          "tensor operands (any number), one tensor result; mlir-opt 22's ResultsBroadcastableShape"),
    # (upstream's test.symbol holds its name and visibility as string properties, which its parser converts)
    *(OpDef("test.symbol", (StringProperty("sym_name"), StringProperty("sym_visibility"), Symbol()),
            "a symbol: sym_name, optional sym_visibility") if op.name == "test.symbol" else op for op in _TRAIT_OPS),
    OpDef("test.result_type_with_trait", (_ResultTypeWithTrait(),), "a result whose type has TestTypeTrait"),
    OpDef("test.attr_with_trait", (RequiredAttr("attr"), _AttrWithTrait()), "an attribute that has TestAttrTrait"),
)
