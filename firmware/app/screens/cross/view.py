# The cross and fives games' referee screen (app.screens.cross.referee),
# drawn: loaded for each frame and dropped after it. What it shows comes
# from the referee (rules.cross.referee); it decides nothing. Line A: the
# open ends by index (a closed end "x"), in the fives games their sum, and
# the last play's points ("15!", or "missed 15" when the players marked
# them not called); line B: every seat's (or team's) points
# this round, where plays score. The seats' row and the round's result:
# app.screens.referee_draw's.
from micropython import const
from app import lang, ui
from app.screens.referee_draw import hints, result, seat_row, went_out

# What a picker is open for, by number: the referee's (app.screens.cross.referee)
# opens them, this view draws them.
ENDS = const(1)
ACTIONS = const(3)
SEAT = const(4)
LEAD0 = const(5)
LEAD1 = const(6)
# Texts (app.lang; numbers kept by host_tools/texts.py). The menu's rows
# 0-3 are the Mexican Train referee's (app.screens.mexican.view), row 4 the
# last play's points not called (or called).
_T_CROSS_END = const(208)
_T_CROSS_END_DOWN = const(209)
_T_CROSS_HINT_DOUBLE = const(210)
_T_CROSS_HINT_DRAW = const(211)
_T_CROSS_HINT_KNOCK = const(212)
_T_CROSS_HINT_FIRST = const(213)
_T_CROSS_PTS = const(214)
_T_CROSS_MISSED = const(215)
_T_CROSS_NOT_CALLED = const(216)
_T_CROSS_CALLED = const(217)
_T_CROSS_END_ALONG = const(218)


def draw(screen, fb):
    r = screen.r
    from rules.cross import layout as cx   # not the engine (rules.cross.position)
    get = lang.get
    ui.title(fb, get(lang.T_ROUND_SHORT) % (screen.round + 1),
             get(lang.T_BAZAAR_N) % r.left if r.flags & 3 else get(lang.T_NO_BAZAAR_LC))
    pick = screen.pick
    if pick == ACTIONS:
        miss = get(_T_CROSS_CALLED if r.missed() else _T_CROSS_NOT_CALLED) % r.scored
        keys = (lang.T_ACT_ENTER, lang.T_ACT_WHO, lang.T_ACT_BLOCKED, lang.T_ACT_LEAVE)
        ui.rows(fb, [miss if m == 4 else get(keys[m]) for m in screen.items], screen.cur)
        return
    if pick == SEAT:
        went_out(fb, screen)
        return
    if pick:
        m = screen.items[screen.cur]
        if pick == ENDS:
            e = m >> 4
            fb.text(get((_T_CROSS_END_ALONG if r.kind & cx.ALONG else _T_CROSS_END_DOWN) if m & 8 else _T_CROSS_END)
                    % e, 0, 11, 1)
            fb.text(_ends(r, e), 0, 20, 1)   # the ends, the one picked in brackets
            shown = "%d|%d" % (r.ends[e], m & 7)
        else:
            fb.text(get(lang.T_LEAD_SECOND), 0, 11, 1)
            shown = "%d|?" % m if pick == LEAD0 else "%d|%d" % (screen.half, m)
        ui.big(fb, shown, 40, 30)
        hints(fb, get(lang.T_HINT_NUMBER))
        hints(fb, get(lang.T_HINT_HOLD_JUMP), 47)   # a hold: 3 numbers at once
        return
    if r.over:
        # In the mover's place: who went out (or "Blocked"), the points below.
        if r.over == cx.OUT:
            result(fb, r.out + 1, screen.names[r.out], 10)
        else:
            result(fb, 0, None, 10)
    else:
        s = r.seat
        w = ui.big(fb, str(s + 1), 2, 10)
        ui.big(fb, screen.names[s][:(124 - w) // 16], w + 8, 10)
        seat_row(fb, r.held, [a + 1 for a in screen.act], s)
    scores = cx.scores_in_play(r)
    missed = False
    if r.laid:
        missed = r.missed()   # the play's points, not credited: said on the next line
        if r.kind & 16:
            # The fives games: what each end counts, as the sum adds it (a
            # double across an end twice, an arm that counts nothing "-"),
            # then the sum and the play's points, flush right.
            left = " ".join("-" if c is None else str(c) for c in cx.end_counts(r))
            right = ["=%d" % cx.count_ends(r)]
        else:
            left = _ends(r, -1)
            right = []
        if missed:
            m = get(_T_CROSS_MISSED) % r.scored
            if len(left) + 1 + len(m) <= 16:
                right = [m]
                missed = False   # said here, whole, after a space
            else:
                right = []       # said on the next line ("5missed" ran into the ends)
        elif r.scored:
            right.append("%d!" % r.scored)
        fb.text(left, 0, 37, 1)
        if len(right) > 1 and len(left) + len(right[0]) + len(right[1]) + 2 > 16:
            right.pop(0)   # the play's points before the sum: the ends add up to it
        x = 128
        for t in reversed(right):
            x -= 8 * len(t)
            fb.text(t, x, 37, 1)
            x -= 8
    if missed:
        line = get(_T_CROSS_MISSED) % r.scored
    elif screen.parts:
        line = "+" + " ".join("%d-%d" % (r.ends[p & 3], r.ends[p & 3]) for p in screen.parts)
    elif scores:
        p = r.points
        if screen.teams:
            p = [p[0] + p[2], p[1] + p[3]]   # partners sit opposite
        line = " ".join(str(v) for v in p)
        pts = get(_T_CROSS_PTS)
        line = pts + " " + line if len(pts) + len(line) < 16 else line
    else:
        line = ""
    fb.text(line[:16], 0, 46, 1)
    if r.over:
        hints(fb, get(lang.T_HINT_ENTER))
    elif screen.parts:
        hints(fb, get(_T_CROSS_HINT_DOUBLE))
    else:
        hints(fb, get((_T_CROSS_HINT_DRAW if _may(r) else _T_CROSS_HINT_KNOCK) if r.laid else _T_CROSS_HINT_FIRST))


def _ends(r, mark):
    """The open ends by index ("3 2 4 4"), a closed one "x", end `mark`
    in brackets."""
    out = []
    for e in range(r.arms):
        v = "x" if r.shut >> e & 1 else str(r.ends[e])
        out.append("[%s]" % v if e == mark else v)
    return " ".join(out)


def _may(r):
    from rules.turn import may_draw
    return may_draw(r)
