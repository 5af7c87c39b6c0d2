# What every referee screen draws the same way (the views of
# app.screens.mexican, line, cross and sausage): the seats' row of tile
# counts and markers, the buttons' meanings with their key caps, the "last
# tile!" line, the round's result and the Who-went-out picker.
#
# Sizes, for a glance from across the table on the recommended 2.42" panel
# (0.43 mm a pixel; tests/test_legibility.py): whose turn, "last tile" and
# the round's result at least 12 px (5 mm); tile counts, markers and every
# figure of the play in the 8 px font (3.4 mm); seat tags and key caps,
# labels only, in the 3x5 font (2.2 mm).
import framebuf
from micropython import const
import drivers
from app import lang, ui

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_HINT_IT_WAS = const(90)
_T_BY_NAME = const(258)
# The small font: 3x5 px glyphs for the seats' tags and the "OK" of a key
# cap: three column bytes a glyph (bit 0 the top row), in the order of
# _SMALL_CHARS, laid (drivers.lay) through one 3x5 buffer (drawn a pixel
# at a time, a tag cost as much as a word in the device font).
_SMALL_CHARS = const("0123456789OK")
_SMALL = const(b"\x1f\x11\x1f\x12\x1f\x10\x1d\x15\x17\x11\x15\x1f\x07\x04\x1f\x17\x15\x1d"
               b"\x1f\x15\x1d\x01\x1d\x03\x1f\x15\x1f\x17\x15\x1f\x0e\x11\x0e\x1f\x0a\x11")
_sg = bytearray(3)
_sfb = framebuf.FrameBuffer(_sg, 3, 5, framebuf.MONO_VLSB)


def small(fb, s, x, y, c=1):
    """s in the small font at x, y (4 px a character); returns the width."""
    x0 = x
    for ch in s:
        i = _SMALL_CHARS.find(ch)
        if i >= 0:
            i *= 3
            _sg[0] = _SMALL[i]
            _sg[1] = _SMALL[i + 1]
            _sg[2] = _SMALL[i + 2]
            drivers.lay(fb, _sg, 3, 1, _sfb, x, y, c)
        x += 4
    return x - x0 - 1


def last_tile(fb, text, names, last, y):
    """The "last tile!" line in 12 px letters at y: text, whose %s is the
    players on their last tile (names, and last their seats' numbers), in
    12 characters: their whole names, else their first three letters, else
    the seats' numbers run together ("1234")."""
    # Each width counted before its line is made, the line made once, a
    # name cut only where it is longer: each string made on MicroPython is
    # looked up among the interned ones (three lines made and joined from
    # generators were 0.1 M of Kozel's report with four seats on their
    # last tile, bench_press_cost).
    w0 = len(text % "") + len(names) - 1
    for k in (8, 3):
        w = w0
        for n in names:
            w += k if len(n) > k else len(n)
        if w <= 12:
            line = text % " ".join([n if len(n) <= k else n[:k] for n in names])
            break
    else:
        line = text % "".join([str(x) for x in last])
        if len(line) > 12:
            line = line[:12]
    ui.big(fb, line, 0, y, 1, 12)


def narrow(fb, s, x, y, c=1):
    """Figures in the device font (8 px, 3.4 mm on the 2.42" panel) 6 px
    apart instead of 8, so eight seats' tile counts fit a line; each lights
    columns 1-5 of its 6. Returns the width drawn."""
    fb.text(s, x, y, c, 6)
    return 6 * len(s)


def seat_row(fb, held, tags, s, markers=None):
    """Every seat's tiles at y 27, in seat order: its tag (tags: the
    seats' numbers from 1, in the small font on a lit box, where a seat
    has 21 px or more: up to six seats), its count in 8 px figures (lit on
    the last tile), a marker after it (markers: a flag per seat, or
    None); the seat to move (s) underlined."""
    n = len(held)
    cw = 128 // n
    for i in range(n):
        x = i * cw
        x1 = x
        if cw >= 21:
            fb.fill_rect(x, 27, 5, 7, 1)
            small(fb, str(tags[i]), x + 1, 28, 0)
            x1 = x + 5
        count = str(held[i])
        c = 1
        if held[i] == 1:
            fb.fill_rect(x1, 27, 6 * len(count) + 1, 8, 1)
            c = 0
        w = narrow(fb, count, x1, 27, c)
        if markers and markers[i]:
            # A pennant 7 px tall (3 mm) on its pole, flying back towards
            # the count (so it is not read as the next seat's).
            fb.vline(x1 + w + 3, 27, 7, 1)
            fb.fill_rect(x1 + w + 1, 27, 2, 3, 1)
        if i == s:
            fb.hline(x, 35, cw - 2, 1)


def ends(fb, left, right, y):
    """The open ends of a line game at y, one flush left, one flush right."""
    fb.text(left, 0, y, 1)
    fb.text(right, 128 - 8 * len(right), y, 1)


def result(fb, seat, name, y, hint=0):
    """The round's result at y: seat (from 1) "went out" in 16 and 12 px,
    its name under; seat 0, "Blocked" in 16 px, name the player who laid
    the last tile (or None) under. hint (a text number): the whole screen
    at the round's end instead, under "Round is over", with that hints
    line."""
    if hint:
        fb.text(lang.get(lang.T_ROUND_OVER), 0, 11, 1)
        y = 21
    if seat:
        w = ui.big(fb, str(seat), 2, y)
        ui.big(fb, lang.get(lang.T_WENT_OUT), w + 8, y + 2, 1, 12)
        fb.text(name[:(128 - 8 - w) // 8], w + 8, y + 17, 1)   # a long name cut at the edge
    else:
        ui.big(fb, lang.get(lang.T_BLOCKED_BIG), 2, y)
        if name is not None:
            fb.text((lang.get(_T_BY_NAME) % name)[:16], 0, y + 17, 1)   # a long name cut
    if hint:
        hints(fb, lang.get(hint))


def hints(fb, s, y=56):
    """A line of the buttons' meanings: in s, "\x01" is the OK key's cap
    ("OK" in a lit box), "\x02" and "\x03" the UP and DOWN keys (arrow
    heads); the rest is text, a space half a character wide. s is walked
    as its UTF-8 bytes: a character taken from a str is interned on
    MicroPython, for good."""
    x = 0
    b = s.encode() + b" "
    # A line wider than the screen ("свой чужой беру", "savs cits
    # izlaiž"): its words' letters 7 px apart, not 8.
    step = 8
    if len(s) > 12:
        w = 0
        for o in b:
            w += 10 if o == 1 else 6 if o < 4 else 4 if o == 32 else 8 if o < 0x80 or o >= 0xC0 else 0
        if w > 134:
            step = 7
    start = 0
    for i in range(len(b)):
        o = b[i]
        if o > 32:
            continue
        if i > start:
            word = b[start:i].decode()
            fb.text(word, x, y, 1, step)
            x += step * len(word)
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
    fb.text(lang.get(lang.T_WHO_WENT_OUT), 0, 14, 1)
    s = screen.items[screen.cur]
    ui.big(fb, str(s + 1), 2, 28)
    fb.text(screen.names[s], 24, 32, 1)
    hints(fb, lang.get(_T_HINT_IT_WAS))
