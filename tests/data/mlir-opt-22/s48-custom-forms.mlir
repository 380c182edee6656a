// Recorded in stop 48: func.func's argument and result attributes, and distinct attributes.
// Valid: arguments and results with attributes, a declaration's, a location after them.
func.func @f(%a: i32 {x.y = 1}, %b: i32 {}) -> (i32 {x.z}, f32) {
  %c = "x.c"() : () -> f32
  return %a, %c : i32, f32
}
func.func private @g(i32 {x.y = 1}, i32)
func.func @h(%a: i32 {x.y = 1, "x.q" = "s"} loc("a":1:2)) { return }
func.func @e(%a: i32 {}) -> (i32 {}) { return %a : i32 }

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @k(%a: i32 {x = 1}) { return }

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @k(i32 {"q" = 1})

// -----

func.func @k() -> (i32 {z}) {
// expected-error @-1 {{'func.func' op results may only have dialect attributes}}
  %c = "x.c"() : () -> i32
  return %c : i32
}

// -----

// expected-error @+1 {{expected ')'}}
func.func @f(%a: i32 loc("a":1:2) {x.y = 1}) { return }

// -----

// expected-error @+1 {{duplicate key 'x.y' in dictionary attribute}}
func.func @f(%a: i32 {x.y = 1, x.y = 2}) { return }

// -----

// Valid: one id names one value (unit written `<>` or `<unit>`), spaced, in hexadecimal.
"x.y"() {a = distinct[0]<unit>, b = distinct[0]<>, c = distinct[ 1 ] < 1 : i32 >, d = distinct[0x2]<[1, 2]>} : () -> ()
"x.y"() {e = distinct[1]<1 : i32>, f = distinct[3]<1>, g = distinct[3]<1 : i64>} : () -> ()

// -----

// Valid: each chunk its own ids.
"x.y"() {a = distinct[1]<2 : i32>} : () -> ()

// -----

// expected-error @+1 {{referenced attribute does not match previous definition: unit}}
"x.y"() {a = distinct[0]<unit>, b = distinct[0]<i32>} : () -> ()

// -----

"x.y"() {a = distinct[7]<"s">} : () -> ()
// expected-error @+1 {{referenced attribute does not match previous definition: "s"}}
"x.y"() {a = distinct[7]<"t">} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"x.y"() {a = distinct[-1]<1 : i32>} : () -> ()

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
"x.y"() {a = distinct[99999999999999999999]<1 : i32>} : () -> ()

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
"x.y"() {a = distinct<1 : i32>} : () -> ()

// -----

// expected-error @+1 {{expected ']' to close distinct ID}}
"x.y"() {a = distinct[1 2]<1>} : () -> ()

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
"x.y"() {a = distinct[1] 1} : () -> ()

// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
"x.y"() {a = distinct[1]<[1] x>} : () -> ()

// -----

// expected-error @+1 {{expected distinct ID}}
"x.y"() {a = distinct[x]<1>} : () -> ()
