#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, memref<4x8xf32, strided<[8, 1], offset: ?>>, index, i1) -> (tensor<4x?xf32>, i32), sym_name = "ops"}> ({
  ^bb0(%arg1: tensor<4x?xf32>, %arg2: memref<4x8xf32, strided<[8, 1], offset: ?>>, %arg3: index, %arg4: i1):
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %8 = "tensor.dim"(%arg1, %4) : (tensor<4x?xf32>, index) -> index
    %9 = "tensor.empty"(%8) : (index) -> tensor<4x?xf32>
    %10 = "arith.addi"(%5, %5) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %11 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %12 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %13 = "memref.load"(%arg2, %4, %arg3) : (memref<4x8xf32, strided<[8, 1], offset: ?>>, index, index) -> f32
    %14 = "scf.if"(%arg4) ({
      "scf.yield"(%10) : (i32) -> ()
    }, {
      "scf.yield"(%5) : (i32) -> ()
    }) : (i1) -> i32
    %15 = "scf.for"(%4, %arg3, %arg3, %6) ({
    ^bb0(%arg7: index, %arg8: f32):
      %21 = "arith.addf"(%arg8, %13) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
      "scf.yield"(%21) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %16 = "linalg.generic"(%arg1, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %20 = "arith.mulf"(%arg5, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%20) : (f32) -> ()
    }) : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
    "cf.cond_br"(%arg4, %10)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%17: i32):  // pred: ^bb0
    "func.return"(%16, %17) : (tensor<4x?xf32>, i32) -> ()
  ^bb2:  // pred: ^bb0
    %18 = "foo.unknown"() {attr = #foo.bar<baz>, dict = {a = [1, "b", @sym, unit]}, fn = (i32) -> i32} : () -> tuple<i32, none>
    %19 = "foo.unknown2"() : () -> !foo.type<"x">
    "func.return"(%16, %5) : (tensor<4x?xf32>, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
  }) {foo.x = 1 : i64} : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "call"}> ({
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "func.call"(%0) <{callee = @decl}> : (i32) -> i32
    %2 = "foo.region"() ({
      %3 = "foo.inner"(%1) : (i32) -> i32
      "foo.term"(%3) : (i32) -> ()
    }, {
    ^bb0(%arg0: i32):
      "foo.term"(%arg0) : (i32) -> ()
    }) : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

