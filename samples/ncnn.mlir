// ncnn's BinaryOp broadcasting (seeds/ncnn-binaryop-broadcasting.md).  ncnn writes shapes
// innermost-first ([w,h,d,c]); MLIR outermost-first: ncnn [2,3,4] is tensor<4x3x2xf32> here.
// `toyir-verify samples/ncnn.mlir` reports the ops marked `expected-error`, and only them.

// Scalar-like: B is a scalar, or all 1s.
%s0 = "ncnn.BinaryOp"(%a0, %b0) {op_type = 0} : (tensor<4x3x2xf32>, tensor<1x1xf32>) -> tensor<4x3x2xf32>
%s1 = "ncnn.BinaryOp"(%a1) {op_type = 2, with_scalar = 1} : (tensor<4x3x2xf32>) -> tensor<4x3x2xf32>
// Explicit: equal ranks, 1s stretch.    ncnn A [2,3,4], B [2,1,4]
%x0 = "ncnn.BinaryOp"(%a2, %b2) {op_type = 0} : (tensor<4x3x2xf32>, tensor<4x1x2xf32>) -> tensor<4x3x2xf32>
// Inner axis: B covers A's outermost dims.    ncnn A [2,3,4], B [3,4]
%i0 = "ncnn.BinaryOp"(%a3, %b3) {op_type = 1} : (tensor<4x3x2xf32>, tensor<4x3xf32>) -> tensor<4x3x2xf32>
// Outer axis (rank-1 B, kept for compatibility): B sits on w.    ncnn A [2,3,4], B [2]
%o0 = "ncnn.BinaryOp"(%a4, %b4) {op_type = 1} : (tensor<4x3x2xf32>, tensor<2xf32>) -> tensor<4x3x2xf32>
// Neither rule fits: ncnn A [2,3,4], B [3].
// expected-error @+1 {{with the outer-axis rule, B [3] sits on A [2,3,4] (ncnn order) so that w is 2 in A and 3 in B}}
%o1 = "ncnn.BinaryOp"(%a5, %b5) {op_type = 1} : (tensor<4x3x2xf32>, tensor<3xf32>) -> tensor<4x3x2xf32>
// expected-error @+1 {{attribute 'op_type' must be an integer from 0 to 11, but got 12}}
%t0 = "ncnn.BinaryOp"(%a6, %b6) {op_type = 12} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
