"""The rules command for Chaplygin's counting game (rules.counting;
host_tools/PROTOCOL.md, "Counting"): a position is one player's view of
a turn, {"game": "counting", "step": "2.1", "hand": [1, 3, 0, 5, 2],
"plate": 4, "deck": 27, "drawn": false}; "plate" the number laid for them
to answer (absent or null: they lead one), "deck" the plates left to draw
(default 0), "drawn" whether they drew this turn. A move is {"lead": 4},
{"answer": [1, "+", 3]}, {"draw": true} or {"pass": true}. Step 1's
questions (rules.counting.compare) take {"game": "counting", "step": "1",
"plates": [5, 2]} and the moves {"more": 0, "by": 3} (0: the first plate,
1: the second, -1: the same) or {"order": "rising"} ("falling"); with
"what": "colours" (one plate {"red": r, "black": b}: {"red": r, "black":
b}), "same" (three or more plates: {"same": true|false}) or "sign" (two
plates: {"sign": "<"|"="|">"}).
`referee` tells the device's referee (rules.counting.referee) a round as
the children report it (parse_log reads the log: PROTOCOL.md, "Referee
log (counting)", its step in "options" as every log's). Each verb takes
the JSON document as parsed."""
from host_tools.protocol import parse_header, parse_int as _int, replay, show as _show
from rules import RulesError, games
from rules.counting import referee as rf
from rules.counting.answer import said
from rules.counting.round import ANSWER, DRAW, LEAD, PASS, Round
from rules.counting import compare
from rules.counting.steps import PLATES, STEPS, step as find

_KEYS = ("game", "step", "hand", "plate", "deck", "drawn")


def parse(doc):
    """-> (the step's row, a Round of one seat) from a position document."""
    if not isinstance(doc, dict):
        raise RulesError("the input must be a JSON object, not %s" % _show(doc))
    for k in doc:
        if k not in _KEYS:
            raise RulesError("unknown key %s in a counting position (it has %s)" % (_show(k), ", ".join(_KEYS)))
    key = doc.get("step")
    if not isinstance(key, str) or find(key) is None:
        raise RulesError("\"step\" names one of %s, not %s" % (", ".join(r[0] for r in STEPS), _show(key)))
    row = find(key)
    top, dealt = row[1], row[2]
    hand = doc.get("hand")
    if not isinstance(hand, list):
        raise RulesError("\"hand\" is a list of the plates' numbers, not %s" % _show(hand))
    if len(hand) > dealt + 1:
        raise RulesError("a hand at step %s holds at most %d plates (%d dealt, one drawn), not %d" % (
            key, dealt + 1, dealt, len(hand)))
    for v in hand:
        _int(v, "a plate")
    plate = doc.get("plate")
    if plate is not None:
        _int(plate, "\"plate\"")
    for v in hand + ([plate] if plate is not None else []):
        if not 0 <= v <= top:
            raise RulesError("%d is no plate of step %s: its plates have 0 to %d dots" % (v, key, top))
    for v in set(hand):
        n = hand.count(v) + (plate == v)
        if n > PLATES[v]:
            raise RulesError("the set has %d plate%s of %d, the position holds %d" % (
                PLATES[v], "s" if PLATES[v] > 1 else "", v, n))
    deck = _int(doc.get("deck", 0), "\"deck\"")
    if not 0 <= deck <= sum(PLATES[:top + 1]) - len(hand):
        raise RulesError("\"deck\" counts the plates left to draw: 0 to %d at step %s, not %d" % (
            sum(PLATES[:top + 1]) - len(hand), key, deck))
    drawn = doc.get("drawn", False)
    if not isinstance(drawn, bool):
        raise RulesError("\"drawn\" is true or false, not %s" % _show(drawn))
    # The deck's plates are not known: their count is what the rules read.
    r = Round(key, [list(hand)], [None] * deck, 0, plate)
    r.drawn = drawn
    return row, r


def move_json(m):
    if m[0] == LEAD:
        return {"lead": m[1]}
    if m[0] == ANSWER:
        return {"answer": m[1]}
    return {m[0]: True}


