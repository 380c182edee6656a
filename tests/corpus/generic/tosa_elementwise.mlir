"builtin.module"() ({
  "func.func"() <{function_type = (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>, sym_name = "add_sub"}> ({
  ^bb0(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x1xf32>):
    %0 = "tosa.add"(%arg0, %arg1) : (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>
    %1 = "tosa.sub"(%0, %arg0) : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    %2 = "tosa.maximum"(%1, %arg1) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>
    "func.return"(%2) : (tensor<13x21x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<13x21x3xi32>, tensor<13x1x3xi32>) -> tensor<13x21x3xi32>, sym_name = "mul_shift"}> ({
  ^bb0(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x1x3xi32>):
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.mul"(%arg0, %arg1, %0) : (tensor<13x21x3xi32>, tensor<13x1x3xi32>, tensor<1xi8>) -> tensor<13x21x3xi32>
    "func.return"(%1) : (tensor<13x21x3xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "unary"}> ({
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = "tosa.abs"(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = "tosa.exp"(%0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = "tosa.tanh"(%1) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = "tosa.sigmoid"(%2) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %4 = "tosa.clamp"(%3) <{max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%4) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>), sym_name = "select_cmp"}> ({
  ^bb0(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>):
    %0 = "tosa.select"(%arg0, %arg1, %arg2) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %1 = "tosa.greater_equal"(%arg1, %arg2) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    "func.return"(%0, %1) : (tensor<4xi32>, tensor<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xi8>) -> tensor<8xf32>, sym_name = "cast_rescale"}> ({
  ^bb0(%arg0: tensor<8xi8>):
    %0 = "tosa.cast"(%arg0) : (tensor<8xi8>) -> tensor<8xf32>
    "func.return"(%0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

