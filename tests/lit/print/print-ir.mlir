// --print-ir prints the verified IR in generic form; -o writes it, only when all is well.
// RUN: toyir-verify --print-ir %s | FileCheck %s --strict-whitespace
// RUN: toyir-verify %s -o %t && FileCheck %s --input-file %t
// RUN: toyir-verify --print-ir %s | toyir-verify --print-ir - | FileCheck %s

module {
  func.func @f(%a: tensor<4xi32>, %b: tensor<i32>) -> tensor<4xi32> {
    %0 = "test.broadcastable"(%a, %b) {note = "kept", n = 1 : i64} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func @g(tensor<4xi32>) -> tensor<4xi32> {
  ^bb0(%arg0: tensor<4xi32>):
    return %arg0 : tensor<4xi32>
  }
}
%r = "test.broadcastable"(%x) : (vector<[4]x2xf32>) -> vector<[4]x2xf32>

// CHECK:      {{^}}module {{{$}}
// CHECK-NEXT: {{^}}  func.func @f(%a: tensor<4xi32>, %b: tensor<i32>) -> tensor<4xi32> {{{$}}
// CHECK-NEXT: {{^}}    %0 = "test.broadcastable"(%a, %b) {note = "kept", n = 1 : i64} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>{{$}}
// CHECK-NEXT: {{^}}    "func.return"(%0) : (tensor<4xi32>) -> (){{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}  func.func @g(tensor<4xi32>) -> tensor<4xi32> {{{$}}
// CHECK-NEXT: {{^}}  ^bb0(%arg0: tensor<4xi32>):{{$}}
// CHECK-NEXT: {{^}}    "func.return"(%arg0) : (tensor<4xi32>) -> (){{$}}
// CHECK-NEXT: {{^}}  }{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NEXT: {{^}}%r = "test.broadcastable"(%x) : (vector<[4]x2xf32>) -> vector<[4]x2xf32>{{$}}
// CHECK-NOT: {{.}}
