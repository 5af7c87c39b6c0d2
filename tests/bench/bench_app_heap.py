# bench: cpython heap32=1
# bench-long-part: the match in Russian, Macedonian and Latvian too, 1 minute
# Issue 5, the heap a scripted match needs: bench_app.py (the whole app on
# the device's drivers through a 13-round match, a power-on and an 8-player
# round, firmware as .mpy) run under the unix port with smaller and smaller heaps. The
# smallest -X heapsize it completes in is the honest peak within presses:
# what every press holds at its worst moment (the ledger's code and the
# match while a round is saved), plus the bench harness, plus whatever the
# heap loses to fragmentation. bench_app.py itself reports the heap held
# between presses. Run again under ../shared/tools/micropython32 (heap32=1:
# the ESP32's object sizes), it gives the .mpy path's smallest heaps on the
# board; make deploy's MPY_HEAP_KB holds the largest of them, a few KB
# over, for the board's pointer size, and this bench fails when a power-on
# needs more than that (quick: when one does not complete in it).
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, ROOT)
from host_tools import bench, deploy  # noqa: E402
from benchlib import LONG, QUICK, report  # noqa: E402
import mp  # noqa: E402

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


# make deploy's figure for this port's pointer size (x86: micropython32,
# 4 bytes as on the ESP32), every game's power-on.
POINTER = 4 if bench.march_of(mp.MICROPYTHON) == "x86" else 8
STATED = deploy.MPY_HEAP_KB[POINTER][0]


def smallest(parts):
    # KB; the run fails at lo and completes at hi: from half make deploy's
    # figure to 64 KB over it (a power-on over that is a failure to
    # report, not a figure to find), 7 runs.
    lo, hi = STATED // 2, STATED + 64
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
    # Both power-ons once, in the heap make deploy states: no bisection.
    ok = completes(STATED) and completes(STATED, LINE)
    report("bench_app and every line game's power-on complete in make deploy's %d KB (%d-byte pointers; quick: "
           "no bisection)" % (STATED, POINTER), ok)
    sys.exit(0 if ok else 1)
hi = smallest(("match", "table"))
if hi is None:
    print("FAILED: bench_app does not complete even in %d KB" % (STATED + 64))
    sys.exit(1)
report("smallest micropython -X heapsize the scripted run completes in "
       "(bisection in 1 KB steps; harness and fragmentation included; the .mpy path, make deploy's; the device's image: bench_frozen)", hi, "KB")
# Issue 13: the same run in each other language the device speaks (LONG=1).
for code in ("ru", "mk", "lv") if LONG else ():
    report("the same in language %s (the .mpy path; the device's image: bench_frozen)" % code, smallest(("match-" + code, "table-" + code)), "KB")
each = [(smallest((part,)) or 999, part) for part in LINE]
report("smallest -X heapsize of each other game's power-on (the .mpy path)",
       ", ".join("%s %d" % (part[5:], kb) for kb, part in each), "KB")
worst = max(each + [(hi, "mexican-train")])
report("the largest, against make deploy's MPY_HEAP_KB (%d-byte pointers: %d KB)" % (POINTER, STATED),
       "%d KB (%s)" % worst)
if worst[0] > STATED:
    print("FAILED: %s needs %d KB as .mpy, over make deploy's %d KB: raise MPY_HEAP_KB (host_tools/deploy.py) and "
          "the heaps the benches state" % (worst[1], worst[0], STATED))
    sys.exit(1)
