# The device app driven by button events, as a person at the table would:
# issue 5 (setup, dealer, referee, scoring, standings, bad entries).
import sys

import appscript
from apphw import hardware, new_app, press

# Typical hands of a 4-player double-12 round, per seat (rules/README.md §1 Scoring:
# the player who went out scores 0, everyone else the pips left in hand).
MATCH_4 = (
    ((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1), ((30, 14, 0, 52), 2), ((7, 28, 16, 0), 3),
    ((0, 44, 9, 21), 0), ((18, 0, 27, 33), 1), ((25, 11, 0, 40), 2), ((9, 36, 22, 0), 3),
    ((0, 15, 48, 26), 0), ((31, 0, 12, 17), 1), ((14, 29, 0, 38), 2), ((6, 20, 45, 0), 3),
    ((0, 13, 24, 30), 0),
)


def test_new_game_reaches_the_dealer_with_the_engine_reminder():
    app = new_app()
    n = appscript.presses(app, appscript.new_game_same_table)
    assert n <= 8
    assert "Put the 12-12 in" in app.hw.display.screen()
    assert "the hub" in app.hw.display.screen()


def test_a_new_match_the_ledger_refuses_leaves_setup_as_it_was():
    # The match is started after the setup screen's code has left the heap
    # (app.main.App.handle); a refusal then (a full flash, say) brings setup
    # back with the table as it was set, and says why; nothing is started.
    from rules import RulesError
    app = new_app()
    press(app, "ok")                            # New game: setup
    t = app.screen.t
    t["names"] = t["names"][:3]                 # three players, not the last table's four

    def refuse(table):
        raise RulesError("no room on the flash")
    app.book.start = refuse
    press(app, "ok")                            # Deal >
    assert app.name == "setup" and app.screen.t["names"] == t["names"]
    assert app.msg == "no room on the flash" and "no room on the" in app.hw.display.screen()
    assert app.book.match is None
    del app.book.start
    press(app, "back", "ok")                    # the message put away, Deal again
    assert app.name == "mexican.dealer" and app.book.table["names"] == t["names"]


def test_dealer_tells_tiles_boneyard_and_first_player():
    app = new_app()
    appscript.new_game_same_table(app)
    d = app.screen
    # rules/README.md §1, preset "001": 4 players take 15 from double-12; the engine
    # is in the hub, so 91 - 1 - 60 = 30 stay in the boneyard.
    assert (d.hand, d.bone) == (15, 30)
    press(app, "ok", "ok")                      # seats, then the dice roll
    assert "Rolling dice" in app.hw.display.screen()
    for _ in range(40):                         # let the die roll out
        app.hw.clock.now += 100
        app.tick()
        app.draw()
    assert "Goes first:" in app.hw.display.screen()
    assert app.screen.shown == app.screen.opener
    assert app.book.table["names"][app.screen.opener] in app.hw.display.screen()
    press(app, "ok", "ok")                      # tiles, house rules
    assert "standard rules" in app.hw.display.screen()
    press(app, "ok")
    assert app.name == "mexican.referee"


def test_a_13_round_match_by_buttons_ends_with_the_right_totals_and_winner():
    app = new_app()
    appscript.new_game_same_table(app)
    totals = [0, 0, 0, 0]
    for pips, out in MATCH_4:
        for s in range(4):
            totals[s] += pips[s]
        appscript.play_round(app, pips, out)
    # The last OK closed the match: it is in the history with its winner,
    # and every player's figures: matches won of played, points a round.
    assert app.name == "menu"
    best = totals.index(min(totals))
    names = app.book.last_table()["names"]
    matches, players = app.book.history()
    assert [m[:4] for m in matches] == [("mexican-train", names, 13, [names[best]])]
    assert [p[2:] for p in players] == [[1, int(s == best), totals[s], 13] for s in range(4)]
    # A second match, two rounds in: History lists it first, in play.
    appscript.new_game_same_table(app)
    for pips, out in MATCH_4[:2]:
        appscript.play_round(app, pips, out)
    press(app, "back")                          # the dealer: back to the menu
    while app.screen.items[app.screen.cur][1] != "history":
        press(app, "down")
    press(app, "ok")
    screen = app.hw.display.screen()
    assert "Mexican Train | now in round 3 | Mexican Train | won by %s" % names[best] in screen
    while "a round" not in app.hw.display.screen():
        press(app, "down")                      # to the players' figures (P1 first)
    screen = app.hw.display.screen()
    assert "%s | won %d/1 | %.1f a round" % (names[0], int(best == 0), totals[0] / 13) in screen


def test_the_final_screen_names_the_winner_and_explains_a_tie():
    app = new_app()
    appscript.new_game_same_table(app)
    totals = [0, 0, 0, 0]
    for pips, out in MATCH_4[:12]:
        for s in range(4):
            totals[s] += pips[s]
        appscript.play_round(app, pips, out)
    # The last round brings P1 level with P4; P4 went out in more rounds (4
    # vs 3), which breaks the tie [rules/README.md §1, Scoring].
    last = (totals[3] - totals[0], 60, 60, 0)
    assert last[0] >= 0
    appscript.through_dealer(app)
    appscript.referee_round(app, 3)
    appscript.enter_pips(app, last)
    screen = app.hw.display.screen()
    assert "Winner: P4" in screen
    assert "P4 and P1 tie on" in screen and str(totals[3]) in screen and "more rounds" in screen


def test_pips_beyond_the_set_get_a_message_not_a_crash():
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    appscript.referee_round(app, 0)
    # Double-12 holds 1092 pips in all [rules/README.md §0]; 3 x 400 is impossible.
    appscript.enter_pips(app, (0, 400, 400, 400))
    assert app.name == "pips"
    assert "1092" in app.msg
    assert app.book.round_no() == 0            # nothing was saved
    assert app.hw.buzzer.played[-1] == "error"
    press(app, "ok")                            # the message goes away
    assert app.msg is None and app.name == "pips"


def test_a_round_with_nobody_out_is_refused_until_marked_or_blocked():
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    press(app, "down-long")                     # the actions menu: Enter scores
    while app.screen.items[app.screen.cur] != 3:
        press(app, "down")
    press(app, "ok")
    assert app.name == "pips"
    for _ in range(4):
        press(app, "up", "ok")
    press(app, "ok")                            # Save
    assert "Nobody marked out" in app.msg
    assert app.book.round_no() == 0
    press(app, "ok")                            # read the message
    press(app, "ok-long")                       # hold OK on Save: blocked
    assert app.name == "standings"
    assert app.book.round_no() == 1


def test_a_round_scored_twice_is_refused():
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    appscript.referee_round(app, 2)
    appscript.enter_pips(app, (10, 20, 0, 30))
    assert app.name == "standings"
    # The book refuses round 1 a second time (a second save of the same
    # entry, as after a power cut at the wrong moment).
    from rules import RulesError
    try:
        app.book.add_round(app.book.rounds[0], 0)
        raised = None
    except RulesError as e:
        raised = str(e)
    assert raised and "already scored" in raised
    assert app.book.round_no() == 1


def test_referee_turns_markers_draws_and_undo():
    # rules/README.md §1, A normal turn / Cannot play / Markers, by the buttons.
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    r = app.screen.r
    first = r.seat
    nxt = (first + 1) % 4
    press(app, "ok")                            # played on the own train: next player
    assert r.seat == nxt and r.held[first] == 14
    press(app, "down")                          # could not play: drew one
    assert r.left == 29 and r.seat == nxt and r.drawn
    assert "Drew, no more" in app.hw.display.screen()
    press(app, "down")                          # it did not fit: pass, marker up
    assert r.markers[nxt] and r.seat == (nxt + 1) % 4 and r.left == 29
    # The next player may play on the marked train [Markers].
    assert "Open: M %d" % (nxt + 1) in app.hw.display.screen()
    press(app, "back")                          # undo the pass: said
    assert app.msg.startswith("Undone: %s passed." % app.book.table["names"][nxt]), app.msg
    press(app, "ok", "back")                    # read; undo the draw
    assert app.msg.startswith("Undone: %s drew." % app.book.table["names"][nxt]), app.msg
    press(app, "ok")
    assert r.seat == nxt and r.left == 30 and not r.markers[nxt]
    assert app.book.load_play()["log"] == bytes([0 << 5 | first])   # saved as shown
    press(app, "up")                            # elsewhere: only the Mexican is open
    assert "Mexican" in app.hw.display.screen() and "%d P" % (first + 1) not in app.hw.display.screen()
    press(app, "back")
    assert len(r.log) == 1


def test_open_doubles_are_shown_by_train_and_satisfied_in_order():
    # rules/README.md §1, Doubles and Open double: two doubles in one turn, the
    # player cannot follow; they are due in the order played, each on the
    # train it lies on.
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    r = app.screen.r
    first = r.seat
    press(app, "ok-long")                       # a double on the own train
    assert r.seat == first and "Again! 1 open" in app.hw.display.screen()
    press(app, "up", "ok-long")                 # ... and one on the Mexican
    press(app, "down", "down")                  # cannot follow: draw, pass
    assert "open_double" in app.hw.buzzer.played
    assert "Due %d, then M" % (first + 1) in app.hw.display.screen()
    press(app, "up")                            # elsewhere is closed while one is due
    assert "A double is due on %s's train" % app.book.table["names"][first] in app.msg
    press(app, "ok")                            # read it
    press(app, "ok")                            # the next player satisfies the first
    assert "Due: the Mexican" in app.hw.display.screen()


def test_last_tile_alert_for_every_seat_and_going_out_by_hand_count():
    # rules/README.md §1, Last tile and End of round.
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    r = app.screen.r
    first = r.seat
    for _ in range(4 * 14 - 2):                 # everyone but the last two plays 14 of 15
        press(app, "ok")
    assert "last_tile" in app.hw.buzzer.played
    names = app.book.table["names"]
    on_one = [names[(first + i) % 4] for i in range(2)]
    # In 12 px letters, 12 to the line (referee_draw.last_tile).
    assert "LAST: " + " ".join(sorted(on_one, key=names.index)) in app.hw.display.frame
    press(app, "ok", "ok")
    assert r.last_tile() == [0, 1, 2, 3]
    # All four: "LAST: P1 P2 P3 P4" is wider than the line; the seats'
    # numbers fit.
    assert "LAST: 1234" in app.hw.display.frame, app.hw.display.frame
    press(app, "down")                          # the first player draws: only theirs clears
    assert first not in r.last_tile() and len(r.last_tile()) == 3
    press(app, "back", "ok")                    # undone (read)
    press(app, "ok")                            # the first player goes out
    assert r.out == first and "round_over" in app.hw.buzzer.played
    press(app, "ok")
    assert app.name == "pips" and app.screen.out == first


def deal_with(option):
    """A new game with the house rule `option` switched on, dealt: the
    dealer's first page."""
    app = new_app()
    press(app, "ok")
    press(app, "down", "down", "down", "down", "down", "ok")   # House rules
    while app.screen.keys[app.screen.cur] != option:
        press(app, "down")
    press(app, "ok", "up", "ok", "back", "ok")  # on, back to setup, Deal
    assert app.name == "mexican.dealer"
    return app


def test_engine_holder_starts_asks_who_has_it_and_counts_the_boneyard():
    # rules/README.md §1, Engine placement and First player (engine_holder_starts):
    # all tiles are dealt, so 91 - 60 = 31 stay in the boneyard; the
    # dealer asks who holds the engine, and its holder starts.
    app = deal_with("engine_holder_starts")
    assert "Put the" not in app.hw.display.screen() and "holder lays it" in app.hw.display.screen()
    assert app.screen.bone == 31
    press(app, "ok", "ok")                      # engine, seats
    assert "Who has 12-12?" in app.hw.display.screen()
    press(app, "down", "down", "down")          # nobody -> seat 1 -> seat 2 -> seat 3
    press(app, "ok")
    while app.name == "mexican.dealer":
        press(app, "ok")
    r = app.screen.r
    assert r.engine_placed and r.seat == 2 and r.held[2] == 14 and r.left == 31


def test_engine_from_hand_nobody_holds_it_the_players_draw_in_turn():
    # rules/README.md §1, Engine placement (engine_from_hand): "if nobody holds it,
    # players draw in turn until it appears".
    app = deal_with("engine_from_hand")
    press(app, "ok", "ok", "ok")                # engine, seats; "Nobody": the dice
    assert app.screen.pages[app.screen.page] == 2 and "Rolling dice" in app.hw.display.screen()
    first = app.screen.opener
    while app.name == "mexican.dealer":
        press(app, "ok")
    r = app.screen.r
    assert not r.engine_placed and r.seat == first
    assert "Nobody had 12-12" in app.hw.display.screen()
    press(app, "down")                          # drew: not the engine
    assert r.seat == (first + 1) % 4 and r.left == 30
    press(app, "ok")                            # the next one draws it and lays it
    assert r.engine_placed and r.seat == (first + 1) % 4 and r.held[r.seat] == 15


def test_first_turn_train_is_laid_tile_by_tile():
    # rules/README.md §1, First turn (first_turn_train): several tiles, then done;
    # a player who cannot start marks without drawing.
    app = deal_with("first_turn_train")
    while app.name == "mexican.dealer":
        press(app, "ok")
    r = app.screen.r
    first = r.seat
    assert "Lay own train" in app.hw.display.screen()
    press(app, "ok", "ok", "ok-long")           # three tiles, the last a double
    assert r.seat == first and r.held[first] == 12
    press(app, "down")                          # done: no marker
    assert r.seat == (first + 1) % 4 and not r.markers[first]
    press(app, "down")                          # cannot start: a marker, no draw
    assert r.markers[(first + 1) % 4] and r.left == 30


def test_mute_silences_the_buzzer():
    app = new_app()
    press(app, "down", "down", "ok")            # Settings
    assert app.name == "settings"
    press(app, "ok", "ok")                      # volume 2 -> 3 -> mute
    assert app.hw.buzzer.volume == 0
    assert "mute" in app.hw.display.screen()
    press(app, "back")
    n = len(app.hw.buzzer.played)
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    press(app, "ok-long", "down", "down")       # a double, not followed: due
    press(app, "up")                            # elsewhere is refused: would beep
    assert app.msg and len(app.hw.buzzer.played) == n


def test_house_rules_are_shown_before_the_first_tile():
    app = new_app()
    press(app, "ok")
    press(app, "down", "down", "down", "down", "down", "ok")   # House rules
    assert app.name == "house_rules"
    while app.screen.keys[app.screen.cur] != "marker_penalty":
        press(app, "down")
    press(app, "ok", "up", "ok")                # 0 -> 5
    press(app, "back")                          # setup, on "Deal >"
    press(app, "ok")
    assert app.book.options()["marker_penalty"] == 5
    while "House rules:" not in app.hw.display.screen():
        press(app, "ok")
    assert "Marker left at | round end: 5" in app.hw.display.screen()


def test_whose_turn_is_drawn_16_px_tall():
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    fb = app.hw.display
    rows = [y for y in range(10, 40) if any(fb.pixel(x, y) for x in range(0, 30))]
    assert rows and rows[-1] - rows[0] + 1 >= 16


def test_a_screen_left_is_dropped_from_memory():
    app = new_app()
    press(app, "ok")
    assert "app.screens.setup" in sys.modules
    press(app, "back")
    assert app.name == "menu"
    assert "app.screens.setup" not in sys.modules


def test_undo_from_the_standings_takes_back_the_last_round():
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.through_dealer(app)
    appscript.referee_round(app, 1)
    appscript.enter_pips(app, (5, 0, 6, 7))
    assert app.book.round_no() == 1
    press(app, "back-long")                  # a saved round's scores: asked first [issue 26, item 1]
    assert app.book.round_no() == 1 and app.msg.startswith("Undo the round 1 scores?"), app.msg
    press(app, "ok")
    assert app.book.round_no() == 0 and "Undone" in app.msg


def test_hardware_bundle_is_the_fixed_interface():
    hw = hardware()
    assert hw.display.width == 128 and hw.display.height == 64


def test_one_undo_after_an_edit_takes_back_the_edit_only_and_redo_puts_it_back():
    # Issue 15, item 1, as a new user tried it: two rounds saved, round 1
    # edited (P1 10 -> 12), one hold of BACK.
    app = new_app()
    appscript.new_game_same_table(app)
    appscript.play_round(app, (10, 0, 20, 30), 1)
    appscript.through_dealer(app)
    appscript.referee_round(app, 2)
    appscript.enter_pips(app, (5, 8, 0, 9))
    assert app.name == "standings" and app.book.round_no() == 2
    press(app, "down", "up")                             # the round table (on round 2), round 1
    press(app, "ok-long")                                # edit round 1
    assert app.name == "pips" and app.screen.edit and app.screen.pips[0] == 10
    press(app, "up", "up", "ok", "ok", "ok")             # P1 12, on to Save
    press(app, "ok")
    assert app.name == "standings" and app.book.rounds[0].pips[0] == 12
    press(app, "back-long")
    assert app.msg.startswith("Undone: the change to round 1"), app.msg
    assert app.book.round_no() == 2 and app.book.rounds[1].pips == [5, 8, 0, 9]
    assert app.book.rounds[0].pips[0] == 10
    assert app.book.standings()["totals"][0] == 15
    press(app, "ok-long")                                # the message offers redo
    assert app.msg == "Redone: the change to round 1.", app.msg
    assert app.book.rounds[0].pips[0] == 12 and app.book.round_no() == 2
    # Saved as the screen says: a power-on on the same flash shows it.
    again = new_app(hardware(app.hw.root))
    assert again.book.rounds[0].pips[0] == 12 and again.book.round_no() == 2
    assert again.msg is None and again.name == "menu"
    press(again, "back-long")
    assert again.msg.startswith("Undone: the change to round 1"), again.msg
    press(again, "back", "back-long")                    # put the message away, undo again
    assert again.msg.startswith("Undo the round 2 scores?"), again.msg
    press(again, "ok")                                   # yes (the scores of a saved round: asked)

    assert again.msg.startswith("Undone: the round 2 scores"), again.msg
    assert again.book.round_no() == 1 and again.book.rounds[0].pips[0] == 10


def check_boots_to_the_menu(name, kind, value, words):
    """A record with a right checksum and the wrong contents: the device
    reaches the menu, says so once, and the next power-on is quiet."""
    from ledger.save import put_value
    from test_ledger_contents import plant
    hw = hardware()
    new_app(hw)                            # a first power-on makes the data directory
    b = bytearray()
    put_value(b, value)
    for suffix in ("", ".bak"):
        plant(hw.root + "/" + name + suffix, bytes(b), kind)
    app = new_app(hardware(hw.root))
    # Settings back to the defaults: the language is asked again.
    assert app.name == ("language" if name == "settings" else "menu"), app.name
    assert app.msg and words in app.msg, app.msg
    press(app, "ok")                       # the message away: the menu works
    assert app.msg is None
    if name == "settings":
        press(app, "ok")                   # English
        assert app.name == "menu", app.name
    again = new_app(hardware(hw.root))
    assert again.name == "menu" and again.msg is None, again.msg


def test_power_on_reaches_the_menu_whatever_the_records_hold():
    # Issue 15, item 3: a wrong record used to raise at boot, and the crash
    # screen's OK restarted into the same crash.
    check_boots_to_the_menu("active", b"A", [1], "match in play")
    check_boots_to_the_menu("app", b"P", [1], "set aside")
    check_boots_to_the_menu("app", b"P", {"table": None, "play": [1]}, "set aside")
    check_boots_to_the_menu("app", b"P", {"table": {"game": "chess", "names": ["A", "B"], "set": 6,
                                                    "options": {}, "teams": 0}, "play": None}, "set aside")
    check_boots_to_the_menu("settings", b"S", {"house": [1], "names": 5}, "Settings damaged")
    check_boots_to_the_menu("settings", b"S", {"house": {"kozel": {"target": "x"}}}, "no longer fit")


def test_a_press_garbage_is_collected_while_the_table_is_idle_not_in_the_next_press():
    # App.tick: 100 ms after a press that left its garbage (no module
    # dropped, so no collection at its end), the heap is collected once
    # more than half of it is in use, so MicroPython need not collect in
    # the middle of the next press (firmware/README.md, Response time). CPython's gc
    # has no heap figures: there the app leaves collecting to CPython.
    import gc
    app = new_app()
    press(app, "down")                  # a press on the menu: no screen change
    if not hasattr(gc, "mem_free"):
        app.hw.clock.now += 100
        app.tick()
        assert not app.tidy
        return
    heap = gc.mem_free() + gc.mem_alloc()
    junk = []
    while gc.mem_alloc() < heap * 3 // 4:
        junk.append(bytearray(512))      # what a press's temporaries leave
    junk = None
    full = gc.mem_alloc()
    app.hw.clock.now += 90
    app.tick()
    assert gc.mem_alloc() >= full        # too soon: the next press may follow
    app.hw.clock.now += 10
    app.tick()
    assert gc.mem_alloc() < heap // 2 and not app.tidy


def test_a_press_that_dropped_modules_is_collected_when_idle_not_before_its_screen():
    # App.release(False), the end of a press: the modules the press
    # loaded (a report's ledger code) leave sys.modules at once, but the
    # collection waits for the idle tick, after the screen has answered
    # (firmware/README.md, Response time); 100 ms later it runs whatever the heap holds.
    import gc
    import sys
    app = new_app()
    press(app, "down")
    app.hw.clock.now += 100
    app.tick()                           # the menu press's own tidy-up done
    import rules.ranking  # noqa: F401   (a module outside the core and the screen:
    app.keep = set(app.keep)             # in a whole run it may be loaded before the app)
    app.keep.discard("rules.ranking")
    app.last = app.hw.clock.now
    app.tidy = True
    measured = hasattr(gc, "mem_free")
    if measured:
        gc.collect()
        junk = [bytearray(256) for _ in range(8)]   # a press's temporaries
        junk = None
        before = gc.mem_alloc()
    app.release(False)
    assert "rules.ranking" not in sys.modules
    assert app.sweep
    if measured:
        assert gc.mem_alloc() >= before    # not collected in the press
    app.hw.clock.now += 100
    app.tick()
    assert not app.sweep and not app.tidy
    if measured:
        assert gc.mem_alloc() < before - 1500   # well under half the heap, collected all the same


def test_the_game_list_keeps_its_order_whatever_was_played():
    # Issue 43, item 10: the list never reorders itself (a thumb learns
    # where a game is), whatever the device played; it opens on the last.
    from rules import games
    app = new_app()
    for _ in range(2):
        app.book.start({"game": "seven", "names": ["A", "B"], "set": 6, "options": {}, "teams": 0})
    app.go("setup")
    assert app.screen.games() == games.listed()
    assert games.listed().index("seven") > games.listed().index("block")
    assert app.screen.t["game"] == "seven"


def test_a_message_longer_than_its_box_scrolls_and_shows_every_line():
    # [issue 46]: the box held six lines and dropped the rest without a
    # mark (Macedonian LEDGER_10 lost "продолжена."). Seven lines show at
    # once; a longer message scrolls a line a press with DOWN and UP, and
    # any key puts it away once there is no more that way.
    from app import ui
    app = new_app()
    app.draw()
    msg = " ".join("line%02d" % i for i in range(1, 21)) + " end."   # 10 lines of 14
    lines = ui.wrap(msg, 14)
    assert len(lines) == 11
    app.say(msg)
    app.draw()
    assert app.hw.display.frame[-7:] == lines[:7]
    for k in range(1, 5):
        press(app, "down")
        assert app.msg == msg and app.hw.display.frame[-7:] == lines[k:k + 7], k
    assert app.hw.display.frame[-1] == "end."            # the last line seen
    press(app, "up")
    assert app.hw.display.frame[-7:] == lines[3:10]
    press(app, "down", "down")                           # the end: DOWN puts it away
    assert app.msg is None
    app.say("Short and whole.")
    press(app, "down")                                    # a short one: any key, as before
    assert app.msg is None
