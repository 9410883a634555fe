#!/usr/bin/env bash
# The WebAssembly module (README.md, WebAssembly): build-wasm/feerie.mjs and
# build-wasm/feerie.wasm, made with Debian's Emscripten (apt-get install
# emscripten), then tried under node by tests/wasm_smoke.mjs (against the
# native build/feerie when there is one).
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
if [ -n "$missing" ]; then
  if [ "${FEERIE_WASM_REQUIRED:-0}" = 1 ]; then
    echo "build-wasm.sh: $missing is needed for the WebAssembly build" >&2
    exit 1
  fi
  echo "build-wasm.sh: no $missing: WebAssembly build skipped"
  exit 0
fi
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

emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release -DFEERIE_TESTS=OFF \
  -DFEERIE_JSON_INCLUDE="$PWD/build-wasm/json-include"
cmake --build build-wasm -j "$jobs" --target feerie

native=()
if [ -x build/feerie ]; then native=(build/feerie); fi
node tests/wasm_smoke.mjs build-wasm/feerie.mjs "${native[@]}"
