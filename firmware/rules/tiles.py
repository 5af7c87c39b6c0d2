# Tiles as small integers.
#
# Tile (a, b) with a <= b has id b*(b+1)//2 + a. The id does not depend on the
# set: the ids of double-N are exactly 0 .. count(N)-1, so a set is a range,
# a hand is a bytearray of ids and 1 byte per tile is enough up to double-18.
from micropython import const

MAX_SET = const(18)
MAX_TILES = const(190)  # count(MAX_SET)
SETS = (3, 6, 9, 12, 15, 18)  # the sets sold and played [RULES.md 0]

# Ends of every tile, looked up instead of computed in hot paths.
LO = bytearray(MAX_TILES)
HI = bytearray(MAX_TILES)


def _fill():
    t = 0
    for b in range(MAX_SET + 1):
        for a in range(b + 1):
            LO[t] = a
            HI[t] = b
            t += 1


_fill()


def count(n):
    """Tiles in double-n: (n+1)(n+2)/2 [RULES.md 0]."""
    return (n + 1) * (n + 2) // 2


def tile(a, b):
    if a > b:
        a, b = b, a
    return b * (b + 1) // 2 + a


def double(n):
    return n * (n + 3) // 2


def pips(t):
    return LO[t] + HI[t]


def is_double(t):
    return LO[t] == HI[t]


def has(t, n):
    return LO[t] == n or HI[t] == n


def other(t, n):
    """The end of t that is not n (n itself for a double)."""
    return HI[t] if LO[t] == n else LO[t]


def in_set(t, n):
    return 0 <= t < count(n)


def name(t):
    return "%d-%d" % (HI[t], LO[t])


def check_set(n):
    if n not in SETS:
        raise_set(n)


def raise_set(n):
    from rules import RulesError
    raise RulesError("no double-%s set; sets are %s" % (n, ", ".join("double-%d" % s for s in SETS)))


def hand_pips(hand):
    s = 0
    for t in hand:
        s += LO[t] + HI[t]
    return s
