# The standings' round table and a round's entry, drawn for
# app.screens.standings (st: its Screen). Their own module, imported while
# they are on screen and dropped with the press: the standings after a
# round, when the match is loaded and scored, do without this code.
#   table: a row per round, a column per player (or pair) with the running
#          total, the cursor's round inverted; four columns a page in the
#          8x8 font: five to eight seats on two pages
#   entry: what was entered for the round: who went out, each seat's pips,
#          what each was charged
from micropython import const
from app import lang, ui

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_ROUNDS_TITLE = const(371)
_T_ROUNDS_HINT = const(372)
_T_ENTRY_HINT = const(373)
_T_WENT_OUT_NAME = const(374)
_T_BLOCKED_ROUND = const(375)
_T_PIPS_HEAD = const(376)
_T_SCORE_HEAD = const(377)
_T_GENERAL_MADE = const(378)
_T_STICK_TO = const(379)
_T_ROUNDS_HINT_SEATS = const(380)
_T_ROUNDS_HINT_SEE = const(484)

# The 3x5 font (host_tools/font3x5.py draws it): 3 column bytes a glyph,
# the top row in bit 0, for U+0020..U+005F then U+0400..U+042F; read with
# this module, which only the standings' table and entry import (the
# entry of five to eight seats draws with it).
_TINY_FILE = const("font3x5.bin")
# Latvian's marked capitals (U+01xx, the small letter the next code point)
# and the letter tiny draws for each: the low byte, then the base letter.
_MARKED = const(b"\x00A\x0cC\x12E\x22G\x2aI\x36K\x3bL\x45N\x60S\x6aU\x7dZ")


def _font():
    f = __file__
    with open((f[:f.rfind("/") + 1] if "/" in f else "") + _TINY_FILE, "rb") as fh:
        return fh.read()


_TINY = _font()


