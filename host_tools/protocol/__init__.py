"""JSON side of the rules protocol (host_tools/PROTOCOL.md).

Turns the documents of the protocol into the rules core's lean form (tiles as
small ints, hands as bytearrays) and back, refusing anything malformed with a
RulesError whose one-line message names the problem. JSON exists only here,
at the boundary; the core never sees it.
"""
import re

import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from rules import RulesError
from rules import games
from rules.mexican.deal import engine_dealt
from rules.tiles import HI, LO, count, double, name, tile


def _int(value, what):
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError("%s must be a whole number, not %s" % (what, _show(value)))
    return value


def _show(value):
    import json
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def replay(r, actions, apply, state, shown):
    """The referee verb's one loop, every family's: each action of a log
    given to referee r by apply(r, actions, i), the state after it
    (state(r)) kept; a report the referee refuses ends it in one line
    naming the action, its index and shown(action) as the log wrote it.
    -> {"states": [the state before the first action, then after each]}."""
    states = [state(r)]
    for i in range(len(actions)):
        try:
            apply(r, actions, i)
        except RulesError as e:
            raise RulesError("action %d %s: %s" % (i, _show(shown(actions[i])), e))
        states.append(state(r))
    return {"states": states}


def _list(value, what):
    if not isinstance(value, list):
        raise RulesError("%s must be a list, not %s" % (what, _show(value)))
    return value


def parse_seats(doc, players, set_n, least):
    """A referee document's first seat, hands and boneyard: -> (first,
    hands, boneyard), each checked; a hand holds `least` tiles or more.
    The boneyard's sum with the hands is the caller's to check."""
    first = _int(doc.get("first", 0), "first")
    if not 0 <= first < players:
        raise RulesError("first must be a seat 0..%d, not %d" % (players - 1, first))
    hands = _list(doc.get("hands"), "hands")
    if len(hands) != players:
        raise RulesError("hands has %d counts for %d players" % (len(hands), players))
    from rules.tiles import count
    for i, h in enumerate(hands):
        if _int(h, "hands[%d]" % i) < least or h > count(set_n):
            raise RulesError("hands[%d] = %d is not a number of tiles of double-%d" % (i, h, set_n))
    return first, hands, _int(doc.get("boneyard"), "boneyard")


