"""`python -m host_tools.rules moves|play` for mexican-train, as
host_tools/PROTOCOL.md describes, and its refusals of bad input
(exit 2, one line)."""
import json
import subprocess
import sys

import mp
from host_tools import rules


def full(doc, n=9):
    """Fill in the boneyard with every tile the position does not name."""
    used = set()
    for h in doc["hands"]:
        used.update(tuple(sorted(t)) for t in h)
    for tr in doc.get("trains", []) + [doc.get("mexican", [])]:
        used.update(tuple(sorted(t)) for t in tr)
    used.update(tuple(sorted(t)) for t in doc.get("boneyard", []))
    e = doc.get("engine", n)
    used.add((e, e))
    doc.setdefault("boneyard", [])
    doc["boneyard"] = doc["boneyard"] + [[b, a] for b in range(n + 1) for a in range(b + 1) if (a, b) not in used]
    doc.setdefault("game", "mexican-train")
    doc.setdefault("set", n)
    return doc


def base(**kw):
    doc = {"hands": [[[9, 1], [1, 3], [5, 5]], [[0, 0], [2, 2]]],
           "trains": [[[9, 4]], []], "mexican": [[9, 2], [2, 1]]}
    doc.update(kw)
    return full(doc)


def run(verb, doc):
    return rules.run(verb, json.dumps(doc))


def moves(doc):
    status, out, err = run("moves", doc)
    assert status == 0, err
    return json.loads(out)["moves"]


def play(doc, move):
    status, out, err = run("play", {"position": doc, "move": move})
    assert status == 0, err
    return json.loads(out)


def refused(verb, doc):
    status, out, err = run(verb, doc)
    assert status == 2 and out == "" and "\n" not in err and err
    return err


def test_moves_lists_each_oriented_placement_once():
    # Protocol: every legal move exactly once; [9, 1] fits seat 0's train? no
    # (ends in 4); it fits the Mexican Train (ends in 1) as [1, 9]; [1, 3] too.
    got = moves(base())
    assert sorted(json.dumps(m) for m in got) == sorted(json.dumps(m) for m in [
        {"play": [1, 9], "on": "mexican"}, {"play": [1, 3], "on": "mexican"}])


def test_a_double_is_one_placement():
    doc = full({"hands": [[[5, 5], [3, 6]], [[0, 0]]], "trains": [[[9, 5]], []], "mexican": []})
    assert moves(doc) == [{"play": [5, 5], "on": 0}]


def test_draw_then_pass_when_nothing_fits():
    # rules/README.md §91-94 through the protocol.
    doc = full({"hands": [[[1, 3]], [[0, 0]]], "trains": [[[9, 4]], []], "mexican": [],
                "boneyard": [[6, 7]]})
    assert moves(doc) == [{"draw": True}]
    nxt = play(doc, {"draw": True})
    assert nxt["turn"] == {"drawn": True, "after_double": False}
    assert sorted(map(sorted, nxt["hands"][0])) == [[1, 3], [6, 7]]
    assert moves(nxt) == [{"pass": True}]
    after = play(nxt, {"pass": True})
    assert after["markers"] == [True, False] and after["to_move"] == 1
    assert after["turn"] == {"drawn": False, "after_double": False}


def test_play_returns_the_oriented_next_position():
    nxt = play(base(), {"play": [1, 3], "on": "mexican"})
    assert nxt["mexican"] == [[9, 2], [2, 1], [1, 3]]
    assert nxt["to_move"] == 1 and nxt["trains"] == [[[9, 4]], []]


def test_double_then_after_double_and_open_doubles():
    doc = full({"hands": [[[4, 4], [1, 2]], [[0, 0]]], "trains": [[[9, 4]], []], "mexican": []})
    nxt = play(doc, {"play": [4, 4], "on": 0})
    assert nxt["turn"]["after_double"] and nxt["to_move"] == 0 and nxt["open_doubles"] == [0]


def test_round_over_out_with_scores():
    # rules/README.md §134, 138: going out on a double ends the round at once.
    doc = full({"hands": [[[4, 4]], [[0, 0], [2, 3]]], "trains": [[[9, 4]], []], "mexican": []})
    got = play(doc, {"play": [4, 4], "on": 0})
    assert got == {"round_over": {"reason": "out", "out": 0, "scores": [0, 5]}}


