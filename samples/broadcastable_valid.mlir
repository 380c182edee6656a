// The eight correct uses of `test.broadcastable` from the seed document
// (seeds/mlir-Broadcastable.md, "Examples"), with two changes so that they form one valid file:
// the seed's `tensor<...xi32)` typo is closed (`tensor<...xi32>)`), and each example has its own
// value names, since a value used at the top level keeps the type of its first use.
// `toyir-verify samples/broadcastable_valid.mlir` prints nothing and exits 0.

// Exact match of static sizes.
%r0 = "test.broadcastable"(%a0, %b0) : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>

// Dynamic sizes match. The programmer must guarantee that the runtime sizes of
// %a1 and %b1 are equal at runtime.
%r1 = "test.broadcastable"(%a1, %b1) : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>

// The shape of %a2 is broadcast from tensor<1xi32> to tensor<4xi32>.
%r2 = "test.broadcastable"(%a2, %b2) : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>

// The shape of %r3 is inferred as tensor<4xi32>, while the actual result
// type is tensor<?xi32>. The inferred shape is compatible with the actual shape.
%r3 = "test.broadcastable"(%a3) : (tensor<4xi32>) -> tensor<?xi32>

// The shape of %a4 is first expanded to tensor<1x1x4xi32> and then broadcast
// to tensor<2x3x4xi32>.
%r4 = "test.broadcastable"(%a4, %b4) : (tensor<4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi32>

// Input and results tensors have different element types (i1, i32, i64). The
// 'Broadcastable' trait has no restrictions on element types.
%r5 = "test.broadcastable"(%a5, %b5) : (tensor<2xi1>, tensor<2xi32>) -> tensor<2xi64>

// No result shape verification is needed when the result is unranked.
%r6 = "test.broadcastable"(%a6) : (tensor<2xi32>) -> tensor<*xi32>

// No result shape verification needed when all inputs are unranked.
%r7 = "test.broadcastable"(%a7, %b7) : (tensor<*xi32>, tensor<*xi32>) -> tensor<2xi32>
