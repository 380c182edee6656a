// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %cond = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %cond -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

// -----

func.func @even(%n: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^yes, ^no
^yes:
  %t = arith.constant true
  return %t : i1
^no:
  %m = arith.subi %n, %c1 : i32
  %r = call @odd(%m) : (i32) -> i1
  return %r : i1
}

func.func @odd(%n: i32) -> i1 {
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @even(%m) : (i32) -> i1
  return %r : i1
}
