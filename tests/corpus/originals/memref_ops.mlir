// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @alloc_load_store(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) {alignment = 64 : i64} : memref<4x?xf32>
  %b = memref.alloca() : memref<8xf32, 1>
  memref.store %v, %a[%c0, %c0] : memref<4x?xf32>
  %0 = memref.load %a[%c0, %c0] : memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %0 : f32
}

// -----

func.func @views(%m: memref<16x16xf32>, %o: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %0 = memref.subview %m[%o, 4] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// -----

func.func @casts(%m: memref<4x4xf32>, %u: memref<*xf32>) -> (memref<?x?xf32>, memref<16xf32>, memref<2x8xf32, strided<[8, 1]>>) {
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %1 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %2 = memref.reinterpret_cast %u to offset: [0], sizes: [2, 8], strides: [8, 1] : memref<*xf32> to memref<2x8xf32, strided<[8, 1]>>
  return %0, %1, %2 : memref<?x?xf32>, memref<16xf32>, memref<2x8xf32, strided<[8, 1]>>
}

// -----

memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global @buffer : memref<16xf32> = uninitialized

func.func @globals() -> memref<4xi32> {
  %0 = memref.get_global @table : memref<4xi32>
  return %0 : memref<4xi32>
}

// -----

func.func @copy_and_dim(%a: memref<?xf32>, %b: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  %0 = memref.dim %a, %c0 : memref<?xf32>
  return %0 : index
}
