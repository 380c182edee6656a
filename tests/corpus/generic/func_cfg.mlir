"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "cf.br"(%0)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %1 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "loop"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%0, %0)[^bb1] : (index, index) -> ()
  ^bb1(%2: index, %3: index):  // 2 preds: ^bb0, ^bb2
    %4 = "arith.cmpi"(%2, %arg0) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %6 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%6, %5)[^bb1] : (index, index) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%3) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> f32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    "cf.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> ()
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%0) : (f32) -> ()
  ^bb2:  // pred: ^bb0
    %1 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "assert_and_weights"}> ({
  ^bb0(%arg0: i1):
    "cf.assert"(%arg0) <{msg = "must hold"}> : (i1) -> ()
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{branch_weights = array<i32: 90, 10>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

