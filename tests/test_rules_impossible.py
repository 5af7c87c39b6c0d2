"""Documents the rules command used to accept or crash on [issue 15, items 8
and 9]: each must exit 2 with one line naming the problem
(host_tools/PROTOCOL.md: bad input never prints a traceback)."""
import json
import subprocess
import sys

import pytest

import mp
from host_tools import rules as rules_cmd
from test_rules_command import full_set, mexican_position, refused


def kozel_round(hands, **fields):
    rd = {"hands": hands}
    rd.update(fields)
    return {"game": "kozel", "players": 2, "rounds": [rd]}


# -- item 8: nesting ------------------------------------------------------------

@pytest.mark.parametrize("depth", [1000, 5000, 100000])
def test_deeply_nested_input_is_one_line_not_a_recursion_error(depth):
    for text in ("[" * depth + "]" * depth,
                 '{"game": "kozel", "players": 2, "rounds": ' + "[" * depth + "]" * depth + "}"):
        for verb in rules_cmd.VERBS:
            status, out, err = rules_cmd.run(verb, text)
            assert (status, out) == (2, "") and "nested more than" in err and "\n" not in err


def test_deep_nesting_exits_2_as_a_program():
    r = subprocess.run([sys.executable, "-m", "host_tools.rules", "score"], input="[" * 1000 + "]" * 1000,
                       capture_output=True, text=True, cwd=mp.ROOT)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "Traceback" not in r.stderr


def test_the_protocol_own_documents_are_not_too_deep():
    # A match ledger is the deepest document: rounds, a round, hands, a
    # hand, a tile (7 levels with the number itself).
    doc = kozel_round([[], [[6, 6], [1, 2]]], out=0)
    assert rules_cmd.run("score", json.dumps(doc))[0] == 0


# -- item 9: accepted but impossible ------------------------------------------------

def test_a_team_of_everyone_and_an_empty_team_is_refused():
    # rules/README.md §3: four players as two teams of partners sitting opposite.
    doc = {"game": "kozel", "players": 4, "teams": [[0, 1, 2, 3], []],
           "rounds": [{"out": 0, "hands": [[], [[6, 6]], [[1, 2]], [[3, 4]]]}]}
    assert "two pairs" in refused("score", doc)
    doc["teams"] = [[0, 2], [1, 3]]
    assert rules_cmd.run("score", json.dumps(doc))[0] == 0


@pytest.mark.parametrize("option, value", [
    ("marker_penalty", 25.0), ("marker_penalty", 10.0), ("hand_size", 12.0), ("marker_penalty", True),
])
def test_float_and_boolean_option_values_are_refused(option, value):
    # rules/README.md §1, Scoring: marker_penalty is 0, 5, 10 or 25 points; a
    # float would give float totals.
    doc = {"game": "mexican-train", "players": 2, "options": {option: value},
           "rounds": [{"out": 0, "hands": [[], [[1, 2]]], "markers": [False, True]}]}
    assert "option %s takes" % option in refused("score", doc)
    assert "option %s takes" % option in refused("moves", mexican_position(options={option: value}))


@pytest.mark.parametrize("game, option, value", [
    ("block", "target", 100.0), ("kozel", "target", 101.0), ("sport", "rounds", 8.0), ("seven", "sticks", 3.0),
])
def test_every_numeric_option_refuses_a_float(game, option, value):
    players = 4 if game == "sport" else 2
    doc = {"game": game, "players": players, "options": {option: value}, "rounds": []}
    if game == "sport":
        doc["teams"] = [[0, 2], [1, 3]]
    assert "option %s takes" % option in refused("score", doc)


def test_two_empty_hands_are_refused():
    # rules/README.md §1, End of round: the round ends when one player lays the
    # last tile.
    assert "both have no tiles left" in refused("score", kozel_round([[], []], out=0))


