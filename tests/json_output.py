#!/usr/bin/env python3
"""Checks Feerie's JSON output against its schema and its text output.

Usage: json_output.py FEERIE SHARED_DIR SCHEMA SET [SET...]
SET is a folder under SHARED_DIR/conformance, as for conformance.py, whose
problems (less the excluded ones, and those Feerie declines as unsupported)
are run with --json. Each JSON document must validate against SCHEMA
(docs/json-output.schema.json), and the text rebuilt from it (its Popeye move
texts, numbers and tree) must have the canonical form
(SHARED_DIR/tools/normalise.py) of the stored answer, which conformance.py
holds the text output to: so the JSON and the text describe the same
solutions, with one solve of each problem here. Each line's moves must make
up its text and name their squares.
Skips when SHARED_DIR has no conformance problems. Exit status: 0 if every
problem agrees, 1 otherwise; prints "N passed, N failed".
"""

import concurrent.futures
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conformance import UNSUPPORTED, canonical, excluded_problems  # noqa: E402
from json_schema import first_error  # noqa: E402

TIMEOUT_SECONDS = 60
WORDS = {  # threat, zugzwang, but, refutes; the closing words
    'English': ('threat:', 'zugzwang.', 'but', 'refutes.'),
    'German': ('Drohung:', 'Zugzwang.', 'Aber', 'Widerlegt.'),
    'French': ('menace:', 'blocus.', 'mais', 'Refute.'),
}
END = {'finished': '\nsolution finished.', 'partial': 'Partial solution', 'interrupted': 'solving interrupted.'}
BORDER = '+---a---b---c---d---e---f---g---h---+'


def attacker_indent(number):
    return 3 if number == 1 else 10 + 8 * (number - 2)


def defence_indent(number):
    return 6 + 8 * (number - 1)


def note_text(node, words):
    return {'threat': ' ' + words[0], 'zugzwang': ' ' + words[1]}.get(node.get('note'), '')


def write_defences(node, number, words, out):
    for threat in node['threats']:
        write_attacker(threat, words, out)
    for defence in node['defences']:
        assert defence['number'] == number
        out.append(' ' * defence_indent(number) + '%d...%s' % (number, defence['move']['text']))
        if defence.get('refutes'):
            out.append(' ' * (defence_indent(number) + 2) + words[3])
        for continuation in defence['continuations']:
            write_attacker(continuation, words, out)


def write_attacker(node, words, out, mark=''):
    number = node['number']
    out.append(' ' * attacker_indent(number) + '%d.%s%s%s' % (number, node['move']['text'], mark,
                                                              note_text(node, words)))
    write_defences(node, number, words, out)


def write_part(part, words, out, set_play):
    for line in part.get('lines', []):
        out.append(' ' + line['text'])
    if 'defences' in part:  # the set play of battle play
        write_defences({'threats': [], 'defences': part['defences']}, 1, words, out)
        out.append('')
    for node in part.get('forced_goals', []):
        out.append('   1.%s ?!?' % node['move']['text'])
    for node in part.get('first_moves', []):
        write_attacker(node, words, out, ' !' if node['key'] else ' ?')
        if node['refutations']:
            out.append('    ' + words[2])
            for refutation in node['refutations']:
                out.append(' ' * defence_indent(1) + '1...%s !' % refutation['move']['text'])
        out.append('')
    if 'post_key' in part:
        key = part['post_key']
        out.append(' +' if key['check'] else '')
        if 'note' in key:
            out.append(note_text(key, words))
        write_defences(key, 1, words, out)
    if set_play and 'lines' in part:
        out.append('')


