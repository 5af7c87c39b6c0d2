"""The rules command's `referee` verb and `simulate --trace`, through their
JSON (host_tools/PROTOCOL.md, "Referee log" and "Simulation
trace"): every traced move fed back through `play` gives the next traced
position; every traced round, told to `referee` as the players would
report it, gives after every move the state of the engine's position
[rules/README.md §1]; bad logs exit 2 with one line naming the action and the
rule."""
import json
import subprocess
import sys

import mp
from host_tools import rules as cmd
from host_tools.simulate import parse_args, run

# (players, bots, options) of the traced matches: every option of rules/README.md
# 1 that changes a turn, alone or as the issue pairs them.
TABLES = [
    (4, "greedy,random", {}),
    (2, "random", {}),
    (8, "random,planning", {}),
    (3, "random", {"engine_from_hand": True}),
    (5, "greedy,random", {"engine_holder_starts": True, "may_play_drawn": True}),
    (4, "random", {"first_turn_train": True}),
    (6, "random,greedy", {"first_turn_train": True, "mexican_needs_second_turn": True}),
    (4, "random", {"mexican_needs_second_turn": True}),
    (3, "random", {"doubles_newest_first": True, "one_double_per_turn": True}),
    (7, "planning,random", {"doubles_newest_first": True}),
]


def trace(players, bots, options, seed, games=1):
    argv = ["--players", str(players), "--set", "12", "--seed", str(seed), "--games", str(games), "--bots", bots]
    for k, v in options.items():
        argv += ["--option", "%s=%s" % (k, str(v).lower())]
    out = []
    run(parse_args(argv + ["--trace"]), out.append)
    return [json.loads(line) for line in "".join(out).splitlines()]


def rounds(lines):
    """[(start position, [(move, position after), ...]), ...]"""
    out = []
    for d in lines:
        if "match" in d:
            out.append((d["position"], []))
        else:
            out[-1][1].append((d["move"], d["position"]))
    return out


def answer(verb, doc):
    status, out, err = cmd.run(verb, json.dumps(doc))
    assert status == 0, err
    return json.loads(out)


def test_trace_lines_chain_through_play():
    # "Fed back through play, each line's move turns the previous position
    # into the next" [PROTOCOL.md, Simulation trace].
    checked = 0
    for players, bots, options in TABLES:
        for start, steps in rounds(trace(players, bots, options, seed=3)):
            prev = start
            for move, pos in steps:
                assert answer("play", {"position": prev, "move": move}) == pos, (options, move)
                prev = pos
                checked += 1
    assert checked > 10000


def _held(pos):
    return [len(h) for h in pos["hands"]]


def _engine_state(pos, newest_first):
    """The referee state fields a position fixes [PROTOCOL.md: "These
    fields mean what the same fields of a Mexican Train position mean"]."""
    held = _held(pos)
    due = list(pos["open_doubles"])
    if newest_first:
        due.reverse()   # the referee lists them in the order they are due
    return {"to_move": pos["to_move"], "hands": held, "boneyard": len(pos["boneyard"]),
            "markers": pos["markers"], "open_doubles": due, "drawn": pos["turn"]["drawn"],
            "after_double": pos["turn"]["after_double"], "last_tile": [s for s in range(len(held)) if held[s] == 1],
            "round_over": None}


def _report(prev, move, pos):
    """The players' reports of one engine move [PROTOCOL.md, Referee
    log: one counterpart, then a release for each open double the engine
    stopped counting]."""
    if "play" not in move:
        return [move]
    a, b = move["play"]
    on = move["on"]
    hub = any(sorted(t) == [prev["engine"]] * 2 for h in prev["hands"] for t in h)
    if hub:
        return [{"engine": True}]
    acts = [{"play": on, "double": True} if a == b else {"play": on}]
    if "round_over" not in pos:
        seat = prev["to_move"]
        queued = list(prev["open_doubles"])
        if on in queued:
            queued.remove(on)   # satisfied
        if a == b and pos["hands"][seat]:
            queued.append(on)
        acts += [{"release": x} for x in queued if x not in pos["open_doubles"]]
    return acts


