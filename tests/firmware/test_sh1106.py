# The SH1106 driver (firmware/drivers/sh1106.py, issue 28, item 1) against
# the controller's command table as the Sino Wealth SH1106 datasheet (V2.3,
# "Commands") gives it, written out here on its own: an emulated SH1106
# that takes only those commands, with its 132-column RAM. A 128-column
# panel shows columns 2 to 129: every pixel must land 2 columns in, for a
# full frame and for a partial update, with the bytes on the bus exactly
# the page-addressing commands.
from drivers.sh1106 import SH1106

# Two-byte commands (the command, then its value byte) [datasheet: 8, 10,
# 14, 16, 17, 18, 19, 20, 21 in the table]: contrast, multiplex ratio, DC-DC,
# display offset, clock divide, precharge, common pads, VCOM deselect.
_TWO = (0x81, 0xA8, 0xAD, 0xD3, 0xD5, 0xD9, 0xDA, 0xDB)


def _one_byte(c):
    """Is c a one-byte command of the table?"""
    return (c <= 0x1F                     # 1, 2: column address, lower and higher 4 bits
            or 0x30 <= c <= 0x33          # 3: pump voltage
            or 0x40 <= c <= 0x7F          # 4: display start line
            or c in (0xA0, 0xA1, 0xA4, 0xA5, 0xA6, 0xA7, 0xAE, 0xAF)
            or 0xB0 <= c <= 0xB7          # 12: page address
            or 0xC0 <= c <= 0xCF          # 13: common output scan direction
            or c in (0xE0, 0xEE, 0xE3))   # read-modify-write, end, NOP


class Chip:
    """An SH1106 on I2C, from its datasheet: page addressing only."""

    def __init__(self):
        self.ram = bytearray(132 * 8)
        self.page = 0
        self.col = 0
        self.on = False
        self.wire = []          # every transaction, as bytes
        self.unknown = []

    def writeto(self, addr, buf, stop=True):
        self._bytes(bytes(buf))

    def writevto(self, addr, bufs, stop=True):
        self._bytes(b"".join(bytes(b) for b in bufs))

    def _bytes(self, b):
        self.wire.append(b)
        ctrl = b[0]
        assert ctrl in (0x00, 0x40), "control byte %02x: Co=0, then commands or data" % ctrl
        rest = b[1:]
        if ctrl == 0x40:
            for d in rest:
                if self.col < 132:          # the column counter stops at 131
                    self.ram[self.page * 132 + self.col] = d
                    self.col += 1
            return
        i = 0
        while i < len(rest):
            c = rest[i]
            if c in _TWO:
                i += 2
                continue
            if not _one_byte(c):
                self.unknown.append(c)
            elif c <= 0x0F:
                self.col = (self.col & 0xF0) | c
            elif c <= 0x1F:
                self.col = (self.col & 0x0F) | (c & 0x0F) << 4
            elif 0xB0 <= c <= 0xB7:
                self.page = c & 7
            elif c in (0xAE, 0xAF):
                self.on = c == 0xAF
            i += 1


def shown(chip, page, x):
    """The byte a 128-column panel shows at column x of page: RAM column x + 2."""
    return chip.ram[page * 132 + x + 2]


def test_the_setup_is_sh1106_commands_only():
    chip = Chip()
    SH1106(chip)
    assert chip.unknown == [], ["%02x" % c for c in chip.unknown]   # no SSD1306-only 0x20-0x22, 0x8D
    assert chip.on


def test_a_full_frame_lands_two_columns_in_and_fills_the_panel():
    chip = Chip()
    d = SH1106(chip)
    chip.ram[:] = b"\x5a" * len(chip.ram)          # what was there before
    chip.wire = []
    d.invalidate()
    for x in range(128):
        d.pixel(x, x % 64, 1)
    d.fill_rect(0, 0, 3, 8, 1)                     # the first columns, lit
    d.show()
    for page in range(8):
        for x in range(128):
            assert shown(chip, page, x) == d.buffer[page * 128 + x], (page, x)
        assert chip.ram[page * 132 + 0] == 0x5A and chip.ram[page * 132 + 131] == 0x5A   # not on the panel
    # Per page: its address (page, column 2 = low 2, high 0), then 128 bytes.
    assert chip.wire[0] == bytes((0x00, 0xB0, 0x02, 0x10))
    assert len(chip.wire) == 16 and all(len(w) == 129 for w in chip.wire[1::2])


def test_a_partial_update_sends_one_page_run_at_its_column():
    chip = Chip()
    d = SH1106(chip)
    chip.wire = []
    d.pixel(40, 21, 1)                             # page 2, bit 5, column 40
    d.pixel(42, 20, 1)
    d.show()
    # Column 40 is RAM column 42: low nibble 0xA, high 0x2.
    assert chip.wire == [bytes((0x00, 0xB2, 0x0A, 0x12)), bytes((0x40, 0x20, 0x00, 0x10))]
    assert shown(chip, 2, 40) == 0x20 and shown(chip, 2, 42) == 0x10
    assert d.show() == 0 and len(chip.wire) == 2   # nothing changed: nothing sent


def test_brightness_uses_the_table_too():
    chip = Chip()
    d = SH1106(chip)
    d.brightness(0)
    assert not chip.on and chip.unknown == []
    d.brightness(2)
    assert chip.on


def test_a_profile_naming_the_sh1106_gets_its_driver():
    from fake_machine import board_with_panel
    chip = Chip()
    hw = board_with_panel(chip, "sh1106", "test_sh1106")
    assert isinstance(hw.display, SH1106) and chip.on and chip.unknown == []
