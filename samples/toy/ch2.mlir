// MLIR's Toy tutorial, chapter 2: the IR toyc emits (`-emit=mlir -mlir-print-debuginfo`) for the
// tutorial's first program, in generic form.  The program defines multiply_transpose(a, b), the
// product of the two transposes, and a main that builds two 2x3 constants (one of them reshaped
// from six values), calls multiply_transpose twice and prints the second result.  Errors are
// reported at the Toy source's lines and columns (codegen.toy), as toyc reports them.
"builtin.module"() ({
  "toy.func"() <{function_type = (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>, sym_name = "multiply_transpose"}> ({
  ^bb0(%arg0: tensor<*xf64> loc("codegen.toy":4:24), %arg1: tensor<*xf64> loc("codegen.toy":4:27)):
    %0 = "toy.transpose"(%arg0) : (tensor<*xf64>) -> tensor<*xf64> loc("codegen.toy":5:10)
    %1 = "toy.transpose"(%arg1) : (tensor<*xf64>) -> tensor<*xf64> loc("codegen.toy":5:25)
    %2 = "toy.mul"(%0, %1) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64> loc("codegen.toy":5:25)
    "toy.return"(%2) : (tensor<*xf64>) -> () loc("codegen.toy":5:3)
  }) : () -> () loc("codegen.toy":4:1)
  "toy.func"() <{function_type = () -> (), sym_name = "main"}> ({
    %0 = "toy.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>}> : () -> tensor<2x3xf64> loc("codegen.toy":9:17)
    %1 = "toy.reshape"(%0) : (tensor<2x3xf64>) -> tensor<2x3xf64> loc("codegen.toy":9:3)
    %2 = "toy.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>}> : () -> tensor<6xf64> loc("codegen.toy":10:17)
    %3 = "toy.reshape"(%2) : (tensor<6xf64>) -> tensor<2x3xf64> loc("codegen.toy":10:3)
    %4 = "toy.generic_call"(%1, %3) <{callee = @multiply_transpose}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64> loc("codegen.toy":11:11)
    %5 = "toy.generic_call"(%3, %1) <{callee = @multiply_transpose}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64> loc("codegen.toy":12:11)
    "toy.print"(%5) : (tensor<*xf64>) -> () loc("codegen.toy":13:3)
    "toy.return"() : () -> () loc("codegen.toy":8:1)
  }) : () -> () loc("codegen.toy":8:1)
}) : () -> ()
