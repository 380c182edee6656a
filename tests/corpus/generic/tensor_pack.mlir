"builtin.module"() ({
  "func.func"() <{function_type = (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>, sym_name = "pack"}> ({
  ^bb0(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x32xf32>):
    %0 = "linalg.pack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<128x256xf32>, tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32>
    "func.return"(%0) : (tensor<16x8x8x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<13x15xf32>, tensor<8x2x8x2xf32>, f32) -> tensor<8x2x8x2xf32>, sym_name = "pack_padded"}> ({
  ^bb0(%arg0: tensor<13x15xf32>, %arg1: tensor<8x2x8x2xf32>, %arg2: f32):
    %0 = "linalg.pack"(%arg0, %arg1, %arg2) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 2>}> : (tensor<13x15xf32>, tensor<8x2x8x2xf32>, f32) -> tensor<8x2x8x2xf32>
    "func.return"(%0) : (tensor<8x2x8x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<16x8x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>, sym_name = "unpack"}> ({
  ^bb0(%arg0: tensor<16x8x8x32xf32>, %arg1: tensor<128x256xf32>):
    %0 = "linalg.unpack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 32>}> : (tensor<16x8x8x32xf32>, tensor<128x256xf32>) -> tensor<128x256xf32>
    "func.return"(%0) : (tensor<128x256xf32>) -> ()
  }) : () -> ()
}) : () -> ()

