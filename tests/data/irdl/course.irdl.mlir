// A course's dialect in IRDL: what tests/test_irdl.py verifies ops.mlir against, with toyir and
// with mlir-opt 22 (`mlir-opt --irdl-file=course.irdl.mlir`).
irdl.dialect @course {
  irdl.type @pair {
    %0 = irdl.any
    irdl.parameters(first: %0, second: %0)
  }
  irdl.attribute @box {
    %0 = irdl.is i32
    irdl.parameters(value: %0)
  }
  irdl.operation @scale {
    %i = irdl.is i32
    %f = irdl.is f32
    %any = irdl.any_of(%i, %f)
    irdl.operands(x: %any)
    irdl.results(y: %any)
  }
  irdl.operation @mix {
    %i = irdl.is i32
    %t = irdl.base "!builtin.tensor"
    %a = irdl.any
    irdl.operands(x: %i, rest: variadic %t, last: optional %a)
    irdl.results(r: %i)
  }
  irdl.operation @labelled {
    %s = irdl.base "#builtin.string"
    %n = irdl.is 3 : i64
    %i = irdl.is i32
    irdl.attributes {"label" = %s, "n" = %n}
    irdl.operands(x: %i)
  }
  irdl.operation @loop {
    %i = irdl.is index
    %body = irdl.region(%i)
    %two = irdl.region with size 2
    irdl.regions(body: %body, exits: %two)
  }
  irdl.operation @pairs {
    %t = irdl.base "!builtin.tensor"
    %p = irdl.parametric @course::@pair<%t, %t>
    %b = irdl.base @course::@pair
    irdl.operands(x: %p, y: %b)
  }
  irdl.operation @boxed {
    %b = irdl.base @course::@box
    %i = irdl.is i32
    %p = irdl.parametric @course::@box<%i>
    irdl.attributes {"a" = %b, "b" = %p}
  }
  irdl.operation @typed {
    %t = irdl.base "!builtin.tensor"
    irdl.attributes {"t" = %t}
  }
  irdl.operation @same {
    %t = irdl.any
    irdl.operands(a: %t, b: %t)
    irdl.results(r: %t)
  }
}
