// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @concat_slice(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x2xf32> {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %start = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %size = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %1 = tosa.slice %0, %start, %size : (tensor<4x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

func.func @consts() -> (tensor<2x2xf32>, tensor<3xi8>, tensor<f16>) {
  %0 = "tosa.const"() <{values = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  %1 = "tosa.const"() <{values = dense<[-1, 0, 127]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %2 = "tosa.const"() <{values = dense<0.5> : tensor<f16>}> : () -> tensor<f16>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<3xi8>, tensor<f16>
}

// -----

func.func @gather_tile(%v: tensor<2x8x4xf32>, %i: tensor<2x3xi32>) -> (tensor<2x3x4xf32>, tensor<4x8x4xf32>) {
  %0 = tosa.gather %v, %i : (tensor<2x8x4xf32>, tensor<2x3xi32>) -> tensor<2x3x4xf32>
  %m = tosa.const_shape {values = dense<[2, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %1 = tosa.tile %v, %m : (tensor<2x8x4xf32>, !tosa.shape<3>) -> tensor<4x8x4xf32>
  return %0, %1 : tensor<2x3x4xf32>, tensor<4x8x4xf32>
}

// -----

func.func @unranked_and_dynamic(%a: tensor<*xf32>, %b: tensor<?x4xf32>) -> (tensor<*xf32>, tensor<?x4xf32>) {
  %0 = tosa.abs %a : (tensor<*xf32>) -> tensor<*xf32>
  %1 = tosa.reciprocal %b : (tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0, %1 : tensor<*xf32>, tensor<?x4xf32>
}
