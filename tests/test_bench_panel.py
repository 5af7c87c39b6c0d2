"""The bytes a press sends to the panel stay within the bench's budget for
its kind of press [issue 45]: Mexican Train's 13-round match and Sausage's
power-on (the family whose ordinary presses send the most), pressed as
`make bench`'s press table presses them (tests/bench/press_cost.py
"PART:bus": the firmware as .mpy on the unix port, the panel's I2C bus
counted), each press held to bench_press_cost.PANEL_BYTES. A press that
stays on its screen (a referee report, a digit, a menu step) sending a
whole frame, a redraw-everything regression, fails here."""
import os
import sys

import pytest

from host_tools import bench

sys.path.insert(0, bench.BENCH)
import bench_press_cost as cost  # noqa: E402

# A full frame as the driver sends it: each page's window (7 bytes), the
# data's control byte and its 128 columns.
FULL_FRAME = 8 * (7 + 1 + 128)


def test_the_budgets_are_below_a_full_frame():
    assert cost.PANEL_BYTES["ordinary"] < FULL_FRAME
    assert cost.PANEL_BYTES["to another screen"] <= FULL_FRAME + 16


def pressed(part):
    def run(arg):
        r = bench.run_micropython("tests/bench/press_cost.py", "512k", mpy=True, args=arg)
        assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
        return r.stdout
    return cost.counted(part, "bus", run=run)


@pytest.mark.parametrize("part", ["match", "line-sausage"])
def test_no_press_sends_more_than_its_kinds_budget(part):
    presses = pressed(part)
    assert len(presses) > 150, "the power-on pressed too little: %d presses" % len(presses)
    over = []
    kinds = set()
    for screen, ev, to, (tx, nbytes) in presses:
        k = cost.kind(screen, ev, to)
        kinds.add(k)
        budget = cost.PANEL_BYTES["ordinary" if k == "ordinary" else "to another screen"]
        if nbytes > budget:
            over.append("%s: %d bytes (budget %d)" % (cost.what(screen, ev, to), nbytes, budget))
    assert kinds == {"ordinary", "to another screen", "a round's save"}, kinds
    assert not over, "%d presses over their budget, e.g. %s" % (len(over), over[:5])
