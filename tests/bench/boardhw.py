# bench_app's board: firmware/device.py's hardware() builds the device's own
# drivers (SSD1306 with its shadow buffer, the debounced keys, the buzzer)
# with this module as `machine` and as `time`: pins the script sets, an I2C
# bus, PWM and timer that take what they are told and go nowhere, a clock
# the script moves. press() holds and lets go of the pins and runs the body
# of the device loop (app.main.run) every 5 ms, sampling the keys as the
# buttons' timer does. Few names of its own: each is interned for good.
from drivers.events import KEY_NAMES, NONE

now = [0]
pins = {}


def ticks_ms():
    return now[0]


def ticks_diff(a, b):
    return a - b


class Pin:
    IN = PULL_UP = PULL_DOWN = 0

    def __init__(self, n, *a):
        self.v = 1              # pulled up: not pressed
        pins[n] = self

    def value(self):
        return self.v


class I2C:
    """The I2C bus, and the PWM and the timer too: told, and nothing
    happens."""
    PERIODIC = 0

    def __init__(self, *a, **k):
        pass

    def writeto(self, *a, **k):
        pass

    writevto = freq = duty_u16 = init = writeto


PWM = Timer = I2C


def hardware(root="data"):
    """As main.py boots: device.py builds the hardware and leaves."""
    import boardhw
    import device
    hw = device.boot(boardhw, boardhw, "esp32_devkit", root)
    hw.seed = seed        # the same deal every run: figures that repeat
    return hw


def seed():
    return 7


def run(app, ms):
    """The device for `ms` ms; how many events it handled."""
    n = 0
    hw = app.hw
    while ms > 0:
        ms -= 5
        now[0] += 5
        hw.buttons.update()         # the timer's sample
        ev = hw.buttons.poll()
        if ev != NONE:
            app.handle(ev)
            n += 1
        else:
            app.tick()
        app.draw()
    return n


def press(app, *words):
    """"ok", "up-long", "up-repeat" (the hold goes on): one event each."""
    for w in words + ("",):
        k, _, kind = w.partition("-")
        if kind != "repeat":
            for p in pins.values():
                p.v = 1
            assert not run(app, 30)     # a hold ends with no event of its own
        if not k:
            return                       # all let go
        pin = pins[app.hw.board["keys"][KEY_NAMES.index(k)]]
        if kind != "repeat":
            # A referee just shown is read before a key answers it (it
            # ignores a press begun sooner: app.main.App.early).
            while getattr(app.screen, "settle", False) and (app.shown is None or ticks_diff(now[0], app.shown) < 400):
                assert not run(app, 5)
            pin.v = 0
        if not kind:
            assert not run(app, 30)
            pin.v = 1
        while not run(app, 5):
            pass
