"""Sausage through the rules command (host_tools/PROTOCOL.md, "Sausage
position"; rules/README.md §12): every `simulate --trace` move fed to `play` gives
the next traced position, the trace is byte-identical on MicroPython, bad
moves get one line, and 300 simulated rounds keep their properties
(tests/firmware/cross_props.py; 2,000 in make bench, bench_cross)."""
import json

import cross_props as props
from host_tools import rules, simulate
from trace_checks import call, trace_on_both


def test_every_traced_move_fed_to_play_gives_the_next_position():
    out = []
    simulate.run(simulate.parse_args(["--game", "sausage", "--players", "2", "--games", "2", "--trace",
                                      "--bots", "random,greedy"]), out.append)
    prev = None
    n = cuts = 0
    for line in "".join(out).splitlines():
        d = json.loads(line)
        if "match" in d:
            prev = d["position"]
            continue
        assert d["move"] in call("moves", prev)["moves"]
        assert call("play", {"position": prev, "move": d["move"]}) == d["position"]
        cuts += "cut" in d["move"]
        prev = d["position"]
        n += 1
    assert n > 100 and cuts > 0


def test_the_trace_is_byte_identical_on_micropython():
    cpy, upy = trace_on_both("sausage", 2)
    assert upy == cpy and cpy.count("round_over") >= 2


def test_bad_moves_get_one_line():
    tiles = [[b, a] for b in range(7) for a in range(b + 1)]
    rows = [tiles[:13], tiles[14:]]
    pos = {"game": "sausage", "rows": rows, "lines": [[], []], "taken": tiles[13], "to_move": 0}
    for move, words in (({"take": True}, "play it or put it back"), ({"back": True}, "must be played"),
                        ({"cut": [4, 3]}, "cut"), ({"jump": 1}, "a Sausage move is")):
        status, out, err = rules.run("play", json.dumps({"position": pos, "move": move}))
        assert status == 2 and not out and "\n" not in err and words in err, (move, err)
    # Put back with nothing taken; a place beyond any line (not folded into one).
    for doc, words in (({"position": dict(pos, rows=[tiles[:14], tiles[14:]], taken=None), "move": {"back": True}},
                        "takes a tile first"),
                       ({"position": pos, "move": {"play": [3, 3], "line": 0, "at": 513}}, "no line has it"),
                       ({"position": pos, "move": {"cut": [4, 3], "at": -511}}, "no line has it")):
        status, out, err = rules.run("play", json.dumps(doc))
        assert status == 2 and not out and "\n" not in err and words in err, (doc["move"], err)
    bad = dict(pos, taken=None)
    status, _out, err = rules.run("moves", json.dumps(bad))
    assert status == 2 and "missing" in err and "4-3" in err, err   # the taken tile left out


def test_simulated_sausage_rounds_keep_their_properties():
    rounds, moves, matches = props.run_sausage(300)
    assert rounds >= 300 and matches > 1 and moves > 20 * rounds


def test_sausage_positions_are_validated():
    tiles = [[b, a] for b in range(7) for a in range(b + 1)]
    pos = {"game": "sausage", "rows": [tiles[:14], tiles[14:]], "lines": [[], []], "taken": None, "to_move": 0}
    assert call("moves", pos) == {"moves": [{"take": True}]}

    def refused(doc):
        status, out, err = rules.run("moves", json.dumps(doc))
        assert status == 2 and not out and "\n" not in err, err
        return err
    bad = json.loads(json.dumps(pos))
    bad["rows"][1][0] = bad["rows"][0][0]
    assert "two places" in refused(bad)
    bad = json.loads(json.dumps(pos))
    bad["rows"][0][0] = [7, 0]
    assert "is not in double-6" in refused(bad)
    bad = json.loads(json.dumps(pos))
    bad["rows"] = [bad["rows"][0]]
    assert "two" in refused(bad)
    bad = dict(pos, lines=[[tiles[0]], [tiles[1]]], rows=[tiles[2:15], tiles[15:]])
    assert "does not touch" in refused(bad)    # line 1 starts from the root 0-0: [1, 0] puts its 1 there


