"""Mexican Train's rules from the seeds that issue 44 found missing, through
the rules command (`python -m host_tools.rules moves|play|score|referee`,
host_tools.rules.run) and `simulate --option` (firmware/rules/README.md §1;
each test cites the seed line)."""
import json

from host_tools import simulate
from rulescmd import ok, refused
from test_rules_mexican import full


def two_doubles(options):
    """Seat 0 laid the 5-5 on its own train, then the 2-2 on the Mexican
    Train, this turn; seat 1's train is marked."""
    return full({"options": options, "hands": [[[5, 1], [2, 6], [4, 4], [4, 8]], [[0, 0]]],
                 "trains": [[[9, 5], [5, 5]], [[9, 4]]], "mexican": [[9, 2], [2, 2]], "markers": [False, True],
                 "open_doubles": [0, "mexican"], "turn": {"drawn": False, "after_double": True}})


def keys(moves):
    return sorted(json.dumps(m, sort_keys=True) for m in moves)


def test_moves_and_play_after_two_doubles_with_extra_on_first_double():
    # 001 l.63: "the doubles must be closed in the order they were laid, so
    # the extra tile may be played on the first double only" [§1, Doubles].
    got = ok("moves", two_doubles({"extra_on_first_double": True}))["moves"]
    assert keys(got) == keys([{"play": [5, 1], "on": 0}, {"play": [4, 4], "on": 1}])
    err = refused("play", {"position": two_doubles({"extra_on_first_double": True}),
                           "move": {"play": [2, 6], "on": "mexican"}})
    assert "extra_on_first_double" in err and "first double" in err and "seat 0's train" in err, err
    after = ok("play", {"position": two_doubles({"extra_on_first_double": True}), "move": {"play": [5, 1], "on": 0}})
    assert after["to_move"] == 1 and after["open_doubles"] == ["mexican"]
    # The default (000 l.328, 003): the extra tile anywhere open.
    got = ok("moves", two_doubles({}))["moves"]
    assert {"play": [2, 6], "on": "mexican"} in got and {"play": [4, 8], "on": 1} in got


def referee_log(options, last):
    return {"game": "mexican-train", "set": 9, "players": 2, "options": options, "engine": 9, "first": 0,
            "hands": [10, 10], "boneyard": 34,
            "actions": [{"play": 0}, {"play": 1}, {"play": 0, "double": True}, {"play": "mexican", "double": True},
                        last]}


def test_the_referee_command_after_two_doubles_with_extra_on_first_double():
    # 001 l.63 through `referee`: the tile after the two doubles is refused
    # on the Mexican Train, naming the action and the rule; on the first
    # double it ends the turn, the second double due.
    err = refused("referee", referee_log({"extra_on_first_double": True}, {"play": "mexican"}))
    assert err.startswith("action 4") and "first double" in err, err
    states = ok("referee", referee_log({"extra_on_first_double": True}, {"play": 0}))["states"]
    assert states[-1]["to_move"] == 1 and states[-1]["open_doubles"] == ["mexican"]
    states = ok("referee", referee_log({}, {"play": "mexican"}))["states"]
    assert states[-1]["to_move"] == 1 and states[-1]["open_doubles"] == [0]


def traced(options, matches=16, players=4):
    """simulate --trace's lines, matches 1..matches, the option on."""
    out = []
    argv = ["--game", "mexican-train", "--players", str(players), "--set", "12", "--games", str(matches), "--trace"]
    for o in options:
        argv += ["--option", o]
    simulate.run(simulate.parse_args(argv), out.append)
    return [json.loads(line) for line in "".join(out).splitlines()]


def extra_tiles(lines):
    """(the first open double, where the tile ending the turn went) for
    every turn the trace shows going on after two or more doubles."""
    seen = []
    pos = None
    for doc in lines:
        if "position" in doc and "move" not in doc:
            pos = doc["position"]
            continue
        m = doc["move"]
        if (pos and pos["turn"]["after_double"] and len(pos["open_doubles"]) > 1 and "play" in m
                and m["play"][0] != m["play"][1]):
            seen.append((pos["open_doubles"][0], m["on"]))
        pos = doc.get("position")
    return seen


def test_simulate_plays_extra_on_first_double():
    # `simulate --option extra_on_first_double=true` is accepted and played:
    # after two doubles every extra tile the bots lay goes on the first
    # double (001 l.63); without it some go elsewhere (000 l.328).
    on = extra_tiles(traced(["extra_on_first_double=true"]))
    assert len(on) > 4 and all(first == where for first, where in on), on
    off = extra_tiles(traced([]))
    assert any(first != where for first, where in off), off


def test_score_splits_the_round_among_several_out():
    # 004 l.48: positive points, several winners "split the points among
    # themselves"; with first_turn_train two seats laid every tile in the
    # first pass [§1, Scoring]. 17 pips left: 8 each, rounded down.
    doc = {"game": "mexican-train", "players": 3, "options": {"positive_points": True, "first_turn_train": True},
           "rounds": [{"out": 0, "hands": [[], [], [[3, 4], [5, 5]]]}]}
    got = ok("score", doc)
    assert got["rounds"][0]["charged"] == [8, 8, 0] and got["totals"] == [8, 8, 0]
    # Penalty points: both out score 0.
    doc["options"] = {"first_turn_train": True}
    assert ok("score", doc)["totals"] == [0, 0, 17]


def first_pass(options):
    """Seat 2, last of the first pass of first-turn trains, with seats 0
    and 1 out: it lays the 9-3 and ends its train."""
    return full({"options": dict(options, first_turn_train=True), "hands": [[], [], [[9, 3], [5, 6]]],
                 "trains": [[[9, 1]], [[9, 2]], []], "mexican": [], "to_move": 2, "first_round_of_turns": True})


