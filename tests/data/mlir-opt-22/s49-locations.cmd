mlir-opt --allow-unregistered-dialect -split-input-file -verify-diagnostics s49-locations.mlir
