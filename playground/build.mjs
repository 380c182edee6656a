// `npm run build`: the playground as a static site in dist/, from this checkout.
//
//   dist/index.html, style.css     the page
//   dist/main.js, worker.js        CodeMirror and the page's code; the Web Worker that runs Python (esbuild)
//   dist/pyodide/                  Pyodide's runtime and standard library, from the npm package
//   dist/wheels/                   toyir, built from this checkout, and Lark (pure Python), from PyPI
//   dist/toyir_playground.py       what the worker calls (text + options -> JSON)
//   dist/dialects/toy.py           samples/toy/toy.py, the Toy tutorial's dialect
//   dist/site.json                 the wheels, the examples menu (the repository's samples), versions
//
// The wheels are made with $PYTHON (default: python3, an activated virtual environment's): toyir
// with `pip wheel --no-deps`, Lark with `pip download --no-deps` at the version that Python has
// installed (else the newest), so the page runs what the test suite ran.  Anything missing is an
// error that says what, and the build stops: nothing is left out silently.

import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const dist = join(here, "dist");
const python = process.env.PYTHON || "python3";

function fail(message) {
  console.error(`build: error: ${message}`);
  process.exit(1);
}

function run(command, args) {
  try {
    return execFileSync(command, args, { cwd: root, encoding: "utf-8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    const said = (e.stderr || e.message || "").trim().split("\n").filter((l) => !l.startsWith("WARNING: Location"));
    fail(`${command} ${args.join(" ")} failed: ${said.slice(-3).join(" | ")}`);
  }
}

// The examples menu: every sample of the repository, each with the options it is written for
// (its header comment's command line).  A sample not listed here stops the build.
const EXAMPLES = [
  { file: "samples/broadcastable_invalid.mlir", title: "Seed: five invalid test.broadcastable ops", options: {} },
  { file: "samples/broadcastable_valid.mlir", title: "Seed: eight valid test.broadcastable ops", options: {} },
  { file: "samples/openvino.mlir", title: "OpenVINO: numpy, none and pdpd broadcasting", options: {} },
  { file: "samples/onnx.mlir", title: "ONNX: multidirectional and unidirectional broadcasting", options: {} },
  { file: "samples/ncnn.mlir", title: "ncnn: BinaryOp broadcasting", options: {} },
  { file: "samples/toy/ch2.mlir", title: "Toy tutorial, chapter 2 (the Toy dialect)", options: { dialects: ["toy"] } },
  { file: "samples/toy/ch4.mlir", title: "Toy tutorial, chapter 4: shapes to infer (the Toy dialect)",
    options: { dialects: ["toy"] }, pane: "inferShapes" },
];
// Samples that are not IR to verify on their own, and why.
const NOT_EXAMPLES = {
  "samples/toy/toy.irdl.mlir": "the Toy dialect in IRDL, read with --irdl-file (the playground loads toy.py instead)",
};

function samples() {
  const found = [];
  for (const dir of ["samples", "samples/toy"]) {
    for (const name of readdirSync(join(root, dir))) {
      if (name.endsWith(".mlir")) found.push(`${dir}/${name}`);
    }
  }
  return found;
}

function examples() {
  const listed = new Set([...EXAMPLES.map((e) => e.file), ...Object.keys(NOT_EXAMPLES)]);
  const unlisted = samples().filter((f) => !listed.has(f));
  if (unlisted.length) fail(`samples not in the examples menu (build.mjs's EXAMPLES): ${unlisted.join(", ")}`);
  const menu = EXAMPLES.map((e) => {
    const path = join(root, e.file);
    if (!existsSync(path)) fail(`example ${e.file} does not exist`);
    return { id: e.file.replace(/^samples\//, "").replace(/\.mlir$/, ""), ...e, text: readFileSync(path, "utf-8") };
  });
  // README.md's first example: a function's op, an error under the seed's rules and valid under --semantics=mlir
  const readme = readFileSync(join(root, "README.md"), "utf-8");
  const op = /```mlir\n(.*?)```/s.exec(readme);
  if (!op) fail("README.md has no ```mlir block for the semantics example");
  menu.splice(2, 0, {
    id: "readme", file: "README.md", title: "README: an op, two semantics (switch spec / mlir)", options: {},
    text: "// README.md's op: an error under the seed's rules (--semantics=spec), valid under\n"
      + "// --semantics=mlir, as mlir-opt 22 finds it.  Switch the semantics above.\n" + op[1],
  });
  return menu;
}

function wheels() {
  const out = join(dist, "wheels");
  mkdirSync(out, { recursive: true });
  run(python, ["-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", out, root]);
  let lark = "lark>=1.2";
  try {
    lark = "lark==" + execFileSync(python, ["-c", "import importlib.metadata as m; print(m.version('lark'))"],
      { encoding: "utf-8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch { /* not installed where the build runs: the newest */ }
  run(python, ["-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "--dest", out, lark]);
  const files = readdirSync(out).filter((f) => f.endsWith(".whl")).sort();
  for (const name of ["toyir-", "lark-"]) {
    if (!files.some((f) => f.startsWith(name))) fail(`no ${name}*.whl was made in ${relative(root, out)}`);
  }
  if (files.length !== 2) fail(`expected two wheels in ${relative(root, out)}, found ${files.join(", ")}`);
  return files.map((f) => `wheels/${f}`);
}

function pyodide() {
  const from = join(here, "node_modules", "pyodide");
  if (!existsSync(from)) fail("node_modules/pyodide is missing: run `npm ci` first");
  const out = join(dist, "pyodide");
  mkdirSync(out, { recursive: true });
  for (const name of ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"]) {
    if (!existsSync(join(from, name))) fail(`the pyodide package has no ${name}`);
    cpSync(join(from, name), join(out, name));
  }
  return JSON.parse(readFileSync(join(from, "package.json"), "utf-8")).version;
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
const pyodideVersion = pyodide();
const wheelFiles = wheels();
await esbuild.build({
  entryPoints: { main: join(here, "src", "main.js"), worker: join(here, "src", "worker.js") },
  outdir: dist,
  bundle: true,
  format: "esm",
  minify: true,
  target: ["chrome110", "firefox115", "safari16"],
  external: ["./pyodide/pyodide.mjs"], // served as it is, beside the worker
  logLevel: "warning",
});
for (const name of ["index.html", "style.css"]) cpSync(join(here, "src", name), join(dist, name));
cpSync(join(here, "toyir_playground.py"), join(dist, "toyir_playground.py"));
mkdirSync(join(dist, "dialects"));
cpSync(join(root, "samples", "toy", "toy.py"), join(dist, "dialects", "toy.py"));
const site = {
  wheels: wheelFiles,
  dialects: { toy: "dialects/toy.py" },
  examples: examples(),
  pyodide: pyodideVersion,
};
writeFileSync(join(dist, "site.json"), JSON.stringify(site));
console.log(`build: ${relative(process.cwd(), dist) || "."}: pyodide ${pyodideVersion}, ${wheelFiles.map((w) => w.slice(7)).join(", ")}, `
  + `${site.examples.length} examples`);
