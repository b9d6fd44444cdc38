// @ts-check
// The page and the server: requests, renders (one at a time, after a pause in typing), saves,
// the event stream of changes on disk, and what a change on disk means for unsaved edits.

import { showDiagram, updateViewControls, viewRequest } from "./diagram.js";
import { cursorMoved, drawBackdrop, drawFindings, drawGutter, fileById, isDirty, replaceText, setDisk, shortName, textOf, updateSaveButton, updateTabs } from "./editor.js";
import { conflict } from "./merge.js";
import { $, banner, el, removeBanner, setStatus } from "./page.js";
import { RENDER_DELAY, state } from "./state.js";
import { lineEnding, normalize, toDisk } from "./text.js";

/** @typedef {import("./state.js").EditorFile} EditorFile */
/** @typedef {import("./protocol.js").FileInfo} FileInfo */
/** @typedef {import("./protocol.js").RenderResult} RenderResult */
/** @typedef {import("./protocol.js").SaveAnswer} SaveAnswer */
/** @typedef {import("./protocol.js").EventMessage} EventMessage */

/** A request the server refused, with its status and, for 503, when to try again (seconds). */
export class RequestError extends Error {
  /**
   * @param {string} message
   * @param {number} status
   * @param {number} retryAfter
   */
  constructor(message, status, retryAfter) {
    super(message);
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/**
 * A JSON request; its JSON answer (a Blob for another type), with its status. 409 is an answer,
 * not an error: it carries what the disk holds.
 * @template T
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<T & {status: number}>}
 */
export async function api(method, path, body) {
  const response = await fetch(path, {
    method, headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get("Content-Type") ?? "";
  const data = type.startsWith("application/json") ? await response.json() : await response.blob();
  if (!response.ok && response.status !== 409) {
    throw new RequestError(data?.error ?? `${response.status} ${response.statusText}`, response.status,
      Number(response.headers.get("Retry-After")) || 1);
  }
  return Object.assign(data, { status: response.status });
}

/** The editable files' texts, as render and export requests send them. */
const editedFiles = () => state.files.filter((file) => file.disk.editable).map((file) => ({ id: file.id, text: textOf(file) }));

// ---------------------------------------------------------------- rendering

/** @param {number} [delay] ms */
export function scheduleRender(delay = RENDER_DELAY) {
  clearTimeout(state.renderTimer);
  state.renderTimer = setTimeout(render, delay);
}

/** One render at a time: edits made meanwhile are rendered when it comes back. */
export async function render() {
  if (state.rendering) { state.renderAgain = true; return; }
  state.rendering = true;
  state.renderAgain = false;
  setStatus("Rendering…");
  const started = performance.now();
  try {
    /** @type {RenderResult} */
    const result = await api("POST", "/api/render", { files: editedFiles(), view: viewRequest() });
    state.result = result;
    indexResult(result);
    state.renderCount++;
    applyResult(result, Math.round(performance.now() - started));
  } catch (error) {
    if (error instanceof RequestError && error.status === 503) {
      // The server's render queue is full: draw again when it says to.
      setStatus("The server is busy; drawing again in a moment…");
      scheduleRender(error.retryAfter * 1000);
    } else {
      setStatus(`Not rendered: ${error instanceof Error ? error.message : String(error)}`, true);
    }
  } finally {
    state.rendering = false;
    if (state.renderAgain) render();
  }
}

/**
 * Indexes a render's findings once: by file and line, and counted by file.
 * @param {RenderResult} result
 */
function indexResult(result) {
  state.marks = new Map();
  state.counts = new Map();
  for (const finding of result.diagnostics) {
    const id = finding.at.file;
    if (id == null) continue; // a place in no file of the preview (a configuration file)
    let lines = state.marks.get(id);
    let counts = state.counts.get(id);
    if (!lines || !counts) {
      lines = new Map();
      counts = { errors: 0, warnings: 0, notes: 0 };
      state.marks.set(id, lines);
      state.counts.set(id, counts);
    }
    const list = lines.get(finding.at.line) ?? [];
    list.push(finding);
    lines.set(finding.at.line, list);
    if (finding.severity === "error") counts.errors++;
    else if (finding.severity === "warning") counts.warnings++;
    else counts.notes++;
  }
}

/**
 * @param {RenderResult} result
 * @param {number} milliseconds
 */
function applyResult(result, milliseconds) {
  const { screens, errors, warnings } = result.counts;
  /** @param {number} count @param {string} word */
  const plural = (count, word) => `${count} ${word}${count === 1 ? "" : "s"}`;
  const parts = [plural(screens, "screen")];
  if (errors) parts.push(plural(errors, "error"));
  if (warnings) parts.push(plural(warnings, "warning"));
  setStatus(`${parts.join(" · ")} · rendered in ${milliseconds} ms`, errors > 0);
  if (result.svg) {
    showDiagram(result.svg);
    $("#diagram").classList.remove("stale");
    $("#diagram-note").textContent = result.graphvizWarnings.length ? `Graphviz: ${result.graphvizWarnings.join("; ")}` : "";
  } else {
    $("#diagram").classList.add("stale");
    $("#diagram-note").textContent = `Not drawn: ${result.graphvizError ?? "Graphviz failed"}`;
  }
  if (result.viewError) $("#diagram-note").textContent = `Whole flow drawn: ${result.viewError}`;
  updateViewControls(result);
  updateTabs();
  drawGutter();
  drawBackdrop();
  drawFindings();
  cursorMoved();
  document.body.dataset.renders = String(state.renderCount);
}

// ---------------------------------------------------------------- saving, and changes on disk

/**
 * Whether the editor holds edits the disk does not have; pure.
 * @param {{disk: FileInfo, baseline: string}} file
 * @param {string} text The editor's text.
 */
export const hasUnsavedEdits = (file, text) => file.disk.editable && text !== file.baseline;

/**
 * What a file's new state on disk means for the page; pure.
 * - `same`: the version the page has.
 * - `caught-up`: the disk now holds the editor's text (this page's own save, or a save in flight).
 * - `deleted`: the file is gone; the editor keeps its text.
 * - `reload`: no unsaved edits, no conflict: the editor takes the disk's text.
 * - `conflict`: both changed: the user chooses or merges.
 * @param {{disk: FileInfo, baseline: string, saving: string | null, conflict: FileInfo | null}} file
 * @param {string} text The editor's text.
 * @param {FileInfo} incoming
 * @returns {"same" | "caught-up" | "deleted" | "reload" | "conflict"}
 */
export function diskChange(file, text, incoming) {
  if (incoming.version === file.disk.version) return "same";
  const disk = normalize(incoming.text);
  if (incoming.editable && (disk === text || disk === file.saving)) return "caught-up";
  if (!incoming.exists) return "deleted";
  if (!hasUnsavedEdits(file, text) && !file.conflict) return "reload";
  return "conflict";
}

/**
 * Saves what the editor holds; a 409 (the disk changed since) becomes a conflict.
 * @param {EditorFile | null} [file]
 */
export async function save(file = state.current) {
  if (!file || !file.disk.editable) return;
  const text = textOf(file);
  setStatus(`Saving ${shortName(file)}…`);
  /** @type {SaveAnswer & {status: number}} */
  let answer;
  file.saving = text;                 // the event announcing this save may come before the answer
  try {
    answer = await api("PUT", `/api/files/${encodeURIComponent(file.id)}`, { text: toDisk(file.eol, text), base: file.disk.version });
  } catch (error) {
    file.saving = null;
    const message = error instanceof Error ? error.message : String(error);
    banner(`save-${file.id}`, "error", `${file.name} was not saved: ${message}`, [["Dismiss", () => removeBanner(`save-${file.id}`)]]);
    setStatus("Not saved", true);
    return;
  }
  file.saving = null;
  if (answer.status === 409) {
    conflict(file, answer.file, "saving");
    setStatus("Not saved: the file changed on disk", true);
    return;
  }
  removeBanner(`save-${file.id}`);
  removeBanner(`new-${file.id}`);
  removeBanner(`deleted-${file.id}`);
  setDisk(file, answer.file);
  file.conflict = null;
  removeBanner(`conflict-${file.id}`);
  setStatus(`Saved ${shortName(file)}`);
  updateTabs();
  updateSaveButton();
}

/**
 * A file's state on disk has changed: by another program, or by a save from another page.
 * @param {EditorFile | undefined} file
 * @param {FileInfo} incoming
 */
function diskChanged(file, incoming) {
  if (!file) return;
  switch (diskChange(file, textOf(file), incoming)) {
  case "same":
    return;
  case "caught-up":
    setDisk(file, incoming);
    file.eol = lineEnding(incoming.text);
    file.conflict = null;
    removeBanner(`conflict-${file.id}`);
    updateTabs();
    updateSaveButton();
    return;
  case "deleted":
    setDisk(file, incoming);             // never empty the editor: its text is all that is left
    banner(`deleted-${file.id}`, "error", `${file.name} was deleted on disk. Its text stays here; save to write it again.`);
    updateTabs();
    updateSaveButton();
    return;
  case "reload":
    removeBanner(`deleted-${file.id}`);
    setDisk(file, incoming);
    file.eol = lineEnding(incoming.text);
    file.textarea.readOnly = !incoming.editable;
    replaceText(file, normalize(incoming.text));
    banner(`reloaded-${file.id}`, "info", `Reloaded ${file.name}: it changed on disk.`, [["OK", () => removeBanner(`reloaded-${file.id}`)]]);
    setTimeout(() => removeBanner(`reloaded-${file.id}`), 4000);
    return;
  case "conflict":
    removeBanner(`deleted-${file.id}`);
    conflict(file, incoming, "disk");
  }
}

/** Listens for changes on disk, and reconnects (with a growing pause) when the server goes. */
export function connect() {
  /** @type {WebSocket} */
  let socket;
  try {
    socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/events`);
  } catch {
    setTimeout(connect, state.retry);
    return;
  }
  state.socket = socket;
  socket.addEventListener("open", () => {
    state.retry = 1000;
    removeBanner("offline");
    document.body.dataset.events = "open";
  });
  socket.addEventListener("message", async (event) => {
    /** @type {EventMessage} */
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (message.type === "file") {
      diskChanged(fileById(message.file.id), message.file);
    } else if (message.type === "hello") {
      for (const { id, version } of message.files) {
        const file = fileById(id);
        if (file && file.disk.version !== version) {
          try {
            /** @type {FileInfo} */
            const incoming = await api("GET", `/api/files/${encodeURIComponent(id)}`);
            diskChanged(file, incoming);
          } catch { /* the next hello tries again */ }
        }
      }
    }
  });
  socket.addEventListener("close", () => {
    document.body.dataset.events = "closed";
    if (state.socket !== socket) return;
    banner("offline", "error", "Lost the connection to uiflow preview (was it stopped?). Your edits stay in this page; reconnecting…");
    setTimeout(connect, state.retry);
    state.retry = Math.min(state.retry * 2, 10000);
  });
}

/** Whether leaving the page would lose edits. */
export const anyUnsaved = () => state.files.some(isDirty);

/**
 * Exports what the editors hold now (saved or not), rendered by the server.
 * @param {string} format
 */
export async function exportAs(format) {
  setStatus(`Exporting ${format.toUpperCase()}…`);
  try {
    const response = await fetch(`/api/export/${format}`, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ files: editedFiles() }),
    });
    if (!response.ok) {
      const answer = await response.json().catch(() => ({}));
      throw new Error(answer.error ?? `${response.status} ${response.statusText}`);
    }
    const blob = await response.blob();
    const name = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? `flow.${format}`;
    const link = el("a", { href: URL.createObjectURL(blob), download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    setStatus(`Exported ${name}`);
  } catch (error) {
    setStatus(`Not exported: ${error instanceof Error ? error.message : String(error)}`, true);
  }
}
