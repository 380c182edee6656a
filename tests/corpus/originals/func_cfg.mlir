// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @branches(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2:
  %s = arith.addi %a, %b : i32
  cf.br ^bb3(%s : i32)
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %acc2 = arith.addi %acc, %i : index
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2, %acc2 : index, index)
^exit:
  return %acc : index
}

// -----

func.func @switch(%flag: i32, %a: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : f32),
    42: ^bb2,
    -7: ^bb1(%a : f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2:
  %n = arith.negf %a : f32
  return %n : f32
}

// -----

func.func @assert_and_weights(%c: i1) {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 90, 10>}
^bb1:
  return
^bb2:
  return
}
