"""Nothing is thrown away without asking (issue 26, item 2), from a fresh
flash through the buttons: New game with a match open asks first, a match
left that way is "abandoned" in History and counts for nobody, BACK on
New game keeps what was chosen. (The exports' game, date and house rules:
tests/test_share_http.py, tests/test_export.py.)"""
from apphw import hardware, new_app, press

import appscript


def play_a_round(app):
    """A Mexican Train match of the remembered table, round 1 scored."""
    appscript.new_game_same_table(app)
    appscript.play_round(app, (0, 23, 41, 8), 0)


def frame(app):
    return app.hw.display.screen()


def test_new_game_with_a_match_open_asks_and_back_keeps_playing():
    app = new_app(hardware(seed=3))
    play_a_round(app)                          # a Mexican Train match, round 1 scored
    app.go("menu")
    app.draw()
    assert frame(app).startswith("Boneyard | Resume | New match"), frame(app)
    press(app, "down", "ok")                   # New game
    assert app.msg.startswith("Start a new match? This one goes to History."), app.msg
    assert app.name == "menu"
    press(app, "back")                         # keep it
    assert app.name == "menu" and app.book.active() and app.book.round_no() == 1
    press(app, "ok")                           # New game again, OK: its setup
    assert app.msg.startswith("Start a new match?"), app.msg
    press(app, "ok")
    assert app.name == "setup", app.name


def test_a_match_left_for_a_new_one_is_abandoned_in_history_and_counts_for_nobody():
    app = new_app(hardware(seed=3))
    play_a_round(app)
    app.go("menu")
    press(app, "down", "ok", "ok")             # New game, yes
    press(app, "down", "ok", "down", "ok", "up")   # the game row: Block, back to Deal
    assert app.screen.t["game"] == "block", app.screen.t["game"]
    press(app, "ok")                           # Deal: the new match is the open one
    assert app.name == "line.dealer", app.name
    app.go("menu")
    press(app)
    while app.screen.items[app.screen.cur][1] != "history":
        press(app, "down")
    press(app, "ok")
    lines = app.screen.lines
    assert lines[0][0] == "Block" and lines[0][2].startswith("now in round 1"), lines
    assert lines[1][0] == "Mexican Train" and lines[1][2] == "left in round 2", lines
    # Nobody won or lost it: no player's line counts it.
    assert not any(line[1].startswith("won ") for line in lines), lines


def test_back_on_new_game_keeps_the_choices_made():
    app = new_app(hardware())
    press(app, "ok")                           # New game
    press(app, "down", "ok", "down", "ok")     # the game row: the next game
    game = app.screen.t["game"]
    assert game != "mexican-train"
    press(app, "down", "ok", "down", "ok")     # Players one fewer
    n = len(app.screen.t["names"])
    press(app, "back")
    assert app.name == "menu"
    press(app, "ok")                           # New game again
    assert app.screen.t["game"] == game and len(app.screen.t["names"]) == n, app.screen.t
