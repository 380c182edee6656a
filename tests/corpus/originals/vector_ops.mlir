// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @broadcast_extract(%f: f32, %v: vector<4x8xf32>) -> (vector<4x8xf32>, vector<8xf32>, f32, vector<4x8xf32>) {
  %0 = vector.broadcast %f : f32 to vector<4x8xf32>
  %1 = vector.extract %v[1] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.extract %v[2, 3] : f32 from vector<4x8xf32>
  %3 = vector.insert %1, %v[0] : vector<8xf32> into vector<4x8xf32>
  return %0, %1, %2, %3 : vector<4x8xf32>, vector<8xf32>, f32, vector<4x8xf32>
}

// -----

func.func @transfers(%m: memref<?x?xf32>, %i: index, %pad: f32, %mask: vector<8xi1>) -> vector<8xf32> {
  %0 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad, %mask : memref<?x?xf32>, vector<8xf32>
  vector.transfer_write %0, %m[%i, %i] : vector<8xf32>, memref<?x?xf32>
  %2 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  vector.store %2, %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  return %1 : vector<8xf32>
}

// -----

func.func @contract(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) -> vector<4x16xf32> {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %0 : vector<4x16xf32>
}

// -----

func.func @shuffles(%a: vector<4xi32>, %b: vector<4xi32>, %s: vector<[4]xf32>) -> (vector<4xi32>, i32, f32, vector<2x2xi32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5] : vector<4xi32>, vector<4xi32>
  %1 = vector.reduction <add>, %a : vector<4xi32> into i32
  %2 = vector.reduction <maximumf>, %s : vector<[4]xf32> into f32
  %3 = vector.shape_cast %a : vector<4xi32> to vector<2x2xi32>
  return %0, %1, %2, %3 : vector<4xi32>, i32, f32, vector<2x2xi32>
}

// -----

func.func @masks(%n: index) -> vector<[4]xi1> {
  %0 = vector.create_mask %n : vector<[4]xi1>
  %1 = vector.constant_mask [2] : vector<4xi1>
  return %0 : vector<[4]xi1>
}
