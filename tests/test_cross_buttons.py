"""The cross and fives games end to end by the device's buttons in layout
mode (tests/cross_buttons.py): engine-played matches pressed into the app,
the dealer told who holds what and checked to name the engine's opener,
every tile entered with its end and outer number, the screen read back
after every move (the open ends, their sum, the points of the play and of
every seat), the round entry pre-filled with the points the referee worked
out, and the saved standings equal to the rules core's ledger
[rules/README.md §5, 6, 7, 8, 9]. Also rules/README.md §7's worked example, by buttons."""
import pytest

import cross_buttons as cb
from apphw import hardware, new_app, press
from referee_buttons import _fast
from rules import games



def referee_screen(app):
    """The screen that referees the game under its house rule
    (rules.families: the cross games' quick mode is the line games')."""
    from rules.families import screen
    return screen(app.book.table["game"], app.book.options(), "referee")

def over_budget(counts):
    return {k: v for k, v in counts.items() if k == "a tile on a cross layout" and v[2] > cb.BUDGET}


def test_a_muggins_match_by_buttons_in_layout_mode_scores_the_engines_points():
    # rules/README.md §8: a play making the ends a multiple of 5 scores it; going
    # out 10; game to 200. Every round's points in play, and the match,
    # equal the engine's.
    counts = {}
    got, want, moves, scored = cb.play_match("muggins", 2, 3, counts=counts)
    assert got["over"] and got["totals"] == want["totals"] and max(got["totals"]) >= 200
    assert got["winner"] == want["winner"]
    assert sum(map(sum, scored)) >= 100, scored          # points were scored during play
    assert counts["a tile on a cross layout"][0] > 100 and not over_budget(counts), counts


@pytest.mark.parametrize("game,players,teams", [("telephone", 4, True), ("bergen", 3, False),
                                                 ("donkey", 4, False), ("checheve", 2, False),
                                                 ("muggins", 4, False)])
def test_every_cross_game_by_buttons_in_layout_mode(game, players, teams):
    # rules/README.md §5 (Chechevé), 6 (Donkey), 7 (Telephone, pairs), 8 (Muggins),
    # 9 (Bergen: the opener by its rule, one tile bought a turn).
    counts = {}
    got, want, moves, _s = cb.play_match(game, players, 11, teams=teams, counts=counts, rounds=3)
    assert [r["charged"] for r in got["rounds"]] == [r["charged"] for r in want["rounds"]] and moves > 20
    assert not over_budget(counts), counts


@pytest.mark.parametrize("game,players", [("muggins", 2), ("bergen", 2)])
def test_quick_mode_a_press_a_report_and_the_points_entered_at_the_end(game, players):
    # rules/README.md §8, 9 (one tile a turn): quick mode as the line games':
    # played / drew / knocked, one press each; the points in play are typed
    # on the round entry and the standings equal the rules core's.
    counts = {}
    got, want, moves, scored = cb.play_match(game, players, 5, counts=counts, rounds=2, mode="quick")
    assert [r["charged"] for r in got["rounds"]] == [r["charged"] for r in want["rounds"]] and moves > 20
    assert counts["a tile (quick)"][2] == 1 and sum(map(sum, scored)) > 0, (counts, scored)


def test_telephone_doubles_laid_together_by_buttons():
    # rules/README.md §7: up to four doubles (one per side) may be laid at once.
    counts = {}
    for seed in range(11, 30):
        cb.play_match("telephone", 4, seed, teams=True, counts=counts, rounds=3)
        if "doubles together" in counts:
            break
    assert counts.get("doubles together", [0])[0] >= 1, counts


def texts(app):
    return app.hw.display.frame


