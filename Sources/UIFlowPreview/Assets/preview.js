// uiflow preview: the page's only script. Plain JavaScript, no build step, no library, no network
// but the server that served it. docs/preview.md describes the protocol it speaks.
"use strict";

(() => {
  const LINE = 20;          // px; the CSS's --line
  const PAD = 6;            // px; the editor's top padding
  const RENDER_DELAY = 250; // ms of quiet typing before a render

  const $ = (selector) => document.querySelector(selector);
  const el = (tag, attributes = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) {
      if (key === "class") node.className = value;
      else if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children) node.append(child);
    return node;
  };

  const state = {
    tool: "",
    files: [],          // see makeFile
    current: null,      // the file shown in the editor
    result: null,       // the last render's answer
    renderCount: 0,
    renderTimer: 0,
    rendering: false,
    renderAgain: false,
    view: null,         // null: fit the diagram; else {cx, cy, scale} (diagram units per pixel)
    natural: null,      // the diagram's own viewBox {x, y, w, h}
    socket: null,
    retry: 1000,
    banners: new Map(),
    show: { group: "", focus: "", depth: 1 }, // what the diagram shows: the whole flow, a group, a focus
  };

  // ---------------------------------------------------------------- files and text

  const normalize = (text) => (text ?? "").replace(/\r\n?/g, "\n");
  const lineEnding = (text) => (/\r\n/.test(text ?? "") ? "\r\n" : /\r/.test(text ?? "") ? "\r" : "\n");
  const toDisk = (file, text) => (file.eol === "\n" ? text : text.replace(/\n/g, file.eol));

  function makeFile(info) {
    const textarea = el("textarea", {
      spellcheck: "false", autocapitalize: "off", autocomplete: "off", wrap: "off",
      "aria-label": `Text of ${info.name}`, "data-file": info.id, class: "source",
    });
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

  const textOf = (file) => file.textarea.value;
  const isDirty = (file) => file.disk.editable && textOf(file) !== file.baseline;
  /** What the disk holds, as last heard from the server; `baseline` is its text as the editor has it. */
  function setDisk(file, info) {
    file.disk = info;
    file.baseline = normalize(info.text);
  }
  const fileById = (id) => state.files.find((file) => file.id === id);
  const shortName = (file) => file.name.split("/").pop();

  function edited(file) {
    updateTabs();
    updateSaveButton();
    if (file === state.current) { drawGutter(); drawBackdrop(); cursorMoved(); }
    scheduleRender();
  }

  /** Replaces a file's text, keeping the caret's line and the scroll position where it can. */
  function replaceText(file, text) {
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

  const lineCount = (text) => { let count = 1; for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) count++; return count; };
  function lineOfOffset(text, offset) {
    let line = 1;
    for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) line++;
    return line;
  }
  function offsetOfLine(text, line) {
    let offset = 0;
    for (let current = 1; current < line; current++) {
      const next = text.indexOf("\n", offset);
      if (next < 0) return text.length;
      offset = next + 1;
    }
    return offset;
  }
  function lineText(text, line) {
    const start = offsetOfLine(text, line);
    const end = text.indexOf("\n", start);
    return text.slice(start, end < 0 ? text.length : end);
  }
  /** A column in Unicode scalars (the server's) as a UTF-16 offset (JavaScript's). */
  function utf16Column(line, column) {
    let offset = 0, scalar = 1;
    for (const character of line) {
      if (scalar >= column) break;
      offset += character.length;
      scalar++;
    }
    return offset;
  }

  // ---------------------------------------------------------------- the page

  async function start() {
    let session;
    try {
      session = await api("GET", "/api/session");
    } catch (error) {
      setStatus(`Cannot load the session: ${error.message}`, true);
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

  function select(file) {
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

  function updateTabs() {
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

  function updateSaveButton() {
    const file = state.current;
    const button = $("#save");
    button.disabled = !file || !file.disk.editable || (!isDirty(file) && file.disk.exists);
    button.textContent = file && isDirty(file) ? `Save ${shortName(file)}` : "Save";
  }

  function setStatus(text, bad = false) {
    const status = $("#status");
    status.textContent = text;
    status.classList.toggle("bad", bad);
  }

  function banner(key, kind, message, actions = []) {
    removeBanner(key);
    const node = el("div", { class: `banner ${kind}`, "data-banner": key },
      el("span", { class: "message", text: message }),
      ...actions.map(([label, action, primary]) => el("button", {
        type: "button", class: primary ? "primary" : "", onclick: action }, label)));
    state.banners.set(key, node);
    $("#banners").append(node);
    return node;
  }
  function removeBanner(key) {
    state.banners.get(key)?.remove();
    state.banners.delete(key);
  }

  async function api(method, path, body) {
    const response = await fetch(path, {
      method, headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const type = response.headers.get("Content-Type") ?? "";
    const data = type.startsWith("application/json") ? await response.json() : await response.blob();
    if (!response.ok && response.status !== 409) {
      const error = new Error(data?.error ?? `${response.status} ${response.statusText}`);
      error.status = response.status;
      error.retryAfter = Number(response.headers.get("Retry-After")) || 1;
      throw error;
    }
    return Object.assign(data, { status: response.status, response });
  }

  // ---------------------------------------------------------------- rendering

  function scheduleRender(delay = RENDER_DELAY) {
    clearTimeout(state.renderTimer);
    state.renderTimer = setTimeout(render, delay);
  }

  /** One render at a time: edits made meanwhile are rendered when it comes back. */
  async function render() {
    if (state.rendering) { state.renderAgain = true; return; }
    state.rendering = true;
    state.renderAgain = false;
    setStatus("Rendering…");
    const started = performance.now();
    try {
      const files = state.files.filter((file) => file.disk.editable).map((file) => ({ id: file.id, text: textOf(file) }));
      const result = await api("POST", "/api/render", { files, view: viewRequest() });
      state.result = result;
      indexResult(result);
      state.renderCount++;
      applyResult(result, Math.round(performance.now() - started));
    } catch (error) {
      if (error.status === 503) {
        // The server's render queue is full: draw again when it says to.
        setStatus("The server is busy; drawing again in a moment…");
        scheduleRender(error.retryAfter * 1000);
      } else {
        setStatus(`Not rendered: ${error.message}`, true);
      }
    } finally {
      state.rendering = false;
      if (state.renderAgain) render();
    }
  }

  const noCounts = { errors: 0, warnings: 0, notes: 0 };
  const countsFor = (id) => state.counts?.get(id) ?? noCounts;

  /** Indexes a render's findings once: by file and line, and counted by file. */
  function indexResult(result) {
    state.marks = new Map();
    state.counts = new Map();
    for (const finding of result.diagnostics) {
      const id = finding.at.file;
      if (!state.marks.has(id)) {
        state.marks.set(id, new Map());
        state.counts.set(id, { errors: 0, warnings: 0, notes: 0 });
      }
      const lines = state.marks.get(id);
      const list = lines.get(finding.at.line) ?? [];
      list.push(finding);
      lines.set(finding.at.line, list);
      const counts = state.counts.get(id);
      if (finding.severity === "error") counts.errors++;
      else if (finding.severity === "warning") counts.warnings++;
      else counts.notes++;
    }
  }

  function applyResult(result, milliseconds) {
    const { screens, errors, warnings } = result.counts;
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

  // ---------------------------------------------------------------- the editor's gutter, marks and findings

  const findingsByLine = (id) => state.marks?.get(id) ?? new Map();

  /** The lines in view (and a few around them): only those are drawn, for a flow may have
   *  100,000 lines. */
  function visibleLines(area, total) {
    const first = Math.max(1, Math.floor((area.scrollTop - PAD) / LINE) + 1 - 5);
    return { first, last: Math.min(total, first + Math.ceil(area.clientHeight / LINE) + 10) };
  }

  const rank = { error: 3, warning: 2, note: 1 };
  const worst = (findings) => findings.reduce((a, b) => (rank[b.severity] > rank[a.severity] ? b : a)).severity;

  /** Line numbers and markers, for the lines in view only (a flow may have 100,000 lines). */
  function drawGutter() {
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
        const severity = worst(findings);
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
  function drawBackdrop() {
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
      const finding = findings.reduce((a, b) => (rank[b.severity] > rank[a.severity] ? b : a));
      const start = Math.min(utf16Column(source, finding.at.column), source.length);
      // From the place to the end of the line's text: a name may have spaces.
      let end = source.replace(/\s+$/, "").length;
      if (end <= start) end = Math.min(source.length, start + 1);
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
  function syncScroll() {
    const area = state.current?.textarea;
    if (!area) return;
    $("#backdrop").scrollTop = area.scrollTop;
    $("#backdrop").scrollLeft = area.scrollLeft;
    $("#gutter").scrollTop = area.scrollTop;
    if (!state.gutterFrame) {
      state.gutterFrame = requestAnimationFrame(() => { state.gutterFrame = 0; drawGutter(); drawBackdrop(); });
    }
  }

  function drawFindings() {
    const list = $("#findings");
    const findings = state.result?.diagnostics ?? [];
    const many = state.files.length > 1;
    list.replaceChildren(...findings.slice(0, 500).map((finding, index) => {
      const file = fileById(finding.at.file);
      const where = `${many && file ? shortName(file) + ":" : ""}${finding.at.line}:${finding.at.column}`;
      return el("div", { class: `finding ${finding.severity}`, "data-index": String(index),
        onclick: () => file && goTo(file, finding.at.line, finding.at.column) },
        el("span", { class: "where", text: where }),
        el("span", { class: "severity", text: finding.severity }),
        el("span", { class: "text", text: finding.message }),
        el("span", { class: "rule", text: finding.rule }));
    }));
  }

  function showFinding(finding) {
    const index = (state.result?.diagnostics ?? []).indexOf(finding);
    const row = $(`#findings .finding[data-index="${index}"]`);
    for (const selected of document.querySelectorAll("#findings .selected")) selected.classList.remove("selected");
    if (row) { row.classList.add("selected"); row.scrollIntoView({ block: "nearest" }); }
  }

  /** Moves the editor to a line (and column) of a file, showing it a third of the way down. */
  function goTo(file, line, column = 1) {
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
  function cursorMoved() {
    const file = state.current;
    if (!file || !state.result) return;
    const line = lineOfOffset(textOf(file), file.textarea.selectionStart);
    const screen = state.result.screens.find((s) => s.at.file === file.id && line >= s.at.line && line < s.endLine);
    const block = screen ? { file: file.id, start: screen.at.line, end: screen.endLine, name: screen.name } : null;
    const changed = JSON.stringify(block) !== JSON.stringify(state.block ?? null);
    state.block = block;
    for (const row of document.querySelectorAll("#gutter-lines .n")) row.classList.toggle("current", Number(row.dataset.line) === line);
    if (changed) {
      markSelectedNode();
      drawBackdrop();
    }
  }

  /** Outlines the node of the screen whose block holds the caret. */
  function markSelectedNode() {
    for (const node of document.querySelectorAll("#diagram g.node.selected")) node.classList.remove("selected");
    if (!state.block) return;
    for (const node of document.querySelectorAll("#diagram g.node")) {
      if (titleOf(node) === state.block.name) { node.classList.add("selected"); break; }
    }
  }

  // ---------------------------------------------------------------- the diagram: pan, zoom, click

  const titleOf = (group) => group.querySelector(":scope > title")?.textContent ?? "";

  function showDiagram(svgText) {
    const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const svg = parsed.documentElement;
    if (svg.nodeName !== "svg" || parsed.querySelector("parsererror")) {
      $("#diagram-note").textContent = "Not drawn: the SVG could not be read";
      return;
    }
    // Graphviz writes no script; should an attribute have smuggled one in, it goes.
    for (const node of svg.querySelectorAll("script, foreignObject")) node.remove();
    for (const node of svg.querySelectorAll("*")) {
      for (const attribute of [...node.attributes]) {
        if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value)) node.removeAttribute(attribute.name);
      }
    }
    const box = svg.viewBox.baseVal;
    state.natural = box && box.width > 0
      ? { x: box.x, y: box.y, w: box.width, h: box.height }
      : { x: 0, y: 0, w: parseFloat(svg.getAttribute("width")) || 100, h: parseFloat(svg.getAttribute("height")) || 100 };
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
    const errorScreens = new Set();
    for (const finding of state.result?.diagnostics ?? []) {
      if (finding.severity !== "error") continue;
      const screen = state.result.screens.find((s) => s.at.file === finding.at.file && finding.at.line >= s.at.line && finding.at.line < s.endLine);
      if (screen) errorScreens.add(screen.name);
    }
    const imported = document.importNode(svg, true);
    for (const node of imported.querySelectorAll("g.node")) {
      if (errorScreens.has(titleOf(node))) node.classList.add("has-error");
    }
    $("#diagram").replaceChildren(imported);
    markSelectedNode();
    applyView();
  }

  function containerSize() {
    const rect = $("#diagram").getBoundingClientRect();
    return { w: Math.max(rect.width, 1), h: Math.max(rect.height, 1) };
  }

  function fitView() {
    const { w, h } = containerSize();
    const box = state.natural ?? { x: 0, y: 0, w: 100, h: 100 };
    return { cx: box.x + box.w / 2, cy: box.y + box.h / 2, scale: Math.max(box.w / w, box.h / h, 0.01) * 1.04 };
  }

  /** The view becomes the SVG's viewBox, with the container's own aspect, so that nothing is
   *  letterboxed and a pixel is `scale` diagram units both ways. */
  function applyView() {
    const svg = $("#diagram > svg");
    if (!svg) return;
    const view = state.view ?? fitView();
    const { w, h } = containerSize();
    const vw = w * view.scale, vh = h * view.scale;
    svg.setAttribute("viewBox", `${view.cx - vw / 2} ${view.cy - vh / 2} ${vw} ${vh}`);
    $("#diagram").dataset.zoom = state.view ? "user" : "fit";
  }

  function zoom(factor, pointX, pointY) {
    const view = state.view ?? fitView();
    const { w, h } = containerSize();
    const px = pointX ?? w / 2, py = pointY ?? h / 2;
    const x = view.cx - (w / 2) * view.scale + px * view.scale;
    const y = view.cy - (h / 2) * view.scale + py * view.scale;
    const scale = Math.min(Math.max(view.scale / factor, 0.005), 50);
    state.view = { cx: x + (w / 2) * scale - px * scale, cy: y + (h / 2) * scale - py * scale, scale };
    applyView();
  }

  function wireDiagram() {
    const diagram = $("#diagram");
    diagram.addEventListener("wheel", (event) => {
      event.preventDefault();
      const rect = diagram.getBoundingClientRect();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      zoom(Math.exp(-delta / 500), event.clientX - rect.left, event.clientY - rect.top);
    }, { passive: false });
    let drag = null;
    diagram.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      drag = { x: event.clientX, y: event.clientY, moved: false, view: state.view ?? fitView(), id: event.pointerId };
    });
    diagram.addEventListener("pointermove", (event) => {
      if (!drag) return;
      const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      if (!drag.moved) { drag.moved = true; diagram.setPointerCapture(drag.id); diagram.classList.add("panning"); }
      state.view = { cx: drag.view.cx - dx * drag.view.scale, cy: drag.view.cy - dy * drag.view.scale, scale: drag.view.scale };
      applyView();
    });
    const end = (event) => {
      if (!drag) return;
      const wasClick = !drag.moved;
      diagram.classList.remove("panning");
      drag = null;
      if (wasClick && event.type === "pointerup") clicked(event.target);
    };
    diagram.addEventListener("pointerup", end);
    diagram.addEventListener("pointercancel", end);
    diagram.addEventListener("keydown", (event) => {
      if (event.key === "+" || event.key === "=") zoom(1.25);
      else if (event.key === "-") zoom(1 / 1.25);
      else if (event.key === "0") { state.view = null; applyView(); }
    });
    $("#zoom-in").addEventListener("click", () => zoom(1.25));
    $("#zoom-out").addEventListener("click", () => zoom(1 / 1.25));
    $("#zoom-fit").addEventListener("click", () => { state.view = null; applyView(); });
    new ResizeObserver(() => applyView()).observe(diagram);
  }

  function clicked(target) {
    const result = state.result;
    if (!result || !(target instanceof Element)) return;
    const node = target.closest("g.node");
    if (node) {
      const name = titleOf(node);
      const screen = result.screens.find((s) => s.name === name);
      if (screen) {
        const file = fileById(screen.at.file);
        if (file) goTo(file, screen.at.line);
        return;
      }
      const undefinedTarget = result.undefined.find((u) => u.name === name);
      if (undefinedTarget) offerBlock(undefinedTarget);
      return;
    }
    const edge = target.closest("g.edge");
    if (edge) {
      const place = result.edges.find((e) => e.title === titleOf(edge));
      const file = place && fileById(place.at.file);
      if (file) goTo(file, place.at.line, place.at.column);
    }
  }

  /** A target with no block: offer to write one, where it cannot change the flow (the server says
   *  where: the end of the file, unless an action there would run on into the new block). */
  function offerBlock(target) {
    const file = fileById(target.at?.file) ?? state.current;
    if (!file || !file.disk.editable) return;
    banner("create", "info", `“${target.name}” has no screen block yet.`, [
      [`Create [${target.name}] in ${shortName(file)}`, () => { removeBanner("create"); createBlock(file, target.name); }, true],
      ["Cancel", () => removeBanner("create")],
    ]);
    $('[data-banner="create"] button.primary')?.focus();
  }

  function createBlock(file, name) {
    if (file !== state.current) select(file);
    const area = file.textarea;
    const text = textOf(file);
    const before = state.result?.insertionLines?.[file.id];
    let offset, insert;
    if (before) {
      offset = offsetOfLine(text, before);
      insert = `[${name}]\n\n`;
    } else {
      offset = text.length;
      insert = (text.length === 0 ? "" : text.endsWith("\n\n") ? "" : text.endsWith("\n") ? "\n" : "\n\n") + `[${name}]\n`;
    }
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

  // ---------------------------------------------------------------- saving, and changes on disk

  async function save(file = state.current) {
    if (!file || !file.disk.editable) return;
    const text = textOf(file);
    setStatus(`Saving ${shortName(file)}…`);
    let answer;
    file.saving = text;                 // the event announcing this save may come before the answer
    try {
      answer = await api("PUT", `/api/files/${encodeURIComponent(file.id)}`, { text: toDisk(file, text), base: file.disk.version });
    } catch (error) {
      file.saving = null;
      banner(`save-${file.id}`, "error", `${file.name} was not saved: ${error.message}`, [["Dismiss", () => removeBanner(`save-${file.id}`)]]);
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

  /** A file's state on disk has changed: by another program, or by a save from another page. */
  function diskChanged(file, incoming) {
    if (!file || incoming.version === file.disk.version) return;
    const mine = incoming.editable && (normalize(incoming.text) === textOf(file) || normalize(incoming.text) === file.saving);
    if (mine) {
      setDisk(file, incoming);             // the disk caught up with the editor (this page's own save)
      file.eol = lineEnding(incoming.text);
      file.conflict = null;
      removeBanner(`conflict-${file.id}`);
      updateTabs();
      updateSaveButton();
      return;
    }
    if (!incoming.exists) {
      setDisk(file, incoming);             // never empty the editor: its text is all that is left
      banner(`deleted-${file.id}`, "error", `${file.name} was deleted on disk. Its text stays here; save to write it again.`);
      updateTabs();
      updateSaveButton();
      return;
    }
    removeBanner(`deleted-${file.id}`);
    if (!isDirty(file) && !file.conflict) {
      setDisk(file, incoming);
      file.eol = lineEnding(incoming.text);
      file.textarea.readOnly = !incoming.editable;
      replaceText(file, normalize(incoming.text));
      banner(`reloaded-${file.id}`, "info", `Reloaded ${file.name}: it changed on disk.`, [["OK", () => removeBanner(`reloaded-${file.id}`)]]);
      setTimeout(() => removeBanner(`reloaded-${file.id}`), 4000);
      return;
    }
    conflict(file, incoming, "disk");
  }

  /** Both changed: the page's unsaved edits and the disk. Nothing is lost: the disk keeps its
   *  version until a save, the editor keeps the user's, and the user chooses or merges. */
  function conflict(file, incoming, why) {
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

  function keepMine(file, text) {
    if (!file.conflict) return;
    setDisk(file, file.conflict);          // the next save replaces exactly the version seen
    file.conflict = null;
    removeBanner(`conflict-${file.id}`);
    if (text !== textOf(file)) replaceText(file, text);
    setStatus(`Keeping your edits to ${shortName(file)}: save to write them`);
    updateTabs();
    updateSaveButton();
  }

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

  function openMerge(file) {
    const dialog = $("#merge");
    const incoming = file.conflict;
    if (!incoming) return;
    $("#merge-title").textContent = `${file.name}: both changed`;
    $("#merge-explanation").textContent =
      "The file on disk is no longer the version this page started from, and you have unsaved edits. " +
      "Neither is lost until you choose: edit the right side into the text you want and keep it, or take the disk version (your edits are set aside and can be restored).";
    $("#merge-disk").value = normalize(incoming.text);
    $("#merge-mine").value = textOf(file);
    $("#merge-diff").textContent = lineDiff(normalize(incoming.text), textOf(file));
    $("#merge-take-disk").onclick = () => { dialog.close(); takeDisk(file); };
    $("#merge-keep-mine").onclick = () => { const text = $("#merge-mine").value; dialog.close(); keepMine(file, text); };
    $("#merge-later").onclick = () => dialog.close();
    if (!dialog.open) dialog.showModal();
  }

  /** A short line diff (disk → yours) to merge by; bounded, so that it never stalls the page. */
  function lineDiff(a, b) {
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

  function connect() {
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
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (message.type === "file") {
        diskChanged(fileById(message.file.id), message.file);
      } else if (message.type === "hello") {
        for (const { id, version } of message.files) {
          const file = fileById(id);
          if (file && file.disk.version !== version) {
            try { diskChanged(file, await api("GET", `/api/files/${encodeURIComponent(id)}`)); } catch { /* the next hello tries again */ }
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

  // ---------------------------------------------------------------- toolbar: save, export, splitter

  /** One export button per format the server offers (the session's `exports`), in its order. */
  function wireToolbar(exports) {
    $("#save").addEventListener("click", () => save());
    for (const { format, label, title } of exports) {
      $("#exports").append(el("button", { type: "button", "data-export": format, title, text: label, onclick: () => exportAs(format) }));
    }
    window.addEventListener("beforeunload", (event) => {
      if (state.files.some(isDirty)) { event.preventDefault(); event.returnValue = ""; }
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

  /** Exports what the editors hold now (saved or not), rendered by the server. */
  async function exportAs(format) {
    setStatus(`Exporting ${format.toUpperCase()}…`);
    try {
      const files = state.files.filter((file) => file.disk.editable).map((file) => ({ id: file.id, text: textOf(file) }));
      const response = await fetch(`/api/export/${format}`, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ files }),
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
      setStatus(`Not exported: ${error.message}`, true);
    }
  }

  // ---------------------------------------------------------------- what the diagram shows

  /** The part of the flow to draw, as the render request's `view`; none for the whole flow. */
  function viewRequest() {
    const { group, focus, depth } = state.show;
    if (focus) return { focus, depth };
    if (group) return { group };
    return undefined;
  }

  /** Shows `show` (a group, or a focus on a screen, or neither) and draws it, fitted. */
  function showPart(show) {
    state.show = { ...state.show, ...show };
    state.view = null;
    scheduleRender(0);
  }

  const MAX_FOCUS_OPTIONS = 5000; // the focus list's length; double-click reaches any screen

  /** Fills an option list when its names changed, keeping the choice. */
  function fillSelect(select, first, names, chosen) {
    const key = names.join("\u0000");
    if (select.dataset.key !== key) {
      select.replaceChildren(el("option", { value: "", text: first }), ...names.map((name) => el("option", { value: name, text: name })));
      select.dataset.key = key;
    }
    select.value = names.includes(chosen) ? chosen : "";
  }

  function updateViewControls(result) {
    const shown = result.shown ?? {};
    fillSelect($("#view-group"), "Whole flow", result.groups ?? [], shown.group ?? "");
    $("#view-group").disabled = !(result.groups ?? []).length;
    fillSelect($("#view-focus"), "No focus", result.screens.slice(0, MAX_FOCUS_OPTIONS).map((s) => s.name), shown.focus ?? "");
    $("#view-depth").disabled = !shown.focus;
    // The screen in focus stands out from its neighbours.
    for (const node of document.querySelectorAll("#diagram g.node")) node.classList.toggle("focus", !!shown.focus && titleOf(node) === shown.focus);
    document.body.dataset.shown = shown.focus ? `focus:${shown.focus}:${shown.depth}` : shown.group ? `group:${shown.group}` : "whole";
  }

  function wireViewControls() {
    $("#view-group").addEventListener("change", (event) => showPart({ group: event.target.value, focus: "" }));
    $("#view-focus").addEventListener("change", (event) => showPart({ focus: event.target.value, group: "" }));
    $("#view-depth").addEventListener("change", (event) => {
      const depth = Math.max(0, Math.min(20, Math.round(Number(event.target.value)) || 0));
      event.target.value = String(depth);
      showPart({ depth });
    });
    // Double-click a screen to focus on it.
    $("#diagram").addEventListener("dblclick", (event) => {
      const node = event.target instanceof Element ? event.target.closest("g.node") : null;
      const name = node && titleOf(node);
      if (name && state.result?.screens.some((s) => s.name === name)) showPart({ focus: name, group: "" });
    });
  }

  start();
})();
