# Standings after each round, in views one above the other (UP/DOWN):
#   the result, at the end of the match: the winner, the Goat or loser,
#       and how a tie was broken
#   the totals: every player's at once, ranked (big digits for up to four,
#       two columns of smaller digits for five to eight)
#   the round table: a row per round, a column per player with the running
#       total; DOWN from the totals lands on the last round. OK on a round
#       shows what was entered for it (pips, who went out, what was
#       charged), hold OK edits it, BACK goes back to the totals.
# OK on the totals: the next round (at the end: close the match); BACK:
# the menu (the match stays saved; Resume comes back here).
from array import array
from micropython import const
from app import events, ui

# A 3x5 font for the tables of five to eight players: a glyph is three
# column bytes, the top row in bit 0, in the order of _TINY_CH.
_TINY_CH = const("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-+")
_TINY = const(b"\x1f\x11\x1f\x12\x1f\x10\x1d\x15\x17\x11\x15\x1f\x07\x04\x1f\x17\x15\x1d\x1f\x15\x1d"
              b"\x01\x19\x07\x1f\x15\x1f\x17\x15\x1f\x1e\x05\x1e\x1f\x15\x0a\x0e\x11\x11\x1f\x11\x0e"
              b"\x1f\x15\x11\x1f\x05\x01\x0e\x11\x1d\x1f\x04\x1f\x11\x1f\x11\x08\x10\x0f\x1f\x04\x1b"
              b"\x1f\x10\x10\x1f\x06\x1f\x1f\x01\x1e\x0e\x11\x0e\x1f\x05\x02\x0e\x19\x16\x1f\x05\x1a"
              b"\x12\x15\x09\x01\x1f\x01\x1f\x10\x1f\x0f\x10\x0f\x1f\x0c\x1f\x1b\x04\x1b\x03\x1c\x03"
              b"\x19\x15\x13\x04\x04\x04\x04\x0e\x04")
_FINAL = const(-2)    # Screen.cur: the result
_TOTALS = const(-1)   # the totals; 0 and up: that round in the table
_LINES = const(6)     # lines of the result on screen


