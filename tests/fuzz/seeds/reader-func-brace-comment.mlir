func.func @f() {// {x}
  return
}
// -----
func.func @g(%a: i32) -> i32 {// expected-error@+1 {{block with no terminator}}
  "t.a"(%a) : (i32) -> ()
}
