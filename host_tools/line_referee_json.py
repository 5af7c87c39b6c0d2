"""`referee` of the rules command for the line games
(../shared/spec/RULES-PROTOCOL.md, "Referee log (line and cross games)"):
the players' reports, each tile with its end, become reports to the
device's referee in layout mode (rules.line_referee), one at a time, and
its state before the first and after each becomes JSON. Every rule is the
referee's (and its turn model's); this file only translates."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.layout_json import parse_log as parse_layout_log
from host_tools.protocol import _int, _show, is_only, parse_tile, tile_json
from rules import RulesError
from rules import line_referee as rf
from rules import line_rules
from rules.tiles import HI, LO

def parse_action(a, set_n, what):
    """An action -> (kind, end, tiles as [(id, first number)])."""
    if not isinstance(a, dict):
        raise RulesError("%s must be an object, not %s" % (what, _show(a)))
    if is_only(a, "draw"):
        return rf.DRAW, 0, []
    if is_only(a, "pass"):
        return rf.PASS, 0, []
    if set(a) == {"play", "end"}:
        p, e = a["play"], a["end"]
        if isinstance(e, list):
            ends = [_int(x, what + " end") for x in e] if len(e) == 2 else []
            if sorted(ends) != [0, 1] or not isinstance(p, list) or len(p) != 2:
                raise RulesError("%s: two doubles at once are {\"play\": [[a, a], [b, b]], \"end\": [0, 1]}" % what)
            tiles = [parse_tile(x, set_n, what)[:2] for x in p]
            if ends[0]:
                tiles.reverse()   # the one on end 0 first
            return rf.DOUBLE, 0, tiles
        e = _int(e, what + " end")
        if e not in (0, 1):
            raise RulesError("%s: a line has ends 0 and 1, not %d" % (what, e))
        return rf.PLAY, e, [parse_tile(p, set_n, what)[:2]]
    raise RulesError("unknown action %s at %s: actions are play (with end), draw, pass" % (_show(a), what))


def parse_log(doc):
    return parse_layout_log(doc, parse_action)


def state_json(r, tiles):
    over = None
    if r.over:
        over = {"reason": "out" if r.over == rf.OUT else "blocked", "out": r.out if r.over == rf.OUT else None,
                "last": r.last}
    return {"to_move": r.seat, "hands": list(r.held), "boneyard": r.left,
            "layout": {"tiles": [list(t) for t in tiles], "ends": list(r.ends) if r.open else [], "closed": []},
            "scored": [0] * r.n, "round_over": over}


def referee(parsed):
    game, opts, players, first, hands, bone, actions = parsed
    r = rf.Referee(players, line_rules.flags(game, opts) | rf.LAYOUT, first, hands, bone)
    r.base = 0   # the protocol numbers seats from 0
    laid = []
    states = [state_json(r, laid)]
    for i, (kind, e, tiles) in enumerate(actions):
        try:
            if kind == rf.PLAY:
                t, a = tiles[0]
                if not r.open:
                    if e != 0:
                        raise RulesError("the first tile of a round has \"end\": 0")
                    e = 0 if a == HI[t] else 1
                elif a != r.ends[e]:
                    raise RulesError("end %d shows %d, so %s does not go on it (its first number touches the end)" % (
                        e, r.ends[e], tile_json(t, a)))
                r.report(kind, e, t)
                laid.append(tile_json(t, a))
            elif kind == rf.DOUBLE:
                (t1, _a), (t2, _b) = tiles
                r.report(kind, 0, t1 << 5 | t2)
                laid.append([LO[t1], LO[t1]])
                laid.append([LO[t2], LO[t2]])
            else:
                r.report(kind)
        except RulesError as err:
            raise RulesError("action %d %s: %s" % (i, _show(_action_json(kind, e, tiles)), err))
        states.append(state_json(r, laid))
    return {"states": states}


def _action_json(kind, e, tiles):
    if kind == rf.DRAW:
        return {"draw": True}
    if kind == rf.PASS:
        return {"pass": True}
    if kind == rf.DOUBLE:
        return {"play": [tile_json(t, a) for t, a in tiles], "end": [0, 1]}
    t, a = tiles[0]
    return {"play": tile_json(t, a), "end": e}
