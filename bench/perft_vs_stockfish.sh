#!/usr/bin/env bash
# Node rate of `feerie perft` against Stockfish's `go perft` on the same
# positions, in the same run; each rate is the best of a few runs, so that a
# busy machine disturbs the ratio less. Builds nothing.
# Usage: bench/perft_vs_stockfish.sh [FEERIE_BINARY] [STOCKFISH_BINARY]
# Environment: RUNS (default 3) runs per program and position.
set -euo pipefail

feerie=${1:-build/feerie}
stockfish=${2:-$(command -v stockfish || echo /usr/games/stockfish)}
runs=${RUNS:-3}
[[ -x $feerie ]] || { echo "no feerie binary at $feerie (build Release first)" >&2; exit 1; }
[[ -x $stockfish ]] || { echo "no stockfish at $stockfish" >&2; exit 1; }

positions=(
  "start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
  "kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
)

now() { date +%s.%N; }
calc() {
  awk "function max(a, b) { return a > b ? a : b } function min(a, b) { return a < b ? a : b }
       BEGIN { printf \"%.6f\", $1 }"
}

# Prints "NODES SECONDS" of one Stockfish perft. Stockfish prints no time for
# perft, so the whole process is timed.
stockfish_run() {
  local start nodes
  start=$(now)
  nodes=$(printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$stockfish" | awk '/Nodes searched/ {print $3}')
  echo "$nodes $(calc "$(now) - $start")"
}

printf '%-9s %5s %12s %14s %14s %7s\n' position depth nodes feerie_nps stockfish_nps ratio
for entry in "${positions[@]}"; do
  IFS='|' read -r name fen depth <<<"$entry"
  feerie_nps=0 sf_seconds=1e9 startup=1e9
  for ((run = 0; run < runs; ++run)); do
    output=$("$feerie" perft "$fen" "$depth")
    feerie_nodes=$(awk '/^nodes/ {print $2}' <<<"$output")
    feerie_nps=$(calc "max($feerie_nps, $(awk '/^nps/ {print $2}' <<<"$output"))")
    read -r sf_nodes seconds < <(stockfish_run "$fen" "$depth")
    sf_seconds=$(calc "min($sf_seconds, $seconds)")
    # The start-up (loading the network) is measured by a depth 1 run and subtracted.
    read -r _ seconds < <(stockfish_run "$fen" 1)
    startup=$(calc "min($startup, $seconds)")
  done
  if [[ $feerie_nodes != "$sf_nodes" ]]; then
    echo "$name: node counts differ: feerie $feerie_nodes, stockfish $sf_nodes" >&2
    exit 1
  fi
  sf_nps=$(calc "$sf_nodes / ($sf_seconds - $startup)")
  printf '%-9s %5s %12s %14.0f %14.0f %7.2f\n' "$name" "$depth" "$feerie_nodes" "$feerie_nps" "$sf_nps" \
    "$(calc "$feerie_nps / $sf_nps")"
done
