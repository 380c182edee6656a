// MLIR's trait library on the test dialect's ops, one chunk per message: mlir-opt 22 and toyir
// must both pass their annotations (mlir-opt 22 from Debian registers the test dialect).
// RUN: toyir-verify --semantics=mlir -allow-unregistered-dialect %s -split-input-file -verify-diagnostics
// RUN: %if mlir-opt %{ %mlir_opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics > /dev/null %}

func.func @element_types_agree(%a: tensor<2xf32>, %b: vector<3xf32>, %s: f32) {
  "test.same_operand_element_type"(%a, %b) : (tensor<2xf32>, vector<3xf32>) -> tensor<7xi8>
  "test.same_operand_element_type"(%s, %a) : (f32, tensor<2xf32>) -> i1
  return
}

// -----

func.func @element_types_differ(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error@+1 {{'test.same_operand_element_type' op requires the same element type for all operands}}
  "test.same_operand_element_type"(%a, %b) : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  return
}

// -----

func.func @two_operands_needed(%a: tensor<2xf32>) {
  // expected-error@+1 {{'test.same_operand_element_type' op expected 2 operands, but found 1}}
  "test.same_operand_element_type"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @result_element_type_differs(%a: tensor<2xi8>) {
  // expected-error@+1 {{requires the same element type for all operands and results}}
  "test.same_operand_and_result_element_type"(%a) : (tensor<2xi8>) -> vector<2xi16>
  return
}

// -----

func.func @no_result(%a: tensor<2xi8>) {
  // expected-error@+1 {{'test.same_operand_and_result_element_type' op expected 1 or more results}}
  "test.same_operand_and_result_element_type"(%a) : (tensor<2xi8>) -> ()
  return
}

// -----

func.func @shapes_agree(%a: tensor<4x?xf32>, %b: memref<4x3xi8>, %c: tensor<*xf32>) {
  "test.same_operand_shape"(%a, %b, %c) : (tensor<4x?xf32>, memref<4x3xi8>, tensor<*xf32>) -> ()
  %r = "test.same_operand_and_result_shape"(%a) : (tensor<4x?xf32>) -> tensor<?x3xf16>
  return
}

// -----

func.func @shapes_differ(%a: tensor<4x3xf32>, %b: tensor<4x2xf32>) {
  // expected-error@+1 {{requires the same shape for all operands}}
  "test.same_operand_shape"(%a, %b) : (tensor<4x3xf32>, tensor<4x2xf32>) -> ()
  return
}

// -----

func.func @no_operand() {
  // expected-error@+1 {{expected 1 or more operands, but found 0}}
  "test.same_operand_shape"() : () -> ()
  return
}

// -----

func.func @not_shaped(%a: i32) {
  // expected-error@+1 {{operand #0 must be variadic of shaped of any type values, but got 'i32'}}
  "test.same_operand_shape"(%a) : (i32) -> ()
  return
}

// -----

func.func @result_shape_differs(%a: tensor<4xf32>) {
  // expected-error@+1 {{requires the same shape for all operands and results}}
  %r = "test.same_operand_and_result_shape"(%a) : (tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @types_agree(%a: tensor<4xf32>, %b: tensor<?xf32>) {
  %r = "test.same_operand_and_result_type"(%a, %b) : (tensor<4xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @types_differ(%a: tensor<4xf32>, %b: tensor<4xi32>) {
  // expected-error@+1 {{requires the same type for all operands and results}}
  %r = "test.same_operand_and_result_type"(%a, %b) : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @encodings_differ(%a: tensor<4xf32, "x">) {
  // expected-error@+1 {{requires the same encoding for all operands and results}}
  %r = "test.same_operand_and_result_type"(%a) : (tensor<4xf32, "x">) -> tensor<4xf32, "y">
  return
}

// -----

func.func @mappable(%a: tensor<?x4xf32>, %b: tensor<3x?xf32>, %s: f32) {
  %r = "test.elementwise_mappable"(%a, %b, %s) : (tensor<?x4xf32>, tensor<3x?xf32>, f32) -> tensor<3x4xi1>
  %t = "test.elementwise_mappable"(%s) : (f32) -> f64
  return
}

// -----

func.func @mappable_kinds_differ(%a: tensor<4xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{all non-scalar operands/results must have the same shape and base type}}
  %r = "test.elementwise_mappable"(%a, %b) : (tensor<4xf32>, vector<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @mappable_scalar_result(%a: tensor<4xf32>) {
  // expected-error@+1 {{if an operand is non-scalar, then there must be at least one non-scalar result}}
  %r = "test.elementwise_mappable"(%a) : (tensor<4xf32>) -> f32
  return
}

// -----

func.func @mappable_from_scalars(%s: f32) {
  // expected-error@+1 {{if a result is non-scalar, then at least one operand must be non-scalar}}
  %r = "test.elementwise_mappable"(%s) : (f32) -> vector<2xf32>
  return
}

// -----

func.func @mappable_mixed_results(%a: vector<4xf32>) {
  // expected-error@+1 {{if an operand is non-scalar, then all results must be non-scalar}}
  %r:2 = "test.elementwise_mappable"(%a) : (vector<4xf32>) -> (vector<4xf32>, f32)
  return
}

// -----

func.func @child_in_its_parent() {
  "test.parent"() ({
    "test.child"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @child_elsewhere() {
  "test.parent1"() ({
    // expected-error@+1 {{'test.child' op expects parent op 'test.parent'}}
    "test.child"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @child_of_neither() {
  "other.op"() ({
    // expected-error@+1 {{expects parent op to be one of 'test.parent, test.parent1'}}
    "test.child_with_parent_one_of"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @terminator_not_last() {
  "test.parent"() ({
    // expected-error@+1 {{'test.finish' op must be the last operation in the parent block}}
    "test.finish"() : () -> ()
    "test.child"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @two_blocks() {
  // expected-error@+1 {{'test.SingleBlockImplicitTerminator' op expects region #0 to have 0 or 1 blocks}}
  "test.SingleBlockImplicitTerminator"() ({
  ^bb0:
    "test.finish"() : () -> ()
  ^bb1:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @empty_block() {
  // expected-error@+1 {{'test.SingleBlockImplicitTerminator' op expects a non-empty block}}
  "test.SingleBlockImplicitTerminator"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @wrong_terminator() {
  // expected-error@+2 {{expects regions to end with 'test.finish', found 'other.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'test.finish'}}
  "test.SingleBlockImplicitTerminator"() ({
    "other.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

// expected-error@+1 {{'test.symbol' op requires attribute 'sym_name'}}
"test.symbol"() : () -> ()

// -----

// expected-error@+1 {{visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
"test.symbol"() {sym_name = "s", sym_visibility = "hidden"} : () -> ()

// -----

"test.symbol_scope"() ({
  "test.symbol"() {sym_name = "inner"} : () -> ()
  "test.finish"() : () -> ()
}) : () -> ()
"test.symbol"() {sym_name = "inner"} : () -> ()

// -----

"test.parent"() ({
  // expected-error@+1 {{'test.symbol' op symbol's parent must have the SymbolTable trait}}
  "test.symbol"() {sym_name = "lost"} : () -> ()
  "test.finish"() : () -> ()
}) : () -> ()

// -----

// expected-note@+1 {{see existing symbol definition here}}
"test.symbol"() {sym_name = "twice"} : () -> ()
// expected-error@+1 {{redefinition of symbol named 'twice'}}
"test.symbol"() {sym_name = "twice"} : () -> ()

// -----

func.func @segments(%a: i32) {
  "test.attr_sized_operands"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (i32, i32, i32) -> ()
  return
}

// -----

func.func @segments_do_not_add_up(%a: i32) {
  // expected-error@+1 {{operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%a, %a) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>}> : (i32, i32) -> ()
  return
}

// -----

"other.op"() ({
  "test.symbol"() {sym_name = "may_be_in_a_table"} : () -> ()
}) : () -> ()
