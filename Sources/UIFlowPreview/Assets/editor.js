// @ts-check
// The editor: a text area per file, its tabs, the gutter (line numbers and finding markers), the
// marks under the text, the list of findings, and the caret's screen. Only the lines in view are
// drawn, for a flow may have 100,000 lines.

import { $, banner, el, removeBanner } from "./page.js";
import { markSelectedNode } from "./diagram.js";
import { LINE, PAD, state } from "./state.js";
import { hasUnsavedEdits, save, scheduleRender } from "./sync.js";
import { blockInsertion, lineCount, lineEnding, lineOfOffset, lineText, markSpan, normalize, offsetOfLine, utf16Column } from "./text.js";

/** @typedef {import("./state.js").EditorFile} EditorFile */
/** @typedef {import("./state.js").Tally} Tally */
/** @typedef {import("./protocol.js").FileInfo} FileInfo */
/** @typedef {import("./protocol.js").Finding} Finding */
/** @typedef {import("./protocol.js").UndefinedPlace} UndefinedPlace */

/**
 * A file of the session, with its text area (not yet in the page).
 * @param {FileInfo} info
 * @returns {EditorFile}
 */
export function makeFile(info) {
  const textarea = el("textarea", {
    spellcheck: "false", autocapitalize: "off", autocomplete: "off", wrap: "off",
    "aria-label": `Text of ${info.name}`, "data-file": info.id, class: "source",
  });
  /** @type {EditorFile} */
  const file = { id: info.id, name: info.name, disk: info, baseline: normalize(info.text), eol: lineEnding(info.text),
    textarea, conflict: null, stash: null, saving: null };
  textarea.value = normalize(info.text);
  textarea.readOnly = !info.editable;
  textarea.hidden = true;
  textarea.addEventListener("input", () => edited(file));
  textarea.addEventListener("scroll", () => { if (file === state.current) syncScroll(); });
  for (const type of ["keyup", "click", "select", "focus"]) {
    textarea.addEventListener(type, () => { if (file === state.current) cursorMoved(); });
  }
  textarea.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
      event.preventDefault();
      save(file);
    }
  });
  return file;
}

/** @param {EditorFile} file */
export const textOf = (file) => file.textarea.value;
/** @param {EditorFile} file */
export const isDirty = (file) => hasUnsavedEdits(file, textOf(file));
/** @param {string | undefined | null} id */
export const fileById = (id) => state.files.find((file) => file.id === id);
/** @param {EditorFile} file */
export const shortName = (file) => file.name.split("/").pop() ?? file.name;

/**
 * What the disk holds, as last heard from the server; `baseline` is its text as the editor has it.
 * @param {EditorFile} file
 * @param {FileInfo} info
 */
export function setDisk(file, info) {
  file.disk = info;
  file.baseline = normalize(info.text);
}

/** @param {EditorFile} file */
export function edited(file) {
  updateTabs();
  updateSaveButton();
  if (file === state.current) { drawGutter(); drawBackdrop(); cursorMoved(); }
  scheduleRender();
}

/**
 * Replaces a file's text, keeping the caret's line and the scroll position where it can.
 * @param {EditorFile} file
 * @param {string} text
 */
export function replaceText(file, text) {
  const area = file.textarea;
  const { selectionStart, scrollTop, scrollLeft } = area;
  const line = lineOfOffset(area.value, selectionStart);
  area.value = text;
  const offset = offsetOfLine(text, Math.min(line, lineCount(text)));
  area.setSelectionRange(offset, offset);
  area.scrollTop = scrollTop;
  area.scrollLeft = scrollLeft;
  edited(file);
}

/** @param {EditorFile | undefined} file */
export function select(file) {
  if (!file) return;
  if (state.current) state.current.textarea.hidden = true;
  state.current = file;
  file.textarea.hidden = false;
  updateTabs();
  updateSaveButton();
  drawGutter();
  drawBackdrop();
  drawFindings();
  syncScroll();
  cursorMoved();
}

/** @type {Tally} */
const noCounts = { errors: 0, warnings: 0, notes: 0 };
/** @param {string} id */
const countsFor = (id) => state.counts.get(id) ?? noCounts;

export function updateTabs() {
  const tabs = $("#tabs");
  tabs.replaceChildren(...state.files.map((file) => {
    const counts = countsFor(file.id);
    const button = el("button", {
      type: "button", role: "tab", "aria-selected": String(file === state.current), title: file.name,
      class: isDirty(file) ? "dirty" : "", "data-file": file.id, onclick: () => select(file),
    }, shortName(file));
    if (counts.errors || counts.warnings) {
      button.append(el("span", { class: counts.errors ? "count" : "count warning",
        text: String(counts.errors || counts.warnings),
        title: `${counts.errors} errors, ${counts.warnings} warnings` }));
    }
    return button;
  }));
}

