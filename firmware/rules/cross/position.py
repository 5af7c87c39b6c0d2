# The cross and fives games' rules engine [rules/README.md §5, 6, 7, 8, 9]:
# Chechevé, Donkey, Telephone, Muggins and Bergen. One round's position with
# its tiles, the legal moves of the player to move, the effect of a move
# and the points it scores. The rules of a turn (whose turn, drawing,
# knocking, the end of the round) are rules.turn's, as for the line
# games (rules.line.position); the games' data is rules.cross.variants'. The layout of
# up to four ends, laying a tile, doubles closed face down and the points
# of a play are rules.cross.layout's, which the device's referee shares
# (and which this module's names still give: cx.Position, cx.count_ends).
# Here: which tiles fit, several doubles in one move, the deal and hands.
#
# A move is a small int: a play is tile << 3 | close << 2 | end (for the
# first tile, end 1 means it was laid the other way round; close: the
# double's other way of lying, face down or, in Muggins under
# doubles_either_way, along: rules.cross.layout); several doubles
# at once are MANY | ends << 4 | closed, as bits of the ends (the double on
# end e is the one of its number, laid open ones first, each in the order of
# the ends); DRAW and
# PASS are negative.
#
# Interpretations where the sources leave room (each tested; those of the
# layout and the count of the ends: rules.cross.layout):
# - Several doubles in one move [rules/README.md §5, 6, 7]: two or more, each on
#   its own end; in Telephone up to four ("по одному с каждой стороны").
#   Muggins and Bergen lay one tile a turn.
# - A player who can play must play (no pass), as in the line games.
from micropython import const
from rules.cross import variants as cr
from rules.cross.layout import (ALONG, CLOSE, HEADERS, HOUSE, MULTI, NONE, TABLE, Position, count_bits, open_four,  # noqa: F401
                                lay, all_shut, closes_ok, count_ends, headers, laid_report, laying_order,
                                points_now, scores_in_play)
from rules.turn import BLOCKED, DOUBLE, DRAW as _DRAW_KIND, OUT, PASS as _PASS_KIND, PLAY, Turn  # noqa: F401
from rules.turn import may_draw, report
# A seat's tiles and their counts, the deal and the per-number tables are
# kept as the line engine keeps them (rules.hands).
from rules.hands import BONE, DOUBLE, WITH, boneyard, give, hand, reindex, setup, take  # noqa: F401
from rules.tiles import HI, LO

DRAW = const(-1)
PASS = const(-2)
MANY = const(1024)
MAX_MOVES = const(256)


def new_buffer():
    from array import array
    return array("i", bytes(4 * MAX_MOVES))


def opening(r):
    """(seat, tile) that opens the first round by the rule
    [rules.cross.variants], or (-1, -1) where any tile may lead."""
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
        t = DOUBLE[x]
        if owner[t] < r.n and not (barred and x == 0):
            return owner[t], t
    best = -1
    for t in range(len(owner)):
        if owner[t] < r.n and not (barred and t == 0):
            if best < 0 or LO[t] + HI[t] < LO[best] + HI[best]:
                best = t
    return (owner[best], best) if best >= 0 else (-1, -1)


def _may_close(r, has_four):
    """May a double go down the other way (face down, or along: ALONG)
    now? Only once the four-way double is on the table."""
    return r.kind & (CLOSE | ALONG) and has_four


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
        for t in WITH[x]:
            if owner[t] == s:
                buf[n] = t << 3 | e
                n += 1
                if LO[t] == HI[t]:
                    fits |= 1 << e
                    if close:
                        buf[n] = t << 3 | 4 | e
                        n += 1
    if r.kind & MULTI and fits & (fits - 1):
        n = _many(r, buf, n, fits)
    if n:
        return n
    buf[0] = DRAW if may_draw(r) else PASS
    return 1


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
        if not r.kind & CLOSE:
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


def parts(r, m):
    """The (tile, end, closed) of each tile of play m, in the order laid."""
    if not m & MANY:
        return ((m >> 3, m & 3, m >> 2 & 1),)
    return laying_order([(DOUBLE[r.ends[e]], e, m >> e & 1) for e in range(4) if m >> 4 + e & 1])


def apply(r, m):
    """Play move m (one of moves()) for the player to move."""
    s = r.seat
    r.scored = 0
    if m < 0:
        if m == DRAW:
            give(r, s, r.bone[len(r.bone) - r.left])
            report(r, _DRAW_KIND)
        else:
            report(r, _PASS_KIND)
        return
    r.final = m
    ps = parts(r, m)
    for t, e, c in ps:
        take(r, s, t)
        lay(r, t, e, c)
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
    k = 1 if not m & MANY else count_bits(m >> 4 & 15)
    n = len(r.laid)
    return [(r.laid[i], r.side[i] & 3, r.side[i] >> 2) for i in range(n - k, n)]


def result(r):
    """The round's result for scoring (rules.score.scoring.Result): the hands
    left, the points scored during play, the opening and finishing tiles."""
    from rules.score.scoring import from_hands
    hands = [hand(r, s) for s in range(r.n)]
    pts = []
    for s in range(r.n):
        v = r.points[s]
        if v:
            if r.kind & HEADERS:
                from rules.score.fives import plays
                for x in plays(r.game, v):
                    pts.append((s, x))
            else:
                pts.append((s, v))
    out = r.out if r.over == OUT else -1
    return from_hands(hands, r.set, out, r.last, pts, None, r.laid[:1], finish(r) if out >= 0 else ())
