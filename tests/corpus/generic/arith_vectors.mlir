"builtin.module"() ({
  "func.func"() <{function_type = (vector<2x[4]xi32>, vector<2x[4]xi32>, vector<8xf16>) -> (vector<2x[4]xi1>, vector<8xf32>, vector<2x[4]xi32>), sym_name = "vector_arith"}> ({
  ^bb0(%arg0: vector<2x[4]xi32>, %arg1: vector<2x[4]xi32>, %arg2: vector<8xf16>):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 4 : i64}> : (vector<2x[4]xi32>, vector<2x[4]xi32>) -> vector<2x[4]xi1>
    %1 = "arith.extf"(%arg2) : (vector<8xf16>) -> vector<8xf32>
    %2 = "arith.select"(%0, %arg0, %arg1) : (vector<2x[4]xi1>, vector<2x[4]xi32>, vector<2x[4]xi32>) -> vector<2x[4]xi32>
    "func.return"(%0, %1, %2) : (vector<2x[4]xi1>, vector<8xf32>, vector<2x[4]xi32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> index, sym_name = "vscale"}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "vector.vscale"() : () -> index
    %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<2x3xi64>, vector<4xf64>), sym_name = "constants_as_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi64>}> : () -> vector<2x3xi64>
    %1 = "arith.constant"() <{value = dense<[0.000000e+00, -0.000000e+00, 1.000000e-300, 1.7976931348623157E+308]> : vector<4xf64>}> : () -> vector<4xf64>
    "func.return"(%0, %1) : (vector<2x3xi64>, vector<4xf64>) -> ()
  }) : () -> ()
}) : () -> ()

