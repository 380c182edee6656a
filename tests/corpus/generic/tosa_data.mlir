"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>, sym_name = "concat_slice"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>):
    %0 = "tosa.concat"(%arg0, %arg1) <{axis = 0 : i32}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %1 = "tosa.const_shape"() <{values = dense<[1, 0]> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %2 = "tosa.const_shape"() <{values = dense<2> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %3 = "tosa.slice"(%0, %1, %2) : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
    "func.return"(%3) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x2xf32>, tensor<3xi8>, tensor<f16>), sym_name = "consts"}> ({
    %0 = "tosa.const"() <{values = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %1 = "tosa.const"() <{values = dense<[-1, 0, 127]> : tensor<3xi8>}> : () -> tensor<3xi8>
    %2 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<f16>}> : () -> tensor<f16>
    "func.return"(%0, %1, %2) : (tensor<2x2xf32>, tensor<3xi8>, tensor<f16>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x8x4xf32>, tensor<2x3xi32>) -> (tensor<2x3x4xf32>, tensor<4x8x4xf32>), sym_name = "gather_tile"}> ({
  ^bb0(%arg0: tensor<2x8x4xf32>, %arg1: tensor<2x3xi32>):
    %0 = "tosa.gather"(%arg0, %arg1) : (tensor<2x8x4xf32>, tensor<2x3xi32>) -> tensor<2x3x4xf32>
    %1 = "tosa.const_shape"() <{values = dense<[2, 1, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
    %2 = "tosa.tile"(%arg0, %1) : (tensor<2x8x4xf32>, !tosa.shape<3>) -> tensor<4x8x4xf32>
    "func.return"(%0, %2) : (tensor<2x3x4xf32>, tensor<4x8x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?x4xf32>) -> (tensor<*xf32>, tensor<?x4xf32>), sym_name = "unranked_and_dynamic"}> ({
  ^bb0(%arg0: tensor<*xf32>, %arg1: tensor<?x4xf32>):
    %0 = "tosa.abs"(%arg0) : (tensor<*xf32>) -> tensor<*xf32>
    %1 = "tosa.reciprocal"(%arg1) : (tensor<?x4xf32>) -> tensor<?x4xf32>
    "func.return"(%0, %1) : (tensor<*xf32>, tensor<?x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

