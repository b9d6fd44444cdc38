#!/usr/bin/env bash
# Installs what the build and the tests need and the machine lacks: Graphviz's C library and
# headers (libgraphviz-dev, found through pkg-config), its `dot` command (graphviz), which the
# tests use to check the DOT output; with --browser, Chromium too (chromium), in which the tests of
# `uiflow preview` load the page headless; with --editors, what the editor tests
# (scripts/editor-tests.sh) need from Debian: Neovim (neovim), which they run headless, and
# Python's venv module with pip (python3-venv), in which they install pytest-lsp. `make test` asks
# for --browser, and scripts/editor-tests.sh, which it runs, for --editors. Does nothing when all
# are there.
set -euo pipefail

browser=""
editors=""
for argument in "$@"; do
  case "$argument" in
    --browser) browser=1 ;;
    --editors) editors=1 ;;
    *) echo "usage: $0 [--browser] [--editors]" >&2; exit 64 ;;
  esac
done

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! pkg-config --exists libgvc 2>/dev/null; then missing+=(libgraphviz-dev); fi
command -v dot >/dev/null 2>&1 || missing+=(graphviz)
# For the browser tests only; UIFLOW_SKIP_BROWSER_TESTS=1 (or UIFLOW_CHROMIUM=/path) does without it.
if [ -n "$browser" ] && [ -z "${UIFLOW_SKIP_BROWSER_TESTS:-}" ] && [ -z "${UIFLOW_CHROMIUM:-}" ] \
  && ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
  missing+=(chromium)
fi
# For the editor tests only; UIFLOW_SKIP_NEOVIM_TESTS=1 (or UIFLOW_NVIM=/path) does without Neovim.
if [ -n "$editors" ]; then
  if [ -z "${UIFLOW_SKIP_NEOVIM_TESTS:-}" ] && [ -z "${UIFLOW_NVIM:-}" ] && ! command -v nvim >/dev/null 2>&1; then
    missing+=(neovim)
  fi
  # Debian's python3 has venv and ensurepip (which puts pip into a new environment) in python3-venv.
  if ! command -v python3 >/dev/null 2>&1; then
    missing+=(python3 python3-venv)
  elif ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    missing+=(python3-venv)
  fi
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing ${missing[*]} with apt-get" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "error: ${missing[*]} missing, and this is not root and has no sudo; install them with your package manager" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: ${missing[*]} missing and there is no apt-get; install them with your package manager (Graphviz 2.42 or later)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