def text_from_json(document):
    """Popeye's text as far as the canonical form reads it."""
    out = []
    for problem in document['problems']:
        if problem['status'] == 'error':
            continue
        words = WORDS[problem['language']]
        twins = [twin for twin in problem['twins'] if 'position' in twin]
        if 'NoBoard' not in problem['options']:
            stipulation = twins[0]['stipulation']['text'] if twins else problem['stipulation']['text']
            out += ['', BORDER, BORDER, '  ' + stipulation]
        for twin in twins:
            if twin['label']:
                out += ['', twin['header']]
            out += twin.get('notes', [])
            if 'solution' not in twin:
                continue
            out.append('')
            for half in twin['solution']:
                out += half.get('notes', [])
                if half['duplex_second_half'] and half.get('has_play'):
                    out.append('')
                if 'set_play' in half:
                    write_part(half['set_play'], words, out, True)
                write_part(half.get('play', {}), words, out, False)
        out += [END[problem['status']], '', '']
    return '\n'.join(out) + '\n'


NUMBERING = re.compile(r'(^|\s)\d+\.(\.\.)?|(^|\s)\.\.\.(?=\s)|\s\?!\?$')


def check_moves(document):
    """Each line's moves make up its text; each move names its squares."""
    for problem in document['problems']:
        for twin in problem.get('twins', []):
            for half in twin.get('solution', []):
                for part in (half.get('set_play', {}), half.get('play', {})):
                    for line in part.get('lines', []):
                        bare = ' '.join(NUMBERING.sub(' ', line['text']).split())
                        moves = ' '.join(' '.join(move['text'] for move in line['moves']).split())
                        if bare != moves:
                            return 'line %r has the moves %r' % (line['text'], moves)
                        for move in line['moves']:
                            if 'castling' not in move and not (move['from'] in move['text'] and
                                                               move['to'] in move['text']):
                                return 'move %r: from %s to %s' % (move['text'], move['from'], move['to'])
    return None


def run(feerie, inp, *flags):
    result = subprocess.run([feerie, *flags, os.path.basename(inp)], cwd=os.path.dirname(inp), capture_output=True,
                            timeout=TIMEOUT_SECONDS)
    return result.returncode, result.stdout.decode('latin-1'), result.stderr.decode('latin-1')


def check_problem(feerie, normaliser, schema, inp):
    try:
        json_code, json_text, errors = run(feerie, inp, '--json')
    except subprocess.TimeoutExpired:
        return 'timed out after %d s' % TIMEOUT_SECONDS
    if json_code != 0 and UNSUPPORTED.search(errors):
        return None  # skipped by conformance.py too
    try:
        document = json.loads(json_text)
        error = first_error(schema, json_text)
    except ValueError as error:
        return 'not JSON: %s' % error
    if error:
        return 'schema: %s' % error
    problem = check_moves(document)
    if problem:
        return problem
    expected = open(inp[:-4] + '.out', encoding='latin-1').read()
    if canonical(normaliser, text_from_json(document)) != canonical(normaliser, expected):
        return 'the JSON describes other solutions than the stored answer'
    return None


def main():
    if len(sys.argv) < 5:
        print(__doc__)
        return 2
    feerie, shared, schema_path = (os.path.abspath(arg) for arg in sys.argv[1:4])
    if not os.path.isdir(os.path.join(shared, 'conformance')):
        print('no conformance problems at %s: skipped' % shared)
        return 0
    normaliser = os.path.join(shared, 'tools', 'normalise.py')
    with open(schema_path, encoding='utf-8') as schema_file:
        schema = json.load(schema_file)
    excluded = excluded_problems(shared)
    problems = []
    for folder in sys.argv[4:]:
        directory = os.path.join(shared, 'conformance', folder)
        problems += sorted(os.path.join(directory, name) for name in os.listdir(directory)
                           if name.endswith('.inp') and name[:-4] not in excluded)
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = pool.map(lambda inp: (inp, check_problem(feerie, normaliser, schema, inp)), problems)
        for inp, problem in results:
            if problem:
                failed += 1
                print('FAIL %s: %s' % (os.path.basename(inp), problem))
    print('%d passed, %d failed' % (len(problems) - failed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
