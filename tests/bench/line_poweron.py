# bench_app_line's power-ons (issue 11): a fresh flash, one line game
# picked in setup with the layout referee, its dealer's pages and three
# rounds by the device's drivers as bench_app drives them: every tile
# entered with its end and outer number (the first tile off the table that
# fits, as if the player held it; a knock when none does) until a seat is
# out, then the round's scores (nothing left: zeros). The cross and fives
# games (issue 12) the same way on their referee screen: the tile a
# picker opens on (face up), else a draw or a knock; Sausage on its own
# referee screen, the first play it lists. Its own module,
# loaded by a long name, so its names are interned only by these runs.
import appscript
import boardhw


def one_line_game(app, game):
    p = boardhw.press
    p(app, "ok")                       # a fresh flash: New game
    # The game list's order on a fresh flash. One name for the function and
    # its list, then None: a function left in this frame would hold the
    # games table's module (its globals) through the whole run.
    from rules.games import listed as names
    names = names()
    d = names.index(game) - names.index(app.screen.t["game"])
    names = None
    p(app, "down", "ok")
    for _ in range(abs(d)):
        p(app, "up" if d < 0 else "down")   # DOWN goes down the list
    assert app.screen.t["game"] == game, (game, app.screen.t["game"])
    if game == "counting":
        p(app, "ok", "up", "ok")       # Chaplygin's counting game as it comes (step 2.1): deal
        return counting_rounds(app, p)
    # The layout referee, pressed in on the house-rules screen: from the
    # game's row down to House rules (players, names, set), then its row.
    p(app, "ok", "down", "down", "down", "down", "ok")
    for _ in range(app.screen.keys.index("referee")):
        p(app, "down")
    from rules.games import options as was
    was = was(game)["referee"]         # the fives games' default is layout already
    p(app, "ok")
    if was != "layout":
        p(app, "up")                   # quick -> layout
    p(app, "ok")
    assert app.screen.t["options"].get("referee", was) == "layout", app.screen.t["options"]
    was = None
    p(app, "back", "ok")               # back on Deal: deal
    from rules.families import screen
    dealer = screen(game, {}, "dealer")   # the game's dealer (rules.families)
    for k in range(3):
        while app.name == dealer:
            p(app, "ok")
        # The round's reports in a function of their own: the referee is
        # read through app.screen each time, and the C frame that evaluated
        # app.screen.r.over is gone when the round is: a value left in this
        # frame would hold the referee and its modules past the round (the
        # unix port's GC scans the C stack conservatively), where the
        # device's loop (app.main.run) holds none of them.
        referee_round(app, p)
        p(app, "ok")                   # the scores
        guard = 0
        while app.name in ("pips", "entry") and guard < 40:
            p(app, "ok")
            guard += 1
        assert app.name == "standings", (game, app.name, app.msg)
        if app.msg is not None:
            p(app, "ok")               # read: the round scored nothing (zeros), and why
        if app.book.match is None or app.book.standings()["over"]:
            break
        p(app, "ok")
    # The names the run interned, as the port counts them (n_qstr: 621 adds
    # a pool, ~7 KB on the 64-bit port); this call's own name included.
    import micropython
    micropython.qstr_info()
    return (("%s refereed by buttons in layout mode: rounds" % game, k + 1),
            ("%s: presses" % game, app.presses))


def counting_rounds(app, p):
    """Three rounds of the counting game (app.screens.counting) by the
    buttons: each plate laid is a 1, answered with a plate of its number
    (step 2.1 allows one), its answer said back and read, until a child
    has laid every plate; each round saved, then the next dealt."""
    for k in range(3):
        while app.name == "counting.dealer":
            p(app, "ok")
        while not app.screen.r.over:
            if app.screen.r.plate < 0:
                p(app, "up", "ok")     # a 1 laid (the picker from 0)
            else:
                p(app, "up", "ok", "ok", "ok")   # answered with a 1, said back, read
        p(app, "ok")                   # the round saved: the standings
        assert app.name == "standings", (app.name, app.msg)
        p(app, "ok")
    import micropython
    micropython.qstr_info()
    return (("counting refereed by buttons: rounds", k + 1), ("counting: presses", app.presses))


def referee_round(app, p):
    """Every report of one round, by the buttons, until it is over."""
    while not app.screen.r.over:
        sc = app.screen
        if hasattr(sc, "parts"):
            cross_turn(app, sc, p)
        elif hasattr(sc, "special"):
            sausage_turn(app, sc, p)
        elif not sc.r.open:
            p(app, "ok")           # the opening tile (named, or its numbers asked)
            while app.screen.pick:
                p(app, "ok")
        else:
            e = 0 if sc.numbers(sc.r.ends[0]) else 1 if sc.numbers(sc.r.ends[1]) else -1
            if e < 0:
                p(app, "ok")       # nothing fits: draw or knock
            else:
                p(app, "up" if e == 0 else "down", "ok")


def cross_turn(app, sc, p):
    """One report on the cross referee's screen (app.screens.cross.referee)."""
    if not sc.r.laid:
        p(app, "ok")                   # the opening tile (named, or its numbers asked)
        while app.screen.pick:
            p(app, "ok")
        return
    for side in (0, 1):
        if sc.end_items(side):
            p(app, "up" if side == 0 else "down")
            if app.screen.items[app.screen.cur] & 8:
                p(app, "down")         # the same double face up (DOWN lowers: the face-up item is the one before)
            p(app, "ok")
            return
    p(app, "ok")                       # nothing fits: draw or knock


def sausage_turn(app, sc, p):
    """One turn on Sausage's referee screen (app.screens.sausage.referee):
    the tile taken is the first the referee lists (a line's end, else a
    cut or a double put in), as if the row held it; the first tile the
    numbers the pickers open on."""
    if not sc.r.lines[0]:
        p(app, "ok", "ok", "ok")
        return
    from rules.sausage.referee import ways
    w = ways(sc.r)
    for t, m in w:
        if m & 3072 == 1024:           # rules.sausage.position.END, on line m & 1
            p(app, "down" if m & 1 else "up", "ok")
            return
    p(app, "ok-long" if w else "ok", "ok")   # a cut or a double in; else a misfit
