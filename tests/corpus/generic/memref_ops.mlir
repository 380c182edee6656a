"builtin.module"() ({
  "func.func"() <{function_type = (index, f32) -> f32, sym_name = "alloc_load_store"}> ({
  ^bb0(%arg0: index, %arg1: f32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.alloc"(%arg0) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32, 1>
    "memref.store"(%arg1, %1, %0, %0) : (f32, memref<4x?xf32>, index, index) -> ()
    %3 = "memref.load"(%1, %0, %0) : (memref<4x?xf32>, index, index) -> f32
    "memref.dealloc"(%1) : (memref<4x?xf32>) -> ()
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x16xf32>, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>, sym_name = "views"}> ({
  ^bb0(%arg0: memref<16x16xf32>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<16x16xf32>, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
    "func.return"(%0) : (memref<4x4xf32, strided<[16, 1], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x4xf32>, memref<*xf32>) -> (memref<?x?xf32>, memref<16xf32>, memref<2x8xf32, strided<[8, 1]>>), sym_name = "casts"}> ({
  ^bb0(%arg0: memref<4x4xf32>, %arg1: memref<*xf32>):
    %0 = "memref.cast"(%arg0) : (memref<4x4xf32>) -> memref<?x?xf32>
    %1 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
    %2 = "memref.reinterpret_cast"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 8, 1>}> : (memref<*xf32>) -> memref<2x8xf32, strided<[8, 1]>>
    "func.return"(%0, %1, %2) : (memref<?x?xf32>, memref<16xf32>, memref<2x8xf32, strided<[8, 1]>>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<[1, 2, 3, 4]> : tensor<4xi32>, sym_name = "table", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "buffer", type = memref<16xf32>}> : () -> ()
  "func.func"() <{function_type = () -> memref<4xi32>, sym_name = "globals"}> ({
    %0 = "memref.get_global"() <{name = @table}> : () -> memref<4xi32>
    "func.return"(%0) : (memref<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, memref<?xf32>) -> index, sym_name = "copy_and_dim"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: memref<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.copy"(%arg0, %arg1) : (memref<?xf32>, memref<?xf32>) -> ()
    %1 = "memref.dim"(%arg0, %0) : (memref<?xf32>, index) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

