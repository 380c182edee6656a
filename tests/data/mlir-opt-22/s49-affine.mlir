// Affine maps, integer sets and strided layouts read as mlir-opt reads their bodies (issue 38),
// recorded in stop 49 with mlir-opt 22: its first error in each chunk, at its column.
"t.a"() {a = affine_map<(d0) -> (d0 * )>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, 1) -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d1)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> ()>} : () -> ()
// -----
"t.a"() {a = affine_map<() -> ()>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 * s0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 floordiv d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 mod s0, d0 ceildiv 2)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (-d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (())>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> d0>} : () -> ()
// -----
"t.a"() {a = affine_map<d0 -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (99999999999999999999)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (+ d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 +)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (floordiv d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(i32) -> (i32)>} : () -> ()
// -----
"t.a"() {a = affine_map<(f32) -> (f32)>} : () -> ()
// -----
"t.a"() {a = affine_map<(x) -> (x)>} : () -> ()
// -----
"t.a"() {a = affine_map<(index) -> (index)>} : () -> ()
// -----
"t.a"() {a = affine_map<(to) -> (to)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0, d0] -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[] -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0,) -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0,)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 - 3 * 2)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (3 * d0 * 2 - d0 floordiv 4)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 * -1)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 * (-1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 ceildiv 0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (0x10)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d00 == 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0= d0 == 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == )>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 <= 4)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 1, d0 == s0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : ()>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : d0 >= 0>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 = 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(i0)[] : (i0 <= 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()
// -----
"t.a"() {a = strided<[1, ?], offset: ?>} : () -> ()
// -----
"t.a"() {a = strided<[?, 1],, offset: ?>} : () -> ()
// -----
"t.a"() {a = strided<[1, 4]>} : () -> ()
// -----
"t.a"() {a = strided<[], offset: 3>} : () -> ()
// -----
"t.a"() {a = strided<[0, 1]>} : () -> ()
// -----
"t.a"() {a = strided<[-1, 1]>} : () -> ()
// -----
"t.a"() {a = strided<[1 1]>} : () -> ()
// -----
"t.a"() {a = strided<[1], offset 3>} : () -> ()
// -----
"t.a"() {a = strided<[1], offset: >} : () -> ()
// -----
"t.a"() {a = strided<[1], offst: 3>} : () -> ()
// -----
"t.a"() {a = strided<[a]>} : () -> ()
// -----
"t.a"() {a = strided<1>} : () -> ()
// -----
"t.a"() {a = strided<[1],>} : () -> ()
// -----
"t.a"() {a = strided<[1], offset: 3, 4>} : () -> ()
// -----
"t.a"() {a = strided<[1], offset: -3>} : () -> ()
// -----
"t.a"() {a = strided<[99999999999999999999]>} : () -> ()
// -----
"t.a"() {a = strided<[- 1]>} : () -> ()
// -----
"t.a"() {a = affine_map<(floordiv) -> (floordiv)>} : () -> ()
// -----
"t.a"() {a = affine_map<(mod) -> (mod)>} : () -> ()
// -----
"t.a"() {a = affine_map<(symbol) -> (symbol)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 mod)>} : () -> ()
// -----
"t.a"() {a = affine_map<(true) -> (true)>} : () -> ()
// -----
"t.a"() {a = affine_map<(si8) -> (si8)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (mod d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 floordiv (d1 + 1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 floordiv (s0 + 1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 mod (s0 * 2))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> ((d0 + s0) * 2, 2 * (d0 + 1), (d0 + 1) * (s0 + 1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 * 2 floordiv 3 mod 5 ceildiv 2)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 - - 1)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (-(d0))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 - -d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 + 9223372036854775807)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (9223372036854775808)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 * 9223372036854775808)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] : (d0 >= 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 >= 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 >= s0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 == 0 >= 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 , d0 >= 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 >= 0 d0 >= 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (0 >= d0 * d0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : ()>} : () -> ()
// -----
"t.a"() {a = affine_set<() : ()>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0), (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0) d0>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0)[]>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 * 2 + 1 - 3 floordiv 2)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (s0 * d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 + s0 floordiv s0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 + d0 ceildiv s0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (2 mod d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (2 * (d0 floordiv 2) * d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 * 0))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (2 + 1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 floordiv (2 - 2))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 + 1 d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> [d0]>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0 s1] -> (d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0 d1) -> (d0)>} : () -> ()
// -----
"t.a"() {a = strided<[1, ?], offset: ?, >} : () -> ()
// -----
"t.a"() {a = strided<[?]>} : () -> ()
// -----
"t.a"() {a = strided<[1,2,3],offset:4>} : () -> ()
// -----
"t.a"() {a = strided<[1], offset: ?x>} : () -> ()
// -----
"t.a"() {a = strided<[1, ?x]>} : () -> ()
// -----
"t.a"() {a = strided<[1] offset: 3>} : () -> ()
// -----
"t.a"() {a = strided<[0x10]>} : () -> ()
// -----
"t.a"() {a = strided<[1.0]>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 - d1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * ((d1 + 1) - d1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 mod 1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 floordiv 1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (0 * d1 + 2))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 * 2 - d1 * 2))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 * 2 - 2 * d1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 floordiv (d1 - d1 + 2))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 floordiv 2 - d1 floordiv 2))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 * 0 + d1 * 0))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (0 floordiv d1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 ceildiv 1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0, d1) -> (d0 * (d1 + 1 - 1 - d1))>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 * (s0 - s0 + d0 - d0))>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 = = 0)>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 >= 0) x>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0) : (d0 >= 0)[]>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (1.0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 floordiv 0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (5 floordiv 0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (5 mod 0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 * 1.5)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (s0 * d0 * d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (s0 * d0 * s0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 * s0 * d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> ((d0 * s0) floordiv d0)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 + 0x8000000000000000)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0)[s0] -> (d0 + 0x7FFFFFFFFFFFFFFF)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 + 2 * 4611686018427387904)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (9223372036854775807 + 1)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 mod 2 mod 3)>} : () -> ()
// -----
"t.a"() {a = affine_map<(d0) -> (d0 floordiv -2)>} : () -> ()
// -----
"t.a"() {a = #foo.bar<a >= b>} : () -> ()
// -----
"t.a"() {a = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 <= 4)>, b = affine_map<(d0, d1) -> (d0 * (d1 - d1), d0 floordiv 0)>} : () -> ()
