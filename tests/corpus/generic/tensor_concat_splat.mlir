"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<4x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>, sym_name = "concat"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>, %arg2: tensor<?x3xf32>):
    %0 = "tensor.concat"(%arg0, %arg1, %arg2) <{dim = 0 : i64}> : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
    "func.return"(%0) : (tensor<?x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32, index) -> (tensor<8xf32>, tensor<?x8xf32>), sym_name = "splat"}> ({
  ^bb0(%arg0: f32, %arg1: index):
    %0 = "tensor.splat"(%arg0) : (f32) -> tensor<8xf32>
    %1 = "tensor.splat"(%arg0, %arg1) : (f32, index) -> tensor<?x8xf32>
    "func.return"(%0, %1) : (tensor<8xf32>, tensor<?x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>) -> tensor<4xf32>, sym_name = "bitcast"}> ({
  ^bb0(%arg0: tensor<4xi32>):
    %0 = "tensor.bitcast"(%arg0) : (tensor<4xi32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x5x6xf32>, tensor<1x2x2xindex>, tensor<4x5x6xf32>) -> tensor<1x2x1x5x1xf32>, sym_name = "gather_scatter"}> ({
  ^bb0(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x2xindex>, %arg2: tensor<4x5x6xf32>):
    %0 = "tensor.gather"(%arg0, %arg1) <{gather_dims = array<i64: 0, 2>}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
    "func.return"(%0) : (tensor<1x2x1x5x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

