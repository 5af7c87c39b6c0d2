# The cross and fives games' rules engine [RULES.md 5, 6, 7, 8, 9]:
# Chechevé, Donkey, Telephone, Muggins and Bergen. One round's position with
# its tiles, the legal moves of the player to move, the effect of a move
# and the points it scores. The rules of a turn (whose turn, drawing,
# knocking, the end of the round) are rules.line_turn's, as for the line
# games (rules.line); the games' data is rules.cross_rules'. Here: the
# layout of up to four ends, which tiles fit, several doubles in one move,
# doubles closed face down, the points of a play.
#
# Layout: the tiles in play order (laid; first: the number each touched;
# side: the end it went on, | 4 when laid face down), the open ends by fixed
# index [the rules protocol: 0 and 1 the line's arms, 2 and 3 the four-way
# double's other arms, appended when it opens], the tile at each end (tip),
# `shut` the closed ends as bits and `four` the four-way double (255: none
# yet).
#
# A move is a small int: a play is tile << 3 | close << 2 | end (for the
# first tile, end 1 means it was laid the other way round); several doubles
# at once are MANY | ends << 4 | closed, as bits of the ends (the double on
# end e is the one of its number, laid in the order of the ends); DRAW and
# PASS are negative.
#
# Interpretations where the sources leave room (each tested):
# - The count of the ends [RULES.md 7, 8; 002: "дубль 2-2 и другой конец
#   кости 2-4 уже не считается"]: every open end shows its number; a double
#   at an end counts both halves; a lone first tile counts its pips; the
#   four-way double counts both halves once while a line arm still ends in
#   it, and its other arms count nothing until a tile is laid on them; a
#   closed end counts nothing. Muggins' later doubles "lie as the player
#   likes" [002: "вдоль и поперек"]: here always across, both halves.
# - Muggins' spinner, Chechevé's base and Donkey's cross open their four
#   arms as soon as they are laid; Telephone's house when a tile goes on its
#   second side [002: the example with 2-2 and 2-4].
# - Closing [RULES.md 5, 6]: the four-way double is never closed (the base
#   "cannot be closed"; Donkey's cross is "open on four sides"), so a
#   double may be laid face down only once the four-way double is on the
#   table (laid before it in the same move counts), except Donkey's two
#   doubles closed at once before any double appears, which ends the round
#   (blocked; scored as a block). A layout with every end closed is blocked.
# - Several doubles in one move [RULES.md 5, 6, 7]: two or more, each on
#   its own end; in Telephone up to four ("по одному с каждой стороны").
#   Muggins and Bergen lay one tile a turn.
# - Bergen [RULES.md 9]: after the play both ends show the same number: 2,
#   or 3 when one of them ends in a double; a lone first double scores 2.
# - A player who can play must play (no pass), as in the line games.
from micropython import const
from rules import cross_rules as cr
from rules.line_turn import BLOCKED, DOUBLE, DRAW as _DRAW_KIND, OUT, PASS as _PASS_KIND, PLAY, Turn  # noqa: F401
from rules.line_turn import may_draw, report
# A seat's tiles and their counts, the deal and the per-number tables are
# kept as the line engine keeps them (one layout of hands for both).
from rules.line import _DOUBLE, _WITH, _give, _take, boneyard, hand, reindex, setup  # noqa: F401
from rules.tiles import HI, LO, count

BONE = const(254)
TABLE = const(255)
NONE = const(255)
DRAW = const(-1)
PASS = const(-2)
MANY = const(1024)
MAX_MOVES = const(256)


def new_buffer():
    from array import array
    return array("i", bytes(4 * MAX_MOVES))


class Position(Turn):
    """One round's position: the turn model's state, every tile's place,
    the layout, and the points each seat scored during play (points; the
    last move's: scored)."""
    __slots__ = ("set", "game", "options", "round", "kind", "owner", "bone", "laid", "first", "side", "ends",
                 "tip", "arms", "shut", "four", "num", "held_num", "lead", "points", "scored", "final",
                 "doubled")

    def __init__(self, game, set_n, players, options, round_index=0):
        Turn.__init__(self, players, cr.flags(game, options))
        self.set = set_n
        self.game = game
        self.options = options
        self.round = round_index
        self.kind = cr.kind(game)
        self.owner = bytearray(count(set_n))
        self.bone = b""
        self.laid = bytearray()
        self.first = bytearray()
        self.side = bytearray()
        self.ends = bytearray(4)
        self.tip = bytearray(b"\xff\xff\xff\xff")
        self.arms = 2
        self.shut = 0
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


