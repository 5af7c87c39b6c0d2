"""The rules command refuses what the game forbids [issue 27, item 3]:
every move `play` takes is one `moves` lists, and every one `moves` lists
`play` takes (tests/accepts.py tries each tile of the player to move both
ways round on every end, face down, two doubles at once, draws, passes,
takes and cuts, in positions of real rounds of every game); `score`
refuses hands no round leaves and points a game does not score. Each
refusal is one line. The long run is tests/bench/bench_accepts.py."""
import json

import pytest

import accepts
from host_tools import rules



def _set(n):
    return [[a, b] for a in range(n + 1) for b in range(a + 1)]


@pytest.mark.parametrize("game", accepts.GAMES)
def test_play_takes_exactly_what_moves_lists(game):
    out = accepts.run([(game, 1)], every=2)
    print(out.line())
    assert out.positions > 5 and out.plays > 50
    assert not out.wrong, out.wrong[:3]


@pytest.mark.parametrize("game", ["block", "draw", "muggins"])
def test_a_first_tile_the_other_way_round_is_refused_in_one_line(game):
    # A round's first tile goes down as moves lists it (issue 27: Block,
    # Draw and Muggins took [0, 3] where moves lists [3, 0]).
    pos = {"game": game, "set": 6, "hands": [[[6, 4], [0, 3]], [[1, 2]]], "boneyard": _set(6)[3:25],
           "layout": {"tiles": [], "ends": [], "closed": []}, "to_move": 0, "turn": {"drawn": 0}, "round": 1}
    pos["boneyard"] = [t for t in _set(6) if sorted(t) not in ([4, 6], [0, 3], [1, 2])]
    status, text, err = rules.run("moves", json.dumps(pos))
    assert status == 0, err
    listed = json.loads(text)["moves"]
    assert {"play": [6, 4], "end": 0} in listed and {"play": [4, 6], "end": 0} not in listed
    status, _text, err = rules.run("play", json.dumps({"position": pos, "move": {"play": [4, 6], "end": 0}}))
    assert status == 2 and "\n" not in err.strip()
    assert "[6, 4]" in err and "moves lists" in err
    status, _text, err = rules.run("play", json.dumps({"position": pos, "move": {"play": [6, 4], "end": 0}}))
    assert status == 0, err


@pytest.mark.parametrize("game,players", [("block", 2), ("kozel", 4), ("muggins", 3), ("mexican-train", 4)])
def test_hands_holding_the_whole_set_are_refused(game, players):
    # [firmware/rules/README.md 0]: a round opens with a tile laid (Mexican
    # Train's engine double, the lead), so no round ends with every tile in a hand.
    n = 12 if game == "mexican-train" else 6
    tiles = _set(n)
    hands = [tiles[s::players] for s in range(players)]
    doc = {"game": game, "players": players, "rounds": [{"out": None, "last": 0, "hands": hands}]}
    if game == "kozel":
        doc["teams"] = [[0, 2], [1, 3]]
    status, _text, err = rules.run("score", json.dumps(doc))
    assert status == 2 and "\n" not in err.strip()
    assert "%d tiles in hands" % len(tiles) in err
    # One tile on the table is a round that can be: scored.
    hands[0] = hands[0][1:]
    status, _text, err = rules.run("score", json.dumps(doc))
    assert status == 0, err


@pytest.mark.parametrize("points", [10, -10, 0])
def test_mexican_train_takes_no_points_during_play(points):
    # [firmware/rules/README.md 1, Scoring]: Mexican Train charges the pips
    # left in hand; nothing is scored during play.
    doc = {"game": "mexican-train", "players": 2,
           "rounds": [{"out": 0, "hands": [[], [[6, 4]]], "points": [[0, points]]}]}
    status, _text, err = rules.run("score", json.dumps(doc))
    assert status == 2 and "no points during play" in err
