// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @expand(%t: tensor<12xf32>) -> tensor<3x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @expand_dynamic(%t: tensor<?x8xf32>, %d: index) -> tensor<?x2x4x2xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2, 3]] output_shape [%d, 2, 4, 2] : tensor<?x8xf32> into tensor<?x2x4x2xf32>
  return %0 : tensor<?x2x4x2xf32>
}

// -----

func.func @collapse(%t: tensor<2x3x4x5xi8>) -> (tensor<6x20xi8>, tensor<120xi8>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2, 3]] : tensor<2x3x4x5xi8> into tensor<6x20xi8>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x20xi8> into tensor<120xi8>
  return %0, %1 : tensor<6x20xi8>, tensor<120xi8>
}

// -----

func.func @collapse_to_scalar(%t: tensor<1x1xf16>) -> tensor<f16> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf16> into tensor<f16>
  return %0 : tensor<f16>
}
