# bench: cpython
# bench-long: 1 minute (every file of a match in play damaged, in every family)
# Issue 27, item 1, and issue 42, item 2: every file of a match in play and
# of one in its first round, in every game family, damaged eight ways, every
# record gone or out of place or stale, the data directory a file, impossible
# values in every field of every record
# (tests/damage_sweep.py; a seventh of the cases in `make
# test`, tests/test_damage_sweep.py). Prints the counts; exits 1 on a
# crash, a loss not said on the screen, or a message said twice.
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware"))  # apphw
from benchlib import QUICK, report  # noqa: E402
import damage_sweep  # noqa: E402

out = damage_sweep.sweep(games=damage_sweep.GAMES[:1] if QUICK else damage_sweep.GAMES, every=8 if QUICK else 1)
report("damage sweep: cases (losses said / harmless)", "%d (%d / %d)" % (out.cases, out.said, out.harmless))
report("damage sweep: crashes", len(out.crashes))
report("damage sweep: silent losses", len(out.silent))
report("damage sweep: said twice or crashed at the next power-on", len(out.loops))
for line in (out.crashes + out.silent + out.loops)[:10]:
    print("FAIL: " + line)
sys.exit(1 if out.crashes or out.silent or out.loops else 0)
