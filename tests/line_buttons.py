"""Engine-played line-game matches pressed into the device app through its
buttons (the app in-process on tests/firmware/apphw.py's hardware): the
dealer is told who holds each double it asks for (from the engine's deal)
and must name the engine's opener and opening tile; every engine move is
reported on the referee screen (layout mode: the end, the outer number,
OK; quick mode: played / draw / knock, Seven's sums); after every move
what the screen shows (whose turn, every seat's tiles, the bazaar, the
open ends, the round's end) is read back from the frame and compared with
the engine; at the round's end the engine's facts are entered on the
round entry, and the saved match's standings must equal the rules core's
ledger of the same rounds. Presses are counted per kind of report.
Used by tests/test_line_buttons.py and `make bench` (bench_line_app)."""
from apphw import hardware, new_app, press
from line_diff import Divergence
from referee_buttons import _big_at, _fast, read_seat
from rules import games
from rules.line import position as ln
from rules.line.bots import make
from rules.line.simulate import Match, end_round, new_round
from rules.rng import Rng
from rules.tiles import HI, LO, double, tile

# The press budget in layout mode: a tile on a line, at most 4.
BUDGET = 4


def screen_state(app):
    """What the line referee's screen shows, read from the last frame."""
    d = app.hw.display
    texts = d.frame
    buf = d.buf
    sc = app.screen
    n = len(sc.act)
    bazaar = [int(t.split()[1]) for t in texts if t.startswith("boneyard ")]
    bazaar = bazaar[0] if bazaar else 0
    if "Round is over" in texts:
        return {"over": "out" if "went out" in texts else "blocked"}
    seat = [i for i in range(n) if _big_at(buf, str(sc.act[i] + 1), 2, 10)]
    tiles = [read_seat(buf, n, i)[0] for i in range(n)]
    ends = None
    left = [t for t in texts if t.startswith("L ")]
    right = [t for t in texts if t.endswith(" R")]
    if left and right:
        ends = [int(left[0][2:]), int(right[0][:-2])]
    return {"seat": seat, "tiles": tiles, "bazaar": bazaar, "ends": ends}


def engine_state(r, layout):
    if r.over:
        return {"over": "out" if r.over == ln.OUT else "blocked"}
    return {"seat": [r.seat], "tiles": list(r.held), "bazaar": r.left if r.flags & 3 else 0,
            "ends": list(r.ends) if layout and r.laid else None}


def _compare(app, r, layout, where):
    got = screen_state(app)
    want = engine_state(r, layout)
    for k, v in want.items():
        if got.get(k) != v:
            raise Divergence("%s: the screen shows %s %r, the engine has %r\n%s" % (
                where, k, got.get(k), v, " | ".join(app.hw.display.frame)))


def _steps(items, start, target, number=True):
    """The fewest presses from items[start] to `target` on a picker whose
    UP/DOWN step 1 and held step 3, round and round: a number picker's UP
    raises (goes to the next item), a list's UP moves up (number=False)."""
    n = len(items)
    d = (items.index(target) - start) % n
    best = None
    for longs in range(-3, 4):
        rest = (d - 3 * longs) % n
        for short in (rest, rest - n):
            words = (["down-long"] * longs if longs > 0 else ["up-long"] * -longs) + \
                    (["down"] * short if short > 0 else ["up"] * -short)
            if best is None or len(words) < len(best):
                best = words
    if number:
        swap = {"up": "down", "down": "up", "up-long": "down-long", "down-long": "up-long"}
        best = [swap[w] for w in best]
    return best


def _count(counts, kind, n):
    c = counts.setdefault(kind, [0, 0, 0])
    c[0] += 1
    c[1] += n
    c[2] = max(c[2], n)


def deal_by_buttons(app, r, m):
    """Through the dealer's pages, answering from the engine's deal; the
    dealer must name the engine's opener and opening tile."""
    app.go("dealer")
    while app.name == "line.dealer":
        sc = app.screen
        pg = sc.pages[sc.page]
        if pg == 3:   # who has it?
            if sc.top < len(sc.items):
                t = sc.items[sc.top]
                who = r.owner[t]
                target = who if who < r.n else len(sc.act)
            else:
                target = r.seat   # the heaviest / lightest tile's holder
            press(app, *["down"] * ((target - sc.cur) % (len(sc.act) + 1)))
        press(app, "ok")
    assert app.name == "line.referee", (app.name, app.msg)
    sc = app.screen
    if sc.r.first != r.seat:
        raise Divergence("the dealer named seat %d to open, the engine %d" % (sc.act[sc.r.first], m.active[r.seat]))
    if r.lead >= 0 and sc.r.lead != r.lead and sc.r.lead >= 0:
        raise Divergence("the dealer's opening tile %d, the engine's %d" % (sc.r.lead, r.lead))