def parse_tile(value, set_n, what):
    """[a, b] -> (tile id, a, b): the id, and the numbers in the given order
    (which matters on a train or line)."""
    if (not isinstance(value, list) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
        raise RulesError("malformed tile %s in %s: a tile is [a, b] with two whole numbers" % (_show(value), what))
    a, b = value
    if not (0 <= a <= set_n and 0 <= b <= set_n):
        raise RulesError("tile %s in %s is not in double-%d" % (_show(value), what, set_n))
    return tile(a, b), a, b


def tile_json(t, first=None):
    """Tile id -> [a, b]; `first` orients it (that number first), else the
    higher number comes first."""
    if first is None:
        return [HI[t], LO[t]]
    return [first, HI[t] if first == LO[t] else LO[t]]


class Seen:
    """Where each tile of the set is, to refuse a tile in two places. A
    line, cross or Mexican Train position may leave tiles out: they are
    out of play (Block's undealt tiles, or a position made up to ask one
    question). Sausage's deals the whole set, so its position must list
    every tile (check_complete)."""

    def __init__(self, set_n):
        self.set_n = set_n
        self.where = [None] * count(set_n)

    def add(self, t, place):
        if self.where[t] is not None:
            raise RulesError("tile %s is in two places: %s and %s" % (name(t), self.where[t], place))
        self.where[t] = place

    def missing(self):
        return [t for t in range(len(self.where)) if self.where[t] is None]

    def check_complete(self):
        gone = self.missing()
        if gone:
            shown = ", ".join(name(t) for t in gone[:6])
            more = " and %d more" % (len(gone) - 6) if len(gone) > 6 else ""
            raise RulesError("tiles missing from the position: %s%s (every tile of double-%d must be somewhere)" % (
                shown, more, self.set_n))


def parse_tiles(value, set_n, seen, what):
    out = bytearray()
    for i, item in enumerate(_list(value, what)):
        t, _a, _b = parse_tile(item, set_n, what)
        seen.add(t, what)
        out.append(t)
    return out


def parse_header(doc):
    """game, set and options, common to every document of the protocol."""
    if not isinstance(doc, dict):
        raise RulesError("the input must be a JSON object, not %s" % _show(doc))
    game = doc.get("game")
    if not isinstance(game, str):
        raise RulesError("missing \"game\": name one of %s" % ", ".join(games.names()))
    game = games.canonical(game)
    row = games.game(game)
    set_n = doc.get("set", row[1])
    set_n = _int(set_n, "set")
    if set_n not in row[0]:
        raise RulesError("%s is played with %s, not double-%d" % (
            game, " or ".join("double-%d" % s for s in row[0]), set_n))
    opts = doc.get("options", {})
    if opts is None:
        opts = {}
    if not isinstance(opts, dict):
        raise RulesError("options must be an object, not %s" % _show(opts))
    return game, set_n, games.options(game, opts)


class Parsed:
    """A parsed document (a position or a match ledger) in the core's form. Trains and the layout keep the tiles as
    ids plus the numbers they were laid with (`ends`), so orientation
    survives the round trip."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


def parse_train_ref(value, players, what):
    if value == "mexican":
        return -1
    seat = value
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise RulesError("%s must be a seat 0..%d or \"mexican\", not %s" % (what, players - 1, _show(value)))
    return seat


def _parse_train(value, set_n, start, seen, what):
    """An oriented train from the engine outward; it must chain."""
    ids = bytearray()
    end = start
    for i, item in enumerate(_list(value, what)):
        t, a, b = parse_tile(item, set_n, what)
        if a != end:
            raise RulesError("%s does not chain: tile %d [%d, %d] must start with %d" % (what, i, a, b, end))
        seen.add(t, what)
        ids.append(t)
        end = b
    return ids, end


def _turn(doc, players):
    """to_move and the turn object, common to every position."""
    to_move = _int(doc.get("to_move", 0), "to_move")
    if not 0 <= to_move < players:
        raise RulesError("to_move must be a seat 0..%d, not %d" % (players - 1, to_move))
    turn = doc.get("turn", {}) or {}
    if not isinstance(turn, dict):
        raise RulesError("turn must be an object, not %s" % _show(turn))
    return to_move, turn


def parse_mexican(doc, game, set_n, opts):
    players = len(_list(doc.get("hands"), "hands"))
    games.check_players(game, players, set_n)
    engine = _int(doc.get("engine", set_n), "engine")
    if not 0 <= engine <= set_n:
        raise RulesError("engine %d is not a double of double-%d" % (engine, set_n))
    seen = Seen(set_n)
    hands = [parse_tiles(h, set_n, seen, "hands[%d]" % i) for i, h in enumerate(doc["hands"])]
    bone = parse_tiles(doc.get("boneyard", []), set_n, seen, "boneyard")
    trains_doc = _list(doc.get("trains", [[] for _ in range(players)]), "trains")
    if len(trains_doc) != players:
        raise RulesError("trains has %d entries for %d players" % (len(trains_doc), players))
    trains = []
    train_ends = []
    for i, tr in enumerate(trains_doc):
        ids, end = _parse_train(tr, set_n, engine, seen, "trains[%d]" % i)
        trains.append(ids)
        train_ends.append(end)
    mexican, mexican_end = _parse_train(doc.get("mexican", []), set_n, engine, seen, "mexican")
    engine_tile = double(engine)
    engine_placed = seen.where[engine_tile] is None
    if engine_placed:
        seen.add(engine_tile, "the hub")
    elif not engine_dealt(opts):
        raise RulesError("the engine %s is in %s, but it stands in the hub unless option engine_from_hand "
                         "or engine_holder_starts is on" % (name(engine_tile), seen.where[engine_tile]))
    markers = _list(doc.get("markers", [False] * players), "markers")
    if len(markers) != players or any(m is not True and m is not False for m in markers):
        raise RulesError("markers must be %d true/false values, one per seat" % players)
    open_doubles = []
    for i, ref in enumerate(_list(doc.get("open_doubles", []), "open_doubles")):
        r = parse_train_ref(ref, players, "open_doubles[%d]" % i)
        line = mexican if r < 0 else trains[r]
        if not line or LO[line[-1]] != HI[line[-1]]:
            raise RulesError("open_doubles names %s, but that train does not end in a double" % _show(ref))
        if r in open_doubles:
            raise RulesError("open_doubles names %s twice" % _show(ref))
        open_doubles.append(r)
    to_move, turn = _turn(doc, players)
    for key in turn:
        if key not in ("drawn", "after_double"):
            raise RulesError("unknown turn field %r; fields are drawn, after_double" % key)
        if turn[key] is not True and turn[key] is not False:
            raise RulesError("turn.%s must be true or false" % key)
    first = doc.get("first_round_of_turns", False)
    if first is not True and first is not False:
        raise RulesError("first_round_of_turns must be true or false")
    _check_doubles(trains, mexican, open_doubles, seen, turn.get("after_double", False))
    return Parsed(game=game, set=set_n, options=opts, players=players, engine=engine,
                    engine_placed=engine_placed, hands=hands, boneyard=bone, trains=trains,
                    train_ends=train_ends, mexican=mexican, mexican_end=mexican_end,
                    markers=[bool(m) for m in markers], open_doubles=open_doubles,
                    to_move=to_move, drawn=bool(turn.get("drawn", False)),
                    after_double=bool(turn.get("after_double", False)), first_round=first)


def _check_doubles(trains, mexican, open_doubles, seen, after_double):
    """A double at the end of a train is open until a tile is laid on it,
    or until every tile of its number has been played [RULES.md 1, Open
    (unsatisfied) double]: open_doubles lists every such train. The player
    to move continues after a double [RULES.md 1, Doubles] only when a
    train ends in one."""
    ends_in_double = False
    for j, line in enumerate(list(trains) + [mexican]):
        if not line or LO[line[-1]] != HI[line[-1]]:
            continue
        ends_in_double = True
        ref = -1 if j == len(trains) else j
        if ref in open_doubles:
            continue
        x = LO[line[-1]]
        for t in range(len(seen.where)):
            if (LO[t] == x or HI[t] == x) and (seen.where[t] or "")[:5] in ("hands", "boney"):
                raise RulesError("%s ends in the double %s, which open_doubles does not list, and %s is still to be "
                                 "played (in %s): the double is open" % (
                                     "mexican" if ref < 0 else "trains[%d]" % j, name(line[-1]), name(t),
                                     seen.where[t]))
    if after_double and not ends_in_double:
        raise RulesError("turn.after_double is true, but no train ends in a double just played")


def parse_line(doc, game, set_n, opts):
    """Position of a line or cross game (every game but Mexican Train)."""
    players = len(_list(doc.get("hands"), "hands"))
    games.check_players(game, players, set_n)
    seen = Seen(set_n)
    hands = [parse_tiles(h, set_n, seen, "hands[%d]" % i) for i, h in enumerate(doc["hands"])]
    bone = parse_tiles(doc.get("boneyard", []), set_n, seen, "boneyard")
    layout = doc.get("layout", {}) or {}
    if not isinstance(layout, dict):
        raise RulesError("layout must be an object, not %s" % _show(layout))
    laid = bytearray()
    laid_first = bytearray()
    for item in _list(layout.get("tiles", []), "layout.tiles"):
        t, a, _b = parse_tile(item, set_n, "layout.tiles")
        seen.add(t, "layout.tiles")
        laid.append(t)
        laid_first.append(a)
    ends = bytearray()
    for i, e in enumerate(_list(layout.get("ends", []), "layout.ends")):
        e = _int(e, "layout.ends[%d]" % i)
        if not 0 <= e <= set_n:
            raise RulesError("layout.ends[%d] = %d is not a number of double-%d" % (i, e, set_n))
        ends.append(e)
    if laid and not ends:
        raise RulesError("layout has tiles but no open ends")
    closed = []
    for i, c in enumerate(_list(layout.get("closed", []), "layout.closed")):
        c = _int(c, "layout.closed[%d]" % i)
        if not 0 <= c < len(ends):
            raise RulesError("layout.closed[%d] = %d is not an index of layout.ends" % (i, c))
        closed.append(c)
    to_move, turn = _turn(doc, players)
    drawn = _int(turn.get("drawn", 0), "turn.drawn")
    return Parsed(game=game, set=set_n, options=opts, players=players, hands=hands,
                    boneyard=bone, laid=laid, laid_first=laid_first, ends=ends,
                    closed=closed, to_move=to_move, drawn=drawn)


def parse_position(doc):
    game, set_n, opts = parse_header(doc)
    if "hands" not in doc:
        raise RulesError("missing \"hands\": one list of tiles per seat")
    if games.family(game) == "mexican":
        return parse_mexican(doc, game, set_n, opts)
    return parse_line(doc, game, set_n, opts)


def canonical(move):
    """A move as text, the same for its forms that are one move: two
    doubles laid at once named in either order (the rules protocol's own
    worked example names end 1's first), "close": false and no "close"."""
    import json
    m = {k: v for k, v in move.items() if not (k == "close" and v is False)}
    ends = m.get("end")
    if isinstance(ends, list) and isinstance(m.get("play"), list) and len(ends) == len(m["play"]):
        close = m.get("close", False)
        if not isinstance(close, list):
            close = [close] * len(ends)    # true: every one of them face down
        if len(close) == len(ends):
            ways = sorted(zip(ends, m["play"], close), key=lambda w: json.dumps(w))
            m["end"] = [w[0] for w in ways]
            m["play"] = [w[1] for w in ways]
            m.pop("close", None)
            if any(w[2] is not False for w in ways):
                m["close"] = [w[2] for w in ways]
    return json.dumps(m, sort_keys=True)


def as_listed(move, listed):
    """A legal move given otherwise than `moves` lists it (a round's first
    tile the other way round, a cut "at" the ends) is refused: `moves`
    lists each move once, in one form, and `play` takes that form only
    (canonical(): up to forms that are one move), so every move it takes
    is one `moves` lists."""
    if canonical(move) != canonical(listed):
        raise RulesError("illegal move: %s is one move, written %s as moves lists it" % (_show(move),
                                                                                       _show(listed)))


def is_only(value, key):
    """value is {key: true} and nothing else: the form of a draw, a pass, a
    take or a put back. Not {key: 1}, although Python's 1 == True."""
    return isinstance(value, dict) and len(value) == 1 and value.get(key) is True


def parse_move(value, pos):
    """A move of the protocol -> ("play", tile id, first number, target) or
    ("draw",) or ("pass",). For Mexican Train target is a seat or -1 for
    the Mexican Train; for line games it is the end index (plus close)."""
    if not isinstance(value, dict):
        raise RulesError("a move must be an object, not %s" % _show(value))
    if is_only(value, "draw"):
        return ("draw",)
    if is_only(value, "pass"):
        return ("pass",)
    if "play" in value:
        t, a, _b = parse_tile(value["play"], pos.set, "the move")
        if pos.game == "mexican-train":
            if "on" not in value or len(value) != 2:
                raise RulesError("a play is {\"play\": [a, b], \"on\": SEAT or \"mexican\"}")
            return ("play", t, a, parse_train_ref(value["on"], pos.players, "\"on\""))
        extra = set(value) - {"play", "end", "close"}
        if "end" not in value or extra:
            raise RulesError("a play is {\"play\": [a, b], \"end\": I} (with \"close\": true where the game has it)")
        end = _int(value["end"], "\"end\"")
        if not 0 <= end < max(1, len(pos.ends)):
            raise RulesError("\"end\" %d is not an open end of the layout" % end)
        close = value.get("close", False)
        if close is not True and close is not False:
            raise RulesError("\"close\" must be true or false")
        return ("play", t, a, end, close)
    raise RulesError("unknown move %s: a move is play, draw or pass" % _show(value))


def parse_match(doc):
    """The match ledger input of `score`: rounds with the hands left."""
    game, set_n, opts = parse_header(doc)
    players = _int(doc.get("players"), "players")
    games.check_players(game, players)
    teams = doc.get("teams")
    kind = games.teams_rule(games.game(game), players)
    if teams is not None:
        teams = _list(teams, "teams")
        if kind == 0:
            raise RulesError("%s is not played in teams by %d players" % (game, players))
        flat = []
        for i, team in enumerate(teams):
            for s in _list(team, "teams[%d]" % i):
                s = _int(s, "teams[%d]" % i)
                if not 0 <= s < players or s in flat:
                    raise RulesError("teams must name every seat 0..%d once" % (players - 1))
                flat.append(s)
        if len(flat) != players or len(teams) < 2:
            raise RulesError("teams must name every seat 0..%d once, in at least two teams" % (players - 1))
    elif kind == 2:
        raise RulesError("%s is played by two teams: give \"teams\"" % game)
    rounds = []
    for r, rd in enumerate(_list(doc.get("rounds", []), "rounds")):
        what = "rounds[%d]" % r
        if not isinstance(rd, dict):
            raise RulesError("%s must be an object" % what)
        seen = Seen(set_n)
        hands_doc = _list(rd.get("hands"), what + ".hands")
        if len(hands_doc) != players:
            raise RulesError("%s.hands has %d hands for %d players" % (what, len(hands_doc), players))
        hands = [parse_tiles(h, set_n, seen, "%s.hands[%d]" % (what, i)) for i, h in enumerate(hands_doc)]
        out = rd.get("out")
        if out is not None:
            out = _int(out, what + ".out")
            if not 0 <= out < players:
                raise RulesError("%s.out must be a seat 0..%d or null" % (what, players - 1))
        last = rd.get("last")
        if last is not None:
            last = _int(last, what + ".last")
            if not 0 <= last < players:
                raise RulesError("%s.last must be a seat 0..%d" % (what, players - 1))
        points = []
        for i, p in enumerate(_list(rd.get("points", []), what + ".points")):
            p = _list(p, "%s.points[%d]" % (what, i))
            if len(p) != 2:
                raise RulesError("%s.points[%d] must be [seat, points]" % (what, i))
            seat = _int(p[0], "%s.points[%d] seat" % (what, i))
            pts = _int(p[1], "%s.points[%d] points" % (what, i))
            if not 0 <= seat < players:
                raise RulesError("%s.points[%d] names seat %d of %d" % (what, i, seat, players))
            if game == "bergen":
                # A seat's points written as one total: Bergen's plays score 2
                # or 3 each and only their sum counts (rules.score.fives.plays).
                from rules.score.fives import plays
                points.extend((seat, x) for x in plays(game, pts))
            else:
                points.append((seat, pts))
        # Optional extensions (firmware/rules/score/match.py): the tiles the
        # round was opened and finished with; absent = nothing special.
        opened = parse_tiles(rd.get("opened", []), set_n, seen, what + ".opened")
        finish = parse_tiles(rd.get("finish", []), set_n, seen, what + ".finish")
        for key, tiles in (("opened", opened), ("finish", finish)):
            if len(tiles) > 2 or len(tiles) == 2 and any(LO[t] != HI[t] for t in tiles):
                raise RulesError("%s.%s is one tile, or two doubles laid at once" % (what, key))
        if finish and out is None:
            raise RulesError("%s.finish needs \"out\": the player who finished" % what)
        _check_ending(what, out, last)
        extra = set(rd) - {"out", "last", "hands", "points", "markers", "opened", "finish"}
        if extra:
            raise RulesError("%s has unknown field %s" % (what, sorted(extra)[0]))
        markers = rd.get("markers")
        if markers is not None:
            markers = _list(markers, what + ".markers")
            if len(markers) != players or any(m is not True and m is not False for m in markers):
                raise RulesError("%s.markers must be %d true/false values" % (what, players))
        rounds.append({"out": out, "last": last, "hands": hands, "points": points, "markers": markers,
                       "opened": opened, "finish": finish})
    return Parsed(game=game, set=set_n, options=opts, players=players, teams=teams, rounds=rounds)


def _check_ending(what, out, last):
    """A round's ending in the ledger's form: blocked ("out" null) names the
    seat that made the last play, a round someone went out of does not. Who
    may hold no tiles is the rules core's (rules.score.scoring.check_round:
    Seven's seats out of the game hold none)."""
    if out is None:
        if last is None:
            raise RulesError("%s is blocked (\"out\" is null), so it needs \"last\": the seat that made the last play" % what)
        return
    if last is not None:
        raise RulesError("%s has \"out\" and \"last\": \"last\" is only for a blocked round" % what)


def score(match):
    """`score` for every game: the tiles of each round become the round's
    facts, and the game's scorer in the rules core does the rest."""
    from rules.score import scoring
    rounds = []
    for rd in match.rounds:
        rounds.append(scoring.from_hands(
            rd["hands"], match.set,
            -1 if rd["out"] is None else rd["out"],
            -1 if rd["last"] is None else rd["last"],
            rd["points"], rd["markers"], rd["opened"], rd["finish"]))
    try:
        return scoring.score(match.game, match.players, match.teams, match.options, rounds, match.set)
    except RulesError as e:
        said = getattr(e, "said", None)
        if not said or not 10 <= said[0] <= 31:
            raise
        # The scorers name a seat as the device's round entry shows it, from
        # 1 (rules.score.scoring, kinds 10-31); the protocol numbers seats from 0.
        raise RulesError(re.sub(r"\bseat (\d+)", lambda m: "seat %d" % (int(m.group(1)) - 1), str(e))) from None
