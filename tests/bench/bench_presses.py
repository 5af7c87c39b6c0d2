# bench: cpython
# Issue 16: the press counts at the table, through the simulator's headless
# mode (tests/press_counts.py: each scenario's presses, and a check that
# they did what they are for). tests/test_press_counts.py holds them to
# the targets.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests"))
sys.path.insert(0, ROOT)
import host_tools  # noqa: E402,F401  (firmware/ on sys.path)
import press_counts  # noqa: E402

for what, fn, target in press_counts.SCENARIOS:
    print("presses, %s%s: %d" % (what, " (target <= %d)" % target if target else "", press_counts.count(fn)))
