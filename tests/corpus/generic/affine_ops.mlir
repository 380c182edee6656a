#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0 + 1, d1 floordiv 2)>
#map2 = affine_map<(d0) -> (0, d0 - 10)>
#map3 = affine_map<(d0)[s0] -> (100, d0 + s0)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<() -> (100)>
#set = affine_set<(d0, d1)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0, d1 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index) -> (), sym_name = "loops"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: index):
    "affine.for"() <{lowerBoundMap = #map4, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
    ^bb0(%arg2: index):
      "affine.for"(%arg2, %arg2, %arg1) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 2, 0>, step = 4 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg3: index):
        "affine.if"(%arg2, %arg3, %arg1) <{condition = #set}> ({
          %1 = "affine.load"(%arg0, %arg2, %arg3) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
          "affine.store"(%1, %arg0, %arg3, %arg2) <{map = #map}> : (f32, memref<100x100xf32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }, {
          %0 = "affine.load"(%arg0, %arg2, %arg3) <{map = #map1}> : (memref<100x100xf32>, index, index) -> f32
          "foo.use"(%0) : (f32) -> ()
          "affine.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (64)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64xf32>) -> f32, sym_name = "reduction"}> ({
  ^bb0(%arg0: memref<64xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "affine.for"(%0) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index, %arg2: f32):
      %2 = "affine.load"(%arg0, %arg1) <{map = #map}> : (memref<64xf32>, index) -> f32
      %3 = "arith.addf"(%arg2, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%3) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0)[s0] -> (d0 * 4 + s0 mod 3)>
#map1 = affine_map<(d0, d1) -> (d0, d1, 32)>
#map2 = affine_map<(d0) -> (d0 ceildiv 8, 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "apply_min_max"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index
    %1 = "affine.min"(%arg0, %arg1) <{map = #map1}> : (index, index) -> index
    %2 = "affine.max"(%arg0) <{map = #map2}> : (index) -> index
    "func.return"(%0, %1, %2) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0, 0)>
#map2 = affine_map<() -> (32, 32)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<32x32xf32>) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: memref<32x32xf32>):
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [8, 8], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg1: index, %arg2: index):
      %0 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map}> : (memref<32x32xf32>, index, index) -> f32
      "affine.store"(%0, %arg0, %arg2, %arg1) <{map = #map}> : (f32, memref<32x32xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

