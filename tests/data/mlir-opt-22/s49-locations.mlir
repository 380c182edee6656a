// A file location's numbers as mlir-opt reads them: unsigned, and a range only from a column.
"t.a"() : () -> () loc("f":1:2 to :3)
"t.b"() : () -> () loc("f":1:2 to 3:4)
"t.c"() : () -> () loc("f":1)

// -----

// expected-error @+1 {{expected ')' in location}}
"t.a"() : () -> () loc("f":1 to 2:3)

// -----

// expected-error @+1 {{expected ')' after child location of NameLoc}}
"t.a"() : () -> () loc("n"("f":1 to :3))

// -----

// expected-error @+1 {{expected integer line number in FileLineColRange}}
"t.a"() : () -> () loc("f":-1:2)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"t.a"() : () -> () loc("f":1:-8)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"t.a"() : () -> () loc("f":1:2 to -3:4)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"t.a"() : () -> () loc("f":1:2 to 3:-4)

// -----

// expected-error @+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"t.a"() : () -> () loc("f":1:2 to 3)

// -----

// expected-error @+1 {{expected integer column number in FileLineColRange}}
"t.a"() {l = loc("f":1:)} : () -> ()
