"""simulate's --option takes a value as the rules reference writes it
[issue 44: `simulate --option deal=003` read "003" as the number 3 and was
refused, so the deal presets could not be simulated]: a value is a number
only when it is written as one. The tiles each player is dealt are the
rules reference's tables (firmware/rules/README.md §1 "Tiles per player",
§2 Block and Draw's deal)."""
import json
import subprocess
import sys

import mp
from host_tools import simulate


def dealt(game, players, option):
    """The tiles each seat holds at the start of a simulated match's first
    round, with the option given on the command line."""
    out = []
    simulate.run(simulate.parse_args(["--game", game, "--players", str(players), "--games", "1", "--trace",
                                      "--option", option]), out.append)
    start = json.loads("".join(out).splitlines()[0])
    return [len(h) for h in start["position"]["hands"]]


def test_mexican_train_deal_presets_are_simulated():
    # §1, double-12 and four players: 001 deals 15 each, 003 14, 004 12.
    for preset, each in (("001", 15), ("003", 14), ("004", 12)):
        assert dealt("mexican-train", 4, "deal=" + preset) == [each] * 4, preset


def test_block_deal_presets_are_simulated():
    # §2, three players: 000 deals 6 each, 002 5.
    for preset, each in (("000", 6), ("002", 5)):
        assert dealt("block", 3, "deal=" + preset) == [each] * 3, preset


def test_an_option_is_a_number_only_when_written_as_one():
    opts = simulate.parse_args(["--option", "deal=003", "--option", "marker_penalty=10", "--option", "x=+3",
                                "--option", "y=true"])["options"]
    assert opts == {"deal": "003", "marker_penalty": 10, "x": "+3", "y": True}


def test_the_command_plays_a_preset_on_both_runtimes():
    argv = ["-m", "host_tools.simulate", "--game", "mexican-train", "--players", "3", "--set", "9", "--games", "1",
            "--json", "--option", "deal=001"]
    cpy = subprocess.run([sys.executable] + argv, capture_output=True, text=True, cwd=mp.ROOT)
    assert cpy.returncode == 0 and not cpy.stderr, cpy.stderr
    assert len(cpy.stdout.splitlines()) == 11   # double-9: ten rounds, then the match
    upy = mp.run(argv)
    assert upy.returncode == 0 and upy.stdout == cpy.stdout, upy.stderr