# Option double_first [002 l.256: "иногда начинают с дупеля для ознакомления игрока со своими
# фишками"; l.509: "Возможен вариант, когда игра начинается с дубля, а игроки таким образом могут
# ознакомиться со своими доминошками"; rules/README.md §12]: the opener takes a double of their
# choice out of their row and lays it; a row without one hands the opening to the other seat.
def _start(row0, options):
    rest = [[a, b] for a in range(7) for b in range(a + 1) if [a, b] not in row0]
    return {"game": "sausage", "set": 6, "options": options, "rows": [row0, rest], "lines": [[], []],
            "taken": None, "to_move": 0}


ROW = [[5, 4], [3, 3], [6, 1], [1, 1], [4, 2], [5, 0], [6, 3], [2, 0], [3, 1], [6, 5], [4, 0], [5, 2], [3, 2], [6, 0]]


def test_with_double_first_the_opener_takes_any_double_of_the_row_and_lays_it():
    pos = _start(ROW, {"double_first": True})
    assert call("moves", pos)["moves"] == [{"take": [3, 3]}, {"take": [1, 1]}]
    after = call("play", {"position": pos, "move": {"take": [1, 1]}})
    assert after["taken"] == [1, 1] and [1, 1] not in after["rows"][0] and after["rows"][0] == ROW[:3] + ROW[4:]   # the rest closes up
    assert call("moves", after)["moves"] == [{"play": [1, 1], "line": 0}]
    laid = call("play", {"position": after, "move": {"play": [1, 1], "line": 0}})
    assert laid["lines"] == [[[1, 1]], []] and laid["to_move"] == 1
    # Without the option the opener takes the row's last tile, whatever it is.
    assert call("moves", _start(ROW, {}))["moves"] == [{"take": True}]


def test_with_double_first_other_openings_are_refused_in_one_line():
    pos = _start(ROW, {"double_first": True})
    for move, words in (({"take": True}, "takes a double from their row"),
                        ({"take": [5, 4]}, "5-4 is not one"),
                        ({"take": [2, 2]}, "does not hold 2-2"),
                        ({"back": True}, "holds a double")):
        status, out, err = rules.run("play", json.dumps({"position": pos, "move": move}))
        assert status == 2 and not out and "\n" not in err.strip() and words in err, (move, err)
    bad = dict(pos, taken=[5, 4], rows=[ROW[1:], pos["rows"][1]])
    status, _out, err = rules.run("moves", json.dumps(bad))
    assert status == 2 and "5-4 is not one" in err


def test_with_double_first_a_row_without_a_double_hands_the_opening_on():
    row = [[a, b] for a in range(7) for b in range(a)][:14]   # no double: the other row holds all seven
    pos = _start(row, {"double_first": True})
    assert call("moves", pos)["moves"] == [{"back": True}]
    after = call("play", {"position": pos, "move": {"back": True}})
    assert after["to_move"] == 1 and after["rows"] == pos["rows"] and after["taken"] is None
    assert len(call("moves", after)["moves"]) == 7


def test_simulate_plays_double_first_every_round_opening_with_a_double():
    out = []
    simulate.run(simulate.parse_args(["--game", "sausage", "--players", "2", "--games", "3", "--trace",
                                      "--option", "double_first=true"]), out.append)
    firsts = []
    prev = None
    for line in "".join(out).splitlines():
        d = json.loads(line)
        if "match" in d:
            assert d["position"]["options"] == {"double_first": True}
            prev = None
        elif prev is None and "take" in d["move"]:
            firsts.append(d["move"]["take"])
            prev = d["move"]
    assert len(firsts) >= 3 and all(a == b for a, b in firsts)


def test_simulate_plays_double_first_the_same_on_micropython():
    cpy, upy = trace_on_both("sausage", 2, None, ("--option", "double_first=true", "--seed", "5"))
    assert '"take":[' in cpy
    assert upy == cpy
