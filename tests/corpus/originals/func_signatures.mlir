// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

func.func private @decl_with_attrs(i32 {llvm.noundef}, memref<?xf32> {llvm.noalias, my.align = 16 : i64}) -> (i32 {llvm.signext})

func.func @public_with_arg_attrs(%a: i32 {my.name = "a"}, %b: tensor<2xf32> {my.dict = {k = 1 : i32}}) -> (i32 {my.res}) attributes {llvm.emit_c_interface, my.level = 3 : i64} {
  return %a : i32
}

// -----

func.func private @no_results(index)

func.func nested @nested_visibility() {
  return
}

func.func @noinline_fn() attributes {no_inline} {
  return
}

// -----

func.func @many_types(%a: i1, %b: si8, %c: ui16, %d: index, %e: none, %f: tuple<i32, f32>, %g: complex<f64>, %h: !my.opaque_type, %i: !foo<"bar">) {
  return
}

// -----

func.func @func_types(%f: (i32) -> (f32, f32), %g: () -> (), %h: ((i1) -> i1) -> index) {
  return
}
