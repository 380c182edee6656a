// With -split-input-file, chunks print joined by the marker; a failing chunk prints nothing,
// and -o then writes no file at all.
// RUN: not toyir-verify --print-ir -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: rm -f %t && echo stale > %t
// RUN: not toyir-verify -split-input-file %s -o %t 2>/dev/null
// RUN: not test -e %t

%a = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<4xi32>
// -----
%b = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<5xi32>
// -----
%c = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<?xi32>

// %x, used and never defined, is defined first in each chunk, as mlir-opt needs it.
// CHECK:      {{^}}%x = "builtin.unrealized_conversion_cast"() : () -> tensor<4xi32>
// CHECK-NEXT: {{^}}%a = "test.broadcastable"
// CHECK-NEXT: {{^}}// {{-----}}{{$}}
// CHECK-NEXT: {{^}}// {{-----}}{{$}}
// CHECK-NEXT: {{^}}%x = "builtin.unrealized_conversion_cast"() : () -> tensor<4xi32>
// CHECK-NEXT: {{^}}%c = "test.broadcastable"
