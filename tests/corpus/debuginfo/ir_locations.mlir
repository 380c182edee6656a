#loc2 = loc("prog.toy":1:10)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "explicit_locations"}> ({
  ^bb0(%arg0: i32 loc("prog.toy":1:10)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %2 = "foo.op"(%1) : (i32) -> i32 loc(#loc5)
    %3 = "foo.op"(%2) : (i32) -> i32 loc(#loc15)
    %4 = "foo.op"(%3) : (i32) -> i32 loc(#loc16)
    %5 = "foo.op"(%4) : (i32) -> i32 loc(#loc17)
    %6 = "foo.op"(%5) : (i32) -> i32 loc(#loc18)
    %7 = "foo.op"(%6) : (i32) -> i32 loc(#loc12)
    %8 = "foo.op"(%7) : (i32) -> i32 loc(#loc13)
    "func.return"(%8) : (i32) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_locations.mlir":0:0)
#loc1 = loc("prog.toy":1:1)
#loc3 = loc("prog.toy":2:8)
#loc4 = loc("prog.toy":3:5)
#loc5 = loc(unknown)
#loc6 = loc("prog.toy":4:1)
#loc7 = loc("prog.toy":5:1)
#loc8 = loc("other.c":9:9)
#loc9 = loc("prog.toy":6:1)
#loc10 = loc("callee.toy":1:1)
#loc11 = loc("caller.toy":7:3)
#loc12 = loc("only_a_name")
#loc13 = loc("range.toy":8:1 to :20)
#loc14 = loc("prog.toy":9:3)
#loc15 = loc("named"(#loc6))
#loc16 = loc(fused[#loc7, #loc8])
#loc17 = loc(fused<"tag">[#loc9])
#loc18 = loc(callsite(#loc10 at #loc11))

// -----
#loc3 = loc("blk.toy":1:1)
#loc4 = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "block_arg_locations"}> ({
    "foo.region"() ({
    ^bb0(%arg0: i32 loc("blk.toy":1:1), %arg1: f32 loc(unknown)):
      "foo.yield"() : () -> () loc(#loc5)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_locations.mlir":18:9)
#loc1 = loc("ir_locations.mlir":20:1)
#loc2 = loc("ir_locations.mlir":21:3)
#loc5 = loc("blk.toy":2:2)
#loc6 = loc("ir_locations.mlir":25:3)