def test_two_empty_hands_after_first_turn_trains_are_a_round():
    # rules/README.md §1, First turn of a round (first_turn_train): everyone still
    # has a first turn, so several can lay every tile.
    doc = {"game": "mexican-train", "players": 3, "options": {"first_turn_train": True},
           "rounds": [{"out": 0, "hands": [[], [], [[1, 2]]]}]}
    assert rules_cmd.run("score", json.dumps(doc))[0] == 0


def test_a_blocked_round_needs_last_and_no_empty_hand():
    # rules/README.md §0, Block: the player who made the last play is the fisherman.
    assert "needs \"last\"" in refused("score", kozel_round([[[1, 1]], [[3, 4]]], out=None))
    assert "needs \"last\"" in refused("score", kozel_round([[[1, 1]], [[3, 4]]]))
    assert "that seat went out" in refused("score", kozel_round([[], [[3, 4]]], out=None, last=0))
    assert rules_cmd.run("score", json.dumps(kozel_round([[[1, 1]], [[3, 4]]], out=None, last=1)))[0] == 0


def test_a_round_with_out_and_last_is_refused():
    assert "only for a blocked round" in refused("score", kozel_round([[], [[3, 4]]], out=0, last=1))


def test_a_train_ending_in_an_unlisted_double_is_refused():
    # rules/README.md §1, Open (unsatisfied) double: a double left without a tile
    # on it is open, so open_doubles lists it.
    doc = mexican_position(placed=([12, 5], [5, 5]), trains=[[[12, 5], [5, 5]], []], to_move=1)
    err = refused("moves", doc)
    assert "trains[0] ends in the double 5-5, which open_doubles does not list" in err
    doc["open_doubles"] = [0]
    assert rules_cmd.run("moves", json.dumps(doc))[0] == 0
    doc = mexican_position(placed=([12, 3], [3, 3]), mexican=[[12, 3], [3, 3]], to_move=1)
    assert "mexican ends in the double 3-3" in refused("moves", doc)


def test_a_double_with_every_tile_of_its_number_played_is_not_open():
    # rules/README.md §1, Open double: once every tile of its number has been
    # played, it stops restricting play, so open_doubles leaves it out.
    fives = [[9, 5], [5, 0], [0, 1], [1, 5], [5, 2], [2, 3], [3, 5], [5, 4], [4, 6], [6, 5], [5, 7],
             [7, 8], [8, 5], [5, 5]]
    laid = [sorted(t) for t in fives] + [[9, 9]]
    rest = [t for t in full_set(9) if t not in laid]
    doc = {"game": "mexican-train", "set": 9, "engine": 9, "hands": [rest[:10], rest[10:20]],
           "boneyard": rest[20:], "trains": [fives, []], "mexican": [], "markers": [False, False],
           "open_doubles": [], "to_move": 1, "turn": {"drawn": False, "after_double": False}}
    assert rules_cmd.run("moves", json.dumps(doc))[0] == 0
    # 5-7, 7-8 and 5-8 in a hand instead: 5-5 is open, so it must be listed.
    doc["trains"][0] = fives[:10] + [[5, 5]]
    doc["hands"][0] = doc["hands"][0] + [[5, 7], [7, 8], [8, 5]]
    assert "ends in the double 5-5, which open_doubles does not list, and 7-5 is still" in refused("moves", doc)


def test_after_double_needs_a_double_just_played():
    # rules/README.md §1, Doubles: after playing a double the same player plays again.
    doc = mexican_position(turn={"drawn": False, "after_double": True})
    assert "no train ends in a double" in refused("moves", doc)
    doc = mexican_position(placed=([12, 5], [5, 5]), trains=[[[12, 5], [5, 5]], []], open_doubles=[0],
                           turn={"drawn": False, "after_double": True})
    assert rules_cmd.run("moves", json.dumps(doc))[0] == 0


@pytest.mark.parametrize("game", ["kozel 6", "kozel x", "mexican-train 12", "block "])
def test_a_game_name_is_matched_whole_not_by_prefix(game):
    assert "unknown game %r" % game in refused("score", {"game": game, "players": 2, "rounds": []})
    assert "unknown game %r" % game in refused("moves", {"game": game, "hands": [[], []]})
