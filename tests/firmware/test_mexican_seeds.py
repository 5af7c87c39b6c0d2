# Mexican Train's rules from the seeds that issue 44 found missing, on the
# engine (rules.mexican.position), the device's tile-free referee
# (rules.mexican.referee) and the device's buttons: each test cites the
# seed line and the rules reference (firmware/rules/README.md §1).
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from apphw import hardware, new_app, press
from mexican_pos import build, legal, play, plays
from rules import RulesError, games
from rules.mexican import position as mx
from rules.mexican import referee as rf
from rules.mexican import turn
from test_mexican_referee import refused


def referee_app(names, set_n, options, seed=3, pages=None):
    """A match of Mexican Train on the device, through the dealer's pages
    (each page's texts added to `pages`), on the referee's screen."""
    app = new_app(hardware(seed=seed))
    app.book.start({"game": "mexican-train", "names": names, "set": set_n, "teams": 0, "options": options})
    app.go("dealer")
    while app.name == "mexican.dealer":
        if pages is not None:
            pages.append(list(app.hw.display.frame))
        press(app, "ok")
    assert app.name == "mexican.referee", (app.name, app.msg)
    return app


def two_doubles(options):
    """Seat 0 laid the 5-5 on its own train, then the 2-2 on the Mexican
    Train, this turn: both open, seat 0 goes on. Seat 1's train is marked."""
    return build([[(5, 1), (2, 6), (4, 4), (4, 8)], [(0, 0)]], trains=[[(9, 5), (5, 5)], [(9, 4)]],
                 mexican=[(9, 2), (2, 2)], markers=[1], doubles=[0, 2], after_double=1, options=options)


def test_after_two_doubles_the_extra_tile_goes_on_the_first_with_extra_on_first_double():
    # 001 l.63: "you may play 2 or more doubles in a turn ... the doubles
    # must be closed in the order they were laid, so the extra tile may be
    # played on the first double only" [§1, Doubles].
    r = two_doubles({"extra_on_first_double": True})
    assert legal(r) == plays((5, 1, 0), (4, 4, 1))   # a non-double on the 5-5; a double anywhere open
    # 000 l.328, 003: the extra tile anywhere on the layout (the default).
    r = two_doubles({})
    assert legal(r) == plays((5, 1, 0), (2, 6, 2), (4, 4, 1), (4, 8, 1))
    # 001's variation, doubles closed newest first: the first due is the 2-2.
    r = two_doubles({"extra_on_first_double": True, "doubles_newest_first": True})
    assert legal(r) == plays((2, 6, 2), (4, 4, 1))


def test_after_one_double_the_extra_tile_goes_anywhere_with_extra_on_first_double():
    # 001 l.61: after a double "play another tile on the double or on any
    # train you may": the option bites from the second double on.
    r = build([[(5, 1), (2, 6)], [(0, 0)]], trains=[[(9, 5), (5, 5)], []], mexican=[(9, 2)], doubles=[0],
              after_double=1, options={"extra_on_first_double": True})
    assert legal(r) == plays((5, 1, 0), (2, 6, 2))


def test_the_first_double_covered_ends_the_turn_and_the_second_is_due():
    # 001 l.63: the extra tile closes the first double; the second stays
    # open, due for the next player [§1, Open doubles].
    r = two_doubles({"extra_on_first_double": True})
    mx.apply(r, play(5, 1, 0))
    assert r.seat == 1 and r.doubles == [2] and turn.due(r) == 2


def referee_after_two_doubles(options):
    r = rf.Referee(2, games.options("mexican-train", options), 0, bytes([10, 10]), 70)
    r.report(rf.PLAY, 0)
    r.report(rf.PLAY, 1)
    r.report(rf.DOUBLE, 0)
    r.report(rf.DOUBLE, 2)
    return r


def test_the_referee_refuses_the_extra_tile_elsewhere_with_extra_on_first_double():
    # 001 l.63 [§1, Doubles]: the device refuses a tile reported on the
    # Mexican Train after the 5-5 and the 2-2, and takes it on the first.
    r = referee_after_two_doubles({"extra_on_first_double": True})
    why = refused(r, rf.PLAY, 2)
    assert "first double" in why and "seat 1's train" in why, why
    r.report(rf.PLAY, 0)
    assert r.seat == 1 and r.doubles == [2]
    # Without the option, the same report is a legal end of the turn [000 l.328].
    r = referee_after_two_doubles({})
    r.report(rf.PLAY, 2)
    assert r.seat == 1 and r.doubles == [0]