def table(fb, st):
    """Four columns a page in the 8x8 font: five to eight seats are two
    pages (st.half 0: seats 1-4, 1: the rest; OK turns to the second),
    not eight columns of the 3x5 figures, whose 4 px gaps made a row of
    totals one string of digits on the panel [issue 43, item 11]. A
    column 28 px wide leaves 12 px (5 mm on the 2.42" panel) between
    three-digit totals in 6 px figures, the gap between two digits of one
    at most 3."""
    w = st.w
    n = len(st.charged) // w
    cur = st.cur
    first = 4 * st.half
    cols = range(first, min(w, first + 4))
    # How many rounds are played (not "3 of 5": 13 in the match [issue 26,
    # item 6]); the cursor's round is its inverted row's number. Two
    # pages: the seats this one shows at the title's end.
    ui.title(fb, lang.get(_T_ROUNDS_TITLE) % n, "" if w <= 4 else "%d-%d" % (first + 1, cols[-1] + 1))
    rows = 4
    top = max(min(st.top, cur), cur - rows + 1)
    st.top = top
    x0 = 16                 # the round's number, then the columns
    cw = (128 - x0) // min(w, 4)
    run = [0] * w
    for r in range(min(n, top + rows)):
        for u in range(w):
            run[u] += st.charged[r * w + u]
        if r < top:
            continue
        y = 19 + 9 * (r - top)
        c = 1
        if r == cur:
            fb.fill_rect(0, y - 1, 128, 9, 1)
            c = 0
        # Figures 6 px apart (app.screens.referee_draw.narrow's), flush
        # right in their columns: a number's digits close, the columns apart.
        s = str(r + 1)
        fb.text(s, x0 - 2 - 6 * len(s), y, c, 6)
        for j, u in enumerate(cols):
            s = str(run[u])
            fb.text(s, x0 + cw * (j + 1) - 6 * len(s), y, c, 6)
    for j, u in enumerate(cols):
        s = st.names[u][:min(6, cw // 8)]
        fb.text(s, x0 + cw * (j + 1) - 8 * len(s), 10, 1)
    if w > 4 and not st.half:
        fb.text(lang.get(_T_ROUNDS_HINT_SEATS) % ("%d-%d" % (5, w)), 0, 56, 1)
    else:
        # A match from History is read-only (st.past): no edit offered.
        fb.text(lang.get(_T_ROUNDS_HINT_SEE if st.past else _T_ROUNDS_HINT), 0, 56, 1)


def entry(fb, st):
    i = st.pick
    out, pips = st.facts
    names = st.t["names"]
    ui.title(fb, lang.get(lang.T_ROUND_SHORT) % (i + 1), "" if st.past else lang.get(_T_ENTRY_HINT))
    ch = st.charged
    w = st.w
    line = (lang.get(_T_WENT_OUT_NAME) % names[out]) if out >= 0 else lang.get(_T_BLOCKED_ROUND)
    note = st.notes[i]
    zero = st.zero(i)
    if zero:
        # Nothing scored: why (a record opens at 13, a tie...), by the
        # scorer's note; who went out stays in the rows below.
        line = zero
    elif note == "general" or note == "stick" or note == "out of the game":
        # The round's title [rules/README.md §10, 11], by the scorer's note: the
        # General made (a pair's count), the stick given.
        u = [u for u in range(w) if ch[i * w + u] > 0][0]
        who = names[u] if w == len(names) else names[u] + "&" + names[u + 2]
        line = lang.get(_T_GENERAL_MADE if note == "general" else _T_STICK_TO) % who
    fb.text(line[:16], 0, 10, 1)   # a long name cut at the edge
    # The columns' heads, each flush right over its numbers.
    pips_head = lang.get(_T_PIPS_HEAD)
    score_head = lang.get(_T_SCORE_HEAD)
    out_cell = lang.get(lang.T_OUT_CELL)
    if len(pips) <= 4:
        # Two pairs (seats 1 and 3, 2 and 4): each seat's row shows its
        # pair's score.
        fb.text(pips_head, 80 - 8 * len(pips_head), 19, 1)
        fb.text(score_head, 128 - 8 * len(score_head), 19, 1)
        for s in range(len(pips)):
            y = 28 + 9 * s
            fb.text(names[s][:5], 0, y, 1)
            v = out_cell if s == out else str(pips[s])
            fb.text(v, 80 - 8 * len(v), y, 1)
            v = str(ch[i * w + s % w])
            fb.text(v, 128 - 8 * len(v), y, 1)
        return
    # Five to eight seats: two blocks of four rows, in the 3x5 font.
    for x in (0, 64):
        tiny(fb, pips_head, x + 39 - 4 * len(pips_head), 20)
        tiny(fb, score_head, x + 61 - 4 * len(score_head), 20)
    for s in range(len(pips)):
        x = 64 * (s // 4)
        y = 27 + 7 * (s % 4)
        tiny(fb, names[s][:3], x, y)
        v = out_cell if s == out else str(pips[s])
        tiny(fb, v, x + 39 - 4 * len(v), y)
        v = str(ch[i * w + s])
        tiny(fb, v, x + 61 - 4 * len(v), y)


def tiny(fb, s, x, y, c=1):
    """s in the 3x5 font at (x, y), 4 px a character: ASCII's and
    Cyrillic's capitals, digits and signs, small letters drawn as capitals,
    Latvian's marked letters as their base letters; anything else is a
    space. s is walked as its UTF-8 bytes: a character taken from a str
    is interned on MicroPython, for good."""
    b = s.encode()
    i = 0
    while i < len(b):
        o = b[i]
        i += 1
        if o >= 0xE0:                  # three or four bytes: none drawn
            i += 2 if o < 0xF0 else 3
            o = 0
        elif o >= 0xC0 and i < len(b):   # two: Latin Extended-A, Cyrillic
            o = (o & 31) << 6 | b[i] & 63
            i += 1
        if 0x100 <= o < 0x180:
            for j in range(0, len(_MARKED), 2):
                if 0 <= o - 0x100 - _MARKED[j] <= 1:
                    o = _MARKED[j + 1]
                    break
        if 0x61 <= o <= 0x7A or 0x430 <= o < 0x450:
            o -= 0x20
        elif 0x450 <= o < 0x460:
            o -= 0x50
        g = o - 0x20 if 0x20 <= o < 0x60 else o - 0x3C0 if 0x400 <= o < 0x430 else -1
        if g > 0:
            for col in range(3):
                bits = _TINY[3 * g + col]
                if bits == 31:
                    fb.vline(x + col, y, 5, c)
                    continue
                row = 0
                while bits:
                    if bits & 1:
                        fb.pixel(x + col, y + row, c)
                    bits >>= 1
                    row += 1
        x += 4
