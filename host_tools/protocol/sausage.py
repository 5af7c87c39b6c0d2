"""`moves` and `play` of the rules command for Sausage (rules/README.md §12;
host_tools/PROTOCOL.md, "Sausage position"): the project's position form
(rows, lines, taken) becomes the engine's Position (rules.sausage.position) and back.
Every rule lives in the engine; this file only translates.

The family contract of host_tools/protocol/: moves(doc), play(doc),
referee(doc) and parse_log(doc), each given the JSON document as read;
for simulate --trace and --json, position_json, move_json, play_json,
round_json and ORDER.

Beyond the form's fields: "round" (0-based, absent 0), "last" (the seat
that made the last play, absent unknown), and a cut may say where:
{"cut": [a, b], "at": J}, J the joint after J tiles of each line (absent:
at the lines' ends), a on line 0's side. With option double_first (the
round opens with a double, rules/README.md §12) the opener's take names the
double taken from their row, {"take": [d, d]}, and {"back": true} before
any take says their row holds no double: the other seat opens.

`referee` of the rules command for Sausage (host_tools/PROTOCOL.md,
"Referee log (Sausage)"): the engine's moves as the players report them
(a take does not say the tile; the play that follows does, a tile put back
is never named) become reports to the device's referee
(rules.sausage.referee), one at a time, and its state before the first and
after each becomes JSON. Every rule is the referee's (on the engine's
rules.sausage.position); this file only translates."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.protocol import (Seen, as_listed, is_only, parse_header, parse_int, parse_list, parse_step, parse_tile,
                                 parse_tiles, replay, show)
from rules import RulesError, games
from rules.sausage import position as sg
from rules.sausage import referee as rf
from rules.tiles import HI, LO, name

_FIELDS = ("game", "set", "options", "round", "rows", "lines", "taken", "to_move", "last", "turn")


def to_position(doc):
    game, set_n, opts = parse_header(doc)
    extra = sorted(set(doc) - set(_FIELDS))
    if extra:
        raise RulesError("unknown field %r in a Sausage position; fields are %s" % (extra[0], ", ".join(_FIELDS[:8])))
    r = sg.Position(opts, parse_int(doc.get("round", 0), "round"))
    if r.round < 0:
        raise RulesError("round must be 0 or more, not %d" % r.round)
    seen = Seen(set_n)
    rows = parse_list(doc.get("rows"), "rows")
    if len(rows) != 2:
        raise RulesError("Sausage is played by two: rows has one list of tiles per seat, not %d" % len(rows))
    for s in (0, 1):
        r.rows[s] = parse_tiles(rows[s], set_n, seen, "rows[%d]" % s)
    lines = parse_list(doc.get("lines", [[], []]), "lines")
    if len(lines) != 2:
        raise RulesError("lines holds the two parallel lines, not %d" % len(lines))
    for k in (0, 1):
        for item in parse_list(lines[k], "lines[%d]" % k):
            t, a, _b = parse_tile(item, set_n, "lines[%d]" % k)
            seen.add(t, "lines[%d]" % k)
            r.lines[k].append(t)
            r.first[k].append(a)
    if not r.lines[0] and r.lines[1]:
        raise RulesError("lines[0] starts with the first tile: it is empty, so lines[1] must be too")
    taken = doc.get("taken")
    if taken is not None:
        t, _a, _b = parse_tile(taken, set_n, "taken")
        seen.add(t, "taken")
        r.taken = t
    seen.check_complete()
    for k in (0, 1):
        for i in range(len(r.lines[k])):
            if k == 0 and i == 0:
                continue
            want = sg.other(r.lines[k][i - 1], r.first[k][i - 1]) if i else r.first[0][0]
            if r.first[k][i] != want:
                raise RulesError("lines[%d][%d] %s does not touch %d, the number before it" % (
                    k, i, show([r.first[k][i], sg.other(r.lines[k][i], r.first[k][i])]), want))
    r.seat = parse_int(doc.get("to_move", 0), "to_move")
    if r.seat not in (0, 1):
        raise RulesError("to_move is seat 0 or 1, not %d" % r.seat)
    r.last = parse_int(doc.get("last", -1), "last")
    if r.last not in (-1, 0, 1):
        raise RulesError("last is seat 0 or 1 (or -1: unknown)")
    for s in (0, 1):
        if not r.rows[s] and not (r.taken != sg.NONE and r.seat == s):
            raise RulesError("seat %d has no tiles left: the round is over" % s)
    if r.taken != sg.NONE and not r.lines[0] and sg.double_first(r) and HI[r.taken] != LO[r.taken]:
        raise RulesError("with double_first the round opens with a double, and %s is not one [rules/README.md §12]"
                         % name(r.taken))
    if r.taken == sg.NONE and sg.stuck(r):
        raise RulesError("no tile of either row fits anywhere: the round is over (blocked)")
    return r


def _tile(t, first):
    return [first, sg.other(t, first)]


def position_json(r):
    return {"game": "sausage", "set": 6, "options": {k: v for k, v in r.options.items()
                                                     if v != games.options("sausage")[k]},
            "round": r.round,
            "rows": [[[HI[t], LO[t]] for t in r.rows[s]] for s in (0, 1)],
            "lines": [[_tile(r.lines[k][i], r.first[k][i]) for i in range(len(r.lines[k]))] for k in (0, 1)],
            "taken": None if r.taken == sg.NONE else [HI[r.taken], LO[r.taken]],
            "to_move": r.seat, "last": r.last}


def move_json(r, m):
    # A play's field "line" (which of the two lines) is written as a keyword
    # and read with get: a field's name, not the line family's.
    if m == sg.TAKE:
        return {"take": True}
    if m == sg.BACK:
        return {"back": True}
    if m >= sg.PICK:
        t = m - sg.PICK
        return {"take": [HI[t], LO[t]]}
    t = r.taken
    kind = m & sg.KIND
    if kind == sg.END:
        if not r.lines[0]:
            a = HI[t] if not m & 2 else LO[t]
            return dict(play=[a, sg.other(t, a)], line=0)
        k = m & 1
        return dict(play=_tile(t, sg.end(r, k)), line=k)
    if kind == sg.INSERT:
        return dict(play=[LO[t], LO[t]], line=m & 1, at=m >> 1 & 511)
    j = m >> 1 & 511
    x = sg.joint(r, 0, j)
    doc = {"cut": [x, sg.other(t, x)]}
    if j != sg.length(r, 0):
        doc["at"] = j
    return doc


def _place(j, what):
    """A joint's index as a move holds it (9 bits); one out of any line's
    reach is refused, not folded into one in reach."""
    if not 0 <= j <= 511:
        raise RulesError("illegal move: %s at joint %d: no line has it" % (what, j))
    return j


_NO_LINE = object()   # a move without the field "line" (move_json)


def parse_move(value, r):
    if not isinstance(value, dict):
        raise RulesError("a move must be an object, not %s" % show(value))
    if is_only(value, "take"):
        return sg.TAKE
    if is_only(value, "back"):
        return sg.BACK
    if len(value) == 1 and isinstance(value.get("take"), list):
        t, _a, _b = parse_tile(value["take"], 6, "the take")
        return sg.PICK | t
    if "cut" in value and not set(value) - {"cut", "at"}:
        t, a, _b = parse_tile(value["cut"], 6, "the cut")
        j = parse_int(value.get("at", max(sg.length(r, 0), 0)), "\"at\"")
        if r.lines[0] and 1 <= j <= sg.length(r, 0) and a != sg.joint(r, 0, j):
            raise RulesError("illegal move: line 0 shows %d at joint %d, so the cut is [%d, %d] the other way round"
                             % (sg.joint(r, 0, j), j, sg.joint(r, 0, j), a))
        return t, sg.CUT | _place(j, "a cut") << 1
    line = value.get("line", _NO_LINE)
    if "play" in value and line is not _NO_LINE and len(value) == 2 + ("at" in value):
        t, a, _b = parse_tile(value["play"], 6, "the move")
        k = parse_int(line, "\"line\"")
        if k not in (0, 1):
            raise RulesError("\"line\" is 0 or 1, not %d" % k)
        if "at" in value:
            return t, sg.INSERT | _place(parse_int(value["at"], "\"at\""), "a double") << 1 | k
        if not r.lines[0]:
            if k:
                raise RulesError("the first tile starts line 0")
            return t, sg.END | (0 if a == HI[t] else 2)
        if a != sg.end(r, k):
            raise RulesError("illegal move: line %d ends in %d, so [%d, %d] does not go on it" % (
                k, sg.end(r, k), a, _b))
        return t, sg.END | k
    raise RulesError("a Sausage move is {\"take\": true}, {\"play\": [a, b], \"line\": L} (a double inside a line: "
                     "with \"at\": I), {\"cut\": [a, b]} or {\"back\": true} (option double_first: the opener "
                     "takes a double, {\"take\": [d, d]})")


def cut_side(r, t, m):
    """A cut as parse_move reads it, m without its side: which way round
    tile t lies is the engine's to find from the joint's numbers (m as it
    was when no cut of t goes there)."""
    buf = sg.new_buffer()
    return next((x for x in buf[:sg.plays(r, t, buf, 0)] if x & ~1 == m), m)


def _legal(r):
    buf = sg.new_buffer()
    return list(buf[:sg.moves(r, buf)])


def moves(doc):
    r = to_position(doc)
    return {"moves": [move_json(r, m) for m in _legal(r)]}


def play(doc):
    doc, move = parse_step(doc)
    r = to_position(doc)
    legal = _legal(r)
    m = parse_move(move, r)
    if isinstance(m, tuple):
        t, m = m
        if r.taken == sg.NONE:
            raise RulesError("illegal move: seat %d takes a tile first" % r.seat)
        if t != r.taken:
            raise RulesError("illegal move: the tile taken is %s, not %s" % (name(r.taken), name(t)))
        if m & sg.KIND == sg.CUT:
            m = cut_side(r, t, m)
    if m not in legal:
        raise RulesError("illegal move: " + _why(r, m, legal))
    as_listed(move, move_json(r, m))
    sg.apply(r, m)
    return play_json(r)


def play_json(r):
    """play's answer once a move is made on r: the position, or how the
    round ended (also each line of simulate --trace after a move)."""
    if r.over:
        return {"round_over": round_over(r)}
    return position_json(r)


def _why(r, m, legal):
    if r.taken == sg.NONE and not r.lines[0] and sg.double_first(r):
        if m == sg.BACK:
            return "seat %d holds a double, which opens the round (option double_first) [rules/README.md §12]" % r.seat
        if m >= sg.PICK:
            t = m - sg.PICK
            return ("the round opens with a double (option double_first), and %s is not one [rules/README.md §12]"
                    % name(t) if HI[t] != LO[t] else "seat %d does not hold %s" % (r.seat, name(t)))
        return ("seat %d takes a double from their row: the round opens with one (option double_first) "
                "[rules/README.md §12]" % r.seat)
    if m >= sg.PICK:
        return "seat %d takes the last tile of their row (a take names a double only at the opening, option " \
               "double_first)" % r.seat
    if r.taken == sg.NONE and m != sg.TAKE:
        return "seat %d takes a tile first (the last of their row)" % r.seat
    if m == sg.TAKE:
        return "seat %d has taken %s: play it or put it back" % (r.seat, name(r.taken))
    if m == sg.BACK:
        return "%s fits: it must be played [rules/README.md §12]" % name(r.taken)
    kind = m & sg.KIND
    if kind == sg.CUT:
        return ("a cut needs the two lines the same length, at least one tile each, and the tile's numbers at one "
                "joint of both [rules/README.md §12]")
    if kind == sg.INSERT:
        return "a double goes in only where its number meets itself inside a line [rules/README.md §12]"
    return "that tile does not fit"


def round_over(r, charged=None):
    """The protocol's round_over: reason, out, last and scores (charged: the
    round's scores when known, else its points as the first of a match)."""
    if charged is None:
        from rules.score.scoring import score
        charged = score("sausage", 2, None, r.options, [sg.result(r)], 6)["rounds"][0]["charged"]
    return {"reason": "out" if r.over == sg.OUT else "blocked", "out": r.out if r.over == sg.OUT else None,
            "last": r.last, "scores": charged}


