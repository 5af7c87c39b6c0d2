"""`moves` and `play` of the rules command for the cross and fives games
(muggins, telephone, checheve, donkey, bergen;
host_tools/PROTOCOL.md, "Line and cross games position"): the
protocol's position, parsed by host_tools.protocol.layout, becomes the engine's
Position (rules.cross.position), the engine answers, and the Position becomes JSON
again. Every rule lives in the engine; this file only translates.

The family contract of host_tools/protocol/: moves(doc), play(doc),
referee(doc) and parse_log(doc), each given the JSON document as read;
for simulate --trace and --json, position_json, move_json, play_json,
round_json and ORDER.

Beyond the protocol's fields a position may carry (and `play` prints):
"points" (Muggins, Telephone, Bergen), the points each seat scored during
play this round (absent: none), which the round's score at its end adds; "last", the seat that made
the last play (absent: unknown); "layout.laid_on", the end each tile went
on (absent: the first history of plays that gives the layout's ends and
closed ends); "lead", while the layout is empty, the tile the round must
open with, or null for any (absent: by the game's rule in round 0).

Muggins under option doubles_either_way (rules/README.md §8): a later double
may lie along its end, {"play": [4, 4], "end": 1, "along": true} (absent:
across), and then counts one half; the position's "layout.along" lists the
ends whose tip is a double laid along (absent: none).

Several doubles in one move are {"play": [[2, 2], [3, 3]], "end": [0, 1]},
laid in the order of their ends; "close" is true (every double of the
move face down), false, or a list of one true/false per tile.


`referee` of the rules command for the cross and fives games
(host_tools/PROTOCOL.md, "Referee log (line and cross games)"):
the players' reports, each tile with its end, become reports to the
device's referee in layout mode (rules.cross.referee), one at a time, and
its state before the first and after each becomes JSON. Every rule is the
referee's (its layout is the engine's, rules.cross.position); this file only
translates. Moves are written as `play` writes them (host_tools.protocol.cross:
several doubles as lists, "close" true, false or one per tile)."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.protocol import as_listed, is_only, parse_int, parse_list, parse_step, parse_tile, replay, show, tile_json
from host_tools.protocol import layout as lj
from rules import RulesError
from rules.cross import position as cx
from rules.cross import referee as rf
from rules.cross import variants as cr
from rules.tiles import HI, LO, name

_WALK_LIMIT = 200000


def _walk(r, tiles, firsts, ends, closed, sides):
    """Lay tiles (oriented: firsts) on r by a history that ends with the
    layout's ends and closed ends: depth first, the ends tried in order
    (sides: the end each went on, or None)."""
    want_shut = 0
    for c in closed:
        want_shut |= 1 << c
    budget = [_WALK_LIMIT]
    close_game = r.kind & cx.CLOSE
    failed = set()   # states (the tiles laid, the ends, ...) known to lead nowhere
    house = r.kind & cx.HOUSE

    def state():
        return (bytes(r.ends), bytes(r.tip), r.arms, r.shut, r.four, r.doubled, len(r.laid))

    def restore(st):
        r.ends[0:4] = st[0]
        r.tip[0:4] = st[1]
        r.arms, r.shut, r.four, r.doubled = st[2], st[3], st[4], st[5]
        k = st[6]
        del r.laid[k:]
        del r.first[k:]
        del r.side[k:]

    def go(i):
        budget[0] -= 1
        if budget[0] < 0:
            raise RulesError("layout.tiles fit layout.ends in too many ways to follow; give layout.laid_on")
        if i == len(tiles):
            return r.arms == len(ends) and list(r.ends[:r.arms]) == list(ends) and r.shut == want_shut
        # What the rest of the walk depends on (the house waits on the tips).
        key = (i, bytes(r.ends[:r.arms]), r.shut, r.four, r.doubled, bytes(r.tip) if house else b"")
        if key in failed:
            return False
        t = tiles[i]
        x = firsts[i]
        for e in range(r.arms):
            if r.shut >> e & 1 or r.ends[e] != x or (sides is not None and sides[i] != e):
                continue
            for c in ((0, 1) if close_game and LO[t] == HI[t] else (0,)):
                if c and not want_shut >> e & 1:
                    continue
                st = state()
                cx.lay(r, t, e, c)
                if go(i + 1):
                    return True
                restore(st)
        failed.add(key)
        return False

    t0 = tiles[0]
    cx.lay(r, t0, 0 if firsts[0] == HI[t0] else 1, 0)
    if not go(1):
        raise RulesError("layout.tiles do not chain to layout.ends %s%s%s" % (
            show(list(ends)), " with closed %s" % show(list(closed)) if closed else "",
            "" if sides is None else " on the ends layout.laid_on names"))


def to_position(pos, doc):
    """Parsed protocol position (host_tools.protocol.layout.parse_position) and its
    document -> engine Position."""
    game = pos.game
    n = pos.players
    k = parse_int(doc.get("round", 0), "round")
    if k < 0:
        raise RulesError("round must be 0 or more, not %d" % k)
    r = cx.Position(game, pos.set, n, pos.options, k)
    lj.place_tiles(cx, r, pos)
    layout = doc.get("layout") or {}
    if pos.closed and not r.kind & cx.CLOSE:
        raise RulesError("%s has no closed ends: doubles are never laid face down" % game)
    if len(set(pos.closed)) != len(pos.closed):
        raise RulesError("layout.closed names an end twice")
    if pos.laid:
        if len(pos.ends) not in (2, 4):
            raise RulesError("a layout has two open ends, or four once its four-way double is down, not %d"
                             % len(pos.ends))
        sides = layout.get("laid_on")
        if sides is not None:
            if (not isinstance(sides, list) or len(sides) != len(pos.laid)
                    or any(parse_int(x, "layout.laid_on") not in (0, 1, 2, 3) for x in sides)):
                raise RulesError("layout.laid_on lists the end (0 to 3) each tile was laid on")
        _walk(r, pos.laid, pos.laid_first, pos.ends, pos.closed, sides)
        _read_along(r, layout.get("along", []))
        lj.read_last(r, doc)
    elif pos.ends or pos.closed:
        raise RulesError("layout has open ends but no tiles")
    pts = doc.get("points", [0] * n)
    if not isinstance(pts, list) or len(pts) != n:
        raise RulesError("points lists the points each of the %d seats scored this round" % n)
    r.points = [parse_int(v, "points") for v in pts]
    if any(v < 0 for v in r.points):
        raise RulesError("points are never below 0")
    lj.read_turn(r, pos)
    for key in doc.get("turn") or {}:
        if key != "drawn":
            raise RulesError("unknown turn field %r; the field is drawn" % key)
    lj.check_not_out(r)
    if not pos.laid:
        _lead(r, doc, k)
    elif "lead" in doc:
        raise RulesError("lead describes a round not opened yet; the layout has tiles")
    if pos.laid and (cx.all_shut(r) or not r.drawn and not _drawable(r) and r.stuck()):
        raise RulesError("nobody can play and nobody can draw: the round is over (blocked)")
    return r


def _read_along(r, along):
    """layout.along: the ends whose tip is a later double laid along
    (Muggins, option doubles_either_way) [rules/README.md §8]."""
    for i, e in enumerate(parse_list(along, "layout.along")):
        e = parse_int(e, "layout.along[%d]" % i)
        if not r.kind & cx.ALONG:
            raise RulesError("layout.along needs option doubles_either_way: %s lays every double across"
                             % r.game)
        if not 0 <= e < r.arms:
            raise RulesError("layout.along[%d] = %d is not an index of layout.ends" % (i, e))
        t = r.tip[e]
        if LO[t] != HI[t] or t == r.four or r.along >> e & 1:
            raise RulesError("layout.along[%d]: end %d does not end in a later double (the spinner lies across)"
                             % (i, e))
        r.along |= 1 << e


def _drawable(r):
    from rules.turn import drawable
    return drawable(r)


def _lead(r, doc, k):
    if "lead" in doc:
        v = doc["lead"]
        if v is None:
            return
        t, _a, _b = parse_tile(v, r.set, "lead")
    elif k or cr.free(r.game, r.options, 0):
        return   # later rounds: any tile, by to_move (Bergen's rule again comes as lead)
    else:
        _s, t = cx.opening(r)
        if t < 0:
            return
    lj.set_lead(r, t)


def move_json(r, m):
    """Move m of position r (before it is played) as the protocol writes it."""
    if m == cx.DRAW:
        return {"draw": True}
    if m == cx.PASS:
        return {"pass": True}
    if not r.laid:
        t = m >> 3
        return {"play": [HI[t], LO[t]] if m & 3 == 0 else [LO[t], HI[t]], "end": 0}
    ps = cx.parts(r, m)
    if len(ps) == 1:
        t, e, c = ps[0]
        doc = {"play": tile_json(t, r.ends[e]), "end": e}
        if c:
            doc["along" if r.kind & cx.ALONG else "close"] = True
        return doc
    doc = {"play": [[LO[t], LO[t]] for t, _e, _c in ps], "end": [e for _t, e, _c in ps]}
    if any(c for _t, _e, c in ps):
        doc["close"] = [bool(c) for _t, _e, c in ps]
    return doc


def parse_move(value, r):
    """A protocol move -> the engine's int, or RulesError."""
    if not isinstance(value, dict):
        raise RulesError("a move must be an object, not %s" % show(value))
    if is_only(value, "draw"):
        return cx.DRAW
    if is_only(value, "pass"):
        return cx.PASS
    if value.get("close") is True and r.kind & cx.ALONG:
        raise RulesError("illegal move: %s lays no double face down (a later double may lie along: \"along\": true)"
                         % r.game)
    if "along" in value:
        if not r.kind & cx.ALONG:
            raise RulesError("\"along\" needs option doubles_either_way (Muggins): %s lays every double across"
                             % r.game)
        if value["along"] is not True and value["along"] is not False:
            raise RulesError("\"along\" is true or false")
        value = dict(value)
        value["close"] = value.pop("along")   # the double's other way of lying (rules.cross.layout)
    if "play" not in value or "end" not in value or set(value) - {"play", "end", "close"}:
        raise RulesError("a play is {\"play\": [a, b], \"end\": I} (with \"close\": true to lay a double face down;"
                         " Muggins' doubles_either_way: \"along\": true; several doubles: lists)")
    p = value["play"]
    e = value["end"]
    close = value.get("close", False)
    if isinstance(e, list):
        if not isinstance(p, list) or len(p) != len(e) or not 2 <= len(e) <= 4:
            raise RulesError("several doubles at once are {\"play\": [[a, a], [b, b], ...], \"end\": [I, J, ...]}")
        if close is True or close is False:
            close = [close] * len(e)
        if not isinstance(close, list) or len(close) != len(e) or any(c is not True and c is not False
                                                                      for c in close):
            raise RulesError("\"close\" is true, false, or one true/false per tile")
        mask = 0
        shut = 0
        for i in range(len(e)):
            j = parse_int(e[i], "\"end\"[%d]" % i)
            t = _one(p[i], j, r)
            if LO[t] != HI[t]:
                raise RulesError("only doubles go down together, one per end, and %s is not one" % name(t))
            if mask >> j & 1:
                raise RulesError("end %d is named twice: one double per end" % j)
            mask |= 1 << j
            if close[i]:
                shut |= 1 << j
        return cx.MANY | mask << 4 | shut
    if close is not True and close is not False:
        raise RulesError("\"close\" is true or false")
    t = _one(p, parse_int(e, "\"end\""), r)
    if not r.laid:
        if close:
            raise RulesError("the first tile of a round is not laid face down")
        a = p[0]
        return t << 3 | (0 if a == HI[t] else 1)
    return t << 3 | (4 if close else 0) | parse_int(e, "\"end\"")


