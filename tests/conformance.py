#!/usr/bin/env python3
"""Runs Feerie on the conformance problems and compares canonical forms.

Usage: conformance.py FEERIE SHARED_DIR SET [SET...]
SET is a folder under SHARED_DIR/conformance ('.' for the generated problems,
'oracle', 'popeye-examples'). A problem passes when Feerie's output and the
stored output have equal canonical forms (SHARED_DIR/tools/normalise.py).
Problems listed in conformance/disputed/README.md and in
known_differences.tsv beside this script are not run: Feerie follows a
Decision of the rules there, each covered by its own unit test. A problem
whose condition or stipulation Feerie rejects as unsupported is reported as
skipped. Exit status: 0 if every problem run agrees, 1 otherwise; prints the
plain closing line "N passed, N failed, N skipped".
"""

import concurrent.futures
import importlib.util
import os
import re
import subprocess
import sys

TIMEOUT_SECONDS = 60
UNSUPPORTED = re.compile(r'not supported|unknown condition|expected a goal', re.IGNORECASE)


def listed_problems(path, pattern):
    if not os.path.exists(path):
        return set()
    return set(re.findall(pattern, open(path, encoding='utf-8').read(), re.MULTILINE))


def excluded_problems(shared):
    disputed = listed_problems(os.path.join(shared, 'conformance', 'disputed', 'README.md'), r'^\| (\S+) \|')
    known = listed_problems(os.path.join(os.path.dirname(__file__), 'known_differences.tsv'), r'^([^#\s]\S*)\t')
    return disputed | known



_normalisers = {}


def canonical(normaliser, text):
    """The canonical form of `text` by the normaliser at path `normaliser`
    (SHARED_DIR/tools/normalise.py), loaded once and run in this process:
    thousands of problems would otherwise each start an interpreter."""
    if normaliser not in _normalisers:
        spec = importlib.util.spec_from_file_location('normalise', normaliser)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _normalisers[normaliser] = module
    return _normalisers[normaliser].canonical(framed(text))


BOARD_EDGE = '+---a---b---c---d---e---f---g---h---+'


def framed(text):
    """The normaliser reads a problem from its diagram on: an output without
    one (option NoBoard) would have no problem at all, and any two such
    outputs would agree. Such an output gets an empty frame before its first
    line after the banner."""
    if BOARD_EDGE in text:
        return text
    lines = text.split('\n')
    banner = 1 if lines and (lines[0].startswith('Popeye') or lines[0].startswith('Feerie')) else 0
    return '\n'.join(lines[:banner] + [BOARD_EDGE, BOARD_EDGE, ''] + lines[banner:])


def run_problem(feerie, normaliser, inp):
    expected_path = inp[:-4] + '.out'
    try:
        result = subprocess.run([feerie, os.path.basename(inp)], cwd=os.path.dirname(inp), capture_output=True,
                                timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return 'fail', 'timed out after %d s' % TIMEOUT_SECONDS
    output = result.stdout.decode('latin-1')
    errors = result.stderr.decode('latin-1')
    if result.returncode != 0 and UNSUPPORTED.search(errors):
        return 'skip', errors.strip().splitlines()[0]
    expected = open(expected_path, encoding='latin-1').read()
    if canonical(normaliser, output) == canonical(normaliser, expected):
        return 'pass', ''
    return 'fail', errors.strip() or 'canonical forms differ'


def main():
    if len(sys.argv) < 4:
        print(__doc__)
        return 2
    feerie, shared, sets = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3:]
    if not os.path.isdir(os.path.join(shared, 'conformance')):
        print('no conformance problems at %s: skipped' % shared)
        return 0
    normaliser = os.path.join(shared, 'tools', 'normalise.py')
    excluded = excluded_problems(shared)
    problems = []
    for folder in sets:
        directory = os.path.join(shared, 'conformance', folder)
        problems += sorted(os.path.join(directory, name) for name in os.listdir(directory)
                           if name.endswith('.inp') and name[:-4] not in excluded)
    counts = {'pass': 0, 'fail': 0, 'skip': 0}
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = pool.map(lambda inp: (inp, run_problem(feerie, normaliser, inp)), problems)
        for inp, (verdict, detail) in results:
            counts[verdict] += 1
            if verdict != 'pass':
                print('%s %s: %s' % (verdict.upper(), os.path.basename(inp), detail))
    print('%d passed, %d failed, %d skipped' % (counts['pass'], counts['fail'], counts['skip']))
    return 1 if counts['fail'] else 0


if __name__ == '__main__':
    sys.exit(main())
