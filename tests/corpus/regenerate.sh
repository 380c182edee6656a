#!/usr/bin/env bash
# Re-render the corpus's sources with mlir-opt 22 (Debian's mlir-22-tools).
set -euo pipefail
cd "$(dirname "$0")"
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
for src in */*.mlir.src; do
  dir=$(dirname "$src")
  "$MLIR_OPT" --allow-unregistered-dialect --split-input-file --mlir-print-op-generic "$src" > "$dir/generic.mlir"
  "$MLIR_OPT" --allow-unregistered-dialect --split-input-file --mlir-print-op-generic --mlir-print-debuginfo "$src" \
    > "$dir/debuginfo.mlir"
done
(cd own && "$MLIR_OPT" --allow-unregistered-dialect --split-input-file verdicts.mlir 2>&1 >/dev/null \
  | grep 'error:' > verdicts.expected || true)
