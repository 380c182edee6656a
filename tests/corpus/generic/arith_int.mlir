"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "int_binops"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%1, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %3 = "arith.divsi"(%2, %arg1) : (i32, i32) -> i32
    %4 = "arith.divui"(%3, %arg1) : (i32, i32) -> i32
    %5 = "arith.remsi"(%4, %arg0) : (i32, i32) -> i32
    %6 = "arith.remui"(%5, %arg0) : (i32, i32) -> i32
    %7 = "arith.ceildivsi"(%6, %arg1) : (i32, i32) -> i32
    %8 = "arith.floordivsi"(%7, %arg1) : (i32, i32) -> i32
    %9 = "arith.andi"(%8, %arg0) : (i32, i32) -> i32
    %10 = "arith.ori"(%9, %arg1) : (i32, i32) -> i32
    %11 = "arith.xori"(%10, %arg0) : (i32, i32) -> i32
    %12 = "arith.shli"(%11, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %13 = "arith.shrsi"(%12, %arg1) : (i32, i32) -> i32
    %14 = "arith.shrui"(%13, %arg1) : (i32, i32) -> i32
    %15 = "arith.maxsi"(%14, %arg0) : (i32, i32) -> i32
    %16 = "arith.minui"(%15, %arg1) : (i32, i32) -> i32
    "func.return"(%16) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xi64>, vector<4xi8>, vector<[4]xi16>) -> (tensor<4x?xi64>, vector<4xi8>, vector<[4]xi16>), sym_name = "int_tensor_vector"}> ({
  ^bb0(%arg0: tensor<4x?xi64>, %arg1: vector<4xi8>, %arg2: vector<[4]xi16>):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (tensor<4x?xi64>, tensor<4x?xi64>) -> tensor<4x?xi64>
    %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %2 = "arith.subi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (vector<[4]xi16>, vector<[4]xi16>) -> vector<[4]xi16>
    "func.return"(%0, %1, %2) : (tensor<4x?xi64>, vector<4xi8>, vector<[4]xi16>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i1, i32, i32), sym_name = "extended"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0:2 = "arith.addui_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i1)
    %1:2 = "arith.mulsi_extended"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
    "func.return"(%0#0, %0#1, %1#0, %1#1) : (i32, i1, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> index, sym_name = "index_ops"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %1 = "arith.muli"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2 = "arith.divsi"(%1, %arg0) : (index, index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

