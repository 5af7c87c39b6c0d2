# bench: cpython
# bench-long-part: all 84 matches, not 12, 4 minutes
# Issue 10: engine-played Mexican Train rounds pressed into the device app
# through its buttons (tests/referee_buttons.py: the app in-process on the
# test hardware, as the headless simulator runs it): 84 matches of 4
# rounds, 336 rounds over every option set of rules/README.md §1 and 2 to 8
# players. After every engine move the referee's screen, read back from
# the frame, shows the engine's whose turn, tiles each, markers, the due
# double, boneyard, last-tile seats and round end; a divergence stops the
# run. Then the presses each kind of report took: mean and largest, and the
# issue's budget.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "firmware"))
sys.path.insert(0, os.path.join(ROOT, "tests"))
from benchlib import LONG, QUICK, elapsed, report, ticks  # noqa: E402

import referee_buttons as rb  # noqa: E402

t0 = ticks()
# make bench: 12 of the 84 matches (every option set of rules/README.md §1, 2 to
# 8 players, still); LONG=1: all of them.
rounds, moves, counts = rb.run(2, rounds=1) if QUICK else rb.run(84 if LONG else 12, rounds=4)
report("rounds pressed by buttons, screen against engine after every move", rounds)
report("engine moves compared", moves)
report("divergences", 0)
for line in rb.report_lines(counts):
    name, _, value = line.partition(": ")
    report("presses, " + name, value)
over = rb.over_budget(counts)
report("kinds over their budget", ", ".join(sorted(over)) or "none")
report("seconds", "%.0f" % (elapsed(t0) / 1e6))
