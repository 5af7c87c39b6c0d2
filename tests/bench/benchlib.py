# Clocks and heap figures for benchmark scripts, alike on both runtimes.
import gc
import os
import sys

MICROPYTHON = sys.implementation.name == "micropython"

if MICROPYTHON:
    import time

    def ticks():
        return time.ticks_us()

    def elapsed(t0):
        return time.ticks_diff(time.ticks_us(), t0)
else:
    import time

    sys.path.insert(0, __file__.rsplit("/", 3)[0])
    import host_tools  # noqa: F401  (firmware/ on sys.path)

    def ticks():
        return time.perf_counter_ns() // 1000

    def elapsed(t0):
        return ticks() - t0


# `host_tools.bench --quick` (tests/test_bench.py): small counts, to show
# the script still runs; its figures mean nothing.
QUICK = bool(os.getenv("BONEYARD_BENCH_QUICK"))
# `host_tools.bench --long` (make bench LONG=1): the long sweeps, and the
# longer parts of the others (bench_frozen's every bisection).
LONG = bool(os.getenv("BONEYARD_BENCH_LONG"))


def heap_used():
    """Live heap after a collection (MicroPython); 0 on CPython."""
    gc.collect()
    return gc.mem_alloc() if MICROPYTHON else 0


def report(name, value, unit=""):
    print("%s: %s%s" % (name, value, (" " + unit) if unit else ""))
