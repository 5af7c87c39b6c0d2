"""The power cut in the middle of a press [issue 27, item 2]: a sample of
tests/press_cut.py (each write of every press of a keyed match, two
families; every press of every family in `make bench`,
tests/bench/bench_press_cut.py): the device starts, says nothing, and is in
the state before the press or after it."""
import pytest

import press_cut


@pytest.mark.parametrize("game", ["mexican-train", "muggins"])
def test_a_cut_in_any_press_leaves_the_state_before_or_after_it(game):
    out = press_cut.run(game, seed=4, presses=50)
    print(out.line())
    assert out.cuts >= 10, out.line()        # the presses wrote: the cuts were made
    assert not out.wrong, out.wrong[:3]
