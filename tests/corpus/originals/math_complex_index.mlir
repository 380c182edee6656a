// RUN: mlir-opt %s -split-input-file | mlir-opt | FileCheck %s

func.func @math(%x: f32, %v: vector<4xf64>, %i: i32) -> (f32, vector<4xf64>, i32) {
  %0 = math.sqrt %x : f32
  %1 = math.powf %0, %x fastmath<afn> : f32
  %2 = math.fma %x, %0, %1 : f32
  %3 = math.atan2 %2, %x : f32
  %4 = math.log1p %v : vector<4xf64>
  %5 = math.ctlz %i : i32
  %6 = math.absi %5 : i32
  return %3, %4, %6 : f32, vector<4xf64>, i32
}

// -----

func.func @complex(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, f32, f32) {
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.mul %0, %b : complex<f32>
  %2 = complex.abs %1 : complex<f32>
  %3 = complex.re %1 : complex<f32>
  %4 = complex.create %2, %3 : complex<f32>
  %5 = complex.exp %4 : complex<f32>
  return %5, %2, %3 : complex<f32>, f32, f32
}

// -----

func.func @index(%a: index, %b: index) -> (index, i1, i64) {
  %0 = index.add %a, %b
  %1 = index.mul %0, %b
  %2 = index.divs %1, %a
  %3 = index.cmp ult(%a, %2)
  %4 = index.constant 42
  %5 = index.castu %4 : index to i64
  return %2, %3, %5 : index, i1, i64
}
