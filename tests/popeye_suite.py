#!/usr/bin/env python3
"""Breadth: Feerie on every answered problem of ../shared/popeye-suite
(Popeye's own example and regression problems, with Popeye's answers).

Each problem is run with a time cap and classified:
  pass         canonical forms equal (../shared/tools/normalise.py)
  unsupported  Feerie declines a feature it does not have (its message says
               so: unknown condition, piece, goal, keyword, option...)
  fail         Feerie accepts the problem and answers otherwise
  over         Feerie did not finish within the cap
Problems listed in popeye_suite_open.tsv (beside this script) are known
open gaps, each with its reason: they are run, and the test fails when one
of them starts to agree (so that the list only shrinks) or when a problem
not listed fails. Problems whose difference is a written Decision are in
known_differences.tsv and are not run.

Problems listed as over the cap are run only with --all.

Usage: popeye_suite.py FEERIE SHARED_DIR [--cap SECONDS] [--all] [--write-open] [--slowest N]
Prints the counts, the failures and the problems over the cap; with
--slowest N also the N problems that took longest (wall-clock seconds).
"""

import concurrent.futures
import os
import re
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance import canonical, listed_problems  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OPEN_GAPS = os.path.join(HERE, 'popeye_suite_open.tsv')
DECLINED = re.compile(r"not supported|unknown condition|stipulation '|expected a goal|expected h, s, r or a goal|"
                      r"expected a piece|expected a side|expected a keyword|expected an option|"
                      r"expected a twinning|has no king|has 2 kings|has \d+ kings|expected a Forsyth board|"
                      r"ambiguous option|ambiguous condition|ambiguous Circe variant", re.IGNORECASE)


def timed(run, *args):
    start = time.monotonic()
    return run(*args), time.monotonic() - start


def run_problem(feerie, normaliser, inp, cap):
    # The cap is on processor time (prlimit, util-linux), so that a machine
    # busy with other tests does not push a problem over it; the wall-clock
    # limit only guards against a run that waits.
    command = ['prlimit', '--cpu=%d' % cap, feerie, '-threads', '1', os.path.basename(inp)]
    try:
        result = subprocess.run(command, cwd=os.path.dirname(inp), capture_output=True, timeout=cap * 6)
    except subprocess.TimeoutExpired:
        return 'over', ''
    if result.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return 'over', ''
    errors = result.stderr.decode('latin-1')
    if result.returncode in (1, 2) and DECLINED.search(errors):
        return 'unsupported', errors.strip().splitlines()[0]
    expected = open(inp[:-4] + '.out', encoding='latin-1').read()
    if canonical(normaliser, result.stdout.decode('latin-1')) == canonical(normaliser, expected):
        return 'pass', ''
    return 'fail', errors.strip().splitlines()[0] if errors.strip() else 'canonical forms differ'


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    cap = 30  # seconds of processor time: generous, a problem listed as over the cap takes 10 s or more
    if '--cap' in sys.argv:
        cap = int(sys.argv[sys.argv.index('--cap') + 1])
        args.remove(sys.argv[sys.argv.index('--cap') + 1])
    if '--slowest' in sys.argv:
        args.remove(sys.argv[sys.argv.index('--slowest') + 1])
    feerie, shared = os.path.abspath(args[0]), os.path.abspath(args[1])
    suite = os.path.join(shared, 'popeye-suite')
    if not os.path.isdir(suite):
        print('no popeye-suite at %s: skipped' % shared)
        return 0
    normaliser = os.path.join(shared, 'tools', 'normalise.py')
    decisions = listed_problems(os.path.join(HERE, 'known_differences.tsv'), r'^([^#\s]\S*)\t')
    open_gaps = listed_problems(OPEN_GAPS, r'^([^#\s]\S*)\t')
    slow = listed_problems(OPEN_GAPS, r'^([^#\s]\S*)\tover the')
    if '--all' not in sys.argv:
        print('%d problems listed as over the cap not run (--all runs them)' % len(slow))
    answered = []
    for line in open(os.path.join(suite, 'index.tsv'), encoding='utf-8').read().splitlines()[1:]:
        fields = line.split('\t')
        if fields[1] == 'yes' and fields[0] not in decisions and (fields[0] not in slow or '--all' in sys.argv):
            answered.append(os.path.join(suite, fields[0] + '.inp'))
    verdicts = {}
    seconds = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        runs = pool.map(lambda p: timed(run_problem, feerie, normaliser, p, cap), answered)
        for inp, (verdict, took) in zip(answered, runs):
            verdicts[os.path.basename(inp)[:-4]] = verdict
            seconds[os.path.basename(inp)[:-4]] = took
    counts = {}
    for verdict, _ in verdicts.values():
        counts[verdict] = counts.get(verdict, 0) + 1
    problems = 0
    for name, (verdict, detail) in sorted(verdicts.items()):
        listed = name in open_gaps
        if verdict in ('fail', 'over') and not listed:
            print('%s %s: %s' % (verdict.upper(), name, detail))
            problems += 1
        elif verdict == 'pass' and listed:
            print('NOW AGREES %s: remove it from popeye_suite_open.tsv' % name)
            problems += 1
    if '--write-open' in sys.argv:
        with open(OPEN_GAPS, 'a', encoding='utf-8') as out:
            for name, (verdict, detail) in sorted(verdicts.items()):
                if verdict in ('fail', 'over') and name not in open_gaps:
                    out.write('%s\t%s: %s\n' % (name, verdict, detail))
    if '--slowest' in sys.argv:
        slowest = sorted(seconds.items(), key=lambda item: -item[1])[:int(sys.argv[sys.argv.index('--slowest') + 1])]
        for name, took in slowest:
            print('%7.2f s %s %s' % (took, name, verdicts[name][0]))
    print('%d problems run: %s' % (len(answered), ', '.join('%d %s' % (n, v) for v, n in sorted(counts.items()))))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
