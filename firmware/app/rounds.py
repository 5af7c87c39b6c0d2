# The standings' round table and a round's entry, drawn for
# app.screens.standings (st: its Screen). Their own module, imported while
# they are on screen and dropped with the press: the standings after a
# round, when the match is loaded and scored, do without this code.
#   table: a row per round, a column per player (or pair) with the running
#          total, the cursor's round inverted; the 8x8 font up to four
#          columns, a 3x5 font for five to eight
#   entry: what was entered for the round: who went out, each seat's pips,
#          what each was charged
from micropython import const
from app import lang, ui

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_OUT_CELL = const(112)
_T_ROUND_SHORT = const(209)
_T_ROUNDS_TITLE = const(301)
_T_ROUNDS_HINT = const(302)
_T_ENTRY_HINT = const(303)
_T_WENT_OUT_NAME = const(304)
_T_BLOCKED_ROUND = const(305)
_T_PIPS_HEAD = const(306)
_T_SCORE_HEAD = const(307)
_T_GENERAL_MADE = const(308)
_T_STICK_TO = const(309)

# The 3x5 font: a glyph is three column bytes, the top row in bit 0, in
# the order of _TINY_CH.
_TINY_CH = const("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-+")
_TINY = const(b"\x1f\x11\x1f\x12\x1f\x10\x1d\x15\x17\x11\x15\x1f\x07\x04\x1f\x17\x15\x1d\x1f\x15\x1d"
              b"\x01\x19\x07\x1f\x15\x1f\x17\x15\x1f\x1e\x05\x1e\x1f\x15\x0a\x0e\x11\x11\x1f\x11\x0e"
              b"\x1f\x15\x11\x1f\x05\x01\x0e\x11\x1d\x1f\x04\x1f\x11\x1f\x11\x08\x10\x0f\x1f\x04\x1b"
              b"\x1f\x10\x10\x1f\x06\x1f\x1f\x01\x1e\x0e\x11\x0e\x1f\x05\x02\x0e\x19\x16\x1f\x05\x1a"
              b"\x12\x15\x09\x01\x1f\x01\x1f\x10\x1f\x0f\x10\x0f\x1f\x0c\x1f\x1b\x04\x1b\x03\x1c\x03"
              b"\x19\x15\x13\x04\x04\x04\x04\x0e\x04")


def table(fb, st):
    w = st.w
    n = len(st.charged) // w
    cur = st.cur
    few = w <= 4
    ui.title(fb, lang.get(_T_ROUNDS_TITLE) % (cur + 1, n))
    rows = 4 if few else 5
    top = max(min(st.top, cur), cur - rows + 1)
    st.top = top
    x0 = 16 if few else 8          # the round's number, then the columns
    cw = (128 - x0) // w
    pitch = 9 if few else 7
    run = [0] * w
    for r in range(min(n, top + rows)):
        for u in range(w):
            run[u] += st.charged[r * w + u]
        if r < top:
            continue
        y = (19 if few else 18) + pitch * (r - top)
        c = 1
        if r == cur:
            fb.fill_rect(0, y - 1, 128, pitch, 1)
            c = 0
        for u in range(w + 1):
            s = str(run[u - 1]) if u else str(r + 1)
            right = x0 + cw * u - 1 if u else x0 - 1   # the column's last pixel
            if few:
                fb.text(s, right - 8 * len(s) + 1, y, c)
            else:
                tiny(fb, s, right - 4 * len(s) + 2, y, c)
    for u in range(w):
        right = x0 + cw * (u + 1) - 1
        if few:
            s = st.names[u][:min(6, cw // 8)]
            fb.text(s, right - 8 * len(s) + 1, 10, 1)
        else:
            s = st.names[u][:3]
            tiny(fb, s, right - 4 * len(s) + 2, 11)
    fb.text(lang.get(_T_ROUNDS_HINT), 0, 56, 1)


def entry(fb, st):
    i = st.pick
    out, pips = st.facts
    names = st.t["names"]
    ui.title(fb, lang.get(_T_ROUND_SHORT) % (i + 1), lang.get(_T_ENTRY_HINT))
    ch = st.charged
    w = st.w
    line = (lang.get(_T_WENT_OUT_NAME) % names[out]) if out >= 0 else lang.get(_T_BLOCKED_ROUND)
    g = st.t["game"]
    if g == "general" or g == "seven":
        # The round's title [RULES.md 10, 11]: the General made (a pair's
        # count), the stick given; nobody charged, none.
        got = [u for u in range(w) if ch[i * w + u] > 0]
        if got:
            u = got[0]
            who = names[u] if w == len(names) else names[u] + "&" + names[u + 2]
            line = lang.get(_T_GENERAL_MADE if g == "general" else _T_STICK_TO) % who
    fb.text(line[:16], 0, 10, 1)   # a long name cut at the edge
    if len(pips) <= 4:
        # The columns' heads flush right over their numbers; two pairs
        # (seats 1 and 3, 2 and 4): each seat's row shows its pair's score.
        head = lang.get(_T_PIPS_HEAD)
        fb.text(head, 80 - 8 * len(head), 19, 1)
        head = lang.get(_T_SCORE_HEAD)
        fb.text(head, 128 - 8 * len(head), 19, 1)
        out_cell = lang.get(_T_OUT_CELL)
        for s in range(len(pips)):
            y = 28 + 9 * s
            fb.text(names[s][:5], 0, y, 1)
            v = out_cell if s == out else str(pips[s])
            fb.text(v, 80 - 8 * len(v), y, 1)
            v = str(ch[i * w + s % w])
            fb.text(v, 128 - 8 * len(v), y, 1)
        return
    for x in (0, 64):
        tiny(fb, "PIPS", x + 22, 20)
        tiny(fb, "PTS", x + 49, 20)
    for s in range(len(pips)):
        x = 64 * (s // 4)
        y = 27 + 7 * (s % 4)
        tiny(fb, names[s][:3], x, y)
        v = "OUT" if s == out else str(pips[s])
        tiny(fb, v, x + 39 - 4 * len(v), y)
        v = str(ch[i * w + s])
        tiny(fb, v, x + 61 - 4 * len(v), y)


def tiny(fb, s, x, y, c=1):
    """s in the 3x5 font (capitals, digits, - and +) at (x, y), 4 px a
    character; anything else is a space."""
    for ch in s.upper():
        i = _TINY_CH.find(ch)
        if i >= 0:
            for col in range(3):
                b = _TINY[3 * i + col]
                if b == 31:
                    fb.vline(x + col, y, 5, c)
                    continue
                row = 0
                while b:
                    if b & 1:
                        fb.pixel(x + col, y + row, c)
                    b >>= 1
                    row += 1
        x += 4
