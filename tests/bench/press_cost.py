# bench_press_cost's device side, run on the frozen instrument under
# valgrind's callgrind: a power-on ("match": bench_app's 13-round Mexican
# Train match; "line-GAME": bench_app_line's power-on of that game), each
# button event bracketed by two builtins nothing else calls, oct() before
# the event and bin() after its frame, so callgrind (--dump-before on
# their C functions) writes one profile per press: the event handled, the
# screen drawn and sent to the panel, the save, the modules released and
# the heap collected. The idle polling between presses falls in the other
# profiles. Each press is then printed: its screen, its event, whether it
# went to another screen.
import sys

import appscript
import boardhw
from drivers.events import NONE

appscript.press = boardhw.press
screens = []
at = bytearray()      # each press's screen, an index into screens
evs = bytearray()     # its event
moved = bytearray()   # 1: it went to another screen


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
            oct(0)
            app.handle(ev)
            app.draw()
            bin(0)
            if screen not in screens:
                screens.append(screen)
            at.append(screens.index(screen))
            evs.append(ev)
            moved.append(app.name != screen)
            n += 1
        else:
            app.tick()
            app.draw()
    return n


boardhw.run = run


def main():
    part = sys.argv[-1]
    from app.main import App
    app = App(boardhw.hardware(), True)
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
        print("press", screens[at[i]], name(evs[i]), moved[i])
