// @ts-check
// The page's furniture: finding and making elements, the status line, the banners.

import { state } from "./state.js";

/**
 * The first element `selector` finds; the page's own elements are always there.
 * @param {string} selector
 * @returns {HTMLElement}
 */
export const $ = (selector) => /** @type {HTMLElement} */ (document.querySelector(selector));

/**
 * A new element: `class` and `text` set its class and text, `on…` adds a listener, any other key
 * sets an attribute; the children are appended.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | ((event: Event) => void)>} [attributes]
 * @param {...(Node | string)} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === "function") node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

/**
 * @param {string} text
 * @param {boolean} [bad] Whether it tells of a failure (shown in red).
 */
export function setStatus(text, bad = false) {
  const status = $("#status");
  status.textContent = text;
  status.classList.toggle("bad", bad);
}

/**
 * A banner's button: its label, what it does, whether it is the primary one.
 * @typedef {[string, () => void, boolean?]} BannerAction
 */

/**
 * Shows a banner under the toolbar, replacing any with the same key.
 * @param {string} key
 * @param {"error" | "info"} kind
 * @param {string} message
 * @param {BannerAction[]} [actions]
 * @returns {HTMLElement}
 */
export function banner(key, kind, message, actions = []) {
  removeBanner(key);
  const node = el("div", { class: `banner ${kind}`, "data-banner": key },
    el("span", { class: "message", text: message }),
    ...actions.map(([label, action, primary]) => el("button", {
      type: "button", class: primary ? "primary" : "", onclick: action }, label)));
  state.banners.set(key, node);
  $("#banners").append(node);
  return node;
}

/** @param {string} key */
export function removeBanner(key) {
  state.banners.get(key)?.remove();
  state.banners.delete(key);
}
