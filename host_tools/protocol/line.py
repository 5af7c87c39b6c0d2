"""`moves` and `play` of the rules command for the line games (block, draw,
two-player, kozel, sport, sea-kozel, general, seven, kids;
host_tools/PROTOCOL.md, "Line and cross games position"): the
protocol's position, parsed by host_tools.protocol.layout, becomes the engine's
Position (rules.line.position), the engine answers, and the Position becomes JSON
again. Every rule lives in the engine; this file only translates.

The family contract of host_tools/protocol/: moves(doc), play(doc),
referee(doc) and parse_log(doc), each given the JSON document as read;
for simulate --trace and --json, position_json, move_json, play_json,
round_json and ORDER.

Beyond the protocol's fields a position may carry (and a trace prints,
while the layout is empty) "lead": the tile the round must open with, or
null for any (absent: round 0 by the game's rule, later rounds any tile,
as the protocol says), and for Sea Kozel "fast": whether a free lead may
be 6-6 or 0-0 (every other player has a record). Seven's positions carry
"turn.laid" (tiles the player to move laid this turn, for the three in a
row) and "turn.extra" (1: the first of the two extra tiles is offered,
3: the second is, 2: they were this turn).


`referee` of the rules command for the line games
(host_tools/PROTOCOL.md, "Referee log (line and cross games)"):
the players' reports, each tile with its end, become reports to the
device's referee in layout mode (rules.line.referee), one at a time, and
its state before the first and after each becomes JSON. Every rule is the
referee's (and its turn model's); this file only translates."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.protocol import as_listed, is_only, parse_int, parse_step, parse_tile, replay, show, tile_json
from host_tools.protocol import layout as lj
from rules import RulesError
from rules.line import position as ln
from rules.line import referee as rf
from rules import turn
from rules.line import variants as line_rules
from rules.tiles import HI, LO, name


def _tip_walk(tiles, firsts, ends, sides, extra=False):
    """The tile at each end, from the layout's tiles in play order (each
    oriented as laid), the ends each went on (sides, or None) and the open
    ends: the first history that gives them. extra: Sea Kozel's
    extraordinary round, opened by the 0-0 and the 6-6 side by side, with
    the gap between them that takes the 6-0 (end 2)."""
    if not tiles:
        return bytearray(b"\xff\xff"), bytearray(2), bytearray()
    t0 = tiles[0]
    a = firsts[0]
    b = HI[t0] if LO[t0] == a else LO[t0]

    def walk(i, e, tip, on):
        if i == len(tiles):
            return (tip, on) if list(e) == list(ends[:2]) else None
        t = tiles[i]
        x = firsts[i]
        y = HI[t] if LO[t] == x else LO[t]
        for k in (0, 1):
            if e[k] == x and (sides is None or sides[i] == k):
                e2 = list(e)
                e2[k] = y
                t2 = list(tip)
                t2[k] = t
                got = walk(i + 1, e2, t2, on + [k])
                if got is not None:
                    return got
        if extra and t == ln.GAP and x == 6 and 2 not in on and (sides is None or sides[i] == 2):
            return walk(i + 1, e, tip, on + [2])
        return None

    if extra:
        if sides is not None and sides[:2] != [0, 1]:
            raise RulesError("layout.laid_on of the extraordinary lead is [0, 1]: the 0-0 on end 0, the 6-6 on end 1")
        got = walk(2, [0, 6], [t0, tiles[1]], [0, 1])
    else:
        got = walk(1, [a, b], [t0, t0], [0])
    if got is None:
        raise RulesError("layout.tiles do not chain to layout.ends %s%s" % (
            show(list(ends)), "" if sides is None else " on the ends layout.laid_on names"))
    return bytearray(got[0]), bytearray(ends[:2]), bytearray(got[1])


def to_position(pos, doc):
    """Parsed protocol position (host_tools.protocol.layout.parse_position) and its
    document -> engine Position."""
    game = pos.game
    n = pos.players
    k = doc.get("round", 0)
    k = parse_int(k, "round")
    if k < 0:
        raise RulesError("round must be 0 or more, not %d" % k)
    r = ln.Position(game, pos.set, n, pos.options, k)
    lj.place_tiles(ln, r, pos)
    if pos.options.get("smallest"):
        top = line_rules.pictures(n)
        for s in range(n):
            for t in pos.hands[s]:
                if HI[t] > top:
                    raise RulesError("option smallest plays the numbers 0 to %d with %d players, so %s is not in play"
                                     % (top, n, name(t)))
    if pos.closed:
        raise RulesError("%s has no closed ends" % game)
    if pos.laid:
        if len(pos.ends) != 2:
            raise RulesError("a line has two open ends, not %d" % len(pos.ends))
        r.laid = bytearray(pos.laid)
        r.head = pos.laid_first[0]
        sides = (doc.get("layout") or {}).get("laid_on")
        extra = game == "sea-kozel" and list(pos.laid[:2]) == [0, 27]
        if sides is not None:
            if (not isinstance(sides, list) or len(sides) != len(pos.laid)
                    or any(parse_int(x, "layout.laid_on") not in (0, 1, 2) for x in sides)):
                raise RulesError("layout.laid_on lists the end (0 or 1; 2 the gap of an extraordinary round) "
                                 "each tile was laid on")
        r.tip, r.ends, r.side = _tip_walk(pos.laid, pos.laid_first, pos.ends, sides, extra)
        if extra:
            r.xr = ln.XR | (ln.XG if 2 in r.side else 0)
        lj.read_last(r, doc)
    elif pos.ends:
        raise RulesError("layout has open ends but no tiles")
    lj.read_turn(r, pos)
    t = doc.get("turn") or {}
    for key in t:
        if key not in ("drawn", "laid", "extra", "pairs"):
            raise RulesError("unknown turn field %r; fields are drawn, laid, extra, pairs" % key)
    pairs = t.get("pairs", False)
    if pairs is not True and pairs is not False:
        raise RulesError("turn.pairs must be true or false")
    if pairs:
        if not r.xr:
            raise RulesError("turn.pairs is Sea Kozel's extraordinary round: the layout opens with [0, 0], [6, 6]")
        r.xr |= ln.XP
    r.after_double = parse_int(t.get("laid", 0), "turn.laid")
    r.doubles = parse_int(t.get("extra", 0), "turn.extra")
    if r.doubles not in (0, 1, 2, 3) or r.after_double < 0:
        raise RulesError("turn.extra is 0, 1, 2 or 3 and turn.laid 0 or more")
    lj.check_not_out(r)
    if not pos.laid:
        _lead(r, doc, k)
    elif "lead" in doc or "fast" in doc:
        raise RulesError("lead and fast describe a round not opened yet; the layout has tiles")
    if pos.laid and not r.drawn and not r.after_double and not turn.drawable(r) and ln.blocked(r):
        raise RulesError("nobody can play and nobody can draw: the round is over (blocked)")
    return r


def _lead(r, doc, k):
    fast = doc.get("fast", False)
    if fast is not True and fast is not False:
        raise RulesError("fast must be true or false")
    if fast and r.game != "sea-kozel":
        raise RulesError("fast is Sea Kozel's, not %s's" % r.game)
    # (The second article has no fast rounds: any free lead [002 l.403].)
    r.fast = fast or r.game == "sea-kozel" and line_rules.second_article(r.options)
    if "lead" in doc:
        v = doc["lead"]
        if v is None:
            return
        if r.game == "sea-kozel" and v in ([[0, 0], [6, 6]], [[6, 6], [0, 0]]):
            # A blocked extraordinary round played again [002 l.151]: both.
            if r.owner[0] != r.seat or r.owner[27] != r.seat:
                raise RulesError("the 0-0 and the 6-6 open the round, so to_move must hold both")
            r.lead = ln.BOTH
            return
        t, _a, _b = parse_tile(v, r.set, "lead")
    elif k:
        return   # later rounds: any tile, by to_move (a rule that says otherwise comes as lead)
    else:
        first = line_rules.sea_lead(r.options, False, 0) if r.game == "sea-kozel" else -1
        s, t = ln.opening(r, first)
        if line_rules.free(r.game, r.options, 0):
            # Block and Draw: the double's holder starts, with any tile [000]
            if 0 <= s != r.seat:
                raise RulesError("%s makes seat %d the starter, so to_move must be %d" % (name(t), s, s))
            return
    lj.set_lead(r, t)


def move_json(r, m):
    if m == ln.DRAW:
        return {"draw": True}
    if m == ln.PASS:
        return {"pass": True}
    if m & ln.PAIR:
        if not r.laid:   # the extraordinary lead [002 l.139]
            return {"play": [[0, 0], [6, 6]], "end": [0, 1]}
        a = m >> 7 & 127
        b = m & 127
        return {"play": [tile_json(a >> 2, r.ends[a & 3]), tile_json(b >> 2, r.ends[b & 3])], "end": [a & 3, b & 3]}
    t = m >> 2
    e = m & 3
    if e == 2:
        return {"play": [6, 0], "end": 2}   # in the gap, its 6 by the 6-6
    if not r.laid:
        return {"play": [HI[t], LO[t]] if e == 0 else [LO[t], HI[t]], "end": 0}
    return {"play": tile_json(t, r.ends[e]), "end": e}


def parse_move(value, r):
    """A protocol move -> the engine's int, or RulesError."""
    if not isinstance(value, dict):
        raise RulesError("a move must be an object, not %s" % show(value))
    if is_only(value, "draw"):
        return ln.DRAW
    if is_only(value, "pass"):
        return ln.PASS
    if "play" not in value or "end" not in value or set(value) - {"play", "end"}:
        raise RulesError("a play is {\"play\": [a, b], \"end\": I} (two doubles at once: lists of two)")
    p = value["play"]
    e = value["end"]
    if isinstance(e, list):
        if len(e) != 2 or not isinstance(p, list) or len(p) != 2:
            raise RulesError("two tiles at once are {\"play\": [[a, b], [c, d]], \"end\": [I, J]}")
        if not r.laid:
            got = sorted((parse_tile(p[i], r.set, "the move")[0], parse_int(e[i], "\"end\"[%d]" % i)) for i in (0, 1))
            if got == [(0, 0), (27, 1)]:
                return ln.XLEAD   # the 0-0 on end 0, the 6-6 on end 1 [002 l.139]
            raise RulesError("two tiles lead only as Sea Kozel's extraordinary round: "
                             "{\"play\": [[0, 0], [6, 6]], \"end\": [0, 1]}")
        parts = sorted(_one(p[i], parse_int(e[i], "\"end\"[%d]" % i), r) for i in (0, 1))
        return ln.PAIR | parts[0] << 7 | parts[1]   # one move, whichever end is named first
    return _one(p, parse_int(e, "\"end\""), r)


