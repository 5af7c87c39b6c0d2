# The line games' referee during a round [rules/README.md §2, 3, 4, 10, 11, 13].
# The players keep the tiles; the device keeps the turn: the buttons
# report what happened and rules.line.referee applies the rules (this
# screen holds none). Each report is saved before the screen shows it.
# Quick mode (house rule referee=quick):
#   OK           played a tile (Seven: the ends make neither 6 nor 7)
#   hold OK      Seven: played, the ends make 6 (again); Telephone,
#                Chechevé, Donkey: played several doubles at once, how
#                many picked (2-4, OK; drawn by app.screens.line.view)
#   UP           Seven: played, the ends make 7
#   DOWN         could not play: draw one, or knock when nothing may be drawn
# Layout mode (referee=layout): each tile with its end and outer number
#   UP / DOWN    a tile on the left / right end: then its outer number
#                (UP/DOWN step, held 3 steps; OK), at most 4 presses
#   OK           draw one, or knock when nothing may be drawn; the first
#                tile: OK lays the opening tile the dealer named, or asks
#                its two numbers
# Both: hold DOWN: enter scores, who went out, blocked, leave (Sea Kozel:
# two doubles out; before the first tile the 0-0 and 6-6 laid together,
# its extraordinary round; in that round the 6-0 put in the gap between
# them); BACK: undo the last report (or close a picker).
# Sea Kozel's extraordinary round, two tiles a turn [rules/README.md §4; 002
# l.141]: quick mode, hold OK (also two doubles out); layout mode, the
# first tile as above, then the other end's picker asks the second, or
# "only one" (the player cannot lay two: one tile a turn from then on).
# The screen is drawn by app.screens.line.view. The cross and fives games
# use it in quick mode (rules.families); in layout mode,
# app.screens.cross.referee.
from micropython import const
from drivers import events
from app.screens.picker import moved
from app.screens.referee import Referee
from rules.line.referee import BLOCK, DOUBLE, DRAW, GAP, LAYOUT, PASS, PLAY, SEVEN, SIX, WENT_OUT, begin
from app.screens.line.view import ACTIONS, END0, END1, LEAD0, LEAD1, SEAT, SECOND0  # the pickers, by number
from app.screens.line import view

# What a picker is open for (app.screens.line.view draws them by number):
# a tile on end 0 or 1 (its outer number), the menu, who went out, the
# lead's first and second numbers.
_DOUBLES = const(7)   # how many doubles went down together (the cross games)
_SECOND1 = const(9)   # (SECOND0 + 1) Sea Kozel's two tiles a turn: the second, on end 1
_ONLY_ONE = const(-1)  # ... an item: no second tile
# The actions menu's rows (app.screens.line.view draws them).
_ACT_PAIR_OUT = const(4)
_ACT_XLEAD = const(5)
_ACT_GAP = const(6)
# Texts (app.lang; numbers kept by host_tools/texts.py).


