# What a family at the table runs into (issue 43, items 1-6), each from a
# fresh flash through the buttons: a count confirmed and a power cut, a
# referee's undo said and redone, one OK too many after the dealer, a fives
# game's referee, and a round that scores nothing.
import os
import sys

import appscript
from apphw import choose_language, fresh_root, hardware, new_app, press


def pick_game(app, game):
    """Power-on menu -> setup with `game` picked, back on Deal."""
    press(app, "ok")                                  # New game
    from rules.games import listed
    names = listed()
    d = names.index(game) - names.index(app.screen.t["game"])
    press(app, "down", "ok")                          # the game's row: pick
    for _ in range(abs(d)):
        press(app, "up" if d < 0 else "down")
    assert app.screen.t["game"] == game
    press(app, "back", "up")                          # on Deal


def to_pips(app):
    """A Mexican Train round from a fresh flash to the pips screen, P1 out
    (appscript.referee_round: the referee's "Who went out?")."""
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    appscript.referee_round(app, 0)


# The device's own key driver (drivers.buttons, debounced, timed) on the
# bench's pins: tests/bench/boardhw.py.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bench"))


def tap(app, pin, down=40, up=60):
    """One short press on the device's pins (boardhw), quick as a thumb
    that runs ahead of the screen: no wait for what is shown."""
    import boardhw
    pin.v = 0
    n = boardhw.run(app, down)
    pin.v = 1
    return n + boardhw.run(app, up)


def test_one_ok_too_many_after_the_dealer_records_nothing():
    # Item 3: the dealer's pages paged by the device's keys with a thumb one
    # OK ahead: the OK after the last page used to record the first
    # player's tile (their count 15 -> 14).
    import boardhw
    from drivers.events import KEY_NAMES
    root = fresh_root()
    choose_language(root, 0)
    app = new_app(boardhw.hardware(root))
    boardhw.press(app, "ok", "ok")                    # New game, Deal
    assert app.name == "mexican.dealer", app.name
    ok = boardhw.pins[app.hw.board["keys"][KEY_NAMES.index("ok")]]
    while app.name == "mexican.dealer":
        assert tap(app, ok) == 1
    assert tap(app, ok) == 1                          # one too many, 100 ms after
    assert app.name == "mexican.referee"
    r = app.screen.r
    assert not r.log and r.held[r.seat] == 15 and app.msg is None
    assert not app.book.load_play()["log"]
    boardhw.run(app, 600)                             # the screen read
    first = r.seat
    assert tap(app, ok) == 1                          # a press in answer to it
    assert len(r.log) == 1 and r.held[first] == 14
