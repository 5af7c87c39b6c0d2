# The Mexican Train referee's screen (app.screens.mexican.referee), drawn: loaded
# for each frame and dropped after it, so its code is not held between
# presses. What it shows comes from the referee (rules.mexican.referee) and
# its turn model; it decides nothing. The seats' row, the key caps, the
# last-tile line, the round's result and the Who-went-out picker are every
# referee's: app.screens.referee_draw.
from micropython import const
from app import lang, ui
from app.screens.referee_draw import hints, last_tile, result, seat_row, went_out

# What a picker is open for, by number: the referee's (app.screens.
# mexican.referee) opens them, this view draws them.
TRAIN = const(1)
ACTIONS = const(2)
SEAT = const(3)
RELEASE = const(4)
# Texts (app.lang; numbers kept by host_tools/texts.py). The actions
# menu's rows are the five texts from lang.T_ACT_RELEASE on, in
# app.screens.mexican.referee's order: release, blocked, who went out, enter
# scores, leave.
_T_ROUND_ENGINE = const(96)
_T_BONE_N = const(97)
_T_PLAYED_ON = const(98)
_T_NO_TILE_FOR = const(99)
_T_HINT_TILE_DOUBLE = const(101)
_T_HINT_NO_TILE_FITS = const(102)
_T_NOBODY_HAD = const(107)
_T_DRAWN_IS_IT = const(108)
_T_HINT_YES_NO = const(109)
_T_LAY_OWN = const(110)
_T_AGAIN_OPEN = const(111)
_T_DREW_ONE = const(112)
_T_MARKER_UP = const(113)
_T_DUE_THEN = const(114)
_T_DUE_MEXICAN = const(115)
_T_DUE_TRAIN = const(116)
_T_OWN_ONLY = const(117)
_T_OPEN_TRAINS = const(118)
_T_OPEN_OWN = const(119)
_T_HINT_TILE_DONE = const(120)
_T_HINT_CANT_START = const(121)
_T_HINT_ON_DRAW = const(122)
_T_HINT_ON_PASS = const(123)
_T_HINT_OWN_DRAW = const(124)
_T_HINT_OWN_PASS = const(125)
_T_ALSO_OUT = const(126)
def draw(screen, fb):
    from rules.mexican import turn
    from rules.mexican.referee import OUT
    r = screen.r
    n = r.n
    names = screen.names
    # The engine names the round; beside it the boneyard's tiles, in words
    # (a round's number as well left no room for them: double-15's 105).
    ui.title(fb, lang.get(_T_ROUND_ENGINE) % (screen.engine, screen.engine), lang.get(_T_BONE_N) % r.left)
    pick = screen.pick
    if pick == ACTIONS:
        ui.rows(fb, [lang.get(lang.T_ACT_RELEASE + m) for m in screen.items], screen.cur)
        return
    if pick == SEAT:
        went_out(fb, screen)
        return
    if pick == TRAIN or pick == RELEASE:
        fb.text(lang.get(_T_PLAYED_ON if pick == TRAIN else _T_NO_TILE_FOR), 0, 11, 1)
        mexican = lang.get(lang.T_MEXICAN)
        # A train by its seat and name; with joined_trains a pair's by both seats.
        ui.rows(fb, [mexican if j == n else "%d+%d %s" % (j + 1, j + 2, names[j]) if j + 1 < n and turn.home(r, j + 1) == j
                     else "%d %s" % (j + 1, names[j]) for j in screen.items], screen.cur, 20, 4)
        hints(fb, lang.get(_T_HINT_TILE_DOUBLE if pick == TRAIN else _T_HINT_NO_TILE_FITS))
        return
    if r.over:
        result(fb, r.out + 1 if r.over == OUT else 0, names[r.out] if r.over == OUT else None, 0, lang.T_HINT_ENTER)
        also = r.also_out()   # several out at once (first_turn_train)
        if also:
            fb.text((lang.get(_T_ALSO_OUT) % " ".join(str(s + 1) for s in also))[:16], 0, 47, 1)
        return
    s = r.seat
    # Whose turn, at one metre: the seat and the name, 16 px.
    w = ui.big(fb, str(s + 1), 2, 10)
    ui.big(fb, names[s][:(124 - w) // 16], w + 8, 10)
    m = r.markers
    if turn.home(r, 1) != 1:
        m = [m[turn.home(r, i)] for i in range(n)]   # joined_trains: a pair's marker at both seats
    seat_row(fb, r.held, range(1, n + 1), s, m)
    if not r.engine_placed:
        fb.text(lang.get(_T_NOBODY_HAD) % (screen.engine, screen.engine), 0, 37, 1)
        fb.text(lang.get(_T_DRAWN_IS_IT), 0, 46, 1)
        hints(fb, lang.get(_T_HINT_YES_NO))
        return
    first = turn.first_train(r)
    # Line A: every seat on its last tile (12 px: line B moves down
    # under it), else what this turn is at.
    last = r.last_tile()
    yb = 46
    if last:
        last_tile(fb, lang.get(lang.T_LAST_NAMES), [names[i] for i in last], [i + 1 for i in last], 36)
        yb = 48
    elif first or r.after_double or r.drawn or r.markers[s]:
        fb.text(lang.get(_T_LAY_OWN) if first else lang.get(_T_AGAIN_OPEN) % len(r.doubles) if r.after_double
                else lang.get(_T_DREW_ONE if r.drawn else _T_MARKER_UP), 0, 37, 1)
    # Line B: the double that is due (and the ones after it), or the trains
    # open to the player besides their own; after two doubles with
    # extra_on_first_double, the first, where the tile ending the turn goes.
    d = turn.due(r)
    f = turn.follow(r) if d < 0 and r.after_double else -1
    if f >= 0:
        d = f
    order = list(r.doubles)
    if d >= 0:
        fb.fill_rect(0, yb - 1, 128, 9, 1)
        if len(order) > 1:
            line = lang.get(_T_DUE_THEN) % tuple(" ".join("M" if j == n else str(j + 1) for j in part)
                                                 for part in (order[:1], order[1:]))
        elif d == n:
            line = lang.get(_T_DUE_MEXICAN)
        else:
            line = lang.get(_T_DUE_TRAIN) % names[d]
        fb.text(line[:16], 1, yb, 0)
    else:
        others = [j for j in r.open if j != turn.home(r, s)]   # the trains open besides the own
        line = (lang.get(_T_OWN_ONLY) if first else
                lang.get(_T_OPEN_TRAINS) % " ".join("M" if j == n else str(j + 1) for j in others) if others
                else lang.get(_T_OPEN_OWN))
        fb.text(line[:16], 0, yb, 1)
    # The buttons' meanings.
    if first:
        hints(fb, lang.get(_T_HINT_TILE_DONE if r.started[s] else _T_HINT_CANT_START))
    elif d >= 0:   # (after two doubles UP still lays a double elsewhere)
        hints(fb, lang.get(_T_HINT_ON_DRAW if turn.may_draw(r) else _T_HINT_ON_PASS))
    else:
        hints(fb, lang.get(_T_HINT_OWN_DRAW if turn.may_draw(r) else _T_HINT_OWN_PASS))
