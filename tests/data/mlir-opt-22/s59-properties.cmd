mlir-opt --allow-unregistered-dialect -split-input-file s59-properties.mlir
