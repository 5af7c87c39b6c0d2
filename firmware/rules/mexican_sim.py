# Playing Mexican Train rounds fast, for the simulator, the benchmarks and
# the tests (the device never imports this module: its engine is
# rules.mexican, which this module only drives).
#
# play_out() is the loop "moves(), let the bot choose, apply()" with the
# common turns written out: the engine placed, not the first pass of
# first_turn_train, not the follow-up of a double under
# one_double_per_turn (nearly every move). There it lists the moves and
# makes a play exactly as rules.mexican's moves() and apply() do, from an
# index of the hands by number instead of a scan of the set; draws,
# passes and every other move go through moves() and apply() themselves.
# tests/test_mexican_fast.py plays thousands of rounds both ways and
# compares them move by move.
from rules.mexican import BLOCKED, DRAW, OUT, PASS, TABLE, _release, apply, blocked, moves, must_satisfy
from rules.tiles import HI, LO


# The index's lists, kept from round to round (169 bytes a seat at
# double-12): a few small blocks once, not a big one every round in a
# fragmented heap.
_LISTS = []
# The round play_out() is playing and its index (round, hc, hs).
_PLAYING = [None, None, None]


def index(r):
    """(hc, hs) of track() for round r while play_out() plays it (the bots
    read the hands from it), else None."""
    p = _PLAYING
    return (p[1], p[2]) if p[0] is r else None


def track(r, hs=None):
    """Index the hands by number: hs[s][x * w ...] (w = set + 1) lists the
    hc[s * w + x] tiles carrying number x that seat s holds, lowest id
    first (the order moves() lists them in). Returns (hc, hs); hs may be
    passed in to be reused if it has the room."""
    w = r.set + 1
    n = r.n
    hc = bytearray(n * w)
    if hs is None:
        hs = []
    while len(hs) < n:
        hs.append(b"")
    for s in range(n):
        if len(hs[s]) < w * w:
            hs[s] = bytearray(w * w)
    owner = r.owner
    for t in range(len(owner)):  # ascending ids: every list comes out sorted
        s = owner[t]
        if s < n:
            a = LO[t]
            b = HI[t]
            hp = hs[s]
            k = s * w + a
            hp[a * w + hc[k]] = t
            hc[k] += 1
            if a != b:
                k += b - a
                hp[b * w + hc[k]] = t
                hc[k] += 1
    return hc, hs


def _drop(hc, hp, w, sw, t):
    """Take tile t out of a seat's lists (hp, counts from hc[sw]), both
    its numbers."""
    a = LO[t]
    k = sw + a
    c = hc[k] - 1
    hc[k] = c
    if c:
        _unlist(hp, a * w, c, t)
    b = HI[t]
    if b != a:
        k = sw + b
        c = hc[k] - 1
        hc[k] = c
        if c:
            _unlist(hp, b * w, c, t)


def _unlist(hp, i, c, t):
    """Remove t from the list at hp[i], c tiles long once it is gone."""
    e = i + c
    while hp[i] != t:
        i += 1
    while i < e:
        hp[i] = hp[i + 1]
        i += 1


def _give(hc, hp, w, sw, t):
    """Put tile t into a seat's lists, keeping them sorted."""
    x = LO[t]
    while True:
        b = x * w
        i = b + hc[sw + x]
        hc[sw + x] += 1
        while i > b and hp[i - 1] > t:
            hp[i] = hp[i - 1]
            i -= 1
        hp[i] = t
        if x == HI[t]:
            return
        x = HI[t]


def _hot(hc, hp, w, s, sw, ends, markers, n_, mexican, buf):
    """moves()' hot path over the index: seat s's plays (its lists hp,
    counts from hc[sw]) on its own train, the Mexican Train (if open) and
    the marked trains, in that order."""
    n = 0
    x = ends[s]
    c = hc[sw + x]
    if c:
        k = x * w
        buf[n] = hp[k] << 4 | s
        n += 1
        while c > 1:  # seldom more than one
            k += 1
            c -= 1
            buf[n] = hp[k] << 4 | s
            n += 1
    if mexican:
        x = ends[n_]
        c = hc[sw + x]
        if c:
            k = x * w
            buf[n] = hp[k] << 4 | n_
            n += 1
            while c > 1:
                k += 1
                c -= 1
                buf[n] = hp[k] << 4 | n_
                n += 1
    j = -1
    for mk in markers:
        j += 1
        if mk and j != s:
            x = ends[j]
            c = hc[sw + x]
            if c:
                k = x * w
                buf[n] = hp[k] << 4 | j
                n += 1
                while c > 1:
                    k += 1
                    c -= 1
                    buf[n] = hp[k] << 4 | j
                    n += 1
    return n


