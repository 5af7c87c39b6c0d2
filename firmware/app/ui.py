# Drawing helpers every screen shares: the title bar, lists, big digits and
# the message box. Numbers in big digits are seven-segment digits drawn with
# fill_rect (10 bytes of font data at any height); words: the device font
# (drivers/__init__.py) scaled up 2x. The drawing toolkit (app/draw.py) draws its digits here too.
import framebuf
import micropython
from micropython import const

import drivers

# Private consts: folded into the code, no names kept on the heap.
_W = const(128)
_H = const(64)
_COLS = const(16)   # the font's 8 px cells: 16 characters a line
_ROW = const(9)     # list row pitch
_TOP = const(10)    # first row under the title bar
_BOX = const(7)     # lines the message box shows at once (7 x 8 px + its frame: the screen)



def title(fb, s, right=""):
    fb.fill_rect(0, 0, _W, 9, 1)
    if not right or len(s) + len(right) < _COLS:
        fb.text(s[:_COLS - len(right)], 1, 1, 0)
        if right:
            fb.text(right, _W - 8 * len(right), 1, 0)
        return
    # Tight ("Kārta 13" beside "katls 14"): the right-hand part's letters
    # 7 px apart, not 8, so a space is left between the two parts.
    x = _W - 7 * len(right)
    fb.text(s[:(x - 2) // 8], 1, 1, 0)
    fb.text(right, x, 1, 0, 7)


# Words in big letters: the 5x8 glyphs scaled to 16 px (each row and
# column doubled; 2+2+3+2+3+2+2 = 16 px for digits and capitals, the 8th
# row a descender's) or to 12 px (rows and columns 2,1,2,1,...: 11 px for
# capitals, 5 mm on the recommended 2.42" panel, 12 characters a line).
# Each column byte of a letter (bit 0 the top row) becomes the pixel rows
# its bits cover (_ROWS: each row's first pixel row and how many), each
# column drawn once or twice (_CW), a letter every pitch columns.
_ROWS16 = const(b"\x00\x02\x02\x02\x04\x03\x07\x02\x09\x03\x0c\x02\x0e\x02\x10\x01")
_ROWS12 = const(b"\x00\x02\x02\x01\x03\x02\x05\x01\x06\x02\x08\x01\x09\x02\x0b\x01")
_CW16 = const(b"\x02\x02\x02\x02\x02")
_CW12 = const(b"\x02\x01\x02\x01\x02")


# A word's letters scaled and laid in one call, in machine code (viper),
# into a MONO_VLSB buffer (pages of 8 rows, w columns): a display's, or a
# picture of the word's own for any other FrameBuffer (framebuf's blit).
# In bytecode a letter cost 20,000 instructions; a letter at a time from
# bytecode, each scaled into a picture and laid by drivers.lay, the "last
# tile!" line's twelve cost 290,000 of Kozel's report with four seats on
# their last tile. The word scaled into one picture and laid by one
# drivers.lay instead costs about 40,000 instructions more a word than
# laying it here, straight into the display (bench_press_cost: Kozel's
# dearest report 1.59 -> 1.66 M), hence _lay's page loop again below.
# tests/firmware/test_lay.py holds the display's word to the blit of its
# picture.
@micropython.viper
def _word(dst, w: int, pages: int, cols, letters: int, rows, cw, x: int, y: int, c: int, pitch: int):
    d = ptr8(dst)
    g = ptr8(cols)
    rw = ptr8(rows)
    cwp = ptr8(cw)
    sh = y & 7
    k = 0
    while k < letters:
        xx = x + k * pitch
        col = 0
        while col < 5:
            v = int(g[5 * k + col])
            e = 0
            r = 0
            while r < 8:
                if (v >> r) & 1:
                    e = e | ((1 << int(rw[2 * r + 1])) - 1) << int(rw[2 * r])
                r += 1
            e = e << sh
            t = 0
            while t < int(cwp[col]):
                if xx >= 0 and xx < w:
                    v2 = e
                    q = y >> 3
                    while v2 != 0:
                        m = v2 & 0xFF
                        if m and q >= 0 and q < pages:
                            o = q * w + xx
                            if c:
                                d[o] = d[o] | m
                            else:
                                d[o] = d[o] & (0xFF ^ m)
                        v2 = v2 >> 8
                        q += 1
                xx += 1
                t += 1
            col += 1
        k += 1


# Segments a..g as bits 0..6 (a top, b top right, c bottom right, d bottom,
# e bottom left, f top left, g middle) for 0-9.
_SEGS = const(b"\x3f\x06\x5b\x4f\x66\x6d\x7d\x07\x7f\x6f")
_MINUS = const(0x40)


def big(fb, s, x, y, c=1, h=16):
    """Text h px tall (where it is read from across the table: totals,
    whose turn, last tile): numbers in seven-segment digits, words in the
    device font scaled up (16 or 12 px). Returns the width drawn."""
    w = big_width(s, h)
    if not _numeric(s):
        if h == 12:
            rows, cw, pitch = _ROWS12, _CW12, 10
        else:
            rows, cw, pitch = _ROWS16, _CW16, 16
        cx = x + 1 + (h == 16)   # one column in (two at 16 px), as the font draws its cells
        # Every letter's columns at once (the word walked once); by index,
        # not `for ch in s`: each character taken from a str is an
        # interned string on MicroPython (never freed).
        g = drivers.text(None, s, 0, 0)
        k = len(g) // 5
        buf = getattr(fb, "buffer", None)
        if buf is not None:
            _word(buf, fb.width, fb.height >> 3, g, k, rows, cw, cx, y, 1 if c else 0, pitch)
        elif k:
            # Any other FrameBuffer: the word drawn into a picture of its
            # own, three pages of 8 rows (the 16 px descender's row is the
            # 17th), then blitted (drivers.lay).
            n = pitch * k
            pic = bytearray(3 * n)
            _word(pic, n, 3, g, k, rows, cw, 0, 0, 1, pitch)
            drivers.lay(fb, pic, n, 3, framebuf.FrameBuffer(pic, n, 24, framebuf.MONO_VLSB), cx, y, c)
        return w
    dw = h * 5 // 8         # digit width; the stroke is also the gap
    t = max(2, h // 8)
    mid = (h - t) // 2
    upper = mid + t
    lower = h - mid
    for ch in s:
        m = _MINUS if ch == "-" else 0 if ch == " " else _SEGS[ord(ch) - 48]
        if m & 1:
            fb.fill_rect(x, y, dw, t, c)
        if m & 2:
            fb.fill_rect(x + dw - t, y, t, upper, c)
        if m & 4:
            fb.fill_rect(x + dw - t, y + mid, t, lower, c)
        if m & 8:
            fb.fill_rect(x, y + h - t, dw, t, c)
        if m & 16:
            fb.fill_rect(x, y + mid, t, lower, c)
        if m & 32:
            fb.fill_rect(x, y, t, upper, c)
        if m & 64:
            fb.fill_rect(x, y + mid, dw, t, c)
        x += dw + t
    return w


def _numeric(s):
    for ch in s:
        if ch not in "0123456789- ":
            return False
    return True


def big_width(s, h=16):
    if not _numeric(s):
        return (10 if h == 12 else 16) * len(s)
    t = max(2, h // 8)
    return len(s) * (h * 5 // 8 + t) - t if s else 0


def big_right(fb, s, right, y, c=1):
    big(fb, s, right - big_width(s), y, c)


def rows(fb, items, cur, top=_TOP, n=0):
    """A scrolling list; the current row inverted. items: strings. A list
    longer than the screen gets a bar in the last pixel column showing
    where the view is; no text reaches it (the font's glyphs leave their
    cell's last two columns dark): a row longer than 16 characters is cut
    to 15 and "." ends it."""
    if not n:
        n = (_H - top) // _ROW
    first = 0
    if cur >= n:
        first = cur - n + 1
    more = len(items) > n
    for i in range(first, min(len(items), first + n)):
        y = top + (i - first) * _ROW
        s = items[i]
        if len(s) > _COLS:
            s = s[:_COLS - 1] + "."
        if i == cur:
            fb.fill_rect(0, y - 1, _W - 1 if more else _W, _ROW, 1)
            fb.text(s, 0, y, 0)
        else:
            fb.text(s, 0, y, 1)
    if more:
        span = n * _ROW
        fb.vline(_W - 1, top - 1 + first * span // len(items), max(2, n * span // len(items)), 1)


def wrap(s, n=_COLS):
    """Words of s in lines of at most n characters (long words cut); each
    "\n" starts a new line, so a blank line stays blank."""
    # A paragraph spaced once between words is cut at its spaces (rfind),
    # making only its lines' strings: each string made on MicroPython is
    # looked up among the interned ones, and splitting it into words made
    # one a word (half of the counting game's final standings,
    # bench_press_cost). Any other spacing is split into words.
    out = []
    for para in s.split("\n"):
        if ("  " in para or "\t" in para or "\r" in para or "\x0b" in para or "\x0c" in para
                or para.startswith(" ") or para.endswith(" ")):
            para = " ".join(para.split())
        i = 0
        m = len(para)
        while m - i > n:
            j = para.rfind(" ", i, i + n + 1)
            if j > i:
                out.append(para[i:j])
                i = j + 1
            else:                      # a word longer than a line: cut
                out.append(para[i:i + n])
                i += n
        out.append(para[i:] if i else para)
    return out


def message(fb, s, top=0):
    """A framed box over the screen: clear, one idea, dismissed by any key.
    It holds _BOX lines of 14; a longer message shows _BOX of them from
    line `top` (app.main scrolls it with UP and DOWN), a bar inside the
    frame's right edge showing where, so no line is ever left unseen."""
    lines = wrap(s, 14)
    n = len(lines)
    top = max(0, min(top, n - _BOX))
    h = 8 * min(n, _BOX) + 6
    y = (_H - h) // 2
    fb.fill_rect(2, y - 1, _W - 4, h + 2, 0)
    fb.rect(3, y, _W - 6, h, 1)
    for i in range(min(n, _BOX)):
        fb.text(lines[top + i], 8, y + 3 + 8 * i, 1)
    if n > _BOX:
        span = h - 6
        fb.vline(_W - 6, y + 3 + top * span // n, max(2, _BOX * span // n), 1)


def pad(s, n):
    s = str(s)
    return " " * (n - len(s)) + s if len(s) < n else s


def pair(left, right, n=_COLS):
    """One line with `right` flush right: "Marker pen   10"."""
    left = left[:n - len(right) - 1]
    return left + " " * (n - len(left) - len(right)) + right