def opening(r):
    """(seat, tile) that opens the first round by the rule
    [rules.cross_rules], or (-1, -1) where any tile may lead."""
    from rules.tiles import tile
    owner = r.owner
    rows = cr.order(r.game, r.options)
    if not rows:
        return -1, -1
    for a, b in rows:
        t = tile(a, b)
        if owner[t] < r.n:
            return owner[t], t
    barred = cr.blank_barred(r.game)
    for x in range(r.set + 1):
        t = _DOUBLE[x]
        if owner[t] < r.n and not (barred and x == 0):
            return owner[t], t
    best = -1
    for t in range(len(owner)):
        if owner[t] < r.n and not (barred and t == 0):
            if best < 0 or LO[t] + HI[t] < LO[best] + HI[best]:
                best = t
    return (owner[best], best) if best >= 0 else (-1, -1)


def _may_close(r, has_four):
    return r.kind & cr.CLOSE and has_four


def moves(r, buf):
    """Fill buf with every legal move of the player to move, each once;
    returns how many. 0 when the round is over."""
    if r.over:
        return 0
    s = r.seat
    owner = r.owner
    n = 0
    if not r.laid:
        if r.lead >= 0:
            buf[0] = r.lead << 3
            return 1
        for t in range(len(owner)):
            if owner[t] == s:
                buf[n] = t << 3
                n += 1
        return n
    num = r.num
    p = s * (r.set + 1)
    ends = r.ends
    shut = r.shut
    close = _may_close(r, r.four != NONE)
    fits = 0      # ends where the seat holds the double of the end's number
    for e in range(r.arms):
        if shut >> e & 1:
            continue
        x = ends[e]
        if not num[p + x]:
            continue
        for t in _WITH[x]:
            if owner[t] == s:
                buf[n] = t << 3 | e
                n += 1
                if LO[t] == HI[t]:
                    fits |= 1 << e
                    if close:
                        buf[n] = t << 3 | 4 | e
                        n += 1
    if r.kind & cr.MULTI and fits & (fits - 1):
        n = _many(r, buf, n, fits)
    if n:
        return n
    buf[0] = DRAW if may_draw(r) else PASS
    return 1


def _bits(m):
    c = 0
    while m:
        c += m & 1
        m >>= 1
    return c


def _many(r, buf, n, fits):
    """Moves of several doubles at once: every set of two or more ends in
    fits showing different numbers, with every allowed choice of which
    doubles lie face down."""
    ends = r.ends
    for mask in range(3, 16):
        if mask & fits != mask or not mask & (mask - 1):
            continue
        seen = 0
        ok = True
        for e in range(4):
            if mask >> e & 1:
                b = 1 << ends[e]
                if seen & b:
                    ok = False
                seen |= b
        if not ok:
            continue
        if not r.kind & cr.CLOSE:
            buf[n] = MANY | mask << 4
            n += 1
            continue
        c = 0
        while c <= mask:
            if c & mask == c and closes_ok(r, mask, c):
                buf[n] = MANY | mask << 4 | c
                n += 1
            c += 1
    return n


def closes_ok(r, mask, c):
    """May the doubles on ends `mask` go down together with those on `c`
    face down (see the notes at the top)?"""
    if not c:
        return True
    if r.kind & cr.CLOSE_TWO and not r.doubled and c == mask and _bits(mask) == 2:
        return True   # Donkey: two closed at once before any double [RULES.md 6]
    four = r.four != NONE
    for e in range(4):
        if mask >> e & 1:
            if c >> e & 1:
                if not four:
                    return False
            elif r.kind & cr.FOUR_FIRST:
                four = True
    return True


