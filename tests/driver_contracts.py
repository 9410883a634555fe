#!/usr/bin/env python3
"""The contracts of the programs that drive Popeye, checked with Feerie:
what each sends (flags, standard input or a file, option lines) and the
properties of the output it relies on.

- Spinach holds a dialogue: `feerie -maxmem M -heartbeat` reading problems
  from standard input; it reads the greeting line first, then writes one
  problem (ended by `nextproblem`) and waits for its answer before it
  writes the next; heartbeat lines come on standard error.
- Popeye's regression scripts run `-regression` with `protocol FILE` in the
  problem and diff the protocol files: no banner, no times.
- Scripts run `feerie < problem.inp`.
- A person at a terminal sees a live progress line on standard error while
  a problem runs for more than a second, erased at the end; a program that
  reads standard error sees none.

Usage: driver_contracts.py FEERIE
"""

import os
import pty
import re
import select
import subprocess
import sys
import tempfile
import time

MATE_IN_ONE = 'pieces white kg6 qa1 black kg8\nstipulation #1\n'
MATE_IN_TWO = 'pieces white kb6 rc1 black ka8\nstipulation #2\n'
failures = []


def check(condition, what):
    print('%s: %s' % ('ok' if condition else 'FAIL', what))
    if not condition:
        failures.append(what)


def read_until(process, marker, seconds):
    """Reads the process's output until `marker` appears; the text read."""
    text = b''
    deadline = time.time() + seconds
    while marker not in text and time.time() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], max(0.0, deadline - time.time()))
        if not ready:
            break
        chunk = os.read(process.stdout.fileno(), 65536)
        if not chunk:
            break
        text += chunk
    return text.decode('latin-1')


