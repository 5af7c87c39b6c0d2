# Mexican Train rules engine [rules/README.md §1]: one round's position with its
# tiles, the legal moves of the player to move and the effect of a move.
# The rules command, the simulator and the tests play through these
# functions; the device's referee, which sees no tiles, follows the same
# turn model (rules.mexican.turn) through rules.mexican.referee; scoring is
# rules.mexican.score.
#
# Lean form: tiles are ids (rules.tiles); owner[t] says where tile t is (a
# seat, the boneyard or the table); each train is a bytearray of ids from the
# engine outward plus its open end number in `ends`; trains are indexed by
# seat, the Mexican Train is index `n` (the number of players). A move is a
# small int: a play is tile << 4 | train (its orientation follows from the
# train's open end), DRAW and PASS are negative. moves() fills a buffer the
# caller allocated once, so generating moves allocates nothing.
#
# The hands are also indexed by number, so moves() reads the tiles of the
# player to move that fit a train end instead of scanning the set: for seat
# s and number x, p = s * w + x (w = set + 1), hc[p] is how many tiles
# carrying x seat s holds and hl[p * w:p * w + hc[p]] lists them, lowest id
# first (the order moves() gives them in; a double is listed once). owner
# is the truth: setup() and apply() keep the index in step; a position
# built or edited by hand (owner, held, trains written directly) is given
# to reindex(r) before it is played.
#
# The rules of a turn (whose turn, markers, open doubles, drawing, doubles,
# the first pass, the end of the round) are rules.mexican.turn's, shared
# with the device's referee; this module moves the tiles and tells that
# model what kind of move was made. Where a rule needs the tiles, it is
# here: which tiles fit (moves()), when a double can no longer be
# satisfied (every tile of its number on the table [001]), and the block:
# Blocked [rules/README.md §1, End of round]: the boneyard is empty and nobody can
# play even once every train is marked. That is exact: markers only open
# trains, and while nobody can play everybody passes and marks, so the
# round can never go on. The round ends as soon as that holds.
from micropython import const
from rules.mexican import turn
from rules.mexican.turn import (BLOCKED, OUT, Turn, doubles_barred, due, first_train,  # noqa: F401
                                follow, home, may_draw, may_pass, open_to, report)  # (BLOCKED, OUT: for the engine's users)
from rules.tiles import HI, LO, count, double

BONE = const(254)   # owner[t]: face down in the boneyard
TABLE = const(255)  # owner[t]: in the hub or on a train
DRAW = const(-1)
PASS = const(-2)
MAX_MOVES = const(256)  # 13 trains x 19 tiles of one number, plus a spare


def new_buffer():
    """The move buffer moves() fills: 512 bytes, allocated once."""
    from array import array
    return array("h", bytes(2 * MAX_MOVES))


class Position(Turn):
    """One round's position: the turn model's state (rules.mexican.turn)
    and where every tile is. bone is the boneyard in draw order; its last
    `left` tiles are still face down."""

    def __init__(self, set_n, players, engine, options):
        Turn.__init__(self, players, options)
        self.set = set_n
        self.e = engine
        self.options = options
        self.owner = bytearray(count(set_n))
        self.bone = b""
        self.trains = [bytearray() for _ in range(players + 1)]
        self.ends = bytearray(players + 1)
        for j in range(players + 1):
            self.ends[j] = engine
        self.laid = bytearray(set_n + 1)  # per number, tiles on the table carrying it
        w = set_n + 1
        self.w = w
        self.hc = bytearray(players * w)      # the hand index: see the notes
        self.hl = bytearray(players * w * w)  # at the top

    def stuck(self):
        return blocked(self)


def setup(r, pool, per_player, first):
    """Load a deal (rules.shuffle.deal: hands then boneyard) and start the round
    with `first` to move (the seat the device drew). With the engine dealt,
    its holder starts instead; if nobody holds it, `first` starts drawing."""
    owner = r.owner
    n = r.n
    size = count(r.set)
    owner[0:size] = bytes((TABLE,)) * size  # one copy, not a loop of 91
    k = 0
    for s in range(n):
        for _ in range(per_player):
            owner[pool[k]] = s
            k += 1
        r.held[s] = per_player
    r.bone = bytes(pool[k:])
    for t in r.bone:
        owner[t] = BONE
    reindex(r)
    holder = owner[double(r.e)]
    if holder == TABLE:  # the engine stands in the hub [001, 003]
        r.laid[r.e] = 1
        turn.start(r, first, True)
    else:
        turn.start(r, holder if holder < n else first, False)


