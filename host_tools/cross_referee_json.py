"""`referee` of the rules command for the cross and fives games
(../shared/spec/RULES-PROTOCOL.md, "Referee log (line and cross games)"):
the players' reports, each tile with its end, become reports to the
device's referee in layout mode (rules.cross_referee), one at a time, and
its state before the first and after each becomes JSON. Every rule is the
referee's (its layout is the engine's, rules.cross); this file only
translates. Moves are written as `play` writes them (host_tools.cross_json:
several doubles as lists, "close" true, false or one per tile)."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.layout_json import parse_log as parse_layout_log
from host_tools.protocol import _int, _show, is_only, parse_tile, tile_json
from rules import RulesError
from rules import cross_referee as rf

def parse_action(a, set_n, what):
    """An action -> ("draw" | "pass" | "play", [(tile, first number, end, closed)])."""
    if not isinstance(a, dict):
        raise RulesError("%s must be an object, not %s" % (what, _show(a)))
    if is_only(a, "draw"):
        return "draw", []
    if is_only(a, "pass"):
        return "pass", []
    if "play" in a and "end" in a and not set(a) - {"play", "end", "close"}:
        p, e, c = a["play"], a["end"], a.get("close", False)
        if isinstance(e, list):
            if not isinstance(p, list) or len(p) != len(e) or not 2 <= len(e) <= 4:
                raise RulesError("%s: several doubles at once are {\"play\": [[a, a], [b, b], ...], \"end\": [I, J, ...]}"
                                 % what)
            if c is True or c is False:
                c = [c] * len(e)
            if not isinstance(c, list) or len(c) != len(e) or any(x is not True and x is not False for x in c):
                raise RulesError("%s: \"close\" is true, false, or one true/false per tile" % what)
            return "play", [parse_tile(p[i], set_n, what)[:2] + (_int(e[i], what + " end"), int(c[i]))
                            for i in range(len(e))]
        if c is not True and c is not False:
            raise RulesError("%s: \"close\" is true or false" % what)
        return "play", [parse_tile(p, set_n, what)[:2] + (_int(e, what + " end"), int(c))]
    raise RulesError("unknown action %s at %s: actions are play (with end), draw, pass" % (_show(a), what))


def parse_log(doc):
    return parse_layout_log(doc, parse_action)


def state_json(r):
    over = None
    if r.over:
        over = {"reason": "out" if r.over == rf.cx.OUT else "blocked",
                "out": r.out if r.over == rf.cx.OUT else None, "last": r.last}
    return {"to_move": r.seat, "hands": list(r.held), "boneyard": r.left,
            "layout": {"tiles": [tile_json(r.laid[i], r.first[i]) for i in range(len(r.laid))],
                       "ends": list(r.ends[:r.arms]) if r.laid else [],
                       "closed": [e for e in range(r.arms) if r.shut >> e & 1]},
            "scored": list(r.points), "round_over": over}


def referee(parsed):
    game, opts, players, first, hands, bone, actions = parsed
    r = rf.Referee(game, players, opts, first, hands, bone)
    states = [state_json(r)]
    for i, (kind, parts) in enumerate(actions):
        try:
            if kind == "draw":
                rf.draw(r)
            elif kind == "pass":
                rf.knock(r)
            else:
                if not r.laid:
                    if len(parts) != 1:
                        raise RulesError("the first move of a round is one tile")
                    t, a, e, c = parts[0]
                    if e != 0 or c:
                        raise RulesError("the first tile of a round has \"end\": 0 and lies face up")
                    rf.play(r, [(t, 0, 0)], a)
                else:
                    for t, a, e, _c in parts:
                        if 0 <= e < r.arms and a != r.ends[e]:
                            raise RulesError("end %d shows %d, so %s does not go on it (its first number touches "
                                             "the end)" % (e, r.ends[e], tile_json(t, a)))
                    rf.play(r, [(t, e, c) for t, _a, e, c in parts])
        except RulesError as err:
            raise RulesError("action %d %s: %s" % (i, _show(_action_json(kind, parts)), err))
        states.append(state_json(r))
    return {"states": states}


def _action_json(kind, parts):
    if kind != "play":
        return {kind: True}
    if len(parts) == 1:
        t, a, e, c = parts[0]
        d = {"play": tile_json(t, a), "end": e}
        if c:
            d["close"] = True
        return d
    return {"play": [tile_json(t, a) for t, a, _e, _c in parts], "end": [e for _t, _a, e, _c in parts]}
