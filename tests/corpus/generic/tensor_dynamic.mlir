"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?x?xf32>) -> (index, index, tensor<?x?x?xf32>), sym_name = "dims_everywhere"}> ({
  ^bb0(%arg0: tensor<?x?x?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "tensor.dim"(%arg0, %0) : (tensor<?x?x?xf32>, index) -> index
    %3 = "tensor.dim"(%arg0, %1) : (tensor<?x?x?xf32>, index) -> index
    %4 = "tensor.empty"(%2, %3, %2) : (index, index, index) -> tensor<?x?x?xf32>
    "func.return"(%2, %3, %4) : (index, index, tensor<?x?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<0x4xf32>) -> tensor<0x4xf32>, sym_name = "zero_sized"}> ({
  ^bb0(%arg0: tensor<0x4xf32>):
    %0 = "tensor.empty"() : () -> tensor<0x4xf32>
    "func.return"(%0) : (tensor<0x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// -----
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xi1>, tensor<2xindex>, tensor<2xcomplex<f64>>, tensor<2xvector<4xf32>>, tensor<2x!foo.elt>) -> (), sym_name = "element_types"}> ({
  ^bb0(%arg0: tensor<2xi1>, %arg1: tensor<2xindex>, %arg2: tensor<2xcomplex<f64>>, %arg3: tensor<2xvector<4xf32>>, %arg4: tensor<2x!foo.elt>):
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

