"builtin.module"() <{sym_name = "outer"}> ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "decl", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "def"}> ({
      "func.call"() <{callee = @decl}> : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "foo.symbol_user"() {all = [@inner, @inner::@decl], target = @inner::@def} : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">, foo.version = "1.2"} : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "quoted name with spaces", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
    "func.call"() <{callee = @"quoted name with spaces"}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "foo.top"() {sym_name = "not_in_a_module"} : () -> ()
  "foo.another"() : () -> ()
}) : () -> ()

