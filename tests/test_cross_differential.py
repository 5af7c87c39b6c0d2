"""The cross and fives games' referee against their engine, move by move,
over 300 engine-played rounds of each game (tests/firmware/cross_diff.py:
random and greedy bots, every player count, whole matches so later rounds'
openings are played too). `make bench` runs 2,000 rounds a game
(bench_cross_referee)."""
import json

import pytest

import cross_diff as diff
from host_tools import rules
from rules.cross import referee as rf


@pytest.mark.parametrize("game", diff.GAMES)
def test_cross_referee_equals_the_engine_after_every_move(game):
    rounds, moves, blocked, most = diff.run(game, 300)
    assert rounds >= 300 and moves > 3000
    assert most <= 4


def test_the_differential_catches_a_referee_that_blocks_too_early(monkeypatch):
    # Planted: a block once all seats but one have knocked.
    def early(self):
        return bin(self.proof).count("1") >= self.n - 1

    monkeypatch.setattr(rf.Referee, "stuck", early)
    with pytest.raises(diff.Divergence):
        diff.run("muggins", 300)


def test_the_differential_catches_a_referee_that_forgets_a_closed_end(monkeypatch):
    # Planted: a double laid face down leaves its end open.
    real = rf.cx.lay

    def leaky(r, t, e, c):
        real(r, t, e, 0 if isinstance(r, rf.Referee) else c)
    monkeypatch.setattr(rf.cx, "lay", leaky)
    with pytest.raises(diff.Divergence):
        diff.run("donkey", 300)


def _refused(doc):
    status, out, err = rules.run("referee", json.dumps(doc))
    assert status == 2 and not out and "\n" not in err, (status, out, err)
    return err


def test_referee_verb_follows_the_worked_example_and_refuses_with_the_action():
    # rules/README.md §7: 3-2 scores 5; 2-2 and 3-3 together 10; [002] 2-4: 10; 3-1: 5.
    log = {"game": "telephone", "players": 2, "first": 0, "hands": [7, 7], "boneyard": 14,
           "actions": [{"play": [3, 2], "end": 0}, {"play": [[3, 3], [2, 2]], "end": [0, 1]},
                       {"play": [2, 4], "end": 1}, {"play": [3, 1], "end": 0}]}
    status, out, err = rules.run("referee", json.dumps(log))
    assert status == 0, err
    states = json.loads(out)["states"]
    assert [s["scored"] for s in states] == [[0, 0], [5, 0], [5, 10], [15, 10], [15, 15]]
    assert states[3]["layout"]["ends"] == [3, 4, 2, 2]
    assert states[2]["hands"] == [6, 5]
    log["actions"].append({"play": [2, 5], "end": 1})
    err = _refused(log)
    assert err.startswith("action 4 ") and "end 1 shows 4" in err
    donkey = {"game": "donkey", "players": 2, "first": 0, "hands": [7, 7], "boneyard": 14,
              "actions": [{"play": [3, 2], "end": 0}, {"play": [3, 3], "end": 0, "close": True}]}
    err = _refused(donkey)
    assert err.startswith("action 1 ") and "face down" in err
    donkey["actions"][1] = {"play": [[3, 3], [2, 2]], "end": [0, 1], "close": True}
    status, out, err = rules.run("referee", json.dumps(donkey))
    assert status == 0, err
    end = json.loads(out)["states"][-1]["round_over"]
    assert end == {"reason": "blocked", "out": None, "last": 1}   # rules/README.md §6: the round ends


# Muggins' option doubles_either_way [002 l.240: "Дубли, кроме первого, игрок укладывает вдоль и
# поперек так, как ему выгодно"; rules/README.md §8]: a later double along its end counts one half.
def test_with_doubles_either_way_the_muggins_referee_equals_the_engine_after_every_move():
    rounds, moves, blocked, most, along = diff.run("muggins", 300, 5000, {"doubles_either_way": True})
    assert rounds >= 300 and moves > 3000 and most <= 4
    assert along > 100   # doubles laid along were reached, and scored alike


def test_the_differential_catches_a_referee_that_lays_every_double_across(monkeypatch):
    # Planted: the referee's layout forgets that a double lies along.
    real = rf.cx.lay

    def across(r, t, e, c):
        real(r, t, e, 0 if isinstance(r, rf.Referee) else c)
    monkeypatch.setattr(rf.cx, "lay", across)
    with pytest.raises(diff.Divergence):
        diff.run("muggins", 100, 5000, {"doubles_either_way": True})
