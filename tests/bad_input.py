#!/usr/bin/env python3
"""Runs the malformed inputs of bad_input.txt (its header says the format):
each must give its message and exit code, and the good problem in the same
file must still be solved.

Usage: bad_input.py FEERIE
"""

import os
import re
import subprocess
import sys
import tempfile

GOOD = 'title good\npieces white kg6 qa1 black kg8\nstipulation #1\n'
GOOD_SOLUTION = '1.Qa1-a8 # !'


def read_cases(path):
    cases, case, lines = [], None, None
    for line in open(path, encoding='latin-1').read().split('\n'):
        if lines is not None:
            if line == '----':
                case['input'], lines = '\n'.join(lines) + '\n', None
                cases.append(case)
            else:
                lines.append(line)
            continue
        if not line or line.startswith('#'):
            continue
        word, _, rest = line.partition(' ')
        if word == 'case':
            case = {'name': rest, 'good': 'after'}
        elif word == 'input':
            lines = []
        elif word in ('bytes', 'truncated'):
            case[word] = True
        else:
            case[word] = rest
    return cases


def input_of(case):
    text = case['input']
    if case.get('bytes'):
        text = re.sub(r'\\x([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)), text)
    if case.get('truncated'):
        text = text[:-1]
    if case['good'] == 'before':
        return 'beginproblem\n' + GOOD + 'endproblem\n' + text
    if case['good'] == 'next':
        assert text.endswith('endproblem\n'), case['name']
        return text[:-len('endproblem\n')] + 'nextproblem\n' + GOOD + 'endproblem\n'
    return text + 'beginproblem\n' + GOOD + 'endproblem\n'


def run_case(feerie, work, case):
    path = os.path.join(work, case['name'] + '.inp')
    with open(path, 'w', encoding='latin-1', newline='') as out:
        out.write(input_of(case))
    result = subprocess.run([feerie, path], capture_output=True, timeout=60)
    errors = result.stderr.decode('latin-1').splitlines()
    expected = 'feerie: ' + case['error'].replace('FILE', path, 1)
    faults = []
    if result.returncode != int(case['exit']):
        faults.append('exit code %d, expected %s' % (result.returncode, case['exit']))
    if expected not in errors:
        faults.append('message %r, expected %r' % (errors, expected))
    if GOOD_SOLUTION not in result.stdout.decode('latin-1'):
        faults.append('the good problem was not solved')
    return faults


def main():
    feerie = os.path.abspath(sys.argv[1])
    cases = read_cases(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'bad_input.txt'))
    names = [case['name'] for case in cases]
    failures = len(names) - len(set(names))
    if failures:
        print('FAIL: case names repeat')
    with tempfile.TemporaryDirectory() as work:
        for case in cases:
            faults = run_case(feerie, work, case)
            for fault in faults:
                print('FAIL %s: %s' % (case['name'], fault))
            failures += bool(faults)
    print('%d cases, %d failed' % (len(cases), failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
