// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @pad_static(%t: tensor<4x4xf32>, %pv: f32) -> tensor<6x9xf32> {
  %0 = tensor.pad %t low[1, 2] high[1, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<4x4xf32> to tensor<6x9xf32>
  return %0 : tensor<6x9xf32>
}

// -----

func.func @pad_dynamic(%t: tensor<?x?xf32>, %lo: index, %hi: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.pad %t nofold low[%lo, 0] high[0, %hi] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @pad_with_computed_value(%t: tensor<8xi32>) -> tensor<12xi32> {
  %0 = tensor.pad %t low[2] high[2] {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i32
    tensor.yield %v : i32
  } : tensor<8xi32> to tensor<12xi32>
  return %0 : tensor<12xi32>
}
