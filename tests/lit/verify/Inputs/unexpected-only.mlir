// An error that no annotation expects: `=only-expected` lets it pass, plain `-verify-diagnostics` does not.
%r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>
