// Chunks in MLIR's generic form, some valid, some not: toyir --semantics=mlir must give each
// the verdict mlir-opt 22 gives (tests/test_corpus.py; verdicts.expected records mlir-opt's).
"func.func"() <{function_type = (i32) -> i32, sym_name = "use_before_def"}> ({
^bb0(%a: i32):
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"(%a) : (i32) -> i32
  "func.return"(%0) : (i32) -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> i32, sym_name = "nested_sees_outer"}> ({
^bb0(%a: i32):
  "foo.a"() ({
    %z = "foo.b"(%a) : (i32) -> i32
  }) : () -> ()
  "func.return"(%a) : (i32) -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> i32, sym_name = "cfg_dominates"}> ({
^bb0(%a: i32):
  "cf.br"()[^bb1] : () -> ()
^bb1:
  %x = "foo.b"(%a) : (i32) -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32, i1) -> i32, sym_name = "cfg_not_dominating"}> ({
^bb0(%a: i32, %c: i1):
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %x = "foo.b"(%a) : (i32) -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "func.return"(%x) : (i32) -> ()
}) : () -> ()
// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "call_arity"}> ({
  ^bb0(%a: i32):
    %0 = "func.call"(%a, %a) <{callee = @call_arity}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> i32, sym_name = "no_terminator_unregistered_last"}> ({
^bb0(%a: i32):
  %x = "foo.b"(%a) : (i32) -> i32
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "two_blocks_in_unregistered_op"}> ({
^bb0(%a: i32):
  "foo.a"() ({
  ^bb0:
    "foo.x"() : () -> ()
  ^bb1:
    "foo.y"() : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> i32, sym_name = "return_count"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> i32, sym_name = "return_type"}> ({
^bb0(%a: i32):
  %f = "foo.f"() : () -> f32
  "func.return"(%f) : (f32) -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_arguments"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.return"() : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "return_not_last"}> ({
  "func.return"() : () -> ()
  "foo.x"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "isolated"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
    "foo.use"(%outer) : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  %outer = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "undefined_block"}> ({
  "cf.br"()[^bb9] : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "dup"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "dup"}> ({
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = () -> (), sym_name = "successor_not_last"}> ({
  "cf.br"()[^bb1] : () -> ()
  "foo.x"() : () -> ()
^bb1:
  "func.return"() : () -> ()
}) : () -> ()
// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "wrong_type_use"}> ({
^bb0(%a: i32):
  "foo.x"(%a) : (i64) -> ()
  "func.return"() : () -> ()
}) : () -> ()
// -----
#loc1 = loc("prog.toy":3:5)
"func.func"() <{function_type = () -> i32, sym_name = "located"}> ({
  "func.return"() : () -> () loc(#loc1)
}) : () -> ()
