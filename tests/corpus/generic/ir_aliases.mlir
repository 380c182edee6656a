#map = affine_map<(d0) -> (d0 + 1)>
#set = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>, tuple<vector<4xf32>, i32>, memref<16xf32, strided<[1], offset: ?>>) -> vector<4xf32>, sym_name = "alias_uses"}> ({
  ^bb0(%arg0: vector<4xf32>, %arg1: tuple<vector<4xf32>, i32>, %arg2: memref<16xf32, strided<[1], offset: ?>>):
    "foo.op"() {dict = {nested = [1, 2, 3]}, map = #map, set = #set} : () -> ()
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%0) : (vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>>, sym_name = "alias_of_alias"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>):
    "func.return"(%arg0) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> (d0, d0, d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 4 + d2 + d3)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (8)>
#map4 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x4x4x8xf32>) -> (), sym_name = "affine_with_alias"}> ({
  ^bb0(%arg0: memref<4x4x4x8xf32>):
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg1: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg2: index):
        %0 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map}> : (memref<4x4x4x8xf32>, index, index) -> f32
        %1 = "affine.apply"(%arg1, %arg1, %arg1, %arg2) <{map = #map1}> : (index, index, index, index) -> index
        "foo.use"(%0, %1) : (f32, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

