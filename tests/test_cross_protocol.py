"""The rules command for the cross and fives games (PROTOCOL.md,
"Line and cross games position"): rules/README.md §7's worked example move by move
through `python -m host_tools.rules play`, every `simulate --trace` move fed
to `play` giving the next traced position (with its "scored"), and bad
input refused with one line."""
import json
import os
import subprocess
import sys

import pytest

from host_tools import rules
from trace_checks import call, rounds, same_counts, same_end, told_to_referee, trace, trace_on_both

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = ("muggins", "telephone", "checheve", "donkey", "bergen")


def full_set():
    return [[a, b] for b in range(7) for a in range(b + 1)]


def with_boneyard(doc):
    """doc with every tile not in a hand or the layout in the boneyard."""
    used = {tuple(sorted(t)) for h in doc["hands"] for t in h}
    used |= {tuple(sorted(t)) for t in doc.get("layout", {}).get("tiles", [])}
    doc["boneyard"] = [t for t in full_set() if tuple(t) not in used]
    return doc


def cli(verb, doc):
    p = subprocess.run([sys.executable, "-m", "host_tools.rules", verb], input=json.dumps(doc),
                       capture_output=True, text=True, cwd=ROOT, timeout=60)
    return p.returncode, p.stdout, p.stderr


def refused(verb, doc):
    status, out, err = rules.run(verb, json.dumps(doc))
    assert status == 2 and not out and "\n" not in err and "Traceback" not in err, (status, out, err)
    return err


def test_rules_7_worked_example_move_by_move_through_the_command():
    # rules/README.md §7: "3-2 scores 5; then laying 2-2 and 3-3 together scores
    # 10"; and the second article's continuation [002]: 2-4 on 2-2 makes it
    # the house, 3 + 3 + 4 = 10; then 3-1: 1 + 4 = 5.
    pos = with_boneyard({"game": "telephone", "set": 6, "options": {"opener": "2-3"},
                         "hands": [[[3, 2], [2, 4], [6, 1], [5, 0], [4, 4], [6, 6], [1, 0]],
                                   [[2, 2], [3, 3], [3, 1], [6, 3], [5, 5], [0, 0], [6, 5]]],
                         "layout": {"tiles": [], "ends": [], "closed": []}, "to_move": 0})
    steps = [({"play": [3, 2], "end": 0}, 5, [3, 2]),
             ({"play": [[2, 2], [3, 3]], "end": [1, 0]}, 10, [3, 2]),
             ({"play": [2, 4], "end": 1}, 10, [3, 4, 2, 2]),
             ({"play": [3, 1], "end": 0}, 5, [1, 4, 2, 2])]
    totals = [0, 0]
    for i, (move, scored, ends) in enumerate(steps):
        status, out, err = cli("play", {"position": pos, "move": move})
        assert status == 0, err
        nxt = json.loads(out)
        assert nxt["scored"] == scored, (move, nxt["scored"])
        assert nxt["layout"]["ends"] == ends
        totals[i % 2] += scored
        assert nxt["points"] == totals
        pos = {k: v for k, v in nxt.items() if k != "scored"}
    assert totals == [15, 15]


def test_the_protocols_layout_example_is_read_with_the_spinner():
    # PROTOCOL.md: 3-5 leads, 5-5 on its 5 side is the spinner (ends 2
    # and 3 show 5), 5-1 along the line: ends [3, 1, 5, 5].
    pos = with_boneyard({"game": "muggins", "set": 6, "hands": [[[6, 4]], [[4, 4], [1, 2]]],
                         "layout": {"tiles": [[3, 5], [5, 5], [5, 1]], "ends": [3, 1, 5, 5], "closed": []},
                         "to_move": 1})
    got = call("moves", pos)["moves"]
    assert got == [{"play": [1, 2], "end": 1}]
    nxt = call("play", {"position": pos, "move": {"play": [1, 2], "end": 1}})
    assert nxt["scored"] == 5 and nxt["layout"]["ends"] == [3, 2, 5, 5]   # 3 + 2; the empty arms count nothing