def round_json(r, charged):
    """A finished round's line of simulate --json, beside its match and
    round: how it ended and the scores the match charged."""
    return round_over(r, charged)


# The order simulate writes the keys of a position and a move in (both
# runtimes alike: MicroPython's dicts keep none); others follow, sorted.
ORDER = ("game", "set", "options", "to_move", "play")


_LOG_FIELDS = ("game", "set", "options", "players", "first", "rows", "actions")


def parse_log(doc):
    """-> (options, first, rows, actions as given: read against the lines
    when they are played)."""
    _game, _set, opts = parse_header(doc)
    extra = sorted(set(doc) - set(_LOG_FIELDS))
    if extra:
        raise RulesError("unknown field %r in a Sausage referee log; fields are %s" % (extra[0], ", ".join(_LOG_FIELDS)))
    if parse_int(doc.get("players", 2), "players") != 2:
        raise RulesError("Sausage is played by two [rules/README.md §12]")
    first = parse_int(doc.get("first", 0), "first")
    if first not in (0, 1):
        raise RulesError("first is seat 0 or 1, not %d" % first)
    rows = [parse_int(x, "rows") for x in parse_list(doc.get("rows", [14, 14]), "rows")]
    if len(rows) != 2 or min(rows) < 1 or sum(rows) != 28:
        raise RulesError("rows gives the two rows' tile counts, together the 28 tiles of double-6 (as dealt: "
                         "[14, 14]), not %s" % show(doc.get("rows")))
    return opts, first, rows, parse_list(doc.get("actions", []), "actions")


