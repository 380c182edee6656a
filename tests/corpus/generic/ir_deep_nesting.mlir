"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> i32, sym_name = "deep"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3 = "scf.for"(%0, %arg0, %1, %2) ({
    ^bb0(%arg2: index, %arg3: i32):
      %4 = "scf.for"(%0, %arg2, %1, %arg3) ({
      ^bb0(%arg4: index, %arg5: i32):
        %5 = "scf.if"(%arg1) ({
          %6 = "foo.region"(%arg5) ({
          ^bb0(%arg6: i32):
            %7 = "foo.region"(%arg6) ({
            ^bb0(%arg7: i32):
              %8 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
              "foo.yield"(%8) : (i32) -> ()
            }) : (i32) -> i32
            "foo.yield"(%7) : (i32) -> ()
          }) : (i32) -> i32
          "scf.yield"(%6) : (i32) -> ()
        }, {
          "scf.yield"(%arg5) : (i32) -> ()
        }) : (i1) -> i32
        "scf.yield"(%5) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "uses_outer_values"}> ({
  ^bb0(%arg0: i32):
    "foo.isolated_not"() ({
      "foo.inner"() ({
        "foo.use"(%arg0) : (i32) -> ()
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

