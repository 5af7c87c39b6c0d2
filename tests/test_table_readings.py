"""What the table reads is unambiguous (issue 26, item 6), from a fresh
flash through the buttons. (Muggins' ends as each counts, and "missed"
kept clear of the ends: tests/test_cross_buttons.py's matches compare every
screen with the rules core's rules.cross.layout.end_counts.)"""
from apphw import hardware, new_app, press

import appscript
from test_app_entry import PAIRS, start, to_entry
from test_app_standings import ROUNDS_4, play


def test_a_marker_flies_by_its_own_seats_count_not_the_next_seats_tag():
    # Mexican Train [rules/README.md §1]: a player who draws and cannot play puts a
    # marker up. 4 seats: cells of 32 px, the tag (5 px), then the count.
    app = new_app(hardware(seed=3))
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    r = app.screen.r
    seat = r.seat
    press(app, "down", "down")                       # drew, could not play: marker up
    assert r.markers[seat], list(r.markers)
    fb = app.hw.display
    x = seat * 32
    count_end = x + 6 + 4 * len(str(r.held[seat]))   # the small font: 4 px a digit
    next_tag = x + 32
    lit = [c for c in range(count_end, next_tag) if any(fb.pixel(c, y) for y in range(28, 33))]
    assert lit, "no pennant"
    # Nearer its own count than the next seat's tag, and 2 px clear of it.
    assert max(lit) - count_end < next_tag - max(lit) and max(lit) <= next_tag - 3, (count_end, lit, next_tag)


def test_the_standings_say_their_numbers_are_places():
    app = play(ROUNDS_4[:1])
    assert app.hw.display.frame[0] == "After round 1", app.hw.display.frame


def test_the_round_table_does_not_say_round_1_of_1_in_a_13_round_match():
    app = play(ROUNDS_4[:1])
    press(app, "down")                               # the round table
    title = app.hw.display.frame[0]
    assert title == "Played: 1" and "of 1" not in title, title


def test_a_pips_value_of_10_is_drawn_whole_in_the_row():
    # P1 out, P2 10, P3 23, P4 10 so far: " out  10  23 [10" was cut.
    app = new_app(hardware(seed=3))
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    appscript.referee_round(app, 0)
    press(app, "up-long", "ok")                          # P2: 10
    press(app, "up-long", "up-repeat", "up", "up", "up", "ok")   # P3: 23
    press(app, "up-long")                                # P4: 10
    row = app.hw.display.frame[-2]
    assert "[10]" in row and row.count("[") == row.count("]"), row


def kozel_pairs_round(names=None):
    """Kozel in pairs [rules/README.md §3], seat 2 (index 1) out: the entry's
    seats visited, then saved; -> (app, the seats asked)."""
    app = start("kozel", PAIRS)
    assert app.book.table["teams"]
    if names:
        app.book.rename(names)
    to_entry(app, out=1)
    assert hasattr(app.screen, "pips"), app.name    # Kozel: pips only (app.screens.pips)
    asked = []
    n = len(app.screen.pips)
    while app.screen.cur < n:
        asked.append(app.screen.cur)
        press(app, "up", "ok")                       # 1 pip each
    press(app, "ok")                                 # Save
    assert app.name == "standings", (app.name, app.msg)
    return app, asked


def test_the_entry_does_not_ask_the_partner_of_the_one_out():
    # The pair of the one out records nothing; partners add their pips on
    # the other side [rules/README.md §3].
    app, asked = kozel_pairs_round()
    assert asked == [0, 2], asked                    # not seat 1 (out), not seat 3 (its partner)


def test_pairs_names_keep_a_gap_before_the_next_column():
    # "1 Max&Bo2 Ann&Cy": the left column's name ran into the right's place.
    app, _ = kozel_pairs_round(["Maxim", "Annie", "Bobby", "Cyril"])
    frame = app.hw.display.placed
    left = [t for t, x, y in frame if x == 0 and y in (10, 37)]
    assert left and all(8 * len(t) <= 64 - 8 for t in left), frame   # a gap before the place at x=64
