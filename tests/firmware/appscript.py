# Button scripts a person would press, for the app tests, the end-to-end
# tests and the bench. Each function presses through one part of a match
# and returns how many presses it took (a hold counts once, its repeats
# not at all).


def press(app, *words):
    """Events to the app as apphw.press sends them; the bench presses
    through the device's drivers instead (appscript.press = boardhw.press)."""
    from apphw import press
    press(app, *words)


def presses(app, fn, *args):
    before = app.presses
    fn(app, *args)
    return app.presses - before


def new_game_same_table(app):
    """Power-on menu -> the dealer screen with the remembered table."""
    press(app, "ok")          # New game (first row with no match open)
    press(app, "ok")          # Deal >
    assert app.name == "mexican.dealer", app.name


def through_dealer(app):
    while app.name == "mexican.dealer":
        press(app, "ok")
    assert app.name == "mexican.referee", app.name


def referee_round(app, out, plays=3):
    """Log a few turns (plays on the own train, one draw and pass), then
    `out` went out, via the menu; out = -1: the scores are entered from the
    menu and the round saved as blocked there."""
    for _ in range(plays):
        press(app, "ok")
    press(app, "down")            # drew one ...
    press(app, "down")            # ... it did not fit: marker up
    # The referee's actions menu (hold DOWN), to its row 3 (Enter scores)
    # or 2 (Who went out?); a row is there only where it applies.
    press(app, "down-long")
    while app.screen.items[app.screen.cur] != (3 if out < 0 else 2):
        press(app, "down")
    press(app, "ok")
    if out >= 0:
        for _ in range((out - app.screen.items[app.screen.cur]) % len(app.book.table["names"])):
            press(app, "down")    # the seat picker to `out`
        press(app, "ok")
        if app.ask:
            press(app, "ok")      # "P2: 14 tiles on record. Went out?" yes
        press(app, "ok")          # round over -> enter scores
    assert app.name == "pips", app.name


def count(app, v):
    """One seat's pips, from 0, confirmed with OK (the screen keeps it at
    once: app.book.save_entry). The quickest keys: hold for tens (nearest
    ten), then single steps, then OK."""
    tens = (v + 5) // 10
    words = []
    if tens:
        words.append("up-long")
        words.extend(["up-repeat"] * (tens - 1))
    fine = v - 10 * tens
    words.extend(["up" if fine > 0 else "down"] * abs(fine))
    words.append("ok")
    press(app, *words)


def enter_pips(app, pips):
    """Every seat but the one out, from the seat the screen is on, then
    Save."""
    out = app.screen.out
    for s in range(app.screen.cur, len(pips)):
        if s == out:
            continue
        assert app.screen.cur == s, (app.screen.cur, s)
        count(app, pips[s])
    press(app, "ok")              # Save


def play_round(app, pips, out):
    through_dealer(app)
    referee_round(app, out)
    enter_pips(app, pips)
    assert app.name == "standings", (app.name, app.msg)
    press(app, "ok")              # next round, or close the finished match
