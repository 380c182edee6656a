// issue 38: the ops that name a global, looked for in the symbol table around them
module {
  "llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 0 : i32}> ({
  }) : () -> ()
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @gx}> : () -> !llvm.ptr
    %1 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
    %2 = "llvm.mlir.addressof"() <{global_name = @f}> : () -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
    %0 = "llvm.mlir.addressof"() <{global_name = @nested::@g}> : () -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "emitc.global"() <{sym_name = "counter", type = i32}> : () -> ()
  "emitc.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "emitc.get_global"() <{name = @coxnter}> : () -> !emitc.lvalue<i32>
    "emitc.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "emitc.global"() <{sym_name = "counter", type = i32}> : () -> ()
  "emitc.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "emitc.get_global"() <{name = @counter}> : () -> !emitc.lvalue<i64>
    %1 = "emitc.get_global"() <{name = @f}> : () -> !emitc.lvalue<i32>
    "emitc.return"() : () -> ()
  }) : () -> ()
}

// -----

module {
  "emitc.global"() <{sym_name = "counter", type = i32}> : () -> ()
  "emitc.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "emitc.get_global"() <{name = @counter}> : () -> !emitc.lvalue<i32>
    "emitc.return"() : () -> ()
  }) : () -> ()
}

// -----

// llvm, nvvm, rocdl, shape and spirv accept ops they do not register, without the flag
"llvm.foo"() : () -> ()
"nvvm.foo"() : () -> ()
"rocdl.foo"() : () -> ()
"shape.foo"() : () -> ()
"spirv.foo"() : () -> ()