def hand(r, s):
    """Seat s's tiles, lowest id first (order does not matter in a hand)."""
    owner = r.owner
    return bytearray(t for t in range(len(owner)) if owner[t] == s)


def reindex(r):
    """Index the hands by number from owner (see the notes at the top), and
    read from the tiles what the turn model keeps as counts: tiles face
    down, trains started, trains open to all, open doubles that can no
    longer be satisfied. For a position built or edited by hand."""
    w = r.w
    n = r.n
    hc = r.hc
    hl = r.hl
    lo = LO  # locals: CPython reads module names as globals
    hi = HI
    hc[0:len(hc)] = bytes(len(hc))  # zeroed by one copy, not a loop
    left = 0
    t = -1
    for s in r.owner:  # ascending ids: every list comes out sorted
        t += 1
        if s < n:
            a = lo[t]
            p = s * w + a
            c = hc[p]
            hl[p * w + c] = t
            hc[p] = c + 1
            b = hi[t]
            if a != b:
                p += b - a
                c = hc[p]
                hl[p * w + c] = t
                hc[p] = c + 1
        elif s == BONE:
            left += 1
    r.left = left
    for j in range(n + 1):
        r.started[j] = 1 if r.trains[j] else 0
    turn.publish(r)
    release(r)


def _give(r, s, t):
    """Tile t joins seat s's index, each list kept sorted."""
    w = r.w
    hc = r.hc
    hl = r.hl
    x = LO[t]
    while True:
        p = s * w + x
        b = p * w
        i = b + hc[p]
        hc[p] += 1
        while i > b and hl[i - 1] > t:
            hl[i] = hl[i - 1]
            i -= 1
        hl[i] = t
        if x == HI[t]:
            return
        x = HI[t]


def boneyard(r):
    """The tiles still face down, the next to be drawn first."""
    return r.bone[len(r.bone) - r.left:]


def next_seat(r, s):
    """Play goes clockwise [rules/README.md §1, First player]."""
    s += 1
    return 0 if s == r.n else s


def satisfiable(r, j):
    """Can the double ending train j still be satisfied? Not once every tile
    of its number is on the table [rules/README.md §1, Open double; 001]."""
    return r.laid[r.ends[j]] <= r.set


# Which of a seat's tiles _plays lists.
_ALL = const(0)
_SINGLES = const(1)   # no doubles (one_double_per_turn's follow-up)
_DOUBLES = const(2)   # doubles only (extra_on_first_double: elsewhere than the first double)


def _plays(r, s, j, buf, n, which):
    """Append to buf the plays of seat s's tiles on train j (which: _ALL,
    _SINGLES or _DOUBLES)."""
    w = r.w
    p = s * w + r.ends[j]
    c = r.hc[p]
    hl = r.hl
    i = p * w
    while c:
        t = hl[i]
        if not which or (LO[t] == HI[t]) == (which == _DOUBLES):
            buf[n] = t << 4 | j
            n += 1
        i += 1
        c -= 1
    return n


def moves(r, buf):
    """Fill buf with every legal move of the player to move, each once;
    returns how many. 0 when the round is over."""
    if r.over:
        return 0
    s = r.seat
    if not r.engine_placed:
        # The engine hunt: its holder places it; the others draw [000, 004].
        et = double(r.e)
        buf[0] = (et << 4 | s) if r.owner[et] == s else DRAW
        return 1
    if r.first_left and first_train(r):
        # A first-turn train: own train only [000].
        n = _plays(r, s, home(r, s), buf, 0, _ALL)
        if may_pass(r, n > 0):
            buf[n] = PASS
            n += 1
        return n
    j = due(r) if r.doubles else -1
    if j >= 0:
        n = _plays(r, s, j, buf, 0, _ALL)
    elif r.after_double and doubles_barred(r):
        n = 0
        for j in range(r.n + 1):
            if open_to(r, s, j):
                n = _plays(r, s, j, buf, n, _SINGLES)
    elif r.after_double and follow(r) >= 0:
        # extra_on_first_double: a non-double on the first double (no
        # double fits a double), a double on any train open to them [001].
        f = follow(r)
        n = _plays(r, s, f, buf, 0, _ALL)
        for j in range(r.n + 1):
            if j != f and open_to(r, s, j):
                n = _plays(r, s, j, buf, n, _DOUBLES)
    else:
        # The hot path, inlined: the tiles that fit the own train, then the
        # trains open to everyone (turn.publish keeps that list).
        hc = r.hc
        hl = r.hl
        w = r.w
        ends = r.ends
        sw = s * w
        own = home(r, s)
        n = 0
        p = sw + ends[own]
        c = hc[p]
        if c:
            i = p * w
            while n < c:
                buf[n] = hl[i] << 4 | own
                n += 1
                i += 1
        for j in r.open:
            if j != own:
                p = sw + ends[j]
                c = hc[p]
                if c:
                    i = p * w
                    c += n
                    while n < c:
                        buf[n] = hl[i] << 4 | j
                        n += 1
                        i += 1
    if n:
        if r.drawn and may_pass(r, True):
            buf[n] = PASS
            n += 1
        return n
    # Cannot play: draw one, or pass [rules/README.md §1, Cannot play].
    buf[0] = DRAW if may_draw(r) else PASS
    return 1


