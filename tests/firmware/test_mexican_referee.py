# The device's tile-free referee (rules.mexican.referee) on the rules of
# rules/README.md §1, one test for each kind of wrong call the old referee made
# (issue 10's list), then the rest of what it must refuse and keep.
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from rules import RulesError, games
from rules.mexican import referee as rf
from rules.mexican import turn

M = 4  # the Mexican Train's index at a four-player table


def ref(options=None, players=4, first=0, hand=15, bone=30, hub=True):
    opts = games.options("mexican-train", options or {})
    return rf.Referee(players, opts, first, bytes([hand]) * players, bone, hub)


def marked_and_round_again(first):
    """A four-seat referee where seat `first` drew, passed (its marker
    up), and the others played on their own trains: `first` to move."""
    r = ref(first=first)
    r.report(rf.DRAW)
    r.report(rf.PASS)
    for _ in range(3):
        r.report(rf.PLAY, r.seat)
    return r


def refused(r, kind, arg=0):
    try:
        r.report(kind, arg)
    except RulesError as e:
        return str(e)
    raise AssertionError("accepted")


def test_kind1_after_a_double_play_on_it_or_anywhere_open():
    # rules/README.md §1, Doubles: after a double the same player plays again "on
    # that double or anywhere they may play": the Mexican Train, a marked
    # train.
    r = ref()
    r.markers[2] = 1
    turn.publish(r)
    r.report(rf.DOUBLE, 0)
    assert r.seat == 0 and r.after_double
    r.report(rf.PLAY, M)                 # elsewhere: the Mexican Train
    assert r.seat == 1 and list(r.doubles) == [0]
    r = ref()
    r.markers[2] = 1
    turn.publish(r)
    r.report(rf.DOUBLE, 0)
    r.report(rf.PLAY, 2)                 # elsewhere: a marked train
    assert r.seat == 1 and turn.due(r) == 0


def test_kind2_a_play_satisfies_the_double_on_its_own_train_only():
    # rules/README.md §1, Open double: a double is satisfied by a tile on it; one
    # laid on the Mexican Train stays open after a follow-up on the own
    # train.
    r = ref()
    r.report(rf.DOUBLE, M)
    r.report(rf.PLAY, 0)
    assert list(r.doubles) == [M] and turn.due(r) == M
    # Two doubles in one turn; the follow-up on the newer satisfies it, the
    # older stays open [Playing several doubles in one turn].
    r = ref()
    r.report(rf.DOUBLE, 0)
    r.report(rf.DOUBLE, M)
    r.report(rf.PLAY, M)
    assert list(r.doubles) == [0] and r.seat == 1


def test_kind3_a_double_on_the_own_train_takes_the_marker_down():
    # rules/README.md §1, Markers: the owner removes the marker by playing on
    # their own train; a double is such a play.
    r = marked_and_round_again(3)
    assert r.seat == 3 and r.markers[3]
    r.report(rf.DOUBLE, 3)
    assert not r.markers[3]


def test_kind4_open_doubles_are_filed_by_the_train_they_lie_on():
    # rules/README.md §1, Markers and Open double: satisfying your own double on the
    # Mexican Train leaves your marker up ...
    r = marked_and_round_again(1)
    r.report(rf.DOUBLE, M)               # seat 1 doubles on the Mexican
    r.report(rf.DRAW)
    r.report(rf.PASS)                    # cannot follow it: the double is due
    for _ in range(3):
        r.report(rf.DRAW)
        r.report(rf.PASS)
    assert r.seat == 1 and turn.due(r) == M and r.markers[1]
    r.report(rf.PLAY, M)                 # seat 1 satisfies its own double
    assert not r.doubles and r.markers[1]
    # ... and a double someone put on your marked train, satisfied by you,
    # takes it down (a play on your own train).
    r = ref(first=1)
    r.report(rf.DRAW)
    r.report(rf.PASS)                    # seat 1 marked
    r.report(rf.DOUBLE, 1)               # seat 2 doubles on seat 1's marked train
    r.report(rf.PLAY, 2)
    for _ in range(2):                # seats 3 and 0 cannot satisfy it
        r.report(rf.DRAW)
        r.report(rf.PASS)
    assert r.seat == 1 and turn.due(r) == 1
    r.report(rf.PLAY, 1)
    assert not r.doubles and not r.markers[1]


