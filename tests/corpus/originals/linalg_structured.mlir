// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @map(%a: tensor<64xf32>, %b: tensor<64xf32>, %init: tensor<64xf32>) -> tensor<64xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  return %0 : tensor<64xf32>
}

// -----

func.func @reduce(%a: tensor<16x32xf32>, %init: tensor<16xf32>) -> tensor<16xf32> {
  %0 = linalg.reduce ins(%a : tensor<16x32xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<16xf32>
}

// -----

func.func @transpose_broadcast(%a: tensor<16x32xf32>, %t: tensor<32x16xf32>, %b: tensor<8x16x32xf32>) -> (tensor<32x16xf32>, tensor<8x16x32xf32>) {
  %0 = linalg.transpose ins(%a : tensor<16x32xf32>) outs(%t : tensor<32x16xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%a : tensor<16x32xf32>) outs(%b : tensor<8x16x32xf32>) dimensions = [0]
  return %0, %1 : tensor<32x16xf32>, tensor<8x16x32xf32>
}

// -----

func.func @elementwise(%a: tensor<8xf32>, %b: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %1 = linalg.exp ins(%0 : tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

func.func @copy(%a: memref<4xf32>, %b: memref<4xf32, 1>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32, 1>)
  return
}
