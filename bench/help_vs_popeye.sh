#!/usr/bin/env bash
# Help and series play against the reference solver (Popeye) in its
# intelligent mode.
#
# What it measures: the CPU time (user + system, of the solver process and its
# threads, from /usr/bin/time) that Feerie (-threads 1) and Popeye
# (`option Intelligent`) take on each selected problem, whether the two answers
# agree in canonical form (../shared/tools/normalise.py --diff), and the ratio
# popeye_time / feerie_time (above 1: Feerie is faster). TIMING=wall reports
# wall-clock time instead (noisier when the machine is shared).
#
# Problems: Popeye's own examples, one per file in ../shared/popeye-suite/,
# chosen at run time from its index.tsv:
#   - every problem of BEISPIEL__intell__*, BEISPIEL__hpint__*, TESTS__intell__*
#     and the problems of the other EXAMPLES__*, BEISPIEL__*, REGRESSIONS__*
#     files,
#   - whose stipulations (every twin's) are all help or series mate or
#     stalemate: h#n, h=n, h#n.5, h=n.5, ser-#n, ser-=n, ser-h#n, ser-h=n
#     (not exact-, pser-, reci-h, hs#, ser-s#, ...),
#   - without any condition (a `cond:` feature),
#   - and that Feerie accepts: a problem on which Feerie exits with code 1 (an
#     input it cannot read or does not support, named on its stderr) is
#     dropped, and listed at the end with Feerie's message.
#
# Popeye gets the problem unchanged when it already has option Intelligent,
# else with a line `option intelligent` added after its first line
# (`beginproblem`/`AnfangProblem`; `option` is the keyword in English and
# French and `Option` in German, and Popeye reads keywords case-insensitively).
# Where Popeye refuses that option ("Intelligent Mode only with h#/=, ...
# without fairy pieces", e.g. a fairy piece or promotion to one), it is run
# again on the unchanged problem and that time is used: the column `py` says
# `int` (intelligent mode) or `plain`. Feerie always gets the unchanged problem.
# Both run one at a time, in a temporary directory, with a time cap of
# CAP seconds (environment, default 60) given as -maxtime and enforced with
# timeout(1) a few seconds later. A solver that did not finish within the cap
# shows `-` for its time.
#
# Columns: problem, feerie_s, popeye_s, ratio (popeye_s / feerie_s, both
# floored at 0.01 s so that tiny times (and /usr/bin/time's 0.01 s
# resolution) make no noise), agree (Feerie and this run of Popeye: yes / NO /
# - when one did not finish), py (int / plain), ref (Feerie against the stored
# answer of Popeye without intelligent mode, ../shared/popeye-suite/<id>.out:
# yes / NO / - when either is unfinished), then notes: `partial` on a NO where
# an answer was cut short by MaxSolutions or `intelligent n` (which solutions
# it holds depends on the order of the search), `feerie-exit-N` for an exit
# code other than 0, 3 or a time-out.
# Summary: problems, finished within the cap, agreeing, the geometric mean of
# the ratio over problems both finished (all; those in Popeye's intelligent
# mode; those where either took at least 1 s), how many Feerie is slower on,
# which only Popeye finished, the worst problems (smallest ratio, WORST of
# them, default 10), and the problems left out with Feerie's message.
#
# Usage: bench/help_vs_popeye.sh [FEERIE] POPEYE [PATTERN]
#   FEERIE   default build/feerie
#   PATTERN  only problems whose id contains it (a shell glob, e.g. 'hpint__1*')
# Environment: CAP (seconds, default 60), TIMING (cpu or wall, default cpu),
# WORST (default 10), KEEP (a directory: keep there each problem's answers,
# <id>.feerie.out and <id>.popeye.out, and the input Popeye got,
# <id>.popeye.inp).
set -euo pipefail

usage() { echo "usage: bench/help_vs_popeye.sh [FEERIE] POPEYE [PATTERN]" >&2; exit 2; }
# Paths are taken relative to the caller's directory. With two arguments, the
# second is POPEYE when it is an executable file, else PATTERN.
default_feerie="$(dirname "$0")/../build/feerie"
case $# in
  1) feerie=$default_feerie; popeye=$1; pattern= ;;
  2) if [[ -x $2 && ! -d $2 ]]; then feerie=$1; popeye=$2; pattern=
     else feerie=$default_feerie; popeye=$1; pattern=$2; fi ;;
  3) feerie=$1; popeye=$2; pattern=$3 ;;
  *) usage ;;
