#!/usr/bin/env bash
# The whole test suite: Release build and tests in build/, then the
# WebAssembly modules in build-wasm/ tried under node (scripts/build-wasm.sh),
# then the web page in headless Chromium (scripts/test-web.sh), then a clang
# build with AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/
# (optimised a little, -O1, and instrumented for the fuzzer too; its library
# compiled in batches, FEERIE_UNITY, as the WebAssembly modules'), whose tests
# run and whose fuzzing target then runs shortly (FUZZ_SECONDS, default 30).
# The sanitizer build skips the tests labelled slow (deep perft, long
# conformance runs) and release-only (peak memory, which the sanitizers' own
# memory would blur).
set -euo pipefail
cd "$(dirname "$0")/.."
# As many jobs as the machine has cores, in the scripts it calls too.
export JOBS=${JOBS:-$(nproc)}
jobs=$JOBS

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j "$jobs"
ctest --test-dir build --output-on-failure -j "$jobs"

# The WebAssembly modules, each against the native build/feerie (Emscripten
# is one of scripts/debian-packages.txt, so here it must be there).
FEERIE_WASM_REQUIRED=1 bash scripts/build-wasm.sh
# The web page in headless Chromium (chromium is one of
# scripts/debian-packages.txt; playwright-core comes from npm).
FEERIE_WEB_REQUIRED=1 bash scripts/test-web.sh

# One build serves the sanitizers' test run and the fuzzer: both need clang
# (a build-asan/ made with another compiler is made anew).
if [ -f build-asan/CMakeCache.txt ] && ! grep -q '^CMAKE_CXX_COMPILER:.*clang++$' build-asan/CMakeCache.txt; then
  rm -rf build-asan
fi
CC=clang CXX=clang++ cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DFEERIE_FUZZ=ON -DFEERIE_UNITY=ON
cmake --build build-asan -j "$jobs"
ctest --test-dir build-asan --output-on-failure -j "$jobs" -LE 'slow|release-only'

# A short fuzzing run over the whole input path (scripts/fuzz.sh).
FUZZ_BUILD=build-asan bash scripts/fuzz.sh "${FUZZ_SECONDS:-30}"
