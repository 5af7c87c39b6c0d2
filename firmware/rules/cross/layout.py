# The cross and fives games' layout [rules/README.md §5, 6, 7, 8, 9]: one round's
# position (the turn model's state, every tile's place, the layout), the
# laying of a tile, the four-way double, closed ends, the count of the ends
# and the points of a play. Shared by the engine (rules.cross.position: the legal
# moves, the deal and the hands, with rules.line.position's deal code) and the
# device's referee (rules.cross.referee), which needs none of the engine's
# code: the referee screen holds this module and not the engine's (issue
# 12's heap target: on the 32-bit build the engine and rules.line.position are
# ~11 KB beside the referee).
#
# Layout: the tiles in play order (laid; first: the number each touched;
# side: the end it went on, | 4 when laid face down), the open ends by fixed
# index [the rules protocol: 0 and 1 the line's arms, 2 and 3 the four-way
# double's other arms, appended when it opens], the tile at each end (tip),
# `shut` the closed ends as bits and `four` the four-way double (255: none
# yet).
#
# Interpretations where the sources leave room (each tested):
# - The count of the ends [rules/README.md §7, 8; 002: "дубль 2-2 и другой конец
#   кости 2-4 уже не считается"]: every open end shows its number; a double
#   at an end counts both halves; a lone first tile counts its pips; the
#   four-way double counts both halves once while a line arm still ends in
#   it, and its other arms count nothing until a tile is laid on them; a
#   closed end counts nothing. Muggins' later doubles "lie as the player
#   likes" [002 l.240: "Дубли, кроме первого, игрок укладывает вдоль и
#   поперек так, как ему выгодно"]: across, both halves, by default; under
#   option doubles_either_way (ALONG) the player may lay one along its end,
#   which then counts one half, as any tile's end does. The first double,
#   the spinner, lies across.
# - A double's other way of lying is one flag of a play (c, a part's bit
#   2): face down, closing its end, in the games that close ends (CLOSE);
#   along in Muggins under doubles_either_way (ALONG). No game has both.
# - Muggins' spinner, Chechevé's base and Donkey's cross open their four
#   arms as soon as they are laid; Telephone's house when a tile goes on its
#   second side [002: the example with 2-2 and 2-4].
# - Closing [rules/README.md §5, 6]: the four-way double is never closed (the base
#   "cannot be closed"; Donkey's cross is "open on four sides"), so a
#   double may be laid face down only once the four-way double is on the
#   table (an open double of the same move counts: a move lays its open
#   doubles first, so the first of them becomes it), except Donkey's two
#   doubles closed at once before any double appears, which ends the round
#   (blocked; scored as a block). A layout with every end closed is blocked.
# - Bergen [rules/README.md §9]: after the play both ends show the same number: 2,
#   or 3 when one of them ends in a double; a lone first double scores 2.
from micropython import const
from rules.turn import BLOCKED, DOUBLE, OUT, PLAY, Turn, report  # noqa: F401 (OUT: the round's end, as cx.OUT)
from rules.hands import TABLE  # noqa: F401 (where a tile on the table is, as the engine's hands say)
from rules.tiles import HI, LO, count

NONE = const(255)
# What the layout allows: Position.kind's bits, the kind column of a
# game's row (rules.cross.games).
FOUR_FIRST = const(1)   # the first double opens four ways at once (Muggins' spinner, Chechevé's base, Donkey's cross)
HOUSE = const(2)        # the first double built on both sides opens four ways (Telephone's house)
MULTI = const(4)        # several doubles in one move, one per end
CLOSE = const(8)        # a double may be laid face down, closing its end
FIVES = const(16)       # a play making the ends a multiple of 5 scores it
HEADERS = const(32)     # Bergen's double-header (2) and triple-header (3)
CLOSE_TWO = const(64)   # Donkey: before any double, two closed at once end the round
ALONG = const(128)      # a later double may lie along its end, counting one half (Muggins' doubles_either_way)




class Position(Turn):
    """One round's position: the turn model's state, every tile's place,
    the layout, and the points each seat scored during play (points; the
    last move's: scored)."""

    def __init__(self, game, set_n, players, options, round_index=0):
        from rules.cross import variants as cr   # (for the round's start only)
        Turn.__init__(self, players, cr.flags(game, options))
        self.set = set_n
        self.game = game
        self.options = options
        self.round = round_index
        self.kind = cr.kind(game, options)
        self.owner = bytearray(count(set_n))
        self.bone = b""
        self.laid = bytearray()
        self.first = bytearray()
        self.side = bytearray()
        self.ends = bytearray(4)
        self.tip = bytearray(b"\xff\xff\xff\xff")
        self.arms = 2
        self.shut = 0
        self.along = 0          # the ends whose tip is a double laid along, as bits
        self.four = NONE
        self.num = bytearray(players * (set_n + 1))
        self.held_num = bytearray(set_n + 1)
        self.lead = -1
        self.points = [0] * players
        self.scored = 0
        self.final = -1
        self.doubled = False

    def stuck(self):
        if not self.laid:
            return False
        hn = self.held_num
        ends = self.ends
        for e in range(self.arms):
            if not self.shut >> e & 1 and hn[ends[e]]:
                return False
        return True


