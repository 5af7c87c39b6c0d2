"""What every family's side of the rules command shares
(host_tools/PROTOCOL.md): the readers of what every document has (its
header, tiles, hands, seats, the turn), the referee verb's loop, and
`score`, every game's. Each family answers the other verbs in its own
module, host_tools/protocol/<family>.py: moves(doc), play(doc),
referee(doc) and parse_log(doc), each given the JSON document as read,
which the module parses with these readers.

The documents become the rules core's lean form (tiles as small ints,
hands as bytearrays) and back; anything malformed is refused with a
RulesError whose one-line message names the problem. JSON exists only at
this boundary; the core never sees it.
"""
import re

import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from rules import RulesError
from rules import games
from rules.tiles import HI, LO, count, name, tile


def parse_int(value, what):
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError("%s must be a whole number, not %s" % (what, show(value)))
    return value


def show(value):
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
            raise RulesError("action %d %s: %s" % (i, show(shown(actions[i])), e))
        states.append(state(r))
    return {"states": states}


def parse_list(value, what):
    if not isinstance(value, list):
        raise RulesError("%s must be a list, not %s" % (what, show(value)))
    return value


def parse_seats(doc, players, set_n, least):
    """A referee document's first seat, hands and boneyard: -> (first,
    hands, boneyard), each checked; a hand holds `least` tiles or more.
    The boneyard's sum with the hands is the caller's to check."""
    first = parse_int(doc.get("first", 0), "first")
    if not 0 <= first < players:
        raise RulesError("first must be a seat 0..%d, not %d" % (players - 1, first))
    hands = parse_list(doc.get("hands"), "hands")
    if len(hands) != players:
        raise RulesError("hands has %d counts for %d players" % (len(hands), players))
    from rules.tiles import count
    for i, h in enumerate(hands):
        if parse_int(h, "hands[%d]" % i) < least or h > count(set_n):
            raise RulesError("hands[%d] = %d is not a number of tiles of double-%d" % (i, h, set_n))
    return first, hands, parse_int(doc.get("boneyard"), "boneyard")


def parse_tile(value, set_n, what):
    """[a, b] -> (tile id, a, b): the id, and the numbers in the given order
    (which matters on a train or line)."""
    if (not isinstance(value, list) or len(value) != 2
            or any(isinstance(v, bool) or not isinstance(v, int) for v in value)):
        raise RulesError("malformed tile %s in %s: a tile is [a, b] with two whole numbers" % (show(value), what))
    a, b = value
    if not (0 <= a <= set_n and 0 <= b <= set_n):
        raise RulesError("tile %s in %s is not in double-%d" % (show(value), what, set_n))
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
    for i, item in enumerate(parse_list(value, what)):
        t, _a, _b = parse_tile(item, set_n, what)
        seen.add(t, what)
        out.append(t)
    return out


def parse_game(doc):
    """The game a document is about (its canonical name), the first thing
    read of every document of the protocol."""
    if not isinstance(doc, dict):
        raise RulesError("the input must be a JSON object, not %s" % show(doc))
    game = doc.get("game")
    if not isinstance(game, str):
        raise RulesError("missing \"game\": name one of %s" % ", ".join(games.names()))
    return games.canonical(game)


def parse_header(doc):
    """game, set and options, common to every document of the protocol."""
    game = parse_game(doc)
    row = games.game(game)
    set_n = doc.get("set", row[1])
    set_n = parse_int(set_n, "set")
    if set_n not in row[0]:
        raise RulesError("%s is played with %s, not double-%d" % (
            game, " or ".join("double-%d" % s for s in row[0]), set_n))
    opts = doc.get("options", {})
    if opts is None:
        opts = {}
    if not isinstance(opts, dict):
        raise RulesError("options must be an object, not %s" % show(opts))
    return game, set_n, games.options(game, opts)


