// The page: a CodeMirror 6 editor whose text toyir checks, in a Web Worker, on each pause in typing.
import { basicSetup, EditorView } from "codemirror";
import { EditorState } from "@codemirror/state";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { mlir } from "./mlir.js";
import { decode, encode } from "./share.js";

const PAUSE_MS = 250; // a pause in typing this long starts a check
const $ = (id) => document.getElementById(id);
const examples = $("examples");
const controls = { semantics: $("semantics"), split: $("split"), verify: $("verify"), unregistered: $("unregistered"),
  toy: $("toy") };

// What the tests and bench/playground.py read: when Python was ready, and each check's times.
const playground = window.playground = { ready: false, readyMs: null, timings: [], result: null, view: null };

function setState(state, message) {
  document.body.dataset.state = state;
  if (message !== undefined) $("status").textContent = message;
}

// ------------------------------------------------------------------ options

function options() {
  return {
    semantics: controls.semantics.value, split: controls.split.checked, verifyDiagnostics: controls.verify.checked,
    allowUnregistered: controls.unregistered.checked, dialects: controls.toy.checked ? ["toy"] : [],
  };
}

// The text and options on screen, as `playground.shown` names those of the diagnostics shown.
playground.current = () => JSON.stringify([playground.view.state.doc.toString(), options()]);

function setOptions(given) {
  const o = { semantics: "spec", split: false, verifyDiagnostics: false, allowUnregistered: false, dialects: [],
    ...given };
  controls.semantics.value = o.semantics === "mlir" ? "mlir" : "spec";
  controls.split.checked = !!o.split;
  controls.verify.checked = !!o.verifyDiagnostics;
  controls.unregistered.checked = !!o.allowUnregistered;
  controls.toy.checked = Array.isArray(o.dialects) && o.dialects.includes("toy");
}

// ------------------------------------------------------------------ the worker

const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
let sequence = 0;
let inFlight = null; // the request the worker is checking
let waiting = null; // the newest request not yet sent (the worker takes one at a time)
let timer = null;
let lastEdit = performance.now();

function request(pausedAt = performance.now()) {
  const next = { id: ++sequence, text: playground.view.state.doc.toString(), options: options(), pausedAt,
    editedAt: lastEdit };
  if (inFlight || !playground.ready) waiting = next;
  else send(next);
}

function send(req) {
  inFlight = req;
  setState("checking");
  worker.postMessage({ type: "check", id: req.id, text: req.text, options: req.options });
}

worker.onmessage = ({ data }) => {
  if (data.type === "ready") {
    playground.ready = true;
    playground.readyMs = performance.now();
    playground.phases = data.phases; // in the worker: Pyodide's start, the wheels, toyir's import and first checks
    setState("ready", `Ready: Python and toyir loaded in ${(playground.readyMs / 1000).toFixed(1)} s `
      + `(Pyodide ${data.pyodide}); checks run on each pause in typing.`);
    request();
  } else if (data.type === "failed") {
    setState("failed", `toyir could not be loaded: ${data.message}`);
  } else if (data.type === "result") {
    const req = inFlight;
    inFlight = null;
    if (req && req.id === data.id && req.text === playground.view.state.doc.toString()) {
      show(JSON.parse(data.result), req, data.ms);
    }
    if (waiting) {
      const next = waiting;
      waiting = null;
      send(next);
    } else if (document.body.dataset.state === "checking") {
      setState("checked");
    }
  } else if (data.type === "explained") {
    showExplanation(data.code, data.text);
  }
};

// ------------------------------------------------------------------ showing what toyir says

// A line and column (1-based, columns in code points, as toyir counts) as an offset in the editor.
function offset(doc, line, column) {
  if (!line) return 0;
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  let at = 0;
  let count = 1;
  for (const char of l.text) {
    if (count >= column) break;
    at += char.length;
    count += 1;
  }
  return l.from + Math.min(at, l.length);
}

const SEVERITY = { error: "error", warning: "warning", note: "info", remark: "info" };

function element(tag, attributes = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const child of children) if (child !== null && child !== undefined) e.append(child);
  return e;
}

function shapeTable(table) {
  const rows = table.rows.map(([label, ...cells]) => element("tr", {}, element("th", { scope: "row" }, label),
    ...cells.map((cell, i) => element("td", i === table.mark ? { class: "marked" } : {}, cell))));
  return element("div", {}, element("table", { class: "shapes" }, ...rows),
    table.why ? element("div", { class: "why" }, "^ " + table.why) : null);
}

function goTo(at) {
  const view = playground.view;
  const from = offset(view.state.doc, at.line, at.column);
  view.dispatch({ selection: { anchor: from }, scrollIntoView: true });
  view.focus();
}

