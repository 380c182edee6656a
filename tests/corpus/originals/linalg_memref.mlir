// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @fill_matmul_memref(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%c : memref<?x?xf32>)
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// -----

func.func @dot_and_matvec(%a: memref<8xf32>, %b: memref<8xf32>, %s: memref<f32>, %m: memref<4x8xf32>, %y: memref<4xf32>) {
  linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.matvec ins(%m, %a : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

func.func @generic_with_strided(%in: memref<?xf32, strided<[2], offset: 1>>, %out: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], doc = "negate", library_call = "neg"}
      ins(%in : memref<?xf32, strided<[2], offset: 1>>) outs(%out : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  }
  return
}
