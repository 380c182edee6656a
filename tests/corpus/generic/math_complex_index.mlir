"builtin.module"() ({
  "func.func"() <{function_type = (f32, vector<4xf64>, i32) -> (f32, vector<4xf64>, i32), sym_name = "math"}> ({
  ^bb0(%arg0: f32, %arg1: vector<4xf64>, %arg2: i32):
    %0 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.powf"(%0, %arg0) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
    %2 = "math.fma"(%arg0, %0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %3 = "math.atan2"(%2, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "math.log1p"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<4xf64>) -> vector<4xf64>
    %5 = "math.ctlz"(%arg2) : (i32) -> i32
    %6 = "math.absi"(%5) : (i32) -> i32
    "func.return"(%3, %4, %6) : (f32, vector<4xf64>, i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, complex<f32>) -> (complex<f32>, f32, f32), sym_name = "complex"}> ({
  ^bb0(%arg0: complex<f32>, %arg1: complex<f32>):
    %0 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %1 = "complex.mul"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %2 = "complex.abs"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %3 = "complex.re"(%1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %4 = "complex.create"(%2, %3) : (f32, f32) -> complex<f32>
    %5 = "complex.exp"(%4) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
    "func.return"(%5, %2, %3) : (complex<f32>, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, i1, i64), sym_name = "index"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "index.add"(%arg0, %arg1) : (index, index) -> index
    %1 = "index.mul"(%0, %arg1) : (index, index) -> index
    %2 = "index.divs"(%1, %arg0) : (index, index) -> index
    %3 = "index.cmp"(%arg0, %2) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    %4 = "index.constant"() <{value = 42 : index}> : () -> index
    %5 = "index.castu"(%4) : (index) -> i64
    "func.return"(%2, %3, %5) : (index, i1, i64) -> ()
  }) : () -> ()
}) : () -> ()

