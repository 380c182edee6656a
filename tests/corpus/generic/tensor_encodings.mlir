"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5xf32, "foo">) -> tensor<5xf32, "foo">, sym_name = "string_encoding"}> ({
  ^bb0(%arg0: tensor<5xf32, "foo">):
    "func.return"(%arg0) : (tensor<5xf32, "foo">) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xi8, {layout = "tiled", tile = 2 : i64}>) -> (), sym_name = "dict_encoding"}> ({
  ^bb0(%arg0: tensor<2x2xi8, {layout = "tiled", tile = 2 : i64}>):
    "my.use"(%arg0) : (tensor<2x2xi8, {layout = "tiled", tile = 2 : i64}>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x8xf64, #sparse>) -> index, sym_name = "sparse"}> ({
  ^bb0(%arg0: tensor<8x8xf64, #sparse>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "tensor.dim"(%arg0, %0) : (tensor<8x8xf64, #sparse>, index) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32, #foo.layout<"x">>) -> tensor<4xf32, #foo.layout<"x">>, sym_name = "dialect_attr_encoding"}> ({
  ^bb0(%arg0: tensor<4xf32, #foo.layout<"x">>):
    "func.return"(%arg0) : (tensor<4xf32, #foo.layout<"x">>) -> ()
  }) : () -> ()
}) : () -> ()