def spinach_dialogue(feerie):
    process = subprocess.Popen([feerie, '-maxmem', '64M', '-heartbeat'], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    greeting = read_until(process, b'\n', 10)
    check(greeting.startswith('Feerie '), 'spinach: the greeting line comes before any input')
    process.stdin.write(('beginproblem\n' + MATE_IN_ONE + 'option NoBoard\nnextproblem\n').encode())
    process.stdin.flush()
    first = read_until(process, b'solution finished. Time = ', 10)
    check('1.Qa1-a8 # !' in first and 'solution finished. Time = ' in first,
          'spinach: the first problem is answered before the input ends')
    process.stdin.write((MATE_IN_TWO + 'endproblem\n').encode())
    process.stdin.close()
    rest = process.stdout.read().decode('latin-1')
    process.wait(timeout=20)
    check('1.Rc1-c8 # !' in rest and 'solution finished. Time = ' in rest,
          'spinach: the problem after nextproblem is answered')
    check(process.returncode == 0, 'spinach: exit code 0 (%s)' % process.returncode)


def heartbeat(feerie, work):
    problem = os.path.join(work, 'h3.inp')
    with open(problem, 'w') as out:
        out.write('beginproblem\npieces white ke1 qd1 ra1 rh1 bc1 bf1 sb1 sg1 pa2b2c2d2e2f2g2h2\n'
                  '  black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7b7c7d7e7f7g7h7\nstipulation h#2\nendproblem\n')
    result = subprocess.run([feerie, '-heartbeat', '1000', '-threads', '1', problem], capture_output=True,
                            timeout=60)
    lines = result.stderr.decode().splitlines()
    check(len(lines) >= 2 and lines[0] == 'heartbeat:    1' and lines[1] == 'heartbeat:    2',
          'heartbeat: lines "heartbeat:%5d" on standard error (' + repr(lines[:2]) + ')')
    check(all(line.startswith('heartbeat:') for line in lines), 'heartbeat: nothing else on standard error')


def regression_protocol(feerie, work):
    problem = os.path.join(work, 'regression.inp')
    with open(problem, 'w') as out:
        out.write('beginproblem\ntitle regression\n' + MATE_IN_ONE + 'protocol regression.reg\nendproblem\n')
    protocol = os.path.join(work, 'regression.reg')
    with open(protocol, 'w') as out:
        out.write('an earlier run\n')
    result = subprocess.run([feerie, '-regression', 'regression.inp'], cwd=work, capture_output=True, timeout=20)
    output = result.stdout.decode('latin-1')
    check(not output.startswith('Feerie') and 'Time' not in output and 'solution finished.\n' in output,
          'regression: no banner, no times')
    written = open(protocol, encoding='latin-1').read() if os.path.exists(protocol) else ''
    check(written == output, 'regression: the protocol file is written anew with the whole output')
    result = subprocess.run([feerie, 'regression.inp'], cwd=work, capture_output=True, timeout=20)
    appended = open(protocol, encoding='latin-1').read()
    check(appended.startswith(output + 'Feerie ') and appended.endswith(result.stdout.decode('latin-1')),
          'protocol: without -regression, appended after a banner')


def bad_protocol(feerie, work):
    problem = os.path.join(work, 'bad-protocol.inp')
    with open(problem, 'w') as out:
        out.write('beginproblem\n' + MATE_IN_ONE + 'protocol /nonexistent/folder/x.txt\nendproblem\n')
    result = subprocess.run([feerie, problem], capture_output=True, timeout=20)
    check('1.Qa1-a8 # !' in result.stdout.decode() and result.returncode == 1 and
          "cannot write the protocol file '/nonexistent/folder/x.txt'" in result.stderr.decode(),
          'protocol: an unwritable file is an error that does not stop the solving')


def standard_input(feerie):
    problem = 'beginproblem\n' + MATE_IN_ONE + 'endproblem\n'
    for args in ([feerie], [feerie, '-']):
        result = subprocess.run(args, input=problem.encode(), capture_output=True, timeout=20)
        check('1.Qa1-a8 # !' in result.stdout.decode() and result.returncode == 0,
              'standard input: ' + ' '.join(os.path.basename(a) for a in args) + ' < problem.inp')


def live_progress(feerie, work):
    problem = os.path.join(work, 'long.inp')
    with open(problem, 'w') as out:
        out.write('beginproblem\npieces white ke1 qd1 ra1 rh1 bc1 bf1 sb1 sg1 pa2b2c2d2e2f2g2h2\n'
                  '  black ke8 qd8 ra8 rh8 bc8 bf8 sb8 sg8 pa7b7c7d7e7f7g7h7\nstipulation h#4\nendproblem\n')
    master, slave = pty.openpty()
    process = subprocess.Popen([feerie, '-maxtime', '3', problem], stdout=subprocess.PIPE, stderr=slave)
    os.close(slave)
    output = process.stdout.read().decode('latin-1')
    process.wait(timeout=30)
    terminal = b''
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:
            break
        if not chunk:
            break
        terminal += chunk
    os.close(master)
    text = terminal.decode('latin-1')
    check(re.search(r'\r  first move \d+ of 20, \d+ solutions?, [12] s\x1b\[K', text) is not None,
          'terminal: a live progress line on standard error (%r)' % text[:80])
    check(text.endswith('\r\x1b[K'), 'terminal: the line is erased at the end')
    check('first move' not in output and '\x1b' not in output, 'terminal: standard output stays clean')
    result = subprocess.run([feerie, '-maxtime', '2', problem], capture_output=True, timeout=30)
    check(result.stderr == b'', 'no terminal: nothing on standard error (%r)' % result.stderr[:60])


def popeye_flags(feerie, work):
    problem = os.path.join(work, 'flags.inp')
    with open(problem, 'w') as out:
        out.write('beginproblem\n' + MATE_IN_ONE + 'endproblem\n')
    for flags in (['-maxpos', '100'], ['-maxtrace', '3'], ['-notraceptr'], ['-maxmem', '0'], ['-heartbeat', '5']):
        result = subprocess.run([feerie] + flags + [problem], capture_output=True, timeout=20)
        check('1.Qa1-a8 # !' in result.stdout.decode() and result.returncode == 0,
              'Popeye flag accepted: ' + ' '.join(flags))


def main():
    feerie = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as work:
        spinach_dialogue(feerie)
        heartbeat(feerie, work)
        regression_protocol(feerie, work)
        bad_protocol(feerie, work)
        standard_input(feerie)
        popeye_flags(feerie, work)
        live_progress(feerie, work)
    print('%d failed' % len(failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
