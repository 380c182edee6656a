// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @add_sub(%a: tensor<13x21x3xf32>, %b: tensor<13x21x1xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>
  %1 = tosa.sub %0, %a : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %2 = tosa.maximum %1, %b : (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>
  return %2 : tensor<13x21x3xf32>
}

// -----

func.func @mul_shift(%a: tensor<13x21x3xi32>, %b: tensor<13x1x3xi32>) -> tensor<13x21x3xi32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %shift : (tensor<13x21x3xi32>, tensor<13x1x3xi32>, tensor<1xi8>) -> tensor<13x21x3xi32>
  return %0 : tensor<13x21x3xi32>
}

// -----

func.func @unary(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tosa.abs %a : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = tosa.exp %0 : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = tosa.tanh %1 : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %3 = tosa.sigmoid %2 : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %4 = tosa.clamp %3 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %4 : tensor<4x4xf32>
}

// -----

func.func @select_cmp(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>) {
  %0 = tosa.select %c, %a, %b : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.greater_equal %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi32>, tensor<4xi1>
}

// -----

func.func @cast_rescale(%a: tensor<8xi8>) -> tensor<8xf32> {
  %0 = tosa.cast %a : (tensor<8xi8>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
