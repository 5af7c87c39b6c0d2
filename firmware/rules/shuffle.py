# The deal itself: the set shuffled and handed out, for the simulator and
# the tests (at the table people shuffle real tiles; the device only says
# how many each takes: rules.deal).
from rules.deal import check_deal
from rules.tiles import count, name


def deal(rng, set_n, players, per_player, set_aside=-1):
    """Shuffle the set (less the tile set aside, e.g. the engine in the hub)
    and deal. Returns one bytearray: player 0's tiles, then player 1's, ...,
    then the boneyard in draw order. No list of tuples, no per-tile objects."""
    size = count(set_n)
    check_deal(set_n, players, per_player, 1 if set_aside >= 0 else 0)
    # Every id but set_aside, in order, built from ranges (no Python loop).
    if set_aside < 0:
        pool = bytearray(range(size))
    else:
        pool = bytearray(range(set_aside)) + bytearray(range(set_aside + 1, size))
    rng.shuffle(pool)
    return pool


def hand(pool, seat, per_player):
    return pool[seat * per_player:(seat + 1) * per_player]


def boneyard(pool, players, per_player):
    return pool[players * per_player:]


def describe(pool, players, per_player):
    """Human-readable deal, for transcripts and tests."""
    out = []
    for s in range(players):
        out.append(" ".join(name(t) for t in hand(pool, s, per_player)))
    out.append(" ".join(name(t) for t in boneyard(pool, players, per_player)))
    return "\n".join(out)