def _one(p, e, r):
    t, a, b = parse_tile(p, r.set, "the move")
    if not r.laid:
        if e != 0:
            raise RulesError("the first tile of a round has \"end\": 0")
        return t
    if not 0 <= e < r.arms:
        raise RulesError("\"end\" %d is not an end of the layout (0 to %d)" % (e, r.arms - 1))
    if r.shut >> e & 1:
        raise RulesError("end %d is closed by a face-down double: nothing goes on it [rules/README.md §5, 6]" % e)
    if a != r.ends[e]:
        raise RulesError("end %d shows %d, so [%d, %d] does not go on it" % (e, r.ends[e], a, b))
    return t


def position_json(r):
    doc = lj.position_doc(cx, r, {"tiles": [tile_json(r.laid[i], r.first[i]) for i in range(len(r.laid))],
                                  "ends": list(r.ends[:r.arms]) if r.laid else [],
                                  "closed": [e for e in range(r.arms) if r.shut >> e & 1],
                                  "laid_on": [x & 3 for x in r.side]})
    if r.kind & cx.ALONG:
        doc["layout"]["along"] = [e for e in range(r.arms) if r.along >> e & 1]
    if cx.scores_in_play(r):
        doc["points"] = list(r.points)
    if r.laid:
        doc["last"] = r.last
    else:
        doc["lead"] = None if r.lead < 0 else [HI[r.lead], LO[r.lead]]
    return doc


