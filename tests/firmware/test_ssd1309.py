# The SSD1309 driver (firmware/drivers/ssd1309.py, issue 28, item 1) against
# the controller's command table (Solomon Systech SSD1309 datasheet,
# "Command Table"), written out here on its own: the setup uses only those
# commands (none of the SSD1306's charge pump 0x8D or current reference
# 0xAD, which the SSD1309 has not), and a full frame and a partial update
# land in the panel's RAM through the column and page windows (0x21, 0x22)
# the SSD1309 shares with the SSD1306 (host_tools/oled.py emulates them).
from drivers.ssd1309 import SSD1309
from host_tools.oled import Panel

# Commands with their value bytes [Command Table: fundamental, scrolling,
# addressing, hardware configuration, timing and driving].
_ARGS = {0x81: 1, 0x20: 1, 0x21: 2, 0x22: 2, 0xA8: 1, 0xD3: 1, 0xDA: 1, 0xD5: 1, 0xD9: 1, 0xDB: 1, 0xFD: 1}


def _single(c):
    return (c <= 0x1F or 0x40 <= c <= 0x7F or 0xB0 <= c <= 0xB7
            or c in (0xA0, 0xA1, 0xA4, 0xA5, 0xA6, 0xA7, 0xAE, 0xAF, 0xC0, 0xC8, 0xE3))


class Bus(Panel):
    def __init__(self):
        super().__init__()
        self.unknown = []
        self.wire = []

    def _transaction(self, b):
        self.wire.append(b)
        if b[0] == 0x00:
            rest = b[1:]
            i = 0
            while i < len(rest):
                c = rest[i]
                if c in _ARGS:
                    i += 1 + _ARGS[c]
                    continue
                if not _single(c):
                    self.unknown.append(c)
                i += 1
        super()._transaction(b)


def test_the_setup_is_ssd1309_commands_only():
    bus = Bus()
    SSD1309(bus)
    assert bus.unknown == [], ["%02x" % c for c in bus.unknown]
    assert bus.on


def test_frames_land_in_the_panel_and_updates_send_only_what_changed():
    bus = Bus()
    d = SSD1309(bus)
    for x in range(128):
        d.pixel(x, (x * 7) % 64, 1)
    d.show()
    assert bytes(bus.ram) == bytes(d.buffer)
    bus.wire = []
    d.pixel(40, 21, 1)
    d.show()
    # The window: columns 40..40 of page 2, then the byte.
    assert bus.wire == [bytes((0x00, 0x21, 40, 40, 0x22, 2, 2)), bytes((0x40, d.buffer[2 * 128 + 40]))]
    assert bytes(bus.ram) == bytes(d.buffer) and bus.unknown == []


def test_a_profile_naming_the_ssd1309_gets_its_driver():
    from fake_machine import board_with_panel
    bus = Bus()
    hw = board_with_panel(bus, "ssd1309", "test_ssd1309")
    assert isinstance(hw.display, SSD1309) and bus.on and bus.unknown == []
