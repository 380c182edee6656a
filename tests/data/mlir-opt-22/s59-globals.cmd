mlir-opt -split-input-file s59-globals.mlir
