// Lines written relative to the CHECK line, as MLIR's own tests do: this needs LLVM's FileCheck
// (the Python `filecheck` fails `[[@LINE]]` and `[[@LINE+N]]`).
// REQUIRES: llvm-filecheck
// RUN: not toyir-verify %s 2>&1 | FileCheck %s

// CHECK: at-line.mlir:[[@LINE+1]]:7: error: 'test.broadcastable' op operands don't have broadcast-compatible shapes
%r0 = "test.broadcastable"(%a0, %b0) : (tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32>

%r1 = "test.broadcastable"(%a1, %b1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
// CHECK: at-line.mlir:[[@LINE-1]]:7: error: 'test.broadcastable' op result type '1x3'

// CHECK: at-line.mlir:[[@LINE+2]]:9: error: 'test.broadcastable' op result type '4'

  %r2 = "test.broadcastable"(%a2, %b2) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