def blocked(r):
    """Boneyard empty and nobody can play, even with every train marked
    [rules/README.md §1, End of round; see the notes at the top]."""
    if r.left or r.first_left:
        return False  # the first pass may still open the Mexican Train
    held = r.held
    hc = r.hc
    w = r.w
    ends = r.ends
    n = r.n
    j = due(r)
    for s in range(n):
        if held[s]:
            sw = s * w
            if j >= 0:
                if hc[sw + ends[j]]:
                    return False  # it fits the double to satisfy
            else:
                for k in range(n + 1):  # every train built, as if all were marked
                    if (k == n or home(r, k) == k) and hc[sw + ends[k]]:
                        return False
    return True


def release(r):
    """Release the open doubles that can no longer be satisfied: every tile
    of their number is on the table [001]."""
    q = r.doubles
    i = len(q)
    while i:
        i -= 1
        j = q[i]
        if r.laid[r.ends[j]] > r.set:
            report(r, turn.RELEASE, j)


def apply(r, m):
    """Play move m (one of moves()) for the player to move."""
    s = r.seat
    if m >= 0:
        t = m >> 4
        r.owner[t] = TABLE
        # t leaves seat s's index: the lists of both its numbers.
        w = r.w
        hc = r.hc
        hl = r.hl
        a = LO[t]
        b = HI[t]
        p = s * w + a
        c = hc[p] - 1
        hc[p] = c
        if c:
            i = p * w
            e = i + c
            while hl[i] != t:
                i += 1
            while i < e:
                hl[i] = hl[i + 1]
                i += 1
        if b != a:
            p += b - a
            c = hc[p] - 1
            hc[p] = c
            if c:
                i = p * w
                e = i + c
                while hl[i] != t:
                    i += 1
                while i < e:
                    hl[i] = hl[i + 1]
                    i += 1
        if not r.engine_placed:
            r.laid[r.e] += 1
            report(r, turn.ENGINE)
            return
        j = m & 15
        ends = r.ends
        x = ends[j]
        y = b if a == x else a
        r.trains[j].append(t)
        ends[j] = y
        laid = r.laid
        laid[x] += 1
        full = r.set
        if x != y:
            laid[y] += 1
            if r.doubles and (laid[x] > full or laid[y] > full):
                release(r)  # before the turn ends: a block is judged without them
            report(r, turn.PLAY, j)
        else:
            report(r, turn.DOUBLE, j)
            if laid[x] > full:
                release(r)
    elif m == DRAW:
        t = r.bone[len(r.bone) - r.left]
        r.owner[t] = s
        _give(r, s, t)
        report(r, turn.DRAW, not r.engine_placed and t == double(r.e))
    else:
        report(r, turn.PASS)


def result(r):
    """The round's result for scoring (rules.score.scoring.Result)."""
    from rules.score.scoring import from_hands
    n = r.n
    hands = [bytearray() for _ in range(n)]  # hand(r, s) for each s, in one pass
    owner = r.owner
    for t in range(len(owner)):
        s = owner[t]
        if s < n:
            hands[s].append(t)
    markers = [bool(r.markers[home(r, s)]) for s in range(n)]   # a joined train's: both partners'
    return from_hands(hands, r.set, r.out if r.over == OUT else -1, r.last, (), markers)


def scores(r):
    """What each seat writes on the sheet for this round: the one rule in
    rules.mexican.score [rules/README.md §1, Scoring]."""
    from rules.mexican.score import round_scores
    return round_scores(result(r), r.options)
