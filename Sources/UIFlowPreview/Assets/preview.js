// @ts-check
// uiflow preview: the page's entry module. Plain JavaScript modules, no build step, no library, no
// network but the server that served them. docs/preview.md describes the protocol they speak, and
// DEVELOPERS.md what each module holds. This one starts the page: it loads the session, makes the
// editors, wires the toolbar, connects to the event stream and asks for the first render.

import { applyView, wireDiagram, wireViewControls } from "./diagram.js";
import { drawGutter, makeFile, select } from "./editor.js";
import { $, banner, el, setStatus } from "./page.js";
import { state } from "./state.js";
import { anyUnsaved, api, connect, exportAs, render, save } from "./sync.js";

/** @typedef {import("./protocol.js").Session} Session */
/** @typedef {import("./protocol.js").ExportFormat} ExportFormat */

async function start() {
  /** @type {Session} */
  let session;
  try {
    session = await api("GET", "/api/session");
  } catch (error) {
    setStatus(`Cannot load the session: ${error instanceof Error ? error.message : String(error)}`, true);
    return;
  }
  state.tool = session.tool;
  document.title = `${session.files.map((f) => f.name.split("/").pop()).join(", ")} · uiflow preview`;
  state.files = session.files.map(makeFile);
  for (const file of state.files) $("#text-area").append(file.textarea);
  select(state.files[0]);
  for (const file of state.files) if (!file.disk.editable) {
    banner(`readonly-${file.id}`, "error", `${file.name} is not UTF-8 text: it is shown read-only and cannot be saved from here.`);
  }
  for (const file of state.files) if (!file.disk.exists) {
    banner(`new-${file.id}`, "info", `${file.name} does not exist yet: saving creates it.`);
  }
  wireToolbar(session.exports ?? []);
  wireDiagram();
  wireViewControls();
  connect();
  render();
  document.body.dataset.state = "ready";
}

/**
 * The save button, one export button per format the server offers (the session's `exports`, in
 * its order), the warning before leaving with unsaved edits, and the splitter between the panes.
 * @param {ExportFormat[]} exports
 */
function wireToolbar(exports) {
  $("#save").addEventListener("click", () => save());
  for (const { format, label, title } of exports) {
    $("#exports").append(el("button", { type: "button", "data-export": format, title, text: label, onclick: () => exportAs(format) }));
  }
  window.addEventListener("beforeunload", (event) => {
    if (anyUnsaved()) { event.preventDefault(); event.returnValue = ""; }
  });
  window.addEventListener("resize", () => { drawGutter(); applyView(); });
  const splitter = $("#splitter");
  let dragging = false;
  splitter.addEventListener("pointerdown", (event) => { dragging = true; splitter.setPointerCapture(event.pointerId); });
  splitter.addEventListener("pointermove", (event) => {
    if (!dragging) return;
    const width = Math.min(Math.max(event.clientX, 240), window.innerWidth - 200);
    $("#editor-pane").style.width = `${width}px`;
    drawGutter();
  });
  splitter.addEventListener("pointerup", () => { dragging = false; applyView(); });
  splitter.addEventListener("keydown", (event) => {
    const pane = $("#editor-pane");
    const width = pane.getBoundingClientRect().width;
    if (event.key === "ArrowLeft") pane.style.width = `${Math.max(240, width - 40)}px`;
    if (event.key === "ArrowRight") pane.style.width = `${Math.min(window.innerWidth - 200, width + 40)}px`;
    applyView();
  });
}

start();
