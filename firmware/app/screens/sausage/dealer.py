# Sausage's dealer [RULES.md 12; 002]: the game has rows, not hands, so it
# has its own two pages: each player lays 14 tiles face down in a row and
# takes from its right end (a tile that does not fit goes to the left
# end), then who opens (rules.sausage.position.opener: the seats in turn, seat 1
# first; app.screens.line.dealer hands Sausage here). OK turns the
# page, the last starts the round in play (the referee: app.screens.
# sausage_referee in layout mode, app.screens.round in quick mode). BACK:
# the page before, or the menu.
from micropython import const
from app import lang, ui
from drivers import events

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_SAUSAGE_ROW = const(198)
_T_SAUSAGE_OPENS = const(199)
_T_SAUSAGE_TARGET = const(200)
_ROW_TILES = const(14)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        self.names = b.table["names"]
        self.round = b.round_no()
        self.target = b.options()["target"]
        p = b.load_play()
        from rules.sausage.position import opener
        self.first = p["first"] if p else opener(self.round)
        self.page = 0

    def key(self, ev):
        if events.kind(ev) != events.PRESS:
            return
        k = events.key(ev)
        if k == events.BACK:
            if self.page:
                self.page = 0
            else:
                self.app.go("menu")
        elif k == events.OK:
            if not self.page:
                self.page = 1
                return
            self.app.book.save_play(self.first, b"")
            self.app.go("referee")

    def draw(self, fb):
        get = lang.get
        ui.title(fb, get(lang.T_ROUND_N) % (self.round + 1), "%d/2" % (self.page + 1))
        if not self.page:
            for j, line in enumerate((get(_T_SAUSAGE_ROW) % _ROW_TILES).split("\n")):
                fb.text(line, 0, 12 + 9 * j, 1)
            return
        s = self.first
        w = ui.big(fb, str(s + 1), 2, 11)
        ui.big(fb, self.names[s][:(124 - w) // 16], w + 8, 11)
        for j, line in enumerate(get(_T_SAUSAGE_OPENS).split("\n")):
            fb.text(line, 0, 30 + 8 * j, 1)
        fb.text(get(_T_SAUSAGE_TARGET) % self.target, 0, 56, 1)
