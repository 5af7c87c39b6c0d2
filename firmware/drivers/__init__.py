# Device drivers: the only code that touches `machine`. Each driver keeps its
# hardware-independent part (state machines, diffing, tune stepping) apart
# from the few lines binding machine.Pin / I2C / PWM, so the logic is tested
# on the host with a fake clock and an emulated panel.
import framebuf
import micropython
from micropython import const


def seed():
    """A 32-bit seed for the dealer's generator, from os.urandom (here, as
    the package stays loaded while its drivers do: device.py does not)."""
    import os
    b = os.urandom(4)
    return b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24


# The display's text (every display driver's text(), and app.ui's big
# words): X11 misc-fixed 5x8 glyphs (public domain; converted by
# host_tools/font.py into font5x8.py in this package), so Cyrillic and
# Latvian letters draw as ASCII does. Each glyph keeps framebuf.text's 8 px
# cell (drawn one column in), so every screen's layout, 16 characters a
# line, is unchanged.
#
# The font is a bytes literal (font5x8.GLYPHS, U+0020..U+045F, 5 bytes a
# glyph, found by arithmetic): frozen into the image it stays in flash,
# no heap. It was a file read a glyph at a time (a seek and a read in
# bytecode for each letter, 7,000 instructions with the blit), to keep
# 5.4 KB off the heap when the code itself was loaded there; as .mpy
# (`make deploy`) it is now on the heap. A string is walked as its UTF-8
# bytes, never character by character: on MicroPython each character
# taken from a str is an interned string, never freed.
from drivers.font5x8 import GLYPHS as _FONT

_W = const(5)
_FIRST = const(0x20)     # ' ', the first glyph
_END = const(0x460)      # past the last Cyrillic letter
_QMARK = const(31)       # '?': what a letter the font lacks draws as

_g = bytearray(_W)
_glyph = framebuf.FrameBuffer(_g, _W, 8, framebuf.MONO_VLSB)


def asset(path):
    """The firmware's data file at path from the flash root (a language's
    texts), opened to read. The root is the board's working directory (and
    the instrument's, and the .mpy path's): a constant path, where working
    one out from __file__ for each read cost a third of drawing a short
    word (bench_press_cost). Elsewhere (CPython's tests and simulator) the
    files are found beside the packages."""
    try:
        return open(path, "rb")
    except OSError:
        f = __file__
        return open(f[:f.rfind("drivers")] + path, "rb")


# Laying a picture's lit pixels into a display's buffer: framebuf's blit
# keyed to the other colour, as machine code (viper). framebuf's blit reads
# and writes each pixel through a function pointer: a 5x8 letter cost
# 4,450 instructions, this about 300 (bench_press_cost), and a big 16 px
# letter ten times that. On CPython (the shim's ptr8 gives the buffer
# itself) it runs as plain Python, and tests/firmware/test_lay.py checks it
# against framebuf's blit pixel for pixel. Native code needs mpy-cross's
# -march on every path (the ESP32 port's frozen build sets xtensawin; the
# instrument, bench's .mpy and deploy pass theirs).
@micropython.viper
def _lay(dst, w: int, pages: int, src, n: int, sp: int, x: int, y: int, c: int):
    d = ptr8(dst)
    s = ptr8(src)
    sh = y & 7
    k = 0
    while k < sp:
        p = (y >> 3) + k        # the page the source page's top row falls in
        j = 0
        while j < n:
            xx = x + j
            if xx >= 0 and xx < w:
                v = int(s[k * n + j]) << sh
                q = p
                while q <= p + 1:
                    m = v & 0xFF
                    if m and q >= 0 and q < pages:
                        o = q * w + xx
                        if c:
                            d[o] = d[o] | m
                        else:
                            d[o] = d[o] & (0xFF ^ m)
                    v = v >> 8
                    q += 1
            j += 1
        k += 1