def test_kind5_a_drawn_double_played_allows_the_next_draw():
    # rules/README.md §1, Doubles: after a double "the player cannot continue: then
    # draw one" - a second draw in the turn, after the drawn double.
    r = ref()
    r.report(rf.DRAW)
    r.report(rf.DOUBLE, 0)               # the drawn tile was a double
    assert not r.drawn and r.after_double
    r.report(rf.DRAW)
    assert r.left == 28 and r.held[0] == 16
    r.report(rf.PASS)
    assert r.left == 28 and r.held[0] == 16 and r.markers[0] and r.seat == 1


def test_kind6_no_block_while_the_passes_opened_trains():
    # rules/README.md §1, End of round: blocked when nobody can play. Everybody
    # passes once with the boneyard empty, but each pass put a marker down
    # that opened a train to the players who passed before: not certain.
    r = ref(bone=0, hand=22, players=4)
    r.held[0:4] = bytes([23, 22, 23, 23])
    for _ in range(4):
        r.report(rf.PASS)
    assert not r.over
    r.report(rf.PASS)
    r.report(rf.PASS)                    # seats 0 and 1 again: every train open to them
    assert not r.over
    r.report(rf.PASS)                    # seat 2 too; seat 3 passed with every train open
    assert r.over == rf.BLOCKED
    # A play proves nothing is certain any more: four passes again, each
    # with every train open.
    r = ref(bone=0, hand=22)
    r.held[0:4] = bytes([23, 22, 23, 23])
    for _ in range(6):
        r.report(rf.PASS)
    r.report(rf.PLAY, M)                 # seat 2, on the Mexican: every marker stays
    for _ in range(3):
        r.report(rf.PASS)
    assert not r.over
    r.report(rf.PASS)
    assert r.over == rf.BLOCKED


def test_kind6_a_due_double_nobody_fits_blocks_after_one_round():
    # rules/README.md §1, Open double: every other train is closed while it is due,
    # so one pass from everybody proves nobody can play.
    r = ref(bone=0, hand=22)
    r.held[0:4] = bytes([23, 22, 23, 23])
    r.report(rf.DOUBLE, 0)
    r.report(rf.PASS)                    # seat 0 cannot follow: due for all
    for _ in range(3):
        r.report(rf.PASS)
    assert r.over == rf.BLOCKED


def test_kind7_a_double_that_cannot_be_satisfied_is_released():
    # rules/README.md §1, Open double: "If a double can no longer be satisfied
    # because every tile of its number has been played, it stops
    # restricting play" [001].
    r = ref()
    r.report(rf.DOUBLE, M)
    r.report(rf.PLAY, 0)
    assert "must be satisfied first" in refused(r, rf.PLAY, 1)
    r.report(rf.RELEASE, M)
    assert turn.due(r) == -1
    r.report(rf.PLAY, 1)
    assert "whose number is all on the table" in refused(r, rf.PLAY, M)


def test_kind8_every_seat_on_its_last_tile():
    # rules/README.md §1, Last tile: a player down to one tile; two at once, and a
    # draw by one clears only that seat.
    r = ref(hand=2)
    r.held[0:4] = bytes([2, 2, 2, 2])
    r.report(rf.PLAY, 0)
    r.report(rf.PLAY, 1)
    assert r.last_tile() == [0, 1]
    r.report(rf.DRAW)
    r.report(rf.PASS)
    r.report(rf.PLAY, 3)
    assert r.last_tile() == [0, 1, 3]
    r.report(rf.DRAW)                    # seat 0 draws
    assert r.last_tile() == [1, 3]


