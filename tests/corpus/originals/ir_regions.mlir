// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

func.func @unregistered_regions(%a: i32) -> i32 {
  %0 = "foo.region_op"(%a) ({
  ^bb0(%x: i32):
    %1 = "foo.inner"(%x) : (i32) -> i32
    "foo.yield"(%1) : (i32) -> ()
  }, {
    "foo.yield"(%a) : (i32) -> ()
  }, {
  }) {name = "three regions"} : (i32) -> i32
  return %0 : i32
}

// -----

func.func @unregistered_successors(%c: i1, %a: i32) {
  "foo.cond_br"(%c, %a) [^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
^bb1(%x: i32):
  "foo.br"()[^bb2] : () -> ()
^bb2:
  return
}

// -----

func.func @multi_block_region() {
  "foo.loop"() ({
    cf.br ^head
  ^head:
    %c = "foo.cond"() : () -> i1
    cf.cond_br %c, ^body, ^exit
  ^body:
    "foo.work"() : () -> ()
    cf.br ^head
  ^exit:
    "foo.terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @scf_ops(%lb: index, %ub: index, %step: index, %init: f32, %c: i1) -> f32 {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %1 = scf.if %c -> (f32) {
      %2 = arith.addf %acc, %acc : f32
      scf.yield %2 : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %1 : f32
  }
  %r:2 = scf.while (%x = %init) : (f32) -> (f32, i1) {
    scf.condition(%c) %x, %c : f32, i1
  } do {
  ^bb0(%y: f32, %z: i1):
    scf.yield %y : f32
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    scf.reduce
  }
  return %0 : f32
}

// -----

"foo.top_level"() ({
  "foo.nested_module_like"() ({
    %0 = "foo.value"() : () -> index
  }) : () -> ()
}) {sym_name = "top"} : () -> ()
