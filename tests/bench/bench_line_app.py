# bench: cpython
# bench-long-part: 6 matches a game, not 2, 2 minutes
# Issue 11: engine-played line-game matches pressed into the device app
# through its buttons (tests/line_buttons.py: the app in-process on the
# test hardware, as the headless simulator runs it), every game in layout
# mode: the dealer told who holds each double it asks for, every move
# reported with its end and outer number, the screen read back after every
# move and the saved standings compared with the rules core's. Then the
# presses each kind of report took, mean and largest: a tile on a line has
# the budget of 4.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "firmware"))
sys.path.insert(0, os.path.join(ROOT, "tests"))
from benchlib import LONG, QUICK, elapsed, report, ticks  # noqa: E402

import line_buttons as lb  # noqa: E402
from rules import games  # noqa: E402

t0 = ticks()
counts = {}
matches = rounds = moves = 0
for game in ("block", "draw", "two-player", "kozel", "sport", "sea-kozel", "general", "seven", "kids"):
    row = games.game(game)
    for seed in range(1 if QUICK else 6 if LONG else 2):   # make bench: 2 matches a game
        got, want, n, _ = lb.play_match(game, row[3] if game != "seven" else 3, {"referee": "layout"}, 100 + seed,
                                        teams=row[4] == 2, counts=counts, rounds=1 if QUICK else 4)
        matches += 1
        rounds += len(got["rounds"])
        moves += n
report("line-game matches pressed by buttons in layout mode, screen against engine after every move", matches)
report("rounds", rounds)
report("engine moves compared", moves)
report("divergences", 0)
for k in sorted(counts):
    n, total, most = counts[k]
    if k[:1] == "(":
        report("times " + k[1:-1], n)   # Seven's sums seen, no presses of their own
        continue
    report("presses, " + k, "%d reports, mean %.2f, largest %d%s" % (
        n, total / n, most, " (budget %d)" % lb.BUDGET if k == "a tile on a line" else ""))
n, total, most = counts["a tile on a line"]
report("presses per tile on a line, largest (target <= %d)" % lb.BUDGET, most)
report("seconds", "%.0f" % (elapsed(t0) / 1e6))
