"builtin.module"() ({
  "func.func"() <{arg_attrs = [{foo.a}, {}], function_type = (i32, i32) -> i32, sym_name = "add", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "multi"}> ({
    %0:2 = "foo.two"() : () -> (i32, f32)
    "foo.use"(%0#0, %0#1) : (i32, f32) -> ()
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    "cf.br"(%1)[^bb1] : (index) -> ()
  ^bb1(%2: index):  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "foo.op_with_everything"() <{p = [1, 2]}> ({
  ^bb0(%arg0: i32):
    "foo.term"(%arg0)[^bb1] : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "foo.term"() : () -> ()
  }, {
  }) {attr = @sym, other = #foo<"x">} : () -> ()
}) : () -> ()

