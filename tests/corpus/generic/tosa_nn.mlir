"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>) -> tensor<1x4x4x8xf32>, sym_name = "conv2d"}> ({
  ^bb0(%arg0: tensor<1x4x4x4xf32>, %arg1: tensor<8x1x1x4xf32>, %arg2: tensor<8xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.conv2d"(%arg0, %arg1, %arg2, %0, %1) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
    "func.return"(%2) : (tensor<1x4x4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x32x32x8xf32>) -> tensor<1x16x16x8xf32>, sym_name = "max_pool"}> ({
  ^bb0(%arg0: tensor<1x32x32x8xf32>):
    %0 = "tosa.max_pool2d"(%arg0) <{kernel = array<i64: 2, 2>, nan_mode = #tosa.nan_mode<PROPAGATE>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x32x32x8xf32>) -> tensor<1x16x16x8xf32>
    "func.return"(%0) : (tensor<1x16x16x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x14x19xf32>, tensor<1x19x28xf32>) -> tensor<1x14x28xf32>, sym_name = "matmul"}> ({
  ^bb0(%arg0: tensor<1x14x19xf32>, %arg1: tensor<1x19x28xf32>):
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %2 = "tosa.matmul"(%arg0, %arg1, %0, %1) : (tensor<1x14x19xf32>, tensor<1x19x28xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x28xf32>
    "func.return"(%2) : (tensor<1x14x28xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>) -> tensor<6x4xf32>, sym_name = "reduce_and_reshape"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>):
    %0 = "tosa.reduce_sum"(%arg0) <{axis = 2 : i32}> : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
    %1 = "tosa.const_shape"() <{values = dense<[6, 4]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %2 = "tosa.reshape"(%arg0, %1) : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
    "func.return"(%2) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>, sym_name = "transpose"}> ({
  ^bb0(%arg0: tensor<2x3x4xf32>):
    %0 = "tosa.transpose"(%arg0) <{perms = array<i32: 2, 0, 1>}> : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
    "func.return"(%0) : (tensor<4x2x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

