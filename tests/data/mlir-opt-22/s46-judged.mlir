// builtin.module's own verifier (issue 38), recorded in stop 46: attributes of dialects only,
// besides sym_name and sym_visibility.
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {a.b = 2, foo = 1} {
}

// -----
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'quoted key'}}
module @m attributes {"quoted key" = 1} {
  func.func @f() {
    return
  }
}

// -----
module @m attributes {"a.b" = 2, sym_visibility = "private", torch.debug_module_name = "Net"} {
}

// -----
// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
"builtin.module"() <{sym_name = "m"}> ({
^bb0:
}) {foo = 1} : () -> ()
