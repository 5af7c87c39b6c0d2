"""Engine-played Sausage matches pressed into the device app through its
buttons in layout mode [rules/README.md §12], as tests/line_buttons.py does for
the line games: the dealer's pages turned (it must name the engine's
opener), every engine turn reported on the referee screen (a misfit: OK;
a tile on line L or R: UP or DOWN, its outer number, OK; a cut or a
double put in: held OK, the row, OK; the first tile: OK, its two numbers);
after every turn what the screen shows (whose turn, both rows' counts,
the lines' ends, the tile a cut made known, LAST TILE, the round's end)
is read back from the frame and compared with the engine, and so are the
buzzer's last-tile and round-over calls; at the round's end the
engine's pips are entered and the saved standings must equal the rules
core's ledger of the same rounds. Presses are counted per kind of report.
Used by tests/test_sausage_buttons.py."""
from apphw import hardware, new_app, press
from line_buttons import _count, _steps, enter_round
from referee_buttons import _big_at, _fast, read_seat
from sausage_diff import Divergence
from rules import games
from rules.sausage import position as sg
from rules.rng import Rng
from rules.sausage.simulate import make, new_round
from rules.score.scoring import score
from rules.tiles import name

# The line games' press budget (a tile on a line, at most 4), which
# Sausage's lines keep.
BUDGET = 4


def screen_state(app):
    texts = app.hw.display.frame
    if "Round is over" in texts:
        return {"over": "out" if "went out" in texts else "blocked"}
    buf = app.hw.display.buf
    rows = [read_seat(buf, 2, i)[0] for i in (0, 1)]
    left = [t for t in texts if t.startswith("L ")]
    right = [t for t in texts if t.endswith(" R")]
    nxt = [t[6:] for t in texts if t.startswith("Next: ")]
    last = [t[6:] for t in texts if t.startswith("LAST: ")]
    return {"seat": [i for i in (0, 1) if _big_at(buf, str(i + 1), 2, 10)], "rows": rows,
            "ends": [int(left[0][2:]), int(right[0][:-2])] if left and right else None,
            "last": last[0] if last else None, "next": nxt[0] if nxt else None}


def engine_state(r, known):
    if r.over:
        return {"over": "out" if r.over == sg.OUT else "blocked"}
    t = r.rows[r.seat][-1]
    last = [s for s in (0, 1) if len(r.rows[s]) == 1]
    # One: the name; both: their seats run together ("LAST: Ann Bob" is 13
    # letters, the 12 px line holds 12).
    last = ("Ann", "Bob")[last[0]] if len(last) == 1 else "12" if last else None
    return {"seat": [r.seat], "rows": [len(r.rows[0]), len(r.rows[1])],
            "ends": [sg.end(r, 0), sg.end(r, 1)] if r.lines[0] else None,
            "last": last, "next": None if last else name(t) if t in known else None}


def compare(app, r, known, where):
    got = screen_state(app)
    for k, v in engine_state(r, known).items():
        if got.get(k) != v:
            raise Divergence("%s: the screen shows %s %r, the engine has %r\n%s" % (
                where, k, got.get(k), v, " | ".join(app.hw.display.frame)))


def turn_words(app, r, mv):
    """Press engine move mv (r: after the take, before mv) on the screen:
    -> the kind of report."""
    t = r.taken
    kind = mv & sg.KIND if mv >= 0 else 0
    if mv == sg.BACK:
        press(app, "ok")
        return "a misfit put back"
    if not r.lines[0]:
        # Line L (the engine's line 0) goes on from the number entered first.
        b = sg.HI[t] if not mv & 2 else sg.LO[t]
        a = sg.other(t, b)
        press(app, "ok")
        press(app, *_steps(app.screen.items, app.screen.cur, a))
        press(app, "ok")
        press(app, *_steps(app.screen.items, app.screen.cur, b))
        press(app, "ok")
        return "the first tile"
    if kind == sg.END:
        k = mv & 1
        press(app, "up" if k == 0 else "down")
        sc = app.screen
        press(app, *_steps(sc.items, sc.cur, sg.other(t, sg.end(r, k))))
        press(app, "ok")
        return "a tile on a line"
    press(app, "ok-long")
    sc = app.screen
    press(app, *_steps(sc.items, sc.cur, (t, mv), False))   # a list of rows
    press(app, "ok")
    return "a cut" if kind == sg.CUT else "a double put in"


class _Results:
    def __init__(self):
        self.results = []


