# Standings after each round, in views one above the other (UP/DOWN):
#   the result, at the end of the match: the winner, the Goat or loser,
#       and how a tie was broken
#   the totals: every player's at once, ranked (16 px digits for up to
#       four, two columns of 12 px digits for five to eight)
#   the round table: a row per round, a column per player with the running
#       total; DOWN from the totals lands on the last round. OK on a round
#       shows what was entered for it (pips, who went out, what was
#       charged), hold OK edits it, BACK goes back to the totals. Five to
#       eight seats are two pages of four: OK turns to seats 5-8 first,
#       BACK back to 1-4. Both are drawn by app.rounds, loaded only while
#       they are on screen.
# OK on the totals: the next round (at the end: close the match); BACK:
# the menu (the match stays saved; Resume comes back here). A saved match
# from History (arg "past") is shown the same, read-only: no edit, and OK
# on the totals or BACK goes back to its History page (app.screens.past).
from array import array
from micropython import const
from app import lang, ui
from drivers import events
from rules.families import results
from rules.ranking import ranking

_FINAL = const(-2)    # Screen.cur: the result
_TOTALS = const(-1)   # the totals; 0 and up: that round in the table
_LINES = const(6)     # lines of the result on screen
_T_FINAL = const(32)
_T_AFTER_ROUND = const(33)
_T_FINAL_PLACES = const(34)
_T_SHARED_WIN = const(35)
_T_WINNER_IS = const(36)
_T_GOAT = const(37)
_T_LOSER = const(38)
_T_ADMIRAL = const(358)
_T_SNOTTY_GOAT = const(359)
_T_HANGING_GOAT = const(360)
_T_EXTRA_GOAT = const(361)
_T_ZERO_ROUND = const(362)
_T_ZERO_UNDER = const(363)
_T_ZERO_TIE = const(364)
_T_ZERO_EGGS = const(365)
_T_ZERO_KEPT = const(366)
_T_ZERO_REPLAY = const(367)
_T_ZERO_NOT_COUNTED = const(368)
_T_ZERO_NO_GENERAL = const(369)
_T_ZERO_NOTHING = const(370)
_T_NO_TIE_HIGH = const(39)
_T_NO_TIE_LOW = const(40)
_T_TIE_MORE_OUT = const(41)
_T_TIE_SHARED = const(42)
_T_COUNT_TITLE = const(447)
_T_COUNT_ANSWERS = const(448)
_T_COUNT_NEXT = const(449)