def test_rules_7_worked_example_through_the_buttons():
    # rules/README.md §7: "3-2 scores 5; then laying 2-2 and 3-3 together scores 10".
    app = telephone_after_3_2()
    # Bob: 2-2 on end 1 (held OK: another double with it), then 3-3 on end 0.
    press(app, "down")
    sc = app.screen
    press(app, *["up"] * ((sc.items.index(1 << 4 | 2) - sc.cur) % len(sc.items)))   # UP raises
    press(app, "ok-long")
    assert app.screen.parts and "+2-2" in texts(app), texts(app)
    press(app, "up")
    sc = app.screen
    assert sc.items == [3], sc.items             # only the 3-3 goes with it, on end 0
    press(app, "ok")
    assert "=10" in texts(app) and "10!" in texts(app) and "Points 5 10" in texts(app), texts(app)
    # The move is saved: the round in play replays to the same points.
    app.go("referee")
    press(app)
    assert app.screen.r.points == [5, 10]
    # BACK undoes the two doubles: Bob to lay again, his 10 gone.
    press(app, "back")
    assert app.screen.r.points == [5, 0] and app.screen.r.seat == 1
    assert "Points 5 0" in texts(app) and "5!" in texts(app), texts(app)


def dealer_app(game, players, options=None):
    _fast()
    app = new_app(hardware(seed=4))
    app.strict = True
    app.book.start({"game": game, "names": ["P%d" % (i + 1) for i in range(players)], "set": 6,
                    "options": games.changed(game, dict(options or {}, referee="layout")), "teams": 0})
    app.go("dealer")
    press(app)
    return app


def asked(app):
    """Every "Who has ...?" the dealer asks, answered "nobody" each time."""
    press(app, "ok", "ok")   # seats, tiles
    out = []
    while True:
        t = [x for x in texts(app) if x.startswith("Who has") or x.startswith("No double")]
        out.append(t[0])
        if t[0].startswith("No double"):
            return out
        press(app, *["up"], "ok")   # UP from the first seat: Nobody


def test_the_dealer_asks_each_games_opening_tiles_in_order():
    # rules/README.md §7: the holder of 0-0 opens (option: 2-3); then, nobody
    # holding it (a bazaar), the lowest double held, then the lightest tile
    # (rules.cross.variants' notes).
    dbl = ["Who has %d-%d?" % (x, x) for x in range(7)]
    assert asked(dealer_app("telephone", 3)) == dbl + ["No double: who"]
    assert asked(dealer_app("telephone", 3, {"opener": "2-3"})) == ["Who has 2-3?"] + dbl + ["No double: who"]
    # rules/README.md §5: Chechevé 1-1, 2-2 ... 6-6, then 0-0.
    assert asked(dealer_app("checheve", 3)) == dbl[1:] + dbl[:1] + ["No double: who"]
    # rules/README.md §6: Donkey is Kozel's: 1-1 upwards, 0-0 never opens.
    assert asked(dealer_app("donkey", 3)) == dbl[1:] + ["No double: who"]
    # rules/README.md §9: Bergen the 0-0, else the lowest double; with none the lowest tile.
    assert asked(dealer_app("bergen", 3)) == dbl + ["No double: who"]


def test_the_dealer_names_the_opener_and_the_tile_that_opens():
    # rules/README.md §7: the 2-3 (option), its holder opens with it.
    app = dealer_app("telephone", 2, {"opener": "2-3"})
    press(app, "ok", "ok", "down", "ok")   # seat 2 holds the 2-3
    assert app.name == referee_screen(app) and app.screen.r.seat == 1
    from rules.tiles import tile
    assert app.screen.r.lead == tile(2, 3)
    press(app, "ok")                       # OK lays it
    assert list(app.screen.r.laid) == [tile(2, 3)] and "5!" in texts(app) and "Points 0 5" in texts(app)
    # rules/README.md §8: the Muggins opener leads any tile (seat 1 in round 1).
    app = dealer_app("muggins", 3)
    press(app, "ok", "ok")
    assert "Opens:" in texts(app) and "with any tile" in texts(app)
    press(app, "ok")
    assert app.screen.r.seat == 0 and app.screen.r.lead < 0


