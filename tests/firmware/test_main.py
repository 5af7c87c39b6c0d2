# The device entry (firmware/device.py, which main.py runs) builds the Hardware bundle from the
# board profile: the right pins for each part, a working screen, buttons
# sampled by a timer, tunes stepped by polling, the data directory created.
import os

import board
import crash
import device
import drivers
from drivers import events as E
from check import raises
from fake_machine import Machine
from host_tools.clocks import FakeClock

ROOT = __file__.rsplit("/", 3)[0] + "/build/test_main/data"


def build(addr=0x3C):
    m = Machine(addr)
    clock = FakeClock()
    return m, clock, device.hardware(m, board.load(), clock, ROOT)


def test_parts_are_on_the_profiles_pins():
    m, clock, hw = build()
    p = board.load()
    assert m.i2c_args == (p["i2c_id"], p["scl"], p["sda"], p["i2c_freq"])
    for gpio in p["keys"]:
        assert m.Pin.pins[gpio].pull == m.Pin.PULL_UP
    assert m.PWM.last.pin == p["buzzer"]
    assert m.Timer.last.n == p["timer"] and m.Timer.last.period == 5
    assert hw.board is p and hw.display.width == 128 and hw.display.height == 64


def test_the_app_draws_on_the_panel():
    m, clock, hw = build()
    hw.display.text("Hello", 0, 0)
    hw.display.show()
    assert m.panel.frame() == hw.display.buffer
    assert m.panel.pixel(1, 3) == 1


def test_a_button_press_reaches_the_app_through_the_timer():
    m, clock, hw = build()
    ok_pin = m.Pin.pins[board.load()["keys"][E.OK]]
    for level in (0, 1):             # pressed (to ground), released
        ok_pin.level = level
        for _ in range(12):
            m.Timer.last.fire()
            clock.advance(5)
    assert hw.buttons.poll() == E.OK
    assert hw.buttons.poll() == E.NONE


def test_idle_sleeps_lightly_with_the_ok_key_as_wake_source():
    # [issue 16, item 9] ESP32: ext0 (one RTC pin, low = pressed) set once
    # with Pin.irq(trigger=WAKE_LOW, wake=SLEEP), then lightsleep(ms).
    import sys
    sys.modules.pop("drivers.sleep", None)       # a board that has not slept yet
    m, clock, hw = build()
    p = board.load()
    hw.buttons.idle(50)
    hw.buttons.idle(50)
    ok_pin = m.Pin.pins[p["keys"][p["wake_button"]]]
    assert p["wake_button"] == E.OK and ok_pin.wake == (m.Pin.WAKE_LOW, m.SLEEP)
    assert m.slept == [50, 50]
    assert [n for n, pin in m.Pin.pins.items() if pin.wake] == [ok_pin.n]   # set once, on one pin


def test_a_board_without_a_wake_key_does_not_sleep():
    # The device loop then waits on the clock (app.main.run).
    m = Machine()
    prof = dict(board.load())
    del prof["wake_button"]
    hw = device.hardware(m, prof, FakeClock(), ROOT)
    assert not hasattr(hw.buttons, "idle") and m.slept == []


def test_polling_plays_the_tune_to_the_end():
    m, clock, hw = build()
    hw.buzzer.play("click")
    assert m.PWM.last.duty > 0
    clock.advance(50)
    hw.buttons.poll()
    assert m.PWM.last.duty == 0 and hw.buzzer.tune is None


def test_data_directory_is_created():
    m, clock, hw = build()
    assert hw.root == ROOT
    assert os.stat(ROOT)[0] & 0x4000   # a directory


def test_missing_oled_is_a_clear_message():
    e = raises(OSError, build, 0x3D)
    p = board.load()
    assert str(e) == ("no OLED at I2C address 0x3c (SDA GPIO %d, SCL GPIO %d): check the wiring"
                      % (p["sda"], p["scl"]))


def test_seed_is_32_bits_from_urandom():
    seeds = [drivers.seed() for _ in range(4)]
    assert all(0 <= s < (1 << 32) for s in seeds)
    assert len(set(seeds)) > 1


def _crashing_app(hw):
    hw.display.text("about to fail", 0, 0)
    raise KeyError("boom")


def test_app_crash_is_logged_and_shown_not_silent():
    # main.py: the app's run(hw) in try, crash.handle(hw, e) on a failure,
    # which reports as crash.report does, then waits for OK to reset.
    m, clock, hw = build()
    log = ROOT + "/" + crash.LOG
    try:
        os.remove(log)
    except OSError:
        pass
    try:
        _crashing_app(hw)
    except Exception as e:  # noqa: BLE001 - as main.py catches it
        crash.report(hw, e)
    with open(log) as f:
        assert "boom" in f.read()
    assert m.panel.frame() == hw.display.buffer and any(hw.display.buffer)
    assert hw.buzzer.tune == "error"


def test_boot_leaves_no_boot_code_on_the_heap():
    # The app's loop runs with device.py, board.py and the profile's module
    # out of sys.modules: only the profile's dict stays, in hw.board.
    import sys
    hw = device.boot(Machine(), FakeClock(), "esp32_devkit", ROOT)
    assert not [m for m in sys.modules if m in ("device", "board") or m.startswith("boards")]
    assert hw.board["name"] == board.load("esp32_devkit")["name"]
    assert hw.display.width == 128 and hw.buttons.poll() == E.NONE


def test_profiles_are_complete_and_unknown_one_is_refused():
    for name in ("esp32_devkit", "esp32_s3_devkit"):
        p = board.load(name)
        assert len(p["keys"]) == 4
        assert len(set(p["keys"]) | {p["sda"], p["scl"], p["buzzer"]}) == 7   # no pin used twice
    # ESP32 strapping pins and input-only pins (no pull-ups) stay free.
    dev = board.load("esp32_devkit")
    for gpio in dev["keys"] + (dev["buzzer"],):
        assert gpio not in (0, 2, 5, 12, 15) and gpio < 34
    e = raises(ValueError, board.load, "esp8266")
    assert "esp8266" in str(e)
