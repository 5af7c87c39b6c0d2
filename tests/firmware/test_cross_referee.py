# The cross and fives games' referee in layout mode (rules.cross.referee)
# on the rules of rules/README.md §5-9, and a short differential against the engine
# on both runtimes (tests/firmware/cross_diff.py; the long runs are
# tests/test_cross_differential.py and bench_cross_referee).
# Dual-runtime: pytest on CPython, tests/mp_runner.py under MicroPython.
from check import raises
from rules import RulesError
from rules.cross import referee as rf
from rules import games
from rules.tiles import HI, tile

import cross_diff as diff


def referee(game, players=2, hands=None, bone=None, first=0):
    hands = hands or [7] * players
    bone = 28 - sum(hands) if bone is None else bone
    return rf.Referee(game, players, games.options(game), first, bytes(hands), bone)


def play(r, *tiles, first=-1):
    """r.report() of a play: tiles (tile, end, closed); the first tile of
    a round, one, with the number it shows on end 0."""
    if first >= 0:
        t = tiles[0][0]
        tiles = ((t, 0 if first == HI[t] else 1, 0),)
    r.report(rf.PLAY, 0, bytes([rf.part(*p) for p in tiles]))


def test_telephone_example_scores_as_reported():
    # rules/README.md §7: "3-2 scores 5; then laying 2-2 and 3-3 together scores 10".
    r = referee("telephone")
    play(r, (tile(3, 2), 0, 0), first=3)
    assert r.points == [5, 0] and list(r.ends[:2]) == [3, 2]
    play(r, (tile(3, 3), 0, 0), (tile(2, 2), 1, 0))
    assert r.points == [5, 10] and r.held[1] == 5


def test_a_tile_that_does_not_fit_or_is_on_the_table_is_refused():
    r = referee("muggins")
    play(r, (tile(5, 5), 0, 0), first=5)
    assert r.arms == 4                      # rules/README.md §8: the spinner
    e = raises(RulesError, play, r, (tile(1, 2), 0, 0))
    assert "does not match end 0" in str(e)
    e = raises(RulesError, play, r, (tile(5, 5), 1, 0))
    assert "already on the table" in str(e)
    e = raises(RulesError, play, r, (tile(5, 1), 0, 1))
    assert "face down" in str(e)
    log = bytes(r.log)
    e = raises(RulesError, r.report, rf.PLAY)
    assert "names its tiles" in str(e) and bytes(r.log) == log   # refused: nothing changed


def test_closed_end_refuses_tiles_and_the_base_is_never_closed():
    # rules/README.md §5: the base "cannot be closed"; a closed double ends its side.
    r = referee("checheve")
    play(r, (tile(1, 1), 0, 0), first=1)
    play(r, (tile(1, 4), 2, 0))
    play(r, (tile(4, 4), 2, 1))
    assert r.shut == 4
    e = raises(RulesError, play, r, (tile(4, 6), 2, 0))
    assert "closed" in str(e)
    r = referee("checheve")
    play(r, (tile(3, 2), 0, 0), first=3)
    e = raises(RulesError, play, r, (tile(3, 3), 0, 1))
    assert "four-way" in str(e)


def test_bergen_never_draws_the_last_two():
    # rules/README.md §9: "the last two bazaar tiles are never drawn".
    r = referee("bergen", 2, [6, 6], 16)
    play(r, (tile(0, 0), 0, 0), first=0)
    assert r.points == [2, 0]
    r.left = 4
    r.report(rf.DRAW)                           # seat 1 buys one: 3 left
    e = raises(RulesError, r.report, rf.DRAW)
    assert "bought" in str(e)                   # one a turn
    r.report(rf.PASS)
    r.report(rf.DRAW)                           # seat 0: 2 left
    play(r, (tile(0, 1), 0, 0))
    e = raises(RulesError, r.report, rf.DRAW)   # seat 1: the last two stay
    assert "last two" in str(e)
    r.report(rf.PASS)
    r.report(rf.PASS)                           # both knocks stand: blocked with two tiles left
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
    r = rf.begin(t, o, 0, 0, b"")
    play(r, (tile(3, 2), 0, 0), first=3)
    assert r.points == [5, 0] and not r.missed() and r.scoring() == 0
    r.report(rf.MISS)
    assert r.points == [0, 0] and r.scored == 5 and r.missed()
    raises(RulesError, r.report, rf.MISS)        # marked once
    r = rf.begin(t, o, 0, 0, bytes(r.log))
    assert r.points == [0, 0] and r.scored == 5 and r.missed()
    play(r, (tile(3, 3), 0, 0), (tile(2, 2), 1, 0))
    assert r.points == [0, 10] and not r.missed()
    assert r.scoring() >= 0                      # B's 10 may be marked in turn
    r.report(rf.DRAW)
    assert r.scoring() < 0                       # a draw scores nothing to miss
    e = raises(RulesError, r.report, rf.MISS)
    r = rf.begin(t, o, 0, 0, bytes(r.log))
    assert r.points == [0, 10] and len(r.laid) == 3
    # A round over with the mark: its summary is found past the marked play.
    r.undo()
    assert r.scoring() >= 0 and r.points == [0, 10]
    r.report(rf.WENT_OUT, 1)
    assert r.outcome()[:2] == (1, False) and r.log[-6] >> 5 == rf.OVER   # the summary: 2 bytes, 2 points
    got = rf.outcome(t, o, 0, {"first": 0, "log": bytes(r.log)}, None)
    assert got[0] == 1 and got[4] == [0, 10], got
    assert rf.begin(t, o, 0, 0, bytes(r.log)).log == r.log   # the summary written again, the same


