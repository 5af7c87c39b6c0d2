# The SSD1306's controls the app never uses (power, contrast, inversion,
# rotation), as functions on a drivers.ssd1306.SSD1306: kept out of the
# driver so the module the app holds for good stays small; import this only
# where one is needed. After micropython-lib's ssd1306.py (MIT).
from micropython import const

# Private consts: folded into the code, no names kept on the heap.
_SET_CONTRAST = const(0x81)
_SET_NORM_INV = const(0xA6)
_SET_DISP = const(0xAE)
_SET_SEG_REMAP = const(0xA0)
_SET_COM_OUT_DIR = const(0xC0)


def poweroff(d):
    d.write_cmd(_SET_DISP)


def poweron(d):
    d.write_cmd(_SET_DISP | 0x01)


def contrast(d, level):
    d.write_cmd(_SET_CONTRAST)
    d.write_cmd(level)


def invert(d, invert):
    d.write_cmd(_SET_NORM_INV | (invert & 1))


def rotate(d, rotate):
    d.write_cmd(_SET_COM_OUT_DIR | ((rotate & 1) << 3))
    d.write_cmd(_SET_SEG_REMAP | (rotate & 1))
