"""Issue 44's rules of the line games on the device, by its buttons (the
app in-process on tests/firmware/apphw.py's hardware): the dealer's pages
and the referee's screen [firmware/rules/README.md §2, 4, 10, 11, 13;
seeds ../shared/seeds/000, 002]."""
import pytest

import line_buttons as lb
from apphw import hardware, new_app, press
from rules import RulesError, games
from rules.line import referee as rf
from rules.tiles import tile
from textkeys import number


def text(key):
    """A text of the device's language (English), by its key."""
    from app import lang
    return lang.get(number(key))


def start(game, players, options=None, teams=False, seed=7):
    app = new_app(hardware(seed=seed))
    app.strict = True
    app.book.start({"game": game, "names": ["P%d" % (i + 1) for i in range(players)], "set": 6,
                    "options": games.changed(game, options or {}), "teams": 1 if teams else 0})
    return app


def to_ask(app):
    """Through the dealer's pages to the one that asks who holds a tile."""
    app.go("dealer")
    while app.screen.pages[app.screen.page] != 3:
        press(app, "ok")
    return app.screen


# -- General [README §10; 002 l.246, l.493] ------------------------------------

def test_the_dealer_refuses_nobody_for_generals_1_1():
    # 002 l.246: "В любом случае игра начинается с 1х1". Four hands of 7 are
    # the whole set: somebody holds the 1-1, so "Nobody" would make another
    # double the lead; the dealer says so and stays on the 1-1.
    app = start("general", 4, teams=True)
    sc = to_ask(app)
    assert "Who has 1-1?" in app.hw.display.frame
    press(app, "up")   # the last row: nobody
    assert text("NOBODY") in app.hw.display.frame
    press(app, "ok")
    assert app.msg == text("ALL_DEALT") and app.name == "line.dealer"
    assert sc.top == 0 and "Who has 1-1?" in app.hw.display.frame
    # (A key puts the message away.) Seat 3 holds it: the referee opens
    # with the 1-1 from seat 3.
    press(app, "down", "down", "down", "down", "ok")
    assert app.name == "line.referee" and app.screen.r.lead == tile(1, 1) and app.screen.r.first == 2


@pytest.mark.parametrize("mode", ("quick", "layout"))
def test_generals_referee_refuses_another_double_as_the_lead(mode):
    # The referee knows the lead itself: a saved log whose dealer named the
    # 2-2 is refused, and in layout mode the first tile reported must be the
    # 1-1 [README §10; 002 l.493: "раунд начинается с дубля 1-1"].
    table = {"game": "general", "names": ["A", "B", "C", "D"], "set": 6, "teams": 1}
    opts = games.options("general", {"referee": mode})
    with pytest.raises(RulesError, match="opens with 1-1"):
        rf.begin(table, opts, 2, 0, bytes((rf.LEAD << 5, tile(2, 2))))
    r = rf.begin(table, opts, 2, 0, b"")
    assert r.lead == tile(1, 1)
    if mode == "layout":
        with pytest.raises(RulesError, match="opens with 1-1"):
            r.report(rf.PLAY, 0, tile(2, 2))
        r.report(rf.PLAY, 0, tile(1, 1))
        assert list(r.ends) == [1, 1]
    # On the device: the saved log naming the 2-2 cannot be followed; the
    # round restarts from its start, and OK lays the 1-1.
    app = start("general", 4, {"referee": mode}, teams=True)
    app.book.save_play(0, bytes((rf.LEAD << 5, tile(2, 2))))
    app.go("referee")
    assert app.msg == text("LOG_UNREADABLE")
    press(app, "ok", "ok")   # the message put away, then the first tile
    assert app.screen.r.last == 0 and (mode == "quick" or list(app.screen.r.ends) == [1, 1])


# -- Seven [README §11; 002 l.275] ---------------------------------------------

def engine_round(game, hands, options=None, first=0):
    """An engine round of `game` dealt these hands (lists of (a, b)), the
    rest of the set in the bazaar, `first` to lead."""
    from rules.line import position as ln
    opts = games.options(game, options or {})
    r = ln.Position(game, 6, len(hands), opts)
    pool = bytearray(tile(a, b) for h in hands for a, b in h)
    pool.extend(t for t in range(28) if t not in pool)
    ln.setup(r, pool, bytes(len(h) for h in hands), first)
    ln.reindex(r)
    return r