function show(result, req, pythonMs) {
  playground.result = result;
  playground.shown = JSON.stringify([req.text, req.options]);
  const view = playground.view;
  const doc = view.state.doc;
  const marks = [];
  const list = $("diagnostics");
  list.replaceChildren();
  for (const d of result.diagnostics) {
    const at = d.at;
    const from = offset(doc, at.line, at.column);
    const to = Math.max(from, offset(doc, at.endLine, at.endColumn));
    marks.push({ from, to, severity: SEVERITY[d.severity] || "error",
      message: `${d.words}${d.detail}${d.code ? ` [${d.code}]` : ""}`, source: "toyir" });
    const place = d.line === null ? d.file : `${d.file}:${d.line}:${d.column}`;
    const code = d.code ? element("button", { type: "button", class: "code", title: "what this code means (--explain)",
      onclick: () => explain(d.code) }, d.code) : null;
    const notes = d.notes.map((n) => element("div", { class: "note" },
      element("span", { class: "severity-note" }, "note: "), n.message,
      n.table ? shapeTable(n.table) : (n.detail ? element("pre", {}, n.detail) : null)));
    list.append(element("li", { class: "diagnostic", "data-line": at.line, "data-code": d.code || "" },
      element("div", { class: "head" },
        element("span", { class: "place", title: "show it in the editor", onclick: () => goTo(at) }, place), " ",
        element("span", { class: `severity-${d.severity}` }, d.severity + ":"), " ", code, " ",
        d.title ? element("span", { class: "title" }, d.title) : null),
      element("div", { class: "words" }, element("span", { class: "label" }, "mlir-opt"), d.words),
      d.detail ? element("div", { class: "detail" }, element("span", { class: "label" }, "toyir"),
        d.detail.replace(/^[:,;]\s*/, "")) : null,
      ...notes));
  }
  view.dispatch(setDiagnostics(view.state, marks));
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  const verdict = $("verdict");
  verdict.dataset.ok = String(result.ok && !result.error);
  verdict.textContent = result.error ? `✗ ${result.error}`
    : result.ok ? (result.diagnostics.length ? "✓ verified (with warnings)" : "✓ verified: no diagnostics")
    : `✗ ${errors} error${errors === 1 ? "" : "s"}`;
  $("pane-printIr").textContent = result.printIr;
  $("pane-inferShapes").textContent = result.inferShapes;
  requestAnimationFrame(() => {
    const shownAt = performance.now();
    playground.timings.push({ pauseToShown: shownAt - req.pausedAt, editToShown: shownAt - req.editedAt,
      python: pythonMs, lines: doc.lines });
    playground.checks = (playground.checks || 0) + 1;
    document.body.dataset.checks = String(playground.checks);
  });
}

function explain(code) {
  const known = playground.result && playground.result.explanations[code];
  if (known) showExplanation(code, known);
  else worker.postMessage({ type: "explain", id: 0, code, options: options() });
}

function showExplanation(code, text) {
  $("explain").hidden = false;
  $("explain-title").textContent = `toyir-verify --explain ${code}`;
  $("explain-text").textContent = text || `no explanation of ${code}`;
}

function selectPane(name) {
  for (const pane of ["printIr", "inferShapes"]) {
    $(`pane-${pane}`).hidden = pane !== name;
    $(`tab-${pane}`).setAttribute("aria-selected", String(pane === name));
  }
}

// ------------------------------------------------------------------ the editor, examples, share links

let settingText = false;

function setText(text) {
  const view = playground.view;
  settingText = true;
  try {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  } finally {
    settingText = false;
  }
}

playground.view = new EditorView({
  parent: $("editor"),
  state: EditorState.create({
    doc: "",
    extensions: [basicSetup, mlir, lintGutter(), EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      if (!settingText) examples.value = ""; // edited: the menu no longer names what is shown
      lastEdit = performance.now();
      clearTimeout(timer);
      timer = setTimeout(() => request(), PAUSE_MS);
    })],
  }),
});

let site = null;

function loadExample(id) {
  const example = site.examples.find((e) => e.id === id);
  if (!example) return;
  examples.value = id;
  setOptions(example.options);
  selectPane(example.pane || "printIr");
  setText(example.text);
}

async function fromFragment() {
  try {
    const shared = await decode(location.hash);
    if (!shared) return false;
    $("notice").textContent = "";
    examples.value = "";
    setOptions(shared.options);
    setText(shared.text);
    return true;
  } catch (e) {
    $("notice").textContent = e.message;
    return false;
  }
}

async function start() {
  site = await (await fetch("site.json")).json();
  for (const e of site.examples) examples.append(element("option", { value: e.id }, e.title));
  if (!(await fromFragment())) loadExample(site.examples[0].id);
  examples.addEventListener("change", () => loadExample(examples.value));
  for (const control of Object.values(controls)) control.addEventListener("change", () => request());
  for (const tab of document.querySelectorAll("[role=tab]")) tab.addEventListener("click", () => selectPane(tab.dataset.pane));
  window.addEventListener("hashchange", fromFragment);
  $("share").addEventListener("click", async () => {
    const link = location.origin + location.pathname + location.search
      + await encode(playground.view.state.doc.toString(), options());
    const field = $("share-link");
    field.hidden = false;
    field.value = link;
    field.select();
    history.replaceState(null, "", link);
    try { await navigator.clipboard.writeText(link); } catch { /* no clipboard here: the field has it */ }
  });
}

start();
