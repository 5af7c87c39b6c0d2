# Mexican Train rules engine [RULES.md 1]: one round's position, the legal
# moves of the player to move and the effect of a move. The referee screens,
# the rules command and the simulator all go through these functions, so
# every rule of the game is written here once (scoring: score_mexican).
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
# is the truth: setup() and apply() keep the index in step, and the index
# counts each seat's tiles (hn) so that a position built or edited by hand
# (owner and held written directly) is re-indexed when moves() or apply()
# next looks at it; reindex(r) does it at once.
#
# Interpretations where the sources leave room (each has a test):
# - A double played this turn restricts nobody until the turn ends: the
#   player's follow-up goes "on that double or anywhere they may play"
#   [RULES.md 1 Doubles; 000]. Doubles left unsatisfied at the end of the
#   turn join the open-doubles queue in the order played.
# - engine_from_hand and engine_holder_starts both deal the engine: whoever
#   holds it places it in the hub and takes the first turn; if nobody does,
#   players draw in turn, from a randomly drawn seat, until it appears, and
#   whoever draws it places it [000, 004]. Placing the engine is the move
#   "play the engine on your own seat"; it is not a turn.
# - first_turn_train [000]: during the first pass around the table the
#   player to move lays tiles on their own train only, one move at a time,
#   and ends the turn with PASS (allowed once they laid a tile; the marker
#   goes down only if they laid none). Doubles laid then restrict nobody
#   until the first pass is over, then are satisfied oldest first.
#   one_double_per_turn does not limit that first train (its doubles are
#   covered by the train itself).
# - mexican_needs_second_turn [000, 004]: the Mexican Train cannot be
#   started during the first pass around the table.
# - one_double_per_turn [004 tips]: after a double, the follow-up in the
#   same turn may not be a double.
# - may_play_drawn: a playable drawn tile may be kept; passing then puts
#   the marker down like any pass.
# - Blocked [RULES.md 1, End of round]: the boneyard is empty and nobody
#   can play even once every train is marked. That is exact: markers only
#   open trains, and while nobody can play everybody passes and marks, so
#   the round can never go on. The round ends as soon as that holds, and
#   every seat's marker goes down, as it would when each passed in turn
#   (this matters only with marker_penalty). The rules command needs no
#   count of passes this way.
from micropython import const
from rules.tiles import HI, LO, count, double

BONE = const(254)   # owner[t]: face down in the boneyard
TABLE = const(255)  # owner[t]: in the hub or on a train
DRAW = const(-1)
PASS = const(-2)
MAX_MOVES = const(256)  # 13 trains x 19 tiles of one number, plus a spare

# Position.over
PLAYING = const(0)
OUT = const(1)
BLOCKED = const(2)

def new_buffer():
    """The move buffer moves() fills: 512 bytes, allocated once."""
    from array import array
    return array("h", bytes(2 * MAX_MOVES))


class Position:
    """One round's position. Options are copied into flags once, so the hot
    path reads attributes, not dict keys."""
    __slots__ = ("n", "set", "e", "options", "may_play_drawn", "newest_first", "one_double",
                 "ftt", "mex2", "owner", "held", "bone", "bi", "trains", "ends", "markers",
                 "doubles", "laid", "to_move", "drawn", "after_double", "first_left",
                 "engine_placed", "out", "last", "over", "w", "hc", "hl", "hn")

    def __init__(self, set_n, players, engine, options):
        self.n = players
        self.set = set_n
        self.e = engine
        self.options = options
        self.may_play_drawn = options["may_play_drawn"]
        self.newest_first = options["doubles_newest_first"]
        self.one_double = options["one_double_per_turn"]
        self.ftt = options["first_turn_train"]
        self.mex2 = options["mexican_needs_second_turn"]
        self.owner = bytearray(count(set_n))
        self.held = bytearray(players)
        self.bone = b""
        self.bi = 0
        self.trains = [bytearray() for _ in range(players + 1)]
        self.ends = bytearray(players + 1)
        for j in range(players + 1):
            self.ends[j] = engine
        self.markers = bytearray(players)
        self.doubles = []         # open doubles, oldest first: train indexes
        self.laid = bytearray(set_n + 1)  # per number, tiles on the table carrying it
        self.to_move = 0
        self.drawn = 0
        self.after_double = 0
        self.first_left = 0       # turns left in the first pass around the table
        self.engine_placed = 0
        self.out = -1             # seat that went out (first, with first_turn_train)
        self.last = -1            # seat that made the last play
        self.over = PLAYING
        w = set_n + 1
        self.w = w
        self.hc = bytearray(players * w)      # the hand index: see the notes
        self.hl = bytearray(players * w * w)  # at the top
        self.hn = bytearray(players)          # tiles indexed per seat


def setup(r, pool, per_player, first):
    """Load a deal (rules.deal.deal: hands then boneyard) and start the round
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
    r.bi = 0
    for t in r.bone:
        owner[t] = BONE
    reindex(r)
    et = double(r.e)
    holder = owner[et]
    if holder == TABLE:  # the engine stands in the hub [001, 003]
        r.engine_placed = 1
        r.laid[r.e] = 1
        r.first_left = n
        r.to_move = first
    else:
        r.to_move = holder if holder < n else first


def hand(r, s):
    """Seat s's tiles, lowest id first (order does not matter in a hand)."""
    owner = r.owner
    return bytearray(t for t in range(len(owner)) if owner[t] == s)


