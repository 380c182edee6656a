// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @forall(%t: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = scf.forall (%i, %j) = (0, 0) to (64, 64) step (16, 16) shared_outs(%o = %t) -> (tensor<64x64xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [16, 16] [1, 1] : tensor<64x64xf32> to tensor<16x16xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<64x64xf32>
    }
  } {mapping = [#gpu.block<y>, #gpu.block<x>]}
  return %0 : tensor<64x64xf32>
}

// -----

func.func @execute_region_and_switch(%x: index) -> i32 {
  %0 = scf.execute_region -> i32 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  %1 = scf.index_switch %x -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 5 {
    scf.yield %0 : i32
  }
  default {
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  }
  return %1 : i32
}

// -----

func.func @nested_for(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %v, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}
