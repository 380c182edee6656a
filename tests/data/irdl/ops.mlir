// Ops of course.irdl.mlir's dialect, each chunk with the error mlir-opt 22 reports:
// `mlir-opt --irdl-file=course.irdl.mlir --allow-unregistered-dialect --split-input-file --verify-diagnostics
// ops.mlir` exits 0.

func.func @valid(%a: i32, %f: f32, %t: tensor<2xf32>, %p: !course.pair<tensor<2xi32>, tensor<2xi32>>) {
  %0 = "course.scale"(%a) : (i32) -> i32
  %1 = "course.scale"(%f) : (f32) -> f32
  %2 = "course.mix"(%a, %t, %t, %f) {operandSegmentSizes = array<i32: 1, 2, 1>} : (i32, tensor<2xf32>, tensor<2xf32>, f32) -> i32
  "course.labelled"(%a) {label = "x", n = 3 : i64} : (i32) -> ()
  "course.pairs"(%p, %p) : (!course.pair<tensor<2xi32>, tensor<2xi32>>, !course.pair<tensor<2xi32>, tensor<2xi32>>) -> ()
  "course.boxed"() {a = #course.box<i32>, b = #course.box<i32>} : () -> ()
  %3 = "course.same"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%y: f64) {
  // expected-error @+1 {{'f64' does not satisfy the constraint}}
  %b = "course.scale"(%y) : (f64) -> f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{op expects exactly 1 operands, but got 2}}
  %b = "course.scale"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{op expects exactly 1 results, but got 0}}
  "course.scale"(%a) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'operandSegmentSizes' attribute is expected but not provided}}
  %0 = "course.mix"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %t: tensor<2xf32>) {
  // expected-error @+1 {{element 2 in 'operandSegmentSizes' attribute must be equal to 0 or 1}}
  %0 = "course.mix"(%a, %t, %t) {operandSegmentSizes = array<i32: 1, 0, 2>} : (i32, tensor<2xf32>, tensor<2xf32>) -> i32
  return
}

// -----

func.func @f(%a: i32, %t: tensor<2xf32>) {
  // expected-error @+1 {{'operandSegmentSizes' attribute for specifying operand segments must have 3 elements, but got 2}}
  %0 = "course.mix"(%a, %t) {operandSegmentSizes = array<i32: 1, 1>} : (i32, tensor<2xf32>) -> i32
  return
}

// -----

func.func @f(%a: i32, %t: tensor<2xf32>) {
  // expected-error @+1 {{'operandSegmentSizes' attribute is expected to be a dense i32 array}}
  %0 = "course.mix"(%a, %t) {operandSegmentSizes = array<i64: 1, 1, 0>} : (i32, tensor<2xf32>) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected base type 'builtin.tensor' but got 'builtin.integer'}}
  %0 = "course.mix"(%a, %a) {operandSegmentSizes = array<i32: 1, 1, 0>} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %t: tensor<2xf32>) {
  // expected-error @+1 {{sum of elements in 'operandSegmentSizes' attribute must be equal to the number of operands}}
  %0 = "course.mix"(%a, %t) {operandSegmentSizes = array<i32: 1, 1, 1>} : (i32, tensor<2xf32>) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'course.labelled' op attribute "label" is expected but not provided}}
  "course.labelled"(%a) {n = 3 : i64} : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected base attribute 'builtin.string' but got 'builtin.integer'}}
  "course.labelled"(%a) {label = 3, n = 3 : i64} : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected '3 : i64' but got '3 : i32'}}
  "course.labelled"(%a) {label = "x", n = 3 : i32} : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{'course.loop' op unexpected number of regions: expected 2 but got 0}}
"course.loop"() : () -> ()

// -----

// expected-note @+2 {{see the operation}}
// expected-error @+2 {{expected 'index' but got 'f32'}}
"course.loop"() ({
^bb0(%i: f32):
  "other.body"() : () -> ()
}, {
^bb1:
  "other.exit"() : () -> ()
^bb2:
  "other.exit"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expected region 1 to have 2 block(s) but got 1}}
