#!/usr/bin/env bash
# Regenerate the generic-form corpus from a directory of custom-syntax originals.
#
#   tests/corpus/regenerate.sh [SRC_DIR [OUT_DIR]]
#
# SRC_DIR defaults to tests/corpus/originals, OUT_DIR to tests/corpus. It also works on a
# directory of upstream MLIR tests (e.g. llvm-project/mlir/test/Dialect/Tensor) with an OUT_DIR
# outside the repository. For each SRC_DIR/NAME.mlir:
#   1. split at `// -----` and run mlir-opt on each chunk alone; chunks it rejects are dropped
#      (listed on stderr and in OUT_DIR/rejected.txt);
#   2. run, from inside a scratch copy so locations name the bare file NAME.mlir,
#        mlir-opt --mlir-print-op-generic --split-input-file --allow-unregistered-dialect NAME.mlir
#      into OUT_DIR/generic/NAME.mlir (and, for the files in $DEBUGINFO_FILES, the same with
#      --mlir-print-debuginfo into OUT_DIR/debuginfo/NAME.mlir);
#   3. re-run mlir-opt with the same flags on each output and keep it only if that exits 0;
#   4. an output over $MAX_BYTES (default 150000) is trimmed to its first chunks that fit.
# Environment: MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), DEBUGINFO_FILES (space-separated
# names without .mlir), MAX_BYTES.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "${1:-$here/originals}" && pwd)
out=$(mkdir -p "${2:-$here}" && cd "${2:-$here}" && pwd)
export MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
export DEBUGINFO_FILES=${DEBUGINFO_FILES:-"ir_locations ir_regions ir_attributes func_cfg tensor_ops arith_float linalg_generic tosa_control"}
export MAX_BYTES=${MAX_BYTES:-150000}
"$MLIR_OPT" --version | grep -q 'LLVM version 22\.' || { echo "regenerate.sh: need mlir-opt 22 (MLIR_OPT=$MLIR_OPT)" >&2; exit 2; }
mkdir -p "$out/generic" "$out/debuginfo"
exec python3 - "$src" "$out" <<'PY'
import os, re, subprocess, sys, tempfile
src, out = sys.argv[1:3]
opt = os.environ["MLIR_OPT"]
debuginfo = set(os.environ["DEBUGINFO_FILES"].split())
max_bytes = int(os.environ["MAX_BYTES"])
FLAGS = ["--mlir-print-op-generic", "--split-input-file", "--allow-unregistered-dialect"]
SEP = re.compile(r"^// -----.*\n?", re.M)

def run(args, cwd, text=None):
    return subprocess.run([opt, *args], cwd=cwd, input=text, capture_output=True, text=True)

def split_output(text):
    return [c for c in re.split(r"\n?// -----\n", text) if c.strip()]

rejected = []
for name in sorted(f for f in os.listdir(src) if f.endswith(".mlir")):
    chunks = SEP.split(open(os.path.join(src, name), encoding="utf-8").read())
    kept = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, chunk in enumerate(chunks):
            r = run([*FLAGS, "-"], tmp, chunk)
            if r.returncode == 0:
                kept.append(chunk)
            else:
                first = next((l for l in r.stderr.splitlines() if "error:" in l), r.stderr.strip()[:200])
                rejected.append(f"{name} chunk {i}: {first}")
        if not kept:
            continue
        open(os.path.join(tmp, name), "w", encoding="utf-8").write("// -----\n".join(kept))
        variants = [("generic", [])] + ([("debuginfo", ["--mlir-print-debuginfo"])] if name[:-5] in debuginfo else [])
        for sub, extra in variants:
            r = run([*FLAGS, *extra, name], tmp)
            if r.returncode != 0:
                rejected.append(f"{name} ({sub}): whole-file run failed: {r.stderr.strip()[:200]}")
                continue
            text, parts = r.stdout, split_output(r.stdout)
            while len(text.encode()) > max_bytes and len(parts) > 1:
                parts.pop()
                text = "\n// -----\n".join(parts) + "\n"
            again = run([*FLAGS, *extra, "-"], tmp, text)
            if again.returncode != 0:
                rejected.append(f"{name} ({sub}): output not accepted again: {again.stderr.strip()[:200]}")
                continue
            open(os.path.join(out, sub, name), "w", encoding="utf-8").write(text)
with open(os.path.join(out, "rejected.txt"), "w") as f:
    f.write("".join(l + "\n" for l in rejected))
for l in rejected:
    print("rejected:", l, file=sys.stderr)
PY
