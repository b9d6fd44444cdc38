// @ts-check
// When the editor's unsaved edits and the disk both changed: the banner, the merge dialog, and
// the two ways out. Nothing is lost: the disk keeps its version until a save, the editor keeps the
// user's, and the user chooses or merges.

import { replaceText, setDisk, shortName, textOf, updateSaveButton, updateTabs } from "./editor.js";
import { $, banner, removeBanner, setStatus } from "./page.js";
import { lineDiff, lineEnding, normalize } from "./text.js";

/** @typedef {import("./state.js").EditorFile} EditorFile */
/** @typedef {import("./protocol.js").FileInfo} FileInfo */

/**
 * Both changed: says so, and on a refused save opens the merge view at once.
 * @param {EditorFile} file
 * @param {FileInfo} incoming What the disk holds.
 * @param {"saving" | "disk"} why
 */
export function conflict(file, incoming, why) {
  file.conflict = incoming;
  const message = why === "saving"
    ? `${file.name} was not saved: it changed on disk since this page loaded it.`
    : `${file.name} changed on disk, and you have unsaved edits here.`;
  banner(`conflict-${file.id}`, "error", message, [
    ["Compare and merge…", () => openMerge(file), true],
    ["Keep my edits", () => keepMine(file, textOf(file))],
    ["Take the disk version", () => takeDisk(file)],
  ]);
  if (why === "saving") openMerge(file);
}

/**
 * Keeps `text` (the user's edits, or a merge) in the editor; the next save replaces exactly the
 * version seen.
 * @param {EditorFile} file
 * @param {string} text
 */
function keepMine(file, text) {
  if (!file.conflict) return;
  setDisk(file, file.conflict);
  file.conflict = null;
  removeBanner(`conflict-${file.id}`);
  if (text !== textOf(file)) replaceText(file, text);
  setStatus(`Keeping your edits to ${shortName(file)}: save to write them`);
  updateTabs();
  updateSaveButton();
}

/**
 * Takes the disk's version; the user's edits are set aside, and can be restored.
 * @param {EditorFile} file
 */
function takeDisk(file) {
  if (!file.conflict) return;
  const mine = textOf(file);
  const incoming = file.conflict;
  file.conflict = null;
  file.stash = mine;
  setDisk(file, incoming);
  file.eol = lineEnding(incoming.text);
  removeBanner(`conflict-${file.id}`);
  replaceText(file, normalize(incoming.text));
  banner(`stash-${file.id}`, "info", `Your edits to ${file.name} were set aside for the disk version.`, [
    ["Restore my edits", () => { removeBanner(`stash-${file.id}`); replaceText(file, file.stash ?? mine); file.stash = null; }],
    ["Discard them", () => { removeBanner(`stash-${file.id}`); file.stash = null; }],
  ]);
}

/**
 * The merge view: the disk's text, the user's (editable), and a line diff between them.
 * @param {EditorFile} file
 */
function openMerge(file) {
  const dialog = /** @type {HTMLDialogElement} */ ($("#merge"));
  const mineArea = /** @type {HTMLTextAreaElement} */ ($("#merge-mine"));
  const incoming = file.conflict;
  if (!incoming) return;
  $("#merge-title").textContent = `${file.name}: both changed`;
  $("#merge-explanation").textContent =
    "The file on disk is no longer the version this page started from, and you have unsaved edits. " +
    "Neither is lost until you choose: edit the right side into the text you want and keep it, or take the disk version (your edits are set aside and can be restored).";
  /** @type {HTMLTextAreaElement} */ ($("#merge-disk")).value = normalize(incoming.text);
  mineArea.value = textOf(file);
  $("#merge-diff").textContent = lineDiff(normalize(incoming.text), textOf(file));
  $("#merge-take-disk").onclick = () => { dialog.close(); takeDisk(file); };
  $("#merge-keep-mine").onclick = () => { const text = mineArea.value; dialog.close(); keepMine(file, text); };
  $("#merge-later").onclick = () => dialog.close();
  if (!dialog.open) dialog.showModal();
}

