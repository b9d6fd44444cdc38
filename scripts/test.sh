#!/usr/bin/env bash
# The whole test suite, as `make test` runs it (TESTFLAGS and SWIFT come from the Makefile):
#
# 1. the build of everything, with zero warnings;
# 2. meanwhile, at the lowest priority, the build of Examples/ShopApp (a package of its own, which
#    generates its navigation code with the build plugin), on the cycles the suites leave idle;
# 3. the main suites, then the tests of `uiflow preview` (a server on loopback and Chromium) in a
#    process of their own, so that the CPU-bound suites cannot starve the server's threads;
# 4. the memory tests (one core, alone in their process, UIFLOW_ISOLATED) while the editor tests
#    (scripts/editor-tests.sh) and Examples/ShopApp's tests use the other core.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
read -r -a flags <<< "${TESTFLAGS:-}"
# Background work does not outlive a failure.
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT

scripts/install-deps.sh --browser
"$SWIFT" build --build-tests "${flags[@]}" 2>&1 | scripts/check-warnings.sh

nice -n 19 "$SWIFT" build --build-tests "${flags[@]}" --package-path Examples/ShopApp > .build/shopapp-build.log 2>&1 &
shop=$!

"$SWIFT" test --skip-build "${flags[@]}" --skip UIFlowPreviewTests
"$SWIFT" test --skip-build "${flags[@]}" --filter UIFlowPreviewTests

UIFLOW_ISOLATED=1 "$SWIFT" test --skip-build "${flags[@]}" --filter MemoryTests > .build/memory-tests.log 2>&1 &
memory=$!
status=0
scripts/editor-tests.sh || status=$?
if wait "$shop"; then
    "$SWIFT" test --skip-build "${flags[@]}" --package-path Examples/ShopApp || status=$?
else
    cat .build/shopapp-build.log
    status=1
fi
if wait "$memory"; then
    tail -n 3 .build/memory-tests.log
else
    cat .build/memory-tests.log
    status=1
fi
exit "$status"
