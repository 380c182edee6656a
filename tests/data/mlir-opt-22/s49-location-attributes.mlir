// A location is an attribute too, written wherever an attribute may be.
#named = loc("named")
#fused = loc(fused<"CSE">[#named, "f.mlir":1:2])
func.func @locations_as_attributes() {
  "foo.op"() {a = [1 : i32, loc(fused["a", "b"])], b = loc("f.mlir":3:4), c = loc(#named),
              d = loc(callsite("x" at "y":1:2)), e = {inner = loc(unknown)}, f = loc(#fused)} : () -> ()
  return
}

// -----

// An alias in an attribute's location is resolved where it is written: it must be defined above.
func.func @alias_not_defined_above() {
  // expected-error @below {{undefined symbol alias id 'later'}}
  "foo.op"() {c = loc(#later)} : () -> ()
  return
}
#later = loc("later")