def _one(p, e, r):
    t, a, b = parse_tile(p, r.set, "the move")
    if not r.laid:
        if e != 0:
            raise RulesError("the first tile of a round has \"end\": 0")
        return t << 2 | (0 if a == HI[t] else 1)
    if e == 2 and r.xr:
        if t != ln.GAP:
            raise RulesError("end 2, the gap between the opening 0-0 and 6-6, takes the 6-0 only")
        return t << 2 | 2
    if not 0 <= e < len(r.ends):
        raise RulesError("\"end\" %d is not an open end of the layout (0 or 1)" % e)
    if a != r.ends[e]:
        raise RulesError("end %d shows %d, so [%d, %d] does not go on it" % (e, r.ends[e], a, b))
    return t << 2 | e


def position_json(r):
    doc = lj.position_doc(ln, r, {"tiles": [tile_json(t, x) for t, x in zip(r.laid, ln.touched(r))],
                                  "ends": list(r.ends) if r.laid else [], "closed": [], "laid_on": list(r.side)})
    if r.laid:
        doc["last"] = r.last
    if r.flags & 32:
        doc["turn"]["laid"] = r.after_double
        doc["turn"]["extra"] = r.doubles
    if r.xr:
        doc["turn"]["pairs"] = bool(r.xr & ln.XP)
    if not r.laid:
        doc["lead"] = None if r.lead < 0 else [[0, 0], [6, 6]] if r.lead == ln.BOTH else [HI[r.lead], LO[r.lead]]
        if r.game == "sea-kozel":
            doc["fast"] = bool(r.fast)
    return doc


