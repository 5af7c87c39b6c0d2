# bench: cpython heap32=1
# Issue 5, the heap a scripted match needs: bench_app.py (the whole app on
# the device's drivers through a 13-round match, a power-on and an 8-player
# round, firmware as .mpy) run under the unix port with smaller and smaller heaps. The
# smallest -X heapsize it completes in is the honest peak within presses:
# what every press holds at its worst moment (the ledger's code and the
# match while a round is saved), plus the bench harness, plus whatever the
# heap loses to fragmentation. bench_app.py itself reports the heap held
# between presses.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, ROOT)
from host_tools import bench  # noqa: E402
from benchlib import QUICK, report  # noqa: E402

SCRIPT = "tests/bench/bench_app.py"


# The line games' power-ons (issue 11, bench_app_line.py): each a fresh flash.
LINE_SCRIPT = "tests/bench/bench_app_line.py"
LINE = tuple(o["args"] for _, o in bench.runtimes(os.path.join(ROOT, LINE_SCRIPT)))


def completes(kb, parts=("match", "table")):
    """bench_app's power-ons in `kb`: by default the match on a fresh
    flash, then the 8-player table on the flash it left."""
    for part in parts:
        script = LINE_SCRIPT if part[:5] == "line-" else SCRIPT
        if bench.run_micropython(script, "%dk" % kb, mpy=True, args=part, keep=part == "table").returncode:
            return False
    return True


def smallest(parts):
    lo, hi = 32, 512  # KB; the run fails at lo and completes at hi
    if not completes(hi, parts):
        return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if completes(mid, parts):
            hi = mid
        else:
            lo = mid
    return hi


if QUICK:
    # Both power-ons once, in the target's heap: no bisection.
    report("bench_app completes in -X heapsize=96k (quick: no bisection)", completes(96))
    report("bench_app's line-game power-ons complete in -X heapsize=96k (quick: no bisection)", completes(96, LINE))
    sys.exit(0)
hi = smallest(("match", "table"))
if hi is None:
    print("FAILED: bench_app does not complete even in 512 KB")
    sys.exit(1)
report("smallest micropython -X heapsize the scripted run completes in "
       "(bisection in 1 KB steps; harness and fragmentation included; the .mpy development path; the device's image: bench_frozen)", hi, "KB")
# Issue 13: the same run in each other language the device speaks.
for code in ("ru", "mk", "lv"):
    report("the same in language %s (the .mpy development path; the device's image: bench_frozen)" % code, smallest(("match-" + code, "table-" + code)), "KB")
worst = max((smallest((part,)) or 999, part) for part in LINE)
report("smallest -X heapsize every line game's power-on completes in (the largest of %d, %s; the .mpy development path; the device's image: bench_frozen)"
       % (len(LINE), worst[1]), worst[0], "KB")
