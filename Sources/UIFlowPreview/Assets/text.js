// @ts-check
// The editor's text maths, pure: line endings, lines and offsets, the server's columns (Unicode
// scalars) as JavaScript's UTF-16 offsets, where a finding's mark goes, where a new block goes,
// and the short line diff of the merge view. No DOM and no state: the browser tests import this
// module and check each function.

/**
 * The text with `\n` line endings only; null and undefined as "".
 * @param {string | null | undefined} text
 * @returns {string}
 */
export const normalize = (text) => (text ?? "").replace(/\r\n?/g, "\n");

/**
 * The text's line ending: the first kind found, `\r\n` before `\r`; `\n` when it has none.
 * @param {string | null | undefined} text
 * @returns {string}
 */
export const lineEnding = (text) => (/\r\n/.test(text ?? "") ? "\r\n" : /\r/.test(text ?? "") ? "\r" : "\n");

/**
 * Normalized text as it goes to disk, with the file's line ending `eol`.
 * @param {string} eol
 * @param {string} text
 * @returns {string}
 */
export const toDisk = (eol, text) => (eol === "\n" ? text : text.replace(/\n/g, eol));

/**
 * The number of lines: one more than the number of `\n`.
 * @param {string} text
 * @returns {number}
 */
export function lineCount(text) {
  let count = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

/**
 * The 1-based line that holds a UTF-16 offset.
 * @param {string} text
 * @param {number} offset
 * @returns {number}
 */
export function lineOfOffset(text, offset) {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/**
 * The UTF-16 offset where a 1-based line starts; the text's length past its last line.
 * @param {string} text
 * @param {number} line
 * @returns {number}
 */
export function offsetOfLine(text, line) {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return offset;
}

/**
 * A line's text, without its `\n`.
 * @param {string} text
 * @param {number} line
 * @returns {string}
 */
export function lineText(text, line) {
  const start = offsetOfLine(text, line);
  const end = text.indexOf("\n", start);
  return text.slice(start, end < 0 ? text.length : end);
}

/**
 * A 1-based column in Unicode scalars (the server's) as a 0-based UTF-16 offset into the line
 * (JavaScript's); the line's length past its end.
 * @param {string} line
 * @param {number} column
 * @returns {number}
 */
export function utf16Column(line, column) {
  let offset = 0, scalar = 1;
  for (const character of line) {
    if (scalar >= column) break;
    offset += character.length;
    scalar++;
  }
  return offset;
}

/**
 * Where a finding at `column` is underlined in its line: from the place to the end of the line's
 * text (a name may have spaces), at least one UTF-16 unit where the line has one; as UTF-16
 * offsets, `end` excluded.
 * @param {string} line
 * @param {number} column
 * @returns {{start: number, end: number}}
 */
export function markSpan(line, column) {
  const start = Math.min(utf16Column(line, column), line.length);
  let end = line.replace(/\s+$/, "").length;
  if (end <= start) end = Math.min(line.length, start + 1);
  return { start, end };
}

/**
 * Where a new block `[name]` goes in `text` and what is inserted there: before line `before`
 * when the server gives one (the end of the file is not safe there), else at the end, after a
 * blank line.
 * @param {string} text
 * @param {string} name
 * @param {number | undefined} before
 * @returns {{offset: number, insert: string}}
 */
export function blockInsertion(text, name, before) {
  if (before) return { offset: offsetOfLine(text, before), insert: `[${name}]\n\n` };
  const gap = text.length === 0 ? "" : text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n";
  return { offset: text.length, insert: `${gap}[${name}]\n` };
}

/**
 * A short line diff (`a` → `b`) to merge by: the lines between the common head and tail,
 * removed then added, at most 40 of each, so that it never stalls the page.
 * @param {string} a
 * @param {string} b
 * @returns {string}
 */
export function lineDiff(a, b) {
  const x = a.split("\n"), y = b.split("\n");
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length, endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) { endX--; endY--; }
  const removed = x.slice(start, endX), added = y.slice(start, endY);
  if (!removed.length && !added.length) return "The texts are the same.";
  const lines = [`@@ line ${start + 1} @@`, ...removed.slice(0, 40).map((l) => `- ${l}`), ...added.slice(0, 40).map((l) => `+ ${l}`)];
  if (removed.length > 40 || added.length > 40) lines.push("…");
  return lines.join("\n");
}
