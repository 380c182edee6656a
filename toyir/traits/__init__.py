"""Traits: the rules an op declares, each a small value with one `verify(op)`.

Declaring an op is naming its traits (toyir.registry.OpDef); verifying it is running them.
The library is MLIR's, with MLIR's messages, grouped by what they look at:

* `structure`: counts of operands, results and regions;
* `types`: the kinds of type an op takes (ODS's constraints) and MLIR's `Same*` and
  `Elementwise` traits;
* `regions`: isolation, terminators, parents, single blocks, symbols and their users;
* `attributes`: attributes an op reads, attribute-sized operand segments;
* `broadcast`: the seed's `Broadcastable` and upstream's `ResultsBroadcastableShape`;
* `base`: `Trait` itself and the helpers a new trait builds its messages with (a trait that
  builds a teaching note asks `teaching()` first).

A trait declares `cacheable = False` when its verdict depends on more than the op's name,
types, attributes and properties, and may declare its own error `code`.
"""

from toyir.traits.attributes import (AttrSizedOperandSegments, AttrSizedResultSegments, AttrSizedSegments, DialectAttributes,
                                     DialectEnumAttr, DialectEnumProperty, FlatSymbolProperty, StringProperty,
                                     I32EnumProperty, I64EnumAttr, I64EnumProperty, IntAttrIn, RequiredAttr, ShapeAttr, StringAttrIn, StringAttrs,
                                     VerifiedDialectAttribute, int_attribute, string_attribute)
from toyir.traits.base import Marker, Trait, element_type, op_error, shape_table, teaching, teaching_note, typed_values
from toyir.traits.broadcast import Broadcastable, UpstreamBroadcastable, explain_conflict, result_error
from toyir.traits.regions import (AfterRegions, BranchOperands, GraphRegions, HasParent, IsolatedFromAbove,
                                  NSuccessors, NoTerminator, ParentOneOf, ReturnLike, SingleBlock,
                                  SingleBlockImplicitTerminator, Symbol, SymbolTable, SymbolUser, Terminator)
from toyir.traits.structure import (AtLeastNOperands, AtLeastNResults, NOperands, NRegions, NResults, OneRegion,
                                    OneResult, OperandCountIn, VariadicOperands, ZeroOperands, ZeroRegions,
                                    ZeroResults)
from toyir.traits.types import (AllTypesMatch, AnyMemRef, AnyRankedTensor, AnyShaped, AnyTensor, AnyType, AnyVector,
                                BoolElements, BoolLike, CastCompatible, Elementwise, ElementwiseMappable, F32Tensor,
                                F64Tensor, FloatLike, I1, OperandOf, OperandsOf, ResultI1OfOperandShape, ResultsOf,
                                SameElementType, SameInputOutputTensorDims, SameOperandsAndResultElementType,
                                SameOperandsAndResultShape, SameOperandsAndResultType, SameOperandsElementType,
                                SameOperandsShape, SameTypeOperands, SignlessIntegerLike, SignlessIntegerLikeOrMemRef,
                                TensorOrVector, Tensors, TypeConstraint, ValuesOf, compatible_shapes,
                                index_cast_compatible, tensor_of)

# upstream's name for the variant mlir-opt 22 checks
ResultsBroadcastableShape = UpstreamBroadcastable

__all__ = [name for name, value in dict(globals()).items()
           if not name.startswith("_") and type(value).__name__ != "module"]