def test_kind9_engine_from_hand_the_hunt_and_the_holder():
    # rules/README.md §1, Engine placement: "whoever holds the engine places it and
    # starts; if nobody holds it, players draw in turn until it appears".
    r = ref({"engine_from_hand": True}, first=2, hand=15, bone=31, hub=False)
    assert not r.engine_placed
    assert "engine comes first" in refused(r, rf.PLAY, 2)
    r.report(rf.DRAW)                    # seat 2: not the engine
    assert r.seat == 3 and r.left == 30
    r.report(rf.DRAW, 1)                 # seat 3 draws it
    assert r.seat == 3
    r.report(rf.ENGINE)
    assert r.engine_placed and r.held[3] == 15 and r.seat == 3
    r.report(rf.PLAY, 3)
    assert r.seat == 0
    assert "already placed" in refused(r, rf.ENGINE)


def test_kind9_first_turn_train_of_several_tiles():
    # rules/README.md §1, First turn (first_turn_train): as many tiles as they like
    # on their own train, may end on a double left open, no draw for a
    # player who cannot start (a marker instead).
    r = ref({"first_turn_train": True})
    r.report(rf.PLAY, 0)
    r.report(rf.PLAY, 0)
    r.report(rf.DOUBLE, 0)
    assert r.seat == 0 and r.held[0] == 12
    assert "own train only" in refused(r, rf.PLAY, M)
    r.report(rf.PASS)                    # done: no marker
    assert r.seat == 1 and not r.markers[0] and turn.due(r) == -1
    assert "without drawing" in refused(r, rf.DRAW)
    r.report(rf.PASS)                    # seat 1 cannot start: a marker
    assert r.markers[1] and r.left == 30
    r.report(rf.PLAY, 2)
    r.report(rf.PASS)
    r.report(rf.PLAY, 3)
    r.report(rf.PASS)
    assert r.first_left == 0 and turn.due(r) == 0   # the first double is due now


def test_kind9_mexican_needs_second_turn_and_one_double_per_turn():
    # rules/README.md §1, First turn: mexican_needs_second_turn; Playing several
    # doubles: one_double_per_turn.
    r = ref({"mexican_needs_second_turn": True})
    assert "second round of turns" in refused(r, rf.PLAY, M)
    for _ in range(4):
        r.report(rf.PLAY, r.seat)
    r.report(rf.PLAY, M)
    r = ref({"one_double_per_turn": True})
    r.report(rf.DOUBLE, 0)
    assert "may not be a double" in refused(r, rf.DOUBLE, M)
    r.report(rf.PLAY, M)
    assert r.seat == 1


def test_refuses_what_the_rules_forbid():
    r = ref()
    assert "has no marker" in refused(r, rf.PLAY, 2)            # A normal turn
    r.report(rf.DRAW)
    assert "already drawn" in refused(r, rf.DRAW)               # Cannot play
    r.report(rf.PASS)
    assert "must draw before passing" in refused(r, rf.PASS)    # Cannot play
    assert "no open double" in refused(r, rf.RELEASE, M)
    assert "boneyard is not empty" in refused(r, rf.BLOCK)      # End of round
    r.report(rf.PLAY, 1)
    r.report(rf.DOUBLE, 2)
    assert "a double cannot go on a double" in refused(r, rf.DOUBLE, 2)


def test_the_round_ends_at_once_on_the_last_tile_even_a_double():
    # rules/README.md §1, End of round: "even if it is a double left open".
    r = ref(hand=1, bone=86)
    r.report(rf.DOUBLE, 0)
    assert r.over == rf.OUT and r.out == 0
    assert "round is over" in refused(r, rf.PLAY, 1)


def test_undo_replays_the_round_without_the_last_report():
    r = ref()
    r.report(rf.DRAW)
    r.report(rf.PASS)
    r.report(rf.DOUBLE, 1)
    assert r.undo() and r.seat == 1 and not r.doubles and r.markers[0] and r.left == 29
    assert list(r.log) == [rf.DRAW << 5, rf.PASS << 5]
    again = rf.Referee(4, r.options, 0, bytes([15]) * 4, 30, True, r.log)
    assert list(again.held) == list(r.held) and again.seat == r.seat
