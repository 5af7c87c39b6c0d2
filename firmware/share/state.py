# What the page shows, read from the app between presses: the match's
# standings and round table (share/export.py), the house rules in force,
# and, while a round is refereed, its state as the game's referee says it
# (referee_state, the one place that reads the referee).
from app import labels


def referee_state(book):
    """The round in play as plain data (the game's referee's state(): to_move,
    tiles, boneyard, last_tile, over, out, and what else the family's
    referee keeps: rules/README.md, "Contracts"), or None when no round is
    being refereed or its log cannot be replayed."""
    p = book.load_play()
    if p is None:
        return None
    t = book.table
    opts = book.options()
    from rules.families import screen
    s = screen(t["game"], opts, "referee")
    if s == "round":
        return None   # a round refereed without turns
    rf = __import__("rules.%s.referee" % s[:s.find(".")], None, None, ("begin",))
    from rules import RulesError
    from rules.games import by_score, seats
    k = book.round_no()
    try:
        r = rf.begin(t, opts, k, p["first"], p["log"], seats(t, opts, book.standings() if k and by_score(t, opts)
                                                           else None))
    except RulesError:
        return None
    return r.state()


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
    from rules.families import results
    from share.seats import movable
    s["results"] = results(s["game"])   # the counting game: rounds won and answers
    s["reseat"] = movable(b)
    s["v"] = version
    s["game_label"] = labels.game(s["game"])
    s["rules"] = s.get("house_rules") or [labels.setting(k, v) for k, v in sorted(s["options"].items())]
    return s
