// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>

func.func @generic_tensors(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #tr, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%init : tensor<4xf32>) attrs = {library_call = "my_fn"} {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @generic_index(%init: tensor<3x3xindex>) -> tensor<3x3xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%init : tensor<3x3xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  } -> tensor<3x3xindex>
  return %0 : tensor<3x3xindex>
}

// -----

#strided = strided<[?, 1], offset: ?>

func.func @generic_memref(%a: memref<?x?xf32, #strided>, %b: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<?x?xf32, #strided>) outs(%b : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  return
}