def moves(doc):
    r = to_position(lj.parse_position(doc), doc)
    return {"moves": [move_json(r, m) for m in lj.legal(cx, r)]}


def _why(r, m, legal):
    s = r.seat
    plays = [x for x in legal if x >= 0]
    if m == cx.DRAW:
        if plays:
            return "seat %d can play, so may not draw" % s
        if not r.left:
            return "the bazaar is empty"
        if r.kind & cx.HEADERS:
            return ("the last two bazaar tiles are never taken [rules/README.md §9]" if r.left <= 2 else
                    "seat %d has bought its tile this turn [rules/README.md §9]" % s)
        return "the last bazaar tile is never taken [rules/README.md §3, 6]"
    if m == cx.PASS:
        if cx.DRAW in legal:
            return "seat %d cannot play and must draw first" % s
        return "seat %d can play, so may not knock" % s
    if not r.laid:
        t = m >> 3
        if r.owner[t] != s:
            return "seat %d does not hold %s" % (s, name(t))
        return "the round opens with %s" % name(r.lead)
    ps = cx.parts(r, m)
    for t, _e, _c in ps:
        if r.owner[t] != s:
            return "seat %d does not hold %s" % (s, name(t))
    if len(ps) > 1:
        if not r.kind & cx.MULTI:
            return "%s lays one tile a turn [rules/README.md §8, 9]" % r.game
        if any(c for _t, _e, c in ps):
            if not r.kind & cx.CLOSE:
                return "%s lays no double face down" % r.game
            return ("a double goes face down only once the four-way double is on the table, which is never "
                    "closed (Donkey: or two at once before any double) [rules/README.md §5, 6]")
        return "%s is not a legal move here" % show(move_json(r, m))
    t, _e, c = ps[0]
    if c and r.kind & cx.ALONG:
        if LO[t] != HI[t]:
            return "only a double is laid along or across [rules/README.md §8]"
        return "the first double is the spinner, laid across: a later double may lie along [rules/README.md §8]"
    if c:
        if LO[t] != HI[t]:
            return "only a double is laid face down [rules/README.md §5, 6]"
        if not r.kind & cx.CLOSE:
            return "%s lays no double face down" % r.game
        return "the four-way double is never closed: a double goes face down only once it is on the table [rules/README.md §5, 6]"
    return "%s is not a legal move here" % name(t)


