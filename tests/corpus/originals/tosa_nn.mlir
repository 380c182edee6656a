// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @conv2d(%in: tensor<1x4x4x4xf32>, %w: tensor<8x1x1x4xf32>, %bias: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
  %izp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %wzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.conv2d %in, %w, %bias, %izp, %wzp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
  return %0 : tensor<1x4x4x8xf32>
}

// -----

func.func @max_pool(%in: tensor<1x32x32x8xf32>) -> tensor<1x16x16x8xf32> {
  %0 = tosa.max_pool2d %in {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x32x32x8xf32>) -> tensor<1x16x16x8xf32>
  return %0 : tensor<1x16x16x8xf32>
}

// -----

func.func @matmul(%a: tensor<1x14x19xf32>, %b: tensor<1x19x28xf32>) -> tensor<1x14x28xf32> {
  %azp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %bzp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x14x19xf32>, tensor<1x19x28xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x28xf32>
  return %0 : tensor<1x14x28xf32>
}

// -----

func.func @reduce_and_reshape(%a: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x1xf32>
  %shape = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.reshape %a, %shape : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}

// -----

func.func @transpose(%a: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}
