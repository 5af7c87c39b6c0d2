# The counting game's referee (seed 000; rules reference, section 14): the
# child whose turn it is lays a plate and says its number; the next child
# answers it with plates, their numbers and the signs between them, and
# the device checks the answer by the step's rules (rules.counting.
# referee, which holds them all: this screen holds none; it reports
# through the family's referee contract, report/undo/outcome), says it back in
# big digits with a short tune when right, or says what is wrong with a
# soft one, and the child tries again: the next press puts the words
# away and keys (app.main's through). Step 1: the device draws plates and
# asks rules.counting.compare's questions: which of two has more and by how
# many, a plate's red and black dots, three or more the same or not, the
# sign between two. Every report is saved before the screen shows it; the
# round's end saves the round.
#   a plate laid:  UP/DOWN its number (held: 3 at a time), OK lays it
#   an answer:     UP/DOWN a number, OK takes it; then UP "+", DOWN "-",
#                  OK "=": checked. BACK takes back what was keyed, then
#                  the last report
#   hold OK        draw a plate / cannot answer / leave
#   step 1:        which has more: UP the left plate, DOWN the right, OK
#                  the same; then UP/DOWN how many more, OK. The colours:
#                  UP/DOWN how many red, OK, how many black, OK. Three or
#                  more plates: OK the same, UP or DOWN not. The sign
#                  between two: UP >, DOWN <, OK =
# Drawn by app.screens.counting.view.
from micropython import const
from drivers import events
from app import lang
from app.screens.picker import moved
from app.screens.referee import Referee
from rules import RulesError
from rules.counting import referee as rf
# Held while the referee is on screen, as Mexican Train's and the line
# games' views are: loaded for each frame instead, a number stepped cost
# more than a report saved (bench_press_cost's line-counting).
from app.screens.counting.view import BY, MENU, SIGN  # the pickers, by number
from app.screens.counting import view

# What a picker is open for.
# What the keys are building (Screen.mode).
_NUMBER = const(0)   # a number: the plate laid, or the answer's next
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_COUNT_DRAW = const(430)
_T_COUNT_PASS = const(431)