def test_the_dealer_tells_tiles_each_the_bazaar_and_bergens_two_tiles():
    # rules/README.md §9: 6 tiles each for 2-3 players, 5 for 4; the last two bazaar
    # tiles are never drawn.
    app = dealer_app("bergen", 3)
    press(app, "ok")
    assert "Each player" in texts(app) and "last 2 stay down" in texts(app)
    assert app.screen.hand == 6 and app.screen.bone == 10
    app = dealer_app("bergen", 4)
    press(app, "ok")
    assert app.screen.hand == 5 and app.screen.bone == 8
    # rules/README.md §8: Muggins, 3-4 players take 5; rules/README.md §7: Telephone 7 each.
    app = dealer_app("muggins", 4)
    assert app.screen.hand == 5
    app = dealer_app("telephone", 2)
    press(app, "ok")
    assert app.screen.hand == 7 and "last 2 stay down" not in texts(app)


def telephone_after_3_2():
    """Telephone by buttons, Ann's 3-2 laid (rules/README.md §7: it scores 5)."""
    _fast()
    app = new_app(hardware(seed=4))
    app.strict = True
    app.book.start({"game": "telephone", "names": ["Ann", "Bob"], "set": 6,
                    "options": games.changed("telephone", {"referee": "layout"}), "teams": 0})
    app.go("dealer")
    press(app, "ok", "ok")                      # seats, tiles
    while app.screen.top < len(app.screen.items):
        press(app, "down", "down", "ok")        # nobody holds it (0-0, then every double)
    press(app, "ok")                            # the lightest tile: seat 1
    assert app.name == referee_screen(app) and app.screen.r.lead < 0
    press(app, "ok")                            # the first tile: its two numbers
    press(app, "ok")                            # 3 (the picker starts on the middle, 3)
    press(app, "down", "ok")                    # 3|2 (DOWN lowers the number)
    assert "=5" in texts(app) and "5!" in texts(app) and "Points 5 0" in texts(app), texts(app)
    assert "3 2" in texts(app)
    return app


def test_share_mode_reads_the_round_from_the_cross_referee():
    # The share page's state (share.state.referee_state, the referee's
    # state()): after Ann's 3-2 [rules/README.md §7], Bob to move, 6 tiles to 7,
    # 14 in the bazaar, the ends 3 and 2, Ann's 5 points in play.
    app = telephone_after_3_2()
    from share.state import referee_state
    s = referee_state(app.book)
    assert (s["to_move"], s["tiles"], s["boneyard"], s["last_tile"], s["over"], s["out"]) == \
        (1, [6, 7], 14, [], False, -1), s
    assert s["ends"] == [3, 2] and s["points"] == [5, 0], s


def test_points_not_called_are_marked_from_the_menu_and_not_credited():
    # Seed 002, Telephone: the player "сразу записать в свой актив 10 очков
    # или 5 очков" (writes the points to their own credit at once); the
    # sources give no rule for points nobody writes, so points marked not
    # called are credited to nobody (rules.cross.referee's MISS report).
    app = telephone_after_3_2()
    press(app, "down-long")
    assert texts(app)[2:4] == ["5 not called", "Enter scores"], texts(app)
    press(app, "ok")
    assert app.name == referee_screen(app) and app.screen.r.points == [0, 0]
    assert "missed 5" in texts(app) and "Points 0 0" in texts(app) and "5!" not in texts(app), texts(app)
    # Saved before shown: after a power-off the mark stands.
    app.go("referee")
    press(app)
    assert app.screen.r.points == [0, 0] and "missed 5" in texts(app), texts(app)
    # The menu offers to take the mark back; BACK takes it back too, first.
    press(app, "down-long")
    assert texts(app)[2] == "5 called", texts(app)
    press(app, "back", "back")                  # close the menu; undo the mark
    assert app.screen.r.points == [5, 0] and "5!" in texts(app) and app.screen.r.seat == 1
    assert app.msg.startswith("Undone: Ann's points not called."), app.msg   # issue 43, item 3
    press(app, "ok")                            # put the message away (hold OK would redo)
    press(app, "down-long", "ok")               # marked again; Bob plays on
    press(app, "down", "ok")
    r = app.screen.r
    assert r.seat == 0 and r.points[0] == 0 and len(r.laid) == 2
    # The round entry is pre-filled from the saved log: Ann's 5 not in it.
    from rules.cross import referee as cross_referee
    b = app.book
    got = cross_referee.outcome(b.table, b.options(), b.round_no(), b.load_play(), None)
    assert got[4] == [0, r.scored], got