def test_referee_follows_every_traced_round():
    # Every state the referee lists equals the engine's position after the
    # same move; a block is declared within two passes from every seat of
    # the engine's [rules/README.md §1, End of round; PROTOCOL.md, Referee log].
    checked = blocks = 0
    for players, bots, options in TABLES:
        newest = options.get("doubles_newest_first", False)
        for start, steps in rounds(trace(players, bots, options, seed=5, games=2)):
            log = {"game": "mexican-train", "set": start["set"], "players": players, "options": options,
                   "engine": start["engine"], "first": start["to_move"], "hands": _held(start),
                   "boneyard": len(start["boneyard"]), "actions": []}
            expect = [(0, _engine_state(start, newest))]
            prev = start
            for move, pos in steps:
                log["actions"] += _report(prev, move, pos)
                if "round_over" in pos:
                    over = pos["round_over"]
                    expect.append((len(log["actions"]), {"round_over": {"reason": over["reason"], "out": over["out"]}}))
                else:
                    expect.append((len(log["actions"]), _engine_state(pos, newest)))
                prev = pos
            extra = 0
            while True:
                states = answer("referee", log)["states"]
                if states[-1]["round_over"] or extra > 2 * players:
                    break
                log["actions"].append({"pass": True})   # the engine saw a block first
                extra += 1
            assert extra <= 2 * players
            blocks += extra > 0
            assert len(states) == len(log["actions"]) + 1
            for at, want in expect:
                # A round's end: the referee's last state (after any passes).
                got = states[-1] if want["round_over"] else states[at]
                for k, v in want.items():
                    assert got[k] == v, (options, at, k, got[k], v)
                checked += 1
    assert checked > 10000 and blocks


def refused(doc):
    status, out, err = cmd.run("referee", json.dumps(doc))
    assert status == 2 and out == "" and "\n" not in err, (status, out, err)
    return err


def _log(actions, **kw):
    doc = {"game": "mexican-train", "set": 12, "players": 4, "engine": 12, "first": 0,
           "hands": [15, 15, 15, 15], "boneyard": 30, "actions": actions}
    doc.update(kw)
    return doc


def test_bad_logs_name_the_action_and_the_rule():
    # rules/README.md §1, A normal turn: seat 1's train is private until marked.
    err = refused(_log([{"play": 0}, {"play": 0}]))
    assert err.startswith("action 1 ") and "seat 0's train has no marker" in err and "A normal turn" in err
    # rules/README.md §1, Cannot play: one draw a turn.
    err = refused(_log([{"draw": True}, {"draw": True}]))
    assert err.startswith("action 1 ") and "already drawn" in err
    # rules/README.md §1, Open double: a due double closes every other train.
    err = refused(_log([{"play": "mexican", "double": True}, {"play": 0}, {"play": 1}]))
    assert err.startswith("action 2 ") and "open double on the Mexican Train must be satisfied first" in err
    # rules/README.md §1, End of round: nothing after the round ended.
    err = refused(_log([{"play": 0}, {"play": 1}], hands=[1, 15, 15, 15], boneyard=44))
    assert err.startswith("action 1 ") and "round is over" in err
    # rules/README.md §1, Cannot play: a pass comes after the draw.
    assert "must draw before passing" in refused(_log([{"pass": True}]))
    # Malformed documents: one line each.
    assert "unknown action" in refused(_log([{"jump": True}]))
    assert "hands has 3 counts for 4 players" in refused(_log([], hands=[15, 15, 15]))
    assert "double-12 has 91" in refused(_log([], boneyard=29))
    # Sausage's log has its own form (tests/test_sausage_differential.py).
    assert "Sausage referee log" in refused({"game": "sausage", "players": 2, "hands": [14, 14]})


def test_referee_command_subprocess():
    doc = _log([{"play": 0}, {"draw": True}, {"pass": True}])
    ok = subprocess.run([sys.executable, "-m", "host_tools.rules", "referee"], input=json.dumps(doc),
                        capture_output=True, text=True, cwd=mp.ROOT)
    assert ok.returncode == 0, ok.stderr
    states = json.loads(ok.stdout)["states"]
    assert [s["to_move"] for s in states] == [0, 1, 1, 2]
    assert states[-1]["markers"] == [False, True, False, False] and states[-1]["boneyard"] == 29
    bad = subprocess.run([sys.executable, "-m", "host_tools.rules", "referee"],
                         input=json.dumps(_log([{"pass": True}])), capture_output=True, text=True, cwd=mp.ROOT)
    assert bad.returncode == 2 and bad.stdout == "" and bad.stderr.count("\n") == 1
    assert bad.stderr.startswith("rules: action 0 ")
