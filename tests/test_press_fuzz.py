"""A sample of the press fuzz (tests/press_fuzz.py; thousands of presses in
every game in `make bench`, tests/bench/bench_press_fuzz.py): random
presses, holds and power cuts from a fresh flash, and every round the
screen confirmed is still saved at the end unless the player answered OK
to undo's question (issue 26, item 1)."""
import pytest

import press_fuzz


@pytest.mark.parametrize("game", ["mexican-train", "kozel", "sausage", "muggins"])
def test_random_presses_lose_no_confirmed_round(game):
    runs = [press_fuzz.fuzz(game, 400, seed) for seed in (1, 2)]
    for out in runs:
        assert out.crash is None, out.line()
        assert not out.lost, (out.line(), out.lost[:3])
    # Not vacuous: the presses got rounds saved.
    assert sum(o.confirmed for o in runs) > 0, [o.line() for o in runs]