def moves(doc):
    r = to_position(lj.parse_position(doc), doc)
    return {"moves": [move_json(r, m) for m in lj.legal(ln, r)]}


def _why(r, m, legal):
    s = r.seat
    plays = [x for x in legal if x >= 0]
    if m == ln.DRAW:
        if plays:
            return "seat %d can play, so may not draw" % s
        if not turn.drawable(r):
            return "nothing may be drawn (%s)" % ("no drawing in this game" if not r.flags & 3 else
                                                  "the bazaar is empty" if not r.left else
                                                  "the last bazaar tile is never taken")
        return "seat %d has drawn its tile this turn" % s
    if m == ln.PASS:
        if ln.DRAW in legal:
            return "seat %d cannot play and must draw first" % s
        return "seat %d can play, so may not knock" % s
    tiles = [m >> 9 & 31, m >> 2 & 31] if m & ln.PAIR else [m >> 2]
    if m == ln.XLEAD and not r.laid:
        tiles = [0, 27]
    for t in tiles:
        if r.owner[t] != s:
            return "seat %d does not hold %s" % (s, name(t))
    if not r.laid and m == ln.XLEAD:
        return "the 0-0 and the 6-6 lead together only where the lead is free, the 0-0 or the 6-6"
    if not r.laid and r.lead == ln.BOTH:
        return "the round opens with the 0-0 and the 6-6 together"
    if not r.laid and r.lead >= 0:
        return "the round opens with %s" % name(r.lead)
    if not r.laid:
        return "%s may not open: 6-6 and 0-0 open only once every other player has a record" % name(tiles[0])
    if m & 3 == 2 and not m & ln.PAIR:
        return "the gap between the opening 0-0 and 6-6 is filled"
    if r.xr & ln.XP and not m & ln.PAIR:
        return "seat %d can lay two tiles, one on each end, so must (the extraordinary round)" % s
    if r.xr & ln.XP:
        return "two tiles a turn go one on each end, two different tiles"
    if ln.no_play(r):
        return "draw_rule one_no_play: a player who drew does not play this turn"
    if m & ln.PAIR:
        return "two doubles go down together only as a player's last two tiles, one on each end"
    if r.drawn and plays:
        return "seat %d must play the tile just drawn" % s
    return "%s is not a legal move here" % name(tiles[0])


