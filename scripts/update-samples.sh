#!/usr/bin/env bash
# Re-renders every Samples/*/*.uiflow to an SVG beside it (Samples/shop/shop.uiflow gives
# Samples/shop/shop.svg) with the uiflow built from this checkout, with default settings. The same
# sources and the same Graphviz give the same bytes, so `git diff` shows only real changes.
# Run it after changing a sample or the rendering, and commit the SVGs with the change.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
swift build --product uiflow >/dev/null
bin=.build/debug/uiflow

shopt -s nullglob
flows=(Samples/*/*.uiflow)
if [ ${#flows[@]} -eq 0 ]; then
  echo "error: no Samples/*/*.uiflow files" >&2
  exit 1
fi
for flow in "${flows[@]}"; do
  "$bin" render "$flow" -o "${flow%.uiflow}.svg"
  echo "rendered ${flow%.uiflow}.svg"
done
