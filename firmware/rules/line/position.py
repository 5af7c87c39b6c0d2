# The line games' rules engine [rules/README.md §2, 3, 4, 10, 11, 13]: one round's
# position with its tiles, the legal moves of the player to move and the
# effect of a move, for Block, Draw, two-player, Kozel, Sport, Sea Kozel,
# General, Seven and Kids. The rules of a turn (whose turn, drawing,
# knocking, Seven's extra move and penalty, the end of the round) are
# rules.turn's, shared with the device's referee (rules.line.referee);
# the games' data (drawing, opening) is rules.line.variants'. This module moves
# the tiles and tells the turn model what kind of move was made; where a
# rule needs the tiles it is here: which tiles fit, the opening tile, the
# sums of Seven's ends, the block (nobody can play and nobody can draw:
# exact, since while nobody plays the ends and hands stay as they are).
#
# Lean form: tiles are ids (rules.tiles); owner[t] says where tile t is (a
# seat, the bazaar or the table); the layout is the tiles in play order
# (laid, the end each went on, side, and the lead's first number, head: the
# number each touched follows, touched()), its open ends by fixed index
# (0: the side of the first tile's first number, 1: the other [the rules
# protocol]) and the tile at each end (tip). A move is a small int: a play
# is tile << 2 | end (for the first tile, end 1 means it was laid the other
# way round), two tiles at once are PAIR | first << 7 | second; DRAW and
# PASS are negative. num[s * 7 + x] counts seat s's tiles carrying x.
#
# Interpretations where the sources leave room (each tested):
# - The lead is listed once, its higher number first; played either way
#   round, the ends' indexes follow the orientation given.
# - Seven's ends [002: "При суммировании концов имеющих дубли, номиналы
#   дублей суммируются"]: a double at an end counts both halves; a lone
#   first tile counts its pips once (a lone double too). The tiles taken
#   from the player who made seven, at the table "случайные камни", are
#   here that hand's lowest tiles, so that a position and a move give one
#   next position.
# - Sea Kozel [002, item 12: "Отходить можно одновременно 2-мя дуплями"]:
#   a player whose last two tiles are doubles fitting the two ends may lay
#   both in one move and go out.
# - Kids' smallest [000 l.36: "Стройте цепочки с ребёнком в одну
#   сторону"]: the chain grows from the opening double on end 1 only.
# - Sea Kozel's extraordinary round [002 l.139-149, item 7]: the opener
#   holding the 0-0 and the 6-6 may lay both together (a move, XLEAD: the
#   0-0 on end 0, the 6-6 on end 1) where they lead freely, or must lead
#   one of them; then each player lays two tiles, one on each end (a PAIR
#   move), as long as the player to move can ("обязан поставить 2 камня");
#   the first who cannot lays one (or draws, or knocks) and from then on
#   it is one tile a turn for everyone. The 6-0 may go in the gap between
#   the two opening doubles on any turn (end 2: "на любом ходу"), besides
#   the turn's tiles: the turn goes on after it, and a player whose last
#   tile it is goes out ("в том числе и закончить им игру"); it may also
#   be laid on an end as any tile. The gap keeps no round going: nobody
#   able to lay a tile on an end is a block, the 6-0 held or not.
from micropython import const
from rules import turn
from rules.line.ends import BOTH, GAP, XG, XP, XR, fits, lay, sums  # noqa: F401  (fits: the protocol's too)
from rules.line.variants import flags
from rules.turn import BLOCKED, OUT, Turn, may_draw, may_pass, no_play, report  # noqa: F401
from rules.hands import BONE, DOUBLE, TABLE, WITH, boneyard, give, hand, reindex, setup, take  # noqa: F401
from rules.tiles import HI, LO, count

DRAW = const(-1)
PASS = const(-2)
XLEAD = const(16493)   # PAIR | (0-0 on end 0) << 7 | (6-6 on end 1): the extraordinary lead
_ONE_WAY = const(4096)   # Kids' smallest: tiles go on end 1 only (rules.line.variants.flags)
PAIR = const(16384)
MAX_MOVES = const(64)
_NONE = const(255)


