#!/usr/bin/env bash
# The WebAssembly modules (README.md, WebAssembly), made with Debian's
# Emscripten (apt-get install emscripten): build-wasm/feerie.mjs and
# feerie.wasm, on one thread, build-wasm/feerie-classic.js (a classic script
# in the shape of Popeye's own build), and build-wasm/threads/ (the same, and
# feerie.worker.js) with threads, for a cross-origin isolated page. Each is
# then tried under node by tests/wasm_smoke.mjs (against the native
# build/feerie when there is one). FEERIE_WASM_THREADS=0 leaves out the one
# with threads.
#
# Without Emscripten or node it says so and does nothing, unless
# FEERIE_WASM_REQUIRED=1 (scripts/test.sh): then that is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${JOBS:-2}
json_headers=${FEERIE_JSON_HEADERS:-/usr/include/nlohmann}

missing=""
command -v emcmake > /dev/null || missing="Emscripten (apt-get install emscripten)"
command -v node > /dev/null || missing="${missing:+$missing and }node"
source scripts/missing-tools.sh
stop_if_missing build-wasm.sh "the WebAssembly build" "${FEERIE_WASM_REQUIRED:-0}" "$missing"
if [ ! -f "$json_headers/json.hpp" ]; then
  echo "build-wasm.sh: no $json_headers/json.hpp (apt-get install nlohmann-json3-dev, or set FEERIE_JSON_HEADERS)" >&2
  exit 1
fi

# Debian's Emscripten runs its JavaScript tools with node, which must find
# Debian's node packages (acorn) in /usr/share/nodejs: Debian's node looks
# there, a node from elsewhere (NodeSource) does not.
if [ -d /usr/share/nodejs ]; then
  export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
fi

# The JSON library's headers in a folder of their own: handing the compiler
# /usr/include would mix the host's C library into Emscripten's.
mkdir -p build-wasm/json-include
ln -sfn "$json_headers" build-wasm/json-include/nlohmann

native=()
if [ -x build/feerie ]; then native=(build/feerie); fi

# build DIR [CMAKE FLAGS...]: one module, built and tried.
build() {
  local dir=$1
  shift
  emcmake cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=Release -DFEERIE_TESTS=OFF -DFEERIE_UNITY=ON \
    -DFEERIE_JSON_INCLUDE="$PWD/build-wasm/json-include" "$@"
  cmake --build "$dir" -j "$jobs" --target feerie
  node tests/wasm_smoke.mjs "$dir/feerie.mjs" "${native[@]}"
}

build build-wasm -DFEERIE_WASM_THREADS=OFF
# Beside it, the classic script that pages made for Popeye's build load as it is.
cmake --build build-wasm -j "$jobs" --target feerie_classic
node tests/wasm_classic.mjs build-wasm/feerie-classic.js
if [ "${FEERIE_WASM_THREADS:-1}" != 0 ]; then
  build build-wasm/threads -DFEERIE_WASM_THREADS=ON
fi
