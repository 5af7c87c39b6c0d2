"""Buttons behave the same everywhere (issue 26, item 7), each from a fresh
flash through the app's buttons; each of these failed on the main the
issue was filed against."""
from apphw import hardware, new_app, press

from rules import games


def frame(app):
    return app.hw.display.frame


def started(game, opts=None, players=4, seed=7):
    app = new_app(hardware(seed=seed))
    app.book.start({"game": game, "names": ["Ann", "Bob", "Cy", "Di"][:players],
                    "set": 12 if game == "mexican-train" else 6,
                    "options": games.changed(game, opts or {}), "teams": 0})
    return app


def line_layout_referee():
    """Kozel refereed tile by tile, at its first tile (the lead picker)."""
    app = started("kozel", {"referee": "layout"})
    app.go("referee")
    press(app)
    while app.name == "line.dealer":
        press(app, "ok")
    assert app.name == "line.referee", app.name
    return app


def test_up_raises_the_number_in_a_tiles_picker_and_a_hold_says_it_jumps_3():
    app = line_layout_referee()
    r = app.screen.r
    if r.lead >= 0:
        press(app, "ok")          # the lead named by the dealer: laid
        press(app, "up")          # a tile on the left end: its number
    else:
        press(app, "ok")          # the first tile: its first number
    sc = app.screen
    assert sc.pick, frame(app)
    was = sc.items[sc.cur]
    press(app, "up")
    assert sc.items[sc.cur] > was or sc.cur == 0, (was, sc.items, sc.cur)   # up, round to the lowest
    press(app, "down", "down")
    assert sc.items[sc.cur] < was or sc.cur == len(sc.items) - 1
    # The hold's jump is on the picker's screen (texts/en.txt HINT_HOLD_JUMP).
    assert "hold" in frame(app) and "jumps" in frame(app) and "3" in frame(app), frame(app)


def test_a_hold_of_up_on_the_referees_main_screen_is_its_press_not_ignored():
    for hold in (True, False):
        app = line_layout_referee()
        if app.screen.r.lead < 0:
            press(app, "ok", "ok", "ok")       # the first tile, 3|3
        else:
            press(app, "ok")
        assert app.screen.r.laid if hasattr(app.screen.r, "laid") else app.screen.r.open
        press(app, "up-long" if hold else "up")
        assert app.screen.pick or app.msg, (hold, frame(app))   # the left end's picker (or why not)


def test_ok_during_the_dice_roll_settles_it_on_who_goes_first():
    app = started("mexican-train")
    app.go("dealer")
    press(app)
    press(app, "ok", "ok")                     # the engine, the seats: the dice roll
    assert "Rolling dice" in frame(app), frame(app)
    press(app, "ok")                           # at once, while the die still rolls
    assert "Goes first:" in frame(app), frame(app)
    press(app, "ok")
    assert "Each player" in frame(app), frame(app)


def test_who_went_out_asks_about_a_seat_that_holds_tiles_on_record():
    app = started("mexican-train")
    app.go("dealer")
    press(app)
    while app.name == "mexican.dealer":
        press(app, "ok")
        app.hw.clock.now += 5000
        app.tick()
    r = app.screen.r
    seat = r.seat
    press(app, "down-long", "ok", "ok")        # the actions, who went out, the seat to move
    assert app.msg and app.msg.startswith("%s: %d tiles on record. Went out?" % (
        ["Ann", "Bob", "Cy", "Di"][seat], r.held[seat])), app.msg
    press(app, "back")                         # no: nothing reported
    assert not app.screen.r.over
    press(app, "down-long", "ok", "ok", "ok")  # again, and OK: yes
    assert app.screen.r.over and app.screen.r.out == seat


def game_row(app):
    press(app, "ok", "down", "ok")             # New game, the game row, edit
    assert app.name == "setup" and app.screen.editing


def test_the_game_list_goes_by_family_and_down_goes_down_it():
    app = new_app(hardware())
    game_row(app)
    seen = [app.screen.t["game"]]
    for _ in range(len(games.names()) - 1):
        press(app, "down")
        seen.append(app.screen.t["game"])
    fams = [games.family(g) for g in seen]
    # Mexican Train, the line games, the cross games, Sausage, Chaplygin's
    # counting game [rules reference 1-14].
    assert fams == sorted(fams, key=("mexican", "line", "cross", "sausage", "counting").index), seen
    assert len(set(seen)) == len(seen)
    assert seen.index("kozel") > seen.index("block")      # unplayed: rules/README.md's order


def test_the_game_list_keeps_its_order_after_a_game_was_played():
    # Issue 43, item 10: it reordered itself (the most played first).
    app = started("kozel")                     # a Kozel match on this device
    app.go("menu")
    press(app)
    press(app, "down", "ok")                   # New game (below Resume)
    assert app.msg and app.msg.startswith("Start a new match?"), app.msg
    press(app, "ok")                           # yes, a new game
    press(app, "down", "ok")                   # the game row, edit
    assert app.screen.t["game"] == "kozel"     # opened on the last game played
    line = [g for g in app.screen.games() if games.family(g) == "line"]
    assert line[:4] == ["block", "draw", "two-player", "kozel"], line


def test_passing_a_two_player_game_leaves_the_players_asked_for():
    app = new_app(hardware())
    game_row(app)
    counts = []
    while app.screen.t["game"] != "sausage":
        press(app, "down")
        counts.append((app.screen.t["game"], len(app.screen.t["names"])))
    for g, n in counts:
        row = games.game(g, False)
        assert n == max(row[2], min(row[3], 4)), counts    # 4 wherever the game seats 4
