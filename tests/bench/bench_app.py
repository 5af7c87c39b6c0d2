# bench: micropython heapsize=118k mpy=1
# Issue 5: the whole app (the device's drivers, screens, referee, rules
# core, ledger) through a scripted 13-round Mexican Train match, a power-on
# and an 8-player round, driven by the buttons. firmware/device.py (the
# entry point main.py imports) builds the Hardware as on the device
# (device.profile(), device.hardware()) on the bench's board (boardhw.py):
# the SSD1306 driver with its shadow buffer on an I2C bus that drops the
# bytes, the debounced keys sampled every 5 ms from pin levels the script
# sets, the buzzer on a silent PWM. Run as the board runs: firmware as .mpy
# from the flash root (see host_tools/bench.py). bench_app_heap.py finds
# the smallest heap the run completes in (115 KB at this writing, +-2 with
# layout; the issue asks for 96): unix port, 64-bit, objects and qstr pools
# about twice the ESP32's. It holds ~68.5 KB between presses (the issue asks
# for 48). What it needs over the 92 KB of the run on a fake display: the
# drivers' code (~2-3 KB a module), their objects (frame and shadow 2.8 KB,
# keys 1.4 KB), device.mpy (2.7 KB), and a sixth qstr pool (7.3 KB): the
# run interns ~707 names, and past ~600 the unix port adds a pool for 640 more.
# Prints the peak heap held between presses (after a collection), what the
# SSD1306 driver sent per button event, and the press counts the issue
# sets targets for.
import gc

import appscript
import boardhw

appscript.press = boardhw.press


def run():
    gc.collect()
    base = gc.mem_alloc()
    hw = boardhw.hardware()
    d = hw.display
    from app.main import App
    worst = [0, 0, 0]   # heap held after a press; panel updates, full ones for one event

    def instrument(app):
        """Wrap App.handle: heap and frames after every event."""
        handle = app.handle

        def measured(ev):
            full = d.full_redraws
            n = d.updates
            handle(ev)
            app.draw()
            worst[1] = max(worst[1], d.updates - n)
            worst[2] = max(worst[2], d.full_redraws - full)
            gc.collect()
            worst[0] = max(worst[0], gc.mem_alloc())
        app.handle = measured
        return app

    app = instrument(App(hw, True))
    appscript.new_game_same_table(app)
    for pips, out in (
        ((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2), ((7, 28, 16, 0), 3),
        ((0, 44, 9, 21), 0), ((18, 0, 27, 33), 1), ((25, 11, 0, 40), 2), ((9, 36, 22, 0), 3),
        ((0, 15, 48, 26), 0), ((31, 0, 12, 17), 1), ((14, 29, 0, 38), 2), ((6, 20, 45, 0), 3),
        ((0, 13, 24, 30), 0),
    ):
        appscript.play_round(app, pips, out)
    presses = app.presses
    full = d.full_redraws
    updates = d.updates
    sent = d.bytes_sent

    # Power on again on the same storage: the table is remembered. The
    # first run's app and hardware are gone, as after a power cut.
    hw = app = d = None
    hw = boardhw.hardware()
    d = hw.display
    app = instrument(App(hw, True))
    setup = appscript.presses(app, appscript.new_game_same_table)

    # An 8-player table: its round's pips (typical hands, 0-80 pips).
    app.go("menu")
    while app.screen.items[app.screen.cur][1] != "setup":
        boardhw.press(app, "down")
    boardhw.press(app, "ok")
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
        ("peak heap in use after a press: drivers, app, rules core, storage, device.py (target < 48 KB)",
         "%d bytes" % (worst[0] - base)),
        ("heap the bench harness holds besides (script, pins, clock)", "%d bytes" % base),
        ("13-round match: button presses", presses),
        ("13-round match: full-screen redraws per button event, by the SSD1306 driver (worst)", worst[2]),
        ("13-round match: panel updates per button event, by the SSD1306 driver (worst)", worst[1]),
        ("13-round match: full-screen redraws of all panel updates (the boot frame)", "%d of %d" % (full, updates)),
        ("13-round match: I2C bytes to the panel per press (a full frame 1,037)", sent // presses),
        ("presses, power-on to the dealer with remembered names (target <= 8)", setup),
        ("presses, 8-player round pips %s (target <= 40)" % (hands,), pips8),
    )


# benchlib's report(), without loading it: the harness adds as few names
# to the heap as it can.
for line in run():
    print("%s: %s" % line)
