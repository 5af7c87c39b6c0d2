"""`referee` of the rules command for Sausage (host_tools/PROTOCOL.md,
"Referee log (Sausage)"): the engine's moves as the players report them
(a take does not say the tile; the play that follows does, a tile put back
is never named) become reports to the device's referee
(rules.sausage_referee), one at a time, and its state before the first and
after each becomes JSON. Every rule is the referee's (on the engine's
rules.sausage); this file only translates."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.protocol import _int, _list, _show, parse_header
from host_tools.sausage_json import _tile, cut_side, parse_move
from rules import RulesError
from rules import sausage as sg
from rules import sausage_referee as rf

_FIELDS = ("game", "set", "options", "players", "first", "rows", "actions")


def parse_log(doc):
    """-> (options, first, rows, actions as given: read against the lines
    when they are played)."""
    _game, _set, opts = parse_header(doc)
    extra = sorted(set(doc) - set(_FIELDS))
    if extra:
        raise RulesError("unknown field %r in a Sausage referee log; fields are %s" % (extra[0], ", ".join(_FIELDS)))
    if _int(doc.get("players", 2), "players") != 2:
        raise RulesError("Sausage is played by two [RULES.md 12]")
    first = _int(doc.get("first", 0), "first")
    if first not in (0, 1):
        raise RulesError("first is seat 0 or 1, not %d" % first)
    rows = [_int(x, "rows") for x in _list(doc.get("rows", [14, 14]), "rows")]
    if len(rows) != 2 or min(rows) < 1 or sum(rows) != 28:
        raise RulesError("rows gives the two rows' tile counts, together the 28 tiles of double-6 (as dealt: "
                         "[14, 14]), not %s" % _show(doc.get("rows")))
    return opts, first, rows, _list(doc.get("actions", []), "actions")


def state_json(r):
    over = None
    if r.over:
        over = {"reason": "out" if r.over == sg.OUT else "blocked", "out": r.out if r.over == sg.OUT else None,
                "last": r.last}
    return {"to_move": r.seat, "rows": [len(r.rows[0]), len(r.rows[1])], "taken": r.taken != sg.NONE,
            "lines": [[_tile(r.lines[k][i], r.first[k][i]) for i in range(len(r.lines[k]))] for k in (0, 1)],
            "round_over": over}


def referee(parsed):
    opts, first, rows, actions = parsed
    r = rf.Referee(opts, first, rows=rows)
    states = [state_json(r)]
    for i, a in enumerate(actions):
        try:
            m = parse_move(a, r)
            if m == sg.TAKE:
                rf.take(r)
            elif m == sg.BACK:
                rf.back(r)
            else:
                t, m = m
                if m & sg.KIND == sg.CUT:
                    m = cut_side(r, t, m)
                rf.place(r, t, m)
        except RulesError as e:
            raise RulesError("action %d %s: %s" % (i, _show(a), e))
        states.append(state_json(r))
    return {"states": states}
