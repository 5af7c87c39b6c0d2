# Sausage ("Колбаса") [rules/README.md §12; 002]: one round's position, the legal
# moves and their effect. Two players, 14 face-down tiles each in a row;
# a player takes the last (rightmost) tile of their own row and plays it:
# on the outer end of one of the two parallel lines, across both lines to
# cut the sausage, or (a double) wherever its number meets itself; a tile
# that does not fit goes back to the left end of its owner's row and the
# turn passes. Sausage has no bazaar and no knocking, so it keeps its own
# turn (take, then one play or back) rather than rules.turn's.
#
# Lean form: rows[s] the tiles of seat s, left to right (taken from the
# end); lines[0] starts with the first tile (the root), lines[1] grows
# from the root's other side; first[L][i] the number tile i of line L
# touches (for the root: the number facing line 1). A move is a small int:
# END | side << 1 | L (the taken tile on line L's outer end; for the first
# tile, side 1: laid the other way round), CUT | joint << 1 | side, INSERT
# | at << 1 | L, PICK | tile (option double_first: the opener takes that
# double out of their row); TAKE and BACK negative.
#
# Interpretations where the sources leave room (each tested):
# - The root faces both lines: lines[0] continues from its second number,
#   lines[1] from its first [the project's protocol form]. The lines'
#   lengths are counted without the root.
# - The cut [002: "Отрезать колбасу можно по всему протяжению двух линий, а
#   именно в месте стыка первой и второй костяшек и на конце линии"]: with
#   the lines the same length (at least one tile each), a taken tile whose
#   numbers are those of the two lines at the same joint j (after j tiles of
#   each, 1 <= j <= length) is laid across there: the root and the j tiles
#   of each line before it go to the opponent's row, at its left end (the
#   root, line 0's, then line 1's, in the order laid), and the cutting tile
#   becomes the root of what is left.
# - A double goes in at a joint of its number inside a line ("вставить его
#   в любом месте, где есть стык"), the line growing by one.
# - A tile that fits anywhere must be played; back only when it fits
#   nowhere. The turn passes after every play, cut, insertion or back.
# - The round ends when the player who moved has no tile left (out), or
#   when no tile of either row fits anywhere (blocked: the layout can no
#   longer change).
# - Option double_first [002 l.256: "иногда начинают с дупеля для
#   ознакомления игрока со своими фишками"; l.509: "Возможен вариант, когда
#   игра начинается с дубля, а игроки таким образом могут ознакомиться со
#   своими доминошками"]: the first tile laid is a double. The opener looks
#   through their row (the seeds' "acquaintance with the tiles") and takes
#   the double they choose from wherever it lies (PICK | tile), the rest of
#   the row closing up; an opener whose row holds no double says so (BACK
#   before any take) and the other seat opens, who holds one: the whole
#   set is dealt, so one row holds all seven if the other holds none.
from micropython import const
from rules.tiles import HI, LO

TAKE = const(-1)
BACK = const(-2)
END = const(1024)
CUT = const(2048)
INSERT = const(3072)
KIND = const(3072)
PICK = const(4096)
NONE = const(255)
HIDDEN = const(254)   # a row's tile the referee has not seen (rules.sausage.referee)
OUT = const(1)
BLOCKED = const(2)


class Position:
    # The same in every round: the class's, not each position's. The
    # referee's own attributes, looked up on every report, then take 13 of
    # the 17 places of its table, not 16: a fuller table is searched
    # longer (bench_press_cost, Sausage's reports).
    game = "sausage"
    set = 6
    n = 2

    def __init__(self, options=None, round_index=0):
        self.options = options or {}
        self.round = round_index
        self.rows = [bytearray(), bytearray()]
        self.lines = [bytearray(), bytearray()]
        self.first = [bytearray(), bytearray()]
        self.taken = NONE
        self.seat = 0
        self.over = 0
        self.out = -1
        self.last = -1


