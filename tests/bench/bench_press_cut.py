# bench: cpython
# bench-long: 3 minutes (every write of 120 presses in five families cut)
# Issue 27, item 2: the power cut at every write of every press of a keyed
# match, in every game family (tests/press_cut.py; a sample in `make test`,
# tests/test_press_cut.py). Prints the counts per game; exits 1 on a power-on
# that crashed, spoke, or was in neither the state before the press nor after.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))  # apphw
from benchlib import QUICK, report  # noqa: E402
import press_cut  # noqa: E402

bad = 0
for game in ("mexican-train", "kozel", "muggins", "sausage", "counting"):
    out = press_cut.run(game, seed=9, presses=10 if QUICK else 120)
    report("press cut %s: presses / power cuts" % game, "%d / %d" % (out.presses, out.cuts))
    report("press cut %s: wrong states after the cut" % game, len(out.wrong))
    for line in out.wrong[:3]:
        print("FAIL: " + line)
    bad += len(out.wrong)
    if QUICK:
        break
sys.exit(1 if bad else 0)