export function updateSaveButton() {
  const file = state.current;
  const button = /** @type {HTMLButtonElement} */ ($("#save"));
  button.disabled = !file || !file.disk.editable || (!isDirty(file) && file.disk.exists);
  button.textContent = file && isDirty(file) ? `Save ${shortName(file)}` : "Save";
}

// ---------------------------------------------------------------- the gutter, the marks, the findings

/** @type {Map<number, Finding[]>} */
const noMarks = new Map();
/** @param {string} id */
const findingsByLine = (id) => state.marks.get(id) ?? noMarks;

/**
 * The lines in view (and a few around them).
 * @param {HTMLTextAreaElement} area
 * @param {number} total
 */
function visibleLines(area, total) {
  const first = Math.max(1, Math.floor((area.scrollTop - PAD) / LINE) + 1 - 5);
  return { first, last: Math.min(total, first + Math.ceil(area.clientHeight / LINE) + 10) };
}

const rank = { error: 3, warning: 2, note: 1 };
/** @param {Finding[]} findings */
const worst = (findings) => findings.reduce((a, b) => (rank[b.severity] > rank[a.severity] ? b : a));

/** Line numbers and markers, for the lines in view only. */
export function drawGutter() {
  const file = state.current;
  if (!file) return;
  const area = file.textarea;
  const text = textOf(file);
  const total = lineCount(text);
  const { first, last } = visibleLines(area, total);
  const marks = findingsByLine(file.id);
  const caret = lineOfOffset(text, area.selectionStart);
  const container = $("#gutter-lines");
  container.style.height = `${total * LINE + 2 * PAD + 40}px`;
  const rows = [];
  for (let line = first; line <= last; line++) {
    const row = el("div", { class: "n", text: String(line), "data-line": String(line) });
    row.style.position = "absolute";
    row.style.top = `${PAD + (line - 1) * LINE}px`;
    row.style.right = "0";
    if (line === caret) row.classList.add("current");
    const findings = marks.get(line);
    if (findings) {
      const severity = worst(findings).severity;
      row.classList.add(severity);
      row.title = findings.map((f) => `${f.severity}: ${f.message} [${f.rule}]`).join("\n");
      row.prepend(el("span", { class: "marker", text: severity === "error" ? "●" : severity === "warning" ? "▲" : "◆",
        onclick: () => showFinding(findings[0]) }));
    }
    rows.push(row);
  }
  container.replaceChildren(...rows);
  $("#gutter").scrollTop = area.scrollTop;
}

/** Behind the text: the lines with findings, tinted, with a wavy line under the place, and the
 *  block of the screen selected in the diagram. The text there is transparent, so the marks sit
 *  exactly under the textarea's own letters. */
export function drawBackdrop() {
  const file = state.current;
  const backdrop = $("#backdrop");
  if (!file) return;
  const text = textOf(file);
  const content = el("div", { class: "content" });
  content.style.position = "relative";
  content.style.height = `${lineCount(text) * LINE + 2 * PAD + 40}px`;
  content.style.width = `${file.textarea.scrollWidth}px`;
  if (state.block && state.block.file === file.id) {
    const block = el("div", { class: "line block" });
    Object.assign(block.style, { position: "absolute", left: "0", right: "0",
      top: `${PAD + (state.block.start - 1) * LINE}px`, height: `${(state.block.end - state.block.start) * LINE}px` });
    content.append(block);
  }
  const marks = findingsByLine(file.id);
  const { first, last } = visibleLines(file.textarea, lineCount(text));
  let offset = marks.size ? offsetOfLine(text, first) : text.length;
  for (let line = first; line <= last && offset <= text.length; line++) {
    const next = text.indexOf("\n", offset);
    const source = text.slice(offset, next < 0 ? text.length : next);
    offset = next < 0 ? text.length + 1 : next + 1;
    const findings = marks.get(line);
    if (!findings) continue;
    const finding = worst(findings);
    const { start, end } = markSpan(source, finding.at.column);
    const row = el("div", { class: `line ${finding.severity}` },
      source.slice(0, start), el("span", { class: "squiggle", text: source.slice(start, end) || " " }), source.slice(end));
    Object.assign(row.style, { position: "absolute", left: "10px", right: "0", top: `${PAD + (line - 1) * LINE}px`, whiteSpace: "pre" });
    content.append(row);
  }
  backdrop.replaceChildren(content);
  backdrop.scrollTop = file.textarea.scrollTop;
  backdrop.scrollLeft = file.textarea.scrollLeft;
}

