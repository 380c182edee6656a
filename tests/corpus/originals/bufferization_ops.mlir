// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @to_buffer_to_tensor(%t: tensor<4xf32>) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %0 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @alloc_tensor(%n: index) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor(%n) {memory_space = 1 : i64} : tensor<?xf32>
  %1 = bufferization.alloc_tensor() copy(%0) : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @materialize(%t: tensor<8xf32>, %m: memref<8xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<8xf32>, memref<8xf32>) -> ()
  return
}
