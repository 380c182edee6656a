"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "to_buffer_to_tensor"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %0 = "bufferization.to_buffer"(%arg0) : (tensor<4xf32>) -> memref<4xf32>
    %1 = "bufferization.to_tensor"(%0) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> tensor<?xf32>, sym_name = "alloc_tensor"}> ({
  ^bb0(%arg0: index):
    %0 = "bufferization.alloc_tensor"(%arg0) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>
    %1 = "bufferization.alloc_tensor"(%0) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%1) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, memref<8xf32>) -> (), sym_name = "materialize"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: memref<8xf32>):
    "bufferization.materialize_in_destination"(%arg0, %arg1) <{restrict, writable}> : (tensor<8xf32>, memref<8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

