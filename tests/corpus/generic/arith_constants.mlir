"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i8, i32, i64, index, f32, f64, bf16, f16), sym_name = "scalars"}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %4 = "arith.constant"() <{value = 42 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = -2.500000e+00 : bf16}> : () -> bf16
    %8 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    "func.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i1, i8, i32, i64, index, f32, f64, bf16, f16) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<2x2xf32>, tensor<4xi32>, vector<3xi1>, tensor<0xf32>, tensor<2xcomplex<f32>>), sym_name = "dense"}> ({
    %0 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %1 = "arith.constant"() <{value = dense<7> : tensor<4xi32>}> : () -> tensor<4xi32>
    %2 = "arith.constant"() <{value = dense<[true, false, true]> : vector<3xi1>}> : () -> vector<3xi1>
    %3 = "arith.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
    %4 = "complex.constant"() <{value = [1.000000e+00 : f32, 2.000000e+00 : f32]}> : () -> complex<f32>
    %5 = "arith.constant"() <{value = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
    "func.return"(%0, %1, %2, %3, %5) : (tensor<2x2xf32>, tensor<4xi32>, vector<3xi1>, tensor<0xf32>, tensor<2xcomplex<f32>>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<2xf32>, sym_name = "hex_dense"}> ({
    %0 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f64), sym_name = "special_floats"}> ({
    %0 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    "func.return"(%0, %1, %2) : (f32, f32, f64) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> vector<[8]xi32>, sym_name = "scalable_splat"}> ({
    %0 = "arith.constant"() <{value = dense<1> : vector<[8]xi32>}> : () -> vector<[8]xi32>
    "func.return"(%0) : (vector<[8]xi32>) -> ()
  }) : () -> ()
}) : () -> ()

