// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

func.func @deep(%n: index, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %r1 = scf.for %j = %c0 to %i step %c1 iter_args(%b = %a) -> (i32) {
      %r2 = scf.if %c -> (i32) {
        %r3 = "foo.region"(%b) ({
        ^bb0(%x: i32):
          %r4 = "foo.region"(%x) ({
          ^bb0(%y: i32):
            %s = arith.addi %x, %y : i32
            "foo.yield"(%s) : (i32) -> ()
          }) : (i32) -> i32
          "foo.yield"(%r4) : (i32) -> ()
        }) : (i32) -> i32
        scf.yield %r3 : i32
      } else {
        scf.yield %b : i32
      }
      scf.yield %r2 : i32
    }
    scf.yield %r1 : i32
  }
  return %r : i32
}

// -----

func.func @uses_outer_values(%a: i32) {
  "foo.isolated_not"() ({
    "foo.inner"() ({
      "foo.use"(%a) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  return
}
