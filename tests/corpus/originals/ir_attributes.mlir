// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

func.func @builtin_attrs() {
  "foo.ints"() {a = 1 : i32, b = -1 : i64, c = 0xFF : i16, d = 7 : index, e = true, f = false, g = 3 : ui8, h = -4 : si8} : () -> ()
  "foo.floats"() {a = 1.0 : f32, b = -2.5e-3 : f64, c = 0x7FC00000 : f32, d = 1.0e+10 : bf16} : () -> ()
  "foo.strings"() {a = "plain", b = "esc\"aped\n\t\\", c = "\00\FF", d = "unicode ✓"} : () -> ()
  "foo.unit"() {flag, other = unit} : () -> ()
  "foo.arrays"() {a = [], b = [1, "two", 3.0 : f32, [4, 5]], c = array<i32: 1, 2, 3>, d = array<f64>, e = array<i1: true, false>} : () -> ()
  "foo.types"() {a = i32, b = tensor<?x4xf32>, c = (i32) -> (), d = !my.kind<"x">, e = memref<2xf32, 3>} : () -> ()
  "foo.symbols"() {a = @sym, b = @outer::@inner, c = @"quoted sym", d = [@x, @y::@z]} : () -> ()
  "foo.dicts"() {a = {}, b = {x = 1, y = {z = "deep"}}} : () -> ()
  return
}

// -----

func.func @elements_attrs() {
  "foo.dense"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<1.5> : vector<2x2xf32>, c = dense<"0xDEADBEEF"> : tensor<1xi32>, d = dense<[["a", "b"]]> : tensor<1x2x!foo.str>} : () -> ()
  "foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1.0, 5.0]> : tensor<3x4xf32>, b = sparse<> : tensor<2xi8>} : () -> ()
  "foo.resource"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
  return
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// -----

func.func @affine_attrs() {
  "foo.maps"() {a = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>, b = affine_map<() -> (0)>, c = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>} : () -> ()
  return
}

// -----

func.func @dialect_attrs() {
  "foo.opaque"() {a = #foo.bar<"anything [ ] { } < >">, b = #foo<"pretty">, c = #foo.nested<1, [2, <3>], {k = v}>, d = #arith.overflow<nsw>, e = #arith.fastmath<fast>} : () -> ()
  return
}

// -----

func.func @properties_generic() {
  %0 = "foo.with_props"() <{prop = 1 : i32, other = [1, 2]}> {attr = "x"} : () -> i32
  %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  return
}
