"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "cond_if"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "tosa.cond_if"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %2 = "tosa.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tosa.yield"(%2) : (tensor<f32>) -> ()
    }, {
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = "tosa.sub"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "tosa.yield"(%1) : (tensor<f32>) -> ()
    }) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "while_loop"}> ({
  ^bb0(%arg0: tensor<i32>):
    %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1 = "tosa.while_loop"(%0) ({
    ^bb0(%arg2: tensor<i32>):
      %4 = "tosa.greater"(%arg0, %arg2) : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "tosa.yield"(%4) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg1: tensor<i32>):
      %2 = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %3 = "tosa.add"(%arg1, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "tosa.yield"(%3) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    "func.return"(%1) : (tensor<i32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "tosa.variable"() <{initial_value = dense<0.000000e+00> : tensor<4xf32>, sym_name = "state", type = f32, var_shape = dense<4> : tensor<1xindex>}> : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "variables"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    "tosa.variable_write"(%arg0) <{name = "state"}> : (tensor<4xf32>) -> ()
    %0 = "tosa.variable_read"() <{name = "state"}> : () -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

