"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "builtin_attrs"}> ({
    "foo.ints"() {a = 1 : i32, b = -1 : i64, c = 255 : i16, d = 7 : index, e = true, f = false, g = 3 : ui8, h = -4 : si8} : () -> ()
    "foo.floats"() {a = 1.000000e+00 : f32, b = -2.500000e-03 : f64, c = 0x7FC00000 : f32, d = 9.999220e+09 : bf16} : () -> ()
    "foo.strings"() {a = "plain", b = "esc\22aped\0A\09\\", c = "\00\FF", d = "unicode \E2\9C\93"} : () -> ()
    "foo.unit"() {flag, other} : () -> ()
    "foo.arrays"() {a = [], b = [1, "two", 3.000000e+00 : f32, [4, 5]], c = array<i32: 1, 2, 3>, d = array<f64>, e = array<i1: true, false>} : () -> ()
    "foo.types"() {a = i32, b = tensor<?x4xf32>, c = (i32) -> (), d = !my.kind<"x">, e = memref<2xf32, 3>} : () -> ()
    "foo.symbols"() {a = @sym, b = @outer::@inner, c = @"quoted sym", d = [@x, @y::@z]} : () -> ()
    "foo.dicts"() {a = {}, b = {x = 1 : i64, y = {z = "deep"}}} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "elements_attrs"}> ({
    "foo.dense"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<1.500000e+00> : vector<2x2xf32>, c = dense<-272716322> : tensor<1xi32>, d = dense<[["a", "b"]]> : tensor<1x2x!foo.str>} : () -> ()
    "foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, b = sparse<> : tensor<2xi8>} : () -> ()
    "foo.resource"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// -----
#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, d0 ceildiv 2)>
#map1 = affine_map<() -> (0)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "affine_attrs"}> ({
    "foo.maps"() {a = #map, b = #map1, c = #set} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dialect_attrs"}> ({
    "foo.opaque"() {a = #foo.bar<"anything [ ] { } < >">, b = #foo<"pretty">, c = #foo.nested<1, [2, <3>], {k = v}>, d = #arith.overflow<nsw>, e = #arith.fastmath<fast>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "properties_generic"}> ({
    %0 = "foo.with_props"() <{other = [1, 2], prop = 1 : i32}> {attr = "x"} : () -> i32
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

