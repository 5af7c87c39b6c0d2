# The cross and fives games' referee screen (app.screens.cross_referee),
# drawn: loaded for each frame and dropped after it. What it shows comes
# from the referee (rules.cross_referee); it decides nothing. Line A: the
# open ends by index (a closed end "x"), in the fives games their sum, and
# the last play's points ("15!"); line B: every seat's (or team's) points
# this round, where plays score. Seat tags and counts: app.screens.line_view's.
from micropython import const
from app import ui
from app.screens.line_view import seat_row
from app.screens.referee_view import hints

_ENDS = const(1)
_ACTIONS = const(3)
_LEAD0 = const(5)
_LEAD1 = const(6)
_ROWS = const(("Enter scores", "", "", "Leave (saved)"))


def draw(screen, fb):
    r = screen.r
    from rules import cross_layout as cx   # not the engine (rules.cross)
    ui.title(fb, "R%d" % (screen.round + 1), "bazaar %d" % r.left if r.flags & 3 else "no bazaar")
    pick = screen.pick
    if pick == _ACTIONS:
        ui.rows(fb, [_ROWS[m] for m in screen.items], screen.cur)
        return
    if pick:
        m = screen.items[screen.cur]
        if pick == _ENDS:
            e = m >> 4
            fb.text("End %d%s:" % (e, " face down" if m & 8 else ""), 0, 11, 1)
            fb.text(_ends(r, e), 0, 20, 1)   # the ends, the one picked in brackets
            shown = "%d|%d" % (r.ends[e], m & 7)
        else:
            fb.text("First tile:", 0, 11, 1)
            shown = "%d|?" % m if pick == _LEAD0 else "%d|%d" % (screen.lead, m)
        ui.big(fb, shown, 40, 30)
        hints(fb, "\x02\x03number \x01lay it")
        return
    if r.over:
        fb.text("Round is over", 0, 14, 1)
        fb.text(screen.names[r.out] + " went out" if r.over == cx.OUT else "Blocked", 0, 26, 1)
    else:
        s = r.seat
        w = ui.big(fb, str(s + 1), 2, 10)
        ui.big(fb, screen.names[s][:(124 - w) // 16], w + 8, 10)
        seat_row(fb, r, screen.act, s)
    scores = cx.scores_in_play(r)
    if r.laid:
        fb.text(_ends(r, -1), 0, 37, 1)
        if r.kind & 16:   # the fives games: the sum of the ends
            fb.text("=%d" % cx.count_ends(r), 60, 37, 1)
        if r.scored:
            fb.text("%d!" % r.scored, 96, 37, 1)
    if screen.parts:
        line = "+" + " ".join("%d-%d" % (r.ends[e], r.ends[e]) for _t, e, _c in screen.parts)
    elif scores:
        p = r.points
        if screen.teams:
            p = [p[0] + p[2], p[1] + p[3]]   # partners sit opposite
        line = " ".join(str(v) for v in p)
        line = "Pts " + line if len(line) < 13 else line
    else:
        line = ""
    fb.text(line[:16], 0, 46, 1)
    if r.over:
        hints(fb, "\x01enter the scores")
    elif screen.parts:
        hints(fb, "\x02\x03double \x01lay")
    else:
        hints(fb, ("\x02\x03end \x01" + ("draw" if _may(r) else "knock")) if r.laid else "\x01first tile")


def _ends(r, mark):
    """The open ends by index ("3 2 4 4"), a closed one "x", end `mark`
    in brackets."""
    out = []
    for e in range(r.arms):
        v = "x" if r.shut >> e & 1 else str(r.ends[e])
        out.append("[%s]" % v if e == mark else v)
    return " ".join(out)


def _may(r):
    from rules.line_turn import may_draw
    return may_draw(r)
