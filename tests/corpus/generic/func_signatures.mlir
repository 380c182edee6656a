"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noalias, my.align = 16 : i64}], function_type = (i32, memref<?xf32>) -> i32, res_attrs = [{llvm.signext}], sym_name = "decl_with_attrs", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{my.name = "a"}, {my.dict = {k = 1 : i32}}], function_type = (i32, tensor<2xf32>) -> i32, res_attrs = [{my.res}], sym_name = "public_with_arg_attrs"}> ({
  ^bb0(%arg0: i32, %arg1: tensor<2xf32>):
    "func.return"(%arg0) : (i32) -> ()
  }) {llvm.emit_c_interface, my.level = 3 : i64} : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (), sym_name = "no_results", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_visibility", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), no_inline, sym_name = "noinline_fn"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i1, si8, ui16, index, none, tuple<i32, f32>, complex<f64>, !my.opaque_type, !foo<"bar">) -> (), sym_name = "many_types"}> ({
  ^bb0(%arg0: i1, %arg1: si8, %arg2: ui16, %arg3: index, %arg4: none, %arg5: tuple<i32, f32>, %arg6: complex<f64>, %arg7: !my.opaque_type, %arg8: !foo<"bar">):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = ((i32) -> (f32, f32), () -> (), ((i1) -> i1) -> index) -> (), sym_name = "func_types"}> ({
  ^bb0(%arg0: (i32) -> (f32, f32), %arg1: () -> (), %arg2: ((i1) -> i1) -> index):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

