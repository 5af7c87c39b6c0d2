# The counting game's referee screen (app.screens.counting.referee), drawn
# (held with it while it is on screen). Whose turn and every child's
# plates in hand (the seats' row of app.screens.referee_draw), the plate
# to answer and the answer keyed so far, the right answer said back in big
# digits; step 1's plates drawn as the set draws them: dots, a group of
# five framed so it is seen at a glance, not counted (seed 000, slides
# 8-9), black dots filled and red ones rings (the screen has one colour).
from micropython import const
from app import lang, ui
from app.screens.referee_draw import hints, seat_row

# What a picker is open for, by number: the referee's (app.screens.counting.referee)
# opens them, this view draws them.
MENU = const(1)
SIGN = const(1)
BY = const(2)
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_COUNT_DECK = const(432)
_T_COUNT_LAY = const(433)
_T_COUNT_HINT_NUMBER = const(434)
_T_COUNT_HINT_SIGN = const(435)
_T_COUNT_HINT_NEXT = const(436)
_T_COUNT_RIGHT = const(437)
_T_COUNT_WHICH = const(438)
_T_COUNT_BY = const(439)
_T_COUNT_HINT_SIDES = const(440)
_T_COUNT_HINT_BY = const(441)
_T_COUNT_OUT = const(442)
_T_COUNT_WON = const(443)
_T_COUNT_TIE = const(444)
_T_COUNT_HINT_SAVE = const(445)
_T_COUNT_FIRST_TIME = const(446)
_T_COUNT_RED = const(468)
_T_COUNT_BLACK = const(469)
_T_COUNT_RED_DOT = const(470)
_T_COUNT_BLACK_DOT = const(471)
_T_COUNT_SAME = const(472)
_T_COUNT_HINT_SAME = const(473)
_T_COUNT_SIGN = const(474)
_T_COUNT_HINT_SIGNS = const(475)
# A plate of 0 to 5 dots: the dice's places in a 3 x 3 grid, bit 8 - (row
# * 3 + col) (a constant tuple: frozen, it stays in flash).
_DOTS = (0, 0x010, 0x101, 0x111, 0x145, 0x155)


