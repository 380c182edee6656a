// The Web Worker that runs toyir: Pyodide, from this site, with toyir's and Lark's wheels from
// this site; no other origin is asked for anything.  The page posts
//   {type: "check", id, text, options}  ->  {type: "result", id, result (toyir_playground.check's JSON), ms}
//   {type: "explain", id, code, options} ->  {type: "explained", id, code, text}
// and is told {type: "ready", ms, phases} once a check can run (or {type: "failed", message}).
import { loadPyodide } from "./pyodide/pyodide.mjs";

const site = new URL("./", self.location.href);
let glue = null;

async function start() {
  const started = performance.now();
  const config = await (await fetch(new URL("site.json", site))).json();
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", site).href });
  const phases = { pyodide: performance.now() - started };
  self.pyodide = pyodide; // for the tests, which look into the worker
  await pyodide.loadPackage(config.wheels.map((w) => new URL(w, site).href), { messageCallback: () => {} });
  pyodide.FS.mkdirTree("/playground/dialects");
  const files = { "/playground/toyir_playground.py": "toyir_playground.py" };
  for (const [name, path] of Object.entries(config.dialects)) files[`/playground/dialects/${name}.py`] = path;
  for (const [target, path] of Object.entries(files)) {
    const response = await fetch(new URL(path, site));
    if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
    pyodide.FS.writeFile(target, await response.text());
  }
  phases.wheels = performance.now() - started - phases.pyodide;
  const dialects = Object.fromEntries(Object.keys(config.dialects).map((n) => [n, `/playground/dialects/${n}.py`]));
  pyodide.runPython(`
import sys
sys.path.insert(0, "/playground")
import toyir_playground
toyir_playground.no_processes()
toyir_playground.DIALECTS.update(${JSON.stringify(dialects)})
# The first check of each kind builds what later ones reuse (a syntax error: the grammar's tables)
for semantics in ("spec", "mlir"):
    toyir_playground.check('%r = "test.broadcastable"(%a) : (tensor<2xi32>) -> tensor<2xi32>\\n%s = "t', '{"semantics": "%s"}' % semantics)
`);
  glue = pyodide.globals.get("toyir_playground");
  phases.toyir = performance.now() - started - phases.pyodide - phases.wheels;
  self.postMessage({ type: "ready", ms: performance.now() - started, phases, pyodide: config.pyodide });
}

const ready = start().catch((e) => {
  self.postMessage({ type: "failed", message: String(e && e.message ? e.message : e).trim().split("\n").pop() });
});

self.onmessage = async ({ data }) => {
  await ready;
  if (!glue) return;
  const options = JSON.stringify(data.options || {});
  try {
    if (data.type === "check") {
      const began = performance.now();
      const result = glue.check(data.text, options);
      self.postMessage({ type: "result", id: data.id, result, ms: performance.now() - began });
    } else if (data.type === "explain") {
      self.postMessage({ type: "explained", id: data.id, code: data.code, text: glue.explain_code(data.code, options) });
    }
  } catch (e) {
    // toyir's own fault (a bug): one line, as toyir-verify says it, never a traceback on the page
    const lines = String(e && e.message ? e.message : e).trim().split("\n");
    self.postMessage({ type: "result", id: data.id, result: JSON.stringify({
      ok: false, diagnostics: [], printIr: "", inferShapes: "", explanations: {},
      error: `internal error: ${lines[lines.length - 1]} (a bug in toyir: please report it with the text)`,
    }) });
  }
};
