// @ts-check
// The diagram: the server's SVG, cleaned and shown; pan and zoom; a click on a screen or an edge
// goes to its text; and what the diagram shows (the whole flow, a group, a focus on a screen).

import { fileById, goTo, offerBlock } from "./editor.js";
import { $, el } from "./page.js";
import { state } from "./state.js";
import { scheduleRender } from "./sync.js";

/** @typedef {import("./state.js").View} View */
/** @typedef {import("./state.js").Box} Box */
/** @typedef {import("./state.js").Show} Show */
/** @typedef {import("./protocol.js").RenderResult} RenderResult */
/** @typedef {import("./protocol.js").ViewRequest} ViewRequest */
/** @typedef {{w: number, h: number}} Size */

/**
 * A node's or an edge's name: its SVG `<title>`.
 * @param {Element} group
 */
export const titleOf = (group) => group.querySelector(":scope > title")?.textContent ?? "";

/**
 * Shows the server's SVG: scripts and handlers removed, sized by the view, screens with errors
 * marked.
 * @param {string} svgText
 */
export function showDiagram(svgText) {
  const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = parsed.documentElement;
  if (!(svg instanceof SVGSVGElement) || parsed.querySelector("parsererror")) {
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
    : { x: 0, y: 0, w: parseFloat(svg.getAttribute("width") ?? "") || 100, h: parseFloat(svg.getAttribute("height") ?? "") || 100 };
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
  // The server names each finding's screen.
  const errorScreens = new Set();
  for (const finding of state.result?.diagnostics ?? []) {
    if (finding.severity === "error" && finding.screen !== null) errorScreens.add(finding.screen);
  }
  const imported = document.importNode(svg, true);
  for (const node of imported.querySelectorAll("g.node")) {
    if (errorScreens.has(titleOf(node))) node.classList.add("has-error");
  }
  $("#diagram").replaceChildren(imported);
  markSelectedNode();
  applyView();
}

/** Outlines the node of the screen whose block holds the caret. */
export function markSelectedNode() {
  for (const node of document.querySelectorAll("#diagram g.node.selected")) node.classList.remove("selected");
  if (!state.block) return;
  for (const node of document.querySelectorAll("#diagram g.node")) {
    if (titleOf(node) === state.block.name) { node.classList.add("selected"); break; }
  }
}

// ---------------------------------------------------------------- pan and zoom

/** @returns {Size} */
function containerSize() {
  const rect = $("#diagram").getBoundingClientRect();
  return { w: Math.max(rect.width, 1), h: Math.max(rect.height, 1) };
}

/**
 * The view that shows the whole of `box` in a container of `size`, with a small margin.
 * @param {Box | null} box
 * @param {Size} size
 * @returns {View}
 */
export function fittedView(box, size) {
  const b = box ?? { x: 0, y: 0, w: 100, h: 100 };
  return { cx: b.x + b.w / 2, cy: b.y + b.h / 2, scale: Math.max(b.w / size.w, b.h / size.h, 0.01) * 1.04 };
}

/**
 * `view` zoomed in by `factor` (out below 1) about a point of the container (pixels from its top
 * left corner), which stays where it is; the scale is bounded.
 * @param {View} view
 * @param {number} factor
 * @param {{x: number, y: number}} point
 * @param {Size} size
 * @returns {View}
 */
export function zoomedView(view, factor, point, size) {
  const { w, h } = size;
  const x = view.cx - (w / 2) * view.scale + point.x * view.scale;
  const y = view.cy - (h / 2) * view.scale + point.y * view.scale;
  const scale = Math.min(Math.max(view.scale / factor, 0.005), 50);
  return { cx: x + (w / 2) * scale - point.x * scale, cy: y + (h / 2) * scale - point.y * scale, scale };
}

const currentView = () => state.view ?? fittedView(state.natural, containerSize());

/** The view becomes the SVG's viewBox, with the container's own aspect, so that nothing is
 *  letterboxed and a pixel is `scale` diagram units both ways. */
export function applyView() {
  const svg = document.querySelector("#diagram > svg");
  if (!svg) return;
  const view = currentView();
  const { w, h } = containerSize();
  const vw = w * view.scale, vh = h * view.scale;
  svg.setAttribute("viewBox", `${view.cx - vw / 2} ${view.cy - vh / 2} ${vw} ${vh}`);
  $("#diagram").dataset.zoom = state.view ? "user" : "fit";
}

/**
 * @param {number} factor
 * @param {number} [pointX] Pixels from the container's left; its middle when left out.
 * @param {number} [pointY]
 */
function zoom(factor, pointX, pointY) {
  const size = containerSize();
  state.view = zoomedView(currentView(), factor, { x: pointX ?? size.w / 2, y: pointY ?? size.h / 2 }, size);
  applyView();
}

export function wireDiagram() {
  const diagram = $("#diagram");
  diagram.addEventListener("wheel", (event) => {
    event.preventDefault();
    const rect = diagram.getBoundingClientRect();
    const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    zoom(Math.exp(-delta / 500), event.clientX - rect.left, event.clientY - rect.top);
  }, { passive: false });
  /** @type {{x: number, y: number, moved: boolean, view: View, id: number} | null} */
  let drag = null;
  diagram.addEventListener("pointerdown", (event) => {
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, moved: false, view: currentView(), id: event.pointerId };
  });
  diagram.addEventListener("pointermove", (event) => {
    if (!drag) return;
    const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    if (!drag.moved) { drag.moved = true; diagram.setPointerCapture(drag.id); diagram.classList.add("panning"); }
    state.view = { cx: drag.view.cx - dx * drag.view.scale, cy: drag.view.cy - dy * drag.view.scale, scale: drag.view.scale };
    applyView();
  });
  /** @param {PointerEvent} event */
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

/**
 * A click on a screen goes to its block (or offers one for an undefined target); on an edge, to
 * its transition.
 * @param {EventTarget | null} target
 */
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
    if (place && file) goTo(file, place.at.line, place.at.column);
  }
}

