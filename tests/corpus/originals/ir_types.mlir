// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

func.func @memrefs(%a: memref<4x?xf32>, %b: memref<4xf32, 1>, %c: memref<4x4xf32, strided<[4, 1], offset: 2>>,
                   %d: memref<?x?xf32, affine_map<(d0, d1) -> (d1, d0)>>, %e: memref<*xi8>, %f: memref<*xf32, 2>,
                   %g: memref<8xf32, #gpu.address_space<workgroup>>, %h: memref<f64>, %i: memref<2x3xvector<4xf32>>) {
  return
}

// -----

func.func @others(%a: tuple<>, %b: tuple<i32, tuple<f32, index>>, %c: none, %d: complex<f32>, %e: vector<[4]x8xi1>,
                  %f: vector<1x[2]x[4]xf32>, %g: tensor<*xi4>, %h: tensor<0x?x3xi128>, %i: i1024, %j: ui1) {
  return
}

// -----

func.func @dialect_types(%a: !foo.simple, %b: !foo.params<1, "two", [3]>, %c: !foo<"opaque body">, %d: !foo.nest<!foo.inner<i32>>) -> !foo.simple {
  %0 = "foo.make"(%a, %b, %c, %d) : (!foo.simple, !foo.params<1, "two", [3]>, !foo<"opaque body">, !foo.nest<!foo.inner<i32>>) -> !foo.simple
  return %0 : !foo.simple
}

// -----

func.func @float8_types(%a: f8E5M2, %b: f8E4M3FNUZ, %c: f8E5M2FNUZ, %d: f8E4M3B11FNUZ, %e: tf32, %f: f6E2M3FN, %g: f4E2M1FN, %h: f8E8M0FNU) {
  return
}
