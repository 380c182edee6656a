"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16x4xf32>) -> tensor<4x4xf32>, sym_name = "extract_slice_static"}> ({
  ^bb0(%arg0: tensor<8x16x4xf32>):
    %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2, 0>, static_sizes = array<i64: 4, 1, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<4x4xf32>
    "func.return"(%0) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>, sym_name = "extract_slice_dynamic"}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index):
    %0 = "tensor.extract_slice"(%arg0, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32>
    "func.return"(%0) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>, sym_name = "insert_slice"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<8x8xf32>, %arg2: index):
    %0 = "tensor.insert_slice"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<8x8xf32>, index) -> tensor<8x8xf32>
    %1 = "tensor.insert_slice"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 2, 2>}> : (tensor<2x3xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%1) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x8x1x4xf32>, tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x8x1x4xf32>), sym_name = "rank_reducing"}> ({
  ^bb0(%arg0: tensor<1x8x1x4xf32>, %arg1: tensor<8x4xf32>):
    %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 8, 1, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %1 = "tensor.insert_slice"(%arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 8, 1, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<8x4xf32>, tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    "func.return"(%0, %1) : (tensor<8x4xf32>, tensor<1x8x1x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0 * 32)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>, sym_name = "parallel_insert"}> ({
  ^bb0(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>):
    %0 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg2: index, %arg3: tensor<128xf32>):
      %1 = "affine.apply"(%arg2) <{map = #map}> : (index) -> index
      %2 = "tensor.extract_slice"(%arg1, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<128xf32>, index) -> tensor<32xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%2, %arg3, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (tensor<32xf32>, tensor<128xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<128xf32>) -> tensor<128xf32>
    "func.return"(%0) : (tensor<128xf32>) -> ()
  }) : () -> ()
}) : () -> ()