def test_bad_moves_are_refused_with_one_line():
    base = {"game": "muggins", "set": 6, "hands": [[[6, 4], [3, 3]], [[4, 4], [1, 2]]],
            "layout": {"tiles": [[3, 5], [5, 5], [5, 1]], "ends": [3, 1, 5, 5], "closed": []}, "to_move": 0}
    two = with_boneyard(dict(base, hands=[[[6, 4], [3, 3], [1, 1]], [[4, 4], [1, 2]]]))
    assert "one tile a turn" in refused("play", {"position": two, "move": {"play": [[3, 3], [1, 1]], "end": [0, 1]}})
    pos = with_boneyard(base)
    assert "face down" in refused("play", {"position": pos, "move": {"play": [3, 3], "end": 0, "close": True}})
    assert "shows 1" in refused("play", {"position": pos, "move": {"play": [6, 4], "end": 1}})
    closed = dict(pos, layout={"tiles": [[3, 5], [5, 5], [5, 1]], "ends": [3, 1, 5, 5], "closed": [1]})
    assert "no closed ends" in refused("moves", closed)
    donkey = with_boneyard(dict(base, game="donkey", hands=[[[6, 4], [3, 3]], [[4, 4], [1, 2], [1, 6]]],
                                layout={"tiles": [[3, 5], [5, 5], [5, 1], [1, 1]], "ends": [3, 1, 5, 5],
                                        "closed": [1]}))
    assert "closed" in refused("play", {"position": donkey, "move": {"play": [1, 6], "end": 1}})


@pytest.mark.parametrize("game,players", [(g, p) for g in GAMES for p in (2, 3, 4)])
def test_every_traced_move_fed_to_play_gives_the_next_position(game, players):
    n = 0
    for start, steps in rounds(trace(game, players, 2)):
        prev = start
        for move, pos in steps:
            assert move in call("moves", prev)["moves"]
            assert call("play", {"position": prev, "move": move}) == pos
            prev = {k: v for k, v in pos.items() if k != "scored"}
            n += 1
    assert n > 20


def test_the_trace_is_byte_identical_on_micropython():
    for game, players in (("muggins", 2), ("telephone", 4), ("checheve", 3), ("donkey", 2), ("bergen", 3)):
        cpy, upy = trace_on_both(game, players)
        assert upy == cpy and cpy.count("round_over") >= 2
        assert ('"scored":' in cpy) == (game in ("muggins", "telephone", "bergen"))


@pytest.mark.parametrize("game,players", [(g, p) for g in GAMES for p in (2, 4)])
def test_every_traced_round_told_to_the_referee_gives_the_engine_states(game, players):
    # PROTOCOL.md, "Referee log (line and cross games)": the fields
    # equal the engine's after every move; "scored" sums its "scored" per seat.
    for start, steps in rounds(trace(game, players, 2)):
        states, over = told_to_referee(game, players, start, steps)
        for (move, pos), st in zip(steps, states[1:]):
            if "round_over" in pos:
                break
            same_counts(st, pos)
            assert st["layout"] == {k: pos["layout"][k] for k in ("tiles", "ends", "closed")}
            assert st["scored"] == pos.get("points", [0] * players)   # Chechevé, Donkey: no points in play
        same_end(states, over)


# Muggins' option doubles_either_way [002 l.240: "Дубли, кроме первого, игрок укладывает вдоль и
# поперек так, как ему выгодно"; rules/README.md §8]: a later double may lie along its end, which
# then counts one half; across (the default, and always without the option) it counts both.
EITHER = {"doubles_either_way": True}


