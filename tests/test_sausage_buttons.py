"""Sausage refereed by the device's buttons in layout mode [rules/README.md §12]
(tests/sausage_buttons.py): whole engine-played matches pressed in turn by
turn, the screen read back after every turn against the engine, the saved
totals equal to the rules core's; a tile on a line within the line games'
budget of 4 presses, a misfit 1."""
import pytest

import sausage_buttons as sb
from sausage_diff import Divergence
from rules.sausage import position as sg


@pytest.mark.parametrize("seed", (1, 2))
def test_a_sausage_match_by_buttons_ends_with_the_rules_cores_totals(seed):
    counts = {}
    got, want, turns, cuts = sb.play_match(seed, counts=counts)
    assert want["over"] and got["over"]
    assert got["totals"] == want["totals"] and got["winner"] == want["winner"]
    assert turns > 200
    assert counts["a tile on a line"][2] <= sb.BUDGET
    assert counts["a misfit put back"][2] == 1
    if seed == 1:
        assert cuts and counts["a cut"][0] and counts["a double put in"][0]


def test_the_button_check_fails_a_screen_that_drops_a_misfit():
    # Planted: OK (the tile fits nowhere) is not reported, so the turn never passes.
    def plant(sc):
        real = sc.report
        sc.report = lambda kind, arg=0, tile=-1: real(kind, arg, tile) if kind != sg.BACK else None
    with pytest.raises(Divergence, match="the screen shows"):
        sb.play_match(1, rounds=1, on_screen=plant)



# Option double_first [002 l.256: "иногда начинают с дупеля"; l.509: "Возможен вариант, когда
# игра начинается с дубля"; rules/README.md §12]: the opener lays a double from their row
# (OK, its number, OK), or holds OK when the row has none and the other seat opens.
def test_with_double_first_a_match_by_buttons_opens_each_round_with_a_double():
    counts = {}
    got, want, turns, _cuts = sb.play_match(3, counts=counts, options={"double_first": True})
    assert want["over"] and got["totals"] == want["totals"] and got["winner"] == want["winner"]
    assert counts["the first double"][0] == len(want["rounds"]) and counts["the first double"][2] <= sb.BUDGET
    assert "the first tile" not in counts


def test_with_double_first_an_opener_without_a_double_holds_ok_and_the_other_opens():
    from sausage_diff import _no_double_for
    counts = {}
    got, want, _turns, _cuts = sb.play_match(4, rounds=2, counts=counts, options={"double_first": True},
                                             deal=lambda r: _no_double_for(r, r.seat))
    assert counts["no double: the other opens"] == [2, 2, 1] and counts["the first double"][0] == 2
    assert [row["charged"] for row in got["rounds"]] == [row["charged"] for row in want["rounds"][:2]]


def test_with_double_first_the_screens_say_it_and_a_second_no_double_is_refused():
    from apphw import hardware, new_app, press
    from rules import games
    app = new_app(hardware(seed=5))
    app.book.start({"game": "sausage", "names": ["Ann", "Bob"], "set": 6, "teams": 0,
                    "options": games.changed("sausage", {"referee": "layout", "double_first": True})})
    app.go("dealer")
    press(app, "ok")
    assert "double. Without" in app.hw.display.frame   # the opener's page: "opens, laying a double"
    press(app, "ok")
    assert "hold no double first tile" in " ".join(app.hw.display.frame)   # hold OK: no double; OK: the tile
    press(app, "ok")
    assert "First double:" in app.hw.display.frame
    press(app, "back")
    press(app, "ok-long")     # Ann: no double in her row
    assert app.screen.r.seat == 1 and not app.msg
    press(app, "ok-long")     # Bob cannot say so too: one of the two rows holds a double
    assert "One row holds a double" in (app.msg or "") and app.screen.r.seat == 1
