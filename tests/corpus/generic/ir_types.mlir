#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x?xf32>, memref<4xf32, 1>, memref<4x4xf32, strided<[4, 1], offset: 2>>, memref<?x?xf32, #map>, memref<*xi8>, memref<*xf32, 2>, memref<8xf32, #gpu.address_space<workgroup>>, memref<f64>, memref<2x3xvector<4xf32>>) -> (), sym_name = "memrefs"}> ({
  ^bb0(%arg0: memref<4x?xf32>, %arg1: memref<4xf32, 1>, %arg2: memref<4x4xf32, strided<[4, 1], offset: 2>>, %arg3: memref<?x?xf32, #map>, %arg4: memref<*xi8>, %arg5: memref<*xf32, 2>, %arg6: memref<8xf32, #gpu.address_space<workgroup>>, %arg7: memref<f64>, %arg8: memref<2x3xvector<4xf32>>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tuple<>, tuple<i32, tuple<f32, index>>, none, complex<f32>, vector<[4]x8xi1>, vector<1x[2]x[4]xf32>, tensor<*xi4>, tensor<0x?x3xi128>, i1024, ui1) -> (), sym_name = "others"}> ({
  ^bb0(%arg0: tuple<>, %arg1: tuple<i32, tuple<f32, index>>, %arg2: none, %arg3: complex<f32>, %arg4: vector<[4]x8xi1>, %arg5: vector<1x[2]x[4]xf32>, %arg6: tensor<*xi4>, %arg7: tensor<0x?x3xi128>, %arg8: i1024, %arg9: ui1):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (!foo.simple, !foo.params<1, "two", [3]>, !foo<"opaque body">, !foo.nest<!foo.inner<i32>>) -> !foo.simple, sym_name = "dialect_types"}> ({
  ^bb0(%arg0: !foo.simple, %arg1: !foo.params<1, "two", [3]>, %arg2: !foo<"opaque body">, %arg3: !foo.nest<!foo.inner<i32>>):
    %0 = "foo.make"(%arg0, %arg1, %arg2, %arg3) : (!foo.simple, !foo.params<1, "two", [3]>, !foo<"opaque body">, !foo.nest<!foo.inner<i32>>) -> !foo.simple
    "func.return"(%0) : (!foo.simple) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f8E5M2, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, tf32, f6E2M3FN, f4E2M1FN, f8E8M0FNU) -> (), sym_name = "float8_types"}> ({
  ^bb0(%arg0: f8E5M2, %arg1: f8E4M3FNUZ, %arg2: f8E5M2FNUZ, %arg3: f8E4M3B11FNUZ, %arg4: tf32, %arg5: f6E2M3FN, %arg6: f4E2M1FN, %arg7: f8E8M0FNU):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

