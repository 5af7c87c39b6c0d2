# The cross and fives games' referee in layout mode (rules.cross.referee)
# on the rules of RULES.md 5-9, and a short differential against the engine
# on both runtimes (tests/firmware/cross_diff.py; the long runs are
# tests/test_cross_differential.py and bench_cross_referee).
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from check import raises
from rules import RulesError
from rules.cross import referee as rf
from rules import games
from rules.tiles import tile

import cross_diff as diff


def referee(game, players=2, hands=None, bone=None, first=0):
    hands = hands or [7] * players
    bone = 28 - sum(hands) if bone is None else bone
    return rf.Referee(game, players, games.options(game), first, bytes(hands), bone)


def test_telephone_example_scores_as_reported():
    # RULES.md 7: "3-2 scores 5; then laying 2-2 and 3-3 together scores 10".
    r = referee("telephone")
    rf.play(r, [(tile(3, 2), 0, 0)], 3)
    assert r.points == [5, 0] and list(r.ends[:2]) == [3, 2]
    rf.play(r, [(tile(3, 3), 0, 0), (tile(2, 2), 1, 0)])
    assert r.points == [5, 10] and r.held[1] == 5


def test_a_tile_that_does_not_fit_or_is_on_the_table_is_refused():
    r = referee("muggins")
    rf.play(r, [(tile(5, 5), 0, 0)], 5)
    assert r.arms == 4                      # RULES.md 8: the spinner
    e = raises(RulesError, rf.play, r, [(tile(1, 2), 0, 0)])
    assert "does not match end 0" in str(e)
    e = raises(RulesError, rf.play, r, [(tile(5, 5), 1, 0)])
    assert "already on the table" in str(e)
    e = raises(RulesError, rf.play, r, [(tile(5, 1), 0, 1)])
    assert "face down" in str(e)


def test_closed_end_refuses_tiles_and_the_base_is_never_closed():
    # RULES.md 5: the base "cannot be closed"; a closed double ends its side.
    r = referee("checheve")
    rf.play(r, [(tile(1, 1), 0, 0)], 1)
    rf.play(r, [(tile(1, 4), 2, 0)])
    rf.play(r, [(tile(4, 4), 2, 1)])
    assert r.shut == 4
    e = raises(RulesError, rf.play, r, [(tile(4, 6), 2, 0)])
    assert "closed" in str(e)
    r = referee("checheve")
    rf.play(r, [(tile(3, 2), 0, 0)], 3)
    e = raises(RulesError, rf.play, r, [(tile(3, 3), 0, 1)])
    assert "four-way" in str(e)


def test_bergen_never_draws_the_last_two():
    # RULES.md 9: "the last two bazaar tiles are never drawn".
    r = referee("bergen", 2, [6, 6], 16)
    rf.play(r, [(tile(0, 0), 0, 0)], 0)
    assert r.points == [2, 0]
    r.left = 4
    rf.draw(r)                                  # seat 1 buys one: 3 left
    e = raises(RulesError, rf.draw, r)
    assert "bought" in str(e)                   # one a turn
    rf.knock(r)
    rf.draw(r)                                  # seat 0: 2 left
    rf.play(r, [(tile(0, 1), 0, 0)])
    e = raises(RulesError, rf.draw, r)          # seat 1: the last two stay
    assert "last two" in str(e)
    rf.knock(r)
    rf.knock(r)                                 # both knocks stand: blocked with two tiles left
    assert r.over == rf.cx.BLOCKED and r.left == 2


def test_referee_equals_engine_on_this_runtime():
    for game in diff.GAMES:
        rounds, moves, _blocked, most = diff.run(game, 20)
        assert rounds >= 20 and moves > 200 and most <= 4


def test_points_marked_not_called_are_not_credited_and_replay_from_the_log():
    # Seed 002, Telephone: the points are written "в свой актив" at once by
    # the player; points marked not called are credited to nobody, and the
    # mark is in the device's log (replayed after a power-off, read at the
    # round's end from its summary by rules.cross.referee.outcome).
    t = {"game": "telephone", "set": 6, "names": ["A", "B"]}
    o = games.options("telephone")
    r = rf.begin(t, o, 0, 0, b"", [0, 1])
    rf.report(r, rf.turn.PLAY, [(tile(3, 2), 0, 0)], 3)
    assert r.points == [5, 0] and not rf.is_missed(r)
    r = rf.begin(t, o, 0, 0, bytes(rf.missed_log(r)), [0, 1])
    assert r.points == [0, 0] and r.scored == 5 and rf.is_missed(r)
    rf.report(r, rf.turn.PLAY, [(tile(3, 3), 0, 0), (tile(2, 2), 1, 0)])
    assert r.points == [0, 10] and not rf.is_missed(r)
    assert rf.missed_log(r) is not None          # B's 10 may be marked in turn
    rf.report(r, rf.turn.DRAW)
    assert rf.missed_log(r) is None              # a draw scores nothing to miss
    r = rf.begin(t, o, 0, 0, bytes(r.log), [0, 1])
    assert r.points == [0, 10] and len(r.laid) == 3
    assert rf.last_report(r.log) == len(r.log) - 1
    # A round over with the mark: its summary is found past the marked play.
    r.over, r.out = rf.cx.OUT, 1
    got = rf.outcome(t, o, 0, {"first": 0, "log": bytes(r.log + rf.summary(r))}, None)
    assert got[0] == 1 and got[4] == [0, 10], got


def test_corrections_at_the_table_replay_from_the_log():
    # As the line games' menu [RULES.md 0, Block]: "seat went out" ends the
    # round at once; "blocked" only once nothing is left to draw. Both are
    # in the device's log, so the round replays to them after a power-off.
    t = {"game": "muggins", "set": 6, "names": ["A", "B", "C"]}
    o = games.options("muggins")
    r = rf.begin(t, o, 0, 0, b"", [0, 1, 2])
    rf.report(r, rf.turn.PLAY, [(tile(5, 5), 0, 0)], 5)
    e = raises(RulesError, rf.report, r, rf.turn.BLOCK)
    assert "bazaar is not empty" in str(e) and not r.over
    rf.report(r, rf.turn.WENT_OUT, (), 2)
    r = rf.begin(t, o, 0, 0, bytes(r.log), [0, 1, 2])
    assert r.over == rf.cx.OUT and r.out == 2 and r.points == [10, 0, 0]
    raises(RulesError, rf.report, r, rf.turn.PASS)
    r = rf.begin(t, o, 0, 0, bytes(r.log[:rf.last_report(r.log)]), [0, 1, 2])
    assert not r.over and r.seat == 1
    r.left = 0
    rf.report(r, rf.turn.BLOCK)
    assert r.over == rf.cx.BLOCKED and r.last == 0
