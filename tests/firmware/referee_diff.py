# The referee against the engine, move by move: bots play Mexican Train
# rounds on the engine (rules.mexican.position); every engine move is told to the
# tile-free referee (rules.mexican.referee) as the players would report it
# (PROTOCOL.md, "Referee log": a play is its train and whether it was
# a double, the engine placed, a draw, a pass, then a release for every
# open double the engine stopped counting); after each move the referee's
# state must equal the engine's. When the engine sees a block, the referee
# is told the passes the table would make until it declares it, which
# must happen within two passes from every seat. Used by the tests (a few
# hundred rounds, both runtimes) and by `make bench` (10,000 and more).
from rules import games
from rules.mexican import position as mx
from rules.mexican import referee as rf
from rules.mexican import turn
from rules.mexican.bots import make
from rules.mexican.simulate import new_round
from rules.rng import Rng
from rules.tiles import HI, LO, double

# Every option of rules/README.md §1 alone, and the combinations the issues name.
OPTION_SETS = [
    {},
    {"engine_from_hand": True},
    {"engine_holder_starts": True},
    {"may_play_drawn": True},
    {"doubles_newest_first": True},
    {"one_double_per_turn": True},
    {"first_turn_train": True},
    {"mexican_needs_second_turn": True},
    {"first_turn_train": True, "mexican_needs_second_turn": True},
    {"doubles_newest_first": True, "one_double_per_turn": True},
    {"deal": "004"},
    {"marker_penalty": 10, "blank_double_50": True},
    # Issue 44's options from the seeds, alone and with those they touch.
    {"extra_on_first_double": True},
    {"extra_on_first_double": True, "doubles_newest_first": True},
    {"first_turn_train": True, "positive_points": True, "hand_size": 2},
    {"joined_trains": True},
    {"joined_trains": True, "first_turn_train": True, "marker_penalty": 10},
]
BOTS = ("random", "greedy", "planning")


def state(r):
    """The fields the protocol's referee state shares with the engine's
    position; at the end of the round, what the round's result reads."""
    held = list(r.held)
    if r.over:
        return ("over", r.over, r.out if r.over == mx.OUT else -1, held, r.left, list(r.markers))
    return (r.seat, held, r.left, list(r.markers), list(r.doubles), bool(r.drawn),
            bool(r.after_double), [s for s in range(r.n) if held[s] == 1])


def report(r, m, placed):
    """The referee action the players report for engine move m, made on a
    position whose engine was placed (`placed`) before it; r is the
    position after the move."""
    if m == mx.DRAW:
        # In the hunt, the report after a draw tells whether it was the engine.
        return rf.DRAW, 1 if not placed and r.owner[double(r.e)] == r.seat else 0
    if m == mx.PASS:
        return rf.PASS, 0
    if not placed:
        return rf.ENGINE, 0
    t = m >> 4
    return (rf.DOUBLE if LO[t] == HI[t] else rf.PLAY), m & 15


def releases(ref, r):
    """The open doubles the referee still counts after a move and the
    engine no longer does: no tile of their number is left, which the
    players then say, one release each."""
    if ref.over:
        return []
    return [(rf.RELEASE, x) for x in ref.doubles if x not in r.doubles]


class Divergence(AssertionError):
    pass


def round_pair(seed, players, set_n, options, kinds):
    """One round from seed: the engine position and its referee."""
    rng = Rng(seed)
    opts = games.options("mexican-train", options)
    r = new_round(rng, set_n, players, rng.below(set_n + 1), opts)
    bots = [make(kinds[s % len(kinds)]) for s in range(players)]
    ref = rf.Referee(players, opts, r.seat, r.held, r.left, r.engine_placed != 0)
    return r, ref, bots, rng


def check_round(seed, players, set_n, options, kinds, on_action=None):
    """Play one round on the engine and the referee; raise Divergence at the
    first move after which their states differ. on_action(ref, kind, arg,
    engine) may stand in for ref.report (the app's buttons). Returns (moves,
    extra passes the referee needed to see a block)."""
    r, ref, bots, rng = round_pair(seed, players, set_n, options, kinds)
    act = on_action or (lambda ref, k, a, r: ref.report(k, a))
    buf = mx.new_buffer()
    where = "seed %d, %d players, double-%d, %s, %s" % (seed, players, set_n, options, kinds)
    if state(ref) != state(r):
        raise Divergence("%s: at the start: referee %s, engine %s" % (where, state(ref), state(r)))
    moves = 0
    while not r.over:
        n = mx.moves(r, buf)
        m = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
        placed = r.engine_placed
        mx.apply(r, m)
        moves += 1
        kind, arg = report(r, m, placed)
        act(ref, kind, arg, r)
        for kind, arg in releases(ref, r):
            act(ref, kind, arg, r)
        if r.over == mx.BLOCKED and not ref.over:
            break
        if state(ref) != state(r):
            raise Divergence("%s: after move %d (%d): referee %s, engine %s" % (
                where, moves, m, state(ref), state(r)))
    extra = 0
    while not ref.over:
        # The engine saw a block; the table passes until the referee does.
        if extra == 2 * players:
            raise Divergence("%s: no block after %d passes from the end the engine saw" % (where, extra))
        act(ref, rf.PASS, 0, r)
        extra += 1
    if state(ref) != state(r):
        raise Divergence("%s: at the end: referee %s, engine %s" % (where, state(ref), state(r)))
    return moves, extra


def case(i):
    """The i-th round of a run: players 2..8, double-9 (up to 4 players)
    and double-12 (double-15 for joined trains under 8 players), every
    option set, the bots mixed."""
    players = 2 + i % 7
    set_n = 9 if players <= 4 and i % 3 == 0 else 12
    options = OPTION_SETS[(i // 7) % len(OPTION_SETS)]
    if options.get("joined_trains") and players <= 7:
        set_n = 15   # joined trains need more than 7 players or double-15 [003]
    kinds = (BOTS[i % 3], BOTS[(i // 3) % 3], BOTS[(i // 9) % 3])
    return 1000 + i, players, set_n, options, kinds


def run(rounds, start=0):
    """Rounds start..start+rounds-1 of case(); returns (rounds, moves,
    blocked rounds, largest number of extra passes)."""
    total = blocked = most = 0
    for i in range(start, start + rounds):
        m, extra = check_round(*case(i))
        total += m
        if extra:
            blocked += 1
            if extra > most:
                most = extra
    return rounds, total, blocked, most
