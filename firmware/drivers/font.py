# The display's text: X11 misc-fixed 5x8 glyphs (public domain; converted
# by host_tools/font.py into font.bin beside this module) blitted through
# framebuf, so Cyrillic and Latvian letters draw as ASCII does. Each glyph
# keeps framebuf.text's 8 px cell (drawn one column in), so every screen's
# layout, 16 characters a line, is unchanged.
#
# font.bin (about 1.6 KB) is read once into one bytes object: a u16
# count, the code points (u16, ascending), then 5 column bytes a glyph.
# ASCII is found by arithmetic (code points 32..126 come first), the
# rest by a binary search of the code points, so no dict is built.
import framebuf
from micropython import const

_W = const(5)
_FIRST = const(32)       # ' ', the first glyph
_ASCII = const(95)       # ' '..'~': glyphs 0..94
_QMARK = const(31)       # '?': what a letter the font lacks draws as

_data = None
_n = 0
_g = bytearray(_W)
_glyph = framebuf.FrameBuffer(_g, _W, 8, framebuf.MONO_VLSB)
# blit's palette: a glyph's lit pixels -> the text's colour c, its dark
# ones -> 1 - c, which is the key (blit compares the key with the colour
# after the palette), so only the lit pixels are drawn, as framebuf.text.
_pal = framebuf.FrameBuffer(bytearray(1), 2, 1, framebuf.MONO_HLSB)


def _load():
    global _data, _n
    f = __file__
    with open((f[:f.rfind("/") + 1] if "/" in f else "") + "font.bin", "rb") as fh:
        _data = fh.read()
    _n = _data[0] | _data[1] << 8


def _index(cp):
    d = _data
    if _FIRST <= cp < _FIRST + _ASCII:
        return cp - _FIRST
    lo = _ASCII
    hi = _n - 1
    while lo <= hi:
        mid = (lo + hi) >> 1
        v = d[2 + 2 * mid] | d[3 + 2 * mid] << 8
        if v == cp:
            return mid
        if v < cp:
            lo = mid + 1
        else:
            hi = mid - 1
    return _QMARK


def text(fb, s, x, y, c=1):
    """framebuf.text's call with this font: s at (x, y), lit pixels only
    in colour c, 8 px a character."""
    if _data is None:
        _load()
    d = _data
    g = _g
    base = 2 + 2 * _n
    c = 1 if c else 0
    _pal.pixel(0, 0, 1 - c)
    _pal.pixel(1, 0, c)
    for ch in s:
        o = base + _W * _index(ord(ch))
        for k in range(_W):
            g[k] = d[o + k]
        fb.blit(_glyph, x + 1, y, 1 - c, _pal)
        x += 8


def glyph(ch):
    """The 5 column bytes of ch (bit 0 the top row): for readers of frames."""
    if _data is None:
        _load()
    o = 2 + 2 * _n + _W * _index(ord(ch))
    return _data[o:o + _W]
