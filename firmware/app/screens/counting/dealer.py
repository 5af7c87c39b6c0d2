# The counting game's dealer (seed 000; rules reference, section 14): which
# plates to take out of the box for the step played and how many each
# child takes (the rest is the deck), then who lays the first plate: the
# children in turn, seat 1 in round 1. Step 1 deals nothing: the device
# asks each child in turn about two plates it draws. OK turns the page,
# the last starts the referee (app.screens.counting.referee); BACK: the
# page before, or the menu.
from micropython import const
from app import lang, ui
from drivers import events
from rules.counting.referee import QUESTIONS
from rules.counting.steps import deck, step

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_COUNT_TAKE_OUT = const(381)
_T_COUNT_DEAL = const(382)
_T_COUNT_ASKS = const(383)
_T_COUNT_LEADS = const(384)
_T_COUNT_ASKED_FIRST = const(385)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        self.names = b.table["names"]
        self.round = b.round_no()
        self.step = b.options()["step"]
        p = b.load_play()
        self.first = p["first"] if p else self.round % len(self.names)
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
        row = step(self.step)
        if not self.page:
            top = row[1] if row else 5
            text = get(_T_COUNT_TAKE_OUT) % (top, len(deck(top)))
            text += "\n" + (get(_T_COUNT_DEAL) % row[2] if row else get(_T_COUNT_ASKS) % QUESTIONS)
            for j, line in enumerate(text.split("\n")[:5]):
                fb.text(line, 0, 11 + 9 * j, 1)
            return
        s = self.first
        w = ui.big(fb, str(s + 1), 2, 11)
        ui.big(fb, self.names[s][:(124 - w) // 16], w + 8, 11)
        for j, line in enumerate(ui.wrap(get(_T_COUNT_LEADS if row else _T_COUNT_ASKED_FIRST))[:3]):
            fb.text(line, 0, 32 + 9 * j, 1)
