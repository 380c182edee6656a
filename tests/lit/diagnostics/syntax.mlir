// Syntax errors: one per chunk, at the offending character, in the user's terms.
// RUN: not toyir-verify -split-input-file %s 2>&1 | FileCheck %s --strict-whitespace

// The seed document's own typo: a tensor type closed by ')' instead of '>'.
%result = "test.broadcastable"(%arg0, %arg1) : (tensor<1x2xi32>, tensor<1x2xi32) -> tensor<1x2xi32>
// CHECK:      {{^}}{{.*}}syntax.mlir:5:80: error: expected '>' in tensor type, found ')' [TOYIR-E{{[0-9]+}}]{{$}}
// CHECK-NEXT: {{^}}%result = "test.broadcastable"(%arg0, %arg1) : (tensor<1x2xi32>, tensor<1x2xi32) -> tensor<1x2xi32>{{$}}
// CHECK-NEXT: {{^}}                                                                               ^{{$}}

// -----
%r = "test.broadcastable"(%a) : (tensor<99999999999999999999xi32>) -> tensor<4xi32>
// CHECK: :11:41: error: invalid dimension '99999999999999999999': larger than the int64 maximum 9223372036854775807

// -----
%r = "test.broadcastable"(%a) : (tensor<-1xi32>) -> tensor<4xi32>
// CHECK: :15:41: error: expected non-function type: invalid dimension '-1': a size cannot be negative (write '?' for a dynamic size)

// -----
%r = "test.broadcastable"(%a) : (tensor<*x?xi32>) -> tensor<4xi32>
// CHECK: :19:43: error: expected non-function type: expected element type in tensor type, found '?'

// -----
%r = "test.broadcastable"(%a) : (tensor<4>) -> tensor<4xi32>
// CHECK: :23:42: error: expected 'x' in dimension list, found '>'

// -----
^bb0(%arg0: tensor<4xi32>):
// CHECK: :27:1: error: expected operation name in quotes, 'module', alias definition or 'func.func', found '^bb0'

// -----
// (the end of input: said where mlir-opt's lexer puts it, on the chunk's last character, the line's end)
// CHECK: :35:31: error: expected operation name in quotes: expected ',', 'loc', '}' or block name ('^bb0'), found end of input
// CHECK-NOT: error:
func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  return %arg0 : tensor<4xi32>
