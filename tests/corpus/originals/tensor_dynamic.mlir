// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @dims_everywhere(%t: tensor<?x?x?xf32>) -> (index, index, tensor<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?x?xf32>
  %d2 = tensor.dim %t, %c2 : tensor<?x?x?xf32>
  %e = tensor.empty(%d0, %d2, %d0) : tensor<?x?x?xf32>
  return %d0, %d2, %e : index, index, tensor<?x?x?xf32>
}

// -----

func.func @zero_sized(%t: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %0 = tensor.empty() : tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

func.func @element_types(%a: tensor<2xi1>, %b: tensor<2xindex>, %c: tensor<2xcomplex<f64>>, %d: tensor<2xvector<4xf32>>, %e: tensor<2x!foo.elt>) {
  return
}
