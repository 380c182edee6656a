mlir-opt --allow-unregistered-dialect -split-input-file -verify-diagnostics s49-judged.mlir
