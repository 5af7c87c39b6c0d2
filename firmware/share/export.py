# A match as the page and its downloads show it: the standings (ranked as
# the device's standings screen ranks them), the round table, CSV, JSON
# and an SVG chart of the running totals. The device serves these in share
# mode; host_tools/export.py writes the same files from a board's or the
# simulator's flash. Built from a ledger.match.Match.
import json

from micropython import const

from rules.ranking import ranking


def table(m, date=None):
    """The match's standings as plain data (the JSON export). date: the
    day it is exported, "YYYY-MM-DD" (the phone's or the computer's: the
    device has no clock), or None."""
    res = m.standings()
    totals = res["totals"]
    units, outs, order, positive = ranking(m.game, m.options, m.names, m.rounds.out(), totals)
    from rules import games
    from app import labels
    changed = games.changed(m.game, m.options)
    t = {
        "game": m.game, "game_label": labels.game(m.game), "date": date,
        "house_rules": [labels.setting(k, v) for k, v in sorted(changed.items())],
        "set": m.set, "players": list(m.names), "teams": m.teams,
        "options": changed,
        "units": units, "totals": list(totals), "outs": outs,
        "order": order, "places": places(order, totals, outs),
        "highest_first": positive,
        "rounds": [{"charged": list(r["charged"]), "note": r.get("note")} for r in res["rounds"]],
        "over": res["over"], "winner": res.get("winner"), "loser": res.get("loser"),
        "titles": list(res.get("titles") or ()),
    }
    if "right" in res:
        t["right"] = res["right"]   # the counting game: [right the first time, answers] a child
    return t


def places(order, totals, outs):
    """Each unit's place (1 = first); tied units share the first one's,
    as on the standings screen."""
    p = [0] * len(order)
    for i, s in enumerate(order):
        j = i
        while j and totals[order[j - 1]] == totals[s] and outs[order[j - 1]] == outs[s]:
            j -= 1
        p[s] = j + 1
    return p


def as_json(t):
    return json.dumps(t)


def _cell(v):
    # CSV quoting (RFC 4180); a leading = + - @ is text, not a formula, in
    # a spreadsheet.
    v = str(v)
    if v[:1] in ("=", "+", "-", "@") and not _number(v):
        v = "'" + v
    if "," in v or '"' in v or "\n" in v or "\r" in v:
        v = '"' + v.replace('"', '""') + '"'
    return v


def _number(v):
    return v.lstrip("-").isdigit()


def as_csv(t):
    """The game, the date and the house rules, a blank line, then one row
    per round (what each player or pair was charged), the totals and the
    places."""
    from app import lang
    out = ["game," + _cell(t["game_label"]), "date," + (t["date"] or ""),
           "house rules," + _cell("; ".join(t["house_rules"]).replace("\n", " ") or lang.get(lang.T_STANDARD_RULES)),
           "", "round," + ",".join(_cell(u) for u in t["units"])]
    for i, r in enumerate(t["rounds"]):
        out.append("%d," % (i + 1) + ",".join(str(c) for c in r["charged"]))
    out.append("total," + ",".join(str(c) for c in t["totals"]))
    out.append("place," + ",".join(str(p) for p in t["places"]))
    return "\r\n".join(out) + "\r\n"


_COLORS = ("#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")


def _esc(s):
    return str(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def as_svg(t, w=360, h=200):
    """Running totals after each round, one line per player or pair."""
    return "".join(svg_lines(t, w, h))


def svg_lines(t, w=360, h=200):
    """as_svg's text a line at a time: the server streams it, because on
    the board's heap, busy with a press, the whole chart in one string
    (about 1.3 KB, built twice by a join) is what failed to allocate.
    h is the plot's height; the legend goes below it, two entries a row,
    where no line can run into it (beside the plot, a line ending at the
    top right met the first entry). 360 wide: a phone shows it about 1:1,
    so the 12 px text stays readable."""
    units = t["units"]
    runs = [[0] for _ in units]
    for r in t["rounds"]:
        for u, c in enumerate(r["charged"]):
            runs[u].append(runs[u][-1] + c)
    if not t["rounds"]:
        # Round 1 in play: everyone's 0 drawn across it (a line of one
        # point draws nothing, and an empty chart reads as a broken one).
        for run in runs:
            run.append(0)
    n = len(runs[0]) - 1 if runs else 0
    lo = min(min(x) for x in runs)
    hi = max(max(x) for x in runs)
    if hi == lo:
        hi = lo + 1
    left, top, right, bottom = 40, 10, w - 12, h - 22
    key = h + 4          # the legend's first row, below the round numbers
    rows = (len(units) + 1) // 2

    def px(i):
        return left + (right - left) * i // max(1, n)

    def py(v):
        return bottom - (bottom - top) * (v - lo) // (hi - lo)

    yield ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d" '
           'font-family="sans-serif" font-size="12">\n' % (w, key + 18 * rows, w, key + 18 * rows))
    yield '<title>Running totals</title>\n'
    yield '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#888"/>\n' % (left, bottom, right, bottom)
    yield '<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#888"/>\n' % (left, top, left, bottom)
    yield '<text x="%d" y="%d" text-anchor="end">%d</text>\n' % (left - 4, top + 10, hi)
    yield '<text x="%d" y="%d" text-anchor="end">%d</text>\n' % (left - 4, bottom, lo)
    for i in range(n + 1):
        yield '<text x="%d" y="%d" text-anchor="middle">%d</text>\n' % (px(i), bottom + 16, i)
    for u, run in enumerate(runs):
        c = _COLORS[u % len(_COLORS)]
        pts = " ".join("%d,%d" % (px(i), py(v)) for i, v in enumerate(run))
        yield '<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>\n' % (c, pts)
        x = left + (u % 2) * (w - left) // 2
        y = key + 18 * (u // 2) + 10
        yield '<rect x="%d" y="%d" width="10" height="10" fill="%s"/>\n' % (x, y - 9, c)
        yield '<text x="%d" y="%d">%s %d</text>\n' % (x + 14, y, _esc(units[u]), run[-1])
    yield "</svg>\n"
