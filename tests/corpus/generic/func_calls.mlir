"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "direct"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    %0 = "func.call"(%arg0, %arg1) <{callee = @callee}> : (i32, f32) -> i32
    %1 = "func.call"(%0, %arg1) <{callee = @callee}> {tail} : (i32, f32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "indirect"}> ({
  ^bb0(%arg1: i32):
    %2 = "func.constant"() <{value = @inc}> : () -> ((i32) -> i32)
    %3 = "func.call_indirect"(%2, %arg1) : ((i32) -> i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "inc"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i2, i3), sym_name = "multi_result"}> ({
    %0:3 = "func.call"() <{callee = @three}> : () -> (i1, i2, i3)
    "func.return"(%0#0, %0#1, %0#2) : (i1, i2, i3) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i2, i3), sym_name = "three", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() <{sym_name = "nested_symbols"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "leaf", sym_visibility = "nested"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
    "my.call"() {callee = @inner::@leaf} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

