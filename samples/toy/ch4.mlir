// MLIR's Toy tutorial, Chapter 4: main after inlining, before shape inference
// (mlir/test/Examples/Toy/Ch4/shape_inference.mlir).  `--infer-shapes` gives every value its
// shape, as the tutorial's ShapeInference pass does:
//   toyir-verify --dialect samples/toy/toy.py --infer-shapes samples/toy/ch4.mlir
"toy.func"() <{function_type = () -> (), sym_name = "main"}> ({
  %0 = "toy.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
  %1 = "toy.cast"(%0) : (tensor<2x3xf64>) -> tensor<*xf64>
  %2 = "toy.transpose"(%1) : (tensor<*xf64>) -> tensor<*xf64>
  %3 = "toy.transpose"(%1) : (tensor<*xf64>) -> tensor<*xf64>
  %4 = "toy.mul"(%2, %3) : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>
  "toy.print"(%4) : (tensor<*xf64>) -> ()
  "toy.return"() : () -> ()
}) : () -> ()