def _muggins(options):
    # The spinner 5-5 led, 5-3 on end 0 and 5-2 on end 1: the ends show 3 and 2 (the spinner's
    # own arms 2 and 3 count nothing yet): 5. Seat 0 holds the 3-3.
    return with_boneyard({"game": "muggins", "set": 6, "options": options, "players": 2,
                          "hands": [[[3, 3], [6, 6], [1, 2]], [[3, 4], [2, 2], [1, 1]]],
                          "layout": {"tiles": [[5, 5], [5, 3], [5, 2]], "ends": [3, 2, 5, 5],
                                     "laid_on": [0, 0, 1]},
                          "points": [5, 0], "to_move": 0})


def test_with_doubles_either_way_a_later_double_laid_along_counts_one_half():
    pos = _muggins(EITHER)
    assert {"play": [3, 3], "end": 0, "along": True} in call("moves", pos)["moves"]
    along = call("play", {"position": pos, "move": {"play": [3, 3], "end": 0, "along": True}})
    assert along["scored"] == 5 and along["points"] == [10, 0]      # 3 + 2: one half of the 3-3
    assert along["layout"]["along"] == [0]
    across = call("play", {"position": pos, "move": {"play": [3, 3], "end": 0}})
    assert across["scored"] == 0 and across["layout"]["along"] == []   # 6 + 2 = 8
    # The position carries it: the next play counts the 3-3 along as 3.
    nxt = call("moves", {k: v for k, v in along.items() if k != "scored"})
    assert nxt["moves"]
    # Without the option every double lies across, and "along" is refused.
    assert {"play": [3, 3], "end": 0, "along": True} not in call("moves", _muggins({}))["moves"]
    assert "needs option doubles_either_way" in refused("play", {"position": _muggins({}),
                                                                 "move": {"play": [3, 3], "end": 0, "along": True}})


def test_with_doubles_either_way_the_spinner_and_other_tiles_lie_across():
    pos = with_boneyard({"game": "muggins", "set": 6, "options": EITHER, "players": 2,
                         "hands": [[[4, 4], [4, 3]], [[1, 0], [2, 0]]], "layout": {"tiles": [[4, 2]], "ends": [4, 2]},
                         "to_move": 0})
    moves = call("moves", pos)["moves"]
    assert {"play": [4, 4], "end": 0} in moves and not any(m.get("along") for m in moves)   # 4-4 is the spinner
    assert "spinner" in refused("play", {"position": pos, "move": {"play": [4, 4], "end": 0, "along": True}})
    assert "lays no double face down" in refused("play", {"position": _muggins(EITHER),
                                                          "move": {"play": [3, 3], "end": 0, "close": True}})
    bad = _muggins(EITHER)
    bad["layout"]["along"] = [1]     # end 1 ends in 5-2, not a double
    assert "not end in a later double" in refused("moves", bad)


def test_with_doubles_either_way_traced_moves_play_and_referee_alike():
    n = along = 0
    for start, steps in rounds(trace("muggins", 2, 3, options=("doubles_either_way=true",))):
        prev = start
        for move, pos in steps:
            assert move in call("moves", prev)["moves"]
            assert call("play", {"position": prev, "move": move}) == pos
            prev = {k: v for k, v in pos.items() if k != "scored"}
            along += bool(move.get("along"))
            n += 1
        states, over = told_to_referee("muggins", 2, start, steps)
        for (move, pos), st in zip(steps, states[1:]):
            if "round_over" in pos:
                break
            assert st["layout"] == {k: pos["layout"][k] for k in ("tiles", "ends", "closed", "along")}
            assert st["scored"] == pos["points"]
        same_end(states, over)
    assert n > 20 and along > 0


def test_doubles_either_way_is_simulated_the_same_on_micropython():
    cpy, upy = trace_on_both("muggins", 2, "random", ("--option", "doubles_either_way=true"))
    assert '"along":true' in cpy
    assert upy == cpy


def test_the_along_bit_is_one_value():
    # rules.cross.variants writes layout's ALONG bit as a constant of its
    # own (layout imports variants; no import circle back).
    from rules.cross import layout, variants
    assert variants._ALONG == layout.ALONG
