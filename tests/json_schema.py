"""Validation of Feerie's JSON documents against docs/json-output.schema.json,
shared by json_compat.py and json_output.py.

A solution tree repeats the same objects (a move, a piece, an empty tree node)
thousands of times, and python3-jsonschema validates each copy anew: a few
megabytes of output took half a minute. Here equal objects of one document are
parsed into one object, and the result of each keyword that descends into an
object is kept per (keyword, schema object, instance object). That result
depends on nothing else: the schema has no dynamic references, and an
annotation read by unevaluatedProperties comes from keywords of the same schema
object applied to the same instance. So the errors found are those of a
validation without the cache, only computed once per distinct object. When
there are errors, the document is validated again without the cache, for
messages whose paths are those of the first place found.
"""

import json

import jsonschema  # python3-jsonschema (scripts/debian-packages.txt)

DESCENDING = ('$ref', 'unevaluatedProperties', 'allOf', 'anyOf', 'oneOf')


def _interned(text):
    """The document parsed so that equal objects are one object; the table
    keeps them alive (the cache keys by identity)."""
    table = {}

    def intern(pairs):
        return table.setdefault(json.dumps(pairs), dict(pairs))

    return json.loads(text, object_pairs_hook=intern), table


def _cached_validator(schema):
    base = jsonschema.Draft202012Validator
    cache = {}

    def cached(keyword):
        original = base.VALIDATORS[keyword]

        def run(validator, value, instance, subschema):
            if not isinstance(instance, dict):
                yield from original(validator, value, instance, subschema)
                return
            key = (keyword, id(subschema), id(instance))
            if key not in cache:
                cache[key] = list(original(validator, value, instance, subschema))
            yield from cache[key]

        return run

    return jsonschema.validators.extend(base, {keyword: cached(keyword) for keyword in DESCENDING})(schema)


def first_error(schema, text):
    """The first schema error of the JSON document `text` as a line of text,
    or '' when it is valid. Raises ValueError when `text` is not JSON."""
    document, _table = _interned(text)
    if next(_cached_validator(schema).iter_errors(document), None) is None:
        return ''
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(json.loads(text)),
                    key=lambda error: list(error.absolute_path))
    if not errors:
        return 'an error found with the cache and not without it (tests/json_schema.py)'
    return '%s at %s' % (errors[0].message[:200], '/'.join(map(str, errors[0].absolute_path)))


def check_catches_a_deep_error(schema, text):
    """'' when first_error finds a fault put into one copy of the deepest
    repeated move of a valid document `text`, else what went wrong: the
    cache must not hide an error in one of several equal objects."""
    document = json.loads(text)
    moves = []

    def walk(node, depth):
        if isinstance(node, dict):
            if 'side' in node and 'piece' in node:
                moves.append((depth, node))
            for value in node.values():
                walk(value, depth + 1)
        elif isinstance(node, list):
            for value in node:
                walk(value, depth + 1)

    walk(document, 0)
    if not moves:
        return 'no move in the document'
    max(moves, key=lambda entry: entry[0])[1]['side'] = 'neutral'
    if first_error(schema, json.dumps(document)):
        return ''
    return 'a move of side "neutral" was not reported'