def move_words(app, r, mv, layout):
    """The buttons for engine move mv (r before it): (words, kind). A
    word "menu:N" is the actions menu's row N, "pick:V" the open picker's
    item V (press_words finds them on the screen as it presses)."""
    sc = app.screen
    if mv < 0:
        return (["ok"] if layout else ["down"]), ("draw" if mv == ln.DRAW else "knock")
    if mv & ln.PAIR and not r.laid:
        # Sea Kozel's extraordinary lead, the 0-0 and the 6-6 together.
        return (["menu:5"] if layout else ["ok-long"]), "the 0-0 and the 6-6 together"
    if mv & 3 == 2 and not mv & ln.PAIR:
        return ["menu:6"], "the 6-0 in the gap"
    if mv & ln.PAIR and (not layout or not r.xr & ln.XP):
        # Two doubles out (quick mode: any two tiles at once, hold OK).
        return (["menu:4"] if layout else ["ok-long"]), "two tiles at once"
    if mv & ln.PAIR:
        # Two tiles a turn, layout mode: end 0's, then end 1's in the
        # second picker.
        x = mv >> 7 & 127
        y = mv & 127
        if x & 1:
            x, y = y, x
        b = y >> 2
        return _tile_words(app, r, x >> 2, 0) + ["pick:%d" % (HI[b] if LO[b] == r.ends[1] else LO[b])], \
            "two tiles a turn"
    t = mv >> 2
    e = mv & 3
    if not layout:
        v = 0
        if r.flags & 32:
            # Seven: what the ends make after this tile (the engine's count).
            import copy  # noqa: F401
            v = _sum_after(r, mv)
        return (["ok-long"] if v == 6 else ["up"] if v == 7 else ["ok"]), "a tile (quick)"
    if not r.laid:
        if sc.r.lead >= 0:
            return ["ok"], "the opening tile, named by the dealer"
        a, b = (HI[t], LO[t]) if e == 0 else (LO[t], HI[t])
        nums = list(range(7))
        return (["ok"] + _steps(nums, 3, a) + ["ok"] + _steps(nums, 3, b) + ["ok"]), "the first tile, both numbers"
    words = _tile_words(app, r, t, e)
    if r.xr & ln.XP and r.held[r.seat] > 1:
        # Two tiles a turn: only one (the player cannot lay two).
        return words + ["pick:-1"], "one tile where two a turn are due"
    return words, "a tile on a line"


