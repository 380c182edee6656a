// Generic-form inputs toyir accepted and mlir-opt rejects (issue 38), recorded in stop 45.
""() : () -> ()

// -----
"t.a"() {a = array<i12: 1>} : () -> ()

// -----
!foo.bar = i32

// -----
#foo.bar = loc("a":1:2)

// -----
"t.a"() {a = array<i24: 1>, b = array<i1: true>} : () -> f8E4M3B11FNUZ
