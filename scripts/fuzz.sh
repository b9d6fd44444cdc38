#!/usr/bin/env bash
# Fuzzes the text pipeline (parse, lint, every text writer, the formatter) with libFuzzer and the address
# sanitizer, from the Swift toolchain. Usage:
#
#   scripts/fuzz.sh [RUNS] [extra libFuzzer options...]     (RUNS defaults to 1000000)
#
# The seed corpus comes from Samples/ and ../shared/conformance/; new inputs libFuzzer finds are
# kept in .build/fuzz/corpus. A crash leaves crash-* files in .build/fuzz: turn each into a
# regression test in Tests/UIFlowKitTests/Robustness/FuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1000000}
shift || true
out=.build/fuzz
mkdir -p "$out/corpus"
sources=$(find Sources/UIFlowKit -name '*.swift' | sort)
echo "Building the fuzz target (release, -sanitize=fuzzer,address)" >&2
swiftc -O -parse-as-library -sanitize=fuzzer,address -module-name UIFlowKitFuzz \
  $sources Fuzz/*.swift -o "$out/uiflow-fuzz"
for seed in Samples/*/*.uiflow ../shared/conformance/uiflow/*.txt Tests/UIFlowKitTests/Fixtures/*.uiflow; do
  [ -f "$seed" ] && cp "$seed" "$out/corpus/seed-$(basename "$seed")"
done
# The dictionary: the notation's tokens (Fuzz/uiflow.dict), and each rule id alone and in an
# `@allow` line, read from docs/lint.md's generated rule table (a test keeps it current), so that a
# new rule needs no edit here.
cp Fuzz/uiflow.dict "$out/uiflow.dict"
sed -n '/<!-- BEGIN GENERATED RULES/,/<!-- END GENERATED RULES/ s/^| \[`\([a-z-]*\)`\](#.*/"\1"\n"@allow \1"/p' \
  docs/lint.md >>"$out/uiflow.dict"
# The directives, from docs/language.md's table, so that a new directive needs no edit here either.
sed -n 's/^| `\(@[a-z-]*\).*/"\1 "/p' docs/language.md | sort -u >>"$out/uiflow.dict"
if ! grep -q '^"@allow [a-z]' "$out/uiflow.dict"; then
  echo "error: no rule ids in docs/lint.md's generated rule table; the fuzz dictionary needs them" >&2
  exit 1
fi
cd "$out"
exec ./uiflow-fuzz corpus -dict=uiflow.dict -runs="$runs" -max_len=4096 \
  -print_final_stats=1 "$@"
