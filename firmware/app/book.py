# The app's one seam to the ledger (firmware/ledger/): the match being
# played, its rounds, undo/redo, standings, settings and saved history.
# Screens talk to this module only, so the ledger's API is met in one place.
#
# PLACEHOLDER until the ledger branch lands: the match is kept in memory and
# nothing survives a power cut. Scoring already goes through the rules core.
from rules import games
# Kept loaded with the app's core: the rounds the match holds are objects of
# rules.scoring, and an object keeps its module's code alive.
from rules import scoring  # noqa: F401

DEFAULT_NAMES = ("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10", "P11", "P12")


def default_table():
    return {"game": "mexican-train", "names": list(DEFAULT_NAMES[:4]), "set": 12,
            "options": {}, "teams": 0}


class Book:
    def __init__(self, root):
        self.root = root
        self.settings = {"volume": 2, "roster": [], "table": None}
        self.table = None    # the match being played
        self.rounds = []     # rules.scoring.Round per scored round
        self.redo_stack = []
        self.play = None     # the round in play: {"round", "first", "log"}
        self.done = []       # finished matches: (table, totals, winner)

    # -- settings ---------------------------------------------------------
    def save_settings(self):
        pass

    def last_table(self):
        t = self.settings.get("table")
        return dict(t) if t else default_table()

    def remember_names(self, names):
        roster = self.settings["roster"]
        for n in names:
            if n in roster:
                roster.remove(n)
            roster.insert(0, n)   # most recent first
        del roster[24:]

    # -- the match ----------------------------------------------------------
    def start(self, table):
        games.check_players(table["game"], len(table["names"]), table["set"])
        games.options(table["game"], table["options"])
        self.table = table
        self.rounds = []
        self.redo_stack = []
        self.play = None
        self.settings["table"] = table
        self.remember_names(table["names"])
        self.save_settings()

    def active(self):
        return self.table is not None

    def options(self):
        return games.options(self.table["game"], self.table["options"])

    def players(self):
        return len(self.table["names"])

    def round_no(self):
        """Index of the round to play next (rounds scored so far)."""
        return len(self.rounds)

    def add_round(self, r, index):
        """Score round `index`; refuses a round scored twice."""
        from rules import RulesError
        if index != len(self.rounds):
            raise RulesError("Round %d is already scored; edit it from the standings." % (index + 1))
        t = self.table
        from rules.scoring import check_round
        check_round(r, t["set"], len(t["names"]))
        self.rounds.append(r)
        self.redo_stack = []
        self.play = None

    def edit_round(self, index, r):
        t = self.table
        from rules.scoring import check_round
        check_round(r, t["set"], len(t["names"]))
        self.rounds[index] = r

    def undo(self):
        if not self.table or not self.rounds:
            return None
        self.redo_stack.append(self.rounds.pop())
        self.play = None
        return "round %d scores" % (len(self.rounds) + 1)

    def redo(self):
        if not self.redo_stack:
            return None
        self.rounds.append(self.redo_stack.pop())
        return "round %d scores" % len(self.rounds)

    def standings(self):
        from rules.scoring import score
        t = self.table
        return score(t["game"], len(t["names"]), t["teams"], self.options(), self.rounds, t["set"])

    def finish(self):
        s = self.standings()
        self.done.insert(0, (self.table, s["totals"], s["winner"]))
        self.table = None
        self.rounds = []
        self.play = None

    # -- the round in play (referee log, first player) --------------------
    def save_play(self, first, log):
        self.play = {"round": len(self.rounds), "first": first, "log": bytes(log)}

    def load_play(self):
        p = self.play
        if p and p["round"] == len(self.rounds):
            return p
        return None

    def history(self):
        return self.done