/** Keeps the gutter and the marks under the text as it scrolls (both are redrawn for the lines
 *  in view, once a frame at most). */
export function syncScroll() {
  const area = state.current?.textarea;
  if (!area) return;
  $("#backdrop").scrollTop = area.scrollTop;
  $("#backdrop").scrollLeft = area.scrollLeft;
  $("#gutter").scrollTop = area.scrollTop;
  if (!state.gutterFrame) {
    state.gutterFrame = requestAnimationFrame(() => { state.gutterFrame = 0; drawGutter(); drawBackdrop(); });
  }
}

export function drawFindings() {
  const list = $("#findings");
  const findings = state.result?.diagnostics ?? [];
  const many = state.files.length > 1;
  list.replaceChildren(...findings.slice(0, 500).map((finding, index) => {
    const file = fileById(finding.at.file);
    const where = `${many && file ? shortName(file) + ":" : ""}${finding.at.line}:${finding.at.column}`;
    return el("div", { class: `finding ${finding.severity}`, "data-index": String(index),
      onclick: () => { if (file) goTo(file, finding.at.line, finding.at.column); } },
      el("span", { class: "where", text: where }),
      el("span", { class: "severity", text: finding.severity }),
      el("span", { class: "text", text: finding.message }),
      el("span", { class: "rule", text: finding.rule }));
  }));
}

/** @param {Finding} finding */
function showFinding(finding) {
  const index = (state.result?.diagnostics ?? []).indexOf(finding);
  const row = document.querySelector(`#findings .finding[data-index="${index}"]`);
  for (const selected of document.querySelectorAll("#findings .selected")) selected.classList.remove("selected");
  if (row) { row.classList.add("selected"); row.scrollIntoView({ block: "nearest" }); }
}

/**
 * Moves the editor to a line (and column) of a file, showing it a third of the way down.
 * @param {EditorFile} file
 * @param {number} line
 * @param {number} [column]
 */
export function goTo(file, line, column = 1) {
  if (file !== state.current) select(file);
  const area = file.textarea;
  const text = textOf(file);
  const offset = offsetOfLine(text, line) + utf16Column(lineText(text, line), column);
  area.focus({ preventScroll: true });
  area.setSelectionRange(offset, offset);
  area.scrollTop = Math.max(0, PAD + (line - 1) * LINE - area.clientHeight / 3);
  syncScroll();
  cursorMoved();
}

/** The screen whose block holds the caret: its node is marked in the diagram. */
export function cursorMoved() {
  const file = state.current;
  if (!file || !state.result) return;
  const line = lineOfOffset(textOf(file), file.textarea.selectionStart);
  const screen = state.result.screens.find((s) => s.at.file === file.id && line >= s.at.line && line < s.endLine);
  const block = screen ? { file: file.id, start: screen.at.line, end: screen.endLine, name: screen.name } : null;
  const changed = JSON.stringify(block) !== JSON.stringify(state.block);
  state.block = block;
  for (const row of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("#gutter-lines .n"))) {
    row.classList.toggle("current", Number(row.dataset.line) === line);
  }
  if (changed) {
    markSelectedNode();
    drawBackdrop();
  }
}

// ---------------------------------------------------------------- new blocks

/**
 * A target with no block: offer to write one, where it cannot change the flow (the server says
 * where: the end of the file, unless an action there would run on into the new block).
 * @param {UndefinedPlace} target
 */
export function offerBlock(target) {
  const file = fileById(target.at?.file) ?? state.current;
  if (!file || !file.disk.editable) return;
  banner("create", "info", `“${target.name}” has no screen block yet.`, [
    [`Create [${target.name}] in ${shortName(file)}`, () => { removeBanner("create"); createBlock(file, target.name); }, true],
    ["Cancel", () => removeBanner("create")],
  ]);
  /** @type {HTMLElement | null} */ (document.querySelector('[data-banner="create"] button.primary'))?.focus();
}

/**
 * @param {EditorFile} file
 * @param {string} name
 */
function createBlock(file, name) {
  if (file !== state.current) select(file);
  const area = file.textarea;
  const { offset, insert } = blockInsertion(textOf(file), name, state.result?.insertionLines?.[file.id]);
  area.focus();
  area.setSelectionRange(offset, offset);
  // insertText keeps the browser's undo history; setRangeText is the fallback.
  if (!document.execCommand("insertText", false, insert)) {
    area.setRangeText(insert, offset, offset, "end");
    edited(file);
  }
  const header = offset + insert.indexOf("[");
  const line = lineOfOffset(textOf(file), header);
  goTo(file, line + 1);
  scheduleRender(0);
}
