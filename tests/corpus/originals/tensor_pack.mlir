// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @pack(%src: tensor<128x256xf32>, %dst: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  %0 = linalg.pack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}

// -----

func.func @pack_padded(%src: tensor<13x15xf32>, %dst: tensor<8x2x8x2xf32>, %pad: f32) -> tensor<8x2x8x2xf32> {
  %0 = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 2] into %dst : tensor<13x15xf32> -> tensor<8x2x8x2xf32>
  return %0 : tensor<8x2x8x2xf32>
}

// -----

func.func @unpack(%src: tensor<16x8x8x32xf32>, %dst: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %0 = linalg.unpack %src inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %dst : tensor<16x8x8x32xf32> -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}
