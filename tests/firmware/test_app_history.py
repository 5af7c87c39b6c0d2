"""Every match in History opens (issue 43, item 4), from a fresh flash
through the buttons: a line too long for the screen ends in a cut mark;
OK on a match shows its rounds and totals, read-only; a match left
unfinished for a new game can be resumed (asked first while another is
in play, which then goes to History); a match not in play can be deleted
(asked first), and stays deleted after a power cycle."""
from apphw import hardware, new_app, press

import appscript

ROUNDS = (((0, 23, 41, 8), 0), ((12, 0, 35, 19), 1))


def frame(app):
    app.draw()
    return app.hw.display.screen()


def to_history(app):
    app.go("menu")
    press(app)
    while app.screen.items[app.screen.cur][1] != "history":
        press(app, "down")
    press(app, "ok")
    assert app.name == "history", app.name


def left_for_a_block_match(app):
    """Mexican Train, two rounds scored, then New game (yes) and a Block
    match dealt: the Mexican Train match is left in round 3."""
    appscript.new_game_same_table(app)
    for pips, out in ROUNDS:
        appscript.play_round(app, pips, out)
    app.go("menu")
    press(app, "down", "ok", "ok")               # New game, yes
    press(app, "down", "ok", "down", "ok", "up")   # the game row: Block, back to Deal
    assert app.screen.t["game"] == "block", app.screen.t["game"]
    press(app, "ok")                             # Deal: the Block match is in play
    assert app.name == "line.dealer", app.name


def test_a_history_line_too_long_for_the_screen_ends_in_a_cut_mark():
    app = new_app(hardware(seed=3))
    # The table as the Names row sets it (typing each name is
    # tests/firmware/test_app_names.py's): eight letters, the longest.
    t = app.book.last_table()
    t["names"] = ["Vladimir", "Jonathan", "Kristina", "Annalise"]
    t["set"] = 9   # ten rounds, 9 down to 0
    app.book.start(t)
    app.go("dealer")
    k = 0
    while app.name != "menu":                    # the whole match, round by round
        pips = [5 + 3 * s + k for s in range(4)]
        pips[k % 4] = 0
        appscript.play_round(app, pips, k % 4)
        k += 1
    to_history(app)
    seen = []
    for _ in range(len(app.screen.lines)):
        seen.extend(frame(app).split(" | "))
        press(app, "down")
    # Each player's line: the name beside "won 0/1", in the 7 characters
    # left of 15 it ends in a cut mark, never cut silently.
    for name in t["names"]:
        assert name[:6] + "." in seen, (name, seen)
        assert name[:7] not in seen, (name, seen)


def test_an_abandoned_match_opens_shows_its_rounds_and_is_resumed():
    hw = hardware(seed=3)
    app = new_app(hw)
    left_for_a_block_match(app)
    to_history(app)
    assert "Block | now in round 1 | Mexican Train | left in round 3" in frame(app)
    press(app, "down", "ok")                     # the Mexican Train match
    assert app.name == "past", app.name
    assert frame(app).startswith("Mexican Train | Rounds, totals | Resume | Delete | left in round 3"), frame(app)
    press(app, "ok")                             # its rounds and totals
    shown = frame(app)
    # As after its round 2: the places by the totals (P1 12, P2 23, P4 27,
    # P3 76; the figures themselves in the round table below).
    assert app.name == "standings" and shown == "After round 2 | 1 P1 | 2 P2 | 3 P4 | 4 P3", shown
    press(app, "down")                           # the round table
    shown = frame(app)
    assert shown.startswith("Played: 2"), shown
    assert "| 2 | 12 | 23 | 76 | 27 | P1 | P2 | P3 | P4 | OK: see a round" in shown, shown
    press(app, "ok")                             # round 2's entry
    shown = frame(app)
    assert shown.startswith("R2 | Out: P2 | pips | score | P1 | 12 | 12"), shown   # no "hold OK=edit"
    press(app, "ok-long")                        # no edit from History
    assert app.name == "standings" and app.screen.pick == 1, (app.name, app.screen.pick)
    press(app, "back", "back", "back")           # entry, table, totals: back to its page
    assert app.name == "past", app.name
    press(app, "down", "ok")                     # Resume: asked, the Block match in play
    assert app.msg.startswith("Resume this match? The one in play goes to History."), app.msg
    press(app, "back")                           # no: nothing changes
    assert app.name == "past" and app.book.table["game"] == "block", (app.name, app.book.table)
    press(app, "ok", "ok")                       # Resume, yes
    assert app.name == "standings", app.name     # where the match was: after round 2
    assert app.book.table["game"] == "mexican-train" and app.book.round_no() == 2
    press(app, "ok")                             # OK deals round 3
    assert app.name == "mexican.dealer", app.name
    # A power cycle: the Mexican Train match is the one in play, in History
    # once, and the Block match is left unfinished.
    app = new_app(hw)
    assert app.book.active() and app.book.table["game"] == "mexican-train" and app.book.round_no() == 2
    to_history(app)
    assert [line[0] for line in app.screen.lines[:2]] == ["Mexican Train", "Block"], app.screen.lines
    assert app.screen.lines[0][2] == "now in round 3" and app.screen.lines[1][2] == "left in round 1"
    assert sum(1 for line in app.screen.lines if line[0] == "Mexican Train") == 1, app.screen.lines
    app.go("menu")
    press(app)
    press(app, "ok", "ok")                       # Resume from the menu: the standings, OK: round 3's deal
    assert app.name == "mexican.dealer", app.name
    appscript.play_round(app, (0, 10, 20, 30), 0)
    assert app.name == "mexican.dealer" and app.book.round_no() == 3, app.name


def test_a_match_is_deleted_asked_first_and_stays_deleted_after_a_power_cycle():
    hw = hardware(seed=3)
    app = new_app(hw)
    left_for_a_block_match(app)
    to_history(app)
    press(app, "ok")                             # the match in play: its rounds and Resume, no Delete
    assert frame(app).startswith("Block | Rounds, totals | Resume | now in round 1"), frame(app)
    press(app, "back")
    assert app.name == "history" and app.screen.cur == 0
    press(app, "down", "ok", "down", "down")     # Mexican Train's page: Delete
    press(app, "ok")
    assert app.msg.startswith("Delete this match for good?"), app.msg
    press(app, "back")                           # no
    assert app.name == "past" and len(app.book.store.ids()) == 2
    press(app, "ok", "ok")                       # Delete, yes
    assert app.msg == "Match deleted.", app.msg
    press(app, "back")                           # the message away: History without it
    assert app.name == "history", app.name
    assert [line[0] for line in app.screen.lines] == ["Block"], app.screen.lines
    app = new_app(hw)                            # a power cycle
    assert app.book.active() and app.book.table["game"] == "block"
    to_history(app)
    assert [line[0] for line in app.screen.lines] == ["Block"], app.screen.lines
    assert "Mexican Train" not in frame(app)
