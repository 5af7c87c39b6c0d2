# Round entry for the games whose rounds need facts beyond the pips: it
# asks exactly what rules.score.entry lists for the game (Muggins' points
# in play, Sea Kozel's doubles and opening, Seven's doubles, Kids' tiles
# left...), one field at a time. Games that ask pips only keep the pips
# screen (app.screens.pips), as does Mexican Train (app.main).
#   UP / DOWN      a number +1 / -1, held 10 (again every repeat);
#                  a yes/no flips, a choice steps to the next value
#   OK / BACK      next / previous field; on Save, OK saves the round;
#                  BACK on the first field leaves, asked first once
#                  something was typed
# First, unless the referee's log tells: who went out, or "blocked" (a
# seat the referee counts 2 tiles or more in is asked about first). The
# seat that went out holds nothing, so its hand's facts are not asked.
# Each field confirmed with OK is kept with the round in play
# (app.book.save_entry) and comes back after a power cut.
from micropython import const
from app import lang, mpy, ui
from drivers import events
# Held while a round is entered, so the press that saves it loads less
# (bench_press_cost: Kozel's save 5.82 -> 5.25 M). Frozen, they hold 1.7 KB,
# within what the referee's screen holds (the match's code too would put
# Sausage's power-on over 16 KB); as .mpy their code would be on the heap.
if not mpy:
    import app.kept  # noqa: F401
    import ledger.store  # noqa: F401
from rules.score.entry import facts, partner_not_asked
from rules.score.scoring import (HOLDS_BLANK_DOUBLE, HOLDS_TOP_DOUBLE, ONLY_BLANK_DOUBLE,
                           ONLY_BOTH_DOUBLES, ONLY_TOP_DOUBLE, Result)

# Yes/no facts: their bit in Result.flags (rules.score.scoring's).
_FLAG = {"holds_blank_double": HOLDS_BLANK_DOUBLE, "holds_top_double": HOLDS_TOP_DOUBLE,
         "only_blank_double": ONLY_BLANK_DOUBLE, "only_top_double": ONLY_TOP_DOUBLE,
         "only_both_doubles": ONLY_BOTH_DOUBLES}
# Texts (app.lang; numbers kept by host_tools/texts.py).
_T_FACTS_TITLE = const(167)
_T_FACTS_EDIT = const(168)
_T_ASK_PIPS = const(169)
_T_ASK_BLANKS = const(170)
_T_ASK_TILES = const(171)
_T_ASK_DOUBLES = const(172)
_T_ASK_DPIPS = const(173)
_T_ASK_LOW_DOUBLE = const(174)
_T_ASK_POINTS = const(175)
_T_ASK_HOLDS_TOP = const(176)
_T_ASK_ONLY_BLANK = const(177)
_T_ASK_ONLY_TOP = const(178)
_T_ASK_ONLY_BOTH = const(179)
_T_ASK_OPENED = const(180)
_T_ASK_FINISH = const(181)
_T_ASK_LAST = const(182)
_T_FIN_OTHER = const(183)
_T_FIN_BOTH = const(184)
_T_OUT_BLOCKED = const(185)
_T_NO_DOUBLE_LEFT = const(186)
_T_ASK_FISHER = const(187)
# What each field asks (a text of app.lang); those with %d-%d name the
# set's top double.
_ASK = {"out": lang.T_WHO_WENT_OUT, "pips": _T_ASK_PIPS, "blanks": _T_ASK_BLANKS, "tiles": _T_ASK_TILES,
        "doubles": _T_ASK_DOUBLES, "dpips": _T_ASK_DPIPS, "low_double": _T_ASK_LOW_DOUBLE,
        "points": _T_ASK_POINTS, "holds_blank_double": lang.T_BLANK_IN_HAND, "holds_top_double": _T_ASK_HOLDS_TOP,
        "only_blank_double": _T_ASK_ONLY_BLANK, "only_top_double": _T_ASK_ONLY_TOP,
        "only_both_doubles": _T_ASK_ONLY_BOTH, "opened": _T_ASK_OPENED, "finish": _T_ASK_FINISH,
        "last": _T_ASK_LAST}
