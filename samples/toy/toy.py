"""MLIR's Toy tutorial dialect (mlir/examples/toy, chapters 2 to 4), declared with toyir.

    toyir-verify --dialect samples/toy/toy.py --allow-unregistered-dialect samples/toy/ch2.mlir
    toyir-verify --dialect samples/toy/toy.py --infer-shapes samples/toy/ch4.mlir

Each op is declared once with its traits, as Ops.td declares it; the messages are the tutorial's
(Dialect.cpp) and ODS's.  `infer` is Chapter 4's ShapeInference interface: a mul's result has
its lhs's type, a transpose reverses the dims.
"""

from __future__ import annotations

import toyir
from toyir import FloatType, FunctionType, TensorType, Trait, op_error
from toyir.ir import ElementsAttr, StringAttr, SymbolRefAttr, TypeAttr
from toyir.traits import ZeroResults

F64 = FloatType("f64")
DIALECTS = ("toy",)


def _f64_tensor(t: object) -> bool:
    return isinstance(t, TensorType) and t.element == F64


class F64Tensors(Trait):
    """Every operand and result is a tensor of f64 (ODS's F64Tensor); `static_result` asks a
    static shape of the result (StaticShapeTensorOf<[F64]>)."""

    __slots__ = ("static_result",)
    code = "TOYIR-E005"

    def __init__(self, static_result: bool = False) -> None:
        self.static_result = static_result

    def verify(self, op):
        for i, t in enumerate(op.operand_types):
            if not _f64_tensor(t):
                return op_error(op, f"operand #{i} must be tensor of 64-bit float values, but got '{t}'")
        for i, t in enumerate(op.result_types):
            if self.static_result and not (_f64_tensor(t) and t.shape is not None and None not in t.shape):
                return op_error(op, f"result #{i} must be statically shaped tensor of 64-bit float values, "
                                    f"but got '{t}'")
            if not _f64_tensor(t):
                return op_error(op, f"result #{i} must be tensor of 64-bit float values, but got '{t}'")
        return None


class ConstantMatchesValue(Trait):
    """ConstantOp::verify: a ranked result has the shape of its `value` attribute."""

    __slots__ = ()
    code = "TOYIR-E002"

    def verify(self, op):
        value = op.attribute("value")
        if not isinstance(value, ElementsAttr) or not isinstance(value.type, TensorType):
            return op_error(op, "requires attribute 'value'", code="TOYIR-E008")
        result = op.result_types[0] if op.result_types else None
        if not isinstance(result, TensorType) or result.shape is None or value.type.shape is None:
            return None
        attr_shape, result_shape = value.type.shape, result.shape
        if len(attr_shape) != len(result_shape):
            return op_error(op, f"return type must match the one of the attached value attribute: "
                                f"{len(attr_shape)} != {len(result_shape)}")
        for dim, (a, r) in enumerate(zip(attr_shape, result_shape)):
            if a != r:
                return op_error(op, f"return type shape mismatches its attribute at dimension {dim}: {a} != {r}")
        return None


class TransposeShape(Trait):
    """TransposeOp::verify: a ranked result has the input's dims reversed."""

    __slots__ = ()
    code = "TOYIR-E002"

    def verify(self, op):
        (source,), (result,) = op.operand_types, op.result_types
        if source.shape is None or result.shape is None:
            return None
        if tuple(source.shape) != tuple(reversed(result.shape)):
            return toyir.Diagnostic("error", op.offset, "expected result shape to be a transpose of the input",
                                    code=self.code)
        return None


