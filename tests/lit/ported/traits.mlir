// A suite in the style of upstream mlir/test/Dialect/traits.mlir, written fresh, in the seed's
// semantics (seeds/mlir-Broadcastable.md).  Every case here gets the same verdict from toyir and
// from mlir-opt 22; the cases where the two disagree are in traits-seed-only.mlir.
//
// RUN: toyir-verify %s -split-input-file -verify-diagnostics
// RUN: %if mlir-opt %{ %mlir_opt %s -split-input-file -verify-diagnostics -o /dev/null %}

// Exact match of static sizes.
func.func @same_static(tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32> {
^bb0(%arg0: tensor<1x2xi32>, %arg1: tensor<1x2xi32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
  return %0 : tensor<1x2xi32>
}

// -----

// Dynamic sizes match; equality is the programmer's promise.
func.func @same_dynamic(tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32> {
^bb0(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// A static 1 broadcasts to the other operand's size.
func.func @one_to_four(tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32> {
^bb0(%arg0: tensor<1xi32>, %arg1: tensor<4xi32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// The result may relax an inferred static dim to '?'.
func.func @relaxed_result(tensor<4xi32>) -> tensor<?xi32> {
^bb0(%arg0: tensor<4xi32>):
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

// Ranks are equalized by padding with 1s on the left.
func.func @rank_expansion(tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
^bb0(%arg0: tensor<4xi32>, %arg1: tensor<2x3x4xi32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>
  return %0 : tensor<2x3x4xi32>
}

// -----

// Element types are not constrained.
func.func @mixed_elements(tensor<2xi1>, tensor<2xi32>) -> tensor<2xi64> {
^bb0(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2xi1>, tensor<2xi32>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// An unranked result is not checked.
func.func @unranked_result(tensor<2xi32>) -> tensor<*xi32> {
^bb0(%arg0: tensor<2xi32>):
  %0 = "test.broadcastable"(%arg0) : (tensor<2xi32>) -> tensor<*xi32>
  return %0 : tensor<*xi32>
}

// -----

// With all operands unranked, nothing can be inferred, so any result goes.
func.func @unranked_operands(tensor<*xi32>, tensor<*xi32>) -> tensor<2xi32> {
^bb0(%arg0: tensor<*xi32>, %arg1: tensor<*xi32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<*xi32>, tensor<*xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// A rank-0 operand broadcasts to any shape.
func.func @scalar(tensor<i32>, tensor<3x4xi32>) -> tensor<3x4xi32> {
^bb0(%arg0: tensor<i32>, %arg1: tensor<3x4xi32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<i32>, tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}

// -----

// (?, 1) stays '?', (1, 5) is 5.
func.func @dynamic_and_one(tensor<?x1xf32>, tensor<1x5xf32>) -> tensor<?x5xf32> {
^bb0(%arg0: tensor<?x1xf32>, %arg1: tensor<1x5xf32>):
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<?x1xf32>, tensor<1x5xf32>) -> tensor<?x5xf32>
  return %0 : tensor<?x5xf32>
}

// -----

// Unranked operands are skipped among ranked ones.
func.func @three_operands(tensor<2x1xf32>, tensor<*xf32>, tensor<3xf32>) -> tensor<2x3xf32> {
^bb0(%arg0: tensor<2x1xf32>, %arg1: tensor<*xf32>, %arg2: tensor<3xf32>):
  %0 = "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<2x1xf32>, tensor<*xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Static dims other than 1 must be equal.
func.func @incompatible(tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32> {
^bb0(%arg0: tensor<3xi32>, %arg1: tensor<2xi32>):
  // expected-error @+1 {{operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @transposed(tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32> {
^bb0(%arg0: tensor<2x3xf32>, %arg1: tensor<3x2xf32>):
  // expected-error @+1 {{operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Trailing dims are compared first: 5 meets 3.
func.func @trailing(tensor<5xf32>, tensor<2x3xf32>) -> tensor<2x5xf32> {
^bb0(%arg0: tensor<5xf32>, %arg1: tensor<2x3xf32>):
  // expected-error @+1 {{operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<5xf32>, tensor<2x3xf32>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// The third operand is incompatible with what the first two broadcast to.
func.func @third_operand(tensor<4x1xf32>, tensor<1x1xf32>, tensor<3x2xf32>) -> tensor<4x2xf32> {
^bb0(%arg0: tensor<4x1xf32>, %arg1: tensor<1x1xf32>, %arg2: tensor<3x2xf32>):
  // expected-error @+1 {{operands don't have broadcast-compatible shapes}}
  %0 = "test.broadcastable"(%arg0, %arg1, %arg2) : (tensor<4x1xf32>, tensor<1x1xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// A static result dim must equal the inferred one.
func.func @result_too_big(tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32> {
^bb0(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>):
  // expected-error @+1 {{result type '4' not broadcast compatible with broadcasted operands's shapes '2'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Results do not broadcast: an inferred 1 is not a 4.
func.func @result_not_broadcast(tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32> {
^bb0(%arg0: tensor<1xi32>, %arg1: tensor<1xi32>):
  // expected-error @+1 {{result type '4' not broadcast compatible with broadcasted operands's shapes '1'}}
  %0 = "test.broadcastable"(%arg0, %arg1) : (tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @inner_dim(tensor<4x3x2xf32>) -> tensor<4x3x3xf32> {
^bb0(%arg0: tensor<4x3x2xf32>):
  // expected-error-re @+1 {{result type '4x3x3' not broadcast compatible with broadcasted operands's shapes '4x3x2'{{$}}}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4x3x2xf32>) -> tensor<4x3x3xf32>
  return %0 : tensor<4x3x3xf32>
}

// -----

func.func @no_result(tensor<4xi32>) {
^bb0(%arg0: tensor<4xi32>):
  // expected-error @+1 {{'test.broadcastable' op requires one result}}
  "test.broadcastable"(%arg0) : (tensor<4xi32>) -> ()
  return
}

// -----

func.func @return_type(tensor<4xi32>) -> tensor<4xi32> {
^bb0(%arg0: tensor<4xi32>):
  %0 = "test.broadcastable"(%arg0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi32>
  // expected-error @+1 {{type of return operand 0 ('tensor<?xi32>') doesn't match function result type ('tensor<4xi32>') in function @return_type}}
  return %0 : tensor<?xi32>
}
