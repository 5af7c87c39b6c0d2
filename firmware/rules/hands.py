# A round's hands, as the engines of the games of a line and a bazaar
# keep them (rules.line.position, rules.cross.position): owner[t] says
# where tile t is (a seat, BONE: the bazaar, TABLE: on the table or out of
# play); num[s * 7 + x] counts seat s's tiles carrying x, held_num[x] the
# tiles in all hands carrying x; the bazaar's tiles in draw order (bone,
# the last `left` of them still face down).
from micropython import const
from rules.tiles import HI, LO

BONE = const(254)
TABLE = const(255)

# The tiles of double-6 carrying each number, and each number's double (the
# games of these engines are played with double-6 [rules/README.md §2-13]),
# as literals: frozen, in flash (tests/firmware/test_tiles.py checks them).
WITH = (b'\x00\x01\x03\x06\n\x0f\x15',
        b'\x01\x02\x04\x07\x0b\x10\x16',
        b'\x03\x04\x05\x08\x0c\x11\x17',
        b'\x06\x07\x08\t\r\x12\x18',
        b'\n\x0b\x0c\r\x0e\x13\x19',
        b'\x0f\x10\x11\x12\x13\x14\x1a',
        b'\x15\x16\x17\x18\x19\x1a\x1b')
DOUBLE = b'\x00\x02\x05\t\x0e\x14\x1b'


def hand(r, s):
    owner = r.owner
    return bytearray(t for t in range(len(owner)) if owner[t] == s)


def boneyard(r):
    """The tiles still face down, the next to be drawn first."""
    return r.bone[len(r.bone) - r.left:]


def reindex(r):
    """Counts and the hand index from owner: for a position built by hand."""
    w = r.set + 1
    num = r.num
    num[0:len(num)] = bytes(len(num))
    hn = r.held_num
    hn[0:len(hn)] = bytes(len(hn))
    held = r.held
    held[0:r.n] = bytes(r.n)
    left = 0
    for t in range(len(r.owner)):
        s = r.owner[t]
        if s < r.n:
            held[s] += 1
            num[s * w + LO[t]] += 1
            hn[LO[t]] += 1
            if LO[t] != HI[t]:
                num[s * w + HI[t]] += 1
                hn[HI[t]] += 1
        elif s == BONE:
            left += 1
    r.left = left


def setup(r, pool, hands, first, lead=-1):
    """Load a deal (pool: each seat's tiles, hands[s] of them, then the
    bazaar in draw order) and start the round, `first` to move; lead: the
    tile the round must open with (-1: any)."""
    owner = r.owner
    size = len(owner)
    owner[0:size] = bytes((TABLE,)) * size
    # The counts and the hand index come from the deal (reindex(r) without
    # the scan: a simulated hand is mostly its deal).
    num = r.num
    hn = r.held_num
    num[0:len(num)] = bytes(len(num))
    hn[0:len(hn)] = bytes(len(hn))
    lo = LO
    hi = HI
    k = 0
    for s in range(r.n):
        p = s * 7
        h = hands[s]
        for t in pool[k:k + h]:
            owner[t] = s
            a = lo[t]
            b = hi[t]
            num[p + a] += 1
            hn[a] += 1
            if a != b:
                num[p + b] += 1
                hn[b] += 1
        k += h
        r.held[s] = h
    r.bone = bytes(pool[k:])
    for t in r.bone:
        owner[t] = BONE
    r.left = len(r.bone)
    r.seat = first
    r.lead = lead


def take(r, s, t):
    """Tile t leaves seat s's hand."""
    w = r.set + 1
    r.owner[t] = TABLE
    r.num[s * w + LO[t]] -= 1
    r.held_num[LO[t]] -= 1
    if LO[t] != HI[t]:
        r.num[s * w + HI[t]] -= 1
        r.held_num[HI[t]] -= 1


def give(r, s, t):
    """Tile t goes to seat s's hand."""
    w = r.set + 1
    r.owner[t] = s
    r.num[s * w + LO[t]] += 1
    r.held_num[LO[t]] += 1
    if LO[t] != HI[t]:
        r.num[s * w + HI[t]] += 1
        r.held_num[HI[t]] += 1
