"""Engine-played cross and fives matches pressed into the device app
through its buttons in layout mode, as tests/line_buttons.py does for the
line games: the dealer is told who holds each tile it asks for (from the
engine's deal) and must name the engine's opener; every engine move is
entered on the referee screen (the end and outer number in one picker, OK;
several doubles: held OK on all but the last); after every move what the
screen shows (whose turn, every seat's tiles, the bazaar, the open ends,
their sum, the points of the play and of every seat) is read back from
the frame and compared with the engine; at the round's end the round entry
must come pre-filled with the engine's points in play, the rest of the
engine's facts are entered, and the saved standings must equal the rules
core's ledger of the same rounds. Presses are counted per tile. Used by
tests/test_cross_buttons.py."""
from apphw import hardware, new_app, press
from line_buttons import _count, _fact, _number, _steps
from line_diff import Divergence
from referee_buttons import _fast
import line_buttons
from rules.cross import layout
from rules.cross import position as cx
from rules import games
from rules.cross.bots import make
from rules.cross.simulate import Match, end_round, new_round
from rules.rng import Rng
from rules.tiles import HI, LO

# The press budget: a tile on a cross layout, at most 5.
BUDGET = 5


def screen_state(app):
    """What the cross referee's screen shows, read from the last frame."""
    texts = app.hw.display.frame
    if "went out" in texts or "Blocked" in texts:   # in big letters where whose turn was
        return {"over": "out" if "went out" in texts else "blocked"}
    st = line_buttons.screen_state(app)   # whose turn, the seats' tiles, the bazaar
    del st["ends"]
    at = {(x, y): t for t, x, y in app.hw.display.placed}
    st["ends"] = at.get((0, 37))
    # Flush right after the ends: "=sum" (the fives games), "N!" (a play's points).
    right = [t for (x, y), t in at.items() if y == 37 and x > 0]
    st["sum"] = next((int(t[1:]) for t in right if t.startswith("=")), None)
    st["scored"] = next((int(t[:-1]) for t in right if t.endswith("!")), 0)
    st["points"] = at.get((0, 46), "").replace("Points ", "") or None
    return st


def engine_state(r, teams=False):
    if r.over:
        return {"over": "out" if r.over == cx.OUT else "blocked"}
    ends = " ".join("x" if r.shut >> e & 1 else str(r.ends[e]) for e in range(r.arms)) if r.laid else None
    if r.laid and r.kind & 16:
        # The fives games show what each end counts ("-": nothing) [rules/README.md §7, 8].
        ends = " ".join("-" if c is None else str(c) for c in layout.end_counts(r))
    pts = None
    if cx.scores_in_play(r):
        p = list(r.points)
        if teams:
            p = [p[0] + p[2], p[1] + p[3]]
        pts = " ".join(map(str, p))
    return {"seat": [r.seat], "tiles": list(r.held), "bazaar": r.left if r.flags & 3 else 0, "ends": ends,
            "sum": cx.count_ends(r) if r.laid and r.kind & 16 else None, "scored": r.scored, "points": pts}


def compare(app, r, where, teams=False):
    quick = not hasattr(app.screen, "parts")
    got = line_buttons.screen_state(app) if quick else screen_state(app)
    for k, v in engine_state(r, teams).items():
        if quick and k in ("ends", "sum", "scored", "points"):
            continue   # quick mode: no layout, no points in play
        if got.get(k) != v:
            raise Divergence("%s: the screen shows %s %r, the engine has %r\n%s" % (
                where, k, got.get(k), v, " | ".join(app.hw.display.frame)))


def deal_by_buttons(app, r):
    """Through the dealer's pages, answering from the engine's deal; the
    dealer must name the engine's opener."""
    app.go("dealer")
    while app.name == "line.dealer":
        sc = app.screen
        if sc.pages[sc.page] == 3:   # who has it?
            if sc.top < len(sc.items):
                who = r.owner[sc.items[sc.top]]
                target = who if who < r.n else len(sc.act)
            else:
                target = r.seat   # the lightest tile's holder
            press(app, *["down"] * ((target - sc.cur) % (len(sc.act) + 1)))
        press(app, "ok")
    # The game's referee under its house rule (rules.families).
    from rules.families import screen
    assert app.name == screen(app.book.table["game"], app.book.options(), "referee"), (app.name, app.msg)
    ref = app.screen.r
    if ref.seat != r.seat:
        raise Divergence("the dealer named seat %d to open, the engine %d" % (ref.seat, r.seat))
    if ref.lead >= 0 and ref.lead != r.lead:
        raise Divergence("the dealer's opening tile %d, the engine's %d" % (ref.lead, r.lead))


def press_move(app, r, mv):
    """Press engine move mv (r before it) into the referee screen; returns
    (presses, kind)."""
    before = app.presses
    sc = app.screen
    if not hasattr(sc, "parts"):
        # Quick mode (the line referee's): played, or drew / knocked.
        press(app, "ok" if mv >= 0 else "down")
        return app.presses - before, "a tile (quick)" if mv >= 0 else "draw or knock (quick)"
    if mv < 0:
        press(app, "ok")   # draw or knock
        return app.presses - before, "draw" if mv == cx.DRAW else "knock"
    if not r.laid:
        t = mv >> 3
        if sc.r.lead >= 0:
            press(app, "ok")
            return app.presses - before, "the opening tile, named by the dealer"
        a, b = (HI[t], LO[t]) if mv & 3 == 0 else (LO[t], HI[t])
        nums = list(range(7))
        press(app, "ok", *_steps(nums, 3, a))
        press(app, "ok", *_steps(nums, 3, b))
        press(app, "ok")
        return app.presses - before, "the first tile, both numbers"
    parts = cx.parts(r, mv)
    for i, (t, e, c) in enumerate(parts):
        x = r.ends[e]
        y = HI[t] if LO[t] == x else LO[t]
        press(app, "up" if e in (0, 2) else "down")
        sc = app.screen
        if not sc.pick:
            raise Divergence("no picker for end %d: %r" % (e, app.msg))
        press(app, *_steps(sc.items, sc.cur, e << 4 | c << 3 | y))
        press(app, "ok-long" if i < len(parts) - 1 else "ok")
    if len(parts) == 1 and parts[0][2] and r.kind & cx.ALONG:
        return app.presses - before, "a double along"   # Muggins' doubles_either_way
    return app.presses - before, "a tile on a cross layout" if len(parts) == 1 else "doubles together"


