# bench: micropython heapsize=192k mpy=1 args=match heap32=1
# bench: micropython heapsize=192k mpy=1 args=table keep=1 heap32=1
# bench: micropython heapsize=192k mpy=1 args=match-ru
# bench: micropython heapsize=192k mpy=1 args=table-ru keep=1
# bench: micropython heapsize=192k mpy=1 args=match-mk
# bench: micropython heapsize=192k mpy=1 args=table-mk keep=1
# bench: micropython heapsize=192k mpy=1 args=match-lv
# bench: micropython heapsize=192k mpy=1 args=table-lv keep=1
# Issue 5: the whole app (the device's drivers, screens, referee, rules
# core, ledger) driven by the buttons, in two power-ons, each its own
# process as a board boots with a fresh heap: `match`, a scripted 13-round
# Mexican Train match on a fresh flash; `table`, power on again on the flash
# it left (the table is remembered), then an 8-player round.
# firmware/device.py (the boot main.py imports) builds the Hardware as on
# the device (device.boot(), which then leaves sys.modules) on the bench's
# board (boardhw.py): the SSD1306 driver with its shadow buffer on an I2C
# bus that drops the bytes, the debounced keys sampled every 5 ms from pin
# levels the script sets, the buzzer on a silent PWM. Run as the board
# runs: firmware as .mpy from the flash root (see host_tools/bench.py).
# Both run here as .mpy from the flash root, the development path (make
# deploy), in 192 KB on the 64-bit port (make deploy's MPY_HEAP_KB) (the header lines above); the same
# two in Russian, Macedonian and Latvian (issue 13: "match-ru", the
# language answered at the first power-on) for their held heap. The device
# runs them frozen into its image: bench_frozen.py, whose budgets are the
# device's (20 KB held, a 48 KB heap);
# bench_app_heap.py finds the smallest heap both parts complete in, for
# each language.
# Unix port, 64-bit: objects and qstr pools are about twice the ESP32's,
# and the run interns ~618 names, under the 621 at which the port adds a
# sixth qstr pool (~7 KB): names are never freed, so every one counts.
# Prints the peak heap held between presses (after a collection), what the
# SSD1306 driver sent per button event, and the press counts the issue
# sets targets for. bench_app_timing.py times every press of the same match.
import gc
import sys

import appscript
import boardhw

appscript.press = boardhw.press


def boot(worst):
    """Power on: the device's drivers on the bench's board, then the app,
    its App.handle wrapped to measure heap and frames after every event."""
    hw = boardhw.hardware()
    from app.main import App
    app = App(hw, True)
    # A fresh flash's first question, the language: the one the part
    # names ("match-ru"; English when it names none), as a person answers.
    # (Inline: each name the harness defines is interned for the run.)
    if app.name == "language":
        part = sys.argv[-1]
        for _ in range(" en ru mk lv".find(part[6:]) // 3 if part[5:6] == "-" else 0):
            boardhw.press(app, "down")
        boardhw.press(app, "ok")
    app_handle = app.handle
    d = hw.display

    def handle(ev):
        full = d.full_redraws
        n = d.updates
        app_handle(ev)
        app.draw()
        worst[1] = max(worst[1], d.updates - n)
        worst[2] = max(worst[2], d.full_redraws - full)
        gc.collect()
        worst[0] = max(worst[0], gc.mem_alloc())
    app.handle = handle
    return app


def match(app):
    """A 13-round 4-player match from a fresh flash."""
    d = app.hw.display
    appscript.new_game_same_table(app)
    for pips, out in (
        ((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2), ((7, 28, 16, 0), 3),
        ((0, 44, 9, 21), 0), ((18, 0, 27, 33), 1), ((25, 11, 0, 40), 2), ((9, 36, 22, 0), 3),
        ((0, 15, 48, 26), 0), ((31, 0, 12, 17), 1), ((14, 29, 0, 38), 2), ((6, 20, 45, 0), 3),
        ((0, 13, 24, 30), 0),
    ):
        appscript.play_round(app, pips, out)
    presses = app.presses
    return (
        ("13-round match: button presses", presses),
        ("13-round match: full-screen redraws of all panel updates (the boot frame)",
         "%d of %d" % (d.full_redraws, d.updates)),
        ("13-round match: I2C bytes to the panel per press (a full frame 1,037)", d.bytes_sent // presses),
    )


def table(app):
    """Power on again on the flash the match left: the table is
    remembered. Then an 8-player table and its round's pips."""
    setup = appscript.presses(app, appscript.new_game_same_table)
    app.go("menu")
    while app.screen.items[app.screen.cur][1] != "setup":
        boardhw.press(app, "down")
    boardhw.press(app, "ok")
    if app.ask:
        boardhw.press(app, "ok")   # "Start a new game? This one goes to History."
    t = app.screen.t
    while len(t["names"]) < 8:
        app.screen.resize(len(t["names"]) + 1)
    boardhw.press(app, "ok")
    appscript.through_dealer(app)
    appscript.referee_round(app, 0)
    hands = (0, 23, 41, 8, 67, 15, 34, 52)
    pips8 = appscript.presses(app, appscript.enter_pips, hands)
    assert app.name == "standings", app.msg
    return (
        ("presses, power-on to the dealer with remembered names (target <= 8)", setup),
        ("presses, 8-player round pips %s (target <= 40)" % (hands,), pips8),
    )


def run(fn):
    gc.collect()
    base = gc.mem_alloc()
    worst = [0, 0, 0]   # heap held after a press; panel updates, full ones for one event
    lines = fn(boot(worst))
    return (
        ("peak heap in use after a press: drivers, app, rules core, storage (target < 48 KB)",
         "%d bytes" % (worst[0] - base)),
        ("heap the bench harness holds besides (script, pins, clock)", "%d bytes" % base),
        ("full-screen redraws per button event, by the SSD1306 driver (worst; target <= 1)", worst[2]),
        ("panel updates per button event, by the SSD1306 driver (worst)", worst[1]),
    ) + lines


# benchlib's report(), without loading it: the harness adds as few names
# to the heap as it can.
# Each part is one power-on, run as its own process as a board boots with
# a fresh heap: `match` on a fresh flash, `table` on the flash it left.
def main():
    for line in run(match if sys.argv[-1][:5] == "match" else table):
        print("%s: %s" % line)


if __name__ == "__main__":
    main()
