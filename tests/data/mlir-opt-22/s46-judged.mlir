// builtin.module's own verifier (issue 38), recorded in stop 46: attributes of dialects only,
// besides sym_name and sym_visibility.
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {a.b = 2, foo = 1} {
}

// -----
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'quoted key'}}
module @m attributes {"quoted key" = 1} {
  func.func @f() {
    return
  }
}

// -----
module @m attributes {"a.b" = 2, sym_visibility = "private", torch.debug_module_name = "Net"} {
}

// -----
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
"builtin.module"() <{sym_name = "m"}> ({
^bb0:
}) {foo = 1} : () -> ()

// -----
// Types equal to MLIR are equal (issue 38): a strided layout however spelled, the identity
// layout, memory space 0.
func.func @f(%a: memref<4xf32, strided<[1]>>) -> memref<4xf32, strided<[ 1 ] , offset : 0>> {
  return %a : memref<4xf32, strided<[1]>>
}
func.func @g(%a: memref<4x2xf32, affine_map<(i, j)->(i, j)>>) -> memref<4x2xf32> {
  return %a : memref<4x2xf32, affine_map<(d0, d1) -> (d0, d1)>>
}
func.func @h(%a: memref<4xf32, 0>, %b: memref<*xf32, 0 : i64>) -> (memref<4xf32>, memref<*xf32>) {
  return %a, %b : memref<4xf32, 0>, memref<*xf32, 0 : i64>
}

// -----
// expected-error @+1 {{expected the number of strides to match the rank}}
"t.a"() {a = memref<2x3xf32, strided<[4, 4, 4], offset: 0>>} : () -> ()

// -----
// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
"t.a"() {a = memref<2x3xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// -----
// An alias inside a location is resolved where it is written, not at the chunk's end (issue 38).
// expected-error @+1 {{undefined symbol alias id 'nope'}}
"t.a"() : () -> () loc(callsite(#nope at "a":1))

// -----
// expected-error @+1 {{undefined symbol alias id 'late'}}
"t.a"() : () -> () loc(fused[#late, "a":1:1])
#late = loc("b":1:1)

// -----
#a = loc("x":1:1)
// expected-error @+1 {{undefined symbol alias id 'nope'}}
#b = loc("n"(#nope))
"t.a"() : () -> () loc(callsite(#a at "a":1))

// -----
// An op's alias may be defined after it, but must be defined (issue 38).
"t.a"() : () -> () loc(#late)
// expected-error @+1 {{operation location alias was never defined}}
"t.b"() : () -> () loc(#never)
func.func @f(%a: i32 loc(#late)) {
  return
} loc(#late)
#late = loc("b":1:1)

// -----
// expected-error @+1 {{undefined symbol alias id 'self'}}
#self = loc(#self)

// -----
// MLIR's lexer reads a `-` as a token of its own: blanks and comments may stand after it (issue 38).
"t.a"() {a = - 2, b = - // c
  3.5 : f32, c = - 0x10 : i8, d = dense<[- 1, 2]> : tensor<2xi32>, e = array<i32: - 1>} : () -> ()

// -----
// expected-error @+1 {{expected constant integer or floating point value}}
"t.a"() {a = - -2} : () -> ()

// -----
// expected-error @+1 {{expected constant integer or floating point value}}
"t.a"() {a = - true} : () -> ()
