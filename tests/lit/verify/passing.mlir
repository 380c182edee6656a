// Annotations that hold: placement (@+N, @-N, @above, @below), regexes, notes, toyir's detail.
// RUN: toyir-verify -split-input-file -verify-diagnostics %s

// expected-error @below {{operands don't have broadcast-compatible shapes}}
%r0 = "test.broadcastable"(%a0, %b0) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>

%r1 = "test.broadcastable"(%a1) : (tensor<4xi32>) -> tensor<5xi32>
// expected-error @above {{result type '5' not broadcast compatible}}

%r2 = "test.broadcastable"(%a2) : (tensor<4xi32>) -> tensor<6xi32> // expected-error {{result dim 0 is 6, but the operands broadcast it to 4}}

// expected-error-re @+1 {{{{^}}'test.broadcastable' op result type '{{[0-9]+}}' not broadcast compatible with broadcasted operands's shapes '4'{{$}}}}
%r3 = "test.broadcastable"(%a3) : (tensor<4xi32>) -> tensor<7xi32>

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-note @+1 {{previously defined here}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  // expected-error @-1 {{redefinition of SSA value '%0'}}
  return %0 : tensor<4xi32>
}

// -----

// expected-warning @+1 {{near miss with file split marker}}
// ----
%ok = "test.broadcastable"(%a) : (tensor<4xi32>) -> tensor<4xi32>
