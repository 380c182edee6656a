// Where mlir-opt's parser stops: its first error in the text, but for values used and never
// defined, which it names only once the whole chunk is read (then all of them).

// Two redefinitions: the first only.
func.func @f() {
  %0 = "t.a"() : () -> i32
  %0 = "t.a"() : () -> i32
  return
}
func.func @g() {
  %0 = "t.a"() : () -> i32
  %0 = "t.a"() : () -> i32
  return
}

// -----

// An undeclared value, then a redefinition further on: the redefinition.
func.func @f() {
  %0 = "t.a"(%x) : (i32) -> i32
  return
}
func.func @g() {
  %0 = "t.a"() : () -> i32
  %0 = "t.a"() : () -> i32
  return
}

// -----

// Undeclared values only, in two functions and at the top level: all of them.
%1 = "t.a"(%q) : (i32) -> i32
func.func @f() {
  %0 = "t.a"(%x) : (i32) -> i32
  return
}
func.func @g() {
  %0 = "t.a"(%y) : (i32) -> i32
  return
}

// -----

// A value used with two types after an undeclared one: the type.
func.func @f() {
  %0 = "t.a"(%y) : (i32) -> i32
  "t.b"(%0) : (i64) -> ()
  return
}

// -----

// A redefinition, then a literal of the wrong shape further on: the redefinition.
func.func @f() {
  %0 = "t.a"() : () -> i32
  %0 = "t.a"() : () -> i32
  return
}
func.func @g() {
  %0 = "t.a"() {v = dense<[1, 2, 3]> : vector<2xi32>} : () -> i32
  return
}

// -----

// A redefinition, then a syntax error further on: the redefinition.
func.func @f() {
  %0 = "t.a"() : () -> i32
  %0 = "t.a"() : () -> i32
  return
}
func.func @g() {
  %0 = "t.a"( : () -> i32
  return
}

// -----

// A literal of the wrong shape, then a redefinition further on: the literal.
func.func @f() {
  %0 = "t.a"() {v = dense<[1, 2, 3]> : vector<2xi32>} : () -> i32
  return
}
func.func @g() {
  %0 = "t.a"() : () -> i32
  %0 = "t.a"() : () -> i32
  return
}

// -----

// Generic functions, an undeclared value at the top level between them: the redefinition.
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "t.a"(%x) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()
%1 = "t.a"(%q) : (i32) -> i32
"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  %0 = "t.a"() : () -> i32
  %0 = "t.a"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