esac
[[ -x $feerie && ! -d $feerie && -x $popeye && ! -d $popeye ]] ||
  { echo "not an executable: $feerie or $popeye" >&2; usage; }
feerie=$(realpath "$feerie")
popeye=$(realpath "$popeye")
cd "$(dirname "$0")/.."
cap=${CAP:-60}
timing=${TIMING:-cpu}
worst=${WORST:-10}
keep=${KEEP:-}
if [[ -n $keep ]]; then mkdir -p "$keep" && keep=$(realpath "$keep"); fi
[[ $cap =~ ^[0-9]+$ && $cap -gt 0 ]] || { echo "CAP must be a whole number of seconds" >&2; exit 2; }
[[ $timing == cpu || $timing == wall ]] || { echo "TIMING must be cpu or wall" >&2; exit 2; }
suite=$(realpath ../shared/popeye-suite)
normalise=$(realpath ../shared/tools/normalise.py)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/run"

# The ids of index.tsv chosen by name, stipulation and conditions (see above),
# with a flag: 1 when the problem already has option Intelligent.
candidates() {
  awk -F'\t' '
    NR > 1 && ($1 ~ /^(EXAMPLES|BEISPIEL|REGRESSIONS)__/ || $1 ~ /^TESTS__intell__/) {
      n = split($4, f, " "); help = 0; other = 0; intelligent = 0
      for (i = 1; i <= n; i++) {
        if (f[i] ~ /^cond:/) other = 1
        else if (f[i] ~ /^stip:/) {
          if (f[i] ~ /^stip:(h[#=]n(\.5)?|ser-h?[#=]n)$/) help = 1; else other = 1
        } else if (f[i] == "option:Intelligent") intelligent = 1
      }
      if (help && !other) print $1, intelligent
    }' "$suite/index.tsv"
}

# run SOLVER_ARGS... : runs the command in $work/run with the hard time limit;
# output in $work/out, stderr in $work/err, exit code in $rc, the time
# (TIMING) in $secs.
run() {
  rm -rf "$work/run" && mkdir "$work/run"
  rc=0
  (cd "$work/run" && /usr/bin/time -f '%e %U %S' -o "$work/time" \
     timeout -k 5 $((cap + 5)) "$@" > "$work/out" 2> "$work/err") || rc=$?
  # time(1) writes "Command exited with non-zero status" lines before its own.
  read -r wall user sys < <(tail -n 1 "$work/time")
  if [[ $timing == wall ]]; then secs=$wall; else secs=$(echo "$user + $sys" | bc); fi
  secs=$(printf '%.3f' "$secs")
}

# finished FILE: the answer is complete (every problem / twin has
# "solution finished", or a Partial solution after MaxSolutions).
finished() {
  local canon
  canon=$(python3 "$normalise" "$1") || return 1
  grep -q '^STATUS' <<< "$canon" && ! grep -qE '^STATUS (interrupted|incomplete)' <<< "$canon"
}

refused='Intelligent Mode only|Intelligent Modus nur|mode intelligent seulement'
# ratio P F: popeye_s / feerie_s, each floored at 0.01 s, 2 significant
# figures below 0.1.
ratio() {
  awk -v p="$1" -v f="$2" 'BEGIN {
    if (p < 0.01) p = 0.01; if (f < 0.01) f = 0.01; r = p / f
    printf (r < 0.1 ? "%.2g" : "%.2f"), r }'
}
# has_partial FILE: an answer cut short by MaxSolutions or "intelligent n":
# which solutions it holds depends on the order of the search.
has_partial() { python3 "$normalise" "$1" | grep -q '^STATUS partial'; }

results="$work/results"    # id feerie_s|- popeye_s|- agree py
: > "$results"
: > "$work/excluded"
row='%-34s %9s %9s %8s %-5s %-5s %s\n'
# shellcheck disable=SC2059 # the format is kept in one place
printf "$row" problem feerie_s popeye_s ratio agree py ref
while read -r id has_intelligent; do
  # shellcheck disable=SC2053 # the pattern is a glob on purpose
  [[ -z $pattern || $id == *$pattern* ]] || continue
  inp="$suite/$id.inp"

  run "$feerie" -threads 1 -maxtime "$cap" "$inp"
  if (( rc == 1 )); then
    printf '%s\t%s\n' "$id" "$(grep -m 1 . "$work/err" || echo "exit code 1")" >> "$work/excluded"
    continue
  fi
  cp "$work/out" "$work/feerie.out"
  feerie_s=-
  if (( rc == 0 )) && finished "$work/feerie.out"; then feerie_s=$secs; fi
  note=
  case $rc in 0|3|124|137) ;; *) note+=" feerie-exit-$rc" ;; esac

  py=int
  if (( has_intelligent )); then
    cp "$inp" "$work/popeye.inp"
  else
    sed '1a option intelligent' "$inp" > "$work/popeye.inp"
  fi
  run "$popeye" -maxtime "$cap" "$work/popeye.inp"
  if (( ! has_intelligent )) && grep -qE "$refused" "$work/out"; then
    py=plain
    cp "$inp" "$work/popeye.inp"
    run "$popeye" -maxtime "$cap" "$work/popeye.inp"
  fi
  cp "$work/out" "$work/popeye.out"
  popeye_s=-
  if finished "$work/popeye.out"; then popeye_s=$secs; fi
  if [[ -n $keep ]]; then
    cp "$work/feerie.out" "$keep/$id.feerie.out"
    cp "$work/popeye.out" "$keep/$id.popeye.out"
    cp "$work/popeye.inp" "$keep/$id.popeye.inp"
  fi

  agree=- r=- ref=-
  if [[ $feerie_s != - && $popeye_s != - ]]; then
    agree=$(python3 "$normalise" --diff "$work/popeye.out" "$work/feerie.out" > /dev/null && echo yes || echo NO)
    r=$(ratio "$popeye_s" "$feerie_s")
    if [[ $agree == NO ]] && { has_partial "$work/popeye.out" || has_partial "$work/feerie.out"; }; then
      note+=" partial"
    fi
  fi
  if [[ $feerie_s != - && -f $suite/$id.out ]] && finished "$suite/$id.out"; then
    ref=$(python3 "$normalise" --diff "$suite/$id.out" "$work/feerie.out" > /dev/null && echo yes || echo NO)
  fi
  # shellcheck disable=SC2059
  printf "$row" "$id" "$feerie_s" "$popeye_s" "$r" "$agree" "$py" "$ref$note"
  echo "$id $feerie_s $popeye_s $agree $py" >> "$results"
