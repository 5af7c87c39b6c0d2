# An evening on the table [issue 16, item 9]: without a press the screen
# dims after 2 minutes and goes off after 10; the first press only lights
# it again (it does nothing else, nor do the repeats of a hold), and the
# screen is exactly as it was.
from apphw import new_app, press

MIN = 60000


def idle(app, ms):
    """Nobody presses for ms: the device loop ticks every 10 ms."""
    clock = app.hw.clock
    for _ in range(ms // 1000):
        clock.now += 1000
        app.tick()
        app.draw()


def test_the_screen_dims_after_2_minutes_and_goes_off_after_10():
    app = new_app()
    levels = app.hw.display.levels
    idle(app, 2 * MIN - 1000)
    assert levels == []
    idle(app, 1000)
    assert levels == [1]
    idle(app, 8 * MIN - 1000)
    assert levels == [1]
    idle(app, 1000)
    assert levels == [1, 0]
    idle(app, 60 * MIN)
    assert levels == [1, 0]                       # and stays off


def test_the_first_press_only_wakes_the_screen():
    app = new_app()
    app.draw()
    shown = app.hw.display.screen()
    assert "New match" in shown
    idle(app, 10 * MIN)
    press(app, "ok")                              # would open New game
    assert app.hw.display.levels == [1, 0, 2] and app.name == "menu"
    assert app.hw.display.screen() == shown       # the same screen, lit
    press(app, "ok")
    assert app.name == "setup"


def test_a_hold_that_wakes_the_screen_does_not_count_up_either():
    app = new_app()
    press(app, "ok", "down", "down", "ok")        # New game, Players row: edit
    assert app.screen.editing
    n = len(app.screen.t["names"])
    idle(app, 3 * MIN)                            # dimmed
    press(app, "up-long", "up-repeat", "up-repeat")
    assert len(app.screen.t["names"]) == n and app.hw.display.levels == [1, 2]
    press(app, "up")                              # a new press: one more player
    assert len(app.screen.t["names"]) == n + 1


def test_a_press_starts_the_two_minutes_again():
    app = new_app()
    idle(app, 2 * MIN - 2000)
    press(app, "down")
    idle(app, 2 * MIN - 2000)
    assert app.hw.display.levels == []            # 4 minutes on, none 2 without a press
    idle(app, 2000)
    assert app.hw.display.levels == [1]


class _Stop(Exception):
    pass


class _Serving:
    """A clock like share mode's: the same time, its sleep serves a page."""

    def __init__(self, clock):
        self.clock = clock
        self.slept = 0

    def ticks_ms(self):
        return self.clock.ticks_ms()

    def ticks_diff(self, a, b):
        return self.clock.ticks_diff(a, b)

    def sleep_ms(self, n):
        self.slept += n
        self.clock.sleep_ms(n)


def _run(hw, polls, share=False):
    """The device loop (app.main.run) for `polls` polls with no press, a
    minute a poll; share: share mode's clock swapped in on the way."""
    from drivers import events
    from app.main import run
    n = [0]
    base = hw.clock

    def poll():
        n[0] += 1
        base.now += MIN
        if share and n[0] == 2:
            hw.clock = _Serving(base)
        if n[0] > polls:
            raise _Stop()
        return events.NONE
    hw.buttons.poll = poll
    try:
        run(hw)
    except _Stop:
        pass


def test_the_board_sleeps_lightly_once_the_screen_is_off():
    from apphw import hardware
    hw = hardware()
    _run(hw, 9)
    assert hw.buttons.idled == 0            # dimmed, not off yet
    _run(hw, 15)
    assert hw.buttons.idled > 0 and hw.display.levels[-1] == 0


def test_not_while_it_shares_to_phones():
    from apphw import hardware
    hw = hardware()
    _run(hw, 20, share=True)
    assert hw.display.levels[-1] == 0       # the screen is off
    assert hw.buttons.idled == 0 and hw.clock.slept > 0   # the page kept being served