def test_a_play_that_scores_nothing_offers_no_missed_points():
    # rules/README.md §7: only a multiple of 5 scores; nothing to miss otherwise.
    app = telephone_after_3_2()
    sc = app.screen
    press(app, "down")
    press(app, *["up"] * ((sc.items.index(1 << 4 | 1) - sc.cur) % len(sc.items)))
    press(app, "ok")                            # Bob: 2-1 on end 1: ends 3 and 1, 4
    assert app.screen.r.scored == 0 and "=4" in texts(app), texts(app)
    press(app, "down-long")
    assert texts(app)[2] == "Enter scores" and not any("called" in t for t in texts(app)), texts(app)


def test_the_menu_corrects_who_went_out_and_undo_takes_it_back():
    # rules/README.md §7: the round ends when a player is out; the players may
    # tell the device so from the menu, as in the line games (their
    # "Who went out?"). The points in play stay the round's.
    app = telephone_after_3_2()
    press(app, "down-long")
    assert texts(app)[2:7] == ["5 not called", "Enter scores", "Who went out?", "Round is blocked",
                               "Leave (saved)"], texts(app)
    press(app, "down", "down", "ok")
    assert "Who went out?" in texts(app) and "Bob" in texts(app), texts(app)   # the seat to move first
    press(app, "up", "ok")                      # Ann
    assert "Ann: 6 tiles on record. Went out?" in app.msg.replace("\n", " "), app.msg   # issue 26, item 7
    press(app, "ok")                            # yes
    r = app.screen.r
    assert r.over and "went out" in texts(app) and "Ann" in texts(app), texts(app)
    from rules.outcome import outcome
    b = app.book
    got = outcome(b.table, b.options(), b.round_no(), b.load_play(), None)
    assert got[0] == 0 and not got[1] and got[4] == [5, 0], got
    press(app, "back")                          # undo the correction
    assert not app.screen.r.over and app.screen.r.seat == 1 and app.screen.r.points == [5, 0]
    got = outcome(b.table, b.options(), b.round_no(), b.load_play(), None)
    assert got[0] == -1 and not got[1], got      # saved: the round is on again


def test_the_menu_calls_a_block_only_once_nothing_is_left_to_draw():
    # rules/README.md §0: a block is when nobody can play and nobody can draw.
    app = telephone_after_3_2()
    press(app, "down-long", "down", "down", "down", "ok")
    assert not app.screen.r.over and app.screen.r.left == 14
    assert "boneyard is not empty" in app.msg, app.msg
    for _ in range(40):
        if not app.screen.r.left:
            break
        press(app, "ok")                        # draw one
    assert app.screen.r.left == 0 and not app.screen.r.over
    press(app, "down-long", "down", "down", "ok")   # no points to miss now: Enter, Who, Blocked
    assert app.screen.r.over and "Blocked" in texts(app), texts(app)
    from rules.outcome import outcome
    b = app.book
    got = outcome(b.table, b.options(), b.round_no(), b.load_play(), None)
    assert got[0] == -1 and got[1] and got[3] == 0 and got[4] == [5, 0], got


