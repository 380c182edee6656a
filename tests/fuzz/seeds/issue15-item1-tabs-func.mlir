func.func @f(%a: i32) -> i32																																																																																																																													(
