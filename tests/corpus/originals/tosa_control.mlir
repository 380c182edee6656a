// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @cond_if(%c: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %0 = tosa.cond_if %c (%x = %a, %y = %b) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = tosa.add %x, %y : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %1 : tensor<f32>
  } else {
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = tosa.sub %x, %y : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}

// -----

func.func @while_loop(%n: tensor<i32>) -> tensor<i32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %1 = tosa.while_loop (%i = %0) : (tensor<i32>) -> tensor<i32> {
    %2 = tosa.greater %n, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %2 : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %3 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %3 : tensor<i32>
  }
  return %1 : tensor<i32>
}

// -----

module {
  tosa.variable @state = dense<0.0> : tensor<4xf32>
  func.func @variables(%v: tensor<4xf32>) -> tensor<4xf32> {
    tosa.variable_write @state, %v : tensor<4xf32>
    %0 = tosa.variable_read @state : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
