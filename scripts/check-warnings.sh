#!/usr/bin/env bash
# Fails when the build log (stdin) holds a compiler warning in the project's own sources or tests.
# Dependencies' warnings are theirs; ours must be zero.
set -uo pipefail
log=$(cat)
printf '%s\n' "$log"
warnings=$(printf '%s\n' "$log" | grep -E '^/.*/(Sources|Tests|Benchmarks)/[^ ]*:[0-9]+:[0-9]+: warning:' | grep -v '/\.build/' | sort -u)
if [ -n "$warnings" ]; then
  echo
  echo "error: the build has warnings; the project builds with none:" >&2
  printf '%s\n' "$warnings" >&2
  exit 1
fi