def play(doc):
    doc, move = parse_step(doc)
    r = to_position(lj.parse_position(doc), doc)
    legal = lj.legal(cx, r)
    m = parse_move(move, r)
    # A lead laid the other way round is the same move, which moves()
    # lists higher number first.
    if not r.laid and m >= 0:
        m &= ~7
    if m not in legal:
        raise RulesError("illegal move: " + _why(r, m, legal))
    as_listed(move, move_json(r, m))
    cx.apply(r, m)
    return play_json(r)


def play_json(r):
    """play's answer once a move is made on r: the position, or how the
    round ended (also each line of simulate --trace after a move); in the
    games that score during play, the move's points beside it [the rules
    protocol]."""
    doc = {"round_over": round_over(r)} if r.over else position_json(r)
    if cx.scores_in_play(r):
        doc["scored"] = r.scored
    return doc


def round_over(r, charged=None):
    """The protocol's round_over (host_tools.protocol.layout.round_over)."""
    return lj.round_over(cx, r, charged)


def round_json(r, charged):
    """A finished round's line of simulate --json, beside its match and
    round: how it ended and the scores the match charged."""
    return round_over(r, charged)


# The order simulate writes the keys of a position and a move in (both
# runtimes alike: MicroPython's dicts keep none); others follow, sorted.
ORDER = lj.ORDER


