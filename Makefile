# The two commands of the README: `make demo` and `make test`. Both install what is missing first.
SHELL := /bin/bash
SWIFT ?= swift
BIN := .build/debug/uiflow
DEMO := demo-output

.PHONY: all deps build demo samples test test-editors bench fuzz corpus clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	@set -o pipefail; $(SWIFT) build 2>&1 | scripts/check-warnings.sh

# Renders and lints the bundled shop sample, with Graphviz's library inside uiflow; the results go to demo-output/.
demo: build
	@mkdir -p $(DEMO)
	$(BIN) render Samples/shop -o $(DEMO)/shop.svg
	$(BIN) render Samples/shop -o $(DEMO)/shop.png
	$(BIN) render Samples/shop -o $(DEMO)/shop.dot
	$(BIN) render Samples/shop -o $(DEMO)/shop.json
	$(BIN) lint Samples/shop
	$(BIN) lint Samples/shop --reporter sarif -o $(DEMO)/shop.sarif
	$(BIN) generate swift Samples/shop -o $(DEMO)/Destination.swift
	@echo
	@echo "Rendered, linted and generated Swift for Samples/shop into $(DEMO)/: shop.svg, shop.png, shop.dot, shop.json, shop.sarif, Destination.swift"
	@echo "Try \`$(BIN) lint Samples/lint-demo\` to see the lint rules at work."

# Re-renders Samples/*/*.uiflow to the SVGs beside them (shown in the README).
samples: deps
	@scripts/update-samples.sh

# Builds everything with zero warnings, then runs the whole test suite: scripts/test.sh says in
# which order and what runs beside what (the main suites; `uiflow preview`'s tests in a process of
# their own; the memory tests beside the editor tests; Examples/ShopApp, which uses the build
# plugin, built meanwhile at the lowest priority). The tests' build carries no debug information
# (TESTFLAGS, -gnone): it is a fifth faster from an empty cache (255 s against 327 s on the build
# machine), which keeps `make test` within its 10 minutes; a `swift build` or `swift test` by hand,
# with debug information, builds again.
TESTFLAGS ?= -Xswiftc -gnone
test: deps
	@TESTFLAGS="$(TESTFLAGS)" SWIFT="$(SWIFT)" scripts/test.sh

# The editor tests alone (docs/editors.md), after a build of uiflow.
test-editors: deps
	@set -o pipefail; $(SWIFT) build --product uiflow 2>&1 | scripts/check-warnings.sh
	scripts/editor-tests.sh

# The benchmark (release build, separate package): prints the tables of docs/performance.md,
# the language server's (keystroke to diagnostics) against the release `uiflow` among them.
bench: deps
	$(SWIFT) build -c release --product uiflow
	UIFLOW_BINARY=$(CURDIR)/.build/release/uiflow $(SWIFT) run -c release --package-path Benchmarks uiflow-bench

# A million libFuzzer runs over parse, lint, every text writer and the formatter (see
# scripts/fuzz.sh), then 2,000 hostile flows through `generate swift` and `swiftc -typecheck`
# (docs/codegen.md), then 200 mutants of every flow file, and the libFuzzer corpus, through
# `uiflow format` (docs/format.md).
fuzz:
	scripts/fuzz.sh 1000000
	UIFLOW_CODEGEN_FUZZ_RUNS=2000 $(SWIFT) test --filter CodegenFuzzTests
	UIFLOW_FORMAT_FUZZ_RUNS=200 $(SWIFT) test --filter FormatInvariantTests

# Recall and precision of `extract` and `lint --swift-sources` on the public apps of Tests/Corpus
# (release build). Not part of `make test`: it needs the apps' sources, fetched as
# Tests/Corpus/README.md says, in $$UIFLOW_CORPUS (default ../corpus). `make corpus ARGS=--holdout`
# measures the held-out apps.
corpus: deps
	$(SWIFT) build -c release --product uiflow
	python3 scripts/corpus.py --uiflow .build/release/uiflow $(ARGS)

clean:
	rm -rf .build $(DEMO)
