# Sausage's referee screen (app.screens.sausage.referee), drawn: held
# with that screen, which imports it.
# What it shows comes from the referee (rules.sausage.referee); it decides
# nothing. The seats' row, the ends, the key caps, the last-tile line and
# the round's end are app.screens.referee_draw's.
from micropython import const
from app import lang, ui
from app.screens.referee_draw import ends, hints, last_tile, result, seat_row
from rules.sausage import position as sg

# What a picker is open for, by number: the referee's (app.screens.
# sausage.referee) opens them, this view draws them.
END0 = const(1)
MENU = const(3)
LEAD0 = const(4)
LEAD1 = const(5)
SPECIAL = const(6)
DOUBLE = const(7)   # the first tile, a double (option double_first)
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SAUSAGE_NEXT = const(407)
_T_SAUSAGE_HINTS = const(408)
_T_SAUSAGE_HOLD_OK = const(409)
_T_SAUSAGE_CUT_ROW = const(410)
_T_SAUSAGE_IN_L = const(411)
_T_SAUSAGE_IN_R = const(412)
_T_SAUSAGE_WHICH_DOUBLE = const(414)
_T_SAUSAGE_HOLD_NONE = const(415)


def draw(screen, fb):
    r = screen.r
    get = lang.get
    names = screen.names
    ui.title(fb, get(lang.T_ROUND_SHORT) % (screen.round + 1), "%d:%d" % (sg.length(r, 0), sg.length(r, 1))
             if r.lines[0] else "")
    pick = screen.pick
    if pick == MENU or pick == SPECIAL:
        ui.rows(fb, [get(m) if pick == MENU else _special(r, m) for m in screen.items], screen.cur)
        return
    if pick:
        if pick == LEAD0:
            for i, t in enumerate(ui.wrap(get(lang.T_LEAD_ASK))):
                fb.text(t, 0, 11 + 9 * i, 1)
            shown = "%d|?" % screen.items[screen.cur]
        elif pick == DOUBLE:
            fb.text(get(_T_SAUSAGE_WHICH_DOUBLE), 0, 11, 1)
            shown = "%d|%d" % (screen.items[screen.cur], screen.items[screen.cur])
        elif pick == LEAD1:
            fb.text(get(lang.T_LEAD_SECOND), 0, 11, 1)
            shown = "%d|%d" % (screen.half, screen.items[screen.cur])
        else:
            e = pick - END0
            fb.text(get(lang.T_ON_LEFT if e == 0 else lang.T_ON_RIGHT), 0, 11, 1)
            shown = "%d|%d" % (sg.end(r, e), screen.items[screen.cur])
        ui.big(fb, shown, 40, 30)
        hints(fb, get(lang.T_HINT_NUMBER))
        hints(fb, get(lang.T_HINT_HOLD_JUMP), 47)   # a hold: 3 numbers at once
        return
    if r.over:
        if r.over == sg.OUT:
            result(fb, r.out + 1, names[r.out], 0, lang.T_HINT_ENTER)
        else:
            result(fb, 0, names[r.last] if r.last >= 0 else None, 0, lang.T_HINT_ENTER)
        return
    s = r.seat
    # Whose turn, at one metre: the seat and the name, 16 px.
    w = ui.big(fb, str(s + 1), 2, 10)
    ui.big(fb, names[s][:(124 - w) // 16], w + 8, 10)
    seat_row(fb, (len(r.rows[0]), len(r.rows[1])), (1, 2), s)   # both rows' counts
    last = [i for i in (0, 1) if len(r.rows[i]) == 1]
    if r.lines[0]:
        ends(fb, get(lang.T_END_L) % sg.end(r, 0), get(lang.T_END_R) % sg.end(r, 1), 36 if last else 37)
    nxt = r.rows[s][-1]
    if last:
        last_tile(fb, get(lang.T_LAST_NAMES), [names[i] for i in last], [i + 1 for i in last], 44)
    elif nxt != sg.HIDDEN:
        from rules.tiles import name
        fb.text(get(_T_SAUSAGE_NEXT) % name(nxt), 0, 46, 1)
    elif screen.special:
        hints(fb, get(_T_SAUSAGE_HOLD_OK), 46)
    elif not r.lines[0] and sg.double_first(r):
        hints(fb, get(_T_SAUSAGE_HOLD_NONE), 46)   # no double in the row: the other seat opens
    hints(fb, get(_T_SAUSAGE_HINTS if r.lines[0] else lang.T_HINT_FIRST_TILE))


def _special(r, w):
    """A cut or a double put in, as a row of the hold-OK picker: the tile
    and where ("#n": n tiles of the line lie before it, the first tile
    counted)."""
    from rules.tiles import name
    t, m = w
    j = m >> 1 & 511
    if m & sg.KIND == sg.CUT:
        return lang.get(_T_SAUSAGE_CUT_ROW) % (name(t), j + 1)
    k = m & 1
    return lang.get(_T_SAUSAGE_IN_R if k else _T_SAUSAGE_IN_L) % (name(t), j + k)
