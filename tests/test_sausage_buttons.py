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

