# The app's one seam to the ledger (firmware/ledger/): the match being
# played, its rounds, undo/redo, standings, settings and saved history.
# Screens talk to this module only, so the ledger's API is met in one place.
# Every change is saved (atomically, by ledger.store) before it returns, so
# a screen that says "saved" tells the truth and a power cut loses nothing.
#
# Memory: between presses the book holds plain data only (the active match's
# table and round count, the app record, the settings' values). The ledger's
# code and the match itself are loaded from flash when a press needs them
# and let go when it ends (release(), called by app.main), so the ledger,
# the games table and the scorers are on the heap only while they work.
#
# Besides the ledger's own records the app keeps one record, "app": the
# last table set up (the next "New game" default) and the round in play
# (first player and the referee's action log), so a restart resumes mid-round.
from micropython import const
from rules import RulesError

_APP = const("app")
_KIND = const(b"P")


class Book:
    def __init__(self, root):
        self.root = root
        self._store = None
        self._match = None      # loaded for the press that needs it
        # Called between the steps of a press that saves twice (app.main
        # sets it to App.release): the first step's code goes first.
        self.unload = None
        self.state = {"table": None, "play": None}
        self.info = None        # the active match: id, table, options, rounds
        from ledger import codec
        from ledger.settings import Settings
        store = self.store
        s = Settings(store)
        self._prefs(s)
        m, msg = store.resume()
        self.message = msg or s.message
        self._note(m)
        try:
            got = store.read(_APP, _KIND)
        except codec.Unreadable:
            got = None
        if got is not None:
            d = codec.Reader(got[0]).value()
            if isinstance(d, dict):
                self.state.update(d)

    # -- what a press loads and release() lets go ------------------------------
    @property
    def store(self):
        if self._store is None:
            from ledger.store import Store
            self._store = Store(self.root)
        return self._store

    @property
    def match(self):
        """The active match (ledger.match.Match), read from flash once a
        press; None when no match is open."""
        m = self._match
        if m is None and self.info is not None:
            from ledger import codec
            try:
                m = self._match = self.store.load(self.info["id"])[0]
            except (OSError, codec.Unreadable) as e:
                raise RulesError("The match cannot be read: %s" % e)
        return m

    def release(self):
        """Drop the ledger objects at the end of a press (the plain data
        below stays)."""
        self._store = None
        self._match = None

    def _note(self, m):
        """Keep what the screens read of the match as plain data."""
        self._match = m
        if m is None:
            self.info = None
            return
        from rules import games
        self.info = {"id": m.id, "rounds": len(m.rounds), "options": m.options,
                     "table": {"game": m.game, "names": m.names, "set": m.set,
                               "teams": 1 if m.teams else 0,
                               "options": games.changed(m.game, m.options)}}

    def _prefs(self, s=None):
        """Keep what the screens read of the settings (s, or the saved
        ones when None) as plain data; -> the ledger.settings.Settings."""
        if s is None:
            from ledger.settings import Settings
            s = Settings(self.store)
        self.settings = {"volume": s.volume, "roster": list(s.names)}
        return s

    def _save(self, m=None, play=None):
        """Save the match m (if given) and the app record with the round
        in play set to `play`."""
        if m is not None:
            self.store.save(m)
            self.info["rounds"] = len(m.rounds)  # the table is as it was
        self.state["play"] = play
        from ledger import codec
        buf = bytearray()
        codec.put_value(buf, self.state)
        self.store.write(_APP, _KIND, (buf,))

    # -- settings ---------------------------------------------------------
    def set_volume(self, v):
        s = self._prefs()
        s.set_level("volume", v)
        self._prefs(s)

    def forget_name(self, name):
        s = self._prefs()
        s.remove_name(name)
        self._prefs(s)

    def remember_names(self, names):
        s = self._prefs()
        for n in names:
            s.add_name(n)
        self._prefs(s)

    def last_table(self):
        t = self.state.get("table")
        if not t:
            return {"game": "mexican-train", "names": ["P%d" % i for i in range(1, 5)], "set": 12,
                    "options": {}, "teams": 0}
        return {"game": t["game"], "names": list(t["names"]), "set": t["set"],
                "options": dict(t["options"]), "teams": t["teams"]}

    # -- the match --------------------------------------------------------
    @property
    def table(self):
        return None if self.info is None else self.info["table"]

    @property
    def rounds(self):
        return self.match.rounds

    def start(self, t):
        self._start(t)
        if self.unload:
            self.unload()   # the match's code goes (no frame holds it now)
        self.remember_names(t["names"])

    def _start(self, t):
        from ledger.match import Match
        teams = [[0, 2], [1, 3]] if t["teams"] else None
        m = Match(t["game"], t["names"], t["set"], t["options"], teams)
        self.store.add(m)
        self._note(m)
        self.state["table"] = t
        self._save()

    def active(self):
        return self.info is not None

    def options(self):
        return self.info["options"]

    def players(self):
        return len(self.info["table"]["names"])

    def round_no(self):
        """Index of the round to play next (rounds scored so far)."""
        return self.info["rounds"]

    def add_round(self, r, index):
        """Score round `index`; refuses a round scored twice."""
        m = self.match
        if index != len(m.rounds):
            raise RulesError("Round %d is already scored; edit it from the standings." % (index + 1))
        m.add_round(r, self.first_player())
        self._save(m)

    def edit_round(self, index, r):
        m = self.match
        m.edit_round(index, r)
        self.store.save(m)

    def undo(self):
        m = self.match
        if m is None or not m.rounds:
            return None
        n = len(m.rounds)
        while len(m.rounds) == n and m.undo():
            pass
        self._save(m)
        return "round %d scores" % n

    def standings(self):
        return self.match.standings()

    def finish(self):
        """The match is over: it stays in the history, no longer active."""
        self.store.set_active(None)
        self._note(None)
        self._save()

    # -- the round in play (referee log, first player) --------------------
    def first_player(self):
        p = self.load_play()
        return p["first"] if p else -1

    def save_play(self, first, log):
        self._save(None, {"round": self.info["rounds"], "first": first, "log": list(log)})

    def load_play(self):
        p = self.state.get("play")
        if p and self.info is not None and p["round"] == self.info["rounds"]:
            return p
        return None

    def history(self):
        """[(table, totals, winner)] of finished matches, newest first."""
        from ledger import codec
        out = []
        store = self.store
        active = store.active()
        for mid in reversed(store.ids()[-8:]):
            if mid == active:
                continue
            try:
                m = store.load(mid)[0]
            except (OSError, codec.Unreadable):
                continue
            s = m.standings()
            out.append(({"game": m.game, "names": m.names}, s["totals"], s["winner"]))
        return out
