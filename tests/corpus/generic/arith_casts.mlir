"builtin.module"() ({
  "func.func"() <{function_type = (i8, i64) -> (i32, i32, i16, index, i64), sym_name = "int_casts"}> ({
  ^bb0(%arg0: i8, %arg1: i64):
    %0 = "arith.extsi"(%arg0) : (i8) -> i32
    %1 = "arith.extui"(%arg0) : (i8) -> i32
    %2 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %3 = "arith.index_cast"(%arg1) : (i64) -> index
    %4 = "arith.index_castui"(%3) : (index) -> i64
    "func.return"(%0, %1, %2, %3, %4) : (i32, i32, i16, index, i64) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64, i32) -> (f64, f16, f32, i32, ui32, f32), sym_name = "float_casts"}> ({
  ^bb0(%arg0: f32, %arg1: f64, %arg2: i32):
    %0 = "arith.extf"(%arg0) : (f32) -> f64
    %1 = "arith.truncf"(%arg1) : (f64) -> f16
    %2 = "arith.sitofp"(%arg2) : (i32) -> f32
    %3 = "arith.fptosi"(%arg0) : (f32) -> i32
    %4 = "my.cast"(%3) : (i32) -> ui32
    %5 = "arith.bitcast"(%arg2) : (i32) -> f32
    "func.return"(%0, %1, %2, %3, %4, %5) : (f64, f16, f32, i32, ui32, f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f64, vector<4xf32>) -> (f32, vector<4xbf16>), sym_name = "rounding"}> ({
  ^bb0(%arg0: f64, %arg1: vector<4xf32>):
    %0 = "arith.truncf"(%arg0) <{roundingmode = 0 : i32}> : (f64) -> f32
    %1 = "arith.truncf"(%arg1) <{roundingmode = 1 : i32}> : (vector<4xf32>) -> vector<4xbf16>
    "func.return"(%0, %1) : (f32, vector<4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi16>, vector<2x2xui8>) -> (tensor<4xf32>, tensor<4xi32>), sym_name = "shaped_casts"}> ({
  ^bb0(%arg0: tensor<4xi16>, %arg1: vector<2x2xui8>):
    %0 = "arith.uitofp"(%arg0) : (tensor<4xi16>) -> tensor<4xf32>
    %1 = "arith.extsi"(%arg0) : (tensor<4xi16>) -> tensor<4xi32>
    "func.return"(%0, %1) : (tensor<4xf32>, tensor<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