def new_buffer():
    from array import array
    return array("i", bytes(4 * MAX_MOVES))


class Position(Turn):
    """One round's position: the turn model's state and every tile's
    place. lead: the tile the round must open with, or -1 (any); fast:
    Sea Kozel's free lead may be 6-6 or 0-0; pair: two doubles may go out
    together."""

    def __init__(self, game, set_n, players, options, round_index=0):
        Turn.__init__(self, players, flags(game, options))
        self.set = set_n
        self.game = game
        self.options = options
        self.round = round_index
        self.owner = bytearray(count(set_n))
        self.bone = b""
        self.laid = bytearray()
        self.head = 0              # the lead's first number (the side of end 0)
        self.side = bytearray()    # per tile laid, the end it went on (the lead: 0)
        self.ends = bytearray(2)
        self.tip = bytearray(b"\xff\xff")
        self.num = bytearray(players * (set_n + 1))
        self.held_num = bytearray(set_n + 1)   # per number, the tiles in all hands carrying it
        self.lead = -1
        self.fast = False
        self.pair = game == "sea-kozel"
        self.final = -1    # the last two tiles laid at once, end 0's first << 7 | end 1's (Sea Kozel's finish)
        self.xr = 0        # Sea Kozel's extraordinary round: rules.line.ends' XR, XP, XG
        self.fisher = -1   # who laid the last tile that was not a double (Sea Kozel's fisherman_privileges)

    def stuck(self):
        # blocked(self), inlined: asked at the end of every turn (a held
        # number at an end, the usual answer, is checked first).
        hn = self.held_num
        e = self.ends
        return not (hn[e[0]] and not self.flags & _ONE_WAY) and not hn[e[1]] and len(self.laid) > 0


def opening(r, first_double=-1):
    """(seat, tile) that opens the round by the rule [rules.line.variants]:
    the first double of the order held, else the heaviest tile
    (highest-double rule) or the lightest but 0-0 (the others); first_double:
    asked first (Sea Kozel's day)."""
    from rules.line.variants import order, rule
    from rules.tiles import double
    owner = r.owner
    for x in order(r.game, r.options, first_double):
        t = double(x)
        if owner[t] < r.n:
            return owner[t], t
    heavy = rule(r.game, r.options) == "6"
    best = -1
    for t in range(len(owner)):
        if owner[t] < r.n and (heavy or t):
            if best < 0 or (LO[t] + HI[t] >= LO[best] + HI[best] if heavy else LO[t] + HI[t] < LO[best] + HI[best]):
                best = t
    return (owner[best], best) if best >= 0 else (-1, -1)


def moves(r, buf):
    """Fill buf with every legal move of the player to move, each once;
    returns how many. 0 when the round is over."""
    if r.over:
        return 0
    s = r.seat
    owner = r.owner
    n = 0
    if not r.laid:
        # The lead [rules/README.md §2, 3, 4, 10, 11, 13; rules.line.variants].
        top = r.set * (r.set + 3) // 2   # the top double's id
        lead = r.lead
        if 0 <= lead < BOTH:
            buf[0] = lead << 2
            n = 1
        elif lead < 0:
            for t in range(len(owner)):
                if owner[t] == s and (r.fast or not r.pair or (t != 0 and t != top)):
                    buf[n] = t << 2
                    n += 1
        if r.pair and (lead < 0 or lead == 0 or lead == top or lead == BOTH) and owner[0] == s and owner[top] == s:
            buf[n] = XLEAD   # Sea Kozel's extraordinary round [002 l.139]
            n += 1
        return n
    if r.xr & XP:
        n = _pairs(r, buf)
        if n:
            return n
    if not (r.drawn and r.flags & 8):   # one_no_play: nothing after a draw
        # The hot path: the seat's tiles carrying each end's number.
        p = s * 7
        e0 = r.ends[0]
        e1 = r.ends[1]
        num = r.num
        c = num[p + e0] if not r.flags & _ONE_WAY else 0
        if c:
            for t in WITH[e0]:
                if owner[t] == s:
                    buf[n] = t << 2
                    n += 1
                    if n == c:
                        break   # every tile of the seat carrying e0 is listed
        c = num[p + e1]
        if c:
            c += n
            for t in WITH[e1]:
                if owner[t] == s:
                    buf[n] = t << 2 | 1
                    n += 1
                    if n == c:
                        break
        if n and r.held[s] == 2 and e0 != e1 and (r.pair or r.game == "general" and e0 + e1 == 6 and not e0 * e1):
            # The last two tiles, doubles, one on each end: Sea Kozel's
            # any two [002, item 12]; General's 0-0 and 6-6 at once, the
            # finish that makes a General [rules/README.md §10; 002: "стремятся
            # заканчивать сразу двумя этими дуплями"].
            a = DOUBLE[e0]
            b = DOUBLE[e1]
            if owner[a] == s and owner[b] == s:
                buf[n] = _pair(a, b)
                n += 1
    if n:
        if r.doubles & 1 or r.drawn and r.flags & 12:   # may_pass(r, True), inlined
            buf[n] = PASS
            n += 1
    elif not r.flags & 3:
        buf[0] = PASS      # Block: nobody draws (may_draw(), short)
        n = 1
    else:
        buf[0] = DRAW if may_draw(r) and not no_play(r) else PASS
        n = 1
    if r.xr & (XR | XG) == XR and owner[GAP] == s:
        buf[n] = GAP << 2 | 2   # the 6-0 in the gap, besides the turn's tiles [002 l.145]
        n += 1
    return n


