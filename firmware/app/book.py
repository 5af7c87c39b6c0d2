# The app's one seam to the ledger (firmware/ledger/): the match being
# played, its rounds, undo/redo, standings, settings and saved history.
# Screens talk to this module only, so the ledger's API is met in one place.
# Every change is saved (atomically, by ledger.store) before it returns, so
# a screen that says "saved" tells the truth and a power cut loses nothing.
#
# Besides the ledger's own records the app keeps one record, "app": the
# last table set up (the next "New game" default) and the round in play
# (first player and the referee's action log), so a restart resumes mid-round.
from rules import RulesError, games
# Kept loaded with the app's core: the rounds the match holds are objects of
# rules.scoring, and an object keeps its module's code alive.
from rules import scoring  # noqa: F401

try:
    from ledger import codec
    from ledger.match import Match
    from ledger.settings import Settings
    from ledger.store import Store
except ImportError:  # the ledger is not merged yet: in memory only
    Store = None

_APP = "app"
_KIND = b"P"
DEFAULT_NAMES = ("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12")


def default_table():
    return {"game": "mexican-train", "names": list(DEFAULT_NAMES[:4]), "set": 12,
            "options": {}, "teams": 0}


class _Memory:
    """Stand-ins while the ledger is absent: nothing survives a restart."""

    def __init__(self):
        self.names = []
        self.volume = 2
        self.message = None

    def set_level(self, key, v):
        setattr(self, key, v)

    def add_name(self, n):
        if n not in self.names:
            self.names.append(n)

    def remove_name(self, n):
        if n in self.names:
            self.names.remove(n)


class Book:
    def __init__(self, root):
        self.root = root
        self.match = None
        self.message = None     # one line about damaged files, for the menu
        self.state = {"table": None, "play": None}
        self.done = []          # finished matches (memory mode only)
        if Store is None:
            self.store = None
            self.prefs = _Memory()
            return
        self.store = Store(root)
        self.prefs = Settings(self.store)
        self.message = self.prefs.message
        m, msg = self.store.resume()
        self.match = m
        self.message = msg or self.message
        try:
            got = self.store.read(_APP, _KIND)
        except codec.Unreadable:
            got = None
        if got is not None:
            d = codec.Reader(got[0]).value()
            if isinstance(d, dict):
                self.state.update(d)

    def _save_state(self):
        if self.store is None:
            return
        buf = bytearray()
        codec.put_value(buf, self.state)
        self.store.write(_APP, _KIND, (buf,))

    # -- settings ---------------------------------------------------------
    @property
    def settings(self):
        return {"volume": self.prefs.volume, "roster": self.prefs.names}

    def set_volume(self, v):
        self.prefs.set_level("volume", v)

    def forget_name(self, name):
        self.prefs.remove_name(name)

    def remember_names(self, names):
        for n in names:
            self.prefs.add_name(n)

    def last_table(self):
        t = self.state.get("table")
        if not t:
            return default_table()
        return {"game": t["game"], "names": list(t["names"]), "set": t["set"],
                "options": dict(t["options"]), "teams": t["teams"]}

    # -- the match --------------------------------------------------------
    @property
    def table(self):
        m = self.match
        if m is None:
            return None
        return {"game": m.game, "names": m.names, "set": m.set, "teams": 1 if m.teams else 0,
                "options": _differences(m.game, m.options)}

    @property
    def rounds(self):
        return self.match.rounds

    def start(self, t):
        teams = [[0, 2], [1, 3]] if t["teams"] else None
        if Store is None:
            self.match = _MemMatch(t, teams)
        else:
            self.match = Match(t["game"], t["names"], t["set"], t["options"], teams)
            self.store.add(self.match)
        self.state["table"] = t
        self.state["play"] = None
        self._save_state()
        self.remember_names(t["names"])

    def active(self):
        return self.match is not None

    def options(self):
        return self.match.options

    def players(self):
        return len(self.match.names)

    def round_no(self):
        """Index of the round to play next (rounds scored so far)."""
        return len(self.match.rounds)

    def _save(self):
        if self.store is not None:
            self.store.save(self.match)

    def add_round(self, r, index):
        """Score round `index`; refuses a round scored twice."""
        if index != len(self.match.rounds):
            raise RulesError("Round %d is already scored; edit it from the standings." % (index + 1))
        self.match.add_round(r, self.first_player())
        self._save()
        self.state["play"] = None
        self._save_state()

    def edit_round(self, index, r):
        self.match.edit_round(index, r)
        self._save()

    def undo(self):
        m = self.match
        if m is None or not m.rounds:
            return None
        n = len(m.rounds)
        while len(m.rounds) == n and m.undo():
            pass
        self._save()
        self.state["play"] = None
        self._save_state()
        return "round %d scores" % n

    def standings(self):
        return self.match.standings()

    def finish(self):
        """The match is over: it stays in the history, no longer active."""
        m = self.match
        if self.store is None:
            s = m.standings()
            self.done.insert(0, (self.table, s["totals"], s["winner"]))
        else:
            self.store.set_active(None)
        self.match = None
        self.state["play"] = None
        self._save_state()

    # -- the round in play (referee log, first player) --------------------
    def first_player(self):
        p = self.load_play()
        return p["first"] if p else -1

    def save_play(self, first, log):
        self.state["play"] = {"round": len(self.match.rounds), "first": first, "log": list(log)}
        self._save_state()

    def load_play(self):
        p = self.state.get("play")
        if p and self.match is not None and p["round"] == len(self.match.rounds):
            return p
        return None

    def history(self):
        """[(table, totals, winner)] of finished matches, newest first."""
        if self.store is None:
            return self.done
        out = []
        active = self.store.active()
        for mid in reversed(self.store.ids()[-8:]):
            if mid == active:
                continue
            try:
                m, _ = self.store.load(mid)
            except (OSError, codec.Unreadable):
                continue
            s = m.standings()
            out.append(({"game": m.game, "names": m.names}, s["totals"], s["winner"]))
        return out


def _differences(game, opts):
    base = games.options(game)
    out = {}
    for k in opts:
        if opts[k] != base[k] or type(opts[k]) is not type(base[k]):
            out[k] = opts[k]
    return out


class _MemMatch:
    """The match while the ledger is absent (no undo of entries, no save)."""

    def __init__(self, t, teams):
        games.check_players(t["game"], len(t["names"]), t["set"])
        self.game = t["game"]
        self.names = list(t["names"])
        self.set = t["set"]
        self.options = games.options(t["game"], t["options"])
        self.teams = teams
        self.rounds = []
        self.redo_stack = []

    def add_round(self, r, starter=-1):
        scoring.check_round(r, self.set, len(self.names))
        self.rounds.append(r)
        self.redo_stack = []

    def edit_round(self, i, r):
        scoring.check_round(r, self.set, len(self.names))
        self.rounds[i] = r

    def undo(self):
        if not self.rounds:
            return False
        self.redo_stack.append(self.rounds.pop())
        return True

    def standings(self):
        return scoring.score(self.game, len(self.names), self.teams, self.options, self.rounds, self.set)
