func.func @f(%a: tensor<2x3x4x5xf32>, %b: tensor<3x1xf32>, %x: tensor<4x3x2xf32>, %y: tensor<2xf32>, %g: tensor<3x4xf32>, %h: tensor<5x4xf32>) -> tensor<*xf32> {
  %0 = "ov.add"(%a, %b) {auto_broadcast = "pdpd", axis = 1} : (tensor<2x3x4x5xf32>, tensor<3x1xf32>) -> tensor<*xf32>
  %1 = "ov.broadcast"(%b) {target_shape = array<i64: 2, 1, 6>, mode = "bidirectional"} : (tensor<3x1xf32>) -> tensor<*xf32>
  %2 = "ncnn.BinaryOp"(%x, %y) {op_type = 0} : (tensor<4x3x2xf32>, tensor<2xf32>) -> tensor<*xf32>
  %3 = "onnx.Gemm"(%g, %h) {transB = 1} : (tensor<3x4xf32>, tensor<5x4xf32>) -> tensor<*xf32>
  return %3 : tensor<*xf32>
}