def quick_table(game, players=2):
    _fast()
    app = new_app(hardware(seed=4))
    app.strict = True
    app.book.start({"game": game, "names": ["P%d" % (i + 1) for i in range(players)], "set": 6,
                    "options": games.changed(game, {"referee": "quick"}), "teams": 0})
    app.go("dealer")
    press(app, "ok", "ok")
    for _ in range(20):
        if app.name != "line.dealer":
            break
        sc = app.screen
        asking = getattr(sc, "top", 0) < len(getattr(sc, "items", b"") or b"")
        press(app, *(["down", "down", "ok"] if asking else ["ok"]))   # nobody holds it
    assert app.name == referee_screen(app), app.name
    return app


def test_quick_mode_reports_several_doubles_in_one_move():
    # rules/README.md §7: "Up to four doubles (one per side) may be laid at once"
    # (Telephone; Chechevé and Donkey too, rules/README.md §5, 6): hold OK, pick
    # how many, OK; the tiles leave that hand and the turn passes.
    app = quick_table("telephone")
    press(app, "ok")                            # P1 leads a tile: 6 left
    r = app.screen.r
    assert list(r.held) == [6, 7] and r.seat == 1
    press(app, "ok-long")
    assert "Doubles at once:" in texts(app) and app.screen.items[app.screen.cur] == 2, texts(app)
    press(app, "ok")                            # P2: two doubles
    r = app.screen.r
    assert list(r.held) == [6, 5] and r.seat == 0, list(r.held)
    press(app, "ok-long", "up", "ok")           # P1: three doubles (UP raises the count)
    r = app.screen.r
    assert list(r.held) == [3, 5] and r.seat == 1, list(r.held)
    # Saved, replayed after a power-off; BACK undoes the three.
    app.go("referee")
    press(app)
    assert list(app.screen.r.held) == [3, 5]
    press(app, "back")
    assert list(app.screen.r.held) == [6, 5] and app.screen.r.seat == 0
    assert app.msg.startswith("Undone: P1"), app.msg   # issue 43, item 3: said, hold OK redoes
    press(app, "ok")                            # put the message away
    press(app, "ok-long", "down", "ok")         # DOWN from 2 wraps to 4: P1 lays four of six
    assert list(app.screen.r.held) == [2, 5]


def test_quick_mode_offers_no_doubles_together_where_the_game_lays_one_tile():
    # rules/README.md §8 (Muggins) and 9 (Bergen) lay one tile a turn.
    for game in ("muggins", "bergen"):
        app = quick_table(game)
        press(app, "ok")
        held = list(app.screen.r.held)
        press(app, "ok-long")
        assert not app.screen.pick and list(app.screen.r.held) == held, (game, texts(app))
        assert "Doubles at once:" not in texts(app)


def test_hold_back_undoes_the_last_report_not_a_scored_round():
    # As the line referee: hold BACK undoes the round's last report while
    # there is one; only then the last scored round (app.main.App.undo).
    app = telephone_after_3_2()
    rounds = len(app.book.rounds)
    press(app, "back-long")
    r = app.screen.r
    assert not r.laid and r.points == [0, 0] and len(app.book.rounds) == rounds
    # The report undone is said (issue 43, item 3), not "Nothing to undo."
    # nor the question before undoing a scored round.
    assert app.msg.startswith("Undone: Ann's 3-2."), app.msg


def round_out_on_a_scoring_play(game="muggins"):
    """A round the engine's bots play to a finish whose last play scores,
    as the device logs it (rules.cross.referee.Referee.report)."""
    from rules.cross import position as cx
    from rules.cross import referee as rf
    from rules.cross.bots import make
    from rules.cross.simulate import Match, new_round
    from rules.rng import Rng
    buf = cx.new_buffer()
    t = {"game": game, "set": 6, "names": ["Ann", "Bob"]}
    for seed in range(100):
        rng = Rng(seed)
        m = Match(game, 2, games.options(game))
        r = new_round(rng, m)
        f = rf.begin(t, m.options, 0, r.seat, b"")
        bot = make("greedy")
        while not r.over:
            n = cx.moves(r, buf)
            mv = buf[0] if n == 1 else bot.choose(r, buf, n, rng)
            if mv == cx.DRAW:
                f.report(rf.DRAW)
            elif mv == cx.PASS:
                f.report(rf.PASS)
            elif not r.laid:
                f.report(rf.PLAY, 0, bytes((rf.part(mv >> 3, mv & 3),)))
            else:
                f.report(rf.PLAY, 0, bytes(rf.part(*p) for p in cx.parts(r, mv)))
            cx.apply(r, mv)
        if f.over == cx.OUT and f.scored:
            return f
    raise AssertionError("no round went out on a scoring play")


