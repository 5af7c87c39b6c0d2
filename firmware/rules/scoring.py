# Match scoring, shared by the rules command, the ledger and the scoring
# screens. A round is described by its facts (what is left in each hand, who
# went out, ...), which come either from tiles (the rules command, the
# engine, tile-by-tile entry) or straight from the device's pip entry. Each
# game family's scorer is its own module, imported only when used.
from micropython import const
from rules import RulesError
from rules.tiles import HI, LO, count

# Per-seat flags of a round's facts.
HOLDS_BLANK_DOUBLE = const(1)    # 0-0 left in hand
HOLDS_TOP_DOUBLE = const(2)      # the set's top double (6-6) left in hand
ONLY_BLANK_DOUBLE = const(4)     # the hand is exactly 0-0
ONLY_TOP_DOUBLE = const(8)       # the hand is exactly the top double
FINISHED_BLANK_DOUBLE = const(16)  # went out on 0-0
FINISHED_TOP_DOUBLE = const(32)    # went out on the top double

# game -> module with score(match) -> result (the protocol's `score` answer).
SCORERS = {
    "mexican-train": "rules.score_mexican",
}


class Round:
    """One round's facts. pips, blanks, doubles, dpips and flags are per seat;
    out and last are a seat or -1; points are (seat, points) scored during
    play; markers a list of bools or None (unknown)."""
    __slots__ = ("pips", "blanks", "doubles", "dpips", "flags", "out", "last", "points", "markers", "tiles")

    def __init__(self, players):
        self.pips = [0] * players
        self.blanks = [0] * players   # blank halves (0-0 counts two)
        self.doubles = [0] * players  # doubles left in hand
        self.dpips = [0] * players    # pips of those doubles
        self.flags = bytearray(players)
        self.out = -1
        self.last = -1
        self.points = []
        self.markers = None
        self.tiles = [0] * players    # tiles left in hand (-1 when unknown)


def from_hands(hands, set_n, out=-1, last=-1, points=(), markers=None):
    """Facts of a round from the tiles left in each hand."""
    r = Round(len(hands))
    top = set_n
    for s, hand in enumerate(hands):
        f = 0
        for t in hand:
            a = LO[t]
            b = HI[t]
            r.pips[s] += a + b
            r.blanks[s] += (a == 0) + (b == 0)
            if a == b:
                r.doubles[s] += 1
                r.dpips[s] += a + b
                if a == 0:
                    f |= HOLDS_BLANK_DOUBLE
                elif a == top:
                    f |= HOLDS_TOP_DOUBLE
        if len(hand) == 1 and f:
            f |= ONLY_BLANK_DOUBLE if f & HOLDS_BLANK_DOUBLE else ONLY_TOP_DOUBLE
        r.flags[s] = f
        r.tiles[s] = len(hand)
    r.out = out
    r.last = last
    r.points = list(points)
    r.markers = markers
    return r


def set_pips(set_n):
    """Pips in the whole set: every number appears n+2 times."""
    return set_n * (set_n + 1) * (set_n + 2) // 2


def check_round(r, set_n, players):
    """Refuse facts no deal of the set can produce (device entry)."""
    if len(r.pips) != players:
        raise RulesError("a round needs %d scores, not %d" % (players, len(r.pips)))
    total = 0
    for s in range(players):
        p = r.pips[s]
        if p < 0:
            raise RulesError("seat %d: a pip count cannot be negative" % (s + 1))
        total += p
    if total > set_pips(set_n):
        raise RulesError("%d pips left in hands, but double-%d has only %d in all" % (total, set_n, set_pips(set_n)))
    if r.out >= players or r.last >= players:
        raise RulesError("no seat %d at a %d-player table" % (max(r.out, r.last) + 1, players))
    if r.out >= 0 and (r.pips[r.out] or r.tiles[r.out] > 0):
        raise RulesError("seat %d went out but still has pips in hand" % (r.out + 1))


def score(game, players, teams, options, rounds, set_n):
    """-> the ledger the device shows, as the protocol's `score` answer:
    {"rounds": [{"charged", "carry", "note"}], "totals", "over", "winner",
    "loser", "titles"}."""
    name = SCORERS.get(game)
    if name is None:
        raise RulesError("scoring is not implemented yet for %s" % game)
    mod = __import__(name, None, None, ["score"])
    return mod.score(players, teams, options, rounds, set_n)


def tiles_in(set_n):
    return count(set_n)
