// Undeclared values after a verifier error: mlir-opt's parser finds them where no name from
// around the function can be one (a custom form's body, or nothing around that defines it),
// and stops there: nothing is verified.

func.func @g() {
  "cf.br"()[^bb1] : () -> ()
^bb1:
^bb2:
  %1 = "t.b"(%nowhere) : (i32) -> i32
  return
}

// -----

"func.func"() <{function_type = () -> (), sym_name = "g"}> ({
  "cf.br"()[^bb1] : () -> ()
^bb1:
^bb2:
  %1 = "t.b"(%nowhere) : (i32) -> i32
  "func.return"() : () -> ()
}) : () -> ()

// -----

// The generic form's body sees the names around it: %outside is found, the empty block reported.
"t.outer"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
  ^bb2:
    %1 = "t.b"(%outside) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  %outside = "t.a"() : () -> i32
}) : () -> ()

// -----

"t.outer"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
  ^bb2:
    %1 = "t.b"(%nowhere) : (i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// A location's keywords are whole words (`to0335`, `at0` are none).
"t.a"() : () -> () loc("cast"("x.mlir":333:92 to0335:55))
// -----
"t.a"() : () -> () loc("x.mlir":333:92 to0335:55)
// -----
"t.a"() : () -> () loc("x.mlir":333:92 to 335:55)
// -----
"t.a"() : () -> () loc("x.mlir":333:92 to:55)
// -----
"t.a"() : () -> () loc("x.mlir":333:92 to :55)

// -----
"t.a"() : () -> () loc(unknownx)
// -----
"t.a"() : () -> () loc(callsitex("a" at "b"))
// -----
"t.a"() : () -> () loc(callsite("a" atx "b"))
// -----
"t.a"() : () -> () loc(fusedx["a"])
// -----
"t.a"() : () -> () loc(callsite("a":1:2 at0 "b":1:2))
// -----
"t.a"() : () -> () loc(callsite("a"at"b"))
