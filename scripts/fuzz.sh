#!/usr/bin/env bash
# Builds the libFuzzer target (clang, AddressSanitizer and
# UndefinedBehaviorSanitizer) into build-fuzz/ (or the build folder FUZZ_BUILD
# names, configured with FEERIE_FUZZ=ON: scripts/test.sh hands over its
# sanitizer build) and runs it for SECONDS on a scratch copy of the seed
# corpus, with the input language's dictionary. Exits non-zero when an input
# crashes it; the input is kept in build-fuzz/crashes/ (copy it to
# fuzz/regressions/ as a regression test).
# Usage: scripts/fuzz.sh [SECONDS] [extra libFuzzer flags, e.g. -jobs=2 -workers=2]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true

build=${FUZZ_BUILD:-build-fuzz}

if [ "$build" = build-fuzz ]; then
  CC=clang CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=Debug -DFEERIE_FUZZ=ON -DFEERIE_TESTS=OFF > /dev/null
fi
cmake --build "$build" -j "${JOBS:-2}" --target feerie_fuzz

corpus=build-fuzz/corpus
mkdir -p "$corpus" build-fuzz/crashes
cp fuzz/corpus/* fuzz/regressions/* "$corpus/"
"$build/feerie_fuzz" "$corpus" -dict=fuzz/popeye.dict -max_total_time="$seconds" -max_len=4096 \
  -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix=build-fuzz/crashes/ "$@"
