#loc2 = loc("ir_regions.mlir":3:33)
#loc4 = loc("ir_regions.mlir":5:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unregistered_regions"}> ({
  ^bb0(%arg0: i32 loc("ir_regions.mlir":3:33)):
    %0 = "foo.region_op"(%arg0) ({
    ^bb0(%arg1: i32 loc("ir_regions.mlir":5:8)):
      %1 = "foo.inner"(%arg1) : (i32) -> i32 loc(#loc5)
      "foo.yield"(%1) : (i32) -> () loc(#loc6)
    }, {
      "foo.yield"(%arg0) : (i32) -> () loc(#loc7)
    }, {
    }) {name = "three regions"} : (i32) -> i32 loc(#loc3)
    "func.return"(%0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_regions.mlir":0:0)
#loc1 = loc("ir_regions.mlir":3:1)
#loc3 = loc("ir_regions.mlir":4:8)
#loc5 = loc("ir_regions.mlir":6:10)
#loc6 = loc("ir_regions.mlir":7:5)
#loc7 = loc("ir_regions.mlir":9:5)
#loc8 = loc("ir_regions.mlir":12:3)

// -----
#loc2 = loc("ir_regions.mlir":17:36)
#loc3 = loc("ir_regions.mlir":17:44)
#loc5 = loc("ir_regions.mlir":19:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "unregistered_successors"}> ({
  ^bb0(%arg0: i1 loc("ir_regions.mlir":17:36), %arg1: i32 loc("ir_regions.mlir":17:44)):
    "foo.cond_br"(%arg0, %arg1)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> () loc(#loc4)
  ^bb1(%0: i32 loc("ir_regions.mlir":19:6)):  // pred: ^bb0
    "foo.br"()[^bb2] : () -> () loc(#loc6)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_regions.mlir":15:9)
#loc1 = loc("ir_regions.mlir":17:1)
#loc4 = loc("ir_regions.mlir":18:3)
#loc6 = loc("ir_regions.mlir":20:3)
#loc7 = loc("ir_regions.mlir":22:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "multi_block_region"}> ({
    "foo.loop"() ({
      "cf.br"()[^bb1] : () -> () loc(#loc3)
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %0 = "foo.cond"() : () -> i1 loc(#loc4)
      "cf.cond_br"(%0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> () loc(#loc5)
    ^bb2:  // pred: ^bb1
      "foo.work"() : () -> () loc(#loc6)
      "cf.br"()[^bb1] : () -> () loc(#loc7)
    ^bb3:  // pred: ^bb1
      "foo.terminator"() : () -> () loc(#loc8)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_regions.mlir":25:9)
#loc1 = loc("ir_regions.mlir":27:1)
#loc2 = loc("ir_regions.mlir":28:3)
#loc3 = loc("ir_regions.mlir":29:5)
#loc4 = loc("ir_regions.mlir":31:10)
#loc5 = loc("ir_regions.mlir":32:5)
#loc6 = loc("ir_regions.mlir":34:5)
#loc7 = loc("ir_regions.mlir":35:5)
#loc8 = loc("ir_regions.mlir":37:5)
#loc9 = loc("ir_regions.mlir":39:3)

// -----
#loc2 = loc("ir_regions.mlir":44:20)
#loc3 = loc("ir_regions.mlir":44:32)
#loc4 = loc("ir_regions.mlir":44:44)
#loc5 = loc("ir_regions.mlir":44:58)
#loc6 = loc("ir_regions.mlir":44:70)
#loc8 = loc("ir_regions.mlir":45:16)
#loc9 = loc("ir_regions.mlir":45:53)
#loc16 = loc("ir_regions.mlir":54:21)
#loc18 = loc("ir_regions.mlir":57:8)
#loc19 = loc("ir_regions.mlir":57:17)
#loc22 = loc("ir_regions.mlir":60:17)
#loc23 = loc("ir_regions.mlir":60:21)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i1) -> f32, sym_name = "scf_ops"}> ({
  ^bb0(%arg0: index loc("ir_regions.mlir":44:20), %arg1: index loc("ir_regions.mlir":44:32), %arg2: index loc("ir_regions.mlir":44:44), %arg3: f32 loc("ir_regions.mlir":44:58), %arg4: i1 loc("ir_regions.mlir":44:70)):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg10: index loc("ir_regions.mlir":45:16), %arg11: f32 loc("ir_regions.mlir":45:53)):
      %2 = "scf.if"(%arg4) ({
        %3 = "arith.addf"(%arg11, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
        "scf.yield"(%3) : (f32) -> () loc(#loc12)
      }, {
        "scf.yield"(%arg11) : (f32) -> () loc(#loc13)
      }) : (i1) -> f32 loc(#loc10)
      "scf.yield"(%2) : (f32) -> () loc(#loc14)
    }) : (index, index, index, f32) -> f32 loc(#loc7)
    %1:2 = "scf.while"(%arg3) ({
    ^bb0(%arg9: f32 loc("ir_regions.mlir":54:21)):
      "scf.condition"(%arg4, %arg9, %arg4) : (i1, f32, i1) -> () loc(#loc17)
    }, {
    ^bb0(%arg7: f32 loc("ir_regions.mlir":57:8), %arg8: i1 loc("ir_regions.mlir":57:17)):
      "scf.yield"(%arg7) : (f32) -> () loc(#loc20)
    }) : (f32) -> (f32, i1) loc(#loc15)
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg5: index loc("ir_regions.mlir":60:17), %arg6: index loc("ir_regions.mlir":60:21)):
      "scf.reduce"() : () -> () loc(#loc24)
    }) : (index, index, index, index, index, index) -> () loc(#loc21)
    "func.return"(%0) : (f32) -> () loc(#loc25)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_regions.mlir":42:9)
#loc1 = loc("ir_regions.mlir":44:1)
#loc7 = loc("ir_regions.mlir":45:8)
#loc10 = loc("ir_regions.mlir":46:10)
#loc11 = loc("ir_regions.mlir":47:12)
#loc12 = loc("ir_regions.mlir":48:7)
#loc13 = loc("ir_regions.mlir":50:7)
#loc14 = loc("ir_regions.mlir":52:5)
#loc15 = loc("ir_regions.mlir":54:10)
#loc17 = loc("ir_regions.mlir":55:5)
#loc20 = loc("ir_regions.mlir":58:5)
#loc21 = loc("ir_regions.mlir":60:3)
#loc24 = loc("ir_regions.mlir":61:5)
#loc25 = loc("ir_regions.mlir":63:3)

// -----
"builtin.module"() ({
  "foo.top_level"() ({
    "foo.nested_module_like"() ({
      %0 = "foo.value"() : () -> index loc(#loc3)
    }) : () -> () loc(#loc2)
  }) {sym_name = "top"} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_regions.mlir":66:9)
#loc1 = loc("ir_regions.mlir":68:1)
#loc2 = loc("ir_regions.mlir":69:3)
#loc3 = loc("ir_regions.mlir":70:10)

