// @ts-check
// The page's one shared state, declared here whole: every module reads and writes these fields,
// and no other field is ever added.

/** @typedef {import("./protocol.js").FileInfo} FileInfo */
/** @typedef {import("./protocol.js").Finding} Finding */
/** @typedef {import("./protocol.js").RenderResult} RenderResult */

/** px: a line's height in the editor (the CSS's `--line`). */
export const LINE = 20;
/** px: the editor's top padding. */
export const PAD = 6;
/** ms of quiet typing before a render. */
export const RENDER_DELAY = 250;

/**
 * A file in the editor: its text area, and what the disk holds as last heard from the server.
 * @typedef {object} EditorFile
 * @property {string} id
 * @property {string} name
 * @property {FileInfo} disk
 * @property {string} baseline The disk's text as the editor has it (line endings normalized).
 * @property {string} eol      The file's own line ending, which saves write back.
 * @property {HTMLTextAreaElement} textarea
 * @property {FileInfo | null} conflict What the disk holds while it and the editor both changed.
 * @property {string | null} stash  The user's edits, set aside for the disk's version.
 * @property {string | null} saving The text of a save in flight.
 */

/**
 * The diagram's view: its centre, and diagram units per pixel.
 * @typedef {{cx: number, cy: number, scale: number}} View
 */

/**
 * A rectangle in diagram units.
 * @typedef {{x: number, y: number, w: number, h: number}} Box
 */

/**
 * The block of the screen whose text holds the caret.
 * @typedef {{file: string, start: number, end: number, name: string}} Block
 */

/**
 * Findings counted by severity.
 * @typedef {{errors: number, warnings: number, notes: number}} Tally
 */

/**
 * What the diagram is asked to show: the whole flow, a group, or a focus on a screen.
 * @typedef {{group: string, focus: string, depth: number}} Show
 */

/**
 * @typedef {object} State
 * @property {string} tool
 * @property {EditorFile[]} files
 * @property {EditorFile | null} current The file shown in the editor.
 * @property {RenderResult | null} result The last render's answer.
 * @property {number} renderCount
 * @property {ReturnType<typeof setTimeout> | undefined} renderTimer
 * @property {boolean} rendering
 * @property {boolean} renderAgain
 * @property {View | null} view       null: fit the diagram.
 * @property {Box | null} natural     The diagram's own viewBox.
 * @property {WebSocket | null} socket
 * @property {number} retry           ms before reconnecting the event stream.
 * @property {Map<string, HTMLElement>} banners
 * @property {Show} show
 * @property {Map<string, Map<number, Finding[]>>} marks The last render's findings, by file id and line.
 * @property {Map<string, Tally>} counts The last render's findings, counted by file id.
 * @property {Block | null} block
 * @property {number} gutterFrame     The pending animation frame that redraws the gutter, or 0.
 */

/** @type {State} */
export const state = {
  tool: "",
  files: [],
  current: null,
  result: null,
  renderCount: 0,
  renderTimer: undefined,
  rendering: false,
  renderAgain: false,
  view: null,
  natural: null,
  socket: null,
  retry: 1000,
  banners: new Map(),
  show: { group: "", focus: "", depth: 1 },
  marks: new Map(),
  counts: new Map(),
  block: null,
  gutterFrame: 0,
};

// No field may be added later: a typo in a field's name throws rather than making a new one.
Object.seal(state);
