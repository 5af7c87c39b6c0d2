# Clocks and heap figures for benchmark scripts, alike on both runtimes.
import gc
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


def heap_used():
    """Live heap after a collection (MicroPython); 0 on CPython."""
    gc.collect()
    return gc.mem_alloc() if MICROPYTHON else 0


def report(name, value, unit=""):
    print("%s: %s%s" % (name, value, (" " + unit) if unit else ""))
