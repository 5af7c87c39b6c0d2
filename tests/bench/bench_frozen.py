# bench: cpython
# bench-long-part: every power-on's smallest heap bisected, share mode's from 48 KB and the ROMFS image, 18 minutes
# Issue 25, the device as it runs: Boneyard frozen into the image (the
# firmware's manifest, hardware/freeze/boneyard.py, built into the 32-bit
# unix port by ../shared/tools/build-micropython32: objects of the ESP32's
# sizes; host_tools/instrument.py), the flash root holding only what the
# image's first boot writes there and the saved matches. For every power-on the bench scripts drive (the Mexican Train
# match and table in every language, every other game's power-on) and for
# share mode with a phone polling: the heap held between presses and the
# smallest -X heapsize the power-on completes in (bisected in 1 KB steps;
# share mode: in 8 KB steps, with 0 failed polls), against the budgets of
# issue 25; then, for a sample of them, the same firmware as a ROMFS image
# (the other way to run code from flash), to choose between the two.
# `make bench` bisects the smallest heap of one power-on a family (SAMPLE;
# that every power-on completes in 48 KB is tests/test_heap_caps.py's, in
# `make test`); LONG=1 (benchlib.LONG) bisects every one and measures the
# ROMFS image.
# Without ../shared beside the repository (or gcc-multilib) the
# figures are skipped, saying why.
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
sys.path.insert(0, ROOT)
from host_tools import bench, instrument  # noqa: E402
from benchlib import LONG, QUICK, report  # noqa: E402

HELD = "peak heap in use after a press"
HELD_KB = 20     # issue 41: every power-on holds under 20 KB between presses
HEAP_KB = 48     # ... and completes in a 48 KB heap
SHARE_HELD_KB = 32
SHARE_HEAP_KB = 64

# (label, script, [part, ...]): a part runs on the flash the one before left.
POWER_ONS = [("mexican-train " + (lang or "en"), "bench_app",
              ["match-" + lang, "table-" + lang] if lang else ["match", "table"])
             for lang in ("", "ru", "mk", "lv")]
POWER_ONS += [(o["args"][5:], "bench_app_line", [o["args"]])
              for _, o in bench.runtimes(os.path.join(bench.BENCH, "bench_app_line.py"))]


ROMFS_SAMPLE = ("mexican-train en", "kozel", "muggins", "sausage")
# One power-on a family, bisected in every run; the others in --long.
SAMPLE = ("mexican-train en", "kozel", "muggins", "sausage", "counting")


def run(script, parts, kb, romfs=False):
    """-> the largest held figure of the parts, None when one fails
    (romfs: on the ROMFS instrument)."""
    worst = 0
    for i, part in enumerate(parts):
        r = bench.run_frozen(script, "%dk" % kb, part, keep=i > 0, romfs=romfs)
        if r.returncode:
            return None
        m = re.search(HELD + r".*: (\d+) bytes", r.stdout)
        worst = max(worst, int(m.group(1)))
    return worst


def smallest(script, parts, lo=12, hi=96, romfs=False):
    if run(script, parts, hi, romfs) is None:
        return None
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if run(script, parts, mid, romfs) is None:
            lo = mid
        else:
            hi = mid
    return hi


def main():
    why = instrument.available()
    if why:
        report("frozen figures skipped", why)
        return 0
    instrument.build()
    over = []
    for label, script, parts in POWER_ONS[:2] if QUICK else POWER_ONS:
        held = run(script, parts, 96)
        if held is None:
            print("FAILED: %s does not complete in a 96 KB heap" % label)
            return 1
        if QUICK:
            kb = HEAP_KB
        elif LONG or label in SAMPLE:
            # Within the budget, else above it: one run fewer than 12..96.
            kb = smallest(script, parts, hi=HEAP_KB) or smallest(script, parts, lo=HEAP_KB)
        else:
            kb = 0   # bisected with LONG=1; test_heap_caps runs it in 48 KB
        report("%s: held between presses (target < %d KB)" % (label, HELD_KB), held, "bytes")
        if kb and not QUICK:
            report("%s: smallest heap it completes in (target %d KB)" % (label, HEAP_KB), kb, "KB")
        if held >= HELD_KB * 1024 or kb > HEAP_KB:
            over.append(label)
    import bench_share
    # Each share mode run is a phone polling once a second in real time
    # (half a minute): the heaps below the budget are LONG=1's.
    for kb in (48, 56, SHARE_HEAP_KB, 96) if LONG and not QUICK else (SHARE_HEAP_KB, 96):
        code, got, seen, _ = bench_share.share("%dk" % kb, frozen=True)
        failed = sum(1 for _, v in seen if v.startswith("error"))
        if code == 0 and "done" in got and not failed and seen:
            report("share mode, a phone polling: held between presses (target < %d KB)" % SHARE_HELD_KB,
                   int(got["on_held_playing"]), "bytes")
            report("share mode: smallest heap (8 KB steps%s) serving every poll (target %d KB)"
                   % ("" if LONG else ", from the target; LONG=1 from 48 KB", SHARE_HEAP_KB), kb, "KB")
            if int(got["on_held_playing"]) >= SHARE_HELD_KB * 1024 or kb > SHARE_HEAP_KB:
                over.append("share mode")
            break
    else:
        report("share mode", "no heap up to 96 KB served every poll")
        over.append("share mode")
    report("over the budgets", ", ".join(over) or "none")
    if LONG and not QUICK:
        # The other way to run code from flash, measured to choose between
        # them (firmware/README.md, Memory): the same firmware as a ROMFS image.
        for label, script, parts in [p for p in POWER_ONS if p[0] in ROMFS_SAMPLE]:
            report("ROMFS image instead: %s: held between presses" % label, run(script, parts, 96, True), "bytes")
            report("ROMFS image instead: %s: smallest heap it completes in" % label,
                   smallest(script, parts, romfs=True), "KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
