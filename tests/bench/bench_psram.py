# bench: cpython
# bench-long-part: the 8 MB heap as well, 1 minute
# Issue 45, item 4: the boards with PSRAM, on stock MicroPython, run the
# firmware as .mpy files (make deploy). Measured on the 32-bit unix port
# (../shared/tools/micropython32: objects of the ESP32's sizes) with the
# heap stock MicroPython's PSRAM builds give Python: about 4 MB on an
# ESP32-WROVER (ESP32_GENERIC-SPIRAM: the ESP32 maps 4 MB of its PSRAM;
# firmware/boards/esp32_wrover.py) and about 8 MB on an ESP32-S3 N8R8 or
# N16R8 (ESP32_GENERIC_S3-SPIRAM_OCT; firmware/boards/esp32_s3_psram.py).
# For each: every power-on bench_app and bench_app_line make (Mexican
# Train's match and table, each other game's power-on) completes, and the
# heap it holds between presses; share mode with a phone polling every
# second (bench_share) serves every poll, and its held heap. The smallest
# heap the .mpy path needs is bench_app_heap's (on micropython32 too), and
# make deploy's MPY_HEAP_KB. Without micropython32 it says so.
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
sys.path.insert(0, ROOT)
from host_tools import bench  # noqa: E402
from benchlib import LONG, QUICK, report  # noqa: E402

BOARDS = (("ESP32-WROVER, ESP32_GENERIC-SPIRAM", "4096k"), ("ESP32-S3 N8R8/N16R8, ESP32_GENERIC_S3-SPIRAM_OCT", "8192k"))
HELD = re.compile(r"peak heap in use after a press.*: (\d+) bytes")

POWER_ONS = [("bench_app.py", ("match", "table"))]
POWER_ONS += [("bench_app_line.py", (o["args"],)) for _, o in bench.runtimes(os.path.join(bench.BENCH, "bench_app_line.py"))]


def power_ons(heap):
    """-> (the largest held heap, power-ons run), or None when one fails."""
    worst = 0
    n = 0
    for script, parts in POWER_ONS[:2] if QUICK else POWER_ONS:
        for i, part in enumerate(parts):
            r = bench.run_micropython("tests/bench/" + script, heap, mpy=True, args=part, keep=i > 0,
                                      binary=bench.MICROPYTHON32)
            if r.returncode:
                print("FAILED: %s %s in %s:\n%s%s" % (script, part, heap, r.stdout[-1500:], r.stderr[-1500:]))
                return None
            worst = max(worst, int(HELD.search(r.stdout).group(1)))
        n += 1
    return worst, n


def main():
    if not os.access(bench.MICROPYTHON32, os.X_OK):
        report("PSRAM boards' figures skipped", "no %s beside the repository" % os.path.relpath(bench.MICROPYTHON32, ROOT))
        return 0
    import bench_share
    failed = 0
    # The 8 MB board with LONG=1: more heap than the 4 MB one, the same code.
    for board, heap in BOARDS if LONG and not QUICK else BOARDS[:1]:
        got = power_ons(heap)
        if got is None:
            failed += 1
            continue
        report("%s, heap %s, as .mpy: power-ons that complete / held between presses (the largest)" % (board, heap),
               "%d of %d / %d bytes" % (got[1], got[1], got[0]))
        if heap != BOARDS[0][1] or QUICK:
            # Share mode on the smaller of the two; not in make test's quick
            # run, where bench_share's micropython32 run (192 KB) has it.
            continue
        code, figures, seen, _ = bench_share.share(heap, binary=bench.MICROPYTHON32)
        errors = sum(1 for _, v in seen if v.startswith("error"))
        if code or "done" not in figures or errors or not seen:
            print("FAILED: share mode in %s: exit %d, %d failed polls of %d" % (heap, code, errors, len(seen)))
            failed += 1
            continue
        report("%s, heap %s, as .mpy: share mode, a phone polling: polls served / held between presses" % (board, heap),
               "%d of %d / %d bytes" % (len(seen), len(seen), int(figures["on_held_playing"])))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
