// Function and value diagnostics, each in its own chunk, with mlir-opt's wording; mlir-opt 22
// gives the same verdict on every chunk.
// RUN: toyir-verify %s -split-input-file -verify-diagnostics
// RUN: %if mlir-opt %{ %mlir_opt %s -split-input-file -verify-diagnostics -o /dev/null %}

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  return
}

// -----

func.func @f(%arg0: tensor<4xi32>, %arg1: tensor<3xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{type of return operand 0 ('tensor<3xi32>') doesn't match function result type ('tensor<4xi32>') in function @f}}
  return %arg1 : tensor<3xi32>
}

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{block with no terminator, has %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 2 arguments to match function signature}}
func.func @f(tensor<4xi32>, tensor<i32>) -> tensor<4xi32> {
^bb0(%arg0: tensor<4xi32>):
  return %arg0 : tensor<4xi32>
}

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%x: tensor<4xi32>):
  return %x : tensor<4xi32>
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32) -> i32

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @g() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'g'}}
func.func @g() {
  return
}

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "test.broadcastable"(%arg0, %x) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = "test.broadcastable"(%0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "test.broadcastable"(%arg0, %arg0) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-note @+1 {{previously defined here}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{use of value '%arg0' expects different type than prior uses: 'tensor<3xi32>' vs 'tensor<4xi32>'}}
  return %arg0 : tensor<3xi32>
}

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{expected 2 operand types but had 1}}
  %0 = "test.broadcastable"(%arg0, %arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @f(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0, %1 = "test.broadcastable"(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @f() {
  // expected-error @+1 {{unregistered operation 'func.frobnicate' found in dialect ('func') that does not allow unknown operations}}
  "func.frobnicate"() : () -> ()
  return
}
