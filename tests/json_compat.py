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


def main():
    feerie, schema_path = (os.path.abspath(arg) for arg in sys.argv[1:3])
    import jsonschema  # python3-jsonschema (scripts/debian-packages.txt)
    validator = jsonschema.Draft202012Validator(json.load(open(schema_path, encoding='utf-8')))
    compat = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'compat')
    problems = sorted(glob.glob(os.path.join(compat, '*.inp')))

    def check(path):
        result = subprocess.run([feerie, '--json', os.path.basename(path)], cwd=compat, capture_output=True,
                                timeout=300)
        try:
            document = json.loads(result.stdout.decode('utf-8'))
        except ValueError as error:
            return 'not JSON: %s' % error
        errors = list(validator.iter_errors(document))
        if errors:
            return '%s at %s' % (errors[0].message[:200], '/'.join(map(str, errors[0].absolute_path)))
        return ''

    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for path, error in zip(problems, pool.map(check, problems)):
            if error:
                failed += 1
                print('FAIL %s: %s' % (os.path.basename(path), error))
    print('%d documents, %d failed' % (len(problems), failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