"course.loop"() ({
^bb0(%i: index):
  "other.body"() : () -> ()
}, {
  "other.exit"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expected region 0 to have 1 arguments but got 0}}
"course.loop"() ({
  "other.body"() : () -> ()
}, {
^bb1:
  "other.exit"() : () -> ()
^bb2:
  "other.exit"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expected 'tensor<2xi32>' but got 'i32'}}
func.func @f(%p: !course.pair<tensor<2xi32>, i32>) {
  return
}

// -----

// expected-error @+1 {{expected 2 type arguments, but had 1}}
func.func @f(%p: !course.pair<i32>) {
  return
}

// -----

func.func @f(%p: !course.pair<tensor<2xi32>, tensor<2xi32>>, %a: i32) {
  // expected-error @+1 {{expected base type 'course.pair' but got 'builtin.integer'}}
  "course.pairs"(%p, %a) : (!course.pair<tensor<2xi32>, tensor<2xi32>>, i32) -> ()
  return
}

// -----

func.func @f(%p: !course.pair<i32, i32>) {
  // expected-error @+1 {{expected base type 'builtin.tensor' but got 'builtin.integer'}}
  "course.pairs"(%p, %p) : (!course.pair<i32, i32>, !course.pair<i32, i32>) -> ()
  return
}

// -----

// expected-error @+1 {{expected base attribute 'course.box' but got 'builtin.integer'}}
"course.boxed"() {a = 3, b = #course.box<i32>} : () -> ()

// -----

// expected-error @+1 {{expected 'i32' but got 'i64'}}
"course.boxed"() {a = #course.box<i32>, b = #course.box<i64>} : () -> ()

// -----

// mlir-opt 22 writes the attribute's name before its dialect here
// expected-error @+1 {{expected base attribute 'box.course' but got 'i32'}}
"course.boxed"() {a = #course.box<i32>, b = i32} : () -> ()

// -----

func.func @f(%a: i32, %b: f32) {
  // expected-error @+1 {{expected 'i32' but got 'f32'}}
  %0 = "course.same"(%a, %b) : (i32, f32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected 'i32' but got 'f32'}}
  %0 = "course.same"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

// expected-error @+1 {{unregistered operation 'course.nope' found in dialect ('course') that does not allow unknown operations}}
"course.nope"() : () -> ()

// -----

// mlir-opt 22 leaves the quote open
// expected-error @+1 {{expected type, got attribute '"x"}}
"course.typed"() {t = "x"} : () -> ()

// -----

// expected-note @+2 {{see the operation}}
// expected-error @+2 {{expected region 0 to have 1 arguments but got 2}}
"course.loop"() ({
^bb0(%i: index, %j: index):
  "other.body"() : () -> ()
}, {
^bb1:
  "other.exit"() : () -> ()
^bb2:
  "other.exit"() : () -> ()
}) : () -> ()

// -----

// mlir-opt walks blocks one by one: the op in region 0 before region 1's empty blocks
func.func @f(%y: f64) {
  "course.loop"() ({
  ^bb0(%i: index):
    // expected-error @+1 {{'f64' does not satisfy the constraint}}
    %b = "course.scale"(%y) : (f64) -> f64
  }, {
  ^bb1:
  ^bb2:
  }) : () -> ()
  return
}

// -----

// the op as mlir-opt prints it: its values named from the function (%argN, %N), attributes sorted
func.func @f(%a: i32, %f: f32) {
  %0 = "course.scale"(%a) : (i32) -> i32
  "course.loop"() ({
  ^bb0(%i: index):
    // expected-error @+1 {{block with no terminator, has %1 = "course.same"(%arg0, %0) {a = [1, 2.500000e+00], z = "a\22b"} : (i32, i32) -> i32}}
    %r = "course.same"(%a, %0) {z = "a\"b", a = [1, 2.5]} : (i32, i32) -> i32
  }, {
  ^bb1:
    "other.exit"() : () -> ()
  ^bb2:
    "other.exit"() : () -> ()
  }) : () -> ()
  return
}
