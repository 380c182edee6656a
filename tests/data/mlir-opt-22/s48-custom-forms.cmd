mlir-opt --allow-unregistered-dialect -split-input-file -verify-diagnostics s48-custom-forms.mlir
