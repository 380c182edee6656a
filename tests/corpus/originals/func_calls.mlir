// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func private @callee(i32, f32) -> i32

func.func @direct(%a: i32, %b: f32) -> i32 {
  %0 = call @callee(%a, %b) : (i32, f32) -> i32
  %1 = func.call @callee(%0, %b) {tail} : (i32, f32) -> i32
  return %1 : i32
}

// -----

func.func @indirect(%a: i32) -> i32 {
  %f = func.constant @inc : (i32) -> i32
  %0 = call_indirect %f(%a) : (i32) -> i32
  return %0 : i32
}

func.func @inc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c1 : i32
  return %0 : i32
}

// -----

func.func @multi_result() -> (i1, i2, i3) {
  %0:3 = call @three() : () -> (i1, i2, i3)
  return %0#0, %0#1, %0#2 : i1, i2, i3
}

func.func private @three() -> (i1, i2, i3)

// -----

module @nested_symbols {
  module @inner {
    func.func nested @leaf() {
      return
    }
  }
  func.func @caller() {
    "my.call"() {callee = @inner::@leaf} : () -> ()
    return
  }
}
