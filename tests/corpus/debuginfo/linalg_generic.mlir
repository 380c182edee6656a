#loc2 = loc("linalg_generic.mlir":7:28)
#loc3 = loc("linalg_generic.mlir":7:49)
#loc4 = loc("linalg_generic.mlir":7:70)
#loc6 = loc("linalg_generic.mlir":10:8)
#loc7 = loc("linalg_generic.mlir":10:17)
#loc8 = loc("linalg_generic.mlir":10:26)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "generic_tensors"}> ({
  ^bb0(%arg0: tensor<4x8xf32> loc("linalg_generic.mlir":7:28), %arg1: tensor<8x4xf32> loc("linalg_generic.mlir":7:49), %arg2: tensor<4xf32> loc("linalg_generic.mlir":7:70)):
    %0 = "linalg.generic"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "my_fn", operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32 loc("linalg_generic.mlir":10:8), %arg4: f32 loc("linalg_generic.mlir":10:17), %arg5: f32 loc("linalg_generic.mlir":10:26)):
      %1 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
      %2 = "arith.addf"(%arg5, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc10)
      "linalg.yield"(%2) : (f32) -> () loc(#loc11)
    }) : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc5)
    "func.return"(%0) : (tensor<4xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("linalg_generic.mlir":0:0)
#loc1 = loc("linalg_generic.mlir":7:1)
#loc5 = loc("linalg_generic.mlir":8:8)
#loc9 = loc("linalg_generic.mlir":11:10)
#loc10 = loc("linalg_generic.mlir":12:10)
#loc11 = loc("linalg_generic.mlir":13:5)
#loc12 = loc("linalg_generic.mlir":15:3)

// -----
#loc2 = loc("linalg_generic.mlir":20:26)
#loc4 = loc("linalg_generic.mlir":22:8)
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3x3xindex>) -> tensor<3x3xindex>, sym_name = "generic_index"}> ({
  ^bb0(%arg0: tensor<3x3xindex> loc("linalg_generic.mlir":20:26)):
    %0 = "linalg.generic"(%arg0) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1: index loc("linalg_generic.mlir":22:8)):
      %1 = "linalg.index"() <{dim = 0 : i64}> : () -> index loc(#loc5)
      %2 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc(#loc6)
      %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc7)
      "linalg.yield"(%3) : (index) -> () loc(#loc8)
    }) : (tensor<3x3xindex>) -> tensor<3x3xindex> loc(#loc3)
    "func.return"(%0) : (tensor<3x3xindex>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("linalg_generic.mlir":18:9)
#loc1 = loc("linalg_generic.mlir":20:1)
#loc3 = loc("linalg_generic.mlir":21:8)
#loc5 = loc("linalg_generic.mlir":23:10)
#loc6 = loc("linalg_generic.mlir":24:10)
#loc7 = loc("linalg_generic.mlir":25:10)
#loc8 = loc("linalg_generic.mlir":26:5)
#loc9 = loc("linalg_generic.mlir":28:3)

// -----
#loc2 = loc("linalg_generic.mlir":35:27)
#loc3 = loc("linalg_generic.mlir":35:58)
#loc5 = loc("linalg_generic.mlir":38:8)
#loc6 = loc("linalg_generic.mlir":38:17)
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>) -> (), sym_name = "generic_memref"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>> loc("linalg_generic.mlir":35:27), %arg1: memref<?x?xf32> loc("linalg_generic.mlir":35:58)):
    "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32 loc("linalg_generic.mlir":38:8), %arg3: f32 loc("linalg_generic.mlir":38:17)):
      %0 = "math.exp"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc7)
      "linalg.yield"(%0) : (f32) -> () loc(#loc8)
    }) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32>) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("linalg_generic.mlir":31:9)
#loc1 = loc("linalg_generic.mlir":35:1)
#loc4 = loc("linalg_generic.mlir":36:3)
#loc7 = loc("linalg_generic.mlir":39:10)
#loc8 = loc("linalg_generic.mlir":40:5)
#loc9 = loc("linalg_generic.mlir":42:3)

