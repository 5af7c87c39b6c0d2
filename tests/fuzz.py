# A fuzzer for the rules command (host_tools.rules.run, in process): valid
# documents (tests/fuzz_seeds.py) mutated one field or a few at a time
# (wrong types, huge and negative numbers, deep nesting, unicode, missing
# and extra keys, lists grown and shrunk), broken JSON text, and random
# values. Every answer must be exit 0 with one JSON document, or exit 2
# with one line on standard error; an exception out of run() is a
# traceback. Run by tests/test_rules_fuzz.py (a few hundred a verb) and
# tests/bench/bench_fuzz.py (thousands, `make bench`).
import json
import random
import traceback

from host_tools import rules

DEEP = 1200  # deeper than CPython's recursion limit

# Values that are wrong somewhere: every JSON type, the edges of numbers,
# text no game or seat is called.
WEIRD = (None, True, False, 0, 1, -1, 2, 6, 12, 255, 256, 65535, 65536, 2 ** 31, 2 ** 63, -2 ** 63, 10 ** 30,
         -10 ** 30, 0.5, 25.0, -0.0, 1e308, float("inf"), float("-inf"), float("nan"), "", "0", "x", "mexican",
         "mexican-train", "kozel 6", "é", "☃" * 40, "\u0000", "\U0001d11e", "\ud800x", [], {}, [[]], [0, 0],
         [99, 99], [-1, 2], [1, 2, 3], [[1, 2]], {"": 1}, {"play": [1, 2], "on": 0}, {"draw": True},
         {"pass": True}, list(range(300)))


class Outcome:
    def __init__(self, verb):
        self.verb = verb
        self.docs = 0
        self.answered = 0    # exit 0, one JSON document
        self.refused = 0     # exit 2, one line
        self.tracebacks = []  # (input text, traceback text)
        self.wrong = []      # (input text, what was wrong with the answer)

    def line(self):
        return "%s: %d documents, %d answered, %d refused in one line, %d tracebacks, %d bad answers" % (
            self.verb, self.docs, self.answered, self.refused, len(self.tracebacks), len(self.wrong))


# Deep nesting is put into the text after json.dumps (which would hit the
# recursion limit itself): a marker string stands in for it until then.
_DEEP_MARK = "<deep nesting>"
_DEEP_TEXT = ("[" * DEEP + "]" * DEEP, "{\"k\": " * DEEP + "0" + "}" * DEEP)


def _deep(rng):
    return _DEEP_MARK


def _weird(rng):
    k = rng.random()
    if k < 0.05:
        return _deep(rng)
    if k < 0.15:
        return rng.randint(-2 ** 70, 2 ** 70)
    if k < 0.2:
        return "".join(chr(rng.randint(1, 0x2FFF)) for _ in range(rng.randint(0, 20)))
    return json.loads(json.dumps(rng.choice(WEIRD)))  # a fresh copy


def _paths(doc):
    """Every place in doc, as a list of keys/indexes from the top."""
    out = []
    todo = [((), doc)]
    while todo:
        path, v = todo.pop()
        out.append(path)
        if isinstance(v, dict):
            todo.extend((path + (k,), v[k]) for k in v)
        elif isinstance(v, list):
            todo.extend((path + (i,), x) for i, x in enumerate(v))
    return out


def _mutate(doc, rng):
    """One change at a random place of doc (changed in place; the top
    itself may be replaced: the new top is returned)."""
    path = rng.choice(_paths(doc))
    if not path:
        return _weird(rng) if rng.random() < 0.2 else doc
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    key = path[-1]
    value = parent[key]
    k = rng.random()
    if k < 0.45:
        parent[key] = _weird(rng)
    elif k < 0.6:
        del parent[key]                      # a missing key or element
    elif k < 0.7 and isinstance(value, int) and not isinstance(value, bool):
        parent[key] = value + rng.choice((-1, 1, -100, 100, 2 ** 32))
    elif k < 0.8 and isinstance(value, list) and value:
        if rng.random() < 0.5:
            value.append(json.loads(json.dumps(rng.choice(value))))  # a duplicate
        else:
            value.insert(rng.randint(0, len(value)), _weird(rng))
    elif k < 0.9 and isinstance(value, dict):
        value[rng.choice(("extra", "x", "game", "players", "rounds", "teams", "on", "é"))] = _weird(rng)
    elif isinstance(parent, list) and len(parent) > 1:
        j = rng.randrange(len(parent))
        parent[key], parent[j] = parent[j], parent[key]
    else:
        parent[key] = _weird(rng)
    return doc


def _text(seed, rng):
    """One input text made from a seed document."""
    k = rng.random()
    if k < 0.8:
        doc = json.loads(json.dumps(seed))
        for _ in range(1 + (rng.random() < 0.3) + (rng.random() < 0.1)):
            doc = _mutate(doc, rng)
        return json.dumps(doc).replace(json.dumps(_DEEP_MARK), rng.choice(_DEEP_TEXT))
    text = json.dumps(seed)
    if k < 0.88:
        return text[:rng.randrange(len(text))]   # cut short
    if k < 0.95:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(("}", "]", ",", "\"", "1e999", "NaN", "-", "\\u", "é", "\x00")) + text[i + 1:]
    return rng.choice(("", "null", "[]", "{}", "1", "\"mexican-train\"", "{\"game\": \"kozel\"}", "\ufeff{}"))


def _check(out, verb, text):
    try:
        status, answer, err = rules.run(verb, text)
    except BaseException:  # noqa: BLE001 - any exception is a traceback
        out.tracebacks.append((text, traceback.format_exc()))
        return
    if status == 0:
        try:
            json.loads(answer)
            ok = answer.endswith("\n") and answer.count("\n") == 1 and not err
        except ValueError:
            ok = False
        if ok:
            out.answered += 1
            return
        out.wrong.append((text, "exit 0 with %r / %r" % (answer[:80], err[:80])))
    elif status == 2:
        if not answer and err and "\n" not in err and "Traceback" not in err:
            out.refused += 1
            return
        out.wrong.append((text, "exit 2 with %r / %r" % (answer[:80], err[:80])))
    else:
        out.wrong.append((text, "exit %r" % status))


def fuzz(verb, docs, count, seed=1):
    """-> Outcome of `count` generated inputs for `verb` from its seed documents."""
    rng = random.Random("%s-%d" % (verb, seed))
    out = Outcome(verb)
    for i in range(count):
        text = _text(docs[i % len(docs)], rng)
        out.docs += 1
        _check(out, verb, text)
    return out
