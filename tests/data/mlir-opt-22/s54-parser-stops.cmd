mlir-opt --allow-unregistered-dialect -split-input-file s54-parser-stops.mlir
