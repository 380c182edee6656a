// Ops of arith and cf as mlir-opt 22 verifies them (toyir/dialects/upstream.py): counts, required
// attributes, operands' and results' types, the traits that relate them, branches' operands.

func.func @f(%a: i32, %b: i64, %x: f32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 3}}
  %0 = "arith.addi"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%x: f32, %u: ui32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{invalid properties {predicate = 12 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 12 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 1 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%v: vector<2xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%v, %v) <{predicate = 1 : i64}> : (vector<2xi32>, vector<2xi32>) -> i1
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = #arith.fastmath<none>, predicate = 17 : i64} for op arith.cmpf: Invalid attribute `predicate` in property conversion: 17 : i64}}
  %1 = "arith.cmpf"(%x, %x) <{predicate = 17 : i64, fastmath = #arith.fastmath<none>}> : (f32, f32) -> i1
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = "s"}> : () -> i32
  return
}

// -----

func.func @f(%a: i32, %i: index, %c: i1) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %i) : (i1, i32, index) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a, %a) ({
    "t.x"() : () -> ()
  }) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  "cf.br"(%a)[^bb1] : (i32) -> ()
^bb1(%y: i64):
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{branch has 2 operands for successor #0, but target block has 1}}
  "cf.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%y: i32):
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"(%a)[^bb1, ^bb1] : (i32) -> ()
^bb1(%y: i32):
  return
}

// -----

func.func @f(%a: i32, %c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1, i32) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f(%a: i32, %c: i1) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
^bb1:
  return
^bb2(%z: i64):
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

// What passes: arith's other ops, unchecked (mlir-opt registers them), and these as they are meant.
func.func @f(%a: i32, %v: vector<2xi32>, %t: tensor<*xi32>, %i: index, %c: i1, %x: f32) -> i32 {
  %0 = "arith.cmpi"(%t, %t) <{predicate = 1}> : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi1>
  %1 = "arith.cmpi"(%i, %i) {predicate = 0 : i64} : (index, index) -> i1
  %2 = "arith.constant"() <{value = 1 : index}> : () -> index
  %3 = "arith.constant"() <{value = true}> : () -> i1
  %4 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32>
  %5 = "arith.select"(%c, %v, %v) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  %6 = "arith.addi"(%i, %i) <{overflowFlags = #arith.overflow<nsw>}> : (index, index) -> index
  %7 = "arith.maxsi"(%t, %t) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  %8 = "arith.extsi"(%a) : (i32) -> i64
  %9 = "arith.cmpf"(%x, %x) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
  %10 = "arith.constant"() <{value = 2.5 : f32}> : () -> f32
  %11 = "arith.mulf"(%10, %x) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
  "cf.cond_br"(%c, %a, %i)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, index) -> ()
^bb1(%y: i32):
  "cf.br"()[^bb3] : () -> ()
^bb2(%j: index):
  "cf.switch"(%a)[^bb3, ^bb3] <{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb3:
  return %a : i32
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%x, %x) {fastmath = #arith.overflow<nsw>} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{invalid properties {fastmath = #foo.bar<x>, predicate = 1 : i64} for op arith.cmpf: Invalid attribute `fastmath` in property conversion: #foo.bar<x>}}
  %0 = "arith.cmpf"(%x, %x) <{fastmath = #foo.bar<x>, predicate = 1 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = #arith.fastmath<fast>} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: #arith.fastmath<fast>}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.muli' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.muli"(%a, %a) {overflowFlags = 3 : i32} : (i32, i32) -> i32
  return
}

// -----

// linalg.generic's counts and required attributes, in ODS's order
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<2x2xf64>, %b: tensor<2x2xf64>) -> tensor<2x2xf64> {
  // expected-error @+1 {{'linalg.generic' op requires attribute 'iterator_types'}}
  %6 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f64, %out: f64):
    "linalg.yield"(%in) : (f64) -> ()
  }) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  return %6 : tensor<2x2xf64>
}

// -----

func.func @f(%a: tensor<2x2xf64>, %b: tensor<2x2xf64>) -> tensor<2x2xf64> {
  // expected-error @+1 {{'linalg.generic' op operand count (3) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %6 = "linalg.generic"(%a, %b, %a) <{iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f64, %out: f64):
    "linalg.yield"(%in) : (f64) -> ()
  }) : (tensor<2x2xf64>, tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  return %6 : tensor<2x2xf64>
}

// -----

func.func @f(%a: tensor<2x2xf64>, %b: tensor<2x2xf64>) -> tensor<2x2xf64> {
  // expected-error @+1 {{'linalg.generic' op requires one region}}
  %6 = "linalg.generic"(%a, %b) <{iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  return %6 : tensor<2x2xf64>
}

// -----

// and one as it is meant, its body's linalg ops unchecked (mlir-opt registers them)
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<2x2xf64>, %b: tensor<2x2xf64>) -> tensor<2x2xf64> {
  %6 = "linalg.generic"(%a, %b) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f64, %out: f64):
    %i = "linalg.index"() <{dim = 1 : i64}> : () -> index
    "linalg.yield"(%in) : (f64) -> ()
  }) : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
  return %6 : tensor<2x2xf64>
}