def state_json(r):
    over = None
    if r.over:
        over = {"reason": "out" if r.over == sg.OUT else "blocked", "out": r.out if r.over == sg.OUT else None,
                "last": r.last}
    return {"to_move": r.seat, "rows": [len(r.rows[0]), len(r.rows[1])], "taken": r.taken != sg.NONE,
            "lines": [[_tile(r.lines[k][i], r.first[k][i]) for i in range(len(r.lines[k]))] for k in (0, 1)],
            "round_over": over}


def referee(doc):
    parsed = parse_log(doc)
    opts, first, rows, actions = parsed
    r = rf.Referee(opts, first, rows=rows)

    picked = [-1]   # the double a take named (double_first): the play that follows lays it

    def apply(r, actions, i):
        m = parse_move(actions[i], r)
        opening = not r.lines[0] and r.taken == sg.NONE and sg.double_first(r)
        if isinstance(m, int) and m >= sg.PICK:
            if not opening:
                raise RulesError("a take names its tile only at the opening, under option double_first")
            t = m - sg.PICK
            if HI[t] != LO[t]:
                raise RulesError("the round opens with a double (option double_first), not %s [rules/README.md §12]"
                                 % name(t))
            r.report(sg.TAKE)
            picked[0] = t
            return
        if opening and m == sg.TAKE:
            raise RulesError("the opener takes a double from their row and names it, {\"take\": [d, d]} "
                             "(option double_first)")
        if m != sg.TAKE and r.taken == sg.NONE and not r.over and not (opening and m == sg.BACK):
            # The log names each take (the device reports a turn whole).
            raise RulesError("seat %d takes a tile first (the last of their row)" % r.seat)
        if m == sg.TAKE or m == sg.BACK:
            r.report(m)
        else:
            t, m = m
            if picked[0] >= 0 and t != picked[0]:
                raise RulesError("the tile taken is %s, not %s" % (name(picked[0]), name(t)))
            picked[0] = -1
            if m & sg.KIND == sg.CUT:
                m = cut_side(r, t, m)
            r.report(m & sg.KIND, m & ~sg.KIND, t)

    return replay(r, actions, apply, state_json, lambda a: a)
