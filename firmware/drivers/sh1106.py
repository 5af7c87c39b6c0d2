# SH1106 OLED over I2C (the 1.3" 128x64 modules): the SSD1306 driver's
# framebuffer, shadow copy and partial updates (drivers/ssd1306.py), with
# the SH1106's own commands. Its RAM is 132 columns wide and a 128-column
# panel shows columns 2..129, so every column address is 2 more (the
# usual trap: a 2-pixel band of noise at one edge); it has page
# addressing only (no 0x20/0x21/0x22 of the SSD1306): each page's run is
# addressed by its page (0xB0 | page) and its first column, low and high
# nibbles (0x00 | low, 0x10 | high). No maintained MicroPython driver for
# it is on the package registries (micropython-lib has the SSD1306's only).
# Commands from the Sino Wealth SH1106 datasheet V2.3, "Commands" table.
from micropython import const

from drivers.ssd1306 import SSD1306

_OFFSET = const(2)            # 132-column RAM, 128 columns shown: 2..129


class SH1106(SSD1306):
    def _setup(self, height, width):
        return bytes((
            0x00,                # control byte: command bytes follow
            0xAE,                # display off while configuring
            0x40,                # display start line 0
            0xA1,                # segment remap: column 131 is SEG0 (the module's mounting)
            0xA8, height - 1,    # multiplex ratio
            0xC8,                # COM scan from COM[N-1] to COM0
            0xD3, 0x00,          # display offset
            0xDA, 0x12,          # common pads: alternative
            0xD5, 0x80,          # clock divide / oscillator
            0xD9, 0x22,          # discharge / precharge period (the reset value)
            0xDB, 0x35,          # VCOM deselect level (the reset value)
            0x81, 0xFF,          # contrast
            0xA4,                # output follows RAM
            0xA6,                # normal, not inverted
            0xAD, 0x8B,          # DC-DC converter on (the module's charge pump)
            0xAF,                # display on
        ))

    def _new_window(self):
        return bytearray(4)   # control byte, page, column low, column high

    def _window(self, win, page, c0, c1):
        c = c0 + _OFFSET
        win[0] = 0x00
        win[1] = 0xB0 | page
        win[2] = c & 0x0F
        win[3] = 0x10 | c >> 4
        self.i2c.writeto(self.addr, win)