class _Seats:
    active = [0, 1]


@pytest.mark.parametrize("mode", ("quick", "layout"))
def test_sevens_two_extra_tiles_by_buttons(mode):
    # 002 l.275: "Если игрок ходил 3 или более раза подряд, то он может
    # ходить двумя фишками подряд": 6, 6, then a third tile; the screen
    # offers two more tiles, one after the other, then the turn passes.
    from rules.line import position as ln
    hands = [[(1, 1), (5, 5), (6, 6), (0, 1), (0, 2), (0, 3), (0, 4)],
             [(1, 4), (1, 2), (4, 3), (2, 6), (3, 5), (0, 0), (5, 6)]]
    r = engine_round("seven", hands)
    r.lead = tile(1, 1)
    app = start("seven", 2, {"referee": mode})
    lb.deal_by_buttons(app, r, _Seats)
    layout = mode == "layout"
    lines = []
    for a, b, e in ((1, 1, 0), (1, 4, 0), (1, 2, 1), (4, 3, 0), (2, 6, 1), (3, 5, 0)):
        m = tile(a, b) << 2 | e
        words, _kind = lb.move_words(app, r, m, layout)
        ln.apply(r, m)
        press(app, *words)
        assert not app.msg, app.msg
        lb._compare(app, r, layout, "after %d-%d" % (a, b))
        lines.append(app.hw.display.frame)
    assert text("THREE_IN_ROW")[:16] in lines[3] and text("EXTRA_SECOND")[:16] in lines[4]
    assert app.screen.r.seat == 0 and r.seat == 0 and app.screen.r.held[1] == 2


# -- Kids for the smallest [README §13; 000 l.32-38] ---------------------------

def test_kids_for_the_smallest_by_buttons():
    # 000 l.34-38: fewer pictures, 4-5 tiles, one direction, face up, no
    # reserve. The dealer says the pictures and the tiles; the referee
    # (layout mode) takes tiles on the right end only.
    from rules.line import position as ln
    hands = [[(0, 0), (0, 1), (1, 2), (2, 3), (3, 3)], [(1, 1), (0, 2), (0, 3), (1, 3), (2, 2)]]
    r = engine_round("kids", hands, {"smallest": True})
    r.lead = tile(0, 0)
    app = start("kids", 2, {"smallest": True, "referee": "layout"})
    app.go("dealer")
    press(app, "ok")   # the seats, then the tiles: 5 each, 4 pictures
    frame = " ".join(app.hw.display.frame)
    assert app.screen.hand == 5 and text("SMALLEST_TILES").split("\n")[0] % 4 in frame
    assert text("BAZAAR") not in app.hw.display.frame
    app.go("menu")
    lb.deal_by_buttons(app, r, _Seats)
    words, _k = lb.move_words(app, r, tile(0, 0) << 2, True)
    ln.apply(r, tile(0, 0) << 2)
    press(app, *words)
    # Seat 2's 0-2 on the left end: refused, one direction.
    press(app, "up")
    assert app.msg == text("LINE_WHY_18") and app.screen.r.held[1] == 5
    press(app, "back")
    for t in (tile(0, 2) << 2 | 1, tile(1, 2) << 2 | 1):
        words, _k = lb.move_words(app, r, t, True)
        ln.apply(r, t)
        press(app, *words)
        assert not app.msg, app.msg
        lb._compare(app, r, True, "kids smallest")
    # The numbers offered for a tile on the 1: those of the pictures in
    # play still off the table (the 1-2 is laid; no 4, 5 or 6).
    assert app.screen.numbers(1) == [0, 1, 3]


# -- Sea Kozel's extraordinary round [README §4; 002 l.139-149] ----------------