def opener(round_index):
    """Who opens round k (0-based): the sources name nobody; the seats in
    turn, seat 0 first (the dealer, the referee and the simulator)."""
    return round_index % 2


def other(t, x):
    return HI[t] if LO[t] == x else LO[t]


def end(r, k):
    """The number line k shows at its outer end."""
    line = r.lines[k]
    if k == 1 and not line:
        return r.first[0][0]
    return other(line[-1], r.first[k][-1])


def joint(r, k, j):
    """The number at joint j of line k: after j tiles (line 0: after the
    root and j - 1 more). Inside a line it is also the number the next
    tile touches, first[k][j + 1 - k] (inside() reads it there)."""
    i = j if k == 0 else j - 1
    if k == 1 and j == 0:
        return r.first[0][0]
    return other(r.lines[k][i], r.first[k][i])


def length(r, k):
    return len(r.lines[k]) - (1 if k == 0 else 0)


def double_first(r):
    """Option double_first: the round opens with a double [002 l.256, l.509]."""
    return r.options.get("double_first", False)


def plays(r, t, buf, n):
    """Add to buf every way tile t may be played now; returns the count."""
    if not r.lines[0]:
        if LO[t] != HI[t] and double_first(r):
            return n
        buf[n] = END
        n += 1
        if LO[t] != HI[t]:
            buf[n] = END | 2
            n += 1
        return n
    x = end(r, 0)
    y = end(r, 1)
    return inside(r, t, x, y, buf, on_ends(t, x, y, buf, n))


def on_ends(t, x, y, buf, n):
    """plays() on the lines' outer ends, x and y (end(): asked once by a
    caller trying many tiles); the lines begun."""
    a = LO[t]
    b = HI[t]
    if a == x or b == x:
        buf[n] = END
        n += 1
    if a == y or b == y:
        buf[n] = END | 1
        n += 1
    return n


def inside(r, t, x, y, buf, n):
    """plays() inside the lines: a double put in, a cut; the lines begun,
    x and y their outer ends (on_ends()'s, the last joint's)."""
    a = LO[t]
    b = HI[t]
    # The lines in locals, the joints read off first[] (see joint()): this
    # runs for every tile tried, and joint()'s calls for each joint were
    # most of Sausage's report (bench_press_cost).
    l0, l1 = r.lines
    f0, f1 = r.first
    if a == b:
        for i in range(1, len(l0)):
            if f0[i] == a:
                buf[n] = INSERT | i << 1
                n += 1
        for i in range(len(l1)):
            if f1[i] == a:
                buf[n] = INSERT | i << 1 | 1
                n += 1
    m = len(l1)
    if m and m == len(l0) - 1:
        for j in range(1, m + 1):
            if j < m:
                u = f0[j + 1]
                v = f1[j]
            else:
                u = x
                v = y
            if a == u and b == v:
                buf[n] = CUT | j << 1
                n += 1
            elif b == u and a == v:
                buf[n] = CUT | j << 1 | 1
                n += 1
    return n


def new_buffer():
    from array import array
    return array("i", bytes(4 * 64))


def moves(r, buf):
    if r.over:
        return 0
    if r.taken == NONE:
        if not r.lines[0] and double_first(r):
            return _picks(r, buf)
        buf[0] = TAKE
        return 1
    n = plays(r, r.taken, buf, 0)
    if not n:
        buf[0] = BACK
        n = 1
    return n


def _picks(r, buf):
    """The opening under double_first: each double of the opener's row
    (PICK | tile), or BACK when it holds none (the other seat opens)."""
    n = 0
    for t in r.rows[r.seat]:
        if LO[t] == HI[t]:
            buf[n] = PICK | t
            n += 1
    if not n:
        buf[0] = BACK
        n = 1
    return n


def _lay_root(r, t, a):
    """Tile t becomes the root, a its number facing line 1."""
    r.lines[0] = bytearray((t,)) + r.lines[0]
    r.first[0] = bytearray((a,)) + r.first[0]


