// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @cmpi(%a: i32, %b: i32) -> (i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi slt, %a, %b : i32
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.cmpi ne, %a, %b : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// -----

func.func @cmpf(%a: f64, %b: f64) -> (i1, i1, i1) {
  %0 = arith.cmpf oeq, %a, %b : f64
  %1 = arith.cmpf ult, %a, %b fastmath<nnan> : f64
  %2 = arith.cmpf uno, %a, %b : f64
  return %0, %1, %2 : i1, i1, i1
}

// -----

func.func @select(%c: i1, %a: f32, %b: f32, %vc: vector<4xi1>, %va: vector<4xf32>) -> (f32, vector<4xf32>, vector<4xf32>) {
  %0 = arith.select %c, %a, %b : f32
  %1 = arith.select %vc, %va, %va : vector<4xi1>, vector<4xf32>
  %2 = arith.select %c, %va, %va : vector<4xf32>
  return %0, %1, %2 : f32, vector<4xf32>, vector<4xf32>
}

// -----

func.func @cmp_tensor(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi1> {
  %0 = arith.cmpi sle, %a, %b : tensor<?xi8>
  return %0 : tensor<?xi1>
}
