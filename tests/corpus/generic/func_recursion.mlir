"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> i64, sym_name = "fact"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %1 = "arith.cmpi"(%arg0, %0) <{predicate = 3 : i64}> : (i64, i64) -> i1
    %2 = "scf.if"(%1) ({
      "scf.yield"(%0) : (i64) -> ()
    }, {
      %3 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %4 = "func.call"(%3) <{callee = @fact}> : (i64) -> i64
      %5 = "arith.muli"(%arg0, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%5) : (i64) -> ()
    }) : (i1) -> i64
    "func.return"(%2) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i1, sym_name = "even"}> ({
  ^bb0(%arg1: i32):
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.cmpi"(%arg1, %3) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %6 = "arith.constant"() <{value = true}> : () -> i1
    "func.return"(%6) : (i1) -> ()
  ^bb2:  // pred: ^bb0
    %7 = "arith.subi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "func.call"(%7) <{callee = @odd}> : (i32) -> i1
    "func.return"(%8) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i1, sym_name = "odd"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "func.call"(%1) <{callee = @even}> : (i32) -> i1
    "func.return"(%2) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

