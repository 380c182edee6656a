// quant's types as mlir-opt's quant parser reads them: its words at its places.
"t.a"() : () -> !quant.uniform<i8:f32, .5:1>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, 0.5#:1>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, 0.5:1.5>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, 1e400>
// -----
"t.a"() : () -> !quant.uniform<i8:f16, 70000.0>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, 0.5:300>
// -----
"t.a"() : () -> !quant.uniform<i8:i32, 0.5>
// -----
"t.a"() : () -> !quant.uniform<u8:f32, 0.5:-3>
// -----
"t.a"() : () -> !quant.uniform<i8:f32:1, {0.5, 2}>
// -----
"t.a"() : () -> !quant.uniform<i8:f32:1, {}>
// -----
"t.a"() : () -> !quant.uniform<i8:f32 , 0.5 >
// -----
"t.a"() : () -> !quant.uniform<i8<-8:7>:f32, 0.5>
// -----
"t.a"() : () -> !quant.uniform<i8<-200:7>:f32, 0.5>
// -----
"t.a"() : () -> !quant.uniform<si8:f32, 0.5>
// -----
"t.a"() : () -> !quant.uniform<ui8:f32, 0.5>
// -----
"t.a"() : () -> !quant.uniform<i64:f32, 0.5>
// -----
"t.a"() : () -> !quant.uniform<x8:f32, 0.5>
// -----
"t.a"() : () -> !quant.uniformm<i8:f32, 0.5>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, -0.5>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, 0x3F800000>
// -----
"t.a"() : () -> !quant.any<i8:f32>
// -----
"t.a"() : () -> !quant.calibrated<f32<-1.0:1.0>>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, 2>
// -----
"t.a"() : () -> !quant.uniform<i8:f32:{0:2}, {{0.5},{0.5}}>
// -----
"t.a"() : () -> !quant.uniform<i8:f32, 0.5