def apply(r, m):
    s = r.seat
    if m == TAKE:
        row = r.rows[s]
        r.taken = row[-1]
        r.rows[s] = row[:-1]     # (MicroPython's bytearray has no pop)
        return
    if m >= PICK:
        row = r.rows[s]
        t = m - PICK
        i = 0
        while row[i] != t:
            i += 1
        r.taken = t
        r.rows[s] = row[:i] + row[i + 1:]
        return
    t = r.taken
    if t == NONE:
        r.seat = 1 - s     # BACK before a take: no double to open with (double_first)
        return
    r.taken = NONE
    if m == BACK:
        r.rows[s] = bytearray((t,)) + r.rows[s]
    else:
        r.last = s
        kind = m & KIND
        if kind == END:
            k = m & 1
            if not r.lines[0]:
                _lay_root(r, t, HI[t] if not m & 2 else LO[t])
            else:
                x = end(r, k)
                r.lines[k].append(t)
                r.first[k].append(x)
        elif kind == INSERT:
            k = m & 1
            i = m >> 1 & 511
            x = r.first[k][i]
            r.lines[k] = r.lines[k][:i] + bytearray((t,)) + r.lines[k][i:]
            r.first[k] = r.first[k][:i] + bytearray((x,)) + r.first[k][i:]
        else:
            j = m >> 1 & 511
            y = joint(r, 1, j)     # the cutting tile's number on line 1's side
            cut = bytes(r.lines[0][:j + 1]) + bytes(r.lines[1][:j])
            r.rows[1 - s] = bytearray(cut) + r.rows[1 - s]
            r.lines[0] = r.lines[0][j + 1:]
            r.first[0] = r.first[0][j + 1:]
            r.lines[1] = r.lines[1][j:]
            r.first[1] = r.first[1][j:]
            _lay_root(r, t, y)
    if not r.rows[s]:
        r.over = OUT
        r.out = s
        return
    r.seat = 1 - s
    if stuck(r):
        r.over = BLOCKED


_buf = []


def scratch():
    """A moves buffer made once and reused: by stuck() and by the referee
    (rules.sausage.referee), never while another holds moves in it."""
    if not _buf:
        _buf.append(new_buffer())
    return _buf[0]


def stuck(r):
    """No tile of either row fits anywhere: nobody can ever play."""
    if not r.lines[0]:
        return False
    buf = scratch()
    rows = r.rows
    if holds(rows[0], HIDDEN) or holds(rows[1], HIDDEN):
        # The referee's rows (rules.sausage.referee): the whole set being
        # dealt, they hold every tile off the lines.
        on = laid(r)
        rows = (bytes(t for t in range(28) if not on >> t & 1),)
    # The outer ends first, each asked once: a tile nearly always fits
    # there, and inside() is the dear part of plays().
    x = end(r, 0)
    y = end(r, 1)
    for row in rows:
        for t in row:
            if on_ends(t, x, y, buf, 0):
                return False
    for row in rows:
        for t in row:
            if inside(r, t, x, y, buf, 0):
                return False
    return True


def laid(r):
    """The tiles on the lines, as bits: one walk along them (on_lines()
    for each of the 28 tiles, after every move, was most of a replayed
    round's instructions, bench_press_cost)."""
    m = 0
    for line in r.lines:
        for x in line:
            m |= 1 << x
    return m


def on_lines(r, t):
    return holds(r.lines[0], t) or holds(r.lines[1], t)


def holds(b, t):
    """t in bytearray b (MicroPython's bytearray has no `in` for an int)."""
    for x in b:
        if x == t:
            return True
    return False


def result(r):
    from rules.score.scoring import from_hands
    hands = [bytearray(r.rows[s]) for s in (0, 1)]
    if r.taken != NONE:
        hands[r.seat].append(r.taken)
    return from_hands(hands, 6, r.out if r.over == OUT else -1, r.last)
