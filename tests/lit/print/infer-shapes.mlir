// --infer-shapes prints the IR with each result typed as its operands infer; uses and the
// function's result types follow, and the output verifies again.
// RUN: toyir-verify --infer-shapes %s | FileCheck %s
// RUN: toyir-verify --infer-shapes %s | toyir-verify -
// RUN: toyir-verify --infer-shapes --semantics=mlir %S/Inputs/specific.mlir | FileCheck %s --check-prefix=KEEP
// RUN: toyir-verify --infer-shapes %S/Inputs/conventions.mlir | FileCheck %s --check-prefix=CONV
// Every convention infers: pdpd, bidirectional Broadcast, ncnn's outer-axis rule, Gemm with transB.
// CONV: "ov.add"{{.*}} -> tensor<2x3x4x5xf32>
// CONV: "ov.broadcast"{{.*}} -> tensor<2x3x6xf32>
// CONV: "ncnn.BinaryOp"{{.*}} -> tensor<4x3x2xf32>
// CONV: "onnx.Gemm"{{.*}} -> tensor<3x5xf32>
// With mlir-opt's rules a static result dim may stand where the operands give `?`; it is kept.
// KEEP: %0 = "test.broadcastable"(%a) : (tensor<1x?xf32>) -> tensor<1x7xf32>

func.func @f(%a: tensor<1x?xf32>, %b: tensor<3x1xf32>, %c: tensor<*xf32>) -> tensor<*xf32> {
  %0 = "test.broadcastable"(%a, %b) : (tensor<1x?xf32>, tensor<3x1xf32>) -> tensor<*xf32>
  %1 = "test.broadcastable"(%0, %c) : (tensor<*xf32>, tensor<*xf32>) -> tensor<?x?xf32>
  %2 = "onnx.Add"(%1, %b) : (tensor<?x?xf32>, tensor<3x1xf32>) -> tensor<*xf32>
  return %2 : tensor<*xf32>
}
// CHECK:      func.func @f(%a: tensor<1x?xf32>, %b: tensor<3x1xf32>, %c: tensor<*xf32>) -> tensor<3x?xf32> {
// CHECK-NEXT:   %0 = "test.broadcastable"(%a, %b) : (tensor<1x?xf32>, tensor<3x1xf32>) -> tensor<3x?xf32>
// An unranked operand among ranked ones is skipped, as in InferResultShape.
// CHECK-NEXT:   %1 = "test.broadcastable"(%0, %c) : (tensor<3x?xf32>, tensor<*xf32>) -> tensor<3x?xf32>
// CHECK-NEXT:   %2 = "onnx.Add"(%1, %b) : (tensor<3x?xf32>, tensor<3x1xf32>) -> tensor<3x?xf32>
// CHECK-NEXT:   "func.return"(%2) : (tensor<3x?xf32>) -> ()
