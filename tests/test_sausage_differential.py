"""Sausage's referee in layout mode (rules.sausage.referee) against its
engine (rules.sausage.position), move by move, over 300 engine-played rounds
(tests/firmware/sausage_diff.py: random and greedy bots, whole matches);
`make bench` runs 2,000 (bench_cross_referee). Then the `referee` verb of
the rules command for Sausage (host_tools/PROTOCOL.md, "Referee log
(Sausage)") on logs worked by hand [rules/README.md §12]."""
import json

import pytest

import sausage_diff as diff
from host_tools import rules
from rules.sausage import position as sg
from rules.sausage import referee as rf


def test_sausage_referee_equals_the_engine_after_every_move():
    rounds, moves, blocked, known = diff.run(300)
    assert rounds >= 300 and moves > 10000
    assert blocked > 20 and known > 100   # blocks and tiles a cut sent back are both reached


def test_the_differential_catches_a_referee_that_sees_only_the_tiles_it_knows(monkeypatch):
    # Planted: the block decided on the rows' known tiles, the hidden ones skipped.
    real = sg.stuck

    def known_only(r):
        if isinstance(r, rf.Referee):
            saved = r.rows
            r.rows = [bytearray(t for t in row if t != sg.HIDDEN) for row in saved]
            try:
                return real(r) if r.rows[0] or r.rows[1] else bool(r.lines[0])
            finally:
                r.rows = saved
        return real(r)
    monkeypatch.setattr(sg, "stuck", known_only)
    with pytest.raises(diff.Divergence):
        diff.run(300)


def test_the_differential_catches_a_log_that_loses_a_place(monkeypatch):
    # Planted: the log keeps 5 bits of a move's argument, so a double put in deep inside a line replays wrong.
    real = rf.Referee.report

    def short(r, kind, arg=0, tile=-1):
        real(r, kind, arg, tile)
        if kind > 0:   # a tile played: its place is the log's last byte
            r.log[-1] &= 0xDF
    monkeypatch.setattr(rf.Referee, "report", short)
    with pytest.raises(diff.Divergence):
        diff.run(300)


def _states(log):
    status, out, err = rules.run("referee", json.dumps(log))
    assert status == 0, err
    return json.loads(out)["states"]


def _refused(log):
    status, out, err = rules.run("referee", json.dumps(log))
    assert status == 2 and not out and "\n" not in err, (status, out, err)
    return err


TAKE = {"take": True}
# rules/README.md §12: seat 0 opens with 5-3 (line 0 goes on from 3, line 1 from 5),
# seat 1 lays 5-6 on line 1, seat 0 3-4 on line 0: both lines one tile long,
# showing 4 and 6 at their ends, so seat 1 cuts with 4-6; the root and both
# lines' tiles (5-3, 3-4, 5-6) go to the left end of seat 0's row.
CUT_LOG = {"game": "sausage", "first": 0, "rows": [3, 25],
           "actions": [TAKE, {"play": [5, 3], "line": 0}, TAKE, {"play": [5, 6], "line": 1},
                       TAKE, {"play": [3, 4], "line": 0}, TAKE, {"cut": [4, 6]},
                       TAKE, {"play": [4, 5], "line": 0}, TAKE, {"play": [6, 1], "line": 1}, TAKE]}


def test_a_cut_sends_the_cut_tiles_to_the_opponents_row_and_the_referee_knows_them():
    st = _states(CUT_LOG)
    assert [s["rows"] for s in st] == [[3, 25], [2, 25], [2, 25], [2, 24], [2, 24], [1, 24], [1, 24], [1, 23],
                                       [4, 23], [3, 23], [3, 23], [3, 22], [3, 22], [2, 22]]
    assert [s["to_move"] for s in st] == [0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0]
    assert st[6]["lines"] == [[[5, 3], [3, 4]], [[5, 6]]]
    assert st[8]["lines"] == [[[6, 4]], []]   # the cutting tile is the new root, 6 facing line 1
    assert st[12]["lines"] == [[[6, 4], [4, 5]], [[6, 1]]]
    assert st[13]["taken"] is True and st[13]["round_over"] is None
    # The row's hidden tile is gone: seat 0 has taken 5-6, the last of the three the cut sent.
    err = _refused(dict(CUT_LOG, actions=CUT_LOG["actions"] + [{"play": [5, 2], "line": 0}]))
    assert err.startswith("rules: ") is False and err.startswith("action 13 ") and "the tile taken is 6-5" in err
    err = _refused(dict(CUT_LOG, actions=CUT_LOG["actions"] + [{"back": True}]))
    assert err.startswith("action 13 ") and "6-5 fits" in err   # line 0 shows 5
    st = _states(dict(CUT_LOG, actions=CUT_LOG["actions"] + [{"play": [5, 6], "line": 0}]))
    assert st[-1]["lines"] == [[[6, 4], [4, 5], [5, 6]], [[6, 1]]] and st[-1]["rows"] == [2, 22]


def test_a_tile_a_cut_sent_to_a_row_cannot_be_played_from_another():
    # After the cut, 5-6 lies in seat 0's row: seat 1 cannot have taken it.
    acts = CUT_LOG["actions"][:10] + [TAKE, {"play": [6, 5], "line": 1}]
    err = _refused(dict(CUT_LOG, actions=acts))
    assert err.startswith("action 11 ") and "6-5 lies in a row" in err


