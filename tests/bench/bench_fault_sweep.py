# bench: cpython
# bench-long: 3 minutes (every flash operation of a round in five families refused three ways)
# Issue 42, item 1: a save the flash refuses, at every flash operation of
# every press of a round of each game family from its first Deal (and an
# undo, a redo, the volume, a rename, then 40 random keys), three ways:
# ENOSPC, an I/O error after half a write, a full flash
# (tests/fault_sweep.py; a sample in `make test`, tests/test_fault_sweep.py).
# Prints the counts per family; exits 1 on a crash screen, a "Not saved"
# for what was saved, a press not saved and not said, a flash in neither
# the state before the press nor after it, or a screen not as before.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))  # apphw
from benchlib import QUICK, report  # noqa: E402
import fault_sweep  # noqa: E402

bad = 0
for game in ("mexican-train", "kozel", "muggins", "sausage", "counting"):
    out = fault_sweep.run(game, seed=9, presses=0 if QUICK else 40, every=8 if QUICK else 1)
    report("fault sweep %s: presses / failures injected" % game, "%d / %d" % (out.presses, out.trials))
    report("fault sweep %s: said Not saved / saved anyway" % game, "%d / %d" % (out.refused, out.kept))
    report("fault sweep %s: crash screens" % game, len(out.crashes))
    report("fault sweep %s: Not saved for what was saved" % game, len(out.misreported))
    report("fault sweep %s: not saved and not said" % game, len(out.silent))
    report("fault sweep %s: flash in neither state" % game, len(out.neither))
    report("fault sweep %s: screen not as before" % game, len(out.screens))
    for line in out.wrong()[:3]:
        print("FAIL: " + line)
    bad += len(out.wrong())
    if QUICK:
        break
sys.exit(1 if bad else 0)
