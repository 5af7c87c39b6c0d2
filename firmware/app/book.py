# The app's one seam to the ledger (firmware/ledger/): the match being
# played, its rounds, undo/redo, standings, settings and saved history.
# Screens talk to this module only, so the ledger's API is met in one place.
# Every change is saved (atomically, by ledger.save) before it returns, so
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
#
# The steps a press takes rarely are plain methods whose code is in
# app.booktools (a new match, its end, settings, the last table), app.amend
# (power-on, undo, redo, freeing a full flash) and app.bookextra (renaming
# seats, the history), and app.kept (a round's reports kept once scored):
# modules by job, so this file holds what every round's presses use. Held
# with the book they would cost every press 800 B of heap between presses
# (each module's globals and function objects, frozen, measured by
# importing it on the frozen instrument: booktools 336 B, amend 208 B,
# kept 160 B, bookextra 96 B), 4% of the 20 KB budget the cross games hold
# 18 KB of.
from micropython import const
import ledger  # noqa: F401  (49 bytes kept: a save imports ledger.save alone, not the package too)
from rules import RulesError

_APP = const("app")
_KIND = const(b"P")
_T_MATCH_UNREADABLE = const(70)
_T_ROUND_SCORED = const(71)


class Book:
    def __init__(self, root):
        self.root = root
        self._store = None
        self._known = {}        # the app record's generation (ledger.store), kept between presses
        self._match = None      # loaded for the press that needs it
        # Called between the steps of a press that saves twice (app.main
        # sets it to App.release): the first step's code goes first.
        self.unload = None
        # "redo": the match has undone entries a redo can put back.
        self.state = {"table": None, "play": None, "redo": False}
        self.info = None        # the active match: id, table, options, rounds
        self.settings = None    # {"volume", "roster", "language"}
        self.message = None     # a damaged file found at power-on: (kind, args), ledger.store's
        self.boot()

    # -- the rarer steps: app.booktools', app.amend's, app.bookextra's --------
    def boot(self):
        from app import amend
        amend.boot(self)

    def undo(self, redo=False):
        from app import amend
        return amend.undo(self, redo)

    def redo(self):
        from app import amend
        return amend.redo(self)

    def undo_asks(self):
        from app import amend
        return amend.undo_asks(self)

    def free_flash(self):
        from app import amend
        return amend.free_flash(self)

    def start(self, t):
        from app import booktools
        return booktools.start(self, t)

    def finish(self):
        from app import booktools
        return booktools.finish(self)

    def set_level(self, key, v):
        from app import booktools
        return booktools.set_level(self, key, v)

    def forget_name(self, name):
        from app import booktools
        return booktools.forget_name(self, name)

    def remember_names(self, names, done=False, typed=""):
        from app import booktools
        return booktools.remember_names(self, names, done, typed)

    def last_table(self):
        from app import booktools
        return booktools.last_table(self)

    def rename(self, names, typed=""):
        from app import bookextra
        return bookextra.rename(self, names, typed)

    def history(self):
        from app import bookextra
        return bookextra.history(self)

    def past(self, mid):
        from app import bookextra
        return bookextra.past(self, mid)

    def resume_match(self, mid):
        from app import bookextra
        return bookextra.resume(self, mid)

    def delete_match(self, mid):
        from app import bookextra
        return bookextra.delete(self, mid)

    # -- what a press loads and release() lets go ------------------------------
    @property
    def store(self):
        if self._store is None:
            from ledger.store import Store
            s = self._store = Store(self.root, self._known)
            if self.info is not None:
                s.keep = self.info["id"]   # the match in play: never offered for deletion
        return self._store

    @property
    def match(self):
        """The active match (ledger.match.Match), read from flash once a
        press; None when no match is open."""
        m = self._match
        if m is None and self.info is not None:
            from ledger.match import header, pairs
            from ledger.record import Unreadable
            from ledger.save import put_value
            # Power-on checked the header against the games table, and
            # read it into info: the file's header is that one when it
            # starts with the same bytes (renamed seats: it does not).
            i = self.info
            t = i["table"]
            meta = header(t["game"], t["set"], i["options"], t["names"], pairs(t["teams"], len(t["names"])), i["dealer"],
                          i["id"])
            b = bytearray()
            put_value(b, meta)
            try:
                m = self._match = self.store.load(i["id"], False, (meta, b))[0]
            except (OSError, Unreadable) as e:
                from app import lang
                raise RulesError(lang.get(_T_MATCH_UNREADABLE) % e)
        return m

    def release(self):
        """Drop the ledger objects at the end of a press (the plain data
        below stays)."""
        self._store = None
        self._match = None
        k = self._known
        if len(k) > 1:
            # Only the app record is saved without being read in the same
            # press (every referee action): the rest need not stay.
            a = k.get(_APP)
            k.clear()
            if a:
                k[_APP] = a

    def _save(self, m=None, play=None, done=False, entry=True):
        """Save the match m (if given) and the app record with the round
        in play set to `play`. A save the flash refuses raises "Not
        saved" (ledger.recover.error) with the book as it was, unless the
        press's change is on flash already: in m (its entry; entry=False:
        m's save is not the change, a report's end of the redo), or, done,
        in an earlier write of the press. The app record then only follows
        it, and a refusal of it is what a power cut there leaves: the
        next save or power-on puts it right (app.amend.boot), and the
        press is saved. The app record's "redo" is true whenever the match
        on flash has undone entries (a power-on that finds them without it
        knows the match file is wrong, app.amend.boot): where the match is
        left with undone entries (an undo) it is written first."""
        st = self.state
        was = st["play"], st["redo"]
        st["play"] = play
        try:
            if m is not None:
                st["redo"] = redo = m.can_redo()
                if redo:
                    self._app()
                self.store.save(m)
                self.info["rounds"] = len(m.rounds)  # the table is as it was
                was = was[0], redo   # (the match on flash has undone entries, or not)
                done = done or entry
                if redo:
                    return
            self._app()
        except RulesError:
            if not done:
                st["play"], st["redo"] = was
                raise

    def _app(self):
        from ledger import save
        buf = bytearray()
        save.put_value(buf, self.state)
        if _APP in self._known:
            # Its generation known (kept between presses): ledger.save
            # alone, which the referee screens hold, not ledger.store and
            # ledger.record, which they cannot (bench_press_cost).
            save.write(self.root, self._known, _APP, _KIND, (buf,), self._refused)
        else:
            self.store.write(_APP, _KIND, (buf,))

    def _refused(self, name, step, e):
        # A save the flash refused: ledger.store's code loaded only now.
        return self.store.refused(name, step, e)

    # -- the match --------------------------------------------------------
    @property
    def table(self):
        return None if self.info is None else self.info["table"]

    @property
    def rounds(self):
        return self.match.rounds

    def active(self):
        return self.info is not None

    def options(self):
        return self.info["options"]

    def round_no(self):
        """Index of the round to play next (rounds scored so far)."""
        return self.info["rounds"]

    def add_round(self, r, index):
        """Score round `index`; refuses a round scored twice."""
        m = self.match
        if index != len(m.rounds):
            from app import lang
            raise RulesError(lang.get(_T_ROUND_SCORED) % (index + 1))
        p = self.load_play()
        m.add_round(r, self.opener())
        if p is not None or self.state["redo"]:
            from app import kept
            if self.state["redo"]:
                # What was undone is gone now, and the reports kept with it.
                kept.forget_after(self, index if p is not None else index - 1)
            if p is not None:
                if "entry" in p:
                    # The entry typed is in the round now: an undo brings
                    # back the reports, for the referee (save_entry).
                    p = dict(p)
                    del p["entry"]
                kept.keep(self, p)   # an undo of these scores brings them back
        self._save(m)

    def edit_round(self, index, r):
        m = self.match
        m.edit_round(index, r)
        if self.state["redo"]:
            from app import kept
            kept.forget_after(self, len(m.rounds))
        self._save(m, self.state["play"])

    def standings(self):
        """The scorer's answer (ledger.match.Match.standings) and "out":
        the seat that went out of each round, which breaks a tie on total
        (app.screens.standings), read while the match is in hand: the
        standings screen read the match again for it, a third of a round's
        save in Kozel (bench_press_cost)."""
        m = self.match
        # Scoring needs only the match in hand: the store's code goes first
        # (the rest of what was loaded is held by the match, so it stays
        # loaded: dropped, it would be loaded a second time).
        from unimport import drop
        self._store = None
        drop("ledger.store")
        res = dict(m.standings())
        res["out"] = m.rounds.out()
        return res

    # -- the round in play (referee log, the opener) -----------------------
    def opener(self):
        p = self.load_play()
        return p["first"] if p else -1

    def save_play(self, first, log):
        m = None
        if self.state["redo"]:
            # A report where scores were undone: the redo ends here (the
            # match first, app.book._save; the report is the app record).
            m = self.match
            m.forget_redo()
            from app import kept
            kept.forget_after(self, self.info["rounds"])
        self._save(m, {"round": self.info["rounds"], "first": first, "log": bytes(log), "match": self.info["id"]},
                   entry=False)

    def save_entry(self, entry):
        """The round's entry so far (what the pips or facts screen was
        confirmed with, seat by seat), kept with the round in play until
        the round is saved into the match (None: dropped), so a power cut
        loses no confirmed count; an edit of a past round has none."""
        p = self.load_play()
        if p is not None:
            p = dict(p)
            p["entry"] = entry
            self._save(None, p)

    def load_play(self):
        p = self.state.get("play")
        # The match's id too: a cut as a new match is started, after it is
        # made active and before this record is written, leaves the last
        # match's reports here (issue 27, item 2).
        if p and self.info is not None and p["round"] == self.info["rounds"] and p.get("match", self.info["id"]) == self.info["id"]:
            return p
        return None