def play(doc):
    doc, move = parse_step(doc)
    r = to_position(lj.parse_position(doc), doc)
    legal = lj.legal(ln, r)
    m = parse_move(move, r)
    # A lead laid the other way round is the same move, which moves()
    # lists higher number first.
    if not r.laid and m >= 0 and not m & ln.PAIR:
        m &= ~3
    if m not in legal:
        raise RulesError("illegal move: " + _why(r, m, legal))
    as_listed(move, move_json(r, m))
    ln.apply(r, m)
    return play_json(r)


def play_json(r):
    """play's answer once a move is made on r: the position, or how the
    round ended (also each line of simulate --trace after a move)."""
    if r.over:
        return {"round_over": round_over(r)}
    return position_json(r)


def round_over(r, charged=None):
    """The protocol's round_over (host_tools.protocol.layout.round_over)."""
    return lj.round_over(ln, r, charged)


def round_json(r, charged):
    """A finished round's line of simulate --json, beside its match and
    round: how it ended and the scores the match charged."""
    return round_over(r, charged)


# The order simulate writes the keys of a position and a move in (both
# runtimes alike: MicroPython's dicts keep none); others follow, sorted.
ORDER = lj.ORDER


def parse_action(a, set_n, what):
    """An action -> (kind, end, tiles as [(id, first number)])."""
    if not isinstance(a, dict):
        raise RulesError("%s must be an object, not %s" % (what, show(a)))
    if is_only(a, "draw"):
        return rf.DRAW, 0, []
    if is_only(a, "pass"):
        return rf.PASS, 0, []
    if set(a) == {"play", "end"}:
        p, e = a["play"], a["end"]
        if isinstance(e, list):
            ends = [parse_int(x, what + " end") for x in e] if len(e) == 2 else []
            if sorted(ends) != [0, 1] or not isinstance(p, list) or len(p) != 2:
                raise RulesError("%s: two doubles at once are {\"play\": [[a, a], [b, b]], \"end\": [0, 1]}" % what)
            tiles = [parse_tile(x, set_n, what)[:2] for x in p]
            if ends[0]:
                tiles.reverse()   # the one on end 0 first
            return rf.DOUBLE, 0, tiles
        e = parse_int(e, what + " end")
        if e not in (0, 1, 2):
            raise RulesError("%s: a line has ends 0 and 1 (2: the gap of an extraordinary round), not %d" % (what, e))
        return rf.PLAY, e, [parse_tile(p, set_n, what)[:2]]
    raise RulesError("unknown action %s at %s: actions are play (with end), draw, pass" % (show(a), what))


