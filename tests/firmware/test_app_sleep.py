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
    assert "New game" in shown
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