class Screen(Referee):
    def __init__(self, app, arg):
        b = app.book
        Referee.__init__(self, app, rf, b.round_no() % len(b.table["names"]))
        self.step = b.options()["step"]
        self.mode = _NUMBER
        self.expr = []       # the answer keyed so far: numbers and signs
        self.num = 0         # the number on the picker
        self.side = -1       # step 1: the plate said to have more
        self.said = None     # the right answer said back, until a key
        self.ask()

    def ask(self):
        """Step 1: a new question when none is asked (saved with it): the
        child's next of rules.counting.compare.ASKS, its plates drawn."""
        r = self.r
        if self.step == "1" and r.question is None and not r.over:
            from rules.counting import compare as c
            from rules.rng import Rng
            g = Rng(self.app.hw.seed() + len(r.log))
            what = c.ASKS[r.answers[r.seat] % len(c.ASKS)]
            if what == c.MORE:
                r.report(rf.ASK, g.below(6), g.below(6))
            else:
                if what == c.COLOURS:
                    n = g.below(6)
                    red = g.below(n + 1)
                    q = [red, n - red]
                elif what == c.SAME:
                    # Three or four plates, half the time of one number
                    # (slide 14: the same number, drawn otherwise).
                    q = [g.below(6)] * (3 + g.below(2))
                    if g.below(2):
                        while min(q) == max(q):
                            q = [g.below(6) for _ in q]
                else:
                    q = [g.below(6), g.below(6)]
                r.report(rf.QUIZ, what, q)
            self.save()
            self.num = 0

    def undo(self):
        """BACK (and hold BACK): what was keyed, else the last report of
        this round; False when there is none."""
        if self.pick:
            self.pick = 0
            return True
        if self.said is not None:
            self.said = None
        if self.mode != _NUMBER:
            self.mode = _NUMBER   # the number taken (or the side said) is keyed again
            self.num = max(self.side, 0)   # (the colours: the red said, on the picker again)
            return True
        if self.expr:
            self.expr.pop()       # the last sign: its number waits for one again
            self.num = self.expr.pop()
            self.mode = SIGN
            return True
        if not Referee.undo(self):
            return False
        self.ask()
        return True

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        if kd == events.REPEAT:
            return
        press = kd == events.PRESS
        r = self.r
        if self.pick:
            self.picked(k, kd)
            return
        if k == events.BACK:
            if press:
                self.app.back()
            return
        if self.said is not None and press:
            self.said = None   # read: the next key acts
            return
        if r.over:
            if k == events.OK and press:
                self.finish()
            return
        if k == events.OK and not press:
            items = []
            if r.plate >= 0:
                items.append(_T_COUNT_DRAW if r.deck and not r.drawn else _T_COUNT_PASS)
            items.append(lang.T_ACT_LEAVE)
            self.pick = MENU
            self.items = items
            self.cur = 0
            return
        if self.step == "1":
            self.question(k, press)
            return
        if k == events.UP or k == events.DOWN:
            up = k == events.UP
            if self.mode == SIGN:
                if press:
                    self.expr.append(self.num)
                    self.expr.append("+" if up else "-")
                    self.mode = _NUMBER
                    self.num = 0
                return
            top = r.top
            step = 1 if press else 3
            self.num = (self.num + (step if up else -step)) % (top + 1)
        elif k == events.OK and press:
            if r.plate < 0:
                r.report(rf.LEAD, self.num)
                self.save()
                self.num = 0
                if r.over:
                    self.app.beep("round_over")   # the last plate laid
            elif self.mode == _NUMBER:
                self.mode = SIGN
            else:
                self.check(self.expr + [self.num])

    def check(self, a):
        """The answer keyed, checked: said back, or what is wrong said."""
        plate = self.r.plate
        self.expr = []
        self.mode = _NUMBER
        self.num = 0
        if self.tried(a):
            self.said = "%d=%s" % (plate, "".join(str(x) for x in a))

    def tried(self, arg, by=-1):
        """A child's answer reported (ANSWER: the answer keyed; step 1,
        the side and by how many) and saved: True when right, with its
        tune; wrong, what is wrong said with the soft one and False (the
        child tries again). A refusal with no words for the child (more
        plates than the hand holds) is raised."""
        r = self.r
        try:
            r.report(rf.ANSWER, arg, by)
        except RulesError as e:
            if not getattr(e, "said", None):
                raise
            r.report(rf.WRONG)
            self.save()
            from app.refusal import said
            self.app.say(said(e, self))
            self.app.through = True   # the child's next press keys the next try
            self.app.beep("try_again")
            return False
        self.save()
        self.app.beep("round_over" if r.over else "right")
        return True

    def question(self, k, press):
        from rules.counting import compare as c
        what = self.r.what
        if self.mode == BY or what == c.COLOURS:
            # A number: how many more; the colours, how many red (then
            # black, BY).
            if k == events.UP or k == events.DOWN:
                step = 1 if press else 3
                self.num = (self.num + (step if k == events.UP else -step)) % 6
            elif k == events.OK and press:
                if self.mode == BY:
                    self.reply(self.side, self.num)
                else:
                    self.side = self.num     # red said
                    self.mode = BY
                    self.num = 0
            return
        if not press:
            return
        if what == c.SAME:
            if k == events.OK or k == events.UP or k == events.DOWN:
                self.reply(1 if k == events.OK else 0, -1)
        elif what == c.SIGN:
            if k == events.OK or k == events.UP or k == events.DOWN:
                self.reply(1 if k == events.OK else 2 if k == events.UP else 0, -1)
        elif k == events.OK:
            self.reply(-1, 0)
        elif k == events.UP or k == events.DOWN:
            self.side = 0 if k == events.UP else 1
            self.mode = BY
            self.num = 1

    def reply(self, side, by):
        from rules.counting import compare as c
        r = self.r
        q = r.question
        what = r.what
        self.mode = _NUMBER
        if self.tried(side, by):
            # The right answer said back: 5-2=3, 2+3=5 (red and black make
            # the plate), 2<4=4, 4>2.
            if what == c.COLOURS:
                self.said = "%d+%d=%d" % (q[0], q[1], q[0] + q[1])
            elif what == c.SIGN:
                self.said = "%d%s%d" % (q[0], c.SIGNS[side], q[1])
            elif what == c.SAME:
                row = sorted(q)
                self.said = str(row[0]) + "".join(("=" if row[i] == row[i - 1] else "<") + str(row[i])
                                                  for i in range(1, len(row)))
            else:
                a, b = q
                big, small = max(a, b), min(a, b)
                self.said = "%d=%d" % (a, b) if a == b else "%d-%d=%d" % (big, small, big - small)
            self.ask()

    def picked(self, k, kd):
        if moved(self, k, kd) or kd != events.PRESS:
            return
        m = self.items[self.cur]
        self.pick = 0
        r = self.r
        if m == _T_COUNT_DRAW or m == _T_COUNT_PASS:
            r.report(rf.DRAW if m == _T_COUNT_DRAW else rf.PASS)
            self.save()
        else:
            self.app.go("menu")
        self.expr = []
        self.mode = _NUMBER

    def finish(self):
        """The round saved in the match (who won, each answer a point:
        rules.counting.score.result from the referee's outcome and state),
        then the standings."""
        from rules.counting.score import result
        b = self.app.book
        r = self.r
        b.add_round(result(r.outcome(), r.state()), self.round)
        self.app.go("standings", {"saved": True, "standings": b.standings()})

    def draw(self, fb):
        view.draw(self, fb)

