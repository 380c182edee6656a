// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @int_casts(%a: i8, %b: i64) -> (i32, i32, i16, index, i64) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extui %a : i8 to i32
  %2 = arith.trunci %b : i64 to i16
  %3 = arith.index_cast %b : i64 to index
  %4 = arith.index_castui %3 : index to i64
  return %0, %1, %2, %3, %4 : i32, i32, i16, index, i64
}

// -----

func.func @float_casts(%f: f32, %d: f64, %i: i32) -> (f64, f16, f32, i32, ui32, f32) {
  %0 = arith.extf %f : f32 to f64
  %1 = arith.truncf %d : f64 to f16
  %2 = arith.sitofp %i : i32 to f32
  %3 = arith.fptosi %f : f32 to i32
  %4 = "my.cast"(%3) : (i32) -> ui32
  %5 = arith.bitcast %i : i32 to f32
  return %0, %1, %2, %3, %4, %5 : f64, f16, f32, i32, ui32, f32
}

// -----

func.func @rounding(%d: f64, %v: vector<4xf32>) -> (f32, vector<4xbf16>) {
  %0 = arith.truncf %d to_nearest_even : f64 to f32
  %1 = arith.truncf %v downward : vector<4xf32> to vector<4xbf16>
  return %0, %1 : f32, vector<4xbf16>
}

// -----

func.func @shaped_casts(%t: tensor<4xi16>, %v: vector<2x2xui8>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0 = arith.uitofp %t : tensor<4xi16> to tensor<4xf32>
  %1 = arith.extsi %t : tensor<4xi16> to tensor<4xi32>
  return %0, %1 : tensor<4xf32>, tensor<4xi32>
}
