// OpenVINO's broadcasting (seeds/openvino-broadcast_rules.md): elementwise ops with
// auto_broadcast = "none" | "numpy" (default) | "pdpd" (with axis), and ov.broadcast.
// `toyir-verify samples/openvino.mlir` reports the ops marked `expected-error`, and only them;
// `toyir-verify --verify-diagnostics samples/openvino.mlir` checks exactly that (exit 0).

// numpy: right-aligned, 1s stretch.
%n0 = "ov.add"(%a0, %b0) : (tensor<2x1x5xf32>, tensor<4x1xf32>) -> tensor<2x4x5xf32>
%n1 = "ov.multiply"(%a1, %b1) {auto_broadcast = "numpy"} : (tensor<1x5x3xf32>, tensor<5x2x1x3xf32>) -> tensor<5x2x5x3xf32>
// expected-error @+1 {{operands don't have broadcast-compatible shapes}}
%n2 = "ov.subtract"(%a2, %b2) : (tensor<3x1x5xf32>, tensor<4x4x5xf32>) -> tensor<4x4x5xf32>

// none: no broadcasting at all; a `?` meets anything.
%e0 = "ov.maximum"(%a3, %b3) {auto_broadcast = "none"} : (tensor<2x?xf32>, tensor<?x3xf32>) -> tensor<2x3xf32>
// expected-error @+1 {{dims must be equal: dim 0 is 2 in A and 1 in B}}
%e1 = "ov.minimum"(%a4, %b4) {auto_broadcast = "none"} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>

// pdpd: B, less its trailing 1s, sits inside A from `axis` (default: rank(A) - rank(B)).
%p0 = "ov.add"(%a5, %b5) {auto_broadcast = "pdpd", axis = 1 : i64} : (tensor<2x3x4x5xf32>, tensor<3x1xf32>) -> tensor<2x3x4x5xf32>
%p1 = "ov.divide"(%a6, %b6) {auto_broadcast = "pdpd"} : (tensor<2x3x4x5xf32>, tensor<4x5xf32>) -> tensor<2x3x4x5xf32>
// expected-error @+1 {{dim 0 of B is 3 but dim 2 of A is 4}}
%p2 = "ov.power"(%a7, %b7) {auto_broadcast = "pdpd", axis = 2} : (tensor<2x3x4x5xf32>, tensor<3x4xf32>) -> tensor<2x3x4x5xf32>

// The result must be what the operands give.
// expected-error @+1 {{result type '2x3' not broadcast compatible with broadcasted operands's shapes '3x3'}}
%r0 = "ov.add"(%a8, %b8) : (tensor<3x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// expected-error @+1 {{requires the same element type for all operands and results}}
%r1 = "ov.add"(%a9, %b9) : (tensor<3xf32>, tensor<3xi32>) -> tensor<3xf32>

// Broadcast: numpy mode broadcasts the data onto target_shape; bidirectional may go beyond it.
%bc0 = "ov.broadcast"(%c0) {target_shape = array<i64: 2, 3, 6>} : (tensor<3x1xf32>) -> tensor<2x3x6xf32>
%bc1 = "ov.broadcast"(%c1) {target_shape = array<i64: 2, 1, 6>, mode = "bidirectional"} : (tensor<3x1xf32>) -> tensor<2x3x6xf32>
// expected-error @+1 {{operands don't have broadcast-compatible shapes}}
%bc2 = "ov.broadcast"(%c2) {target_shape = array<i64: 2, 1, 6>} : (tensor<3x1xf32>) -> tensor<2x1x6xf32>
// expected-error @+1 {{requires attribute 'target_shape'}}
%bc3 = "ov.broadcast"(%c3) : (tensor<3xf32>) -> tensor<3xf32>
