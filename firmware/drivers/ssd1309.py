# SSD1309 OLED over I2C (the 2.42" 128x64 modules, a pixel about 0.43 mm:
# issue 28's panel for reading across a table): the SSD1306's command set
# for addressing and drawing, so the SSD1306 driver's partial updates run
# unchanged (drivers/ssd1306.py), but no charge pump (0x8D) and no current
# reference (0xAD): the module makes the panel's VCC itself. The setup is
# the SSD1309's (Solomon Systech SSD1309 datasheet, "Command Table"):
# the command lock released, clock, multiplex, offset, start line, remap,
# COM scan, COM pins, contrast, precharge, VCOMH.
from drivers.ssd1306 import SSD1306


class SSD1309(SSD1306):
    def _setup(self, height, width):
        return bytes((
            0x00,                # control byte: command bytes follow
            0xFD, 0x12,          # command lock off (the reset state, said again)
            0xAE,                # display off while configuring
            0x20, 0x00,          # horizontal addressing (the windows of show())
            0xD5, 0xA0,          # clock divide / oscillator
            0xA8, height - 1,    # multiplex ratio
            0xD3, 0x00,          # display offset
            0x40,                # display start line 0
            0xA1,                # column 127 is SEG0
            0xC8,                # scan COM[N-1] to COM0
            0xDA, 0x12,          # COM pins: alternative
            0x81, 0xFF,          # contrast
            0xD9, 0x82,          # precharge
            0xDB, 0x34,          # VCOMH deselect level
            0xA4,                # output follows RAM
            0xA6,                # normal, not inverted
            0xAF,                # display on
        ))
