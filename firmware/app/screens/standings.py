# Standings: the ranking with totals in big digits, then the round-by-round
# table, scrolled with UP/DOWN. At the end of the match the winner comes
# first, with the tie-break explained. OK: next round (or, at the end, close
# the match); BACK after a save: back to that round's entry; hold OK on the
# table: edit the round under the cursor.
from micropython import const
from app import events, ui

_BIG = const(17)   # a ranking row: 16 px digits and a line


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.arg = arg
        b = app.book
        self.t = b.table
        self.res = b.standings()
        self.outs = [0] * len(self.t["names"])   # rounds each seat went out
        for r in b.rounds:
            if r.out >= 0:
                self.outs[r.out] += 1
        # The match and the ledger's code go before the page is built.
        app.release()
        self.top = 0
        # The page as rows: (height, kind, payload); a round row is
        # (9, "round", (round, first column)), its text made when drawn.
        t = self.t
        names = t["names"]
        res = self.res
        totals = res["totals"]
        outs = self.outs
        if len(totals) < len(names):
            # Two pairs sitting opposite (book.start): a total per pair.
            names = [names[u] + "&" + names[u + 2] for u in (0, 1)]
            outs = [outs[0] + outs[2], outs[1] + outs[3]]
        # Games of points won rank the highest first [RULES.md 2, 7-9].
        positive = bool(self.app.book.options().get("positive_points")) or t["game"] in (
            "block", "draw", "telephone", "muggins", "bergen", "kids")
        sign = -1 if positive else 1
        order = sorted(range(len(names)), key=lambda s: (sign * totals[s], -outs[s], s))
        out = []
        if res["over"]:
            w = res["winner"]
            if isinstance(w, list):
                out.append((9, "text", "Shared win:"))
                for s in w:
                    out.append((9, "text", " " + names[s]))
            elif w is not None:
                out.append((9, "text", "WINNER"))
                out.append((_BIG, "big", (names[w], totals[w], 1)))
            lost = res.get("loser")
            if lost is not None and lost != w:
                # [RULES.md 3-6]: the Goat (or the loser) is the news.
                title = "GOAT" if "goat" in res.get("titles", ()) else "LOSER"
                lost = lost if isinstance(lost, list) else (lost,)
                out.append((9, "text", "%s: %s" % (title, " & ".join(names[s] for s in lost))))
            if t["game"] == "mexican-train":
                # Its tie-break [RULES.md 1]; other games' scorers decide.
                for line in ui.wrap(tiebreak(names, totals, outs, order, positive)):
                    out.append((9, "text", line))
            out.append((9, "text", "-" * 16))
        place = 0
        for i, s in enumerate(order):
            if i == 0 or (totals[s], outs[s]) != (totals[order[i - 1]], outs[order[i - 1]]):
                place = i + 1
            out.append((_BIG, "big", (names[s], totals[s], place)))
        # Round-by-round, three players a block so every column fits.
        rounds = res["rounds"]
        for c0 in range(0, len(names), 3):
            cols = range(c0, min(len(names), c0 + 3))
            out.append((9, "text", "Rd" + "".join(ui.pad(names[s][:3], 4) for s in cols)))
            for i in range(len(rounds)):
                out.append((9, "round", (i, c0)))
        self.lines = out

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        if k == events.DOWN:
            if self.top < len(self.lines) - 1:
                self.top += 1
        elif k == events.UP:
            if self.top:
                self.top -= 1
        elif k == events.OK and kd == events.PRESS:
            if self.res["over"]:
                self.app.book.finish()
                self.app.go("menu")
            else:
                self.app.go("dealer")
        elif k == events.OK and kd == events.LONG:
            h, kind, p = self.lines[self.top]
            if kind == "round":
                self.edit(p[0])
        elif k == events.BACK and kd == events.PRESS:
            if self.arg and self.arg.get("saved"):
                a = dict(self.arg)
                a["saved"] = False
                self.app.go("score", a)
            else:
                self.app.go("menu")

    def edit(self, i):
        r = self.app.book.rounds[i]
        held = bytearray(len(r.pips))
        for s in range(len(r.pips)):
            held[s] = r.flags[s] & 1
        self.app.go("score", {"round": i, "pips": r.pips, "out": r.out, "held": held,
                              "markers": r.markers, "blocked": r.out < 0, "edit": True})

    def draw(self, fb):
        res = self.res
        n = len(res["rounds"])
        head = "Final" if res["over"] else "After R%d" % n
        ui.title(fb, head)
        y = 10
        for h, kind, p in self.lines[self.top:]:
            if y + h > 64 + 8:
                break
            if kind == "big":
                name, total, place = p
                fb.text("%d %s" % (place, name[:7]), 0, y + 4, 1)
                ui.big_right(fb, str(total), 128, y)
            elif kind == "round":
                # Round i's charges for the seats from c0, three to a line.
                i, c0 = p
                ch = res["rounds"][i]["charged"]
                fb.text("%-2d" % (i + 1) + "".join(ui.pad(ch[s], 4) for s in range(c0, min(len(ch), c0 + 3))),
                        0, y, 1)
            else:
                fb.text(p, 0, y, 1)
            y += h


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