def test_the_last_play_of_a_round_may_be_marked_not_called_too():
    # rules/README.md §8: a play making the ends a multiple of 5 scores, the last
    # one too; marked not called (seed 002: points are written at once by
    # the player), the round entry does not count it.
    from rules.cross import referee as rf
    from rules.outcome import outcome
    f = round_out_on_a_scoring_play()
    _fast()
    app = new_app(hardware(seed=4))
    app.strict = True
    app.book.start({"game": "muggins", "names": ["Ann", "Bob"], "set": 6,
                    "options": games.changed("muggins", {"referee": "layout"}), "teams": 0})
    app.book.save_play(f.opener, bytes(f.log))   # with its summary
    app.go("referee")
    press(app)
    assert app.screen.r.over and list(app.screen.r.points) == list(f.points)
    press(app, "down-long")
    assert texts(app)[2:5] == ["%d not called" % f.scored, "Enter scores", "Leave (saved)"], texts(app)
    press(app, "ok")
    want = list(f.points)
    want[f.out] -= f.scored
    b = app.book
    got = outcome(b.table, b.options(), b.round_no(), b.load_play(), None)
    assert got[0] == f.out and got[4] == want, (got, want)
    assert "missed %d" % f.scored in texts(app), texts(app)


# Muggins' house rule doubles_either_way [002 l.240: "Дубли, кроме первого, игрок укладывает
# вдоль и поперек так, как ему выгодно"; rules/README.md §8]: the end's picker has a row "End e
# along" for a later double; laid along, the end counts one half.
def test_with_doubles_either_way_a_muggins_match_by_buttons_lays_doubles_along_and_scores_alike():
    counts = {}
    got, want, moves, scored = cb.play_match("muggins", 2, 5, options={"doubles_either_way": True},
                                             counts=counts, kinds=("random",))
    assert got["over"] and got["totals"] == want["totals"] and got["winner"] == want["winner"]
    assert counts["a double along"][0] >= 3 and counts["a double along"][2] <= cb.BUDGET, counts


def test_with_doubles_either_way_the_picker_offers_a_later_double_along_and_counts_one_half():
    app = dealer_app("muggins", 2, {"doubles_either_way": True})
    while "dealer" in app.name:
        press(app, "ok")
    sc = app.screen

    def lay(key, item):
        press(app, key)
        press(app, *cb._steps(app.screen.items, app.screen.cur, item))
        press(app, "ok")
    press(app, "ok", "up", "up", "ok", "up", "up", "ok")   # P1 leads the spinner 5-5: 10
    lay("up", 3)       # P2: 5-3 on end 0: 3 + 10 (the spinner, both halves)
    lay("down", 1 << 4 | 2)    # P1: 5-2 on end 1: 3 + 2 = 5
    assert sc.r.points == [15, 0], (sc.r.points, texts(app))
    # P2: UP opens end 0's picker, with the 3-3 across (3: 6 + 2 = 8, nothing) and along (8 | 3).
    press(app, "up")
    assert 3 in app.screen.items and 8 | 3 in app.screen.items
    press(app, *cb._steps(app.screen.items, app.screen.cur, 8 | 3))
    assert "End 0 along" in texts(app), texts(app)
    press(app, "ok")
    assert sc.r.points == [15, 5] and not app.msg        # 3 (one half, along) + 2 = 5 scores
    assert "3 2 - - =5" in " ".join(texts(app)) or "=5" in texts(app), texts(app)
