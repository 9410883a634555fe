#!/usr/bin/env bash
# Times Feerie (Release) on the problems of ../shared/perf, and the reference
# solver beside it in the same run when its binary is given, and prints the
# ratio of the two. Also checks that both agree in canonical form.
# Usage: bench/solve_vs_popeye.sh [FEERIE] [POPEYE] [PATTERN]
# FEERIE_FLAGS adds flags to Feerie's command line (e.g. "-threads 1").
set -euo pipefail
cd "$(dirname "$0")/.."
feerie=$(realpath "${1:-build/feerie}")
popeye=${2:-}
pattern=${3:-}
shared=$(realpath ../shared)
normalise="$shared/tools/normalise.py"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

seconds() { # command... -> wall seconds, output in $work/out
  local start end
  start=$(date +%s.%N)
  "$@" > "$work/out" 2>/dev/null || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

printf '%-36s %9s %9s %7s %s\n' problem feerie_s popeye_s ratio agree
for inp in "$shared"/perf/*"$pattern"*.inp; do
  name=$(basename "$inp" .inp)
  # shellcheck disable=SC2086 # FEERIE_FLAGS holds several words
  (cd "$(dirname "$inp")" && seconds "$feerie" ${FEERIE_FLAGS:-} "$inp") > "$work/feerie_s"
  cp "$work/out" "$work/feerie.out"
  agree=$(python3 "$normalise" --diff "${inp%.inp}.out" "$work/feerie.out" > /dev/null && echo yes || echo NO)
  if [[ -n $popeye ]]; then
    (cd "$work" && seconds "$popeye" "$inp") > "$work/popeye_s"
    printf '%-36s %9.3f %9.3f %7.2f %s\n' "$name" "$(cat "$work/feerie_s")" "$(cat "$work/popeye_s")" \
      "$(echo "$(cat "$work/popeye_s") / $(cat "$work/feerie_s")" | bc -l)" "$agree"
  else
    printf '%-36s %9.3f %9s %7s %s\n' "$name" "$(cat "$work/feerie_s")" - - "$agree"
  fi
done
echo "ratio = reference time / Feerie time (above 1: Feerie is faster)"
