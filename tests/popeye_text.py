#!/usr/bin/env python3
"""Compares Feerie's whole text with Popeye's on the problems of compat/
(NAME.inp with Popeye's answer NAME.out): every line, blank lines and the
frame included, which the canonical comparison of the conformance sets
leaves aside. Only what differs by nature is set aside: the banner line,
the times, and the order of the solution lines within a run of them (the
two solvers generate moves in different orders).

Usage: popeye_text.py FEERIE
"""

import os
import re
import subprocess
import sys

BANNER = re.compile(r'^(Popeye|Feerie) ')
TIME = re.compile(r'((?:Time|Zeit|Temps) = )[0-9:.]+ [a-z:]+')
SOLUTION_LINE = re.compile(r'^ +[0-9]+\.')


def comparable(text):
    """The lines, with each paragraph of solution lines sorted, and each run
    of such paragraphs (one blank line apart) sorted as units."""
    lines = [TIME.sub(r'\1T', line) for line in text.split('\n')]
    if lines and BANNER.match(lines[0]):
        lines = lines[1:]
    paragraphs, current = [], []
    for line in lines:
        if line:
            current.append(line)
            continue
        paragraphs.append(current)
        current = []
    paragraphs.append(current)
    result, run = [], []
    for paragraph in paragraphs:
        if paragraph and SOLUTION_LINE.match(paragraph[0]):
            run.append(sorted(paragraph))
            continue
        result += sorted(run)
        run = []
        result.append(paragraph)
    return result + sorted(run)


def main():
    feerie = os.path.abspath(sys.argv[1])
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'compat')
    failures = 0
    names = sorted(name[:-4] for name in os.listdir(folder) if name.endswith('.inp'))
    for name in names:
        result = subprocess.run([feerie, name + '.inp'], cwd=folder, capture_output=True, timeout=60)
        expected = open(os.path.join(folder, name + '.out'), encoding='latin-1').read()
        got, want = comparable(result.stdout.decode('latin-1')), comparable(expected)
        if got != want:
            failures += 1
            print('FAIL %s' % name)
            for i, (g, w) in enumerate(zip(got + ['<end>'] * len(want), want + ['<end>'] * len(got))):
                if g != w:
                    print('  line %d: feerie %r, popeye %r' % (i + 2, g, w))
                    break
    print('%d problems, %d differ' % (len(names), failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