class Screen(Referee):
    def __init__(self, app, arg):
        # And the rules' tile tables and line ends, which every report
        # imported again (with the collection after the press, a fifth of
        # a report, bench_press_cost; held, about 700 B since the tables are
        # literals, in flash).
        import rules.line.ends  # noqa: F401
        app.keep.update(("rules.tiles", "rules.line.ends"))
        import rules.line.referee as rules
        Referee.__init__(self, app, rules)
        self.two = 0         # two tiles a turn: the first's end << 5 | tile, while the second is asked
        if self.r.flags & LAYOUT:
            self.HELD = (events.UP, events.OK)   # held OK means nothing in layout mode

    def numbers(self, x):
        """The outer numbers a tile on an end showing x may have: the
        tiles carrying x still off the table."""
        from rules.tiles import tile
        return [y for y in range(self.r.top + 1) if not self.r.open >> tile(x, y) & 1]

    def actions(self):
        # Sea Kozel (flag 128 without General's 2048): its extraordinary
        # lead while the lead is free or the 0-0, 6-6 (or both, again),
        # then the gap's 6-0 while open.
        r = self.r
        sea = r.flags & 2176 == 128
        self.open_picker(ACTIONS, [m for m in range(7) if m < 4 or m == _ACT_PAIR_OUT and r.flags & 128 or
                                   m == _ACT_XLEAD and sea and r.last < 0 and r.lead in (-1, 0, 27, 28) or
                                   m == _ACT_GAP and r.xr & 5 == 1])
        self.cur = 0

    def pressed(self, k, kd, press):
        r = self.r
        if r.flags & LAYOUT:
            if k == events.OK and press:
                if r.open:
                    self.report(DRAW if _may_draw(r) else PASS)
                elif r.lead == 28:
                    self.report(DOUBLE, 0, 27)   # the 0-0 and the 6-6 again (0 << 5 | 27)
                elif r.lead >= 0:
                    self.report(PLAY, 0, r.lead)
                else:
                    self.open_picker(LEAD0, list(range(7)))
            elif press and r.open:
                e = 0 if k == events.UP else 1
                if not e and r.flags & 4096:
                    self.report(PLAY, 0, r.tip[0])   # refused: one direction (Kids' smallest)
                self.open_picker(END0 + e, self.numbers(r.ends[e]))
                if not self.items:
                    self.pick = 0
                    from app import lang
                    self.app.error(lang.get(lang.T_NO_TILE_FOR_END))
        elif k == events.OK:
            if not press and r.flags & 1024:   # rules.line.referee's _MANY
                if r.held[r.seat] < 2:
                    self.report(DOUBLE)   # refused: the rule's line
                self.open_picker(_DOUBLES, list(range(2, min(4, r.held[r.seat]) + 1)))
                self.cur = 0
            elif not press and r.flags & 128 or r.last < 0 and r.lead == 28:
                self.report(DOUBLE)   # two tiles at once (Sea Kozel, General)
            else:
                self.report(PLAY, 0 if press else SIX)
        elif k == events.UP and press:
            self.report(PLAY, SEVEN)
        elif k == events.DOWN:
            self.report(DRAW if _may_draw(r) else PASS)

    def picked(self, k, kd):
        """A picker (app.screens.picker): OK takes the item."""
        if moved(self, k, kd, self.pick != ACTIONS and self.pick != SEAT) or kd != events.PRESS:
            return
        what = self.pick
        m = self.items[self.cur]
        self.pick = 0
        r = self.r
        from rules.tiles import tile
        if what == END0 or what == END1:
            e = what - END0
            t = tile(r.ends[e], m)
            if r.xr & 2 and r.held[r.seat] > 1:
                # Two tiles a turn: the other end's, or only this one.
                self.two = e << 5 | t
                x = r.ends[1 - e]
                self.open_picker(SECOND0 + 1 - e, [y for y in self.numbers(x) if tile(x, y) != t] + [_ONLY_ONE])
            else:
                self.report(PLAY, e, t)
        elif what == SECOND0 or what == _SECOND1:
            e = self.two >> 5
            t = self.two & 31
            self.two = 0
            if m == _ONLY_ONE:
                self.report(PLAY, e, t)
            else:
                u = tile(r.ends[1 - e], m)
                self.report(DOUBLE, 0, t << 5 | u if e == 0 else u << 5 | t)
        elif what == LEAD0 or what == LEAD1:
            got = self.first_tile(what, m, LEAD0, LEAD1)   # the first number on the left end
            if got:
                a, m = got
                self.report(PLAY, 0 if a >= m else 1, tile(a, m))
        elif what == SEAT:
            self.app.went_out(self, m, r.held[m], lambda: self.report(WENT_OUT, m))
        elif what == _DOUBLES:
            self.report(DOUBLE, m - 2)
        elif m == 0:
            self.score()
        elif m == 1:
            self.open_picker(SEAT, list(range(r.n)))
            self.cur = r.seat
        elif m == 2:
            self.report(BLOCK)
        elif m == 3:
            self.app.go("menu")
        elif m == _ACT_XLEAD:
            self.report(DOUBLE, 0, 27)   # the 0-0 on end 0, the 6-6 on end 1 (0 << 5 | 27)
        elif m == _ACT_GAP:
            self.report(PLAY, 2, 21) if r.flags & LAYOUT else self.report(PLAY, GAP)   # the 6-0
        else:
            # Sea Kozel: the last two tiles, the doubles of both ends.
            self.report(DOUBLE, 0, tile(r.ends[0], r.ends[0]) << 5 | tile(r.ends[1], r.ends[1])
                        if r.flags & LAYOUT else -1)

    def draw(self, fb):
        if self.pick == _DOUBLES:
            view.doubles(self, fb)   # quick mode's count of doubles laid together
            return
        view.draw(self, fb)


def _may_draw(r):
    from rules.turn import may_draw
    return may_draw(r)
