# The cross and fives games' referee in layout mode [rules/README.md §5, 6, 7, 8,
# 9]: Muggins, Telephone, Bergen, Chechevé and Donkey. As the line games'
# (app.screens.line.referee, which hands these games here in layout mode):
# the players keep the tiles, the buttons report each tile with its end and
# outer number, rules.cross.referee applies the rules and works out the
# points of every play; each report is saved before the screen shows it.
#   UP / DOWN    a tile on ends 0 and 2 / 1 and 3 (before the four-way
#                double: the left / right end): its end and outer number in
#                one picker (UP/DOWN step, held 3 steps), OK lays it; held
#                OK on a double: it and another double go down together
#                (Telephone, Chechevé, Donkey), the next picked the same way
#   OK           draw one, or knock; with doubles picked: lay them; the
#                first tile: OK lays the one the dealer named, or asks its
#                two numbers
#   hold DOWN    the last play's points not called (or called after
#                all), enter scores, the corrections of the line games'
#                menu (who went out, round is blocked), leave; BACK: undo the last report (a
#                mark of points not called first; or drop the doubles
#                picked, or close a picker).
# Donkey's doubles face down are their own rows of the picker, and so are
# Muggins' later doubles along their end under the house rule
# doubles_either_way [002 l.240] (the row without the word: across). Drawn
# by app.screens.cross.view.
from micropython import const
from drivers import events
from app.screens.picker import moved
from app.screens.referee import Referee
from rules.cross.referee import MISS, part
from rules.cross import layout as cx
from rules.turn import BLOCK, DRAW, PASS, PLAY, WENT_OUT, may_draw
from app.screens.cross.view import ACTIONS, ENDS, LEAD0, LEAD1, SEAT  # the pickers, by number
from app.screens.cross import view

# What a picker is open for (app.screens.cross.view draws them by number).
_MISS = const(4)      # the menu's row: the last play's points not called
# Texts (app.lang; numbers kept by host_tools/texts.py).


class Screen(Referee):
    def __init__(self, app, arg):
        import rules.cross.referee as rules
        Referee.__init__(self, app, rules)
        self.teams = app.book.table["teams"]
        self.parts = bytearray()   # doubles picked to go down together, as parts

    def report(self, kind, arg=0, tile=-1):
        self.parts = bytearray()
        Referee.report(self, kind, arg, tile)

    def undo(self):
        """BACK (and hold BACK, app.main.App.undo): the doubles picked, else
        the last step of this round (a mark of points not called first,
        then the play); False when there is none (hold BACK then undoes a
        round)."""
        if self.parts:
            self.pick = 0
            self.parts = bytearray()
            return True
        return Referee.undo(self)

    def end_items(self, side):
        """The picker's rows for ends side and side + 2: every outer number
        a tile off the table may show there (Donkey: a double also face
        down; Muggins under doubles_either_way: a later double also along),
        the ends of doubles already picked left out."""
        r = self.r
        from rules.tiles import tile
        out = []
        taken = 0
        for p in self.parts:
            taken |= 1 << (p & 3)
        for e in (side, side + 2):
            if e >= r.arms or (r.shut | taken) >> e & 1:
                continue
            x = r.ends[e]
            for y in range(7):
                t = tile(x, y)
                if r.owner[t] != 255 and all(p >> 3 != t for p in self.parts):
                    if not self.parts or x == y:
                        out.append(e << 4 | y)
                    if x == y and (r.kind & cx.CLOSE or r.kind & cx.ALONG and r.four != cx.NONE):
                        out.append(e << 4 | 8 | y)
        return out

    HELD = (events.UP, events.OK)
    MENU_OVER = True   # the last play's points not called: marked after the round too

    def actions(self):
        # The last play's points not called (or called after all) first;
        # a round over has no corrections left, only BACK.
        r = self.r
        self.open_picker(ACTIONS, ([_MISS] if r.scoring() >= 0 else []) + ([0, 3] if r.over else [0, 1, 2, 3]))
        self.cur = 0

    def pressed(self, k, kd, press):
        r = self.r
        if k == events.OK and press:
            if self.parts:
                self.report(PLAY, 0, self.parts)
            elif r.laid:
                self.report(DRAW if may_draw(r) else PASS)
            elif r.lead >= 0:
                self.report(PLAY, 0, bytes((part(r.lead, 0),)))   # its higher number on end 0
            else:
                self.open_picker(LEAD0, list(range(7)))
        elif press and r.laid and k != events.OK:
            items = self.end_items(0 if k == events.UP else 1)
            if items:
                self.open_picker(ENDS, items)
            else:
                from app import lang
                self.app.error(lang.get(lang.T_NO_TILE_FOR_END))

    def picked(self, k, kd):
        if moved(self, k, kd, self.pick != ACTIONS and self.pick != SEAT):   # app.screens.picker; OK (or held OK) takes the item
            return
        m = self.items[self.cur]
        what = self.pick
        self.pick = 0
        r = self.r
        from rules.tiles import tile
        if what == ENDS:
            e = m >> 4
            x = r.ends[e]
            # A new bytearray, not appended to: a press whose save the flash
            # refuses is undone by putting back the screen's attributes
            # as they were (app.refusal.unpress), which one changed in
            # place would not be (make bench's fault sweep: the double
            # then named twice when the press is made again).
            self.parts = self.parts + bytes((part(tile(x, m & 7), e, m >> 3 & 1),))
            if not (kd == events.LONG and x == m & 7 and r.kind & cx.MULTI):
                self.report(PLAY, 0, self.parts)   # else another double goes with it
        elif kd != events.PRESS:
            self.pick = what
        elif what == LEAD0 or what == LEAD1:
            got = self.first_tile(what, m, LEAD0, LEAD1)
            if got:
                a, m = got
                self.report(PLAY, 0, bytes((part(tile(a, m), 0 if a >= m else 1),)))   # a on end 0
        elif what == SEAT:
            self.app.went_out(self, m, r.held[m], lambda: self.report(WENT_OUT, m))
        elif m == _MISS:
            # Marked (points not called), or the mark taken back: no beep.
            if r.missed():
                r.undo()
            else:
                r.report(MISS)
            self.save()
        elif m == 1:
            self.open_picker(SEAT, list(range(r.n)))
            self.cur = r.seat
        elif m == 2:
            self.report(BLOCK)
        elif m == 0:
            self.score()
        else:
            self.app.go("menu")

    def draw(self, fb):
        view.draw(self, fb)
