# The line games' referee screen (app.screens.line.referee), drawn: held
# with that screen, which imports it.
# What it shows comes from the referee (rules.line.referee) and its turn
# model; it decides nothing. The seats' row, the ends, the key caps, the
# last-tile line, the round's result and the "Who went out?" picker are
# app.screens.referee_draw's.
from micropython import const
# Held with the screen, not imported in each frame: an import, of a module
# loaded or not, costs 5,000-7,000 instructions (bench_press_cost).
from app import lang, ui
from rules.line.referee import LAYOUT, OUT
from rules.turn import may_draw
from app.screens.referee_draw import ends, hints, last_tile, result, seat_row, went_out

# What a picker is open for, by number: the referee's (app.screens.
# line.referee) opens them, this view draws them (SECOND0 + end: Sea
# Kozel's second tile of a turn, on the other end).
END0 = const(1)
END1 = const(2)
ACTIONS = const(3)
SEAT = const(4)
LEAD0 = const(5)
LEAD1 = const(6)
SECOND0 = const(8)
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_CROSS_DOUBLES = const(219)
_T_CROSS_HINT_COUNT = const(220)
_T_TWO_DOUBLES_OUT = const(251)
_T_THREE_IN_ROW = const(262)
_T_DREW_N = const(263)
_T_SUM_SIX = const(264)
_T_HINT_LAYOUT_DRAW = const(265)
_T_HINT_LAYOUT_KNOCK = const(266)
_T_HINT_SEVEN_DRAW = const(268)
_T_HINT_SEVEN_KNOCK = const(269)
_T_HINT_PLAYED_DRAW = const(270)
_T_HINT_PLAYED_KNOCK = const(271)
_T_HINT_SEVEN_LEAD = const(272)
_T_EXTRA_SECOND = const(273)
_T_ACT_XLEAD = const(274)
_T_ACT_GAP = const(275)
_T_SECOND_LEFT = const(276)
_T_SECOND_RIGHT = const(277)
_T_ONLY_ONE = const(278)
_T_TWO_A_TURN = const(279)
_T_TWO_HOLD_OK = const(280)
# The actions menu's rows, in app.screens.line.referee's order (enter
# scores, who went out, blocked, leave; Sea Kozel: two doubles out): the
# Mexican referee's texts from lang.T_ACT_RELEASE on (release, blocked, who,
# enter, leave), by their place there, then _T_TWO_DOUBLES_OUT.
_ROWS = const(b"\x03\x02\x01\x04")


