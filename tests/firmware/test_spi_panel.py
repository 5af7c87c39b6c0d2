# A panel on 4-wire SPI [issue 28, item 1: "on I2C or SPI"]: the profile
# says "oled_bus": "spi" and the same driver talks through
# drivers/spi_bus.py. Here the panel's SPI side is emulated from the
# controller's interface description (SSD1309 datasheet, "MCU Interface
# Selection", 4-wire SPI: D/C# low makes the byte a command, high display
# data; a byte counts only while CS# is low; RES# low resets): each write
# with CS low reaches the emulated controller as the commands or data its
# D/C level makes it, and what lands in its RAM is checked against the
# frame.
from fake_machine import Machine, Pin
from test_ssd1309 import Bus


class SpiPanel(Bus):
    """The SSD1309's command table checked (test_ssd1309.Bus), fed by an
    SPI wire: .spi is what machine.SPI returns."""

    def __init__(self, profile):
        super().__init__()
        self.profile = profile
        self.spi = self
        self.writes = []     # (D/C level, bytes) of each SPI write

    def write(self, b):
        p = self.profile
        assert Pin.pins[p["cs"]].level == 0, "a write with CS high is lost"
        dc = Pin.pins[p["dc"]].level
        self.writes.append((dc, bytes(b)))
        self._transaction(bytes((0x40 if dc else 0x00,)) + bytes(b))


def spi_board(name):
    import board
    import device
    from host_tools.clocks import FakeClock
    prof = board.load("esp32_devkit_spi")
    m = Machine()
    m.panel = SpiPanel(prof)
    hw = device.hardware(m, prof, FakeClock(), __file__.rsplit("/", 3)[0] + "/build/%s/data" % name)
    return hw, m, m.panel, prof


def test_the_panel_is_reset_then_set_up_with_commands_only():
    from drivers.ssd1309 import SSD1309
    hw, m, panel, prof = spi_board("test_spi_setup")
    assert isinstance(hw.display, SSD1309)
    assert m.spi_args == (prof["spi_id"], prof["spi_baud"], prof["sck"], prof["mosi"])
    # RES# high, low, high: the datasheet's power-on reset, before any byte.
    assert Pin.pins[prof["res"]].log == [1, 0, 1]
    # The setup as commands (D/C low): the bytes the I2C bus carries after
    # its control byte 0x00.
    i2c = Bus()
    SSD1309(i2c)
    assert i2c.wire[0][0] == 0x00 and panel.writes[0] == (0, i2c.wire[0][1:])
    assert panel.on and panel.unknown == []
    assert Pin.pins[prof["cs"]].level == 1     # released after each write


def test_a_full_frame_and_a_partial_update_land_in_the_panel():
    hw, m, panel, prof = spi_board("test_spi_frames")
    d = hw.display
    for x in range(128):
        d.pixel(x, (x * 5) % 64, 1)
    d.show()
    assert bytes(panel.ram) == bytes(d.buffer)
    panel.writes = []
    d.pixel(40, 21, 1)
    d.show()
    # The window (columns 40..40 of page 2) as commands, then one byte of data.
    assert panel.writes == [(0, bytes((0x21, 40, 40, 0x22, 2, 2))), (1, bytes((d.buffer[2 * 128 + 40],)))]
    assert bytes(panel.ram) == bytes(d.buffer) and panel.unknown == []
