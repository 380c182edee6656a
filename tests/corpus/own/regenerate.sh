#!/usr/bin/env bash
# Re-render own/'s source and verdicts with mlir-opt 22 (Debian's mlir-22-tools).
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
"$MLIR_OPT" --allow-unregistered-dialect --split-input-file --mlir-print-op-generic custom-syntax.mlir.src > generic.mlir
"$MLIR_OPT" --allow-unregistered-dialect --split-input-file --mlir-print-op-generic --mlir-print-debuginfo \
  custom-syntax.mlir.src > debuginfo.mlir
"$MLIR_OPT" --allow-unregistered-dialect --split-input-file verdicts.mlir 2>&1 >/dev/null \
  | grep 'error:' > verdicts.expected || true
