# bench: micropython heapsize=104k mpy=1
# Issue 5: the whole app (screens, referee, rules core, ledger) through a
# scripted 13-round Mexican Train match, driven by button events only, in
# a capped heap. The issue asks for 96 KB; the run completes in 101 KB
# today (bench_app_heap.py finds that figure by bisection; the header
# leaves 3 KB for layout noise) on the unix port, 64-bit: objects and qstr
# pools about twice the ESP32's, and the harness holds ~19 KB. The worst
# moment is a round's save (the ledger's code and the match, ~34 KB, on
# top of the score screen and the app core); the rest is fragmentation,
# as every press loads and drops its code.
# Prints the peak heap held between presses (after a collection), the
# full-screen redraws per button press, and the two press counts the issue
# sets targets for.
import gc
import sys

sys.path.append("tests/firmware")
from benchlib import MICROPYTHON, report  # noqa: E402
import apphw  # noqa: E402
import appscript  # noqa: E402
from app import events  # noqa: E402

if not MICROPYTHON:
    sys.path.append(__file__.rsplit("/", 3)[0] + "/tests/firmware")

peak_live = [0]
worst_redraws = [0]


def instrument(app):
    """Wrap App.handle: heap and frames after every event."""
    handle = app.handle

    def measured(ev):
        shows = app.hw.display.shows
        handle(ev)
        app.draw()
        d = app.hw.display.shows - shows
        if d > worst_redraws[0]:
            worst_redraws[0] = d
        gc.collect()
        if MICROPYTHON:
            used = gc.mem_alloc()
            if used > peak_live[0]:
                peak_live[0] = used
    app.handle = measured
    return app


MATCH = (
    ((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2), ((7, 28, 16, 0), 3),
    ((0, 44, 9, 21), 0), ((18, 0, 27, 33), 1), ((25, 11, 0, 40), 2), ((9, 36, 22, 0), 3),
    ((0, 15, 48, 26), 0), ((31, 0, 12, 17), 1), ((14, 29, 0, 38), 2), ((6, 20, 45, 0), 3),
    ((0, 13, 24, 30), 0),
)
# An 8-player round's typical hands (penalties 0-80 pips).
HANDS_8 = (0, 23, 41, 8, 67, 15, 34, 52)

hw = apphw.hardware()
gc.collect()
base = gc.mem_alloc() if MICROPYTHON else 0
app = instrument(apphw.new_app(hw))
appscript.new_game_same_table(app)
for pips, out in MATCH:
    appscript.play_round(app, pips, out)
presses_match = app.presses
redraws = hw.display.shows

# Power on again on the same storage: the table is remembered.
hw2 = apphw.hardware(hw.root)
app = instrument(apphw.new_app(hw2))
setup = appscript.presses(app, appscript.new_game_same_table)

# An 8-player table: its round's pips.
app.go("menu")
while app.screen.items[app.screen.cur][1] != "setup":
    apphw.press(app, "down")
apphw.press(app, "ok")
t = app.screen.t
while len(t["names"]) < 8:
    app.screen.resize(len(t["names"]) + 1)
apphw.press(app, "ok")
appscript.through_dealer(app)
appscript.referee_round(app, 0)
pips8 = appscript.presses(app, appscript.enter_pips, HANDS_8)
assert app.name == "standings", app.msg

if MICROPYTHON:
    report("peak heap in use after a press, app only (target < 48 KB)", peak_live[0] - base, "bytes")
    report("heap the bench harness holds besides (fake buttons, display 1 KB)", base, "bytes")
report("13-round match: button presses", presses_match)
report("13-round match: full-screen redraws per button event (worst)", worst_redraws[0])
report("13-round match: full-screen redraws per press, holds' repeats included (average)",
       "%.2f" % (redraws / presses_match))
report("presses, power-on to the dealer with remembered names (target <= 8)", setup)
report("presses, 8-player round pips %s (target <= 40)" % (HANDS_8,), pips8)
