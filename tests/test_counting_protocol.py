"""Chaplygin's counting game through the rules command and the simulator
(host_tools/PROTOCOL.md, "Counting"; firmware/rules/README.md, section
14, citing seed 000's slides)."""
import json
import subprocess
import sys

from host_tools import rules, simulate

POS = {"game": "counting", "step": "2.1", "hand": [1, 3, 0, 5, 2], "plate": 4}


def run(verb, doc):
    status, out, err = rules.run(verb, json.dumps(doc))
    return status, (json.loads(out) if out else None), err


def test_moves_lists_the_answers_and_the_leads():
    # Slide 16: plate 4 answered by one or two plates making 4: here 3 + 1.
    assert run("moves", POS) == (0, {"moves": [{"answer": [3, "+", 1]}]}, "")
    lead = dict(POS, plate=None)
    assert run("moves", lead)[1] == {"moves": [{"lead": v} for v in (0, 1, 2, 3, 5)]}
    # No answer: draw while the deck has plates, then give the plate up.
    none = dict(POS, plate=5, step="3.2", hand=[1, 3, 2], deck=9)
    assert run("moves", none)[1] == {"moves": [{"draw": True}]}
    assert run("moves", dict(none, drawn=True))[1] == {"moves": [{"pass": True}]}


def test_play_says_the_sum_back_and_refuses_a_wrong_answer_in_one_line():
    status, out, _ = run("play", {"position": POS, "move": {"answer": [1, "+", 3]}})
    assert status == 0 and out["said"] == "4 = 1 + 3" and out["position"]["hand"] == [0, 5, 2]
    assert out["out"] is False and out["position"]["plate"] is None
    assert run("play", {"position": POS, "move": {"answer": [1, "+", 2]}}) == (2, None, "1 + 2 makes 3, not 4")
    # Slide 21: step 3.1 subtracts with two plates.
    sub = dict(POS, step="3.1", plate=2)
    assert run("play", {"position": sub, "move": {"answer": [3, "+", 2]}})[2] == \
        "step 3.1 subtracts: one plate, then what is taken away, no plus"
    assert run("play", {"position": sub, "move": {"answer": [5, "-", 3]}})[1]["said"] == "2 = 5 - 3"
    # The last plates laid: that player is out, the round won.
    last = dict(POS, hand=[1, 3])
    assert run("play", {"position": last, "move": {"answer": [1, "+", 3]}})[1]["out"] is True


def test_bad_documents_get_one_line_never_a_traceback():
    bad = [
        (dict(POS, step="9"), "\"step\" names one of"),
        (dict(POS, hand=[1, 3, 0, 5, 2, 4, 4]), "holds at most 6 plates"),
        (dict(POS, hand=[0, 0, 0]), "the set has 2 plates of 0"),
        (dict(POS, plate=6), "6 is no plate of step 2.1"),
        (dict(POS, hand="12"), "\"hand\" is a list"),
        (dict(POS, deck=-1), "\"deck\" counts the plates left"),
        (dict(POS, colour="red"), "unknown key"),
    ]
    for doc, said in bad:
        status, out, err = run("moves", doc)
        assert status == 2 and said in err and "\n" not in err and "Traceback" not in err, (doc, err)
    for move, said in (({"answer": [1, 3]}, "plates and signs in turn"), ({"answer": "1+3"}, "plates and signs"),
                       ({"jump": 1}, "a move is"), ({"draw": True}, "not known here"),
                       ({"lead": 1}, "answer it (or draw) before leading")):
        status, out, err = run("play", {"position": POS, "move": move})
        assert status == 2 and said in err, (move, err)
    # A sitting is scored on the device (PROTOCOL.md, "Counting"): no score verb.
    status, out, err = run("score", POS)
    assert status == 2 and out is None and "score" in err and "\n" not in err, err


def test_simulate_plays_a_step_with_bots():
    lines = []
    simulate.run(simulate.parse_args(["--game", "counting", "--step", "4", "--players", "3", "--seed", "7",
                                      "--games", "5", "--json", "--bots", "greedy,random"]), lines.append)
    rounds = [json.loads(x) for x in lines]
    assert [r["round"] for r in rounds] == [0, 1, 2, 3, 4] and all(r["step"] == "4" for r in rounds)
    assert all(0 <= r["winner"] < 3 and r["turns"] > 0 for r in rounds)
    # The trace, fed back through play move by move, is the rules' game.
    lines = []
    simulate.run(simulate.parse_args(["--game", "counting", "--step", "2.2", "--players", "2", "--seed", "3",
                                      "--games", "1", "--trace"]), lines.append)
    trace = [json.loads(x) for x in lines]
    hands = trace[0]["hands"]
    for t in trace[1:]:
        seat, move = t["seat"], t["move"]
        if "answer" in move:
            pos = {"game": "counting", "step": "2.2", "hand": hands[seat], "plate": t["plate"]}
            status, out, err = run("play", {"position": pos, "move": move})
            assert status == 0, err
            hands[seat] = out["position"]["hand"]
        elif "lead" in move:
            hands[seat].remove(move["lead"])
        elif "draw" in move:
            hands[seat].append(t["drew"])
    assert any(not h for h in hands)   # someone played out
    r = subprocess.run([sys.executable, "-m", "host_tools.simulate", "--game", "counting", "--step", "1"],
                       capture_output=True, text=True)
    assert r.returncode == 2 and "--step names one of 2.1" in r.stderr


def test_step_1_asks_which_plate_has_more_and_by_how_many():
    # Slide 12: which plate has more dots, and by how many; slide 15: a
    # row in rising order.
    two = {"game": "counting", "step": "1", "plates": [2, 4]}
    assert run("moves", two)[1] == {"moves": [{"more": 1, "by": 2}]}
    assert run("play", {"position": two, "move": {"more": 1, "by": 2}})[1] == {"said": "4 is 2 more than 2"}
    assert run("play", {"position": two, "move": {"more": 0, "by": 2}})[2] == "4 is more than 2"
    row = {"game": "counting", "step": "1", "plates": [1, 2, 3]}
    assert run("play", {"position": row, "move": {"order": "rising"}})[1] == {"said": "1 < 2 < 3"}
    assert run("play", {"position": row, "move": {"order": "falling"}})[2] == "after 1 comes 0, not 2"
    assert run("moves", dict(two, plates=[2, 9]))[2] == "9 is no plate of step 1: its plates have 0 to 5 dots"
