# bench: cpython
# bench-long: 4 minutes (3,000 presses with power cuts in every game)
# Issue 26, item 1: the press fuzz (tests/press_fuzz.py) in every game,
# thousands of random presses, holds and power cuts each: every round the
# screen confirmed must be saved at the end, or have been taken back by an
# undo the player confirmed. Prints the figures per game; exits 1 on a lost
# round or a crash. (A sample runs in `make test`, tests/test_press_fuzz.py.)
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))  # apphw
from benchlib import QUICK, report  # noqa: E402
import press_fuzz  # noqa: E402
from rules import games  # noqa: E402

PRESSES = 40 if QUICK else 3000

bad = 0
total = [0, 0, 0, 0]
for g in games.names():
    out = press_fuzz.fuzz(g, PRESSES, 11)
    report("press fuzz %s: presses / power cuts / rounds confirmed / undone when asked" % g,
           "%d / %d / %d / %d" % (out.presses, out.cuts, out.confirmed, out.undone))
    report("press fuzz %s: rounds lost" % g, len(out.lost))
    for line in out.lost[:3]:
        print("LOST: " + line)
    if out.crash:
        print("CRASH: " + out.line())
    bad += len(out.lost) + bool(out.crash)
    total = [total[0] + out.presses, total[1] + out.cuts, total[2] + out.confirmed, total[3] + len(out.lost)]
report("press fuzz, every game: presses / power cuts / rounds confirmed / rounds lost", "%d / %d / %d / %d" % tuple(total))
sys.exit(1 if bad else 0)
