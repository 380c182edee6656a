"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unregistered_regions"}> ({
  ^bb0(%arg0: i32):
    %0 = "foo.region_op"(%arg0) ({
    ^bb0(%arg1: i32):
      %1 = "foo.inner"(%arg1) : (i32) -> i32
      "foo.yield"(%1) : (i32) -> ()
    }, {
      "foo.yield"(%arg0) : (i32) -> ()
    }, {
    }) {name = "three regions"} : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "unregistered_successors"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "foo.cond_br"(%arg0, %arg1)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "foo.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "multi_block_region"}> ({
    "foo.loop"() ({
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %0 = "foo.cond"() : () -> i1
      "cf.cond_br"(%0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb2:  // pred: ^bb1
      "foo.work"() : () -> ()
      "cf.br"()[^bb1] : () -> ()
    ^bb3:  // pred: ^bb1
      "foo.terminator"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i1) -> f32, sym_name = "scf_ops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1):
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg10: index, %arg11: f32):
      %2 = "scf.if"(%arg4) ({
        %3 = "arith.addf"(%arg11, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%3) : (f32) -> ()
      }, {
        "scf.yield"(%arg11) : (f32) -> ()
      }) : (i1) -> f32
      "scf.yield"(%2) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %1:2 = "scf.while"(%arg3) ({
    ^bb0(%arg9: f32):
      "scf.condition"(%arg4, %arg9, %arg4) : (i1, f32, i1) -> ()
    }, {
    ^bb0(%arg7: f32, %arg8: i1):
      "scf.yield"(%arg7) : (f32) -> ()
    }) : (f32) -> (f32, i1)
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg5: index, %arg6: index):
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "foo.top_level"() ({
    "foo.nested_module_like"() ({
      %0 = "foo.value"() : () -> index
    }) : () -> ()
  }) {sym_name = "top"} : () -> ()
}) : () -> ()

