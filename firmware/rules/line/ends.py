# The two ends of a line game's layout [rules/README.md §2]: the ends a tile fits,
# a tile laid on an end, and Seven's count of the ends [rules/README.md §11]. The
# engine (rules.line.position) and the referee (rules.line.referee) both
# keep r.ends (the number showing at each end) and r.tip (the tile at each
# end) and lay tiles with these, so the line is one rule for both.
from micropython import const
from rules.tiles import HI, LO

# Sea Kozel's extraordinary round [rules/README.md §4; 002 l.139-149]: its lead,
# the 0-0 and the 6-6 laid together (a lead tile past the set's ids, in
# a position's lead and the referee's LEAD), and the 6-0, which may go in
# the gap between them (end 2). A round's xr bits: XR the round is
# extraordinary, XP each player lays two tiles (one on each end) while
# they can, XG the gap is filled.
BOTH = const(28)
GAP = const(21)
XR = const(1)
XP = const(2)
XG = const(4)


def fits(r, t):
    """The ends tile t fits, as bits (1: end 0, 2: end 1)."""
    a = LO[t]
    b = HI[t]
    e0 = r.ends[0]
    e1 = r.ends[1]
    return (1 if a == e0 or b == e0 else 0) | (2 if a == e1 or b == e1 else 0)


def lay(r, t, e, first):
    """Tile t on end e; the first tile of the round (first) opens the line,
    its higher number on end 0 (e = 0) or its lower (e = 1)."""
    if first:
        r.ends[0] = HI[t] if e == 0 else LO[t]
        r.ends[1] = LO[t] if e == 0 else HI[t]
        r.tip[0] = r.tip[1] = t
    else:
        x = r.ends[e]
        r.ends[e] = HI[t] if LO[t] == x else LO[t]
        r.tip[e] = t


def sums(r):
    """Seven's count of the two ends [rules/README.md §11]: a double at an end
    counts both halves; a lone first tile its pips."""
    t0 = r.tip[0]
    if t0 == r.tip[1]:
        return LO[t0] + HI[t0]
    v = 0
    for e in (0, 1):
        t = r.tip[e]
        v += r.ends[e] * (2 if LO[t] == HI[t] else 1)
    return v
