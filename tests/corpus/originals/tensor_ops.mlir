// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s
// Written for toyir's corpus in the style of mlir/test/Dialect/Tensor/ops.mlir.

func.func @empty_and_dim(%sz: index) -> (tensor<4x?xf32>, index) {
  %c1 = arith.constant 1 : index
  %0 = tensor.empty(%sz) : tensor<4x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %0, %1 : tensor<4x?xf32>, index
}

// -----

func.func @cast(%t: tensor<*xf32>, %u: tensor<4x4xf32>) -> (tensor<?x?xf32>, tensor<*xf32>) {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  %2 = tensor.cast %u : tensor<4x4xf32> to tensor<*xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<*xf32>
}

// -----

func.func @extract_insert(%t: tensor<4x4xi32>, %i: index, %j: index, %v: i32) -> (i32, tensor<4x4xi32>) {
  %0 = tensor.extract %t[%i, %j] : tensor<4x4xi32>
  %1 = tensor.insert %v into %t[%j, %i] : tensor<4x4xi32>
  return %0, %1 : i32, tensor<4x4xi32>
}

// -----

func.func @from_elements(%a: f32, %b: f32) -> (tensor<2xf32>, tensor<f32>, tensor<2x1xf32>) {
  %0 = tensor.from_elements %a, %b : tensor<2xf32>
  %1 = tensor.from_elements %a : tensor<f32>
  %2 = tensor.from_elements %a, %b : tensor<2x1xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<f32>, tensor<2x1xf32>
}

// -----

func.func @generate(%m: index, %n: index) -> tensor<?x3x?xindex> {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %k : index
    tensor.yield %s : index
  } : tensor<?x3x?xindex>
  return %0 : tensor<?x3x?xindex>
}

// -----

func.func @rank_and_reshape(%t: tensor<*xf32>, %shape: tensor<2xindex>) -> (index, tensor<?x?xf32>) {
  %0 = tensor.rank %t : tensor<*xf32>
  %1 = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0, %1 : index, tensor<?x?xf32>
}
