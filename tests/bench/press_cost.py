# bench_press_cost's device side, run on the frozen instrument under
# valgrind's callgrind: a power-on ("match": bench_app's 13-round Mexican
# Train match; "line-GAME": bench_app_line's power-on of that game), each
# button event bracketed by two builtins nothing else calls, oct() before
# the event and bin() after its frame, so callgrind (--dump-before on
# their C functions) writes one profile per press: the event handled, the
# screen drawn and sent to the panel, the save, the modules released and
# the heap collected. The idle polling between presses falls in the other
# profiles. Each press is then printed: its screen, its event, whether it
# went to another screen and which.
#
# "PART:io" (bench_press_cost's second run of each part, not under
# callgrind): the same presses with the saved matches on littlefs on a
# counting flash and the panel on a counting bus (flashcount.py), each
# press printed with what it sent to the panel (transactions, bytes) and
# asked of the flash (reads, bytes read, programs, pages programmed, bytes
# programmed, erases). "PART:bus": the panel's counts alone
# (tests/test_bench_panel.py).
import sys

import appscript
import boardhw
from drivers.events import NONE

appscript.press = boardhw.press
screens = []
at = bytearray()      # each press's screen, an index into screens
evs = bytearray()     # its event
to = bytearray()      # the screen it left the app on
io = []               # "io" runs: each press's bus and flash counts
counters = []         # the bus's and the flash's count lists


def run(app, ms):
    # boardhw.run, each event marked for callgrind
    n = 0
    hw = app.hw
    while ms > 0:
        ms -= 5
        boardhw.now[0] += 5
        hw.buttons.update()
        ev = hw.buttons.poll()
        if ev != NONE:
            screen = app.name
            before = [list(c) for c in counters] if counters else None
            oct(0)
            app.handle(ev)
            app.draw()
            bin(0)
            if counters:
                io.append(" ".join(str(a - b) for c, was in zip(counters, before) for a, b in zip(c, was)))
            for s in (screen, app.name):
                if s not in screens:
                    screens.append(s)
            at.append(screens.index(screen))
            evs.append(ev)
            to.append(screens.index(app.name))
            n += 1
        else:
            app.tick()
            app.draw()
    return n


boardhw.run = run


def main():
    part, _, mode = sys.argv[-1].partition(":")
    from app.main import App
    if mode:
        import flashcount
        bus = flashcount.Bus()
        counters.append(bus.n)
        if mode == "io":
            counters.append(flashcount.mount(files=".").n)
    hw = boardhw.hardware("/flash/data" if mode == "io" else "data")
    if mode:
        hw.display.i2c = bus
    app = App(hw, True)
    if app.name == "language":
        boardhw.press(app, "ok")          # a fresh flash asks first: English
    if part == "match":
        import bench_app
        bench_app.match(app)
    else:
        from line_poweron import one_line_game
        one_line_game(app, part[5:])
    from drivers.events import name
    for i in range(len(evs)):
        print("press", screens[at[i]], name(evs[i]), screens[to[i]], io[i] if io else "")


if __name__ == "__main__":
    main()
