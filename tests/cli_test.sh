#!/bin/sh
# Command-line behaviour of feerie: usage errors, a file with a bad and a good
# problem, a problem given by flags, maxtime, Ctrl-C, a reader that goes away,
# inputs without a problem, SVG diagrams (--svg), and the exit code of each
# (README.md).
# Usage: cli_test.sh PATH/TO/feerie
set -u
feerie="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

expect_rc() {  # expected actual what
  [ "$1" = "$2" ] || fail "$3: exit code $2, expected $1"
}

expect_in() {  # file text what
  grep -qF -- "$2" "$1" || fail "$3: '$2' missing from $(cat "$1")"
}

# 1. An unknown flag gives the usage and exit code 2.
"$feerie" -nosuchflag x.inp >"$work/out" 2>"$work/err"
expect_rc 2 $? "unknown flag"
expect_in "$work/err" "unknown flag '-nosuchflag'" "unknown flag"
expect_in "$work/err" "usage: feerie" "unknown flag"

"$feerie" -maxmem lots x.inp >"$work/out" 2>"$work/err"
expect_rc 2 $? "bad -maxmem"
"$feerie" </dev/null >"$work/out" 2>"$work/err"
expect_rc 1 $? "no file and nothing on standard input"
expect_in "$work/err" "<standard input>: no problem found (expected beginproblem)" "nothing on standard input"
"$feerie" -threads 0 x.inp >"$work/out" 2>"$work/err"
expect_rc 2 $? "bad -threads"
expect_in "$work/err" "-threads needs" "bad -threads"

# 2. One bad and one good problem: the good one is solved, the bad one named.
cat >"$work/two.inp" <<'INPUT'
beginproblem
title broken
pieces white kg6 xa1 black kg8
stipulation #1
nextproblem
title good
pieces white kg6 qa1 black kg8
stipulation #1
endproblem
INPUT
"$feerie" -maxmem 64M "$work/two.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "bad and good problem"
expect_in "$work/err" "two.inp:3:18: found 'xa1', expected a piece" "bad and good problem"
expect_in "$work/out" "Feerie 0.1 (64 MB)" "bad and good problem"
expect_in "$work/out" "                good" "bad and good problem"
expect_in "$work/out" "1.Qa1-a8 # !" "bad and good problem"
expect_in "$work/out" "solution finished. Time = " "bad and good problem"
grep -q "broken" "$work/out" && fail "the broken problem was printed"

# 3. An impossible position is reported, not solved.
printf 'beginproblem\npieces white ke1 black ke8 pa1\nstipulation #1\nendproblem\n' >"$work/pawn.inp"
"$feerie" "$work/pawn.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "impossible position"
expect_in "$work/err" "impossible position: Black pawn on its promotion rank (a1)" "impossible position"

# 4. A missing file.
"$feerie" "$work/none.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "missing file"
expect_in "$work/err" "cannot open" "missing file"

# 5. A problem given by flags.
"$feerie" --fen "6k1/8/6K1/8/8/8/8/Q7 w - -" --stip "#1" --option "NoBoard" >"$work/out" 2>"$work/err"
expect_rc 0 $? "--fen"
expect_in "$work/out" "1.Qa1-a8 # !" "--fen"
grep -qF -- "+---a---b" "$work/out" && fail "--fen: NoBoard printed the board"

# 6. maxtime stops a long search near its limit.
printf 'beginproblem\npieces white ke1 qd1 rh1 ra1 bc1 bf1 sb1 sg1 pa2b2c2d2e2f2g2h2 black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7b7c7d7e7f7g7h7\nstipulation h#8\nendproblem\n' >"$work/long.inp"
start=$(date +%s)
"$feerie" -maxtime 1 "$work/long.inp" >"$work/out" 2>"$work/err"
expect_rc 3 $? "maxtime"
expect_in "$work/out" "solving interrupted. Time = 1." "maxtime"
[ $(($(date +%s) - start)) -le 4 ] || fail "maxtime: took more than 4 s"

# 7. Ctrl-C (SIGINT) stops the search; the lines found so far stay written.
"$feerie" "$work/long.inp" >"$work/out" 2>"$work/err" &
solver=$!
for _ in $(seq 100); do  # until a first line is written (at most 20 s)
  grep -q "^  1\." "$work/out" && break
  sleep 0.2
done
kill -INT "$solver"
wait "$solver"
expect_rc 130 $? "Ctrl-C"
expect_in "$work/out" "solving interrupted." "Ctrl-C"
expect_in "$work/out" "  1." "Ctrl-C: the lines found before it"

