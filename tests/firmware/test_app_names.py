# Names at the table [issue 16, item 1]: a roster of every name used, most
# recent first, to pick from; a new name typed on a letter grid; renaming
# and reseating during a match. Press counts are what a person presses
# from the seat row (a hold counts once, its repeats not at all).
import appscript
from apphw import new_app, press


def to_names(app):
    press(app, "ok")                         # New game
    press(app, "down", "down", "down", "ok")  # the Names row
    assert app.name == "names", app.name


def typed(app, words):
    """Presses of `words` on the names screen; returns how many."""
    before = app.presses
    press(app, *words)
    return app.presses - before


def test_a_new_three_letter_name_takes_at_most_12_presses():
    app = new_app()
    to_names(app)
    # Hold OK: a new name; the cursor is on A (nothing typed before). M is
    # four columns on (D, G, J, M): one hold; OK keeps it. Back to a: one
    # hold; OK. x is two columns back round the end (' then Y), one up;
    # hold OK saves "Max".
    n = typed(app, ["ok-long",
                    "down-long", "down-repeat", "down-repeat", "down-repeat", "ok",
                    "up-long", "up-repeat", "up-repeat", "up-repeat", "ok",
                    "up-long", "up-repeat", "up", "ok-long"])
    assert app.screen.t["names"][0] == "Max"
    assert n == 8 and n <= 12
    assert app.book.settings["roster"][0] == "Max"
    assert "1 Max" in app.hw.display.screen()


def test_the_name_so_far_and_the_letter_under_the_cursor_are_in_the_title():
    app = new_app()
    to_names(app)
    press(app, "ok-long", "down", "ok", "down")   # B kept, then c under the cursor
    frame = app.hw.display.frame
    assert "1: B" in frame and "c" in frame        # seat 1: a capital, then lower case
    assert "OK add hold=done" in frame and "BACK rubs out" in frame
    press(app, "back")                            # rub out: B is under the cursor again
    press(app, "ok-long")
    assert app.screen.t["names"][0] == "B"


def test_the_cursor_starts_where_the_last_name_began():
    app = new_app()
    app.book.remember_names(["Dee"], False, "Dee")
    to_names(app)
    # D is under the cursor at once; e is one step on: "Dee" in 5 presses.
    n = typed(app, ["ok-long", "ok", "down", "ok", "ok-long"])
    assert app.screen.t["names"][0] == "Dee" and n == 5


def test_the_grids_start_is_kept_through_the_deal_and_a_power_cut():
    # Issue 43, item 7: "Dee" typed at seat 4, then Deal (which puts seat
    # 1's name on top of the remembered names) and a power cut: renaming a
    # seat in the match, the grid still starts on D, where the last name
    # typed began, not on seat 1's letter.
    from app.main import App
    app = new_app()
    to_names(app)
    press(app, "down", "down", "down")        # seat 4
    press(app, "ok-long", "down", "down", "down", "ok", "down", "ok", "ok-long")
    assert app.screen.t["names"] == ["P1", "P2", "P3", "Dee"], app.screen.t["names"]
    press(app, "back", "ok")                  # Deal
    assert app.book.settings["roster"][0] == "P1"
    again = App(app.hw, strict=True)          # the power cut, and power on
    press(again, "ok")                        # Resume
    press(again, "back")                      # the dealer's first page: the menu
    while again.screen.items[again.screen.cur][1] != "names":
        press(again, "down")
    press(again, "ok", "down", "ok-long")     # seat 2: a new name
    assert again.hw.display.frame[:2] == ["2: ", "D"], again.hw.display.frame   # D under the cursor, boxed
    n = typed(again, ["ok", "down", "ok", "down", "down", "ok-long"])   # "Deg": 1 + 5 presses from D
    assert again.book.table["names"][1] == "Deg" and n == 6


def test_picking_a_remembered_name_takes_two_presses_on_its_seat():
    app = new_app()
    app.book.remember_names(["Ann", "Bob", "Cy", "Dee"])
    app.book.remember_names(["Eve"])           # the most recent
    assert app.book.settings["roster"][:2] == ["Eve", "Ann"]
    to_names(app)
    press(app, "down", "down", "down")         # seat 4
    # The list opens on the most recent name nobody at the table has.
    n = typed(app, ["ok", "ok"])
    assert n == 2 and app.screen.t["names"][3] == "Eve"
    # The next free one is one more press away.
    press(app, "up")                           # seat 3
    n = typed(app, ["ok", "down", "ok"])
    assert n == 3 and app.screen.t["names"][2] in ("Ann", "Bob", "Cy", "Dee")


def test_a_name_already_at_the_table_swaps_the_two_seats():
    app = new_app()
    app.book.remember_names(["Ann", "Bob"])
    t = app.book.last_table()
    to_names(app)
    names = app.screen.t["names"]
    names[:] = ["Ann", "Bob", "P3", "P4"]
    press(app, "ok")                           # seat 1's list: Bob is at seat 2
    assert "seat 2" in app.hw.display.screen()
    while app.screen.candidates()[app.screen.pick] != "Bob":
        press(app, "down")
    press(app, "ok")
    assert names == ["Bob", "Ann", "P3", "P4"]
    assert t["names"] != names                 # only the table being set up changed


