// Every Broadcastable message, where it points, and the caret under it.
// RUN: not toyir-verify %s 2>&1 | FileCheck %s --strict-whitespace

%r0 = "test.broadcastable"(%a0, %b0) : (tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32>
// CHECK:      {{^}}{{.*}}broadcastable.mlir:4:7: error: 'test.broadcastable' op operands don't have broadcast-compatible shapes: dim 0 of operand #1 is 2, but dim 0 of operand #0 is 3 (static dims broadcast only when equal or 1) [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}%r0 = "test.broadcastable"(%a0, %b0) : (tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32>{{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
// A note explains, without taking part in --verify-diagnostics: the shapes, the failing dim, the rule.
// CHECK-NEXT: {{^}}{{.*}}broadcastable.mlir:4:7: note: the operands' shapes, aligned on their last dim (TOYIR-E001; toyir-verify --explain E001):{{$}}
// CHECK-NEXT: {{^}}  operand #0  3{{$}}
// CHECK-NEXT: {{^}}  operand #1  2{{$}}
// CHECK-NEXT: {{^}}              ^ InferDim(3, 2): two static dims, neither 1 and not equal, do not broadcast{{$}}

%r1 = "test.broadcastable"(%a1, %b1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
// CHECK:      {{^}}{{.*}}:14:7: error: 'test.broadcastable' op result type '1x3' not broadcast compatible with broadcasted operands's shapes '3': the result has rank 2, but the operands broadcast to rank 1 [TOYIR-E{{[0-9]+}}]{{$}}

  %r2 = "test.broadcastable"(%a2, %b2) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
// CHECK:      {{^}}{{.*}}:17:9: error: 'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '?': result dim 0 is 4, but the operands leave it dynamic ('?'), so the result dim must be '?' too [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}  %r2 = "test.broadcastable"
// CHECK-NEXT: {{^}}        ^{{$}}
// CHECK-NEXT: {{^}}{{.*}}:17:9: note: the inferred result type is 'tensor<?xi32>' (TOYIR-E002; toyir-verify --explain E002):{{$}}
// CHECK-NEXT: {{^}}  operand #0  ?{{$}}
// CHECK-NEXT: {{^}}  operand #1  ?{{$}}
// CHECK-NEXT: {{^}}  inferred    ?{{$}}
// CHECK-NEXT: {{^}}  result      4{{$}}
// CHECK-NEXT: {{^}}              ^ InferDim gave '?': a static result dim claims what the operands do not say{{$}}

%r3 = "test.broadcastable"(%a3, %b3) : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
// CHECK: :28:7: error: 'test.broadcastable' op result type '4' not broadcast compatible with broadcasted operands's shapes '2': result dim 0 is 4, but the operands broadcast it to 2

%r4 = "test.broadcastable"() : () -> tensor<4xi32>
// CHECK: :31:7: error: 'test.broadcastable' op expected 1 or more operands, but found 0

"test.broadcastable"(%a5) : (tensor<4xi32>) -> ()
// CHECK: :34:1: error: 'test.broadcastable' op requires one result, but found 0 results

%r6 = "test.broadcastable"(%a6, %b6) : (tensor<4xi32>, i32) -> tensor<4xi32>
// CHECK: :37:7: error: 'test.broadcastable' op operand #1 must be tensor or vector, but got 'i32'

%r7 = "test.broadcastable"(%a7, %b7) : (vector<4xf32>, tensor<4xf32>) -> vector<4xf32>
// CHECK: :40:7: error: cannot broadcast vector with tensor: operand #0 is 'vector<4xf32>' and operand #1 is 'tensor<4xf32>'

%r8 = "test.broadcastable"(%a8, %b8, %c8) : (tensor<4x1xf32>, tensor<*xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
// CHECK: :43:7: error: 'test.broadcastable' op operands don't have broadcast-compatible shapes: dim 0 of operand #2 is 3, but dim 0 of operand #0 is 4

"toy.frobnicate"(%a8) : (tensor<4x1xf32>) -> ()
// CHECK: :46:1: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used

// CHECK-NOT: error:
