#!/usr/bin/env bash
# Orthodox proof games against the reference solver (Popeye).
#
# What it measures: the CPU time (user + system, /usr/bin/time) that Feerie
# (-threads 1) and Popeye take on each proof game of ../shared/popeye-suite/
# whose stipulations are dia n, dia n.5, ser-dia n or exact-dia n and that has
# no condition, whether the two answers agree in canonical form
# (../shared/tools/normalise.py --diff), and the ratio popeye_s / feerie_s
# (above 1: Feerie is faster; both floored at 0.01 s). Each run has a cap of
# CAP seconds (default 60); an unfinished run shows `-`. Summary: the
# geometric mean of the ratio over the problems both finished.
#
# Usage: bench/proof_vs_popeye.sh [FEERIE] POPEYE   (FEERIE default build/feerie)
set -euo pipefail

case $# in
  1) feerie="$(dirname "$0")/../build/feerie"; popeye=$1 ;;
  2) feerie=$1; popeye=$2 ;;
  *) echo "usage: bench/proof_vs_popeye.sh [FEERIE] POPEYE" >&2; exit 2 ;;
esac
feerie=$(realpath "$feerie")
popeye=$(realpath "$popeye")
cd "$(dirname "$0")/.."
cap=${CAP:-60}
suite=$(realpath ../shared/popeye-suite)
normalise=$(realpath ../shared/tools/normalise.py)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# run NAME COMMAND...: the answer in $work/NAME.out, the CPU seconds in $secs
# ("-" when the run did not finish within the cap).
run() {
  local name=$1 rc=0 user sys
  shift
  (cd "$work" && /usr/bin/time -f '%U %S' -o "$work/time" timeout -k 5 "$cap" "$@" > "$work/$name.out" 2> /dev/null) ||
    rc=$?
  read -r user sys < <(tail -n 1 "$work/time")
  if [[ $rc == 124 || $rc == 137 ]]; then secs=-; else secs=$(echo "$user + $sys" | bc); fi
}

printf '%-32s %9s %9s %7s %s\n' problem feerie_s popeye_s ratio agree
log_sum=0 both=0
while read -r id; do
  cp "$suite/$id.inp" "$work/problem.inp"
  run feerie "$feerie" -threads 1 problem.inp
  feerie_s=$secs
  run popeye "$popeye" problem.inp
  popeye_s=$secs
  agree=-
  ratio=-
  if [[ $feerie_s != - && $popeye_s != - ]]; then
    agree=NO
    python3 "$normalise" --diff "$work/feerie.out" "$work/popeye.out" > /dev/null && agree=yes
    ratio=$(awk -v p="$popeye_s" -v f="$feerie_s" 'BEGIN { if (p < 0.01) p = 0.01; if (f < 0.01) f = 0.01; printf "%.2f", p / f }')
    log_sum=$(awk -v s="$log_sum" -v r="$ratio" 'BEGIN { print s + log(r) }')
    both=$((both + 1))
  fi
  printf '%-32s %9s %9s %7s %s\n' "$id" "$feerie_s" "$popeye_s" "$ratio" "$agree"
done < <(awk -F'\t' 'NR > 1 && $4 ~ /stip:(exact-)?(ser-)?dian/ && $4 !~ /cond:|piece:|attr:|colour:/ { print $1 }' \
           "$suite/index.tsv")
if ((both > 0)); then
  awk -v s="$log_sum" -v n="$both" 'BEGIN { printf "geometric mean of popeye_s / feerie_s over %d problems: %.3f\n", n, exp(s / n) }'
fi
