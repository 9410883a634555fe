#!/usr/bin/env bash
# Batch cost: every problem of ../shared/conformance (the generated set) in
# one input file, solved in one run by Feerie and by the reference solver,
# each on one thread. Prints both totals and their ratio.
# Usage: bench/batch_vs_popeye.sh [FEERIE] POPEYE
set -euo pipefail
cd "$(dirname "$0")/.."
feerie=$(realpath "${1:-build/feerie}")
popeye=${2:?usage: bench/batch_vs_popeye.sh [FEERIE] POPEYE}
shared=$(realpath ../shared)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One block: the problems joined by nextproblem (the reference solver stops
# reading at the first endproblem).
python3 - "$shared/conformance" > "$work/batch.inp" <<'PYTHON'
import glob, os, re, sys
bodies = []
for path in sorted(glob.glob(os.path.join(sys.argv[1], '*.inp'))):
    text = open(path, encoding='latin-1').read()
    text = re.sub(r'^\s*begin\w*\s*\n', '', text, flags=re.IGNORECASE)
    text = re.sub(r'\n\s*end\w*\s*$', '\n', text.rstrip() + '\n', flags=re.IGNORECASE)
    bodies.append(text)
print('beginproblem\n' + 'nextproblem\n'.join(bodies) + 'endproblem')
PYTHON
problems=$(grep -c '^stipulation' "$work/batch.inp")

seconds() {  # command... -> wall seconds
  local start end
  start=$(date +%s.%N)
  "$@" > "$work/out" 2>/dev/null || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

feerie_s=$(cd "$work" && seconds "$feerie" -threads 1 batch.inp)
feerie_done=$(grep -c 'solution finished' "$work/out" || true)
popeye_s=$(cd "$work" && seconds "$popeye" batch.inp)
popeye_done=$(grep -c 'solution finished' "$work/out" || true)
printf '%d problems in one file\n' "$problems"
printf 'feerie (1 thread): %8.3f s, %d finished\n' "$feerie_s" "$feerie_done"
printf 'popeye:            %8.3f s, %d finished\n' "$popeye_s" "$popeye_done"
printf 'ratio popeye / feerie: %.2f (target: at least 3)\n' "$(echo "$popeye_s / $feerie_s" | bc -l)"