def _pair(a, b):
    """The move laying tile a on end 0 and tile b on end 1 at once, in its
    one form: the smaller part first."""
    x = a << 2
    y = b << 2 | 1
    return PAIR | (x << 7 | y if x < y else y << 7 | x)


def _pairs(r, buf):
    """Sea Kozel's extraordinary round, two tiles a turn [002 l.141]: every
    pair of the seat's tiles, one on each end (and the gap's 6-0); 0 when
    the seat cannot lay two."""
    s = r.seat
    owner = r.owner
    e1 = r.ends[1]
    n = 0
    for a in WITH[r.ends[0]]:
        if owner[a] == s:
            for b in WITH[e1]:
                if owner[b] == s and b != a:
                    buf[n] = _pair(a, b)
                    n += 1
    if n and r.xr & XG == 0 and owner[GAP] == s:
        buf[n] = GAP << 2 | 2   # the 6-0 in the gap, besides the turn's tiles
        n += 1
    return n


def blocked(r):
    """Nobody can play (the caller knows nobody can draw) [rules/README.md §0,
    Block]."""
    return r.stuck()


def _lay(r, m):
    """Lay the tile of single play m on the layout."""
    t = m >> 2
    e = m & 3
    take(r, r.seat, t)
    if LO[t] != HI[t]:
        r.fisher = r.seat
    first = not r.laid
    lay(r, t, e, first)
    r.laid.append(t)
    r.side.append(0 if first else e)
    if first:
        r.head = r.ends[0]


def apply(r, m):
    """Play move m (one of moves()) for the player to move."""
    s = r.seat
    if m < 0:
        r.xr &= ~XP   # one who cannot lay two ends the two-tile turns [002 l.143]
        if m == DRAW:
            t = r.bone[len(r.bone) - r.left]
            give(r, s, t)
            report(r, 2)    # rules.turn.DRAW
        else:
            report(r, 3)    # ... PASS
        return
    if m & PAIR or not r.laid or r.flags & 32 or r.xr:
        _apply(r, m)
        return
    # A tile on an end (_lay inlined): the hot path.
    t = m >> 2
    e = m & 3
    a = LO[t]
    b = HI[t]
    r.owner[t] = TABLE
    num = r.num
    hn = r.held_num
    p = s * 7
    num[p + a] -= 1
    hn[a] -= 1
    if a != b:
        num[p + b] -= 1
        hn[b] -= 1
        r.fisher = s
    x = r.ends[e]
    r.laid.append(t)
    r.side.append(e)
    r.ends[e] = b if a == x else a
    r.tip[e] = t
    report(r, 0)        # ... PLAY