def test_play_names_every_seat_out_and_splits_the_scores():
    # 004 l.48 through `play`: the round ends with seats 0 and 1 out; the
    # answer names both ("also_out") and splits the 11 pips left.
    pos = ok("play", {"position": first_pass({"positive_points": True}), "move": {"play": [9, 3], "on": 2}})
    over = ok("play", {"position": pos, "move": {"pass": True}})["round_over"]
    assert over == {"reason": "out", "out": 0, "also_out": [1], "scores": [5, 5, 0]}, over
    pos = ok("play", {"position": first_pass({}), "move": {"play": [9, 3], "on": 2}})
    assert ok("play", {"position": pos, "move": {"pass": True}})["round_over"]["scores"] == [0, 0, 11]


def test_the_referee_command_names_every_seat_out():
    # §1, First turn [000] and 004 l.48 through `referee`.
    doc = {"game": "mexican-train", "set": 9, "players": 3, "options": {"first_turn_train": True}, "engine": 9,
           "first": 0, "hands": [2, 2, 5], "boneyard": 45,
           "actions": [{"play": 0}, {"play": 0}, {"play": 1}, {"play": 1}, {"play": 2}, {"pass": True}]}
    over = ok("referee", doc)["states"][-1]["round_over"]
    assert over == {"reason": "out", "out": 0, "also_out": [1]}, over


def test_simulate_plays_several_out_with_positive_points():
    # simulate --option positive_points=true --option first_turn_train=true
    # --option hand_size=1: rounds where several go out in the first pass
    # are played, their points split equally (004 l.48).
    out = []
    argv = ["--game", "mexican-train", "--players", "6", "--set", "12", "--games", "3", "--json",
            "--option", "positive_points=true", "--option", "first_turn_train=true", "--option", "hand_size=1"]
    simulate.run(simulate.parse_args(argv), out.append)
    rounds = [json.loads(line) for line in "".join(out).splitlines() if '"reason"' in line]
    several = [r for r in rounds if r.get("also_out")]
    assert several, rounds
    for r in several:
        winners = [r["out"]] + r["also_out"]
        assert len(set(r["scores"][s] for s in winners)) == 1, r
        assert r["scores"][r["out"]] > 0 and all(r["scores"][s] == 0 for s in range(6) if s not in winners), r


def joined_position(options, trains=None):
    """Eight seats, double-12: seat 0's train 12-5, seat 1 to move."""
    return full({"options": options, "engine": 12, "to_move": 1,
                 "hands": [[[0, 1]], [[5, 6], [12, 3]]] + [[[0, 2 + i]] for i in range(6)],
                 "trains": trains or [[[12, 5]]] + [[] for _ in range(7)], "mexican": []}, 12)


def test_moves_and_play_with_joined_trains():
    # 003: "personal trains may join when more than 7 play, or with a set
    # of 15 or 18 doubles" [§1, Trains]: seat 1 builds seat 0's train.
    got = ok("moves", joined_position({"joined_trains": True}))["moves"]
    assert keys(got) == keys([{"play": [5, 6], "on": 0}, {"play": [12, 3], "on": "mexican"}])
    err = refused("play", {"position": joined_position({"joined_trains": True}), "move": {"play": [12, 3], "on": 1}})
    assert "joined_trains" in err and "nobody builds seat 1's train" in err, err
    after = ok("play", {"position": joined_position({"joined_trains": True}), "move": {"play": [5, 6], "on": 0}})
    assert after["trains"][0] == [[12, 5], [5, 6]] and after["to_move"] == 2
    # Apart (the default): seat 1 starts its own train.
    got = ok("moves", joined_position({}))["moves"]
    assert {"play": [12, 3], "on": 1} in got and {"play": [5, 6], "on": 0} not in got


def test_joined_trains_refused_where_003_does_not_allow_them():
    # 003 [§1, Trains]: only when more than 7 play or with double-15 or
    # double-18; a second seat's train or marker is no joined position.
    doc = full({"options": {"joined_trains": True}, "hands": [[[9, 1]], [[2, 3]]], "trains": [[], []]})
    err = refused("moves", doc)
    assert "joined_trains" in err and "more than 7" in err, err
    bad = joined_position({"joined_trains": True}, [[[12, 5]], [[12, 7]]] + [[] for _ in range(6)])
    assert "trains[1] stays empty" in refused("moves", bad)
    log = {"game": "mexican-train", "set": 12, "players": 4, "options": {"joined_trains": True}, "engine": 12,
           "first": 0, "hands": [15, 15, 15, 15], "boneyard": 30, "actions": []}
    assert "more than 7" in refused("referee", log)
    log.update(set=15, boneyard=75)
    assert ok("referee", log)["states"]


def test_simulate_plays_joined_trains():
    # `simulate --option joined_trains=true` at eight players: every tile
    # goes on a pair's train (seats 0, 2, 4, 6), the Mexican Train, and the
    # second seats lay on their pair's (003).
    lines = traced(["joined_trains=true"], matches=1, players=8)
    pos = None
    on_pair = 0
    for doc in lines:
        m = doc.get("move")
        if m and "play" in m:
            assert m["on"] == "mexican" or m["on"] % 2 == 0, m
            if m["on"] != "mexican" and pos["to_move"] % 2 == 1 and m["on"] == pos["to_move"] - 1:
                on_pair += 1
        pos = doc.get("position", pos)
        if pos and "trains" in pos:
            assert all(not pos["trains"][s] and not pos["markers"][s] for s in range(1, 8, 2)), pos
    assert on_pair > 20, on_pair
