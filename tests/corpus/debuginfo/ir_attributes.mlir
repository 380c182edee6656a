"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "builtin_attrs"}> ({
    "foo.ints"() {a = 1 : i32, b = -1 : i64, c = 255 : i16, d = 7 : index, e = true, f = false, g = 3 : ui8, h = -4 : si8} : () -> () loc(#loc2)
    "foo.floats"() {a = 1.000000e+00 : f32, b = -2.500000e-03 : f64, c = 0x7FC00000 : f32, d = 9.999220e+09 : bf16} : () -> () loc(#loc3)
    "foo.strings"() {a = "plain", b = "esc\22aped\0A\09\\", c = "\00\FF", d = "unicode \E2\9C\93"} : () -> () loc(#loc4)
    "foo.unit"() {flag, other} : () -> () loc(#loc5)
    "foo.arrays"() {a = [], b = [1, "two", 3.000000e+00 : f32, [4, 5]], c = array<i32: 1, 2, 3>, d = array<f64>, e = array<i1: true, false>} : () -> () loc(#loc6)
    "foo.types"() {a = i32, b = tensor<?x4xf32>, c = (i32) -> (), d = !my.kind<"x">, e = memref<2xf32, 3>} : () -> () loc(#loc7)
    "foo.symbols"() {a = @sym, b = @outer::@inner, c = @"quoted sym", d = [@x, @y::@z]} : () -> () loc(#loc8)
    "foo.dicts"() {a = {}, b = {x = 1 : i64, y = {z = "deep"}}} : () -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_attributes.mlir":0:0)
#loc1 = loc("ir_attributes.mlir":3:1)
#loc2 = loc("ir_attributes.mlir":4:3)
#loc3 = loc("ir_attributes.mlir":5:3)
#loc4 = loc("ir_attributes.mlir":6:3)
#loc5 = loc("ir_attributes.mlir":7:3)
#loc6 = loc("ir_attributes.mlir":8:3)
#loc7 = loc("ir_attributes.mlir":9:3)
#loc8 = loc("ir_attributes.mlir":10:3)
#loc9 = loc("ir_attributes.mlir":11:3)
#loc10 = loc("ir_attributes.mlir":12:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "elements_attrs"}> ({
    "foo.dense"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<1.500000e+00> : vector<2x2xf32>, c = dense<-272716322> : tensor<1xi32>, d = dense<[["a", "b"]]> : tensor<1x2x!foo.str>} : () -> () loc(#loc2)
    "foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, b = sparse<> : tensor<2xi8>} : () -> () loc(#loc3)
    "foo.resource"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_attributes.mlir":15:9)
#loc1 = loc("ir_attributes.mlir":17:1)
#loc2 = loc("ir_attributes.mlir":18:3)
#loc3 = loc("ir_attributes.mlir":19:3)
#loc4 = loc("ir_attributes.mlir":20:3)
#loc5 = loc("ir_attributes.mlir":21:3)

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
    "foo.maps"() {a = #map, b = #map1, c = #set} : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_attributes.mlir":32:9)
#loc1 = loc("ir_attributes.mlir":34:1)
#loc2 = loc("ir_attributes.mlir":35:3)
#loc3 = loc("ir_attributes.mlir":36:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dialect_attrs"}> ({
    "foo.opaque"() {a = #foo.bar<"anything [ ] { } < >">, b = #foo<"pretty">, c = #foo.nested<1, [2, <3>], {k = v}>, d = #arith.overflow<nsw>, e = #arith.fastmath<fast>} : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_attributes.mlir":39:9)
#loc1 = loc("ir_attributes.mlir":41:1)
#loc2 = loc("ir_attributes.mlir":42:3)
#loc3 = loc("ir_attributes.mlir":43:3)

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "properties_generic"}> ({
    %0 = "foo.with_props"() <{other = [1, 2], prop = 1 : i32}> {attr = "x"} : () -> i32 loc(#loc2)
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32 loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("ir_attributes.mlir":46:9)
#loc1 = loc("ir_attributes.mlir":48:1)
#loc2 = loc("ir_attributes.mlir":49:8)
#loc3 = loc("ir_attributes.mlir":50:8)
#loc4 = loc("ir_attributes.mlir":51:3)