def parse_log(doc):
    return lj.parse_log(doc, parse_action)


def state_json(r, tiles):
    over = None
    if r.over:
        over = {"reason": "out" if r.over == rf.OUT else "blocked", "out": r.out if r.over == rf.OUT else None,
                "last": r.last}
    return {"to_move": r.seat, "hands": list(r.held), "boneyard": r.left,
            "layout": {"tiles": [list(t) for t in tiles], "ends": list(r.ends) if r.open else [], "closed": []},
            "scored": [0] * r.n, "round_over": over}


def referee(doc):
    game, opts, players, first, hands, bone, actions = parse_log(doc)
    r = rf.Referee(players, line_rules.flags(game, opts) | rf.LAYOUT, first, hands, bone, b"",
                   line_rules.fixed_lead(game, opts, bone))
    r.base = 0   # the protocol numbers seats from 0
    laid = []

    def apply(r, actions, i):
        kind, e, tiles = actions[i]
        if kind == rf.PLAY:
            t, a = tiles[0]
            if not r.open:
                if e != 0:
                    raise RulesError("the first tile of a round has \"end\": 0")
                e = 0 if a == HI[t] else 1
            elif e == 2:
                a = 6   # the gap's 6-0, written as the engine writes it
            elif a != r.ends[e]:
                raise RulesError("end %d shows %d, so %s does not go on it (its first number touches the end)" % (
                    e, r.ends[e], tile_json(t, a)))
            r.report(kind, e, t)
            laid.append(tile_json(t, a))
        elif kind == rf.DOUBLE:
            (t1, a1), (t2, a2) = tiles
            if r.open:
                for t, a, k in ((t1, a1, 0), (t2, a2, 1)):
                    if a != r.ends[k]:
                        raise RulesError("end %d shows %d, so %s does not go on it" % (k, r.ends[k], tile_json(t, a)))
            r.report(kind, 0, t1 << 5 | t2)
            laid.append(tile_json(t1, a1))
            laid.append(tile_json(t2, a2))
        else:
            r.report(kind)

    return replay(r, actions, apply, lambda r: state_json(r, laid), lambda a: _action_json(*a))


def _action_json(kind, e, tiles):
    if kind == rf.DRAW:
        return {"draw": True}
    if kind == rf.PASS:
        return {"pass": True}
    if kind == rf.DOUBLE:
        return {"play": [tile_json(t, a) for t, a in tiles], "end": [0, 1]}
    t, a = tiles[0]
    return {"play": tile_json(t, a), "end": e}
