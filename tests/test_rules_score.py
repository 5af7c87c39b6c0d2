"""`python -m host_tools.rules score` for the games beyond Mexican Train,
driven in process through host_tools.rules.run: JSON answers as in
host_tools/PROTOCOL.md "Match ledger", plus the optional round
fields "opened" and "finish", and one-line refusals with exit status 2."""
import json

import pytest

from host_tools import rules


def score(doc):
    status, out, err = rules.run("score", json.dumps(doc))
    assert status == 0, err
    return json.loads(out)


def refused(doc):
    status, out, err = rules.run("score", json.dumps(doc))
    assert status == 2 and out == ""
    assert err and "\n" not in err and "Traceback" not in err
    return err


def test_kozel_pairs_eggs_and_goat():
    # rules/README.md §3 [002]: partners add their pips; a tied block makes eggs for
    # the next loser; 101 makes the Goat.
    doc = {"game": "kozel", "players": 4, "teams": [[0, 2], [1, 3]], "rounds": [
        {"out": 0, "hands": [[], [[6, 6], [1, 2]], [[0, 1]], [[3, 4]]]},
        {"out": None, "last": 2, "hands": [[[5, 5]], [[6, 4]], [[2, 3]], [[1, 4]]]},
        {"out": 1, "hands": [[[6, 5], [5, 4], [6, 3], [5, 3]], [], [[4, 4], [6, 2], [4, 3], [6, 1]], [[0, 0]]]},
    ]}
    ans = score(doc)
    assert ans["rounds"] == [
        {"charged": [0, 22], "carry": 0, "note": "out"},
        {"charged": [0, 0], "carry": 30, "note": "eggs"},
        {"charged": [37 + 30 + 30, 0], "carry": 0, "note": "out"},
    ]
    assert ans["totals"] == [97, 22] and not ans["over"]
    doc["rounds"].append({"out": 1, "hands": [[[1, 3]], [], [[0, 0]], [[6, 6]]]})
    ans = score(doc)
    assert ans["totals"] == [101, 22] and ans["over"]
    assert ans["loser"] == 0 and ans["winner"] == 1 and ans["titles"] == ["goat"]


def test_sea_kozel_finish_and_opened_fields():
    # rules/README.md §4 [002 items 6, 9, 11]: round fields "opened" and "finish".
    doc = {"game": "sea-kozel", "players": 2, "rounds": [
        {"out": 0, "opened": [[6, 6]], "hands": [[], [[1, 2]]]},
        {"out": 1, "finish": [[6, 6]], "hands": [[[1, 2]], []]},
        {"out": 1, "finish": [[0, 0], [6, 6]], "hands": [[[1, 2]], []]},
    ]}
    ans = score(doc)
    assert [r["charged"] for r in ans["rounds"]] == [[0, 50], [100, -50], [3, 0]]
    assert ans["totals"] == [103, 0] and ans["over"] and ans["loser"] == 0 and ans["titles"] == ["admiral"]


def test_telephone_points_during_play():
    # rules/README.md §7 [002]: points as scored; the hand left written off to 5.
    ans = score({"game": "telephone", "players": 2, "rounds": [
        {"out": 0, "hands": [[], [[6, 4], [5, 3]]], "points": [[0, 10], [1, 20]]}]})
    assert ans["rounds"][0]["charged"] == [10, 5] and ans["totals"] == [10, 5]


def test_block_winner_scores_and_checheve_alias():
    ans = score({"game": "block", "players": 3, "rounds": [
        {"out": 2, "hands": [[[6, 5]], [[1, 2]], []]}]})
    assert ans["totals"] == [0, 0, 14]
    ans = score({"game": "chechevé", "players": 2, "rounds": [
        {"out": 0, "hands": [[], [[6, 5]]]}]})
    assert ans["totals"] == [0, 11]


@pytest.mark.parametrize("doc, words", [
    ({"game": "kozel", "players": 2, "rounds": [{"out": 0, "hands": [[], [[1, 2]]], "points": [[0, 5]]}]},
     "no points during play"),
    ({"game": "sea-kozel", "players": 2, "rounds": [{"finish": [[0, 0]], "hands": [[], [[1, 2]]]}]},
     "finish needs"),
    ({"game": "sea-kozel", "players": 2, "rounds": [{"out": 0, "finish": [[1, 2], [3, 4]], "hands": [[], []]}]},
     "two doubles"),
    ({"game": "sea-kozel", "players": 2, "rounds": [{"out": 0, "finish": [[1, 2]], "hands": [[], [[1, 2]]]}]},
     "two places"),
    ({"game": "general", "players": 4, "rounds": []}, "teams"),
    # rules/README.md §7: Telephone for four is two teams of two; two play alone.
    ({"game": "telephone", "players": 4, "rounds": []}, "played by two teams"),
    ({"game": "telephone", "players": 2, "teams": [[0], [1]], "rounds": []}, "not played in teams by 2"),
    ({"game": "sport", "players": 4, "teams": [[0, 1], [2, 3]], "rounds": []}, "sitting opposite"),
    ({"game": "muggins", "players": 2, "rounds": [{"out": 0, "hands": [[], [[1, 2]]], "points": [[0, 3]]}]},
     "multiple of 5"),
    # Sea Kozel's fisherman_privileges [002 l.411]: a block names its fisherman.
    ({"game": "sea-kozel", "players": 2, "options": {"fisherman_privileges": True},
      "rounds": [{"out": None, "hands": [[[1, 2]], [[3, 4]]]}]}, "last"),
    ({"game": "block", "players": 2, "options": {"target": 50}, "rounds": [
        {"out": 0, "hands": [[], [[6, 6], [5, 5], [6, 5], [4, 4], [6, 4]]]},
        {"out": 0, "hands": [[], [[1, 2]]]}]}, "over after round 1"),
    # rules/README.md §1: N+1 rounds with double-N, engine N-N down to 0-0; a
    # round after them is refused as in every other game.
    ({"game": "mexican-train", "players": 2, "set": 9, "rounds": [
        {"out": 0, "hands": [[], [[1, 2]]]}] * 11}, "over after round 10"),
])
def test_refusals_are_one_line(doc, words):
    assert words in refused(doc)


def test_bergen_takes_a_seats_points_of_play_as_one_total():
    # rules/README.md §9: plays score 2 or 3 and going out 2. A ledger may give a
    # seat's points of play as one total ([seat, points], PROTOCOL.md
    # "Match ledger"): seat 0's 4 is two plays of 2, plus 2 for going out.
    doc = {"game": "bergen", "players": 2, "teams": None, "options": {},
           "rounds": [{"out": 0, "hands": [[], [[1, 2]]], "points": [[0, 4]]}]}
    assert score(doc)["rounds"][0]["charged"] == [6, 0]
    doc["rounds"][0]["points"] = [[0, 1]]   # no play scores 1
    assert "a play scores 2 or 3, not 1" in refused(doc)


def test_a_refusal_names_seats_from_0_as_the_protocol_does():
    # PROTOCOL.md numbers seats from 0 ("out": 0 is the first seat);
    # the device's round entry says them from 1, the protocol's answer not.
    doc = {"game": "kozel", "players": 2, "teams": None, "options": {},
           "rounds": [{"out": 0, "hands": [[[6, 5]], [[5, 5]]]}]}
    assert "seat 0 went out" in refused(doc)
