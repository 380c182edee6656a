// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @vector_arith(%a: vector<2x[4]xi32>, %b: vector<2x[4]xi32>, %f: vector<8xf16>) -> (vector<2x[4]xi1>, vector<8xf32>, vector<2x[4]xi32>) {
  %0 = arith.cmpi sgt, %a, %b : vector<2x[4]xi32>
  %1 = arith.extf %f : vector<8xf16> to vector<8xf32>
  %2 = arith.select %0, %a, %b : vector<2x[4]xi1>, vector<2x[4]xi32>
  return %0, %1, %2 : vector<2x[4]xi1>, vector<8xf32>, vector<2x[4]xi32>
}

// -----

func.func @vscale() -> index {
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %0 = arith.muli %c4, %vs : index
  return %0 : index
}

// -----

func.func @constants_as_vectors() -> (vector<2x3xi64>, vector<4xf64>) {
  %0 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi64>
  %1 = arith.constant dense<[0.0, -0.0, 1.0e-300, 1.7976931348623157e+308]> : vector<4xf64>
  return %0, %1 : vector<2x3xi64>, vector<4xf64>
}