def test_the_last_play_marked_when_the_round_is_over_rewrites_its_summary():
    # A round's last play may be marked after it went out: the summary
    # (read without a replay) says the points as the replay does; undo()
    # takes the mark back first, then the play.
    t = {"game": "muggins", "set": 6, "names": ["A", "B"]}
    o = games.options("muggins")
    r = rf.begin(t, o, 0, 0, b"")
    r.held[1] = 1
    play(r, (tile(5, 5), 0, 0), first=5)           # A: 10
    play(r, (tile(5, 0), 0, 0))                     # B goes out on 10
    assert r.over == rf.cx.OUT and r.points == [10, 10]
    r.report(rf.MISS)
    for got in (r.outcome(), rf.outcome(t, o, 0, {"first": 0, "log": bytes(r.log)})):
        assert got[0] == 1 and got[4] == [10, 0], got
    assert r.undo() and r.over and r.points == [10, 10]
    assert rf.outcome(t, o, 0, {"first": 0, "log": bytes(r.log)})[4] == [10, 10]
    assert r.undo() and not r.over and r.seat == 1 and r.points == [10, 0]
    assert rf.outcome(t, o, 0, {"first": 0, "log": bytes(r.log)})[:2] == (-1, False)


def test_corrections_at_the_table_replay_from_the_log():
    # As the line games' menu [rules/README.md §0, Block]: "seat went out" ends the
    # round at once; "blocked" only once nothing is left to draw. Both are
    # in the device's log, so the round replays to them after a power-off.
    t = {"game": "muggins", "set": 6, "names": ["A", "B", "C"]}
    o = games.options("muggins")
    r = rf.begin(t, o, 0, 0, b"")
    play(r, (tile(5, 5), 0, 0), first=5)
    e = raises(RulesError, r.report, rf.BLOCK)
    assert "bazaar is not empty" in str(e) and not r.over
    r.report(rf.WENT_OUT, 2)
    r = rf.begin(t, o, 0, 0, bytes(r.log))
    assert r.over == rf.cx.OUT and r.out == 2 and r.points == [10, 0, 0]
    raises(RulesError, r.report, rf.PASS)
    assert r.undo()
    assert not r.over and r.seat == 1
    r.left = 0
    r.report(rf.BLOCK)
    assert r.over == rf.cx.BLOCKED and r.last == 0


def test_undo_takes_back_the_last_report_as_a_replay_without_it_would():
    # The referee's undo() (BACK on the device): the round as its log
    # without the last report replays; nothing to undo: False.
    t = {"game": "muggins", "set": 6, "names": ["A", "B"]}
    o = games.options("muggins")
    r = rf.begin(t, o, 0, 1, bytes((rf.LEAD << 5, tile(6, 6))))
    assert not r.undo() and r.lead == tile(6, 6)          # the dealer's tile is not a report
    play(r, (tile(6, 6), 0, 0), first=6)
    play(r, (tile(6, 4), 0, 0))
    r.report(rf.DRAW)
    logs = [bytes(r.log)]
    while r.undo():
        logs.append(bytes(r.log))
        want = rf.begin(t, o, 0, 1, logs[-1])
        assert (r.seat, list(r.held), r.left, bytes(r.laid), r.points) == \
            (want.seat, list(want.held), want.left, bytes(want.laid), want.points)
    assert [len(x) for x in logs] == [7, 6, 4, 2] and r.lead == tile(6, 6) and r.seat == 1