class Screen:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        # A saved match from History (app.screens.past): read-only, its
        # rounds' entries read with it; BACK goes back there.
        self.past = arg.get("past") if arg else None
        if self.past:
            t, o, res, self.entries = b.past(self.past["id"])
            arg = None
        else:
            t = b.table
            # Just saved: the entry screen scored the match it had in hand.
            res = arg.get("standings") if arg else None
            if res is None:
                res = b.standings()
            o = b.options()
        self.t = t
        totals = res["totals"]
        names, outs, order, positive = ranking(t["game"], o, t["names"], res["out"], totals)
        # Seven: the seats out of the game with their sticks
        # (rules.games.seats, as the dealer and the entry ask it).
        self.gone = ()
        if "sticks" in o:
            from rules.games import seats
            act = seats(t, o, {"totals": totals})
            self.gone = [s for s in range(len(totals)) if s not in act]
        # The match and the ledger's code go before the page is built.
        app.release()
        # The result's lines; the rest is built when drawn from the ranking
        # and every round's charges in one array (the ledger's answer is a
        # dict per round).
        lines = []
        if res["over"]:
            from app.labels import join   # names in a sentence: "Ann and Bob"
            w = res["winner"]
            if isinstance(w, list):
                lines.extend(ui.wrap(lang.get(_T_SHARED_WIN) % join(names[s] for s in w)))
            elif w is not None:
                lines.extend(ui.wrap(lang.get(_T_WINNER_IS) % join((names[w],))))
            lost = res.get("loser")
            if lost is not None and lost != w:
                # [rules/README.md §3-6]: the Goat (or the loser) is the news.
                title = _T_LOSER
                got = res.get("titles", ())
                for k, name in ((_T_ADMIRAL, "admiral"), (_T_SNOTTY_GOAT, "snotty-goat"),
                                (_T_HANGING_GOAT, "hanging-goat"), (_T_GOAT, "goat")):
                    if name in got:
                        title = k   # [rules/README.md §4]: Sea Kozel's titles at the match's end
                        break
                title = lang.get(title)
                lost = lost if isinstance(lost, list) else (lost,)
                lines.extend(ui.wrap("%s: %s" % (title, join(names[s] for s in lost))))
            if results(t["game"]) == "pips":
                # Its tie-break [rules/README.md §1]; other games' scorers decide.
                lines.extend(ui.wrap(tiebreak(names, totals, outs, order, positive)))
        if results(t["game"]) == "answers":
            # The counting game [rules reference 14]: each child's answers
            # right the first time, and the next step where they are ready.
            # Each text looked up once, not once a child: 20,000
            # instructions a lookup (the last round's save 5.96 -> 5.83 M,
            # bench_press_cost).
            said = lang.get(_T_COUNT_ANSWERS)
            ready = lang.get(_T_COUNT_NEXT)
            for s, (good, given) in enumerate(res["right"]):
                lines.extend(ui.wrap(said % (t["names"][s], good, given)))
                if res["next"][s]:
                    lines.extend(ui.wrap(ready % (t["names"][s], res["next"][s])))
        self.lines = lines
        self.over = res["over"]
        if self.over and arg and arg.get("saved"):
            app.beep("win")   # the round just saved ended the match
        rounds = res["rounds"]
        if arg and arg.get("saved") and rounds and rounds[-1]["note"] == "extraordinary-goat":
            # [rules/README.md §4; 002 item 7]: the extraordinary round's loser is
            # named as the round is saved; the match goes on.
            c = rounds[-1]["charged"]
            from app.labels import join
            app.say(lang.get(_T_EXTRA_GOAT) % join(names[u] for u in range(len(c)) if c[u] > 0))
        zero = arg and arg.get("saved") and rounds and rounds[-1]["note"] != "extraordinary-goat"
        self.names = names
        self.totals = totals
        self.outs = outs
        self.order = order
        self.w = len(rounds[0]["charged"]) if rounds else len(names)
        self.charged = array("i")
        for r in rounds:
            self.charged.extend(r["charged"])
        self.notes = [r["note"] for r in rounds]   # the scorer's word for each round
        self.cur = _FINAL if self.over else _TOTALS
        self.top = 0         # the first result line or table row on screen
        self.half = 0        # the round table's page: seats 1-4, or (1) the rest
        self.pick = -1       # the round whose entry is shown
        self.facts = None    # its (seat out, pips per seat)
        if zero:
            z = self.zero(len(rounds) - 1)
            if z:
                app.say(lang.get(_T_ZERO_ROUND) % (len(rounds), z))   # a round that scores nothing says why

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        n = len(self.charged) // self.w      # rounds scored
        cur = self.cur
        if self.pick >= 0:                  # a round's entry
            if k == events.UP and self.pick:
                self.show(self.pick - 1)
            elif k == events.DOWN and self.pick < n - 1:
                self.show(self.pick + 1)
            elif k == events.OK and kd == events.LONG and not self.past:
                self.edit(self.pick)
            elif kd == events.PRESS and (k == events.OK or k == events.BACK):
                self.cur = self.pick
                self.pick = -1
        elif k == events.DOWN:
            if cur == _FINAL:
                if self.top + _LINES < len(self.lines):
                    self.top += 1
                else:
                    self.cur = _TOTALS
            elif cur == _TOTALS:
                self.cur = n - 1   # the last round (none: stays on the totals)
            elif cur < n - 1:
                self.cur += 1
        elif k == events.UP:
            if cur >= 0:
                self.cur -= 1
            elif cur == _TOTALS and self.lines:
                self.cur = _FINAL
            elif self.top:
                self.top -= 1
        elif kd == events.REPEAT:
            return
        elif k == events.OK and kd == events.LONG:
            if cur >= 0 and not self.past:
                self.edit(cur)
        elif k == events.OK:
            if cur >= 0 and self.w > 4 and not self.half:
                self.half = 1       # the round table's second page: seats 5 to 8
            elif cur >= 0:
                self.show(cur)
            elif self.past:
                self.app.go("past", self.past)
            elif self.over:
                self.app.book.finish()
                self.app.go("menu")
            else:
                self.app.go("dealer")
        elif k == events.BACK and kd == events.PRESS:
            if self.half:
                self.half = 0
            elif cur >= 0:
                self.cur = _TOTALS
            else:
                self.app.go("past" if self.past else "menu", self.past)

    def zero(self, i):
        """Why round i scored nothing, in a few words; None where it scored
        (or the game counts answers, not points)."""
        w = self.w
        c = self.charged
        if any(c[i * w:i * w + w]) or results(self.t["game"]) == "answers":
            return None
        # Whether a side has yet to open its record (nothing charged to it
        # before): the Kozel family's minimum is then why [002].
        shut = [u for u in range(w) if not any(c[j * w + u] for j in range(i))]
        return why_zero(self.t["game"], self.notes[i], shut)

    def show(self, i):
        """Round i's entry on screen: read from the match now (the screen
        draws from plain data)."""
        if self.past:
            self.facts = self.entries[i]
        else:
            r = self.app.book.rounds[i]
            self.facts = (r.out, list(r.pips))
        self.pick = i

    def edit(self, i):
        r = self.app.book.rounds[i]
        held = bytearray(len(r.pips))
        for s in range(len(r.pips)):
            held[s] = r.flags[s] & 1
        # Seats out at once beside r.out (Mexican Train's first_turn_train):
        # those holding no tile, as the round was saved.
        also = [s for s in range(len(r.pips)) if r.out >= 0 and s != r.out and r.tiles[s] == 0]
        self.app.go("score", {"round": i, "pips": r.pips, "out": r.out, "held": held,
                              "markers": r.markers, "blocked": r.out < 0, "edit": True, "also": also})

    def draw(self, fb):
        w = self.w
        n = len(self.charged) // w
        names = self.names
        cur = self.cur
        few = w <= 4            # big digits and the 8x8 font; else small ones
        if self.pick >= 0:
            from app import rounds
            rounds.entry(fb, self)
        elif cur == _FINAL:
            ui.title(fb, lang.get(_T_FINAL if self.over else _T_COUNT_TITLE))
            for j, s in enumerate(self.lines[self.top:self.top + _LINES]):
                fb.text(s, 0, 10 + 9 * j, 1)
        elif cur == _TOTALS:
            # Each row leads with its place, not a seat number (every other
            # screen's): the title says so.
            ui.title(fb, lang.get(_T_FINAL_PLACES) if self.over else lang.get(_T_AFTER_ROUND) % n)
            order = self.order
            totals = self.totals
            outs = self.outs
            for i in range(len(order)):
                s = order[i]
                # Tied seats share a place: the first of them sets it.
                p = i
                while p and totals[order[p - 1]] == totals[s] and outs[order[p - 1]] == outs[s]:
                    p -= 1
                v = str(totals[s])
                # A seat out of the game (Seven) is crossed out: x, not a rank.
                rank = "x" if s in self.gone else str(p + 1)
                if few:
                    x = 64 * (i % 2)
                    y = 10 + 27 * (i // 2)
                    # 7 letters of 8: a gap before the next column's place.
                    fb.text("%s %s" % (rank, names[s][:5]), x, y, 1)
                    ui.big(fb, v, x + 62 - ui.big_width(v), y + 9)
                else:
                    # 12 px digits: 5 mm on the recommended 2.42" panel,
                    # four rows of two, 2 px apart; the name gets what
                    # they leave.
                    x = 66 * (i % 2)     # a gap between the two columns
                    y = 10 + 14 * (i // 2)
                    bw = ui.big_width(v, 12)
                    fb.text(rank, x, y + 2, 1)
                    fb.text(names[s][:min(3, (50 - bw) // 8)], x + 8, y + 2, 1)
                    ui.big(fb, v, x + 61 - bw, y, 1, 12)
        else:
            # The round table and a round's entry: their own module, loaded
            # while they are on screen (not with the totals after a round).
            from app import rounds
            rounds.table(fb, self)


def why_zero(game, note, shut):
    """Why a round scored nothing, in a few words (the round's entry,
    app.rounds, draws it in a line of 16), from its scorer's note
    (rules.score: "tie", "eggs", "remembered"...) and, in the Kozel family,
    its minimum to open a record (shut: the sides yet to open)."""
    from rules.games import scorer
    mod, facts = scorer(game)
    if mod == "rules.score.kozel" and facts[1] and shut:
        if note == "remembered":
            return lang.get(_T_ZERO_KEPT) % facts[1]   # Donkey: kept for the next [002]
        if note != "eggs":
            return lang.get(_T_ZERO_UNDER) % facts[1]   # a record opens at 13 [002]
    for k, w in ((_T_ZERO_TIE, "tie"), (_T_ZERO_EGGS, "eggs"), (_T_ZERO_REPLAY, "replay"),
                 (_T_ZERO_NOT_COUNTED, "not counted"), (_T_ZERO_NO_GENERAL, "lost")):
        if note == w:
            return lang.get(k)
    return lang.get(_T_ZERO_NOTHING)


def tiebreak(names, totals, outs, order, positive):
    """The final screen's sentence on how the winner was decided
    [rules/README.md §1, Scoring: ties on total go to more rounds gone out]."""
    from app.labels import join
    best = order[0]
    tied = [s for s in order if totals[s] == totals[best]]
    if len(tied) == 1:
        return lang.get(_T_NO_TIE_HIGH if positive else _T_NO_TIE_LOW)
    if outs[tied[0]] > outs[tied[1]]:
        return lang.get(_T_TIE_MORE_OUT) % (
            join(names[s] for s in tied), totals[best], join((names[tied[0]],)),
            outs[tied[0]], outs[tied[1]])
    return lang.get(_T_TIE_SHARED) % (
        join(names[s] for s in tied if outs[s] == outs[best]), totals[best])