def opening_words(app, r, mv):
    """Press the engine's opening under option double_first (r before mv):
    its double (OK, the number, OK), or none in the row (hold OK) ->
    the kind of report; the double's take is made on r."""
    if mv == sg.BACK:
        press(app, "ok-long")
        return "no double: the other opens"
    sg.apply(r, mv)
    press(app, "ok")
    press(app, *_steps(app.screen.items, app.screen.cur, sg.LO[r.taken]))
    press(app, "ok")
    return "the first double"


def play_match(seed, rounds=99, counts=None, kinds=("random", "greedy"), on_screen=None, options=None,
               deal=None):
    """One match by buttons: -> (the app's standings, the engine's
    ledger, engine turns, cuts). on_screen(screen): called with each
    round's referee screen (a test plants a fault with it); options: the
    house rules besides layout mode; deal(r): changes each round's deal."""
    _fast()
    counts = {} if counts is None else counts
    chosen = dict(options or {}, referee="layout")
    opts = games.options("sausage", chosen)
    app = new_app(hardware(seed=seed))
    app.strict = True
    app.book.start({"game": "sausage", "names": ["Ann", "Bob"], "set": 6,
                    "options": games.changed("sausage", chosen), "teams": 0})
    rng = Rng(seed)
    bots = [make(kinds[s % len(kinds)]) for s in (0, 1)]
    buf = sg.new_buffer()
    m = _Results()
    turns = cuts = 0
    for k in range(rounds):
        r = new_round(rng, opts, k)
        if deal:
            deal(r)
        app.go("dealer")
        press(app, "ok", "ok")
        if type(app.screen).__module__ != "app.screens.sausage.referee":
            raise Divergence("round %d: the dealer started %s" % (k, type(app.screen).__module__))
        if on_screen:
            on_screen(app.screen)
        where = "seed %d round %d" % (seed, k)
        known = set()
        compare(app, r, known, where + ", at the start")
        while not r.over:
            opening = not r.lines[0] and sg.double_first(r)
            if not opening:
                sg.apply(r, sg.TAKE)
            n = sg.moves(r, buf)
            mv = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
            if opening:
                before = app.presses
                kind = opening_words(app, r, mv)
                if mv >= 0:
                    mv = sg.END   # the double laid: the one play there is
                sg.apply(r, mv)
                turns += 1
                _count(counts, kind, app.presses - before)
                if app.msg:
                    raise Divergence("%s: after turn %d the app says %r" % (where, turns, app.msg))
                compare(app, r, known, "%s, after turn %d" % (where, turns))
                continue
            if mv != sg.BACK:
                known.discard(r.taken)   # a known tile put back stays known
            if mv >= 0 and mv & sg.KIND == sg.CUT:
                j = mv >> 1 & 511
                known.update(r.lines[0][:j + 1])
                known.update(r.lines[1][:j])
                cuts += 1
            before = app.presses
            ones = [len(r.rows[s]) + (s == r.seat) == 1 for s in (0, 1)]   # the tile taken still in its row
            played = len(app.hw.buzzer.played)
            kind = turn_words(app, r, mv)
            sg.apply(r, mv)
            # "Last tile!": the buzzer when a row is down to one [the referee's call].
            want = ["round_over"] if r.over else ["last_tile"] if any(
                len(x) == 1 and not o for x, o in zip(r.rows, ones)) else []
            if app.hw.buzzer.played[played:] != want:
                raise Divergence("%s: after turn %d the buzzer played %r, not %r" % (
                    where, turns + 1, app.hw.buzzer.played[played:], want))
            turns += 1
            _count(counts, kind, app.presses - before)
            if app.msg:
                raise Divergence("%s: after turn %d the app says %r" % (where, turns, app.msg))
            compare(app, r, known, "%s, after turn %d" % (where, turns))
        m.results.append(sg.result(r))
        want = score("sausage", 2, None, opts, m.results, 6)
        enter_round(app, m, r)
        assert app.name == "standings", (app.name, app.msg)
        got = app.book.match.standings()
        if [row["charged"] for row in got["rounds"]] != [row["charged"] for row in want["rounds"]]:
            raise Divergence("%s: the device's ledger %s, the rules core's %s" % (
                where, [row["charged"] for row in got["rounds"]], [row["charged"] for row in want["rounds"]]))
        if want["over"] or got["over"]:
            break
        press(app, "ok")
    return app.book.match.standings(), want, turns, cuts