def test_a_typed_name_that_sits_elsewhere_is_refused():
    app = new_app()
    app.book.remember_names(["Pam"], False, "Pam")
    to_names(app)
    app.screen.t["names"][:] = ["Pam", "P2", "P3", "P4"]
    press(app, "down")                          # seat 2
    # "Pam" again: P is under the cursor (the last name began with it); a
    # is five columns back, m four columns on.
    press(app, "ok-long", "ok", "up-long", "up-repeat", "up-repeat", "up-repeat", "up-repeat", "ok",
          "down-long", "down-repeat", "down-repeat", "down-repeat", "ok-long")
    assert "Pam already sits at seat 1" in app.msg
    assert app.screen.t["names"] == ["Pam", "P2", "P3", "P4"]


def test_renaming_a_seat_during_a_match_is_saved_and_keeps_its_scores():
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.play_round(app, (0, 23, 41, 8), 0)   # round 1 scored; the dealer is next
    press(app, "back")                         # the dealer's first page: back to the menu
    assert app.name == "menu"
    while app.screen.items[app.screen.cur][1] != "names":
        press(app, "down")
    press(app, "ok")
    assert app.name == "names" and app.screen.live
    press(app, "down")                         # seat 2 (P2, 23 pips)
    # A new player takes over the seat: "Qr" (the cursor starts on A: no
    # name was typed on this device; Q is five columns and a letter on).
    press(app, "ok-long", "down-long", "down-repeat", "down-repeat", "down-repeat", "down-repeat", "down", "ok",
          "down", "ok-long")
    got = app.book.table["names"][1]
    assert got == "Qr" == app.screen.t["names"][1]
    # A power cut: the match file has the new name, the scores are the seat's.
    from app.main import App
    again = App(app.hw, strict=True)
    assert again.book.table["names"][1] == got
    assert again.book.standings()["totals"] == [0, 23, 41, 8]
    press(app, "back")
    assert app.name == "menu"


def test_the_roster_is_most_recent_first_and_drops_the_oldest_when_full():
    app = new_app()
    app.book.remember_names(["N%d" % i for i in range(32)])
    assert app.book.settings["roster"][0] == "N0" and len(app.book.settings["roster"]) == 32
    app.book.remember_names(["New"])
    roster = app.book.settings["roster"]
    assert roster[0] == "New" and len(roster) == 32 and "N31" not in roster
    app.book.remember_names(["N5"])            # used again: back on top, not twice
    roster = app.book.settings["roster"]
    assert roster[0] == "N5" and roster.count("N5") == 1


def test_a_remembered_name_is_forgotten_when_asked_and_a_saved_match_keeps_it():
    # Issue 43, item 7: a junk name typed by a slip ("Xqz") sat on top of
    # the remembered names for good. Hold OK on it in a seat's list asks
    # first; BACK keeps it, OK forgets it. The match it was dealt in keeps
    # it at its seat (and the list shows it there), through a power cut.
    from app.main import App
    app = new_app()
    to_names(app)
    press(app, "ok-long", "up-long", "up-repeat", "up", "ok", "up-long", "up-repeat", "up", "ok",
          "down-long", "down-repeat", "down-repeat", "ok-long")
    assert app.screen.t["names"][0] == "Xqz"
    press(app, "back", "ok")                   # Deal: a match with Xqz at seat 1
    assert app.book.settings["roster"][0] == "Xqz"
    press(app, "back")                         # the dealer's first page: the menu
    while app.screen.items[app.screen.cur][1] != "names":
        press(app, "down")
    press(app, "ok", "down", "ok")             # seat 2's list
    while app.screen.candidates()[app.screen.pick] != "Xqz":
        press(app, "down")
    assert "hold OK: forget" in app.hw.display.frame, app.hw.display.frame
    press(app, "ok-long")
    assert app.msg.startswith("Forget the name Xqz? Saved matches keep it."), app.msg
    press(app, "back")                         # kept
    assert app.msg is None and "Xqz" in app.book.settings["roster"]
    press(app, "ok-long", "ok")                # asked again: forgotten
    assert "Xqz" not in app.book.settings["roster"]
    assert app.book.table["names"][0] == "Xqz"  # still at its seat in the match
    assert app.name == "names" and app.screen.pick >= 0
    again = App(app.hw, strict=True)           # a power cut
    assert "Xqz" not in again.book.settings["roster"] and again.book.table["names"][0] == "Xqz"


def test_settings_asks_before_forgetting_a_name():
    app = new_app()
    app.book.remember_names(["Ann", "Bob"])
    while app.screen.items[app.screen.cur][1] != "settings":
        press(app, "down")
    press(app, "ok")
    while app.screen.cur < app.screen.names:
        press(app, "down")                     # the first name: Ann
    press(app, "ok-long")
    assert app.msg.startswith("Forget the name Ann?"), app.msg
    press(app, "down")                         # any key but OK keeps it
    assert app.book.settings["roster"] == ["Ann", "Bob"]
    press(app, "ok-long", "ok")
    assert app.book.settings["roster"] == ["Bob"]
