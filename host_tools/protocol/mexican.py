"""The rules command for mexican-train (host_tools/PROTOCOL.md),
the family contract of host_tools/protocol/: moves(doc), play(doc),
referee(doc) and parse_log(doc), each given the JSON document as read.

`moves` and `play`: the protocol's position, parsed here (parse_position,
parse_move), becomes the engine's Position (rules.mexican.position), the
engine answers, and the Position becomes JSON again. Every rule lives in
the engine; this file only translates.

`referee` ("Referee log"): the players' reports become actions of the
device's referee (rules.mexican.referee), one at a time, and its state
before the first and after each becomes JSON. Every rule is the referee's
(and its turn model's); this file only translates.

For simulate --trace and --json: position_json, move_json, play_json,
round_json and ORDER."""
import host_tools  # noqa: F401  (puts firmware/ on sys.path)

from host_tools.protocol import (Parsed, is_only, parse_hands, parse_header, parse_int, parse_list, parse_players,
                                 parse_seats, parse_step, parse_tile, parse_turn, replay, show)
from rules import RulesError, games
from rules.mexican import position as mx
from rules.mexican import referee as rf
from rules.mexican import turn
from rules.mexican.deal import check_table, engine_dealt
from rules.tiles import HI, LO, count, double, name


def _train_ref(value, players, what):
    if value == "mexican":
        return -1
    seat = value
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise RulesError("%s must be a seat 0..%d or \"mexican\", not %s" % (what, players - 1, show(value)))
    return seat


def _train_tiles(value, set_n, start, seen, what):
    """An oriented train from the engine outward; it must chain."""
    ids = bytearray()
    end = start
    for i, item in enumerate(parse_list(value, what)):
        t, a, b = parse_tile(item, set_n, what)
        if a != end:
            raise RulesError("%s does not chain: tile %d [%d, %d] must start with %d" % (what, i, a, b, end))
        seen.add(t, what)
        ids.append(t)
        end = b
    return ids, end


def parse_position(doc):
    """A Mexican Train position -> Parsed, every field checked."""
    game, set_n, opts, players = parse_players(doc)
    engine = parse_int(doc.get("engine", set_n), "engine")
    if not 0 <= engine <= set_n:
        raise RulesError("engine %d is not a double of double-%d" % (engine, set_n))
    seen, hands, bone = parse_hands(doc, set_n)
    trains_doc = parse_list(doc.get("trains", [[] for _ in range(players)]), "trains")
    if len(trains_doc) != players:
        raise RulesError("trains has %d entries for %d players" % (len(trains_doc), players))
    trains = []
    train_ends = []
    for i, tr in enumerate(trains_doc):
        ids, end = _train_tiles(tr, set_n, engine, seen, "trains[%d]" % i)
        trains.append(ids)
        train_ends.append(end)
    mexican, mexican_end = _train_tiles(doc.get("mexican", []), set_n, engine, seen, "mexican")
    engine_tile = double(engine)
    engine_placed = seen.where[engine_tile] is None
    if engine_placed:
        seen.add(engine_tile, "the hub")
    elif not engine_dealt(opts):
        raise RulesError("the engine %s is in %s, but it stands in the hub unless option engine_from_hand "
                         "or engine_holder_starts is on" % (name(engine_tile), seen.where[engine_tile]))
    markers = parse_list(doc.get("markers", [False] * players), "markers")
    if len(markers) != players or any(m is not True and m is not False for m in markers):
        raise RulesError("markers must be %d true/false values, one per seat" % players)
    open_doubles = []
    for i, ref in enumerate(parse_list(doc.get("open_doubles", []), "open_doubles")):
        r = _train_ref(ref, players, "open_doubles[%d]" % i)
        line = mexican if r < 0 else trains[r]
        if not line or LO[line[-1]] != HI[line[-1]]:
            raise RulesError("open_doubles names %s, but that train does not end in a double" % show(ref))
        if r in open_doubles:
            raise RulesError("open_doubles names %s twice" % show(ref))
        open_doubles.append(r)
    to_move, turn = parse_turn(doc, players)
    for key in turn:
        if key not in ("drawn", "after_double"):
            raise RulesError("unknown turn field %r; fields are drawn, after_double" % key)
        if turn[key] is not True and turn[key] is not False:
            raise RulesError("turn.%s must be true or false" % key)
    first = doc.get("first_round_of_turns", False)
    if first is not True and first is not False:
        raise RulesError("first_round_of_turns must be true or false")
    _check_doubles(trains, mexican, open_doubles, seen, turn.get("after_double", False))
    _check_joined(opts, set_n, players, trains, markers)
    return Parsed(game=game, set=set_n, options=opts, players=players, engine=engine,
                  engine_placed=engine_placed, hands=hands, boneyard=bone, trains=trains,
                  train_ends=train_ends, mexican=mexican, mexican_end=mexican_end,
                  markers=[bool(m) for m in markers], open_doubles=open_doubles,
                  to_move=to_move, drawn=bool(turn.get("drawn", False)),
                  after_double=bool(turn.get("after_double", False)), first_round=first)


