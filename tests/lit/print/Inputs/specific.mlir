func.func @f(%a: tensor<1x?xf32>) -> tensor<1x7xf32> {
  %0 = "test.broadcastable"(%a) : (tensor<1x?xf32>) -> tensor<1x7xf32>
  return %0 : tensor<1x7xf32>
}
