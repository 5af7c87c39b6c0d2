# bench_share.py's device: the app on the device's own drivers (boardhw:
# the SSD1306 driver, the debounced keys, the buzzer, built by
# device.boot()), on the real clock, run as the device loop runs
# (app.main.run: poll, handle, draw, and an idle wait that serves the page
# in share mode). A round is played with share mode off, share mode is
# turned on with the buttons, then a round is played while bench_share.py
# polls the page as a phone does; then share mode is turned off again.
# Prints, as `name value` lines for bench_share.py: the held heap at each
# stage, each short press's time (key let go -> frame drawn), and each
# press's count and wall time (to match against the phone's view).
import gc
import sys
import time

import appscript
import boardhw
from drivers.events import KEY_NAMES, NONE

PINS = boardhw.pins
out = sys.stdout


def step(app):
    hw = app.hw
    hw.buttons.update()          # the buttons' timer sample
    ev = hw.buttons.poll()
    if ev != NONE:
        app.handle(ev)
        app.draw()
        return True
    app.tick()
    app.draw()
    hw.clock.sleep_ms(5)         # serves the page while sharing
    return False


times = []


def press(app, *words):
    for w in words:
        k, _, kind = w.partition("-")
        pin = PINS[app.hw.board["keys"][KEY_NAMES.index(k)]]
        pin.v = 0
        t = time.ticks_ms()
        held = 700 if kind == "long" else 40
        got = False
        first = None
        # Down for `held` ms and until a sample 25 ms in (the buttons'
        # debounce is 20 ms) and, for a long press, one past 600 ms (LONG),
        # however long a step takes: serving the phone on a busy host, one
        # step outlasted a tap, the tap was never seen and the wait for its
        # event below never ended (a CI run, 2026-12-07).
        need = 625 if kind == "long" else 25
        while True:
            now = time.ticks_ms()
            if first is None:
                first = now
            got = step(app) or got
            if time.ticks_diff(now, first) >= need and time.ticks_diff(time.ticks_ms(), t) >= held:
                break
        pin.v = 1
        t0 = time.ticks_us()
        while not got:
            got = step(app)
            if time.ticks_diff(time.ticks_us(), t0) > 10000000:
                raise RuntimeError("%s: no event 10 s after the key was let go" % w)
        if kind != "long":
            times.append(time.ticks_diff(time.ticks_us(), t0))
        out.write("press %d %d\n" % (app.presses, time.time_ns()))
        t = time.ticks_ms()
        while time.ticks_diff(time.ticks_ms(), t) < 30:   # let go, as a hand does
            step(app)


def held(base):
    gc.collect()
    return gc.mem_alloc() - base


def report(name, value):
    out.write("%s %s\n" % (name, value))


def main():
    gc.collect()
    base = gc.mem_alloc()
    import device
    hw = device.boot(boardhw, time, "esp32_devkit", "data")
    hw.seed = lambda: 7
    from app.main import App
    app = App(hw, True)
    appscript.press = press
    if app.name == "language":
        press(app, "ok")                     # a fresh flash asks first: English
    appscript.new_game_same_table(app)
    appscript.play_round(app, (0, 23, 41, 8), 0)
    report("off_held", held(base))
    report("off_times", ",".join(str(t) for t in times))
    del times[:]
    press(app, "back")                       # the dealer -> the menu
    while app.screen.items[app.screen.cur][1] != "settings":
        press(app, "down")
    press(app, "ok", "down", "ok")           # Settings, Share
    assert app.name == "share", app.msg
    import share.mode
    report("url", share.mode.ON.url)
    report("on_held", held(base))
    out.flush()
    t = time.ticks_ms()
    while time.ticks_diff(time.ticks_ms(), t) < 3000:   # the phone finds the page
        step(app)
    press(app, "back")                       # the menu, sharing on
    press(app, "ok")                         # Resume: the standings (a round is scored)
    press(app, "ok")                         # the next round's dealer
    worst = 0
    served = share.mode.ON.server.served
    # `host_tools.bench --quick` (tests/test_bench.py): one round shared.
    import os
    rounds = (((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2))
    server = share.mode.ON.server
    for pips, out_seat in rounds[:1] if os.getenv("BONEYARD_BENCH_QUICK") else rounds:
        appscript.play_round(app, pips, out_seat)
        # Between polls too: a request the phone has in flight holds its
        # buffers only until it is answered (how much depends on when the
        # sample falls), the page's cached state stays.
        t = time.ticks_ms()
        while server.open and time.ticks_diff(time.ticks_ms(), t) < 2000:
            step(app)
        worst = max(worst, held(base))
    report("on_held_playing", worst)
    report("on_times", ",".join(str(t) for t in times))
    report("served", share.mode.ON.server.served - served)
    out.flush()
    press(app, "back")                       # the dealer -> the menu
    while app.screen.items[app.screen.cur][1] != "settings":
        press(app, "down")
    press(app, "ok", "down", "ok")           # Settings, Share: the share screen
    press(app, "ok")                         # stop
    assert "share.mode" not in sys.modules
    report("stopped_held", held(base))
    report("done", 1)


if __name__ == "__main__":
    main()
