"""The engine's index of the hands by number (rules.mexican.position: hc, hl),
which moves() reads instead of scanning the set, against the hands
themselves (owner): equal before every move and at the end of simulated
rounds over every option, 2 to 12 seats, every set and every bot [rules/README.md
1: the legal moves are the tiles in hand that fit an open train]."""
from rules import games
from rules.mexican import position as mx
from rules.mexican.bots import make
from rules.mexican.deal import hand as hand_size
from rules.mexican.simulate import new_round, play_round
from rules.rng import Rng
from rules.tiles import HI, LO, count, tile
from test_mexican_sim import OPTION_SETS as SIM_OPTION_SETS

# The simulation tests' option sets, plus two that stretch the index:
# tiny and odd hand sizes with every turn rule at once.
OPTION_SETS = SIM_OPTION_SETS + [
    {"may_play_drawn": True, "mexican_needs_second_turn": True, "hand_size": 4},
    {"engine_from_hand": True, "first_turn_train": True, "one_double_per_turn": True,
     "may_play_drawn": True, "doubles_newest_first": True, "hand_size": 9},
]
KINDS = ("random", "greedy", "planning")
SETS = (9, 12, 15, 18)


def _expected(r):
    """The index as it must be, read off owner: per (seat, number) the
    sorted ids of that seat's tiles carrying the number."""
    lists = [[] for _ in range(r.n * r.w)]
    for t in range(len(r.owner)):
        s = r.owner[t]
        if s < r.n:
            for x in {LO[t], HI[t]}:
                lists[s * r.w + x].append(t)
    return lists


def _kept(r):
    w = r.w
    return [list(r.hl[p * w:p * w + r.hc[p]]) for p in range(r.n * w)]


def _check(r):
    assert _kept(r) == _expected(r)
    # The turn model's counts (rules.mexican.turn) agree with the tiles.
    assert list(r.held) == [sum(1 for o in r.owner if o == s) for s in range(r.n)]
    assert r.left == sum(1 for o in r.owner if o == mx.BONE) == len(mx.boneyard(r))


def _round(i):
    players = 2 + i % 11
    opts = games.options("mexican-train", OPTION_SETS[i % len(OPTION_SETS)])
    set_n = SETS[i % len(SETS)]
    while players * hand_size(set_n, players, opts) >= count(set_n):
        set_n += 3  # a bigger set, so the deal fits
    rng = Rng(5000 + i)
    r = new_round(rng, set_n, players, i % (set_n + 1), opts)
    return r, rng, [make(KINDS[(i + s) % 3]) for s in range(players)]


def test_index_matches_the_hands_before_every_move_and_at_the_end():
    buf = mx.new_buffer()
    moves = [0]
    kinds = set()

    def on_move(r, m):
        _check(r)
        moves[0] += 1
        kinds.add(m if m < 0 else 0)

    for i in range(1200):
        r, rng, bots = _round(i)
        play_round(r, bots, rng, buf, on_move if i < 400 else None)
        assert r.over
        _check(r)
    # Draws, passes and plays all went through the index.
    assert moves[0] > 20000 and kinds == {mx.DRAW, mx.PASS, 0}


def test_position_built_by_hand_is_indexed_by_reindex():
    # Hands written straight into owner/held (as the rules command and the
    # tests build positions), then reindex(): moves() lists the tiles that
    # fit [rules/README.md §1, A normal turn: own train and the Mexican Train].
    r = mx.Position(9, 2, 9, games.options("mexican-train", {}))
    owner = r.owner
    for t in range(len(owner)):
        owner[t] = mx.BONE
    owner[tile(9, 9)] = mx.TABLE
    r.laid[9] = 1
    r.engine_placed = 1
    for t in (tile(9, 4), tile(9, 1), tile(2, 3)):
        owner[t] = 0
    owner[tile(5, 6)] = 1
    r.held[0] = 3
    r.held[1] = 1
    r.bone = bytes(t for t in range(len(owner)) if owner[t] == mx.BONE)
    mx.reindex(r)
    buf = mx.new_buffer()
    n = mx.moves(r, buf)
    assert sorted(buf[:n]) == sorted([tile(9, 1) << 4, tile(9, 4) << 4, tile(9, 1) << 4 | 2,
                                      tile(9, 4) << 4 | 2])
    _check(r)
    # Edited by hand mid-round (a tile handed over): indexed again.
    owner[tile(2, 3)] = 1
    r.held[0] -= 1
    r.held[1] += 1
    mx.reindex(r)
    mx.apply(r, tile(9, 4) << 4)
    _check(r)
