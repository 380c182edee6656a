"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "float_binops"}> ({
  ^bb0(%arg0: f32, %arg1: f32):
    %0 = "arith.addf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.subf"(%0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %2 = "arith.mulf"(%1, %arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %3 = "arith.divf"(%2, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.remf"(%3, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "arith.maximumf"(%5, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.minimumf"(%6, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.maxnumf"(%7, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.minnumf"(%8, %arg1) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
    "func.return"(%9) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f16, bf16, f64, f8E4M3FN, f80, f128) -> (f16, bf16, f64, f8E4M3FN, f80, f128), sym_name = "float_kinds"}> ({
  ^bb0(%arg0: f16, %arg1: bf16, %arg2: f64, %arg3: f8E4M3FN, %arg4: f80, %arg5: f128):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %1 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %2 = "arith.divf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %3 = "arith.subf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f8E4M3FN, f8E4M3FN) -> f8E4M3FN
    %4 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
    %5 = "arith.addf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
    "func.return"(%0, %1, %2, %3, %4, %5) : (f16, bf16, f64, f8E4M3FN, f80, f128) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3xf32>, vector<2x[4]xf16>) -> (tensor<2x3xf32>, vector<2x[4]xf16>), sym_name = "float_tensors"}> ({
  ^bb0(%arg0: tensor<2x3xf32>, %arg1: vector<2x[4]xf16>):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<reassoc>}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = "arith.mulf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (vector<2x[4]xf16>, vector<2x[4]xf16>) -> vector<2x[4]xf16>
    "func.return"(%0, %1) : (tensor<2x3xf32>, vector<2x[4]xf16>) -> ()
  }) : () -> ()
}) : () -> ()

