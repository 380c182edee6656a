"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i1, i1, i1, i1), sym_name = "cmpi"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %1 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.cmpi"(%arg0, %arg1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%arg0, %arg1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "func.return"(%0, %1, %2, %3) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (f64, f64) -> (i1, i1, i1), sym_name = "cmpf"}> ({
  ^bb0(%arg0: f64, %arg1: f64):
    %0 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %1 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<nnan>, predicate = 11 : i64}> : (f64, f64) -> i1
    %2 = "arith.cmpf"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    "func.return"(%0, %1, %2) : (i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32, f32, vector<4xi1>, vector<4xf32>) -> (f32, vector<4xf32>, vector<4xf32>), sym_name = "select"}> ({
  ^bb0(%arg0: i1, %arg1: f32, %arg2: f32, %arg3: vector<4xi1>, %arg4: vector<4xf32>):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, f32, f32) -> f32
    %1 = "arith.select"(%arg3, %arg4, %arg4) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %2 = "arith.select"(%arg0, %arg4, %arg4) : (i1, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%0, %1, %2) : (f32, vector<4xf32>, vector<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi1>, sym_name = "cmp_tensor"}> ({
  ^bb0(%arg0: tensor<?xi8>, %arg1: tensor<?xi8>):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 3 : i64}> : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi1>
    "func.return"(%0) : (tensor<?xi1>) -> ()
  }) : () -> ()
}) : () -> ()

