# The referee screens' small drawings, loaded with their views (each frame)
# without the rest of a view: the line of the buttons' meanings with the
# key caps (hints) and the small font the caps and the seats' tile counts
# are drawn in (small). app.screens.referee_view (Mexican Train),
# line_view and cross_view draw with them; the line and cross views thus
# load none of Mexican Train's view and rules (its turn model and
# referee), 12.5 KB a frame on the 32-bit build that the cross referee's
# frames no longer take.
from micropython import const

# The small font: 3x5 px glyphs for figures that must all fit on one line
# (tiles per seat), and the "OK" of a key cap. Each glyph is 15 bits, row
# by row from the top, bit 14 the top left pixel: two bytes a glyph, in
# the order of _SMALL_CHARS.
_SMALL_CHARS = const("0123456789OK")
_SMALL = const(b"\x7b\x6f\x2c\x97\x73\xe7\x72\xcf\x5b\xc9\x79\xcf\x79\xef\x72\x92"
               b"\x7b\xef\x7b\xcf\x2b\x6a\x5d\x35")


def small(fb, s, x, y, c=1):
    """s in the small font at x, y (4 px a character); returns the width."""
    x0 = x
    for ch in s:
        i = _SMALL_CHARS.find(ch)
        if i >= 0:
            bits = _SMALL[2 * i] << 8 | _SMALL[2 * i + 1]
            for p in range(15):
                if bits & (0x4000 >> p):
                    fb.pixel(x + p % 3, y + p // 3, c)
        x += 4
    return x - x0 - 1


def hints(fb, s, y=56):
    """A line of the buttons' meanings: in s, "\x01" is the OK key's cap
    ("OK" in a lit box), "\x02" and "\x03" the UP and DOWN keys (arrow
    heads); the rest is text, a space half a character wide. s is walked
    as its UTF-8 bytes: a character taken from a str is interned on
    MicroPython, for good."""
    x = 0
    b = s.encode() + b" "
    start = 0
    for i in range(len(b)):
        o = b[i]
        if o > 32:
            continue
        if i > start:
            word = b[start:i].decode()
            fb.text(word, x, y, 1)
            x += 8 * len(word)
        start = i + 1
        if o == 1:
            fb.fill_rect(x, y, 9, 7, 1)
            small(fb, "OK", x + 1, y + 1, 0)
            x += 10
        elif o < 4:
            for i in range(3):
                fb.hline(x + 2 - i, y + 2 + (i if o == 2 else 2 - i), 2 * i + 1, 1)
            x += 6
        else:
            x += 4   # half a space: four buttons fit on a line
