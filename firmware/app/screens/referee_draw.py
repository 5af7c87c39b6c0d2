# What every referee screen draws the same way (the views of
# app.screens.mexican, line, cross and sausage): figures in a small font,
# the buttons' meanings with their key caps, the "last tile!" line and the
# Who-went-out picker.
from micropython import const
from app import lang, ui

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_WHO_WENT_OUT = const(70)
_T_HINT_IT_WAS = const(71)
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


def last_tile(text, names, last):
    """text, whose %s is the players on their last tile (names, and last
    their seats' numbers), as a line of 16: their whole names, else their
    first three letters, else the seats' numbers run together ("1234").
    The line games' view says it too. (Its argument names are ones the
    Mexican run interns already: one more tipped the 32-bit build's held
    heap into another qstr pool, +4.5 KB.)"""
    for k in (8, 3, 0):
        line = text % (" ".join(n[:k] for n in names) if k else "".join(str(x) for x in last))
        if len(line) <= 16:
            break
    return line[:16]


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


def went_out(fb, screen):
    """The "Who went out?" picker of both referees' screens: the seat at
    the cursor in big digits, its name beside."""
    fb.text(lang.get(_T_WHO_WENT_OUT), 0, 14, 1)
    s = screen.items[screen.cur]
    ui.big(fb, str(s + 1), 2, 28)
    fb.text(screen.names[s], 24, 32, 1)
    hints(fb, lang.get(_T_HINT_IT_WAS))