# 8. A limit too long for the clocks is no limit: the solution, then the end.
printf 'beginproblem\npieces white kg6 qa1 black kg8\nstipulation #1\noption maxtime inf\nendproblem\n' >"$work/inf.inp"
for limit in "" "-maxtime inf" "-maxtime 1e308" "-maxtime 1e300"; do
  timeout 20 "$feerie" $limit "$work/inf.inp" >"$work/out" 2>"$work/err"
  expect_rc 0 $? "maxtime inf ($limit)"
  expect_in "$work/out" "solution finished." "maxtime inf ($limit)"
done

# 9. maxtime nan is an input error, in the problem as on the command line.
printf 'beginproblem\npieces white kg6 qa1 black kg8\nstipulation #1\noption maxtime nan\nendproblem\n' >"$work/nan.inp"
"$feerie" "$work/nan.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "option maxtime nan"
expect_in "$work/err" "nan.inp:4:16: found 'nan', expected a positive number of seconds after MaxTime" "option maxtime nan"
"$feerie" -maxtime nan "$work/two.inp" >"$work/out" 2>"$work/err"
expect_rc 2 $? "-maxtime nan"

# 10. An input without a problem is an error: an empty file, /dev/null, a directory.
: >"$work/empty.inp"
for input in "$work/empty.inp" /dev/null; do
  "$feerie" "$input" >"$work/out" 2>"$work/err"
  expect_rc 1 $? "no problem in $input"
  expect_in "$work/err" "$input: no problem found (expected beginproblem)" "no problem in $input"
done
"$feerie" "$work" >"$work/out" 2>"$work/err"
expect_rc 1 $? "a directory"
expect_in "$work/err" "cannot read '$work': it is a directory" "a directory"

# 11. When the reader of the output goes away, the search stops at once.
start=$(date +%s)
{ "$feerie" "$work/long.inp" 2>"$work/err"; echo $? >"$work/rc"; } | head -1 >"$work/out"
[ $(($(date +%s) - start)) -le 5 ] || fail "closed output: took more than 5 s"
expect_rc 141 "$(cat "$work/rc")" "closed output"
expect_in "$work/out" "Feerie" "closed output"

# 12. A side without a king is solved (never in check), with a warning that
# options NoWk / NoBk silence.
printf 'beginproblem\npieces white qb6 rc1 black ka8\nstipulation #1\nendproblem\n' >"$work/nowk.inp"
"$feerie" "$work/nowk.inp" >"$work/out" 2>"$work/err"
expect_rc 0 $? "no white king"
expect_in "$work/err" "nowk.inp:2: warning: White has no king (option NoWk): it is never in check" "no white king"
expect_in "$work/out" "1.Rc1-c8 # !" "no white king"
printf 'beginproblem\npieces white qb6 rc1 black ka8\nstipulation #1\noption NoWk\nendproblem\n' >"$work/nowk.inp"
"$feerie" "$work/nowk.inp" >"$work/out" 2>"$work/err"
expect_rc 0 $? "option NoWk"
[ ! -s "$work/err" ] || fail "option NoWk: a warning was written: $(cat "$work/err")"

# 13. --full-search searches help play without the goal-directed pruning:
# the same solutions, in the same words.
printf 'beginproblem\nstipulation h#2\npieces white kc3 rh8 black ka1 pb2\nendproblem\n' >"$work/help.inp"
"$feerie" -regression -threads 1 "$work/help.inp" >"$work/pruned" 2>"$work/err"
expect_rc 0 $? "help play"
"$feerie" -regression -threads 1 --full-search "$work/help.inp" >"$work/full" 2>"$work/err"
expect_rc 0 $? "--full-search"
expect_in "$work/full" "2.Ka1-a2 Rh4-a4 #" "--full-search"
cmp -s "$work/pruned" "$work/full" || fail "--full-search: another answer: $(diff "$work/pruned" "$work/full")"

# 14. --svg DIR: a diagram of each problem and twin, nothing solved. A bad
# problem is named and the others are drawn; a twin that cannot be set up is
# named and the other twins are drawn; a directory that cannot be written is
# an error.
"$feerie" --svg "$work/svg" "$work/two.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "--svg with a bad problem"
expect_in "$work/err" "two.inp:3:18: found 'xa1', expected a piece" "--svg with a bad problem"
expect_in "$work/out" "$work/svg/two-2.svg" "--svg with a bad problem"
grep -q "<svg " "$work/svg/two-2.svg" || fail "--svg: no diagram in two-2.svg"
expect_in "$work/err" "(no diagram two-1.svg)" "--svg with a bad problem"
[ -e "$work/svg/two-1.svg" ] && fail "--svg: a diagram of the bad problem"
grep -q "Qa1-a8" "$work/out" && fail "--svg solved the problem"
printf 'beginproblem
pieces white kg6 qa1 black kg8
stipulation #1
twin move a1 b1
twin move c3 c4
endproblem
' >"$work/twins.inp"
"$feerie" --svg "$work/svg" "$work/twins.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "--svg with twins"
expect_in "$work/err" "twins.inp:5:6: twin c) not drawn" "--svg with twins"
for name in twins-1 twins-1a twins-1b; do
  expect_in "$work/out" "$work/svg/$name.svg" "--svg with twins"