class ReturnMatchesFunction(Trait):
    """ReturnOp::verify: at most one operand, as many as the function's results, of its type
    unless either is unranked."""

    __slots__ = ()
    cacheable = False
    code = "TOYIR-E040"

    def verify(self, op):
        function = op.parent_op
        signature = function.attribute("function_type") if function is not None else None
        if not isinstance(signature, TypeAttr) or not isinstance(signature.type, FunctionType):
            return None
        results = signature.type.results
        if len(op.operand_types) > 1:
            return op_error(op, "expects at most 1 return operand")
        if len(op.operand_types) != len(results):
            return op_error(op, f"does not return the same number of values ({len(op.operand_types)}) as the "
                                f"enclosing function ({len(results)})")
        if not op.operand_types:
            return None
        given, wanted = op.operand_types[0], results[0]
        if given == wanted or getattr(given, "shape", 0) is None or getattr(wanted, "shape", 0) is None:
            return None
        return toyir.Diagnostic("error", op.offset,
                                f"type of return operand ({given}) doesn't match function result type ({wanted})",
                                code=self.code)


class CalleeMatches(Trait):
    """`toy.generic_call`'s `callee` names a `toy.func` of the enclosing module, with as many
    inputs and results as the call has operands and results."""

    __slots__ = ()
    cacheable = False
    code = "TOYIR-E040"

    def verify(self, op):
        callee = op.attribute("callee")
        if not isinstance(callee, SymbolRefAttr):
            return op_error(op, "requires attribute 'callee'", code="TOYIR-E008")
        module = op.parent_op
        while module is not None and module.name != "builtin.module":
            module = module.parent_op
        if module is None:
            return None  # at the top level, read as a stream, a callee may come later
        name = callee.names[0][1:].strip('"')
        functions = [f for f in module.regions[0].blocks[0].ops
                     if f.name == "toy.func" and f.attribute("sym_name") == StringAttr(f'"{name}"')]
        signature = functions[0].attribute("function_type") if functions else None
        if not isinstance(signature, TypeAttr):
            return op_error(op, f"'{name}' does not reference a valid function")
        if len(op.operand_types) != len(signature.type.inputs):
            return op_error(op, "incorrect number of operands for callee")
        if len(op.result_types) != len(signature.type.results):
            return op_error(op, "incorrect number of results for callee")
        return None


# Chapter 4's ShapeInference, as `infer` hooks.
def same_as_first_operand(op):
    return (op.operand_types[0],)


def transposed(op):
    (source,) = op.operand_types
    if source.shape is None:
        return None
    return (TensorType(tuple(reversed(source.shape)), source.element),)


OPS = (
    toyir.OpDef("toy.func", (toyir.IsolatedFromAbove(), toyir.FunctionSignature()),
                "a function: function_type, sym_name; one block ending in toy.return"),
    toyir.OpDef("toy.constant", (toyir.NOperands(0), toyir.OneResult(), F64Tensors(), ConstantMatchesValue()),
                "a constant tensor: value = dense<...> : tensor<...xf64>"),
    toyir.OpDef("toy.add", (toyir.NOperands(2), toyir.OneResult(), F64Tensors()), "elementwise addition",
                infer=same_as_first_operand),
    toyir.OpDef("toy.mul", (toyir.NOperands(2), toyir.OneResult(), F64Tensors()), "elementwise multiplication",
                infer=same_as_first_operand),
    toyir.OpDef("toy.cast", (toyir.NOperands(1), toyir.OneResult(), F64Tensors()), "shape cast",
                infer=same_as_first_operand),
    toyir.OpDef("toy.transpose", (toyir.NOperands(1), toyir.OneResult(), F64Tensors(), TransposeShape()),
                "transpose", infer=transposed),
    toyir.OpDef("toy.reshape", (toyir.NOperands(1), toyir.OneResult(), F64Tensors(static_result=True)),
                "reshape to a static shape"),
    toyir.OpDef("toy.generic_call", (toyir.OneResult(), F64Tensors(), CalleeMatches()), "call @callee with tensors"),
    # (zero results first: ODS's order, as mlir-opt checks Toy's `toy.print` with a result)
    toyir.OpDef("toy.print", (ZeroResults(), toyir.NOperands(1), F64Tensors()), "print a tensor"),
    toyir.OpDef("toy.return", (toyir.HasParent("toy.func"), toyir.Terminator(), F64Tensors(),
                               ReturnMatchesFunction()), "return from a toy.func"),
)