done < <(candidates)

echo
echo "time: $timing seconds (cap $cap s); ratio = popeye_s / feerie_s, each floored at 0.01 s (above 1: Feerie is faster)"
awk -v ratios="$work/ratios" '
  { n++ }
  $2 != "-" { solved++ }
  $3 != "-" { popeye_solved++ }
  $4 == "yes" { agree++ }
  $4 == "NO" { disagree++ }
  $2 == "-" && $3 != "-" { only_popeye++; only_popeye_list = only_popeye_list " " $1 }
  $2 != "-" && $3 != "-" {
    f = ($2 < 0.01 ? 0.01 : $2); p = ($3 < 0.01 ? 0.01 : $3); lr = log(p / f)
    both++; sum += lr; if (p < f) slower++
    if ($5 == "int") { both_int++; sum_int += lr }
    if ($2 >= 1 || $3 >= 1) { both_1s++; sum_1s += lr }
    print p / f, $1, $2, $3 > ratios
  }
  END {
    printf "problems: %d (those Feerie does not accept are left out, listed below)\n", n
    printf "Feerie finished within the cap: %d; Popeye: %d\n", solved, popeye_solved
    printf "agreeing: %d, disagreeing: %d (of %d both finished)\n", agree, disagree, both
    if (both) printf "geometric mean of popeye/feerie over the %d both finished: %.3g\n", both, exp(sum / both)
    if (both_int) printf "  over those in Popeye'"'"'s intelligent mode (%d): %.3g\n", both_int, exp(sum_int / both_int)
    if (both_1s) printf "  over those where either took at least 1 s (%d): %.3g\n", both_1s, exp(sum_1s / both_1s)
    printf "Feerie slower (ratio < 1): %d of %d\n", slower, both
    printf "only Popeye finished: %d%s\n", only_popeye, only_popeye_list
  }' "$results"
if [[ -s $work/ratios ]]; then
  echo "worst (smallest ratio), up to $worst:"
  sort -g "$work/ratios" | head -n "$worst" |
    awk '{ printf ($1 < 0.1 ? "  %-34s ratio %8.2g" : "  %-34s ratio %8.2f"), $2, $1
           printf "  feerie %9s s  popeye %9s s\n", $3, $4 }'
fi
if [[ -s $work/excluded ]]; then
  echo "excluded (Feerie exit code 1): $(wc -l < "$work/excluded")"
  awk -F'\t' '{ printf "  %-34s %s\n", $1, $2 }' "$work/excluded"
fi
