# bench: micropython heapsize=192k mpy=1
# bench: micropython heapsize=64k frozen=1
# (152k on the 64-bit .mpy path since rules/deal.py's tables are tuples,
# built on the heap there: 144k ran out, 148k completes; frozen: 64k.)
# Issue 16, item 11: the time of every press of bench_app's scripted
# 13-round match, from the event to the frame sent to the
# panel (App.handle and App.draw: the screen's work, saving, the ledger and
# the scorers, releasing modules and collecting the heap, the SSD1306
# driver's diff onto the null bus), and the modules each press imports
# (loaded from flash; a module already in sys.modules is not counted).
# Its own script and its own power-ons (the match played five times, each
# press's best time kept: the host is shared), in a larger heap, so
# bench_app's power-ons that measure the heap carry none of its names.
# PRESSTIMES_ALL=1 lists the 40 slowest presses too.
import builtins
import sys
import time
from array import array

import appscript
import boardhw
from drivers import events

times = array("I")     # µs per press: the best of the plays
played = [0]           # plays of the match so far
loads = bytearray()    # modules imported per press
evs = bytearray()      # the press's event
at = bytearray()       # its screen, an index into screens
moved = bytearray()    # 1: it went to another screen
screens = []
_loaded = [0]


def _counting(import_):
    # Counted at the outermost import only: a module that imports another
    # would otherwise count the inner one twice.
    depth = [0]

    def counted(*args):
        n = len(sys.modules)
        depth[0] += 1
        try:
            m = import_(*args)
        finally:
            depth[0] -= 1
        if not depth[0]:
            _loaded[0] += len(sys.modules) - n
        return m
    return counted


def boot():
    # The flash: a directory in RAM (/dev/shm) where the host has one, so
    # the host's disk is not timed. What the ESP32 adds for littlefs on
    # its SPI flash (programming a save's 2 KB, now and then erasing a
    # 4 KB block) is not in these figures (README "Response time").
    import os
    from ledger_helpers import rmtree
    root = "/dev/shm/boneyard-timing" if _exists("/dev/shm") else "timing-data"
    if _exists(root):
        rmtree(root)
    os.mkdir(root)
    hw = boardhw.hardware(root + "/data")
    from app.main import App
    app = App(hw, True)
    if app.name == "language":
        boardhw.press(app, "ok")         # a fresh flash asks first: English
    app_handle = app.handle
    if not played[0]:
        builtins.__import__ = _counting(builtins.__import__)
    first = not played[0]
    played[0] += 1
    pos = [0]

    def handle(ev):
        screen = app.name
        n = _loaded[0]
        t0 = time.ticks_us()
        app_handle(ev)
        app.draw()
        dt = time.ticks_diff(time.ticks_us(), t0)
        if first:
            times.append(dt)
            loads.append(_loaded[0] - n)
            evs.append(ev)
            if screen not in screens:
                screens.append(screen)
            at.append(screens.index(screen))
            moved.append(app.name != screen)
        else:
            # The same match again: the same press, a busy host aside.
            i = pos[0]
            times[i] = min(times[i], dt)
        pos[0] += 1
    app.handle = handle
    return app


def ordinary(i):
    """Press i is one people make all round long: a referee action, or a
    digit (UP/DOWN) on the pips entry, that stays on its screen."""
    screen, ev = where(i)
    if moved[i]:
        return False
    k = events.key(ev)
    if screen == "mexican.referee":
        return events.kind(ev) == events.PRESS and k != events.BACK
    return screen == "pips" and (k == events.UP or k == events.DOWN)


def _exists(path):
    import os
    try:
        os.stat(path)
        return True
    except OSError:
        return False


def where(i):
    return screens[at[i]], evs[i]


def report(factor):
    n = len(times)
    ranked = sorted(range(n), key=lambda i: times[i])
    worst = ranked[-1]
    med = times[ranked[n // 2]]
    p99 = times[ranked[min(n - 1, n * 99 // 100)]]
    screen, ev = where(worst)
    most = max(loads[i] for i in range(n) if ordinary(i))
    heavy = max(range(n), key=lambda i: loads[i])
    print("button events timed: %d (the presses and the repeats of holds), each the best of %d plays"
          % (n, played[0]))
    print("press time, median / 99th percentile / worst (unix port; target worst < 5 ms): "
          "%.2f / %.2f / %.2f ms" % (med / 1000, p99 / 1000, times[worst] / 1000))
    print("the worst press: %s on the %s screen (press %d of %d)" % (events.name(ev), screen, worst + 1, n))
    print("the worst press on an ESP32 at %dx (assumed: see README): %d ms" % (factor, times[worst] * factor // 1000))
    print("modules imported by an ordinary press (a referee action, a digit), at most (target <= 2): %d" % most)
    import os
    if os.getenv("PRESSTIMES_ALL"):
        for i in ranked[-40:]:
            print("  %6d us  %2d modules  %s on %s (press %d)" % (times[i], loads[i], events.name(evs[i]), where(i)[0], i + 1))
        for i in range(n):
            if ordinary(i) and loads[i] > 2:
                print("  ordinary %6d us  %2d modules  %s on %s (press %d)" % (times[i], loads[i], events.name(evs[i]), where(i)[0], i + 1))
    print("modules imported by one press, at most: %d (%s on the %s screen)"
          % (loads[heavy], events.name(where(heavy)[1]), where(heavy)[0]))


# bench_app's 13-round match: (pips per seat, seat out).
MATCH = (
    ((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2), ((7, 28, 16, 0), 3),
    ((0, 44, 9, 21), 0), ((18, 0, 27, 33), 1), ((25, 11, 0, 40), 2), ((9, 36, 22, 0), 3),
    ((0, 15, 48, 26), 0), ((31, 0, 12, 17), 1), ((14, 29, 0, 38), 2), ((6, 20, 45, 0), 3),
    ((0, 13, 24, 30), 0),
)

appscript.press = boardhw.press
import os  # noqa: E402
# `host_tools.bench --quick` (tests/test_bench.py): one play.
for _ in range(1 if os.getenv("BONEYARD_BENCH_QUICK") else 5):   # the host is shared: the best of five
    app = boot()
    appscript.new_game_same_table(app)
    for pips, out in MATCH:
        appscript.play_round(app, pips, out)
# An ESP32 at 240 MHz runs MicroPython's bytecode some 30 to 100 times
# slower than the unix port here (README "Response time").
report(50)