def draw(screen, fb):
    r = screen.r
    get = lang.get
    names = screen.names
    one = screen.step == "1"
    if not one or r.over or screen.said is not None:
        ui.title(fb, get(lang.T_ROUND_SHORT) % (screen.round + 1), "" if one else get(_T_COUNT_DECK) % r.deck)
    if screen.pick == MENU:
        ui.rows(fb, [get(m) for m in screen.items], screen.cur)
        return
    if screen.said is not None:
        # Said back: the answer whole, in the biggest digits it fits.
        s = screen.said
        h = 16 if len(s) <= 8 else 12
        fb.text(get(_T_COUNT_RIGHT), 0, 12, 1)
        ui.big(fb, s[:12], (128 - ui.big_width(s[:12], h)) // 2, 28, 1, h)
        hints(fb, get(_T_COUNT_HINT_NEXT))
        return
    if r.over:
        _over(screen, fb)
        return
    s = r.seat
    if one:
        _question(screen, fb)
        return
    # Whose turn, at one metre: the seat and the name, 16 px.
    w = ui.big(fb, str(s + 1), 2, 10)
    ui.big(fb, names[s][:(124 - w) // 16], w + 8, 10)
    seat_row(fb, r.held, range(1, r.n + 1), s)
    if r.plate < 0:
        fb.text(get(_T_COUNT_LAY), 0, 40, 1)
        v = str(screen.num)
        ui.big(fb, v, 126 - ui.big_width(v), 37)
        hints(fb, get(_T_COUNT_HINT_NUMBER))
        return
    # The answer keyed so far, after the plate it must make: "4=1+3?".
    keyed = "".join(str(x) for x in screen.expr) + str(screen.num)
    line = "%d=%s%s" % (r.plate, keyed, "?" if screen.mode == SIGN else "")
    line = line[-12:]
    ui.big(fb, line, 0, 38, 1, 12)
    if screen.mode != SIGN:
        # The number the arrows change, underlined.
        k = len(str(screen.num))
        fb.fill_rect(10 * (len(line) - k), 51, 10 * k - 1, 2, 1)
    hints(fb, get(_T_COUNT_HINT_SIGN if screen.mode == SIGN else _T_COUNT_HINT_NUMBER))


def _question(screen, fb):
    """Step 1: the question in the title, whose turn (12 px), the plates
    (rules.counting.compare: two, which has more, and how many more keyed
    between them, or the sign; one, its red and black dots counted; three
    or more, the same number or not)."""
    from rules.counting import compare as c
    r = screen.r
    get = lang.get
    s = r.seat
    by = screen.mode == BY
    what = r.what
    q = r.question
    if what == c.COLOURS:
        title, hint = (_T_COUNT_BLACK if by else _T_COUNT_RED), _T_COUNT_HINT_BY
    elif what == c.SAME:
        title, hint = _T_COUNT_SAME, _T_COUNT_HINT_SAME
    elif what == c.SIGN:
        title, hint = _T_COUNT_SIGN, _T_COUNT_HINT_SIGNS
    else:
        title, hint = (_T_COUNT_BY if by else _T_COUNT_WHICH), (_T_COUNT_HINT_BY if by else _T_COUNT_HINT_SIDES)
    ui.title(fb, get(title))
    w = ui.big(fb, str(s + 1), 2, 11, 1, 12)
    ui.big(fb, screen.names[s][:(120 - w) // 10], w + 8, 11, 1, 12)
    if what == c.COLOURS:
        # The plate on the left; beside it a ring and a dot named (red,
        # black: 7 letters each at most); the number keyed on the right.
        plate(fb, q[0] + q[1], 2, 26, False, q[0])
        fb.rect(49, 29, 4, 4, 1)
        fb.text(get(_T_COUNT_RED_DOT), 56, 27, 1)
        fb.fill_rect(49, 43, 4, 4, 1)
        fb.text(get(_T_COUNT_BLACK_DOT), 56, 41, 1)
        ui.big(fb, str(screen.num), 114, 32)
    elif what == c.SAME:
        # Three plates 40 px wide, four 30: each number drawn with its own
        # mix of colours (slide 14: colour and places do not count).
        k = len(q)
        pw = 40 if k == 3 else 30
        for i in range(k):
            plate(fb, q[i], 1 + i * (pw + 2), 26, False, (q[i] * (i + 1) + i) % (q[i] + 1), pw)
    else:
        a, b = q
        plate(fb, a, 2, 26, by and screen.side == 0)
        plate(fb, b, 82, 26, by and screen.side == 1)
        if by:
            ui.big(fb, str(screen.num), 59, 32)
    hints(fb, get(hint))


def plate(fb, n, x, y, chosen=False, red=0, w=44):
    """A plate of n dots (0-5) w x 29 at (x, y), as the set draws it: the
    dots in the dice's places, five framed, the first `red` of them red
    (rings), the rest black (filled); the plate chosen framed thrice."""
    fb.rect(x, y, w, 29, 1)
    if chosen:
        fb.rect(x + 1, y + 1, w - 2, 27, 1)
        fb.rect(x + 2, y + 2, w - 4, 25, 1)
    bits = _DOTS[n]
    cx = x + (w - 16) // 2
    cy = y + 6
    for i in range(9):
        if bits >> (8 - i) & 1:
            if red:
                fb.rect(cx + 6 * (i % 3), cy + 6 * (i // 3), 4, 4, 1)
                red -= 1
            else:
                fb.fill_rect(cx + 6 * (i % 3), cy + 6 * (i // 3), 4, 4, 1)
    if n == 5:
        fb.rect(cx - 2, cy - 2, 20, 20, 1)


def _over(screen, fb):
    """The round's end: who won (played out, or most right the first
    time), every child's answers right the first time, OK saves it."""
    r = screen.r
    get = lang.get
    fb.text(get(lang.T_ROUND_OVER), 0, 11, 1)
    w = r.winner
    if w >= 0:
        x = ui.big(fb, str(w + 1), 2, 21)
        ui.big(fb, get(_T_COUNT_WON if screen.step == "1" else _T_COUNT_OUT), x + 8, 23, 1, 12)
        fb.text(screen.names[w][:(120 - x) // 8], x + 8, 38, 1)
    else:
        tie = get(_T_COUNT_TIE)
        ui.big(fb, tie, 2, 21, 1, 16 if len(tie) <= 7 else 12)
    got = " ".join("%d/%d" % (r.right[i], r.answers[i]) for i in range(r.n))
    line = get(_T_COUNT_FIRST_TIME) % got
    fb.text(line if len(line) <= 16 else got[:16], 0, 47, 1)   # four children: their figures alone
    hints(fb, get(_T_COUNT_HINT_SAVE))
