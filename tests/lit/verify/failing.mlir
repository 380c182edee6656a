// --verify-diagnostics fails, with mlir-opt's wording, when an expectation is wrong or missing.
// RUN: not toyir-verify -verify-diagnostics %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: toyir-verify -verify-diagnostics=only-expected %S/Inputs/unexpected-only.mlir
// RUN: not toyir-verify -verify-diagnostics %S/Inputs/unexpected-only.mlir

func.func @wrong_text(%arg0: tensor<4xi32>, %arg1: tensor<3xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{result type}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      {{^}}{{.*}}failing.mlir:8:8: error: unexpected error: 'test.broadcastable' op operands don't have broadcast-compatible shapes: dim 0 of operand #1 is 3, but dim 0 of operand #0 is 4 (static dims broadcast only when equal or 1) [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<4xi32>, tensor<3xi32>) -> tensor<4xi32>{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

func.func @wrong_kind(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-warning @+1 {{redefinition}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// The note attached to the redefinition has no expectation of its own.
// CHECK-NEXT: {{^}}{{.*}}failing.mlir:17:3: error: unexpected note: previously defined here [TOYIR-E{{[0-9]+}}]{{$}}

func.func @missing(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// Not produced, at the end, in file order, underlined as mlir-opt does.  (A CHECK line that
// spelled `expected-error ... {{...}}` would itself be read as an annotation: hence `{{e}}rror`.)
// CHECK:      {{^}}{{.*}}failing.mlir:7:6: error: expected error "result type" was not produced [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}  // expected-{{e}}rror @+1 {{[{][{]}}result type{{[}][}]}}{{$}}
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~{{$}}
// CHECK:      {{^}}{{.*}}failing.mlir:16:6: error: expected warning "redefinition" was not produced [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK:      {{^}}{{.*}}failing.mlir:26:6: error: expected error "operands don't have broadcast-compatible shapes" was not produced [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}  // expected-error
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NOT: error