def test_extra_on_first_double_on_the_device_buttons():
    # 001 l.63 on the device: seat 1 lays a double on their own train (hold
    # OK), a double on the Mexican Train (UP, the picker, hold OK); the
    # screen shows the first double due for the extra tile; a tile reported
    # on the Mexican Train is refused in words; OK lays it on the first.
    app = referee_app(["Ann", "Bob"], 9, {"extra_on_first_double": True})
    r = app.screen.r
    s = r.seat
    press(app, "ok-long")                         # a double on the own train
    press(app, "up")                              # elsewhere: the picker
    sc = app.screen
    while sc.items[sc.cur] != 2:                  # the Mexican Train
        press(app, "down")
    press(app, "ok-long")                         # ... a double
    assert r.after_double and r.doubles == [s, 2]
    assert "Due %d, then M" % (s + 1) in app.hw.display.frame, app.hw.display.frame
    press(app, "up")
    while sc.items[sc.cur] != 2:
        press(app, "down")
    press(app, "ok")                              # a tile on the Mexican Train: refused
    assert app.msg and "goes on the first" in app.msg, app.msg
    assert r.seat == s and r.doubles == [s, 2]
    press(app, "ok")                              # the message read
    press(app, "ok")                              # the tile on the first double
    assert r.seat != s and r.doubles == [2], (r.seat, r.doubles)


def first_pass_two_out(options):
    """Three seats with first_turn_train: seats 0 and 1 laid every tile on
    their first turn; seat 2, the last of the first pass, holds 9-3 and 5-6."""
    opts = dict(options, first_turn_train=True)
    return build([[], [], [(9, 3), (5, 6)]], trains=[[(9, 1)], [(9, 2)], []], to_move=2, first_left=1,
                 options=opts)


def test_several_out_at_once_split_the_positive_points():
    # 004 l.48: "with several winners, the winners split the points among
    # themselves" [§1, Scoring]: with first_turn_train seats 0 and 1 went
    # out in the first pass; seat 2 ends it holding the 5-6 (11 pips).
    r = first_pass_two_out({"positive_points": True})
    r.out = 0
    mx.apply(r, play(9, 3, 2))
    mx.apply(r, mx.PASS)
    assert r.over == mx.OUT and r.out == 0
    assert mx.scores(r) == [5, 5, 0]        # 11 split, rounded down
    # Penalty points (the default): the seats out score 0, seat 2 its pips.
    r = first_pass_two_out({})
    r.out = 0
    mx.apply(r, play(9, 3, 2))
    mx.apply(r, mx.PASS)
    assert mx.scores(r) == [0, 0, 11]


def test_the_referee_sees_several_out_at_once():
    # §1, First turn [000]: everyone has a first turn even after a hand is
    # laid whole; the referee then names every seat out (004 l.48 splits).
    r = rf.Referee(3, games.options("mexican-train", {"first_turn_train": True}), 0, bytes([2, 2, 5]), 45)
    for k in (rf.PLAY, rf.PLAY):
        r.report(k, 0)
    for k in (rf.PLAY, rf.PLAY):
        r.report(k, 1)
    assert not r.over
    r.report(rf.PLAY, 2)
    r.report(rf.PASS)
    assert r.over == rf.OUT and r.out == 0 and r.also_out() == [1]


def test_several_out_on_the_device_buttons_split_the_points():
    # 004 l.48 on the device: first_turn_train, positive_points, two tiles
    # each (hand_size); the first two seats lay both tiles on their first
    # turn, the third one tile and ends its train. The referee's screen
    # names the second seat out too; the round's entry keeps both out; the
    # third's 11 pips are split between them.
    app = referee_app(["Ann", "Bob", "Cid"], 9, {"first_turn_train": True, "positive_points": True, "hand_size": 2})
    r = app.screen.r
    a = r.seat
    b = (a + 1) % 3
    c = (a + 2) % 3
    press(app, "ok", "ok")          # a: both tiles on its own train: out
    press(app, "ok", "ok")          # b: the same
    press(app, "ok", "down")        # c: one tile, then its train is done
    assert r.over == rf.OUT and r.out == a and r.also_out() == [b]
    frame = app.hw.display.frame
    assert "Also out: %d" % (b + 1) in frame, frame
    press(app, "ok")                # enter scores
    assert app.name == "pips" and app.screen.out == a and app.screen.also == [b]
    while app.screen.cur != c:
        press(app, "ok")
    press(app, *["up"] * 11)
    press(app, "ok", "ok")          # c's 11 pips; Save
    assert app.name == "standings", (app.name, app.msg)
    totals = app.book.standings()["totals"]
    want = [0, 0, 0]
    want[a] = want[b] = 5
    assert totals == want, totals


