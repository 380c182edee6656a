// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @extract_slice_static(%t: tensor<8x16x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @extract_slice_dynamic(%t: tensor<?x?xf32>, %o: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.extract_slice %t[%o, 4] [%s, %s] [1, 2] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @insert_slice(%src: tensor<2x3xf32>, %dst: tensor<8x8xf32>, %i: index) -> tensor<8x8xf32> {
  %0 = tensor.insert_slice %src into %dst[%i, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
  %1 = tensor.insert_slice %src into %0[0, 0] [2, 3] [2, 2] : tensor<2x3xf32> into tensor<8x8xf32>
  return %1 : tensor<8x8xf32>
}

// -----

func.func @rank_reducing(%t: tensor<1x8x1x4xf32>, %d: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<1x8x1x4xf32>) {
  %0 = tensor.extract_slice %t[0, 0, 0, 0] [1, 8, 1, 4] [1, 1, 1, 1] : tensor<1x8x1x4xf32> to tensor<8x4xf32>
  %1 = tensor.insert_slice %d into %t[0, 0, 0, 0] [1, 8, 1, 4] [1, 1, 1, 1] : tensor<8x4xf32> into tensor<1x8x1x4xf32>
  return %0, %1 : tensor<8x4xf32>, tensor<1x8x1x4xf32>
}

// -----

func.func @parallel_insert(%out: tensor<128xf32>, %in: tensor<128xf32>) -> tensor<128xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<128xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 32)>(%i)
    %s = tensor.extract_slice %in[%off] [32] [1] : tensor<128xf32> to tensor<32xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [32] [1] : tensor<32xf32> into tensor<128xf32>
    }
  }
  return %0 : tensor<128xf32>
}
