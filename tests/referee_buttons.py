"""Engine-played Mexican Train rounds pressed into the device app through its
buttons (the app in-process on tests/firmware/apphw.py's hardware, as the
headless simulator runs it): after every engine move, what the referee's
screen shows (whose turn, every seat's tiles and markers, the open double
that is due and those after it, the boneyard, the seats on their last tile,
the round's end) is read back from the frame and compared with the engine's
position; the presses each report took are counted by kind. Used by
tests/test_referee_buttons.py and `make bench` (bench_referee_app)."""
import gc
import sys

import framebuf

from apphw import hardware, new_app, press
from referee_diff import BOTS, OPTION_SETS, Divergence
from rules import games
from rules.mexican import position as mx
from rules.mexican import turn
from rules.mexican.bots import make
from rules.mexican.deal import engine_dealt, engine_for_round, hand as mexican_hand
from rules.rng import Rng
from rules.shuffle import deal
from rules.tiles import HI, LO, double

# The press budgets, per kind of report [issue 10, Build 3].
BUDGETS = {
    "own or due train": 1, "a double on the own or due train": 1,
    "drew, it did not fit": 2, "could not play, nothing to draw": 1,
    "drew and played it on the own train": 2,
    "the Mexican Train": 2, "a double on the Mexican Train": 3,
    "a marked train": 3, "a double on a marked train": 4,
    "a first-turn train tile": 1, "first-turn train done": 1,
    "engine hunt: not the engine": 1, "engine hunt: the engine, placed": 1,
    "a release": None,   # the issue sets none: hold DOWN, OK (and which, with several open)
    "(a whole turn)": None,
}


