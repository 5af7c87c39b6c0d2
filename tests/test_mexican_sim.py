"""Whole Mexican Train rounds and matches played by bots: invariants over
10,000 rounds, bot strength, the simulate tool on both runtimes."""
import json
import subprocess
import sys

import mp
from rules import games
from rules.mexican import position as mx
from rules.mexican.bots import make
from rules.mexican.simulate import new_round, play_round
from rules.rng import Rng
from rules.tiles import HI, LO, count, double

OPTION_SETS = [
    {},
    {"first_turn_train": True},
    {"engine_from_hand": True, "may_play_drawn": True},
    {"doubles_newest_first": True, "one_double_per_turn": True, "mexican_needs_second_turn": True},
    {"deal": "004", "marker_penalty": 10, "blank_double_50": True},
    {"engine_holder_starts": True, "first_turn_train": True, "blank_value": "halves"},
    {"positive_points": True, "deal": "pressman"},
]


def _check_tiles(r):
    """Every tile of the set exactly once: a hand, the boneyard, a train or
    the hub [rules/README.md §0, 1]."""
    seen = [0] * count(r.set)
    for s in range(r.n):
        h = mx.hand(r, s)
        assert len(h) == r.held[s]
        for t in h:
            seen[t] += 1
    for t in mx.boneyard(r):
        seen[t] += 1
    for j in range(r.n + 1):
        end = r.e
        for t in r.trains[j]:
            assert end in (LO[t], HI[t]), "train %d does not chain" % j
            end = HI[t] if LO[t] == end else LO[t]
            seen[t] += 1
        assert end == r.ends[j]
    if r.engine_placed:
        seen[double(r.e)] += 1
    assert seen == [1] * count(r.set)


def test_invariants_over_10000_rounds():
    # Property: over 10,000 rounds with every option set, seats 2..8 and all
    # bots, every tile is exactly once somewhere, every round ends, and the
    # scores are the pips left in hand [rules/README.md §1, Scoring] (0 for the
    # player who went out; blocked rounds have no such player).
    rng = Rng(20260101)
    buf = mx.new_buffer()
    kinds = ("random", "greedy", "planning")
    checked_moves = [0]

    def on_move(r, m):
        checked_moves[0] += 1
        _check_tiles(r)

    outs = blocked = 0
    for i in range(10000):
        players = 2 + i % 7
        given = OPTION_SETS[i % len(OPTION_SETS)]
        opts = games.options("mexican-train", given)
        r = new_round(rng, 12, players, i % 13, opts)
        bots = [make(kinds[(i + s) % 3]) for s in range(players)]
        play_round(r, bots, rng, buf, on_move if i < 300 else None)
        assert r.over
        _check_tiles(r)
        pips = [sum(LO[t] + HI[t] for t in mx.hand(r, s)) for s in range(players)]
        sc = mx.scores(r)
        if r.over == mx.OUT:
            outs += 1
            assert pips[r.out] == 0
            if not opts["positive_points"]:
                assert sc[r.out] == 0
        else:
            blocked += 1
            assert mx.blocked(r) and not mx.boneyard(r)
        if not given:
            assert sc == pips
    assert checked_moves[0] > 10000 and outs > 1000 and blocked > 0


def _duel(a, b, rounds):
    """Round wins (lowest score, shared ties count for each) of bot a
    against bot b at a 4-player double-12 table, seats alternating."""
    rng = Rng(99)
    buf = mx.new_buffer()
    opts = games.options("mexican-train", {})
    wins = {a: 0, b: 0}
    for i in range(rounds):
        names = [a if (s + i) % 2 == 0 else b for s in range(4)]
        r = new_round(rng, 12, 4, i % 13, opts)
        play_round(r, [make(x) for x in names], rng, buf)
        sc = mx.scores(r)
        for s in range(4):
            if sc[s] == min(sc):
                wins[names[s]] += 1
    return wins


def test_planning_bot_beats_random_bot_over_1000_rounds():
    wins = _duel("planning", "random", 1000)
    print(wins)
    assert wins["planning"] > 3 * wins["random"]


def test_greedy_bot_beats_random_bot():
    wins = _duel("greedy", "random", 300)
    assert wins["greedy"] > wins["random"] * 1.3


SIM = ["-m", "host_tools.simulate", "--game", "mexican-train", "--players", "8", "--set", "12",
       "--seed", "7", "--games", "2", "--json", "--bots", "planning,greedy,random"]


def test_simulate_transcripts_byte_identical_on_both_runtimes():
    cpy = subprocess.run([sys.executable] + SIM, capture_output=True, text=True, cwd=mp.ROOT)
    assert cpy.returncode == 0, cpy.stderr
    upy = mp.run(SIM)
    assert upy.returncode == 0, upy.stderr
    lines = cpy.stdout.splitlines()
    assert len(lines) == 2 * 13 + 2
    assert upy.stdout == cpy.stdout


def test_simulate_json_lines_add_up():
    r = subprocess.run([sys.executable] + SIM, capture_output=True, text=True, cwd=mp.ROOT)
    docs = [json.loads(line) for line in r.stdout.splitlines()]
    rounds = [d for d in docs if "round" in d and d["match"] == 0]
    match = [d for d in docs if "totals" in d and d["match"] == 0][0]
    assert [d["engine"] for d in rounds] == list(range(12, -1, -1))
    assert match["totals"] == [sum(d["scores"][s] for d in rounds) for s in range(8)]
    assert match["totals"][match["winner"]] == min(match["totals"])
    for d in rounds:
        assert d["reason"] in ("out", "blocked")
        if d["reason"] == "out":
            assert d["scores"][d["out"]] == 0


def test_simulate_refuses_bad_arguments():
    r = subprocess.run([sys.executable, "-m", "host_tools.simulate", "--players", "13"],
                       capture_output=True, text=True, cwd=mp.ROOT)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.strip() == "simulate: mexican-train is for 2 to 12 players, not 13"
