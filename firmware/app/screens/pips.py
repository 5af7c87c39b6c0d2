# Round scoring: the pips left in each hand, seat by seat.
#   UP / DOWN        +1 / -1
#   hold UP / DOWN   +10 / -10, and again every repeat
#   OK               next seat (the one who went out is skipped: 0)
#   hold OK          this seat went out (again: did not); a seat the
#                    referee counts 2 tiles or more in is asked about
#                    first; where several may go out at once (Mexican
#                    Train's first_turn_train), it joins them (again:
#                    leaves them)
#   BACK             previous seat; on the first, back to the referee (or
#                    the standings), asked first once something was typed
# On "Save": OK saves (checked by the rules core first), hold OK saves the
# round as blocked. The entry is saved before the screen says so; each
# count confirmed (OK, hold OK) is kept with the round in play before the
# next seat shows (app.book.save_entry), and comes back after a power cut.
from micropython import const

from app import lang, mpy, ui
from drivers import events
from rules import RulesError
# Held while a round is entered, so the press that saves it does not load
# the ledger first (bench_press_cost: Mexican Train's round-13 save 7.24 ->
# 6.21 M). Frozen, they hold 4.4 KB, within what the referee's screen
# holds; as .mpy (make deploy) their code would be on the heap too.
if not mpy:
    import app.kept  # noqa: F401
    import ledger.match  # noqa: F401
    import ledger.store  # noqa: F401

# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_NOBODY_MARKED = const(127)
_T_ROUND_PIPS = const(128)
_T_ROUND_PIPS_EDIT = const(129)
_T_TOTAL_PIPS = const(130)
_T_NOBODY_OUT = const(132)
_T_HOLD_BLOCKED = const(134)
_T_SCORE_HINT = const(139)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        self.t = b.table
        n = len(self.t["names"])
        self.opts = b.options()
        # Whether a 0-0 left in hand changes the charge, so the entry asks
        # [rules/README.md §1, Scoring: blank_double_50, blank_value].
        o = self.opts
        self.blank = bool(o.get("blank_double_50") or o.get("blank_value") in (25, 50))
        self.markers = None
        self.last = -1        # who made the last play, when the referee's log says
        self.asking = False   # the "0-0 in hand?" question of the seat
        # Seats out beside self.out, where several may be (first_turn_train
        # [rules/README.md §1, First turn]): each saved holding no tile (rules.
        # mexican.score splits positive points among them [004 l.48]).
        self.several = bool(o.get("first_turn_train"))
        self.also = []
        # arg: a saved round (edited, or back from the standings), or
        # {"outcome": ...}: the round's end as a referee still in hand saw
        # it, the answer rules.outcome would replay the log for.
        self.names = self.t["names"]
        self.tiles = None     # the tiles each seat holds by the referee, when asked
        saved = arg is not None and "round" in arg
        if saved:
            self.round = arg["round"]
            self.pips = list(arg["pips"])
            self.out = arg["out"]
            self.held = bytearray(arg["held"])
            self.edit = arg.get("edit", False)
            self.markers = arg.get("markers")
            self.blocked = arg.get("blocked", False)
            self.also = list(arg.get("also", ()))
        else:
            self.round = b.round_no()
            self.pips = [0] * n
            self.out = -1
            self.held = bytearray(n)
            self.edit = False
            self.blocked = False
            if arg:
                got = arg["outcome"]
                self.also = list(arg.get("also", ()))   # what the referee saw
            else:
                from rules.outcome import outcome   # how the referee's log says it ended
                # (Seven, whose seats need the standings, is entered on app.screens.entry)
                got = outcome(self.t, b.options(), self.round, b.load_play())
            if got is not None:
                # (the line referee also sees who laid the last tile)
                self.out, self.blocked, self.markers, self.last = got[:4]
            if arg:
                self.tiles = arg.get("tiles")
        self.typed = False    # a value changed here: leaving asks first
        self.cur = 0
        if saved and not self.edit:
            self.cur = n   # back from the standings: on "Save" again
        elif self.skipped(0):
            self.cur = self.next(0)
        if not saved:
            self.resume(n)

    def resume(self, n):
        """The counts confirmed before a power cut (app.book.save_entry),
        on the seat they had reached; a record that does not fit this
        table is said and left (the entry starts again)."""
        p = self.app.book.load_play()
        d = p.get("entry") if p else None
        if not d:
            return
        try:
            pips, held, out, cur = d["pips"], bytearray(d["held"]), d["out"], d["seat"]
            if (len(pips) != n or len(held) != n or not -1 <= out < n or not 0 <= cur <= n
                    or any(type(v) is not int or not 0 <= v <= 999 for v in pips) or any(v > 1 for v in held)):
                raise ValueError
        except (KeyError, TypeError, ValueError):
            self.app.say(lang.get(lang.T_ENTRY_LOST))
            return
        self.pips = list(pips)
        self.held = held
        self.out = out
        self.cur = cur
        self.typed = True

    def keep(self):
        """A count confirmed: the entry so far kept with the round in play
        (not while a saved round is edited: it is in the match)."""
        self.typed = True
        if not self.edit:
            self.app.book.save_entry({"pips": self.pips, "held": bytes(self.held), "out": self.out,
                                      "seat": self.cur})

    def count(self, s):
        """Seat s's tiles in hand by the round's referee, or -1 where it
        kept no count (read from its log once, where the referee did not
        hand them over)."""
        t = self.tiles
        if t is None and not self.edit:
            from rules.outcome import held
            t = self.tiles = held(self.t, self.opts, self.round, self.app.book.load_play()) or ()
        return t[s] if t and s < len(t) and t[s] is not None else -1

    def went_out(self, c):
        self.out = c
        self.pips[c] = 0
        self.held[c] = 0
        self.cur = self.next(c)
        self.keep()

    def skipped(self, i):
        """Seat i is not asked: it went out, or (pairs) its partner did
        (rules.score.entry.partner_not_asked)."""
        o = self.out
        if i == o:
            return True
        if o < 0 or not self.t["teams"]:
            return False
        from rules.score.entry import partner_not_asked   # pairs only: loaded for their presses
        return i == partner_not_asked(self.t["game"], self.t["teams"], o)

    def next(self, i, step=1):
        """The seat after i (step -1: before), skipping the seats not asked."""
        i += step
        while 0 <= i < len(self.pips) and self.skipped(i):
            i += step
        return i

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        n = len(self.pips)
        c = self.cur
        if self.asking:
            if k == events.UP or k == events.DOWN:
                self.held[c] ^= 1
                self.typed = True
            elif k == events.OK and kd == events.PRESS:
                self.asking = False
                self.cur = self.next(c)
                self.keep()
            elif k == events.BACK:
                self.asking = False
            return
        if c == n:  # the Save row
            if k == events.OK and kd == events.PRESS:
                self.save(False)
            elif k == events.OK and kd == events.LONG:
                self.save(True)
            elif k == events.BACK and kd == events.PRESS:
                self.cur = self.next(c, -1)
            elif k == events.UP and kd == events.PRESS:
                self.cur = self.next(c, -1)
            return
        if k == events.UP or k == events.DOWN:
            step = 1 if kd == events.PRESS else 10
            v = self.pips[c] + (step if k == events.UP else -step)
            self.pips[c] = max(0, min(999, v))
            self.typed = True
            if c == self.out and self.pips[c]:
                self.out = self.also.pop(0) if self.also else -1
            if c in self.also and self.pips[c]:
                self.also.remove(c)
        elif k == events.OK and kd == events.PRESS:
            if self.blank and c != self.out and c not in self.also:
                self.asking = True
            else:
                self.cur = self.next(c)
                self.keep()
        elif k == events.OK and kd == events.LONG:
            if self.out == c:
                self.out = self.also.pop(0) if self.also else -1
                self.keep()
            elif c in self.also:
                self.also.remove(c)
                self.keep()
            elif self.several and self.out >= 0:
                # Another seat out at once: it stays in the row (hold OK
                # again takes it out), 0 pips.
                self.also.append(c)
                self.pips[c] = 0
                self.held[c] = 0
                self.cur = self.next(c)
                self.keep()
            else:
                # A seat the referee counts tiles in is asked about first
                # [issue 43, item 5], as the referees' "who went out".
                self.app.went_out(self, c, self.count(c), lambda: self.went_out(c))
        elif k == events.BACK and kd == events.PRESS:
            if c == 0 or self.next(c, -1) < 0:
                self.app.leave_entry(self)
            else:
                self.cur = self.next(c, -1)

    def facts(self, blocked):
        from rules.score.scoring import HOLDS_BLANK_DOUBLE, Result
        n = len(self.pips)
        r = Result(n)
        for s in range(n):
            r.pips[s] = self.pips[s]
            r.tiles[s] = -1   # pip entry: tiles unknown
            if self.held[s]:
                r.flags[s] = HOLDS_BLANK_DOUBLE
                r.doubles[s] = 1
                r.blanks[s] = 2
        r.out = -1 if blocked else self.out
        if r.out >= 0:
            for s in self.also:
                r.tiles[s] = 0   # went out too: holds nothing
        r.markers = self.markers
        r.last = self.last
        return r

    def save(self, blocked):
        blocked = blocked or (self.blocked and self.out < 0)
        if self.out < 0 and not blocked:
            raise RulesError(lang.get(_T_NOBODY_MARKED))
        r = self.facts(blocked)
        b = self.app.book
        if self.edit:
            b.edit_round(self.round, r)
        else:
            b.add_round(r, self.round)
        self.app.beep("round_over")
        # The standings with the match still in hand: not loaded and scored
        # again by the next screen.
        self.app.go("standings", {"saved": True, "standings": b.standings()})

    def draw(self, fb):
        names = self.t["names"]
        n = len(self.pips)
        c = self.cur
        ui.title(fb, lang.get(_T_ROUND_PIPS_EDIT if self.edit else _T_ROUND_PIPS) % (self.round + 1),
                 "%d/%d" % (min(c + 1, n), n))
        if c == n:
            total = sum(self.pips)
            fb.text(lang.get(_T_TOTAL_PIPS), 0, 14, 1)
            ui.big_right(fb, str(total), 128, 12)
            fb.text(lang.get(lang.T_OUT_IS) % "+".join(names[s] for s in [self.out] + self.also)
                    if self.out >= 0 else lang.get(_T_NOBODY_OUT), 0, 32, 1)
            fb.fill_rect(0, 45, 128, 10, 1)
            fb.text(lang.get(lang.T_OK_SAVE), 0, 46, 0)
            fb.text(lang.get(_T_HOLD_BLOCKED), 0, 56, 1)
            return
        ui.big(fb, str(c + 1), 0, 12)
        fb.text(names[c][:10], 20, 12, 1)
        if c == self.out or c in self.also:
            fb.text(lang.get(lang.T_WENT_OUT), 20, 22, 1)
        if self.asking:
            fb.text(lang.get(lang.T_BLANK_IN_HAND), 0, 32, 1)
            ui.big_right(fb, lang.get(lang.T_YES if self.held[c] else lang.T_NO), 128, 30)
        else:
            ui.big_right(fb, str(self.pips[c]), 128, 24)
            if self.held[c]:
                fb.text("+0-0", 20, 22, 1)
        # The row so far, compact, so a slip on an earlier seat shows.
        out = lang.get(lang.T_OUT_CELL)
        cells = []
        for s in range(n):
            v = out if s == self.out or s in self.also else str(self.pips[s])
            cells.append(("[%s]" % v) if s == c else (" %s " % v if s < c else " . "))
        # Whole cells only, the current one always: then the seats before
        # it, then after, as many as the line holds ("[10" was cut).
        lo = hi = c
        width = len(cells[c])
        while True:
            if lo > 0 and width + len(cells[lo - 1]) <= 16:
                lo -= 1
                width += len(cells[lo])
            elif hi < n - 1 and width + len(cells[hi + 1]) <= 16:
                hi += 1
                width += len(cells[hi])
            else:
                break
        fb.text("".join(cells[lo:hi + 1]), 0, 46, 1)
        fb.text(lang.get(_T_SCORE_HINT), 0, 56, 1)
