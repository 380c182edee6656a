// issue 38: upstream traits.mlir's test.symbol and segment sizes, as mlir-opt 22 reads them
"test.symbol"() <{sym_name = "foo_2", sym_visibility}> : () -> ()
// -----
func.func @f(%arg: i32) {
  "test.attr_sized_operands"(%arg, %arg, %arg, %arg) {operand_segment_sizes = array<i32: 0, 2, 1, 1>} : (i32, i32, i32, i32) -> ()
  return
}
// -----
func.func @h(%arg: i32) {
  %0:4 = "test.attr_sized_results"() {result_segment_sizes = array<i32: 0, 2, 1, 1>} : () -> (i32, i32, i32, i32)
  return
}