done
grep -q "twins-1c" "$work/out" && fail "--svg: a diagram of a twin that cannot be set up"
grep -qF "b) wQa1--&gt;b1" "$work/svg/twins-1.svg" || fail "--svg: the twin line missing under the diagram"
"$feerie" --svg "$work/two.inp/diagrams" "$work/twins.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "--svg into a file"
expect_in "$work/err" "cannot write diagrams into '$work/two.inp/diagrams'" "--svg into a file"
[ -s "$work/out" ] && fail "--svg into a file: files named $(cat "$work/out")"
"$feerie" --svg >"$work/out" 2>"$work/err"
expect_rc 2 $? "--svg without a directory"
expect_in "$work/err" "'--svg' needs a value" "--svg without a directory"
# 15. --json (and -json): one JSON document. A bad problem between two good
# ones is reported in it (and on stderr, exit code 1) and the others are
# solved; MaxSolutions leaves a problem partial.
cat >"$work/three.inp" <<'INPUT'
beginproblem
title first
pieces white kg6 qa1 black kg8
stipulation #1
nextproblem
title broken
pieces white kg6 xa1 black kg8
stipulation #1
nextproblem
title third
pieces white kg6 qa1 black kg8
stipulation #1
option maxsolutions 1
endproblem
INPUT
"$feerie" --json -regression "$work/three.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "--json"
expect_in "$work/err" "three.inp:7:18: found 'xa1', expected a piece" "--json"
python3 - "$work/out" <<'CHECK' || fail "--json: $(cat "$work/out")"
import json, sys
document = json.load(open(sys.argv[1]))
assert document['version'] == 1, document['version']
problems = document['problems']
assert [problem['status'] for problem in problems] == ['finished', 'error', 'partial'], problems
assert problems[0]['metadata']['titles'] == ['first']
keys = problems[0]['twins'][0]['solution'][0]['play']['first_moves']
assert sorted(key['move']['text'] for key in keys) == ['Qa1-a8 #', 'Qa1-g7 #'] and keys[0]['key'], keys
assert all(key['move']['from'] == 'a1' and key['move']['goal'] == '#' for key in keys), keys
error = problems[1]['error']
assert (error['line'], error['column']) == (7, 18) and error['message'].startswith("found 'xa1'"), error
assert problems[2]['stopped_by'] == 'max_solutions', problems[2]
assert len(problems[2]['twins'][0]['solution'][0]['play']['first_moves']) == 1
assert 'seconds' not in problems[0]  # -regression: no times
CHECK
"$feerie" -json -regression "$work/three.inp" >"$work/out2" 2>"$work/err"
expect_rc 1 $? "-json"
cmp -s "$work/out" "$work/out2" || fail "-json: another document than --json"
"$feerie" --json "$work/none.inp" >"$work/out" 2>"$work/err"
expect_rc 1 $? "--json, missing file"
python3 -c 'import json, sys; errors = json.load(open(sys.argv[1]))["errors"]; assert "cannot open" in errors[0]["message"]' \
  "$work/out" || fail "--json, missing file: $(cat "$work/out")"

# 16. --json names the options in force with their values: the pairs of
# option CastlingMutuallyExclusive, in the order given.
cat >"$work/castling.inp" <<'INPUT'
beginproblem
pieces white ke1 ra1 rh1 black ke8 ra8 rh8
stipulation #1
option CastlingMutuallyExclusive h1a8 CastlingMutuallyExclusive a1h8 NoCastling e8
endproblem
INPUT
"$feerie" --json -regression "$work/castling.inp" >"$work/out" 2>"$work/err"
expect_rc 0 $? "--json, CastlingMutuallyExclusive"
python3 -c 'import json, sys; options = json.load(open(sys.argv[1]))["problems"][0]["options"]
assert options["CastlingMutuallyExclusive"] == [["h1", "a8"], ["a1", "h8"]], options
assert options["NoCastling"] == ["e8"], options' "$work/out" || fail "--json, CastlingMutuallyExclusive: $(cat "$work/out")"

[ "$failures" -eq 0 ] && echo "cli tests passed"
exit "$failures"
