"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (tensor<4x?xf32>, index), sym_name = "empty_and_dim"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "tensor.empty"(%arg0) : (index) -> tensor<4x?xf32>
    %2 = "tensor.dim"(%1, %0) : (tensor<4x?xf32>, index) -> index
    "func.return"(%1, %2) : (tensor<4x?xf32>, index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>, tensor<4x4xf32>) -> (tensor<?x?xf32>, tensor<*xf32>), sym_name = "cast"}> ({
  ^bb0(%arg0: tensor<*xf32>, %arg1: tensor<4x4xf32>):
    %0 = "tensor.cast"(%arg0) : (tensor<*xf32>) -> tensor<?x?xf32>
    %1 = "tensor.cast"(%0) : (tensor<?x?xf32>) -> tensor<4x?xf32>
    %2 = "tensor.cast"(%arg1) : (tensor<4x4xf32>) -> tensor<*xf32>
    "func.return"(%0, %2) : (tensor<?x?xf32>, tensor<*xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xi32>, index, index, i32) -> (i32, tensor<4x4xi32>), sym_name = "extract_insert"}> ({
  ^bb0(%arg0: tensor<4x4xi32>, %arg1: index, %arg2: index, %arg3: i32):
    %0 = "tensor.extract"(%arg0, %arg1, %arg2) : (tensor<4x4xi32>, index, index) -> i32
    %1 = "tensor.insert"(%arg3, %arg0, %arg2, %arg1) : (i32, tensor<4x4xi32>, index, index) -> tensor<4x4xi32>
    "func.return"(%0, %1) : (i32, tensor<4x4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> (tensor<2xf32>, tensor<f32>, tensor<2x1xf32>), sym_name = "from_elements"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    %0 = "tensor.from_elements"(%arg0, %arg1) : (f32, f32) -> tensor<2xf32>
    %1 = "tensor.from_elements"(%arg0) : (f32) -> tensor<f32>
    %2 = "tensor.from_elements"(%arg0, %arg1) : (f32, f32) -> tensor<2x1xf32>
    "func.return"(%0, %1, %2) : (tensor<2xf32>, tensor<f32>, tensor<2x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> tensor<?x3x?xindex>, sym_name = "generate"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "tensor.generate"(%arg0, %arg1) ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index):
      %1 = "arith.addi"(%arg2, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%1) : (index) -> ()
    }) : (index, index) -> tensor<?x3x?xindex>
    "func.return"(%0) : (tensor<?x3x?xindex>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>, tensor<2xindex>) -> (index, tensor<?x?xf32>), sym_name = "rank_and_reshape"}> ({
  ^bb0(%arg0: tensor<*xf32>, %arg1: tensor<2xindex>):
    %0 = "tensor.rank"(%arg0) : (tensor<*xf32>) -> index
    %1 = "tensor.reshape"(%arg0, %arg1) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
    "func.return"(%0, %1) : (index, tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

