// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @float_binops(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<fast> : f32
  %2 = arith.mulf %1, %a fastmath<nnan, ninf> : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minimumf %6, %b : f32
  %8 = arith.maxnumf %7, %a : f32
  %9 = arith.minnumf %8, %b fastmath<contract> : f32
  return %9 : f32
}

// -----

func.func @float_kinds(%h: f16, %bf: bf16, %d: f64, %e: f8E4M3FN, %x: f80, %q: f128) -> (f16, bf16, f64, f8E4M3FN, f80, f128) {
  %0 = arith.addf %h, %h : f16
  %1 = arith.mulf %bf, %bf : bf16
  %2 = arith.divf %d, %d : f64
  %3 = arith.subf %e, %e : f8E4M3FN
  %4 = arith.addf %x, %x : f80
  %5 = arith.addf %q, %q : f128
  return %0, %1, %2, %3, %4, %5 : f16, bf16, f64, f8E4M3FN, f80, f128
}

// -----

func.func @float_tensors(%t: tensor<2x3xf32>, %v: vector<2x[4]xf16>) -> (tensor<2x3xf32>, vector<2x[4]xf16>) {
  %0 = arith.addf %t, %t fastmath<reassoc> : tensor<2x3xf32>
  %1 = arith.mulf %v, %v : vector<2x[4]xf16>
  return %0, %1 : tensor<2x3xf32>, vector<2x[4]xf16>
}
