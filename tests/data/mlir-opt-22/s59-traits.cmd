mlir-opt -split-input-file s59-traits.mlir
