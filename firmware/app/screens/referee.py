# What every family's referee screen does alike [rules/README.md, "Families
# and contracts"]: its round's referee from the saved play (the family's
# rules.<family>.referee.begin, replayed by app.screens.replay), each report
# saved before the screen shows it and followed by its tune, the keys every
# referee reads the same way (a picker's, BACK: the last report taken
# back, OK once the round is over: its entry, hold DOWN: the actions
# menu), a picker opened on its middle. A family's screen is a Referee
# with its own keys (picked(), actions(), pressed()) and view (draw()).
from drivers import events


class Referee:
    # The keys whose hold means nothing here, so it is their press (never
    # ignored), and whether hold DOWN opens the menu once the round is over.
    HELD = (events.UP,)
    MENU_OVER = False
    # A press begun before the referee was on the panel, or just after,
    # records nothing (app.main.App.early): the first report is a press
    # made in answer to this screen, not one OK too many on the dealer's.
    settle = True

    def __init__(self, app, rules, opener=0):
        """rules: the family's rules.<family>.referee module; opener: who
        opens where no play is saved yet."""
        self.app = app
        self.rules = rules
        b = app.book
        t = b.table
        o = b.options()
        self.round = b.round_no()
        res = None
        from rules.games import by_score
        if by_score(t, o) and self.round:
            res = b.standings()   # Seven: the seats still in; General: the pairs at the table
            if b.unload:
                b.unload()        # the ledger's code goes before the referee's replay
        from rules.games import seats   # (for this press only)
        act = self.act = seats(t, o, res)
        self.names = [t["names"][s] for s in act]
        p = b.load_play()
        from app.screens.replay import referee
        self.r = referee(app, lambda f, x: rules.begin(t, o, self.round, f, x, act),
                         p["first"] if p else opener, p["log"] if p else b"")
        self.pick = 0       # a picker open (what for: the family's numbers), or 0
        self.half = -1      # the first tile's first number, while its second is picked
        self.cur = 0
        self.items = ()     # the picker's choices

    def report(self, kind, arg=0, tile=-1, tune=None):
        """One report, saved before the screen shows it; one the rules
        refuse changes nothing (RulesError: app.main shows its line).
        tune: this report's own while the round goes on (a double left
        open), before "last tile"."""
        r = self.r
        last = r.last_tile()
        r.report(kind, arg, tile)
        self.save()
        if r.over:
            self.app.beep("round_over")
        elif tune:
            self.app.beep(tune)
        else:
            for s in r.last_tile():
                if s not in last:   # a seat down to its last tile
                    self.app.beep("last_tile")
                    break

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        if kd == events.REPEAT:
            return
        if kd == events.LONG and not self.pick and k in self.HELD:
            kd = events.PRESS   # a hold that means nothing here is its press, never ignored
        press = kd == events.PRESS
        if self.pick:
            self.picked(k, kd)
        elif k == events.BACK:
            if press:
                self.app.back()   # its last report, or "Nothing to undo."
        elif k == events.DOWN and not press and (self.MENU_OVER or not self.r.over):
            self.actions()
        elif self.r.over:
            if k == events.OK and press:
                self.score()
        else:
            self.pressed(k, kd, press)

    def save(self):
        self.app.book.save_play(self.r.opener, self.r.log)

    def undo(self):
        """BACK: an open picker closes, else the last report is taken back
        and said ("Undone: Ann's 6-4"), hold OK on the message redoing it
        (False: there is none)."""
        if self.pick:
            self.pick = 0
            return True
        r = self.r
        said = r.reported()
        log = bytes(r.log)
        if not r.undo():
            return False
        self.save()
        names = self.app.book.table["names"]
        from app.screens.reported import undone
        self.app.say(undone(names, said))
        self.app.offer = lambda: self.redo(log, said)
        return True

    def redo(self, log, said):
        """Hold OK on an undo's message: the report again, the round's log
        as it was before the undo (nothing can be reported between: any
        key puts the message away), saved and said."""
        b = self.app.book
        self.r = self.rules.begin(b.table, b.options(), self.round, self.r.opener, log, self.act)
        self.save()
        from app.screens.reported import redone
        self.app.say(redone(b.table["names"], said))
        if self.r.over:
            self.app.beep("round_over")

    def score(self):
        """The round's entry, told how the round ended and the tiles each
        seat holds by the referee in hand (rules.outcome would replay the
        whole log for them: most of the press, bench_press_cost)."""
        r = self.r
        self.app.go("score", {"outcome": r.outcome(), "tiles": r.state()["tiles"]})

    def first_tile(self, what, m, first, second):
        """The round's first tile by its two numbers, picked one after the
        other (where the dealer named none): picker `first` opens picker
        `second`; -> (the first number, the second) once both are picked,
        else None."""
        if what == first:
            self.half = m
            self.open_picker(second, list(range(7)))
            return None
        return self.half, m

    def open_picker(self, what, items):
        self.pick = what
        self.items = items
        self.cur = len(items) // 2   # the middle: every number within 2 presses
