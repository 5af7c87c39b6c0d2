"""The rules command: `python -m host_tools.rules VERB < input.json`.

Implements host_tools/PROTOCOL.md: one JSON document in on standard
input, one out on standard output. Bad input exits 2 with one line
on standard error; never a traceback.
"""
import json
import sys
import textwrap

import host_tools  # noqa: F401  (puts firmware/ on sys.path)
from host_tools import protocol
from rules import RulesError, families, games

USAGE = "usage: python -m host_tools.rules moves|play|score|referee < input.json"

# The verbs: every family answers each in its own module,
# host_tools/protocol/<family>.py (moves, play, referee: given the JSON
# document), but score, which is every game's (host_tools.protocol.score).
VERBS = ("moves", "play", "score", "referee")

EXAMPLE = '{"game": "block", "hands": [[[6, 6], [6, 4]], [[4, 1], [2, 3]]], "to_move": 0}'


def help_text():
    return "\n".join((
        USAGE, "",
        "The rules core answers one JSON document on standard input with one on standard",
        "output. Bad input exits 2 with one line on standard error naming the problem.", "",
        "  moves    a position -> {\"moves\": [...]}: every legal move, once",
        "  play     {\"position\": P, \"move\": M} -> the position after it, or {\"round_over\": ...}",
        "  score    a match's rounds (the tiles left in each hand) -> the ledger the device shows",
        "  referee  a referee log (what the players reported) -> the referee's state after each report", "",
        "Example, the moves of a Block position:",
        "  echo '%s' \\" % EXAMPLE,
        "    | python -m host_tools.rules moves", "",
        textwrap.fill("Games: %s." % ", ".join(games.names()), 88, break_on_hyphens=False),
        "The documents, every game's: host_tools/PROTOCOL.md", ""))


# No document of the protocol nests more than 7 deep (a match ledger: its
# rounds, a round, its hands, a hand, a tile, a number); deeper input is
# refused before any code walks it recursively.
MAX_DEPTH = 32
TOO_DEEP = "input is nested more than %d levels deep; no document of the protocol is" % MAX_DEPTH


def _depth(doc):
    """How deeply lists and objects nest in doc (a number is depth 0),
    without recursion."""
    deepest = 0
    todo = [(doc, 0)]
    while todo:
        value, d = todo.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            d += 1
            if d > deepest:
                deepest = d
                if d > MAX_DEPTH:
                    break
            todo.extend((v, d) for v in value)
    return deepest


def run(verb, text):
    """-> (exit status, stdout text, stderr line)."""
    if verb not in VERBS:
        return 2, "", "unknown verb %r; %s" % (verb, USAGE)
    try:
        doc = json.loads(text)
    except ValueError as e:
        return 2, "", "input is not valid JSON: %s" % e
    except RecursionError:
        return 2, "", TOO_DEEP
    if _depth(doc) > MAX_DEPTH:
        return 2, "", TOO_DEEP
    try:
        answer = _answer(verb, doc)
    except RulesError as e:
        return 2, "", str(e)
    return 0, json.dumps(answer, separators=(",", ":")) + "\n", ""


def _answer(verb, doc):
    """The answer to a verb: the game the document names (play's, its
    position's), that game's family (rules.families), and its module."""
    game = protocol.parse_game(protocol.parse_step(doc)[0] if verb == "play" else doc)
    family = games.family(game)
    module = __import__("host_tools.protocol.%s" % family, None, None, ("moves",))
    if verb == "score":
        if families.results(game) != "answers":
            return protocol.score(doc)
        # A family whose results are answers, not tiles left in hand, has no
        # ledger of tiles to score: the device scores its sittings.
        has = [v for v in VERBS if hasattr(module, v)]
        raise RulesError("%s is not a verb of the %s game: it has %s and %s" % (
            verb, game, ", ".join(has[:-1]), has[-1]))
    answer = getattr(module, verb, None)
    if answer is None:
        raise RulesError("%s is not implemented yet for %s" % (verb, game))
    return answer(doc)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["--help"], ["-h"]):
        sys.stdout.write(help_text())
        return 0
    if len(argv) != 1:
        sys.stderr.write(USAGE + "\n")
        return 2
    status, out, err = run(argv[0], sys.stdin.read())
    if out:
        sys.stdout.write(out)
    if err:
        sys.stderr.write("rules: " + err + "\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