def simulate(args, write):
    """`simulate --game counting --step K` (host_tools.simulate): rounds
    of the counting game played by bots, round g dealt from its own
    generator seeded S+g, printed as host_tools/PROTOCOL.md ("Counting")
    says. --json: a line per round {"round", "seed", "step", "winner",
    "turns", "answers"} (answers: right answers laid per seat); --trace:
    {"round", "hands"} at its start, then {"move", "seat", "plate"} for
    each move ("drew": the plate a draw took); otherwise each bot's rounds
    won."""
    from rules.counting.simulate import make, play_round
    from rules.rng import Rng

    def nums(values):
        return "[" + ",".join(str(v) for v in values) + "]"
    key = args["step"] or "2.1"
    row = find(key)
    if row is None:
        raise RulesError("--step names one of %s, not %r" % (", ".join(r[0] for r in STEPS), key))
    n = args["players"]
    if not 2 <= n <= 4:
        raise RulesError("the counting game is for 2 to 4 players, not %d" % n)
    names = (args["bots"] or "greedy").split(",")
    seats = [names[i % len(names)] for i in range(n)]
    bots = [make(b) for b in seats]   # an unknown bot is refused, naming the bots
    wins = [0] * n
    for g in range(args["games"]):
        turns = [0]
        right = [0] * n

        def seen(r, m):
            if args["trace"] and not turns[0]:
                write('{"round":%d,"hands":[%s]}\n' % (g, ",".join(nums(h) for h in r.hands)))
            turns[0] += 1
            if m[0] == ANSWER:
                right[r.seat] += 1
            if args["trace"]:
                drew = r.pile[-1] if m[0] == DRAW else None
                mv = ('{"answer":[%s]}' % ",".join(str(x) if isinstance(x, int) else '"%s"' % x for x in m[1])
                      if m[0] == ANSWER else '{"lead":%d}' % m[1] if len(m) > 1 else '{"%s":true}' % m[0])
                write('{"move":%s,"seat":%d,"plate":%s%s}\n' % (
                    mv, r.seat, "null" if r.plate is None else r.plate, "" if drew is None else ',"drew":%d' % drew))
        r = play_round(Rng(args["seed"] + g), key, n, bots, 0, seen)
        turns = turns[0]
        wins[r.winner] += 1
        if args["json"]:
            write('{"round":%d,"seed":%d,"step":"%s","winner":%d,"turns":%d,"answers":%s}\n' % (
                g, args["seed"] + g, key, r.winner, turns, nums(right)))
    if not args["json"] and not args["trace"]:
        for i in range(n):
            write("seat %d (%s): %d rounds won\n" % (i + 1, seats[i], wins[i]))


# Step 1's questions besides "which has more" and the order (rules.
# counting.compare): their names in a position's and a log's "what".
_WHAT = {"colours": compare.COLOURS, "same": compare.SAME, "sign": compare.SIGN}


def _plates_1(plates, what, where):
    """The plates a step 1 question asks about, checked: numbers of 0 to 5
    dots, or for "colours" one plate {"red": r, "black": b} -> [r, b]."""
    if what == "colours":
        if (not isinstance(plates, list) or len(plates) != 1 or not isinstance(plates[0], dict)
                or set(plates[0]) != {"red", "black"}):
            raise RulesError("%s: the colours are asked of one plate, [{\"red\": r, \"black\": b}], not %s"
                             % (where, _show(plates)))
        r = _int(plates[0]["red"], "\"red\"")
        b = _int(plates[0]["black"], "\"black\"")
        compare.coloured(r, b)
        return [r, b]
    if not isinstance(plates, list) or not plates:
        raise RulesError("%s: step 1 asks about plates: a list of their numbers, not %s" % (where, _show(plates)))
    for v in plates:
        compare.plate(_int(v, "a plate"))
    if what == "same":
        compare.plates(plates)
    elif what == "sign" and len(plates) != 2:
        raise RulesError("%s: the sign goes between two plates, not %d" % (where, len(plates)))
    return list(plates)


def _step_1(doc):
    """Step 1's position: -> (what it asks: None, "colours", "same" or
    "sign"; its plates, as _plates_1 gives them)."""
    for k in doc:
        if k not in ("game", "step", "plates", "what"):
            raise RulesError("unknown key %s in a step 1 position (it has game, step, plates, what)" % _show(k))
    what = doc.get("what")
    if what is not None and what not in _WHAT:
        raise RulesError("\"what\" is \"colours\", \"same\" or \"sign\" (absent: which has more, or the order), "
                         "not %s" % _show(what))
    return what, _plates_1(doc.get("plates"), what, "the position")


