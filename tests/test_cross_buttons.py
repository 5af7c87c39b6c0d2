"""The cross and fives games end to end by the device's buttons in layout
mode (tests/cross_buttons.py): engine-played matches pressed into the app,
the dealer told who holds what and checked to name the engine's opener,
every tile entered with its end and outer number, the screen read back
after every move (the open ends, their sum, the points of the play and of
every seat), the round entry pre-filled with the points the referee worked
out, and the saved standings equal to the rules core's ledger
[RULES.md 5, 6, 7, 8, 9]. Also RULES.md 7's worked example, by buttons."""
import pytest

import cross_buttons as cb
from apphw import hardware, new_app, press
from referee_buttons import _fast
from rules import games


def over_budget(counts):
    return {k: v for k, v in counts.items() if k == "a tile on a cross layout" and v[2] > cb.BUDGET}


def test_a_muggins_match_by_buttons_in_layout_mode_scores_the_engines_points():
    # RULES.md 8: a play making the ends a multiple of 5 scores it; going
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
    # RULES.md 5 (Chechevé), 6 (Donkey), 7 (Telephone, pairs), 8 (Muggins),
    # 9 (Bergen: the opener by its rule, one tile bought a turn).
    counts = {}
    got, want, moves, _s = cb.play_match(game, players, 11, teams=teams, counts=counts, rounds=3)
    assert [r["charged"] for r in got["rounds"]] == [r["charged"] for r in want["rounds"]] and moves > 20
    assert not over_budget(counts), counts


def test_telephone_doubles_laid_together_by_buttons():
    # RULES.md 7: up to four doubles (one per side) may be laid at once.
    counts = {}
    for seed in range(11, 30):
        cb.play_match("telephone", 4, seed, teams=True, counts=counts, rounds=3)
        if "doubles together" in counts:
            break
    assert counts.get("doubles together", [0])[0] >= 1, counts


def texts(app):
    return app.hw.display.frame


def test_rules_7_worked_example_through_the_buttons():
    # RULES.md 7: "3-2 scores 5; then laying 2-2 and 3-3 together scores 10".
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
    assert app.name == "line_referee" and app.screen.r.lead < 0
    press(app, "ok")                            # the first tile: its two numbers
    press(app, "ok")                            # 3 (the picker starts on the middle, 3)
    press(app, "up", "ok")                      # 3|2
    assert "=5" in texts(app) and "5!" in texts(app) and "Pts 5 0" in texts(app), texts(app)
    assert "3 2" in texts(app)
    # Bob: 2-2 on end 1 (held OK: another double with it), then 3-3 on end 0.
    press(app, "down")
    sc = app.screen
    press(app, *["down"] * ((sc.items.index(1 << 4 | 2) - sc.cur) % len(sc.items)))
    press(app, "ok-long")
    assert app.screen.parts and "+2-2" in texts(app), texts(app)
    press(app, "up")
    sc = app.screen
    assert sc.items == [3], sc.items             # only the 3-3 goes with it, on end 0
    press(app, "ok")
    assert "=10" in texts(app) and "10!" in texts(app) and "Pts 5 10" in texts(app), texts(app)
    # The move is saved: the round in play replays to the same points.
    app.go("referee")
    press(app)
    assert app.screen.r.points == [5, 10]
    # BACK undoes the two doubles: Bob to lay again, his 10 gone.
    press(app, "back")
    assert app.screen.r.points == [5, 0] and app.screen.r.seat == 1
    assert "Pts 5 0" in texts(app) and "5!" in texts(app), texts(app)
