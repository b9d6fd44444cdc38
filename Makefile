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

# Builds everything with zero warnings, then runs the whole test suite. The tests' build carries no
# debug information (TESTFLAGS, -gnone): it is a fifth faster from an empty cache (255 s against
# 327 s on the build machine), which keeps `make test` within its 10 minutes; a `swift build` or
# `swift test` by hand, with debug information, builds again. Then the main suites; then the tests
# of `uiflow preview` (a server on loopback, and Chromium, installed when missing) in a process of
# their own, so that the CPU-bound suites cannot starve the server's threads into a timeout. Last,
# the memory tests (one core, alone in their process, UIFLOW_ISOLATED) run while the editor tests
# (scripts/editor-tests.sh: the TextMate grammar, `uiflow lsp` through pytest-lsp and headless
# Neovim, against this build's uiflow; pytest-lsp is installed into .build/editors-venv and Neovim
# with apt when missing) and the example package that generates its navigation code with the build
# plugin use the other core.
TESTFLAGS ?= -Xswiftc -gnone
test: deps
	@scripts/install-deps.sh --browser
	@set -o pipefail; $(SWIFT) build --build-tests $(TESTFLAGS) 2>&1 | scripts/check-warnings.sh
	$(SWIFT) test --skip-build $(TESTFLAGS) --skip UIFlowPreviewTests
	$(SWIFT) test --skip-build $(TESTFLAGS) --filter UIFlowPreviewTests
	@set -e; UIFLOW_ISOLATED=1 $(SWIFT) test --skip-build $(TESTFLAGS) --filter MemoryTests > .build/memory-tests.log 2>&1 & memory=$$!; \
	  status=0; scripts/editor-tests.sh && $(SWIFT) test $(TESTFLAGS) --package-path Examples/ShopApp || status=$$?; \
	  wait $$memory || { cat .build/memory-tests.log; exit 1; }; tail -n 3 .build/memory-tests.log; exit $$status

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