def _right_1(what, plates):
    """The right answer to a step 1 question, as a move."""
    if what == "colours":
        return {"red": plates[0], "black": plates[1]}
    if what == "same":
        return {"same": min(plates) == max(plates)}
    if what == "sign":
        a, b = plates
        return {"sign": "=" if a == b else "<" if a < b else ">"}
    if len(plates) != 2:
        return {"order": "rising" if plates == sorted(plates) else "falling"}
    a, b = plates
    return {"more": -1 if a == b else 0 if a > b else 1, "by": abs(a - b)}


def moves(doc):
    if isinstance(doc, dict) and doc.get("step") == "1":
        what, plates = _step_1(doc)
        return {"moves": [_right_1(what, plates)]}
    _row, r = parse(doc)
    return {"moves": [move_json(m) for m in r.moves()]}


def parse_move(value):
    if not isinstance(value, dict) or len(value) != 1:
        raise RulesError("a move is {\"lead\": n}, {\"answer\": [...]}, {\"draw\": true} or {\"pass\": true}, not %s"
                         % _show(value))
    (k, v), = value.items()
    if k == LEAD:
        return (LEAD, _int(v, "a plate led"))
    if k == ANSWER:
        if not isinstance(v, list) or len(v) % 2 == 0 or any(
                (isinstance(x, bool) or not isinstance(x, int)) if i % 2 == 0 else x not in ("+", "-")
                for i, x in enumerate(v)):
            raise RulesError("an answer is plates and signs in turn, like [1, \"+\", 3], not %s" % _show(v))
        return (ANSWER, v)
    if k in (DRAW, PASS) and v is True:
        return (k,)
    raise RulesError("a move is {\"lead\": n}, {\"answer\": [...]}, {\"draw\": true} or {\"pass\": true}, not %s"
                     % _show(value))


def play(doc):
    """{"position": P, "move": M} -> the position after the move, and for
    an answer the sum said back ("4 = 1 + 3")."""
    if not isinstance(doc, dict) or set(doc) != {"position", "move"}:
        raise RulesError("play takes {\"position\": P, \"move\": M}")
    if isinstance(doc["position"], dict) and doc["position"].get("step") == "1":
        what, plates = _step_1(doc["position"])
        return _play_1(plates, doc["move"], what)
    _row, r = parse(doc["position"])
    move = parse_move(doc["move"])
    plate = r.plate
    if move[0] == DRAW:
        raise RulesError("the deck's plates are not known here: a drawn plate joins the hand in the next position")
    r.play(move)
    out = {"position": {"game": "counting", "step": r.key, "hand": r.hands[0], "plate": None,
                        "deck": len(r.pile), "drawn": False}}
    if move[0] == ANSWER:
        out["said"] = "%d = %s" % (plate, said(move[1]))
    if move[0] == LEAD:
        out["led"] = move[1]
    out["out"] = not r.hands[0]
    return out


def _reply_1(what, move, where):
    """A reply to a step 1 question other than which has more -> the
    referee's ANSWER arguments (arg, tile)."""
    keys = {"colours": {"red", "black"}, "same": {"same"}, "sign": {"sign"}}[what]
    if not isinstance(move, dict) or set(move) != keys:
        raise RulesError("%s: the reply to %s is %s, not %s" % (
            where, what, {"colours": "{\"red\": r, \"black\": b}", "same": "{\"same\": true|false}",
                          "sign": "{\"sign\": \"<\"|\"=\"|\">\"}"}[what], _show(move)))
    if what == "colours":
        return _int(move["red"], "\"red\""), _int(move["black"], "\"black\"")
    if what == "same":
        if not isinstance(move["same"], bool):
            raise RulesError("%s: \"same\" is true or false, not %s" % (where, _show(move["same"])))
        return int(move["same"]), -1
    if move["sign"] not in ("<", "=", ">"):
        raise RulesError("%s: a sign is \"<\", \"=\" or \">\", not %s" % (where, _show(move["sign"])))
    return compare.SIGNS.index(move["sign"]), -1


def _said_1(what, plates):
    """The right answer said back."""
    if what == "colours":
        return "%d red + %d black = %d" % (plates[0], plates[1], plates[0] + plates[1])
    row = sorted(plates)
    out = str(row[0])
    for i in range(1, len(row)):
        out += (" = " if row[i] == row[i - 1] else " < ") + str(row[i])
    if what == "sign":
        a, b = plates
        return "%d %s %d" % (a, "=" if a == b else "<" if a < b else ">", b)
    return out


