#!/usr/bin/env bash
# Regenerates the outputs committed beside each sample: for Samples/NAME/, the diagram
# Samples/NAME/NAME.svg and the Markdown spec Samples/NAME/SPEC.md (which links its diagrams in spec/), with the
# uiflow built from this checkout and default settings. Run it (or `make samples`) after changing a
# sample or an output, and commit the outputs with the change; a test fails while they are stale.
#
# Any fonts will do: the test compares a committed SVG with a fresh render by structure (screens,
# edges, groups, their text and drawing attributes), not by the coordinates the fonts decide. The
# same sources, Graphviz and fonts give the same bytes, so on one machine `git diff` shows only
# real changes.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
swift build --product uiflow >/dev/null
bin=.build/debug/uiflow

shopt -s nullglob
directories=(Samples/*/)
if [ ${#directories[@]} -eq 0 ]; then
  echo "error: no Samples/*/ directories" >&2
  exit 1
fi
for directory in "${directories[@]}"; do
  directory=${directory%/}
  name=$(basename "$directory")
  # --allow-errors: Samples/lint-demo has errors on purpose, and its spec lists them.
  # With the legend, as the README shows it and the spec draws it.
  "$bin" render "$directory" -o "$directory/$name.svg" --legend --allow-errors 2>/dev/null
  # The spec's diagrams (with groups: the overview, then one per group) go in spec/.
  rm -rf "$directory/spec" && mkdir -p "$directory/spec"
  "$bin" spec "$directory" -o "$directory/SPEC.md" --svg "$directory/spec/$name.svg" --allow-errors 2>/dev/null
  echo "wrote $directory/$name.svg, $directory/SPEC.md and $directory/spec/"
done
