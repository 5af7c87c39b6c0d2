# Drawing helpers every screen shares: the title bar, lists, big digits and
# the message box. Numbers in big digits are app.digits' seven-segment
# digits (the toolkit's, app/draw.py); words: the 8x8 font scaled up 2x.
import framebuf
from micropython import const
from app import digits

# Private consts: folded into the code, no names kept on the heap.
_W = const(128)
_H = const(64)
_COLS = const(16)   # 8x8 font: 16 characters a line
_ROW = const(9)     # list row pitch
_TOP = const(10)    # first row under the title bar

_glyph = framebuf.FrameBuffer(bytearray(8), 8, 8, framebuf.MONO_VLSB)


def title(fb, s, right=""):
    fb.fill_rect(0, 0, _W, 9, 1)
    fb.text(s[:_COLS - len(right)], 1, 1, 0)
    if right:
        fb.text(right, _W - 8 * len(right), 1, 0)


def text(fb, s, x, y, c=1):
    fb.text(s, x, y, c)


def center(fb, s, y, c=1):
    s = s[:_COLS]
    fb.text(s, (_W - 8 * len(s)) // 2, y, c)


# Row heights for the scaled font: the 8x8 glyphs use 7 rows (and an 8th
# for descenders); 2+2+3+2+3+2+2 = 16 px for digits and capitals.
_RH = const(b"\x02\x02\x03\x02\x03\x02\x02\x01")
_RY = const(b"\x00\x02\x04\x07\x09\x0c\x0e\x10")


def big(fb, s, x, y, c=1):
    """Text 16 px tall (digits where they matter: totals, whose turn):
    numbers in the toolkit's seven-segment digits, words in the 8x8 font
    scaled up. Returns the width drawn."""
    if _numeric(s):
        return digits.big(fb, s, x, y, 16, c)
    g = _glyph
    for ch in s:
        g.fill(0)
        g.text(ch, 0, 0, 1)
        for col in range(8):
            for row in range(8):
                if g.pixel(col, row):
                    fb.fill_rect(x + 2 * col, y + _RY[row], 2, _RH[row], c)
        x += 16
    return 16 * len(s)


def _numeric(s):
    for ch in s:
        if ch not in "0123456789- ":
            return False
    return True


def big_width(s):
    if _numeric(s):
        return digits.big_width(s, 16)
    return 16 * len(s)


def big_right(fb, s, right, y, c=1):
    big(fb, s, right - big_width(s), y, c)


def rows(fb, items, cur, top=_TOP, n=0):
    """A scrolling list; the current row inverted. items: strings."""
    if not n:
        n = (_H - top) // _ROW
    first = 0
    if cur >= n:
        first = cur - n + 1
    for i in range(first, min(len(items), first + n)):
        y = top + (i - first) * _ROW
        if i == cur:
            fb.fill_rect(0, y - 1, _W, _ROW, 1)
            fb.text(items[i][:_COLS], 0, y, 0)
        else:
            fb.text(items[i][:_COLS], 0, y, 1)
    if first:
        fb.text("^", _W - 8, top, 1)
    if first + n < len(items):
        fb.text("v", _W - 8, _H - 8, 1)


def wrap(s, n=_COLS):
    """Words of s in lines of at most n characters (long words cut); each
    "\n" starts a new line, so a blank line stays blank."""
    out = []
    for para in s.split("\n"):
        line = ""
        for word in para.split():
            while len(word) > n:
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:n])
                word = word[n:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= n:
                line += " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def message(fb, s):
    """A framed box over the screen: clear, one idea, dismissed by any key."""
    lines = wrap(s, 14)[:6]
    h = 8 * len(lines) + 6
    y = (_H - h) // 2
    fb.fill_rect(2, y - 1, _W - 4, h + 2, 0)
    fb.rect(3, y, _W - 6, h, 1)
    for i, line in enumerate(lines):
        fb.text(line, 8, y + 3 + 8 * i, 1)


def pad(s, n):
    s = str(s)
    return " " * (n - len(s)) + s if len(s) < n else s


def pair(left, right, n=_COLS):
    """One line with `right` flush right: "Marker pen   10"."""
    left = left[:n - len(right) - 1]
    return left + " " * (n - len(left) - len(right)) + right
