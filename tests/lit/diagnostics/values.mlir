// Values: external inputs at the top level, strict SSA in functions, with mlir-opt's notes.
// RUN: not toyir-verify %s 2>&1 | FileCheck %s --strict-whitespace

%r = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<4xi32>
%s = "test.broadcastable"(%x) : (tensor<3xi32>) -> tensor<3xi32>
// CHECK:      {{^}}{{.*}}values.mlir:5:27: error: use of value '%x' expects different type than prior uses: 'tensor<3xi32>' vs 'tensor<4xi32>' [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}%s = "test.broadcastable"(%x) : (tensor<3xi32>) -> tensor<3xi32>{{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}
// CHECK-NEXT: {{^}}{{.*}}values.mlir:4:27: note: prior use here{{$}}
// CHECK-NEXT: {{^}}%r = "test.broadcastable"(%x) : (tensor<4xi32>) -> tensor<4xi32>{{$}}
// CHECK-NEXT: {{^}}                          ^{{$}}

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %1 = "test.broadcastable"(%0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %0 = "test.broadcastable"(%arg0, %y) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<3xi32>
}
// CHECK:      {{^}}{{.*}}:14:8: error: operand #0 does not dominate this use [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK:      {{^}}{{.*}}:15:8: note: operand defined here (op in the same block){{$}}
// CHECK:      {{^}}{{.*}}:15:36: error: use of undeclared SSA value name [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK:      {{^}}{{.*}}:16:3: error: redefinition of SSA value '%0' [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK:      {{^}}{{.*}}:15:3: note: previously defined here{{$}}
// CHECK:      {{^}}{{.*}}:17:10: error: use of value '%0' expects different type than prior uses: 'tensor<3xi32>' vs 'tensor<4xi32>' [TOYIR-E{{[0-9]+}}]{{$}}

func.func @g(tensor<4xi32>, tensor<i32>) -> tensor<4xi32> {
^bb0(%arg0: tensor<4xi32>, %arg1: tensor<3xi32>):
  return %arg0 : tensor<4xi32>
}
// CHECK: :26:1: error: 'func.func' op type of entry block argument #1('tensor<3xi32>') must match the type of the corresponding argument in function signature('tensor<i32>')

func.func @g() {
  return
}
// CHECK: :32:1: error: redefinition of symbol named 'g'
// CHECK: :26:1: note: see existing symbol definition here
// CHECK-NOT: error:
