# What a family at the table runs into (issue 43, items 1-6), each from a
# fresh flash through the buttons: a count confirmed and a power cut, a
# referee's undo said and redone, one OK too many after the dealer, a fives
# game's referee, and a round that scores nothing.
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


def test_counts_confirmed_on_the_pips_screen_survive_a_power_cut():
    # Item 1: README, "Saved matches and power cuts": every confirmed entry
    # (a player's count) is saved.
    app = new_app()
    to_pips(app)
    assert app.screen.cur == 1                        # P1 went out: P2 first
    press(app, "up-long", "up", "up", "ok")           # P2: 12
    press(app, "up", "up", "up", "up", "ok")          # P3: 4
    press(app, "up")                                  # P4: 1, not confirmed
    again = new_app(hardware(app.hw.root))            # the power cut
    assert again.name == "menu"
    press(again, "ok")                                # Resume
    assert again.name == "pips", again.name
    assert again.msg is None, again.msg
    assert again.screen.pips[1:3] == [12, 4] and again.screen.out == 0
    assert again.screen.cur == 3                      # on P4, where the cut found it
    press(again, "up", "up", "ok", "ok")              # P4: 2; Save
    assert again.name == "standings", (again.name, again.msg)
    assert again.book.rounds[0].pips == [0, 12, 4, 2]
    # Saved into the match: the next round's pips start from nothing.
    press(again, "ok")
    appscript.through_dealer(again)
    appscript.referee_round(again, 1)
    assert again.screen.pips == [0, 0, 0, 0]


def test_a_facts_entry_keeps_its_confirmed_fields_through_a_power_cut():
    # Item 1, the facts entry (app.screens.entry.Facts: Muggins' round).
    app = new_app()
    pick_game(app, "muggins")
    press(app, "ok")
    while app.name.endswith("dealer"):
        press(app, "ok")
    press(app, "down-long", "ok")                     # Enter scores
    assert app.screen.fields()[app.screen.cur][0] == "out"
    press(app, "up", "ok", "ok")                      # P1 went out (5 tiles by the referee: yes)
    assert app.screen.out == 0
    x, s = app.screen.fields()[app.screen.cur]
    press(app, "up", "up", "up", "ok")                # the next field: 3
    cur = app.screen.cur
    again = new_app(hardware(app.hw.root))            # the power cut
    press(again, "ok")                                # Resume
    assert again.name == "entry" and again.msg is None, (again.name, again.msg)
    assert again.screen.out == 0 and again.screen.cur == cur
    assert again.screen.fields()[cur - 1] == (x, s)
    assert (again.screen.pts if x == "points" else getattr(again.screen.r, x))[s] == 3


def test_a_referee_undo_says_what_it_undid_and_hold_ok_redoes_it():
    # Item 2: BACK in a referee took a report back silently, and nothing
    # redid it.
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    r = app.screen.r
    names = app.book.table["names"]
    first = r.seat
    press(app, "ok")                                  # played on the own train
    press(app, "down")                                # the next drew one
    log = bytes(r.log)
    press(app, "back")
    assert app.msg == "Undone: %s drew.\nHold OK to redo." % names[(first + 1) % 4], app.msg
    assert len(app.book.load_play()["log"]) == 1      # saved as said
    press(app, "ok-long")                             # redo
    assert app.msg == "Redone: %s drew." % names[(first + 1) % 4], app.msg
    assert bytes(app.screen.r.log) == log and app.book.load_play()["log"] == log
    press(app, "ok")                                  # read
    press(app, "back-long")                           # hold BACK: the same
    assert app.msg.startswith("Undone: %s drew." % names[(first + 1) % 4]), app.msg
    press(app, "ok", "back")
    assert app.msg.startswith("Undone: %s's tile." % names[first]), app.msg
    press(app, "ok", "back")                          # nothing left
    assert app.msg == "Nothing to undo.", app.msg


def test_leaving_an_entry_with_typed_counts_asks_first():
    # Item 2: BACK from the first seat of pips entry left it without asking,
    # and a second BACK undid the last play silently.
    app = new_app()
    to_pips(app)
    press(app, "up", "up", "up")                      # P2: 3, typed
    press(app, "back")                                # the first seat asked
    assert app.name == "pips" and app.msg.startswith("Leave the scores?"), app.msg
    press(app, "back")                                # stay
    assert app.name == "pips" and app.screen.pips[1] == 3
    press(app, "back", "ok")                          # leave: yes
    assert app.name == "mexican.referee", app.name
    assert not app.book.load_play().get("entry")      # what was typed is gone
    press(app, "back")                                # the going out taken back: said
    assert app.msg.startswith("Undone: P1 went out."), app.msg


# The device's own key driver (drivers.buttons, debounced, timed) on the
# bench's pins: tests/bench/boardhw.py (the path by string: MicroPython's os
# has no os.path).
sys.path.insert(0, __file__[:__file__.rfind("/") + 1] + "../bench")


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


def test_a_fives_game_shows_ends_sum_and_checks_who_went_out():
    # Item 5: Muggins' referee showed tile counts only; its "Who went out?"
    # took a seat the referee counts at 6 tiles.
    app = new_app()
    pick_game(app, "muggins")
    press(app, "ok")                                  # Deal
    while app.name.endswith("dealer"):
        press(app, "ok")
    assert app.name == "cross.referee"
    press(app, "ok", "ok", "ok")                      # the first tile: 3-3, laid
    screen = app.hw.display.screen()
    assert "3 3 | =6" in screen, screen               # the ends, their sum
    press(app, "ok")                                  # the next player draws
    press(app, "down-long", "ok")                     # Enter scores
    assert app.name == "entry" and app.screen.fields()[app.screen.cur][0] == "out"
    press(app, "up", "up")                            # P2, 6 tiles by the referee
    press(app, "ok")
    assert app.msg.startswith("P2: 6 tiles on record. Went out?"), app.msg
    press(app, "back")                                # no
    assert app.screen.cur == 0
    press(app, "down", "ok")                          # P1: 4 tiles: asked too
    assert app.msg.startswith("P1: 4 tiles on record."), app.msg
    press(app, "ok")                                  # yes
    assert app.screen.cur == 1 and app.screen.out == 0


def test_kozel_a_round_under_13_says_why_it_scores_nothing():
    # Item 6 [002]: a record opens only at 13; a round that charges nobody
    # said nothing.
    app = new_app()
    pick_game(app, "kozel")
    press(app, "ok")
    while app.name.endswith("dealer"):
        press(app, "ok")
    press(app, "down-long", "ok")                     # Enter scores
    assert app.name == "entry"
    press(app, "ok-long", "ok")                       # P1 went out (7 tiles: yes)
    press(app, "up", "up", "up", "ok")                # P2: 3
    press(app, "up", "up", "ok")                      # P3: 2
    press(app, "up", "up", "up", "up", "ok")          # P4: 4 (P2 and P4: 7)
    press(app, "ok")                                  # Save
    assert app.name == "standings"
    assert app.msg == "Round 1: nothing recorded.\nNeeds 13 to open.", app.msg
    press(app, "ok", "down", "ok")                    # read; round 1's entry
    assert "Needs 13 to" in app.hw.display.screen(), app.hw.display.screen()
