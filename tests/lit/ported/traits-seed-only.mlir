// Where the seed's Broadcastable (toyir's default) and mlir-opt 22 disagree.  Each case carries
// the seed's verdict; the second RUN line proves mlir-opt reaches another one, case by case
// (in any order: mlir-opt prints what it did not expect as it goes, what it missed at the end).
//
// RUN: toyir-verify %s -split-input-file -verify-diagnostics
// RUN: %if mlir-opt %{ not %mlir_opt %s -split-input-file -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=MLIR %}

// Ranks must match: the seed rejects a result of higher rank; mlir-opt compares trailing dims only.
func.func @higher_rank_result(tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32> {
^bb0(%arg0: tensor<3xi32>, %arg1: tensor<3xi32>):
  // expected-error @+1 {{result type '1x3' not broadcast compatible with broadcasted operands's shapes '3'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>
  return %0 : tensor<1x3xi32>
}
// MLIR-DAG: expected error "result type '1x3' not broadcast compatible with broadcasted operands's shapes '3'" was not produced

// -----

// An inferred '?' admits only '?': the seed rejects a static result dim; mlir-opt accepts it.
func.func @static_from_dynamic(tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32> {
^bb0(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>):
  // expected-error @+1 {{result type '4' not broadcast compatible with broadcasted operands's shapes '?'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// MLIR-DAG: expected error "result type '4' not broadcast compatible with broadcasted operands's shapes '?'" was not produced

// -----

// (?, 0) infers 0 in the seed (0 is "static, not 1"); mlir-opt infers '?', which admits 5.
func.func @dynamic_and_zero(tensor<?xi32>, tensor<0xi32>) -> tensor<5xi32> {
^bb0(%arg0: tensor<?xi32>, %arg1: tensor<0xi32>):
  // expected-error @+1 {{result type '5' not broadcast compatible with broadcasted operands's shapes '0'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<0xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
// MLIR-DAG: expected error "result type '5' not broadcast compatible with broadcasted operands's shapes '0'" was not produced

// -----

// The seed requires an operand; mlir-opt accepts none.
func.func @no_operands() -> tensor<4xi32> {
  // expected-error @+1 {{'test.broadcastable' op expected 1 or more operands, but found 0}}
  %0 = "test.broadcastable"() : () -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// MLIR-DAG: expected error "'test.broadcastable' op expected 1 or more operands, but found 0" was not produced

// -----

// The seed allows vectors; mlir-opt's test.broadcastable takes tensors only.
func.func @vectors(vector<4xf32>, vector<1xf32>) -> vector<4xf32> {
^bb0(%arg0: vector<4xf32>, %arg1: vector<1xf32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (vector<4xf32>, vector<1xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}
// MLIR-DAG: unexpected error: 'test.broadcastable' op operand #0 must be variadic of tensor of any type values, but got 'vector<4xf32>'