def draw(screen, fb):
    r = screen.r
    names = screen.names
    layout = r.flags & LAYOUT
    # (Quick or layout mode: the hints line says which.)
    ui.title(fb, lang.get(lang.T_ROUND_SHORT) % (screen.round + 1),
             lang.get(lang.T_BAZAAR_N) % r.left if r.flags & 3 else lang.get(lang.T_NO_BAZAAR_LC))
    pick = screen.pick
    if pick == ACTIONS:
        ui.rows(fb, [lang.get(lang.T_ACT_RELEASE + _ROWS[m] if m < 4 else _T_TWO_DOUBLES_OUT if m == 4 else
                              _T_ACT_XLEAD if m == 5 else _T_ACT_GAP) for m in screen.items], screen.cur)
        return
    if pick == SEAT:
        went_out(fb, screen)
        return
    if pick:
        # A tile being entered: its end's number, then the outer one.
        if pick == LEAD0:
            # Its own lines ("\\n" in texts/XX.txt), each whole (the fit test).
            for i, t in enumerate(ui.wrap(lang.get(lang.T_LEAD_ASK))):
                fb.text(t, 0, 11 + 9 * i, 1)
            shown = "%d|?" % screen.items[screen.cur]
        elif pick == LEAD1:
            fb.text(lang.get(lang.T_LEAD_SECOND), 0, 11, 1)
            shown = "%d|%d" % (screen.half, screen.items[screen.cur])
        elif pick >= SECOND0:
            # Sea Kozel's two tiles a turn: the second, on the other end.
            e = pick - SECOND0
            fb.text(lang.get(_T_SECOND_LEFT if e == 0 else _T_SECOND_RIGHT), 0, 11, 1)
            y = screen.items[screen.cur]
            if y < 0:
                for i, t in enumerate(ui.wrap(lang.get(_T_ONLY_ONE))):
                    fb.text(t, 0, 26 + 9 * i, 1)
                shown = ""
            else:
                shown = "%d|%d" % (r.ends[0], y) if e == 0 else "%d|%d" % (y, r.ends[1])
        else:
            e = pick - END0
            fb.text(lang.get(lang.T_ON_LEFT if e == 0 else lang.T_ON_RIGHT), 0, 11, 1)
            shown = "%d|%d" % (r.ends[e], screen.items[screen.cur]) if e == 0 else \
                "%d|%d" % (screen.items[screen.cur], r.ends[e])
        ui.big(fb, shown, 40, 30)
        hints(fb, lang.get(lang.T_HINT_NUMBER))
        hints(fb, lang.get(lang.T_HINT_HOLD_JUMP), 47)   # a hold: 3 numbers at once
        return
    if r.over:
        if r.over == OUT:
            result(fb, screen.act[r.out] + 1, names[r.out], 0, lang.T_HINT_ENTER)
        else:
            result(fb, 0, names[r.last] if r.last >= 0 else None, 0, lang.T_HINT_ENTER)
        return
    s = r.seat
    # Whose turn, at one metre: the seat and the name, 16 px.
    w = ui.big(fb, str(screen.act[s] + 1), 2, 10)
    name = names[s]
    m = (124 - w) // 16
    ui.big(fb, name if len(name) <= m else name[:m], w + 8, 10)   # (a slice is a new string)
    seat_row(fb, r.held, [a + 1 for a in screen.act], s)
    # Line A: the open ends (layout); line B: what this turn is at, or
    # "last tile" in 12 px (line A a pixel up over it).
    last = r.last_tile()
    if layout and r.open:
        ends(fb, lang.get(lang.T_END_L) % r.ends[0], lang.get(lang.T_END_R) % r.ends[1], 36 if last else 37)
    if last:
        last_tile(fb, lang.get(lang.T_LAST_NAMES), [names[i] for i in last], [screen.act[i] + 1 for i in last], 44)
        line = ""
    elif r.doubles & 1:
        line = lang.get(_T_THREE_IN_ROW if r.doubles == 1 else _T_EXTRA_SECOND)
    elif r.drawn:
        line = lang.get(_T_DREW_N) % r.drawn
    elif r.flags & 32 and r.after_double:
        line = lang.get(_T_SUM_SIX)
    elif r.xr & 2:
        line = lang.get(_T_TWO_A_TURN if layout else _T_TWO_HOLD_OK)   # Sea Kozel's extraordinary round
    else:
        line = ""
    if line:
        fb.text(line[:16], 0, 46, 1)
    d = may_draw(r)
    if layout:
        hints(fb, lang.get((_T_HINT_LAYOUT_DRAW if d else _T_HINT_LAYOUT_KNOCK) if r.open else lang.T_HINT_FIRST_TILE))
    elif r.last < 0:
        # Before the round's first tile the opener leads: nothing else is
        # offered (Seven: a lone first tile may make 7; hold OK: 6).
        hints(fb, lang.get(_T_HINT_SEVEN_LEAD if r.flags & 32 else lang.T_HINT_FIRST_TILE))
    elif r.flags & 32:
        hints(fb, lang.get(_T_HINT_SEVEN_DRAW if d else _T_HINT_SEVEN_KNOCK))
    else:
        hints(fb, lang.get(_T_HINT_PLAYED_DRAW if d else _T_HINT_PLAYED_KNOCK))


def doubles(screen, fb):
    """Quick mode's picker (app.screens.line.referee): how many doubles
    the player laid together (the games whose row lets several go down in
    one move: the cross games, rules.families)."""
    from app import lang
    ui.title(fb, lang.get(lang.T_ROUND_SHORT) % (screen.round + 1))
    fb.text(lang.get(_T_CROSS_DOUBLES), 0, 14, 1)
    ui.big(fb, str(screen.items[screen.cur]), 56, 28)
    hints(fb, lang.get(_T_CROSS_HINT_COUNT))
