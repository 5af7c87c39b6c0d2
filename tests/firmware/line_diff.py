# The line games' referee against their engine, move by move: bots play
# matches on the engine (rules.line.position, dealt and opened by rules.line.simulate);
# every engine move is told to the tile-free referee (rules.line.referee)
# as the players would report it, in layout mode (the tile and its end, as
# the protocol's "Referee log (line and cross games)" writes it) or in
# quick mode (a play, and in Seven what the ends make); after each move the
# referee's state must equal the engine's. When the engine sees a block,
# the referee is told the knocks the table would make until it declares
# it, which must happen within one knock from every seat. Used by the tests
# (a few hundred rounds, both runtimes) and by `make bench` (2,000 rounds
# a game and more).
from rules import games
from rules.line import position as ln
from rules.line import referee as rf
from rules.line import variants as line_rules
from rules.line.bots import make
from rules.line.simulate import Match, end_round, new_round
from rules.rng import Rng

GAMES = ("block", "draw", "two-player", "kozel", "sport", "sea-kozel", "general", "seven", "kids")
# Per game, the option sets the run cycles through: the defaults, then every
# option that changes a turn or an opening.
OPTION_SETS = {
    "block": [{}, {"starter": "lowest_double"}, {"direction": "counterclockwise"}, {"winner_starts": True},
              {"redeal_5_doubles": True, "deal": "002"}, {"starter": "blank_double", "fisherman_wins": True},
              {"single_round": True, "target": 101}],
    "draw": [{}, {"draw_rule": "one_then_choose"}, {"draw_rule": "one_no_play"}, {"winner_starts": True},
             {"starter": "lowest_double", "direction": "counterclockwise"}, {"deal": "002"},
             {"starter": "blank_double", "winner_starts": True, "fisherman_wins": True, "target": 125}],
    "two-player": [{}, {"no_double": "highest_tile"}, {"kozel": True}],
    "kozel": [{}, {"direction": "counterclockwise"}, {"fisherman_wins": True}],
    "sport": [{}, {"rounds": 4}],
    "sea-kozel": [{}, {"opening": "sequence"}, {"weekday": 6}, {"weekday": 7}, {"both_doubles_value": 75},
                  {"open_66_for_100": True, "fisherman_privileges": True}, {"winner_records_all": True}],
    "general": [{}, {"blank_finish_only": True}],
    "seven": [{}, {"new_party": True}],
    "kids": [{}, {"smallest": True}],
}
BOTS = ("random", "greedy")


class Divergence(AssertionError):
    pass


# Rounds of issue 44's rules the runs met, by name (the tests check the
# differential reached them): Sea Kozel's extraordinary rounds and its gap
# filled, Seven's second extra tile offered.
SEEN = {"extraordinary": 0, "gap": 0, "second extra": 0}


def state(r):
    """What the referee and the engine both keep; at the end, what the
    round's result reads."""
    held = list(r.held)
    if r.over:
        return ("over", r.over, r.out if r.over == ln.OUT else -1, r.last, held, r.left)
    return (r.seat, held, r.left, r.drawn, r.after_double, r.doubles, r.last)


def layout(ref, r):
    if not ref.flags & rf.LAYOUT or not r.laid:
        return None
    return (list(ref.ends), list(r.ends))


def report(r, m, before_laid):
    """The report the players make for engine move m; r is the position
    after it. -> (kind, arg for quick mode, arg for layout mode, tile)."""
    if m == ln.DRAW:
        return rf.DRAW, 0, 0, -1
    if m == ln.PASS:
        return rf.PASS, 0, 0, -1
    sums = ln.sums(r) if r.flags & 32 else 0
    quick = rf.SIX if sums == 6 else rf.SEVEN if sums == 7 else 0
    if m & ln.PAIR:
        # Two tiles at once (two doubles out; Sea Kozel's extraordinary
        # lead and its two tiles a turn): the tile on end 0 first.
        x = m >> 7 & 127
        y = m & 127
        if x & 1:
            x, y = y, x
        return rf.DOUBLE, 0, 0, (x >> 2) << 5 | (y >> 2)
    t = m >> 2
    if m & 3 == 2:
        return rf.PLAY, rf.GAP, 2, t   # Sea Kozel's 6-0 in the gap
    return rf.PLAY, quick, m & 3, t