def test_the_last_tile_played_ends_the_round_and_bad_reports_get_one_line():
    st = _states({"game": "sausage", "first": 0, "rows": [1, 27], "actions": [TAKE, {"play": [6, 6], "line": 0}]})
    assert st[-1]["rows"] == [0, 27]
    assert st[-1]["round_over"] == {"reason": "out", "out": 0, "last": 0}
    base = {"game": "sausage", "first": 1, "actions": [TAKE, {"play": [5, 3], "line": 0}, TAKE]}
    for extra, words in (([{"play": [5, 3], "line": 1}], "5-3 is already on the table"),
                         ([{"play": [2, 4], "line": 0}], "line 0 ends in 3"),
                         ([TAKE], "has taken a tile"),
                         ([{"cut": [3, 6]}], "6-3 does not go there")):
        err = _refused(dict(base, actions=base["actions"] + extra))
        assert err.startswith("action 3 ") and words in err, (extra, err)
    err = _refused(dict(base, actions=[{"back": True}]))
    assert err.startswith("action 0 ") and "takes a tile first" in err
    err = _refused(dict(base, actions=[TAKE, {"back": True}]))
    assert "every tile off the table fits" in err   # the first tile goes down, whatever it is
    for bad, words in (({"rows": [14, 13]}, "28 tiles"), ({"players": 3}, "played by two"),
                       ({"hands": [7, 7]}, "unknown field 'hands'"), ({"first": 2}, "first is seat 0 or 1")):
        assert words in _refused(dict(base, **bad)), bad


# Option double_first [002 l.256: "иногда начинают с дупеля для ознакомления игрока со своими
# фишками"; l.509: "Возможен вариант, когда игра начинается с дубля"; rules/README.md §12]:
# the first tile laid is a double the opener takes from their row; an opener without one
# hands the opening to the other seat.
DOUBLE_FIRST = {"game": "sausage", "options": {"double_first": True}, "first": 0, "rows": [14, 14]}


def test_with_double_first_the_referee_equals_the_engine_after_every_move():
    rounds, moves, blocked, known, passed = diff.run(300, 9100, {"double_first": True})
    assert rounds >= 300 and moves > 10000 and blocked > 20 and known > 100
    assert passed > 30   # openers without a double: the other seat opened


def test_the_differential_catches_a_referee_that_forgets_the_option(monkeypatch):
    # Planted: the referee reads the house rule as off, so an opener without a double cannot hand on.
    real = sg.double_first
    monkeypatch.setattr(sg, "double_first", lambda r: False if isinstance(r, rf.Referee) else real(r))
    with pytest.raises(diff.Divergence):
        diff.run(20, 9100, {"double_first": True})


def test_with_double_first_the_opener_takes_a_double_from_the_row_and_lays_it():
    st = _states(dict(DOUBLE_FIRST, actions=[{"take": [3, 3]}, {"play": [3, 3], "line": 0}, TAKE]))
    assert st[2]["lines"] == [[[3, 3]], []] and st[2]["rows"] == [13, 14] and st[2]["to_move"] == 1
    err = _refused(dict(DOUBLE_FIRST, actions=[{"take": [5, 3]}]))
    assert err.startswith("action 0 ") and "opens with a double" in err
    err = _refused(dict(DOUBLE_FIRST, actions=[TAKE]))
    assert err.startswith("action 0 ") and "takes a double from their row" in err
    err = _refused(dict(DOUBLE_FIRST, actions=[{"take": [3, 3]}, {"play": [4, 4], "line": 0}]))
    assert err.startswith("action 1 ") and "the tile taken is 3-3" in err
    # Without the option the first tile is any tile, as before.
    st = _states({"game": "sausage", "first": 0, "actions": [TAKE, {"play": [5, 3], "line": 0}]})
    assert st[-1]["lines"] == [[[5, 3]], []]


def test_with_double_first_an_opener_without_a_double_hands_the_opening_on_once():
    st = _states(dict(DOUBLE_FIRST, actions=[{"back": True}, {"take": [5, 5]}, {"play": [5, 5], "line": 0}]))
    assert [s["to_move"] for s in st] == [0, 1, 1, 0]
    assert st[-1]["rows"] == [14, 13] and st[-1]["lines"] == [[[5, 5]], []]
    # The whole set is dealt: if one row holds no double the other holds all seven.
    err = _refused(dict(DOUBLE_FIRST, actions=[{"back": True}, {"back": True}]))
    assert err.startswith("action 1 ") and "one of the two rows holds a double" in err
    # Without the option a back before any take is refused as ever.
    assert "takes a tile first" in _refused({"game": "sausage", "first": 0, "actions": [{"back": True}]})


def test_the_device_referee_refuses_a_first_tile_that_is_not_a_double():
    f = rf.Referee({"double_first": True}, 0)
    with pytest.raises(rf.RulesError) as e:
        f.report(sg.END, 0, rf.tile(5, 3))
    assert "opens with a double" in str(e.value) and f.rows[0] == bytearray([sg.HIDDEN] * 14) and not f.log
    f.report(sg.END, 0, rf.tile(5, 5))
    assert list(f.lines[0]) == [rf.tile(5, 5)] and f.seat == 1
