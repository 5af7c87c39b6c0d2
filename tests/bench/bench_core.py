# bench: micropython
# bench: cpython
# Issue 2: heap taken by importing the rules core, and 10,000 shuffles of a
# double-12 set against a plain loop doing the same number of swaps.
from benchlib import MICROPYTHON, QUICK, elapsed, heap_used, report, ticks

before = heap_used()
import rules  # noqa: E402
import rules.tiles  # noqa: E402,F401
import rules.rng  # noqa: E402
import rules.deal  # noqa: E402,F401
import rules.games  # noqa: E402,F401
after = heap_used()
if MICROPYTHON:
    report("rules core import heap", after - before, "bytes")

N = 200 if QUICK else 10000
buf = bytearray(range(91))
rng = rules.rng.Rng(1)

t0 = ticks()
for _ in range(N):
    rng.shuffle(buf)
shuffle_us = elapsed(t0)


def plain(buf, n):
    # The reference: the same 90 swaps per pass, with no random numbers.
    i = n - 1
    while i > 0:
        j = i >> 1
        buf[i], buf[j] = buf[j], buf[i]
        i -= 1


t0 = ticks()
for _ in range(N):
    plain(buf, 91)
ref_us = elapsed(t0)
report("%d double-12 shuffles / plain swap loop (%s path)" % (
    N, "one-int" if rules.rng.WIDE else "two 16-bit halves"), "%.2f" % (shuffle_us / ref_us), "x")

if rules.rng.WIDE:
    # The ESP32's small ints are 30 bits wide, so the board runs the
    # two-halves path: time it here too (same numbers, tests/firmware/test_rng).
    rules.rng.WIDE = False
    rng.seed(1)
    t0 = ticks()
    for _ in range(N):
        rng.shuffle(buf)
    board_us = elapsed(t0)
    rules.rng.WIDE = True
    report("%d double-12 shuffles / plain swap loop (two 16-bit halves, the ESP32's path)" % N,
           "%.2f" % (board_us / ref_us), "x")
