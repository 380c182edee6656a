// The five incorrect uses of `test.broadcastable` from the seed document
// (seeds/mlir-Broadcastable.md, "Examples"), with the seed's `tensor<...xi32)` typo closed and
// each example given its own value names.  `toyir-verify samples/broadcastable_invalid.mlir`
// reports the five errors, one per op, and exits 1.

// Dimension 0 of input operands is static but not equal.
%r0 = "test.broadcastable"(%a0, %b0) : (tensor<3xi32>, tensor<2xi32>) -> tensor<?xi32>

// The inferred result shape is tensor<3xi32>, but the actual result shape is
// tensor<1x3xi32>. Inferred and actual shapes differ in rank.
%r1 = "test.broadcastable"(%a1, %b1) : (tensor<3xi32>, tensor<3xi32>) -> tensor<1x3xi32>

// The inferred result shape is tensor<?xi32>, but the actual shape is
// tensor<4xi32>. The inferred shape is not compatible with the actual shape.
%r2 = "test.broadcastable"(%a2, %b2) : (tensor<?xi32>, tensor<?xi32>) -> tensor<4xi32>

// The inferred result shape is tensor<2xi32>, but the actual result shape is
// tensor<4xi32>, which is not compatible.
%r3 = "test.broadcastable"(%a3, %b3) : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>

// The inferred result shape is tensor<1xi32>, but the actual result shape is
// tensor<4xi32>. Broadcast semantics are not applicable for results.
%r4 = "test.broadcastable"(%a4, %b4) : (tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
