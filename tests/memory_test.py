#!/usr/bin/env python3
"""-maxmem is a promise: the peak resident memory of a long solve stays within
the given amount plus the fixed overhead stated in README.md, at one thread
and at several; and -maxmem 0 (no room for a table) still solves.

Usage: memory_test.py FEERIE
The peak is the kernel's high-water mark (VmHWM), read while the solver runs.
"""

import os
import subprocess
import sys
import tempfile
import time

OVERHEAD_KB = 16 * 1024  # README.md: "at most 16 MB more"
LONG_PROBLEM = """beginproblem
pieces white ke1 qd1 rh1 ra1 bc1 bf1 sb1 sg1 pa2b2c2d2e2f2g2h2
       black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7b7c7d7e7f7g7h7
stipulation h#8
endproblem
"""
MATE_IN_ONE = """beginproblem
pieces white kg6 qa1 black kg8
stipulation #1
endproblem
"""


def peak_kb(command):
    """Runs command; returns (peak resident KB, exit code, output)."""
    with tempfile.TemporaryFile() as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        peak = 0
        while process.poll() is None:
            try:
                with open('/proc/%d/status' % process.pid) as status:
                    for line in status:
                        if line.startswith('VmHWM:'):
                            peak = max(peak, int(line.split()[1]))
            except OSError:
                pass
            time.sleep(0.01)
        out.seek(0)
        return peak, process.returncode, out.read().decode('latin-1')


def main():
    feerie = sys.argv[1]
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        long_problem = os.path.join(work, 'long.inp')
        mate = os.path.join(work, 'mate.inp')
        open(long_problem, 'w').write(LONG_PROBLEM)
        open(mate, 'w').write(MATE_IN_ONE)
        for megabytes in (8, 32):
            for threads in (1, 2, 8):
                peak, code, _ = peak_kb([feerie, '-maxmem', '%dM' % megabytes, '-maxtime', '2',
                                         '-threads', str(threads), long_problem])
                limit = megabytes * 1024 + OVERHEAD_KB
                verdict = 'ok' if peak <= limit and code == 3 else 'FAIL'
                print('%s: -maxmem %dM -threads %d: peak %d KB, limit %d KB, exit code %d' %
                      (verdict, megabytes, threads, peak, limit, code))
                failures += verdict != 'ok'
        peak, code, output = peak_kb([feerie, '-maxmem', '0', mate])
        solved = code == 0 and '1.Qa1-a8 # !' in output
        print('%s: -maxmem 0 solves #1 (peak %d KB)' % ('ok' if solved else 'FAIL', peak))
        failures += not solved
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