def _play_1(plates, move, what=None):
    """Step 1: {"more": which, "by": n} of two plates, or {"order":
    "rising"|"falling"} of a row of them; the colours, the same or not,
    the sign, as `what` asks."""
    if what is not None:
        arg, tile = _reply_1(what, move, "the move")
        if what == "colours":
            compare.colours(plates[0], plates[1], arg, tile)
        elif what == "same":
            compare.same(plates, bool(arg))
        else:
            compare.sign(plates[0], plates[1], arg)
        return {"said": _said_1(what, plates)}
    if isinstance(move, dict) and set(move) == {"more", "by"}:
        if len(plates) != 2:
            raise RulesError("\"more\" compares two plates, not %d" % len(plates))
        which = _int(move["more"], "\"more\"")
        if which not in (-1, 0, 1):
            raise RulesError("\"more\" is 0 (the first plate), 1 (the second) or -1 (the same), not %d" % which)
        a, b = plates
        compare.more(a, b, which, _int(move["by"], "\"by\""))
        if a == b:
            return {"said": "%d = %d" % (a, b)}
        return {"said": "%d is %d more than %d" % (max(a, b), abs(a - b), min(a, b))}
    if isinstance(move, dict) and set(move) == {"order"} and move["order"] in ("rising", "falling"):
        compare.in_order(plates, move["order"] == "rising")
        sign = " < " if move["order"] == "rising" else " > "
        return {"said": sign.join(str(v) for v in plates)}
    raise RulesError("a step 1 move is {\"more\": 0|1|-1, \"by\": n} or {\"order\": \"rising\"|\"falling\"}, "
                     "not %s" % _show(move))


# The referee log (host_tools/PROTOCOL.md, "Referee log (counting)"): the
# device's referee (rules.counting.referee) told a round as the players
# report it.
_LOG_FIELDS = ("game", "set", "options", "players", "first", "hands", "deck", "actions")
_REPORTS = {"lead": rf.LEAD, "answer": rf.ANSWER, "wrong": rf.WRONG, "draw": rf.DRAW, "pass": rf.PASS,
            "ask": rf.ASK}
_REPLIES = ({"red", "black"}, {"same"}, {"sign"})   # step 1's replies besides which has more
_ACTION = ("an action is {\"lead\": n}, {\"answer\": [...]}, {\"wrong\": true}, {\"draw\": true} or "
           "{\"pass\": true}")
_LAID = ("lead", "answer", "wrong", "draw", "pass")   # the actions of steps 2 on
_ASKED = ("ask", "wrong")                             # ... and of step 1, with {"more", "by"}
_ACTION_1 = ("a step 1 action is {\"ask\": [...]} (with \"what\"), a reply ({\"more\": 0|1|-1, \"by\": n}, "
             "{\"red\": r, \"black\": b}, {\"same\": true|false}, {\"sign\": s}) or {\"wrong\": true}")


def parse_action(a, key, what, asked=None):
    """An action of a step `key` log -> (kind, arg, tile, a): Referee.
    report's arguments, and the action as the log wrote it. asked: at
    step 1, what the last question asked ("more" or a _WHAT name)."""
    if isinstance(a, dict) and key == "1" and "ask" in a and set(a) == {"ask", "what"}:
        if a["what"] not in _WHAT:
            raise RulesError("%s: \"what\" is \"colours\", \"same\" or \"sign\", not %s" % (what, _show(a["what"])))
        return rf.QUIZ, _WHAT[a["what"]], _plates_1(a["ask"], a["what"], what), a
    if isinstance(a, dict) and key == "1" and set(a) in _REPLIES:
        if asked not in _WHAT:
            raise RulesError("%s: %s replies to no question asked" % (what, _show(a)))
        arg, tile = _reply_1(asked, a, what)
        return rf.ANSWER, arg, tile, a
    if isinstance(a, dict) and set(a) == {"more", "by"} and key == "1":
        side = _int(a["more"], "%s's \"more\"" % what)
        if side not in (-1, 0, 1):
            raise RulesError("%s: \"more\" is 0 (the first plate), 1 (the second) or -1 (the same), not %d"
                             % (what, side))
        return rf.ANSWER, side, _int(a["by"], "%s's \"by\"" % what), a
    k = next(iter(a)) if isinstance(a, dict) and len(a) == 1 else None
    if k not in (_ASKED if key == "1" else _LAID):
        raise RulesError("%s: %s, not %s" % (what, _ACTION_1 if key == "1" else _ACTION, _show(a)))
    kind = _REPORTS[k]
    v = a[k]
    if kind == rf.LEAD:
        return kind, _int(v, "%s's plate" % what), -1, a
    if kind == rf.ANSWER:
        try:
            return kind, parse_move(a)[1], -1, a
        except RulesError as e:
            raise RulesError("%s: %s" % (what, e))
    if kind == rf.ASK:
        if not isinstance(v, list) or len(v) != 2:
            raise RulesError("%s: a question is {\"ask\": [a, b]}, its two plates, not %s" % (what, _show(a)))
        return kind, _int(v[0], "%s's plate" % what), _int(v[1], "%s's plate" % what), a
    if v is not True:
        raise RulesError("%s: {\"%s\": true}, not %s" % (what, k, _show(a)))
    return kind, 0, -1, a


