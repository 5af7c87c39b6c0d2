# Sausage's referee in layout mode [rules/README.md §12]: the players keep their
# rows face down; each turn the player takes the last tile of their row and
# the buttons report where it went; rules.sausage.referee applies the rules
# (this screen holds none) and keeps both lines, every row's count and
# whose turn it is, and sees the round's end (out, or blocked). Each report
# is saved before the screen shows it.
#   UP / DOWN    the tile went on line L / R: then its outer number (UP/DOWN
#                step, held 3 steps; OK), at most 4 presses
#   OK           it fits nowhere: back to the left end of the row; the
#                first tile: its two numbers (option double_first: the
#                double's number; hold OK: no double in the row, the other
#                seat opens [002 l.256, l.509])
#   hold OK      a cut, or a double put in inside a line (the ways the
#                tiles off the table allow, listed)
#   hold DOWN    enter scores, leave; BACK: undo the last report (or close
#                a picker)
# L is the line that goes on from the first tile's number entered first,
# R the one from its other number. The referee cannot see a row; a tile a
# cut sent to one is known, and shown ("Next: 6-5") when it is the one to
# take. Drawn by app.screens.sausage.view.
from micropython import const
from app import lang
from drivers import events
from app.screens.referee import Referee
from app.screens.picker import moved
from rules.sausage import position as sg
from rules.sausage import referee as rf
from app.screens.sausage.view import DOUBLE, END0, LEAD0, LEAD1, MENU, SPECIAL  # the pickers, by number
from app.screens.sausage import view

# What a picker is open for.
_END1 = const(2)
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SAUSAGE_NO_SPECIAL = const(413)


class Screen(Referee):
    def __init__(self, app, arg):
        Referee.__init__(self, app, rf, sg.opener(app.book.round_no()))
        self.special = bool(rf.special_ways(self.r, True))   # the hold-OK hint's

    def save(self):
        Referee.save(self)   # (save_play copies the log)
        self.special = bool(rf.special_ways(self.r, True))

    def actions(self):
        self.open_picker(MENU, (lang.T_ACT_ENTER, lang.T_ACT_LEAVE))
        self.cur = 0

    def pressed(self, k, kd, press):
        r = self.r
        if not r.lines[0]:
            if k != events.OK:
                return
            if not sg.double_first(r):
                if press:
                    self.open_picker(LEAD0, list(range(7)))
            elif press:
                self.open_picker(DOUBLE, list(range(7)))
            else:
                self.report(sg.BACK)   # no double in the row: the other seat opens
        elif k == events.OK:
            if press:
                self.report(sg.BACK)
            else:
                special = rf.special_ways(r)
                if not special:
                    self.app.error(lang.get(_T_SAUSAGE_NO_SPECIAL))
                    return
                self.open_picker(SPECIAL, special)
                self.cur = 0
        elif press:
            e = 0 if k == events.UP else 1
            x = sg.end(r, e)
            items = sorted(sg.other(t, x) for t, m in rf.end_ways(r, e))
            if not items:
                self.app.error(lang.get(lang.T_NO_TILE_FOR_END))
                return
            self.open_picker(END0 + e, items)

    def picked(self, k, kd):
        """A picker (app.screens.picker): OK takes the item."""
        if moved(self, k, kd, self.pick != MENU and self.pick != SPECIAL) or kd != events.PRESS:
            return
        what = self.pick
        m = self.items[self.cur]
        self.pick = 0
        from rules.tiles import tile
        if what == END0 or what == _END1:
            e = what - END0
            self.report(sg.END, e, tile(sg.end(self.r, e), m))
        elif what == LEAD0 or what == LEAD1:
            got = self.first_tile(what, m, LEAD0, LEAD1)
            if got:
                # Line L goes on from the number entered first, line R from the other.
                a, m = got
                self.report(sg.END, 0 if m >= a else 2, tile(a, m))
        elif what == DOUBLE:
            self.report(sg.END, 0, tile(m, m))
        elif what == SPECIAL:
            self.report(m[1] & sg.KIND, m[1] & 63, m[0])   # (tile, move): a move's argument is under 64
        elif m == lang.T_ACT_ENTER:
            self.score()
        else:
            self.app.go("menu")

    def draw(self, fb):
        view.draw(self, fb)
