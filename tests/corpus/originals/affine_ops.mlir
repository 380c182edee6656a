// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0, d1 == 0)>

func.func @loops(%m: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 100 {
    affine.for %j = max affine_map<(d0) -> (0, d0 - 10)>(%i) to min affine_map<(d0)[s0] -> (100, d0 + s0)>(%i)[%n] step 4 {
      affine.if #set(%i, %j)[%n] {
        %v = affine.load %m[%i, %j] : memref<100x100xf32>
        affine.store %v, %m[%j, %i] : memref<100x100xf32>
      } else {
        %v = affine.load %m[%i + 1, %j floordiv 2] : memref<100x100xf32>
        "foo.use"(%v) : (f32) -> ()
      }
    }
  }
  return
}

// -----

func.func @reduction(%m: memref<64xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 iter_args(%acc = %zero) -> (f32) {
    %v = affine.load %m[%i] : memref<64xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

func.func @apply_min_max(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 mod 3)>(%a)[%b]
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1, 32)>(%a, %b)
  %2 = affine.max affine_map<(d0) -> (d0 ceildiv 8, 1)>(%a)
  return %0, %1, %2 : index, index, index
}

// -----

func.func @parallel(%m: memref<32x32xf32>) {
  affine.parallel (%i, %j) = (0, 0) to (32, 32) step (8, 8) {
    %v = affine.load %m[%i, %j] : memref<32x32xf32>
    affine.store %v, %m[%j, %i] : memref<32x32xf32>
  }
  return
}
