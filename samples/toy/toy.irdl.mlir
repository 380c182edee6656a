// IRDL written by toyir-verify --emit-irdl: what IRDL can say of each op's traits;
// a comment names each trait it cannot say, which toyir checks and mlir-opt --irdl-file does not.
irdl.dialect @toy {
  irdl.operation @func {
    // not in IRDL (toyir checks it): IsolatedFromAbove: The op's regions use no value defined outside it (MLIR's `IsolatedFromAbove`)
    // not in IRDL (toyir checks it): FunctionSignature: A `func.func` has a `function_type` and a `sym_name`
    // operands: their number is not declared, so any number is taken
    // results: their number is not declared, so any number is taken
    %0 = irdl.any
    %1 = irdl.base "#builtin.type"
    %2 = irdl.base "#builtin.string"
    %region0 = irdl.region
    irdl.operands(operands: variadic %0)
    irdl.results(results: variadic %0)
    irdl.attributes {"function_type" = %1, "sym_name" = %2}
    irdl.regions(region0: %region0)
  }
  irdl.operation @constant {
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    // not in IRDL (toyir checks it): ConstantMatchesValue: ConstantOp::verify
    %0 = irdl.any
    irdl.results(result0: %0)
  }
  irdl.operation @add {
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    %0 = irdl.any
    irdl.operands(operand0: %0, operand1: %0)
    irdl.results(result0: %0)
  }
  irdl.operation @mul {
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    %0 = irdl.any
    irdl.operands(operand0: %0, operand1: %0)
    irdl.results(result0: %0)
  }
  irdl.operation @cast {
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    %0 = irdl.any
    irdl.operands(operand0: %0)
    irdl.results(result0: %0)
  }
  irdl.operation @transpose {
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    // not in IRDL (toyir checks it): TransposeShape: TransposeOp::verify
    %0 = irdl.any
    irdl.operands(operand0: %0)
    irdl.results(result0: %0)
  }
  irdl.operation @reshape {
    // not in IRDL (toyir checks it): F64Tensors(True): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    %0 = irdl.any
    irdl.operands(operand0: %0)
    irdl.results(result0: %0)
  }
  irdl.operation @generic_call {
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    // not in IRDL (toyir checks it): CalleeMatches: `toy.generic_call`'s `callee` names a `toy.func` of the enclosing module, with as many inputs and results as the call has operands and results
    // operands: their number is not declared, so any number is taken
    %0 = irdl.any
    irdl.operands(operands: variadic %0)
    irdl.results(result0: %0)
  }
  irdl.operation @print {
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    %0 = irdl.any
    irdl.operands(operand0: %0)
  }
  irdl.operation @return {
    // not in IRDL (toyir checks it): HasParent(('toy.func',)): The op stands directly in a region of an op named one of `parents` (MLIR's `HasParent`, `ParentOneOf`)
    // not in IRDL (toyir checks it): Terminator: IRDL makes no op a terminator: to mlir-opt --irdl-file a block that ends in this op is 'block with no terminator'
    // not in IRDL (toyir checks it): F64Tensors(False): Every operand and result is a tensor of f64 (ODS's F64Tensor)
    // not in IRDL (toyir checks it): ReturnMatchesFunction: ReturnOp::verify
    // operands: their number is not declared, so any number is taken
    // results: their number is not declared, so any number is taken
    %0 = irdl.any
    irdl.operands(operands: variadic %0)
    irdl.results(results: variadic %0)
  }
}
