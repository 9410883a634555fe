#!/usr/bin/env python3
"""Feerie's JSON output of every problem of tests/compat/ validates against
its schema (docs/json-output.schema.json): the rule effects, annotations and
notes of every condition and piece the compat problems show.

Usage: json_compat.py FEERIE SCHEMA
Exit status: 0 if every document validates, 1 otherwise.
"""

import concurrent.futures
import glob
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from json_schema import check_catches_a_deep_error, first_error  # noqa: E402


def main():
    feerie, schema_path = (os.path.abspath(arg) for arg in sys.argv[1:3])
    schema = json.load(open(schema_path, encoding='utf-8'))
    compat = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'compat')
    problems = sorted(glob.glob(os.path.join(compat, '*.inp')))

    def document(path):
        return subprocess.run([feerie, '--json', os.path.basename(path)], cwd=compat, capture_output=True,
                              timeout=300).stdout.decode('utf-8')

    def check(path):
        try:
            return first_error(schema, document(path))
        except ValueError as error:
            return 'not JSON: %s' % error

    # The validation's cache finds a fault in one of many equal moves.
    failed = 0
    fault_missed = check_catches_a_deep_error(schema, document(os.path.join(compat, 'cond-volage.inp')))
    if fault_missed:
        failed += 1
        print('FAIL tests/json_schema.py: %s' % fault_missed)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for path, error in zip(problems, pool.map(check, problems)):
            if error:
                failed += 1
                print('FAIL %s: %s' % (os.path.basename(path), error))
    print('%d documents, %d failed' % (len(problems), failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
