# The battery's charge on the settings screen [issue 28, item 4, optional]:
# a 1-cell LiPo, its voltage halved into an ADC pin of the profile
# (drivers/battery.py, hardware/README.md). Both runtimes.
from drivers.battery import percent
from fake_machine import Machine
from apphw import hardware, new_app, press


def test_a_lipos_charge_from_its_voltage():
    # A LiPo at rest: 4.2 V full, 3.3 V empty, 3.9 V about three quarters
    # (the curve's points, straight lines between them).
    assert percent(4200) == 100 and percent(4350) == 100
    assert percent(3300) == 0 and percent(3000) == 0
    assert percent(3900) == 75 and percent(3850) == 65 and percent(3650) == 20


class Adc:
    ATTN_11DB = 3

    def __init__(self, pin):
        self.pin = pin.n
        self.uv = 1950000      # 1.95 V at the pin: 3.9 V at the cell
        self.att = None
        Adc.last = self

    def atten(self, a):
        self.att = a

    def read_uv(self):
        return self.uv


def test_a_profile_with_a_battery_pin_reads_it_through_the_adc():
    import board
    import device
    from host_tools.clocks import FakeClock
    m = Machine()
    m.ADC = Adc
    prof = dict(board.load("esp32_devkit"), battery=35)
    hw = device.hardware(m, prof, FakeClock(), __file__.rsplit("/", 3)[0] + "/build/test_battery/data")
    assert Adc.last.pin == 35 and Adc.last.att == Adc.ATTN_11DB
    assert hw.battery() == 75
    Adc.last.uv = 2100000
    assert hw.battery() == 100
    # The default profile has none: no battery on the Hardware.
    m = Machine()
    hw = device.hardware(m, board.load("esp32_devkit"), FakeClock(), __file__.rsplit("/", 3)[0] + "/build/test_battery/data")
    assert getattr(hw, "battery", None) is None


def test_the_settings_screen_shows_the_charge_where_there_is_a_battery():
    hw = hardware()
    hw.battery = lambda: 75
    app = new_app(hw)
    press(app, "down", "down", "ok")                 # the menu: Settings
    assert app.name == "settings"
    rows = app.hw.display.frame
    assert "Battery      75%" in rows, rows
    # Without a battery the row is not there.
    hw.battery = lambda: None
    app.dirty = True
    app.draw()
    assert not [r for r in app.hw.display.frame if r.startswith("Battery")]
