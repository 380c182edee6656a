// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @int_binops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %0, %b overflow<nsw> : i32
  %2 = arith.muli %1, %a overflow<nsw, nuw> : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %a : i32
  %6 = arith.remui %5, %a : i32
  %7 = arith.ceildivsi %6, %b : i32
  %8 = arith.floordivsi %7, %b : i32
  %9 = arith.andi %8, %a : i32
  %10 = arith.ori %9, %b : i32
  %11 = arith.xori %10, %a : i32
  %12 = arith.shli %11, %b overflow<nuw> : i32
  %13 = arith.shrsi %12, %b : i32
  %14 = arith.shrui %13, %b : i32
  %15 = arith.maxsi %14, %a : i32
  %16 = arith.minui %15, %b : i32
  return %16 : i32
}

// -----

func.func @int_tensor_vector(%t: tensor<4x?xi64>, %v: vector<4xi8>, %s: vector<[4]xi16>) -> (tensor<4x?xi64>, vector<4xi8>, vector<[4]xi16>) {
  %0 = arith.addi %t, %t : tensor<4x?xi64>
  %1 = arith.muli %v, %v : vector<4xi8>
  %2 = arith.subi %s, %s : vector<[4]xi16>
  return %0, %1, %2 : tensor<4x?xi64>, vector<4xi8>, vector<[4]xi16>
}

// -----

func.func @extended(%a: i32, %b: i32) -> (i32, i1, i32, i32) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %lo, %hi = arith.mulsi_extended %a, %b : i32
  return %sum, %overflow, %lo, %hi : i32, i1, i32, i32
}

// -----

func.func @index_ops(%a: index, %b: index) -> index {
  %0 = arith.addi %a, %b : index
  %1 = arith.muli %0, %b : index
  %2 = arith.divsi %1, %a : index
  return %2 : index
}