def _summary_is_the_replay(app, where):
    """The saved round over ends with its summary, which the round entry
    reads without a replay; it must say what the replay of the log says."""
    from rules.cross import referee as cross_referee
    from rules.outcome import outcome
    b = app.book
    play = b.load_play()
    fast = outcome(b.table, b.options(), b.round_no(), play, None)
    n = len(b.table["names"])
    slow = cross_referee.begin(b.table, b.options(), b.round_no(), play["first"], play["log"]).outcome()
    if fast != slow or play["log"][-1 - 2 * n * (fast[4] is not None) - 1] >> 5 != 5:
        raise Divergence("%s: the saved summary says %r, the replay %r" % (where, fast, slow))


def _points_prefilled(app, r):
    sc = app.screen
    if list(sc.pts) != list(r.points):
        raise Divergence("the round entry holds points %r, the engine's round %r" % (sc.pts, list(r.points)))


def enter_round_facts(app, m, r):
    """The round entry's fields from the engine's round (the points in
    play, pre-filled, need no press)."""
    res = m.results[-1]
    sc = app.screen
    guard = 0
    while app.name == "entry" and guard < 80:
        x, s = sc.fields()[sc.cur]
        if x == "save":
            press(app, "ok")
            break
        if x == "points":
            want = r.points[s]
        elif x == "low_double":
            want = (res.lowdbl[s] + 1) & 255   # the entry's: 0 none, else the double + 1
        else:
            want = _fact(res, x, s, m, r)
        have = sc.get(x, s)
        if x in ("pips", "doubles", "dpips", "tiles", "points"):
            press(app, *_number(want - have))
        else:
            while sc.get(x, s) != want and guard < 80:
                press(app, "up")
                guard += 1
        press(app, "ok")
        guard += 1


def play_match(game, players, seed, options=None, teams=False, kinds=("random", "greedy"), rounds=99,
               counts=None, check=True, mode="layout"):
    """One match by buttons in layout mode (or quick: one press a report,
    the points in play entered at the end): (the app's standings, the
    engine's ledger, engine moves, points in play per round)."""
    _fast()
    counts = {} if counts is None else counts
    options = dict(options or {}, referee=mode)
    opts = games.options(game, options)
    app = new_app(hardware(seed=seed))
    app.strict = True
    names = ["P%d" % (i + 1) for i in range(players)]
    app.book.start({"game": game, "names": names, "set": 6, "options": games.changed(game, options),
                    "teams": 1 if teams else 0})
    rng = Rng(seed)
    m = Match(game, players, opts)
    bots = [make(kinds[s % len(kinds)]) for s in range(players)]
    buf = cx.new_buffer()
    total = 0
    scored = []
    for k in range(rounds):
        r = new_round(rng, m)
        deal_by_buttons(app, r)
        where = "%s seed %d round %d" % (game, seed, k)
        if check:
            compare(app, r, where + ", at the start", teams)
        while not r.over:
            n = cx.moves(r, buf)
            mv = buf[0] if n == 1 else bots[r.seat].choose(r, buf, n, rng)
            # The presses are made before the engine applies the move (they
            # read the layout as it was).
            presses, kind = press_move(app, r, mv)
            cx.apply(r, mv)
            total += 1
            _count(counts, kind, presses)
            if app.msg:
                raise Divergence("%s: after move %d the app says %r" % (where, total, app.msg))
            if r.over == cx.BLOCKED and not app.screen.r.over:
                break
            if check:
                compare(app, r, "%s, after move %d" % (where, total), teams)
        knocks = 0
        while not app.screen.r.over:
            if knocks == r.n:
                raise Divergence("%s: no block on the screen after %d knocks" % (where, knocks))
            press(app, "ok" if mode == "layout" else "down")
            knocks += 1
        compare(app, r, where + ", at the end", teams)
        if mode == "layout":
            _summary_is_the_replay(app, where)
        scored.append(list(r.points))
        over = end_round(m, r)
        if cx.scores_in_play(r):
            press(app, "ok")        # enter the scores
            if mode == "layout":
                _points_prefilled(app, r)
            enter_round_facts(app, m, r)
        else:
            line_buttons.enter_round(app, m, r)   # pips (and Chechevé's facts) as the line games
        assert app.name == "standings", (app.name, app.msg)
        got = app.book.match.standings()
        want = m.ledger
        if [row["charged"] for row in got["rounds"]] != [row["charged"] for row in want["rounds"]]:
            raise Divergence("%s: the device's ledger %s, the rules core's %s" % (
                where, [row["charged"] for row in got["rounds"]], [row["charged"] for row in want["rounds"]]))
        if over or got["over"]:
            break
        press(app, "ok")
    return app.book.match.standings(), m.ledger, total, scored
