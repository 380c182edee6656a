mlir-opt --allow-unregistered-dialect -split-input-file s49-affine.mlir
