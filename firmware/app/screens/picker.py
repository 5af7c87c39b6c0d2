# The referees' pickers (app.screens.line.referee, app.screens.cross.referee,
# app.screens.sausage.referee): a list of items on screen, screen.items, the cursor at
# screen.cur, open while screen.pick is set. The rest the referee screens
# do alike (BACK closing a picker before taking back a report, a report's
# tune, opening a picker at its middle) stays in each screen: written once
# here, as functions each screen's class takes for its methods, it held
# 64-144 B more between presses, Sausage 16,352-16,432 B of its 16,384
# (bench_frozen's line-sausage, 2026-12-06: 16,288 B without).
from drivers import events


def moved(screen, k, kd, number=False):
    """UP/DOWN step the cursor (held: 3 steps, round and round); BACK
    (pressed) closes the picker. True when the key was one of them, so
    the caller handles only OK. number: the picker shows one number (a
    tile's), its items rising: UP raises it, as UP raises every number on
    the device; in a list of rows UP moves up."""
    if k == events.UP or k == events.DOWN:
        step = 1 if kd == events.PRESS else 3
        if (k == events.UP) != number:
            step = -step
        screen.cur = (screen.cur + step) % len(screen.items)
        return True
    if k == events.BACK:
        if kd == events.PRESS:
            screen.pick = 0
        return True
    return False