def _tile_words(app, r, t, e):
    """Layout mode: tile t on end e, its outer number picked."""
    x = r.ends[e]
    y = HI[t] if LO[t] == x else LO[t]
    items = app.screen.numbers(x)
    return [("up" if e == 0 else "down")] + _steps(items, len(items) // 2, y) + ["ok"]


def press_words(app, *words):
    """press(), with move_words' "menu:N" and "pick:V" found on the screen."""
    for w in words:
        if w.startswith("menu:"):
            press(app, "down-long")
            sc = app.screen
            press(app, *["down"] * sc.items.index(int(w[5:])) + ["ok"])
        elif w.startswith("pick:"):
            sc = app.screen
            press(app, *_steps(sc.items, sc.cur, int(w[5:])) + ["ok"])
        else:
            press(app, w)


def _sum_after(r, mv):
    """Seven's count of the ends once mv is laid (rules.line.position.sums)."""
    t = mv >> 2
    e = mv & 3
    tip = list(r.tip)
    ends = list(r.ends)
    if not r.laid:
        return LO[t] + HI[t]
    x = ends[e]
    ends[e] = HI[t] if LO[t] == x else LO[t]
    tip[e] = t
    v = 0
    for k in (0, 1):
        v += ends[k] * (2 if LO[tip[k]] == HI[tip[k]] else 1)
    return v


def enter_round(app, m, r):
    """The round's facts, as the engine's hands give them, on the entry
    screen the game uses (pips only, or app.screens.entry's fields)."""
    res = m.results[-1]
    press(app, "ok")   # the round is over: enter the scores
    sc = app.screen
    guard = 0
    if hasattr(sc, "pips"):
        # The pips screen: each seat's pips, OK to the next; Save.
        while sc.cur < len(sc.pips) and guard < 60:
            s = sc.cur
            press(app, *_number(res.pips[s] - sc.pips[s]))
            press(app, "ok")
            guard += 1
        press(app, "ok")
        return
    while app.name == "entry" and guard < 80:
        x, s = sc.fields()[sc.cur]
        if x == "save":
            press(app, "ok")
            break
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


def _fact(res, x, s, m, r):
    from rules.score import scoring
    bits = {"only_blank_double": scoring.ONLY_BLANK_DOUBLE, "only_top_double": scoring.ONLY_TOP_DOUBLE,
            "only_both_doubles": scoring.ONLY_BOTH_DOUBLES, "holds_blank_double": scoring.HOLDS_BLANK_DOUBLE,
            "holds_top_double": scoring.HOLDS_TOP_DOUBLE}
    if x in bits:
        return 1 if res.flags[s] & bits[x] else 0
    if x == "opened":
        return res.opened
    if x == "finish":
        return res.flags[res.out] >> 4 & 3 if res.out >= 0 else 0
    if x == "last":
        return res.last
    if x == "out":
        return res.out
    return getattr(res, x)[s]


def _number(d):
    """Presses for +d on a counter: hold for tens, then single steps."""
    key = "up" if d > 0 else "down"
    d = abs(d)
    w = ([key + "-long"] + [key + "-repeat"] * (d // 10 - 1)) if d >= 10 else []
    return w + [key] * (d % 10)


def play_match(game, players, options, seed, teams=False, kinds=("random", "greedy"), rounds=99, counts=None,
               check=True):
    """One match by buttons: returns (the app's standings, the engine's
    ledger, engine moves, the rounds' openings)."""
    _fast()
    counts = {} if counts is None else counts
    opts = games.options(game, options)
    layout = opts.get("referee") == "layout"
    app = new_app(hardware(seed=seed))
    app.strict = True
    names = ["P%d" % (i + 1) for i in range(players)]
    app.book.start({"game": game, "names": names, "set": 6, "options": games.changed(game, options),
                    "teams": 1 if teams else 0})
    rng = Rng(seed)
    m = Match(game, players, opts)
    if teams:
        m.teams = [[0, 2], [1, 3], [4, 5], [6, 7]][:players // 2]
    bots = [make(kinds[s % len(kinds)]) for s in range(players)]
    buf = ln.new_buffer()
    total = 0
    opened = []
    for k in range(rounds):
        r = new_round(rng, m)
        deal_by_buttons(app, r, m)
        where = "%s seed %d round %d" % (game, seed, k)
        if check:
            _compare(app, r, layout, where + ", at the start")
        seats = [bots[s] for s in m.active]
        while not r.over:
            n = ln.moves(r, buf)
            mv = buf[0] if n == 1 else seats[r.seat].choose(r, buf, n, rng)
            words, kind = move_words(app, r, mv, layout)
            ln.apply(r, mv)
            total += 1
            if mv >= 0 and r.flags & 32 and not r.over:
                v = ln.sums(r)
                if v in (6, 7):
                    _count(counts, "(Seven: the ends made %d)" % v, 0)
            before = app.presses
            press_words(app, *words)
            _count(counts, kind, app.presses - before)
            if app.msg:
                raise Divergence("%s: after move %d the app says %r" % (where, total, app.msg))
            if r.over == ln.BLOCKED and not app.screen.r.over:
                break
            if check:
                _compare(app, r, layout, "%s, after move %d" % (where, total))
        knocks = 0
        while not app.screen.r.over:
            if knocks == r.n:
                raise Divergence("%s: no block on the screen after %d knocks" % (where, knocks))
            press(app, "ok" if layout else "down")
            knocks += 1
        _compare(app, r, layout, where + ", at the end")
        opened.append(r.laid[0] if r.laid else -1)
        over = end_round(m, r)
        enter_round(app, m, r)
        assert app.name == "standings", (app.name, app.msg)
        got = app.book.match.standings()
        want = m.ledger
        if [row["charged"] for row in got["rounds"]] != [row["charged"] for row in want["rounds"]]:
            raise Divergence("%s: the device's ledger %s, the rules core's %s" % (
                where, [row["charged"] for row in got["rounds"]], [row["charged"] for row in want["rounds"]]))
        if over or got["over"]:
            break
        press(app, "ok")
    return app.book.match.standings(), m.ledger, total, opened