class Parsed:
    """A parsed document (a position or a match ledger) in the core's form. Trains and the layout keep the tiles as
    ids plus the numbers they were laid with (`ends`), so orientation
    survives the round trip."""

    def __init__(self, **kw):
        self.__dict__.update(kw)

def parse_players(doc):
    """A position's header and its number of players: -> (game, set,
    options, players), the count checked against the game."""
    game, set_n, opts = parse_header(doc)
    if "hands" not in doc:
        raise RulesError("missing \"hands\": one list of tiles per seat")
    players = len(parse_list(doc.get("hands"), "hands"))
    games.check_players(game, players, set_n)
    return game, set_n, opts, players


def parse_hands(doc, set_n):
    """A position's hands and boneyard: -> (Seen, hands, boneyard), each
    tile seen once."""
    seen = Seen(set_n)
    hands = [parse_tiles(h, set_n, seen, "hands[%d]" % i) for i, h in enumerate(doc["hands"])]
    bone = parse_tiles(doc.get("boneyard", []), set_n, seen, "boneyard")
    return seen, hands, bone


def parse_step(doc):
    """play's document: -> (position, move), neither read yet."""
    if not isinstance(doc, dict) or "position" not in doc or "move" not in doc:
        raise RulesError("play takes {\"position\": P, \"move\": M}")
    return doc["position"], doc["move"]


def parse_turn(doc, players):
    """to_move and the turn object, common to every position."""
    to_move = parse_int(doc.get("to_move", 0), "to_move")
    if not 0 <= to_move < players:
        raise RulesError("to_move must be a seat 0..%d, not %d" % (players - 1, to_move))
    turn = doc.get("turn", {}) or {}
    if not isinstance(turn, dict):
        raise RulesError("turn must be an object, not %s" % show(turn))
    return to_move, turn

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
        raise RulesError("illegal move: %s is one move, written %s as moves lists it" % (show(move),
                                                                                       show(listed)))


def is_only(value, key):
    """value is {key: true} and nothing else: the form of a draw, a pass, a
    take or a put back. Not {key: 1}, although Python's 1 == True."""
    return isinstance(value, dict) and len(value) == 1 and value.get(key) is True

