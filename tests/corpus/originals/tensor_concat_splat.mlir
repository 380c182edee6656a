// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @concat(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b, %c : (tensor<2x3xf32>, tensor<4x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @splat(%v: f32, %n: index) -> (tensor<8xf32>, tensor<?x8xf32>) {
  %0 = tensor.splat %v : tensor<8xf32>
  %1 = tensor.splat %v[%n] : tensor<?x8xf32>
  return %0, %1 : tensor<8xf32>, tensor<?x8xf32>
}

// -----

func.func @bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @gather_scatter(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>, %dst: tensor<4x5x6xf32>) -> tensor<1x2x1x5x1xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  return %0 : tensor<1x2x1x5x1xf32>
}
