%r = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>																																																																																																																													(
