"""The rules command: `python -m host_tools.rules VERB < input.json`.

Implements host_tools/PROTOCOL.md: one JSON document in on standard
input, one out on standard output. Bad input exits 2 with one line
on standard error; never a traceback.
"""
import json
import sys

import host_tools  # noqa: F401  (puts firmware/ on sys.path)
from host_tools import protocol
from rules import RulesError, games

USAGE = "usage: python -m host_tools.rules moves|play|score|referee < input.json"

# Which family of games (rules.games names each game's) each verb is built
# for: verb -> {family: "module:function"} ("*": every game). The function
# takes the parsed document and returns the JSON answer. Imported only
# when used, so one family's engine does not load another's.
VERBS = {
    "moves": {"mexican": "host_tools.protocol.mexican:moves", "line": "host_tools.protocol.line:moves",
              "cross": "host_tools.protocol.cross:moves", "sausage": "host_tools.protocol.sausage:moves"},
    "play": {"mexican": "host_tools.protocol.mexican:play", "line": "host_tools.protocol.line:play",
             "cross": "host_tools.protocol.cross:play", "sausage": "host_tools.protocol.sausage:play"},
    "score": {"*": "host_tools.protocol:score"},
    "referee": {"mexican": "host_tools.protocol.mexican:referee", "line": "host_tools.protocol.line:referee",
                "cross": "host_tools.protocol.cross:referee",
                "sausage": "host_tools.protocol.sausage:referee"},
}
# Each family's reader of a referee log (validated before the referee runs).
LOGS = {"mexican": "host_tools.protocol.mexican:parse_log", "line": "host_tools.protocol.line:parse_log",
        "cross": "host_tools.protocol.cross:parse_log", "sausage": "host_tools.protocol.sausage:parse_log"}


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


def _load(spec):
    module, func = spec.split(":")
    mod = __import__(module, None, None, [func])
    return getattr(mod, func)


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
        # Chaplygin's counting game: plates, not tiles, and a turn's view,
        # not a table (host_tools/protocol/counting.py).
        header = doc.get("position") if verb == "play" and isinstance(doc, dict) else doc
        if isinstance(header, dict) and header.get("game") == "counting":
            if verb not in ("moves", "play"):
                raise RulesError("%s is not a verb of the counting game: it has moves and play" % verb)
            from host_tools.protocol import counting
            return 0, json.dumps(getattr(counting, verb)(doc), separators=(",", ":")) + "\n", ""
        if verb == "play":
            if not isinstance(doc, dict) or "position" not in doc or "move" not in doc:
                raise RulesError("play takes {\"position\": P, \"move\": M}")
            header = doc["position"]
        else:
            header = doc
        game, _set, _opts = protocol.parse_header(header)
        family = games.family(game)
        # Validate the whole input even before the game's logic exists, so
        # every game gets clear messages for malformed documents.
        if verb == "score":
            parsed = protocol.parse_match(doc)
        elif verb == "referee":
            if family not in LOGS:
                raise RulesError("referee is not implemented yet for %s" % game)
            parsed = _load(LOGS[family])(doc)
        elif family == "sausage":
            parsed = (header, doc["move"]) if verb == "play" else (header,)
        else:
            pos = protocol.parse_position(header)
            parsed = pos
            if family != "mexican":
                # Line and cross moves (two tiles at once, too) are the engine's to read.
                parsed = (pos, header, doc["move"]) if verb == "play" else (pos, header)
            elif verb == "play":
                parsed = (pos, protocol.parse_move(doc["move"], pos))
        spec = VERBS[verb].get(family) or VERBS[verb].get("*")
        if spec is None:
            raise RulesError("%s is not implemented yet for %s" % (verb, game))
        answer = _load(spec)(parsed)
    except RulesError as e:
        return 2, "", str(e)
    return 0, json.dumps(answer, separators=(",", ":")) + "\n", ""


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv in (["--help"], ["-h"]):
        sys.stdout.write(USAGE + "\nThe documents: host_tools/PROTOCOL.md\n")
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
