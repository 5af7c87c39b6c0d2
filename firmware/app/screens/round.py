# A round of Sausage refereed quick (its house rule referee=quick, the
# default; app.screens.line.referee hands it here), in play at the table.
# Reported without its tiles, a cut would move an unknown number of tiles
# between the rows, so the device keeps no turns and claims no rules: it
# waits for the round to end and logs how (who went out, or blocked),
# which the round's entry then reads. In layout mode:
# app.screens.sausage.referee.
from micropython import const
from app import lang, ui
from drivers import events

_ITEMS = const(4)      # who went out, blocked, enter scores, leave
# Texts (app.lang; numbers kept by host_tools/texts.py): the rows are the
# referee's action rows (app.screens.mexican.view) but its first.
_T_ROUND_IN_PLAY = const(145)
_T_OK_IT_WAS = const(146)
_T_PLAY_AT = const(147)
_T_TABLE_THEN = const(148)
_WENT_OUT = const(6)   # the log kinds every referee logs, as rules.outcome reads them
_BLOCK = const(7)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.t = app.book.table
        self.round = app.book.round_no()
        p = app.book.load_play()
        self.first = p["first"] if p else 0
        self.cur = 0
        self.seat = -1    # the seat picker, when open

    def end(self, byte):
        self.app.book.save_play(self.first, bytes((byte,)))
        self.app.beep("round_over")
        self.app.go("score")

    def key(self, ev):
        k = events.key(ev)
        if events.kind(ev) == events.REPEAT:
            return
        n = len(self.t["names"])
        if self.seat >= 0:
            if k == events.UP:
                self.seat = (self.seat - 1) % n
            elif k == events.DOWN:
                self.seat = (self.seat + 1) % n
            elif k == events.BACK:
                self.seat = -1
            elif k == events.OK and events.kind(ev) == events.PRESS:
                self.end(_WENT_OUT << 5 | self.seat)
            return
        if k == events.UP:
            self.cur = (self.cur - 1) % _ITEMS
        elif k == events.DOWN:
            self.cur = (self.cur + 1) % _ITEMS
        elif k == events.OK and events.kind(ev) == events.PRESS:
            if self.cur == 0:
                self.seat = self.first
            elif self.cur == 1:
                self.end(_BLOCK << 5)
            elif self.cur == 2:
                self.app.go("score")
            else:
                self.app.go("menu")

    def draw(self, fb):
        names = self.t["names"]
        ui.title(fb, lang.get(_T_ROUND_IN_PLAY) % (self.round + 1))
        if self.seat >= 0:
            fb.text(lang.get(lang.T_WHO_WENT_OUT), 0, 14, 1)
            ui.big(fb, str(self.seat + 1), 2, 28)
            fb.text(names[self.seat], 24, 32, 1)
            fb.text(lang.get(_T_OK_IT_WAS), 0, 56, 1)
            return
        fb.text(lang.get(_T_PLAY_AT), 0, 12, 1)
        fb.text(lang.get(_T_TABLE_THEN), 0, 21, 1)
        ui.rows(fb, [lang.get(k) for k in (lang.T_ACT_WHO, lang.T_ACT_BLOCKED, lang.T_ACT_ENTER, lang.T_ACT_LEAVE)],
                self.cur, 31, 3)