@pytest.mark.parametrize("mode", ("quick", "layout"))
@pytest.mark.parametrize("seed", (7, 9))
def test_sea_kozels_extraordinary_round_refereed_and_scored_by_buttons(mode, seed):
    # 002 l.139: "Заходящий ... может начать кон заходом одновременно на
    # 0:0 и 6:6"; l.141: each next player lays two tiles, one on each end,
    # l.143 until one cannot; l.145: the 6-0 in the gap; l.147: its loser
    # is the "extraordinary Goat"; l.151: one that ends blocked is played
    # again, the opener keeping both. Engine-played matches reported by
    # the buttons: the screen follows every move (whose turn, tiles, ends),
    # the entry saves each round, and the standings are the rules core's.
    counts = {}
    got, want, _moves, _opened = lb.play_match("sea-kozel", 3, {"referee": mode}, seed, counts=counts, rounds=12)
    assert counts["the 0-0 and the 6-6 together"][0] >= 2, counts
    assert counts["the 6-0 in the gap"][0] >= 1
    two = "two tiles a turn" if mode == "layout" else "two tiles at once"
    assert counts[two][0] >= 1
    assert "extraordinary-goat" in got["titles"] and got["titles"] == want["titles"]
    assert got["totals"] == want["totals"] and [r["note"] for r in got["rounds"]] == [r["note"] for r in want["rounds"]]


# -- Sea Kozel's second article [README §4; 002 l.403-425] ---------------------

@pytest.mark.parametrize("mode", ("quick", "layout"))
@pytest.mark.parametrize("seed, note", ((7, "fisherman's fish"), (9, "fish written off")))
def test_sea_kozels_second_article_by_buttons(mode, seed, note):
    # 002 l.413: the fisherman's fish gives the right to go "for 100";
    # l.417: a fish written off, the fisherman leads the next with any
    # tile; l.403: the 6-6 lead "for 100", won, wins the game. The dealer
    # names each opening (the 6-6 for 100 kept by the seat with the right),
    # the entry asks or the referee sees the fisherman (l.411), and the
    # device's standings are the rules core's.
    opts = {"open_66_for_100": True, "fisherman_privileges": True, "referee": mode}
    got, want, _moves, opened = lb.play_match("sea-kozel", 2, opts, seed, rounds=12)
    notes = [r["note"] for r in got["rounds"]]
    assert note in notes and notes == [r["note"] for r in want["rounds"]]
    assert got["over"] and got["titles"] == want["titles"] == ["for-100"] and got["winner"] == want["winner"]
    assert opened[-1] == tile(6, 6)


# -- General's waiting pairs [README §10; 002 l.250, l.503] --------------------

@pytest.mark.parametrize("mode", ("quick", "layout"))
def test_generals_waiting_pair_sits_in_by_buttons(mode):
    # 002 l.250: "Команда А,В и Б,Г играет, а команда Д,Е ждёт своей
    # очереди. При проигрыше одной из команд 2 раза она уступает место
    # другим игрокам. Если одна из команд в самом начале получает
    # «Генерала», то она уступает место следующей команде." Six players:
    # the dealer seats the pairs at the table, the waiting pair sits in
    # for a pair that lost twice or took a General, and the device's
    # standings (Generals per pair) are the rules core's.
    got, want, _moves, _o = lb.play_match("general", 6, {"referee": mode}, 3, teams=True, rounds=8)
    notes = [r["note"] for r in got["rounds"]]
    assert "general, next pair sits in" in notes and "lost, next pair sits in" in notes
    assert got["seated"] == want["seated"] == [4, 0, 5, 2] and got["totals"] == want["totals"]
    # The setup deals six players in pairs for General (not Kozel), the
    # ledger keeps the waiting pair.
    app = new_app(hardware())
    from app.screens.setup import Screen
    for game, ok in (("general", True), ("kozel", False)):
        t = {"game": game, "names": ["P%d" % i for i in range(1, 7)], "set": 6, "options": {}, "teams": 1}
        sc = Screen(app, t)
        if ok:
            sc.deal()
            assert app.deal is t
        else:
            with pytest.raises(RulesError):
                sc.deal()
    app.book.start(t | {"game": "general"})
    assert app.book.match.teams == [[0, 2], [1, 3], [4, 5]]
