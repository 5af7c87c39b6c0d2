# What every family's referee screen does alike [rules/README.md, "Families
# and contracts"]: its round's referee from the saved play (the family's
# rules.<family>.referee.begin, replayed by app.screens.replay), each report
# saved before the screen shows it and followed by its tune, BACK closing a
# picker before it takes back a report, the round's entry told how the
# round ended, a picker opened on its middle. A family's screen is a
# Referee with its own keys and view (key(), draw()).
class Referee:
    def __init__(self, app, rules):
        """rules: the family's rules.<family>.referee module."""
        self.app = app
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
                         p["first"] if p else 0, p["log"] if p else b"")
        self.pick = 0       # a picker open (what for: the family's numbers), or 0
        self.cur = 0
        self.items = ()     # the picker's choices

    def report(self, kind, arg=0, tile=-1, tune=None):
        """One report, saved before the screen shows it; one the rules
        refuse changes nothing (RulesError: app.main shows its line).
        tune: this report's own while the round goes on (a double left
        open), before "last tile"."""
        r = self.r
        last = len(r.last_tile())
        r.report(kind, arg, tile)
        self.save()
        if r.over:
            self.app.beep("round_over")
        elif tune:
            self.app.beep(tune)
        elif len(r.last_tile()) > last:
            self.app.beep("last_tile")

    def save(self):
        self.app.book.save_play(self.r.opener, self.r.log)

    def undo(self):
        """BACK: an open picker closes, else the last report is taken back
        (False: there is none)."""
        if self.pick:
            self.pick = 0
            return True
        if self.r.undo():
            self.save()
            return True
        return False

    def score(self):
        """The round's entry, told how the round ended by the referee in
        hand (rules.outcome would replay the whole log for it: most of the
        press, bench_press_cost)."""
        self.app.go("score", {"outcome": self.r.outcome()})

    def open_picker(self, what, items):
        self.pick = what
        self.items = items
        self.cur = len(items) // 2   # the middle: every number within 2 presses
