// issue 38: properties mlir-opt's parser converts as it makes llvm's and transform's ops
module {
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i4}> ({
  }) : () -> ()
}
// -----
module {
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #lvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  }) : () -> ()
}
// -----
module {
  "llvm.func"() <{CConv = #lvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  }) : () -> ()
}
// -----
module {
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 7 : i64}> ({
  }) : () -> ()
}
// -----
module {
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0}> ({
  }) : () -> ()
}
// -----
module {
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64, unnamed_addr = 0 : i32}> ({
  }) : () -> ()
}
// -----
"t.x"() ({
^bb0(%p: !llvm.ptr):
  %0 = "llvm.load"(%p) <{alignment = 8 : i64, ordering = 0 : i6}> : (!llvm.ptr) -> i32
  "t.y"() : () -> ()
}) : () -> ()
// -----
module attributes {transform.with_named_sequence} {
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}> ({
  ^bb0(%arg0: !transform.any_op):
    "transform.apply_patterns"(%arg0) <{max_iterations = -1 : i64, max_num_rewrites = -1 : i64}> ({
      "transform.apply_patterns.vector.lower_transpose"() <{avx2_lowering_strategy = false, lowering_strategy = 4 : i32}> : () -> ()
      "transform.apply_patterns.vector.lower_multi_reduction"() <{lowering_strategy = 1 : i32}> : () -> ()
    }) : (!transform.any_op) -> ()
    "transform.yield"() : () -> ()
  }) : () -> ()
}
// -----
module attributes {transform.with_named_sequence} {
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}> ({
  ^bb0(%arg0: !transform.any_op):
    "transform.apply_patterns"(%arg0) <{max_iterations = -1 : i64, max_num_rewrites = -1 : i64}> ({
      "transform.apply_patterns.vector.lower_transpose"() <{avx2_lowering_strategy = false, lowering_strategy = 1}> : () -> ()
      "transform.apply_patterns.vector.lower_multi_reduction"() <{lowering_strategy = 1 : i32}> : () -> ()
    }) : (!transform.any_op) -> ()
    "transform.yield"() : () -> ()
  }) : () -> ()
}
// -----
"t.x"() ({
^bb0(%p: !llvm.ptr):
  %0 = "llvm.load"(%p) <{alignment = 8 : i64, ordering = 3 : i64}> : (!llvm.ptr) -> i32
  %1 = "llvm.load"(%p) <{alignment = 8 : i64, ordering = 7 : i64}> : (!llvm.ptr) -> i32
  "t.y"() : () -> ()
}) : () -> ()
