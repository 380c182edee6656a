#loc2 = loc("tosa_control.mlir":3:20)
#loc3 = loc("tosa_control.mlir":3:36)
#loc4 = loc("tosa_control.mlir":3:53)
#loc6 = loc("tosa_control.mlir":5:8)
#loc7 = loc("tosa_control.mlir":5:25)
#loc10 = loc("tosa_control.mlir":9:8)
#loc11 = loc("tosa_control.mlir":9:25)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "cond_if"}> ({
  ^bb0(%arg0: tensor<i1> loc("tosa_control.mlir":3:20), %arg1: tensor<f32> loc("tosa_control.mlir":3:36), %arg2: tensor<f32> loc("tosa_control.mlir":3:53)):
    %0 = "tosa.cond_if"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg5: tensor<f32> loc("tosa_control.mlir":5:8), %arg6: tensor<f32> loc("tosa_control.mlir":5:25)):
      %2 = "tosa.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32> loc(#loc8)
      "tosa.yield"(%2) : (tensor<f32>) -> () loc(#loc9)
    }, {
    ^bb0(%arg3: tensor<f32> loc("tosa_control.mlir":9:8), %arg4: tensor<f32> loc("tosa_control.mlir":9:25)):
      %1 = "tosa.sub"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32> loc(#loc12)
      "tosa.yield"(%1) : (tensor<f32>) -> () loc(#loc13)
    }) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32> loc(#loc5)
    "func.return"(%0) : (tensor<f32>) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tosa_control.mlir":0:0)
#loc1 = loc("tosa_control.mlir":3:1)
#loc5 = loc("tosa_control.mlir":4:8)
#loc8 = loc("tosa_control.mlir":6:10)
#loc9 = loc("tosa_control.mlir":7:5)
#loc12 = loc("tosa_control.mlir":10:10)
#loc13 = loc("tosa_control.mlir":11:5)
#loc14 = loc("tosa_control.mlir":13:3)

// -----
#loc2 = loc("tosa_control.mlir":18:23)
#loc5 = loc("tosa_control.mlir":20:25)
#loc8 = loc("tosa_control.mlir":24:8)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "while_loop"}> ({
  ^bb0(%arg0: tensor<i32> loc("tosa_control.mlir":18:23)):
    %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32> loc(#loc3)
    %1 = "tosa.while_loop"(%0) ({
    ^bb0(%arg2: tensor<i32> loc("tosa_control.mlir":20:25)):
      %4 = "tosa.greater"(%arg0, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc6)
      "tosa.yield"(%4) : (tensor<i1>) -> () loc(#loc7)
    }, {
    ^bb0(%arg1: tensor<i32> loc("tosa_control.mlir":24:8)):
      %2 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32> loc(#loc9)
      %3 = "tosa.add"(%arg1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc10)
      "tosa.yield"(%3) : (tensor<i32>) -> () loc(#loc11)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc4)
    "func.return"(%1) : (tensor<i32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("tosa_control.mlir":16:9)
#loc1 = loc("tosa_control.mlir":18:1)
#loc3 = loc("tosa_control.mlir":19:8)
#loc4 = loc("tosa_control.mlir":20:8)
#loc6 = loc("tosa_control.mlir":21:10)
#loc7 = loc("tosa_control.mlir":22:5)
#loc9 = loc("tosa_control.mlir":25:12)
#loc10 = loc("tosa_control.mlir":26:10)
#loc11 = loc("tosa_control.mlir":27:5)
#loc12 = loc("tosa_control.mlir":29:3)

// -----
#loc3 = loc("tosa_control.mlir":36:24)
"builtin.module"() ({
  "tosa.variable"() <{initial_value = dense<0.000000e+00> : tensor<4xf32>, sym_name = "state", type = f32, var_shape = dense<4> : tensor<1xindex>}> : () -> () loc(#loc1)
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "variables"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("tosa_control.mlir":36:24)):
    "tosa.variable_write"(%arg0) <{name = "state"}> : (tensor<4xf32>) -> () loc(#loc4)
    %0 = "tosa.variable_read"() <{name = "state"}> : () -> tensor<4xf32> loc(#loc5)
    "func.return"(%0) : (tensor<4xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("tosa_control.mlir":34:1)
#loc1 = loc("tosa_control.mlir":35:3)
#loc2 = loc("tosa_control.mlir":36:3)
#loc4 = loc("tosa_control.mlir":37:5)
#loc5 = loc("tosa_control.mlir":38:10)
#loc6 = loc("tosa_control.mlir":39:5)