_ROUND = const(("opened", "finish", "last"))   # facts of the round, asked once at the end
# The Result's seat facts an entry kept for a power cut holds (the first
# five lists of numbers, then two bytearrays).
_KEPT = const(("pips", "blanks", "doubles", "dpips", "tiles", "flags", "lowdbl"))


def Screen(app, arg):
    """app.main brings every game but Mexican Train here; those that ask
    the pips only keep the pips screen."""
    g = app.book.table["game"]
    o = app.book.options()
    if facts(g, False, o) == ("pips",) and facts(g, True, o) == ("pips",):
        from app.screens import pips as score
        # This module's code need not stay on the heap beside the pips
        # screen's (app.main keeps what was loaded when it imported this).
        app.keep.discard("app.screens.entry")
        return score.Screen(app, arg)
    return Facts(app, arg)


class Facts:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        t = self.t = b.table
        n = len(t["names"])
        self.edit = bool(arg and arg.get("edit"))
        self.known = False   # who went out, from the referee's log
        self.last = 0        # who made the last play (the fisherman)
        self.pts = [0] * n   # points in play per seat
        self.fin = 0         # the finish: 0 other, 1 0-0, 2 top, 3 both
        self.gone = ()       # Seven: seats out of the game, not asked
        self.names = t["names"]
        self.tiles = None    # the tiles each seat holds by the referee, when asked
        self.typed = False   # a value changed here: leaving asks first
        self.res = None      # Seven's standings, where read
        self.cur = 0
        if arg and "round" in arg:
            # A saved round: edited, or back from the standings after saving.
            self.round = arg["round"]
            r = b.rounds[self.round]
            for s, p in r.points:
                self.pts[s] += p
            if r.out >= 0:
                self.fin = r.flags[r.out] >> 4 & 3   # its FINISHED_* bits (16, 32)
            self.last = max(0, r.last)
            if not self.edit:
                self.cur = 999   # on Save again
        else:
            self.round = b.round_no()
            r = Result(n)
            r.tiles = [0] * n   # Kids' count asked from 0 (Result's default: unknown)
            # How the referee's log says it ended.
            from rules.outcome import outcome
            from rules.games import by_score
            res = self.res = self.standings() if by_score(t, b.options()) and self.round else None
            if res:
                # Seven: a seat out of the game with its sticks holds no
                # tiles, so nothing is asked of it [rules/README.md §11].
                from rules.games import seats
                act = seats(t, b.options(), res)
                self.gone = [s for s in range(n) if s not in act]
            # {"outcome": ...}: how the round ended as the referee still in
            # hand saw it, the answer outcome() would replay the log for.
            got = arg["outcome"] if arg else outcome(self.t, b.options(), self.round, b.load_play(), res)
            if arg:
                self.tiles = arg.get("tiles")
            if got is not None and len(got) > 4 and got[4] is not None:
                self.pts = got[4]   # the points the cross referee worked out in play
            if got is not None and len(got) > 5 and got[5] >= 0:
                self.fin = got[5]   # what the line referee saw the round finish on
            if got is not None and (got[0] >= 0 or got[1]):
                self.known = True
                r.out = got[0]
                if got[3] >= 0:
                    r.last = self.last = got[3]   # the referee saw who laid the last tile
        self.r = r
        self.out = r.out
        if not (arg and "round" in arg):
            self.resume()

    def resume(self):
        """The fields confirmed before a power cut (app.book.save_entry),
        on the field they had reached; a record that does not fit this
        table is said and left (the entry starts again)."""
        p = self.app.book.load_play()
        d = p.get("entry") if p else None
        if not d:
            return
        n = len(self.pts)
        r = self.r
        try:
            got = [d[x] for x in _KEPT]
            for v in got[:5]:
                if len(v) != n or any(type(x) is not int or not -1 <= x <= 999 for x in v):
                    raise ValueError
            if (len(got[5]) != n or len(got[6]) != n or len(d["pts"]) != n
                    or not -1 <= d["out"] < n or not 0 <= d["last"] < n or type(d["seat"]) is not int
                    or not 0 <= d["fin"] <= 3 or not 0 <= d["opened"] <= 3):
                raise ValueError
        except (KeyError, TypeError, ValueError):
            from app import lang
            self.app.say(lang.get(lang.T_ENTRY_LOST))
            return
        for x, v in zip(_KEPT, got):
            setattr(r, x, bytearray(v) if x in ("flags", "lowdbl") else list(v))
        self.pts = list(d["pts"])
        self.out = d["out"]
        self.fin = d["fin"]
        self.last = d["last"]
        r.opened = d["opened"]
        self.cur = d["seat"]
        self.typed = True

    def keep(self):
        """A field confirmed: the entry so far kept with the round in play
        (not while a saved round is edited: it is in the match)."""
        self.typed = True
        if self.edit:
            return
        r = self.r
        d = {"seat": self.cur, "out": self.out, "pts": self.pts, "fin": self.fin, "last": self.last,
             "opened": r.opened}
        for x in _KEPT:
            d[x] = getattr(r, x)
        self.app.book.save_entry(d)

    def count(self, s):
        """Seat s's tiles in hand by the round's referee, or -1 where it
        kept no count (read from its log once, where the referee did not
        hand them over)."""
        t = self.tiles
        if t is None and not self.edit:
            from rules.outcome import held
            t = self.tiles = held(self.t, self.app.book.options(), self.round, self.app.book.load_play(),
                                  self.res) or ()
        return t[s] if t and s < len(t) and t[s] is not None else -1

    def standings(self):
        """Seven's standings (which seats are still in) for the referee's
        replay of the round: the match and the ledger's code go before the
        replay's is loaded."""
        b = self.app.book
        s = b.standings()
        if b.unload:
            b.unload()
        return s

    def fields(self):
        """The fields to fill as (fact, seat), seat -1 for the round's own;
        they follow who went out and how many doubles are left."""
        fs = facts(self.t["game"], self.out < 0, self.app.book.options())
        r = self.r
        f = [] if self.known else [("out", -1)]
        mate = partner_not_asked(self.t["game"], self.t["teams"], self.out)
        for s in range(len(self.pts)):
            if s in self.gone:
                continue
            for x in fs:
                if (x in _ROUND or (s == self.out or s == mate) and x != "points"
                        or x in ("dpips", "low_double") and "doubles" in fs and not r.doubles[s]):
                    continue
                f.append((x, s))
        for x in _ROUND:
            if x in fs and not (x == "last" and self.known and r.last >= 0):
                f.append((x, -1))
        f.append(("save", -1))
        self.cur = min(self.cur, len(f) - 1)
        return f

    def get(self, x, s):
        r = self.r
        if x == "out":
            return self.out
        if x == "opened":
            return r.opened
        if x == "finish":
            return self.fin
        if x == "last":
            return self.last
        if x == "points":
            return self.pts[s]
        if x == "low_double":
            return (r.lowdbl[s] + 1) & 255   # 0: none, else the double + 1
        if x in _FLAG:
            return 1 if r.flags[s] & _FLAG[x] else 0
        return getattr(r, x)[s]

    def put(self, x, s, v):
        r = self.r
        if x == "out":
            self.out = v
        elif x == "opened":
            r.opened = v
        elif x == "finish":
            self.fin = v
        elif x == "last":
            self.last = v
        elif x == "points":
            self.pts[s] = v
        elif x == "low_double":
            r.lowdbl[s] = (v - 1) & 255
        elif x in _FLAG:
            r.flags[s] ^= _FLAG[x]
        else:
            getattr(r, x)[s] = v

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        x, s = self.fields()[self.cur]
        if k == events.UP or k == events.DOWN:
            d = 1 if k == events.UP else -1
            if x == "save":
                return
            v = self.get(x, s)
            if x in ("out", "opened", "finish", "low_double", "last"):
                # A choice among a few values, round and round.
                if kd == events.PRESS:
                    lo = -1 if x == "out" else 0
                    hi = (len(self.pts) - 1 if x in ("out", "last") else self.t["set"] + 1 if x == "low_double"
                          else 3)
                    self.put(x, s, lo + (v - lo + d) % (hi - lo + 1))
            elif x in _FLAG:
                if kd == events.PRESS:
                    self.put(x, s, 1 - v)
            else:
                self.put(x, s, max(0, min(999, v + (d if kd == events.PRESS else 10 * d))))
            self.typed = True
        elif kd != events.PRESS:
            return
        elif k == events.OK:
            if x == "save":
                self.save()
            elif x == "out" and self.out >= 0:
                # A seat the referee counts tiles in is asked about first
                # [issue 43, item 5], as the referees' "who went out".
                self.app.went_out(self, self.out, self.count(self.out), self.next)
            else:
                self.next()
        elif k == events.BACK:
            if self.cur:
                self.cur -= 1
            else:
                self.app.leave_entry(self)

    def next(self):
        self.cur += 1
        self.keep()

    def save(self):
        """The round from the facts asked (nothing else: a fact not asked
        keeps Result's default, tiles unknown), checked by the ledger and
        the game's scorer, which refuse it with a message."""
        g = self.t["game"]
        out = self.out
        fs = facts(g, out < 0, self.app.book.options())
        r = self.r
        n = len(self.pts)
        rd = Result(n)
        for s in range(n):
            rd.tiles[s] = -1
            if s == out:
                continue
            for x in fs:
                if x in _FLAG:
                    rd.flags[s] |= r.flags[s] & _FLAG[x]
                elif x == "low_double":
                    rd.lowdbl[s] = r.lowdbl[s] if r.doubles[s] or "doubles" not in fs else 255
                elif x == "dpips":
                    rd.dpips[s] = r.dpips[s] if r.doubles[s] else 0
                elif x not in _ROUND and x != "points":
                    getattr(rd, x)[s] = getattr(r, x)[s]
        if "points" in fs:
            from rules.score.fives import plays
            for s in range(n):
                for p in plays(g, self.pts[s]):
                    rd.points.append((s, p))
        if "opened" in fs:
            rd.opened = r.opened
        if "finish" in fs and out >= 0:
            rd.flags[out] |= self.fin << 4   # FINISHED_* bits
        rd.out = out
        rd.last = self.last if "last" in fs else r.last   # r.last: the referee's, or -1
        b = self.app.book
        if self.edit:
            b.edit_round(self.round, rd)
        else:
            b.add_round(rd, self.round)
        self.app.beep("round_over")
        self.app.go("standings", {"saved": True, "standings": b.standings()})   # scored once

    def show(self, x, s):
        v = self.get(x, s)
        if x == "out":
            return self.t["names"][v] if v >= 0 else lang.get(_T_OUT_BLOCKED)
        if x == "last":
            return self.t["names"][v]
        if x in _ROUND:
            if v == 1:
                return "0-0"
            if v == 2:
                return "%d-%d" % (self.t["set"], self.t["set"])
            return lang.get(_T_FIN_BOTH if v == 3 else _T_FIN_OTHER)
        if x == "low_double":
            return "%d-%d" % (v - 1, v - 1) if v else lang.get(_T_NO_DOUBLE_LEFT)
        if x in _FLAG:
            return lang.get(lang.T_YES if v else lang.T_NO)
        return str(v)

    def draw(self, fb):
        fs = self.fields()
        x, s = fs[self.cur]
        names = self.t["names"]
        ui.title(fb, lang.get(_T_FACTS_EDIT if self.edit else _T_FACTS_TITLE) % (self.round + 1),
                 "%d/%d" % (self.cur + 1, len(fs)))
        if x == "save":
            fb.text(lang.get(lang.T_OUT_IS) % names[self.out] if self.out >= 0 else lang.get(lang.T_BLOCKED_BIG), 0, 14, 1)
            fb.fill_rect(0, 45, 128, 10, 1)
            fb.text(lang.get(lang.T_OK_SAVE), 0, 46, 0)
            return
        if s >= 0:
            ui.big(fb, str(s + 1), 0, 12)
            fb.text(names[s][:10], 20, 16, 1)
        # Sea Kozel's fisherman_privileges: the fisherman laid the last
        # tile not a double [002 l.411].
        a = lang.get(_T_ASK_FISHER if x == "last" and self.app.book.options().get("fisherman_privileges") else _ASK[x])
        if "%" in a:
            a = a % (self.t["set"], self.t["set"])
        fb.text(a, 0, 32, 1)
        v = self.show(x, s)
        if len(v) > 7:
            fb.text(v, 128 - 8 * len(v), 48, 1)
        else:
            ui.big_right(fb, v, 128, 44)