def lay(fb, src, n, sp, view, x, y, c=1):
    """The lit pixels of src (MONO_VLSB, n columns, sp pages of 8 rows; view
    a FrameBuffer over it) drawn in colour c with their top left at (x, y),
    fb's other pixels untouched. A display (its .buffer, MONO_VLSB) gets
    _lay; any other FrameBuffer framebuf's blit (src inverted in place
    for c 0)."""
    buf = getattr(fb, "buffer", None)
    if buf is not None:
        _lay(buf, fb.width, fb.height >> 3, src, n, sp, x, y, 1 if c else 0)
        return
    if not c:
        for j in range(n * sp):
            src[j] ^= 0xFF
    fb.blit(view, x, y, 1 - c)


# A whole string laid into a display's buffer (_lay's work for each of
# its letters, and the UTF-8 walk, in one call): about 500 instructions a
# letter, where a call of _lay for each from bytecode cost 6,500.
@micropython.viper
def _text(dst, w: int, pages: int, font, s, n: int, x: int, y: int, c: int, step: int):
    d = ptr8(dst)
    f = ptr8(font)
    b = ptr8(s)
    sh = y & 7
    p = y >> 3
    o0 = -1                 # the top page's offset, -1 when off the screen
    if p >= 0 and p < pages:
        o0 = p * w
    o1 = -1                 # the page below, where a letter straddles two
    if sh and p + 1 >= 0 and p + 1 < pages:
        o1 = (p + 1) * w
    i = 0
    while i < n:
        v = int(b[i])
        i += 1
        if v >= 0xC0:
            # Two bytes for the Latvian and Cyrillic letters; three or
            # four for what the font has not.
            if v < 0xE0 and i < n:
                v = (v & 0x1F) << 6 | int(b[i]) & 0x3F
            else:
                v = 0
            while i < n and int(b[i]) & 0xC0 == 0x80:
                i += 1
        g = _QMARK
        if v >= _FIRST and v < _END:
            g = v - _FIRST
        g *= _W
        j = 0
        while j < _W:
            xx = x + 1 + j
            if xx >= 0 and xx < w:
                col = int(f[g + j]) << sh
                m = col & 0xFF
                if m and o0 >= 0:
                    if c:
                        d[o0 + xx] = d[o0 + xx] | m
                    else:
                        d[o0 + xx] = d[o0 + xx] & (0xFF ^ m)
                m = col >> 8
                if m and o1 >= 0:
                    if c:
                        d[o1 + xx] = d[o1 + xx] | m
                    else:
                        d[o1 + xx] = d[o1 + xx] & (0xFF ^ m)
            j += 1
        x += step


def text(fb, s, x, y, c=1, step=8):
    """framebuf.text's call with this font: s at (x, y), lit pixels only
    in colour c, 8 px a character (step: fewer for figures packed close,
    app.screens.referee_draw.narrow). fb None: nothing drawn; -> a new
    bytearray of the 5 column bytes (bit 0 the top row) of each of s's
    letters in turn (app.ui scales them up for big words)."""
    c = 1 if c else 0
    b = s.encode()
    n = len(b)
    buf = None if fb is None else getattr(fb, "buffer", None)
    if buf is not None:
        # A display: the whole string in one call.
        _text(buf, fb.width, fb.height >> 3, _FONT, b, n, x, y, c, step)
        return None
    # Any other FrameBuffer, or the columns: letter by letter, the same
    # walk as _text's (tests/firmware/test_lay.py draws both and compares).
    font = memoryview(_FONT)
    cols = bytearray(_W * n) if fb is None else None
    k = 0
    i = 0
    while i < n:
        v = b[i]
        i += 1
        if v >= 0xC0:
            v = (v & 0x1F) << 6 | b[i] & 0x3F if v < 0xE0 and i < n else 0
            while i < n and b[i] & 0xC0 == 0x80:
                i += 1
        g = _W * (v - _FIRST if _FIRST <= v < _END else _QMARK)
        if cols is not None:
            cols[k:k + _W] = font[g:g + _W]
            k += _W
            continue
        _g[:] = font[g:g + _W]
        lay(fb, _g, _W, 1, _glyph, x + 1, y, c)   # framebuf's blit, for this fb
        x += step
    return cols
