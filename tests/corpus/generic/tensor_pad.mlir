"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, f32) -> tensor<6x9xf32>, sym_name = "pad_static"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: f32):
    %0 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 3>, static_low = array<i64: 1, 2>}> ({
    ^bb0(%arg2: index, %arg3: index):
      "tensor.yield"(%arg1) : (f32) -> ()
    }) : (tensor<4x4xf32>) -> tensor<6x9xf32>
    "func.return"(%0) : (tensor<6x9xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>, sym_name = "pad_dynamic"}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "tensor.pad"(%arg0, %arg1, %arg2) <{nofold, operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: -9223372036854775808, 0>}> ({
    ^bb0(%arg3: index, %arg4: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    "func.return"(%1) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xi32>) -> tensor<12xi32>, sym_name = "pad_with_computed_value"}> ({
  ^bb0(%arg0: tensor<8xi32>):
    %0 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2>, static_low = array<i64: 2>}> ({
    ^bb0(%arg1: index):
      %1 = "arith.index_cast"(%arg1) : (index) -> i32
      "tensor.yield"(%1) : (i32) -> ()
    }) : (tensor<8xi32>) -> tensor<12xi32>
    "func.return"(%0) : (tensor<12xi32>) -> ()
  }) : () -> ()
}) : () -> ()

