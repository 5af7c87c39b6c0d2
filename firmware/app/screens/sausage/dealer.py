# Sausage's dealer [rules/README.md §12; 002]: the game has rows, not
# hands, so it has two pages of its own: each player lays 14 tiles face
# down in a row and takes from its right end (a tile that does not fit goes
# to the left end), then who opens (rules.sausage.position.opener: the
# seats in turn, seat 1 first; option double_first: with a double from
# the row, or the other seat when the row holds none [002 l.256, l.509]).
# The last page starts the round in play
# (its referee under the house rule: rules.families).
from micropython import const
from app import lang
from app.screens.dealer import Dealer

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SAUSAGE_ROW = const(221)
_T_SAUSAGE_OPENS = const(222)
_T_SAUSAGE_TARGET = const(223)
_T_SAUSAGE_OPENS_DOUBLE = const(224)
_ROW_TILES = const(14)


class Screen(Dealer):
    def __init__(self, app, arg):
        Dealer.__init__(self, app, (0, 1))
        o = app.book.options()
        self.target = o["target"]
        self.double = o["double_first"]
        p = app.book.load_play()
        from rules.sausage.position import opener
        self.opener = p["first"] if p else opener(self.round)

    def show(self, fb, pg):
        get = lang.get
        if not pg:
            for j, line in enumerate((get(_T_SAUSAGE_ROW) % _ROW_TILES).split("\n")):
                fb.text(line, 0, 12 + 9 * j, 1)
            return
        self.opener_page(fb, self.opener, get(_T_SAUSAGE_OPENS_DOUBLE if self.double else _T_SAUSAGE_OPENS), 30, 8)
        fb.text(get(_T_SAUSAGE_TARGET) % self.target, 0, 56, 1)
