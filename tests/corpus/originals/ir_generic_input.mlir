// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect
// Ops written in generic form in the source, registered and not.

"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "add", sym_visibility = "private", arg_attrs = [{foo.a}, {}]}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "multi"}> ({
  %0:2 = "foo.two"() : () -> (i32, f32)
  "foo.use"(%0#0, %0#1) : (i32, f32) -> ()
  %1 = "arith.constant"() <{value = 3 : index}> : () -> index
  "cf.br"(%1)[^bb1] : (index) -> ()
^bb1(%x: index):
  "func.return"() : () -> ()
}) : () -> ()

// -----

"foo.op_with_everything"() <{p = [1, 2]}> ({
^bb0(%a: i32):
  "foo.term"(%a)[^bb1] : (i32) -> ()
^bb1:
  "foo.term"() : () -> ()
}, {
}) {attr = @sym, other = #foo<"x">} : () -> ()
