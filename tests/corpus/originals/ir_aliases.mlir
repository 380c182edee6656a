// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

#map0 = affine_map<(d0) -> (d0 + 1)>
#set0 = affine_set<(d0) : (d0 >= 0)>
#attr = {nested = [1, 2, 3]}
!vec = vector<4xf32>
!pair = tuple<!vec, i32>
!mem = memref<16xf32, strided<[1], offset: ?>>

func.func @alias_uses(%v: !vec, %p: !pair, %m: !mem) -> !vec {
  "foo.op"() {map = #map0, set = #set0, dict = #attr} : () -> ()
  %0 = arith.addf %v, %v : !vec
  return %0 : !vec
}

// -----

#layout = strided<[?, 1], offset: ?>
!big = memref<?x?xf32, #layout>

func.func @alias_of_alias(%a: !big) -> !big {
  return %a : !big
}

// -----

#long_map = affine_map<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 4 + d2 + d3)>

func.func @affine_with_alias(%m: memref<4x4x4x8xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 step 2 {
      %v = affine.load %m[%i, %i, %i, %j] : memref<4x4x4x8xf32>
      %idx = affine.apply #long_map(%i, %i, %i, %j)
      "foo.use"(%v, %idx) : (f32, index) -> ()
    }
  }
  return
}
