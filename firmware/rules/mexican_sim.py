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


def track(r):
    """Index the hands by number: hs[(s * w + x) * w ...] (w = set + 1)
    lists the hc[s * w + x] tiles carrying number x that seat s holds,
    lowest id first (the order moves() lists them in). Returns (hc, hs):
    n * w * (w + 1) bytes, 1.4 KB for 8 players at double-12."""
    w = r.set + 1
    n = r.n
    hc = bytearray(n * w)
    hs = bytearray(n * w * w)
    owner = r.owner
    for t in range(len(owner)):  # ascending ids: every list comes out sorted
        s = owner[t]
        if s < n:
            a = LO[t]
            b = HI[t]
            k = s * w + a
            hs[k * w + hc[k]] = t
            hc[k] += 1
            if a != b:
                k = s * w + b
                hs[k * w + hc[k]] = t
                hc[k] += 1
    return hc, hs


def _drop(hc, hs, w, s, t):
    """Take tile t out of seat s's lists (of both its numbers)."""
    a = LO[t]
    k = s * w + a
    c = hc[k] - 1
    hc[k] = c
    if c:
        _unlist(hs, k * w, c, t)
    b = HI[t]
    if b != a:
        k = s * w + b
        c = hc[k] - 1
        hc[k] = c
        if c:
            _unlist(hs, k * w, c, t)


def _unlist(hs, i, c, t):
    """Remove t from the list at hs[i], c tiles long once it is gone."""
    e = i + c
    while hs[i] != t:
        i += 1
    while i < e:
        hs[i] = hs[i + 1]
        i += 1


def _give(hc, hs, w, s, t):
    """Put tile t into seat s's lists, keeping them sorted."""
    x = LO[t]
    while True:
        k = s * w + x
        b = k * w
        i = b + hc[k]
        hc[k] += 1
        while i > b and hs[i - 1] > t:
            hs[i] = hs[i - 1]
            i -= 1
        hs[i] = t
        if x == HI[t]:
            return
        x = HI[t]


def _hot(hc, hs, w, s, sw, ends, markers, n_, mexican, buf):
    """moves()' hot path over the index: seat s's plays on its own train,
    the Mexican Train (if open) and the marked trains, in that order."""
    n = 0
    k = sw + ends[s]
    c = hc[k]
    if c:
        k *= w
        buf[n] = hs[k] << 4 | s
        n += 1
        while c > 1:  # seldom more than one
            k += 1
            c -= 1
            buf[n] = hs[k] << 4 | s
            n += 1
    if mexican:
        k = sw + ends[n_]
        c = hc[k]
        if c:
            k *= w
            buf[n] = hs[k] << 4 | n_
            n += 1
            while c > 1:
                k += 1
                c -= 1
                buf[n] = hs[k] << 4 | n_
                n += 1
    j = -1
    for mk in markers:
        j += 1
        if mk and j != s:
            k = sw + ends[j]
            c = hc[k]
            if c:
                k *= w
                buf[n] = hs[k] << 4 | j
                n += 1
                while c > 1:
                    k += 1
                    c -= 1
                    buf[n] = hs[k] << 4 | j
                    n += 1
    return n


def play_out(r, pick, rng, buf, on_move=None):
    """Play round r to its end: pick[s](r, buf, n, rng) chooses one of seat
    s's n legal moves in buf (a single legal move is made without asking);
    on_move(r, m), if given, sees each move before it is made. While it
    runs, r.hc and r.hs hold the index of the hands (see track()) for the
    bots to read."""
    hc, hs = track(r)
    r.hc = hc
    r.hs = hs
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
                _drop(hc, hs, w, s, m >> 4)
            elif m == DRAW:
                _give(hc, hs, w, s, bone[r.bi - 1])
            continue
        sw = s * w
        n = 0
        j = must_satisfy(r) if q else -1
        if j >= 0:
            # moves(): an open double to satisfy, any tile of its number.
            k = sw + ends[j]
            c = hc[k]
            if c:
                k *= w
                buf[n] = hs[k] << 4 | j
                n += 1
                while c > 1:
                    k += 1
                    c -= 1
                    buf[n] = hs[k] << 4 | j
                    n += 1
        else:
            # moves(), the hot path: own train, Mexican Train, marked
            # trains, in that order.
            n = _hot(hc, hs, w, s, sw, ends, markers, n_,
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
                _give(hc, hs, w, s, bone[r.bi - 1])
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
            _unlist(hs, k * w, c, t)
        if b != a:
            k = sw + b
            c = hc[k] - 1
            hc[k] = c
            if c:
                _unlist(hs, k * w, c, t)
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
    r.hc = None
    r.hs = None
