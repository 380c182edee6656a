#loc2 = loc("tensor_ops.mlir":4:26)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (tensor<4x?xf32>, index), sym_name = "empty_and_dim"}> ({
  ^bb0(%arg0: index loc("tensor_ops.mlir":4:26)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc3)
    %1 = "tensor.empty"(%arg0) : (index) -> tensor<4x?xf32> loc(#loc4)
    %2 = "tensor.dim"(%1, %0) : (tensor<4x?xf32>, index) -> index loc(#loc5)
    "func.return"(%1, %2) : (tensor<4x?xf32>, index) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tensor_ops.mlir":0:0)
#loc1 = loc("tensor_ops.mlir":4:1)
#loc3 = loc("tensor_ops.mlir":5:9)
#loc4 = loc("tensor_ops.mlir":6:8)
#loc5 = loc("tensor_ops.mlir":7:8)
#loc6 = loc("tensor_ops.mlir":8:3)

// -----
#loc2 = loc("tensor_ops.mlir":13:17)
#loc3 = loc("tensor_ops.mlir":13:36)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>, tensor<4x4xf32>) -> (tensor<?x?xf32>, tensor<*xf32>), sym_name = "cast"}> ({
  ^bb0(%arg0: tensor<*xf32> loc("tensor_ops.mlir":13:17), %arg1: tensor<4x4xf32> loc("tensor_ops.mlir":13:36)):
    %0 = "tensor.cast"(%arg0) : (tensor<*xf32>) -> tensor<?x?xf32> loc(#loc4)
    %1 = "tensor.cast"(%0) : (tensor<?x?xf32>) -> tensor<4x?xf32> loc(#loc5)
    %2 = "tensor.cast"(%arg1) : (tensor<4x4xf32>) -> tensor<*xf32> loc(#loc6)
    "func.return"(%0, %2) : (tensor<?x?xf32>, tensor<*xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tensor_ops.mlir":11:9)
#loc1 = loc("tensor_ops.mlir":13:1)
#loc4 = loc("tensor_ops.mlir":14:8)
#loc5 = loc("tensor_ops.mlir":15:8)
#loc6 = loc("tensor_ops.mlir":16:8)
#loc7 = loc("tensor_ops.mlir":17:3)

// -----
#loc2 = loc("tensor_ops.mlir":22:27)
#loc3 = loc("tensor_ops.mlir":22:48)
#loc4 = loc("tensor_ops.mlir":22:59)
#loc5 = loc("tensor_ops.mlir":22:70)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xi32>, index, index, i32) -> (i32, tensor<4x4xi32>), sym_name = "extract_insert"}> ({
  ^bb0(%arg0: tensor<4x4xi32> loc("tensor_ops.mlir":22:27), %arg1: index loc("tensor_ops.mlir":22:48), %arg2: index loc("tensor_ops.mlir":22:59), %arg3: i32 loc("tensor_ops.mlir":22:70)):
    %0 = "tensor.extract"(%arg0, %arg1, %arg2) : (tensor<4x4xi32>, index, index) -> i32 loc(#loc6)
    %1 = "tensor.insert"(%arg3, %arg0, %arg2, %arg1) : (i32, tensor<4x4xi32>, index, index) -> tensor<4x4xi32> loc(#loc7)
    "func.return"(%0, %1) : (i32, tensor<4x4xi32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tensor_ops.mlir":20:9)
#loc1 = loc("tensor_ops.mlir":22:1)
#loc6 = loc("tensor_ops.mlir":23:8)
#loc7 = loc("tensor_ops.mlir":24:8)
#loc8 = loc("tensor_ops.mlir":25:3)

// -----
#loc2 = loc("tensor_ops.mlir":30:26)
#loc3 = loc("tensor_ops.mlir":30:35)
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> (tensor<2xf32>, tensor<f32>, tensor<2x1xf32>), sym_name = "from_elements"}> ({
  ^bb0(%arg0: f32 loc("tensor_ops.mlir":30:26), %arg1: f32 loc("tensor_ops.mlir":30:35)):
    %0 = "tensor.from_elements"(%arg0, %arg1) : (f32, f32) -> tensor<2xf32> loc(#loc4)
    %1 = "tensor.from_elements"(%arg0) : (f32) -> tensor<f32> loc(#loc5)
    %2 = "tensor.from_elements"(%arg0, %arg1) : (f32, f32) -> tensor<2x1xf32> loc(#loc6)
    "func.return"(%0, %1, %2) : (tensor<2xf32>, tensor<f32>, tensor<2x1xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tensor_ops.mlir":28:9)
#loc1 = loc("tensor_ops.mlir":30:1)
#loc4 = loc("tensor_ops.mlir":31:8)
#loc5 = loc("tensor_ops.mlir":32:8)
#loc6 = loc("tensor_ops.mlir":33:8)
#loc7 = loc("tensor_ops.mlir":34:3)

// -----
#loc2 = loc("tensor_ops.mlir":39:21)
#loc3 = loc("tensor_ops.mlir":39:32)
#loc5 = loc("tensor_ops.mlir":41:8)
#loc6 = loc("tensor_ops.mlir":41:19)
#loc7 = loc("tensor_ops.mlir":41:30)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> tensor<?x3x?xindex>, sym_name = "generate"}> ({
  ^bb0(%arg0: index loc("tensor_ops.mlir":39:21), %arg1: index loc("tensor_ops.mlir":39:32)):
    %0 = "tensor.generate"(%arg0, %arg1) ({
    ^bb0(%arg2: index loc("tensor_ops.mlir":41:8), %arg3: index loc("tensor_ops.mlir":41:19), %arg4: index loc("tensor_ops.mlir":41:30)):
      %1 = "arith.addi"(%arg2, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc8)
      "tensor.yield"(%1) : (index) -> () loc(#loc9)
    }) : (index, index) -> tensor<?x3x?xindex> loc(#loc4)
    "func.return"(%0) : (tensor<?x3x?xindex>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tensor_ops.mlir":37:9)
#loc1 = loc("tensor_ops.mlir":39:1)
#loc4 = loc("tensor_ops.mlir":40:8)
#loc8 = loc("tensor_ops.mlir":42:10)
#loc9 = loc("tensor_ops.mlir":43:5)
#loc10 = loc("tensor_ops.mlir":45:3)

// -----
#loc2 = loc("tensor_ops.mlir":50:29)
#loc3 = loc("tensor_ops.mlir":50:48)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<*xf32>, tensor<2xindex>) -> (index, tensor<?x?xf32>), sym_name = "rank_and_reshape"}> ({
  ^bb0(%arg0: tensor<*xf32> loc("tensor_ops.mlir":50:29), %arg1: tensor<2xindex> loc("tensor_ops.mlir":50:48)):
    %0 = "tensor.rank"(%arg0) : (tensor<*xf32>) -> index loc(#loc4)
    %1 = "tensor.reshape"(%arg0, %arg1) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32> loc(#loc5)
    "func.return"(%0, %1) : (index, tensor<?x?xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tensor_ops.mlir":48:9)
#loc1 = loc("tensor_ops.mlir":50:1)
#loc4 = loc("tensor_ops.mlir":51:8)
#loc5 = loc("tensor_ops.mlir":52:8)
#loc6 = loc("tensor_ops.mlir":53:3)

