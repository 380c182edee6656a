mlir-opt --allow-unregistered-dialect -split-input-file s45-judged.mlir
