// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @scalars() -> (i1, i8, i32, i64, index, f32, f64, bf16, f16) {
  %0 = arith.constant true
  %1 = arith.constant -128 : i8
  %2 = arith.constant 0x7FFFFFFF : i32
  %3 = arith.constant 9223372036854775807 : i64
  %4 = arith.constant 42 : index
  %5 = arith.constant 1.500000e+00 : f32
  %6 = arith.constant 0x7FF0000000000000 : f64
  %7 = arith.constant -2.5 : bf16
  %8 = arith.constant 0x7E00 : f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i8, i32, i64, index, f32, f64, bf16, f16
}

// -----

func.func @dense() -> (tensor<2x2xf32>, tensor<4xi32>, vector<3xi1>, tensor<0xf32>, tensor<2xcomplex<f32>>) {
  %0 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %1 = arith.constant dense<7> : tensor<4xi32>
  %2 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %3 = arith.constant dense<> : tensor<0xf32>
  %4 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %5 = arith.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  return %0, %1, %2, %3, %5 : tensor<2x2xf32>, tensor<4xi32>, vector<3xi1>, tensor<0xf32>, tensor<2xcomplex<f32>>
}

// -----

func.func @hex_dense() -> tensor<2xf32> {
  %0 = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @special_floats() -> (f32, f32, f64) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FF8000000000000 : f64
  return %inf, %ninf, %nan : f32, f32, f64
}

// -----

func.func @scalable_splat() -> vector<[8]xi32> {
  %0 = arith.constant dense<1> : vector<[8]xi32>
  return %0 : vector<[8]xi32>
}
