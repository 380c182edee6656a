mlir-opt --allow-unregistered-dialect -split-input-file s55-quant.mlir