def parse_match(doc):
    """The match ledger input of `score`: rounds with the hands left."""
    game, set_n, opts = parse_header(doc)
    players = parse_int(doc.get("players"), "players")
    games.check_players(game, players)
    teams = doc.get("teams")
    kind = games.teams_rule(games.game(game), players)
    if teams is not None:
        teams = parse_list(teams, "teams")
        if kind == 0:
            raise RulesError("%s is not played in teams by %d players" % (game, players))
        flat = []
        for i, team in enumerate(teams):
            for s in parse_list(team, "teams[%d]" % i):
                s = parse_int(s, "teams[%d]" % i)
                if not 0 <= s < players or s in flat:
                    raise RulesError("teams must name every seat 0..%d once" % (players - 1))
                flat.append(s)
        if len(flat) != players or len(teams) < 2:
            raise RulesError("teams must name every seat 0..%d once, in at least two teams" % (players - 1))
    elif kind == 2:
        raise RulesError("%s is played by two teams: give \"teams\"" % game)
    # A seat's points written as one total where the game's plays score 2
    # or 3 each (Bergen's) and only their sum counts (rules.score.fives.plays).
    scorer, facts = games.scorer(game)
    in_plays = scorer == "rules.score.fives" and facts[1] != 5
    rounds = []
    for r, rd in enumerate(parse_list(doc.get("rounds", []), "rounds")):
        what = "rounds[%d]" % r
        if not isinstance(rd, dict):
            raise RulesError("%s must be an object" % what)
        seen = Seen(set_n)
        hands_doc = parse_list(rd.get("hands"), what + ".hands")
        if len(hands_doc) != players:
            raise RulesError("%s.hands has %d hands for %d players" % (what, len(hands_doc), players))
        hands = [parse_tiles(h, set_n, seen, "%s.hands[%d]" % (what, i)) for i, h in enumerate(hands_doc)]
        out = rd.get("out")
        if out is not None:
            out = parse_int(out, what + ".out")
            if not 0 <= out < players:
                raise RulesError("%s.out must be a seat 0..%d or null" % (what, players - 1))
        last = rd.get("last")
        if last is not None:
            last = parse_int(last, what + ".last")
            if not 0 <= last < players:
                raise RulesError("%s.last must be a seat 0..%d" % (what, players - 1))
        points = []
        for i, p in enumerate(parse_list(rd.get("points", []), what + ".points")):
            p = parse_list(p, "%s.points[%d]" % (what, i))
            if len(p) != 2:
                raise RulesError("%s.points[%d] must be [seat, points]" % (what, i))
            seat = parse_int(p[0], "%s.points[%d] seat" % (what, i))
            pts = parse_int(p[1], "%s.points[%d] points" % (what, i))
            if not 0 <= seat < players:
                raise RulesError("%s.points[%d] names seat %d of %d" % (what, i, seat, players))
            if in_plays:
                from rules.score.fives import plays
                points.extend((seat, x) for x in plays(game, pts))
            else:
                points.append((seat, pts))
        # Optional extensions (firmware/rules/score/scoring.py): the tiles the
        # round was opened and finished with; absent = nothing special.
        opened = parse_tiles(rd.get("opened", []), set_n, seen, what + ".opened")
        finish = parse_tiles(rd.get("finish", []), set_n, seen, what + ".finish")
        for key, tiles in (("opened", opened), ("finish", finish)):
            if len(tiles) > 2 or len(tiles) == 2 and any(LO[t] != HI[t] for t in tiles):
                raise RulesError("%s.%s is one tile, or two doubles laid at once" % (what, key))
        if finish and out is None:
            raise RulesError("%s.finish needs \"out\": the player who finished" % what)
        _check_ending(what, out, last)
        opener = rd.get("opener")
        if opener is not None:
            opener = parse_int(opener, what + ".opener")
            if not 0 <= opener < players:
                raise RulesError("%s.opener must be a seat 0..%d (who opened the round)" % (what, players - 1))
        extra = set(rd) - {"out", "last", "hands", "points", "markers", "opened", "finish", "opener"}
        if extra:
            raise RulesError("%s has unknown field %s" % (what, sorted(extra)[0]))
        markers = rd.get("markers")
        if markers is not None:
            markers = parse_list(markers, what + ".markers")
            if len(markers) != players or any(m is not True and m is not False for m in markers):
                raise RulesError("%s.markers must be %d true/false values" % (what, players))
        rounds.append({"out": out, "last": last, "hands": hands, "points": points, "markers": markers,
                       "opened": opened, "finish": finish, "opener": opener})
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


def score(doc):
    """`score` for every game: the tiles of each round become the round's
    facts, and the game's scorer in the rules core does the rest."""
    from rules.score import scoring
    match = parse_match(doc)
    rounds = []
    for rd in match.rounds:
        res = scoring.from_hands(
            rd["hands"], match.set,
            -1 if rd["out"] is None else rd["out"],
            -1 if rd["last"] is None else rd["last"],
            rd["points"], rd["markers"], rd["opened"], rd["finish"])
        if rd["opener"] is not None:
            res.opener = rd["opener"]   # Boneyard's extension: who opened (Sea Kozel's second article)
        rounds.append(res)
    try:
        return scoring.score(match.game, match.players, match.teams, match.options, rounds, match.set)
    except RulesError as e:
        said = getattr(e, "said", None)
        if not said or not 10 <= said[0] <= 31:
            raise
        # The scorers name a seat as the device's round entry shows it, from
        # 1 (rules.score.scoring, kinds 10-31); the protocol numbers seats from 0.
        raise RulesError(re.sub(r"\bseat (\d+)", lambda m: "seat %d" % (int(m.group(1)) - 1), str(e))) from None
