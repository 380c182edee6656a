"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "explicit_locations"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "foo.op"(%1) : (i32) -> i32
    %3 = "foo.op"(%2) : (i32) -> i32
    %4 = "foo.op"(%3) : (i32) -> i32
    %5 = "foo.op"(%4) : (i32) -> i32
    %6 = "foo.op"(%5) : (i32) -> i32
    %7 = "foo.op"(%6) : (i32) -> i32
    %8 = "foo.op"(%7) : (i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "block_arg_locations"}> ({
    "foo.region"() ({
    ^bb0(%arg0: i32, %arg1: f32):
      "foo.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