def test_the_ledger_refuses_several_out_without_first_turn_train():
    # §1, End of a round: without first-turn trains the round ends at once
    # when a player lays their last tile, so two empty hands are no round
    # (the scorer refuses it as the ledger commits it).
    from ledger.match import Match
    from rules.score.scoring import Result
    for options, ok in (({}, False), ({"first_turn_train": True}, True)):
        m = Match("mexican-train", ["Ann", "Bob", "Cid"], 9, options)
        r = Result(3)
        r.out = 0
        r.tiles = [0, 0, -1]
        r.pips = [0, 0, 11]
        try:
            m.add_round(r)
        except RulesError as e:
            assert not ok and "no tiles left" in str(e), str(e)
        else:
            assert ok


def joined(options=None, hands=None):
    """Eight seats with double-12: seat 0's train 12-5; seat 1 to move."""
    hands = hands or [[(0, 1)], [(5, 6), (12, 3)]] + [[(0, 2)]] * 6
    return build(hands, trains=[[(12, 5)]] + [()] * 7, to_move=1, set_n=12, engine=12, options=options)


def test_joined_trains_two_neighbours_build_one_train():
    # 003: "personal trains may join when more than 7 play, or with a set
    # of 15 or 18 doubles" [§1, Trains]: seat 1 builds seat 0's train.
    r = joined({"joined_trains": True})
    assert legal(r) == plays((5, 6, 0), (12, 3, 8))
    # Apart (the default), seat 1 starts its own; seat 0's is closed to it.
    r = joined()
    assert legal(r) == plays((12, 3, 1), (12, 3, 8))


def test_joined_trains_share_the_marker():
    # §1, Markers, with joined trains [003]: seat 1's pass marks the pair's
    # train, open to all; seat 0's play on it lifts the marker.
    r = joined({"joined_trains": True}, [[(5, 1)], [(7, 7)]] + [[(0, 2)]] * 6)
    r.left = 0
    mx.reindex(r)
    r.left = 0
    mx.apply(r, mx.PASS)
    assert list(r.markers) == [1, 0, 0, 0, 0, 0, 0, 0] and 0 in r.open
    r.seat = 0
    mx.apply(r, play(5, 1, 0))
    assert r.markers[0] == 0


def test_the_referee_follows_joined_trains():
    # 003 [§1, Trains]: a tile reported on the second seat's train is
    # refused (nobody builds it); on the pair's train it is the own play.
    r = rf.Referee(8, games.options("mexican-train", {"joined_trains": True}), 1, bytes([9] * 8), 18)
    why = refused(r, rf.PLAY, 1)
    assert "nobody builds" in why and "seat 2's train" in why, why
    r.report(rf.DRAW)
    r.report(rf.PASS)                  # seat 1's marker goes on the pair's train
    assert r.markers[0] == 1 and r.markers[1] == 0
    r.report(rf.PLAY, 0)               # seat 3 (index 2) on the marked train: open to all
    assert r.markers[0] == 1
    for _ in range(5):                 # seats 4 to 8 on their pairs' trains
        r.report(rf.PLAY, turn.home(r, r.seat))
    assert r.seat == 0
    r.report(rf.PLAY, 0)               # seat 0 on its pair's train: the marker goes
    assert r.markers[0] == 0


def test_joined_trains_only_where_003_allows_them():
    # 003: more than 7 players, or double-15 or double-18 [§1, Trains]: a
    # match at another table is refused when it is made.
    from ledger.match import Match
    for names, set_n, ok in ((4, 12, False), (7, 12, False), (8, 12, True), (4, 15, True), (2, 18, True)):
        try:
            Match("mexican-train", ["P%d" % i for i in range(names)], set_n, {"joined_trains": True})
        except RulesError as e:
            assert not ok and "joined_trains" in str(e), (names, set_n, str(e))
        else:
            assert ok, (names, set_n)


def test_joined_trains_on_the_device_buttons():
    # 003 on the device: eight players, double-12. The dealer shows the
    # pairs; OK lays a tile on the player's pair's train; a pass puts the
    # marker on it, drawn at both partners' places.
    seen = []
    app = referee_app(["P%d" % (i + 1) for i in range(8)], 12, {"joined_trains": True}, 5, seen)
    assert any("Trains shared:" in f and "1+2 3+4 5+6 7+8" in f for f in seen), seen
    r = app.screen.r
    s = r.seat
    press(app, "ok")                  # seat s on its pair's train
    assert r.started[s - s % 2] == 1 and not r.started[s - s % 2 + 1]
    t = r.seat
    press(app, "down", "down")        # the next seat draws, passes: its pair's train marked
    assert r.markers[t - t % 2] == 1
    assert "nobody builds" in refused(r, rf.PLAY, t - t % 2 + 1)
