mlir-opt --allow-unregistered-dialect -split-input-file -verify-diagnostics s46-judged.mlir
