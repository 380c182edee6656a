%r = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<4xi32>
// ===
%r = "test.broadcastable"(%x) : (tensor<3xi32>) -> tensor<3xi32>
// -----
%s = "test.broadcastable"(%x) : (tensor<3xi32>) -> tensor<3xi32>
