# The SSD1306's controls the app never uses (power, contrast, inversion,
# rotation; the driver's own brightness(level) dims and turns it off), as
# functions on a drivers.ssd1306.SSD1306: kept out of the driver so the
# module the app holds for good stays small; import this only where one is
# needed. After micropython-lib's ssd1306.py (MIT).
from micropython import const

# Private consts: folded into the code, no names kept on the heap.
_CTRL_CMDS = const(0x00)     # Co=0, D/C#=0: the rest are command bytes
_SET_CONTRAST = const(0x81)
_SET_NORM_INV = const(0xA6)
_SET_DISP = const(0xAE)
_SET_SEG_REMAP = const(0xA0)
_SET_COM_OUT_DIR = const(0xC0)


def _cmds(d, *cmds):
    b = bytes((_CTRL_CMDS,) + cmds)
    d.i2c.writeto(d.addr, b)
    d.bytes_sent += len(b)


def poweroff(d):
    _cmds(d, _SET_DISP)


def poweron(d):
    _cmds(d, _SET_DISP | 0x01)


def contrast(d, level):
    _cmds(d, _SET_CONTRAST, level)



def invert(d, invert):
    _cmds(d, _SET_NORM_INV | (invert & 1))


def rotate(d, rotate):
    _cmds(d, _SET_COM_OUT_DIR | ((rotate & 1) << 3), _SET_SEG_REMAP | (rotate & 1))
