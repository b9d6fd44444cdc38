#!/usr/bin/env bash
# The editor tests (Tests/Editors; docs/editors.md): the TextMate grammar against the parser on
# every sample, `uiflow lsp` driven by pytest-lsp, and headless Neovim with the documented
# configuration. `make test` runs them after the Swift build, which makes .build/debug/uiflow
# (UIFLOW_BIN=/path tests another binary). Arguments go to pytest (`-k neovim`, `-x`).
#
# What they need is installed when missing: Neovim and Python's venv module from Debian
# (scripts/install-deps.sh --editors), and the pinned Python packages of
# Tests/Editors/requirements.txt (pytest, pytest-lsp…) into a virtual environment of the
# build's own, .build/editors-venv, made anew whenever requirements.txt changes. Nothing is
# installed into the system's Python. `make clean` removes it with .build.
set -euo pipefail
cd "$(dirname "$0")/.."

venv="${UIFLOW_EDITORS_VENV:-.build/editors-venv}"
requirements=Tests/Editors/requirements.txt
python="${UIFLOW_PYTHON:-python3}"

scripts/install-deps.sh --editors

# The environment is reused while it still imports and was made from this requirements.txt.
if ! cmp -s "$requirements" "$venv/requirements.txt" || ! "$venv/bin/python" -c 'import pytest_lsp' >/dev/null 2>&1; then
  echo "Installing the editor tests' Python packages (Tests/Editors/requirements.txt) into $venv" >&2
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  "$python" -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"
  cp "$requirements" "$venv/requirements.txt"
fi

# Bounded: every wait inside the tests has its own limit; this one catches anything else.
exec timeout --kill-after=10 300 "$venv/bin/python" -m pytest Tests/Editors -q "$@"