def parse_log(doc):
    """A referee log -> (step, players, first, actions), each checked; the
    hands and deck, where given, are the step's deal."""
    if not isinstance(doc, dict) or doc.get("game") != "counting":
        raise RulesError("a counting referee log is an object with \"game\": \"counting\", not %s" % _show(doc))
    game, _set, opts = parse_header(doc)
    extra = sorted(set(doc) - set(_LOG_FIELDS))
    if extra:
        raise RulesError("unknown field %r in a referee log; fields are %s" % (extra[0], ", ".join(_LOG_FIELDS)))
    key = opts["step"]
    players = _int(doc.get("players"), "players")
    games.check_players(game, players)
    first = _int(doc.get("first", 0), "first")
    if not 0 <= first < players:
        raise RulesError("first must be a seat 0..%d, not %d" % (players - 1, first))
    row = find(key)
    dealt = row[2] if row else 0
    deck = sum(PLATES[:row[1] + 1]) - dealt * players if row else 0
    hands = doc.get("hands", [dealt] * players)
    given = doc.get("deck", deck)
    if (not isinstance(hands, list) or [type(h) for h in hands] != [int] * players or hands != [dealt] * players
            or type(given) is not int or given != deck):
        raise RulesError("step %s deals %d plates to each of %d players and leaves %d in the deck: \"hands\" %s "
                         "and \"deck\" %d, not %s and %s" % (key, dealt, players, deck, _show([dealt] * players), deck,
                                                             _show(hands), _show(given)))
    actions = doc.get("actions", [])
    if not isinstance(actions, list):
        raise RulesError("actions must be a list, not %s" % _show(actions))
    out = []
    asked = None   # step 1: what the last question asked
    for i, a in enumerate(actions):
        out.append(parse_action(a, key, "actions[%d]" % i, asked))
        if out[-1][0] == rf.ASK:
            asked = "more"
        elif out[-1][0] == rf.QUIZ:
            asked = a["what"]
    return key, players, first, out


def state_json(r):
    """The referee's state as the log's answer prints it."""
    right = [[r.right[s], r.answers[s]] for s in range(r.n)]
    if r.key == "1":
        over = {"reason": "asked", "winner": r.winner if r.winner >= 0 else None} if r.over else None
        q = list(r.question) if r.question else None
        out = {"to_move": r.seat, "question": q, "tried": r.tried, "right": right, "round_over": over}
        if q is not None and r.what != compare.MORE:
            # The question as the log asked it, and what it asks.
            name = [k for k in _WHAT if _WHAT[k] == r.what][0]
            out["what"] = name
            if name == "colours":
                out["question"] = [{"red": q[0], "black": q[1]}]
        return out
    return {"to_move": r.seat, "hands": list(r.held), "deck": r.deck, "plate": r.plate if r.plate >= 0 else None,
            "drawn": r.drawn, "tried": r.tried, "right": right,
            "round_over": {"reason": "out", "winner": r.winner} if r.over else None}


def referee(doc):
    """A referee log -> {"states": [...]}: the state before the first
    action and after each; a refused action ends it in one line naming
    its index and the rule."""
    key, players, first, actions = parse_log(doc)
    r = rf.Referee(key, players, first)

    def apply(r, actions, i):
        kind, arg, tile, _a = actions[i]
        r.report(kind, arg, tile)

    return replay(r, actions, apply, state_json, lambda a: a[3])
