#!/usr/bin/env bash
# The web page (web/, README.md, Web page) tested in headless Chromium:
# web/tests/popeye_test.mjs (the page's reading of Popeye's text, plain
# node), then web/tests/web_test.mjs, which drives Debian's chromium
# (apt-get install chromium; CHROMIUM names another) with playwright-core
# from npm (npm ci in web/, web/package-lock.json). The page loads the
# WebAssembly module from build-wasm/, built here when it is missing
# (scripts/build-wasm.sh). Screenshots go to build-web/screenshots/.
#
# Without chromium, node or npm it says so and does nothing, unless
# FEERIE_WEB_REQUIRED=1: then that is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

missing=""
[ -x "$CHROMIUM" ] || missing="chromium (apt-get install chromium)"
command -v node > /dev/null || missing="${missing:+$missing and }node"
command -v npm > /dev/null || missing="${missing:+$missing and }npm"
source scripts/missing-tools.sh
stop_if_missing test-web.sh "the web page's tests" "${FEERIE_WEB_REQUIRED:-0}" "$missing"

if [ ! -f build-wasm/feerie.mjs ] || [ ! -f build-wasm/feerie.wasm ]; then
  FEERIE_WASM_REQUIRED=1 FEERIE_WASM_THREADS=0 bash scripts/build-wasm.sh
fi

# playwright-core from the npm registry (one retry, for a passing network fault).
(cd web && { npm ci --no-audit --no-fund --loglevel=error || { sleep 5; npm ci --no-audit --no-fund --loglevel=error; }; })

node web/tests/popeye_test.mjs
rm -rf build-web/screenshots
timeout 180 node web/tests/web_test.mjs