def play_out(r, pick, rng, buf, on_move=None):
    """Play round r to its end: pick[s](r, buf, n, rng) chooses one of seat
    s's n legal moves in buf (a single legal move is made without asking);
    on_move(r, m), if given, sees each move before it is made. While it
    runs, index(r) gives the index of the hands (see track()) to the
    bots. One round at a time: the index's lists are shared."""
    hc, hs = track(r, _LISTS)
    p = _PLAYING
    p[0] = r
    p[1] = hc
    p[2] = hs
    w = r.set + 1
    ends = r.ends
    markers = r.markers
    owner = r.owner
    held = r.held
    laid = r.laid
    trains = r.trains
    q = r.doubles
    bone = r.bone
    nb = len(bone)
    n_ = r.n
    full = r.set
    ftt = r.ftt
    one_double = r.one_double
    mex2 = r.mex2
    while not r.over:
        s = r.to_move
        if not r.engine_placed or (ftt and r.first_left) or (one_double and r.after_double):
            n = moves(r, buf)
            m = buf[0] if n == 1 else pick[s](r, buf, n, rng)
            if on_move is not None:
                on_move(r, m)
            apply(r, m)
            # Keep the index in step with what apply() did.
            if m >= 0:
                _drop(hc, hs[s], w, s * w, m >> 4)
            elif m == DRAW:
                _give(hc, hs[s], w, s * w, bone[r.bi - 1])
            continue
        sw = s * w
        hp = hs[s]
        n = 0
        j = must_satisfy(r) if q else -1
        if j >= 0:
            # moves(): an open double to satisfy, any tile of its number.
            x = ends[j]
            c = hc[sw + x]
            if c:
                k = x * w
                buf[n] = hp[k] << 4 | j
                n += 1
                while c > 1:
                    k += 1
                    c -= 1
                    buf[n] = hp[k] << 4 | j
                    n += 1
        else:
            # moves(), the hot path: own train, Mexican Train, marked
            # trains, in that order.
            n = _hot(hc, hp, w, s, sw, ends, markers, n_,
                     not r.first_left or not mex2 or trains[n_], buf)
        if n:
            if r.drawn and r.may_play_drawn:
                buf[n] = PASS
                n += 1
            m = buf[0] if n == 1 else pick[s](r, buf, n, rng)
        else:
            m = PASS if (r.drawn or r.bi >= nb) else DRAW
        if on_move is not None:
            on_move(r, m)
        if m < 0:
            apply(r, m)
            if m == DRAW:
                _give(hc, hp, w, sw, bone[r.bi - 1])
            continue
        # apply(), a play (the engine placed, not first_turn_train's pass).
        t = m >> 4
        j = m & 15
        owner[t] = TABLE
        h = held[s] - 1
        held[s] = h
        # _drop(), inlined: t out of seat s's lists of both its numbers.
        a = LO[t]
        b = HI[t]
        k = sw + a
        c = hc[k] - 1
        hc[k] = c
        if c:
            _unlist(hp, a * w, c, t)
        if b != a:
            k = sw + b
            c = hc[k] - 1
            hc[k] = c
            if c:
                _unlist(hp, b * w, c, t)
        x = ends[j]
        y = b if a == x else a
        trains[j].append(t)
        ends[j] = y
        laid[x] += 1
        if x != y:
            laid[y] += 1
        if q:
            if j in q:
                q.remove(j)  # a tile on an open double satisfies it
            _release(r)
        if j == s:
            markers[s] = 0  # only the owner, only by playing on it
        r.last = s
        if not h:
            if r.out < 0:
                r.out = s
            r.over = OUT
        elif x == y:
            q.append(j)  # a double: open, and the same player plays again
            if laid[x] > full:
                _release(r)
            r.after_double = 1
            r.drawn = 0
        else:
            # _end_turn()
            r.after_double = 0
            r.drawn = 0
            f = r.first_left
            if f:
                r.first_left = f - 1
                if f == 1 and r.out >= 0:
                    r.over = OUT
                    continue
            s += 1
            r.to_move = 0 if s == n_ else s
            if r.bi >= nb and blocked(r):
                r.over = BLOCKED
                for s in range(n_):
                    markers[s] = 1  # each would pass and mark in turn
    p[0] = p[1] = p[2] = None
