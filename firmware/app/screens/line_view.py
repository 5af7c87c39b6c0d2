# The line games' referee screen (app.screens.line_referee), drawn: loaded for each
# frame and dropped after it, so its code is not held between presses.
# What it shows comes from the referee (rules.line_referee) and its turn
# model; it decides nothing. The small font, the key caps and the "Who
# went out?" picker are app.screens.referee_view's.
from micropython import const
from app import ui
from app.screens.referee_view import hints, small, went_out

# The pickers (app.screens.line_referee's).
_END0 = const(1)
_END1 = const(2)
_ACTIONS = const(3)
_SEAT = const(4)
_LEAD0 = const(5)
_LEAD1 = const(6)
# The actions menu's rows, in app.screens.line_referee's order.
_ROWS = const(("Enter scores", "Who went out?", "Round is blocked", "Leave (saved)", "Two doubles out"))


def seat_row(fb, r, act, s):
    """Every seat's tiles in the small font: the seat on a lit tag, its
    count (lit on the last tile), the seat to move (s) underlined (also
    app.screens.cross_view's)."""
    n = r.n
    cw = 128 // n
    for i in range(n):
        x = i * cw
        fb.fill_rect(x, 27, 5, 7, 1)
        small(fb, str(act[i] + 1), x + 1, 28, 0)
        count = str(r.held[i])
        c = 1
        if r.held[i] == 1:
            fb.fill_rect(x + 5, 27, 4 * len(count) + 1, 7, 1)
            c = 0
        small(fb, count, x + 6, 28, c)
        if i == s:
            fb.hline(x, 35, cw - 2, 1)


def draw(screen, fb):
    from rules.line_referee import LAYOUT, OUT
    r = screen.r
    n = r.n
    names = screen.names
    layout = r.flags & LAYOUT
    ui.title(fb, "R%d %s" % (screen.round + 1, "layout" if layout else "quick"),
             "bazaar %d" % r.left if r.flags & 3 else "no bazaar")
    pick = screen.pick
    if pick == _ACTIONS:
        ui.rows(fb, [_ROWS[m] for m in screen.items], screen.cur)
        return
    if pick == _SEAT:
        went_out(fb, screen)
        return
    if pick:
        # A tile being entered: its end's number, then the outer one.
        if pick == _LEAD0:
            fb.text("First tile: one", 0, 11, 1)
            fb.text("number, then the", 0, 20, 1)
            fb.text("other", 0, 29, 1)
            shown = "%d|?" % screen.items[screen.cur]
        elif pick == _LEAD1:
            fb.text("First tile:", 0, 11, 1)
            shown = "%d|%d" % (screen.lead, screen.items[screen.cur])
        else:
            e = pick - _END0
            fb.text("On the %s end:" % ("left" if e == 0 else "right"), 0, 11, 1)
            shown = "%d|%d" % (r.ends[e], screen.items[screen.cur]) if e == 0 else \
                "%d|%d" % (screen.items[screen.cur], r.ends[e])
        ui.big(fb, shown, 40, 30)
        hints(fb, "\x02\x03number \x01lay it")
        return
    if r.over:
        fb.text("Round is over", 0, 14, 1)
        if r.over == OUT:
            ui.big(fb, str(screen.act[r.out] + 1), 2, 26)
            fb.text(names[r.out], 24, 26, 1)
            fb.text("went out", 24, 35, 1)
        else:
            fb.text("Blocked: fish", 0, 26, 1)
            if r.last >= 0:
                fb.text("by " + names[r.last], 0, 36, 1)
        hints(fb, "\x01enter the scores")
        return
    s = r.seat
    # Whose turn, at one metre: the seat and the name, 16 px.
    w = ui.big(fb, str(screen.act[s] + 1), 2, 10)
    ui.big(fb, names[s][:(124 - w) // 16], w + 8, 10)
    seat_row(fb, r, screen.act, s)
    # Line A: the open ends (layout), or what this turn is at.
    if layout and r.open:
        fb.text("L %d" % r.ends[0], 0, 37, 1)
        fb.text("%d R" % r.ends[1], 128 - 24, 37, 1)
    last = r.last_tile()
    if last:
        line = "LAST: " + " ".join(names[i] for i in last)
    elif r.doubles == 1:
        line = "3 in a row: +1?"
    elif r.drawn:
        line = "Drew %d" % r.drawn
    elif r.flags & 32 and r.after_double:
        line = "Sum 6: again!"
    else:
        line = ""
    fb.text(line[:16] if not (layout and r.open) else line[:9], 0 if not (layout and r.open) else 28, 46, 1)
    from rules.line_turn import may_draw
    act = "draw" if may_draw(r) else "knock"
    if layout:
        hints(fb, ("\x02left \x03right \x01" + act) if r.open else "\x01first tile")
    elif r.flags & 32:
        hints(fb, "\x01played \x02=7 \x03" + act)
    else:
        hints(fb, "\x01played \x03" + act)
