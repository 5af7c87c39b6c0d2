# What the page shows, read from the app between presses: the match's
# standings and round table (share/export.py), the house rules in force,
# and, while a round is refereed, whose turn it is, the markers and the
# open doubles (referee_state, the one place that reads the referee).
from app import labels


def referee_state(book):
    """The round in play as plain data, or None when no round is being
    refereed: to_move (seat), tiles (per seat), boneyard, markers (per
    seat), open_doubles ([number, seat] in the order they must be
    satisfied), last_tile (seats down to one tile), over, out (seat or -1).
    Read from app.play.Round replaying the saved log."""
    p = book.load_play()
    if p is None:
        return None
    from app import play
    from rules.deal import round_plan
    t = book.table
    opts = book.options()
    n = len(t["names"])
    hand, bone, engine, total = round_plan(t["game"], t["set"], n, opts, book.round_no())
    r = play.Round(n, p["first"], hand, bone, bool(opts.get("doubles_newest_first")), p["log"])
    mex = t["game"] == "mexican-train"   # markers are Mexican Train's [RULES.md 1]
    return {"to_move": r.seat, "tiles": list(r.hands), "boneyard": r.bone,
            "markers": [bool(r.markers[s]) and mex for s in range(n)],
            "open_doubles": [[d, s] for d, s in r.open_doubles()],
            "last_tile": [s for s in range(n) if r.hands[s] == 1],
            "over": r.state != play.RUNNING, "out": r.out, "engine": engine}


def page(app, version):
    """The whole state the page renders, as a dict for JSON."""
    b = app.book
    if b.active():
        from share.export import table
        s = table(b.match)
        s["round"] = b.round_no() + 1
        s["referee"] = referee_state(b)
    else:
        t = b.last_table()
        s = {"game": t["game"], "set": t["set"], "players": t["names"], "options": t["options"],
             "units": [], "rounds": [], "round": 0, "referee": None, "over": False}
    s["active"] = b.active()
    s["v"] = version
    s["game_label"] = labels.game(s["game"])
    s["rules"] = [labels.setting(k, v) for k, v in sorted(s["options"].items())]
    return s
