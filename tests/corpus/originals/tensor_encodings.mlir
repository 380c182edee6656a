// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

func.func @string_encoding(%t: tensor<5xf32, "foo">) -> tensor<5xf32, "foo"> {
  return %t : tensor<5xf32, "foo">
}

// -----

func.func @dict_encoding(%t: tensor<2x2xi8, {layout = "tiled", tile = 2 : i64}>) {
  "my.use"(%t) : (tensor<2x2xi8, {layout = "tiled", tile = 2 : i64}>) -> ()
  return
}

// -----

#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>

func.func @sparse(%t: tensor<8x8xf64, #CSR>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<8x8xf64, #CSR>
  return %0 : index
}

// -----

func.func @dialect_attr_encoding(%t: tensor<4xf32, #foo.layout<"x">>) -> tensor<4xf32, #foo.layout<"x">> {
  return %t : tensor<4xf32, #foo.layout<"x">>
}
