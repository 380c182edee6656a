// RUN: mlir-opt %s -split-input-file -allow-unregistered-dialect | mlir-opt -allow-unregistered-dialect

module @outer attributes {foo.version = "1.2", dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
  module @inner {
    func.func private @decl()
    func.func @def() {
      call @decl() : () -> ()
      return
    }
  }
  "foo.symbol_user"() {target = @inner::@def, all = [@inner, @inner::@decl]} : () -> ()
}

// -----

module {
  func.func private @"quoted name with spaces"()
  func.func @caller() {
    func.call @"quoted name with spaces"() : () -> ()
    return
  }
}

// -----

"foo.top"() {sym_name = "not_in_a_module"} : () -> ()
"foo.another"() : () -> ()
