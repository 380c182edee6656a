mlir-opt --allow-unregistered-dialect -split-input-file -verify-diagnostics s54-arith-cf.mlir
