// ONNX's broadcasting (seeds/onnx-Broadcasting.md): multidirectional (NumPy) for elementwise
// ops, unidirectional for PRelu's slope and Gemm's C.
// `toyir-verify samples/onnx.mlir` reports the ops marked `expected-error`, and only them.

// Multidirectional: every operand may stretch.
%m0 = "onnx.Add"(%a0, %b0) : (tensor<1x4x5xf32>, tensor<2x3x1x1xf32>) -> tensor<2x3x4x5xf32>
%m1 = "onnx.Sum"(%a1, %b1, %c1) : (tensor<3x4x5xf32>, tensor<2x1x1x1xf32>, tensor<5xf32>) -> tensor<2x3x4x5xf32>
%m2 = "onnx.Less"(%a2, %b2) : (tensor<?x4xf32>, tensor<1xf32>) -> tensor<?x4xi1>
// expected-error @+1 {{operands don't have broadcast-compatible shapes}}
%m3 = "onnx.Mul"(%a3, %b3) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
// expected-error @+1 {{result #0 must be tensor of 1-bit signless integer values}}
%m4 = "onnx.Equal"(%a4, %b4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>

// Unidirectional: the slope broadcasts to X, never the other way.
%u0 = "onnx.PRelu"(%x0, %s0) : (tensor<2x3x4x5xf32>, tensor<1x3x1x5xf32>) -> tensor<2x3x4x5xf32>
// expected-error @+1 {{slope may not grow X}}
%u1 = "onnx.PRelu"(%x1, %s1) : (tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>

// Gemm: (M, K) x (K, N) -> (M, N); C broadcasts one way to (M, N).
%g0 = "onnx.Gemm"(%ga, %gb, %gc) {transB = 1} : (tensor<3x4xf32>, tensor<5x4xf32>, tensor<5xf32>) -> tensor<3x5xf32>
// expected-error @+1 {{Gemm's inner dims differ: K is 4 in A and 6 in B}}
%g1 = "onnx.Gemm"(%gd, %ge) : (tensor<3x4xf32>, tensor<6x5xf32>) -> tensor<3x5xf32>
