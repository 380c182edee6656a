#loc2 = loc("func_cfg.mlir":3:21)
#loc3 = loc("func_cfg.mlir":3:29)
#loc4 = loc("func_cfg.mlir":3:38)
#loc6 = loc("func_cfg.mlir":5:6)
#loc10 = loc("func_cfg.mlir":10:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "branches"}> ({
  ^bb0(%arg0: i1 loc("func_cfg.mlir":3:21), %arg1: i32 loc("func_cfg.mlir":3:29), %arg2: i32 loc("func_cfg.mlir":3:38)):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc(#loc5)
  ^bb1(%0: i32 loc("func_cfg.mlir":5:6)):  // pred: ^bb0
    "cf.br"(%0)[^bb3] : (i32) -> () loc(#loc7)
  ^bb2:  // pred: ^bb0
    %1 = "arith.addi"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
    "cf.br"(%1)[^bb3] : (i32) -> () loc(#loc9)
  ^bb3(%2: i32 loc("func_cfg.mlir":10:6)):  // 2 preds: ^bb1, ^bb2
    "func.return"(%2) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("func_cfg.mlir":0:0)
#loc1 = loc("func_cfg.mlir":3:1)
#loc5 = loc("func_cfg.mlir":4:3)
#loc7 = loc("func_cfg.mlir":6:3)
#loc8 = loc("func_cfg.mlir":8:8)
#loc9 = loc("func_cfg.mlir":9:3)
#loc11 = loc("func_cfg.mlir":11:3)

// -----
#loc2 = loc("func_cfg.mlir":16:17)
#loc6 = loc("func_cfg.mlir":20:9)
#loc7 = loc("func_cfg.mlir":20:20)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "loop"}> ({
  ^bb0(%arg0: index loc("func_cfg.mlir":16:17)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc4)
    "cf.br"(%0, %0)[^bb1] : (index, index) -> () loc(#loc5)
  ^bb1(%2: index loc("func_cfg.mlir":20:9), %3: index loc("func_cfg.mlir":20:20)):  // 2 preds: ^bb0, ^bb2
    %4 = "arith.cmpi"(%2, %arg0) <{predicate = 2 : i64}> : (index, index) -> i1 loc(#loc8)
    "cf.cond_br"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc9)
  ^bb2:  // pred: ^bb1
    %5 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc10)
    %6 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc11)
    "cf.br"(%6, %5)[^bb1] : (index, index) -> () loc(#loc12)
  ^bb3:  // pred: ^bb1
    "func.return"(%3) : (index) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("func_cfg.mlir":14:9)
#loc1 = loc("func_cfg.mlir":16:1)
#loc3 = loc("func_cfg.mlir":17:9)
#loc4 = loc("func_cfg.mlir":18:9)
#loc5 = loc("func_cfg.mlir":19:3)
#loc8 = loc("func_cfg.mlir":21:11)
#loc9 = loc("func_cfg.mlir":22:3)
#loc10 = loc("func_cfg.mlir":24:11)
#loc11 = loc("func_cfg.mlir":25:9)
#loc12 = loc("func_cfg.mlir":26:3)
#loc13 = loc("func_cfg.mlir":28:3)

// -----
#loc2 = loc("func_cfg.mlir":33:19)
#loc3 = loc("func_cfg.mlir":33:31)
#loc5 = loc("func_cfg.mlir":39:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> f32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32 loc("func_cfg.mlir":33:19), %arg1: f32 loc("func_cfg.mlir":33:31)):
    "cf.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> () loc(#loc4)
  ^bb1(%0: f32 loc("func_cfg.mlir":39:6)):  // 2 preds: ^bb0, ^bb0
    "func.return"(%0) : (f32) -> () loc(#loc6)
  ^bb2:  // pred: ^bb0
    %1 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
    "func.return"(%1) : (f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("func_cfg.mlir":31:9)
#loc1 = loc("func_cfg.mlir":33:1)
#loc4 = loc("func_cfg.mlir":34:3)
#loc6 = loc("func_cfg.mlir":40:3)
#loc7 = loc("func_cfg.mlir":42:8)
#loc8 = loc("func_cfg.mlir":43:3)

// -----
#loc2 = loc("func_cfg.mlir":48:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "assert_and_weights"}> ({
  ^bb0(%arg0: i1 loc("func_cfg.mlir":48:31)):
    "cf.assert"(%arg0) <{msg = "must hold"}> : (i1) -> () loc(#loc3)
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{branch_weights = array<i32: 90, 10>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> () loc(#loc5)
  ^bb2:  // pred: ^bb0
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("func_cfg.mlir":46:9)
#loc1 = loc("func_cfg.mlir":48:1)
#loc3 = loc("func_cfg.mlir":49:3)
#loc4 = loc("func_cfg.mlir":50:3)
#loc5 = loc("func_cfg.mlir":52:3)
#loc6 = loc("func_cfg.mlir":54:3)