def test_round_over_blocked():
    # rules/README.md §135-136: seat 0 lays the last 9 and the last 8 at once; the
    # boneyard is empty and nobody can play: blocked, nobody out.
    doc = {"game": "mexican-train", "set": 9, "boneyard": [], "to_move": 0,
           "trains": [[[9, 0], [0, 8], [8, 8], [8, 1], [1, 9]], [[9, 2], [2, 8], [8, 3], [3, 9]]],
           "mexican": [[9, 4], [4, 8], [8, 5], [5, 9], [9, 6], [6, 8], [8, 7], [7, 9]],
           "hands": [[[9, 8], [1, 2]], [[b, a] for b in range(8) for a in range(b + 1) if (a, b) != (1, 2)]]}
    got = moves(doc)
    assert sorted(map(str, got)) == sorted(map(str, [{"play": [9, 8], "on": 0}, {"play": [9, 8], "on": "mexican"}]))
    assert play(doc, {"play": [9, 8], "on": 0}) == {
        "round_over": {"reason": "blocked", "out": None, "scores": [3, 7 * 8 * 9 // 2 - 3]}}


def test_bad_positions_refused_one_line():
    dup = base()
    dup["hands"][1].append([9, 1])
    assert "tile 9-1 is in two places" in refused("moves", dup)
    chain = full({"hands": [[[9, 1]], [[0, 0]]], "trains": [[[9, 4], [5, 6]], []], "mexican": []})
    assert "trains[0] does not chain" in refused("moves", chain)
    off = base()
    assert "\"on\" must be a seat" in refused("play", {"position": off, "move": {"play": [1, 3], "on": 5}})
    assert "\"on\" must be a seat" in refused("play", {"position": off, "move": {"play": [1, 3], "on": "red"}})


def test_illegal_moves_refused_with_reason():
    doc = base()
    assert refused("play", {"position": doc, "move": {"draw": True}}) == "illegal move: seat 0 can play, so may not draw"
    assert refused("play", {"position": doc, "move": {"pass": True}}) == "illegal move: seat 0 can play, so may not pass"
    assert refused("play", {"position": doc, "move": {"play": [2, 2], "on": 0}}) == \
        "illegal move: seat 0 does not hold 2-2"
    assert refused("play", {"position": doc, "move": {"play": [3, 1], "on": "mexican"}}) == \
        "illegal move: the Mexican Train ends in 1, so [3, 1] does not go on it"
    assert refused("play", {"position": doc, "move": {"play": [4, 5], "on": 0}}) == \
        "illegal move: seat 0 does not hold 5-4"
    closed = full({"hands": [[[4, 1]], [[0, 0]]], "trains": [[], [[9, 4]]], "mexican": []})
    assert refused("play", {"position": closed, "move": {"play": [4, 1], "on": 1}}) == \
        "illegal move: seat 1's train is not open to seat 0"


def test_open_double_must_be_satisfied_first_message():
    doc = full({"hands": [[[9, 1], [4, 1]], [[0, 0]]], "trains": [[], [[9, 4], [4, 4]]], "mexican": [],
                "open_doubles": [1]})
    assert moves(doc) == [{"play": [4, 1], "on": 1}]
    assert refused("play", {"position": doc, "move": {"play": [9, 1], "on": 0}}) == \
        "illegal move: the open double 4-4 on seat 1's train must be satisfied first"


def test_first_round_of_turns_with_first_turn_train():
    # rules/README.md §120-126 through the protocol flag.
    doc = full({"hands": [[[9, 3], [3, 1]], [[9, 0]], [[8, 8]]], "trains": [[], [], []], "mexican": [],
                "options": {"first_turn_train": True}, "first_round_of_turns": True})
    assert moves(doc) == [{"play": [9, 3], "on": 0}]
    nxt = play(doc, {"play": [9, 3], "on": 0})
    assert nxt["to_move"] == 0 and nxt["first_round_of_turns"]
    got = moves(nxt)
    assert {"pass": True} in got and {"play": [3, 1], "on": 0} in got
    nxt = play(nxt, {"pass": True})
    assert nxt["markers"] == [False, False, False] and nxt["to_move"] == 1


def test_engine_from_hand_placement():
    # rules/README.md §47-49: the holder places it; the protocol move plays it on
    # the holder's own seat.
    doc = full({"hands": [[[1, 2]], [[9, 9], [9, 3]]], "trains": [[], []], "mexican": [], "to_move": 1,
                "options": {"engine_from_hand": True}})
    doc["boneyard"] = [t for t in doc["boneyard"] if sorted(t) != [9, 9]]
    assert moves(doc) == [{"play": [9, 9], "on": 1}]
    nxt = play(doc, {"play": [9, 9], "on": 1})
    assert nxt["to_move"] == 1 and nxt["hands"][1] == [[9, 3]]
    # The first pass around the table starts with the holder; it is
    # counted where a rule depends on it (first_turn_train), and a first
    # turn is like any other without it [rules/README.md §1, First turn].
    assert not nxt["first_round_of_turns"]
    doc["options"]["first_turn_train"] = True
    assert play(doc, {"play": [9, 9], "on": 1})["first_round_of_turns"]
    doc["to_move"] = 0
    assert "seat 1 holds the engine 9-9" in refused("moves", doc)


def test_rules_command_subprocess_exit_codes():
    doc = base()
    ok = subprocess.run([sys.executable, "-m", "host_tools.rules", "moves"], input=json.dumps(doc),
                        capture_output=True, text=True, cwd=mp.ROOT)
    assert ok.returncode == 0 and json.loads(ok.stdout)["moves"]
    bad = subprocess.run([sys.executable, "-m", "host_tools.rules", "play"],
                         input=json.dumps({"position": doc, "move": {"play": [2, 2], "on": 0}}),
                         capture_output=True, text=True, cwd=mp.ROOT)
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr == "rules: illegal move: seat 0 does not hold 2-2\n"