def reindex(r):
    """Index the hands by number from owner (see the notes at the top)."""
    w = r.w
    n = r.n
    hc = r.hc
    hl = r.hl
    hn = r.hn
    lo = LO  # locals: CPython reads module names as globals
    hi = HI
    hc[0:len(hc)] = bytes(len(hc))  # zeroed by one copy, not a loop
    hn[0:n] = bytes(n)
    t = -1
    for s in r.owner:  # ascending ids: every list comes out sorted
        t += 1
        if s < n:
            hn[s] += 1
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


def _give(r, s, t):
    """Tile t joins seat s's index, each list kept sorted."""
    w = r.w
    hc = r.hc
    hl = r.hl
    r.hn[s] += 1
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


def _take(r, s, t):
    """Tile t leaves seat s's index."""
    w = r.w
    hc = r.hc
    hl = r.hl
    r.hn[s] -= 1
    x = LO[t]
    while True:
        p = s * w + x
        c = hc[p] - 1
        hc[p] = c
        i = p * w
        e = i + c
        while hl[i] != t:
            i += 1
        while i < e:
            hl[i] = hl[i + 1]
            i += 1
        if x == HI[t]:
            return
        x = HI[t]


def boneyard(r):
    return r.bone[r.bi:]


def next_seat(r, s):
    """Play goes clockwise [RULES.md 1, First player]."""
    s += 1
    return 0 if s == r.n else s


def mexican_open(r):
    """The Mexican Train is open to everyone all round [RULES.md 1, Trains],
    except on the first pass with first_turn_train (only your own train) and,
    with mexican_needs_second_turn, until it may be started."""
    if r.first_left:
        if r.ftt:
            return False
        if r.mex2 and not r.trains[r.n]:
            return False
    return True


def open_to(r, s, j):
    """May seat s play on train j, leaving open doubles aside? Own train,
    the Mexican Train, and trains carrying their owner's marker [RULES.md 1,
    A normal turn]."""
    if j == s:
        return True
    if j == r.n:
        return mexican_open(r)
    if r.first_left and r.ftt:
        return False
    return r.markers[j] != 0


def satisfiable(r, j):
    """Can the double ending train j still be satisfied? Not once every tile
    of its number is on the table [RULES.md 1, Open double; 001]."""
    return r.laid[r.ends[j]] <= r.set


def must_satisfy(r):
    """The train whose open double the player to move must play on, or -1:
    the oldest still satisfiable (newest with doubles_newest_first) [RULES.md
    1, Open double]. Doubles of the turn under way and, with
    first_turn_train, of the first pass restrict nobody yet."""
    q = r.doubles
    if not q or r.after_double or (r.first_left and r.ftt):
        return -1
    full = r.set + 1
    laid = r.laid
    ends = r.ends
    if r.newest_first:
        i = len(q) - 1
        while i >= 0:
            j = q[i]
            if laid[ends[j]] < full:
                return j
            i -= 1
        return -1
    for j in q:
        if laid[ends[j]] < full:
            return j
    return -1


def _plays(r, s, j, buf, n, doubles_ok):
    """Append to buf the plays of seat s's tiles on train j."""
    w = r.w
    p = s * w + r.ends[j]
    c = r.hc[p]
    hl = r.hl
    i = p * w
    while c:
        t = hl[i]
        if doubles_ok or LO[t] != HI[t]:
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
    if r.hn != r.held:
        reindex(r)  # a position built by hand
    s = r.to_move
    if not r.engine_placed:
        # engine_from_hand: the holder places it; else draw in turn [000, 004]
        et = double(r.e)
        buf[0] = (et << 4 | s) if r.owner[et] == s else DRAW
        return 1
    if r.first_left and r.ftt:
        # first_turn_train: lay your own train; stop when you like once it
        # has a tile; a player who cannot start marks without drawing [000].
        n = _plays(r, s, s, buf, 0, True)
        if not n or r.trains[s]:
            buf[n] = PASS
            n += 1
        return n
    j = must_satisfy(r) if r.doubles else -1
    if j >= 0:
        n = _plays(r, s, j, buf, 0, True)
    elif r.one_double and r.after_double:
        n = 0
        for j in range(r.n + 1):
            if open_to(r, s, j):
                n = _plays(r, s, j, buf, n, False)
    else:
        # The hot path, inlined: own train, Mexican Train, marked trains.
        hc = r.hc
        hl = r.hl
        w = r.w
        ends = r.ends
        sw = s * w
        n = 0
        p = sw + ends[s]
        c = hc[p]
        if c:
            i = p * w
            while n < c:
                buf[n] = hl[i] << 4 | s
                n += 1
                i += 1
        j = r.n
        if not r.first_left or mexican_open(r):
            p = sw + ends[j]
            c = hc[p]
            if c:
                i = p * w
                c += n
                while n < c:
                    buf[n] = hl[i] << 4 | j
                    n += 1
                    i += 1
        j = 0
        for mk in r.markers:
            if mk and j != s:
                p = sw + ends[j]
                c = hc[p]
                if c:
                    i = p * w
                    c += n
                    while n < c:
                        buf[n] = hl[i] << 4 | j
                        n += 1
                        i += 1
            j += 1
    if n:
        if r.drawn and r.may_play_drawn:
            buf[n] = PASS
            n += 1
        return n
    # Cannot play: draw one; once drawn, or with an empty boneyard, pass
    # [RULES.md 1, Cannot play].
    buf[0] = PASS if (r.drawn or r.bi >= len(r.bone)) else DRAW
    return 1


