"""The line games end to end by the device's buttons (tests/line_buttons.py):
engine-played matches pressed into the app, the dealer told who holds what
and checked to name the engine's opener, every move reported on the
referee screen and the screen read back after it, the facts entered at
each round's end, and the saved standings equal to the rules core's ledger
of the same rounds [rules/README.md §2, 3, 4, 10, 11, 13]. `make bench` plays more
(bench_line_app)."""
import pytest

import line_buttons as lb
from rules import games

LAYOUT = {"referee": "layout"}


def over_budget(counts):
    return {k: v for k, v in counts.items() if k == "a tile on a line" and v[2] > lb.BUDGET}


def test_a_kozel_match_in_pairs_by_buttons_in_layout_mode():
    # rules/README.md §3: partners add their pips; the pair that reaches 101 is the Goat.
    counts = {}
    got, want, moves, _opened = lb.play_match("kozel", 4, LAYOUT, 3, teams=True, counts=counts)
    assert got["over"] and got["totals"] == want["totals"] and max(got["totals"]) >= 101
    assert got["loser"] == want["loser"] and got["titles"] == ["goat"]
    assert counts["a tile on a line"][0] > 100 and not over_budget(counts)


def test_a_sea_kozel_match_with_a_fast_round_by_buttons_in_layout_mode():
    # rules/README.md §4: a round opened with 6-6 (or 0-0) is fast: its loser records 50 (75).
    counts = {}
    got, want, _moves, opened = lb.play_match("sea-kozel", 3, LAYOUT, 2, counts=counts)
    fast = [i for i, t in enumerate(opened) if t in (0, 27)]
    assert fast, opened
    assert got["over"] and got["totals"] == want["totals"] and got["titles"] == want["titles"]
    row = got["rounds"][fast[0]]
    assert row["note"] == "replay" or max(row["charged"]) in (50, 75) or row["note"] == "eggs"
    assert not over_budget(counts)


def test_a_seven_match_with_a_6_and_a_7_by_buttons_in_layout_mode():
    # rules/README.md §11: ends making 6 give another move, 7 make the next player
    # take two and miss the turn; the most pips (doubles 10) get a stick.
    counts = {}
    got, want, _moves, _opened = lb.play_match("seven", 3, LAYOUT, 5, counts=counts)
    assert counts["(Seven: the ends made 6)"][0] and counts["(Seven: the ends made 7)"][0]
    assert got["over"] and got["totals"] == want["totals"] and got["winner"] == want["winner"]
    assert not over_budget(counts)


@pytest.mark.parametrize("game", lb.__dict__.get("GAMES", ("block", "draw", "two-player", "kozel", "sport",
                                                          "sea-kozel", "general", "seven", "kids")))
@pytest.mark.parametrize("mode", ("quick", "layout"))
def test_every_line_game_by_buttons(game, mode):
    row = games.game(game)
    counts = {}
    got, want, moves, _o = lb.play_match(game, row[3] if game != "seven" else 3, {"referee": mode}, 11,
                                         teams=row[4] == 2, counts=counts, rounds=3)
    assert [r["charged"] for r in got["rounds"]] == [r["charged"] for r in want["rounds"]] and moves > 20
    assert not over_budget(counts)