def parse_action(a, set_n, what):
    """An action -> ("draw" | "pass" | "play", [(tile, first number, end, closed)])."""
    if not isinstance(a, dict):
        raise RulesError("%s must be an object, not %s" % (what, show(a)))
    if is_only(a, "draw"):
        return "draw", []
    if is_only(a, "pass"):
        return "pass", []
    along = a.get("along", False) if isinstance(a, dict) and "close" not in a else False
    if along is True:
        a = dict(a)
        del a["along"]
        a["close"] = 2   # (read below as a flag: the double's other way, along; referee() checks the game)
    elif along is not False:
        raise RulesError("%s: \"along\" is true or false" % what)
    if "play" in a and "end" in a and not set(a) - {"play", "end", "close"}:
        p, e, c = a["play"], a["end"], a.get("close", False)
        if c == 2 and not isinstance(e, list):
            return "play", [parse_tile(p, set_n, what)[:2] + (parse_int(e, what + " end"), 2)]
        if isinstance(e, list):
            if not isinstance(p, list) or len(p) != len(e) or not 2 <= len(e) <= 4:
                raise RulesError("%s: several doubles at once are {\"play\": [[a, a], [b, b], ...], \"end\": [I, J, ...]}"
                                 % what)
            if c is True or c is False:
                c = [c] * len(e)
            if not isinstance(c, list) or len(c) != len(e) or any(x is not True and x is not False for x in c):
                raise RulesError("%s: \"close\" is true, false, or one true/false per tile" % what)
            return "play", [parse_tile(p[i], set_n, what)[:2] + (parse_int(e[i], what + " end"), int(c[i]))
                            for i in range(len(e))]
        if c is not True and c is not False:
            raise RulesError("%s: \"close\" is true or false" % what)
        return "play", [parse_tile(p, set_n, what)[:2] + (parse_int(e, what + " end"), int(c))]
    raise RulesError("unknown action %s at %s: actions are play (with end), draw, pass" % (show(a), what))


def parse_log(doc):
    return lj.parse_log(doc, parse_action)


def state_json(r):
    over = None
    if r.over:
        over = {"reason": "out" if r.over == rf.cx.OUT else "blocked",
                "out": r.out if r.over == rf.cx.OUT else None, "last": r.last}
    return {"to_move": r.seat, "hands": list(r.held), "boneyard": r.left,
            "layout": dict({"tiles": [tile_json(r.laid[i], r.first[i]) for i in range(len(r.laid))],
                            "ends": list(r.ends[:r.arms]) if r.laid else [],
                            "closed": [e for e in range(r.arms) if r.shut >> e & 1]},
                           **({"along": [e for e in range(r.arms) if r.along >> e & 1]} if r.kind & rf.cx.ALONG else {})),
            "scored": list(r.points), "round_over": over}


def referee(doc):
    parsed = parse_log(doc)
    game, opts, players, first, hands, bone, actions = parsed
    r = rf.Referee(game, players, opts, first, hands, bone)

    def apply(r, actions, i):
        kind, parts = actions[i]
        if kind == "draw":
            r.report(rf.DRAW)
        elif kind == "pass":
            r.report(rf.PASS)
        elif not r.laid:
            if len(parts) != 1:
                raise RulesError("the first move of a round is one tile")
            t, a, e, c = parts[0]
            if e != 0 or c:
                raise RulesError("the first tile of a round has \"end\": 0 and lies face up")
            r.report(rf.PLAY, 0, bytes((rf.part(t, 0 if a == HI[t] else 1),)))
        else:
            for t, a, e, c in parts:
                if c and (c == 2) != bool(r.kind & rf.cx.ALONG):
                    raise RulesError("\"along\" is Muggins' under option doubles_either_way, \"close\" the "
                                     "closing games'" if c == 2 else "%s lays no double face down" % r.game)
                if 0 <= e < r.arms and a != r.ends[e]:
                    raise RulesError("end %d shows %d, so %s does not go on it (its first number touches "
                                     "the end)" % (e, r.ends[e], tile_json(t, a)))
                if not 0 <= e <= 3:   # (a part holds ends 0-3: the referee refuses the rest of them)
                    raise RulesError("there is no end %d (the layout has %d)" % (e, r.arms))
            r.report(rf.PLAY, 0, bytes(rf.part(t, e, c and 1) for t, _a, e, c in parts))

    return replay(r, actions, apply, state_json, lambda a: _action_json(*a))


def _action_json(kind, parts):
    if kind != "play":
        return {kind: True}
    if len(parts) == 1:
        t, a, e, c = parts[0]
        d = {"play": tile_json(t, a), "end": e}
        if c:
            d["along" if c == 2 else "close"] = True
        return d
    return {"play": [tile_json(t, a) for t, a, _e, _c in parts], "end": [e for _t, _a, e, _c in parts]}