def check_round(r, ref, bots, rng, where, on_action=None):
    """Play round r on the engine and referee ref; raise Divergence at the
    first move after which they differ. -> (moves, extra knocks)."""
    act = on_action or (lambda ref, k, a, t, r: ref.report(k, a, t))
    buf = ln.new_buffer()
    lay = ref.flags & rf.LAYOUT
    if state(ref) != state(r):
        raise Divergence("%s: at the start: referee %s, engine %s" % (where, state(ref), state(r)))
    moves = 0
    while not r.over:
        n = ln.moves(r, buf)
        m = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
        was = len(r.laid)
        ln.apply(r, m)
        moves += 1
        if r.doubles == 3:
            SEEN["second extra"] += 1
        kind, quick, end, tile = report(r, m, was)
        act(ref, kind, end if lay else quick, tile if lay else -1, r)
        if r.over == ln.BLOCKED and not ref.over:
            break
        if state(ref) != state(r) or layout(ref, r) and layout(ref, r)[0] != layout(ref, r)[1]:
            raise Divergence("%s: after move %d (%d): referee %s %s, engine %s %s" % (
                where, moves, m, state(ref), layout(ref, r), state(r), list(r.ends)))
    if r.xr:
        SEEN["extraordinary"] += 1
        SEEN["gap"] += r.xr & ln.XG and 1
    extra = 0
    while not ref.over:
        if extra == r.n:
            raise Divergence("%s: no block after %d knocks from the end the engine saw" % (where, extra))
        act(ref, rf.PASS, 0, -1, r)
        extra += 1
    if state(ref) != state(r):
        raise Divergence("%s: at the end: referee %s, engine %s" % (where, state(ref), state(r)))
    return moves, extra


def referee_for(r, mode):
    f = line_rules.flags(r.game, r.options) | (rf.LAYOUT if mode else 0)
    return rf.Referee(r.n, f, r.seat, r.held, r.left)


def case(i):
    """The i-th match of a game's run: its player counts, option sets, bots
    mixed, layout and quick mode in turn."""
    return i


def check_match(game, i, rounds, on_round=None):
    """Match i of `game`: up to `rounds` rounds; -> (rounds, moves, blocked,
    most extra knocks)."""
    row = games.game(game)
    span = row[3] - row[2] + 1
    players = row[2] + i % span
    if game == "general":
        span = 3
        players = 4 + 2 * (i % span)   # two pairs, and one or two waiting [rules/README.md §10]
    sets = OPTION_SETS[game]
    options = sets[(i // span) % len(sets)]
    kinds = (BOTS[i % 2], BOTS[(i // 2) % 2], BOTS[(i // 4) % 2])
    mode = (i // 3) % 2
    seed = 7000 + i
    rng = Rng(seed)
    opts = games.options(game, options)
    m = Match(game, players, opts)
    bots = [make(kinds[s % 3]) for s in range(players)]
    done = moves = blocked = most = 0
    while done < rounds:
        r = new_round(rng, m)
        ref = referee_for(r, mode)
        where = "%s seed %d round %d, %d players, %s, %s, %s mode" % (
            game, seed, done, players, options, kinds, "layout" if mode else "quick")
        seats = [bots[s] for s in m.active]
        mv, extra = (on_round or check_round)(r, ref, seats, rng, where)
        moves += mv
        if extra:
            blocked += 1
            most = max(most, extra)
        done += 1
        if end_round(m, r):
            break
    return done, moves, blocked, most


def run(game, rounds, start=0, per_match=6):
    """At least `rounds` rounds of `game`, matches from `start`: (rounds,
    moves, blocked rounds, most extra knocks)."""
    total = [0, 0, 0, 0]
    i = start
    while total[0] < rounds:
        d, mv, b, most = check_match(game, i, min(per_match, rounds - total[0]))
        total[0] += d
        total[1] += mv
        total[2] += b
        total[3] = max(total[3], most)
        i += 1
    return tuple(total)
