"""What the line and cross games' translation to and from the rules
protocol share (host_tools/PROTOCOL.md, "Line and cross games
position" and "Referee log (line and cross games)"): both engines
(rules.line.position, rules.cross.position) keep a seat's tiles, the boneyard and the turn
the same way, so the fields that describe them are read and written once,
here (a position's: parse_position); each family's own fields stay in
host_tools.protocol.line and host_tools.protocol.cross."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.protocol import (Parsed, parse_hands, parse_header, parse_int, parse_list, parse_players, parse_seats,
                                 parse_tile, parse_turn, show)
from rules import RulesError, games
from rules.tiles import HI, LO, count, name

_LOG_FIELDS = ("game", "set", "players", "options", "first", "hands", "boneyard", "actions")
# The order simulate writes the keys of a position and a move in (both
# runtimes alike: MicroPython's dicts keep none); others follow, sorted.
ORDER = ("game", "set", "options", "hands", "boneyard", "layout", "tiles", "ends", "closed", "to_move", "turn", "drawn",
         "laid", "extra", "pairs", "lead", "fast", "play", "end", "draw", "pass")


def parse_position(doc):
    """A line or cross game's position -> Parsed: the fields both families'
    positions have, each checked."""
    game, set_n, opts, players = parse_players(doc)
    seen, hands, bone = parse_hands(doc, set_n)
    layout = doc.get("layout", {}) or {}
    if not isinstance(layout, dict):
        raise RulesError("layout must be an object, not %s" % show(layout))
    laid = bytearray()
    laid_first = bytearray()
    for item in parse_list(layout.get("tiles", []), "layout.tiles"):
        t, a, _b = parse_tile(item, set_n, "layout.tiles")
        seen.add(t, "layout.tiles")
        laid.append(t)
        laid_first.append(a)
    ends = bytearray()
    for i, e in enumerate(parse_list(layout.get("ends", []), "layout.ends")):
        e = parse_int(e, "layout.ends[%d]" % i)
        if not 0 <= e <= set_n:
            raise RulesError("layout.ends[%d] = %d is not a number of double-%d" % (i, e, set_n))
        ends.append(e)
    if laid and not ends:
        raise RulesError("layout has tiles but no open ends")
    closed = []
    for i, c in enumerate(parse_list(layout.get("closed", []), "layout.closed")):
        c = parse_int(c, "layout.closed[%d]" % i)
        if not 0 <= c < len(ends):
            raise RulesError("layout.closed[%d] = %d is not an index of layout.ends" % (i, c))
        closed.append(c)
    to_move, turn = parse_turn(doc, players)
    drawn = parse_int(turn.get("drawn", 0), "turn.drawn")
    return Parsed(game=game, set=set_n, options=opts, players=players, hands=hands,
                  boneyard=bone, laid=laid, laid_first=laid_first, ends=ends,
                  closed=closed, to_move=to_move, drawn=drawn)


def place_tiles(engine, r, pos):
    """Put the parsed position's hands and boneyard on engine Position r
    (every other tile is on the table) and count them."""
    owner = r.owner
    for t in range(len(owner)):
        owner[t] = engine.TABLE
    for s, h in enumerate(pos.hands):
        for t in h:
            owner[t] = s
    r.bone = bytes(pos.boneyard)
    for t in r.bone:
        owner[t] = engine.BONE
    engine.reindex(r)


def read_last(r, doc):
    """"last": the seat that made the last play (absent: -1, unknown)."""
    last = parse_int(doc.get("last", -1), "last")
    if not -1 <= last < r.n:
        raise RulesError("last must be a seat 0..%d (who made the last play)" % (r.n - 1))
    r.last = last


def read_turn(r, pos):
    """The player to move and the tiles it drew this turn."""
    r.seat = pos.to_move
    drawn = pos.drawn
    if drawn < 0 or drawn > len(pos.hands[pos.to_move]):
        raise RulesError("turn.drawn = %d is not a number of tiles seat %d drew" % (drawn, pos.to_move))
    r.drawn = drawn


def check_not_out(r):
    """Every seat holds tiles (one without went out: the round is over)."""
    empty = [s for s in range(r.n) if not r.held[s]]
    if empty:
        raise RulesError("seat %d has no tiles left: the round is over" % empty[0])


def set_lead(r, t):
    """The round opens with tile t: its holder must be the seat to move."""
    if r.owner[t] != r.seat:
        holder = r.owner[t]
        raise RulesError("%s opens the round, so to_move must be its holder%s" % (
            name(t), " (seat %d)" % holder if holder < r.n else ", but it is in the boneyard"))
    r.lead = t


def given_options(game, opts):
    """The options that differ from the game's defaults (a position names
    only those)."""
    defaults = games.options(game)
    return {k: opts[k] for k in opts if opts[k] != defaults[k]}


def position_doc(engine, r, layout):
    """Position r as the protocol writes it, the layout (the game family's
    own) given; the caller adds the fields its games carry."""
    return {
        "game": r.game,
        "set": r.set,
        "options": given_options(r.game, r.options),
        "round": r.round,
        "hands": [[[HI[t], LO[t]] for t in engine.hand(r, s)] for s in range(r.n)],
        "boneyard": [[HI[t], LO[t]] for t in engine.boneyard(r)],
        "layout": layout,
        "to_move": r.seat,
        "turn": {"drawn": r.drawn},
    }


def legal(engine, r):
    buf = engine.new_buffer()
    k = engine.moves(r, buf)
    return list(buf[:k])


def round_over(engine, r, charged=None):
    """The protocol's round_over: reason, out, last (the fisherman of a
    block) and scores, the round's points as the first of a match (a cross
    game's points scored during play included)."""
    if charged is None:
        from rules.simulate import teams_of
        from rules.score.scoring import score
        res = engine.result(r)
        charged = score(r.game, r.n, teams_of(r.game, r.n, r.options), r.options, [res], r.set)["rounds"][0]["charged"]
    return {"reason": "out" if r.over == engine.OUT else "blocked", "out": r.out if r.over == engine.OUT else None,
            "last": r.last, "scores": charged}


def parse_log(doc, parse_action):
    """A referee log -> (game, options, players, first, hands, boneyard,
    actions), each action parsed by the game family's parse_action(a,
    set_n, what)."""
    game, set_n, opts = parse_header(doc)
    extra = sorted(set(doc) - set(_LOG_FIELDS))
    if extra:
        raise RulesError("unknown field %r in a referee log; fields are %s" % (extra[0], ", ".join(_LOG_FIELDS)))
    players = parse_int(doc.get("players"), "players")
    games.check_players(game, players, set_n)
    first, hands, bone = parse_seats(doc, players, set_n, 1)
    if bone < 0 or sum(hands) + bone != count(set_n):
        raise RulesError("the hands (%d) and the boneyard (%d) make %d tiles, but double-%d has %d" % (
            sum(hands), bone, sum(hands) + bone, set_n, count(set_n)))
    actions = [parse_action(a, set_n, "actions[%d]" % i) for i, a in enumerate(parse_list(doc.get("actions", []), "actions"))]
    return game, opts, players, first, hands, bone, actions
