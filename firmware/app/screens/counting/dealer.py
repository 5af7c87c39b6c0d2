# The counting game's dealer (seed 000; rules reference, section 14): which
# plates to take out of the box for the step played and how many each
# child takes (the rest is the deck), then who lays the first plate: the
# children in turn, seat 1 in round 1. Step 1 deals nothing: the device
# asks each child in turn about two plates it draws. OK turns the page,
# the last starts the referee (app.screens.counting.referee); BACK: the
# page before, or the menu.
from micropython import const
from app import lang
from app.screens.dealer import Dealer
from rules.counting.referee import QUESTIONS
from rules.counting.steps import deck, step

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_COUNT_TAKE_OUT = const(425)
_T_COUNT_DEAL = const(426)
_T_COUNT_ASKS = const(427)
_T_COUNT_LEADS = const(428)
_T_COUNT_ASKED_FIRST = const(429)


class Screen(Dealer):
    def __init__(self, app, arg):
        Dealer.__init__(self, app, (0, 1))
        self.step = app.book.options()["step"]
        p = app.book.load_play()
        self.opener = p["first"] if p else self.round % len(self.names)

    def show(self, fb, pg):
        get = lang.get
        row = step(self.step)
        if not pg:
            top = row[1] if row else 5
            # As a parent says it: how many plates, of how many dots.
            text = get(_T_COUNT_TAKE_OUT) % (len(deck(top)), top)
            text += "\n" + (get(_T_COUNT_DEAL) % row[2] if row else get(_T_COUNT_ASKS) % QUESTIONS)
            for j, line in enumerate(text.split("\n")[:6]):
                fb.text(line, 0, 11 + 9 * j, 1)
            return
        self.opener_page(fb, self.opener, get(_T_COUNT_LEADS if row else _T_COUNT_ASKED_FIRST))
