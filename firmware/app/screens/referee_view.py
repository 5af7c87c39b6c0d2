# The Mexican Train referee's screen (app.screens.referee), drawn: loaded
# for each frame and dropped after it, so its code is not held between
# presses. What it shows comes from the referee (rules.mexican_referee) and
# its turn model; it decides nothing. Its small font, key caps (hints)
# and Who-went-out picker are the line and cross views' too: they load
# this module each frame, and its draw() alone imports Mexican Train's
# rules (held by Mexican Train's referee screen, so no flash is read for
# them there), so those views' frames load none of them.
from micropython import const
from app import lang, ui

# The referee's pickers (app.screens.referee's _TRAIN, _ACTIONS, _SEAT,
# _RELEASE).
_TRAIN = const(1)
_ACTIONS = const(2)
_SEAT = const(3)
_RELEASE = const(4)
# Texts (app.lang; numbers kept by host_tools/texts.py). The actions
# menu's rows are the five texts from _T_ACT_RELEASE on, in
# app.screens.referee's order: release, blocked, who went out, enter
# scores, leave.
_T_WHO_WENT_OUT = const(63)
_T_HINT_IT_WAS = const(64)
_T_ACT_RELEASE = const(65)
_T_ROUND_ENGINE = const(70)
_T_BONE_N = const(71)
_T_PLAYED_ON = const(72)
_T_NO_TILE_FOR = const(73)
_T_MEXICAN = const(74)
_T_HINT_TILE_DOUBLE = const(75)
_T_HINT_NO_TILE_FITS = const(76)
_T_ROUND_OVER = const(77)
_T_WENT_OUT = const(78)
_T_BLOCKED_BIG = const(79)
_T_HINT_ENTER = const(80)
_T_NOBODY_HAD = const(81)
_T_DRAWN_IS_IT = const(82)
_T_HINT_YES_NO = const(83)
_T_LAST_TILE = const(84)
_T_LAY_OWN = const(85)
_T_AGAIN_OPEN = const(86)
_T_DREW_ONE = const(87)
_T_MARKER_UP = const(88)
_T_DUE_THEN = const(89)
_T_DUE_MEXICAN = const(90)
_T_DUE_TRAIN = const(91)
_T_OWN_ONLY = const(92)
_T_OPEN_TRAINS = const(93)
_T_OPEN_OWN = const(94)
_T_HINT_TILE_DONE = const(95)
_T_HINT_CANT_START = const(96)
_T_HINT_ON_DRAW = const(97)
_T_HINT_ON_PASS = const(98)
_T_HINT_OWN_DRAW = const(99)
_T_HINT_OWN_PASS = const(100)
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


