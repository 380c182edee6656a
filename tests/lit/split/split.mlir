// Chunks are verified alone; lines are the whole file's; near misses warn.
// RUN: not toyir-verify -split-input-file %s 2>&1 | FileCheck %s --strict-whitespace
// RUN: not toyir-verify %s 2>&1 | FileCheck %s --check-prefix=WHOLE

%r = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<4xi32>

// -----

// The same names again: a chunk is a file of its own.
%r = "test.broadcastable"(%x) : (tensor<3xi32>) -> tensor<3xi32>

// -----

%r = "test.broadcastable"(%x) : (tensor<3xi32>) -> tensor<4xi32>
// CHECK:      {{^}}{{.*}}split.mlir:14:6: error: 'test.broadcastable' op result type '4' not broadcast compatible

// ----
// CHECK:      {{^}}{{.*}}split.mlir:17:7: warning: near miss with file split marker [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}// ----{{$}}
// CHECK-NEXT: {{^}}      ^{{$}}
// CHECK-NOT: error

// Without -split-input-file the markers are comments, and %r is defined three times.
// WHOLE: split.mlir:10:1: error: redefinition of SSA value '%r'
// WHOLE: split.mlir:10:27: error: use of value '%x' expects different type than prior uses
// WHOLE: split.mlir:14:1: error: redefinition of SSA value '%r'
