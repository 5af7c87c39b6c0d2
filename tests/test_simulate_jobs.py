"""`simulate --jobs N`: matches played in N processes print exactly what
one process prints, in match order; bad --jobs values are refused with one
line. Every match has its own seed, so any one replays alone."""
import json
import subprocess
import sys

import mp

BASE = ["-m", "host_tools.simulate", "--game", "mexican-train", "--players", "5", "--set", "12",
        "--seed", "31", "--games", "7"]


def _sim(*extra):
    r = subprocess.run([sys.executable] + BASE + list(extra), capture_output=True, text=True, cwd=mp.ROOT)
    assert r.returncode == 0, r.stderr
    return r


def test_two_processes_print_what_one_prints_json():
    # Match 3 played in another process gets the deals it gets when
    # matches 0-2 were played first in this one.
    one = _sim("--json", "--bots", "planning,greedy", "--jobs", "1")
    two = _sim("--json", "--bots", "planning,greedy", "--jobs", "2")
    assert len(one.stdout.splitlines()) == 7 * 14
    assert two.stdout == one.stdout
    assert two.stderr == ""


def test_all_cores_print_what_one_prints_text_with_options():
    opts = ["--bots", "greedy", "--option", "first_turn_train=true", "--option", "doubles_newest_first=true"]
    one = _sim(*opts)
    assert _sim(*(opts + ["--jobs", "0"])).stdout == one.stdout
    assert _sim(*(opts + ["--jobs", "3"])).stdout == one.stdout
    # Without --jobs: one process, as before.
    assert one.stdout.splitlines()[-1].startswith("greedy: 7 matches won")


def test_every_match_replays_alone_from_the_seed_its_line_shows():
    # Random bots draw from the match's generator too: in parallel they
    # still print what one process prints.
    one = _sim("--json", "--bots", "planning,random")
    two = _sim("--json", "--bots", "planning,random", "--jobs", "2")
    assert two.stdout == one.stdout and two.stderr == ""
    lines = [json.loads(x) for x in one.stdout.splitlines()]
    ends = [x for x in lines if "seed" in x]
    assert [x["seed"] for x in ends] == list(range(31, 38))
    # Match 4 alone, from its seed: the same rounds and result, numbered 0.
    r = subprocess.run([sys.executable] + BASE[:-4] + ["--seed", "35", "--games", "1", "--json",
                                                       "--bots", "planning,random"],
                       capture_output=True, text=True, cwd=mp.ROOT)
    alone = [json.loads(x) for x in r.stdout.splitlines()]
    four = [x for x in lines if x["match"] == 4]
    for x in four:
        x["match"] = 0
    assert alone == four and len(alone) == 14


def test_bad_jobs_refused_with_one_line():
    for value, line in (("-1", "simulate: --jobs takes a number of processes (0: one per core), not -1"),
                        ("two", "simulate: --jobs takes a whole number, not 'two'")):
        r = subprocess.run([sys.executable] + BASE + ["--jobs", value], capture_output=True, text=True, cwd=mp.ROOT)
        assert r.returncode == 2 and r.stdout == ""
        assert r.stderr == line + "\n"


def test_jobs_refused_on_micropython_with_one_line():
    r = mp.run(BASE + ["--jobs", "2"])
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == "simulate: --jobs needs CPython's multiprocessing; under micropython leave it out (one process)\n"
    # --jobs 1 is what MicroPython does anyway: accepted, same transcript.
    cpy = _sim("--json", "--games", "2", "--bots", "greedy")
    upy = mp.run(BASE + ["--json", "--games", "2", "--bots", "greedy", "--jobs", "1"])
    assert upy.returncode == 0, upy.stderr
    assert upy.stdout == cpy.stdout
