// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo

#loc_alias = loc("prog.toy":3:5)

func.func @explicit_locations(%a: i32 loc("prog.toy":1:10)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("prog.toy":2:8)
  %1 = arith.muli %0, %0 : i32 loc(#loc_alias)
  %2 = "foo.op"(%1) : (i32) -> i32 loc(unknown)
  %3 = "foo.op"(%2) : (i32) -> i32 loc("named"("prog.toy":4:1))
  %4 = "foo.op"(%3) : (i32) -> i32 loc(fused["prog.toy":5:1, "other.c":9:9])
  %5 = "foo.op"(%4) : (i32) -> i32 loc(fused<"tag">["prog.toy":6:1])
  %6 = "foo.op"(%5) : (i32) -> i32 loc(callsite("callee.toy":1:1 at "caller.toy":7:3))
  %7 = "foo.op"(%6) : (i32) -> i32 loc("only_a_name")
  %8 = "foo.op"(%7) : (i32) -> i32 loc("range.toy":8:1 to 8:20)
  return %8 : i32 loc("prog.toy":9:3)
} loc("prog.toy":1:1)

// -----

func.func @block_arg_locations() {
  "foo.region"() ({
  ^bb0(%x: i32 loc("blk.toy":1:1), %y: f32 loc(unknown)):
    "foo.yield"() : () -> () loc("blk.toy":2:2)
  }) : () -> ()
  return
}
