"builtin.module"() ({
  "func.func"() <{function_type = (tensor<12xf32>) -> tensor<3x4xf32>, sym_name = "expand"}> ({
  ^bb0(%arg0: tensor<12xf32>):
    %0 = "tensor.expand_shape"(%arg0) <{reassociation = [[0, 1]], static_output_shape = array<i64: 3, 4>}> : (tensor<12xf32>) -> tensor<3x4xf32>
    "func.return"(%0) : (tensor<3x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x8xf32>, index) -> tensor<?x2x4x2xf32>, sym_name = "expand_dynamic"}> ({
  ^bb0(%arg0: tensor<?x8xf32>, %arg1: index):
    %0 = "tensor.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: -9223372036854775808, 2, 4, 2>}> : (tensor<?x8xf32>, index) -> tensor<?x2x4x2xf32>
    "func.return"(%0) : (tensor<?x2x4x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x4x5xi8>) -> (tensor<6x20xi8>, tensor<120xi8>), sym_name = "collapse"}> ({
  ^bb0(%arg0: tensor<2x3x4x5xi8>):
    %0 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x3x4x5xi8>) -> tensor<6x20xi8>
    %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (tensor<6x20xi8>) -> tensor<120xi8>
    "func.return"(%0, %1) : (tensor<6x20xi8>, tensor<120xi8>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x1xf16>) -> tensor<f16>, sym_name = "collapse_to_scalar"}> ({
  ^bb0(%arg0: tensor<1x1xf16>):
    %0 = "tensor.collapse_shape"(%arg0) <{reassociation = []}> : (tensor<1x1xf16>) -> tensor<f16>
    "func.return"(%0) : (tensor<f16>) -> ()
  }) : () -> ()
}) : () -> ()