def blocked(r):
    """Boneyard empty and nobody can play, even with every train marked
    [RULES.md 1, End of round; see the notes at the top]."""
    if r.bi < len(r.bone) or r.first_left:
        return False  # the first pass may still open the Mexican Train
    if r.hn != r.held:
        reindex(r)  # a position built by hand
    held = r.held
    hc = r.hc
    w = r.w
    ends = r.ends
    n = r.n
    j = must_satisfy(r)
    for s in range(n):
        if held[s]:
            sw = s * w
            if j >= 0:
                if hc[sw + ends[j]]:
                    return False  # it fits the double to satisfy
            else:
                for k in range(n + 1):  # every train, as if all were marked
                    if hc[sw + ends[k]]:
                        return False
    return True


def _release(r):
    """Drop open doubles that can no longer be satisfied [001]."""
    q = r.doubles
    i = 0
    while i < len(q):
        if r.laid[r.ends[q[i]]] > r.set:
            q.pop(i)
        else:
            i += 1


def apply(r, m):
    """Play move m (one of moves()) for the player to move."""
    held = r.held
    if r.hn != held:
        reindex(r)  # a position built by hand
    s = r.to_move
    if m >= 0:
        t = m >> 4
        r.owner[t] = TABLE
        h = held[s] - 1
        held[s] = h
        r.hn[s] = h
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
            r.engine_placed = 1
            r.laid[r.e] += 1
            r.first_left = r.n
            r.drawn = 0
            if not h:
                r.out = s
                r.over = OUT
            return
        j = m & 15
        ends = r.ends
        x = ends[j]
        y = b if a == x else a
        r.trains[j].append(t)
        ends[j] = y
        laid = r.laid
        laid[x] += 1
        if x != y:
            laid[y] += 1
        q = r.doubles
        if q:
            if j in q:
                q.remove(j)  # a tile on an open double satisfies it
            _release(r)
        if j == s:
            r.markers[s] = 0  # only the owner, only by playing on it [000, 003]
        r.last = s
        first = r.first_left and r.ftt
        if not h:
            if r.out < 0:
                r.out = s
            if not first:
                r.over = OUT  # at once, even on an open double [000, 001, 003]
                return
            # first_turn_train: the turn ends; the round once all had one
        elif x == y:
            q.append(j)
            if laid[x] > r.set:
                _release(r)  # nothing left to put on it
            if not first:
                r.after_double = 1  # play again [RULES.md 1, Doubles]
                r.drawn = 0
            return
        elif first:
            return  # first_turn_train: lay on until PASS
    elif m == DRAW:
        t = r.bone[r.bi]
        r.bi += 1
        r.owner[t] = s
        held[s] += 1
        _give(r, s, t)
        if not r.engine_placed:
            if t != double(r.e):
                r.to_move = next_seat(r, s)  # hunting the engine: next draws
            return
        r.drawn = 1
        return
    elif not (r.first_left and r.ftt and r.trains[s]):
        r.markers[s] = 1  # PASS [RULES.md 1, Cannot play]
    # The turn ends.
    r.after_double = 0
    r.drawn = 0
    f = r.first_left
    if f:
        r.first_left = f - 1
        if f == 1 and r.out >= 0:
            # first_turn_train: someone laid every tile on the first turn;
            # the round ends once everybody had a first turn [000].
            r.over = OUT
            return
    s += 1
    r.to_move = 0 if s == r.n else s  # clockwise [RULES.md 1, First player]
    if r.bi >= len(r.bone) and blocked(r):
        r.over = BLOCKED
        for s in range(r.n):
            r.markers[s] = 1  # each would pass and mark in turn


def result(r):
    """The round's result for scoring (rules.scoring.Result)."""
    from rules.scoring import from_hands
    n = r.n
    hands = [bytearray() for _ in range(n)]  # hand(r, s) for each s, in one pass
    owner = r.owner
    for t in range(len(owner)):
        s = owner[t]
        if s < n:
            hands[s].append(t)
    markers = [bool(m) for m in r.markers]
    return from_hands(hands, r.set, r.out if r.over == OUT else -1, r.last, (), markers)


def scores(r):
    """What each seat writes on the sheet for this round: the one rule in
    score_mexican [RULES.md 1, Scoring]."""
    from rules.score_mexican import round_scores
    return round_scores(result(r), r.options)
