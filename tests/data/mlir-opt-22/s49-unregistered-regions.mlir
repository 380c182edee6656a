// The regions of an unregistered op have no SSA dominance: a value may be used above its
// definition there, as a TF executor graph's islands name each other.
func.func @forward_in_unregistered_region() {
  "tf_executor.graph"() ({
    %outputs, %control = "tf_executor.island"(%control_2) ({
      "tf_executor.yield"() : () -> ()
    }) : (!tf_executor.control) -> (i32, !tf_executor.control)
    %control_2 = "tf_executor.island"() ({
      "tf_executor.yield"() : () -> ()
    }) : () -> !tf_executor.control
    "tf_executor.fetch"() : () -> ()
  }) : () -> ()
  return
}

// -----

// Values of the enclosing function still dominate as there: the op holding the use comes first.
func.func @use_above_in_the_enclosing_block() {
  // expected-error @below {{operand #0 does not dominate this use}}
  "foo.op"() ({ "foo.use"(%x) : (i32) -> () }) : () -> ()
  // expected-note @below {{operand defined here (op in a parent region)}}
  %x = "foo.def"() : () -> i32
  return
}

// -----

// A value used in an unregistered op's region must still be defined somewhere.
func.func @undefined_in_unregistered_region() {
  "foo.op"() ({
    // expected-error @below {{use of undeclared SSA value name}}
    "foo.use"(%nowhere) : (i32) -> ()
  }) : () -> ()
  return
}
