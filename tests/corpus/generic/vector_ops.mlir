"builtin.module"() ({
  "func.func"() <{function_type = (f32, vector<4x8xf32>) -> (vector<4x8xf32>, vector<8xf32>, f32, vector<4x8xf32>), sym_name = "broadcast_extract"}> ({
  ^bb0(%arg0: f32, %arg1: vector<4x8xf32>):
    %0 = "vector.broadcast"(%arg0) : (f32) -> vector<4x8xf32>
    %1 = "vector.extract"(%arg1) <{static_position = array<i64: 1>}> : (vector<4x8xf32>) -> vector<8xf32>
    %2 = "vector.extract"(%arg1) <{static_position = array<i64: 2, 3>}> : (vector<4x8xf32>) -> f32
    %3 = "vector.insert"(%1, %arg1) <{static_position = array<i64: 0>}> : (vector<8xf32>, vector<4x8xf32>) -> vector<4x8xf32>
    "func.return"(%0, %1, %2, %3) : (vector<4x8xf32>, vector<8xf32>, f32, vector<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1) -> (d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, f32, vector<8xi1>) -> vector<8xf32>, sym_name = "transfers"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<8xi1>):
    %0 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg2) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<8xf32>
    %1 = "vector.transfer_read"(%arg0, %arg1, %arg1, %arg2, %arg3) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32, vector<8xi1>) -> vector<8xf32>
    "vector.transfer_write"(%0, %arg0, %arg1, %arg1) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    %2 = "vector.load"(%arg0, %arg1, %arg1) : (memref<?x?xf32>, index, index) -> vector<8xf32>
    "vector.store"(%2, %arg0, %arg1, %arg1) : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    "func.return"(%1) : (vector<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>, sym_name = "contract"}> ({
  ^bb0(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>):
    %0 = "vector.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
    "func.return"(%0) : (vector<4x16xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi32>, vector<[4]xf32>) -> (vector<4xi32>, i32, f32, vector<2x2xi32>), sym_name = "shuffles"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi32>, %arg2: vector<[4]xf32>):
    %0 = "vector.shuffle"(%arg0, %arg1) <{mask = array<i64: 0, 4, 1, 5>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %1 = "vector.reduction"(%arg0) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xi32>) -> i32
    %2 = "vector.reduction"(%arg2) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maximumf>}> : (vector<[4]xf32>) -> f32
    %3 = "vector.shape_cast"(%arg0) : (vector<4xi32>) -> vector<2x2xi32>
    "func.return"(%0, %1, %2, %3) : (vector<4xi32>, i32, f32, vector<2x2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> vector<[4]xi1>, sym_name = "masks"}> ({
  ^bb0(%arg0: index):
    %0 = "vector.create_mask"(%arg0) : (index) -> vector<[4]xi1>
    %1 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
    "func.return"(%0) : (vector<[4]xi1>) -> ()
  }) : () -> ()
}) : () -> ()

