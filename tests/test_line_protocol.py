"""The rules command for the line games, checked on `simulate --trace`
output (PROTOCOL.md, "Simulation trace"): every traced move fed to
`play` gives the next traced position (and is among `moves`), and every
traced round told to `referee` as the players would report it (a draw
without its tile, then the knocks the table makes after a block) gives the
engine's counts and layout after every move."""
import json

import pytest

from host_tools import rules
from trace_checks import call, rounds, same_counts, same_end, told_to_referee, trace, trace_on_both

GAMES = ("block", "draw", "two-player", "kozel", "sport", "sea-kozel", "general", "seven", "kids")
PLAYERS = {"two-player": 2, "sport": 4, "general": 4}


@pytest.mark.parametrize("game", GAMES)
def test_every_traced_move_fed_to_play_gives_the_next_position(game):
    n = 0
    for start, steps in rounds(trace(game, PLAYERS.get(game, 3), 3)):
        prev = start
        for move, pos in steps:
            assert move in call("moves", prev)["moves"]
            assert call("play", {"position": prev, "move": move}) == pos
            prev = pos
            n += 1
    assert n > 40


@pytest.mark.parametrize("game", GAMES)
def test_every_traced_round_told_to_the_referee_gives_the_engine_states(game):
    for start, steps in rounds(trace(game, PLAYERS.get(game, 3), 3)):
        players = len(start["hands"])   # Seven: the seats still in the game
        states, over = told_to_referee(game, players, start, steps)
        for (move, pos), st in zip(steps, states[1:]):
            if "round_over" in pos:
                break
            same_counts(st, pos)
            assert st["layout"]["tiles"] == pos["layout"]["tiles"]
            assert st["layout"]["ends"] == pos["layout"]["ends"]
        same_end(states, over)


def test_the_trace_is_byte_identical_on_micropython():
    for game in ("seven", "sea-kozel", "draw"):
        cpy, upy = trace_on_both(game, 3)
        assert upy == cpy and cpy.count("round_over") >= 2


def test_refusals_name_the_action_and_the_rule():
    log = {"game": "kozel", "players": 4, "first": 0, "hands": [7, 7, 7, 7], "boneyard": 0,
           "actions": [{"play": [1, 1], "end": 0}, {"play": [2, 3], "end": 1}]}
    status, _out, err = rules.run("referee", json.dumps(log))
    assert status == 2 and "action 1" in err and "end 1 shows 1" in err
    log["actions"] = [{"play": [1, 1], "end": 0}, {"draw": True}]
    status, _out, err = rules.run("referee", json.dumps(log))
    assert status == 2 and "action 1" in err and "draw" in err
    held = ([6, 6], [2, 1], [5, 5], [1, 0])
    pos = {"game": "block", "hands": [[[6, 6], [2, 1]], [[5, 5], [1, 0]]],
           "boneyard": [[b, a] for b in range(7) for a in range(b + 1) if [b, a] not in held], "to_move": 0}
    # Block [rules/README.md §2]: nobody draws; the first round opens with the lead.
    status, _out, err = rules.run("play", json.dumps({"position": pos, "move": {"draw": True}}))
    assert status == 2 and "illegal move" in err
    pos["layout"] = {"tiles": [[6, 6]], "ends": [6, 6]}
    pos["hands"] = [[[2, 1]], [[5, 5], [1, 0], [6, 3]]]
    pos["boneyard"].remove([6, 3])
    pos["to_move"] = 1
    status, _out, err = rules.run("play", json.dumps({"position": pos, "move": {"play": [1, 0], "end": 0}}))
    assert status == 2 and "end 0 shows 6" in err
