# Sausage's referee in layout mode [RULES.md 12]: the players keep their
# rows face down; each turn the player takes the last tile of their row and
# the buttons report where it went; rules.sausage.referee applies the rules
# (this screen holds none) and keeps both lines, every row's count and
# whose turn it is, and sees the round's end (out, or blocked). Each report
# is saved before the screen shows it.
#   UP / DOWN    the tile went on line L / R: then its outer number (UP/DOWN
#                step, held 3 steps; OK), at most 4 presses
#   OK           it fits nowhere: back to the left end of the row; the
#                first tile: its two numbers
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
from app.screens.picker import moved
from rules.sausage import position as sg
from rules.sausage import referee as rf
from app.screens.sausage import view

# What a picker is open for.
_END0 = const(1)
_END1 = const(2)
_MENU = const(3)
_LEAD0 = const(4)
_LEAD1 = const(5)
_SPECIAL = const(6)
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SAUSAGE_NO_SPECIAL = const(373)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        self.names = b.table["names"]
        self.round = b.round_no()
        p = b.load_play()
        first = p["first"] if p else sg.opener(self.round)
        from app.screens.replay import referee
        o = b.options()
        self.r = referee(app, lambda f, x: rf.Referee(o, f, x), first, p["log"] if p else b"")
        self.pick = 0
        self.cur = 0
        self.items = ()
        self.lead = -1
        self.special = bool(rf.special_ways(self.r))   # the hold-OK hint's

    def report(self, t, m=-1):
        """Tile t went as engine move m (-1: back to the row), saved before
        the screen shows it; one the rules refuse changes nothing
        (RulesError: app.main shows its line)."""
        r = self.r
        ones = _ones(r)
        rf.report(r, t, m)
        self.save()
        if r.over:
            self.app.beep("round_over")
        elif _ones(r) & ~ones:
            self.app.beep("last_tile")

    def save(self):
        r = self.r
        self.app.book.save_play(r.opener, bytes(r.log))
        self.special = bool(rf.special_ways(r))

    def score(self):
        """The round's entry, told how the round ended by the referee in
        hand (rules.sausage.referee.outcome would replay the whole log for
        it: two thirds of the press, bench_press_cost)."""
        r = self.r
        self.app.go("score", {"outcome": rf.outcome_of(r)})

    def undo(self):
        """BACK (and hold BACK, app.main.App.undo): the last report of this
        round; False when there is none."""
        if self.pick:
            self.pick = 0
            return True
        r = self.r
        i = rf.last_report(r.log)
        if i < 0:
            return False
        self.r = rf.Referee(r.options, r.opener, bytes(r.log[:i]))
        self.save()
        return True

    def open_picker(self, what, items):
        self.pick = what
        self.items = items
        self.cur = len(items) // 2   # the middle: every number within 2 presses

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        if kd == events.REPEAT:
            return
        if kd == events.LONG and not self.pick and k == events.UP:
            kd = events.PRESS   # a hold that means nothing here is its press, never ignored
        press = kd == events.PRESS
        r = self.r
        if self.pick:
            self.picked(k, kd)
        elif k == events.BACK:
            if press:
                self.app.back()   # its last report, or "Nothing to undo."
        elif r.over:
            if k == events.OK and press:
                self.score()
        elif k == events.DOWN and not press:
            self.open_picker(_MENU, (lang.T_ACT_ENTER, lang.T_ACT_LEAVE))
            self.cur = 0
        elif not r.lines[0]:
            if k == events.OK and press:
                self.open_picker(_LEAD0, list(range(7)))
        elif k == events.OK:
            if press:
                self.report(-1)
            else:
                special = rf.special_ways(r)
                if not special:
                    self.app.error(lang.get(_T_SAUSAGE_NO_SPECIAL))
                    return
                self.open_picker(_SPECIAL, special)
                self.cur = 0
        elif press:
            e = 0 if k == events.UP else 1
            x = sg.end(r, e)
            items = sorted(sg.other(t, x) for t, m in rf.end_ways(r, e))
            if not items:
                self.app.error(lang.get(lang.T_NO_TILE_FOR_END))
                return
            self.open_picker(_END0 + e, items)

    def picked(self, k, kd):
        """A picker (app.screens.picker): OK takes the item."""
        if moved(self, k, kd, self.pick != _MENU and self.pick != _SPECIAL) or kd != events.PRESS:
            return
        what = self.pick
        m = self.items[self.cur]
        self.pick = 0
        from rules.tiles import tile
        if what == _END0 or what == _END1:
            e = what - _END0
            self.report(tile(sg.end(self.r, e), m), sg.END | e)
        elif what == _LEAD0:
            self.lead = m
            self.open_picker(_LEAD1, list(range(7)))
        elif what == _LEAD1:
            # Line L goes on from the number entered first, line R from the other.
            a = self.lead
            self.lead = -1
            self.report(tile(a, m), sg.END if m >= a else sg.END | 2)
        elif what == _SPECIAL:
            self.report(m[0], m[1])
        elif m == lang.T_ACT_ENTER:
            self.score()
        else:
            self.app.go("menu")

    def draw(self, fb):
        view.draw(self, fb)


def _ones(r):
    """The rows down to their last tile, as bits by seat."""
    return (len(r.rows[0]) == 1) | (len(r.rows[1]) == 1) << 1