def parts(r, m):
    """The (tile, end, closed) of each tile of play m, in the order laid."""
    if not m & MANY:
        return ((m >> 3, m & 3, m >> 2 & 1),)
    out = []
    for e in range(4):
        if m >> 4 + e & 1:
            out.append((_DOUBLE[r.ends[e]], e, m >> e & 1))
    return out


def _four(r, t, x):
    """Double t, showing x, opens four ways: arms 2 and 3 are appended."""
    r.four = t
    r.ends[2] = r.ends[3] = x
    r.tip[2] = r.tip[3] = t
    r.arms = 4


def _lay(r, t, e, c):
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
            if kind & cr.FOUR_FIRST:
                _four(r, t, a)
        return
    x = r.ends[e]
    if kind & cr.HOUSE and r.four == NONE and e < 2:
        d = r.tip[e]
        if LO[d] == HI[d] and (d != r.laid[0] or r.tip[1 - e] != d):
            _four(r, d, x)    # a tile on its second side: the house [RULES.md 7]
    r.laid.append(t)
    r.first.append(x)
    r.side.append(e | c << 2)
    r.ends[e] = HI[t] if LO[t] == x else LO[t]
    r.tip[e] = t
    if LO[t] == HI[t]:
        r.doubled = True
        if c:
            r.shut |= 1 << e
        elif kind & cr.FOUR_FIRST and r.four == NONE:
            _four(r, t, x)


def count_ends(r):
    """The sum of the open ends as the fives games count it (see the notes
    at the top) [RULES.md 7, 8]."""
    laid = r.laid
    if not laid:
        return 0
    if len(laid) == 1:
        return LO[laid[0]] + HI[laid[0]]
    v = 0
    spun = False
    four = r.four
    for e in range(r.arms):
        if r.shut >> e & 1:
            continue
        t = r.tip[e]
        x = r.ends[e]
        if t == four:
            if e < 2 and not spun:
                v += 2 * x
                spun = True
            continue
        v += 2 * x if LO[t] == HI[t] else x
    return v


def headers(r):
    """Bergen's points for the layout just made [RULES.md 9]."""
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
    return bool(r.kind & (cr.FIVES | cr.HEADERS))


def points_now(r):
    """The points of the play just made [RULES.md 7, 8, 9]."""
    k = r.kind
    if k & cr.FIVES:
        v = count_ends(r)
        return v if v and not v % 5 else 0
    if k & cr.HEADERS:
        return headers(r)
    return 0


def all_shut(r):
    """Every end of the layout closed: nobody can ever play [RULES.md 6]."""
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


def apply(r, m):
    """Play move m (one of moves()) for the player to move."""
    s = r.seat
    r.scored = 0
    if m < 0:
        if m == DRAW:
            _give(r, s, r.bone[len(r.bone) - r.left])
            report(r, _DRAW_KIND)
        else:
            report(r, _PASS_KIND)
        return
    r.final = m
    ps = parts(r, m)
    for t, e, c in ps:
        _take(r, s, t)
        _lay(r, t, e, c)
    v = points_now(r)
    r.scored = v
    r.points[s] += v
    laid_report(r, len(ps))


def finish(r):
    """The tile(s) of the last play."""
    if r.final < 0:
        return b""
    return bytes(t for t, _e, _c in parts_laid(r))


def parts_laid(r):
    """The parts of the last play, from the layout (its tiles are the last
    laid)."""
    m = r.final
    k = 1 if not m & MANY else _bits(m >> 4 & 15)
    n = len(r.laid)
    return [(r.laid[i], r.side[i] & 3, r.side[i] >> 2) for i in range(n - k, n)]


def result(r):
    """The round's result for scoring (rules.scoring.Result): the hands
    left, the points scored during play, the opening and finishing tiles."""
    from rules.scoring import from_hands
    hands = [hand(r, s) for s in range(r.n)]
    pts = []
    for s in range(r.n):
        v = r.points[s]
        if v:
            if r.kind & cr.HEADERS:
                from rules.score_fives import plays
                for x in plays(r.game, v):
                    pts.append((s, x))
            else:
                pts.append((s, v))
    out = r.out if r.over == OUT else -1
    return from_hands(hands, r.set, out, r.last, pts, None, r.laid[:1], finish(r) if out >= 0 else ())