class Screen:
    def __init__(self, app, arg):
        self.app = app
        b = app.book
        t = self.t = b.table
        res = b.standings()
        names = t["names"]
        outs = [0] * len(names)   # rounds each seat went out
        for r in b.rounds:
            if r.out >= 0:
                outs[r.out] += 1
        # Games of points won rank the highest first [RULES.md 2, 7-9].
        positive = bool(b.options().get("positive_points")) or t["game"] in (
            "block", "draw", "telephone", "muggins", "bergen", "kids")
        # The match and the ledger's code go before the page is built.
        app.release()
        totals = res["totals"]
        if len(totals) < len(names):
            # Two pairs sitting opposite (book.start): a total per pair.
            names = [names[u] + "&" + names[u + 2] for u in (0, 1)]
            outs = [outs[0] + outs[2], outs[1] + outs[3]]
        sign = -1 if positive else 1
        order = sorted(range(len(names)), key=lambda s: (sign * totals[s], -outs[s], s))
        # The result's lines; the rest is built when drawn from the ranking
        # and every round's charges in one array (the ledger's answer is a
        # dict per round).
        lines = []
        if res["over"]:
            w = res["winner"]
            if isinstance(w, list):
                lines.extend(ui.wrap("Shared win: " + " & ".join(names[s] for s in w)))
            elif w is not None:
                lines.extend(ui.wrap("WINNER: " + names[w]))
            lost = res.get("loser")
            if lost is not None and lost != w:
                # [RULES.md 3-6]: the Goat (or the loser) is the news.
                title = "GOAT" if "goat" in res.get("titles", ()) else "LOSER"
                lost = lost if isinstance(lost, list) else (lost,)
                lines.extend(ui.wrap("%s: %s" % (title, " & ".join(names[s] for s in lost))))
            if t["game"] == "mexican-train":
                # Its tie-break [RULES.md 1]; other games' scorers decide.
                lines.extend(ui.wrap(tiebreak(names, totals, outs, order, positive)))
        self.lines = lines
        self.over = res["over"]
        if self.over and arg and arg.get("saved"):
            app.beep("win")   # the round just saved ended the match
        self.names = names
        self.totals = totals
        self.outs = outs
        self.order = order
        rounds = res["rounds"]
        self.w = len(rounds[0]["charged"]) if rounds else len(names)
        self.charged = array("i")
        for r in rounds:
            self.charged.extend(r["charged"])
        self.cur = _FINAL if self.over else _TOTALS
        self.top = 0         # the first result line or table row on screen
        self.pick = -1       # the round whose entry is shown
        self.facts = None    # its (seat out, pips per seat)

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
            elif k == events.OK and kd == events.LONG:
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
            if cur >= 0:
                self.edit(cur)
        elif k == events.OK:
            if cur >= 0:
                self.show(cur)
            elif self.over:
                self.app.book.finish()
                self.app.go("menu")
            else:
                self.app.go("dealer")
        elif k == events.BACK and kd == events.PRESS:
            if cur >= 0:
                self.cur = _TOTALS
            else:
                self.app.go("menu")

    def show(self, i):
        """Round i's entry on screen: read from the match now (the screen
        draws from plain data)."""
        r = self.app.book.rounds[i]
        self.facts = (r.out, list(r.pips))
        self.pick = i

    def edit(self, i):
        r = self.app.book.rounds[i]
        held = bytearray(len(r.pips))
        for s in range(len(r.pips)):
            held[s] = r.flags[s] & 1
        self.app.go("score", {"round": i, "pips": r.pips, "out": r.out, "held": held,
                              "markers": r.markers, "blocked": r.out < 0, "edit": True})

    def draw(self, fb):
        w = self.w
        n = len(self.charged) // w
        names = self.names
        cur = self.cur
        few = w <= 4            # big digits and the 8x8 font; else small ones
        if self.pick >= 0:
            self.draw_entry(fb)
        elif cur == _FINAL:
            ui.title(fb, "Final", "OK=close")
            for j, s in enumerate(self.lines[self.top:self.top + _LINES]):
                fb.text(s, 0, 10 + 9 * j, 1)
        elif cur == _TOTALS:
            ui.title(fb, "Final" if self.over else "After R%d" % n, "OK=close" if self.over else "OK=next")
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
                if few:
                    x = 64 * (i % 2)
                    y = 10 + 27 * (i // 2)
                    fb.text("%d %s" % (p + 1, names[s][:6]), x, y, 1)
                    ui.big(fb, v, x + 62 - ui.big_width(v), y + 9)
                else:
                    x = 66 * (i % 2)     # a gap between the two columns
                    y = 10 + 13 * (i // 2)
                    tiny(fb, str(p + 1), x, y + 2)
                    fb.text(names[s][:3], x + 5, y + 1, 1)
                    ui.big(fb, v, x + 60 - ui.big_width(v, 10), y, 1, 10)
        else:
            # The round table: a row per round, running totals per column.
            ui.title(fb, "Round %d of %d" % (cur + 1, n))
            rows = 4 if few else 5
            top = min(self.top, cur)
            top = max(top, cur - rows + 1)
            self.top = top
            x0 = 16 if few else 8
            cw = (128 - x0) // w
            pitch = 9 if few else 7
            run = [0] * w
            for r in range(min(n, top + rows)):
                for u in range(w):
                    run[u] += self.charged[r * w + u]
                if r < top:
                    continue
                y = 19 + pitch * (r - top) if few else 18 + pitch * (r - top)
                c = 1
                if r == cur:
                    fb.fill_rect(0, y - 1, 128, pitch, 1)
                    c = 0
                cells = [str(r + 1)] + [str(v) for v in run]
                for u in range(w + 1):
                    s = cells[u]
                    right = x0 + cw * u - 1 if u else x0 - 1   # the column's last pixel
                    if few:
                        fb.text(s, right - 8 * len(s) + 1, y, c)
                    else:
                        tiny(fb, s, right - 4 * len(s) + 2, y, c)
            for u in range(w):
                right = x0 + cw * (u + 1) - 1
                if few:
                    s = names[u][:cw // 8 - 1 if cw < 40 else 6]
                    fb.text(s, right - 8 * len(s) + 1, 10, 1)
                else:
                    s = names[u][:3]
                    tiny(fb, s, right - 4 * len(s) + 2, 11)
            fb.text("OK see hold=edit", 0, 56, 1)

    def draw_entry(self, fb):
        """What was entered for the round: who went out, each seat's pips
        and each player's (or pair's) charge."""
        i = self.pick
        out, pips = self.facts
        t = self.t
        ui.title(fb, "R%d" % (i + 1), "hold OK=edit")
        fb.text(("%s went out" % t["names"][out]) if out >= 0 else "Blocked round", 0, 10, 1)
        ch = self.charged
        w = self.w
        pairs = w < len(pips)
        if len(pips) <= 4:
            fb.text("pips", 48, 19, 1)
            if not pairs:
                fb.text("score", 88, 19, 1)
            for s in range(len(pips)):
                y = 28 + 9 * s
                fb.text(t["names"][s][:5], 0, y, 1)
                v = "out" if s == out else str(pips[s])
                fb.text(v, 80 - 8 * len(v), y, 1)
                if not pairs:
                    v = str(ch[i * w + s])
                    fb.text(v, 128 - 8 * len(v), y, 1)
            if pairs:
                fb.text("+%d / +%d" % (ch[i * w], ch[i * w + 1]), 0, 19, 1)
            return
        for x in (0, 64):
            tiny(fb, "PIPS", x + 22, 20)
            tiny(fb, "PTS", x + 49, 20)
        for s in range(len(pips)):
            x = 64 * (s // 4)
            y = 27 + 7 * (s % 4)
            tiny(fb, t["names"][s][:3], x, y)
            v = "OUT" if s == out else str(pips[s])
            tiny(fb, v, x + 39 - 4 * len(v), y)
            v = str(ch[i * w + s])
            tiny(fb, v, x + 61 - 4 * len(v), y)


def tiny(fb, s, x, y, c=1):
    """s in the 3x5 font (capitals, digits, - and +) at (x, y), 4 px a
    character; anything else is a space."""
    for ch in s.upper():
        i = _TINY_CH.find(ch)
        if i >= 0:
            for col in range(3):
                b = _TINY[3 * i + col]
                if b == 31:
                    fb.vline(x + col, y, 5, c)
                    continue
                row = 0
                while b:
                    if b & 1:
                        fb.pixel(x + col, y + row, c)
                    b >>= 1
                    row += 1
        x += 4


def tiebreak(names, totals, outs, order, positive):
    """The final screen's sentence on how the winner was decided
    [RULES.md 1, Scoring: ties on total go to more rounds gone out]."""
    best = order[0]
    tied = [s for s in order if totals[s] == totals[best]]
    if len(tied) == 1:
        return "No tie: highest total wins." if positive else "No tie: lowest total wins."
    if outs[tied[0]] > outs[tied[1]]:
        return "%s tie on %d; %s went out in more rounds (%d vs %d)." % (
            " & ".join(names[s] for s in tied), totals[best], names[tied[0]],
            outs[tied[0]], outs[tied[1]])
    return "%s tie on %d and went out as often: they share the win." % (
        " & ".join(names[s] for s in tied if outs[s] == outs[best]), totals[best])
