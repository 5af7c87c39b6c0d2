"""Every host tool says how it is called [issue 43, item 12]: `--help`
prints what it does with an example command line and exits 0, doing
nothing else (no file written, no board started); an option or a name it
does not know is an error (exit 2) that lists what it takes. The
simulate tool's text summary numbers seats as the device's screens do,
from 1 (its --json lines keep the protocol's seats, from 0)."""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = ("rules", "simulate", "bench", "simulator", "deploy", "flash", "export", "screenshots", "texts",
         "font", "fake_board", "instrument")
# A call with an option (or a name) each tool does not know, and a word its
# answer names among the things it does take.
UNKNOWN = {
    "rules": (["frob"], "moves"),
    "simulate": (["--game", "frob"], "mexican-train"),
    "bench": (["frob"], "bench_frozen"),
    "simulator": (["--frob", "1"], "--script"),
    "deploy": (["--frob"], "--port"),
    "flash": (["--frob"], "--dry-run"),
    "export": (["--flash", "sim-flash", "--frob"], "--match"),
    "screenshots": (["--lang", "xx"], "ru"),
    "texts": (["--frob"], "--check"),
    "font": (["--frob"], "--check"),
    "fake_board": (["--frob"], "--help"),
    "instrument": (["--frob"], "--help"),
}


def tool(name, *args, cwd=None):
    return subprocess.run([sys.executable, "-m", "host_tools." + name] + list(args), cwd=cwd or ROOT,
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)


def tree(path):
    """Every file under path with its modification time."""
    out = {}
    for d, dirs, files in os.walk(path):
        dirs[:] = [x for x in dirs if x not in (".git", ".venv", "build", "__pycache__", ".pytest_cache")]
        for f in files:
            p = os.path.join(d, f)
            out[p] = os.stat(p).st_mtime_ns
    return out


@pytest.mark.parametrize("name", TOOLS)
def test_help_has_an_example_and_changes_nothing(name, tmp_path):
    before = tree(ROOT)
    r = tool(name, "--help")
    assert r.returncode == 0, (r.stdout, r.stderr)
    text = r.stdout
    assert "example" in text.lower(), text
    # The example is a command line: the tool's own (or the make target
    # that runs it), after the word "Example".
    after = text[text.lower().index("example"):]
    assert "python -m host_tools.%s" % name in after or "make " in after, after
    # --help is not taken for a directory to write into or a flash to start.
    assert not os.path.exists(os.path.join(ROOT, "--help"))
    assert tree(ROOT) == before, "--help changed files"


@pytest.mark.parametrize("name", TOOLS)
def test_an_unknown_option_or_name_is_an_error_listing_what_it_takes(name):
    args, listed = UNKNOWN[name]
    r = tool(name, *args)
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    said = r.stderr
    assert listed in said, said
    assert "Traceback" not in said, said


def test_simulates_text_summary_numbers_seats_from_1_as_the_screens_do():
    args = ["--game", "kozel", "--players", "4", "--seed", "3", "--games", "4"]
    text = tool("simulate", *args).stdout.splitlines()
    lines = [json.loads(x) for x in tool("simulate", *args, "--json").stdout.splitlines()]
    matches = [x for x in lines if "winner" in x and "round" not in x]
    assert len(matches) == 4
    for m, line in zip(matches, text):
        # "match 1: totals ..., winner seat 2": the match and the seat both from 1.
        assert line.startswith("match %d: totals %s, " % (m["match"] + 1, " ".join(map(str, m["totals"])))), line
        assert line.endswith("winner seat %d" % (m["winner"] + 1)), (line, m)


def test_simulates_text_summary_names_a_pairs_seats():
    args = ["--game", "telephone", "--players", "4", "--seed", "1", "--games", "2"]
    text = tool("simulate", *args).stdout.splitlines()
    lines = [json.loads(x) for x in tool("simulate", *args, "--json").stdout.splitlines()]
    matches = [x for x in lines if "winner" in x and "round" not in x]
    for m, line in zip(matches, text):
        u = m["winner"]
        # rules/README.md §7: four play Telephone as two pairs, seats 1 and 3, 2 and 4.
        assert line.endswith("winner pair %d (seats %d and %d)" % (u + 1, u + 1, u + 3)), (line, m)
