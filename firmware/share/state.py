# What the page shows, read from the app between presses: the match's
# standings and round table (share/export.py), the house rules in force,
# and, while a round is refereed, whose turn it is, the markers and the
# open doubles (referee_state, the one place that reads the referee).
from app import labels


def referee_state(book):
    """The round in play as plain data, or None when no round is being
    refereed (or the game has no referee yet): to_move (seat), tiles (per
    seat), boneyard, markers (per seat), open_doubles (the trains they lie
    on, a seat or "mexican", in the order they must be satisfied: the first
    is due), last_tile (seats down to one tile), over, out (seat or -1).
    Read from rules.mexican.referee replaying the saved log."""
    p = book.load_play()
    t = book.table
    from rules.games import family
    if p is None or family(t["game"]) != "mexican":
        return None
    from rules.deal import engine_dealt, round_plan
    from rules.mexican.referee import OUT, Referee
    opts = book.options()
    n = len(t["names"])
    hand, bone, engine, total = round_plan(t["game"], t["set"], n, opts, book.round_no())
    r = Referee(n, opts, p["first"], bytes([hand]) * n, bone, not engine_dealt(opts), p["log"])
    return {"to_move": r.seat, "tiles": list(r.held), "boneyard": r.left,
            "markers": [bool(m) for m in r.markers],
            "open_doubles": ["mexican" if j == n else j for j in r.doubles],
            "last_tile": r.last_tile(),
            "over": bool(r.over), "out": r.out if r.over == OUT else -1, "engine": engine}


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
    s["rules"] = s.get("house_rules") or [labels.setting(k, v) for k, v in sorted(s["options"].items())]
    return s
