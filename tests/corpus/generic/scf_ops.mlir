"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x64xf32>) -> tensor<64x64xf32>, sym_name = "forall"}> ({
  ^bb0(%arg0: tensor<64x64xf32>):
    %0 = "scf.forall"(%arg0) <{mapping = [#gpu.block<y>, #gpu.block<x>], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 16, 16>, staticUpperBound = array<i64: 64, 64>}> ({
    ^bb0(%arg1: index, %arg2: index, %arg3: tensor<64x64xf32>):
      %1 = "tensor.extract_slice"(%arg3, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 16, 16>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>, index, index) -> tensor<16x16xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%1, %arg3, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 16, 16>, static_strides = array<i64: 1, 1>}> : (tensor<16x16xf32>, tensor<64x64xf32>, index, index) -> ()
      }) : () -> ()
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    "func.return"(%0) : (tensor<64x64xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "execute_region_and_switch"}> ({
  ^bb0(%arg0: index):
    %0 = "scf.execute_region"() ({
      %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : () -> i32
    %1 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      "scf.yield"(%0) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?x?xf32>) -> (), sym_name = "nested_for"}> ({
  ^bb0(%arg0: index, %arg1: memref<?x?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%0, %arg0, %1) ({
    ^bb0(%arg2: index):
      "scf.for"(%0, %arg0, %1) ({
      ^bb0(%arg3: index):
        %2 = "memref.load"(%arg1, %arg2, %arg3) : (memref<?x?xf32>, index, index) -> f32
        "memref.store"(%2, %arg1, %arg3, %arg2) : (f32, memref<?x?xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