def _digit_glyphs():
    """The device font's figures as the seats' row draws them
    (app.screens.referee_draw.narrow): cells of 5 x 8 pixels, -> the
    figure."""
    import drivers
    glyphs = {}
    for ch in "0123456789":
        fb = framebuf.FrameBuffer(bytearray(8), 8, 8, framebuf.MONO_VLSB)
        drivers.text(fb, ch, -1, 0)   # the font draws one column in: columns 0-4
        glyphs[tuple(fb.pixel(p % 5, p // 5) for p in range(40))] = ch
    return glyphs


_GLYPHS = None


def _pixel(buf, x, y):
    return buf[(y >> 3) * 128 + x] >> (y & 7) & 1


def _read_figures(buf, x, y, lit):
    """The 8 px figures 6 px apart whose cells start at x (their ink a
    column in), y (lit: drawn dark on a lit box)."""
    out = ""
    while x + 6 <= 128:
        cell = tuple(_pixel(buf, x + 1 + p % 5, y + p // 5) ^ (1 if lit else 0) for p in range(40))
        ch = _GLYPHS.get(cell)
        if ch is None:
            break
        out += ch
        x += 6
    return out


def read_seat(buf, n, i):
    """Seat i's place in the seats' row (app.screens.referee_draw.seat_row)
    of n seats: -> (its count or -1, lit as the last tile, a marker after
    it)."""
    global _GLYPHS
    if _GLYPHS is None:
        _GLYPHS = _digit_glyphs()
    cw = 128 // n
    x1 = i * cw + (5 if cw >= 21 else 0)
    lit = bool(_pixel(buf, x1, 30))   # the lit box's first column: never a figure's
    count = _read_figures(buf, x1, 27, lit)
    pole = x1 + 6 * len(count) + 3
    marker = bool(count) and pole < 128 and all(_pixel(buf, pole, 27 + k) for k in range(7))
    return (int(count) if count else -1), lit, marker


def _big_at(buf, s, x, y):
    from app import ui
    w = ui.big_width(s)
    want = framebuf.FrameBuffer(bytearray(128 * 8), 128, 64, framebuf.MONO_VLSB)
    ui.big(want, s, x, y)
    return all(want.pixel(xx, yy) == _pixel(buf, xx, yy) for xx in range(x, min(128, x + w)) for yy in range(y, y + 16))


def screen_state(app):
    """What the referee's screen shows, read from the last frame."""
    d = app.hw.display
    texts = d.frame
    buf = d.buf
    n = len(app.book.table["names"])
    names = app.book.table["names"]
    joined = " | ".join(texts)
    bone = [int(t.split()[0]) for t in texts if t.endswith(" to draw")]   # the title's boneyard
    if "Round is over" in texts:
        return {"over": "blocked" if "went out" not in texts else "out", "boneyard": bone[0]}
    seat = [s for s in range(n) if _big_at(buf, str(s + 1), 2, 10)]   # the 16 px seat digit
    tiles, markers, last = [], [], []
    for i in range(n):
        count, lit, marker = read_seat(buf, n, i)
        tiles.append(count)
        markers.append(marker)
        if lit:
            last.append(i)
    due = None
    for t in texts:
        if t.startswith("Due: the Mexican"):
            due = "M"
        elif t.startswith("Due: "):
            due = str(names.index(t[5:]) + 1)
        elif t.startswith("Due "):
            due = t[4:].split(",")[0]
    return {"seat": seat, "tiles": tiles, "markers": markers, "last": last, "due": due,
            "boneyard": bone[0], "drew": "Drew, no more" in joined, "text": joined}


def engine_state(r):
    n = r.n
    if r.over:
        return {"over": "out" if r.over == mx.OUT else "blocked", "boneyard": r.left}
    d = turn.due(r)
    return {"seat": [r.seat], "tiles": list(r.held), "markers": [bool(m) for m in r.markers],
            "last": [s for s in range(n) if r.held[s] == 1],
            "due": None if d < 0 else ("M" if d == n else str(d + 1)), "boneyard": r.left}


def _compare(app, r, where):
    got = screen_state(app)
    want = engine_state(r)
    for k, v in want.items():
        if got.get(k) != v:
            raise Divergence("%s: the screen shows %s %r, the engine has %r\n%s" % (
                where, k, got.get(k), v, got.get("text", "")))
    # The drawn flag shows only when no seat is on its last tile.
    if not r.over and not want["last"] and got["drew"] != bool(r.drawn and not r.after_double):
        raise Divergence("%s: 'drew' shown %s, engine drawn %s" % (where, got["drew"], r.drawn))


def _count(counts, kind, n):
    c = counts.setdefault(kind, [0, 0, 0])   # reports, presses, most presses
    c[0] += 1
    c[1] += n
    c[2] = max(c[2], n)


def _moves_to(items, target):
    """Presses to move a picker's cursor from its first item to `target`."""
    i = items.index(target)
    return ["down"] * i if i <= len(items) - i else ["up"] * (len(items) - i)


def _fast():
    """The app drops the modules a press loaded and collects the heap after
    each press (for the device's sake); on CPython that is a compile and a
    full collection per press. Keep compiled modules, and leave the
    long-lived objects out of the collections: same behaviour, sooner."""
    sys.dont_write_bytecode = False
    if hasattr(gc, "freeze"):
        gc.collect()
        gc.freeze()


def play_match(seed, players, set_n, options, kinds, rounds, counts):
    """`rounds` rounds of one match, by buttons; returns engine moves."""
    _fast()
    opts = games.options("mexican-train", options)
    app = new_app(hardware(seed=seed))
    names = ["P%d" % (i + 1) for i in range(players)]
    app.book.start({"game": "mexican-train", "names": names, "set": set_n, "options": dict(options), "teams": 0})
    rng = Rng(seed)
    bots = [make(kinds[s % len(kinds)]) for s in range(players)]
    buf = mx.new_buffer()
    total = 0
    for k in range(rounds):
        app.go("dealer")
        e = engine_for_round(set_n, k)
        per = mexican_hand(set_n, players, opts)
        dealt = engine_dealt(opts)
        pool = deal(rng, set_n, players, per, -1 if dealt else double(e))
        holder = players
        for s in range(players):
            if double(e) in pool[s * per:(s + 1) * per]:
                holder = s
        # Through the dealer's pages; with the engine dealt, tell who has it.
        while app.name == "mexican.dealer":
            sc = app.screen
            if sc.pages[sc.page] == 5:   # "Who has the engine?"
                press(app, *["down"] * ((holder + 1) % (players + 1)))
            first = sc.opener
            press(app, "ok")
        assert app.name == "mexican.referee", (app.name, app.msg)
        r = mx.Position(set_n, players, e, opts)
        mx.setup(r, pool, per, first)
        if not r.engine_placed and holder < players:
            mx.moves(r, buf)
            mx.apply(r, buf[0])   # its holder lays it: the dealer logged that
        where = "seed %d round %d, %d players, %s" % (seed, k, players, options)
        _compare(app, r, where + ", at the start")
        moves = 0
        pending = 0   # the presses of a draw, counted with the report after it
        turn_start = app.presses   # the presses of the turn under way
        while not r.over:
            n = mx.moves(r, buf)
            m = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
            ref = app.screen.r
            s = r.seat
            placed = r.engine_placed
            drawn = r.drawn
            first_train = turn.first_train(r)
            due = turn.due(r)
            mx.apply(r, m)
            moves += 1
            words, kind = [], None
            if not placed:
                if m == mx.DRAW:
                    found = r.owner[double(e)] == s
                    words = ["ok"] if found else ["down"]
                    kind = "engine hunt: the engine, placed" if found else "engine hunt: not the engine"
                # The placement: the dealer logged it, or the "ok" above did.
            elif m == mx.DRAW:
                words = ["down"]
            elif m == mx.PASS:
                words = ["down"]
                kind = ("first-turn train done" if first_train else
                        "drew, it did not fit" if drawn else "could not play, nothing to draw")
            else:
                t = m >> 4
                j = m & 15
                dbl = LO[t] == HI[t]
                key = "ok-long" if dbl else "ok"
                if j == (due if due >= 0 else s):
                    words = [key]
                    kind = ("a first-turn train tile" if first_train else
                            "drew and played it on the own train" if drawn else
                            "a double on the own or due train" if dbl else "own or due train")
                else:
                    others = [x for x in ref.open if x != s]
                    words = ["up"] + _moves_to(others, j) + [key]
                    kind = ("a double on " if dbl else "") + ("the Mexican Train" if j == players else "a marked train")
                    if j != players and len(others) > 3:
                        kind += ", 4 or more trains open besides the own"
            before = app.presses
            press(app, *words)
            used = app.presses - before
            if m == mx.DRAW and placed:
                pending = used         # a draw and what follows it are one action
            elif kind:
                if drawn and placed:
                    used += pending
                    if not kind.startswith("drew"):
                        kind = "drew and played it: " + kind
                pending = 0
                _count(counts, kind, used)
            if app.msg:
                raise Divergence("%s: after move %d the app says %r" % (where, moves, app.msg))
            # The engine released open doubles no tile can satisfy: so do the players.
            if not r.over:
                for x in [x for x in ref.doubles if x not in r.doubles]:
                    before = app.presses
                    press(app, "down-long")
                    sc = app.screen
                    while sc.items[sc.cur] != 0:
                        press(app, "down")
                    press(app, "ok")
                    if sc.pick:   # which open double
                        press(app, *_moves_to(sc.items, x))
                        press(app, "ok")
                    _count(counts, "a release", app.presses - before)
            if r.over == mx.BLOCKED and not app.screen.r.over:
                break
            if r.seat != s or r.over:
                _count(counts, "(a whole turn)", app.presses - turn_start)
                turn_start = app.presses
            if not placed and m == mx.DRAW and r.owner[double(e)] == s:
                continue   # one "ok" said both: drawn, and placed (the engine's next move)
            _compare(app, r, "%s, after move %d (%d)" % (where, moves, m))
        extra = 0
        while not app.screen.r.over:
            if extra == 2 * players:
                raise Divergence("%s: no block on the screen after %d passes" % (where, extra))
            press(app, "down")   # the table passes until the referee sees the block
            extra += 1
        _compare(app, r, where + ", at the end")
        total += moves
        # Scores: every seat 0 pips (the referee's log says who went out or
        # that it was blocked), then the next round.
        press(app, "ok")
        guard = 0
        while app.name == "pips" and guard < 40:
            if app.msg:
                press(app, "ok", "ok-long")   # the message read; Save as blocked
            else:
                press(app, "ok")
            guard += 1
        assert app.name == "standings", (app.name, app.msg)
        if k + 1 < rounds:
            press(app, "ok")
    return total


def case(i):
    """The i-th match: players 2..8, double-9 (up to 4 players) or double-12,
    every option set of tests/firmware/referee_diff.py, the bots mixed."""
    players = 2 + i % 7
    set_n = 9 if players <= 4 and i % 3 == 0 else 12
    options = OPTION_SETS[(i // 7) % len(OPTION_SETS)]
    kinds = (BOTS[i % 3], BOTS[(i // 3) % 3], BOTS[(i // 9) % 3])
    return 5000 + i, players, set_n, options, kinds


def run(matches, rounds=5, start=0):
    """Matches start..start+matches-1, `rounds` rounds each: (rounds,
    moves, press counts {kind: [reports, presses, most]})."""
    counts = {}
    moves = 0
    for i in range(start, start + matches):
        moves += play_match(*case(i), rounds=rounds, counts=counts)
    return matches * rounds, moves, counts


def budget(kind):
    """The issue's budget for a kind of report; None where the picker's
    list is longer than one step either way from its first row (the
    budget for a marked train holds while at most three trains besides the
    own are open: the Mexican Train and a marked train on either side)."""
    if kind.endswith(", 4 or more trains open besides the own"):
        return None
    if kind.startswith("drew and played it: "):
        return BUDGETS[kind[20:]] + 1   # the draw, then the play
    return BUDGETS[kind]


def over_budget(counts):
    return {k: v for k, v in counts.items() if budget(k) is not None and v[2] > budget(k)}


def report_lines(counts):
    """One line a kind: reports, mean and largest presses, the budget."""
    out = []
    for k in sorted(counts):
        n, total, most = counts[k]
        b = budget(k)
        out.append("%s: %d reports, presses mean %.2f, largest %d (budget %s)" % (
            k, n, total / n, most, b if b is not None else "none"))
    return out