// ---------------------------------------------------------------- what the diagram shows

/**
 * The part of the flow to draw, as the render request's `view`; none for the whole flow.
 * @returns {ViewRequest | undefined}
 */
export function viewRequest() {
  const { group, focus, depth } = state.show;
  if (focus) return { focus, depth };
  if (group) return { group };
  return undefined;
}

/**
 * Shows a group, or a focus on a screen, or neither, and draws it, fitted.
 * @param {Partial<Show>} show
 */
function showPart(show) {
  state.show = { ...state.show, ...show };
  state.view = null;
  scheduleRender(0);
}

const MAX_FOCUS_OPTIONS = 5000; // the focus list's length; double-click reaches any screen

/**
 * Fills an option list when its names changed, keeping the choice.
 * @param {HTMLSelectElement} select
 * @param {string} first
 * @param {string[]} names
 * @param {string} chosen
 */
function fillSelect(select, first, names, chosen) {
  const key = names.join("\u0000");
  if (select.dataset.key !== key) {
    select.replaceChildren(el("option", { value: "", text: first }), ...names.map((name) => el("option", { value: name, text: name })));
    select.dataset.key = key;
  }
  select.value = names.includes(chosen) ? chosen : "";
}

/** @param {RenderResult} result */
export function updateViewControls(result) {
  const shown = result.shown ?? {};
  const groups = /** @type {HTMLSelectElement} */ ($("#view-group"));
  fillSelect(groups, "Whole flow", result.groups ?? [], shown.group ?? "");
  groups.disabled = !(result.groups ?? []).length;
  fillSelect(/** @type {HTMLSelectElement} */ ($("#view-focus")), "No focus",
    result.screens.slice(0, MAX_FOCUS_OPTIONS).map((s) => s.name), shown.focus ?? "");
  /** @type {HTMLInputElement} */ ($("#view-depth")).disabled = !shown.focus;
  // The screen in focus stands out from its neighbours.
  for (const node of document.querySelectorAll("#diagram g.node")) node.classList.toggle("focus", !!shown.focus && titleOf(node) === shown.focus);
  document.body.dataset.shown = shown.focus ? `focus:${shown.focus}:${shown.depth}` : shown.group ? `group:${shown.group}` : "whole";
}

export function wireViewControls() {
  /** @param {Event} event */
  const valueOf = (event) => /** @type {HTMLSelectElement | HTMLInputElement} */ (event.target);
  $("#view-group").addEventListener("change", (event) => showPart({ group: valueOf(event).value, focus: "" }));
  $("#view-focus").addEventListener("change", (event) => showPart({ focus: valueOf(event).value, group: "" }));
  $("#view-depth").addEventListener("change", (event) => {
    const input = valueOf(event);
    const depth = Math.max(0, Math.min(20, Math.round(Number(input.value)) || 0));
    input.value = String(depth);
    showPart({ depth });
  });
  // Double-click a screen to focus on it.
  $("#diagram").addEventListener("dblclick", (event) => {
    const node = event.target instanceof Element ? event.target.closest("g.node") : null;
    const name = node && titleOf(node);
    if (name && state.result?.screens.some((s) => s.name === name)) showPart({ focus: name, group: "" });
  });
}
