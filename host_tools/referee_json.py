"""`referee` of the rules command for mexican-train
(../shared/spec/RULES-PROTOCOL.md, "Referee log"): the players' reports
become actions of the device's referee (rules.mexican_referee), one at a
time, and its state before the first and after each becomes JSON. Every
rule is the referee's (and its turn model's); this file only translates."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.protocol import _int, _list, _show, parse_header, parse_seats
from rules import RulesError, games
from rules import mexican_referee as rf
from rules import mexican_turn as turn
from rules.tiles import count

_FIELDS = ("game", "set", "players", "options", "engine", "first", "hands", "boneyard", "actions")


def _train(value, players, what):
    if value == "mexican":
        return players
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise RulesError("%s: a train is a seat 0..%d or \"mexican\", not %s" % (what, players - 1, _show(value)))
    return value


def parse_action(a, players, what):
    """A report -> (kind, argument) of rules.mexican_referee."""
    if not isinstance(a, dict):
        raise RulesError("%s must be an object, not %s" % (what, _show(a)))
    keys = set(a)
    if "play" in a and keys <= {"play", "double"}:
        dbl = a.get("double", False)
        if dbl is not True and dbl is not False:
            raise RulesError("%s: \"double\" must be true or false" % what)
        return (rf.DOUBLE if dbl else rf.PLAY), _train(a["play"], players, what)
    if "release" in a and keys == {"release"}:
        return rf.RELEASE, _train(a["release"], players, what)
    for word, kind in (("engine", rf.ENGINE), ("draw", rf.DRAW), ("pass", rf.PASS)):
        if keys == {word}:
            if a[word] is not True:
                raise RulesError("%s: {\"%s\": true} is the only form" % (what, word))
            return kind, 0
    raise RulesError("unknown action %s at %s: actions are play (with double), engine, draw, pass, release" % (
        _show(a), what))


def parse_log(doc):
    game, set_n, opts = parse_header(doc)
    if game != "mexican-train":
        raise RulesError("referee is not implemented yet for %s" % game)
    extra = sorted(set(doc) - set(_FIELDS))
    if extra:
        raise RulesError("unknown field %r in a referee log; fields are %s" % (extra[0], ", ".join(_FIELDS)))
    players = _int(doc.get("players"), "players")
    games.check_players(game, players, set_n)
    engine = _int(doc.get("engine", set_n), "engine")
    if not 0 <= engine <= set_n:
        raise RulesError("engine %d is not a double of double-%d" % (engine, set_n))
    first, hands, bone = parse_seats(doc, players, set_n, 0)
    from rules.deal import engine_dealt
    hub = not engine_dealt(opts)
    total = sum(hands) + bone + (1 if hub else 0)
    if bone < 0 or total != count(set_n):
        raise RulesError("the hands (%d), the boneyard (%d)%s make %d tiles, but double-%d has %d" % (
            sum(hands), bone, " and the engine in the hub" if hub else "", total, set_n, count(set_n)))
    actions = [parse_action(a, players, "actions[%d]" % i)
               for i, a in enumerate(_list(doc.get("actions", []), "actions"))]
    return players, opts, first, hands, bone, hub, actions


def state_json(r):
    n = r.n
    over = None
    if r.over:
        over = {"reason": "out" if r.over == rf.OUT else "blocked", "out": r.out if r.over == rf.OUT else None}
    return {
        "to_move": r.seat,
        "hands": list(r.held),
        "boneyard": r.left,
        "markers": [bool(m) for m in r.markers],
        "open_doubles": ["mexican" if j == n else j for j in r.doubles],   # in the order due
        "drawn": bool(r.drawn),
        "after_double": bool(r.after_double),
        "last_tile": r.last_tile(),
        "round_over": over,
    }


def referee(parsed):
    players, opts, first, hands, bone, hub, actions = parsed
    r = rf.Referee(players, opts, first, hands, bone, hub)
    r.base = 0  # the protocol numbers seats from 0
    states = [state_json(r)]
    for i, (kind, arg) in enumerate(actions):
        if kind == rf.DRAW and not r.engine_placed:
            # In the engine hunt a draw tells nothing of the tile; the report
            # that follows does: the engine placed by the same player.
            if i + 1 < len(actions) and actions[i + 1][0] == rf.ENGINE:
                arg = 1
        try:
            r.report(kind, arg)
        except RulesError as e:
            raise RulesError("action %d %s: %s" % (i, _show(_action_json(kind, arg, players)), e))
        states.append(state_json(r))
    return {"states": states}


def _action_json(kind, arg, players):
    t = "mexican" if arg == players else arg
    if kind == rf.PLAY:
        return {"play": t}
    if kind == rf.DOUBLE:
        return {"play": t, "double": True}
    if kind == rf.RELEASE:
        return {"release": t}
    return {{rf.ENGINE: "engine", rf.DRAW: "draw", rf.PASS: "pass"}[kind]: True}
