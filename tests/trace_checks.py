"""What the rules-command tests of the line, cross and Sausage games do
alike with `simulate --trace` output (PROTOCOL.md, "Simulation
trace"): make a trace, call a verb, split the trace into rounds, tell a
traced round to `referee`, run the trace on both runtimes."""
import json
import subprocess
import sys

from host_tools import rules, simulate


def trace(game, players, games, bots="random,greedy", options=()):
    out = []
    argv = ["--game", game, "--players", str(players), "--games", str(games), "--trace", "--bots", bots]
    for o in options:
        argv += ["--option", o]
    simulate.run(simulate.parse_args(argv), out.append)
    return [json.loads(line) for line in "".join(out).splitlines()]


def call(verb, doc):
    status, out, err = rules.run(verb, json.dumps(doc))
    assert status == 0, err
    return json.loads(out)


def rounds(lines):
    """Each traced round: [its first position, [(move, position after)]]."""
    cur = None
    for d in lines:
        if "match" in d:
            cur = [d["position"], []]
        else:
            cur[1].append((d["move"], d["position"]))
            if "round_over" in d["position"]:
                yield cur


def told_to_referee(game, players, start, steps):
    """The referee's states for a traced round reported as the players
    would (its moves; after a block the table knocks until the referee
    sees it too): -> (states, the trace's round_over)."""
    log = {"game": game, "players": players, "options": start["options"], "first": start["to_move"],
           "hands": [len(h) for h in start["hands"]], "boneyard": len(start["boneyard"]),
           "actions": [m for m, _p in steps]}
    over = steps[-1][1]["round_over"]
    states = call("referee", log)["states"]
    knocks = 0
    while states[-1]["round_over"] is None:
        assert over["reason"] == "blocked" and knocks < players
        log["actions"].append({"pass": True})
        knocks += 1
        states = call("referee", log)["states"]
    return states, over


def same_counts(state, pos):
    """A referee state shows the traced position's seat to move, hand
    sizes and boneyard size."""
    assert state["to_move"] == pos["to_move"]
    assert state["hands"] == [len(h) for h in pos["hands"]]
    assert state["boneyard"] == len(pos["boneyard"])


def same_end(states, over):
    """The referee ends the round as the trace does: reason, out, last."""
    end = states[-1]["round_over"]
    assert (end["reason"], end["out"], end["last"]) == (over["reason"], over["out"], over["last"])


def trace_on_both(game, players, bots="random,greedy", extra=()):
    """A two-match trace's output on CPython and on MicroPython (bots None:
    simulate's own; extra: more of its arguments, options, a seed)."""
    import mp
    argv = ["-m", "host_tools.simulate", "--game", game, "--players", str(players), "--games", "2", "--trace"]
    argv += (["--bots", bots] if bots else []) + list(extra)
    cpy = subprocess.run([sys.executable] + argv, capture_output=True, text=True, cwd=mp.ROOT)
    upy = mp.run(argv)
    assert cpy.returncode == 0 and upy.returncode == 0, upy.stderr
    return cpy.stdout, upy.stdout