def _check_joined(opts, set_n, players, trains, markers):
    """joined_trains [rules/README.md §1, Trains; 003]: only at a table of
    more than 7 or with double-15 or double-18; a pair's train is its
    first seat's, so the second seat's stays empty, without a marker."""
    check_table(set_n, players, opts)
    if not opts.get("joined_trains"):
        return
    for s in range(1, players, 2):
        if trains[s] or markers[s]:
            raise RulesError("joined_trains: seats %d and %d build one train, trains[%d]; trains[%d] stays empty "
                             "and without a marker" % (s - 1, s, s - 1, s))


def _check_doubles(trains, mexican, open_doubles, seen, after_double):
    """A double at the end of a train is open until a tile is laid on it,
    or until every tile of its number has been played [rules/README.md §1, Open
    (unsatisfied) double]: open_doubles lists every such train. The player
    to move continues after a double [rules/README.md §1, Doubles] only when a
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


def parse_move(value, pos):
    """A move of the protocol -> ("play", tile id, first number, train: a
    seat or -1 for the Mexican Train), ("draw",) or ("pass",)."""
    if not isinstance(value, dict):
        raise RulesError("a move must be an object, not %s" % show(value))
    if is_only(value, "draw"):
        return ("draw",)
    if is_only(value, "pass"):
        return ("pass",)
    if "play" in value:
        t, a, _b = parse_tile(value["play"], pos.set, "the move")
        if "on" not in value or len(value) != 2:
            raise RulesError("a play is {\"play\": [a, b], \"on\": SEAT or \"mexican\"}")
        return ("play", t, a, _train_ref(value["on"], pos.players, "\"on\""))
    raise RulesError("unknown move %s: a move is play, draw or pass" % show(value))


def to_round(pos):
    """Parsed protocol position -> engine Position, refusing what the engine's rules
    make impossible (the parser already checked tiles, chains and fields)."""
    n = pos.players
    r = mx.Position(pos.set, n, pos.engine, pos.options)
    owner = r.owner
    for t in range(len(owner)):
        owner[t] = mx.TABLE
    for s, h in enumerate(pos.hands):
        for t in h:
            owner[t] = s
        r.held[s] = len(h)
    r.bone = bytes(pos.boneyard)
    for t in r.bone:
        owner[t] = mx.BONE
    lines = list(pos.trains) + [pos.mexican]
    ends = list(pos.train_ends) + [pos.mexican_end]
    for j in range(n + 1):
        r.trains[j] = bytearray(lines[j])
        r.ends[j] = ends[j]
        for t in lines[j]:
            r.laid[LO[t]] += 1
            if LO[t] != HI[t]:
                r.laid[HI[t]] += 1
    for s in range(n):
        r.markers[s] = 1 if pos.markers[s] else 0
    r.doubles = [n if j < 0 else j for j in pos.open_doubles]   # oldest first ...
    if pos.options["doubles_newest_first"]:
        r.doubles.reverse()                  # ... the engine keeps them in the order due
    turn.start(r, pos.to_move, pos.engine_placed)   # the first pass counted where it matters
    r.drawn = 1 if pos.drawn else 0
    r.after_double = 1 if pos.after_double else 0
    et = double(pos.engine)
    if pos.engine_placed:
        r.laid[pos.engine] += 1
    else:
        if any(lines):
            raise RulesError("the trains cannot start before the engine %s is placed in the hub" % name(et))
        holder = owner[et]
        if holder < n and holder != pos.to_move:
            raise RulesError("seat %d holds the engine %s: that seat places it and starts, so to_move must be %d" % (
                holder, name(et), holder))
        if pos.drawn or pos.after_double:
            raise RulesError("no turn has started before the engine %s is placed" % name(et))
    on_table = set(t for line in lines for t in line)
    on_table.add(et)
    for t in range(len(owner)):
        if owner[t] == mx.TABLE and t not in on_table:
            # A tile the position leaves out is out of play: it can never
            # satisfy a double, as if it were laid [rules/README.md §1, Open double].
            r.laid[LO[t]] += 1
            if LO[t] != HI[t]:
                r.laid[HI[t]] += 1
    empty = [s for s in range(n) if not r.held[s]]
    if not pos.first_round:
        r.first_left = 0
    elif r.first_left:
        # Turns left in the first pass around the table: the player to move,
        # then every seat after it that has not had a turn (empty train, no
        # marker), up to the first player, who has one or the other (see
        # rules.mexican.turn: the pass is counted only where it matters).
        # (With joined_trains a seat whose pair's train has tiles counts
        # as having had its turn: the layout cannot tell which partner laid them.)
        left = 1
        s = mx.next_seat(r, pos.to_move)
        while s != pos.to_move and not r.trains[mx.home(r, s)] and not r.markers[mx.home(r, s)]:
            left += 1
            s = mx.next_seat(r, s)
        r.first_left = left
    if empty:
        if not turn.first_train(r):
            raise RulesError("seat %d has no tiles left: the round is over" % empty[0])
        if not r.held[pos.to_move]:
            raise RulesError("seat %d to move has no tiles left" % pos.to_move)
        # The first seat to go out on the first turn [000]: the earliest in
        # turn order, which starts right after the seats still to move.
        s = mx.next_seat(r, pos.to_move)
        while r.held[s]:
            s = mx.next_seat(r, s)
        r.out = s
    mx.reindex(r)
    return r


def move_json(r, m):
    if m == mx.DRAW:
        return {"draw": True}
    if m == mx.PASS:
        return {"pass": True}
    t = m >> 4
    j = m & 15
    if not r.engine_placed:
        return {"play": [r.e, r.e], "on": j}
    first = r.ends[j]
    return {"play": [first, HI[t] if LO[t] == first else LO[t]], "on": "mexican" if j == r.n else j}


def _train_json(ids, start):
    out = []
    end = start
    for t in ids:
        b = HI[t] if LO[t] == end else LO[t]
        out.append([end, b])
        end = b
    return out


def _given_options(opts):
    defaults = games.options("mexican-train")
    return {k: opts[k] for k in opts if opts[k] != defaults[k]}


def position_json(r):
    n = r.n
    return {
        "game": "mexican-train",
        "set": r.set,
        "options": _given_options(r.options),
        "engine": r.e,
        "hands": [[[HI[t], LO[t]] for t in mx.hand(r, s)] for s in range(n)],
        "boneyard": [[HI[t], LO[t]] for t in mx.boneyard(r)],
        "trains": [_train_json(r.trains[s], r.e) for s in range(n)],
        "mexican": _train_json(r.trains[n], r.e),
        "markers": [bool(m) for m in r.markers],
        "open_doubles": ["mexican" if j == n else j for j in (r.doubles[::-1] if r.options["doubles_newest_first"]
                                                                else r.doubles)],   # oldest first
        "to_move": r.seat,
        "turn": {"drawn": bool(r.drawn), "after_double": bool(r.after_double)},
        "first_round_of_turns": bool(r.first_left),
    }


def _legal(r):
    buf = mx.new_buffer()
    k = mx.moves(r, buf)
    return buf[:k]


def moves(doc):
    r = to_round(parse_position(doc))
    return {"moves": [move_json(r, m) for m in _legal(r)]}


def _why(r, move, legal):
    """One line saying why a move is not legal."""
    s = r.seat
    kinds = [m for m in legal if m < 0]
    plays = [m for m in legal if m >= 0]
    if move[0] == "draw":
        if plays:
            return "seat %d can play, so may not draw" % s
        if r.drawn:
            return "seat %d has already drawn this turn" % s
        return "the boneyard is empty: seat %d must pass" % s
    if move[0] == "pass":
        if mx.DRAW in kinds:
            return "seat %d cannot play and must draw first" % s
        return "seat %d can play, so may not pass" % s
    _p, t, a, j = move
    j = r.n if j < 0 else j
    where = "the Mexican Train" if j == r.n else "seat %d's train" % j
    if r.owner[t] != s:
        return "seat %d does not hold %s" % (s, name(t))
    if not r.engine_placed:
        return "the engine %s must be placed first" % name(double(r.e))
    if a != r.ends[j]:
        return "%s ends in %d, so [%d, %d] does not go on it" % (where, r.ends[j], a, HI[t] if LO[t] == a else LO[t])
    d = mx.due(r)
    if d >= 0 and d != j:
        dw = "the Mexican Train" if d == r.n else "seat %d's train" % d
        return "the open double %d-%d on %s must be satisfied first" % (r.ends[d], r.ends[d], dw)
    f = turn.follow(r)
    if f >= 0 and f != j and LO[t] != HI[t]:
        fw = "the Mexican Train" if f == r.n else "seat %d's train" % f
        return ("extra_on_first_double: after two doubles the tile that ends the turn goes on the first double, "
                "on %s" % fw)
    if j < r.n and mx.home(r, j) != j:
        return "joined_trains: nobody builds %s: seats %d and %d build seat %d's train" % (where, j - 1, j, j - 1)
    if not turn.open_to(r, s, j):
        return "%s is not open to seat %d" % (where, s)
    if r.drawn and plays:
        return "seat %d must play the tile just drawn" % s
    if turn.doubles_barred(r) and LO[t] == HI[t]:
        return "one_double_per_turn: the tile after a double may not be a double"
    return "[%d, %d] on %s is not a legal move here" % (a, HI[t] if LO[t] == a else LO[t], where)


def play(doc):
    position, move = parse_step(doc)
    pos = parse_position(position)
    move = parse_move(move, pos)
    r = to_round(pos)
    legal = _legal(r)
    if move[0] == "draw":
        m = mx.DRAW
    elif move[0] == "pass":
        m = mx.PASS
    else:
        _p, t, a, j = move
        j = r.n if j < 0 else j
        m = t << 4 | j
        if not r.engine_placed and j != r.seat:
            m = -3  # the engine goes down in front of its holder
        elif r.engine_placed and a != r.ends[j]:
            m = -3  # oriented the wrong way round
    if m not in legal:
        raise RulesError("illegal move: " + _why(r, move, legal))
    mx.apply(r, m)
    return play_json(r)


def play_json(r):
    """play's answer once a move is made on r: the position, or how the
    round ended (also each line of simulate --trace after a move)."""
    if r.over:
        return {"round_over": round_over(r)}
    return position_json(r)


def _also_out(r, doc):
    """doc with "also_out": the seats out beside "out", where there are
    any (first_turn_train: several lay their last tile in the first pass
    [rules/README.md §1, First turn]; they split positive_points [004])."""
    also = [s for s in range(r.n) if r.over == mx.OUT and s != r.out and not r.held[s]]
    if also:
        doc["also_out"] = also
    return doc


def round_over(r, charged=None):
    """The protocol's round_over: reason, out and scores (charged: the
    round's scores when known, else worked out), and "also_out" where
    several went out at once."""
    return _also_out(r, {"reason": "out" if r.over == mx.OUT else "blocked", "out": r.out if r.over == mx.OUT else None,
                         "scores": mx.scores(r) if charged is None else charged})


def round_json(r, charged):
    """A finished round's line of simulate --json, beside its match and
    round: the engine double, how it ended and its scores."""
    doc = round_over(r, charged)
    doc["engine"] = r.e
    return doc


# The order simulate writes the keys of a position and a move in (both
# runtimes alike: MicroPython's dicts keep none).
ORDER = ("game", "set", "options", "engine", "hands", "boneyard", "trains", "mexican", "markers", "open_doubles",
         "to_move", "turn", "drawn", "after_double", "first_round_of_turns", "play", "on", "draw", "pass")


_FIELDS = ("game", "set", "players", "options", "engine", "first", "hands", "boneyard", "actions")


def _train(value, players, what):
    if value == "mexican":
        return players
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise RulesError("%s: a train is a seat 0..%d or \"mexican\", not %s" % (what, players - 1, show(value)))
    return value


def parse_action(a, players, what):
    """A report -> (kind, argument) of rules.mexican.referee."""
    if not isinstance(a, dict):
        raise RulesError("%s must be an object, not %s" % (what, show(a)))
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
        show(a), what))


def parse_log(doc):
    """A referee log -> (players, options, first, hands, boneyard, hub,
    actions), every field checked."""
    game, set_n, opts = parse_header(doc)
    extra = sorted(set(doc) - set(_FIELDS))
    if extra:
        raise RulesError("unknown field %r in a referee log; fields are %s" % (extra[0], ", ".join(_FIELDS)))
    players = parse_int(doc.get("players"), "players")
    games.check_players(game, players, set_n)
    engine = parse_int(doc.get("engine", set_n), "engine")
    if not 0 <= engine <= set_n:
        raise RulesError("engine %d is not a double of double-%d" % (engine, set_n))
    first, hands, bone = parse_seats(doc, players, set_n, 0)
    check_table(set_n, players, opts)
    hub = not engine_dealt(opts)
    total = sum(hands) + bone + (1 if hub else 0)
    if bone < 0 or total != count(set_n):
        raise RulesError("the hands (%d), the boneyard (%d)%s make %d tiles, but double-%d has %d" % (
            sum(hands), bone, " and the engine in the hub" if hub else "", total, set_n, count(set_n)))
    actions = [parse_action(a, players, "actions[%d]" % i)
               for i, a in enumerate(parse_list(doc.get("actions", []), "actions"))]
    return players, opts, first, hands, bone, hub, actions


def state_json(r):
    n = r.n
    over = None
    if r.over:
        over = _also_out(r, {"reason": "out" if r.over == rf.OUT else "blocked",
                             "out": r.out if r.over == rf.OUT else None})
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


def referee(doc):
    players, opts, first, hands, bone, hub, actions = parse_log(doc)
    r = rf.Referee(players, opts, first, hands, bone, hub)
    r.base = 0  # the protocol numbers seats from 0

    def apply(r, actions, i):
        kind, arg = actions[i]
        if kind == rf.DRAW and not r.engine_placed:
            # In the engine hunt a draw tells nothing of the tile; the report
            # that follows does: the engine placed by the same player.
            if i + 1 < len(actions) and actions[i + 1][0] == rf.ENGINE:
                arg = 1
        r.report(kind, arg)

    return replay(r, actions, apply, state_json, lambda a: _action_json(a[0], a[1], players))


def _action_json(kind, arg, players):
    t = "mexican" if arg == players else arg
    if kind == rf.PLAY:
        return {"play": t}
    if kind == rf.DOUBLE:
        return {"play": t, "double": True}
    if kind == rf.RELEASE:
        return {"release": t}
    return {{rf.ENGINE: "engine", rf.DRAW: "draw", rf.PASS: "pass"}[kind]: True}
