// tests/data/irdl/course.irdl.mlir in MLIR's generic form, as mlir-opt 22 prints it (--mlir-print-op-generic)
"builtin.module"() ({
  "irdl.dialect"() <{sym_name = "course"}> ({
    "irdl.type"() <{sym_name = "pair"}> ({
      %21 = "irdl.any"() : () -> !irdl.attribute
      "irdl.parameters"(%21, %21) <{names = ["first", "second"]}> : (!irdl.attribute, !irdl.attribute) -> ()
    }) : () -> ()
    "irdl.attribute"() <{sym_name = "box"}> ({
      %20 = "irdl.is"() <{expected = i32}> : () -> !irdl.attribute
      "irdl.parameters"(%20) <{names = ["value"]}> : (!irdl.attribute) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "scale"}> ({
      %17 = "irdl.is"() <{expected = i32}> : () -> !irdl.attribute
      %18 = "irdl.is"() <{expected = f32}> : () -> !irdl.attribute
      %19 = "irdl.any_of"(%17, %18) : (!irdl.attribute, !irdl.attribute) -> !irdl.attribute
      "irdl.operands"(%19) <{names = ["x"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
      "irdl.results"(%19) <{names = ["y"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "mix"}> ({
      %14 = "irdl.is"() <{expected = i32}> : () -> !irdl.attribute
      %15 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
      %16 = "irdl.any"() : () -> !irdl.attribute
      "irdl.operands"(%14, %15, %16) <{names = ["x", "rest", "last"], variadicity = #irdl<variadicity_array[ single,  variadic,  optional]>}> : (!irdl.attribute, !irdl.attribute, !irdl.attribute) -> ()
      "irdl.results"(%14) <{names = ["r"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "labelled"}> ({
      %11 = "irdl.base"() <{base_name = "#builtin.string"}> : () -> !irdl.attribute
      %12 = "irdl.is"() <{expected = 3 : i64}> : () -> !irdl.attribute
      %13 = "irdl.is"() <{expected = i32}> : () -> !irdl.attribute
      "irdl.attributes"(%11, %12) <{attributeValueNames = ["label", "n"]}> : (!irdl.attribute, !irdl.attribute) -> ()
      "irdl.operands"(%13) <{names = ["x"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "loop"}> ({
      %8 = "irdl.is"() <{expected = index}> : () -> !irdl.attribute
      %9 = "irdl.region"(%8) <{constrainedArguments}> : (!irdl.attribute) -> !irdl.region
      %10 = "irdl.region"() <{numberOfBlocks = 2 : i32}> : () -> !irdl.region
      "irdl.regions"(%9, %10) <{names = ["body", "exits"]}> : (!irdl.region, !irdl.region) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "pairs"}> ({
      %5 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
      %6 = "irdl.parametric"(%5, %5) <{base_type = @course::@pair}> : (!irdl.attribute, !irdl.attribute) -> !irdl.attribute
      %7 = "irdl.base"() <{base_ref = @course::@pair}> : () -> !irdl.attribute
      "irdl.operands"(%6, %7) <{names = ["x", "y"], variadicity = #irdl<variadicity_array[ single,  single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "boxed"}> ({
      %2 = "irdl.base"() <{base_ref = @course::@box}> : () -> !irdl.attribute
      %3 = "irdl.is"() <{expected = i32}> : () -> !irdl.attribute
      %4 = "irdl.parametric"(%3) <{base_type = @course::@box}> : (!irdl.attribute) -> !irdl.attribute
      "irdl.attributes"(%2, %4) <{attributeValueNames = ["a", "b"]}> : (!irdl.attribute, !irdl.attribute) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "typed"}> ({
      %1 = "irdl.base"() <{base_name = "!builtin.tensor"}> : () -> !irdl.attribute
      "irdl.attributes"(%1) <{attributeValueNames = ["t"]}> : (!irdl.attribute) -> ()
    }) : () -> ()
    "irdl.operation"() <{sym_name = "same"}> ({
      %0 = "irdl.any"() : () -> !irdl.attribute
      "irdl.operands"(%0, %0) <{names = ["a", "b"], variadicity = #irdl<variadicity_array[ single,  single]>}> : (!irdl.attribute, !irdl.attribute) -> ()
      "irdl.results"(%0) <{names = ["r"], variadicity = #irdl<variadicity_array[ single]>}> : (!irdl.attribute) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