def draw(screen, fb):
    from rules import mexican_turn as turn
    from rules.mexican_referee import OUT
    r = screen.r
    n = r.n
    names = screen.names
    ui.title(fb, lang.get(_T_ROUND_ENGINE) % (screen.round + 1, screen.engine, screen.engine),
             lang.get(_T_BONE_N) % r.left)
    pick = screen.pick
    if pick == _ACTIONS:
        ui.rows(fb, [lang.get(_T_ACT_RELEASE + m) for m in screen.items], screen.cur)
        return
    if pick == _SEAT:
        went_out(fb, screen)
        return
    if pick == _TRAIN or pick == _RELEASE:
        fb.text(lang.get(_T_PLAYED_ON if pick == _TRAIN else _T_NO_TILE_FOR), 0, 11, 1)
        mexican = lang.get(_T_MEXICAN)
        ui.rows(fb, [(mexican if j == n else "%d %s" % (j + 1, names[j])) for j in screen.items], screen.cur, 20, 4)
        hints(fb, lang.get(_T_HINT_TILE_DOUBLE if pick == _TRAIN else _T_HINT_NO_TILE_FITS))
        return
    if r.over:
        fb.text(lang.get(_T_ROUND_OVER), 0, 14, 1)
        if r.over == OUT:
            ui.big(fb, str(r.out + 1), 2, 26)
            fb.text(names[r.out], 24, 26, 1)
            fb.text(lang.get(_T_WENT_OUT), 24, 35, 1)
        else:
            ui.big(fb, lang.get(_T_BLOCKED_BIG), 2, 26)
        hints(fb, lang.get(_T_HINT_ENTER))
        return
    s = r.seat
    # Whose turn, at one metre: the seat and the name, 16 px.
    w = ui.big(fb, str(s + 1), 2, 10)
    ui.big(fb, names[s][:(124 - w) // 16], w + 8, 10)
    # Every seat's tiles in the small font, in seat order: the seat number
    # on a lit tag, then its count (lit on the last tile); a marker as a
    # pennant at the end of the cell (a narrow one where seven or more
    # seats leave less room); the seat to move underlined.
    cw = 128 // n
    for i in range(n):
        x = i * cw
        x1 = x
        if cw >= 14:
            fb.fill_rect(x, 27, 5, 7, 1)
            small(fb, str(i + 1), x + 1, 28, 0)
            x1 = x + 6
        c = 1
        count = str(r.held[i])
        if r.held[i] == 1:
            fb.fill_rect(x1 - 1, 27, 4 * len(count) + 1, 7, 1)
            c = 0
        small(fb, count, x1, 28, c)
        if r.markers[i]:
            if cw >= 20:   # a 4x5 pennant on a pole
                fb.vline(x + cw - 6, 28, 5, 1)
                fb.fill_rect(x + cw - 5, 28, 2, 3, 1)
                fb.pixel(x + cw - 3, 29, 1)
            else:
                fb.vline(x + cw - 3, 28, 5, 1)
                fb.vline(x + cw - 2, 28, 2, 1)
        if i == s:
            fb.hline(x, 35, cw - 2, 1)
    if not r.engine_placed:
        fb.text(lang.get(_T_NOBODY_HAD) % (screen.engine, screen.engine), 0, 37, 1)
        fb.text(lang.get(_T_DRAWN_IS_IT), 0, 46, 1)
        hints(fb, lang.get(_T_HINT_YES_NO))
        return
    first = turn.first_train(r)
    # Line A: every seat on its last tile, else what this turn is at.
    last = r.last_tile()
    if last:
        fb.fill_rect(0, 36, 128, 9, 1)
        fb.text(last_tile(lang.get(_T_LAST_TILE), [names[i] for i in last], [i + 1 for i in last]), 1, 37, 0)
    elif first or r.after_double or r.drawn or r.markers[s]:
        fb.text(lang.get(_T_LAY_OWN) if first else lang.get(_T_AGAIN_OPEN) % len(r.doubles) if r.after_double
                else lang.get(_T_DREW_ONE if r.drawn else _T_MARKER_UP), 0, 37, 1)
    # Line B: the double that is due (and the ones after it), or the trains
    # open to the player besides their own.
    d = turn.due(r)
    order = list(r.doubles)
    if d >= 0:
        fb.fill_rect(0, 45, 128, 9, 1)
        if len(order) > 1:
            line = lang.get(_T_DUE_THEN) % tuple(" ".join("M" if j == n else str(j + 1) for j in part)
                                                 for part in (order[:1], order[1:]))
        elif d == n:
            line = lang.get(_T_DUE_MEXICAN)
        else:
            line = lang.get(_T_DUE_TRAIN) % names[d]
        fb.text(line[:16], 1, 46, 0)
    else:
        others = [j for j in r.open if j != s]   # the trains open besides the own
        line = (lang.get(_T_OWN_ONLY) if first else
                lang.get(_T_OPEN_TRAINS) % " ".join("M" if j == n else str(j + 1) for j in others) if others
                else lang.get(_T_OPEN_OWN))
        fb.text(line[:16], 0, 46, 1)
    # The buttons' meanings.
    if first:
        hints(fb, lang.get(_T_HINT_TILE_DONE if r.started[s] else _T_HINT_CANT_START))
    elif d >= 0:
        hints(fb, lang.get(_T_HINT_ON_DRAW if turn.may_draw(r) else _T_HINT_ON_PASS))
    else:
        hints(fb, lang.get(_T_HINT_OWN_DRAW if turn.may_draw(r) else _T_HINT_OWN_PASS))