def count_bits(m):
    c = 0
    while m:
        c += m & 1
        m >>= 1
    return c


def laying_order(parts):
    """The parts (tile, end, closed) of one move in the order they go
    down: the open doubles first, each kind by end, so an open one becomes
    the four-way double before a closed one needs it (closes_ok)."""
    return sorted(parts, key=lambda p: p[2] << 2 | p[1])


def closes_ok(r, mask, c):
    """May the doubles on ends `mask` go down together with those on `c`
    face down (see the notes at the top)?"""
    if not c:
        return True
    if r.kind & CLOSE_TWO and not r.doubled and c == mask and count_bits(mask) == 2:
        return True   # Donkey: two closed at once before any double [rules/README.md §6]
    # The open doubles go down first (laying_order): one of them opens
    # four ways, where the first double does, before the closed ones.
    return r.four != NONE or (r.kind & FOUR_FIRST and mask & ~c) != 0


def open_four(r, t, x):
    """Double t, showing x, opens four ways: arms 2 and 3 are appended."""
    r.four = t
    r.ends[2] = r.ends[3] = x
    r.tip[2] = r.tip[3] = t
    r.arms = 4


def lay(r, t, e, c):
    kind = r.kind
    if not r.laid:
        a = HI[t] if e == 0 else LO[t]
        r.laid.append(t)
        r.first.append(a)
        r.side.append(0)
        r.ends[0] = a
        r.ends[1] = LO[t] if e == 0 else HI[t]
        r.tip[0] = r.tip[1] = t
        if LO[t] == HI[t]:
            r.doubled = True
            if kind & FOUR_FIRST:
                open_four(r, t, a)
        return
    x = r.ends[e]
    if kind & HOUSE and r.four == NONE and e < 2:
        d = r.tip[e]
        if LO[d] == HI[d] and (d != r.laid[0] or r.tip[1 - e] != d):
            open_four(r, d, x)    # a tile on its second side: the house [rules/README.md §7]
    r.laid.append(t)
    r.first.append(x)
    r.side.append(e | c << 2)
    r.ends[e] = HI[t] if LO[t] == x else LO[t]
    r.tip[e] = t
    r.along &= ~(1 << e)
    if LO[t] == HI[t]:
        r.doubled = True
        if c and kind & ALONG:
            r.along |= 1 << e
        elif c:
            r.shut |= 1 << e
        elif kind & FOUR_FIRST and r.four == NONE:
            open_four(r, t, x)


def end_counts(r):
    """What each arm's end counts in the fives games' sum (see the notes at
    the top) [rules/README.md §7, 8]: a double across an end twice its number
    (along it, ALONG: once), a
    spinner counted once across its two first arms, None for an arm that
    counts nothing (shut, or the spinner's arm nothing was laid on yet,
    which shows its number). One tile alone: its two numbers."""
    laid = r.laid
    if not laid:
        return []
    if len(laid) == 1:
        return [r.ends[0], r.ends[1]]
    out = []
    spun = False
    four = r.four
    for e in range(r.arms):
        t = r.tip[e]
        x = r.ends[e]
        if r.shut >> e & 1:
            out.append(None)
        elif t == four:
            out.append(2 * x if e < 2 and not spun else None)
            spun = spun or e < 2
        else:
            out.append(2 * x if LO[t] == HI[t] and not r.along >> e & 1 else x)
    return out


def count_ends(r):
    """The sum of the open ends as the fives games count it [rules/README.md §7, 8]."""
    v = 0
    for c in end_counts(r):
        if c is not None:
            v += c
    return v


def headers(r):
    """Bergen's points for the layout just made [rules/README.md §9]."""
    if len(r.laid) == 1:
        t = r.laid[0]
        return 2 if LO[t] == HI[t] else 0
    if r.ends[0] != r.ends[1]:
        return 0
    a = r.tip[0]
    b = r.tip[1]
    return 3 if LO[a] == HI[a] or LO[b] == HI[b] else 2


def scores_in_play(r):
    """Does the game score during play (Muggins, Telephone, Bergen)?"""
    return bool(r.kind & (FIVES | HEADERS))


def points_now(r):
    """The points of the play just made [rules/README.md §7, 8, 9]."""
    k = r.kind
    if k & FIVES:
        v = count_ends(r)
        return v if v and not v % 5 else 0
    if k & HEADERS:
        return headers(r)
    return 0


def all_shut(r):
    """Every end of the layout closed: nobody can ever play [rules/README.md §6]."""
    return r.laid and r.shut == (1 << r.arms) - 1


def laid_report(t, k):
    """Tell the turn model seat t.seat laid k tiles in one move (the turn
    model counts one or two; several doubles are Telephone's, Chechevé's
    and Donkey's), then end a round whose ends are all closed."""
    if k > 2:
        t.held[t.seat] -= k - 2
    report(t, DOUBLE if k > 1 else PLAY)
    if not t.over and t.shut == (1 << t.arms) - 1:
        t.over = BLOCKED
