# Standings: the ranking with totals in big digits, then the round-by-round
# table, scrolled with UP/DOWN. At the end of the match the winner comes
# first, with the tie-break explained. OK: next round (or, at the end, close
# the match); BACK after a save: back to that round's entry; hold OK on the
# table: edit the round under the cursor.
from array import array
from micropython import const
from app import events, ui

_BIG = const(17)   # a ranking row: 16 px digits and a line


class Screen:
    def __init__(self, app, arg):
        self.app = app
        self.arg = arg
        b = app.book
        t = self.t = b.table
        res = b.standings()
        totals = res["totals"]
        names, outs, order, positive = ranking(t["game"], b.options(), t["names"], b.rounds, totals)
        # The match and the ledger's code go before the page is built.
        app.release()
        self.top = 0
        # What the page shows, kept compact (the ledger's answer is a dict
        # per round): the rows above the ranking (a str is a line of text,
        # an int the seat shown big: the winner), the ranking, and every
        # round's charges in one array. rows() makes a row when it is drawn.
        lines = []
        if res["over"]:
            w = res["winner"]
            if isinstance(w, list):
                lines.append("Shared win:")
                for s in w:
                    lines.append(" " + names[s])
            elif w is not None:
                lines.append("WINNER")
                lines.append(w)
            lost = res.get("loser")
            if lost is not None and lost != w:
                # [RULES.md 3-6]: the Goat (or the loser) is the news.
                title = "GOAT" if "goat" in res.get("titles", ()) else "LOSER"
                lost = lost if isinstance(lost, list) else (lost,)
                lines.append("%s: %s" % (title, " & ".join(names[s] for s in lost)))
            if t["game"] == "mexican-train":
                # Its tie-break [RULES.md 1]; other games' scorers decide.
                lines.extend(ui.wrap(tiebreak(names, totals, outs, order, positive)))
            lines.append("-" * 16)
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

    def rows(self):
        """How many rows the page has: the lines above, the ranking, then
        the round table, three players a block so every column fits."""
        n = len(self.charged) // self.w
        return len(self.lines) + len(self.order) + (len(self.names) + 2) // 3 * (n + 1)

    def row(self, i):
        """Row i of the page: (height, kind, payload)."""
        lines = self.lines
        names = self.names
        totals = self.totals
        if i < len(lines):
            s = lines[i]
            if isinstance(s, str):
                return 9, "text", s
            return _BIG, "big", (names[s], totals[s], 1)
        i -= len(lines)
        order = self.order
        if i < len(order):
            s = order[i]
            # Tied seats share a place: the first of them sets it.
            p = i
            while p and totals[order[p - 1]] == totals[s] and self.outs[order[p - 1]] == self.outs[s]:
                p -= 1
            return _BIG, "big", (names[s], totals[s], p + 1)
        i -= len(order)
        n = len(self.charged) // self.w
        c0 = i // (n + 1) * 3
        i %= n + 1
        if not i:
            return 9, "text", "Rd" + "".join(ui.pad(names[s][:3], 4) for s in range(c0, min(len(names), c0 + 3)))
        return 9, "round", (i - 1, c0)

    def key(self, ev):
        k = events.key(ev)
        kd = events.kind(ev)
        if k == events.DOWN:
            if self.top < self.rows() - 1:
                self.top += 1
        elif k == events.UP:
            if self.top:
                self.top -= 1
        elif k == events.OK and kd == events.PRESS:
            if self.over:
                self.app.book.finish()
                self.app.go("menu")
            else:
                self.app.go("dealer")
        elif k == events.OK and kd == events.LONG:
            h, kind, p = self.row(self.top)
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
        w = self.w
        n = len(self.charged) // w
        ui.title(fb, "Final" if self.over else "After R%d" % n)
        y = 10
        i = self.top
        end = self.rows()
        while i < end:
            h, kind, p = self.row(i)
            if y + h > 64 + 8:
                break
            if kind == "big":
                name, total, place = p
                fb.text("%d %s" % (place, name[:7]), 0, y + 4, 1)
                ui.big_right(fb, str(total), 128, y)
            elif kind == "round":
                # Round r's charges for the seats from c0, three to a line.
                r, c0 = p
                ch = self.charged
                fb.text("%-2d" % (r + 1) + "".join(ui.pad(ch[r * w + s], 4) for s in range(c0, min(w, c0 + 3))),
                        0, y, 1)
            else:
                fb.text(p, 0, y, 1)
            y += h
            i += 1


def ranking(game, options, names, rounds, totals):
    """(names, rounds gone out, order, highest first?) of the ranking,
    per seat or, for two pairs sitting opposite (book.start), per pair:
    this screen's and share mode's page's."""
    outs = [0] * len(names)   # rounds each seat went out
    for r in rounds:
        if r.out >= 0:
            outs[r.out] += 1
    # Games of points won rank the highest first [RULES.md 2, 7-9].
    positive = bool(options.get("positive_points")) or game in (
        "block", "draw", "telephone", "muggins", "bergen", "kids")
    if len(totals) < len(names):
        names = [names[u] + "&" + names[u + 2] for u in (0, 1)]
        outs = [outs[0] + outs[2], outs[1] + outs[3]]
    sign = -1 if positive else 1
    return names, outs, sorted(range(len(names)), key=lambda s: (sign * totals[s], -outs[s], s)), positive


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
