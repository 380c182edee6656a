// Inside <...>, a keyword right after a nested <...>: the grammar's lexer takes it as the keyword.
"t.a"() {a = #d.x<<>module>} : () -> ()
// -----
%0 = "t.a"() : () -> !llvm.struct<ptr<i8> loc>
// -----
"t.a"() {a = #d.x<<b> return>, b = #d.y<(<c> attributes)>} : () -> ()
// -----
!t = !d.x<<>func.func>
"t.a"() : () -> !t
// -----
#map = affine_map<(d0)[s0] -> (d0 + s0)>
#a = #d.x<#map<x> builtin.module>
// -----
"t.a"() {a = #d.x<<>{-#b}>} : () -> ()