def _apply(r, m):
    """apply() for the lead, two tiles at once and Seven's plays."""
    s = r.seat
    if m == XLEAD and not r.laid:
        # The 0-0 and the 6-6 together: ends 0 and 6, the gap between them.
        top = r.set * (r.set + 3) // 2
        take(r, s, 0)
        take(r, s, top)
        r.laid.extend((0, top))
        r.side.extend((0, 1))
        r.head = 0
        r.ends[0] = 0
        r.ends[1] = r.set
        r.tip[0] = 0
        r.tip[1] = top
        r.xr = XR | XP
        kind = turn.DOUBLE
    elif m & PAIR:
        # The tile on end 0 first, as the players report them.
        x = m >> 7 & 127
        y = m & 127
        if x & 1:
            x, y = y, x
        r.final = x << 7 | y
        _lay(r, x)
        _lay(r, y)
        kind = turn.DOUBLE
    elif m & 3 == 2:
        # The 6-0 in the gap: the ends stay and the turn goes on.
        take(r, s, GAP)
        r.fisher = s
        r.laid.append(GAP)
        r.side.append(2)
        r.xr |= XG
        report(r, turn.PLAY, turn.GAP)
        return
    else:
        r.xr &= ~XP
        _lay(r, m)
        kind = turn.PLAY
    arg = 0
    if r.flags & 32:   # Seven [rules/README.md §11]
        v = sums(r)
        arg = turn.SIX if v == 6 else turn.SEVEN if v == 7 else 0
    h = r.held[s] - 1 - kind   # tiles left after this move
    if arg & turn.SEVEN and h:
        # The next player takes two: the market first, then the lowest
        # tiles of the player who made seven (see the notes at the top).
        r.held[s] = h              # seven_take reads the hand after the play
        k_from, k_maker = turn.seven_take(r)
        r.held[s] = h + 1 + kind
        v = turn.next_seat(r, s)
        for i in range(k_from):
            give(r, v, r.bone[len(r.bone) - r.left + i])
        for t in range(len(r.owner)):
            if not k_maker:
                break
            if r.owner[t] == s:
                take(r, s, t)
                give(r, v, t)
                k_maker -= 1
    report(r, kind, arg)


def touched(r):
    """Per tile laid, the number it touched (the lead: its first number),
    replayed from the lead: kept apart, a play would store it for nothing
    but the protocol's output."""
    out = bytearray()
    if r.laid:
        t = r.laid[0]
        a = r.head
        ends = [a, HI[t] if LO[t] == a else LO[t]]
        out.append(a)
        i = 1
        if r.xr:
            ends[1] = r.set   # the 6-6 beside the 0-0, touching nothing
            out.append(r.set)
            i = 2
        for i in range(i, len(r.laid)):
            t = r.laid[i]
            e = r.side[i]
            if e == 2:
                out.append(r.set)   # the gap's 6-0, its 6 by the 6-6
                continue
            x = ends[e]
            out.append(x)
            ends[e] = HI[t] if LO[t] == x else LO[t]
    return out


def opened(r):
    """The tile(s) the round was opened with."""
    return r.laid[:2 if r.xr else 1]


def result(r):
    """The round's result for scoring (rules.score.scoring.Result)."""
    from rules.score.scoring import from_hands
    hands = [bytearray() for _ in range(r.n)]
    for t in range(len(r.owner)):
        s = r.owner[t]
        if s < r.n:
            hands[s].append(t)
    out = r.out if r.over == OUT else -1
    # Sea Kozel's fisherman_privileges: the fisherman laid the last tile
    # that was not a double [002 l.411].
    last = r.fisher if r.options.get("fisherman_privileges") else r.last
    return from_hands(hands, r.set, out, last, (), None, opened(r), finish(r) if out >= 0 else ())


def finish(r):
    """The tile(s) of the last play, for a round a seat went out of: the
    two doubles laid at once, else the last tile laid (a seat goes out only
    by its own play)."""
    m = r.final
    if m >= 0 and bytes(r.laid[-2:]) == bytes((m >> 9 & 31, m >> 2 & 31)):
        return bytes(r.laid[-2:])
    return bytes(r.laid[-1:])
